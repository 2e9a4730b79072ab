"""The family's applicants, employers, banks and the papers each case hands in."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random
from dataclasses import dataclass, field

D = dt.date
EPOCH = D(2000, 1, 1)


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
    cin: str
    father: str
    father_ar: str
    mother: str
    mother_ar: str
    card_address: list[str]
    address: list[str]
    city: str
    phone: str
    email: str
    card_model: str
    card_number: str = ""
    card_issue: dt.date = EPOCH
    card_expiry: dt.date = EPOCH
    etat_civil: str = ""
    cnss: str = ""
    cnss_date: dt.date = EPOCH
    passport: dict | None = None
    hijab: bool = False
    married: bool = False
    children: int = 0

    @property
    def name(self) -> str:
        """The label form: given names then family names."""
        return f"{self.given} {self.family}"


@dataclass
class Employer:
    key: str
    name: str
    brand: str
    address: list[str]
    city: str
    phone: str
    web: str
    signatory: str
    signatory_title: str
    colors: tuple[str, str]
    logo_kind: str
    ice: str = ""
    rc: str = ""
    if_: str = ""
    patente: str = ""
    cnss: str = ""
    capital: str = ""
    outsourcer: str = ""
    outsourcer_address: str = ""
    client: str = ""
    client_site: str = ""


@dataclass
class Item:
    label: str
    amount: float
    exempt: bool = False
    base: str = ""
    rate: str = ""
    code: str = ""


@dataclass
class Job:
    hire: dt.date
    position: str
    contract: str
    matricule: str
    department: str
    base: float
    items: list[Item]
    seniority: bool = True
    cimr: float = 0.0
    rcar: float = 0.0
    mutuelle: float = 0.0
    hourly: float = 0.0
    hours: float = 191.0
    cnss_applies: bool = True
    ir_applies: bool = True
    base_label: str = "Salaire de base"
    base_exempt: bool = False
    category: str = ""
    end_date: dt.date | None = None
    position_en: str = ""


@dataclass
class Bank:
    name: str
    code: str
    city_code: str
    agency: str
    agency_address: str
    swift: str
    layout: str
    colors: tuple[str, str]
    account: str = ""
    account_type: str = "Compte chèque"

    @property
    def rib(self) -> str:
        head = self.code + self.city_code + self.account
        key = 97 - (int(head) * 100) % 97
        return f"{head}{key:02d}"

    @property
    def iban(self) -> str:
        return "MA64" + self.rib


@dataclass
class Doc:
    type: str
    layout: str
    condition: str
    months: list[tuple[int, int]] = field(default_factory=list)
    fmt: str = ""
    over: dict = field(default_factory=dict)
    name: str = ""


@dataclass
class Case:
    cid: str
    person: Person
    employer: Employer
    job: Job
    bank: Bank
    docs: list[Doc]
    statement: dict = field(default_factory=dict)
    overdrawn: bool = False
    alt_employer: Employer | None = None
    variable_month: tuple[int, int] | None = None
    variable_items: list[Item] = field(default_factory=list)


# --------------------------------------------------------------------------------------------------- identifiers


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _card_number(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return rng.choice(letters) + rng.choice(letters) + _digits(rng, 7)


def _employer_ids(rng: random.Random, e: Employer, rc_city: str) -> None:
    e.ice = "00" + _digits(rng, 7) + "0000" + f"{rng.randint(10, 99)}"
    e.rc = f"{_digits(rng, rng.choice([5, 6]))}"
    e.if_ = _digits(rng, 8)
    e.patente = _digits(rng, 8)
    e.cnss = _digits(rng, 7)
    e.capital = e.capital or rc_city


# --------------------------------------------------------------------------------------------------- the world


def build_world(seed: int) -> list[Case]:
    rng = random.Random(seed * 7919 + 17)

    def person(**kw) -> Person:
        p = Person(**kw)
        p.card_number = _card_number(rng)
        p.cnss = _digits(rng, 9)
        p.etat_civil = f"{rng.randint(12, 2400)}/{p.dob.year}"
        return p

    def employer(rc_city: str, **kw) -> Employer:
        e = Employer(**kw)
        _employer_ids(rng, e, "")
        e.rc = f"{rc_city} {e.rc}"
        return e

    def bank(**kw) -> Bank:
        b = Bank(**kw)
        b.account = "".join(str(rng.randint(0, 9)) for _ in range(16))
        if b.code in ("007", "230", "350"):
            b.account = "0" + b.account[1:]
        return b

    def card_dates(p: Person, issue: dt.date) -> None:
        p.card_issue = issue
        p.card_expiry = issue.replace(year=issue.year + 10) - dt.timedelta(days=rng.choice([0, 1]))

    def ym(*pairs: tuple[int, int]) -> list[tuple[int, int]]:
        return list(pairs)

    cases: list[Case] = []

    # c01 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Youssef",
        family="El Idrissi",
        given_ar="يوسف",
        family_ar="الإدريسي",
        sex="M",
        dob=D(1988, 7, 14),
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin="BK482913",
        father="Mohammed",
        father_ar="محمد",
        mother="Aicha",
        mother_ar="عائشة",
        card_address=["RES AL WAFA IMM 14 APPT 9", "BD LA RESISTANCE CASABLANCA"],
        address=["Résidence Al Wafa, Imm. 14, Appt 9", "Boulevard de la Résistance", "20300 Casablanca"],
        city="Casablanca",
        phone="06 61 48 27 93",
        email="y.elidrissi88@gmail.com",
        card_model="new",
        married=True,
        children=2,
    )
    card_dates(p, D(2021, 3, 9))
    p.cnss_date = D(2010, 10, 4)
    p.passport = {"number": "UY" + _digits(rng, 7), "issue": D(2022, 6, 20), "with_cin": True, "layout": "pa"}
    e = employer(
        "RC Casablanca",
        key="nordvik",
        name="Nordvik Customer Solutions Maroc SARL",
        brand="NORDVIK",
        address=["Casanearshore Park, Shore 7, 4ème étage", "1100 Boulevard Al Qods, Sidi Maârouf", "20270 Casablanca"],
        city="Casablanca",
        phone="+212 5 22 97 41 00",
        web="www.nordvik-cs.com",
        signatory="Laila Bensouda",
        signatory_title="HR Business Partner",
        colors=("#0b3d6b", "#27a3c4"),
        logo_kind="circles",
        capital="Capital social : 12 000 000 MAD",
    )
    j = Job(
        hire=D(2017, 4, 3),
        position="Team Leader Customer Care",
        position_en="Team Leader Customer Care",
        contract="CDI",
        matricule="NV-04127",
        department="Nordic Desk",
        base=9800.0,
        items=[
            Item("Prime de langue", 600.0),
            Item("Prime d'encadrement", 750.0),
            Item("Indemnité de transport", 500.0, exempt=True),
        ],
        cimr=0.03,
        mutuelle=145.0,
        category="Grade T3",
    )
    b = bank(
        name="CIH Bank",
        code="230",
        city_code="780",
        agency="Casablanca Sidi Maârouf",
        agency_address="Angle Bd Al Qods et Rue 12, Sidi Maârouf, Casablanca",
        swift="CIHMMAMC",
        layout="online",
        colors=("#e2761b", "#1d2f5e"),
    )
    cases.append(
        Case(
            "c01",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "degraded"),
                Doc("cin_back", "new", "degraded"),
                Doc("passport", "pa", "clean"),
                Doc("payslip", "en", "born_digital", ym((2025, 8))),
                Doc("payslip", "en", "born_digital", ym((2025, 9))),
                Doc("payslip", "en", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "en", "born_digital"),
                Doc("salary_certificate", "en", "clean"),
                Doc("cnss_certificate", "portal", "born_digital"),
                Doc("bank_statement", "online", "born_digital"),
                Doc("rib", "slip", "degraded"),
                Doc("other", "utility", "degraded"),
            ],
            statement={"start": D(2025, 8, 1), "end": D(2025, 10, 31), "opening": 7412.35},
        )
    )

    # c02 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Fatima Zahra",
        family="Ait Benhaddou",
        given_ar="فاطمة الزهراء",
        family_ar="آيت بنحدو",
        sex="F",
        dob=D(1993, 2, 27),
        pob="OUARZAZATE",
        pob_ar="ورزازات",
        cin="PB219476",
        father="Lahcen",
        father_ar="لحسن",
        mother="Itto",
        mother_ar="إطو",
        card_address=["HAY RIAD SECTEUR 12 RUE AL BOUSTANE NR 7", "RABAT"],
        address=["7, rue Al Boustane, Secteur 12", "Hay Riad", "10100 Rabat"],
        city="Rabat",
        phone="06 70 13 85 22",
        email="fz.aitbenhaddou@outlook.com",
        card_model="new",
    )
    card_dates(p, D(2022, 1, 17))
    p.cnss_date = D(2016, 9, 12)
    e = employer(
        "RC Rabat",
        key="hexalis",
        name="Hexalis Technologies Morocco SA",
        brand="hexalis",
        address=["Technopolis Rabat-Shore, Bâtiment B4", "Rocade Rabat-Salé", "11100 Sala Al Jadida"],
        city="Rabat",
        phone="+212 5 38 01 62 40",
        web="www.hexalis.ma",
        signatory="Karim Tahiri",
        signatory_title="Directeur des Ressources Humaines",
        colors=("#5b2a86", "#f2a900"),
        logo_kind="hex",
        capital="SA au capital de 25 000 000 DH",
        outsourcer="PayServe Maroc SARL",
        outsourcer_address="Immeuble Les Alizés, 4 rue Oued Ziz, Agdal, Rabat",
    )
    j = Job(
        hire=D(2021, 9, 6),
        position="Ingénieure DevOps",
        position_en="DevOps Engineer",
        contract="CDI",
        matricule="HX2109-118",
        department="Cloud Operations",
        base=21500.0,
        items=[
            Item("Prime d'astreinte", 1200.0),
            Item("Indemnité de transport", 500.0, exempt=True),
            Item("Indemnité de panier", 300.0, exempt=True),
        ],
        cimr=0.06,
        mutuelle=180.0,
        category="Cadre - Niveau C2",
    )
    b = bank(
        name="CFG Bank",
        code="050",
        city_code="810",
        agency="Rabat Hay Riad",
        agency_address="Avenue Annakhil, Hay Riad, Rabat",
        swift="CAFGMAMC",
        layout="modern",
        colors=("#003a5d", "#c8a24a"),
    )
    cases.append(
        Case(
            "c02",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "clean"),
                Doc("cin_back", "new", "clean"),
                Doc("payslip", "outsourced", "clean", ym((2025, 9))),
                Doc("payslip", "outsourced", "born_digital", ym((2025, 10))),
                Doc("employment_certificate", "fr", "degraded"),
                Doc("salary_certificate", "fr", "degraded", over={"inflate": 1.22}),
                Doc("cnss_certificate", "letter", "clean"),
                Doc("bank_statement", "modern", "born_digital"),
                Doc("rib", "online", "born_digital"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 10, 31), "opening": 18240.8},
        )
    )

    # c03 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Hamza",
        family="Ouazzani Chahdi",
        given_ar="حمزة",
        family_ar="الوزاني الشهدي",
        sex="M",
        dob=D(1998, 11, 3),
        pob="TANGER",
        pob_ar="طنجة",
        cin="K591046",
        father="Abdelkader",
        father_ar="عبد القادر",
        mother="Rahma",
        mother_ar="رحمة",
        card_address=["HAY BENDIBANE RUE 45 NR 18", "TANGER"],
        address=["Hay Bendibane, Rue 45, N° 18", "90060 Tanger"],
        city="Tanger",
        phone="06 62 90 17 44",
        email="hamza.ouazzani98@gmail.com",
        card_model="old",
    )
    card_dates(p, D(2017, 5, 22))
    p.cnss_date = D(2019, 2, 18)
    e = employer(
        "RC Tanger",
        key="atlasinterim",
        name="Atlas Intérim Ressources SARL",
        brand="ATLAS INTÉRIM",
        address=["27, Avenue Mohammed V, 3ème étage", "90000 Tanger"],
        city="Tanger",
        phone="05 39 32 18 70",
        web="www.atlas-interim.ma",
        signatory="Mounir Fassi Fihri",
        signatory_title="Gérant",
        colors=("#c0392b", "#2c3e50"),
        logo_kind="triangle",
        capital="SARL au capital de 1 500 000 DH",
        client="Kessler Câblage Maroc SARL AU",
        client_site="Tanger Automotive City, Lot 118, Jouamaa",
    )
    j = Job(
        hire=D(2024, 2, 12),
        position="Opérateur de production",
        contract="INTERIM",
        matricule="INT-24-0387",
        department="Mission Kessler - Ligne C3",
        base=0.0,
        hourly=18.6,
        hours=191.0,
        items=[
            Item("Indemnité de transport", 250.0, exempt=True),
            Item("Prime de panier", 364.0, exempt=True),
        ],
        seniority=False,
    )
    b = bank(
        name="Al Barid Bank",
        code="350",
        city_code="640",
        agency="Tanger Beni Makada",
        agency_address="Avenue Moulay Ali Cherif, Beni Makada, Tanger",
        swift="BAMAMAMC",
        layout="dotmatrix",
        colors=("#f4c400", "#1b3f8f"),
        account_type="Compte courant",
    )
    cases.append(
        Case(
            "c03",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "old", "degraded"),
                Doc("cin_back", "old", "degraded"),
                Doc("payslip", "interim", "degraded", ym((2025, 9))),
                Doc("payslip", "interim", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "mission", "clean"),
                Doc("cnss_certificate", "situation", "degraded"),
                Doc("bank_statement", "dotmatrix", "degraded"),
                Doc("rib", "classic", "clean"),
            ],
            statement={"start": D(2025, 10, 1), "end": D(2025, 10, 31), "opening": -412.6},
            overdrawn=True,
        )
    )

    # c04 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Salma",
        family="Bennani",
        given_ar="سلمى",
        family_ar="بناني",
        sex="F",
        dob=D(1995, 5, 9),
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin="BE873105",
        father="Abdellatif",
        father_ar="عبد اللطيف",
        mother="Naima",
        mother_ar="نعيمة",
        card_address=["23 RUE IBN KHALDOUN ETG 2", "MAARIF CASABLANCA"],
        address=["23, rue Ibn Khaldoun, 2ème étage", "Maârif", "20330 Casablanca"],
        city="Casablanca",
        phone="06 68 20 54 71",
        email="salma.bennani@proton.me",
        card_model="new",
    )
    card_dates(p, D(2023, 7, 4))
    p.cnss_date = D(2018, 7, 2)
    e = employer(
        "RC Casablanca",
        key="dabaa",
        name="Dabaa Pay SARL AU",
        brand="dabaa",
        address=["Technopark Casablanca, Bureau 3-14", "Route de Nouaceur", "20150 Casablanca"],
        city="Casablanca",
        phone="05 22 87 31 09",
        web="dabaapay.ma",
        signatory="Othmane Guessous",
        signatory_title="CEO & co-fondateur",
        colors=("#12a36d", "#0f2a3d"),
        logo_kind="leaf",
        capital="SARL AU au capital de 400 000 DH",
    )
    alt = employer(
        "RC Casablanca",
        key="dabaaholding",
        name="Dabaa Holding SA",
        brand="DABAA",
        address=["Technopark Casablanca, Bureau 3-16", "Route de Nouaceur", "20150 Casablanca"],
        city="Casablanca",
        phone="05 22 87 31 00",
        web="dabaa.ma",
        signatory="Othmane Guessous",
        signatory_title="Président du Conseil",
        colors=("#0f2a3d", "#12a36d"),
        logo_kind="leaf",
        capital="SA au capital de 3 000 000 DH",
    )
    j = Job(
        hire=D(2022, 3, 1),
        position="Product Designer",
        position_en="Product Designer",
        contract="CDI",
        matricule="DP-017",
        department="Produit",
        base=14000.0,
        items=[Item("Indemnité de transport", 400.0, exempt=True), Item("Prime de télétravail", 250.0)],
    )
    b = bank(
        name="Umnia Bank",
        code="360",
        city_code="780",
        agency="Casablanca Maârif",
        agency_address="Angle Bd Zerktouni et Rue Normandie, Maârif, Casablanca",
        swift="UMNIMAMC",
        layout="participative",
        colors=("#6b1f5c", "#b9975b"),
        account_type="Compte courant participatif",
    )
    cases.append(
        Case(
            "c04",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "degraded"),
                Doc("cin_back", "new", "clean"),
                Doc("payslip", "minimal", "born_digital", ym((2025, 8))),
                Doc("payslip", "minimal", "born_digital", ym((2025, 9))),
                Doc("payslip", "minimal", "born_digital", ym((2025, 10))),
                Doc("employment_certificate", "bilingual", "degraded", over={"employer": "alt"}),
                Doc("salary_certificate", "form", "born_digital"),
                Doc("bank_statement", "participative", "born_digital"),
                Doc("rib", "attestation", "degraded"),
            ],
            statement={"start": D(2025, 10, 1), "end": D(2025, 10, 31), "opening": 26310.0},
            alt_employer=alt,
        )
    )

    # c05 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Mehdi",
        family="Ben Said",
        given_ar="مهدي",
        family_ar="بن سعيد",
        sex="M",
        dob=D(2000, 1, 19),
        pob="FES",
        pob_ar="فاس",
        cin="CD684219",
        father="Driss",
        father_ar="ادريس",
        mother="Latifa",
        mother_ar="لطيفة",
        card_address=["DERB BEN SOUDA NR 31", "FES MEDINA FES"],
        address=["31, Derb Ben Souda", "Fès Médina", "30110 Fès"],
        city="Fès",
        phone="07 01 55 43 18",
        email="mehdi.bensaid2000@gmail.com",
        card_model="new",
    )
    card_dates(p, D(2020, 11, 2))
    p.cnss_date = D(2024, 6, 3)
    p.passport = {"number": "VD" + _digits(rng, 7), "issue": D(2023, 8, 1), "with_cin": True, "layout": "pb"}
    e = employer(
        "RC Fès",
        key="fesshore",
        name="Fès Shore Digital Services SARL",
        brand="FSDS",
        address=["Parc Fès Shore, Bâtiment 5", "Route d'Imouzzer", "30050 Fès"],
        city="Fès",
        phone="05 35 61 90 20",
        web="www.fsds.ma",
        signatory="Hind Lahlou",
        signatory_title="Responsable Administration du Personnel",
        colors=("#1f4e79", "#70ad47"),
        logo_kind="bars",
        capital="Capital : 3 000 000,00 DH",
    )
    j = Job(
        hire=D(2024, 6, 3),
        position="Conseiller clientèle francophone",
        contract="ANAPEC",
        matricule="000512",
        department="Plateau Télécom B",
        base=4200.0,
        base_label="Indemnité de stage (Idmaj)",
        base_exempt=True,
        items=[Item("Prime d'assiduité", 350.0), Item("Prime de qualité", 250.0)],
        seniority=False,
        category="Contrat d'insertion",
    )
    b = bank(
        name="Banque Populaire",
        code="190",
        city_code="270",
        agency="Fès Atlas",
        agency_address="Avenue Allal El Fassi, Fès",
        swift="BCPOMAMC",
        layout="classic",
        colors=("#7b3f00", "#f39200"),
    )
    cases.append(
        Case(
            "c05",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "clean"),
                Doc("cin_back", "new", "degraded"),
                Doc("passport", "pb", "degraded"),
                Doc("payslip", "classic", "born_digital", ym((2025, 8), (2025, 9), (2025, 10))),
                Doc("employment_certificate", "fr", "clean"),
                Doc("cnss_certificate", "portal", "degraded"),
                Doc("bank_statement", "classic", "degraded"),
                Doc("other", "tax", "clean"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 10, 31), "opening": 2184.5},
        )
    )

    # c06 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Khadija",
        family="Lamrani",
        given_ar="خديجة",
        family_ar="العمراني",
        sex="F",
        dob=D(1990, 9, 30),
        pob="MARRAKECH",
        pob_ar="مراكش",
        cin="EE310587",
        father="Ahmed",
        father_ar="أحمد",
        mother="Zahra",
        mother_ar="زهرة",
        card_address=["DAOUDIAT LOT AL MASSIRA NR 112", "MARRAKECH"],
        address=["Lot Al Massira, N° 112", "Daoudiate", "40000 Marrakech"],
        city="Marrakech",
        phone="06 66 72 30 18",
        email="khadija.lamrani90@yahoo.fr",
        card_model="old",
        hijab=True,
        married=True,
        children=1,
    )
    card_dates(p, D(2018, 2, 12))
    p.cnss_date = D(2012, 12, 3)
    e = employer(
        "RC Marrakech",
        key="lumina",
        name="Groupe Lumina Santé SA",
        brand="LUMINA SANTÉ",
        address=["Clinique Lumina Guéliz", "45, Avenue Hassan II", "40000 Marrakech"],
        city="Marrakech",
        phone="05 24 43 88 10",
        web="www.lumina-sante.ma",
        signatory="Dr. Amine Sefrioui",
        signatory_title="Directeur Général",
        colors=("#0a7e8c", "#e63946"),
        logo_kind="circles",
        capital="SA au capital de 60 000 000 DH",
        outsourcer="Optima Paie & RH SARL",
        outsourcer_address="Immeuble Menara, Avenue Mohammed VI, Marrakech",
    )
    j = Job(
        hire=D(2019, 1, 7),
        position="Infirmière polyvalente",
        contract="CDI",
        matricule="LS-00931",
        department="Service de chirurgie",
        base=7600.0,
        items=[Item("Prime de garde", 900.0), Item("Indemnité de transport", 300.0, exempt=True)],
        mutuelle=95.0,
        category="Paramédical - Echelle 3",
    )
    b = bank(
        name="Attijariwafa bank",
        code="007",
        city_code="450",
        agency="Marrakech Guéliz",
        agency_address="112, Avenue Mohammed V, Guéliz, Marrakech",
        swift="BCMAMAMC",
        layout="classic",
        colors=("#f7a600", "#d2232a"),
    )
    cases.append(
        Case(
            "c06",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "old", "degraded"),
                Doc("cin_back", "old", "degraded"),
                Doc("payslip", "outsourced", "degraded", ym((2025, 9))),
                Doc("payslip", "outsourced", "clean", ym((2025, 10))),
                Doc("employment_certificate", "fr", "born_digital"),
                Doc("salary_certificate", "prose", "clean"),
                Doc("cnss_certificate", "letter", "degraded"),
                Doc("bank_statement", "classic", "clean"),
                Doc("rib", "classic", "degraded"),
            ],
            statement={"start": D(2025, 8, 1), "end": D(2025, 10, 31), "opening": 3975.4},
            variable_month=(2025, 9),
            variable_items=[
                Item("Heures supplémentaires 25%", 0.0, base="14,00", rate="125%", code="HS25"),
                Item("Prime de nuit", 650.0),
            ],
        )
    )

    # c07 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Omar",
        family="El Ouafi",
        given_ar="عمر",
        family_ar="الوافي",
        sex="M",
        dob=D(1985, 4, 2),
        pob="TAROUDANT",
        pob_ar="تارودانت",
        cin="JB127640",
        father="Brahim",
        father_ar="ابراهيم",
        mother="Fadma",
        mother_ar="فاضمة",
        card_address=["HAY AL MASSIRA BLOC C NR 240", "AIT MELLOUL"],
        address=["Hay Al Massira, Bloc C, N° 240", "86150 Ait Melloul"],
        city="Ait Melloul",
        phone="06 61 05 93 27",
        email="omar.elouafi@gmail.com",
        card_model="old",
        married=True,
        children=3,
    )
    card_dates(p, D(2016, 10, 25))
    p.cnss_date = D(2006, 3, 14)
    e = employer(
        "RC Inezgane",
        key="souss",
        name="Souss Agrumes Export SA",
        brand="SOUSS AGRUMES",
        address=["Zone Industrielle Ait Melloul, Lot 56", "BP 1204", "86150 Ait Melloul - Agadir"],
        city="Ait Melloul",
        phone="05 28 24 61 33",
        web="www.soussagrumes.ma",
        signatory="Hassan Ait Lhaj",
        signatory_title="Chef du Personnel",
        colors=("#e67e22", "#27ae60"),
        logo_kind="leaf",
        capital="Capital social : 18 500 000 DH",
    )
    j = Job(
        hire=D(2025, 1, 6),
        position="Chef d'équipe conditionnement",
        contract="CDD",
        matricule="3318",
        department="Station de conditionnement 2",
        base=5200.0,
        items=[
            Item("Prime de rendement", 400.0),
            Item("Indemnité de transport", 250.0, exempt=True),
            Item("Prime de panier", 390.0, exempt=True),
        ],
        seniority=False,
        end_date=D(2026, 1, 5),
    )
    b = bank(
        name="Crédit Agricole du Maroc",
        code="225",
        city_code="010",
        agency="Ait Melloul",
        agency_address="Avenue Hassan II, Ait Melloul",
        swift="CNCAMAMR",
        layout="dotmatrix",
        colors=("#00703c", "#8dc63f"),
    )
    cases.append(
        Case(
            "c07",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "old", "clean"),
                Doc("cin_back", "old", "clean"),
                Doc("payslip", "public", "degraded", ym((2025, 9))),
                Doc("payslip", "public", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "mission", "degraded"),
                Doc("salary_certificate", "prose", "degraded"),
                Doc("bank_statement", "dotmatrix", "degraded"),
                Doc("rib", "slip", "clean"),
                Doc("other", "lease", "degraded"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 10, 31), "opening": 820.15},
            overdrawn=True,
        )
    )

    # c08 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Nadia",
        family="Chraibi",
        given_ar="نادية",
        family_ar="الشرايبي",
        sex="F",
        dob=D(1991, 12, 8),
        pob="RABAT",
        pob_ar="الرباط",
        cin="AB504718",
        father="Mustapha",
        father_ar="مصطفى",
        mother="Khadija",
        mother_ar="خديجة",
        card_address=["AGDAL AVENUE FAL OULD OUMEIR", "IMM 21 APPT 6 RABAT"],
        address=["Imm. 21, Appt 6, Avenue Fal Ould Oumeir", "Agdal", "10090 Rabat"],
        city="Rabat",
        phone="06 61 27 39 40",
        email="nadia.chraibi@gmail.com",
        card_model="newb",
    )
    card_dates(p, D(2024, 2, 6))
    p.cnss_date = D(2014, 1, 20)
    e = employer(
        "RC Rabat",
        key="veridia",
        name="Veridia Business Services Maroc SARL",
        brand="VERIDIA",
        address=["Hay Riad, Mahaj Riad, Immeuble 9", "10100 Rabat"],
        city="Rabat",
        phone="+212 5 37 71 44 00",
        web="www.veridia-group.com",
        signatory="Sophie Marchal",
        signatory_title="Directrice RH Maroc",
        colors=("#00557f", "#8cc63f"),
        logo_kind="square",
        capital="Capital : 9 800 000 MAD",
    )
    j = Job(
        hire=D(2018, 5, 14),
        position="Comptable fournisseurs",
        position_en="Accounts Payable Accountant",
        contract="CDI",
        matricule="VBS-1842",
        department="Finance Shared Services - P2P",
        base=8900.0,
        items=[Item("Prime de performance", 500.0), Item("Indemnité de transport", 450.0, exempt=True)],
        cimr=0.03,
        mutuelle=120.0,
        category="Agent de maîtrise",
    )
    b = bank(
        name="BMCI",
        code="013",
        city_code="810",
        agency="Rabat Agdal",
        agency_address="5, Avenue de France, Agdal, Rabat",
        swift="BMCIMAMC",
        layout="bmci",
        colors=("#00915a", "#1a1a1a"),
    )
    cases.append(
        Case(
            "c08",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "newb", "degraded"),
                Doc("cin_back", "newb", "degraded"),
                Doc("payslip", "outsourced", "born_digital", ym((2025, 8))),
                Doc("payslip", "outsourced", "born_digital", ym((2025, 9))),
                Doc("payslip", "outsourced", "clean", ym((2025, 10))),
                Doc("employment_certificate", "bilingual", "clean"),
                Doc("salary_certificate", "form", "born_digital", over={"cin": "AB581742"}),
                Doc("cnss_certificate", "situation", "clean"),
                Doc("bank_statement", "bmci", "clean"),
                Doc("rib", "online", "born_digital"),
            ],
            statement={"start": D(2025, 10, 1), "end": D(2025, 10, 31), "opening": 5120.0},
        )
    )

    # c09 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Rachid",
        family="Amziane",
        given_ar="رشيد",
        family_ar="أمزيان",
        sex="M",
        dob=D(1982, 6, 21),
        pob="NADOR",
        pob_ar="الناظور",
        cin="S412389",
        father="Mimoun",
        father_ar="ميمون",
        mother="Malika",
        mother_ar="مليكة",
        card_address=["LOT AL MANAR RUE 8 NR 16", "OUJDA"],
        address=["Lotissement Al Manar, Rue 8, N° 16", "60000 Oujda"],
        city="Oujda",
        phone="06 61 90 41 52",
        email="r.amziane@adn-oriental.ma",
        card_model="new",
        married=True,
        children=2,
    )
    card_dates(p, D(2021, 10, 11))
    p.cnss_date = D(2008, 4, 1)
    p.passport = {
        "number": "US" + _digits(rng, 7),
        "issue": D(2024, 1, 15),
        "with_cin": True,
        "layout": "pc",
        "dob": D(1982, 1, 26),
    }
    e = employer(
        "RC Oujda",
        key="adno",
        name="Agence de Développement Numérique de l'Oriental",
        brand="ADNO",
        address=["Technopole d'Oujda, Bâtiment Administratif", "Route de l'Aéroport", "60000 Oujda"],
        city="Oujda",
        phone="05 36 50 22 80",
        web="www.adn-oriental.ma",
        signatory="Abdelhak Mernissi",
        signatory_title="Directeur des Affaires Administratives et Financières",
        colors=("#1b5e20", "#b71c1c"),
        logo_kind="hex",
        capital="Etablissement public",
    )
    j = Job(
        hire=D(2012, 10, 1),
        position="Chef de service systèmes d'information",
        contract="CDI",
        matricule="0487",
        department="Division des Systèmes d'Information",
        base=11400.0,
        base_label="Traitement de base",
        items=[
            Item("Indemnité de fonction", 3000.0),
            Item("Indemnité de logement", 1500.0),
            Item("Indemnité de transport", 500.0, exempt=True),
        ],
        rcar=0.06,
        mutuelle=150.0,
        category="Cadre supérieur - Echelle 11",
    )
    b = bank(
        name="Bank of Africa",
        code="011",
        city_code="560",
        agency="Oujda Mohammed V",
        agency_address="Boulevard Mohammed V, Oujda",
        swift="BMCEMAMC",
        layout="classic",
        colors=("#0067b1", "#00a3e0"),
    )
    cases.append(
        Case(
            "c09",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "degraded"),
                Doc("cin_back", "new", "clean"),
                Doc("passport", "pc", "degraded"),
                Doc("payslip", "public", "clean", ym((2025, 9))),
                Doc("payslip", "public", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "bilingual", "degraded"),
                Doc("salary_certificate", "prose", "clean"),
                Doc("cnss_certificate", "letter", "degraded"),
                Doc("bank_statement", "classic", "degraded"),
                Doc("rib", "attestation", "clean"),
            ],
            statement={"start": D(2025, 8, 1), "end": D(2025, 10, 31), "opening": -2640.75},
            overdrawn=True,
        )
    )

    # c10 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Imane",
        family="Berrada",
        given_ar="إيمان",
        family_ar="برادة",
        sex="F",
        dob=D(1987, 3, 16),
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin="BH291564",
        father="Abdellah",
        father_ar="عبد الله",
        mother="Saadia",
        mother_ar="سعدية",
        card_address=["RES LES JARDINS D ANFA IMM B APPT 17", "CASABLANCA"],
        address=["Résidence Les Jardins d'Anfa, Imm. B, Appt 17", "Quartier Racine", "20050 Casablanca"],
        city="Casablanca",
        phone="06 61 33 76 02",
        email="imane.berrada@stellaris-eng.com",
        card_model="newb",
        married=True,
        children=1,
    )
    card_dates(p, D(2024, 9, 30))
    p.cnss_date = D(2011, 9, 5)
    p.passport = {"number": "UM" + _digits(rng, 7), "issue": D(2021, 4, 7), "with_cin": False, "layout": "pa"}
    e = employer(
        "RC Casablanca",
        key="stellaris",
        name="Stellaris Engineering Morocco SARL AU",
        brand="STELLARIS",
        address=["Midparc Free Zone, Building 12", "Nouaceur", "20240 Casablanca"],
        city="Casablanca",
        phone="+212 5 22 53 90 00",
        web="www.stellaris-eng.com",
        signatory="Julien Marchetti",
        signatory_title="Site Director",
        colors=("#1c2541", "#e0a100"),
        logo_kind="triangle",
        capital="Share capital MAD 5,000,000",
    )
    j = Job(
        hire=D(2020, 2, 17),
        position="Senior Stress Engineer",
        position_en="Senior Stress Engineer",
        contract="CDI",
        matricule="STL-20-044",
        department="Aerostructures",
        base=24000.0,
        items=[
            Item("Representation allowance", 1500.0),
            Item("Transport allowance", 500.0, exempt=True),
        ],
        cimr=0.06,
        mutuelle=210.0,
        category="Engineer - Band E4",
    )
    b = bank(
        name="Société Générale Maroc",
        code="022",
        city_code="780",
        agency="Casablanca Racine",
        agency_address="Boulevard d'Anfa, Quartier Racine, Casablanca",
        swift="SGMBMAMC",
        layout="online",
        colors=("#e60028", "#000000"),
    )
    cases.append(
        Case(
            "c10",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "newb", "clean"),
                Doc("cin_back", "newb", "degraded"),
                Doc("passport", "pa", "clean"),
                Doc("payslip", "en", "born_digital", ym((2025, 9))),
                Doc("payslip", "en", "born_digital", ym((2025, 10))),
                Doc("employment_certificate", "en", "born_digital"),
                Doc("salary_certificate", "en", "born_digital"),
                Doc("cnss_certificate", "portal", "clean"),
                Doc("bank_statement", "online", "born_digital"),
                Doc("rib", "online", "born_digital"),
                Doc("other", "school", "clean"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 10, 31), "opening": 41870.0},
        )
    )

    # c11 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Ayoub",
        family="Kabbaj",
        given_ar="أيوب",
        family_ar="القباج",
        sex="M",
        dob=D(1996, 8, 25),
        pob="KENITRA",
        pob_ar="القنيطرة",
        cin="G738205",
        father="Hassan",
        father_ar="حسن",
        mother="Halima",
        mother_ar="حليمة",
        card_address=["OULAD OUJIH BLOC A NR 87", "KENITRA"],
        address=["Oulad Oujih, Bloc A, N° 87", "14000 Kénitra"],
        city="Kénitra",
        phone="06 34 81 20 66",
        email="ayoub.kabbaj96@gmail.com",
        card_model="old",
    )
    card_dates(p, D(2019, 4, 8))
    p.cnss_date = D(2017, 8, 21)
    e = employer(
        "RC Rabat",
        key="flexi",
        name="Flexi Intérim Maroc SA",
        brand="FLEXI",
        address=["Angle Avenue Mohammed V et Rue Al Farabi", "14000 Kénitra"],
        city="Kénitra",
        phone="05 37 37 60 15",
        web="www.flexi-interim.ma",
        signatory="Yasmine Alaoui",
        signatory_title="Responsable d'agence",
        colors=("#ff6f00", "#263238"),
        logo_kind="bars",
        capital="SA au capital de 5 000 000 DH",
        client="Medilog Distribution SNC",
        client_site="Zone Industrielle Bir Rami Est, Lot 23, Kénitra",
    )
    j = Job(
        hire=D(2025, 3, 3),
        position="Préparateur de commandes",
        contract="INTERIM",
        matricule="FX-77410",
        department="Entrepôt pharmaceutique",
        base=0.0,
        hourly=17.5,
        hours=191.0,
        items=[
            Item("Indemnité de transport", 300.0, exempt=True),
            Item("Prime de panier", 286.0, exempt=True),
        ],
        seniority=False,
        end_date=D(2026, 2, 28),
    )
    b = bank(
        name="Crédit du Maroc",
        code="021",
        city_code="330",
        agency="Kénitra Centre",
        agency_address="Avenue Mohammed Diouri, Kénitra",
        swift="CDMAMAMC",
        layout="bmci",
        colors=("#00843d", "#1d1d1b"),
    )
    cases.append(
        Case(
            "c11",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "old", "degraded"),
                Doc("cin_back", "old", "degraded"),
                Doc("payslip", "interim", "degraded", ym((2025, 9), (2025, 10))),
                Doc("employment_certificate", "mission", "clean"),
                Doc("cnss_certificate", "situation", "degraded"),
                Doc("bank_statement", "bmci", "degraded"),
                Doc("rib", "slip", "degraded"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 9, 30), "opening": 1265.3},
            overdrawn=True,
        )
    )

    # c12 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Zineb",
        family="El Khattabi",
        given_ar="زينب",
        family_ar="الخطابي",
        sex="F",
        dob=D(1994, 10, 12),
        pob="TETOUAN",
        pob_ar="تطوان",
        cin="L476301",
        father="Abdeslam",
        father_ar="عبد السلام",
        mother="Rachida",
        mother_ar="رشيدة",
        card_address=["AV ABDELKHALEK TORRES RUE 14 NR 5", "TETOUAN"],
        address=["5, Rue 14, Avenue Abdelkhalek Torres", "93000 Tétouan"],
        city="Tétouan",
        phone="06 65 12 09 84",
        email="zineb.elkhattabi@gmail.com",
        card_model="newb",
    )
    card_dates(p, D(2022, 5, 30))
    p.cnss_date = D(2017, 11, 6)
    p.passport = {"number": "VA" + _digits(rng, 7), "issue": D(2024, 7, 3), "with_cin": True, "layout": "pb"}
    e = employer(
        "RC Tanger",
        key="marsa",
        name="Marsa Logistique Portuaire SA",
        brand="MARSA LOGISTIQUE",
        address=["Zone Franche Logistique Tanger Med, Lot L12", "Ksar Sghir", "90000 Tanger"],
        city="Tanger",
        phone="05 39 33 70 45",
        web="www.marsa-logistique.ma",
        signatory="Nabil Bouhlal",
        signatory_title="Responsable Ressources Humaines",
        colors=("#003f7d", "#00a6d6"),
        logo_kind="square",
        capital="SA au capital de 40 000 000 DH",
    )
    j = Job(
        hire=D(2024, 11, 4),
        position="Déclarante en douane",
        contract="CDD",
        matricule="ML-2411-07",
        department="Transit et dédouanement",
        base=7200.0,
        items=[Item("Prime de rendement", 600.0), Item("Indemnité de transport", 350.0, exempt=True)],
        mutuelle=85.0,
        seniority=False,
        end_date=D(2026, 11, 3),
    )
    b = bank(
        name="Bank Assafa",
        code="370",
        city_code="640",
        agency="Tanger Boulevard",
        agency_address="Boulevard Pasteur, Tanger",
        swift="ASSFMAMC",
        layout="modern",
        colors=("#00695c", "#c5a15a"),
        account_type="Compte courant participatif",
    )
    cases.append(
        Case(
            "c12",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "newb", "degraded"),
                Doc("cin_back", "newb", "degraded"),
                Doc("passport", "pb", "degraded"),
                Doc("payslip", "classic", "clean", ym((2025, 9))),
                Doc("payslip", "classic", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "fr", "born_digital"),
                Doc("salary_certificate", "form", "degraded"),
                Doc("cnss_certificate", "portal", "born_digital"),
                Doc("bank_statement", "modern", "clean"),
                Doc("rib", "attestation", "born_digital"),
            ],
            statement={"start": D(2025, 8, 1), "end": D(2025, 10, 31), "opening": 9305.6},
        )
    )

    # c13 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Hajar",
        family="Ait Ouarab",
        given_ar="هاجر",
        family_ar="آيت واعراب",
        sex="F",
        dob=D(1989, 1, 5),
        pob="ESSAOUIRA",
        pob_ar="الصويرة",
        cin="N298174",
        father="Said",
        father_ar="سعيد",
        mother="Rkia",
        mother_ar="رقية",
        card_address=["DOUAR TIDZI COMMUNE SMIMOU", "ESSAOUIRA"],
        address=["Douar Tidzi, Commune Smimou", "44000 Essaouira"],
        city="Essaouira",
        phone="06 70 44 18 32",
        email="hajar.aitouarab@gmail.com",
        card_model="new",
        hijab=True,
    )
    card_dates(p, D(2020, 12, 14))
    p.cnss_date = D(2018, 3, 1)
    e = employer(
        "",
        key="tifawin",
        name="Coopérative Féminine d'Argan Tifawin",
        brand="TIFAWIN",
        address=["Douar Ait Ali, Commune Smimou", "Province d'Essaouira"],
        city="Smimou",
        phone="05 24 78 30 91",
        web="tifawin-argan.ma",
        signatory="Fatima Ouhammou",
        signatory_title="Présidente de la coopérative",
        colors=("#8d5524", "#4a7c2b"),
        logo_kind="leaf",
        capital="Agrément ODCO n° 2011/44",
    )
    e.rc = ""
    j = Job(
        hire=D(2018, 3, 1),
        position="Responsable qualité",
        contract="CDI",
        matricule="07",
        department="Production et qualité",
        base=5800.0,
        items=[Item("Indemnité de transport", 200.0, exempt=True)],
    )
    b = bank(
        name="Al Barid Bank",
        code="350",
        city_code="300",
        agency="Essaouira Médina",
        agency_address="Avenue Istiqlal, Essaouira",
        swift="BAMAMAMC",
        layout="dotmatrix",
        colors=("#f4c400", "#1b3f8f"),
    )
    cases.append(
        Case(
            "c13",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "new", "clean"),
                Doc("cin_back", "new", "clean"),
                Doc("payslip", "minimal", "degraded", ym((2025, 9))),
                Doc("payslip", "minimal", "clean", ym((2025, 10))),
                Doc("employment_certificate", "bilingual", "degraded"),
                Doc("salary_certificate", "prose", "clean"),
                Doc("cnss_certificate", "letter", "degraded"),
                Doc("bank_statement", "dotmatrix", "degraded"),
                Doc("rib", "classic", "degraded"),
            ],
            statement={"start": D(2025, 10, 1), "end": D(2025, 10, 31), "opening": 3140.0},
        )
    )

    # c14 ---------------------------------------------------------------------------------------------------------
    p = person(
        given="Anas",
        family="Bouzidi",
        given_ar="أنس",
        family_ar="بوزيدي",
        sex="M",
        dob=D(2001, 7, 7),
        pob="MARRAKECH",
        pob_ar="مراكش",
        cin="EE792310",
        father="Abderrahim",
        father_ar="عبد الرحيم",
        mother="Najat",
        mother_ar="نجاة",
        card_address=["M HAMID 9 RUE 23 NR 41", "MARRAKECH"],
        address=["M'Hamid 9, Rue 23, N° 41", "40000 Marrakech"],
        city="Marrakech",
        phone="07 06 21 48 93",
        email="anas.bouzidi01@gmail.com",
        card_model="newb",
    )
    card_dates(p, D(2019, 8, 26))
    e = employer(
        "RC Marrakech",
        key="yalla",
        name="Yalla Delivery SARL AU",
        brand="yalla",
        address=["Espace Tanmia, 3ème étage", "Avenue Abdelkrim El Khattabi", "40000 Marrakech"],
        city="Marrakech",
        phone="05 24 29 14 70",
        web="yalladelivery.ma",
        signatory="Reda Chami",
        signatory_title="Co-fondateur & COO",
        colors=("#ff3d57", "#1e1e2f"),
        logo_kind="circles",
        capital="SARL AU au capital de 100 000 DH",
    )
    j = Job(
        hire=D(2025, 7, 1),
        position="Data Analyst stagiaire",
        contract="STAGE",
        matricule="ST-2025-03",
        department="Data & Opérations",
        base=3000.0,
        base_label="Gratification de stage",
        base_exempt=True,
        items=[Item("Indemnité de transport", 300.0, exempt=True)],
        seniority=False,
        cnss_applies=False,
        ir_applies=False,
        end_date=D(2025, 12, 31),
    )
    b = bank(
        name="Attijariwafa bank",
        code="007",
        city_code="450",
        agency="Marrakech Massira",
        agency_address="Avenue Allal El Fassi, Massira 1, Marrakech",
        swift="BCMAMAMC",
        layout="classic",
        colors=("#f7a600", "#d2232a"),
    )
    cases.append(
        Case(
            "c14",
            p,
            e,
            j,
            b,
            [
                Doc("cin_front", "newb", "degraded"),
                Doc("cin_back", "newb", "degraded"),
                Doc("payslip", "minimal", "born_digital", ym((2025, 9))),
                Doc("payslip", "minimal", "degraded", ym((2025, 10))),
                Doc("employment_certificate", "stage", "born_digital"),
                Doc("bank_statement", "online", "degraded"),
                Doc("rib", "classic", "clean"),
                Doc("other", "phone", "born_digital"),
            ],
            statement={"start": D(2025, 9, 1), "end": D(2025, 10, 31), "opening": 640.25},
            overdrawn=True,
        )
    )
    return cases


def with_overrides(case: Case, doc: Doc) -> Case:
    """The case as this document (mis)states it."""
    c = dataclasses.replace(case)
    if "cin" in doc.over:
        c.person = dataclasses.replace(case.person, cin=doc.over["cin"])
    if doc.over.get("employer") == "alt" and case.alt_employer is not None:
        c.employer = case.alt_employer
    return c
