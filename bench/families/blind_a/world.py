# ruff: noqa: RUF001
"""The family's world: employers, banks, the 14 applicants, their pay and their bank movements."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from .util import d, month_bounds, r2, rib


@dataclass
class Employer:
    key: str
    name: str
    brand: str
    addr: list[str]
    city: str
    ice: str
    rc: str
    if_: str
    patente: str
    cnss: str
    tel: str
    email: str
    signer: str
    signer_title: str
    colors: tuple[str, str]
    logo: str
    payslip: str
    emp_cert: str
    sal_cert: str
    name_ar: str = ""
    addr_ar: str = ""
    capital: str = ""
    web: str = ""


E = Employer
EMPLOYERS = {
    e.key: e
    for e in [
        E(
            "mci",
            "Maghreb Câblerie Industrielle SA",
            "MCI",
            ["Zone Industrielle Aïn Sebaâ, Lot 47", "Route de Rabat, 20250 Casablanca"],
            "Casablanca",
            "001536287000049",
            "214587",
            "01084523",
            "32150847",
            "1247863",
            "05 22 35 67 80",
            "paie@mci-cables.ma",
            "Karim Bennis",
            "Directeur des Ressources Humaines",
            ("#0b3d6e", "#f2a900"),
            "bars",
            "erp",
            "prose",
            "table",
            capital="120 000 000,00 DH",
            web="www.mci-cables.ma",
        ),
        E(
            "nexa",
            "Nexa Conseil & Services SARL AU",
            "nexa",
            ["12, rue Oued Ziz, 3e étage", "Agdal – 10090 Rabat"],
            "Rabat",
            "002187455000071",
            "118903",
            "40295117",
            "25790364",
            "3318452",
            "05 37 77 14 20",
            "rh@nexa-conseil.ma",
            "Leila Chami",
            "Gérante",
            ("#5b2a86", "#19b5a5"),
            "hexagon",
            "saas",
            "prose",
            "prose",
        ),
        E(
            "strata",
            "Strata Aerospace Maroc SA",
            "STRATA",
            ["Midparc Free Zone, Lot 12", "20240 Nouaceur – Casablanca, Morocco"],
            "Nouaceur",
            "001944120000083",
            "301256",
            "15207788",
            "34400912",
            "2876541",
            "+212 5 22 53 90 00",
            "hr.morocco@strata-aero.com",
            "Sofia Lahlou",
            "HR Business Partner",
            ("#1f2a44", "#d0021b"),
            "star",
            "english",
            "english",
            "english",
            capital="MAD 85,000,000",
        ),
        E(
            "arasaiss",
            "Agence Régionale d'Aménagement du Saïss",
            "ARAS",
            ["Avenue des FAR, Hamria", "B.P. 612 – 50000 Meknès"],
            "Meknès",
            "001210998000012",
            "",
            "04512876",
            "",
            "4102338",
            "05 35 52 41 10",
            "drh@aras.gov.ma",
            "Abdelkader Benmoussa",
            "Chef de la Division des Ressources Humaines",
            ("#006233", "#c1272d"),
            "star",
            "public",
            "bilingual",
            "bilingual",
            name_ar="الوكالة الجهوية لتهيئة سايس",
            addr_ar="شارع القوات المسلحة الملكية، حمرية – مكناس",
        ),
        E(
            "horizon",
            "Groupe Horizon Distribution SA",
            "HORIZON",
            ["Angle Bd Abdelmoumen et rue Soumaya", "20340 Casablanca"],
            "Casablanca",
            "001402733000056",
            "176422",
            "01622504",
            "35211978",
            "1562098",
            "05 22 86 40 00",
            "paie@horizon-distribution.ma",
            "Samira El Hajjami",
            "Responsable Paie et Administration du Personnel",
            ("#e4572e", "#29335c"),
            "circle",
            "erp",
            "prose",
            "table",
            capital="250 000 000,00 DH",
        ),
        E(
            "horizon_retail",
            "Horizon Retail Services SARL",
            "HORIZON RETAIL",
            ["Angle Bd Abdelmoumen et rue Soumaya", "20340 Casablanca"],
            "Casablanca",
            "002377810000094",
            "402117",
            "50488163",
            "35699017",
            "1873344",
            "05 22 86 40 40",
            "rh@horizon-retail.ma",
            "Samira El Hajjami",
            "Responsable Paie et Administration du Personnel",
            ("#e4572e", "#29335c"),
            "circle",
            "erp",
            "prose",
            "table",
        ),
        E(
            "alkhair",
            "Coopérative Laitière Al Khair",
            "Al Khair",
            ["Route de Fquih Ben Salah, km 7", "23000 Béni Mellal"],
            "Béni Mellal",
            "001733095000021",
            "",
            "06271190",
            "",
            "5230871",
            "05 23 48 22 61",
            "cooperative.alkhair@gmail.com",
            "Hassan Ouchen",
            "Président",
            ("#2e7d32", "#8bc34a"),
            "leaf",
            "simple",
            "form",
            "bilingual",
            name_ar="تعاونية الخير للحليب",
            addr_ar="طريق الفقيه بن صالح، الكلم 7 – بني ملال",
        ),
        E(
            "sudagro",
            "Sud Agro Export SARL",
            "SUD AGRO",
            ["Zone Industrielle d'Aït Melloul, Lot 63", "86150 Inezgane-Aït Melloul"],
            "Aït Melloul",
            "001299604000038",
            "7712",
            "06830145",
            "48102776",
            "6093417",
            "05 28 24 17 93",
            "administration@sudagro-export.ma",
            "Brahim Oubaha",
            "Directeur Administratif et Financier",
            ("#ef6c00", "#33691e"),
            "mountain",
            "simple",
            "form",
            "prose",
            capital="10 000 000 DH",
        ),
        E(
            "orion",
            "Orion Customer Services Morocco SARL AU",
            "ORION",
            ["Technopolis Rabat-Shore, Bâtiment B7", "11100 Sala Al Jadida"],
            "Sala Al Jadida",
            "002561207000017",
            "131877",
            "45712093",
            "28315560",
            "3907215",
            "05 30 10 45 45",
            "hr.ma@orion-cs.com",
            "Nawal Berrechid",
            "HR Administration Manager",
            ("#0d47a1", "#ffab00"),
            "wave",
            "saas",
            "english",
            "prose",
        ),
        E(
            "orangers",
            "Clinique Les Orangers SA",
            "Clinique Les Orangers",
            ["Avenue Hassan II, angle rue Ibn Aïcha", "40000 Marrakech"],
            "Marrakech",
            "001877432000065",
            "55418",
            "06591322",
            "45100287",
            "7345902",
            "05 24 43 88 00",
            "direction@clinique-lesorangers.ma",
            "Dr. Youssef Kabbaj",
            "Directeur Général",
            ("#00838f", "#ff7043"),
            "circle",
            "saas",
            "prose",
            "table",
        ),
        E(
            "benjelloun",
            "Benjelloun Frères et Cie SNC",
            "BENJELLOUN FRERES",
            ["58, boulevard Mohammed V", "20000 Casablanca"],
            "Casablanca",
            "000981276000044",
            "38204",
            "01034789",
            "35010442",
            "1038876",
            "05 22 30 19 77",
            "contact@benjelloun-freres.ma",
            "Omar Benjelloun",
            "Associé gérant",
            ("#4e342e", "#bf9b30"),
            "square",
            "simple",
            "prose",
            "prose",
        ),
        E(
            "tempo",
            "Tempo Intérim Maroc SARL",
            "TEMPO INTERIM",
            ["Agence de Safi : 14, avenue Zerktouni", "46000 Safi"],
            "Safi",
            "002013566000082",
            "245160",
            "15099824",
            "35786201",
            "1690234",
            "05 24 62 11 30",
            "safi@tempo-interim.ma",
            "Siham Raji",
            "Chef d'agence",
            ("#c2185b", "#212121"),
            "wave",
            "interim",
            "form",
            "prose",
        ),
        E(
            "iris",
            "Groupe Scolaire Les Iris SARL",
            "Les Iris",
            ["Lotissement Al Fath, rue 12", "60000 Oujda"],
            "Oujda",
            "001655230000019",
            "21977",
            "06712203",
            "10233784",
            "8214563",
            "05 36 70 55 21",
            "contact@lesiris-oujda.ma",
            "Mustapha Zerouali",
            "Directeur",
            ("#6a1b9a", "#fbc02d"),
            "leaf",
            "simple",
            "form",
            "table",
        ),
        E(
            "rif",
            "Rif Matériaux de Construction SA",
            "RIF MATERIAUX",
            ["Zone Industrielle de Selouane, B.P. 312", "62000 Nador"],
            "Nador",
            "001122457000090",
            "4431",
            "06170338",
            "56024419",
            "9017382",
            "05 36 35 90 12",
            "personnel@rifmateriaux.ma",
            "Abdelhak Azzouzi",
            "Chef du Personnel",
            ("#5d4037", "#ffa000"),
            "mountain",
            "erp",
            "form",
            "table",
            capital="60 000 000,00 DH",
        ),
        E(
            "palmeraie",
            "Palmeraie Dunes Hospitality SA",
            "PALMERAIE DUNES",
            ["Circuit de la Palmeraie, B.P. 2456", "40000 Marrakech"],
            "Marrakech",
            "001590833000027",
            "48720",
            "06633418",
            "45177032",
            "7482216",
            "05 24 30 70 70",
            "rh@palmeraie-dunes.ma",
            "Meryem Tahiri",
            "Directrice des Ressources Humaines",
            ("#b8860b", "#1b4332"),
            "leaf",
            "saas",
            "prose",
            "prose",
        ),
    ]
}


@dataclass
class Bank:
    key: str
    name: str
    code: str
    bic: str
    colors: tuple[str, str]
    logo: str
    short: str
    name_ar: str = ""


BANKS = {
    b.key: b
    for b in [
        Bank("awb", "Attijariwafa bank", "007", "BCMAMAMC", ("#f29100", "#231f20"), "circle", "AWB", "التجاري وفا بنك"),
        Bank("cih", "CIH Bank", "230", "CIHMMAMC", ("#e30613", "#4a2a7a"), "square", "CIH"),
        Bank("bmci", "BMCI", "013", "BMCIMAMC", ("#00965e", "#1d1d1b"), "star", "BMCI"),
        Bank("bp", "Banque Populaire", "145", "BCPOMAMC", ("#f07d00", "#6b3a1e"), "hexagon", "BP", "البنك الشعبي"),
        Bank("sgm", "Société Générale Maroc", "022", "SGMBMAMC", ("#e9041e", "#111111"), "square", "SG"),
        Bank(
            "cam",
            "Crédit Agricole du Maroc",
            "225",
            "CNCAMAMR",
            ("#007a4d", "#f6a800"),
            "leaf",
            "CAM",
            "القرض الفلاحي للمغرب",
        ),
        Bank("boa", "Bank of Africa", "011", "BMCEMAMC", ("#003a70", "#00a3e0"), "wave", "BOA"),
        Bank("cdm", "Crédit du Maroc", "021", "CDMAMAMC", ("#00855f", "#93c01f"), "circle", "CDM"),
        Bank("abb", "Al Barid Bank", "350", "BPMAMAMC", ("#f6c500", "#003c71"), "bars", "ABB", "بريد بنك"),
        Bank("cfg", "CFG Bank", "050", "CFGBMAMC", ("#111111", "#c8a165"), "square", "CFG"),
        Bank("umnia", "Umnia Bank", "360", "UMNIMAMC", ("#5b2c83", "#c9a227"), "hexagon", "UMNIA", "أمنية بنك"),
    ]
}


@dataclass
class Case:
    cid: str
    sex: str
    given: str
    family: str
    given_ar: str
    family_ar: str
    dob: str
    pob: str
    pob_ar: str
    cin: str
    card_no: str
    card_model: str  # new | old
    card_expiry: str
    address: list[str]
    address_ar: str
    father: str
    mother: str
    father_ar: str
    mother_ar: str
    etat_civil: str
    employer: str
    position: str
    hire: str
    contract: str  # CDI CDD ANAPEC INTERIM STAGE
    matricule: str
    cnss_no: str
    affiliation: str
    pay: dict
    months: list[str]
    bank: str
    bank_code: str
    city_code: str
    account: str
    agency: str
    stmt_from: str
    stmt_to: str
    stmt_layout: str
    rib_layout: str
    neg: str  # '' | 'open' | 'close'
    dossier: str
    position_ar: str = ""
    passport: dict | None = None
    docs: list[dict] = field(default_factory=list)
    family_status: str = "M"  # C celib, M marie
    children: int = 0
    conflict: str = ""

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def rib(self) -> str:
        return rib(self.bank_code, self.city_code, self.account)

    @property
    def town(self) -> str:
        last = self.address[-1]
        return "BENI MELLAL" if "BENI MELLAL" in last else last.split()[-1]

    @property
    def emp(self) -> Employer:
        return EMPLOYERS[self.employer]

    @property
    def bk(self) -> Bank:
        return BANKS[self.bank]


def _case(**kw) -> Case:
    return Case(**kw)


CASES: list[Case] = [
    _case(
        cid="c01",
        sex="M",
        given="Youssef",
        family="El Amrani",
        given_ar="يوسف",
        family_ar="العمراني",
        dob="1986-04-12",
        pob="FES",
        pob_ar="فاس",
        cin="CD318475",
        card_no="KB2387461",
        card_model="new",
        card_expiry="2031-06-14",
        address=["RES AL MANAR IMM 4 APPT 12", "AIN SEBAA CASABLANCA"],
        address_ar="إقامة المنار عمارة 4 شقة 12 عين السبع الدار البيضاء",
        father="MOHAMED",
        mother="FATIMA BENT AHMED",
        father_ar="محمد",
        mother_ar="فاطمة بنت أحمد",
        etat_civil="1154/1986",
        employer="mci",
        position="Responsable maintenance électrique",
        hire="2013-09-02",
        contract="CDI",
        matricule="004518",
        cnss_no="112847593",
        affiliation="2008-10-06",
        pay={
            "base": 13200.0,
            "primes": [("Prime de rendement", 1200.0)],
            "indem": [("Indemnité de transport", 500.0), ("Prime de panier", 286.0)],
            "cimr": 0.06,
            "mutuelle": 95.0,
            "service": "Maintenance",
            "grade": "Cadre – C2",
            "cc": "CC-4410",
        },
        months=["2024-09", "2024-10", "2024-11"],
        bank="awb",
        bank_code="007",
        city_code="780",
        account="0001245890312045",
        agency="Agence Casablanca Aïn Sebaâ",
        stmt_from="2024-09-01",
        stmt_to="2024-11-30",
        stmt_layout="classic",
        rib_layout="boxes",
        neg="",
        dossier="2024-12-09",
        children=2,
        passport={"no": "RF4821937", "issue": "2021-03-18", "expiry": "2026-03-17", "layout": "scan"},
    ),
    _case(
        cid="c02",
        sex="F",
        given="Salma",
        family="Ait Benhaddou",
        given_ar="سلمى",
        family_ar="أيت بنحدو",
        dob="1992-11-03",
        pob="OUARZAZATE",
        pob_ar="ورزازات",
        cin="JE214863",
        card_no="LA5129073",
        card_model="new",
        card_expiry="2030-02-21",
        address=["45 AVENUE FAL OULD OUMEIR", "AGDAL RABAT"],
        address_ar="45 شارع فال ولد عمير أكدال الرباط",
        father="LAHCEN",
        mother="ITTO BENT HAMMOU",
        father_ar="لحسن",
        mother_ar="إيطو بنت حمو",
        etat_civil="287/1992",
        employer="nexa",
        position="Consultante fonctionnelle SAP",
        hire="2019-02-18",
        contract="CDI",
        matricule="NX-0217",
        cnss_no="156203948",
        affiliation="2016-07-11",
        pay={
            "base": 12800.0,
            "primes": [("Prime d'objectifs", 1000.0)],
            "indem": [("Indemnité de représentation", 800.0), ("Indemnité de transport", 500.0)],
            "cimr": 0.0,
            "mutuelle": 0.012,
            "service": "Pôle ERP",
            "grade": "Consultant confirmé",
            "cc": "ERP-02",
        },
        months=["2024-10", "2024-11"],
        bank="cih",
        bank_code="230",
        city_code="810",
        account="2117364025180094",
        agency="Agence Rabat Agdal",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="online",
        rib_layout="letter",
        neg="",
        dossier="2024-12-05",
        family_status="C",
        conflict="salary_inflated",
    ),
    _case(
        cid="c03",
        sex="M",
        given="Hamza",
        family="Ben Said",
        given_ar="حمزة",
        family_ar="بن سعيد",
        dob="1990-07-25",
        pob="TANGER",
        pob_ar="طنجة",
        cin="KB562190",
        card_no="MC0938452",
        card_model="new",
        card_expiry="2029-09-03",
        address=["LOT AL WAFAE RUE 14 N 7", "NOUACEUR"],
        address_ar="تجزئة الوفاء زنقة 14 رقم 7 النواصر",
        father="ABDESSLAM",
        mother="RAHMA BENT MUSTAPHA",
        father_ar="عبد السلام",
        mother_ar="رحمة بنت مصطفى",
        etat_civil="942/1990",
        employer="strata",
        position="Quality Engineer",
        hire="2016-05-09",
        contract="CDI",
        matricule="MA10472",
        cnss_no="138662057",
        affiliation="2014-09-15",
        pay={
            "base": 17500.0,
            "primes": [("Shift allowance", 600.0)],
            "indem": [("Transport allowance", 500.0)],
            "cimr": 0.03,
            "mutuelle": 120.0,
            "service": "Quality Assurance",
            "grade": "Engineer II",
            "cc": "QA-310",
        },
        months=["2024-09", "2024-10", "2024-11"],
        bank="bmci",
        bank_code="013",
        city_code="780",
        account="0900027381150621",
        agency="Agence Casablanca Oasis",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="modern",
        rib_layout="slips",
        neg="",
        dossier="2024-12-12",
        children=1,
        passport={"no": "SE0391726", "issue": "2023-06-05", "expiry": "2028-06-04", "layout": "photo"},
    ),
    _case(
        cid="c04",
        sex="F",
        given="Fatima Zahra",
        family="Ouazzani Touhami",
        given_ar="فاطمة الزهراء",
        family_ar="الوزاني التهامي",
        dob="1984-02-14",
        pob="MEKNES",
        pob_ar="مكناس",
        cin="D734051",
        card_no="JZ4410258",
        card_model="new",
        card_expiry="2028-11-30",
        address=["HAY SALAM RUE 7 N 32", "MEKNES"],
        address_ar="حي السلام زنقة 7 رقم 32 مكناس",
        father="DRISS",
        mother="KHADIJA BENT ALI",
        father_ar="إدريس",
        mother_ar="خديجة بنت علي",
        etat_civil="318/1984",
        employer="arasaiss",
        position="Chef du service des marchés",
        hire="2011-03-01",
        contract="CDI",
        matricule="2011-0087",
        cnss_no="121590336",
        affiliation="2011-03-01",
        position_ar="رئيسة مصلحة الصفقات",
        pay={
            "base": 11950.0,
            "primes": [("Indemnité de fonction", 1500.0), ("Indemnité de sujétion", 650.0)],
            "indem": [],
            "cimr": 0.06,
            "cimr_label": "RCAR",
            "mutuelle": 0.025,
            "service": "Division Administrative",
            "grade": "Cadre principal – échelle 11",
            "cc": "DAF-03",
        },
        months=["2024-10", "2024-11"],
        bank="bp",
        bank_code="145",
        city_code="480",
        account="2112837550400117",
        agency="Agence Meknès Hamria",
        stmt_from="2024-11-01",
        stmt_to="2024-11-30",
        stmt_layout="dotmatrix",
        rib_layout="letter",
        neg="",
        dossier="2024-12-10",
        children=1,
    ),
    _case(
        cid="c05",
        sex="M",
        given="Anas",
        family="El Fassi Fihri",
        given_ar="أنس",
        family_ar="الفاسي الفهري",
        dob="1995-09-30",
        pob="CASABLANCA",
        pob_ar="الدار البيضاء",
        cin="BH603118",
        card_no="LB7716302",
        card_model="new",
        card_expiry="2032-01-09",
        address=["23 RUE DES HIRONDELLES", "MAARIF CASABLANCA"],
        address_ar="23 زنقة الخطاطيف المعاريف الدار البيضاء",
        father="ABDELLATIF",
        mother="NAIMA BENT OMAR",
        father_ar="عبد اللطيف",
        mother_ar="نعيمة بنت عمر",
        etat_civil="2210/1995",
        employer="horizon",
        position="Chef de rayon",
        hire="2023-03-01",
        contract="CDD",
        matricule="H-230144",
        cnss_no="174409281",
        affiliation="2018-06-04",
        pay={
            "base": 7200.0,
            "primes": [("Prime de rendement", 600.0)],
            "indem": [("Prime de panier", 264.0), ("Indemnité de transport", 300.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Magasin Casa Anfa – Produits frais",
            "grade": "Agent de maîtrise – AM1",
            "cc": "MAG-017",
        },
        months=["2024-11"],
        bank="sgm",
        bank_code="022",
        city_code="780",
        account="0002019847300658",
        agency="Agence Casablanca Maârif",
        stmt_from="2024-11-01",
        stmt_to="2024-11-30",
        stmt_layout="modern",
        rib_layout="ebank",
        neg="close",
        dossier="2024-12-03",
        family_status="C",
        conflict="other_employer",
    ),
    _case(
        cid="c06",
        sex="F",
        given="Khadija",
        family="Boukhris",
        given_ar="خديجة",
        family_ar="بوخريص",
        dob="1979-06-08",
        pob="BENI MELLAL",
        pob_ar="بني ملال",
        cin="I418226",
        card_no="I418226",
        card_model="old",
        card_expiry="2027-04-22",
        address=["RUE 10 HAY EL MASSIRA", "BENI MELLAL"],
        address_ar="زنقة 10 حي المسيرة بني ملال",
        father="AHMED",
        mother="MINA BENT SALAH",
        father_ar="أحمد",
        mother_ar="مينة بنت صالح",
        etat_civil="604/1979",
        employer="alkhair",
        position="Comptable",
        hire="2008-01-15",
        contract="CDI",
        matricule="017",
        cnss_no="103355872",
        affiliation="2005-02-01",
        position_ar="محاسبة",
        pay={
            "base": 6800.0,
            "primes": [],
            "indem": [("Indemnité de transport", 250.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Administration",
            "grade": "",
            "cc": "",
        },
        months=["2024-11"],
        bank="cam",
        bank_code="225",
        city_code="090",
        account="5106632140087500",
        agency="Agence Béni Mellal Principale",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="classic",
        rib_layout="slips",
        neg="open",
        dossier="2024-12-06",
        children=3,
    ),
    _case(
        cid="c07",
        sex="M",
        given="Rachid",
        family="Ait Lahcen",
        given_ar="رشيد",
        family_ar="أيت لحسن",
        dob="1988-12-19",
        pob="TIZNIT",
        pob_ar="تيزنيت",
        cin="JT915442",
        card_no="KD3307815",
        card_model="new",
        card_expiry="2030-08-27",
        address=["HAY DAKHLA BLOC C N 118", "AGADIR"],
        address_ar="حي الداخلة بلوك س رقم 118 أكادير",
        father="BRAHIM",
        mother="FADMA BENT LHOUSSAINE",
        father_ar="إبراهيم",
        mother_ar="فاطمة بنت الحسين",
        etat_civil="1402/1988",
        employer="sudagro",
        position="Chef d'équipe conditionnement",
        hire="2012-04-02",
        contract="CDI",
        matricule="0389",
        cnss_no="133740615",
        affiliation="2010-05-17",
        pay={
            "base": 5900.0,
            "primes": [("Prime de rendement", 400.0)],
            "indem": [("Indemnité de transport", 250.0), ("Prime de panier", 200.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Station de conditionnement",
            "grade": "Agent de maîtrise",
            "cc": "",
        },
        months=["2024-10", "2024-11"],
        bank="bp",
        bank_code="190",
        city_code="010",
        account="6114470025110083",
        agency="Agence Agadir Dakhla",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="dotmatrix",
        rib_layout="boxes",
        neg="close",
        dossier="2024-12-04",
        children=2,
        conflict="other_cin",
    ),
    _case(
        cid="c08",
        sex="F",
        given="Imane",
        family="El Ouardi",
        given_ar="إيمان",
        family_ar="الوردي",
        dob="1997-03-22",
        pob="KENITRA",
        pob_ar="القنيطرة",
        cin="GB735902",
        card_no="MA6620194",
        card_model="new",
        card_expiry="2033-05-16",
        address=["RES NAKHIL IMM 9 APPT 3", "HAY RIAD RABAT"],
        address_ar="إقامة النخيل عمارة 9 شقة 3 حي الرياض الرباط",
        father="MUSTAPHA",
        mother="SAADIA BENT JILALI",
        father_ar="مصطفى",
        mother_ar="السعدية بنت الجيلالي",
        etat_civil="518/1997",
        employer="orion",
        position="Bilingual Customer Advisor",
        hire="2024-01-08",
        contract="ANAPEC",
        matricule="OR-55219",
        cnss_no="190027364",
        affiliation="2024-01-08",
        pay={
            "base": 5000.0,
            "primes": [("Language bonus", 600.0), ("Attendance bonus", 300.0)],
            "indem": [("Transport allowance", 300.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "ir_exempt": True,
            "service": "Customer Care – FR Desk",
            "grade": "Advisor L1",
            "cc": "CC-FR-02",
        },
        months=["2024-10", "2024-11"],
        bank="cfg",
        bank_code="050",
        city_code="810",
        account="0000731186420019",
        agency="Agence Rabat Hay Riad",
        stmt_from="2024-09-16",
        stmt_to="2024-11-15",
        stmt_layout="online",
        rib_layout="ebank",
        neg="",
        dossier="2024-11-25",
        family_status="C",
    ),
    _case(
        cid="c09",
        sex="M",
        given="Abdelilah",
        family="Benjelloun Touimi",
        given_ar="عبد الإله",
        family_ar="بنجلون التويمي",
        dob="1975-10-05",
        pob="MARRAKECH",
        pob_ar="مراكش",
        cin="E298734",
        card_no="E298734",
        card_model="old",
        card_expiry="2026-12-02",
        address=["LOT MASSIRA 2 N 512", "MARRAKECH"],
        address_ar="تجزئة المسيرة 2 رقم 512 مراكش",
        father="ABDERRAHMANE",
        mother="ZINEB BENT MOHAMED",
        father_ar="عبد الرحمان",
        mother_ar="زينب بنت محمد",
        etat_civil="877/1975",
        employer="orangers",
        position="Infirmier major",
        hire="2004-06-01",
        contract="CDI",
        matricule="CLO-0121",
        cnss_no="098812437",
        affiliation="1998-11-02",
        pay={
            "base": 9400.0,
            "primes": [("Prime de garde", 1100.0), ("Indemnité de risque", 600.0)],
            "indem": [("Indemnité de transport", 400.0)],
            "cimr": 0.06,
            "mutuelle": 180.0,
            "service": "Bloc opératoire",
            "grade": "Paramédical P4",
            "cc": "BLOC-01",
        },
        months=["2024-11"],
        bank="boa",
        bank_code="011",
        city_code="450",
        account="0000521400194377",
        agency="Agence Marrakech Massira",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="online",
        rib_layout="boxes",
        neg="",
        dossier="2024-12-11",
        children=3,
        passport={
            "no": "RB2760518",
            "issue": "2020-09-14",
            "expiry": "2025-09-13",
            "layout": "copy",
            "dob": "1975-05-10",
        },
        conflict="other_dob",
    ),
    _case(
        cid="c10",
        sex="F",
        given="Nadia",
        family="Berrada",
        given_ar="نادية",
        family_ar="برادة",
        dob="1983-08-17",
        pob="RABAT",
        pob_ar="الرباط",
        cin="A862047",
        card_no="JA0054812",
        card_model="new",
        card_expiry="2029-03-11",
        address=["14 RUE ABOU INANE", "HASSAN RABAT"],
        address_ar="14 زنقة أبو عنان حسان الرباط",
        father="HAMID",
        mother="LATIFA BENT ABDELKADER",
        father_ar="حميد",
        mother_ar="لطيفة بنت عبد القادر",
        etat_civil="1630/1983",
        employer="benjelloun",
        position="Assistante de direction",
        hire="2010-10-11",
        contract="CDI",
        matricule="112",
        cnss_no="117230984",
        affiliation="2006-04-03",
        pay={
            "base": 8600.0,
            "primes": [("Prime de responsabilité", 700.0)],
            "indem": [("Indemnité de transport", 400.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Direction générale",
            "grade": "",
            "cc": "",
        },
        months=["2024-11"],
        bank="cdm",
        bank_code="021",
        city_code="780",
        account="0000011930482716",
        agency="Agence Casablanca Mohammed V",
        stmt_from="2024-11-01",
        stmt_to="2024-11-30",
        stmt_layout="classic",
        rib_layout="ebank",
        neg="",
        dossier="2024-12-06",
        children=2,
    ),
    _case(
        cid="c11",
        sex="M",
        given="Zakaria",
        family="Ait El Caid",
        given_ar="زكرياء",
        family_ar="أيت القايد",
        dob="1999-01-28",
        pob="SAFI",
        pob_ar="آسفي",
        cin="HH287615",
        card_no="LC9042267",
        card_model="new",
        card_expiry="2034-02-19",
        address=["HAY EL MATAR RUE 22 N 9", "SAFI"],
        address_ar="حي المطار زنقة 22 رقم 9 آسفي",
        father="ABDELKRIM",
        mother="HAFIDA BENT MILOUD",
        father_ar="عبد الكريم",
        mother_ar="حفيظة بنت الميلود",
        etat_civil="145/1999",
        employer="tempo",
        position="Opérateur de production",
        hire="2024-06-03",
        contract="INTERIM",
        matricule="T-88410",
        cnss_no="201336458",
        affiliation="2019-10-21",
        pay={
            "hourly": 18.75,
            "hours": 191.0,
            "primes": [("Prime d'assiduité", 250.0)],
            "indem": [("Indemnité de transport", 300.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Mission : Phosphates Chimie Safi – Ligne 3",
            "grade": "",
            "cc": "",
            "ot": {"2024-11": [(25, 22.0), (50, 8.0)]},
        },
        months=["2024-10", "2024-11"],
        bank="abb",
        bank_code="350",
        city_code="600",
        account="0000104482670315",
        agency="Agence Safi Centre",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="dotmatrix",
        rib_layout="",
        neg="open",
        dossier="2024-12-07",
        family_status="C",
        conflict="pay_month",
    ),
    _case(
        cid="c12",
        sex="F",
        given="Hajar",
        family="Moussaoui",
        given_ar="هاجر",
        family_ar="الموساوي",
        dob="1991-05-11",
        pob="OUJDA",
        pob_ar="وجدة",
        cin="FA139820",
        card_no="KE1187350",
        card_model="new",
        card_expiry="2031-10-25",
        address=["HAY EL QODS RUE TIZI OUSLI N 15", "OUJDA"],
        address_ar="حي القدس زنقة تيزي وسلي رقم 15 وجدة",
        father="MIMOUN",
        mother="RACHIDA BENT YAHIA",
        father_ar="ميمون",
        mother_ar="رشيدة بنت يحيى",
        etat_civil="733/1991",
        employer="iris",
        position="Enseignante de mathématiques",
        hire="2017-09-01",
        contract="CDI",
        matricule="E-045",
        cnss_no="145518206",
        affiliation="2015-10-05",
        pay={
            "base": 7400.0,
            "primes": [],
            "indem": [("Indemnité de transport", 300.0)],
            "cimr": 0.0,
            "mutuelle": 0.0,
            "service": "Collège",
            "grade": "Enseignante qualifiée",
            "cc": "",
        },
        months=["2024-10", "2024-11"],
        bank="boa",
        bank_code="011",
        city_code="590",
        account="0000240718536602",
        agency="Agence Oujda Al Qods",
        stmt_from="2024-11-01",
        stmt_to="2024-11-30",
        stmt_layout="modern",
        rib_layout="slips",
        neg="",
        dossier="2024-12-09",
        family_status="C",
    ),
    _case(
        cid="c13",
        sex="M",
        given="Said",
        family="El Khattabi",
        given_ar="سعيد",
        family_ar="الخطابي",
        dob="1981-03-03",
        pob="NADOR",
        pob_ar="الناظور",
        cin="S507341",
        card_no="S507341",
        card_model="old",
        card_expiry="2027-07-30",
        address=["QUARTIER OULAD MIMOUN RUE 45 N 8", "NADOR"],
        address_ar="حي أولاد ميمون زنقة 45 رقم 8 الناظور",
        father="MOHAND",
        mother="TLAITMAS BENT AMAR",
        father_ar="محند",
        mother_ar="تلعيتماس بنت اعمر",
        etat_civil="211/1981",
        employer="rif",
        position="Conducteur d'engins",
        hire="2009-02-16",
        contract="CDI",
        matricule="R-07731",
        cnss_no="109470253",
        affiliation="2003-01-13",
        pay={
            "base": 6200.0,
            "primes": [("Prime de rendement", 500.0), ("Prime de salissure", 250.0)],
            "indem": [("Prime de panier", 286.0), ("Indemnité de transport", 300.0)],
            "cimr": 0.03,
            "mutuelle": 0.0,
            "service": "Carrière / Terrassement",
            "grade": "Ouvrier qualifié – OQ3",
            "cc": "CAR-220",
        },
        months=["2024-10", "2024-11"],
        bank="awb",
        bank_code="007",
        city_code="550",
        account="0000338712054468",
        agency="Agence Nador Principale",
        stmt_from="2024-11-01",
        stmt_to="2024-11-30",
        stmt_layout="classic",
        rib_layout="letter",
        neg="",
        dossier="2024-12-13",
        children=4,
        passport={"no": "RK1152803", "issue": "2022-02-02", "expiry": "2027-02-01", "layout": "scan"},
    ),
    _case(
        cid="c14",
        sex="F",
        given="Loubna",
        family="Squalli Houssaini",
        given_ar="لبنى",
        family_ar="السقلي الحسيني",
        dob="1987-12-01",
        pob="TETOUAN",
        pob_ar="تطوان",
        cin="L391128",
        card_no="KF5563021",
        card_model="new",
        card_expiry="2030-06-08",
        address=["AV MOHAMMED V RES AL WAHA APPT 7", "GUELIZ MARRAKECH"],
        address_ar="شارع محمد الخامس إقامة الواحة شقة 7 جليز مراكش",
        father="ABDELAZIZ",
        mother="SOUAD BENT HASSAN",
        father_ar="عبد العزيز",
        mother_ar="سعاد بنت حسن",
        etat_civil="955/1987",
        employer="palmeraie",
        position="Gouvernante générale",
        hire="2015-04-20",
        contract="CDI",
        matricule="PDH-1193",
        cnss_no="151672009",
        affiliation="2009-07-01",
        pay={
            "base": 10200.0,
            "primes": [("Prime de responsabilité", 900.0)],
            "indem": [("Indemnité de transport", 450.0)],
            "cimr": 0.04,
            "mutuelle": 150.0,
            "service": "Hébergement",
            "grade": "Cadre – H2",
            "cc": "HEB-100",
        },
        months=["2024-10", "2024-11"],
        bank="umnia",
        bank_code="360",
        city_code="450",
        account="0100006672190041",
        agency="Agence Marrakech Guéliz",
        stmt_from="2024-10-01",
        stmt_to="2024-11-30",
        stmt_layout="online",
        rib_layout="boxes",
        neg="",
        dossier="2024-12-02",
        children=1,
        passport={"no": "SA8804215", "issue": "2023-01-26", "expiry": "2028-01-25", "layout": "photo"},
    ),
]

# planted conflicts: the fields whose labels differ between two documents of the case
CONFLICT_FIELDS = {
    "salary_inflated": ["gross_salary", "net_salary"],
    "other_employer": ["employer", "employer_cnss"],
    "other_cin": ["cin"],
    "other_dob": ["date_of_birth"],
    "pay_month": ["gross_salary", "net_salary"],
}
OTHER_CIN = {"c07": "JT603871"}


# ---------------------------------------------------------------- payroll


def anciennete_rate(hire: dt.date, at: dt.date) -> float:
    years = (at - hire).days / 365.25
    for lim, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= lim:
            return rate
    return 0.0


def ir_month(sni: float) -> float:
    for lim, rate, ded in (
        (2500.0, 0.0, 0.0),
        (4166.67, 0.10, 250.0),
        (5000.0, 0.20, 666.67),
        (6666.67, 0.30, 1166.67),
        (15000.0, 0.34, 1433.33),
    ):
        if sni <= lim:
            return max(0.0, r2(sni * rate - ded))
    return r2(sni * 0.38 - 2033.33)


@dataclass
class PayLine:
    code: str
    label: str
    base: float | None
    rate: float | None
    gain: float = 0.0
    ret: float = 0.0
    taxable: bool = True


@dataclass
class Pay:
    ym: str
    lines: list[PayLine]
    gross: float
    sbi: float
    cnss: float
    amo: float
    cimr: float
    mutuelle: float
    fp: float
    sni: float
    ir: float
    deductions: float
    net: float
    anc_rate: float
    hours: float
    ytd_gross: float = 0.0
    ytd_sbi: float = 0.0
    ytd_ir: float = 0.0
    ytd_net: float = 0.0
    days: int = 26


def compute_pay(c: Case, ym: str, with_ytd: bool = True) -> Pay:
    p = c.pay
    _, end = month_bounds(ym)
    hire = d(c.hire)
    lines: list[PayLine] = []
    en = c.employer in ("strata", "orion")
    if "hourly" in p:
        hours = p["hours"]
        base_amt = r2(hours * p["hourly"])
        lines.append(PayLine("100", "Salaire de base (heures normales)", hours, p["hourly"], base_amt))
        hourly = p["hourly"]
    else:
        hours = 191.0
        base_amt = p["base"]
        lines.append(
            PayLine("100", "Basic salary" if en else "Salaire de base", 191.0 if not en else None, None, base_amt)
        )
        hourly = r2(base_amt / 191)
    anc = anciennete_rate(hire, end)
    if anc:
        lines.append(
            PayLine("110", "Seniority bonus" if en else "Prime d'ancienneté", base_amt, anc * 100, r2(base_amt * anc))
        )
    for pct, h in p.get("ot", {}).get(ym, []):
        amt = r2(h * hourly * (1 + pct / 100))
        lines.append(PayLine(f"12{pct // 25}", f"Heures supplémentaires {pct}%", h, r2(hourly * (1 + pct / 100)), amt))
    for i, (lab, amt) in enumerate(p["primes"]):
        lines.append(PayLine(f"2{i + 1:02d}", lab, None, None, amt))
    for i, (lab, amt) in enumerate(p["indem"]):
        lines.append(PayLine(f"3{i + 1:02d}", lab, None, None, amt, taxable=False))
    gross = r2(sum(x.gain for x in lines))
    sbi = r2(sum(x.gain for x in lines if x.taxable))
    cnss = r2(min(sbi, 6000.0) * 0.0448)
    amo = r2(sbi * 0.0226)
    cimr = r2(sbi * p["cimr"]) if p["cimr"] else 0.0
    mut = p["mutuelle"]
    mutuelle = r2(sbi * mut) if 0 < mut < 1 else float(mut)
    fp = min(r2(sbi * (0.35 if sbi * 12 <= 78000 else 0.25)), 2916.67)
    sni = r2(sbi - fp - cnss - amo - cimr - mutuelle)
    charges = (1 if c.family_status == "M" else 0) + c.children
    ir = 0.0 if p.get("ir_exempt") else max(0.0, r2(ir_month(sni) - min(charges, 6) * 30.0))
    lines.append(PayLine("500", "CNSS", min(sbi, 6000.0), 4.48, ret=cnss))
    lines.append(PayLine("510", "AMO", sbi, 2.26, ret=amo))
    if cimr:
        lines.append(PayLine("520", p.get("cimr_label", "CIMR"), sbi, p["cimr"] * 100, ret=cimr))
    if mutuelle:
        lines.append(
            PayLine("530", "Mutuelle", sbi if 0 < mut < 1 else None, mut * 100 if 0 < mut < 1 else None, ret=mutuelle)
        )
    lines.append(PayLine("600", "IR", sni, None, ret=ir))
    deductions = r2(cnss + amo + cimr + mutuelle + ir)
    net = r2(gross - deductions)
    pay = Pay(ym, lines, gross, sbi, cnss, amo, cimr, mutuelle, fp, sni, ir, deductions, net, anc, hours)
    if with_ytd:
        y, m = (int(v) for v in ym.split("-"))
        start_m = 1
        if hire.year == y:
            start_m = hire.month
        for mm in range(start_m, m + 1):
            q = pay if mm == m else compute_pay(c, f"{y}-{mm:02d}", with_ytd=False)
            pay.ytd_gross = r2(pay.ytd_gross + q.gross)
            pay.ytd_sbi = r2(pay.ytd_sbi + q.sbi)
            pay.ytd_ir = r2(pay.ytd_ir + q.ir)
            pay.ytd_net = r2(pay.ytd_net + q.net)
    return pay


def inflated(p: Pay) -> tuple[float, float]:
    """The salary certificate's inflated figures (case salary_inflated)."""
    g = r2(p.gross * 1.38 + 35)
    return g, r2(g * 0.772)


# ---------------------------------------------------------------- bank movements

MERCHANTS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM MAGASIN",
    "LABEL VIE",
    "ACIMA",
    "AFRIQUIA SMDC",
    "TOTALENERGIES",
    "SHELL STATION",
    "PHARMACIE AL AMAL",
    "DECATHLON",
    "JUMIA",
    "GLOVO",
    "INWI RECHARGE",
    "IAM RECHARGE",
    "ZARA",
    "LC WAIKIKI",
    "MC DONALDS",
    "KITEA",
    "ELECTROPLANET",
    "CAFE LA PERLE",
    "BOULANGERIE AMOUD",
]


@dataclass
class Mvt:
    date: dt.date
    value: dt.date
    label: str
    amount: float  # signed: + credit, - debit
    ref: str = ""


def movements(c: Case, net_by_month: dict[str, float], rng: random.Random) -> tuple[float, list[Mvt], float]:
    start, end = d(c.stmt_from), d(c.stmt_to)
    emp = c.emp
    mv: list[Mvt] = []
    city = c.town
    cur = dt.date(start.year, start.month, 1)
    while cur <= end:
        ym = cur.strftime("%Y-%m")
        _, last = month_bounds(ym)
        net = net_by_month.get(ym, next(iter(net_by_month.values())))
        pay_day = last - dt.timedelta(days=rng.randint(0, 3))
        while pay_day.weekday() >= 5:
            pay_day -= dt.timedelta(days=1)
        sal_label = rng.choice(["VIR SALAIRE ", "VIREMENT RECU ", "VIR REC "]) + emp.brand.upper()[:22]
        mv.append(Mvt(pay_day, pay_day, sal_label, net, f"SAL{ym.replace('-', '')}"))
        n = rng.randint(7, 11)
        for _ in range(n):
            day = cur + dt.timedelta(days=rng.randint(0, (last - cur).days))
            kind = rng.random()
            if kind < 0.5:
                m = rng.choice(MERCHANTS)
                amt = -r2(rng.uniform(35, 900))
                lab = f"PAIEMENT CB {day.strftime('%d%m')} {m} {city}"
            elif kind < 0.72:
                amt = -float(rng.choice([200, 300, 400, 500, 700, 1000, 1500]))
                lab = f"RETRAIT GAB {day.strftime('%d/%m')} {rng.randint(1000, 9999)} {city}"
            elif kind < 0.82:
                amt = -r2(rng.uniform(180, 650))
                lab = rng.choice(["PRLV FACTURE EAU ELECTRICITE", "PRLV ABONNEMENT INTERNET", "PRLV ASSURANCE AUTO"])
            elif kind < 0.9:
                amt = -float(rng.choice([500, 800, 1000, 1200, 2000]))
                who = rng.choice(["BENALI", "OUKACHA", "EL MOUDEN", "TAZI", "ZAHIRI"])
                lab = f"VIR EMIS VERS {rng.choice(['M. ', 'MME ', ''])}{who}"
            elif kind < 0.95:
                amt = float(rng.choice([300, 500, 1000, 1500]))
                lab = rng.choice(["VERSEMENT ESPECES", "VIR RECU DE FAMILLE", "VIREMENT INSTANTANE RECU"])
            else:
                amt = -r2(rng.uniform(1000, 3500))
                lab = f"CHEQUE N° {rng.randint(1000000, 9999999)}"
            mv.append(Mvt(day, day + dt.timedelta(days=rng.choice([0, 0, 1, 2])), lab, amt))
        rent_day = cur + dt.timedelta(days=rng.randint(2, 6))
        mv.append(
            Mvt(
                rent_day,
                rent_day,
                rng.choice(["VIR PERMANENT LOYER", "ECHEANCE PRET 0045871", "ECHEANCE CREDIT CONSO"]),
                -float(rng.choice([1800, 2200, 2500, 3000, 3500])),
                "",
            )
        )
        fee_day = last
        mv.append(Mvt(fee_day, fee_day, "FRAIS TENUE DE COMPTE", -r2(rng.choice([15.0, 20.0, 25.0, 30.0])), ""))
        mv.append(Mvt(fee_day, fee_day, "TVA 10% S/COMMISSIONS", -r2(rng.choice([1.5, 2.0, 2.5, 3.0])), ""))
        cur = last + dt.timedelta(days=1)
    mv = [m for m in mv if start <= m.date <= end]
    mv.sort(key=lambda m: (m.date, m.amount))
    flow = r2(sum(m.amount for m in mv))
    if c.neg == "close":
        closing = -r2(rng.uniform(900, 2400))
        opening = r2(closing - flow)
        if opening < 0:  # keep the story plausible: positive opening, overdrawn at the end
            extra = r2(-opening + rng.uniform(300, 900))
            mv.append(Mvt(end - dt.timedelta(days=2), end - dt.timedelta(days=2), "ECHEANCE CREDIT AUTO 7741", -extra))
            mv.sort(key=lambda m: (m.date, m.amount))
            opening = r2(closing - r2(sum(m.amount for m in mv)))
    elif c.neg == "open":
        opening = -r2(rng.uniform(700, 2600))
        closing = r2(opening + flow)
        if closing < 0:
            mv.append(
                Mvt(end - dt.timedelta(days=5), end - dt.timedelta(days=5), "VERSEMENT ESPECES", r2(-closing + 800))
            )
            mv.sort(key=lambda m: (m.date, m.amount))
            closing = r2(opening + r2(sum(m.amount for m in mv)))
    else:
        opening = r2(rng.uniform(1500, 14000))
        closing = r2(opening + flow)
        if closing < 0:
            opening = r2(opening - closing + rng.uniform(1000, 3000))
            closing = r2(opening + flow)
    assert abs(opening + sum(m.amount for m in mv) - closing) < 0.005
    return opening, mv, closing
