"""The family's invented world: employers, banks, fourteen applicants, their pay and their bank accounts.

Every name, number and address here is made up for this family. Pay follows the Moroccan rules of 2025 (CNSS 4.48 %
capped at 6 000 DH, AMO 2.26 %, professional expenses 35 % / 25 % capped at 2 916,67 DH a month, the 2025 income
tax scale, 41,67 DH a month per dependant).
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import arabic as ar
from .codes import make_rib, month_end

D = dt.date


@dataclass(frozen=True)
class Employer:
    key: str
    name: str  # full legal name, legal form included, printed the same on every paper
    short: str  # how a bank's transfer label abbreviates it
    cnss: str  # 7 digits
    city: str
    address: tuple[str, ...]
    ice: str
    rc: str
    tax_id: str
    patente: str
    capital: str
    phone: str
    activity: str
    signatory: str
    signatory_title: str
    font: str
    accent: str
    accent2: str
    logo: str
    payslip: str  # layout of its payroll software: grid | boxes | modern | interim
    letter: str  # layout of its certificates: prose | je | form
    cimr: float = 0.0


@dataclass(frozen=True)
class Bank:
    key: str
    name: str  # as its documents print it
    code: str  # 3 digits
    swift: str
    color: str
    color2: str
    logo: str
    font: str
    statement: str  # layout: columns | signed | ledger
    rib_layout: str  # boxes | attestation | compact
    hq: str


@dataclass
class Payroll:
    base: float
    seniority_rate: float
    taxable: list[tuple[str, float]]
    exempt: list[tuple[str, float]]
    cimr_rate: float
    dependants: int
    ir_exempt: bool = False

    @property
    def seniority(self) -> float:
        return round(self.base * self.seniority_rate, 2)

    @property
    def gross(self) -> float:
        return round(self.base + self.seniority + sum(v for _, v in self.taxable) + sum(v for _, v in self.exempt), 2)

    @property
    def taxable_gross(self) -> float:
        return round(self.gross - sum(v for _, v in self.exempt), 2)

    @property
    def cnss(self) -> float:
        return round(min(self.taxable_gross, 6000.0) * 0.0448, 2)

    @property
    def amo(self) -> float:
        return round(self.taxable_gross * 0.0226, 2)

    @property
    def cimr(self) -> float:
        return round(self.taxable_gross * self.cimr_rate, 2)

    @property
    def professional(self) -> float:
        rate = 0.35 if self.taxable_gross <= 6500 else 0.25
        return min(round(self.taxable_gross * rate, 2), 2916.67)

    @property
    def net_taxable(self) -> float:
        return round(self.taxable_gross - self.cnss - self.amo - self.cimr - self.professional, 2)

    @property
    def ir_gross(self) -> float:
        if self.ir_exempt:
            return 0.0
        sni = self.net_taxable
        scale = [(3333.33, 0.0, 0.0), (5000.0, 0.10, 333.33), (6666.67, 0.20, 833.33), (8333.33, 0.30, 1500.0)]
        scale += [(15000.0, 0.34, 1833.33), (10**9, 0.37, 2283.33)]
        for top, rate, deduction in scale:
            if sni <= top:
                return max(round(sni * rate - deduction, 2), 0.0)
        raise AssertionError

    @property
    def family_deduction(self) -> float:
        return min(round(41.67 * self.dependants, 2), self.ir_gross)

    @property
    def ir(self) -> float:
        return round(self.ir_gross - self.family_deduction, 2)

    @property
    def deductions(self) -> float:
        return round(self.cnss + self.amo + self.cimr + self.ir, 2)

    @property
    def net(self) -> float:
        return round(self.gross - self.deductions, 2)


@dataclass
class Applicant:
    case_id: str
    given: str
    family: str
    sex: str  # M | F
    birth: dt.date
    birth_place: str
    nationality: str
    cin: str | None
    address: tuple[str, ...]
    city: str
    father: str
    mother: str
    civil_no: str
    employer: Employer
    position: str
    hire: dt.date
    contract: str
    cnss_no: str
    affiliation: dt.date
    payroll: Payroll
    bank: Bank
    city_code: str
    account: str
    agency: str
    card_style: str = "new"  # new | old | none
    card_number: str = ""
    card_expiry: dt.date = dt.date.max
    card_issue: dt.date = dt.date.min
    passport_number: str | None = None
    passport_issue: dt.date | None = None
    passport_expiry: dt.date | None = None
    married: bool = False
    children: int = 0
    matricule: str = ""
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        """The label form: given names first, family names in capitals."""
        return f"{self.given} {self.family}"

    @property
    def civility(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"

    @property
    def short_civility(self) -> str:
        return "M." if self.sex == "M" else "Mme"

    @property
    def given_ar(self) -> str:
        return ar.GIVEN_NAMES.get(self.given, "")

    @property
    def family_ar(self) -> str:
        return ar.FAMILY_NAMES.get(self.family, "")

    @property
    def rib(self) -> str:
        return make_rib(self.bank.code, self.city_code, self.account)

    @property
    def female(self) -> bool:
        return self.sex == "F"

    def e(self, masc: str, fem: str) -> str:
        """French agreement: the masculine or the feminine form."""
        return fem if self.female else masc


# fmt: off
EMPLOYERS = {
    "oasis": Employer(
        key="oasis", name="Oasis Digital Services SARL", short="OASIS DIGITAL", cnss="2514378", city="CASABLANCA",
        address=("Technopark, Route de Nouaceur, Bureau 412", "20150 Casablanca"), ice="002184937000061",
        rc="RC Casablanca 318457", tax_id="IF 40218573", patente="Patente 35791204", capital="1 200 000,00",
        phone="05 22 87 41 30", activity="Services informatiques et développement logiciel",
        signatory="Karim Lamrani", signatory_title="Directeur des Ressources Humaines", font="lsans",
        accent="#0f6e8c", accent2="#f29e1f", logo="wave", payslip="grid", letter="prose",
    ),
    "ennour": Employer(
        key="ennour", name="Cabinet Fiduciaire Ennour SARL", short="FIDUCIAIRE ENNOUR", cnss="1187264", city="MEKNES",
        address=("17, Avenue des F.A.R., 2ème étage", "50000 Meknès"), ice="001476203000019", rc="RC Meknès 22871",
        tax_id="IF 04517382", patente="Patente 17298405", capital="100 000,00", phone="05 35 52 18 44",
        activity="Expertise comptable et conseil fiscal", signatory="Driss Alami Ouali", signatory_title="Gérant",
        font="serif", accent="#5b3a1e", accent2="#b08d57", logo="square", payslip="boxes", letter="je",
    ),
    "sahara": Employer(
        key="sahara", name="Sahara Agro Distribution Société Anonyme", short="SAHARA AGRO DISTRIB", cnss="2093815",
        city="AGADIR", address=("Zone Industrielle Tassila, Lot 88", "80000 Agadir"), ice="001859320000044",
        rc="RC Agadir 40127", tax_id="IF 06831742", patente="Patente 48120973", capital="15 000 000,00",
        phone="05 28 33 60 12", activity="Distribution de produits agricoles", signatory="Latifa Bensaid",
        signatory_title="Responsable Administration du Personnel", font="nsans", accent="#2f7d32", accent2="#c6a700",
        logo="mountains", payslip="modern", letter="form", cimr=0.06,
    ),
    "orangers": Employer(
        key="orangers", name="Clinique Les Orangers SARL", short="CLINIQUE LES ORANGERS", cnss="1764092",
        city="RABAT", address=("52, Avenue Mohammed VI, Souissi", "10170 Rabat"), ice="001302758000072",
        rc="RC Rabat 71459", tax_id="IF 03318462", patente="Patente 26409817", capital="5 000 000,00",
        phone="05 37 75 90 00", activity="Établissement de soins privé", signatory="Dr. Samir Benjelloun",
        signatory_title="Directeur Général", font="fserif", accent="#1565c0", accent2="#e57373", logo="star",
        payslip="boxes", letter="prose",
    ),
    "menara": Employer(
        key="menara", name="Menara Logistique et Transit S.A.R.L. AU", short="MENARA LOGISTIQUE", cnss="2741906",
        city="CASABLANCA", address=("Parc Logistique Zenata, Hangar 14", "Ain Sebaa, 20580 Casablanca"),
        ice="002390871000058", rc="RC Casablanca 452813", tax_id="IF 50193284", patente="Patente 34029187",
        capital="500 000,00", phone="05 22 66 14 09", activity="Transit, dédouanement et logistique",
        signatory="Nabil Chakir", signatory_title="Gérant unique", font="cond", accent="#37474f", accent2="#ff7043",
        logo="bars", payslip="modern", letter="je",
    ),
    "cablage": Employer(
        key="cablage", name="Détroit Câblage Automobile S.A.S.", short="DETROIT CABLAGE AUTO", cnss="2380517",
        city="TANGER", address=("Zone Franche Tanger Automotive City, Lot 31", "90000 Tanger"), ice="002061739000035",
        rc="RC Tanger 98341", tax_id="IF 25086419", patente="Patente 57120384", capital="40 000 000,00",
        phone="05 39 39 82 00", activity="Fabrication de faisceaux électriques", signatory="Sanae Bakkali",
        signatory_title="Responsable Paie et Administration RH", font="nsans", accent="#263238", accent2="#29b6f6",
        logo="diamond", payslip="grid", letter="form", cimr=0.03,
    ),
    "massira": Employer(
        key="massira", name="Groupe Scolaire Al Massira Privé SARL", short="GS AL MASSIRA PRIVE", cnss="1936508",
        city="KENITRA", address=("Angle Rue Imam Malik et Avenue Hassan II", "14000 Kénitra"), ice="001748265000083",
        rc="RC Kénitra 39614", tax_id="IF 14902763", patente="Patente 20914387", capital="300 000,00",
        phone="05 37 37 21 90", activity="Enseignement privé", signatory="Fatima Zahra Kettani",
        signatory_title="Directrice", font="serif", accent="#6a1b9a", accent2="#ffb300", logo="disc", payslip="boxes",
        letter="prose",
    ),
    "bouregreg": Employer(
        key="bouregreg", name="Bouregreg Ingénierie Conseil SARL AU", short="BOUREGREG INGENIERIE", cnss="2217630",
        city="RABAT", address=("Immeuble Les Jardins du Bouregreg, 3ème étage", "Hay Riad, 10100 Rabat"),
        ice="002015846000027", rc="RC Rabat 104582", tax_id="IF 33810472", patente="Patente 26130958",
        capital="2 000 000,00", phone="05 37 71 43 26", activity="Bureau d'études techniques",
        signatory="Youssef Bennis", signatory_title="Gérant", font="lserif", accent="#00695c", accent2="#8d6e63",
        logo="mountains", payslip="grid", letter="prose",
    ),
    "bouregreg_et": Employer(
        key="bouregreg_et", name="Bouregreg Études et Travaux SARL", short="BOUREGREG ETUDES", cnss="2398104",
        city="RABAT", address=("Immeuble Les Jardins du Bouregreg, 3ème étage", "Hay Riad, 10100 Rabat"),
        ice="002143962000046", rc="RC Rabat 118305", tax_id="IF 37120549", patente="Patente 26315742",
        capital="1 000 000,00", phone="05 37 71 43 28", activity="Travaux et suivi de chantiers",
        signatory="Youssef Bennis", signatory_title="Gérant", font="lserif", accent="#00695c", accent2="#8d6e63",
        logo="mountains", payslip="grid", letter="prose",
    ),
    "atlantique": Employer(
        key="atlantique", name="Atlantique Intérim Services SARL", short="ATLANTIQUE INTERIM", cnss="2650941",
        city="RABAT", address=("14, Rue Patrice Lumumba, Hassan", "10020 Rabat"), ice="002274519000011",
        rc="RC Rabat 96730", tax_id="IF 40671235", patente="Patente 26507319", capital="400 000,00",
        phone="05 37 20 64 77", activity="Entreprise de travail temporaire (agréée)", signatory="Hicham Ouali",
        signatory_title="Directeur d'agence", font="fsans", accent="#c62828", accent2="#424242", logo="square",
        payslip="interim", letter="form",
    ),
    "palmeraie": Employer(
        key="palmeraie", name="Hôtel Palmeraie Tensift SARL", short="HOTEL PALMERAIE TENSIFT", cnss="1852097",
        city="MARRAKECH", address=("Circuit de la Palmeraie, km 6", "40000 Marrakech"), ice="001580426000092",
        rc="RC Marrakech 51820", tax_id="IF 06153847", patente="Patente 45192038", capital="8 000 000,00",
        phone="05 24 32 80 80", activity="Hôtellerie et restauration", signatory="Rachid Amrani",
        signatory_title="Directeur des Ressources Humaines", font="nserif", accent="#8d5524", accent2="#2e7d32",
        logo="star", payslip="modern", letter="prose",
    ),
    "dakhla": Employer(
        key="dakhla", name="Dakhla Pêche et Froid S.A.", short="DAKHLA PECHE FROID", cnss="2129463", city="DAKHLA",
        address=("Port de Dakhla, Zone d'activités halieutiques, Lot 7", "73000 Dakhla"), ice="001927304000058",
        rc="RC Dakhla 3814", tax_id="IF 12874091", patente="Patente 72081534", capital="25 000 000,00",
        phone="05 28 89 77 20", activity="Traitement et congélation de produits de la mer",
        signatory="Mohamed Lemine Ould Ahmed", signatory_title="Chef du Personnel", font="sans", accent="#01579b",
        accent2="#4fc3f7", logo="wave", payslip="boxes", letter="form",
    ),
    "boissons": Employer(
        key="boissons", name="Société Marocaine des Boissons Gazeuses du Nord S.A.", short="SMBG NORD",
        cnss="1045736", city="CASABLANCA", address=("Route de Médiouna, km 9,5", "20250 Casablanca"),
        ice="000984512000037", rc="RC Casablanca 61204", tax_id="IF 01207853", patente="Patente 37501246",
        capital="60 000 000,00", phone="05 22 59 36 00", activity="Production et distribution de boissons",
        signatory="Abdelhak Saber", signatory_title="Chef du Service du Personnel", font="cond", accent="#b71c1c",
        accent2="#fbc02d", logo="disc", payslip="grid", letter="je", cimr=0.06,
    ),
    "saiss": Employer(
        key="saiss", name="Compagnie Chérifienne de Textiles du Saïss S.A.", short="CCT SAISS", cnss="1129485",
        city="FES", address=("Quartier Industriel Sidi Brahim, Rue 802", "30000 Fès"), ice="001036857000064",
        rc="RC Fès 14983", tax_id="IF 04308176", patente="Patente 13820475", capital="12 000 000,00",
        phone="05 35 64 11 27", activity="Filature et tissage", signatory="Hassan Tahiri",
        signatory_title="Directeur Administratif et Financier", font="fserif", accent="#4e342e", accent2="#a1887f",
        logo="diamond", payslip="grid", letter="je",
    ),
}
# fmt: on

# fmt: off
BANKS = {
    "awb": Bank(
        key="awb", name="Attijariwafa bank", code="007", swift="BCMAMAMC", color="#f4a300", color2="#3e2723",
        logo="disc", font="lsans", statement="columns", rib_layout="attestation",
        hq="2, boulevard Moulay Youssef, Casablanca",
    ),
    "bp": Bank(
        key="bp", name="Banque Populaire", code="145", swift="BCPOMAMC", color="#8d4f1f", color2="#f39200",
        logo="star", font="sans", statement="signed", rib_layout="boxes", hq="101, boulevard Zerktouni, Casablanca",
    ),
    "cam": Bank(
        key="cam", name="Crédit Agricole du Maroc", code="225", swift="CNCAMAMR", color="#2e7d32", color2="#9ccc65",
        logo="mountains", font="nsans", statement="ledger", rib_layout="compact", hq="Place des Alaouites, Rabat",
    ),
    "bmci": Bank(
        key="bmci", name="Banque Marocaine pour le Commerce et l'Industrie", code="013", swift="BMCIMAMC",
        color="#00875a", color2="#7f8c8d", logo="diamond", font="fsans", statement="columns", rib_layout="boxes",
        hq="26, place des Nations Unies, Casablanca",
    ),
    "cih": Bank(
        key="cih", name="CIH Bank", code="230", swift="CIHMMAMC", color="#1a4d8f", color2="#f57c00", logo="square",
        font="lsans", statement="signed", rib_layout="compact", hq="187, avenue Hassan II, Casablanca",
    ),
    "boa": Bank(
        key="boa", name="Bank of Africa", code="011", swift="BMCEMAMC", color="#0b3d91", color2="#29a8e0",
        logo="wave", font="nsans", statement="ledger", rib_layout="attestation",
        hq="140, avenue Hassan II, Casablanca",
    ),
    "abb": Bank(
        key="abb", name="Al Barid Bank", code="350", swift="BPMAMAMR", color="#f9b000", color2="#004b87", logo="bars",
        font="sans", statement="columns", rib_layout="compact",
        hq="798, angle boulevard Ghandi et Ibnou Sina, Casablanca",
    ),
    "cdm": Bank(
        key="cdm", name="Crédit du Maroc", code="021", swift="CDMAMAMC", color="#00773c", color2="#6a1b9a",
        logo="disc", font="fsans", statement="ledger", rib_layout="boxes",
        hq="48-58, boulevard Mohammed V, Casablanca",
    ),
    "sgmb": Bank(
        key="sgmb", name="Société Générale Marocaine de Banques", code="022", swift="SGMBMAMC", color="#d50000",
        color2="#212121", logo="square", font="lsans", statement="signed", rib_layout="attestation",
        hq="55, boulevard Abdelmoumen, Casablanca",
    ),
}
# fmt: on

# Every certificate is dated in the days before this one.
ISSUE_DAY = D(2025, 5, 12)


def seniority_rate(hire: dt.date, on: dt.date) -> float:
    years = (on - hire).days / 365.25
    for floor, rate in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= floor:
            return rate
    return 0.0


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def _letters(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(n))


def _pay(rng: random.Random, gross_target: float, hire: dt.date, cimr: float, dependants: int, kind: str) -> Payroll:
    """A payroll whose gross lands near the target: base, seniority, a few allowances."""
    rate = seniority_rate(hire, D(2025, 1, 1)) if kind != "ANAPEC" else 0.0
    transport = rng.choice([250.0, 300.0, 400.0, 500.0]) if kind != "ANAPEC" else 0.0
    taxable: list[tuple[str, float]] = []
    exempt: list[tuple[str, float]] = [("Indemnité de transport", transport)] if transport else []
    if gross_target > 9000:
        taxable.append(("Prime de responsabilité", float(rng.choice([500, 750, 1000, 1200]))))
    if gross_target > 15000:
        exempt.append(("Indemnité de représentation", float(rng.choice([800, 1000, 1500]))))
    if kind == "INTERIM":
        exempt.append(("Prime de panier", 286.0))
    fixed = sum(v for _, v in taxable) + sum(v for _, v in exempt)
    base = round((gross_target - fixed) / (1 + rate) / 10) * 10.0
    return Payroll(base, rate, taxable, exempt, cimr, dependants, ir_exempt=kind == "ANAPEC")


@dataclass(frozen=True)
class Person:
    """The fixed facts of one applicant (the seed moves amounts and numbers, not names)."""

    case_id: str
    given: str
    family: str
    sex: str
    birth: dt.date
    place: str
    cin_prefix: str
    address: tuple[str, ...]
    city: str
    father: str
    mother: str
    employer: str
    position: str
    hire: dt.date
    contract: str
    gross: float
    bank: str
    city_code: str
    agency: str
    card: str
    passport: bool
    married: bool
    children: int
    nationality_code: str = "MAR"


# fmt: off
PEOPLE = [
    Person(
        case_id="c01", given="Nadia", family="OUAZZANI CHAHDI", sex="F", birth=D(1987, 4, 14), place="FES",
        cin_prefix="CD", address=("12 RUE AHMED TOUKI APPT 5", "QUARTIER RACINE CASABLANCA"), city="CASABLANCA",
        father="ABDELLAH", mother="LATIFA", employer="oasis", position="Cheffe de projet digital", hire=D(2019, 9, 2),
        contract="CDI", gross=18500.0, bank="awb", city_code="780", agency="Casablanca Racine", card="new",
        passport=True, married=True, children=2,
    ),
    Person(
        case_id="c02", given="Abdelilah", family="BOUZOUBAA", sex="M", birth=D(1979, 11, 3), place="MEKNES",
        cin_prefix="D", address=("45 DERB SIDI AHMED BENNACEUR", "MEDINA MEKNES"), city="MEKNES", father="HASSAN",
        mother="ZAHRA", employer="ennour", position="Chef comptable", hire=D(2011, 3, 1), contract="CDI",
        gross=13200.0, bank="bp", city_code="480", agency="Meknès Hamria", card="old", passport=False, married=True,
        children=3,
    ),
    Person(
        case_id="c03", given="Khadija", family="AIT LAHCEN", sex="F", birth=D(1992, 6, 25), place="TAROUDANT",
        cin_prefix="JB", address=("LOT AL MASSIRA BLOC C N 112", "DCHEIRA EL JIHADIA INEZGANE"), city="AGADIR",
        father="LAHCEN", mother="FATIMA", employer="sahara", position="Assistante commerciale", hire=D(2018, 1, 15),
        contract="CDI", gross=7800.0, bank="cam", city_code="010", agency="Agadir Talborjt", card="new",
        passport=False, married=False, children=0,
    ),
    Person(
        case_id="c04", given="Reda", family="EL FASSI FIHRI", sex="M", birth=D(1985, 2, 9), place="RABAT",
        cin_prefix="AB", address=("8 RUE OUED ZIZ APPT 3", "AGDAL RABAT"), city="RABAT", father="OMAR",
        mother="AMINA", employer="orangers", position="Médecin urgentiste", hire=D(2015, 10, 1), contract="CDI",
        gross=32000.0, bank="bmci", city_code="810", agency="Rabat Agdal", card="new", passport=True, married=True,
        children=1,
    ),
    Person(
        case_id="c05", given="Imane", family="TAZI", sex="F", birth=D(1995, 12, 1), place="CASABLANCA",
        cin_prefix="BJ", address=("RES NASSIM 2 GH 14 IMM 9 APPT 11", "SIDI MAAROUF CASABLANCA"), city="CASABLANCA",
        father="MUSTAPHA", mother="NAIMA", employer="menara", position="Agent de transit", hire=D(2024, 2, 1),
        contract="CDD", gross=6200.0, bank="cih", city_code="780", agency="Casablanca Sidi Maarouf", card="new",
        passport=False, married=False, children=0,
    ),
    Person(
        case_id="c06", given="Hamza", family="BERRADA", sex="M", birth=D(1990, 8, 19), place="CASABLANCA",
        cin_prefix="BE", address=("VILLA 27 LOTISSEMENT MESNANA", "TANGER"), city="TANGER", father="DRISS",
        mother="RACHIDA", employer="cablage", position="Ingénieur méthodes", hire=D(2016, 5, 9), contract="CDI",
        gross=15400.0, bank="boa", city_code="640", agency="Tanger Mesnana", card="new", passport=True, married=True,
        children=1,
    ),
    Person(
        case_id="c07", given="Soukaina", family="EL IDRISSI", sex="F", birth=D(1998, 3, 30), place="KENITRA",
        cin_prefix="G", address=("RUE 9 N 33 HAY OULAD OUJIH", "KENITRA"), city="KENITRA", father="SAID",
        mother="HAFIDA", employer="massira", position="Enseignante de français", hire=D(2024, 9, 2),
        contract="ANAPEC", gross=4800.0, bank="abb", city_code="330", agency="Kénitra Ouled Oujih", card="new",
        passport=False, married=False, children=0,
    ),
    Person(
        case_id="c08", given="Mohamed Amine", family="BENKIRANE", sex="M", birth=D(1983, 7, 7), place="FES",
        cin_prefix="C", address=("23 AVENUE ALLAL BEN ABDELLAH", "VILLE NOUVELLE FES"), city="FES", father="LARBI",
        mother="MALIKA", employer="saiss", position="Responsable maintenance", hire=D(2008, 10, 1), contract="CDI",
        gross=12900.0, bank="cdm", city_code="270", agency="Fès Ville Nouvelle", card="old", passport=False,
        married=True, children=3,
    ),
    Person(
        case_id="c09", given="Meryem", family="SQALLI HOUSSAINI", sex="F", birth=D(1989, 1, 22), place="FES",
        cin_prefix="CB", address=("IMM 4 APPT 7 RES AL ANDALOUS", "HAY SALAM SALE"), city="SALE", father="ABDELKADER",
        mother="KHADIJA", employer="bouregreg", position="Ingénieure génie civil", hire=D(2014, 4, 14),
        contract="CDI", gross=21000.0, bank="awb", city_code="825", agency="Salé Tabriquet", card="new",
        passport=False, married=True, children=2,
    ),
    Person(
        case_id="c10", given="Anas", family="BENNANI SMIRES", sex="M", birth=D(1993, 10, 11), place="RABAT",
        cin_prefix="AE", address=("14 RUE MOULAY RACHID", "HASSAN RABAT"), city="RABAT", father="MOHAMED",
        mother="SAIDA", employer="atlantique", position="Technicien de maintenance", hire=D(2024, 11, 4),
        contract="INTERIM", gross=6900.0, bank="cih", city_code="810", agency="Rabat Hassan", card="new",
        passport=False, married=False, children=0,
    ),
    Person(
        case_id="c11", given="Zineb", family="ALAOUI MDAGHRI", sex="F", birth=D(1986, 5, 17), place="MARRAKECH",
        cin_prefix="EE", address=("DERB LALLA AZZOUNA N 56", "MOUASSINE MARRAKECH"), city="MARRAKECH", father="AHMED",
        mother="AICHA", employer="palmeraie", position="Gouvernante générale", hire=D(2013, 6, 1), contract="CDI",
        gross=11200.0, bank="bp", city_code="450", agency="Marrakech Bab Doukkala", card="new", passport=False,
        married=False, children=1,
    ),
    Person(
        case_id="c12", given="Brahim", family="OUBELLA", sex="M", birth=D(1981, 9, 5), place="TIZNIT",
        cin_prefix="JE", address=("HAY EL MASSIRA 2 RUE 14 N 9", "DAKHLA"), city="DAKHLA", father="LAHCEN",
        mother="MINA", employer="dakhla", position="Chef d'équipe production", hire=D(2017, 3, 20), contract="CDI",
        gross=8600.0, bank="cam", city_code="245", agency="Dakhla Centre", card="old", passport=False, married=True,
        children=4,
    ),
    Person(
        case_id="c13", given="Awa", family="NDIAYE", sex="F", birth=D(1991, 2, 14), place="DAKAR", cin_prefix="",
        address=("RES LES IRIS IMM B APPT 22", "MAARIF CASABLANCA"), city="CASABLANCA", father="", mother="",
        employer="oasis", position="Développeuse full stack", hire=D(2021, 7, 1), contract="CDI", gross=16800.0,
        bank="sgmb", city_code="780", agency="Casablanca Maârif", card="none", passport=True, married=False,
        children=0, nationality_code="SEN",
    ),
    Person(
        case_id="c14", given="Abderrahim", family="OUCHEN", sex="M", birth=D(1976, 12, 28), place="OUARZAZATE",
        cin_prefix="U", address=("N 210 LOT ESSAADA", "AIN CHOCK CASABLANCA"), city="CASABLANCA", father="LARBI",
        mother="JAMILA", employer="boissons", position="Chauffeur livreur", hire=D(2002, 2, 1), contract="CDI",
        gross=6100.0, bank="boa", city_code="780", agency="Casablanca Ain Chock", card="new", passport=False,
        married=True, children=3,
    ),
]
# fmt: on


def make_applicants(seed: int) -> dict[str, Applicant]:
    out: dict[str, Applicant] = {}
    for person in PEOPLE:
        rng = random.Random(f"blind_y:{seed}:{person.case_id}:person")
        employer = EMPLOYERS[person.employer]
        digits = 6 if len(person.cin_prefix) == 2 else rng.choice([5, 6])
        cin = person.cin_prefix + _digits(rng, digits) if person.cin_prefix else None
        gross = round(person.gross * rng.uniform(0.96, 1.04) / 50) * 50
        dependants = min((1 if person.married else 0) + person.children, 6)
        payroll = _pay(rng, gross, person.hire, employer.cimr, dependants, person.contract)
        if person.card == "old":
            issue = D(rng.randint(2016, 2017), rng.randint(1, 12), rng.randint(1, 28))
            card_number = cin or ""
        else:
            issue = D(rng.randint(2019, 2023), rng.randint(1, 12), rng.randint(1, 28))
            card_number = _letters(rng, 2) + _digits(rng, 7)
        expiry = D(issue.year + 10, issue.month, issue.day) - dt.timedelta(days=1)
        affiliation = (
            person.hire
            if rng.random() < 0.5 or person.hire.year > 2020
            else D(person.hire.year - rng.randint(1, 4), rng.randint(1, 12), 1)
        )
        pp_issue = D(rng.randint(2019, 2023), rng.randint(1, 12), rng.randint(1, 28))
        out[person.case_id] = Applicant(
            case_id=person.case_id,
            given=person.given,
            family=person.family,
            sex=person.sex,
            birth=person.birth,
            birth_place=person.place,
            nationality=person.nationality_code,
            cin=cin,
            address=person.address,
            city=person.city,
            father=person.father,
            mother=person.mother,
            civil_no=f"{rng.randint(100, 2999)}/{person.birth.year}",
            employer=employer,
            position=person.position,
            hire=person.hire,
            contract=person.contract,
            cnss_no=_digits(rng, 9),
            affiliation=affiliation,
            payroll=payroll,
            bank=BANKS[person.bank],
            city_code=person.city_code,
            account=_digits(rng, 16) if person.bank != "awb" else "0" + _digits(rng, 15),
            agency=person.agency,
            card_style=person.card,
            card_number=card_number,
            card_expiry=expiry,
            card_issue=issue,
            passport_number=(_letters(rng, 2) + _digits(rng, 7)) if person.passport else None,
            passport_issue=pp_issue if person.passport else None,
            passport_expiry=(D(pp_issue.year + 5, pp_issue.month, pp_issue.day) - dt.timedelta(days=1))
            if person.passport
            else None,
            married=person.married,
            children=person.children,
            matricule=f"{rng.randint(100, 4999):05d}",
        )
        if person.nationality_code != "MAR":
            out[person.case_id].extra["residence_no"] = "E" + _letters(rng, 1) + _digits(rng, 7)
    return out


# -- bank accounts --------------------------------------------------------------------------------------------------
@dataclass
class Movement:
    day: dt.date
    value_day: dt.date
    label: str
    amount: float  # credit positive, debit negative


@dataclass
class Statement:
    start: dt.date
    end: dt.date
    opening: float
    movements: list[Movement]
    number: int

    @property
    def closing(self) -> float:
        return round(self.opening + sum(m.amount for m in self.movements), 2)

    @property
    def debits(self) -> float:
        return round(-sum(m.amount for m in self.movements if m.amount < 0), 2)

    @property
    def credits(self) -> float:
        return round(sum(m.amount for m in self.movements if m.amount > 0), 2)


MERCHANTS = [
    "SUPERMARCHE AL HOUDA",
    "PHARMACIE ANNASR",
    "STATION SERVICE ZIZ",
    "CAFE LES PALMIERS",
    "BOULANGERIE EL BARAKA",
    "LIBRAIRIE DAR EL ILM",
    "HANOUT DERB SOLTANE",
    "OPTIQUE ATLAS VISION",
    "RESTAURANT DAR ZITOUNE",
    "MEGASTORE TECHNO PLUS",
    "CLINIQUE DENTAIRE ASSALAM",
    "BRICOMARCHE AL WAHDA",
    "PATISSERIE LA GAZELLE",
]


def statements(
    app: Applicant, seed: int, periods: list[list[tuple[int, int]]], overdraft: bool, many: bool
) -> list[Statement]:
    """Consecutive statements of one or more months each: the salary comes in, the month's spending goes out."""
    rng = random.Random(f"blind_y:{seed}:{app.case_id}:bank")
    net = app.payroll.net
    balance = round(-rng.uniform(800, 2600), 2) if overdraft else round(net * rng.uniform(0.7, 2.2), 2)
    out: list[Statement] = []
    loan = round(net * rng.uniform(0.12, 0.3), 2) if rng.random() < 0.6 else 0.0
    rent = round(rng.choice([2500, 3200, 4000, 1800]) * (1 if net > 7000 else 0.5), 2) if rng.random() < 0.5 else 0.0
    first_number = rng.randint(2, 9)
    for number, months in enumerate(periods, start=first_number):
        moves: list[Movement] = []
        for year, month in months:
            _month_moves(moves, app, rng, year, month, net, loan, rent, overdraft, many)
        moves.sort(key=lambda m: (m.day, -m.amount))
        start = D(months[0][0], months[0][1], 1)
        st = Statement(start, month_end(*months[-1]), balance, moves, number)
        out.append(st)
        balance = st.closing
    return out


def _month_moves(
    moves: list[Movement],
    app: Applicant,
    rng: random.Random,
    year: int,
    month: int,
    net: float,
    loan: float,
    rent: float,
    overdraft: bool,
    many: bool,
) -> None:
    """One month of an account's life."""
    start, end = D(year, month, 1), month_end(year, month)

    def add(day: int, label: str, amount: float, lag: int = 0) -> None:
        when = D(year, month, min(day, end.day))
        moves.append(Movement(when, when + dt.timedelta(days=lag), label, round(amount, 2)))

    budget = net * (rng.uniform(0.99, 1.06) if overdraft else rng.uniform(0.78, 0.97))
    if loan:
        add(5, f"ECHEANCE PRET N {app.account[-7:]}", -loan)
        budget -= loan
    if rent:
        add(3, "VIR PERMANENT LOYER", -rent)
        budget -= rent
    phone, power = rng.choice([99.0, 149.0, 199.0, 249.0]), round(rng.uniform(180, 640), 2)
    add(8, "PRLV ABONNEMENT MOBILE", -phone)
    add(12, "PRLV FACTURE EAU ELECTRICITE", -power)
    budget = max(budget - phone - power, 600.0)
    count = rng.randint(14, 20) if many else rng.randint(7, 12)
    weights = [rng.uniform(0.3, 1.7) for _ in range(count)]
    for weight in weights:
        share = budget * weight / sum(weights)
        day = rng.randint(1, end.day)
        if rng.random() < 0.35 and share >= 150:
            add(day, f"RETRAIT GAB {app.city} {rng.randint(100, 999)}", -float(round(share / 100) * 100))
        else:
            add(day, f"PAIEMENT CB {rng.choice(MERCHANTS)}", -max(share, 25.0), lag=rng.choice([0, 1, 2]))
    if rng.random() < 0.4:
        add(
            rng.randint(10, 20),
            f"VIR RECU {rng.choice(['FAMILLE', 'M BENALI', 'MME SEFRIOUI', 'REMB AMI'])}",
            float(rng.choice([500, 800, 1200, 2000])),
        )
    add(rng.randint(25, 28), f"VIR RECU {app.employer.short} SALAIRE {start.strftime('%m/%Y')}", net)
    add(end.day, "COMMISSION TENUE DE COMPTE", -rng.choice([15.0, 20.0, 25.0]))
    add(end.day, "TVA SUR COMMISSIONS", -4.0)
    if overdraft:
        add(end.day, "AGIOS DEBITEURS", -round(rng.uniform(18, 65), 2))
