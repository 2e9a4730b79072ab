"""The family's applicants, employers and banks (all invented; bank names as their statements print them)."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random

D = dt.date
_EPOCH = dt.date(2000, 1, 1)


@dataclasses.dataclass
class Employer:
    key: str
    name: str  # full legal name, as labelled
    short: str  # the brand on the letterhead
    city: str
    address: str
    phone: str
    color: str
    logo: str  # shape of the drawn logo
    rc: str = ""
    if_: str = ""
    ice: str = ""
    patente: str = ""
    cnss: str = ""  # 7 digits, drawn
    signatory: str = ""
    signatory_title: str = ""
    name_ar: str = ""


@dataclasses.dataclass
class Bank:
    key: str
    name: str  # as its papers print it
    code: str
    color: str
    accent: str
    swift: str
    site: str
    legal: str


@dataclasses.dataclass
class Pay:
    base: float
    taxable: list[tuple[str, float]]  # (label, monthly amount)
    nontaxable: list[tuple[str, float]]
    cimr: float = 0.0
    dependents: int = 0
    loan: float = 0.0  # a monthly loan repayment withheld
    scheme: str = "normal"  # normal | anapec | stage


@dataclasses.dataclass
class Person:
    case: str
    given: str
    surname: str
    given_ar: str
    surname_ar: str
    sex: str
    dob: dt.date
    pob: str
    pob_ar: str
    cin: str | None
    nationality: str
    address: list[str]  # as a CNIE back or a utility bill prints it
    city: str
    father: str = ""
    mother: str = ""
    employer: str = ""
    position: str = ""
    position_ar: str = ""
    hire: dt.date = _EPOCH
    contract: str = "CDI"
    pay: Pay | None = None
    bank: str = ""
    city_code: str = ""
    branch: str = ""
    months: list[tuple[int, int]] = dataclasses.field(default_factory=list)
    # drawn per seed
    cnss_number: str = ""
    matricule: str = ""
    card_number: str = ""
    card_issue: dt.date = _EPOCH
    card_expiry: dt.date = _EPOCH
    etat_civil: str = ""
    rib: str = ""
    can: str = ""

    @property
    def name(self) -> str:
        """The label form: given names first, family name in capitals."""
        return f"{self.given} {self.surname}"

    @property
    def title(self) -> str:
        return "M." if self.sex == "M" else "Mme"

    @property
    def civ(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"


EMPLOYERS = [
    Employer(
        "souss",
        "Souss Agrumes Export SARL",
        "SOUSS AGRUMES",
        "Agadir",
        "Lot 112, Zone Industrielle Tassila, 80000 Agadir",
        "05 28 33 41 20",
        "#d9730d",
        "sun",
        signatory="Brahim Oubella",
        signatory_title="Directeur des Ressources Humaines",
        name_ar="سوس للحوامض للتصدير ش.م.م",
    ),
    Employer(
        "atlasdigital",
        "Atlas Digital Services SA",
        "atlas digital",
        "Casablanca",
        "Technopark, Route de Nouaceur, Bureau 318, 20150 Casablanca",
        "05 22 87 60 14",
        "#2457a6",
        "hex",
        signatory="Leila Chraibi",
        signatory_title="Responsable Administration du Personnel",
    ),
    Employer(
        "nexa",
        "Nexa Conseil SARL AU",
        "NEXA",
        "Casablanca",
        "21, Rue Ibnou Majid El Bahar, 20000 Casablanca",
        "05 22 44 09 71",
        "#7a2e8c",
        "tri",
        signatory="Youssef Lamrani",
        signatory_title="Gérant",
    ),
    Employer(
        "mei",
        "Maghreb Emballages Industriels S.A.",
        "M.E.I.",
        "Casablanca",
        "Km 11, Route de Rabat, Aïn Sebaâ, 20250 Casablanca",
        "05 22 35 18 90",
        "#1f7a4a",
        "box",
        signatory="Abdellah Naciri",
        signatory_title="Directeur Administratif et Financier",
        name_ar="المغرب للتلفيف الصناعي ش.م",
    ),
    Employer(
        "radim",
        "Régie Autonome Intercommunale de Distribution de Meknès",
        "RAID Meknès",
        "Meknès",
        "Avenue des FAR, Hamria, B.P. 45, 50000 Meknès",
        "05 35 52 20 11",
        "#0e6d8c",
        "drop",
        signatory="Hassan Bennani",
        signatory_title="Chef de la Division des Ressources Humaines",
        name_ar="الوكالة المستقلة الجماعية لتوزيع الماء والكهرباء بمكناس",
    ),
    Employer(
        "tifawin",
        "Coopérative Agricole Tifawin",
        "TIFAWIN",
        "Ouarzazate",
        "Douar Tikirt, Commune Idelsane, 45000 Ouarzazate",
        "05 24 88 27 03",
        "#8a6d1d",
        "leaf",
        signatory="Lahcen Ait Bihi",
        signatory_title="Président du Conseil d'Administration",
        name_ar="تعاونية تيفاوين الفلاحية",
    ),
    Employer(
        "benali",
        "Benali et Fils SNC",
        "BENALI & FILS",
        "El Jadida",
        "45, Rue Ibn Khaldoun, 24000 El Jadida",
        "05 23 34 12 56",
        "#9c2f2f",
        "box",
        signatory="Driss Benali",
        signatory_title="Associé gérant",
    ),
    Employer(
        "ric",
        "Rabat Ingénierie Conseil, Société Anonyme",
        "RIC",
        "Rabat",
        "7, Avenue Annakhil, Hay Riad, 10100 Rabat",
        "05 37 71 45 02",
        "#23395d",
        "tri",
        signatory="Mounia Alaoui",
        signatory_title="Directrice Générale Déléguée",
    ),
    Employer(
        "dca",
        "Détroit Câblage Automobile SARL AU",
        "DCA",
        "Tanger",
        "Tanger Automotive City, Lot 34, 90000 Tanger",
        "05 39 39 80 44",
        "#c0392b",
        "hex",
        signatory="Samir El Khatib",
        signatory_title="Responsable RH site",
    ),
    Employer(
        "almanar",
        "Groupe Immobilier Al Manar S.A.",
        "AL MANAR",
        "Fès",
        "Angle Boulevard Allal El Fassi et Rue Ibn Rochd, 30000 Fès",
        "05 35 65 31 77",
        "#5b4a8b",
        "sun",
        signatory="Jamal Kettani",
        signatory_title="Président du Directoire",
        name_ar="مجموعة المنار العقارية ش.م",
    ),
    Employer(
        "occ",
        "Oriental Call Center SARL",
        "ORIENTAL CALL CENTER",
        "Oujda",
        "Technopole Oujda, Bâtiment B2, 60000 Oujda",
        "05 36 50 62 19",
        "#e67e22",
        "drop",
        signatory="Nabil Zerouali",
        signatory_title="Responsable des Ressources Humaines",
        name_ar="الشرق لمراكز النداء ش.م.م",
    ),
    Employer(
        "interim",
        "Atlas Intérim Services SARL",
        "ATLAS INTÉRIM",
        "Nador",
        "Boulevard Mohammed V, Immeuble Al Baraka, 2e étage, 62000 Nador",
        "05 36 33 07 48",
        "#16a085",
        "leaf",
        signatory="Karima Belhaj",
        signatory_title="Chargée de clientèle entreprises",
    ),
    Employer(
        "kas",
        "Kénitra Aéro Structures S.A.",
        "KAS",
        "Kénitra",
        "Atlantic Free Zone, Lot 18, 14000 Kénitra",
        "05 37 32 91 60",
        "#34495e",
        "tri",
        signatory="Philippe Garnier",
        signatory_title="Human Resources Director",
    ),
    Employer(
        "menara",
        "Cabinet Fiduciaire Menara SARL",
        "FIDUCIAIRE MENARA",
        "Marrakech",
        "Résidence Al Yasmine, Bd Abdelkrim Al Khattabi, 40000 Marrakech",
        "05 24 43 66 80",
        "#b03a2e",
        "box",
        signatory="Mustapha Ouakrim",
        signatory_title="Expert-comptable, associé gérant",
    ),
    Employer(
        "csf",
        "Casablanca Software Factory SARL",
        "CSF",
        "Casablanca",
        "Casanearshore Park, Shore 12, Sidi Maârouf, 20270 Casablanca",
        "05 22 97 12 35",
        "#0b7285",
        "hex",
        signatory="Sanaa Benjelloun",
        signatory_title="People & Culture Manager",
    ),
]

BANKS = [
    Bank(
        "cam",
        "Crédit Agricole du Maroc",
        "225",
        "#00733e",
        "#8dc63f",
        "CDMAMAMC",
        "www.creditagricole.ma",
        "Société Anonyme à Directoire et Conseil de Surveillance - Siège : Place des Alaouites, Rabat",
    ),
    Bank(
        "awb",
        "Attijariwafa bank",
        "007",
        "#f2a900",
        "#c8102e",
        "BCMAMAMC",
        "www.attijariwafabank.com",
        "Société Anonyme au capital de 2 151 408 390 DH - Siège social : 2, boulevard Moulay Youssef, Casablanca",
    ),
    Bank(
        "boa",
        "BMCE Bank of Africa",
        "011",
        "#004b8d",
        "#00a3e0",
        "BMCEMAMC",
        "www.bankofafrica.ma",
        "Société Anonyme - Siège social : 140, avenue Hassan II, Casablanca",
    ),
    Bank(
        "bp",
        "Banque Populaire",
        "145",
        "#7b3f00",
        "#f39200",
        "BCPOMAMC",
        "www.gbp.ma",
        "Banque Populaire Régionale - Établissement de crédit agréé",
    ),
    Bank(
        "abb",
        "Al Barid Bank",
        "350",
        "#ffcc00",
        "#00529b",
        "BPEIMAMC",
        "www.albaridbank.ma",
        "Société Anonyme à Directoire - Filiale du Groupe Barid Al-Maghrib",
    ),
    Bank(
        "cih",
        "CIH Bank",
        "230",
        "#005da9",
        "#f7a600",
        "CIHMMAMC",
        "www.cihbank.ma",
        "Société Anonyme au capital de 2 660 808 500 DH - 187, avenue Hassan II, Casablanca",
    ),
    Bank(
        "sgm",
        "Société Générale Maroc",
        "022",
        "#e60028",
        "#1d1d1b",
        "SGMBMAMC",
        "www.sgmaroc.com",
        "Société Anonyme - 55, boulevard Abdelmoumen, Casablanca",
    ),
    Bank(
        "bmci",
        "BMCI",
        "013",
        "#00915a",
        "#6bbf59",
        "BMCIMAMC",
        "www.bmci.ma",
        "Banque Marocaine pour le Commerce et l'Industrie - 26, place des Nations Unies, Casablanca",
    ),
    Bank(
        "cfg",
        "CFG Bank",
        "050",
        "#1b1b3a",
        "#c6a15b",
        "CAFGMAMC",
        "www.cfgbank.com",
        "Société Anonyme - 5-7, rue Ibnou Toufail, Casablanca",
    ),
    Bank(
        "umnia",
        "Umnia Bank",
        "360",
        "#5c2d91",
        "#00a99d",
        "UMNBMAMC",
        "www.umniabank.ma",
        "Banque participative - Société Anonyme - Casablanca",
    ),
    Bank(
        "cdm",
        "Crédit du Maroc",
        "021",
        "#006a4d",
        "#b5121b",
        "CDMAMAMC",
        "www.cdm.co.ma",
        "Société Anonyme - 48-58, boulevard Mohammed V, Casablanca",
    ),
    Bank(
        "assafa",
        "Bank Assafa",
        "363",
        "#00857c",
        "#e4a11b",
        "BKASMAMC",
        "www.bankassafa.ma",
        "Banque participative, filiale d'Attijariwafa bank - Casablanca",
    ),
]


def people() -> list[Person]:
    P = Person
    return [
        P(
            "c01",
            "Hamza",
            "AIT OUAZIZ",
            "حمزة",
            "آيت وعزيز",
            "M",
            D(1987, 4, 14),
            "AGADIR",
            "أكادير",
            "JA128845",
            "MAR",
            ["HAY DAKHLA RUE 14 N 27", "AGADIR"],
            "Agadir",
            "Lahcen",
            "Fatima",
            "souss",
            "Responsable logistique",
            "مسؤول اللوجستيك",
            D(2016, 9, 5),
            "CDI",
            Pay(11200, [], [("Indemnité de transport", 400)], cimr=0.03, dependents=2),
            "cam",
            "010",
            "Agadir Talborjt",
            [(2025, 4), (2025, 5), (2025, 6)],
        ),
        P(
            "c02",
            "Salma",
            "BENKIRANE",
            "سلمى",
            "بنكيران",
            "F",
            D(1991, 11, 2),
            "FES",
            "فاس",
            "CD287410",
            "MAR",
            ["RES LES JARDINS D ANFA IMM 4 APPT 12", "CASABLANCA"],
            "Casablanca",
            "Mohammed",
            "Naima",
            "atlasdigital",
            "Ingénieure développement logiciel",
            "مهندسة تطوير البرمجيات",
            D(2019, 2, 11),
            "CDI",
            Pay(14500, [("Prime de rendement", 1500)], [("Indemnité de transport", 500)]),
            "awb",
            "780",
            "Casablanca Maarif",
            [(2025, 3), (2025, 4), (2025, 5)],
        ),
        P(
            "c03",
            "Mohamed Amine",
            "TAZI",
            "محمد أمين",
            "التازي",
            "M",
            D(1984, 6, 23),
            "CASABLANCA",
            "الدار البيضاء",
            "BE639021",
            "MAR",
            ["LOT ESSALAM RUE 7 N 19 AIN SEBAA", "CASABLANCA"],
            "Casablanca",
            "Abdelkader",
            "Zineb",
            "mei",
            "Chef d'atelier maintenance",
            "رئيس ورشة الصيانة",
            D(2009, 3, 2),
            "CDI",
            Pay(
                9800, [], [("Indemnité de transport", 350), ("Prime de panier", 300)], cimr=0.06, dependents=3, loan=750
            ),
            "boa",
            "780",
            "Casablanca Ain Sebaa",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c04",
            "Fatima Zahra",
            "EL IDRISSI",
            "فاطمة الزهراء",
            "الإدريسي",
            "F",
            D(1979, 1, 30),
            "MEKNES",
            "مكناس",
            "D574312",
            "MAR",
            ["12 DERB SIDI AMAR BERRIMA", "MEKNES"],
            "Meknès",
            "Ahmed",
            "Rabia",
            "radim",
            "Cheffe de service facturation",
            "رئيسة مصلحة الفوترة",
            D(2005, 10, 17),
            "CDI",
            Pay(12600, [], [("Indemnité de transport", 450)], dependents=2),
            "bp",
            "450",
            "Meknès Hamria",
            [(2025, 4), (2025, 5), (2025, 6)],
        ),
        P(
            "c05",
            "Rachid",
            "OUHADDOU",
            "رشيد",
            "أوحدو",
            "M",
            D(1990, 8, 9),
            "OUARZAZATE",
            "ورزازات",
            "JC271604",
            "MAR",
            ["DOUAR TIKIRT IDELSANE", "OUARZAZATE"],
            "Ouarzazate",
            "Mbarek",
            "Itto",
            "tifawin",
            "Technicien agricole",
            "تقني فلاحي",
            D(2023, 3, 1),
            "CDD",
            Pay(4800, [], [("Indemnité de déplacement", 250)], dependents=1),
            "abb",
            "505",
            "Ouarzazate Centre",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c06",
            "Khadija",
            "CHERKAOUI",
            "خديجة",
            "الشرقاوي",
            "F",
            D(1986, 12, 5),
            "EL JADIDA",
            "الجديدة",
            "MC140982",
            "MAR",
            ["45 RUE IBN BATOUTA CITE PORTUGAISE", "EL JADIDA"],
            "El Jadida",
            "Bouchaib",
            "Aicha",
            "benali",
            "Assistante de direction",
            "مساعدة المدير",
            D(2014, 1, 6),
            "CDI",
            Pay(7400, [], [("Indemnité de transport", 300)], dependents=2),
            "cih",
            "180",
            "El Jadida Principale",
            [(2025, 4), (2025, 5), (2025, 6)],
        ),
        P(
            "c07",
            "Karim",
            "BERRADA",
            "كريم",
            "برادة",
            "M",
            D(1982, 3, 17),
            "RABAT",
            "الرباط",
            "AB402117",
            "MAR",
            ["18 RUE JBEL TAZEKKA AGDAL", "RABAT"],
            "Rabat",
            "Abdelhak",
            "Souad",
            "ric",
            "Ingénieur d'études senior",
            "مهندس دراسات أول",
            D(2012, 6, 18),
            "CDI",
            Pay(21000, [("Prime de responsabilité", 2500)], [("Indemnité de transport", 600)], cimr=0.06, dependents=3),
            "sgm",
            "810",
            "Rabat Agdal",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c08",
            "Nadia",
            "AMRANI",
            "نادية",
            "العمراني",
            "F",
            D(1998, 5, 21),
            "TANGER",
            "طنجة",
            "KB187340",
            "MAR",
            ["HAY BENDIBANE RUE 33 N 8", "TANGER"],
            "Tanger",
            "Mustapha",
            "Latifa",
            "dca",
            "Technicienne qualité",
            "تقنية الجودة",
            D(2024, 9, 2),
            "ANAPEC",
            Pay(5200, [], [], scheme="anapec"),
            "bmci",
            "640",
            "Tanger Boulevard",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c09",
            "Omar",
            "FASSI FIHRI",
            "عمر",
            "الفاسي الفهري",
            "M",
            D(1975, 9, 11),
            "FES",
            "فاس",
            "C381109",
            "MAR",
            ["7 RUE ABOU BAKR SEDDIK VILLE NOUVELLE", "FES"],
            "Fès",
            "Driss",
            "Kenza",
            "almanar",
            "Directeur commercial",
            "مدير تجاري",
            D(2011, 1, 3),
            "CDI",
            Pay(32000, [("Prime de fonction", 5000)], [("Indemnité de représentation", 800)], cimr=0.06, dependents=4),
            "cfg",
            "270",
            "Fès Principale",
            [(2025, 4), (2025, 5)],
        ),
        P(
            "c10",
            "Imane",
            "BOUZIDI",
            "إيمان",
            "بوزيدي",
            "F",
            D(1995, 2, 27),
            "OUJDA",
            "وجدة",
            "FA126547",
            "MAR",
            ["LOTISSEMENT AL AMAL RUE 9 N 41", "OUJDA"],
            "Oujda",
            "Miloud",
            "Khira",
            "occ",
            "Téléconseillère bilingue",
            "مستشارة هاتفية مزدوجة اللغة",
            D(2024, 2, 12),
            "CDD",
            Pay(4200, [("Prime de langue", 600)], [("Indemnité de transport", 300)]),
            "umnia",
            "530",
            "Oujda",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c11",
            "Mehdi",
            "EL OUARDI",
            "المهدي",
            "الوردي",
            "M",
            D(1988, 7, 3),
            "NADOR",
            "الناظور",
            "S719053",
            "MAR",
            ["QUARTIER LAARI CHEIKH RUE 12 N 5", "NADOR"],
            "Nador",
            "Mimoun",
            "Hafsa",
            "interim",
            "Conducteur de travaux",
            "مسير أشغال",
            D(2024, 11, 4),
            "INTERIM",
            Pay(10500, [("Prime de chantier", 1200)], [("Indemnité de déplacement", 800)], dependents=1),
            "cdm",
            "505",
            "Nador Principale",
            [(2025, 5), (2025, 6)],
        ),
        P(
            "c12",
            "Andrei Mihai",
            "POPESCU",
            "",
            "",
            "M",
            D(1985, 3, 12),
            "BRASOV",
            "",
            None,
            "ROU",
            ["Résidence Nakhil, Imm. 3, Appt 9", "Kénitra"],
            "Kénitra",
            employer="kas",
            position="Ingénieur méthodes",
            hire=D(2021, 5, 10),
            contract="CDI",
            pay=Pay(18500, [("Prime de logement", 2000)], [("Indemnité de transport", 500)], cimr=0.03, dependents=2),
            bank="awb",
            city_code="370",
            branch="Kénitra Mohammed V",
            months=[(2025, 4), (2025, 5), (2025, 6)],
        ),
        P(
            "c13",
            "Aminata",
            "DIOP",
            "",
            "",
            "F",
            D(2000, 10, 12),
            "DAKAR",
            "",
            None,
            "SEN",
            ["Derb Lalla Azzouna, Riad Zitoun", "Marrakech"],
            "Marrakech",
            employer="menara",
            position="Stagiaire en audit",
            hire=D(2025, 2, 3),
            contract="STAGE",
            pay=Pay(3000, [], [], scheme="stage"),
            bank="assafa",
            city_code="450",
            branch="Marrakech Guéliz",
            months=[(2025, 5), (2025, 6)],
        ),
        P(
            "c14",
            "Julien",
            "MOREAU",
            "",
            "",
            "M",
            D(1983, 11, 28),
            "LYON",
            "",
            None,
            "FRA",
            ["27, Rue Ibn Batouta, Racine", "Casablanca"],
            "Casablanca",
            employer="csf",
            position="Chef de projet informatique",
            hire=D(2020, 9, 1),
            contract="CDI",
            pay=Pay(24000, [], [("Indemnité de transport", 500)], cimr=0.06, dependents=1),
            bank="boa",
            city_code="780",
            branch="Casablanca Maârif",
            months=[(2025, 4), (2025, 5), (2025, 6)],
        ),
    ]


def rib_key(first22: str) -> str:
    key = 97 - (int(first22) * 100) % 97
    return f"{key:02d}"


def draw(rng: random.Random, persons: list[Person], employers: dict[str, Employer], banks: dict[str, Bank]) -> None:
    """The numbers a seed decides: CNSS numbers, card numbers, accounts, register numbers."""

    def digits(n: int) -> str:
        return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))

    for e in employers.values():
        e.cnss = digits(7)
        city = e.city.split()[0]
        e.rc = f"RC {city} {rng.randint(10000, 199999)}"
        e.if_ = digits(8)
        e.ice = "00" + digits(13)
        e.patente = digits(8)
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    for p in persons:
        p.cnss_number = digits(9)
        p.matricule = f"{rng.choice('EMSP')}{rng.randint(100, 9999):04d}"
        p.card_number = rng.choice(letters) + rng.choice(letters) + digits(7)
        p.can = digits(6)
        p.etat_civil = f"{rng.randint(100, 2999)}/{p.dob.year}"
        p.card_issue = dt.date(rng.randint(2017, 2023), rng.randint(1, 12), rng.randint(1, 28))
        p.card_expiry = p.card_issue.replace(year=p.card_issue.year + 10)
        while True:
            first22 = banks[p.bank].code + p.city_code + digits(16)
            if int(first22) * 100 % 97 != 0:
                break
        p.rib = first22 + rib_key(first22)
