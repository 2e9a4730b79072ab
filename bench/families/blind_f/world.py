"""The blind_f world: applicants, employers, banks, pay and accounts (deterministic for a seed)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

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
MONTHS_MRZ = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTHS_FR_ABBR = ["JANV", "FEVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"]


# --------------------------------------------------------------------------- formats


def fmt_amount(x: float, style: str = "sp", cur: str = "") -> str:
    neg = x < 0
    x = abs(round(x + 0.0, 2))
    whole = int(x)
    cents = round((x - whole) * 100)
    if cents == 100:
        whole, cents = whole + 1, 0
    digits = f"{whole:d}"
    groups = []
    while digits:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    if style == "sp":
        s = " ".join(groups) + f",{cents:02d}"
    elif style == "dot":
        s = ".".join(groups) + f",{cents:02d}"
    elif style == "en":
        s = ",".join(groups) + f".{cents:02d}"
    elif style == "plain":
        s = "".join(groups) + f".{cents:02d}"
    elif style == "plainc":
        s = "".join(groups) + f",{cents:02d}"
    elif style == "apos":
        s = "'".join(groups) + f".{cents:02d}"
    else:
        raise ValueError(style)
    if neg:
        s = "-" + s
    if cur == "DH":
        s += " DH"
    elif cur == "MAD":
        s += " MAD"
    elif cur == "DHS":
        s += " DHS"
    elif cur == "preMAD":
        s = "MAD " + s
    return s


def fmt_date(d: dt.date, style: str = "slash") -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "dot2":
        return d.strftime("%d.%m.%y")
    if style == "slash2":
        return d.strftime("%d/%m/%y")
    if style == "iso":
        return d.isoformat()
    if style == "long":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "long0":
        return f"{d.day:02d} {MONTHS_FR[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS_EN[d.month - 1]} {d.day}, {d.year}"
    if style == "engb":
        return f"{d.day} {MONTHS_EN[d.month - 1]} {d.year}"
    if style == "mrz":
        return f"{d.day:02d} {MONTHS_MRZ[d.month - 1]} {d.year}"
    if style == "frabbr":
        return f"{d.day:02d} {MONTHS_FR_ABBR[d.month - 1]} {d.year}"
    raise ValueError(style)


def month_label(year: int, month: int, style: str = "fr") -> str:
    if style == "fr":
        return f"{MONTHS_FR[month - 1].capitalize()} {year}"
    if style == "FR":
        return f"{MONTHS_FR[month - 1].upper()} {year}"
    if style == "en":
        return f"{MONTHS_EN[month - 1]} {year}"
    if style == "num":
        return f"{month:02d}/{year}"
    if style == "dash":
        return f"{year}-{month:02d}"
    raise ValueError(style)


def last_day(year: int, month: int) -> dt.date:
    if month == 12:
        return dt.date(year, 12, 31)
    return dt.date(year, month + 1, 1) - dt.timedelta(days=1)


def add_months(year: int, month: int, k: int) -> tuple[int, int]:
    m = year * 12 + (month - 1) + k
    return m // 12, m % 12 + 1


# --------------------------------------------------------------------------- identifiers


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(rng: random.Random, bank_code: str, city_code: str) -> str:
    acct = "".join(str(rng.randint(0, 9)) for _ in range(16))
    n22 = bank_code + city_code + acct
    return n22 + rib_key(n22)


def mrz_check(s: str) -> str:
    total = 0
    weights = (7, 3, 1)
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch.upper()) - 55
        else:
            v = 0
        total += v * weights[i % 3]
    return str(total % 10)


def mrz_name(family: str, given: str, length: int) -> str:
    def clean(s: str) -> str:
        s = s.upper().replace("-", " ").replace("'", " ")
        for a, b in (("É", "E"), ("È", "E"), ("Ï", "I"), ("Î", "I"), ("Ç", "C"), ("À", "A"), ("Ô", "O")):
            s = s.replace(a, b)
        return "<".join(s.split())

    out = clean(family) + "<<" + clean(given)
    return (out + "<" * length)[:length]


def mrz_yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(
    doc_no: str, cin: str, dob: dt.date, sex: str, expiry: dt.date, old: bool, family: str, given: str
) -> list[str]:
    head = "I<MAR" if old else "IDMAR"
    opt1 = (cin + "<" * 15)[:15]
    l1 = head + doc_no + mrz_check(doc_no) + opt1
    b = mrz_yymmdd(dob) + mrz_check(mrz_yymmdd(dob))
    e = mrz_yymmdd(expiry) + mrz_check(mrz_yymmdd(expiry))
    opt2 = "<" * 11
    composite = l1[5:30] + b + e + opt2
    l2 = b + sex + e + "MAR" + opt2 + mrz_check(composite)
    l3 = mrz_name(family, given, 30)
    assert len(l1) == 30 and len(l2) == 30 and len(l3) == 30, (l1, l2, l3)
    return [l1, l2, l3]


def td3(pp_no: str, dob: dt.date, sex: str, expiry: dt.date, family: str, given: str, personal: str) -> list[str]:
    l1 = ("P<MAR" + mrz_name(family, given, 39))[:44]
    pers = (personal + "<" * 14)[:14]
    pers_chk = mrz_check(pers) if personal else "<"
    b = mrz_yymmdd(dob) + mrz_check(mrz_yymmdd(dob))
    e = mrz_yymmdd(expiry) + mrz_check(mrz_yymmdd(expiry))
    num = pp_no + mrz_check(pp_no)
    composite = num + b + e + pers + pers_chk
    l2 = num + "MAR" + b + sex + e + pers + pers_chk + mrz_check(composite)
    assert len(l1) == 44 and len(l2) == 44, (l1, l2)
    return [l1, l2]


def mrz_is_valid(lines: list[str]) -> bool:
    if len(lines) == 3:
        l1, l2, _ = lines
        ok = mrz_check(l1[5:14]) == l1[14]
        ok &= mrz_check(l2[0:6]) == l2[6] and mrz_check(l2[8:14]) == l2[14]
        ok &= mrz_check(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
        return ok
    l1, l2 = lines
    ok = mrz_check(l2[0:9]) == l2[9] and mrz_check(l2[13:19]) == l2[19] and mrz_check(l2[21:27]) == l2[27]
    pers = l2[28:42]
    ok &= (l2[42] == "<" and pers == "<" * 14) or mrz_check(pers) == l2[42]
    ok &= mrz_check(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    return ok


# --------------------------------------------------------------------------- the world's fixed skeleton

TOWNS = {
    "Casablanca": ("CASABLANCA", "الدار البيضاء", "BK", "780"),
    "Rabat": ("RABAT", "الرباط", "AB", "810"),
    "Salé": ("SALE", "سلا", "AE", "815"),
    "Kénitra": ("KENITRA", "القنيطرة", "G", "330"),
    "Tanger": ("TANGER", "طنجة", "K", "640"),
    "Tétouan": ("TETOUAN", "تطوان", "L", "660"),
    "Fès": ("FES", "فاس", "C", "270"),
    "Meknès": ("MEKNES", "مكناس", "D", "370"),
    "Marrakech": ("MARRAKECH", "مراكش", "EE", "450"),
    "Agadir": ("AGADIR", "أكادير", "J", "010"),
    "Oujda": ("OUJDA", "وجدة", "F", "520"),
    "Béni Mellal": ("BENI MELLAL", "بني ملال", "I", "090"),
    "El Jadida": ("EL JADIDA", "الجديدة", "M", "225"),
    "Safi": ("SAFI", "آسفي", "H", "610"),
    "Khouribga": ("KHOURIBGA", "خريبكة", "Q", "350"),
    "Settat": ("SETTAT", "سطات", "W", "630"),
    "Taroudant": ("TAROUDANT", "تارودانت", "JB", "018"),
    "Errachidia": ("ERRACHIDIA", "الراشيدية", "UA", "240"),
    "Taza": ("TAZA", "تازة", "Z", "650"),
    "Ksar El Kebir": ("KSAR EL KEBIR", "القصر الكبير", "LA", "665"),
    "Sidi Kacem": ("SIDI KACEM", "سيدي قاسم", "GK", "335"),
    "Ouarzazate": ("OUARZAZATE", "ورزازات", "JE", "030"),
}

# Arabic renderings of the pieces of names used in this world.
AR = {
    "Youssef": "يوسف",
    "El Amrani": "العمراني",
    "Khadija": "خديجة",
    "Ait Benhaddou": "آيت بنحدو",
    "Mehdi": "مهدي",
    "Ben Brahim": "بن ابراهيم",
    "Fatima Zahra": "فاطمة الزهراء",
    "Ouazzani": "الوزاني",
    "Hamza": "حمزة",
    "El Idrissi": "الإدريسي",
    "Imane": "إيمان",
    "Tazi": "التازي",
    "Abdelkader": "عبد القادر",
    "Ait Ouahmane": "آيت واحمان",
    "Nadia": "نادية",
    "El Fassi": "الفاسي",
    "Omar": "عمر",
    "Lahlou": "لحلو",
    "Zineb": "زينب",
    "Ben Moussa": "بن موسى",
    "Rachid": "رشيد",
    "Ouchen": "أوشن",
    "Soukaina": "سكينة",
    "El Khattabi": "الخطابي",
    "Mohamed Amine": "محمد أمين",
    "Berrada": "برادة",
    "Hajar": "هاجر",
    "Ait Lahcen": "آيت لحسن",
}

# Each applicant: given, family, sex, birth town, home town, employer key, position, contract, bank key,
# payslip months, statements, passport, conflict.
SKELETON = [
    dict(
        id="c01",
        given="Youssef",
        family="El Amrani",
        sex="M",
        born="Casablanca",
        town="Casablanca",
        emp="nexora",
        position="Développeur Full Stack",
        contract="CDI",
        bank="awb",
        base=14500,
        payslips=3,
        statements=2,
        passport=False,
        conflict=None,
        other="bill",
    ),
    dict(
        id="c02",
        given="Khadija",
        family="Ait Benhaddou",
        sex="F",
        born="Ouarzazate",
        town="Tanger",
        emp="atlasfroid",
        position="Responsable Qualité",
        contract="CDI",
        bank="boa",
        base=12800,
        payslips=1,
        statements=1,
        passport=True,
        conflict=None,
    ),
    dict(
        id="c03",
        given="Mehdi",
        family="Ben Brahim",
        sex="M",
        born="Fès",
        town="Fès",
        emp="sahel",
        position="Chef de rayon",
        contract="CDI",
        bank="bp",
        base=7200,
        payslips=2,
        statements=1,
        passport=False,
        conflict="inflated_salary",
        overdrawn="closing",
        no_rib=True,
    ),
    dict(
        id="c04",
        given="Fatima Zahra",
        family="Ouazzani",
        sex="F",
        born="Taroudant",
        town="Taroudant",
        emp="tifaouine",
        position="Technicienne agricole",
        contract="CDD",
        bank="cam",
        base=4800,
        payslips=3,
        payslip_multipage=True,
        statements=1,
        passport=False,
        conflict=None,
        other="school",
    ),
    dict(
        id="c05",
        given="Hamza",
        family="El Idrissi",
        sex="M",
        born="Meknès",
        town="Meknès",
        emp="sdlmeknes",
        position="Chargé de projets",
        contract="CDI",
        bank="bmci",
        base=11500,
        payslips=1,
        statements=2,
        passport=True,
        conflict=None,
    ),
    dict(
        id="c06",
        given="Imane",
        family="Tazi",
        sex="F",
        born="Rabat",
        town="Rabat",
        emp="orbis",
        position="Senior Consultant",
        contract="CDI",
        bank="cfg",
        base=26000,
        payslips=1,
        statements=1,
        passport=False,
        conflict="other_employer",
    ),
    dict(
        id="c07",
        given="Abdelkader",
        family="Ait Ouahmane",
        sex="M",
        born="Khouribga",
        town="Khouribga",
        emp="bouzid",
        position="Chauffeur poids lourd",
        contract="CDI",
        bank="abb",
        base=6200,
        payslips=2,
        statements=1,
        passport=False,
        conflict=None,
        overdrawn="opening",
        other="tax",
    ),
    dict(
        id="c08",
        given="Nadia",
        family="El Fassi",
        sex="F",
        born="Oujda",
        town="Oujda",
        emp="yasmine",
        position="Infirmière polyvalente",
        contract="CDI",
        bank="cdm",
        base=7800,
        payslips=1,
        statements=1,
        passport=True,
        conflict=None,
        no_rib=True,
    ),
    dict(
        id="c09",
        given="Omar",
        family="Lahlou",
        sex="M",
        born="Marrakech",
        town="Marrakech",
        emp="majorelle",
        position="Opérateur de coupe",
        contract="ANAPEC",
        bank="umnia",
        base=3800,
        payslips=2,
        statements=1,
        passport=False,
        conflict="second_payslip",
        overdrawn="closing",
    ),
    dict(
        id="c10",
        given="Zineb",
        family="Ben Moussa",
        sex="F",
        born="Agadir",
        town="Agadir",
        emp="sudlog",
        position="Logistics Manager",
        contract="CDI",
        bank="sgm",
        base=13200,
        payslips=1,
        statements=2,
        passport=False,
        conflict=None,
        no_employment=True,
        other="lease",
    ),
    dict(
        id="c11",
        given="Rachid",
        family="Ouchen",
        sex="M",
        born="Sidi Kacem",
        town="Kénitra",
        emp="flexi",
        position="Téléconseiller bilingue",
        contract="INTERIM",
        bank="cih",
        base=5200,
        payslips=1,
        statements=1,
        passport=False,
        conflict="other_cin",
        overdrawn="both",
    ),
    dict(
        id="c12",
        given="Soukaina",
        family="El Khattabi",
        sex="F",
        born="Tétouan",
        town="Tétouan",
        emp="pharmanord",
        position="Assistante commerciale",
        contract="CDI",
        bank="assafa",
        base=6900,
        payslips=2,
        statements=1,
        passport=False,
        conflict=None,
    ),
    dict(
        id="c13",
        given="Mohamed Amine",
        family="Berrada",
        sex="M",
        born="Ksar El Kebir",
        town="Kénitra",
        emp="orangers",
        position="Professeur de mathématiques",
        contract="CDD",
        bank="arab",
        base=8400,
        payslips=1,
        statements=1,
        passport=True,
        conflict="birth_date",
    ),
    dict(
        id="c14",
        given="Hajar",
        family="Ait Lahcen",
        sex="F",
        born="Errachidia",
        town="Errachidia",
        emp="draa",
        position="Ingénieure en génie civil",
        contract="CDI",
        bank="bcp",
        base=10500,
        payslips=1,
        statements=1,
        passport=True,
        conflict=None,
        other="insurance",
    ),
]

EMPLOYERS = {
    "nexora": dict(
        name="Nexora Digital Services SARL",
        brand="NEXORA",
        city="Casablanca",
        addr=["Technopark, Route de Nouaceur, Bureau 214", "20150 Casablanca"],
        logo="hex",
        color="#4b3fd1",
        color2="#14b8a6",
        domain="nexora.ma",
        sector="Édition de logiciels",
        signatory=("Laila Bensouda", "Directrice des Ressources Humaines"),
        cimr=0.06,
        mutuelle=142.0,
        extras=[("Indemnité de transport", 500.0, False), ("Prime de panier", 350.0, False)],
        lang="fr",
    ),
    "atlasfroid": dict(
        name="Atlas Froid Industriel SA",
        brand="ATLAS FROID",
        city="Tanger",
        addr=["Zone Franche d'Exportation, Ilot 48, Lot 3", "90000 Tanger"],
        logo="arc",
        color="#0b5394",
        color2="#9fc5e8",
        domain="atlasfroid.ma",
        sector="Fabrication d'équipements frigorifiques",
        signatory=("Karim Sqalli", "Directeur Administratif et Financier"),
        cimr=0.045,
        mutuelle=96.5,
        extras=[("Indemnité de représentation", 800.0, True), ("Indemnité de transport", 450.0, False)],
        lang="fr",
    ),
    "sahel": dict(
        name="Groupe Sahel Distribution SA",
        brand="SAHEL MARKET",
        city="Fès",
        addr=["Angle Bd Allal El Fassi et Rue Ibn Khaldoun", "30050 Fès"],
        logo="bars",
        color="#c0392b",
        color2="#f39c12",
        domain="saheldistribution.ma",
        sector="Grande distribution",
        signatory=("Noureddine Alaoui", "Responsable Administration du Personnel"),
        cimr=0.0,
        mutuelle=58.0,
        extras=[("Prime de rendement", 400.0, True), ("Indemnité de transport", 300.0, False)],
        lang="fr",
    ),
    "tifaouine": dict(
        name="Coopérative Agricole Tifaouine",
        brand="TIFAOUINE",
        city="Taroudant",
        addr=["Douar Ait Yazza, Route d'Agadir Km 12", "83000 Taroudant"],
        logo="leaf",
        color="#2e7d32",
        color2="#c5e1a5",
        domain="tifaouine-coop.ma",
        sector="Production et conditionnement d'agrumes",
        signatory=("Brahim Oubaha", "Président du Conseil d'Administration"),
        cimr=0.0,
        mutuelle=0.0,
        extras=[("Indemnité de déplacement", 250.0, False)],
        lang="fr",
    ),
    "sdlmeknes": dict(
        name="Meknès Aménagement et Patrimoine SA",
        brand="MAP - Société de Développement Local",
        city="Meknès",
        addr=["Avenue des F.A.R., Immeuble Al Waha, 3e étage", "50000 Meknès"],
        logo="square",
        color="#7b1fa2",
        color2="#e1bee7",
        domain="map-meknes.ma",
        sector="Société de développement local",
        signatory=("Samira Chraibi", "Directrice du Pôle Support"),
        cimr=0.06,
        mutuelle=120.0,
        extras=[("Indemnité de fonction", 1200.0, True), ("Indemnité de transport", 500.0, False)],
        lang="fr",
    ),
    "orbis": dict(
        name="Orbis Consulting Morocco SARL AU",
        brand="ORBIS",
        city="Rabat",
        addr=["Rabat Business Center, 3 Avenue Annakhil, Hay Riad", "10100 Rabat"],
        logo="arc",
        color="#0f172a",
        color2="#f59e0b",
        domain="orbis-consulting.com",
        sector="Management consulting",
        signatory=("Julien Marchetti", "HR Business Partner, North Africa"),
        cimr=0.08,
        mutuelle=260.0,
        extras=[("Housing allowance", 2500.0, True), ("Transport allowance", 500.0, False)],
        lang="en",
    ),
    "bouzid": dict(
        name="Transports Bouzid et Fils SNC",
        brand="TRANSPORTS BOUZID",
        city="Khouribga",
        addr=["Zone Industrielle, Lot 112", "25000 Khouribga"],
        logo="wave",
        color="#e65100",
        color2="#ffe0b2",
        domain="transportsbouzid.ma",
        sector="Transport routier de marchandises",
        signatory=("Hassan Bouzid", "Gérant"),
        cimr=0.0,
        mutuelle=0.0,
        extras=[("Prime de route", 600.0, True), ("Indemnité de panier", 420.0, False)],
        lang="fr",
    ),
    "yasmine": dict(
        name="Clinique Al Yasmine SA",
        brand="CLINIQUE AL YASMINE",
        city="Oujda",
        addr=["45, Boulevard Mohammed V", "60000 Oujda"],
        logo="star",
        color="#00838f",
        color2="#b2ebf2",
        domain="cliniquealyasmine.ma",
        sector="Établissement de soins privé",
        signatory=("Dr. Anas Berkane", "Directeur Général"),
        cimr=0.03,
        mutuelle=85.0,
        extras=[("Prime de garde", 900.0, True), ("Indemnité de transport", 300.0, False)],
        lang="fr",
    ),
    "majorelle": dict(
        name="Majorelle Textile Export SARL",
        brand="MAJORELLE TEXTILE",
        city="Marrakech",
        addr=["Quartier Industriel Sidi Ghanem, Lot 287", "40110 Marrakech"],
        logo="square",
        color="#1565c0",
        color2="#ffca28",
        domain="majorelle-textile.ma",
        sector="Confection textile",
        signatory=("Mounia Benjelloun", "Responsable RH"),
        cimr=0.0,
        mutuelle=0.0,
        extras=[("Indemnité de transport", 300.0, False)],
        lang="fr",
    ),
    "sudlog": dict(
        name="Sud Logistique Portuaire SA",
        brand="SUDLOG",
        city="Agadir",
        addr=["Port d'Agadir, Zone Logistique Anza, Bâtiment C", "80000 Agadir"],
        logo="wave",
        color="#01579b",
        color2="#4fc3f7",
        domain="sudlog.ma",
        sector="Logistique portuaire",
        signatory=("Omar Tahiri", "Human Resources Director"),
        cimr=0.06,
        mutuelle=110.0,
        extras=[("Responsibility allowance", 1500.0, True), ("Transport allowance", 500.0, False)],
        lang="en",
    ),
    "flexi": dict(
        name="Flexi Talents Intérim SARL",
        brand="FLEXI TALENTS",
        city="Kénitra",
        addr=["12, Avenue Mohammed Diouri, 1er étage", "14000 Kénitra"],
        logo="bars",
        color="#ad1457",
        color2="#f8bbd0",
        domain="flexitalents.ma",
        sector="Travail temporaire (agrément n° 27/2019)",
        signatory=("Yassine Kabbaj", "Chargé de paie"),
        cimr=0.0,
        mutuelle=0.0,
        extras=[("Indemnité de transport", 250.0, False)],
        lang="fr",
        user="Call Dynamics Maroc SARL",
    ),
    "pharmanord": dict(
        name="Pharma Nord Distribution SARL AU",
        brand="PHARMA NORD",
        city="Tétouan",
        addr=["Route de Martil, Km 4, Zone d'activités", "93000 Tétouan"],
        logo="star",
        color="#2e7d32",
        color2="#a5d6a7",
        domain="pharmanord.ma",
        sector="Répartition pharmaceutique",
        signatory=("Rim Bennouna", "Gérante"),
        cimr=0.03,
        mutuelle=70.0,
        extras=[("Commission sur ventes", 650.0, True), ("Indemnité de transport", 350.0, False)],
        lang="fr",
    ),
    "orangers": dict(
        name="Groupe Scolaire Les Orangers SARL",
        brand="LES ORANGERS",
        city="Kénitra",
        addr=["Lotissement Al Fath, Rue 14, n° 9", "14020 Kénitra"],
        logo="leaf",
        color="#ef6c00",
        color2="#fff3e0",
        domain="gs-lesorangers.ma",
        sector="Enseignement privé",
        signatory=("Latifa Naciri", "Directrice pédagogique"),
        cimr=0.0,
        mutuelle=65.0,
        extras=[("Heures de soutien", 600.0, True), ("Indemnité de transport", 300.0, False)],
        lang="fr",
    ),
    "draa": dict(
        name="Bureau d'Études Draa Ingénierie SARL",
        brand="DRAA INGENIERIE",
        city="Errachidia",
        addr=["Avenue Moulay Ali Cherif, Résidence Ziz, Bureau 6", "52000 Errachidia"],
        logo="hex",
        color="#5d4037",
        color2="#d7ccc8",
        domain="draa-ingenierie.ma",
        sector="Ingénierie et études techniques",
        signatory=("Abdellah Amzil", "Gérant"),
        cimr=0.05,
        mutuelle=90.0,
        extras=[("Indemnité de chantier", 1100.0, True), ("Indemnité de transport", 400.0, False)],
        lang="fr",
    ),
    "kappa": dict(
        name="Kappa Assurances Courtage SARL",
        brand="KAPPA ASSURANCES",
        city="Rabat",
        addr=["27, Rue Oued Ziz, Agdal", "10090 Rabat"],
        logo="square",
        color="#263238",
        color2="#80cbc4",
        domain="kappa-courtage.ma",
        sector="Courtage d'assurances",
        signatory=("Meryem Filali", "Gérante"),
        cimr=0.0,
        mutuelle=0.0,
        extras=[],
        lang="fr",
    ),
}

BANKS = {
    "awb": dict(name="Attijariwafa bank", code="007", color="#f7a600", color2="#c8102e", swift="BCMAMAMC", layout="B1"),
    "boa": dict(name="Bank of Africa", code="011", color="#004b87", color2="#00a3e0", swift="BMCEMAMC", layout="B4"),
    "bp": dict(name="Banque Populaire", code="145", color="#6d3a1f", color2="#f29100", swift="BCPOMAMC", layout="B4"),
    "cam": dict(
        name="Crédit Agricole du Maroc", code="225", color="#00793f", color2="#8dc63f", swift="CNCAMAMR", layout="B3"
    ),
    "bmci": dict(name="BMCI", code="013", color="#00915a", color2="#0b3b2e", swift="BMCIMAMC", layout="B1"),
    "cfg": dict(name="CFG Bank", code="360", color="#1d1d1b", color2="#c9a227", swift="CAFGMAMC", layout="B2"),
    "abb": dict(name="Al Barid Bank", code="350", color="#ffcc00", color2="#1f3c88", swift="BPMAMAMC", layout="B3"),
    "cdm": dict(name="Crédit du Maroc", code="021", color="#0e7c3a", color2="#e30613", swift="CDMAMAMC", layout="B1"),
    "umnia": dict(name="Umnia Bank", code="363", color="#522d6d", color2="#b58ac7", swift="UMNIMAMC", layout="B2"),
    "sgm": dict(
        name="Société Générale Maroc", code="022", color="#e60028", color2="#111111", swift="SGMBMAMC", layout="B4"
    ),
    "cih": dict(name="CIH Bank", code="230", color="#0066b3", color2="#f58220", swift="CIHMMAMC", layout="B2"),
    "assafa": dict(name="Bank Assafa", code="370", color="#0d6b6b", color2="#c7a04a", swift="ASSFMAMC", layout="B3"),
    "arab": dict(name="Arab Bank", code="005", color="#006747", color2="#b1b3b3", swift="ARABMAMC", layout="B1"),
    "bcp": dict(
        name="Banque Centrale Populaire", code="190", color="#6d3a1f", color2="#f29100", swift="BCPOMAMC", layout="B4"
    ),
}

STREETS = [
    "Rue Ibn Batouta",
    "Avenue Hassan II",
    "Rue Al Moutanabbi",
    "Boulevard Abdelmoumen",
    "Rue Oued Sebou",
    "Derb Sidi Bouloukat",
    "Rue Imam Malik",
    "Avenue Al Massira",
    "Rue Tarik Ibn Ziad",
    "Lotissement Annasr",
    "Rue Al Qods",
    "Avenue Moulay Youssef",
    "Rue Abou Bakr Essedik",
    "Résidence Les Jardins",
]
QUARTERS = [
    "HAY SALAM",
    "HAY MOHAMMADI",
    "HAY RIAD",
    "QUARTIER ADMINISTRATIF",
    "HAY ENNAHDA",
    "HAY AL WAHDA",
    "MEDINA",
    "HAY ANDALOUS",
    "HAY EL FATH",
    "DAOUDIATE",
    "HAY KARIMA",
    "HAY MASSIRA",
    "BOUKHALEF",
    "HAY ALMOUSTAQBAL",
]
FATHERS = ["Mohamed", "Ahmed", "Abdellah", "Lahcen", "Mustapha", "Driss", "Brahim", "Hassan", "Abderrahim", "Said"]
MOTHERS = ["Fatima", "Aicha", "Khadija", "Zahra", "Malika", "Rkia", "Naima", "Hadda", "Saadia", "Yamna"]
AR_FATHERS = {
    "Mohamed": "محمد",
    "Ahmed": "أحمد",
    "Abdellah": "عبد الله",
    "Lahcen": "لحسن",
    "Mustapha": "مصطفى",
    "Driss": "إدريس",
    "Brahim": "ابراهيم",
    "Hassan": "حسن",
    "Abderrahim": "عبد الرحيم",
    "Said": "سعيد",
}
AR_MOTHERS = {
    "Fatima": "فاطمة",
    "Aicha": "عائشة",
    "Khadija": "خديجة",
    "Zahra": "الزهرة",
    "Malika": "مليكة",
    "Rkia": "رقية",
    "Naima": "نعيمة",
    "Hadda": "حادة",
    "Saadia": "سعدية",
    "Yamna": "يامنة",
}
MOTHER_FAMILIES = ["Bennani", "Chafik", "El Ouardi", "Saïdi", "Ben Saïd", "Amrani", "Kettani", "Zeroual"]


@dataclass
class Pay:
    rows: list  # (label, base, rate, gain, retenue, kind)
    gross: float
    taxable: float
    cnss: float
    amo: float
    cimr: float
    mutuelle: float
    fp: float
    sni: float
    ir: float
    other_ded: float
    deductions: float
    net: float
    employer_cnss_part: float


@dataclass
class Person:
    cid: str
    given: str
    family: str
    sex: str
    ar_given: str
    ar_family: str
    dob: dt.date
    born: str
    born_up: str
    born_ar: str
    town: str
    cin: str
    card_no: str
    card_old: bool
    card_issue: dt.date
    cin_expiry: dt.date
    address_lines: list
    father: str
    mother: str
    ar_father: str
    ar_mother: str
    civil_no: str
    cnss_no: str
    matricule: str
    phone: str
    email: str
    dependents: int
    marital: str

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"


@dataclass
class Case:
    sk: dict
    person: Person
    emp: dict
    bank: dict
    hire: dt.date
    affiliation: dt.date
    rib: str
    months: list  # [(year, month)]
    pays: list  # Pay per month
    passport: dict | None
    extra: dict = field(default_factory=dict)


def _digits(rng: random.Random, n: int, first_nonzero: bool = True) -> str:
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def compute_pay(base: float, hire: dt.date, ref: dt.date, emp: dict, dependents: int, sk: dict, month_extra=None):
    years = (ref - hire).days / 365.25
    if sk["contract"] == "ANAPEC":
        rows = [("Indemnité de stage", ("h", 191.0), None, base, 0.0, "gain")]
        gross = base
        for label, amount, _taxable in emp["extras"]:
            rows.append((label, None, None, amount, 0.0, "gain_exempt"))
            gross += amount
        if month_extra:
            for label, b, r, amount in month_extra:
                rows.append((label, b, r, amount, 0.0, "gain"))
                gross += amount
        gross = round(gross, 2)
        amo = round(gross * 0.0226, 2)
        rows.append(("AMO (part salariale)", ("amt", gross), ("pct", 2.26), 0.0, amo, "ret"))
        net = round(gross - amo, 2)
        return Pay(rows, gross, gross, 0.0, amo, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, amo, net, round(gross * 0.0411, 2))
    if years >= 20:
        anc_rate = 0.20
    elif years >= 12:
        anc_rate = 0.15
    elif years >= 5:
        anc_rate = 0.10
    elif years >= 2:
        anc_rate = 0.05
    else:
        anc_rate = 0.0
    rows = []
    hourly = round(base / 191, 2)
    rows.append(("Salaire de base", ("n", 191.0), ("amt", hourly), base, 0.0, "gain"))
    gross = base
    taxable = base
    if anc_rate:
        anc = round(base * anc_rate, 2)
        rows.append(("Prime d'ancienneté", ("amt", base), ("pct", anc_rate * 100), anc, 0.0, "gain"))
        gross += anc
        taxable += anc
    if month_extra:
        for label, b, r, amount in month_extra:
            rows.append((label, b, r, amount, 0.0, "gain"))
            gross += amount
            taxable += amount
    for label, amount, is_taxable in emp["extras"]:
        rows.append((label, None, None, amount, 0.0, "gain" if is_taxable else "gain_exempt"))
        gross += amount
        if is_taxable:
            taxable += amount
    gross = round(gross, 2)
    taxable = round(taxable, 2)
    cnss = round(min(taxable, 6000.0) * 0.0448, 2)
    amo = round(taxable * 0.0226, 2)
    cimr = round(taxable * emp["cimr"], 2)
    mut = emp["mutuelle"]
    fp_rate = 0.35 if taxable <= 6500 else 0.25
    fp = min(round(taxable * fp_rate, 2), 2916.67)
    sni = round(taxable - fp - cnss - amo - cimr - mut, 2)
    if sni <= 3333.33:
        ir = 0.0
    elif sni <= 5000:
        ir = sni * 0.10 - 333.33
    elif sni <= 6666.67:
        ir = sni * 0.20 - 833.33
    elif sni <= 8333.33:
        ir = sni * 0.30 - 1500.0
    elif sni <= 15000:
        ir = sni * 0.34 - 1833.33
    else:
        ir = sni * 0.37 - 2283.33
    ir = max(0.0, round(ir - min(dependents * 41.67, 250.0), 2))
    rows.append(("Cotisation CNSS", ("amt", min(taxable, 6000.0)), ("pct", 4.48), 0.0, cnss, "ret"))
    rows.append(("AMO", ("amt", taxable), ("pct", 2.26), 0.0, amo, "ret"))
    if cimr:
        rows.append(("CIMR", ("amt", taxable), ("pct", emp["cimr"] * 100), 0.0, cimr, "ret"))
    if mut:
        rows.append(("Mutuelle", None, None, 0.0, mut, "ret"))
    rows.append(("Impôt sur le revenu", ("amt", sni), None, 0.0, ir, "ret"))
    other = 0.0
    if sk.get("loan"):
        other = sk["loan"]
        rows.append(("Remboursement avance", None, None, 0.0, other, "ret"))
    ded = round(cnss + amo + cimr + mut + ir + other, 2)
    net = round(gross - ded, 2)
    employer_part = round(min(taxable, 6000.0) * 0.0898 + taxable * (0.0411 + 0.016 + 0.0185), 2)
    return Pay(rows, gross, taxable, cnss, amo, cimr, mut, fp, sni, ir, other, ded, net, employer_part)


def build_world(seed: int) -> list[Case]:
    rng = random.Random(f"blind_f:{seed}")
    cases = []
    used_cins = set()
    emp_cnss_used = set()
    for emp in EMPLOYERS.values():
        while True:
            n = _digits(rng, 7)
            if n not in emp_cnss_used:
                emp_cnss_used.add(n)
                break
        emp["cnss"] = n
        emp["ice"] = "00" + _digits(rng, 13)
        emp["rc"] = str(rng.randint(1200, 98000))
        emp["if"] = _digits(rng, 8)
        emp["patente"] = _digits(rng, 8)
        emp["phone"] = f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
        emp["fax"] = f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
        emp["capital"] = rng.choice([100000, 300000, 1000000, 2500000, 10000000, 50000000])
    today = dt.date(2025, 6, 1) + dt.timedelta(days=rng.randint(0, 20))
    for i, sk in enumerate(SKELETON):
        r = random.Random(f"blind_f:{seed}:{sk['id']}")
        town = TOWNS[sk["born"]]
        home = TOWNS[sk["town"]]
        age = r.randint(24, 52)
        dob = dt.date(2025 - age, r.randint(1, 12), r.randint(1, 28))
        prefix = home[2] if r.random() < 0.6 else town[2]
        while True:
            cin = prefix + _digits(r, 6 if len(prefix) == 1 else r.choice([5, 6]))
            if cin not in used_cins:
                used_cins.add(cin)
                break
        card_old = i % 4 == 2
        issue = dt.date(r.randint(2017, 2023), r.randint(1, 12), r.randint(1, 28))
        if card_old:
            issue = dt.date(r.randint(2016, 2019), r.randint(1, 12), r.randint(1, 28))
        expiry = issue.replace(year=issue.year + 10)
        letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
        card_no = r.choice(letters) + r.choice(letters) + _digits(r, 7, False)
        if card_old:
            card_no = r.choice(letters) + _digits(r, 8, False)
        num = r.randint(3, 180)
        street = STREETS[i % len(STREETS)]
        quarter = QUARTERS[(i * 5) % len(QUARTERS)]
        address_lines = [f"{num} {street.upper()} {quarter}", home[0]]
        father = FATHERS[r.randrange(len(FATHERS))]
        mother = MOTHERS[r.randrange(len(MOTHERS))]
        mfam = MOTHER_FAMILIES[r.randrange(len(MOTHER_FAMILIES))]
        person = Person(
            cid=sk["id"],
            given=sk["given"],
            family=sk["family"],
            sex=sk["sex"],
            ar_given=AR[sk["given"]],
            ar_family=AR[sk["family"]],
            dob=dob,
            born=sk["born"],
            born_up=town[0],
            born_ar=town[1],
            town=sk["town"],
            cin=cin,
            card_no=card_no,
            card_old=card_old,
            card_issue=issue,
            cin_expiry=expiry,
            address_lines=address_lines,
            father=father,
            mother=f"{mother} {mfam}",
            ar_father=AR_FATHERS[father],
            ar_mother=AR_MOTHERS[mother],
            civil_no=f"{r.randint(10, 999)}/{dob.year}",
            cnss_no=_digits(r, 9),
            matricule=r.choice(["", "EMP-", "M", "0"]) + str(r.randint(100, 9999)),
            phone=f"06 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
            email=f"{sk['given'].split()[0].lower()}.{sk['family'].replace(' ', '').lower()}@gmail.com",
            dependents=r.choice([0, 0, 1, 2, 3]),
            marital=r.choice(["Célibataire", "Marié(e)", "Marié(e)", "Divorcé(e)"]),
        )
        emp = EMPLOYERS[sk["emp"]]
        hire_year = max(dob.year + 21, r.randint(2011, 2023))
        hire_year = min(hire_year, 2024)
        hire = dt.date(hire_year, r.randint(1, 12), r.choice([1, 1, 2, 15, r.randint(2, 28)]))
        if sk["contract"] in ("CDD", "ANAPEC", "INTERIM"):
            hire = dt.date(2024, r.randint(3, 11), r.choice([1, 2, 15]))
        affiliation = hire - dt.timedelta(days=r.randint(0, 2400))
        if affiliation.year < dob.year + 19:
            affiliation = hire
        bank = BANKS[sk["bank"]]
        rib = make_rib(r, bank["code"], home[3])
        base = float(sk["base"] + r.choice([-150, -100, -50, 0, 50, 100, 150]))
        last_month = (2025, 5) if today.day > 5 else (2025, 4)
        months = [add_months(*last_month, -k) for k in range(sk["payslips"] - 1, -1, -1)]
        pays = []
        for y, m in months:
            ref = last_day(y, m)
            extra = None
            pays.append(compute_pay(base, hire, ref, emp, person.dependents, sk, extra))
        if sk["conflict"] == "second_payslip":
            y, m = months[-1]
            rate = round(base / 191 * 1.25, 2)
            extra = [("Heures supplémentaires 25 %", ("h", 22.0), ("amt", rate), round(22 * rate, 2))]
            pays[-1] = compute_pay(base, hire, last_day(y, m), emp, person.dependents, sk, extra)
        passport = None
        if sk["passport"]:
            p_issue = dt.date(r.randint(2019, 2024), r.randint(1, 12), r.randint(1, 28))
            passport = dict(
                number=r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + r.choice("ABCDEFGHJKLMNPRSTUVWXYZ") + _digits(r, 7, False),
                issue=p_issue,
                expiry=p_issue.replace(year=p_issue.year + 5) - dt.timedelta(days=1),
                personal=r.random() < 0.75,
                dob=dob,
            )
            if sk["conflict"] == "birth_date":
                alt = dt.date(dob.year, dob.day if dob.day <= 12 else dob.month, dob.month if dob.day <= 12 else 3)
                if alt == dob:
                    alt = dob + dt.timedelta(days=r.choice([31, -31, 365, 10]))
                passport["dob"] = alt
        case = Case(sk, person, emp, bank, hire, affiliation, rib, months, pays, passport)
        case.extra["today"] = today + dt.timedelta(days=r.randint(-3, 6))
        case.extra["rng_seed"] = f"blind_f:{seed}:{sk['id']}:docs"
        cases.append(case)
    return cases
