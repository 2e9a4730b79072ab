"""The family's invented world: employers, banks, applicants, their pay and their accounts."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import fmt

ARABIC = {
    # given names
    "Youssef": "يوسف",
    "Salma": "سلمى",
    "Mehdi": "المهدي",
    "Fatima Zahra": "فاطمة الزهراء",
    "Hamza": "حمزة",
    "Khadija": "خديجة",
    "Omar": "عمر",
    "Nadia": "نادية",
    "Rachid": "رشيد",
    "Imane": "إيمان",
    "Abdelkarim": "عبد الكريم",
    "Soukaina": "سكينة",
    "Driss": "إدريس",
    "Zineb": "زينب",
    # family names
    "Ait Benhaddou": "آيت بنحدو",
    "El Idrissi": "الإدريسي",
    "Benjelloun": "بنجلون",
    "Ouazzani Chahdi": "الوزاني الشهدي",
    "Cherkaoui": "الشرقاوي",
    "Ben Saddik": "بن الصديق",
    "El Fassi": "الفاسي",
    "Tazi": "التازي",
    "Ait Lahcen": "آيت لحسن",
    "Berrada": "برادة",
    "Naciri": "الناصري",
    "Bouzidi": "البوزيدي",
    "Alaoui Mrani": "العلوي المراني",
    "Haddaoui": "الحداوي",
    # parents
    "Mohamed": "محمد",
    "Ahmed": "أحمد",
    "Abdellah": "عبد الله",
    "Hassan": "الحسن",
    "Mustapha": "مصطفى",
    "Lahcen": "لحسن",
    "Ali": "علي",
    "Brahim": "إبراهيم",
    "Abderrahmane": "عبد الرحمان",
    "Said": "سعيد",
    "Larbi": "العربي",
    "Aicha": "عائشة",
    "Fatima": "فاطمة",
    "Malika": "مليكة",
    "Zohra": "الزهرة",
    "Rabia": "ربيعة",
    "Naima": "نعيمة",
    "Latifa": "لطيفة",
    "Halima": "حليمة",
    "Saadia": "سعدية",
    "Mina": "مينة",
    "Alami": "العلمي",
    "Bennani": "بناني",
    "Lamrani": "العمراني",
    "Chraibi": "الشرايبي",
    "Ziani": "الزياني",
    "Hilali": "الهلالي",
    "Sabri": "صبري",
    "Filali": "الفيلالي",
    "Saidi": "السعيدي",
    "Belhaj": "بلحاج",
    "Rami": "الرامي",
    "Kabbaj": "القباج",
    # places
    "OUARZAZATE": "ورزازات",
    "FES": "فاس",
    "CASABLANCA": "الدار البيضاء",
    "RABAT": "الرباط",
    "TANGER": "طنجة",
    "MEKNES": "مكناس",
    "MARRAKECH": "مراكش",
    "KENITRA": "القنيطرة",
    "ERRACHIDIA": "الرشيدية",
    "SALE": "سلا",
    "OUJDA": "وجدة",
    "SAFI": "آسفي",
    "SETTAT": "سطات",
    "NADOR": "الناظور",
    "AGADIR": "أكادير",
    "TAZA": "تازة",
    "BERRECHID": "برشيد",
}


@dataclass
class Employer:
    key: str
    name: str  # full legal name as printed
    short: str
    initials: str
    city: str
    addr: list[str]
    phone: str
    signatory: str
    signatory_title: str
    color: str
    shape: str
    font: str
    lang: str  # fr | en
    payslip_layout: str
    emp_layout: str
    sal_layout: str
    cimr: float = 0.0
    mutuelle: float = 0.0  # rate of gross taxable
    kind: str = "company"  # company | coop | public
    capital: str = ""
    ice: str = ""
    rc: str = ""
    if_: str = ""
    patente: str = ""
    cnss: str = ""
    email: str = ""
    arabic_name: str = ""


@dataclass
class Bank:
    key: str
    name: str  # as printed
    code: str
    bic: str
    color: str
    color2: str
    initials: str
    shape: str
    stmt_layout: str
    rib_layout: str
    font: str
    hq: str


@dataclass
class Person:
    cid: str
    given: str
    family: str
    sex: str
    dob: str
    pob: str
    cin: str
    city: str
    addr: list[str]
    father: str
    mother: str
    employer: str
    position: str
    contract: str
    hire: str
    base: float
    allowances: list[tuple[str, float, bool]]
    dependants: int
    marital: str
    bank: str
    months: list[str]
    payslip_pack: str  # separate | multi
    docs: list[str]
    passport: bool = False
    overdraft: str = ""  # '' | close | open | both
    stmt_months: int = 1
    conflict: str = ""
    invalid_mrz: bool = False
    joint: bool = False
    others: list[str] = field(default_factory=list)
    # filled by make_world
    card_no: str = ""
    card_old: bool = False
    card_issue: str = ""
    cin_expiry: str = ""
    etat_civil: str = ""
    cnss_no: str = ""
    affiliation: str = ""
    matricule: str = ""
    rib: str = ""
    agency: str = ""
    passport_no: str = ""
    passport_issue: str = ""
    passport_expiry: str = ""
    pay: dict = field(default_factory=dict)
    issue_date: str = ""

    @property
    def full(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def upper_family(self) -> str:
        return self.family.upper()

    @property
    def civ(self) -> str:
        return "M." if self.sex == "M" else "Mme"

    @property
    def civ_long(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"


EMPLOYERS = [
    Employer(
        "spe",
        "Souss Primeurs Export SNC",
        "Souss Primeurs",
        "SPE",
        "Agadir",
        ["Zone Industrielle Tassila, Lot 214", "Dcheira El Jihadia - 80000 Agadir"],
        "05 28 33 41 07",
        "Brahim Oubella",
        "Gérant",
        "#2e7d32",
        "leaf",
        "Liberation Serif",
        "fr",
        "P2",
        "E2",
        "S2",
        cimr=0.03,
        capital="2 000 000,00 DH",
        email="rh@soussprimeurs.ma",
    ),
    Employer(
        "ama",
        "Cabinet Fiduciaire Al Amana SARL AU",
        "Fiduciaire Al Amana",
        "FA",
        "Fès",
        ["12, Boulevard Mohammed V, 3ème étage", "30000 Fès"],
        "05 35 62 11 40",
        "Abdellatif Sqalli",
        "Expert-comptable, Gérant",
        "#6a1b9a",
        "square",
        "DejaVu Serif",
        "fr",
        "P3",
        "E3",
        "S1",
        capital="100 000,00 DH",
        email="contact@fiduciaire-alamana.ma",
    ),
    Employer(
        "mei",
        "Maghreb Emballages Industriels SA",
        "MEI",
        "MEI",
        "Casablanca",
        ["Route de Rabat, Km 9, Quartier Industriel Aïn Sebaâ", "20250 Casablanca"],
        "05 22 35 78 90",
        "Nawal Kettani",
        "Directrice des Ressources Humaines",
        "#1b4f8a",
        "arch",
        "Liberation Sans",
        "fr",
        "P1",
        "E1",
        "S1",
        cimr=0.06,
        mutuelle=0.025,
        capital="48 500 000,00 DH",
        email="drh@mei.ma",
    ),
    Employer(
        "ora",
        "Groupe Scolaire Les Orangers SARL",
        "Les Orangers",
        "GSO",
        "Rabat",
        ["Avenue Abderrahim Bouabid, Secteur 21, Hay Riad", "10100 Rabat"],
        "05 37 71 24 58",
        "Latifa Bennouna",
        "Directrice Générale",
        "#ef6c00",
        "circle",
        "Noto Serif",
        "fr",
        "P3",
        "E3",
        "S3",
        capital="1 500 000,00 DH",
        email="administration@lesorangers.ma",
    ),
    Employer(
        "tac",
        "Tanger Automotive Components SA",
        "TAC",
        "TAC",
        "Tanger",
        ["Tanger Free Zone, Ilot 42, Lot 7, Gzenaya", "90000 Tangier, Morocco"],
        "+212 5 39 39 48 00",
        "Karim Hajji",
        "HR Manager",
        "#37474f",
        "diamond",
        "Liberation Sans",
        "en",
        "P4",
        "E4",
        "S4",
        cimr=0.06,
        mutuelle=0.02,
        capital="120 000 000,00 MAD",
        email="hr.tangier@tac-automotive.com",
    ),
    Employer(
        "waf",
        "Boulangerie Pâtisserie Al Wafae SARL",
        "Al Wafae",
        "AW",
        "Meknès",
        ["45, Avenue des FAR, Hamria", "50000 Meknès"],
        "05 35 52 09 77",
        "Mohamed Bensouda",
        "Gérant",
        "#8d6e63",
        "circle",
        "FreeSerif",
        "fr",
        "P2",
        "E1",
        "S3",
        capital="300 000,00 DH",
    ),
    Employer(
        "des",
        "Groupe Immobilier Dar Essalam SA",
        "Dar Essalam Immobilier",
        "DE",
        "Marrakech",
        ["Résidence Al Manar, Boulevard Allal El Fassi, Guéliz", "40000 Marrakech"],
        "05 24 43 87 12",
        "Hicham Ouazzani",
        "Directeur Administratif et Financier",
        "#00695c",
        "arch",
        "Noto Sans",
        "fr",
        "P3",
        "E3",
        "S2",
        cimr=0.03,
        capital="25 000 000,00 DH",
        email="rh@daressalam-immo.ma",
    ),
    Employer(
        "pcg",
        "Pharmacie Centrale du Gharb SARL AU",
        "Pharmacie Centrale du Gharb",
        "PCG",
        "Kénitra",
        ["128, Avenue Mohammed Diouri", "14000 Kénitra"],
        "05 37 37 25 61",
        "Samira Lahbabi",
        "Pharmacienne titulaire, Gérante",
        "#00897b",
        "star",
        "Liberation Serif",
        "fr",
        "P3",
        "E2",
        "S3",
        capital="200 000,00 DH",
    ),
    Employer(
        "tdt",
        "Coopérative Agricole Tafilalet Dattes",
        "Tafilalet Dattes",
        "CTD",
        "Errachidia",
        ["Douar Aoufous, Commune Aoufous", "52000 Errachidia"],
        "05 35 57 30 14",
        "Lahcen Oumouloud",
        "Président du Conseil d'Administration",
        "#a1662f",
        "leaf",
        "DejaVu Sans",
        "fr",
        "P1",
        "E1",
        "S1",
        kind="coop",
    ),
    Employer(
        "orb",
        "Orbitrex Business Solutions Morocco SARL",
        "Orbitrex",
        "OBX",
        "Rabat",
        ["Technopolis Rabat-Shore, Building B4", "11100 Sala Al Jadida, Morocco"],
        "+212 5 30 27 66 00",
        "Meryem Chraibi",
        "Head of People & Culture",
        "#5e35b1",
        "square",
        "Noto Sans",
        "en",
        "P4",
        "E4",
        "S4",
        mutuelle=0.015,
        capital="10 000 000,00 MAD",
        email="people.morocco@orbitrex.com",
    ),
    Employer(
        "far",
        "Clinique Al Farabi SARL",
        "Clinique Al Farabi",
        "CF",
        "Oujda",
        ["23, Boulevard Zerktouni", "60000 Oujda"],
        "05 36 68 44 20",
        "Anas Berkani",
        "Directeur Général",
        "#c62828",
        "star",
        "Liberation Serif",
        "fr",
        "P2",
        "E2",
        "S1",
        cimr=0.03,
        mutuelle=0.02,
        capital="6 000 000,00 DH",
        email="direction@clinique-alfarabi.ma",
    ),
    Employer(
        "ais",
        "Atlas Intérim Services SARL",
        "Atlas Intérim",
        "AIS",
        "Casablanca",
        ["87, Rue Ibnou Mounir, Maârif", "20330 Casablanca"],
        "05 22 98 14 32",
        "Siham Rafik",
        "Responsable Paie et Administration du Personnel",
        "#283593",
        "diamond",
        "DejaVu Sans",
        "fr",
        "P1",
        "E3",
        "S3",
        capital="1 000 000,00 DH",
        email="paie@atlas-interim.ma",
    ),
    Employer(
        "orec",
        "Office Régional des Eaux de la Chaouia",
        "OREC",
        "OREC",
        "Settat",
        ["Avenue Hassan II, B.P. 412", "26000 Settat"],
        "05 23 40 22 18",
        "Abdelmajid Rhazi",
        "Directeur des Ressources Humaines",
        "#1565c0",
        "circle",
        "Liberation Serif",
        "fr",
        "P2",
        "E1",
        "S2",
        cimr=0.0,
        mutuelle=0.025,
        kind="public",
        arabic_name="المكتب الجهوي لمياه الشاوية",
    ),
    Employer(
        "nlt",
        "Nador Logistique et Transit SARL",
        "NLT",
        "NLT",
        "Nador",
        ["Port de Beni Ensar, Zone Logistique, Lot 18", "62000 Nador"],
        "05 36 34 81 05",
        "Fouad Azzouzi",
        "Gérant",
        "#0277bd",
        "diamond",
        "Liberation Sans",
        "fr",
        "P1",
        "E3",
        "S3",
        cimr=0.03,
        capital="3 000 000,00 DH",
        email="admin@nlt-nador.ma",
    ),
    Employer(
        "mas",
        "Institution Privée Al Massira SARL",
        "Al Massira",
        "IPM",
        "Rabat",
        ["Angle Rue Oued Ziz et Avenue Atlas, Agdal", "10090 Rabat"],
        "05 37 67 30 92",
        "Rachida Benkirane",
        "Directrice",
        "#ad1457",
        "circle",
        "Liberation Serif",
        "fr",
        "P3",
        "E1",
        "S1",
        capital="500 000,00 DH",
    ),
]

BANKS = [
    Bank(
        "awb",
        "Attijariwafa bank",
        "007",
        "BCMAMAMC",
        "#f39200",
        "#9b1b1f",
        "AWB",
        "circle",
        "B1",
        "R1",
        "Liberation Sans",
        "2, Boulevard Moulay Youssef, Casablanca",
    ),
    Bank(
        "bp",
        "Banque Populaire",
        "145",
        "BCPOMAMC",
        "#6b3a1e",
        "#f08a00",
        "BP",
        "arch",
        "B2",
        "R1",
        "DejaVu Sans",
        "101, Boulevard Zerktouni, Casablanca",
    ),
    Bank(
        "boa",
        "Bank of Africa",
        "011",
        "BMCEMAMC",
        "#00549f",
        "#5fb336",
        "BOA",
        "leaf",
        "B4",
        "R2",
        "Liberation Sans",
        "140, Avenue Hassan II, Casablanca",
    ),
    Bank(
        "bmci",
        "BMCI",
        "013",
        "BMCIMAMC",
        "#00915a",
        "#ffffff",
        "BMCI",
        "square",
        "B3",
        "R3",
        "Liberation Sans",
        "26, Place des Nations Unies, Casablanca",
    ),
    Bank(
        "cdm",
        "Crédit du Maroc",
        "021",
        "CDMAMAMC",
        "#006a4e",
        "#ffffff",
        "CDM",
        "diamond",
        "B4",
        "R2",
        "Noto Sans",
        "48-58, Boulevard Mohammed V, Casablanca",
    ),
    Bank(
        "sgm",
        "Société Générale Maroc",
        "022",
        "SGMBMAMC",
        "#e60028",
        "#000000",
        "SG",
        "square",
        "B3",
        "R3",
        "Liberation Sans",
        "55, Boulevard Abdelmoumen, Casablanca",
    ),
    Bank(
        "cih",
        "CIH Bank",
        "230",
        "CIHMMAMC",
        "#0a3d7a",
        "#f7a800",
        "CIH",
        "circle",
        "B2",
        "R2",
        "DejaVu Sans",
        "187, Avenue Hassan II, Casablanca",
    ),
    Bank(
        "cam",
        "Crédit Agricole du Maroc",
        "225",
        "CNCAMAMR",
        "#008c45",
        "#ffffff",
        "CAM",
        "leaf",
        "B1",
        "R1",
        "Liberation Serif",
        "Place des Alaouites, Rabat",
    ),
    Bank(
        "abb",
        "Al Barid Bank",
        "350",
        "BPPOMAMR",
        "#ffcc00",
        "#003a70",
        "ABB",
        "circle",
        "B2",
        "R1",
        "Noto Sans",
        "Angle Avenue Annakhil et Mehdi Ben Barka, Rabat",
    ),
    Bank(
        "cfg",
        "CFG Bank",
        "050",
        "CAFGMAMC",
        "#1d1d1b",
        "#c8a45c",
        "CFG",
        "square",
        "B1",
        "R3",
        "Liberation Sans",
        "5-7, Rue Ibnou Toufail, Casablanca",
    ),
    Bank(
        "umn",
        "Umnia Bank",
        "360",
        "UMNIMAMC",
        "#7a1f5c",
        "#ffffff",
        "UB",
        "arch",
        "B1",
        "R3",
        "Noto Sans",
        "Boulevard Anfa, Casablanca",
    ),
    Bank(
        "arb",
        "Arab Bank",
        "005",
        "ARABMAMC",
        "#00783c",
        "#ffffff",
        "AB",
        "diamond",
        "B3",
        "R2",
        "DejaVu Serif",
        "174, Boulevard Mohammed V, Casablanca",
    ),
]

CITY_CODES = {
    "Agadir": "022",
    "Fès": "270",
    "Casablanca": "780",
    "Rabat": "810",
    "Tanger": "640",
    "Meknès": "480",
    "Marrakech": "450",
    "Kénitra": "330",
    "Errachidia": "290",
    "Salé": "825",
    "Oujda": "570",
    "Safi": "600",
    "Settat": "615",
    "Nador": "520",
}

AGENCIES = {
    "Agadir": ["Agadir Talborjt", "Agadir Hassan II", "Dcheira"],
    "Fès": ["Fès Atlas", "Fès Route d'Imouzzer", "Fès Saiss"],
    "Casablanca": ["Casa Maârif", "Casa Ain Sebaa", "Casa Bourgogne", "Casa Sidi Maarouf"],
    "Rabat": ["Rabat Agdal", "Rabat Hay Riad", "Rabat Hassan"],
    "Tanger": ["Tanger Boulevard", "Tanger Iberia", "Tanger Zone Franche"],
    "Meknès": ["Meknès Hamria", "Meknès Marjane"],
    "Marrakech": ["Marrakech Guéliz", "Marrakech Daoudiate"],
    "Kénitra": ["Kénitra Mohammed V", "Kénitra Bir Rami"],
    "Errachidia": ["Errachidia Centre", "Errachidia Moulay Ali Cherif"],
    "Salé": ["Salé Tabriquet", "Salé Bab Lamrissa"],
    "Oujda": ["Oujda Mohammed V", "Oujda Al Qods"],
    "Safi": ["Safi Plateau"],
    "Settat": ["Settat Hassan II", "Settat Mly Abdellah"],
    "Nador": ["Nador Centre", "Nador Al Matar"],
}

# fmt: off
PEOPLE = [
    Person("c01", "Youssef", "Ait Benhaddou", "M", "1987-04-14", "OUARZAZATE", "JE238741", "Agadir",
           ["45, Rue 12, Hay El Massira 1", "Agadir"], "Lahcen", "Aicha Sabri", "spe", "Responsable logistique", "CDI",
           "2014-09-01", 11800.0, [("Indemnité de transport", 450.0, False), ("Prime de responsabilité", 1000.0, True)],
           3, "Marié", "cam", ["2025-01", "2025-02", "2025-03"], "separate",
           ["cin", "passport", "payslip", "emp", "sal", "cnss", "stmt", "rib"], passport=True),
    Person("c02", "Salma", "El Idrissi", "F", "1991-11-02", "FES", "CD512876", "Fès",
           ["Résidence Narjis B, Appt 14", "Route d'Imouzzer, Fès"], "Abdellah", "Latifa Alami", "ama",
           "Comptable principale", "CDI", "2016-03-15", 9200.0, [("Indemnité de transport", 300.0, False)],
           1, "Mariée", "bp", ["2025-02", "2025-03"], "separate", ["cin", "payslip", "emp", "sal", "stmt", "rib"],
           conflict="inflated_salary", others=["tax"]),
    Person("c03", "Mehdi", "Benjelloun", "M", "1983-06-21", "CASABLANCA", "BK204519", "Casablanca",
           ["17, Rue Ibn Khaldoun, Quartier Gauthier", "Casablanca"], "Ahmed", "Malika Bennani", "mei",
           "Chef d'atelier production", "CDI", "2009-01-05", 14500.0,
           [("Indemnité de transport", 500.0, False), ("Indemnité de panier", 400.0, False),
            ("Prime de rendement", 1500.0, True)], 4, "Marié", "awb", ["2025-01", "2025-02", "2025-03"], "multi",
           ["cin", "passport", "payslip", "emp", "sal", "cnss", "stmt", "rib"], passport=True, stmt_months=3),
    Person("c04", "Fatima Zahra", "Ouazzani Chahdi", "F", "1994-02-08", "RABAT", "AE318905", "Rabat",
           ["Bloc 7, N° 22, Hay Nahda 2", "Rabat"], "Mustapha", "Zohra Lamrani", "ora",
           "Enseignante de mathématiques", "CDD", "2022-09-01", 7000.0, [("Indemnité de transport", 300.0, False)],
           0, "Célibataire", "cih", ["2025-02", "2025-03"], "separate",
           ["cin", "payslip", "emp", "cnss", "stmt", "rib"],
           conflict="other_employer", others=["school"]),
    Person("c05", "Hamza", "Cherkaoui", "M", "1996-07-30", "TANGER", "KB176320", "Tanger",
           ["Résidence Al Boughaz, Imm. 3, Appt 9", "Route de Tétouan, Tanger"], "Ali", "Naima Chraibi", "tac",
           "Quality Engineer", "CDI", "2019-02-11", 16500.0,
           [("Transport allowance", 500.0, False), ("Shift allowance", 1200.0, True)], 2, "Married", "boa",
           ["2025-01", "2025-02", "2025-03"], "separate", ["cin", "passport", "payslip", "emp", "sal", "stmt", "rib"],
           passport=True),
    Person("c06", "Khadija", "Ben Saddik", "F", "1979-12-17", "MEKNES", "D408731", "Meknès",
           ["Derb Sidi Bouzekri, N° 118", "Médina, Meknès"], "Brahim", "Halima Ziani", "waf", "Caissière principale",
           "CDI", "2005-05-02", 4200.0, [("Indemnité de transport", 250.0, False)], 3, "Divorcée", "abb",
           ["2025-03"], "separate", ["cin", "payslip", "emp", "cnss", "stmt", "rib"], overdraft="close",
           others=["utility"]),
    Person("c07", "Omar", "El Fassi", "M", "1990-05-09", "MARRAKECH", "EE620148", "Marrakech",
           ["Lotissement Al Massar, Villa 61", "Route de Safi, Marrakech"], "Hassan", "Rabia Hilali", "des",
           "Conseiller commercial", "CDI", "2017-10-16", 8500.0,
           [("Indemnité de transport", 400.0, False), ("Prime de représentation", 800.0, True)], 1, "Marié", "sgm",
           ["2025-02", "2025-03"], "separate", ["cin", "payslip", "emp", "sal", "stmt", "rib"],
           conflict="second_payslip"),
    Person("c08", "Nadia", "Tazi", "F", "1985-09-25", "KENITRA", "G562309", "Kénitra",
           ["12, Rue Al Mansour Eddahbi, Ville Haute", "Kénitra"], "Said", "Saadia Filali", "pcg",
           "Préparatrice en pharmacie", "CDI", "2011-04-01", 6100.0, [("Indemnité de transport", 300.0, False)],
           2, "Mariée", "bmci", ["2025-02", "2025-03"], "multi",
           ["cin", "payslip", "emp", "sal", "cnss", "stmt", "rib"],
           overdraft="close"),
    Person("c09", "Rachid", "Ait Lahcen", "M", "1976-03-03", "ERRACHIDIA", "U129874", "Errachidia",
           ["Ksar Ouled Chaker, N° 7", "Aoufous, Errachidia"], "Mohamed", "Fatima Saidi", "tdt", "Technicien agricole",
           "CDD", "2020-01-06", 5600.0, [("Indemnité de transport", 250.0, False), ("Prime de terrain", 400.0, True)],
           5, "Marié", "bp", ["2025-02", "2025-03"], "separate", ["cin", "passport", "payslip", "emp", "cnss", "stmt"],
           passport=True, overdraft="both", others=["lease"]),
    Person("c10", "Imane", "Berrada", "F", "1998-01-19", "SALE", "AB742615", "Salé",
           ["Hay Karima, Rue 34, N° 9", "Salé"], "Larbi", "Mina Belhaj", "orb", "Customer Service Advisor", "ANAPEC",
           "2023-06-05", 5200.0, [("Transport allowance", 300.0, False)], 0, "Single", "cfg",
           ["2025-01", "2025-02", "2025-03"], "separate", ["cin", "payslip", "emp", "sal", "stmt", "rib"],
           conflict="other_cin"),
    Person("c11", "Abdelkarim", "Naciri", "M", "1981-08-12", "OUJDA", "F398120", "Oujda",
           ["Lotissement Al Andalous, Rue 5, N° 31", "Oujda"], "Abderrahmane", "Khadija Rami", "far",
           "Infirmier chef de service", "CDI", "2008-07-01", 10400.0,
           [("Indemnité de transport", 350.0, False), ("Indemnité de garde", 900.0, True)], 3, "Marié", "cdm",
           ["2025-03"], "separate", ["cin", "passport", "payslip", "emp", "sal", "cnss", "stmt", "rib"], passport=True,
           overdraft="both", stmt_months=3),
    Person("c12", "Soukaina", "Bouzidi", "F", "1993-10-05", "SAFI", "HH227461", "Casablanca",
           ["Résidence Yasmine 4, Imm. 12, Appt 5", "Sidi Moumen, Casablanca"], "Ali", "Aicha Kabbaj", "ais",
           "Opératrice de saisie", "INTERIM", "2023-01-09", 4500.0, [("Indemnité de transport", 200.0, False)],
           0, "Célibataire", "awb", ["2025-01", "2025-02", "2025-03"], "separate",
           ["cin", "payslip", "emp", "sal", "cnss", "stmt", "rib"], overdraft="open", invalid_mrz=True),
    Person("c13", "Driss", "Alaoui Mrani", "M", "1972-02-28", "SETTAT", "W118274", "Settat",
           ["Hay Salam, Rue Al Kods, N° 88", "Settat"], "Larbi", "Zohra Alami", "orec",
           "Chef de service comptabilité", "CDI", "1998-03-01", 13200.0,
           [("Indemnité de transport", 400.0, False), ("Indemnité de fonction", 1800.0, True)], 4, "Marié", "arb",
           ["2025-02", "2025-03"], "separate", ["cin", "passport", "payslip", "emp", "sal", "cnss", "stmt"],
           passport=True, conflict="other_dob", joint=True, stmt_months=2),
    Person("c14", "Zineb", "Haddaoui", "F", "1989-06-11", "NADOR", "S634012", "Nador",
           ["Quartier Ouled Mimoun, Rue 20, N° 4", "Nador"], "Mohamed", "Malika Saidi", "nlt",
           "Assistante de direction",
           "CDI", "2015-11-02", 7600.0, [("Indemnité de transport", 300.0, False), ("Prime d'assiduité", 300.0, True)],
           1, "Célibataire", "umn", ["2025-02", "2025-03"], "separate",
           ["cin", "payslip", "emp", "sal", "cnss", "stmt", "rib"], others=["telecom"]),
]
# fmt: on

OTHER_CIN = "BE905317"  # another person's CIN (the planted mix-up of c10)
OTHER_DOB = {"c13": "1972-08-02"}


def _digits(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def make_rib(rng: random.Random, bank_code: str, city_code: str) -> str:
    first = bank_code + city_code + _digits(rng, 16)
    return first + fmt.rib_key(first)


# --- payroll


def seniority_rate(hire: str, month: str) -> float:
    h = fmt.d(hire)
    y, m = int(month[:4]), int(month[5:7])
    years = (y - h.year) + (m - h.month) / 12
    for lim, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= lim:
            return rate
    return 0.0


def ir_month(sni: float) -> tuple[float, float]:
    """2025 monthly barème: (rate, deduction)."""
    for lim, rate, ded in (
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
    ):
        if sni <= lim:
            return rate, ded
    return 0.37, 2283.33


def payroll(p: Person, e: Employer, month: str, extra: list[tuple[str, float, bool]] | None = None) -> dict:
    r2 = lambda x: round(x + 1e-9, 2)  # noqa: E731
    gains = [("Salaire de base", 191.0, r2(p.base / 191), p.base, True)]
    sr = seniority_rate(p.hire, month)
    if sr:
        gains.append(("Prime d'ancienneté", p.base, sr, r2(p.base * sr), True))
    for label, amt, taxable in p.allowances:
        gains.append((label, None, None, amt, taxable))
    for label, amt, taxable in extra or []:
        gains.append((label, None, None, amt, taxable))
    gross = r2(sum(g[3] for g in gains))
    sbi = r2(sum(g[3] for g in gains if g[4]))
    anapec = p.contract == "ANAPEC"
    cnss_base = min(sbi, 6000.0)
    cnss = 0.0 if anapec else r2(cnss_base * 0.0448)
    amo = r2(sbi * 0.0226)
    cimr = r2(sbi * e.cimr) if e.cimr else 0.0
    mut = r2(sbi * e.mutuelle) if e.mutuelle else 0.0
    fp_rate = 0.35 if sbi <= 6500 else 0.25
    fp = r2(min(sbi * fp_rate, 2916.67))
    sni = r2(sbi - fp - cnss - amo - cimr - mut)
    rate, ded = ir_month(sni)
    fam = min(p.dependants, 6) * 41.67
    ir = 0.0 if anapec and sbi <= 6000 else max(0.0, r2(sni * rate - ded - fam))
    deductions = [("CNSS", cnss_base, 0.0448, cnss), ("AMO", sbi, 0.0226, amo)]
    if anapec:
        deductions[0] = ("CNSS (exonéré - contrat d'insertion)", cnss_base, 0.0, 0.0)
    if cimr:
        deductions.append(("CIMR", sbi, e.cimr, cimr))
    if mut:
        deductions.append(("Mutuelle", sbi, e.mutuelle, mut))
    deductions.append(("IR", sni, rate, ir))
    total_ded = r2(sum(x[3] for x in deductions))
    net = r2(gross - total_ded)
    mi = int(month[5:7])
    return {
        "month": month,
        "gains": gains,
        "deductions": deductions,
        "gross": gross,
        "sbi": sbi,
        "fp": fp,
        "fp_rate": fp_rate,
        "sni": sni,
        "ir": ir,
        "fam": r2(fam),
        "total_ded": total_ded,
        "net": net,
        "days": 26,
        "hours": 191,
        "ytd_gross": r2(gross * mi),
        "ytd_net": r2(net * mi),
        "ytd_ir": r2(ir * mi),
        "cnss_employer": r2(cnss_base * 0.0898 + sbi * 0.0411 + sbi * 0.016 + sbi * 0.0185),
    }


# --- statements

SHOPS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "LABEL VIE",
    "BIM",
    "ACIMA",
    "ASWAK ASSALAM",
    "PHARMACIE AL AMAL",
    "DECATHLON",
    "AFRIQUIA",
    "SHELL",
    "TOTALENERGIES",
    "JUMIA",
    "GLOVO",
    "MCDONALDS",
    "KITEA",
    "ELECTROPLANET",
    "LC WAIKIKI",
    "YVES ROCHER",
    "PAUL",
    "VIVA FITNESS",
]


def transactions(rng: random.Random, p: Person, e: Employer, start: str, end: str, net: float, opening: float) -> list:
    """A list of (date, value_date, label, debit, credit) rows between start and end."""
    rows = []
    sd, ed = fmt.d(start), fmt.d(end)
    cur = dt.date(sd.year, sd.month, 1)
    utility = {
        "Casablanca": "LYDEC",
        "Rabat": "REDAL",
        "Salé": "REDAL",
        "Tanger": "AMENDIS",
        "Marrakech": "RADEEMA",
        "Fès": "RADEEF",
        "Meknès": "RADEM",
        "Agadir": "RAMSA",
        "Kénitra": "RAK",
        "Oujda": "RADEEO",
        "Settat": "RADEEC",
        "Nador": "ONEE",
        "Errachidia": "ONEE",
    }.get(p.city, "ONEE")
    telco = rng.choice(["MAROC TELECOM", "ORANGE MAROC", "INWI"])
    spend_scale = net / 9000

    def day(y, m, dd):
        try:
            x = dt.date(y, m, dd)
        except ValueError:
            x = dt.date(y, m, 28)
        return x

    while cur <= ed:
        y, m = cur.year, cur.month
        mm_ = f"{m:02d}/{y}"
        prev = fmt.add_months(f"{y:04d}-{m:02d}", -1)
        pay_day = day(y, m, rng.choice([1, 2, 3]))
        rows.append((pay_day, pay_day, f"VIR RECU SALAIRE {prev[5:7]}/{prev[:4]} {e.short.upper()}", 0.0, net))
        if rng.random() < 0.6:
            rows.append(
                (day(y, m, rng.randint(4, 8)), None, f"PRLV {utility} FACT {mm_}", round(rng.uniform(140, 520), 2), 0.0)
            )
        rows.append(
            (day(y, m, rng.randint(5, 12)), None, f"PRLV {telco} FORFAIT", rng.choice([99.0, 149.0, 199.0, 249.0]), 0.0)
        )
        if p.overdraft or rng.random() < 0.5:
            rows.append(
                (
                    day(y, m, 5),
                    None,
                    rng.choice(["ECHEANCE PRET IMMOBILIER", "ECH CREDIT CONSO", "PRLV LOYER"]),
                    round(net * rng.uniform(0.3, 0.45), 2),
                    0.0,
                )
            )
        for _ in range(rng.randint(4, 8)):
            amt = round(rng.uniform(40, 900) * max(0.4, spend_scale), 2)
            dd = day(y, m, rng.randint(1, 28))
            rows.append((dd, None, f"PAIEMENT CB {rng.choice(SHOPS)} {dd.strftime('%d/%m')}", amt, 0.0))
        for _ in range(rng.randint(2, 4)):
            dd = day(y, m, rng.randint(1, 28))
            rows.append(
                (
                    dd,
                    None,
                    f"RETRAIT GAB {p.city.upper()} {rng.randint(1000, 9999)}",
                    float(rng.choice([200, 300, 500, 800, 1000, 1500, 2000])),
                    0.0,
                )
            )
        if rng.random() < 0.45:
            dd = day(y, m, rng.randint(10, 25))
            rows.append(
                (
                    dd,
                    None,
                    f"VIR RECU DE {rng.choice(['M.', 'MME'])} "
                    f"{rng.choice(['AMRANI', 'LAMRANI', 'SEBTI', 'ZOUBIR', 'HAMDI'])}",
                    0.0,
                    float(rng.choice([500, 1000, 1500, 2500])),
                )
            )
        if rng.random() < 0.4:
            dd = day(y, m, rng.randint(10, 25))
            rows.append(
                (
                    dd,
                    None,
                    f"VIR EMIS VERS {rng.choice(['OUMAIMA', 'ANAS', 'FAMILLE', 'NOUHAILA'])} {p.family.upper()}",
                    float(rng.choice([300, 500, 1000, 2000])),
                    0.0,
                )
            )
        last = day(y, m, 31)
        rows.append((last, last, "FRAIS TENUE DE COMPTE", 20.0, 0.0))
        rows.append((last, last, "TVA 10% SUR FRAIS", 2.0, 0.0))
        cur = dt.date(y + (m == 12), m % 12 + 1, 1)
    rows = [r for r in rows if sd <= r[0] <= ed]
    rows.sort(key=lambda r: (r[0], r[4] == 0))
    out = []
    for dd, vd, label, deb, cred in rows:
        vd = vd or dd + dt.timedelta(days=rng.choice([0, 0, 1, 2]))
        out.append((dd.isoformat(), vd.isoformat(), label, deb, cred))
    return out


# --- world


@dataclass
class World:
    employers: dict
    banks: dict
    people: list


def make_world(seed: int) -> World:
    rng = random.Random(f"blind_e-world-{seed}")
    employers = {}
    used = set()

    def uniq(n):
        while True:
            v = _digits(rng, n)
            if v[0] != "0" and v not in used:
                used.add(v)
                return v

    for e in EMPLOYERS:
        e = Employer(**e.__dict__)
        e.ice = "00" + uniq(13)
        e.rc = str(rng.randint(4000, 189000))
        e.if_ = uniq(8)
        e.patente = uniq(8)
        e.cnss = uniq(7)
        employers[e.key] = e
    banks = {b.key: b for b in BANKS}
    people = []
    for p in PEOPLE:
        p = Person(**p.__dict__)
        letters = rng.choice(["ZT", "XA", "ZK", "YB", "XR", "ZN", "YH"])
        p.card_no = letters + uniq(7)
        p.card_old = p.cid in ("c06", "c09", "c13")
        issue_year = rng.randint(2016, 2023) if not p.card_old else rng.randint(2012, 2015)
        p.card_issue = f"{issue_year}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        age_at_issue = issue_year - int(p.dob[:4])
        validity = 10 if age_at_issue < 40 else 15
        exp_year = issue_year + validity
        if exp_year < 2026:
            exp_year += 10
        p.cin_expiry = f"{exp_year}{p.card_issue[4:]}"
        p.etat_civil = f"{rng.randint(12, 2400)}/{p.dob[:4]}"
        p.cnss_no = uniq(9)
        first_job = fmt.d(p.hire) - dt.timedelta(days=rng.choice([0, 0, 400, 900, 1600]))
        p.affiliation = first_job.isoformat()
        p.matricule = rng.choice(["", "M", "EMP-", "00"]) + str(rng.randint(100, 4999))
        b = banks[p.bank]
        p.rib = make_rib(rng, b.code, CITY_CODES[p.city])
        p.agency = rng.choice(AGENCIES[p.city])
        if p.passport:
            p.passport_no = rng.choice(["AY", "BZ", "AX", "BV", "AU"]) + uniq(7)
            py = rng.randint(2021, 2024)
            p.passport_issue = f"{py}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            p.passport_expiry = f"{py + 5}{p.passport_issue[4:]}"
        last = p.months[-1]
        nxt = fmt.add_months(last, 1)
        p.issue_date = f"{nxt}-{rng.randint(3, 24):02d}"
        e = employers[p.employer]
        p.pay = {m: payroll(p, e, m) for m in p.months}
        if p.conflict == "second_payslip":
            m = p.months[-1]
            p.pay[m] = payroll(
                p, e, m, [("Heures supplémentaires 25%", 612.50, True), ("Prime exceptionnelle", 1500.0, True)]
            )
        people.append(p)
    return World(employers, banks, people)
