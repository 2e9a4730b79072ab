"""The family's invented applicants, employers, banks and the papers of each case."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

D = dt.date


@dataclass
class Bank:
    name: str  # as the bank prints it
    code: str
    swift: str
    colors: tuple[str, str]
    logo: str
    tagline: str = ""


BANKS = {
    "awb": Bank("Attijariwafa bank", "007", "BCMAMAMC", ("#f4a300", "#231f20"), "awb", "Croire en vous"),
    "boa": Bank("Bank of Africa", "011", "BMCEMAMC", ("#00539f", "#7ab800"), "boa", "BMCE Group"),
    "bp": Bank("Banque Populaire", "145", "BCPOMAMC", ("#6b3a1e", "#f18a00"), "bp", "Groupe Banque Centrale Populaire"),
    "sgm": Bank("Société Générale Maroc", "022", "SGMBMAMC", ("#e9041e", "#1d1d1b"), "sgm"),
    "cih": Bank("CIH Bank", "230", "CIHMMAMC", ("#0a5aa8", "#f39c12"), "cih"),
    "abb": Bank("Al Barid Bank", "350", "BAMBMAMC", ("#ffc20e", "#0d3c7d"), "abb"),
    "bmci": Bank("BMCI", "013", "BMCIMAMC", ("#00875a", "#3c3c3b"), "bmci", "Groupe BNP Paribas"),
    "cdm": Bank("Crédit du Maroc", "021", "CDMAMAMC", ("#00704a", "#c8102e"), "cdm"),
    "umnia": Bank("Umnia Bank", "360", "UMNBMAMC", ("#00a0af", "#84bd00"), "umnia", "Banque participative"),
    "cfg": Bank("CFG Bank", "050", "CAFGMAMC", ("#0b2545", "#c9a45c"), "cfg"),
    "assafa": Bank("Bank Assafa", "365", "ASSFMAMC", ("#6c1d45", "#d9a400"), "assafa", "Banque participative"),
    "cam": Bank("Crédit Agricole du Maroc", "225", "CNCAMAMR", ("#007a3d", "#e30613"), "cam"),
}


@dataclass
class Employer:
    name: str  # full legal name, legal form included
    brand: str  # what the logo shows
    logo: str  # shape family of the letterhead
    colors: tuple[str, str]
    street: str
    city: str
    phone: str
    cnss: str  # 7 digits
    rc: str
    if_: str
    ice: str
    patente: str
    signatory: str
    signatory_title: str
    web: str = ""
    capital: str = ""
    public: bool = False
    name_ar: str = ""


@dataclass
class Person:
    given: str
    surname: str
    given_ar: str
    surname_ar: str
    sex: str
    dob: dt.date
    pob: str
    pob_ar: str
    cin: str | None
    card_number: str | None
    cin_expiry: dt.date | None
    card_model: str  # "2020", "2008" (printed I<MAR)
    address: list[str]
    address_ar: str
    father: str
    mother: str
    father_ar: str
    mother_ar: str
    civil_status: str
    cnss_number: str | None
    affiliation_date: dt.date | None
    matricule: str
    dependents: int
    family: str  # "Marié(e)", "Célibataire"...

    @property
    def full(self) -> str:
        """The label form: given names first."""
        return f"{self.given} {self.surname}"

    @property
    def title(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"

    @property
    def title_short(self) -> str:
        return "M." if self.sex == "M" else "Mme"


@dataclass
class Job:
    employer: Employer
    position: str
    hire: dt.date
    contract: str  # CDI, CDD, ANAPEC, INTERIM, STAGE
    scheme: dict
    department: str
    category: str
    position_en: str = ""
    contract_end: dt.date | None = None


@dataclass
class Account:
    bank: Bank
    city_code: str
    number: str  # 16 digits
    branch: str
    branch_address: str
    opening: float  # balance at the start of the statement
    holder_prefix: str = ""


@dataclass
class Plan:
    kind: str
    variant: str
    condition: str
    opts: dict = field(default_factory=dict)


@dataclass
class Case:
    case_id: str
    person: Person
    job: Job
    account: Account
    plans: list[Plan]
    conflicts: list[str]
    issued: dt.date  # when the certificates were asked for
    extra: dict = field(default_factory=dict)


def _emp(**kw) -> Employer:
    return Employer(**kw)


MLS = _emp(
    name="Maghreb Logistique Services SARL",
    brand="MLS",
    logo="chevrons",
    colors=("#0f4c81", "#f2a541"),
    street="Zone Industrielle Ouled Saleh, Lot 118",
    city="Bouskoura",
    phone="05 22 59 41 70",
    cnss="2418736",
    rc="RC Casablanca 287431",
    if_="40287413",
    ice="001528734000029",
    patente="35780142",
    signatory="Nadia Lahlou",
    signatory_title="Directrice des Ressources Humaines",
    web="www.mls-logistique.ma",
    capital="Capital : 4 500 000,00 DH",
)
SCDP = _emp(
    name="Société Chérifienne de Distribution Pharmaceutique S.A.",
    brand="SCDP",
    logo="cross",
    colors=("#1b7f5f", "#9bd3ae"),
    street="14, avenue Allal Ben Abdellah, Hay Riad",
    city="Rabat",
    phone="05 37 71 28 90",
    cnss="1736490",
    rc="RC Rabat 61257",
    if_="3318260",
    ice="000093417000051",
    patente="26180477",
    signatory="Karim Benkirane",
    signatory_title="Directeur Général",
    capital="Société Anonyme au capital de 12 000 000 DH",
)
PHARMADIS = _emp(
    name="Pharmadis Rabat SARL",
    brand="PHARMADIS",
    logo="cross",
    colors=("#2a6f97", "#a9d6e5"),
    street="7, rue Oued Ziz, Agdal",
    city="Rabat",
    phone="05 37 67 10 33",
    cnss="4102885",
    rc="RC Rabat 104722",
    if_="14428815",
    ice="002017734000082",
    patente="26150098",
    signatory="Karim Benkirane",
    signatory_title="Gérant",
)
AMC = _emp(
    name="Atlas Matériaux de Construction S.A.",
    brand="ATLAS MATÉRIAUX",
    logo="mountain",
    colors=("#8c2f1b", "#d9a441"),
    street="Route de Safi, km 14, Quartier Industriel Sidi Ghanem",
    city="Marrakech",
    phone="05 24 33 60 12",
    cnss="3305218",
    rc="RC Marrakech 23019",
    if_="06501247",
    ice="001064529000043",
    patente="45102287",
    signatory="Omar Zniber",
    signatory_title="Responsable du personnel",
)
NOUR = _emp(
    name="Assurances Nour Al Maghrib S.A.",
    brand="NOUR ASSURANCES",
    logo="sun",
    colors=("#123c69", "#e6a93f"),
    street="105, boulevard d'Anfa, 8e étage",
    city="Casablanca",
    phone="05 22 95 73 00",
    cnss="1190463",
    rc="RC Casablanca 45811",
    if_="01085533",
    ice="000047852000036",
    patente="35602719",
    signatory="Leila Sefrioui",
    signatory_title="Directrice du Capital Humain",
    web="www.nour-assurances.ma",
    capital="S.A. au capital de 150 000 000,00 dirhams",
)
SOUSS = _emp(
    name="Souss Primeurs Export SARL AU",
    brand="SOUSS PRIMEURS",
    logo="leaf",
    colors=("#2e7d32", "#f9a825"),
    street="Douar Lahmar, Route de Biougra",
    city="Aït Melloul",
    phone="05 28 24 80 55",
    cnss="7720154",
    rc="RC Inezgane 8841",
    if_="45871209",
    ice="002384419000017",
    patente="48317702",
    signatory="Brahim Oubaha",
    signatory_title="Gérant",
    name_ar="سوس بريمور للتصدير ش.م.م ذات الشريك الوحيد",
)
NORDICA = _emp(
    name="Nordica Cables Automobile Maroc S.A.",
    brand="NORDICA",
    logo="bars",
    colors=("#005f73", "#94d2bd"),
    street="Tanger Automotive City, Lot 34, Commune Jouamaa",
    city="Tanger",
    phone="05 39 39 72 00",
    cnss="5581209",
    rc="RC Tanger 71930",
    if_="15209984",
    ice="001735902000064",
    patente="57224410",
    signatory="Sofia Lindqvist",
    signatory_title="HR Director",
    web="www.nordica-cables.com",
)
AUM = _emp(
    name="Agence Urbaine de Meknès",
    brand="AUM",
    logo="emblem",
    colors=("#7a1f1f", "#1f5e3a"),
    street="Avenue des F.A.R., Hamria",
    city="Meknès",
    phone="05 35 52 14 60",
    cnss="",
    rc="",
    if_="04918322",
    ice="001772803000091",
    patente="",
    signatory="Abdellatif Bennis",
    signatory_title="Le Directeur",
    public=True,
    name_ar="الوكالة الحضرية لمكناس",
)
ACF = _emp(
    name="Atlas Conseil & Finance SARL",
    brand="AC&F",
    logo="square",
    colors=("#222831", "#00adb5"),
    street="Twin Center, Tour Ouest, 17e étage, angle bd Zerktouni et bd Al Massira",
    city="Casablanca",
    phone="05 22 98 44 10",
    cnss="6650917",
    rc="RC Casablanca 439201",
    if_="50199324",
    ice="002611874000039",
    patente="34298866",
    signatory="Hicham Benjelloun",
    signatory_title="Gérant associé",
    web="www.acf-conseil.ma",
)
IMS = _emp(
    name="Imprimerie Moderne du Saïss SARL",
    brand="IMS",
    logo="circle",
    colors=("#3a3a3a", "#d62828"),
    street="Quartier Industriel Sidi Bouzekri, Rue 7, N° 22",
    city="Meknès",
    phone="05 35 40 22 18",
    cnss="2907341",
    rc="RC Meknès 12904",
    if_="04002761",
    ice="000219087000058",
    patente="17506603",
    signatory="Mustapha Alami",
    signatory_title="Directeur administratif",
)
COOP = _emp(
    name="Coopérative Agricole Laitière Al Khair",
    brand="AL KHAIR",
    logo="drop",
    colors=("#1d3557", "#a8dadc"),
    street="Centre Ouled Said, Route Nationale 9",
    city="Settat",
    phone="05 23 40 71 86",
    cnss="8843067",
    rc="",
    if_="20511876",
    ice="001428631000075",
    patente="61009142",
    signatory="Abdelkader Hilali",
    signatory_title="Président du Conseil d'Administration",
    name_ar="التعاونية الفلاحية للحليب الخير",
)
INTERIM = _emp(
    name="Oriental Intérim Services SARL",
    brand="OIS",
    logo="arrows",
    colors=("#5f0f40", "#fb8b24"),
    street="45, boulevard Mohammed V, Immeuble Al Amal, 2e étage",
    city="Oujda",
    phone="05 36 68 90 41",
    cnss="9034418",
    rc="RC Oujda 33172",
    if_="25091837",
    ice="002251098000026",
    patente="52417309",
    signatory="Youssra Bouziane",
    signatory_title="Responsable d'agence",
)
DAS = _emp(
    name="Digital Atlas Solutions SARL AU",
    brand="digital atlas",
    logo="dots",
    colors=("#4361ee", "#4cc9f0"),
    street="Technopolis Rabat-Shore, Bâtiment B2",
    city="Salé",
    phone="05 37 53 60 02",
    cnss="9715230",
    rc="RC Salé 35640",
    if_="52384117",
    ice="002914470000061",
    patente="28416033",
    signatory="Amine Kettani",
    signatory_title="Gérant",
    web="digitalatlas.ma",
)
ENNAKHIL = _emp(
    name="Groupe Ennakhil Immobilier S.A.",
    brand="ENNAKHIL",
    logo="palm",
    colors=("#386641", "#bc6c25"),
    street="Boulevard Abdelmoumen, Résidence Les Palmiers, 3e étage",
    city="Kénitra",
    phone="05 37 37 55 90",
    cnss="3962174",
    rc="RC Kénitra 40177",
    if_="06610245",
    ice="001318840000048",
    patente="22309871",
    signatory="Rita Bensouda",
    signatory_title="Directrice Administrative et Financière",
    capital="S.A. au capital de 60 000 000 DH",
)
TCF = _emp(
    name="Transports Chaouia Frères SNC",
    brand="TCF",
    logo="truck",
    colors=("#264653", "#e76f51"),
    street="Route d'El Jadida, km 7, Lissasfa",
    city="Casablanca",
    phone="05 22 65 13 07",
    cnss="1027558",
    rc="RC Casablanca 98304",
    if_="01907724",
    ice="000125883000013",
    patente="36180045",
    signatory="Said Chaoui",
    signatory_title="Associé gérant",
)


def _p(**kw) -> Person:
    return Person(**kw)


def cases() -> list[Case]:
    """The fourteen cases. Conditions: BD born_digital, C clean, X degraded."""
    bd, cl, dg = "born_digital", "clean", "degraded"
    jan, feb, mar = D(2025, 1, 1), D(2025, 2, 1), D(2025, 3, 1)
    out: list[Case] = []

    youssef = _p(
        given="Youssef Amine",
        surname="Berrada",
        given_ar="يوسف أمين",
        surname_ar="برادة",
        sex="M",
        dob=D(1986, 4, 17),
        pob="FES",
        pob_ar="فاس",
        cin="CD482913",
        card_number="AE3917204",
        cin_expiry=D(2029, 9, 12),
        card_model="2020",
        address=["27 RUE IBN KHALDOUN APPT 6", "MAARIF CASABLANCA"],
        address_ar="27 زنقة ابن خلدون الشقة 6 المعاريف الدار البيضاء",
        father="Abdelhak",
        mother="Naima Tazi",
        father_ar="عبد الحق",
        mother_ar="نعيمة التازي",
        civil_status="1043/1986",
        cnss_number="118734562",
        affiliation_date=D(2009, 10, 12),
        matricule="MLS-0412",
        dependents=3,
        family="Marié",
    )
    out.append(
        Case(
            "c01",
            youssef,
            Job(
                MLS,
                "Responsable d'exploitation",
                D(2014, 9, 1),
                "CDI",
                {
                    "base": 14500.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("210", "Indemnité de représentation", "Representation allowance", 1200.0, True),
                    ],
                    "cimr": 6,
                    "mutuelle": 2.5,
                    "dependents": 3,
                },
                "Exploitation",
                "Cadre",
            ),
            Account(
                BANKS["awb"],
                "780",
                "0001427351900318",
                "Agence Casablanca Maarif",
                "Bd Zerktouni, Casablanca",
                18342.55,
            ),
            [
                Plan("cin_front", "cnie", cl),
                Plan("passport", "mar", dg, {"number": "VX2841067", "issued": D(2021, 6, 3)}),
                Plan("payslip", "sage", bd, {"period": jan}),
                Plan("payslip", "sage", dg, {"period": feb}),
                Plan("employment_certificate", "letter", bd),
                Plan("salary_certificate", "letter", cl, {"annual": True}),
                Plan("cnss_certificate", "affiliation", dg),
                Plan("bank_statement", "classic", bd, {"start": jan, "months": 3}),
                Plan("rib", "slip", cl),
            ],
            [],
            D(2025, 4, 8),
        )
    )

    khadija = _p(
        given="Khadija",
        surname="Ouazzani Chahdi",
        given_ar="خديجة",
        surname_ar="الوزاني الشاهدي",
        sex="F",
        dob=D(1991, 11, 3),
        pob="RABAT",
        pob_ar="الرباط",
        cin="AB739204",
        card_number="BK5120836",
        cin_expiry=D(2031, 2, 20),
        card_model="2020",
        address=["LOT AL WAHDA RUE 12 NR 44", "HAY RIAD RABAT"],
        address_ar="تجزئة الوحدة زنقة 12 رقم 44 حي الرياض الرباط",
        father="Mohammed",
        mother="Zhor Bennouna",
        father_ar="محمد",
        mother_ar="الزهور بنونة",
        civil_status="2871/1991",
        cnss_number="147209385",
        affiliation_date=D(2016, 9, 1),
        matricule="004187",
        dependents=1,
        family="Mariée",
    )
    out.append(
        Case(
            "c02",
            khadija,
            Job(
                SCDP,
                "Pharmacienne responsable qualité",
                D(2019, 2, 11),
                "CDI",
                {
                    "base": 16800.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("220", "Prime de responsabilité", "Responsibility bonus", 2000.0, True),
                    ],
                    "cimr": 5,
                    "mutuelle": 2.59,
                    "dependents": 1,
                },
                "Assurance Qualité",
                "Cadre supérieur",
            ),
            Account(BANKS["boa"], "810", "2110084731006542", "Agence Rabat Hay Riad", "Avenue Annakhil, Rabat", 9654.1),
            [
                Plan("cin_front", "cnie", dg),
                Plan("cin_back", "cnie", cl),
                Plan("payslip", "band", cl, {"period": feb}),
                Plan("payslip", "band", dg, {"period": mar}),
                Plan("employment_certificate", "letter", cl, {"employer": PHARMADIS}),
                Plan("salary_certificate", "table", bd),
                Plan("cnss_certificate", "affiliation", cl),
                Plan("bank_statement", "modern", dg, {"start": mar, "months": 1}),
                Plan("rib", "attestation", bd),
            ],
            ["employer", "employer_cnss"],
            D(2025, 4, 2),
        )
    )

    reda = _p(
        given="Mohamed Reda",
        surname="El Idrissi",
        given_ar="محمد رضا",
        surname_ar="الإدريسي",
        sex="M",
        dob=D(1993, 6, 22),
        pob="MARRAKECH",
        pob_ar="مراكش",
        cin="EE615027",
        card_number="CH7204415",
        cin_expiry=D(2028, 11, 4),
        card_model="2020",
        address=["DERB SIDI BOULOUKAT NR 19", "MEDINA MARRAKECH"],
        address_ar="درب سيدي بولوكات رقم 19 المدينة مراكش",
        father="Lahcen",
        mother="Fatna Ouarrak",
        father_ar="لحسن",
        mother_ar="فاطنة وراق",
        civil_status="655/1993",
        cnss_number="163058217",
        affiliation_date=D(2023, 5, 2),
        matricule="T-2291",
        dependents=0,
        family="Célibataire",
    )
    out.append(
        Case(
            "c03",
            reda,
            Job(
                AMC,
                "Technicien de maintenance",
                D(2023, 5, 2),
                "CDD",
                {
                    "base": 6200.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 400.0, False),
                        ("230", "Prime de panier", "Meal allowance", 286.0, False),
                    ],
                    "dependents": 0,
                },
                "Maintenance",
                "Agent de maîtrise",
                contract_end=D(2025, 11, 1),
            ),
            Account(
                BANKS["bp"],
                "450",
                "2111960845000207",
                "Agence Marrakech Daoudiate",
                "Bd Allal El Fassi, Marrakech",
                -312.4,
            ),
            [
                Plan("cin_front", "cnie", cl),
                Plan("cin_back", "cnie", dg),
                Plan("payslip", "sage", dg, {"period": jan}),
                Plan("payslip", "sage", dg, {"period": feb}),
                Plan("payslip", "sage", cl, {"period": mar}),
                Plan("employment_certificate", "form", bd),
                Plan("bank_statement", "mono", cl, {"start": feb, "months": 1, "overdrawn": True}),
                Plan("rib", "slip", dg),
                Plan("other", "lease", cl),
            ],
            [],
            D(2025, 4, 15),
        )
    )

    fz = _p(
        given="Fatima Zahra",
        surname="Bennani Smires",
        given_ar="فاطمة الزهراء",
        surname_ar="بناني سميرس",
        sex="F",
        dob=D(1984, 1, 30),
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin="BE904417",
        card_number="ZT0388152",
        cin_expiry=D(2030, 6, 18),
        card_model="2020",
        address=["RES LES JARDINS D ANFA IMM C3 APPT 14", "CASABLANCA"],
        address_ar="إقامة حدائق أنفا عمارة س3 الشقة 14 الدار البيضاء",
        father="Driss",
        mother="Rachida Kabbaj",
        father_ar="إدريس",
        mother_ar="رشيدة القباج",
        civil_status="318/1984",
        cnss_number="104487320",
        affiliation_date=D(2007, 3, 1),
        matricule="NAM-07719",
        dependents=2,
        family="Mariée",
    )
    out.append(
        Case(
            "c04",
            fz,
            Job(
                NOUR,
                "Chargée de clientèle entreprises",
                D(2011, 7, 18),
                "CDI",
                {
                    "base": 11300.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("240", "Prime de rendement", "Performance bonus", 800.0, True),
                    ],
                    "cimr": 6,
                    "mutuelle": 2.0,
                    "dependents": 2,
                    "repayments": [("700", "Remboursement prêt personnel", "Staff loan repayment", 1250.0)],
                },
                "Direction Entreprises",
                "Cadre",
            ),
            Account(BANKS["sgm"], "780", "0109731422087614", "Agence Casablanca Anfa", "Bd d'Anfa, Casablanca", 6218.9),
            [
                Plan("cin_front", "cnie", dg),
                Plan("cin_back", "cnie", dg),
                Plan("payslip", "band", bd, {"period": jan}),
                Plan("payslip", "band", bd, {"period": feb}),
                Plan("employment_certificate", "bilingual", cl),
                Plan("salary_certificate", "letter", bd, {"inflate": 1.32}),
                Plan("cnss_certificate", "immatriculation", cl),
                Plan("bank_statement", "classic", bd, {"start": feb, "months": 2}),
                Plan("rib", "slip", cl),
            ],
            ["gross_salary", "net_salary"],
            D(2025, 3, 24),
        )
    )

    abdelilah = _p(
        given="Abdelilah",
        surname="Ouchen",
        given_ar="عبد الإله",
        surname_ar="أوشن",
        sex="M",
        dob=D(1998, 9, 5),
        pob="TIZNIT",
        pob_ar="تيزنيت",
        cin="JT88213",
        card_number="FA2093317",
        cin_expiry=D(2032, 1, 27),
        card_model="2020",
        address=["DOUAR IDA OUGNIDIF", "CR ARBAA RASMOUKA TIZNIT"],
        address_ar="دوار إدا وكنيضيف جماعة أربعاء رسموكة تيزنيت",
        father="Ahmed",
        mother="Itto Ait Lhaj",
        father_ar="أحمد",
        mother_ar="إطو آيت الحاج",
        civil_status="97/1998",
        cnss_number="189320746",
        affiliation_date=D(2024, 2, 1),
        matricule="SPE-118",
        dependents=0,
        family="Célibataire",
    )
    out.append(
        Case(
            "c05",
            abdelilah,
            Job(
                SOUSS,
                "Assistant commercial export",
                D(2024, 2, 1),
                "ANAPEC",
                {
                    "base": 5200.0,
                    "allowances": [("200", "Indemnité de transport", "Transport allowance", 300.0, False)],
                    "cnss": False,
                    "ir": False,
                    "seniority": False,
                    "dependents": 0,
                },
                "Commercial",
                "Employé",
                contract_end=D(2026, 1, 31),
            ),
            Account(
                BANKS["cam"], "010", "0051773920014486", "Agence Aït Melloul", "Avenue Hassan II, Aït Melloul", 2140.0
            ),
            [
                Plan("cin_front", "cnie", cl),
                Plan("id_card", "nld", dg, {"number": "IRN4L82K7", "issued": D(2022, 3, 14)}),
                Plan("payslip", "band", cl, {"period": jan}),
                Plan("payslip", "band", dg, {"period": feb}),
                Plan("employment_certificate", "bilingual", dg),
                Plan("cnss_certificate", "immatriculation", bd),
                Plan("bank_statement", "modern", dg, {"start": feb, "months": 1}),
                Plan("rib", "attestation", dg),
                Plan("other", "residence", cl),
            ],
            [],
            D(2025, 3, 10),
        )
    )

    imane = _p(
        given="Imane",
        surname="Chraibi",
        given_ar="إيمان",
        surname_ar="الشرايبي",
        sex="F",
        dob=D(1989, 12, 14),
        pob="TANGER",
        pob_ar="طنجة",
        cin="K437710",
        card_number="KL6610293",
        cin_expiry=D(2027, 5, 9),
        card_model="2020",
        address=["AV MOULAY ISMAIL RES NAKHIL 3 APPT 22", "TANGER"],
        address_ar="شارع مولاي إسماعيل إقامة النخيل 3 الشقة 22 طنجة",
        father="Abdelaziz",
        mother="Souad Temsamani",
        father_ar="عبد العزيز",
        mother_ar="سعاد التمسماني",
        civil_status="1502/1989",
        cnss_number="128845091",
        affiliation_date=D(2013, 1, 7),
        matricule="NC-10388",
        dependents=2,
        family="Mariée",
    )
    out.append(
        Case(
            "c06",
            imane,
            Job(
                NORDICA,
                "Ingénieure méthodes",
                D(2016, 10, 3),
                "CDI",
                {
                    "base": 19600.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("250", "Prime de poste", "Shift allowance", 1500.0, True),
                    ],
                    "cimr": 6,
                    "mutuelle": 2.59,
                    "dependents": 2,
                },
                "Industrial Engineering",
                "Engineer",
                position_en="Process Engineer",
            ),
            Account(
                BANKS["cih"], "640", "1738201155460093", "Agence Tanger Malabata", "Bd Mohammed VI, Tanger", 27410.35
            ),
            [
                Plan("cin_front", "cnie", dg),
                Plan("passport", "mar", cl, {"number": "TK0917753", "issued": D(2022, 8, 30)}),
                Plan("payslip", "english", bd, {"period": jan}),
                Plan("payslip", "english", cl, {"period": feb}),
                Plan("employment_certificate", "letter", dg, {"cin": "KB129584"}),
                Plan("salary_certificate", "table", cl),
                Plan("cnss_certificate", "affiliation", dg),
                Plan("bank_statement", "classic", cl, {"start": jan, "months": 1}),
            ],
            ["cin"],
            D(2025, 2, 20),
        )
    )

    hassan = _p(
        given="Hassan",
        surname="Ait Baha",
        given_ar="حسن",
        surname_ar="آيت باها",
        sex="M",
        dob=D(1979, 3, 8),
        pob="OUARZAZATE",
        pob_ar="ورزازات",
        cin="JE118345",
        card_number="JE1183459",
        cin_expiry=D(2026, 7, 1),
        card_model="2008",
        address=["HAY EL BASATINE RUE 8 NR 31", "MEKNES"],
        address_ar="حي البساتين زنقة 8 رقم 31 مكناس",
        father="Mbarek",
        mother="Aicha Ouhammou",
        father_ar="امبارك",
        mother_ar="عائشة أوحمو",
        civil_status="212/1979",
        cnss_number=None,
        affiliation_date=None,
        matricule="PPR 1184402",
        dependents=4,
        family="Marié, 3 enfants",
    )
    out.append(
        Case(
            "c07",
            hassan,
            Job(
                AUM,
                "Ingénieur d'État principal",
                D(2006, 1, 16),
                "CDI",
                {
                    "kind": "public",
                    "base": 9870.0,
                    "allowances": [
                        ("I05", "Indemnité de fonction", "تعويض عن المهام", 3200.0, True),
                        ("I07", "Indemnité de sujétion", "تعويض عن التبعات", 1150.0, True),
                        ("A01", "Allocations familiales", "التعويضات العائلية", 900.0, False),
                    ],
                    "dependents": 4,
                },
                "Division de la Planification Urbaine",
                "Échelle 11, échelon 7",
            ),
            Account(
                BANKS["abb"], "480", "0007215490031127", "Agence Meknès Hamria", "Avenue Hassan II, Meknès", 4120.75
            ),
            [
                Plan("cin_front", "cnie", cl),
                Plan("cin_back", "cnie", cl),
                Plan("payslip", "public", cl, {"period": jan}),
                Plan("payslip", "public", dg, {"period": feb}),
                Plan("employment_certificate", "public", bd),
                Plan("salary_certificate", "letter", dg),
                Plan("bank_statement", "mono", bd, {"start": jan, "months": 2}),
                Plan("rib", "slip", cl),
                Plan("other", "tax", dg),
            ],
            [],
            D(2025, 3, 5),
        )
    )

    karim = _p(
        given="Karim Julien",
        surname="Haddad",
        given_ar="",
        surname_ar="",
        sex="M",
        dob=D(1982, 5, 26),
        pob="LYON",
        pob_ar="",
        cin=None,
        card_number=None,
        cin_expiry=None,
        card_model="",
        address=["RESIDENCE PALMIER BLEU APPT 31", "CASABLANCA"],
        address_ar="",
        father="",
        mother="",
        father_ar="",
        mother_ar="",
        civil_status="",
        cnss_number="172904418",
        affiliation_date=D(2021, 1, 4),
        matricule="ACF-027",
        dependents=2,
        family="Marié",
    )
    out.append(
        Case(
            "c08",
            karim,
            Job(
                ACF,
                "Directeur administratif et financier",
                D(2021, 1, 4),
                "CDI",
                {
                    "base": 32000.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("260", "Indemnité de logement", "Housing allowance", 4000.0, True),
                    ],
                    "cimr": 8,
                    "mutuelle": 2.59,
                    "dependents": 2,
                },
                "Direction Générale",
                "Hors catégorie",
            ),
            Account(
                BANKS["bmci"],
                "780",
                "0005217940018830",
                "Agence Casablanca Gauthier",
                "Rue Jean Jaurès, Casablanca",
                58730.0,
            ),
            [
                Plan("residence_permit", "mar", dg, {"number": "WB1029344", "issued": D(2023, 2, 1)}),
                Plan("payslip", "sage", bd, {"period": feb}),
                Plan("payslip", "sage", cl, {"period": mar}),
                Plan("employment_certificate", "letter", bd),
                Plan("salary_certificate", "letter", bd, {"annual": True}),
                Plan("cnss_certificate", "affiliation", dg),
                Plan("bank_statement", "modern", cl, {"start": mar, "months": 1}),
                Plan("rib", "attestation", dg),
            ],
            [],
            D(2025, 4, 11),
        )
    )

    rachid = _p(
        given="Rachid Mehdi",
        surname="El Fassi",
        given_ar="رشيد مهدي",
        surname_ar="الفاسي",
        sex="M",
        dob=D(1987, 8, 19),
        pob="MEKNES",
        pob_ar="مكناس",
        cin="D592061",
        card_number="DM4470128",
        cin_expiry=D(2030, 3, 15),
        card_model="2020",
        address=["34 RUE ANTSIRABE VILLE NOUVELLE", "MEKNES"],
        address_ar="34 زنقة أنتسيرابي المدينة الجديدة مكناس",
        father="Abdeslam",
        mother="Khadija Berrada",
        father_ar="عبد السلام",
        mother_ar="خديجة برادة",
        civil_status="1388/1987",
        cnss_number="131672094",
        affiliation_date=D(2011, 6, 20),
        matricule="00377",
        dependents=1,
        family="Marié",
    )
    out.append(
        Case(
            "c09",
            rachid,
            Job(
                IMS,
                "Responsable maintenance informatique",
                D(2017, 3, 1),
                "CDI",
                {
                    "base": 9400.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 450.0, False),
                        ("230", "Prime de panier", "Meal allowance", 260.0, False),
                    ],
                    "mutuelle": 2.0,
                    "dependents": 1,
                },
                "Informatique",
                "Cadre",
            ),
            Account(
                BANKS["cdm"],
                "480",
                "0331905472201578",
                "Agence Meknès Ville Nouvelle",
                "Av. Mohammed V, Meknès",
                3310.6,
            ),
            [
                Plan("cin_front", "cnie", dg),
                Plan("cin_back", "cnie", dg),
                Plan("payslip", "mono", cl, {"period": jan}),
                Plan("payslip", "mono", dg, {"period": feb}),
                Plan("employment_certificate", "form", cl, {"hire": D(2016, 3, 1)}),
                Plan("salary_certificate", "table", dg),
                Plan("cnss_certificate", "immatriculation", bd),
                Plan("bank_statement", "classic", dg, {"start": mar, "months": 1}),
            ],
            ["hire_date"],
            D(2025, 4, 4),
        )
    )

    meryem = _p(
        given="Meryem",
        surname="Alaoui Mhamdi",
        given_ar="مريم",
        surname_ar="العلوي المحمدي",
        sex="F",
        dob=D(1990, 7, 21),
        pob="SETTAT",
        pob_ar="سطات",
        cin="MC214873",
        card_number="MC3318406",
        cin_expiry=D(2029, 12, 2),
        card_model="2020",
        address=["HAY EL QODS RUE 5 NR 17", "SETTAT"],
        address_ar="حي القدس زنقة 5 رقم 17 سطات",
        father="Moulay Ali",
        mother="Zineb Hajji",
        father_ar="مولاي علي",
        mother_ar="زينب الحجي",
        civil_status="740/1990",
        cnss_number="139904261",
        affiliation_date=D(2015, 4, 13),
        matricule="CAL-0261",
        dependents=2,
        family="Mariée",
    )
    out.append(
        Case(
            "c10",
            meryem,
            Job(
                COOP,
                "Responsable laboratoire qualité",
                D(2015, 4, 13),
                "CDI",
                {
                    "base": 8750.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 400.0, False),
                        ("240", "Prime de productivité", "Productivity bonus", 600.0, True),
                    ],
                    "mutuelle": 1.5,
                    "dependents": 2,
                },
                "Laboratoire",
                "Agent de maîtrise",
            ),
            Account(BANKS["umnia"], "620", "0000841275300619", "Agence Settat", "Bd Hassan II, Settat", 12980.0),
            [
                Plan("cin_front", "cnie", cl),
                Plan("passport", "ita", dg, {"number": "YC4417205", "issued": D(2019, 11, 28)}),
                Plan("payslip", "sage", bd, {"period": feb, "show_dob": True}),
                Plan("payslip", "sage", dg, {"period": mar, "show_dob": True}),
                Plan("employment_certificate", "letter", cl),
                Plan("cnss_certificate", "affiliation", dg, {"dob": D(1991, 7, 21)}),
                Plan("bank_statement", "modern", bd, {"start": mar, "months": 1}),
                Plan("rib", "attestation", cl),
                Plan("other", "electricity", dg),
            ],
            ["date_of_birth"],
            D(2025, 4, 17),
        )
    )

    soukaina = _p(
        given="Soukaina",
        surname="Hamdaoui",
        given_ar="سكينة",
        surname_ar="الحمداوي",
        sex="F",
        dob=D(1995, 2, 11),
        pob="OUJDA",
        pob_ar="وجدة",
        cin="F717305",
        card_number="FB8840217",
        cin_expiry=D(2033, 10, 30),
        card_model="2020",
        address=["HAY AL QODS BLOC 3 NR 8", "OUJDA"],
        address_ar="حي القدس بلوك 3 رقم 8 وجدة",
        father="Mimoun",
        mother="Houria Benamar",
        father_ar="ميمون",
        mother_ar="حورية بنعمر",
        civil_status="402/1995",
        cnss_number="176338150",
        affiliation_date=D(2018, 7, 2),
        matricule="INT-55312",
        dependents=0,
        family="Célibataire",
    )
    out.append(
        Case(
            "c11",
            soukaina,
            Job(
                INTERIM,
                "Agente de saisie comptable",
                D(2024, 9, 16),
                "INTERIM",
                {
                    "base": 0.0,
                    "hourly": 28.4,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 350.0, False),
                        ("230", "Prime de panier", "Meal allowance", 286.0, False),
                    ],
                    "seniority": False,
                    "dependents": 0,
                },
                "Mission : Cabinet Fiduciaire Al Massira",
                "Intérimaire",
            ),
            Account(BANKS["cfg"], "530", "0040019627100354", "Agence Oujda", "Bd Mohammed V, Oujda", 1588.2),
            [
                Plan("cin_front", "cnie", dg),
                Plan("passport", "bel", cl, {"number": "EM718204", "issued": D(2020, 9, 8)}),
                Plan("payslip", "mono", cl, {"period": jan}),
                Plan("payslip", "mono", dg, {"period": feb}),
                Plan("payslip", "mono", bd, {"period": mar}),
                Plan("employment_certificate", "form", dg),
                Plan("cnss_certificate", "immatriculation", cl),
                Plan("bank_statement", "mono", dg, {"start": mar, "months": 1}),
            ],
            [],
            D(2025, 4, 9),
        )
    )

    omar = _p(
        given="Omar Ilyass",
        surname="Sqalli Houssaini",
        given_ar="عمر إلياس",
        surname_ar="الصقلي الحسيني",
        sex="M",
        dob=D(2001, 10, 9),
        pob="RABAT",
        pob_ar="الرباط",
        cin="AE271946",
        card_number="AA9135702",
        cin_expiry=D(2029, 10, 9),
        card_model="2020",
        address=["12 RUE OUM RABII APPT 3 AGDAL", "RABAT"],
        address_ar="12 زنقة أم الربيع الشقة 3 أكدال الرباط",
        father="Hamid",
        mother="Siham Guessous",
        father_ar="حميد",
        mother_ar="سهام كسوس",
        civil_status="3304/2001",
        cnss_number=None,
        affiliation_date=None,
        matricule="STG-25-004",
        dependents=0,
        family="Célibataire",
    )
    out.append(
        Case(
            "c12",
            omar,
            Job(
                DAS,
                "Stagiaire développeur web",
                D(2025, 1, 6),
                "STAGE",
                {
                    "base": 4500.0,
                    "base_label": ("Indemnité de stage", "Internship allowance"),
                    "cnss": False,
                    "amo": False,
                    "ir": False,
                    "seniority": False,
                    "dependents": 0,
                },
                "Engineering",
                "Stagiaire",
                contract_end=D(2025, 7, 4),
            ),
            Account(BANKS["cih"], "810", "2287746019300521", "Agence Rabat Agdal", "Avenue de France, Rabat", 820.5),
            [
                Plan("cin_front", "cnie", cl),
                Plan("id_card", "fra", dg, {"number": "X4RTB8PW2", "issued": D(2022, 10, 5)}),
                Plan("payslip", "band", bd, {"period": feb, "show_cin": False}),
                Plan("payslip", "band", dg, {"period": mar, "show_cin": False}),
                Plan("employment_certificate", "stage", bd),
                Plan("bank_statement", "modern", cl, {"start": feb, "months": 2}),
                Plan("rib", "slip", bd),
                Plan("other", "electricity", dg),
            ],
            [],
            D(2025, 4, 14),
        )
    )

    zineb = _p(
        given="Zineb",
        surname="El Ouafi",
        given_ar="زينب",
        surname_ar="الوافي",
        sex="F",
        dob=D(1992, 4, 2),
        pob="KENITRA",
        pob_ar="القنيطرة",
        cin="G538072",
        card_number="GB2256930",
        cin_expiry=D(2031, 8, 24),
        card_model="2020",
        address=["LOT OULAD OUJIH RUE 22 NR 140", "KENITRA"],
        address_ar="تجزئة أولاد أوجيه زنقة 22 رقم 140 القنيطرة",
        father="Larbi",
        mother="Malika Rhazi",
        father_ar="العربي",
        mother_ar="مليكة الرازي",
        civil_status="611/1992",
        cnss_number="151176830",
        affiliation_date=D(2014, 10, 1),
        matricule="GEI-3318",
        dependents=0,
        family="Célibataire",
    )
    out.append(
        Case(
            "c13",
            zineb,
            Job(
                ENNAKHIL,
                "Responsable marketing digital",
                D(2020, 6, 15),
                "CDI",
                {
                    "base": 13200.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 500.0, False),
                        ("270", "Prime de performance", "Performance bonus", 1100.0, True),
                    ],
                    "cimr": 5,
                    "mutuelle": 2.59,
                    "dependents": 0,
                },
                "Marketing & Communication",
                "Cadre",
            ),
            Account(
                BANKS["assafa"],
                "360",
                "0700182233650041",
                "Agence Kénitra Centre",
                "Avenue Mohammed V, Kénitra",
                15302.8,
            ),
            [
                Plan("cin_front", "cnie", dg),
                Plan("visa", "esp", dg, {"number": "017442981", "issued": D(2024, 7, 1), "passport": "BZ6630417"}),
                Plan("payslip", "english", cl, {"period": jan, "lang": "fr"}),
                Plan("payslip", "english", bd, {"period": feb, "lang": "fr"}),
                Plan("employment_certificate", "letter", bd),
                Plan("salary_certificate", "table", dg),
                Plan("cnss_certificate", "affiliation", cl),
                Plan("bank_statement", "classic", bd, {"start": jan, "months": 2}),
            ],
            [],
            D(2025, 3, 18),
        )
    )

    abderrahim = _p(
        given="Abderrahim",
        surname="Naji",
        given_ar="عبد الرحيم",
        surname_ar="ناجي",
        sex="M",
        dob=D(1968, 11, 25),
        pob="SAFI",
        pob_ar="آسفي",
        cin="H176402",
        card_number="H1764025",
        cin_expiry=D(2027, 2, 11),
        card_model="2008",
        address=["HAY MOULAY RACHID GR 4 RUE 19 NR 6", "CASABLANCA"],
        address_ar="حي مولاي رشيد مجموعة 4 زنقة 19 رقم 6 الدار البيضاء",
        father="Bouchaib",
        mother="Fatima Laaroussi",
        father_ar="بوشعيب",
        mother_ar="فاطمة العروسي",
        civil_status="1977/1968",
        cnss_number="100238847",
        affiliation_date=D(1990, 5, 14),
        matricule="0058",
        dependents=5,
        family="Marié, 4 enfants",
    )
    out.append(
        Case(
            "c14",
            abderrahim,
            Job(
                TCF,
                "Chef d'atelier mécanique",
                D(1998, 2, 16),
                "CDI",
                {
                    "base": 7900.0,
                    "allowances": [
                        ("200", "Indemnité de transport", "Transport allowance", 350.0, False),
                        ("230", "Prime de panier", "Meal allowance", 286.0, False),
                    ],
                    "cimr": 3,
                    "mutuelle": 2.0,
                    "dependents": 5,
                    "repayments": [("710", "Retenue avance sur salaire", "Salary advance", 500.0)],
                },
                "Atelier",
                "Agent de maîtrise",
            ),
            Account(
                BANKS["bp"],
                "780",
                "2101187432200169",
                "Agence Casablanca Lissasfa",
                "Route d'El Jadida, Casablanca",
                2304.15,
            ),
            [
                Plan("cin_front", "cnie", cl),
                Plan("cin_back", "cnie", dg),
                Plan("payslip", "mono", dg, {"period": jan}),
                Plan("payslip", "mono", bd, {"period": feb}),
                Plan("employment_certificate", "letter", dg),
                Plan("salary_certificate", "letter", cl),
                Plan("cnss_certificate", "affiliation", dg),
                Plan("bank_statement", "classic", cl, {"start": jan, "months": 3}),
                Plan("rib", "slip", dg),
                Plan("other", "lease", cl),
            ],
            [],
            D(2025, 4, 21),
        )
    )
    return out
