"""The family's world: applicants, employers, banks, accounts, pay, and each case's papers."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import fmt

D = dt.date


@dataclass
class Employer:
    key: str
    name: str  # full legal name, as printed
    kind: str  # private | coop | semipublic | public | multinational | interim
    short: str
    address: list[str]
    city: str
    phone: str
    cnss: str = ""
    ice: str = ""
    rc: str = ""
    if_: str = ""
    patente: str = ""
    signatory: str = ""
    signatory_title: str = ""
    color: tuple = (20, 60, 120)
    name_ar: str = ""
    payslip_layout: str = "grid"
    emp_layout: str = "letter"
    sal_layout: str = "letter"
    lang: str = "fr"


@dataclass
class Bank:
    key: str
    name: str  # as printed
    code: str
    color: tuple
    layout: str
    bic: str
    name_ar: str = ""


@dataclass
class Person:
    given: str
    family: str
    given_ar: str
    family_ar: str
    sex: str
    dob: dt.date
    pob: str
    pob_ar: str
    address: list[str]
    address_ar: str
    father: tuple[str, str]
    mother: tuple[str, str]
    cin_prefix: str
    card_style: str  # cnie2008 | cnie2020 | cnie2020b
    married: bool = False
    children: int = 0
    cin: str = ""
    card_number: str = ""
    cin_expiry: dt.date | None = None
    cin_issue: dt.date | None = None
    civil_no: str = ""
    passport: dict | None = None

    @property
    def full(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def title(self) -> str:
        return "M." if self.sex == "M" else "Mme"


@dataclass
class Job:
    employer: Employer
    position: str
    hire_date: dt.date
    contract: str  # CDI | CDD | ANAPEC | INTERIM | STAGE | "" (civil servant: not printed)
    matricule: str
    cnss_number: str
    affiliation_date: dt.date
    base: float
    allowances: list[tuple[str, float, bool]]  # (label, amount, taxable)
    cimr_rate: float = 0.0
    other_deductions: list[tuple[str, float]] = field(default_factory=list)
    seniority_rate: float = 0.0
    pay: dict | None = None  # computed


@dataclass
class Account:
    bank: Bank
    rib: str
    agency: str
    agency_address: str
    opened: dt.date


@dataclass
class DocPlan:
    dtype: str
    variant: str = ""
    opts: dict = field(default_factory=dict)


@dataclass
class Case:
    cid: str
    person: Person
    job: Job
    account: Account
    plan: list[DocPlan]


# ---------------------------------------------------------------------------------------------------------
BANKS = {
    "cam": Bank("cam", "Crédit Agricole du Maroc", "225", (0, 120, 70), "ledger", "CNCAMAMR", "القرض الفلاحي للمغرب"),
    "bp": Bank("bp", "Banque Populaire", "145", (140, 70, 20), "popular", "BCPOMAMC", "البنك الشعبي"),
    "abb": Bank("abb", "Al Barid Bank", "350", (230, 170, 0), "running", "BRIDMAMC", "بريد بنك"),
    "awb": Bank("awb", "Attijariwafa bank", "007", (230, 120, 0), "modern", "BCMAMAMC", "التجاري وفا بنك"),
    "cih": Bank("cih", "CIH Bank", "230", (0, 90, 160), "running", "CIHMMAMC", "القرض العقاري والسياحي"),
    "boa": Bank("boa", "Bank of Africa", "011", (0, 60, 130), "ledger", "BMCEMAMC", "بنك إفريقيا"),
    "bmci": Bank("bmci", "BMCI", "013", (0, 130, 90), "popular", "BMCIMAMC", ""),
}


def _employers() -> dict[str, Employer]:
    e = {}
    e["coop_lait"] = Employer(
        "coop_lait",
        "Coopérative Agricole Laitière Al Mostakbal",
        "coop",
        "COOP AL MOSTAKBAL",
        ["Douar Ait Ouzzine, Route de Skoura km 7", "45000 Ouarzazate"],
        "Ouarzazate",
        "05 24 88 41 07",
        signatory="Lahcen Id Boubker",
        signatory_title="Président du Conseil d'Administration",
        color=(30, 110, 60),
        name_ar="التعاونية الفلاحية للحليب المستقبل",
        payslip_layout="fiche",
        emp_layout="form_ar",
        sal_layout="letter",
    )
    e["sadv"] = Employer(
        "sadv",
        "Société d'Aménagement et de Développement de la Vallée du Saïss SA",
        "semipublic",
        "SADVS",
        ["Avenue des F.A.R., Immeuble Al Wahda, 3ème étage", "50000 Meknès"],
        "Meknès",
        "05 35 40 12 88",
        signatory="Abdelkrim Tazi Mokha",
        signatory_title="Directeur des Ressources Humaines",
        color=(0, 80, 140),
        name_ar="شركة تهيئة وتنمية سهل سايس",
        payslip_layout="band",
        emp_layout="letter",
        sal_layout="table",
    )
    e["sebt"] = Employer(
        "sebt",
        "Domaines Agricoles Sebt El Guerdane SARL",
        "private",
        "DOMAINES SEBT EL GUERDANE",
        ["Exploitation Ferme Tamaït, Commune Sebt El Guerdane", "83250 Taroudant"],
        "Taroudant",
        "05 28 85 60 19",
        signatory="Hassan Boutaleb",
        signatory_title="Gérant",
        color=(120, 60, 10),
        payslip_layout="grid",
        emp_layout="letter",
        sal_layout="letter",
    )
    e["commune"] = Employer(
        "commune",
        "Commune d'Ouled Ayad",
        "public",
        "COMMUNE D'OULED AYAD",
        ["Hôtel de Ville, Avenue Hassan II", "23350 Ouled Ayad - Province de Fquih Ben Salah"],
        "Ouled Ayad",
        "05 23 43 70 12",
        signatory="Mustapha Ennaciri",
        signatory_title="Le Président du Conseil Communal",
        color=(0, 90, 40),
        name_ar="جماعة أولاد عياد",
        payslip_layout="tgr",
        emp_layout="form_ar",
        sal_layout="bilingual",
    )
    e["helv"] = Employer(
        "helv",
        "Nordhavn Process Engineering Maroc SA",
        "multinational",
        "NORDHAVN",
        ["Technopolis Rabat-Shore, Bâtiment B7", "Sala Al Jadida 11100"],
        "Rabat",
        "+212 5 37 57 20 00",
        signatory="Claire Vandermeulen",
        signatory_title="HR Director North Africa",
        color=(10, 40, 90),
        payslip_layout="english",
        emp_layout="english",
        sal_layout="english",
        lang="en",
    )
    e["orangers"] = Employer(
        "orangers",
        "Clinique Les Orangers de Khouribga SARL",
        "private",
        "CLINIQUE LES ORANGERS",
        ["12, Boulevard Moulay Youssef, Quartier Administratif", "25000 Khouribga"],
        "Khouribga",
        "05 23 49 33 60",
        signatory="Dr. Jamal Eddine Sbai",
        signatory_title="Directeur Général",
        color=(0, 120, 130),
        payslip_layout="band",
        emp_layout="letter",
        sal_layout="letter",
    )
    e["polyatlas"] = Employer(
        "polyatlas",
        "Polyclinique Atlas Santé Beni Mellal SA",
        "private",
        "POLYCLINIQUE ATLAS SANTÉ",
        ["Avenue Mohammed V, n° 188", "23000 Béni Mellal"],
        "Béni Mellal",
        "05 23 48 71 15",
        signatory="Naima Berrada",
        signatory_title="Responsable du Personnel",
        color=(150, 20, 40),
        emp_layout="table_letter",
    )
    e["upsst"] = Employer(
        "upsst",
        "Université Privée Souss des Sciences et Technologies SA",
        "private",
        "UPSST",
        ["Campus Tilila, Route de l'Aéroport Al Massira", "80000 Agadir"],
        "Agadir",
        "05 28 23 90 40",
        signatory="Pr. Mohamed Amine Oukerroum",
        signatory_title="Secrétaire Général",
        color=(90, 0, 110),
        payslip_layout="grid",
        emp_layout="table_letter",
        sal_layout="table",
    )
    e["souss"] = Employer(
        "souss",
        "Souss Primeurs Export SARL AU",
        "private",
        "SOUSS PRIMEURS EXPORT",
        ["Zone Industrielle Ait Melloul, Lot 214", "80150 Ait Melloul"],
        "Ait Melloul",
        "05 28 24 15 73",
        signatory="Rachid Amzil",
        signatory_title="Directeur Administratif et Financier",
        color=(200, 90, 0),
        payslip_layout="band",
        emp_layout="letter",
        sal_layout="letter",
    )
    e["interim"] = Employer(
        "interim",
        "Atlas Intérim Services SARL",
        "interim",
        "ATLAS INTÉRIM",
        ["45, Rue Ibn Toumert, 2ème étage, Appt 6", "26000 Settat"],
        "Settat",
        "05 23 40 22 91",
        signatory="Samira Chraibi",
        signatory_title="Chargée de Recrutement",
        color=(200, 30, 30),
        payslip_layout="grid",
        emp_layout="table_letter",
    )
    e["conserve"] = Employer(
        "conserve",
        "Groupe Conserveries du Nord SA",
        "private",
        "GCN",
        ["Zone Portuaire, Quai n° 3, BP 512", "32000 Al Hoceima"],
        "Al Hoceima",
        "05 39 98 10 44",
        signatory="Karima Bennouna",
        signatory_title="Directrice des Ressources Humaines",
        color=(0, 70, 110),
        payslip_layout="fiche",
        emp_layout="letter",
        sal_layout="table",
    )
    e["sdl"] = Employer(
        "sdl",
        "Société de Développement Local Oriental Mobilité SA",
        "semipublic",
        "SDL ORIENTAL MOBILITÉ",
        ["Angle Boulevard Zerktouni et Rue Tafoughalt", "60000 Oujda"],
        "Oujda",
        "05 36 50 33 20",
        signatory="Driss El Ghazouani",
        signatory_title="Directeur Général",
        color=(0, 100, 60),
        name_ar="شركة التنمية المحلية الشرق للتنقل",
        payslip_layout="grid",
        emp_layout="form_ar",
        sal_layout="bilingual",
    )
    e["gharb"] = Employer(
        "gharb",
        "Gharb Contact Services SARL AU",
        "private",
        "GHARB CONTACT",
        ["Parc Industriel Kénitra, Lot 57, Bloc C", "14000 Kénitra"],
        "Kénitra",
        "05 37 37 81 05",
        signatory="Youness Alaoui Ismaili",
        signatory_title="Responsable RH",
        color=(60, 60, 60),
        payslip_layout="band",
        emp_layout="letter",
    )
    e["coop_dattes"] = Employer(
        "coop_dattes",
        "Coopérative Agricole Tafilalet des Dattes Majhoul",
        "coop",
        "COOP TAFILALET DATTES",
        ["Ksar Ouled Abdelhalim, BP 88", "52000 Errachidia"],
        "Errachidia",
        "05 35 57 21 64",
        signatory="Moulay Ali El Alaoui",
        signatory_title="Président",
        color=(110, 70, 20),
        name_ar="التعاونية الفلاحية تافيلالت لتمور المجهول",
        payslip_layout="fiche",
        emp_layout="form_ar",
        sal_layout="bilingual",
    )
    e["ceram"] = Employer(
        "ceram",
        "Safi Céramiques et Poteries SNC",
        "private",
        "SAFI CÉRAMIQUES",
        ["Colline des Potiers, Bab Chaâba", "46000 Safi"],
        "Safi",
        "05 24 46 20 37",
        signatory="Abdellah Serghini",
        signatory_title="Associé Gérant",
        color=(160, 50, 30),
        payslip_layout="grid",
        emp_layout="letter",
        sal_layout="letter",
    )
    return e


EMPLOYERS = _employers()

PERSONS = {
    "c01": dict(
        given="Karim",
        family="Ait Benhaddou",
        given_ar="كريم",
        family_ar="آيت بنحدو",
        sex="M",
        dob=D(1986, 4, 17),
        pob="OUARZAZATE",
        pob_ar="ورزازات",
        address=["DOUAR TAOURIRT RUE 5 NR 31", "OUARZAZATE"],
        address_ar="دوار تاوريرت زنقة 5 رقم 31 ورزازات",
        father=("LAHCEN", "لحسن"),
        mother=("ITTO", "إطو"),
        cin_prefix="JB",
        card_style="cnie2008",
        married=True,
        children=2,
    ),
    "c02": dict(
        given="Salma",
        family="El Ouazzani",
        given_ar="سلمى",
        family_ar="الوزاني",
        sex="F",
        dob=D(1991, 11, 2),
        pob="MEKNES",
        pob_ar="مكناس",
        address=["RES AL FATH IMM 12 APPT 8 HAMRIA", "MEKNES"],
        address_ar="إقامة الفتح عمارة 12 شقة 8 حمرية مكناس",
        father=("ABDELLATIF", "عبد اللطيف"),
        mother=("ZOHRA", "زهرة"),
        cin_prefix="D",
        card_style="cnie2020",
        married=False,
        children=0,
    ),
    "c03": dict(
        given="Youssef",
        family="Ben Brahim",
        given_ar="يوسف",
        family_ar="بن ابراهيم",
        sex="M",
        dob=D(1983, 7, 25),
        pob="TAROUDANT",
        pob_ar="تارودانت",
        address=["HAY SIDI BELKAS RUE 9 NR 112", "TAROUDANT"],
        address_ar="حي سيدي بلقاس زنقة 9 رقم 112 تارودانت",
        father=("BRAHIM", "ابراهيم"),
        mother=("FADMA", "فاطمة"),
        cin_prefix="JE",
        card_style="cnie2020b",
        married=True,
        children=3,
    ),
    "c04": dict(
        given="Nadia",
        family="Ait Lahcen",
        given_ar="نادية",
        family_ar="آيت لحسن",
        sex="F",
        dob=D(1979, 2, 9),
        pob="AZILAL",
        pob_ar="أزيلال",
        address=["LOT AL WAHDA NR 45", "OULED AYAD"],
        address_ar="تجزئة الوحدة رقم 45 أولاد عياد",
        father=("MOHAMED", "محمد"),
        mother=("KHADIJA", "خديجة"),
        cin_prefix="I",
        card_style="cnie2008",
        married=True,
        children=1,
    ),
    "c05": dict(
        given="Hamza",
        family="El Fassi",
        given_ar="حمزة",
        family_ar="الفاسي",
        sex="M",
        dob=D(1990, 1, 30),
        pob="FES",
        pob_ar="فاس",
        address=["12 RUE OUED ZIZ APPT 4 AGDAL", "RABAT"],
        address_ar="12 زنقة واد زيز شقة 4 أكدال الرباط",
        father=("OMAR", "عمر"),
        mother=("LATIFA", "لطيفة"),
        cin_prefix="C",
        card_style="cnie2020",
        married=False,
        children=0,
    ),
    "c06": dict(
        given="Fatima Zahra",
        family="Bouhaddou",
        given_ar="فاطمة الزهراء",
        family_ar="بوحدو",
        sex="F",
        dob=D(1988, 9, 14),
        pob="KHOURIBGA",
        pob_ar="خريبكة",
        address=["HAY EL QODS BLOC 3 NR 19", "KHOURIBGA"],
        address_ar="حي القدس بلوك 3 رقم 19 خريبكة",
        father=("AHMED", "أحمد"),
        mother=("MINA", "مينة"),
        cin_prefix="Q",
        card_style="cnie2020b",
        married=True,
        children=2,
    ),
    "c07": dict(
        given="Mehdi",
        family="Ait Ouakrim",
        given_ar="مهدي",
        family_ar="آيت واكريم",
        sex="M",
        dob=D(1995, 5, 5),
        pob="TIZNIT",
        pob_ar="تيزنيت",
        address=["QUARTIER DAKHLA RUE 44 NR 7", "AGADIR"],
        address_ar="حي الداخلة زنقة 44 رقم 7 أكادير",
        father=("HOUSSAINE", "الحسين"),
        mother=("AICHA", "عائشة"),
        cin_prefix="JT",
        card_style="cnie2020",
        married=False,
        children=0,
    ),
    "c08": dict(
        given="Khadija",
        family="Ait Ouaarab",
        given_ar="خديجة",
        family_ar="آيت وعراب",
        sex="F",
        dob=D(1993, 12, 19),
        pob="BENI MELLAL",
        pob_ar="بني ملال",
        address=["HAY TILILA IMM 6 APPT 14", "AIT MELLOUL"],
        address_ar="حي تليلا عمارة 6 شقة 14 أيت ملول",
        father=("MBAREK", "امبارك"),
        mother=("HAJAR", "هاجر"),
        cin_prefix="I",
        card_style="cnie2020b",
        married=False,
        children=0,
    ),
    "c09": dict(
        given="Rachid",
        family="El Amrani",
        given_ar="رشيد",
        family_ar="العمراني",
        sex="M",
        dob=D(1981, 3, 3),
        pob="SETTAT",
        pob_ar="سطات",
        address=["DERB SIDI ABDELKRIM RUE 3 NR 58", "SETTAT"],
        address_ar="درب سيدي عبد الكريم زنقة 3 رقم 58 سطات",
        father=("BOUCHAIB", "بوشعيب"),
        mother=("HALIMA", "حليمة"),
        cin_prefix="W",
        card_style="cnie2008",
        married=True,
        children=4,
    ),
    "c10": dict(
        given="Imane",
        family="El Khattabi",
        given_ar="إيمان",
        family_ar="الخطابي",
        sex="F",
        dob=D(1987, 6, 22),
        pob="AL HOCEIMA",
        pob_ar="الحسيمة",
        address=["AVENUE TARIK IBN ZIAD NR 21", "AL HOCEIMA"],
        address_ar="شارع طارق بن زياد رقم 21 الحسيمة",
        father=("MIMOUN", "ميمون"),
        mother=("RAHMA", "رحمة"),
        cin_prefix="R",
        card_style="cnie2020",
        married=True,
        children=1,
    ),
    "c11": dict(
        given="Abdelilah",
        family="Moussaoui",
        given_ar="عبد الإله",
        family_ar="الموساوي",
        sex="M",
        dob=D(1976, 10, 11),
        pob="OUJDA",
        pob_ar="وجدة",
        address=["HAY AL QODS RUE AL MANSOUR NR 9", "OUJDA"],
        address_ar="حي القدس زنقة المنصور رقم 9 وجدة",
        father=("ALI", "علي"),
        mother=("FATIMA", "فاطمة"),
        cin_prefix="F",
        card_style="cnie2008",
        married=True,
        children=3,
    ),
    "c12": dict(
        given="Soukaina",
        family="Ben Ali",
        given_ar="سكينة",
        family_ar="بن علي",
        sex="F",
        dob=D(1997, 8, 8),
        pob="KENITRA",
        pob_ar="القنيطرة",
        address=["OULAD OUJIH BLOC B NR 340", "KENITRA"],
        address_ar="أولاد أوجيه بلوك ب رقم 340 القنيطرة",
        father=("ABDELAZIZ", "عبد العزيز"),
        mother=("NAIMA", "نعيمة"),
        cin_prefix="G",
        card_style="cnie2020b",
        married=False,
        children=0,
    ),
    "c13": dict(
        given="Omar",
        family="Ait El Caid",
        given_ar="عمر",
        family_ar="آيت القايد",
        sex="M",
        dob=D(1984, 1, 15),
        pob="ERRACHIDIA",
        pob_ar="الرشيدية",
        address=["KSAR OULED ABDELHALIM NR 77", "ERRACHIDIA"],
        address_ar="قصر أولاد عبد الحليم رقم 77 الرشيدية",
        father=("MOHA", "موحى"),
        mother=("TOUDA", "تودة"),
        cin_prefix="UA",
        card_style="cnie2020",
        married=True,
        children=2,
    ),
    "c14": dict(
        given="Zineb",
        family="Haddaoui",
        given_ar="زينب",
        family_ar="الحداوي",
        sex="F",
        dob=D(1992, 3, 27),
        pob="SAFI",
        pob_ar="آسفي",
        address=["HAY KAWKI RUE 11 NR 64", "SAFI"],
        address_ar="حي كاوكي زنقة 11 رقم 64 آسفي",
        father=("ABDERRAHIM", "عبد الرحيم"),
        mother=("SAADIA", "سعدية"),
        cin_prefix="H",
        card_style="cnie2008",
        married=False,
        children=0,
    ),
}

# case: employer, position, hire, contract, base, allowances, cimr, other deductions, bank, agency
JOBS = {
    "c01": (
        "coop_lait",
        "Responsable de collecte",
        D(2014, 3, 1),
        "CDI",
        5200,
        [("Indemnité de transport", 350, False), ("Prime de collecte", 600, True)],
        0.0,
        [],
        "cam",
        ("Agence Ouarzazate Al Massira", "Avenue Mohammed V, Ouarzazate"),
    ),
    "c02": (
        "sadv",
        "Ingénieure d'État - Génie Civil",
        D(2017, 9, 18),
        "CDI",
        13800,
        [("Indemnité de logement", 1500, True), ("Indemnité de transport", 500, False)],
        0.06,
        [("Mutuelle", 145.0)],
        "bp",
        ("Agence Meknès Hamria", "Rue de Paris, Hamria, Meknès"),
    ),
    "c03": (
        "sebt",
        "Chef de culture",
        D(2011, 1, 10),
        "CDI",
        7400,
        [("Indemnité de déplacement", 800, True), ("Indemnité de panier", 300, False)],
        0.0,
        [("Avance sur salaire", 500.0)],
        "abb",
        ("Agence Taroudant Centre", "Place Assarag, Taroudant"),
    ),
    "c04": (
        "commune",
        "Administrateur de 2ème grade",
        D(2006, 11, 1),
        "",
        0,
        [],
        0.0,
        [],
        "abb",
        ("Agence Fquih Ben Salah", "Bd Hassan II, Fquih Ben Salah"),
    ),
    "c05": (
        "helv",
        "Senior Process Engineer",
        D(2019, 2, 4),
        "CDI",
        24500,
        [("Housing allowance", 3000, True), ("Transport allowance", 500, False)],
        0.06,
        [],
        "awb",
        ("Agence Rabat Agdal Oued Ziz", "Avenue de France, Agdal, Rabat"),
    ),
    "c06": (
        "orangers",
        "Infirmière polyvalente",
        D(2020, 6, 15),
        "CDI",
        6300,
        [("Prime de garde", 700, True), ("Indemnité de transport", 300, False)],
        0.0,
        [],
        "cih",
        ("Agence Khouribga Al Qods", "Boulevard Al Qods, Khouribga"),
    ),
    "c07": (
        "upsst",
        "Technicien de laboratoire",
        D(2023, 10, 2),
        "CDD",
        5600,
        [("Indemnité de transport", 400, False)],
        0.0,
        [],
        "bp",
        ("Agence Agadir Dakhla", "Avenue Al Moukaouama, Dakhla, Agadir"),
    ),
    "c08": (
        "souss",
        "Assistante administrative",
        D(2019, 4, 8),
        "CDI",
        5900,
        [("Indemnité de transport", 300, False), ("Prime de rendement", 450, True)],
        0.0,
        [],
        "cam",
        ("Agence Ait Melloul", "Route Nationale 10, Ait Melloul"),
    ),
    "c09": (
        "interim",
        "Cariste",
        D(2022, 2, 14),
        "INTERIM",
        3600,
        [("Heures supplémentaires 25%", 412.5, True), ("Indemnité de panier", 260, False)],
        0.0,
        [("Retenue prêt", 300.0)],
        "abb",
        ("Agence Settat Principale", "Avenue Hassan II, Settat"),
    ),
    "c10": (
        "conserve",
        "Responsable qualité",
        D(2015, 5, 4),
        "CDI",
        11200,
        [("Prime de responsabilité", 1200, True), ("Indemnité de transport", 450, False)],
        0.03,
        [],
        "boa",
        ("Agence Al Hoceima Mohammed V", "Boulevard Mohammed V, Al Hoceima"),
    ),
    "c11": (
        "sdl",
        "Chef de service maintenance",
        D(2010, 7, 1),
        "CDI",
        12900,
        [("Indemnité d'encadrement", 1800, True), ("Indemnité de transport", 500, False)],
        0.06,
        [("Prêt logement", 2150.0)],
        "bp",
        ("Agence Oujda Al Qods", "Boulevard Allal El Fassi, Oujda"),
    ),
    "c12": (
        "gharb",
        "Téléconseillère",
        D(2024, 3, 1),
        "ANAPEC",
        3400,
        [("Prime d'objectif", 350, True), ("Indemnité de transport", 200, False)],
        0.0,
        [],
        "cih",
        ("Agence Kénitra Maamora", "Avenue Mohammed Diouri, Kénitra"),
    ),
    "c13": (
        "coop_dattes",
        "Comptable",
        D(2016, 10, 3),
        "CDI",
        6100,
        [("Indemnité de transport", 300, False)],
        0.0,
        [],
        "cam",
        ("Agence Errachidia Moulay Ali Cherif", "Avenue Moulay Ali Cherif, Errachidia"),
    ),
    "c14": (
        "ceram",
        "Assistante commerciale",
        D(2023, 1, 16),
        "CDD",
        4800,
        [("Commission sur ventes", 650, True), ("Indemnité de transport", 250, False)],
        0.0,
        [],
        "bmci",
        ("Agence Safi Plateau", "Place de l'Indépendance, Safi"),
    ),
}

# the papers of each case (variants picked to spread layouts); conflicts are planted through opts
PLANS = {
    "c01": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "portal"),
        ("bank_statement", "", {"months": [(2024, 11)]}),
        ("rib", "grid"),
        ("other", "utility"),
    ],
    "c02": [
        ("cin_front",),
        ("cin_back",),
        ("passport", "p2008"),
        ("payslip", "", {"months": [(2024, 11), (2024, 10), (2024, 9)]}),
        ("employment_certificate",),
        ("cnss_certificate", "declared"),
        ("bank_statement", "", {"months": [(2024, 9), (2024, 10), (2024, 11)]}),
        ("rib", "letter"),
    ],
    "c03": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 9)}),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate", "", {"inflate": 1.38}),
        ("cnss_certificate", "immat"),
        ("bank_statement", "", {"months": [(2024, 10), (2024, 11)]}),
        ("rib", "slip"),
    ],
    "c04": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 11)}),
        ("payslip", "", {"month": (2024, 12)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("bank_statement", "", {"months": [(2024, 12)]}),
        ("rib", "grid"),
        ("other", "tax"),
    ],
    "c05": [
        ("cin_front",),
        ("cin_back",),
        ("passport", "p2020"),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "portal"),
        ("bank_statement", "", {"months": [(2024, 10), (2024, 11)]}),
        ("rib", "letter"),
    ],
    "c06": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate", "", {"other_employer": "polyatlas"}),
        ("cnss_certificate", "immat"),
        ("bank_statement", "", {"months": [(2024, 11)]}),
        ("rib", "grid"),
    ],
    "c07": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"months": [(2024, 11), (2024, 10)]}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "portal"),
        ("bank_statement", "", {"months": [(2024, 11)]}),
        ("rib", "slip"),
        ("other", "school"),
    ],
    "c08": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 9)}),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11), "raise": 1.22}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "declared"),
        ("bank_statement", "", {"months": [(2024, 10)]}),
        ("rib", "letter"),
    ],
    "c09": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("cnss_certificate", "portal"),
        ("bank_statement", "", {"months": [(2024, 11)], "overdraft": "close"}),
        ("rib", "grid"),
        ("other", "lease"),
    ],
    "c10": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "immat", {"other_cin": True}),
        ("bank_statement", "", {"months": [(2024, 10), (2024, 11)]}),
        ("rib", "slip"),
    ],
    "c11": [
        ("cin_front",),
        ("cin_back",),
        ("passport", "p2020b"),
        ("payslip", "", {"month": (2024, 9)}),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "declared"),
        ("bank_statement", "", {"months": [(2024, 11)], "overdraft": "both"}),
        ("rib", "letter"),
    ],
    "c12": [
        ("cin_front",),
        ("cin_back",),
        ("passport", "p2008", {"dob_shift": True}),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("cnss_certificate", "portal"),
        ("bank_statement", "", {"months": [(2024, 11)]}),
        ("rib", "grid"),
    ],
    "c13": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 11)}),
        ("payslip", "", {"month": (2024, 12)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "immat"),
        ("bank_statement", "", {"months": [(2024, 11), (2024, 12)]}),
        ("rib", "slip"),
        ("other", "residence"),
    ],
    "c14": [
        ("cin_front",),
        ("cin_back",),
        ("payslip", "", {"month": (2024, 9)}),
        ("payslip", "", {"month": (2024, 10)}),
        ("payslip", "", {"month": (2024, 11)}),
        ("employment_certificate",),
        ("salary_certificate",),
        ("cnss_certificate", "declared"),
        ("bank_statement", "", {"months": [(2024, 10), (2024, 11)], "overdraft": "open"}),
        ("rib", "letter"),
    ],
}

CITY_CODES = {
    "Ouarzazate": "640",
    "Meknès": "450",
    "Taroudant": "820",
    "Ouled Ayad": "262",
    "Rabat": "810",
    "Khouribga": "370",
    "Agadir": "010",
    "Ait Melloul": "011",
    "Settat": "835",
    "Al Hoceima": "330",
    "Oujda": "590",
    "Kénitra": "350",
    "Errachidia": "231",
    "Safi": "780",
}


# payroll -------------------------------------------------------------------------------------------------
def _r2(x: float) -> float:
    return round(x + 1e-9, 2)


def ir_monthly(net_taxable: float, dependents: int) -> float:
    """Moroccan IR (barème 2024), monthly, minus 30 DH per dependent (max 6)."""
    brackets = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (1e12, 0.38, 2433.33),
    ]
    for top, rate, ded in brackets:
        if net_taxable <= top:
            ir = net_taxable * rate - ded
            break
    ir -= 30 * min(dependents, 6)
    return max(0.0, _r2(ir))


def seniority_rate(hire: dt.date, at: dt.date) -> float:
    years = (at - hire).days / 365.25
    for lim, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= lim:
            return rate
    return 0.0


def compute_pay(job: Job, person: Person, at: dt.date, factor: float = 1.0) -> dict:
    """Gains and deductions of one month; gross - deductions = net, all rounded to cents."""
    dependents = (1 if person.married else 0) + person.children
    base = _r2(job.base * factor)
    srate = seniority_rate(job.hire_date, at)
    gains = [("Salaire de base", 26.0, _r2(base / 26), base, True)]
    if srate:
        gains.append(("Prime d'ancienneté", base, srate * 100, _r2(base * srate), True))
    for label, amt, taxable in job.allowances:
        gains.append((label, None, None, _r2(amt * (factor if taxable else 1.0)), taxable))
    gross = _r2(sum(g[3] for g in gains))
    taxable_gross = _r2(sum(g[3] for g in gains if g[4]))
    cnss = _r2(min(taxable_gross, 6000.0) * 0.0448)
    amo = _r2(taxable_gross * 0.0226)
    cimr = _r2(taxable_gross * job.cimr_rate)
    fp_rate = 0.35 if taxable_gross * 12 <= 78000 else 0.25
    fp = _r2(min(taxable_gross * fp_rate, 2916.67))
    net_taxable = _r2(taxable_gross - cnss - amo - cimr - fp)
    ir = ir_monthly(net_taxable, dependents)
    deductions = [
        ("Cotisation CNSS", min(taxable_gross, 6000.0), 4.48, cnss),
        ("Cotisation AMO", taxable_gross, 2.26, amo),
    ]
    if cimr:
        deductions.append(("Cotisation CIMR", taxable_gross, job.cimr_rate * 100, cimr))
    deductions.append(("Impôt sur le revenu", net_taxable, None, ir))
    for label, amt in job.other_deductions:
        deductions.append((label, None, None, _r2(amt)))
    total_ded = _r2(sum(d[3] for d in deductions))
    net = _r2(gross - total_ded)
    employer_charges = {
        "CNSS patronale": _r2(min(taxable_gross, 6000) * 0.0898 + taxable_gross * (0.064 + 0.016)),
        "AMO patronale": _r2(taxable_gross * 0.0411),
        "Taxe formation prof.": _r2(taxable_gross * 0.016),
    }
    return {
        "gains": gains,
        "deductions": deductions,
        "gross": gross,
        "taxable_gross": taxable_gross,
        "net_taxable": net_taxable,
        "frais_pro": fp,
        "total_deductions": total_ded,
        "net": net,
        "dependents": dependents,
        "employer_charges": employer_charges,
        "seniority_rate": srate,
        "days": 26,
        "hours": 191,
    }


def compute_pay_civil(person: Person, grade_index: int, echelle: int, echelon: int) -> dict:
    """A civil servant's monthly pay as the Treasury prints it."""
    dependents = (1 if person.married else 0) + person.children
    gains = [
        ("Traitement de base", None, None, 5318.00, True),
        ("Indemnité de résidence", None, None, 531.80, True),
        ("Indemnité de sujétion", None, None, 1480.00, True),
        ("Indemnité de représentation", None, None, 960.00, True),
        ("Allocations familiales", None, None, 300.00 * min(person.children, 3), False),
    ]
    gains = [g for g in gains if g[3] > 0]
    gross = _r2(sum(g[3] for g in gains))
    taxable = _r2(sum(g[3] for g in gains if g[4]))
    cmr = _r2((5318.00 + 1480.00 + 960.00) * 0.14)
    amo = _r2(min(taxable * 0.025, 400.0))
    mut = _r2(min(taxable * 0.01, 80.0))
    fp = _r2(min(taxable * 0.25, 2916.67))
    net_taxable = _r2(taxable - cmr - amo - fp)
    ir = ir_monthly(net_taxable, dependents)
    deductions = [
        ("Retenue pension CMR", None, 14.0, cmr),
        ("AMO CNOPS", None, 2.5, amo),
        ("Mutuelle MGPAP", None, 1.0, mut),
        ("Impôt sur le revenu", net_taxable, None, ir),
    ]
    total = _r2(sum(d[3] for d in deductions))
    return {
        "gains": gains,
        "deductions": deductions,
        "gross": gross,
        "taxable_gross": taxable,
        "net_taxable": net_taxable,
        "frais_pro": fp,
        "total_deductions": total,
        "net": _r2(gross - total),
        "dependents": dependents,
        "grade": (grade_index, echelle, echelon),
        "employer_charges": {},
        "seniority_rate": 0.0,
        "days": 30,
        "hours": 0,
    }


# build -----------------------------------------------------------------------------------------------------
def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def make_rib(rng: random.Random, bank: Bank, city: str) -> str:
    first22 = bank.code + CITY_CODES.get(city, "780") + "".join(str(rng.randint(0, 9)) for _ in range(16))
    return first22 + fmt.rib_key(first22)


def build_world(seed: int = 0) -> list[Case]:
    rng = random.Random(f"blind_c-world-{seed}")
    for emp in EMPLOYERS.values():
        if emp.kind != "public":
            emp.cnss = _digits(rng, 7)
        emp.ice = "00" + _digits(rng, 13)
        emp.rc = f"{rng.randint(1200, 48999)}"
        emp.if_ = _digits(rng, 8)
        emp.patente = _digits(rng, 8)
    cases = []
    used_cins = set()
    for cid, pdata in PERSONS.items():
        p = Person(**pdata)
        while True:
            ndig = 6 if len(p.cin_prefix) == 1 else rng.choice([5, 6])
            cin = p.cin_prefix + _digits(rng, ndig)
            if cin not in used_cins:
                used_cins.add(cin)
                break
        p.cin = cin
        letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
        p.card_number = rng.choice(letters) + rng.choice(letters) + _digits(rng, 7)
        issue_year = 2016 + rng.randint(0, 7)
        p.cin_issue = D(issue_year, rng.randint(1, 12), rng.randint(1, 28))
        p.cin_expiry = D(issue_year + 10, p.cin_issue.month, p.cin_issue.day) - dt.timedelta(days=1)
        p.civil_no = f"{rng.randint(12, 2400)}/{p.dob.year}"
        emp_key, position, hire, contract, base, allowances, cimr, other_ded, bank_key, agency = JOBS[cid]
        emp = EMPLOYERS[emp_key]
        aff = hire if rng.random() < 0.5 else D(hire.year - rng.randint(1, 4), rng.randint(1, 12), rng.randint(1, 28))
        if aff < D(p.dob.year + 18, 1, 1):
            aff = hire
        job = Job(
            employer=emp,
            position=position,
            hire_date=hire,
            contract=contract,
            matricule=(f"{rng.randint(100, 9999):04d}" if emp.kind != "public" else _digits(rng, 7)),
            cnss_number=_digits(rng, 9),
            affiliation_date=aff,
            base=base,
            allowances=allowances,
            cimr_rate=cimr,
            other_deductions=other_ded,
        )
        if emp.kind == "public":
            job.pay = compute_pay_civil(p, 10, 10, 5)
        else:
            job.pay = compute_pay(job, p, D(2024, 11, 30))
        bank = BANKS[bank_key]
        acc = Account(bank, make_rib(rng, bank, emp.city), agency[0], agency[1], D(hire.year, 3, 12))
        plan = []
        for item in PLANS[cid]:
            dtype = item[0]
            variant = item[1] if len(item) > 1 else ""
            opts = dict(item[2]) if len(item) > 2 else {}
            plan.append(DocPlan(dtype, variant, opts))
        cases.append(Case(cid, p, job, acc, plan))
    # passports
    for case in cases:
        for dp in case.plan:
            if dp.dtype == "passport":
                p = case.person
                issue = D(2020 + rng.randint(1, 3), rng.randint(1, 12), rng.randint(1, 28))
                p.passport = {
                    "number": rng.choice("SUVZ") + rng.choice("ABCDEFGHJK") + _digits(rng, 7),
                    "issue": issue,
                    "expiry": D(issue.year + 5, issue.month, issue.day) - dt.timedelta(days=1),
                    "authority": f"PROVINCE {p.pob}" if rng.random() < 0.5 else f"PREFECTURE {p.pob}",
                }
    return cases
