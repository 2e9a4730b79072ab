"""The applicants, employers and banks of blind_u, and the arithmetic their papers share (MRZ, RIB, payroll)."""

from __future__ import annotations

import datetime as dt
import random
import unicodedata

MONTHS_FR = [
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
MONTHS_EN = [
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

# ---------------------------------------------------------------- formats


def fmt_date(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "fr":
        return f"{d.day} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "short":
        return f"{d.day:02d} {MONTHS_EN[d.month - 1][:3].upper()} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def fmt_amount(x: float, style: str) -> str:
    neg = x < 0
    x = abs(x)
    whole, cents = f"{x:.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    if style == "space":
        s = " ".join(groups) + "," + cents
    elif style == "dot":
        s = ".".join(groups) + "," + cents
    elif style == "en":
        s = ",".join(groups) + "." + cents
    elif style == "plain":
        s = "".join(groups) + "," + cents
    else:
        raise ValueError(style)
    return ("-" if neg else "") + s


def ascii_upper(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    return "".join(c for c in s if not unicodedata.combining(c)).upper()


# ---------------------------------------------------------------- MRZ

_MRZ_VAL = {**{str(i): i for i in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_MRZ_VAL[c] * w[i % 3] for i, c in enumerate(s)) % 10)


def mrz_name(family: str, given: str, width: int) -> str:
    fam = ascii_upper(family).replace("-", "<").replace(" ", "<").replace("'", "")
    giv = ascii_upper(given).replace("-", "<").replace(" ", "<").replace("'", "")
    return (fam + "<<" + giv).ljust(width, "<")[:width]


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(doc_code: str, country: str, number: str, optional1: str, dob, sex, expiry, nationality, family, given):
    l1 = (doc_code + country + number + check_digit(number) + optional1).ljust(30, "<")[:30]
    l2 = yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry) + check_digit(yymmdd(expiry)) + nationality
    l2 = l2.ljust(29, "<")
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 = l2 + check_digit(comp)
    return [l1, l2, mrz_name(family, given, 30)]


def td3(country: str, number: str, nationality, dob, sex, expiry, personal: str, family, given):
    l1 = ("P<" + country + mrz_name(family, given, 39))[:44]
    pn = personal.ljust(14, "<")
    l2 = number + check_digit(number) + nationality + yymmdd(dob) + check_digit(yymmdd(dob)) + sex
    l2 += yymmdd(expiry) + check_digit(yymmdd(expiry)) + pn + check_digit(pn)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return [l1, l2 + check_digit(comp)]


# ---------------------------------------------------------------- RIB


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank_code: str, city: str, account: str) -> str:
    n = bank_code + city + account
    assert len(n) == 22
    return n + rib_key(n)


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def rib_iban(rib: str) -> str:
    # ISO 13616 check digits for MA + 24 digits
    num = int(rib + "2210" + "00")  # M=22, A=10
    cd = 98 - num % 97
    iban = f"MA{cd:02d}{rib}"
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


# ---------------------------------------------------------------- payroll


def payroll(base: float, primes: list[tuple[str, float]]):
    """Monthly lines of a Moroccan payslip: gross, CNSS, AMO, IR and net, each rounded as printed."""
    gross = round(base + sum(a for _, a in primes), 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    fp = min(round(gross * 0.25, 2), 2916.67)
    taxable = round(gross - cnss - amo - fp, 2)
    brackets = [
        (2500.0, 0.0, 0.0),
        (4166.67, 0.10, 250.0),
        (5000.0, 0.20, 666.67),
        (6666.67, 0.30, 1166.67),
        (15000.0, 0.34, 1433.33),
        (1e12, 0.38, 2033.33),
    ]
    ir = 0.0
    for top, rate, ded in brackets:
        if taxable <= top:
            ir = max(round(taxable * rate - ded, 2), 0.0)
            break
    net = round(gross - cnss - amo - ir, 2)
    return {"gross": gross, "cnss": cnss, "amo": amo, "fp": fp, "taxable": taxable, "ir": ir, "net": net}


# ---------------------------------------------------------------- banks and employers

BANKS = {
    "awb": {"name": "Attijariwafa bank", "code": "007", "city": "780", "agence": "Agence Casa Anfa Place"},
    "bp": {"name": "Banque Populaire", "code": "145", "city": "640", "agence": "Agence Marrakech Guéliz"},
    "boa": {"name": "Bank of Africa", "code": "011", "city": "810", "agence": "Agence Rabat Agdal"},
    "cih": {"name": "CIH Bank", "code": "230", "city": "780", "agence": "Agence Maârif"},
    "cdm": {"name": "Crédit du Maroc", "code": "021", "city": "270", "agence": "Agence Fès Atlas"},
    "sgm": {"name": "Société Générale Maroc", "code": "022", "city": "640", "agence": "Agence Tanger Malabata"},
    "abb": {"name": "Al Barid Bank", "code": "350", "city": "450", "agence": "Agence Meknès Hamria"},
    "cfg": {"name": "CFG Bank", "code": "050", "city": "780", "agence": "Agence Casablanca Gauthier"},
    "cam": {"name": "Crédit Agricole du Maroc", "code": "225", "city": "010", "agence": "Agence Agadir Talborjt"},
    "umnia": {"name": "Umnia Bank", "code": "360", "city": "810", "agence": "Agence Hay Riad"},
}

EMPLOYERS = {
    "sotrameg": {
        "name": "Sotrameg Emballages SARL",
        "cnss": "2613470",
        "addr": "Lot. Attawfiq, Rue 14 n° 22, Sidi Moumen, Casablanca",
        "city": "Casablanca",
        "ice": "001524387000062",
        "slip": "bureau",
    },
    "ormva": {
        "name": "Office Régional de Mise en Valeur Agricole du Souss-Massa",
        "cnss": "1048825",
        "addr": "Avenue Hassan II, B.P. 18, Agadir",
        "city": "Agadir",
        "ice": "001876112000093",
        "slip": "public",
    },
    "northbridge": {
        "name": "Northbridge Software Morocco SARL AU",
        "cnss": "3392018",
        "addr": "Technopark, Route de Nouaceur, Casablanca",
        "city": "Casablanca",
        "ice": "002214560000041",
        "slip": "english",
    },
    "waha": {
        "name": "Boulangerie Pâtisserie Al Waha SARL",
        "cnss": "4471209",
        "addr": "12, Rue Ibn Toumert, Guéliz, Marrakech",
        "city": "Marrakech",
        "ice": "002003718000077",
        "slip": "plain",
    },
    "chergui": {
        "name": "Compagnie Chergui de Transport Frigorifique, Société Anonyme",
        "cnss": "1739064",
        "addr": "Zone Industrielle Gzenaya, Tanger",
        "city": "Tanger",
        "ice": "001198245000036",
        "slip": "bureau",
    },
    "benslimane": {
        "name": "Fiduciaire Benslimane et Associés SNC",
        "cnss": "5120337",
        "addr": "45, Avenue Allal Ben Abdellah, Fès",
        "city": "Fès",
        "ice": "002450093000018",
        "slip": "plain",
    },
    "orangers": {
        "name": "Clinique Les Orangers S.A.",
        "cnss": "2905561",
        "addr": "7, Rue Oued Ziz, Agdal, Rabat",
        "city": "Rabat",
        "ice": "001667021000054",
        "slip": "bureau",
    },
    "saiss": {
        "name": "Groupement Transports Urbains du Saïs GIE",
        "cnss": "6034418",
        "addr": "Boulevard Mohammed V, Meknès",
        "city": "Meknès",
        "ice": "002871450000029",
        "slip": "public",
    },
    "marsa": {
        "name": "Marsa Contact Services SARL",
        "cnss": "3851726",
        "addr": "Immeuble Nakhil, Hay Riad, Rabat",
        "city": "Rabat",
        "ice": "002115804000083",
        "slip": "english",
    },
    "agence_urbaine": {
        "name": "Agence Urbaine de Meknès",
        "cnss": "1207739",
        "addr": "Place de l'Istiqlal, Hamria, Meknès",
        "city": "Meknès",
        "ice": "001090221000010",
        "slip": "public",
    },
    "tafilalet": {
        "name": "Hôtel Riad Tafilalet SARL AU",
        "cnss": "4586013",
        "addr": "Route de l'Ourika km 7, Marrakech",
        "city": "Marrakech",
        "ice": "002339176000065",
        "slip": "plain",
    },
    "crescent": {
        "name": "Crescent Pharma Maroc S.A.",
        "cnss": "2274390",
        "addr": "Parc Industriel de Bouskoura, Lot 31, Bouskoura",
        "city": "Casablanca",
        "ice": "001742665000047",
        "slip": "english",
    },
    "zerhouni": {
        "name": "Entreprise Zerhouni Travaux SARL",
        "cnss": "5563842",
        "addr": "Quartier Industriel, Rue 5, Oujda",
        "city": "Oujda",
        "ice": "002566310000092",
        "slip": "bureau",
    },
    "atlasnet": {
        "name": "Atlasnet Nettoyage Industriel SARL",
        "cnss": "6619025",
        "addr": "Bd Abdelkrim El Khattabi, Kénitra",
        "city": "Kénitra",
        "ice": "002790318000058",
        "slip": "plain",
    },
}


def _d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


# Each applicant: given names, family names, Arabic names, sex, birth, place, CIN, card number, card expiry, address.
APPLICANTS = [
    ("Salma", "EL AMRANI", "سلمى", "العمراني", "F", "1990-04-17", "RABAT", "A734512", "2029-06-30"),
    ("Youssef", "BENKIRANE", "يوسف", "بنكيران", "M", "1985-11-02", "CASABLANCA", "BE619274", "2031-02-14"),
    ("Hajar", "OUAHBI", "هاجر", "الوهبي", "F", "1994-07-23", "AGADIR", "JA188305", "2030-09-11"),
    ("Mohamed Amine", "TAZI", "محمد أمين", "التازي", "M", "1988-01-09", "FES", "C492617", "2028-12-03"),
    ("Khadija", "AIT BELLA", "خديجة", "آيت بلا", "F", "1979-03-30", "TAROUDANT", "JB45120", "2027-05-19"),
    ("Anas", "CHRAIBI", "أنس", "الشرايبي", "M", "1992-12-14", "CASABLANCA", "BK702931", "2032-01-27"),
    ("Nadia", "EL FASSI FIHRI", "نادية", "الفاسي الفهري", "F", "1983-08-05", "MEKNES", "D287704", "2029-10-08"),
    ("Omar", "SEKKAT", "عمر", "السقاط", "M", "1996-05-28", "TANGER", "K551086", "2033-03-15"),
    ("Imane", "BOUZIANE", "إيمان", "بوزيان", "F", "1991-02-19", "OUJDA", "F635218", "2030-07-22"),
    ("Rachid", "LAHLOU", "رشيد", "لحلو", "M", "1976-10-11", "MARRAKECH", "E239417", "2026-11-30"),
    ("Fatima Zahra", "MOUTAOUAKIL", "فاطمة الزهراء", "المتوكل", "F", "1987-06-03", "KENITRA", "G418829", "2031-08-04"),
    ("Karim", "BENNANI SMIRES", "كريم", "بناني سميرس", "M", "1982-09-26", "RABAT", "AB903215", "2028-04-13"),
]

ADDRESSES = [
    ["12, Rue Abou Inane, Hassan", "RABAT"],
    ["Résidence Al Amal, Imm. 4 Apt 12", "Bd Ghandi, CASABLANCA"],
    ["Hay Dakhla, Bloc C n° 118", "AGADIR"],
    ["23, Derb Lamtiyine, Batha", "FES"],
    ["Douar Tamaait n° 7", "INEZGANE"],
    ["Lot. Al Manar, Villa 31, Californie", "CASABLANCA"],
    ["8, Rue de Tétouan, Hamria", "MEKNES"],
    ["Av. Moulay Rachid, Rés. Nour, Apt 5", "TANGER"],
    ["Hay Al Qods, Rue 17 n° 40", "OUJDA"],
    ["Derb Sidi Bouloukat n° 9, Médina", "MARRAKECH"],
    ["Lot. Maghrib Al Arabi n° 215", "KENITRA"],
    ["Avenue Annakhil, Résidence Yasmine B3", "HAY RIAD RABAT"],
]


def make_cases(seed: int) -> list[dict]:
    rng = random.Random(seed * 7919 + 11)
    plan = [
        # (employer, bank, position, contract, hire, base, primes, conflict)
        ("orangers", "boa", "Infirmière polyvalente", "CDI", "2015-09-01", 7400.0, [("Prime de garde", 900.0)], None),
        (
            "sotrameg",
            "awb",
            "Chef d'équipe production",
            "CDI",
            "2011-03-14",
            8200.0,
            [("Prime d'ancienneté", 820.0)],
            None,
        ),
        (
            "ormva",
            "cam",
            "Ingénieure d'État",
            "CDI",
            "2019-01-02",
            11850.0,
            [("Indemnité de fonction", 1600.0)],
            "employer",
        ),
        (
            "benslimane",
            "cdm",
            "Comptable principal",
            "CDI",
            "2014-06-16",
            9300.0,
            [("Prime de rendement", 700.0)],
            None,
        ),
        ("waha", "bp", "Vendeuse", "CDD", "2023-02-01", 3400.0, [("Prime de transport", 250.0)], "salary"),
        (
            "northbridge",
            "cfg",
            "Senior Software Engineer",
            "CDI",
            "2020-10-05",
            21500.0,
            [("Performance bonus", 2000.0)],
            None,
        ),
        (
            "agence_urbaine",
            "abb",
            "Architecte urbaniste",
            "CDI",
            "2009-04-20",
            13200.0,
            [("Indemnité de logement", 1500.0)],
            None,
        ),
        ("chergui", "sgm", "Chauffeur poids lourd", "ANAPEC", "2022-05-09", 4600.0, [("Prime de route", 600.0)], "cin"),
        (
            "zerhouni",
            "bp",
            "Conductrice de travaux",
            "CDI",
            "2017-11-27",
            8900.0,
            [("Prime de chantier", 1100.0)],
            None,
        ),
        ("tafilalet", "cih", "Chef de réception", "CDI", "2006-07-03", 7600.0, [("Prime de service", 950.0)], "hire"),
        ("atlasnet", "umnia", "Agent d'exploitation", "INTERIM", "2024-01-15", 3950.0, [("Panier", 420.0)], None),
        ("marsa", "awb", "Team Leader", "CDI", "2016-02-22", 10400.0, [("Bonus qualité", 1250.0)], "rib"),
        (
            "crescent",
            "cih",
            "Responsable assurance qualité",
            "CDI",
            "2018-09-10",
            16800.0,
            [("Prime de responsabilité", 2200.0)],
            None,
        ),
        (
            "saiss",
            "cdm",
            "Technicien de maintenance",
            "CDD",
            "2021-03-01",
            5600.0,
            [("Indemnité de risque", 480.0)],
            None,
        ),
    ]
    cases = []
    for i, (emp, bank, pos, contract, hire, base, primes, conflict) in enumerate(plan):
        cid = f"c{i + 1:02d}"
        if i == 12:
            ap = {
                "given": "Claire",
                "family": "MARCHAND",
                "ar_given": "",
                "ar_family": "",
                "sex": "F",
                "dob": _d("1986-02-08"),
                "pob": "LYON",
                "cin": None,
                "foreign": "FRA",
                "card_no": "X4RTBC712",
                "permit_no": "RM0847215",
                "card_expiry": _d("2031-05-17"),
                "permit_expiry": _d("2027-09-30"),
                "address": ["Résidence Les Jardins d'Anfa, Apt 22", "CASABLANCA"],
            }
        elif i == 13:
            ap = {
                "given": "Mamadou Lamine",
                "family": "DIALLO",
                "ar_given": "",
                "ar_family": "",
                "sex": "M",
                "dob": _d("1993-12-01"),
                "pob": "DAKAR",
                "cin": None,
                "foreign": "SEN",
                "card_no": None,
                "passport_no": "A03318452",
                "permit_no": "RM1196034",
                "card_expiry": _d("2029-03-12"),
                "permit_expiry": _d("2026-12-31"),
                "address": ["Hay Salam, Rue 9 n° 14", "MEKNES"],
            }
        else:
            g, f, ag, af, sex, dob, pob, cin, exp = APPLICANTS[i if i < 12 else 0]
            letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
            card_no = rng.choice(letters) + rng.choice(letters) + "".join(rng.choice("0123456789") for _ in range(7))
            ap = {
                "given": g,
                "family": f,
                "ar_given": ag,
                "ar_family": af,
                "sex": sex,
                "dob": _d(dob),
                "pob": pob,
                "cin": cin,
                "foreign": None,
                "card_no": card_no,
                "card_expiry": _d(exp),
                "address": ADDRESSES[i],
                "old_card": i in (4, 9),
            }
        ap["father"] = rng.choice(["Ahmed", "Mustapha", "Abdelkader", "Hassan", "Driss", "Lahcen", "Brahim"])
        ap["mother"] = rng.choice(["Fatna", "Zineb", "Aicha", "Rkia", "Malika", "Saadia", "Halima"])
        acct = "".join(rng.choice("0123456789") for _ in range(16))
        b = BANKS[bank]
        case = {
            "id": cid,
            "ap": ap,
            "emp": EMPLOYERS[emp],
            "bank": b,
            "rib": make_rib(b["code"], b["city"], acct),
            "position": pos,
            "contract": contract,
            "hire": _d(hire),
            "base": base,
            "primes": primes,
            "pay": payroll(base, primes),
            "cnss_no": "".join(rng.choice("0123456789") for _ in range(9)),
            "affiliation": _d(hire) + dt.timedelta(days=rng.randint(3, 40)),
            "conflict": conflict,
            "etat_civil": f"{rng.randint(100, 2999)}/{ap['dob'].year}",
        }
        cases.append(case)
    return cases


def full_name(ap: dict) -> str:
    return f"{ap['given']} {ap['family']}"
