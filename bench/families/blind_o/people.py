"""The family's applicants, employers and banks (all invented), and the conflicts planted in five cases."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import ids

D = dt.date


@dataclass
class Employer:
    name: str  # full legal name, legal form included, exactly as every paper prints it
    cnss: str = ""
    address: list[str] = field(default_factory=list)
    city: str = ""
    phone: str = ""
    rc: str = ""
    if_: str = ""
    ice: str = ""
    patente: str = ""
    brand: str = ""
    font: str = "H"
    colour: str = "0.1 0.2 0.45"
    letterhead: int = 0
    payslip: int = 0
    cert: int = 0
    signatory: str = ""
    signatory_title: str = ""


@dataclass
class Bank:
    name: str  # as the bank's papers print it
    code: str
    swift: str
    font: str
    colour: str
    statement: int
    ribdoc: int


@dataclass
class PayItem:
    label: str
    cents: int
    base: str = ""
    rate: str = ""
    taxable: bool = True


@dataclass
class Person:
    given: str
    surname: str
    sex: str
    birth: dt.date
    birthplace: str
    nationality: str = "MAR"
    cin: str = ""
    address: list[str] = field(default_factory=list)
    father: str = ""
    mother: str = ""
    civil_no: str = ""
    card_number: str = ""
    card_issue: dt.date | None = None
    card_expiry: dt.date | None = None
    card_old: bool = False
    passport_number: str = ""
    passport_issue: dt.date | None = None
    passport_expiry: dt.date | None = None
    passport_cin: bool = True
    foreign_id_number: str = ""
    foreign_id_expiry: dt.date | None = None
    permit_number: str = ""
    permit_expiry: dt.date | None = None

    @property
    def label_name(self) -> str:
        return f"{self.given} {self.surname}"


@dataclass
class Case:
    cid: str
    person: Person
    employer: Employer
    position: str
    hire: dt.date
    contract: str
    cnss_number: str
    affiliation: dt.date
    matricule: str
    items: list[PayItem]
    bank: Bank
    rib: str
    holder_style: str
    docs: list[str]
    months: list[tuple[int, int]]
    cimr: float = 0.0
    cimr_label: str = "CIMR"
    mutuelle: int = 0
    dependents: int = 0
    family: str = "Célibataire"
    conflicts: list[str] = field(default_factory=list)
    twist: dict = field(default_factory=dict)


EMPLOYERS = {
    "atlas": Employer(
        "Atlas Emballages SARL",
        address=["Lot 112, Zone Industrielle Sidi Bernoussi"],
        city="Casablanca",
        brand="ATLAS EMBALLAGES",
        font="H",
        colour="0.05 0.35 0.25",
        letterhead=0,
        payslip=0,
        cert=0,
        signatory="Karim Lahbabi",
        signatory_title="Directeur des Ressources Humaines",
    ),
    "pharmadis": Employer(
        "Pharmadis Maroc Société Anonyme",
        address=["17, boulevard Abdelmoumen, 5e étage"],
        city="Casablanca",
        brand="PHARMADIS",
        font="T",
        colour="0.45 0.05 0.20",
        letterhead=1,
        payslip=1,
        cert=1,
        signatory="Leila Berrada",
        signatory_title="Responsable Administration du Personnel",
    ),
    "mls": Employer(
        "Maghreb Logistique Services SARL AU",
        address=["Zone Franche Ksar El Majaz, Lot 7"],
        city="Tanger",
        brand="MLS",
        font="HN",
        colour="0.80 0.40 0.05",
        letterhead=2,
        payslip=3,
        cert=2,
        signatory="Said Ouazzani",
        signatory_title="Gérant unique",
    ),
    "sotradis": Employer(
        "Sotradis Nord SARL",
        address=["Route de Rabat km 9, Gzenaya"],
        city="Tanger",
        brand="SOTRADIS",
        font="T",
        colour="0.2 0.2 0.2",
        letterhead=3,
        payslip=0,
        cert=0,
        signatory="Abdeslam Gharbi",
        signatory_title="Gérant",
    ),
    "aret": Employer(
        "Agence Régionale des Eaux du Tensift (Établissement Public)",
        address=["Avenue Mohammed VI, Guéliz"],
        city="Marrakech",
        brand="AGENCE RÉGIONALE DES EAUX DU TENSIFT",
        font="P",
        colour="0.05 0.30 0.55",
        letterhead=1,
        payslip=4,
        cert=1,
        signatory="Noureddine Alami",
        signatory_title="Le Directeur Général",
    ),
    "nour": Employer(
        "Nour Télécom Services SA",
        address=["Technopark, route de Nouaceur, bureau 214"],
        city="Casablanca",
        brand="nour télécom",
        font="A",
        colour="0.55 0.10 0.55",
        letterhead=0,
        payslip=2,
        cert=3,
        signatory="Ghita Sefrioui",
        signatory_title="HR Business Partner",
    ),
    "oriental": Employer(
        "Oriental Agro Négoce SNC",
        address=["12, rue de Berkane, quartier Al Qods"],
        city="Oujda",
        brand="ORIENTAL AGRO NÉGOCE",
        font="N",
        colour="0.30 0.45 0.10",
        letterhead=3,
        payslip=0,
        cert=2,
        signatory="Mostafa Belhaj",
        signatory_title="Associé gérant",
    ),
    "lumen": Employer(
        "Lumen Conseil Maroc SARL",
        address=["Casablanca Finance City, Tour CFC, 21e étage"],
        city="Casablanca",
        brand="LUMEN",
        font="P",
        colour="0.15 0.15 0.15",
        letterhead=2,
        payslip=1,
        cert=3,
        signatory="Anne-Sophie Girard",
        signatory_title="Office Manager",
    ),
    "gie": Employer(
        "GIE Safi Maintenance Portuaire",
        address=["Enceinte portuaire, môle Nord"],
        city="Safi",
        brand="GIE SMP",
        font="T",
        colour="0.10 0.25 0.50",
        letterhead=3,
        payslip=3,
        cert=0,
        signatory="Brahim Ennaciri",
        signatory_title="Administrateur",
    ),
    "detroit": Employer(
        "Détroit Câblage Automobile Société Anonyme",
        address=["Tanger Automotive City, parcelle 36"],
        city="Tanger",
        brand="DCA",
        font="H",
        colour="0.70 0.05 0.05",
        letterhead=0,
        payslip=4,
        cert=1,
        signatory="Hanane Zerouali",
        signatory_title="Chef du service Paie",
    ),
    "amana": Employer(
        "Cabinet Comptable Al Amana SARL",
        address=["45, avenue des FAR, immeuble Saada"],
        city="Fès",
        brand="AL AMANA",
        font="N",
        colour="0.10 0.10 0.40",
        letterhead=1,
        payslip=0,
        cert=0,
        signatory="Driss Benkirane",
        signatory_title="Expert-comptable, gérant",
    ),
    "souss": Employer(
        "Souss Froid Industrie SARL",
        address=["Parc industriel Tassila, lot 58"],
        city="Agadir",
        brand="SOUSS FROID",
        font="HN",
        colour="0.0 0.40 0.60",
        letterhead=0,
        payslip=1,
        cert=1,
        signatory="Lahcen Idbelkas",
        signatory_title="Directeur administratif et financier",
    ),
    "ndf": Employer(
        "Nearshore Digital Factory SARL AU",
        address=["Casanearshore Park, shore 11, 3e étage"],
        city="Casablanca",
        brand="NDF",
        font="A",
        colour="0.0 0.45 0.45",
        letterhead=2,
        payslip=2,
        cert=3,
        signatory="Youness Alaoui",
        signatory_title="People & Culture Manager",
    ),
    "wifaq": Employer(
        "Clinique Al Wifaq SARL",
        address=["Angle avenue Mohammed V et rue Ibn Rochd"],
        city="Kénitra",
        brand="CLINIQUE AL WIFAQ",
        font="N",
        colour="0.0 0.45 0.30",
        letterhead=3,
        payslip=3,
        cert=2,
        signatory="Dr Fouad Skalli",
        signatory_title="Directeur",
    ),
    "interim": Employer(
        "Interim Plus Maroc SARL",
        address=["88, boulevard Mohammed V"],
        city="Beni Mellal",
        brand="INTERIM PLUS",
        font="H",
        colour="0.85 0.35 0.0",
        letterhead=2,
        payslip=4,
        cert=2,
        signatory="Samira Hajji",
        signatory_title="Chargée de recrutement",
    ),
}

BANKS = {
    "awb": Bank("Attijariwafa bank", "007", "BCMAMAMC", "H", "0.85 0.45 0.0", 0, 0),
    "bp": Bank("Banque Populaire", "145", "BCPOMAMC", "T", "0.45 0.25 0.10", 1, 1),
    "cdm": Bank("Crédit du Maroc", "021", "CDMAMAMC", "HN", "0.0 0.45 0.35", 2, 2),
    "cih": Bank("CIH Bank", "230", "CIHMMAMC", "A", "0.0 0.35 0.65", 3, 0),
    "boa": Bank("Bank of Africa", "011", "BMCEMAMC", "H", "0.0 0.25 0.55", 1, 2),
    "abb": Bank("Al Barid Bank", "350", "BPMAMAMR", "N", "0.85 0.65 0.0", 2, 1),
    "sgm": Bank("Société Générale Maroc", "022", "SGMBMAMC", "P", "0.75 0.0 0.1", 0, 1),
    "cam": Bank("Crédit Agricole du Maroc", "225", "CAGRMAMC", "T", "0.0 0.50 0.40", 3, 2),
    "cfg": Bank("CFG Bank", "013", "CAFGMAMC", "HN", "0.10 0.10 0.10", 2, 0),
    "umnia": Bank("Umnia Bank", "360", "UMNIMAMC", "P", "0.35 0.20 0.55", 1, 1),
    "yousr": Bank("Bank Al Yousr", "363", "BAYOMAMC", "A", "0.05 0.45 0.25", 0, 2),
    "arab": Bank("Arab Bank", "045", "ARABMAMC", "N", "0.0 0.30 0.20", 3, 0),
}

CITY_CODES = {
    "Casablanca": "780",
    "Fès": "270",
    "Tanger": "640",
    "Marrakech": "450",
    "Oujda": "350",
    "Rabat": "810",
    "Safi": "590",
    "Agadir": "010",
    "Kénitra": "310",
    "Beni Mellal": "090",
}

CIN_PREFIX = {
    "CASABLANCA": "BK",
    "FES": "C",
    "MEKNES": "D",
    "MARRAKECH": "EE",
    "RABAT": "A",
    "OUJDA": "F",
    "SAFI": "H",
    "TANGER": "K",
    "AGADIR": "JE",
    "KENITRA": "G",
    "BENI MELLAL": "I",
}

LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _months(last: tuple[int, int], n: int) -> list[tuple[int, int]]:
    y, m = last
    out = []
    for _ in range(n):
        out.insert(0, (y, m))
        y, m = (y - 1, 12) if m == 1 else (y, m - 1)
    return out


def _person(
    rng: random.Random,
    given: str,
    surname: str,
    sex: str,
    birth: D,
    place: str,
    address: list[str],
    father: str,
    mother: str,
    *,
    old: bool = False,
    passport: bool = False,
) -> Person:
    cin = CIN_PREFIX[place] + _digits(rng, 6 if len(CIN_PREFIX[place]) == 1 else rng.choice((5, 6)))
    issue = D(rng.randint(2017, 2023), rng.randint(1, 12), rng.randint(1, 28))
    if old:
        issue = D(rng.randint(2016, 2018), rng.randint(1, 12), rng.randint(1, 28))
    p = Person(
        given,
        surname,
        sex,
        birth,
        place,
        cin=cin,
        address=address,
        father=father,
        mother=mother,
        civil_no=f"{rng.randint(10, 999)}/{birth.year}",
        card_number=rng.choice(LETTERS) + rng.choice(LETTERS) + _digits(rng, 7),
        card_issue=issue,
        card_expiry=issue.replace(year=issue.year + 10) - dt.timedelta(days=1),
        card_old=old,
    )
    if passport:
        p.passport_number = rng.choice(LETTERS) + rng.choice(LETTERS) + _digits(rng, 7)
        p.passport_issue = D(rng.randint(2019, 2024), rng.randint(1, 12), rng.randint(1, 28))
        p.passport_expiry = p.passport_issue.replace(year=p.passport_issue.year + 5) - dt.timedelta(days=1)
    return p


def make_cases(seed: int) -> list[Case]:
    rng = random.Random(f"blind_o-people-{seed}")
    E = EMPLOYERS
    for emp in E.values():
        emp.cnss = _digits(rng, 7)
        emp.rc = str(rng.randint(10000, 599999))
        emp.if_ = _digits(rng, 8)
        emp.ice = "00" + _digits(rng, 13)
        emp.patente = _digits(rng, 8)
        emp.phone = f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"

    def rib(bank: str, city: str) -> str:
        return ids.make_rib(BANKS[bank].code, CITY_CODES[city], _digits(rng, 16))

    def cnss_no() -> str:
        return _digits(rng, 9)

    def mat() -> str:
        return rng.choice(["", "M", "E", "0"]) + str(rng.randint(10, 4800)).zfill(4)

    cases: list[Case] = []

    p = _person(
        rng,
        "Youssef",
        "BENNANI",
        "M",
        D(1986, 4, 17),
        "CASABLANCA",
        ["23 RUE IBN KATIR ETG 2", "MAARIF CASABLANCA"],
        "ABDELLAH",
        "LATIFA",
        passport=True,
    )
    cases.append(
        Case(
            "c01",
            p,
            E["atlas"],
            "Responsable logistique",
            D(2014, 9, 1),
            "CDI",
            cnss_no(),
            D(2010, 6, 14),
            mat(),
            [
                PayItem("Salaire de base", 1120000, "26 j"),
                PayItem("Prime d'ancienneté", 112000, "11 200,00", "10 %"),
                PayItem("Prime de rendement", 80000),
                PayItem("Indemnité de transport", 50000, taxable=False),
            ],
            BANKS["awb"],
            rib("awb", "Casablanca"),
            "given",
            [
                "cin_front",
                "cin_back",
                "passport",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 4), 3),
            cimr=0.06,
            dependents=3,
            family="Marié, 2 enfants",
        )
    )

    p = _person(
        rng,
        "Salma",
        "EL IDRISSI",
        "F",
        D(1991, 11, 3),
        "FES",
        ["RES AL WAHDA IMM 4 APPT 12", "HAY RIAD RABAT"],
        "MOHAMMED",
        "KHADIJA",
    )
    cases.append(
        Case(
            "c02",
            p,
            E["pharmadis"],
            "Déléguée médicale",
            D(2017, 2, 15),
            "CDI",
            cnss_no(),
            D(2015, 10, 1),
            mat(),
            [
                PayItem("Salaire de base", 950000, "191 h"),
                PayItem("Prime d'ancienneté", 47500, "9 500,00", "5 %"),
                PayItem("Prime de représentation", 60000),
                PayItem("Indemnité de déplacement", 150000, taxable=False),
            ],
            BANKS["bp"],
            rib("bp", "Rabat"),
            "surname",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "payslip",
                "salary_certificate",
                "employment_certificate",
                "bank_statement",
                "bank_statement",
            ],
            _months((2025, 3), 3),
            mutuelle=15000,
        )
    )

    p = _person(
        rng,
        "Hamza",
        "OUAHBI",
        "M",
        D(1994, 7, 22),
        "MEKNES",
        ["DOUAR LAHMAR RUE 5 N 18", "BNI MAKADA TANGER"],
        "DRISS",
        "ZHOR",
        old=True,
    )
    cases.append(
        Case(
            "c03",
            p,
            E["mls"],
            "Agent d'exploitation",
            D(2023, 5, 2),
            "CDD",
            cnss_no(),
            D(2019, 3, 11),
            mat(),
            [
                PayItem("Salaire de base", 420000, "191 h"),
                PayItem("Prime de panier", 30000, "26 j", taxable=False),
                PayItem("Indemnité de transport", 25000, taxable=False),
            ],
            BANKS["cdm"],
            rib("cdm", "Tanger"),
            "title",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 5), 2),
            conflicts=["employer", "employer_cnss"],
            twist={"employment_certificate": {"employer": "sotradis"}},
        )
    )

    p = _person(
        rng,
        "Khadija",
        "AMRANI",
        "F",
        D(1983, 1, 9),
        "MARRAKECH",
        ["LOT AL MASSIRA 2 N 417", "MARRAKECH"],
        "AHMED",
        "FATNA",
    )
    cases.append(
        Case(
            "c04",
            p,
            E["aret"],
            "Ingénieure d'État principale",
            D(2009, 10, 5),
            "CDI",
            cnss_no(),
            D(2009, 10, 5),
            mat(),
            [
                PayItem("Traitement de base", 1680000),
                PayItem("Prime d'ancienneté", 252000, "16 800,00", "15 %"),
                PayItem("Indemnité de fonction", 300000),
                PayItem("Indemnité de logement", 200000),
            ],
            BANKS["cih"],
            rib("cih", "Marrakech"),
            "title",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "salary_certificate",
                "bank_statement",
                "rib",
                "other",
            ],
            _months((2025, 2), 3),
            cimr=0.06,
            cimr_label="RCAR",
            dependents=4,
            family="Mariée, 3 enfants",
        )
    )

    p = _person(
        rng,
        "Mehdi",
        "CHRAIBI",
        "M",
        D(1989, 5, 30),
        "RABAT",
        ["12 AVENUE ABDELKRIM EL KHATTABI", "GUELIZ MARRAKECH"],
        "OMAR",
        "NAIMA",
        passport=True,
    )
    cases.append(
        Case(
            "c05",
            p,
            E["nour"],
            "Superviseur plateau",
            D(2016, 1, 11),
            "CDI",
            cnss_no(),
            D(2012, 7, 2),
            mat(),
            [
                PayItem("Base salary", 780000),
                PayItem("Seniority bonus", 39000, "7 800,00", "5 %"),
                PayItem("Target bonus", 120000),
                PayItem("Transport allowance", 40000, taxable=False),
            ],
            BANKS["boa"],
            rib("boa", "Casablanca"),
            "surname",
            [
                "cin_front",
                "cin_back",
                "passport",
                "payslip",
                "payslip",
                "salary_certificate",
                "employment_certificate",
                "bank_statement",
                "bank_statement",
            ],
            _months((2025, 4), 2),
            dependents=1,
            family="Marié",
            conflicts=["gross_salary", "net_salary"],
            twist={"salary_certificate": {"inflate": 1.68}},
        )
    )

    p = _person(
        rng, "Imane", "BOUZIDI", "F", D(1996, 12, 14), "OUJDA", ["HAY EL QODS RUE 14 N 9", "OUJDA"], "MIMOUN", "RACHIDA"
    )
    cases.append(
        Case(
            "c06",
            p,
            E["oriental"],
            "Assistante commerciale",
            D(2024, 3, 1),
            "ANAPEC",
            cnss_no(),
            D(2024, 3, 1),
            mat(),
            [
                PayItem("Indemnité de stage (contrat d'insertion)", 350000),
                PayItem("Prime de transport", 30000, taxable=False),
            ],
            BANKS["abb"],
            rib("abb", "Oujda"),
            "given",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 5), 2),
        )
    )

    p = Person(
        "Claire",
        "MOREAU",
        "F",
        D(1987, 8, 25),
        "LYON",
        nationality="FRA",
        address=["RESIDENCE LES JARDINS D'ANFA APPT 41", "ANFA CASABLANCA"],
        foreign_id_number="X4" + "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(7)),
        foreign_id_expiry=D(2031, 6, 19),
        permit_number="F" + _digits(rng, 8),
        permit_expiry=D(2027, 3, 31),
    )
    cases.append(
        Case(
            "c07",
            p,
            E["lumen"],
            "Consultante senior",
            D(2021, 9, 6),
            "CDI",
            cnss_no(),
            D(2021, 9, 6),
            mat(),
            [
                PayItem("Salaire de base", 2800000),
                PayItem("Prime de responsabilité", 400000),
                PayItem("Indemnité de représentation", 250000, taxable=False),
            ],
            BANKS["sgm"],
            rib("sgm", "Casablanca"),
            "title",
            [
                "id_card",
                "residence_permit",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "salary_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 4), 3),
            cimr=0.06,
            mutuelle=30000,
            family="Célibataire",
        )
    )

    p = _person(
        rng,
        "Abdelilah",
        "NACIRI",
        "M",
        D(1979, 3, 2),
        "SAFI",
        ["QUARTIER JERIFAT RUE 22 N 6", "SAFI"],
        "HASSAN",
        "MINA",
        old=True,
    )
    cases.append(
        Case(
            "c08",
            p,
            E["gie"],
            "Chef d'équipe mécanique",
            D(2006, 4, 17),
            "CDI",
            cnss_no(),
            D(2003, 1, 20),
            mat(),
            [
                PayItem("Salaire de base", 860000, "191 h"),
                PayItem("Prime d'ancienneté", 129000, "8 600,00", "15 %"),
                PayItem("Prime de risque", 70000),
                PayItem("Prime de panier", 44000, "22 j", taxable=False),
            ],
            BANKS["cam"],
            rib("cam", "Safi"),
            "surname",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "bank_statement",
            ],
            _months((2025, 3), 3),
            dependents=5,
            family="Marié, 4 enfants",
        )
    )

    p = _person(
        rng,
        "Soukaina",
        "LAHLOU",
        "F",
        D(1993, 6, 19),
        "TANGER",
        ["AVENUE MOULAY RACHID RES NOUR APPT 7", "TANGER"],
        "MUSTAPHA",
        "SOUAD",
        passport=True,
    )
    other_cin = "K" + _digits(rng, 6)
    cases.append(
        Case(
            "c09",
            p,
            E["detroit"],
            "Technicienne qualité",
            D(2018, 7, 2),
            "CDI",
            cnss_no(),
            D(2016, 9, 5),
            mat(),
            [
                PayItem("Salaire de base", 690000, "191 h"),
                PayItem("Prime d'ancienneté", 34500, "6 900,00", "5 %"),
                PayItem("Prime d'assiduité", 30000),
                PayItem("Indemnité de transport", 35000, taxable=False),
            ],
            BANKS["cfg"],
            rib("cfg", "Tanger"),
            "given",
            [
                "cin_front",
                "cin_back",
                "passport",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "salary_certificate",
                "bank_statement",
            ],
            _months((2025, 5), 3),
            conflicts=["cin"],
            twist={"payslip": {"index": 1, "cin": other_cin}},
        )
    )

    p = _person(
        rng,
        "Omar",
        "FASSI FIHRI",
        "M",
        D(1985, 10, 11),
        "FES",
        ["DERB SIDI BOUJIDA N 31", "FES MEDINA"],
        "ABDELHADI",
        "ZINEB",
    )
    cases.append(
        Case(
            "c10",
            p,
            E["amana"],
            "Comptable principal",
            D(2012, 3, 12),
            "CDI",
            cnss_no(),
            D(2008, 11, 3),
            mat(),
            [
                PayItem("Salaire de base", 1050000, "26 j"),
                PayItem("Prime d'ancienneté", 105000, "10 500,00", "10 %"),
                PayItem("Indemnité de transport", 40000, taxable=False),
            ],
            BANKS["umnia"],
            rib("umnia", "Fès"),
            "surname",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "employment_certificate",
                "salary_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
                "other",
            ],
            _months((2025, 4), 2),
            dependents=2,
            family="Marié, 1 enfant",
        )
    )

    p = _person(
        rng,
        "Rachid",
        "AIT OUFKIR",
        "M",
        D(1990, 2, 27),
        "AGADIR",
        ["HAY DAKHLA BLOC C N 112", "AGADIR"],
        "LAHCEN",
        "FADMA",
    )
    cases.append(
        Case(
            "c11",
            p,
            E["souss"],
            "Technicien frigoriste",
            D(2015, 6, 8),
            "CDI",
            cnss_no(),
            D(2013, 2, 18),
            mat(),
            [
                PayItem("Salaire de base", 620000, "191 h"),
                PayItem("Prime d'ancienneté", 62000, "6 200,00", "10 %"),
                PayItem("Prime d'astreinte", 90000),
                PayItem("Prime de panier", 28600, "22 j", taxable=False),
            ],
            BANKS["bp"],
            rib("bp", "Agadir"),
            "title",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 2), 3),
            dependents=1,
            family="Marié",
            conflicts=["hire_date"],
            twist={"employment_certificate": {"hire": D(2011, 6, 8)}},
        )
    )

    p = Person(
        "Moussa",
        "NDIAYE",
        "M",
        D(1992, 9, 8),
        "DAKAR",
        nationality="SEN",
        address=["12 RUE AL BOUHTOURI APPT 5", "MAARIF CASABLANCA"],
        passport_number="A0" + _digits(rng, 7),
        passport_issue=D(2022, 1, 14),
        passport_expiry=D(2032, 1, 13),
        passport_cin=False,
        permit_number="E" + _digits(rng, 8),
        permit_expiry=D(2026, 10, 31),
    )
    cases.append(
        Case(
            "c12",
            p,
            E["ndf"],
            "Développeur full stack",
            D(2022, 11, 14),
            "CDI",
            cnss_no(),
            D(2022, 11, 14),
            mat(),
            [
                PayItem("Base salary", 1750000),
                PayItem("Performance bonus", 150000),
                PayItem("Remote work allowance", 30000, taxable=False),
            ],
            BANKS["awb"],
            rib("awb", "Casablanca"),
            "given",
            [
                "passport",
                "residence_permit",
                "payslip",
                "payslip",
                "employment_certificate",
                "salary_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 5), 2),
            cimr=0.03,
        )
    )

    p = _person(
        rng,
        "Nadia",
        "TAZI",
        "F",
        D(1988, 12, 1),
        "KENITRA",
        ["LOTISSEMENT OULAD OUJIH N 540", "KENITRA"],
        "ABDELKADER",
        "HAFIDA",
        passport=True,
    )
    cases.append(
        Case(
            "c13",
            p,
            E["wifaq"],
            "Infirmière polyvalente",
            D(2013, 9, 16),
            "CDI",
            cnss_no(),
            D(2011, 4, 4),
            mat(),
            [
                PayItem("Salaire de base", 740000, "191 h"),
                PayItem("Prime d'ancienneté", 74000, "7 400,00", "10 %"),
                PayItem("Prime de garde", 110000),
                PayItem("Indemnité de transport", 30000, taxable=False),
            ],
            BANKS["yousr"],
            rib("yousr", "Kénitra"),
            "title",
            [
                "cin_front",
                "cin_back",
                "passport",
                "payslip",
                "payslip",
                "payslip",
                "employment_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 4), 3),
            dependents=3,
            family="Mariée, 2 enfants",
            conflicts=["account_holder", "rib"],
            twist={"bank_statement": {"holder": ("Hicham", "TAZI", "M"), "rib": rib("yousr", "Kénitra")}},
        )
    )

    p = _person(
        rng,
        "Ayoub",
        "EL MANSOURI",
        "M",
        D(1998, 4, 4),
        "BENI MELLAL",
        ["HAY ENNAHDA 2 RUE 7 N 33", "BENI MELLAL"],
        "MOHAMED",
        "AICHA",
        old=True,
    )
    cases.append(
        Case(
            "c14",
            p,
            E["interim"],
            "Opérateur de production",
            D(2024, 11, 4),
            "INTERIM",
            cnss_no(),
            D(2019, 8, 26),
            mat(),
            [
                PayItem("Heures normales", 353350, "191 h", "18,50"),
                PayItem("Prime de panier", 39000, "26 j", taxable=False),
            ],
            BANKS["arab"],
            rib("arab", "Beni Mellal"),
            "surname",
            [
                "cin_front",
                "cin_back",
                "payslip",
                "payslip",
                "employment_certificate",
                "cnss_certificate",
                "bank_statement",
                "rib",
            ],
            _months((2025, 3), 2),
            twist={"mission": "Tadla Agro Industries SA"},
        )
    )
    return cases
