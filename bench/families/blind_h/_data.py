"""The family's own people, employers, banks and the fourteen cases' plans."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import _fmt as fmt

GIVEN_M = {
    "Karim": "كريم",
    "Youssef": "يوسف",
    "Hamza": "حمزة",
    "Omar": "عمر",
    "Anas": "أنس",
    "Mehdi": "المهدي",
    "Rachid": "رشيد",
    "Abdelilah": "عبد الإله",
    "Abderrahim": "عبد الرحيم",
    "Said": "سعيد",
    "Hicham": "هشام",
    "Adil": "عادل",
    "Othmane": "عثمان",
    "Ayoub": "أيوب",
    "Brahim": "ابراهيم",
    "Zakaria": "زكرياء",
    "Soufiane": "سفيان",
    "Nabil": "نبيل",
    "Tarik": "طارق",
    "Driss": "ادريس",
    "Jamal": "جمال",
    "Mustapha": "مصطفى",
    "Abdellatif": "عبد اللطيف",
    "Mohamed Amine": "محمد أمين",
    "Yassine": "ياسين",
    "Ilyas": "إلياس",
    "Lahcen": "لحسن",
    "Mounir": "منير",
}
GIVEN_F = {
    "Salma": "سلمى",
    "Khadija": "خديجة",
    "Nadia": "نادية",
    "Meryem": "مريم",
    "Imane": "إيمان",
    "Houda": "هدى",
    "Zineb": "زينب",
    "Hanane": "حنان",
    "Samira": "سميرة",
    "Latifa": "لطيفة",
    "Asmaa": "أسماء",
    "Loubna": "لبنى",
    "Ghizlane": "غزلان",
    "Naima": "نعيمة",
    "Souad": "سعاد",
    "Kawtar": "كوثر",
    "Sanaa": "سناء",
    "Wafae": "وفاء",
    "Btissam": "ابتسام",
    "Hajar": "هاجر",
    "Fatima Zahra": "فاطمة الزهراء",
    "Oumaima": "أميمة",
    "Rajae": "رجاء",
}
FATHERS = [
    "Mohamed",
    "Ahmed",
    "Abdelkader",
    "Lahcen",
    "Brahim",
    "Mustapha",
    "Abdellah",
    "Driss",
    "Hassan",
    "Allal",
    "Mbarek",
    "Abdeslam",
    "Larbi",
    "Bouchaib",
    "Miloud",
    "Jilali",
]
FATHERS_AR = {
    "Mohamed": "محمد",
    "Ahmed": "أحمد",
    "Abdelkader": "عبد القادر",
    "Lahcen": "لحسن",
    "Brahim": "ابراهيم",
    "Mustapha": "مصطفى",
    "Abdellah": "عبد الله",
    "Driss": "ادريس",
    "Hassan": "حسن",
    "Allal": "علال",
    "Mbarek": "امبارك",
    "Abdeslam": "عبد السلام",
    "Larbi": "العربي",
    "Bouchaib": "بوشعيب",
    "Miloud": "الميلود",
    "Jilali": "الجيلالي",
}
MOTHERS = [
    "Fatima",
    "Aicha",
    "Khadija",
    "Zohra",
    "Rkia",
    "Halima",
    "Mina",
    "Fatna",
    "Zahra",
    "Malika",
    "Yamna",
    "Hadda",
    "Saadia",
    "Touria",
]
MOTHERS_AR = {
    "Fatima": "فاطمة",
    "Aicha": "عائشة",
    "Khadija": "خديجة",
    "Zohra": "الزهرة",
    "Rkia": "رقية",
    "Halima": "حليمة",
    "Mina": "مينة",
    "Fatna": "فاطنة",
    "Zahra": "زهرة",
    "Malika": "مليكة",
    "Yamna": "يامنة",
    "Hadda": "حادة",
    "Saadia": "سعدية",
    "Touria": "ثورية",
}
SURNAMES = {
    "Bennani": "بناني",
    "El Amrani": "العمراني",
    "Alaoui": "العلوي",
    "Tazi": "التازي",
    "Berrada": "برادة",
    "Chraibi": "الشرايبي",
    "El Idrissi": "الإدريسي",
    "Benjelloun": "بنجلون",
    "Lahlou": "لحلو",
    "Ouazzani": "الوزاني",
    "Fassi Fihri": "الفاسي الفهري",
    "Kettani": "الكتاني",
    "Bouzidi": "البوزيدي",
    "Naciri": "الناصري",
    "Ait Taleb": "آيت الطالب",
    "Oubaha": "أوباها",
    "Amzil": "أمزيل",
    "Boutaleb": "بوطالب",
    "El Mansouri": "المنصوري",
    "Zeroual": "زروال",
    "Sebti": "السبتي",
    "Belkadi": "بلقاضي",
    "Ouchen": "أوشن",
    "El Khattabi": "الخطابي",
    "Rahmouni": "الرحموني",
    "Cherkaoui": "الشرقاوي",
    "Bakkali": "البقالي",
    "El Ghazouani": "الغزواني",
    "Filali": "الفيلالي",
    "Skalli": "السقلي",
    "Belhaj": "بلحاج",
    "Ziani": "الزياني",
    "Ben Abdeljalil": "بن عبد الجليل",
    "Idrissi Kaitouni": "الإدريسي القيطوني",
    "Ait Lhaj": "آيت الحاج",
    "Hajji": "الحجي",
    "Moutaouakil": "المتوكل",
    "Laaroussi": "العروسي",
    "Tahiri": "الطاهري",
    "Bouhaddou": "بوحدو",
}
# town -> (Arabic, postal code, CIN prefixes)
TOWNS = {
    "CASABLANCA": ("الدار البيضاء", "20000", ["BK", "BE", "BH", "BJ", "BL"]),
    "RABAT": ("الرباط", "10000", ["A", "AB", "AD"]),
    "SALE": ("سلا", "11000", ["AE", "AA"]),
    "FES": ("فاس", "30000", ["C", "CB", "CD"]),
    "MEKNES": ("مكناس", "50000", ["D", "DA"]),
    "MARRAKECH": ("مراكش", "40000", ["E", "EE"]),
    "OUJDA": ("وجدة", "60000", ["F", "FA"]),
    "KENITRA": ("القنيطرة", "14000", ["G", "GA"]),
    "SAFI": ("آسفي", "46000", ["H", "HA"]),
    "BENI MELLAL": ("بني ملال", "23000", ["I", "IA"]),
    "AGADIR": ("أكادير", "80000", ["J", "JB"]),
    "TANGER": ("طنجة", "90000", ["K", "KB"]),
    "TETOUAN": ("تطوان", "93000", ["L", "LB"]),
    "EL JADIDA": ("الجديدة", "24000", ["M", "MC"]),
    "BERKANE": ("بركان", "63300", ["FB", "FJ"]),
    "TAZA": ("تازة", "35000", ["Z", "ZG"]),
    "SETTAT": ("سطات", "26000", ["W", "WA"]),
    "KHOURIBGA": ("خريبكة", "25000", ["Q", "QA"]),
    "LARACHE": ("العرائش", "92000", ["LC"]),
    "OUARZAZATE": ("ورزازات", "45000", ["JE"]),
    "TIZNIT": ("تيزنيت", "85000", ["JK"]),
    "KHEMISSET": ("الخميسات", "15000", ["X"]),
    "NADOR": ("الناظور", "62000", ["S", "SA"]),
    "ESSAOUIRA": ("الصويرة", "44000", ["N"]),
    "FQUIH BEN SALAH": ("الفقيه بن صالح", "23200", ["IB"]),
    "SIDI KACEM": ("سيدي قاسم", "16000", ["GK"]),
    "TAROUDANT": ("تارودانت", "83000", ["JT"]),
    "KSAR EL KEBIR": ("القصر الكبير", "92150", ["LA"]),
    "SIDI BENNOUR": ("سيدي بنور", "24350", ["MA"]),
    "AZROU": ("أزرو", "53100", ["DN"]),
}
STREETS = [
    "RUE IBN KHALDOUN",
    "AV HASSAN II",
    "BD MOHAMMED V",
    "RUE AL MOUTANABBI",
    "RUE 14",
    "RUE 7",
    "AV DES FAR",
    "RUE IBN BATOUTA",
    "RUE OUED SEBOU",
    "RUE ABOU BAKR ESSEDDIK",
    "AV ALLAL EL FASSI",
    "RUE TARIK IBN ZIAD",
    "RUE AL WAHDA",
    "AV MOULAY ISMAIL",
    "RUE AZILAL",
    "RUE JBEL TOUBKAL",
]
QUARTERS = [
    "HAY SALAM",
    "HAY EL OUAHDA",
    "QUARTIER ESSAADA",
    "HAY MOHAMMADI",
    "LOT AL AMAL",
    "HAY RIAD",
    "CITE AL MASSIRA",
    "HAY NAHDA",
    "LOTISSEMENT ANNASR",
    "HAY ANDALOUS",
    "DOUAR LAHMAR",
    "HAY ERRAHMA",
    "QUARTIER MAARIF",
    "HAY KARIMA",
    "LOT ZOHOUR",
]


@dataclass
class Employer:
    name: str  # the legal name, as labelled
    brand: str  # what its logo says
    town: str
    address: list[str]
    cnss: str
    form_note: str  # capital / status line
    colors: tuple
    logo: str
    sector: str
    public: bool = False
    bureau: dict | None = None  # payroll bureau printing its payslips
    signatory: tuple = ("", "")
    rc: str = ""
    ifisc: str = ""
    ice: str = ""
    patente: str = ""
    phone: str = ""
    fmt: str = "fr"


@dataclass
class Bank:
    name: str  # as printed, as labelled
    code: str
    bic: str
    colors: tuple
    logo: str
    initials: str


BANKS = {
    "awb": Bank("Attijariwafa bank", "007", "BCMAMAMC", ((242, 160, 0), (140, 60, 30)), "wave", "AWB"),
    "boa": Bank("Bank of Africa", "011", "BMCEMAMC", ((0, 84, 150), (0, 160, 100)), "rings", "BOA"),
    "bp": Bank("Banque Populaire", "000", "BCPOMAMC", ((120, 60, 20), (230, 120, 20)), "hex", "BP"),
    "cih": Bank("CIH Bank", "230", "CIHMMAMC", ((0, 90, 170), (240, 130, 0)), "square", "CIH"),
    "cdm": Bank("Crédit du Maroc", "021", "CDMAMAMC", ((0, 120, 80), (150, 200, 60)), "diamond", "CDM"),
    "sgm": Bank("Société Générale Maroc", "022", "SGMBMAMC", ((220, 0, 30), (20, 20, 20)), "split", "SG"),
    "bmci": Bank("BMCI", "013", "BMCIMAMC", ((0, 130, 90), (0, 70, 50)), "stripes", "BMCI"),
    "cam": Bank("Crédit Agricole du Maroc", "225", "CNCAMAMR", ((0, 110, 60), (230, 180, 0)), "leaf", "CAM"),
    "abb": Bank("Al Barid Bank", "350", "", ((250, 200, 0), (0, 60, 130)), "circle", "ABB"),
    "cfg": Bank("CFG Bank", "050", "CAFGMAMC", ((20, 40, 80), (180, 150, 90)), "chevrons", "CFG"),
}

BUREAU = {
    "name": "Fiduciaire Al Mizane Conseil SARL",
    "brand": "AL MIZANE",
    "tag": "Expertise comptable - Conseil fiscal et juridique - Gestion de la paie",
    "address": ["12, Rue Antsirabé, 2ème étage", "50000 Meknès"],
    "phone": "05 35 52 61 40",
}


def _emp(rng, name, brand, town, address, form_note, colors, logo, sector, signatory, **kw) -> Employer:
    return Employer(
        name=name,
        brand=brand,
        town=town,
        address=address,
        cnss=str(rng.randint(1000000, 9899999)),
        form_note=form_note,
        colors=colors,
        logo=logo,
        sector=sector,
        signatory=signatory,
        rc=str(rng.randint(10000, 599999)),
        ifisc=str(rng.randint(1000000, 52999999)),
        ice="00" + "".join(str(rng.randint(0, 9)) for _ in range(13)),
        patente=str(rng.randint(10000000, 79999999)),
        phone=f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
        **kw,
    )


def employers(rng: random.Random) -> dict[str, Employer]:
    return {
        "somadis": _emp(
            rng,
            "Société Marocaine de Distribution et de Services Industriels S.A.",
            "SOMADIS",
            "CASABLANCA",
            ["Lot 47, Zone Industrielle Aïn Sebaâ", "20250 Casablanca"],
            "Société Anonyme au capital de 48 000 000 DH",
            ((16, 52, 96), (214, 40, 40)),
            "square",
            "distribution",
            ("Hassan Berrada", "Directeur des Ressources Humaines"),
            fmt="fr",
        ),
        "wifaq": _emp(
            rng,
            "Coopérative Agricole Al Wifaq",
            "AL WIFAQ",
            "BERKANE",
            ["Douar Ouled Sidi Slimane, Route de Saïdia", "63300 Berkane"],
            "Coopérative agréée - ODCO n° 4471",
            ((40, 120, 40), (200, 160, 40)),
            "leaf",
            "agriculture",
            ("Abdelkader Ziani", "Le Président du Conseil d'Administration"),
            fmt="plain",
        ),
        "amal": _emp(
            rng,
            "Clinique Al Amal SARL",
            "CLINIQUE AL AMAL",
            "AGADIR",
            ["Angle Bd Hassan II et Rue de la Foire", "Quartier Talborjt, 80000 Agadir"],
            "SARL au capital de 6 500 000 DH",
            ((0, 130, 160), (230, 60, 60)),
            "cross",
            "santé",
            ("Dr. Nadia Belkadi", "Directrice Administrative"),
        ),
        "zitoune": _emp(
            rng,
            "Garage Zitoune Auto Services SARL AU",
            "ZITOUNE AUTO",
            "MEKNES",
            ["Lot 112, Zone Industrielle Mejjat", "50000 Meknès"],
            "SARL AU au capital de 100 000 DH",
            ((60, 60, 60), (230, 120, 0)),
            "chevrons",
            "automobile",
            ("Mounir Tahiri", "Gérant"),
            bureau=BUREAU,
            fmt="frdot",
        ),
        "tilila": _emp(
            rng,
            "Hôtel Riad Tilila SARL",
            "RIAD TILILA",
            "MARRAKECH",
            ["Derb Sidi Bouamar n° 18, Riad Zitoun Lakdim", "40000 Marrakech - Médina"],
            "SARL au capital de 2 000 000 DH",
            ((150, 70, 30), (220, 180, 90)),
            "sun",
            "hôtellerie",
            ("Latifa Sebti", "Directrice Générale"),
            fmt="fr",
        ),
        "ormva": _emp(
            rng,
            "Office Régional de Mise en Valeur Agricole du Tadla",
            "ORMVA / TADLA",
            "FQUIH BEN SALAH",
            ["B.P. 48, Avenue Mohammed V", "23200 Fquih Ben Salah"],
            "Etablissement public doté de la personnalité morale",
            ((0, 90, 50), (190, 30, 45)),
            "circle",
            "public",
            ("Abdellah Naciri", "Le Chef de la Division Administrative et Financière"),
            public=True,
            fmt="nbsp",
        ),
        "orangers": _emp(
            rng,
            "Groupe Scolaire Les Orangers SARL AU",
            "LES ORANGERS",
            "KENITRA",
            ["45, Avenue Mohammed Diouri", "14000 Kénitra"],
            "SARL AU au capital de 500 000 DH - Autorisation AREF n° 118/2011",
            ((230, 120, 0), (30, 110, 60)),
            "book",
            "enseignement",
            ("Samira Lahlou", "Directrice Pédagogique"),
            fmt="fr",
        ),
        "boukhriss": _emp(
            rng,
            "Transports Boukhriss et Fils SARL",
            "TRANSPORTS BOUKHRISS",
            "TANGER",
            ["Zone Logistique Gzenaya, Lot 9", "90000 Tanger"],
            "SARL au capital de 3 000 000 DH",
            ((20, 60, 140), (240, 190, 0)),
            "chevrons",
            "transport",
            ("Driss Boukhriss", "Gérant"),
            fmt="en",
        ),
        "atlasinterim": _emp(
            rng,
            "Atlas Intérim Services SARL",
            "ATLAS INTERIM",
            "CASABLANCA",
            ["187, Boulevard Zerktouni, 5ème étage", "20050 Casablanca"],
            "SARL au capital de 1 000 000 DH - Agrément ETT n° 27/2016",
            ((110, 30, 120), (250, 170, 0)),
            "diamond",
            "intérim",
            ("Yassine Amzil", "Responsable Administration du Personnel"),
            fmt="fr",
        ),
        "nour": _emp(
            rng,
            "Nour Relation Client SARL AU",
            "NOUR CONTACT",
            "FES",
            ["Technopark Fès, Route d'Imouzzer, Bât. C", "30000 Fès"],
            "SARL AU au capital de 1 200 000 DH",
            ((0, 150, 200), (40, 40, 80)),
            "rings",
            "centre d'appels",
            ("Kawtar Filali", "Chargée RH"),
        ),
        "ingena": _emp(
            rng,
            "Bureau d'Études Ingéna SARL",
            "INGENA",
            "RABAT",
            ["14, Rue Oum Errabia, Agdal", "10090 Rabat"],
            "SARL au capital de 800 000 DH",
            ((30, 30, 30), (0, 150, 130)),
            "hex",
            "ingénierie",
            ("Omar Kettani", "Directeur Général"),
            fmt="frdot",
        ),
        "gharb": _emp(
            rng,
            "Société Laitière du Gharb SA",
            "LAITERIE DU GHARB",
            "SIDI KACEM",
            ["Route de Meknès, km 4", "16000 Sidi Kacem"],
            "SA au capital de 25 000 000 DH",
            ((0, 100, 180), (255, 255, 255)),
            "drop",
            "agroalimentaire",
            ("Rachid El Mansouri", "Directeur des Ressources Humaines"),
            fmt="fr",
        ),
        "bouregreg": _emp(
            rng,
            "Textiles Bouregreg SARL",
            "TEXTILES BOUREGREG",
            "SALE",
            ["Quartier Industriel Hay Rahma, Lot 61", "11000 Salé"],
            "SARL au capital de 1 500 000 DH",
            ((120, 20, 60), (200, 200, 200)),
            "stripes",
            "textile",
            ("Jamal Cherkaoui", "Gérant"),
            fmt="dot",
        ),
        "farabi": _emp(
            rng,
            "Institut Supérieur Privé Al Farabi de Gestion SARL",
            "ISP AL FARABI",
            "OUJDA",
            ["Boulevard Allal El Fassi, Hay Al Qods", "60000 Oujda"],
            "SARL au capital de 2 400 000 DH",
            ((0, 70, 140), (200, 150, 0)),
            "book",
            "enseignement supérieur",
            ("Souad Bakkali", "Secrétaire Générale"),
        ),
    }


AGENCIES = {
    "CASABLANCA": ["Casa Maarif", "Casa Ain Sebaa", "Casa Hay Hassani", "Casa Sidi Maarouf"],
    "BERKANE": ["Berkane Centre"],
    "AGADIR": ["Agadir Talborjt", "Agadir Dakhla"],
    "MEKNES": ["Meknès Hamria", "Meknès Marjane"],
    "MARRAKECH": ["Marrakech Guéliz", "Marrakech Daoudiate"],
    "FQUIH BEN SALAH": ["Fquih Ben Salah"],
    "KENITRA": ["Kénitra Maamora"],
    "TANGER": ["Tanger Mghogha", "Tanger Iberia"],
    "FES": ["Fès Atlas", "Fès Saïss"],
    "RABAT": ["Rabat Agdal", "Rabat Hassan"],
    "SIDI KACEM": ["Sidi Kacem"],
    "SALE": ["Salé Tabriquet", "Salé Bettana"],
    "OUJDA": ["Oujda Al Qods", "Oujda Mohammed V"],
}
BRANCH_STREETS = [
    "Avenue Hassan II",
    "Boulevard Mohammed V",
    "Avenue des FAR",
    "Place de la Marche Verte",
    "Boulevard Abdelkrim El Khattabi",
    "Avenue Allal Ben Abdellah",
]
TOWN_CODE = {
    "CASABLANCA": "780",
    "RABAT": "810",
    "SALE": "815",
    "FES": "270",
    "MEKNES": "480",
    "MARRAKECH": "450",
    "OUJDA": "590",
    "KENITRA": "400",
    "AGADIR": "010",
    "TANGER": "640",
    "BERKANE": "115",
    "FQUIH BEN SALAH": "292",
    "SIDI KACEM": "735",
}


@dataclass
class Person:
    given: str
    surname: str
    sex: str
    dob: dt.date
    pob: str
    cin: str
    card_no: str
    cin_issue: dt.date
    cin_expiry: dt.date
    card_address: list[str]
    postal_address: list[str]
    father: str
    mother: str
    etat_civil: str
    given_ar: str
    surname_ar: str
    father_ar: str
    mother_ar: str
    town: str
    passport_no: str = ""
    passport_issue: dt.date | None = None
    passport_expiry: dt.date | None = None
    phone: str = ""

    @property
    def full(self) -> str:
        return f"{self.given} {self.surname}"

    @property
    def civ(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"

    @property
    def civ_short(self) -> str:
        return "M." if self.sex == "M" else "Mme"


@dataclass
class Job:
    employer: Employer
    position: str
    hire: dt.date
    contract: str  # CDI CDD ANAPEC INTERIM STAGE
    cnss_no: str
    affiliation: dt.date
    matricule: str
    base: float
    primes: list  # [(label, amount, taxable)]
    cimr: float = 0.0
    mutuelle: float = 0.0
    dependents: int = 0
    family: str = "C"
    grade: str = ""


@dataclass
class Account:
    bank: Bank
    code: str
    town_code: str
    number: str
    agency: str
    agency_address: str

    @property
    def rib(self) -> str:
        return self.code + self.town_code + self.number + fmt.rib_key(self.code, self.town_code, self.number)


@dataclass
class Doc:
    type: str
    cond: str
    opts: dict = field(default_factory=dict)


# the fourteen cases: who works where, which bank, which papers in which condition, which conflicts are planted
# conditions: C clean, B born_digital, D degraded
PLANS = [
    dict(
        cid="c01",
        sex="M",
        emp="somadis",
        position="Responsable logistique",
        contract="CDI",
        base=14200.0,
        primes=[
            ("Prime de responsabilité", 1800.0, True),
            ("Indemnité de transport", 500.0, False),
            ("Prime de panier", 286.0, False),
        ],
        cimr=0.06,
        mutuelle=142.0,
        dep=2,
        bank="awb",
        bank_code="007",
        home="CASABLANCA",
        pslip="grid",
        months=3,
        docs=(
            "cin_front:C cin_back:C payslip:B payslip:B payslip:D employment_certificate:C "
            "salary_certificate:B bank_statement:B rib:C"
        ),
    ),
    dict(
        cid="c02",
        sex="M",
        emp="wifaq",
        position="Technicien agricole",
        contract="CDI",
        base=5400.0,
        primes=[("Indemnité de déplacement", 350.0, False)],
        dep=3,
        bank="cam",
        bank_code="225",
        home="BERKANE",
        pslip="dotmatrix",
        months=2,
        docs="cin_front:D cin_back:D payslip:D payslip:D employment_certificate:D cnss_certificate:C bank_statement:C",
    ),
    dict(
        cid="c03",
        sex="F",
        emp="amal",
        position="Infirmière polyvalente",
        contract="CDI",
        base=7200.0,
        primes=[("Prime de garde", 650.0, True), ("Indemnité de transport", 400.0, False)],
        mutuelle=95.0,
        dep=1,
        bank="cih",
        bank_code="230",
        home="AGADIR",
        pslip="modern",
        months=2,
        passport=True,
        docs=(
            "passport:C payslip:B payslip:B salary_certificate:D employment_certificate:C cnss_certificate:D "
            "bank_statement:D rib:B"
        ),
        conflict=dict(kind="inflated", fields=["gross_salary", "net_salary"]),
    ),
    dict(
        cid="c04",
        sex="M",
        emp="zitoune",
        position="Mécanicien automobile",
        contract="CDI",
        base=4600.0,
        primes=[("Prime de rendement", 300.0, True), ("Indemnité de transport", 250.0, False)],
        dep=2,
        bank="bp",
        bank_code="190",
        home="MEKNES",
        pslip="bureau",
        months=3,
        docs="cin_front:D cin_back:C payslip:C payslip:C payslip:D employment_certificate:B bank_statement:B rib:D",
    ),
    dict(
        cid="c05",
        sex="M",
        emp="tilila",
        position="Chef de réception",
        contract="CDI",
        base=8200.0,
        primes=[("Prime de langue", 600.0, True), ("Indemnité de représentation", 700.0, False)],
        dep=0,
        bank="bmci",
        bank_code="013",
        home="MARRAKECH",
        pslip="grid",
        months=2,
        docs=(
            "cin_front:C cin_back:D payslip:D payslip:B employment_certificate:C salary_certificate:C "
            "cnss_certificate:D bank_statement:D rib:D"
        ),
        conflict=dict(kind="employer", fields=["employer"], other="Tilila Hospitality Management SARL"),
    ),
    dict(
        cid="c06",
        sex="M",
        emp="ormva",
        position="Ingénieur d'Etat en génie rural",
        contract="CDI",
        base=9850.0,
        primes=[
            ("Indemnité de résidence", 985.0, True),
            ("Indemnité de fonction", 1800.0, True),
            ("Indemnité de représentation", 1200.0, True),
            ("Allocations familiales", 300.0, False),
        ],
        dep=3,
        bank="abb",
        bank_code="350",
        home="FQUIH BEN SALAH",
        pslip="public",
        months=2,
        passport=True,
        docs="passport:D payslip:B payslip:C payslip:D employment_certificate:B salary_certificate:D bank_statement:B",
    ),
    dict(
        cid="c07",
        sex="F",
        emp="orangers",
        position="Professeure de mathématiques",
        contract="CDD",
        base=6300.0,
        primes=[("Heures de soutien", 450.0, True), ("Indemnité de transport", 300.0, False)],
        dep=0,
        bank="sgm",
        bank_code="022",
        home="KENITRA",
        pslip="modern",
        months=2,
        overdrawn=True,
        docs=(
            "cin_front:C cin_back:C payslip:D payslip:D employment_certificate:D salary_certificate:B "
            "bank_statement:C rib:B"
        ),
    ),
    dict(
        cid="c08",
        sex="M",
        emp="boukhriss",
        position="Chauffeur poids lourd",
        contract="CDI",
        base=5900.0,
        primes=[("Prime de route", 800.0, True), ("Prime de panier", 390.0, False)],
        dep=4,
        bank="boa",
        bank_code="011",
        home="TANGER",
        pslip="dotmatrix",
        months=2,
        docs=(
            "cin_front:D cin_back:D payslip:C payslip:B employment_certificate:C cnss_certificate:D "
            "bank_statement:B rib:C"
        ),
        conflict=dict(kind="cin", fields=["cin"]),
    ),
    dict(
        cid="c09",
        sex="F",
        emp="atlasinterim",
        position="Opératrice de production",
        contract="INTERIM",
        base=3422.0,
        primes=[("Prime d'assiduité", 250.0, True), ("Indemnité de transport", 200.0, False)],
        dep=1,
        bank="bp",
        bank_code="145",
        home="CASABLANCA",
        pslip="grid",
        months=3,
        overdrawn=True,
        docs=(
            "cin_front:C cin_back:D payslip:B payslip:B payslip:D employment_certificate:D cnss_certificate:C "
            "bank_statement:D"
        ),
    ),
    dict(
        cid="c10",
        sex="F",
        emp="nour",
        position="Conseillère clientèle",
        contract="ANAPEC",
        base=4800.0,
        primes=[("Prime d'objectifs", 400.0, True)],
        dep=0,
        bank="cdm",
        bank_code="021",
        home="FES",
        pslip="modern",
        months=2,
        overdrawn=True,
        docs=(
            "cin_front:D cin_back:C payslip:C payslip:D salary_certificate:C employment_certificate:B bank_statement:C"
        ),
    ),
    dict(
        cid="c11",
        sex="M",
        emp="ingena",
        position="Ingénieur structure",
        contract="CDI",
        base=17500.0,
        primes=[("Prime de projet", 2500.0, True), ("Indemnité de transport", 500.0, False)],
        cimr=0.045,
        mutuelle=210.0,
        dep=1,
        bank="cfg",
        bank_code="050",
        home="RABAT",
        pslip="grid",
        months=2,
        docs=(
            "cin_front:C cin_back:C payslip:D payslip:C employment_certificate:B salary_certificate:D "
            "bank_statement:D rib:B"
        ),
        conflict=dict(kind="dob", fields=["date_of_birth"]),
    ),
    dict(
        cid="c12",
        sex="F",
        emp="gharb",
        position="Responsable qualité",
        contract="CDI",
        base=10900.0,
        primes=[("Prime de qualité", 900.0, True), ("Indemnité de transport", 400.0, False)],
        cimr=0.03,
        mutuelle=120.0,
        dep=2,
        bank="bp",
        bank_code="157",
        home="SIDI KACEM",
        pslip="dotmatrix",
        months=2,
        passport=True,
        docs="passport:D payslip:C payslip:B payslip:D employment_certificate:C bank_statement:C cnss_certificate:B",
    ),
    dict(
        cid="c13",
        sex="M",
        emp="bouregreg",
        position="Chef d'atelier",
        contract="CDI",
        base=6500.0,
        primes=[("Prime de production", 700.0, True), ("Indemnité de transport", 300.0, False)],
        dep=2,
        bank="awb",
        bank_code="007",
        home="SALE",
        pslip="modern",
        months=2,
        docs=(
            "cin_front:D cin_back:D payslip:B payslip:B employment_certificate:C salary_certificate:D "
            "cnss_certificate:C bank_statement:D rib:C"
        ),
        conflict=dict(kind="second_pay", fields=["gross_salary", "net_salary"]),
    ),
    dict(
        cid="c14",
        sex="F",
        emp="farabi",
        position="Assistante administrative",
        contract="CDI",
        base=5600.0,
        primes=[("Indemnité de transport", 300.0, False)],
        mutuelle=60.0,
        dep=1,
        bank="bp",
        bank_code="181",
        home="OUJDA",
        pslip="grid",
        months=1,
        overdrawn=True,
        docs=(
            "cin_front:C cin_back:D payslip:D employment_certificate:D salary_certificate:B cnss_certificate:C "
            "bank_statement:B"
        ),
    ),
]

TODAY = dt.date(2025, 5, 12)


def _pick_person(rng: random.Random, sex: str, home: str, used: set) -> Person:
    givens = GIVEN_M if sex == "M" else GIVEN_F
    while True:
        given = rng.choice(sorted(givens))
        surname = rng.choice(sorted(SURNAMES))
        if given not in used and surname not in used and len(fmt.mrz_name(surname) + "<<" + fmt.mrz_name(given)) <= 30:
            break
    used.update({given, surname})
    dob = dt.date(rng.randint(1970, 1999), rng.randint(1, 12), rng.randint(1, 28))
    pob = rng.choice([home] * 3 + sorted(TOWNS))
    prefix = rng.choice(TOWNS[pob][2] if rng.random() < 0.6 else TOWNS[home][2])
    digits = rng.randint(4, 6) if len(prefix) == 2 else rng.randint(5, 6)
    cin = prefix + str(rng.randint(10 ** (digits - 1), 10**digits - 1))
    issue = dt.date(rng.randint(2017, 2023), rng.randint(1, 12), rng.randint(1, 28))
    expiry = issue.replace(year=issue.year + 10) - dt.timedelta(days=1)
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    card_no = rng.choice(letters) + rng.choice(letters) + str(rng.randint(1000000, 9999999))
    num = rng.randint(1, 240)
    street, quarter = rng.choice(STREETS), rng.choice(QUARTERS)
    card_address = (
        [f"{quarter} {street} NR {num}", home] if rng.random() < 0.5 else [f"{num} {street}", f"{quarter} {home}"]
    )
    postal = [
        f"{num} {street.title().replace('Av ', 'Avenue ').replace('Bd ', 'Boulevard ')}",
        quarter.title(),
        f"{TOWNS[home][1]} {home}",
    ]
    father = rng.choice(FATHERS)
    mother = rng.choice(MOTHERS)
    return Person(
        given=given,
        surname=surname,
        sex=sex,
        dob=dob,
        pob=pob,
        cin=cin,
        card_no=card_no,
        cin_issue=issue,
        cin_expiry=expiry,
        card_address=card_address,
        postal_address=postal,
        father=father,
        mother=mother,
        etat_civil=f"{rng.randint(12, 1999)}/{dob.year}",
        given_ar=givens[given],
        surname_ar=SURNAMES[surname],
        father_ar=FATHERS_AR[father],
        mother_ar=MOTHERS_AR[mother],
        town=home,
        phone=f"06 {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
    )


def build_cases(seed: int) -> list[dict]:
    master = random.Random(seed * 7919 + 17)
    emps = employers(random.Random(seed * 31 + 5))
    used: set = set()
    cases = []
    for plan in PLANS:
        rng = random.Random(master.random())
        person = _pick_person(rng, plan["sex"], plan["home"], used)
        if plan.get("passport"):
            letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
            person.passport_no = rng.choice(letters) + rng.choice(letters) + str(rng.randint(1000000, 9999999))
            person.passport_issue = dt.date(rng.randint(2021, 2024), rng.randint(1, 12), rng.randint(1, 28))
            person.passport_expiry = person.passport_issue.replace(year=person.passport_issue.year + 5) - dt.timedelta(
                days=1
            )
        emp = emps[plan["emp"]]
        earliest = max(dt.date(2006, 1, 1), person.dob.replace(year=person.dob.year + 21))
        span = (dt.date(2023, 6, 30) - earliest).days
        hire = earliest + dt.timedelta(days=rng.randint(0, max(1, span)))
        if plan["contract"] in ("CDD", "ANAPEC", "INTERIM"):
            hire = dt.date(rng.choice([2023, 2024]), rng.randint(1, 12), 1)
        hire = hire.replace(day=rng.choice([1, 1, 1, 2, 15, hire.day]))
        affiliation = hire - dt.timedelta(days=rng.choice([0, 0, 3, 10, 400, 1300]))
        job = Job(
            employer=emp,
            position=plan["position"],
            hire=hire,
            contract=plan["contract"],
            cnss_no=str(rng.randint(100000000, 199999999)),
            affiliation=affiliation,
            matricule=rng.choice(["", "M", "0", "E-"]) + str(rng.randint(120, 9800)),
            base=plan["base"],
            primes=plan["primes"],
            cimr=plan.get("cimr", 0.0),
            mutuelle=plan.get("mutuelle", 0.0),
            dependents=plan["dep"],
            family="M" if plan["dep"] >= 2 else rng.choice(["C", "M"]),
            grade="Ingénieur d'Etat 1er grade - Echelle 11, échelon 5" if emp.public else "",
        )
        bank = BANKS[plan["bank"]]
        town = emp.town if emp.town in AGENCIES and rng.random() < 0.3 else plan["home"]
        agency = "Agence " + rng.choice(AGENCIES.get(town, [town.title()]))
        acct = Account(
            bank=bank,
            code=plan["bank_code"],
            town_code=TOWN_CODE.get(town, f"{rng.randint(100, 899):03d}"),
            number="".join(str(rng.randint(0, 9)) for _ in range(16)),
            agency=agency,
            agency_address=f"{rng.randint(2, 300)}, {rng.choice(BRANCH_STREETS)}, {town.title()}",
        )
        docs = [Doc(*item.split(":")) for item in plan["docs"].split()]
        cases.append(dict(plan=plan, person=person, job=job, account=acct, docs=docs, rng_seed=rng.random()))
    return cases
