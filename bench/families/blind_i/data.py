"""The fourteen applicants, their employers, banks, pay and accounts, and which papers each case holds."""

from __future__ import annotations

import copy
import datetime as dt
import random
from dataclasses import dataclass, field
from typing import Any

from . import fmt, ids

# ---------------------------------------------------------------------------------------------------------------
# Employers
# ---------------------------------------------------------------------------------------------------------------

EMPLOYERS: dict[str, dict[str, Any]] = {
    "somaem": dict(
        legal="Société Marocaine d'Emballages Modernes SARL",
        brand="SOMAEM",
        kind="sarl",
        capital="3 000 000",
        addr=["Zone Industrielle Aïn Sebaâ, lot 47", "20590 Casablanca"],
        city="Casablanca",
        ar="الشركة المغربية للتلفيف العصري",
        color="#0b5d3b",
        tel="05 22 35 41 78",
    ),
    "kenz": dict(
        legal="Kenz Digital Services SARL AU",
        brand="KENZ DIGITAL",
        kind="sarlau",
        capital="100 000",
        addr=["Technopolis Rabat-Shore, bâtiment B3", "11100 Salé"],
        city="Salé",
        ar="كنز للخدمات الرقمية",
        color="#5b2a86",
        tel="05 37 58 20 14",
    ),
    "ennakhil": dict(
        legal="Polyclinique Ennakhil SA",
        brand="ENNAKHIL",
        kind="sa",
        capital="12 500 000",
        addr=["Avenue Abdelkrim El Khattabi, n° 18", "Guéliz - 40000 Marrakech"],
        city="Marrakech",
        ar="المصحة المتعددة الاختصاصات النخيل",
        color="#1f6fa8",
        tel="05 24 43 77 10",
    ),
    "tifaouine": dict(
        legal="Coopérative Agricole Tifaouine",
        brand="TIFAOUINE",
        kind="coop",
        capital=None,
        addr=["Douar Ait Iaaza, Commune Freija", "83000 Taroudant"],
        city="Taroudant",
        ar="التعاونية الفلاحية تيفاوين",
        color="#8a5a00",
        tel="05 28 85 12 63",
    ),
    "sermin": dict(
        legal="Société d'Études, de Réalisations et de Maintenance Industrielle du Nord SARL",
        brand="SERMIN",
        kind="sarl",
        capital="1 200 000",
        addr=["Zone Franche d'Exportation, îlot 38", "90000 Tanger"],
        city="Tanger",
        ar="شركة الدراسات والإنجازات والصيانة الصناعية للشمال",
        color="#b3261e",
        tel="05 39 39 40 22",
    ),
    "ouladziane": dict(
        legal="Transports Rapides Oulad Ziane SARL",
        brand="TROZ",
        kind="sarl",
        capital="800 000",
        addr=["Gare routière Oulad Ziane, bureau 14", "20400 Casablanca"],
        city="Casablanca",
        ar="النقل السريع أولاد زيان",
        color="#23395d",
        tel="05 22 62 18 90",
    ),
    "sahara": dict(
        legal="Sahara Solar Engineering SAS",
        brand="SAHARA SOLAR",
        kind="sas",
        capital="5 000 000",
        addr=["Route de Zagora, km 6", "45000 Ouarzazate"],
        city="Ouarzazate",
        ar="صحارى سولار للهندسة",
        color="#d9822b",
        tel="05 24 88 61 05",
    ),
    "ausettat": dict(
        legal="Agence Urbaine de Settat",
        brand="AUS",
        kind="public",
        capital=None,
        addr=["Boulevard Mohammed V, n° 63", "26000 Settat"],
        city="Settat",
        ar="الوكالة الحضرية لسطات",
        color="#14532d",
        tel="05 23 40 21 56",
    ),
    "palmiers": dict(
        legal="Groupe Scolaire Les Palmiers SARL",
        brand="LES PALMIERS",
        kind="sarl",
        capital="400 000",
        addr=["Avenue Mohammed Diouri, angle rue Tarik", "14000 Kénitra"],
        city="Kénitra",
        ar="مجموعة مدارس النخيل",
        color="#2e7d32",
        tel="05 37 37 14 88",
    ),
    "tanmia": dict(
        legal="Association Tanmia Souss pour le Développement Local",
        brand="TANMIA SOUSS",
        kind="assoc",
        capital=None,
        addr=["Hay Dakhla, rue 412, n° 9", "80060 Agadir"],
        city="Agadir",
        ar="جمعية تنمية سوس للتنمية المحلية",
        color="#00796b",
        tel="05 28 23 90 47",
    ),
    "atlasfroid": dict(
        legal="Atlas Froid Industrie SA",
        brand="ATLAS FROID",
        kind="sa",
        capital="24 000 000",
        addr=["Zone Industrielle Sud-Ouest, rue 5", "28810 Mohammedia"],
        city="Mohammedia",
        ar="أطلس للتبريد الصناعي",
        color="#0d47a1",
        tel="05 23 31 55 02",
    ),
    "bennouna": dict(
        legal="Bennouna Frères et Cie SNC",
        brand="BENNOUNA",
        kind="snc",
        capital="600 000",
        addr=["Quartier Industriel Sidi Brahim, rue 803", "30000 Fès"],
        city="Fès",
        ar="بنونة إخوان وشركاؤهم",
        color="#6d4c41",
        tel="05 35 64 09 31",
    ),
    "talentpro": dict(
        legal="TalentPro Intérim Maroc SA",
        brand="TALENTPRO",
        kind="sa",
        capital="2 000 000",
        addr=["112, boulevard d'Anfa, 5e étage", "20000 Casablanca"],
        city="Casablanca",
        ar="تالنت برو للعمل المؤقت",
        color="#c2185b",
        tel="05 22 95 33 70",
        client="Maghreb Agro Distribution SA",
    ),
    "zitoun": dict(
        legal="Riad Zitoun Hospitality SARL",
        brand="Riad Zitoun",
        kind="sarl",
        capital="1 500 000",
        addr=["Derb Lalla Azzouna, n° 21, Médina", "40000 Marrakech"],
        city="Marrakech",
        ar="رياض الزيتون للضيافة",
        color="#7b1f3a",
        tel="05 24 38 52 66",
    ),
    "nova": dict(
        legal="Nova Relation Client SARL AU",
        brand="NOVA RC",
        kind="sarlau",
        capital="200 000",
        addr=["Résidence Les Iris, 45 rue Ibnou Mounir", "20100 Casablanca"],
        city="Casablanca",
        ar="نوفا لعلاقات الزبناء",
        color="#37474f",
        tel="05 22 25 47 91",
    ),
}

# ---------------------------------------------------------------------------------------------------------------
# Banks
# ---------------------------------------------------------------------------------------------------------------

BANKS: dict[str, dict[str, Any]] = {
    "awb": dict(
        name="Attijariwafa bank", code="007", swift="BCMAMAMC", color="#f2a900", color2="#c8102e", ar="التجاري وفا بنك"
    ),
    "bp": dict(
        name="Banque Populaire", code="145", swift="BCPOMAMC", color="#6b3a1e", color2="#f07f1a", ar="البنك الشعبي"
    ),
    "boa": dict(
        name="Bank of Africa", code="011", swift="BMCEMAMC", color="#0b3c7d", color2="#39a935", ar="بنك أفريقيا"
    ),
    "cih": dict(
        name="CIH Bank", code="230", swift="CIHMMAMC", color="#00558c", color2="#f39200", ar="القرض العقاري والسياحي"
    ),
    "cam": dict(
        name="Crédit Agricole du Maroc",
        code="225",
        swift="CNCAMAMR",
        color="#006a4e",
        color2="#8cc63f",
        ar="القرض الفلاحي للمغرب",
    ),
    "sgm": dict(
        name="Société Générale Maroc",
        code="022",
        swift="SGMBMAMC",
        color="#111111",
        color2="#e60028",
        ar="الشركة العامة المغرب",
    ),
    "cdm": dict(
        name="Crédit du Maroc", code="021", swift="CDMAMAMC", color="#00704a", color2="#b5bd00", ar="مصرف المغرب"
    ),
    "abb": dict(name="Al Barid Bank", code="350", swift="BPEIMAMC", color="#ffcc00", color2="#1d3c78", ar="بريد بنك"),
    "cfg": dict(name="CFG Bank", code="050", swift="CAFGMAMC", color="#0f2a44", color2="#c5a253", ar="سي إف جي بنك"),
    "assafa": dict(
        name="Bank Assafa", code="360", swift="ASSFMAMC", color="#007a87", color2="#a3c639", ar="بنك الصفاء"
    ),
}

CITY_CODES = {
    "Casablanca": "780",
    "Rabat": "810",
    "Salé": "815",
    "Marrakech": "450",
    "Taroudant": "022",
    "Tanger": "640",
    "Ouarzazate": "560",
    "Settat": "575",
    "Kénitra": "330",
    "Agadir": "010",
    "Mohammedia": "485",
    "Fès": "270",
    "Dakhla": "185",
}

# ---------------------------------------------------------------------------------------------------------------
# Applicants (fixed identities; numbers and dates drawn from the seed)
# ---------------------------------------------------------------------------------------------------------------

PEOPLE = [
    dict(
        given="Kawtar",
        surname="El Ouazzani",
        given_ar="كوثر",
        surname_ar="الوزاني",
        sex="F",
        pob="FES",
        pob_ar="فاس",
        cin_prefix="CD",
        father=("Abdelkader", "عبد القادر"),
        mother=("Naima Bensouda", "نعيمة بنسودة"),
        address=["LOTISSEMENT ESSALAM RUE 8 NR 31", "AIN SEBAA CASABLANCA"],
        emp="somaem",
        position="Comptable principale",
        contract="CDI",
        bank="awb",
        bank_city="Casablanca",
        dob_range=(1984, 1991),
    ),
    dict(
        given="Hamza",
        surname="Ait Lahcen",
        given_ar="حمزة",
        surname_ar="أيت لحسن",
        sex="M",
        pob="TIZNIT",
        pob_ar="تيزنيت",
        cin_prefix="JT",
        father=("Lahcen", "لحسن"),
        mother=("Fadma Ait Brahim", "فاضمة أيت ابراهيم"),
        address=["RESIDENCE AL WIFAQ IMM 14 APPT 6", "SALA AL JADIDA", "SALE"],
        emp="kenz",
        position="Développeur full stack",
        contract="CDI",
        bank="cfg",
        bank_city="Rabat",
        dob_range=(1993, 1998),
    ),
    dict(
        given="Noureddine",
        surname="Ben Slimane",
        given_ar="نور الدين",
        surname_ar="بن سليمان",
        sex="M",
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin_prefix="BH",
        father=("Ahmed", "أحمد"),
        mother=("Latifa Rami", "لطيفة الرامي"),
        address=["DOUAR LAASKAR RUE 12 NR 5 M'HAMID", "MARRAKECH"],
        emp="ennakhil",
        position="Infirmier polyvalent",
        contract="CDI",
        bank="boa",
        bank_city="Marrakech",
        dob_range=(1982, 1989),
    ),
    dict(
        given="Ilham",
        surname="Ould Cheikh",
        given_ar="إلهام",
        surname_ar="ولد الشيخ",
        sex="F",
        pob="GUELMIM",
        pob_ar="كلميم",
        cin_prefix="JY",
        father=("Mohamed Salem", "محمد سالم"),
        mother=("Aicha Mint Ahmed", "عائشة منت أحمد"),
        address=["HAY AL MASSIRA BLOC C NR 112 TAROUDANT"],
        emp="tifaouine",
        position="Technicienne qualité",
        contract="ANAPEC",
        bank="cam",
        bank_city="Taroudant",
        dob_range=(1998, 2001),
    ),
    dict(
        given="Mohamed Amine",
        surname="Berrada",
        given_ar="محمد أمين",
        surname_ar="برادة",
        sex="M",
        pob="TETOUAN",
        pob_ar="تطوان",
        cin_prefix="L",
        father=("Driss", "إدريس"),
        mother=("Souad Tazi", "سعاد التازي"),
        address=["AV MOULAY RACHID RES NAKHIL 2", "ETG 3 NR 11", "TANGER"],
        emp="sermin",
        position="Ingénieur d'études électriques",
        contract="CDI",
        bank="sgm",
        bank_city="Tanger",
        dob_range=(1986, 1992),
    ),
    dict(
        given="Zineb",
        surname="Ait Ouaziz",
        given_ar="زينب",
        surname_ar="أيت وعزيز",
        sex="F",
        pob="OUARZAZATE",
        pob_ar="ورزازات",
        cin_prefix="JE",
        father=("Brahim", "ابراهيم"),
        mother=("Itto Oubella", "إيطو أوبلا"),
        address=["HAY MOULAY RACHID GR 5 RUE 24 NR 17", "CASABLANCA"],
        emp="ouladziane",
        position="Agente de réservation",
        contract="CDD",
        bank="bp",
        bank_city="Casablanca",
        dob_range=(1995, 1999),
    ),
    dict(
        given="Youssef",
        surname="Amrani Joutei",
        given_ar="يوسف",
        surname_ar="العمراني الجوطي",
        sex="M",
        pob="MEKNES",
        pob_ar="مكناس",
        cin_prefix="D",
        father=("Abdelhak", "عبد الحق"),
        mother=("Malika Filali", "مليكة الفيلالي"),
        address=["HAY TAMASSINTE RUE 9 NR 40", "OUARZAZATE"],
        emp="sahara",
        position="Chef de projet photovoltaïque",
        contract="CDI",
        bank="cih",
        bank_city="Ouarzazate",
        dob_range=(1980, 1987),
    ),
    dict(
        given="Hajar",
        surname="Boukhris",
        given_ar="هاجر",
        surname_ar="بوخريص",
        sex="F",
        pob="SETTAT",
        pob_ar="سطات",
        cin_prefix="W",
        father=("Mustapha", "مصطفى"),
        mother=("Zahra Khalil", "الزهرة خليل"),
        address=["HAY SMAALA 2 RUE 7 NR 63", "SETTAT"],
        emp="ausettat",
        position="Architecte urbaniste",
        contract="CDI",
        bank="abb",
        bank_city="Settat",
        dob_range=(1987, 1993),
    ),
    dict(
        given="Abdelilah",
        surname="El Hachimi",
        given_ar="عبد الإله",
        surname_ar="الهاشمي",
        sex="M",
        pob="KENITRA",
        pob_ar="القنيطرة",
        cin_prefix="G",
        father=("Said", "سعيد"),
        mother=("Rkia Bouazza", "رقية بوعزة"),
        address=["LOT AL KHEIR 2 NR 318 OULED OUJIH", "KENITRA"],
        emp="palmiers",
        position="Enseignant de mathématiques",
        contract="CDD",
        bank="cdm",
        bank_city="Kénitra",
        dob_range=(1990, 1996),
    ),
    dict(
        given="Fatima Zahra",
        surname="Ben Haddou",
        given_ar="فاطمة الزهراء",
        surname_ar="بن حدو",
        sex="F",
        pob="INEZGANE",
        pob_ar="إنزكان",
        cin_prefix="JB",
        father=("Hassan", "حسن"),
        mother=("Khadija Ait Taleb", "خديجة أيت الطالب"),
        address=["HAY TADDART RUE 18 NR 7", "AGADIR"],
        emp="tanmia",
        position="Animatrice sociale",
        contract="STAGE",
        bank="assafa",
        bank_city="Agadir",
        dob_range=(1999, 2002),
    ),
    dict(
        given="Rachid",
        surname="Ouchen",
        given_ar="رشيد",
        surname_ar="أوشن",
        sex="M",
        pob="KHENIFRA",
        pob_ar="خنيفرة",
        cin_prefix="V",
        father=("Moha", "موحى"),
        mother=("Hadda Zayani", "حادة الزياني"),
        address=["HAY EL FALAH RUE 3 NR 27", "AL ALIA", "MOHAMMEDIA"],
        emp="atlasfroid",
        position="Technicien frigoriste",
        contract="CDI",
        bank="bp",
        bank_city="Mohammedia",
        dob_range=(1978, 1985),
    ),
    dict(
        given="Siham",
        surname="Chraibi",
        given_ar="سهام",
        surname_ar="الشرايبي",
        sex="F",
        pob="FES",
        pob_ar="فاس",
        cin_prefix="CB",
        father=("Karim", "كريم"),
        mother=("Nadia Lahlou", "نادية لحلو"),
        address=["RES YASMINE 4 APPT 9 ROUTE D'IMOUZZER", "FES"],
        emp="bennouna",
        position="Responsable des achats",
        contract="CDI",
        bank="awb",
        bank_city="Fès",
        dob_range=(1983, 1990),
    ),
    dict(
        given="Omar",
        surname="Ould Baba",
        given_ar="عمر",
        surname_ar="ولد بابا",
        sex="M",
        pob="DAKHLA",
        pob_ar="الداخلة",
        cin_prefix="VA",
        father=("Sidi Mohamed", "سيدي محمد"),
        mother=("Mariem Mint Ely", "مريم منت اعلي"),
        address=["HAY HASSANI RUE 65 NR 14", "CASABLANCA"],
        emp="talentpro",
        position="Cariste magasinier",
        contract="INTERIM",
        bank="cdm",
        bank_city="Casablanca",
        dob_range=(1994, 1999),
    ),
    dict(
        given="Meryem",
        surname="Ait Ben Ali",
        given_ar="مريم",
        surname_ar="أيت بن علي",
        sex="F",
        pob="MARRAKECH",
        pob_ar="مراكش",
        cin_prefix="EE",
        father=("Abdellah", "عبد الله"),
        mother=("Hafsa Ouhammou", "حفصة أوحمو"),
        address=["DERB SIDI BOUAMAR NR 42", "RIAD LAAROUS", "MARRAKECH"],
        emp="zitoun",
        position="Réceptionniste principale",
        contract="CDD",
        bank="boa",
        bank_city="Marrakech",
        dob_range=(1992, 1997),
    ),
]

# The papers each case holds: (type, count). cin_back twice in c04: a clean scan and a phone photo of the same card.
PLANS = {
    "c01": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c02": [
        ("cin_front", 1),
        ("passport", 1),
        ("payslip", 3),
        ("employment_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c03": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c04": [
        ("cin_front", 1),
        ("cin_back", 2),
        ("payslip", 1),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c05": [
        ("cin_front", 1),
        ("passport", 1),
        ("payslip", 2),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c06": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
    ],
    "c07": [
        ("passport", 1),
        ("payslip", 3),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c08": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 3),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c09": [
        ("cin_front", 1),
        ("passport", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("rib", 1),
    ],
    "c10": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c11": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c12": [
        ("cin_front", 1),
        ("passport", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
    "c13": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 3),
        ("salary_certificate", 1),
        ("cnss_certificate", 1),
        ("bank_statement", 1),
    ],
    "c14": [
        ("cin_front", 1),
        ("cin_back", 1),
        ("payslip", 2),
        ("employment_certificate", 1),
        ("salary_certificate", 1),
        ("bank_statement", 1),
        ("rib", 1),
    ],
}

# Layout variant per case and type (so that one employer's payslips share one payroll program)
PAYSLIP_LAYOUT = {
    "c01": "classic",
    "c02": "bilingual_en",
    "c03": "grid",
    "c04": "arabic",
    "c05": "classic",
    "c06": "dotmatrix",
    "c07": "bilingual_en",
    "c08": "arabic",
    "c09": "grid",
    "c10": "stipend",
    "c11": "dotmatrix",
    "c12": "grid",
    "c13": "interim",
    "c14": "classic",
}

# Overdrawn statements: (opening negative, closing negative)
OVERDRAWN = {"c03": (False, True), "c06": (True, False), "c11": (True, True), "c13": (False, True)}

CONFLICTS = {
    "c03": ["gross_salary", "net_salary"],  # the salary certificate inflates the pay
    "c06": ["employer", "employer_cnss"],  # the employment certificate names another employer
    "c08": ["cin"],  # one payslip carries another person's CIN
    "c11": ["hire_date"],  # the employment certificate gives another hire date
    "c14": ["account_holder", "rib"],  # the RIB paper is someone else's account
}


@dataclass
class Doc:
    case_id: str
    document_type: str
    index: int  # n-th of its type in the case
    layout: str = ""
    condition: str = ""
    fmt: str = ""  # png | jpeg | pdf | tiff | webp
    v: dict[str, Any] = field(default_factory=dict)  # the values this paper prints
    seed: int = 0


def _digits(rng: random.Random, n: int, first_nonzero: bool = True) -> str:
    s = str(rng.randint(1, 9)) if first_nonzero else str(rng.randint(0, 9))
    return s + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def _date_between(rng: random.Random, a: dt.date, b: dt.date) -> dt.date:
    return a + dt.timedelta(days=rng.randint(0, (b - a).days))


def _r2(x: float) -> float:
    return round(x + 1e-9, 2)


def ir_monthly(taxable: float, dependants: int) -> float:
    """Monthly income tax on the net taxable pay (2025 scale), less the family deduction."""
    brackets = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (float("inf"), 0.37, 2283.33),
    ]
    for top, rate, ded in brackets:
        if taxable <= top:
            tax = taxable * rate - ded
            break
    tax -= 41.67 * min(dependants, 6)
    return _r2(max(tax, 0.0))


def payroll(
    rng: random.Random, base: float, seniority_years: int, contract: str, employer_kind: str, dependants: int
) -> dict[str, Any]:
    """One month's earnings and deductions; the same every month (a fixed monthly salary)."""
    gains: list[tuple[str, str, str, float]] = []  # (label, base, rate, amount)
    rets: list[tuple[str, str, str, float]] = []
    gains.append(("Salaire de base", "191,00 h" if rng.random() < 0.5 else "26 j", "", _r2(base)))
    taxable = base
    if contract in ("CDI", "CDD", "INTERIM"):
        rate = 0.0 if seniority_years < 2 else 0.05 if seniority_years < 5 else 0.10 if seniority_years < 12 else 0.15
        if rate:
            anc = _r2(base * rate)
            gains.append(("Prime d'ancienneté", fmt.amount(base, "plain"), f"{int(rate * 100)} %", anc))
            taxable += anc
        if rng.random() < 0.6:
            p = float(rng.choice([300, 400, 500, 650, 800, 1000]))
            gains.append(
                (rng.choice(["Prime de rendement", "Prime de responsabilité", "Indemnité de fonction"]), "", "", p)
            )
            taxable += p
    exempt = 0.0
    if contract != "STAGE":
        t = float(rng.choice([250, 300, 400, 500]))
        gains.append(("Indemnité de transport", "", "", t))
        exempt += t
        if rng.random() < 0.4:
            pa = float(rng.choice([150, 200, 286]))
            gains.append(("Prime de panier", "", "", pa))
            exempt += pa
    gross = _r2(sum(g[3] for g in gains))
    taxable = _r2(taxable)
    if contract == "STAGE":
        return dict(
            gains=gains,
            rets=[],
            gross=gross,
            net=gross,
            taxable=taxable,
            net_taxable=taxable,
            ir=0.0,
            cnss=0.0,
            amo=0.0,
        )
    if contract == "ANAPEC":
        amo = _r2(taxable * 0.0226)
        rets.append(("AMO (part salariale)", fmt.amount(taxable, "plain"), "2,26 %", amo))
        net = _r2(gross - amo)
        return dict(
            gains=gains,
            rets=rets,
            gross=gross,
            net=net,
            taxable=taxable,
            net_taxable=taxable,
            ir=0.0,
            cnss=0.0,
            amo=amo,
        )
    cnss_base = min(taxable, 6000.0)
    cnss = _r2(cnss_base * 0.0448)
    amo = _r2(taxable * 0.0226)
    rets.append(("CNSS (prestations sociales)", fmt.amount(cnss_base, "plain"), "4,48 %", cnss))
    rets.append(("AMO (assurance maladie)", fmt.amount(taxable, "plain"), "2,26 %", amo))
    cimr = 0.0
    if employer_kind in ("sa", "sas") and rng.random() < 0.8:
        cimr = _r2(taxable * 0.06)
        rets.append(("CIMR (retraite complémentaire)", fmt.amount(taxable, "plain"), "6,00 %", cimr))
    mut = 0.0
    if rng.random() < 0.5:
        mut = _r2(taxable * 0.0259)
        rets.append(("Mutuelle complémentaire", fmt.amount(taxable, "plain"), "2,59 %", mut))
    fp = _r2(min(taxable * (0.35 if taxable <= 6500 else 0.25), 2916.67))
    net_taxable = _r2(taxable - fp - cnss - amo - cimr - mut)
    ir = ir_monthly(net_taxable, dependants)
    if ir > 0:
        rets.append(("Impôt sur le revenu (IR)", fmt.amount(net_taxable, "plain"), "barème", ir))
    net = _r2(gross - sum(r[3] for r in rets))
    return dict(
        gains=gains,
        rets=rets,
        gross=gross,
        net=net,
        taxable=taxable,
        net_taxable=net_taxable,
        ir=ir,
        cnss=cnss,
        amo=amo,
        fp=fp,
    )


MONTH_ABBR = ["JAN", "FEV", "MAR", "AVR", "MAI", "JUN", "JUL", "AOU", "SEP", "OCT", "NOV", "DEC"]
MERCHANTS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "ACIMA",
    "LABEL VIE",
    "DECATHLON",
    "PHARMACIE AL AMAL",
    "STATION AFRIQUIA",
    "STATION SHELL",
    "MCDONALD'S",
    "KITEA",
    "JUMIA",
    "ELECTROPLANET",
    "ZARA",
    "CAFE LA SQALA",
    "GLOVO",
    "CINEMA MEGARAMA",
    "LIBRAIRIE AL OUMA",
    "ASWAK ASSALAM",
]
BILLS = ["LYDEC", "REDAL", "AMENDIS", "RADEEMA", "ONEE", "MAROC TELECOM", "ORANGE MAROC", "INWI"]


def statement(
    rng: random.Random,
    period_start: dt.date,
    period_end: dt.date,
    net: float,
    employer_brand: str,
    opening_neg: bool,
    closing_neg: bool,
    pay_day: int,
) -> dict[str, Any]:
    """8-25 movements whose sum takes the opening balance to the closing one, with the required signs."""
    for _ in range(400):
        n = rng.randint(8, 25)
        opening = _r2(-rng.uniform(300, 4500) if opening_neg else rng.uniform(150, 9000))
        days = (period_end - period_start).days
        moves: list[dict[str, Any]] = []
        pay_dates = []
        d = period_start
        while d <= period_end:
            if d.day == pay_day:
                pay_dates.append(d)
            d += dt.timedelta(days=1)
        if not pay_dates:
            pay_dates = [period_start + dt.timedelta(days=days // 2)]
        for pd in pay_dates:
            prev = MONTH_ABBR[(pd.month - 2) % 12] if pd.day < 10 else MONTH_ABBR[pd.month - 1]
            lab = (
                f"VIR RECU {employer_brand.upper()} SALAIRE {prev}"
                if pd.day < 10
                else f"VIREMENT SALAIRE {employer_brand.upper()} {prev}"
            )
            moves.append(dict(date=pd, label=lab, debit=0.0, credit=_r2(net)))
        while len(moves) < n:
            d = period_start + dt.timedelta(days=rng.randint(0, days))
            k = rng.random()
            if k < 0.35:
                m = rng.choice(MERCHANTS)
                moves.append(
                    dict(
                        date=d,
                        label=f"PAIEMENT CARTE {d.strftime('%d%m')} {m}",
                        debit=_r2(rng.uniform(45, 1400)),
                        credit=0.0,
                    )
                )
            elif k < 0.55:
                moves.append(
                    dict(
                        date=d,
                        label=f"RETRAIT GAB {d.strftime('%d/%m')} {rng.choice(['AGENCE', 'GAB'])} {rng.randint(100, 999)}",
                        debit=float(rng.choice([200, 300, 500, 700, 1000, 1500, 2000])),
                        credit=0.0,
                    )
                )
            elif k < 0.68:
                b = rng.choice(BILLS)
                moves.append(
                    dict(
                        date=d,
                        label=f"PRLV {b} FACT {rng.randint(100000, 999999)}",
                        debit=_r2(rng.uniform(90, 780)),
                        credit=0.0,
                    )
                )
            elif k < 0.78:
                moves.append(
                    dict(
                        date=d,
                        label=f"VIREMENT EMIS VERS {rng.choice(['M. ', 'MME ', ''])}{rng.choice(['BENALI', 'TAZI', 'ZOUHAIR', 'IDRISSI', 'SAADI', 'ALAMI', 'FASSI FIHRI', 'OUAHBI'])}",
                        debit=float(rng.choice([500, 800, 1000, 1500, 2500, 3000])),
                        credit=0.0,
                    )
                )
            elif k < 0.86:
                moves.append(
                    dict(
                        date=d,
                        label=rng.choice(
                            ["VERSEMENT ESPECES", "VIR RECU FAMILLE", "VIREMENT RECU INSTANTANE", "REMBOURSEMENT CNOPS"]
                        ),
                        debit=0.0,
                        credit=_r2(rng.uniform(200, 3000)),
                    )
                )
            elif k < 0.93:
                moves.append(
                    dict(
                        date=d,
                        label=rng.choice(
                            ["ECHEANCE PRET IMMOBILIER", "ECHEANCE CREDIT CONSO", "PRLV ASSURANCE HABITATION"]
                        ),
                        debit=_r2(rng.uniform(600, 3400)),
                        credit=0.0,
                    )
                )
            else:
                moves.append(
                    dict(
                        date=d,
                        label=rng.choice(["FRAIS TENUE DE COMPTE", "COMMISSION CARTE", "FRAIS SMS BANKING"]),
                        debit=_r2(rng.uniform(8, 60)),
                        credit=0.0,
                    )
                )
        if opening_neg or closing_neg:
            moves.append(
                dict(date=period_end, label="AGIOS DEBITEURS ET TVA", debit=_r2(rng.uniform(20, 140)), credit=0.0)
            )
        moves.sort(key=lambda m: (m["date"], m["label"]))
        total = _r2(sum(m["credit"] - m["debit"] for m in moves))
        closing = _r2(opening + total)
        # Nudge with a closing transfer so that the closing sign is as wanted
        if closing_neg and closing >= 0:
            need = _r2(closing + rng.uniform(150, 2500))
            moves.append(
                dict(
                    date=period_end - dt.timedelta(days=1),
                    label=rng.choice(
                        ["REGLEMENT CARTE DEBIT DIFFERE", "VIREMENT EMIS LOYER", "ECHEANCE PRET IMMOBILIER"]
                    ),
                    debit=need,
                    credit=0.0,
                )
            )
        elif not closing_neg and closing < 0:
            need = _r2(-closing + rng.uniform(300, 4000))
            moves.append(
                dict(date=period_end - dt.timedelta(days=1), label="VERSEMENT ESPECES AGENCE", debit=0.0, credit=need)
            )
        moves.sort(key=lambda m: (m["date"], m["label"]))
        if not (8 <= len(moves) <= 25):
            continue
        bal = opening
        for m in moves:
            bal = _r2(bal + m["credit"] - m["debit"])
            m["balance"] = bal
        closing = bal
        if (closing < 0) != closing_neg or abs(closing) < 50:
            continue
        return dict(
            opening=opening,
            closing=closing,
            moves=moves,
            total_debit=_r2(sum(m["debit"] for m in moves)),
            total_credit=_r2(sum(m["credit"] for m in moves)),
        )
    raise RuntimeError("no statement")


SIGNATORIES = [
    ("Karim Benjelloun", "M"),
    ("Nadia El Fassi", "F"),
    ("Samir Lahlou", "M"),
    ("Latifa Bouzidi", "F"),
    ("Hicham Tahiri", "M"),
    ("Asmae Kettani", "F"),
    ("Mourad Sebti", "M"),
    ("Rajae Benkirane", "F"),
]
ROLES = {
    "M": [
        "Directeur des Ressources Humaines",
        "Gérant",
        "Directeur Administratif et Financier",
        "Responsable du personnel",
        "Directeur Général",
    ],
    "F": [
        "Directrice des Ressources Humaines",
        "Gérante",
        "Directrice Administrative et Financière",
        "Responsable du personnel",
        "Directrice Générale",
    ],
}


def _signatory(r: random.Random) -> dict[str, Any]:
    name, sex = r.choice(SIGNATORIES)
    return dict(signatory=name, signatory_sex=sex, signatory_role=r.choice(ROLES[sex]))


def make_cases(seed: int) -> list[dict[str, Any]]:
    rng = random.Random(f"blind_i/{seed}")
    cases = []
    used_cnss: set[str] = set()
    for i, p in enumerate(PEOPLE):
        cid = f"c{i + 1:02d}"
        r = random.Random(f"blind_i/{seed}/{cid}")
        copy.deepcopy(p)
        lo, hi = p["dob_range"]
        dob = _date_between(r, dt.date(lo, 1, 1), dt.date(hi, 12, 28))
        ref = dt.date(2025, r.randint(3, 10), r.randint(3, 26))  # when the file is put together
        ndig = 5 if len(p["cin_prefix"]) == 2 and r.random() < 0.3 else 6
        cin = p["cin_prefix"] + _digits(r, ndig)
        cin_issue = _date_between(r, ref - dt.timedelta(days=365 * 9), ref - dt.timedelta(days=120))
        cin_expiry = cin_issue.replace(year=cin_issue.year + 10) - dt.timedelta(days=1)
        docnum = _letters(r, 2) + _digits(r, 7)
        emp = dict(EMPLOYERS[p["emp"]])
        emp["key"] = p["emp"]
        emp["cnss"] = _digits(r, 7)
        emp["rc"] = str(r.randint(10000, 599999))
        emp["if_"] = _digits(r, 8)
        emp["ice"] = "00" + _digits(r, 13)
        emp["patente"] = _digits(r, 8)
        years = {"ANAPEC": (0, 1), "STAGE": (0, 0), "CDD": (0, 2), "INTERIM": (0, 1)}.get(p["contract"], (2, 14))
        earliest = max(dob.replace(year=dob.year + 21), ref - dt.timedelta(days=365 * years[1] + 300))
        latest = ref - dt.timedelta(days=365 * years[0] + 120)
        hire = _date_between(r, min(earliest, latest), latest)
        seniority = (ref - hire).days // 365
        base = {
            "CDI": r.uniform(5200, 19000),
            "CDD": r.uniform(3600, 7800),
            "ANAPEC": r.uniform(3400, 5200),
            "STAGE": r.uniform(2000, 3500),
            "INTERIM": r.uniform(3300, 4800),
        }[p["contract"]]
        base = round(base / 10) * 10 + (0.0 if r.random() < 0.6 else round(r.uniform(0, 9.99), 2))
        dependants = r.choice([0, 0, 1, 2, 3])
        pay = payroll(r, base, seniority, p["contract"], emp["kind"], dependants)
        cnss_number = _digits(r, 9)
        while cnss_number in used_cnss:
            cnss_number = _digits(r, 9)
        used_cnss.add(cnss_number)
        affiliation = _date_between(r, min(hire, dob.replace(year=dob.year + 19)), hire)
        bank = dict(BANKS[p["bank"]])
        bank["key"] = p["bank"]
        city_code = CITY_CODES[p["bank_city"]]
        account = _digits(r, 16, first_nonzero=False)
        rib = ids.make_rib(bank["code"], city_code, account)
        agency = f"Agence {p['bank_city']} {r.choice(['Centre', 'Principale', 'Hassan II', 'Al Massira', 'Mohammed V', 'Les Hôpitaux', 'Riad', 'Gare'])}"
        months = dict(PLANS[cid]).get("payslip", 1)
        last_paid = fmt.add_months(ref, -1)
        pay_months = [fmt.add_months(last_paid, -k) for k in range(months)][::-1]
        st_end = fmt.month_end(fmt.add_months(ref, -1))
        st_len = r.choice([1, 1, 1, 3])
        st_start = fmt.add_months(st_end.replace(day=1), -(st_len - 1))
        od = OVERDRAWN.get(cid, (False, False))
        pay_day = r.choice([25, 26, 28, 30, 1, 2])
        stmt = statement(r, st_start, st_end, pay["net"], emp["brand"], od[0], od[1], pay_day)
        passport = None
        if any(t == "passport" for t, _ in PLANS[cid]):
            pp_issue = _date_between(r, ref - dt.timedelta(days=365 * 4), ref - dt.timedelta(days=60))
            passport = dict(
                number=_letters(r, 2) + _digits(r, 7),
                issue=pp_issue,
                expiry=pp_issue.replace(year=pp_issue.year + 5) - dt.timedelta(days=1),
            )
            if cid in ("c07",):
                passport["expiry"] = pp_issue.replace(year=pp_issue.year + 10) - dt.timedelta(days=1)
        v = dict(
            case_id=cid,
            given=p["given"],
            surname=p["surname"],
            given_ar=p["given_ar"],
            surname_ar=p["surname_ar"],
            sex=p["sex"],
            title="M." if p["sex"] == "M" else "Mme",
            dob=dob,
            pob=p["pob"],
            pob_ar=p["pob_ar"],
            cin=cin,
            cin_issue=cin_issue,
            cin_expiry=cin_expiry,
            docnum=docnum,
            father=p["father"],
            mother=p["mother"],
            address=p["address"],
            etat_civil=f"{r.randint(12, 1999)}/{dob.year}",
            can=_digits(r, 6),
            emp=emp,
            position=p["position"],
            contract=p["contract"],
            hire=hire,
            matricule=f"{r.choice(['', 'M', 'EMP-', 'S'])}{r.randint(12, 2400):04d}",
            dependants=dependants,
            family=("Marié" if p["sex"] == "M" else "Mariée") if dependants else ("Célibataire"),
            pay=pay,
            cnss_number=cnss_number,
            affiliation=affiliation,
            bank=bank,
            agency=agency,
            rib=rib,
            holder_given=p["given"],
            holder_surname=p["surname"],
            ref=ref,
            pay_months=pay_months,
            st_start=st_start,
            st_end=st_end,
            stmt=stmt,
            passport=passport,
            phone=f"06 {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)} {r.randint(10, 99)}",
            **_signatory(r),
        )
        cases.append(dict(case_id=cid, v=v, rng_seed=r.randint(0, 2**31), conflicts=CONFLICTS.get(cid, [])))
    _ = rng
    return cases
