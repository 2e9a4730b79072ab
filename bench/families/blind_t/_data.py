"""The family's applicants, employers, banks, and the identifiers (MRZ, RIB, IBAN) they carry."""

from __future__ import annotations

import datetime as dt
import random

MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MRZ_MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]

# given names, family names, sex, place of birth, nationality
PEOPLE = [
    ("Youssef", "EL AMRANI", "M", "CASABLANCA", "MAR"),
    ("Khadija", "OUAZZANI TOUHAMI", "F", "FES", "MAR"),
    ("Mehdi Karim", "BERRADA", "M", "RABAT", "MAR"),
    ("Nadia", "CHERKAOUI", "F", "MEKNES", "MAR"),
    ("Abdelilah", "TAZI", "M", "MARRAKECH", "MAR"),
    ("Julien Marc", "FAVIER", "M", "LYON", "FRA"),
    ("Hanane", "BOUZIDI", "F", "OUJDA", "MAR"),
    ("Rachid", "AIT BEN HADDOU", "M", "OUARZAZATE", "MAR"),
    ("Imane", "LAHLOU", "F", "TANGER", "MAR"),
    ("Omar", "SEBTI", "M", "SALE", "MAR"),
    ("Aminata Ndeye", "DIOP", "F", "DAKAR", "SEN"),
    ("Soukaina", "EL IDRISSI", "F", "KENITRA", "MAR"),
    ("Hamza", "BENJELLOUN", "M", "AGADIR", "MAR"),
    ("Fatima Zahra", "NACIRI", "F", "TETOUAN", "MAR"),
]

# name, cnss, city, address, payslip style, font, accent colour
EMPLOYERS = [
    (
        "Atlas Logistique Maritime SARL",
        "Bd Moulay Ismail, Zone portuaire, Casablanca",
        "bureau",
        "Liberation Sans",
        "#1f4e79",
    ),
    (
        "Société Marocaine des Conserves du Souss SA",
        "Quartier industriel Anza, Agadir",
        "plain",
        "DejaVu Serif",
        "#7a2e0e",
    ),
    (
        "Dar Tawfiq Conseil SARL AU",
        "14, rue Ibn Khaldoun, Rabat-Agdal",
        "plain",
        "Liberation Serif",
        "#2d5016",
    ),
    (
        "Office Régional de Mise en Valeur Agricole du Tadla",
        "Avenue Mohammed V, Fquih Ben Salah",
        "public",
        "FreeSerif",
        "#004d40",
    ),
    (
        "Northbridge Software Morocco SARL",
        "Casanearshore Park, Shore 7, Sidi Maarouf, Casablanca",
        "english",
        "Noto Sans",
        "#5b2c83",
    ),
    (
        "Frères Alaoui et Compagnie SNC",
        "23, Derb Sidi Bouloukat, Marrakech",
        "plain",
        "FreeSans",
        "#8b4513",
    ),
    (
        "Groupement des Coopératives Argan Essaouira GIE",
        "Route d'Agadir km 4, Essaouira",
        "bureau",
        "DejaVu Sans",
        "#6b5b00",
    ),
    (
        "Société Anonyme Chérifienne des Textiles du Nord",
        "Zone franche Ksar El Majaz, Tanger",
        "bureau",
        "Liberation Sans Narrow",
        "#0b3d91",
    ),
    (
        "Clinique Les Orangers SA",
        "5, avenue des FAR, Kénitra",
        "english",
        "Liberation Sans",
        "#00695c",
    ),
    (
        "Transports Zerktouni SARL",
        "112, boulevard Zerktouni, Casablanca",
        "plain",
        "DejaVu Sans Condensed",
        "#b71c1c",
    ),
    (
        "Médina Hôtels & Resorts SA",
        "Avenue Mohammed VI, Hivernage, Marrakech",
        "english",
        "FreeSans",
        "#8d6e00",
    ),
    (
        "Agence Urbaine de Fès",
        "Place de la Résistance, Fès",
        "public",
        "DejaVu Serif",
        "#1b5e20",
    ),
    (
        "Optique Ibn Sina SARL AU",
        "8, rue Tarik Ibn Ziad, Agadir",
        "plain",
        "Noto Serif",
        "#37474f",
    ),
    (
        "Kenz Électro-Distribution SA",
        "Lot. Al Majd, Route de Tanger, Tétouan",
        "bureau",
        "Noto Sans",
        "#c62828",
    ),
]
# an employer that appears only on a conflicting certificate
OTHER_EMPLOYER = (
    "Sahara Négoce International SARL",
    "45, avenue Hassan II, Laâyoune",
    "plain",
    "Liberation Serif",
    "#4e342e",
)

# bank name as printed, bank code, statement style, font, colour
BANKS = [
    ("Attijariwafa bank", "007", "twocol", "Liberation Sans", "#f39200"),
    ("Banque Populaire", "145", "signed", "DejaVu Sans", "#6d3b1a"),
    ("Bank of Africa", "011", "ledger", "FreeSans", "#0057a3"),
    ("CIH Bank", "230", "twocol", "Noto Sans", "#0093d0"),
    ("Crédit du Maroc", "021", "ledger", "Liberation Serif", "#00843d"),
    ("Société Générale Maroc", "022", "signed", "Liberation Sans", "#e2001a"),
    ("Al Barid Bank", "350", "twocol", "DejaVu Sans Condensed", "#f7b500"),
    ("CFG Bank", "047", "ledger", "Noto Sans", "#1d1d1b"),
    ("Crédit Agricole du Maroc", "225", "signed", "FreeSerif", "#006a4e"),
    ("Umnia Bank", "360", "twocol", "Noto Sans", "#7b2d8e"),
]
CITY_CODES = {
    "CASABLANCA": "780",
    "RABAT": "810",
    "FES": "270",
    "MARRAKECH": "450",
    "AGADIR": "010",
    "TANGER": "640",
    "MEKNES": "480",
    "KENITRA": "330",
    "OUJDA": "600",
    "TETOUAN": "660",
}

STREETS = [
    "Rue Al Moutanabbi",
    "Avenue Hassan II",
    "Hay Al Massira",
    "Lotissement Al Fath",
    "Résidence Les Jardins",
    "Rue Oued Sebou",
    "Boulevard Al Qods",
    "Quartier Al Inbiaat",
    "Derb Sidi Ahmed",
    "Avenue Annakhil",
]


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, acct: str) -> str:
    n = bank + city + acct
    return n + rib_key(n)


def iban(rib: str) -> str:
    check = 98 - int(rib + "2210" + "00") % 97
    return f"MA{check:02d}{rib}"


def mrz_check(s: str) -> str:
    w = [7, 3, 1]
    total = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif c.isalpha():
            v = ord(c) - 55
        else:
            v = 0
        total += v * w[i % 3]
    return str(total % 10)


def mrz_name(family: str, given: str, width: int) -> str:
    s = family.replace(" ", "<").replace("-", "<") + "<<" + given.replace(" ", "<")
    s = s.upper()[:width]
    return s + "<" * (width - len(s))


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(code: str, country: str, number: str, optional1: str, dob, sex, expiry, nat, family, given):
    l1 = code + country + number + mrz_check(number) + optional1.ljust(15, "<")
    l2a = yymmdd(dob) + mrz_check(yymmdd(dob)) + sex + yymmdd(expiry) + mrz_check(yymmdd(expiry))
    l2 = l2a + nat + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 = l2 + mrz_check(comp)
    l3 = mrz_name(family, given, 30)
    assert len(l1) == len(l2) == len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td3(country: str, number: str, nat, dob, sex, expiry, personal: str, family, given):
    l1 = "P<" + country + mrz_name(family, given, 39)
    pn = personal.ljust(14, "<")
    pchk = mrz_check(pn) if personal else "<"
    l2 = number + mrz_check(number) + nat + yymmdd(dob) + mrz_check(yymmdd(dob)) + sex
    l2 += yymmdd(expiry) + mrz_check(yymmdd(expiry)) + pn + pchk
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += mrz_check(comp)
    assert len(l1) == len(l2) == 44, (l1, l2)
    return [l1, l2]


def fmt_amount(x: float, style: str) -> str:
    neg = x < 0
    cents = round(abs(x) * 100)
    ent, dec = divmod(cents, 100)
    groups = f"{ent:,}"
    if style == "space":
        s = groups.replace(",", "\u00a0") + f",{dec:02d}"
    elif style == "dot":
        s = groups.replace(",", ".") + f",{dec:02d}"
    elif style == "en":
        s = groups + f".{dec:02d}"
    else:  # plain
        s = f"{ent},{dec:02d}"
    return ("-" + s) if neg else s


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "long":
        return f"{d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "mrz":
        return f"{d.day:02d} {MRZ_MON[d.month - 1]} {d.year}"
    raise ValueError(style)


def label_name(given: str, family: str) -> str:
    return f"{given} {family}"


def printed_name(given: str, family: str, sex: str, style: str) -> str:
    civ = "M." if sex == "M" else "Mme"
    if style == "family_first":
        return f"{family} {given}"
    if style == "civ":
        return f"{civ} {given} {family}"
    if style == "civ_family_first":
        return f"{civ} {family} {given}"
    return f"{given} {family}"


def ir_monthly(taxable: float) -> float:
    for lim, rate, ded in [
        (2500, 0.0, 0.0),
        (4166.67, 0.10, 250.0),
        (5000, 0.20, 666.67),
        (6666.67, 0.30, 1166.67),
        (15000, 0.34, 1433.33),
        (1e12, 0.38, 2033.33),
    ]:
        if taxable <= lim:
            return max(0.0, round(taxable * rate - ded, 2))
    return 0.0


def payslip_lines(base: float, prime_lines: list[tuple[str, float]], cimr: bool):
    """Earnings and deductions of one month: (earnings, deductions, gross, total_ded, net)."""
    earnings = [("Salaire de base", base), *prime_lines]
    gross = round(sum(a for _, a in earnings), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    deds = [("Cotisation CNSS", cnss), ("AMO", amo)]
    if cimr:
        deds.append(("CIMR", round(gross * 0.06, 2)))
    social = sum(a for _, a in deds)
    fp = min(gross * 0.20 if gross * 12 <= 78000 else gross * 0.25, 2916.67)
    taxable = gross - social - fp
    deds.append(("Impôt sur le revenu (IR)", ir_monthly(taxable)))
    total = round(sum(a for _, a in deds), 2)
    net = round(gross - total, 2)
    return earnings, deds, gross, total, net


def make_cases(seed: int) -> list[dict]:
    rng = random.Random(seed * 7919 + 17)
    cases = []
    for i, (given, family, sex, place, nat) in enumerate(PEOPLE):
        cid = f"c{i + 1:02d}"
        emp = EMPLOYERS[i]
        bank = BANKS[(i * 3) % len(BANKS)] if i < 10 else BANKS[(i * 7 + 1) % len(BANKS)]
        dob = dt.date(rng.randint(1968, 1999), rng.randint(1, 12), rng.randint(1, 28))
        hire = dt.date(rng.randint(2008, 2022), rng.randint(1, 12), rng.randint(1, 28))
        letters = rng.choice(["BK", "BE", "AB", "J", "T", "CD", "EE", "G", "BH", "X", "W", "U"])
        cin = letters + str(rng.randint(10000, 999999))
        card_no = rng.choice(["AA", "AB", "AC", "AD"]) + f"{rng.randint(0, 9999999):07d}"
        base = float(rng.randrange(4200, 26000, 50))
        primes = []
        if rng.random() < 0.8:
            primes.append(("Prime d'ancienneté", round(base * rng.choice([0.05, 0.10, 0.15]), 2)))
        if rng.random() < 0.6:
            primes.append(("Indemnité de transport", float(rng.choice([250, 300, 400, 500]))))
        if rng.random() < 0.4:
            primes.append(("Prime de rendement", float(rng.randrange(300, 2000, 50))))
        city = rng.choice(list(CITY_CODES))
        acct = "".join(str(rng.randint(0, 9)) for _ in range(16))
        case = {
            "id": cid,
            "given": given,
            "family": family,
            "sex": sex,
            "place": place,
            "nat": nat,
            "dob": dob,
            "hire": hire,
            "cin": cin if nat == "MAR" else None,
            "card_no": card_no,
            "old_card": i in (3, 9),
            "cin_expiry": dt.date(rng.randint(2026, 2033), rng.randint(1, 12), rng.randint(1, 28)),
            "address": [
                f"{rng.randint(2, 180)}, {rng.choice(STREETS)}",
                f"{city.title()}" if city != "FES" else "Fès",
            ],
            "father": rng.choice(["Mohamed", "Ahmed", "Abdellah", "Hassan", "Driss", "Larbi"]),
            "mother": rng.choice(["Fatima", "Aicha", "Zineb", "Malika", "Rkia", "Naima"]),
            "etat_civil": f"{rng.randint(100, 999)}/{rng.randint(1970, 2000)}",
            "employer": emp,
            "employer_cnss": f"{rng.randint(1000000, 9999999)}",
            "cnss_number": f"{rng.randint(100000000, 199999999)}",
            "affiliation": hire + dt.timedelta(days=rng.randint(5, 40)),
            "position": [
                "Responsable logistique",
                "Technicienne qualité",
                "Consultant senior",
                "Ingénieure agronome",
                "Software Engineer",
                "Comptable",
                "Animatrice de coopérative",
                "Chef d'atelier",
                "Infirmière principale",
                "Chauffeur poids lourds",
                "Front Office Supervisor",
                "Architecte urbaniste",
                "Opticien vendeur",
                "Chef de secteur commercial",
            ][i],
            "contract": ["CDI", "CDI", "CDI", "CDI", "CDI", "CDD", "ANAPEC", "CDI", "CDI", "CDI"][i % 10]
            if i not in (12,)
            else "INTERIM",
            "base": base,
            "primes": primes,
            "cimr": rng.random() < 0.4,
            "bank": bank,
            "rib": make_rib(bank[1], CITY_CODES[city], acct),
            "bank_city": city,
            "passport_no": rng.choice(["AB", "BE", "GH", "UZ"]) + f"{rng.randint(0, 9999999):07d}",
            "passport_expiry": dt.date(rng.randint(2026, 2032), rng.randint(1, 12), rng.randint(1, 28)),
            "permit_no": f"E{rng.randint(0, 99999999):08d}",
            "permit_expiry": dt.date(rng.randint(2026, 2029), rng.randint(1, 12), rng.randint(1, 28)),
            "id_no": "".join(rng.choice("ABCDEFGHJKLMNPRTUVWXYZ0123456789") for _ in range(9)),
            "name_style": rng.choice(["given_first", "family_first", "civ", "civ_family_first"]),
            "rng": random.Random(seed * 104729 + i),
        }
        cases.append(case)
    return cases
