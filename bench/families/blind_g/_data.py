"""Invented applicants, employers and bank accounts (all fictitious)."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass, field

from . import _fmt

MALE = [
    ("Youssef", "يوسف"),
    ("Mohamed Amine", "محمد أمين"),
    ("Hamza", "حمزة"),
    ("Omar", "عمر"),
    ("Anas", "أنس"),
    ("Khalid", "خالد"),
    ("Rachid", "رشيد"),
    ("Mehdi", "مهدي"),
    ("Ayoub", "أيوب"),
    ("Hicham", "هشام"),
    ("Soufiane", "سفيان"),
    ("Zakaria", "زكرياء"),
    ("Adil", "عادل"),
    ("Tarik", "طارق"),
    ("Nabil", "نبيل"),
    ("Ismail", "إسماعيل"),
    ("Reda", "رضا"),
    ("Badr", "بدر"),
    ("Abdelghani", "عبد الغني"),
    ("Jalal", "جلال"),
]
FEMALE = [
    ("Salma", "سلمى"),
    ("Fatima Zahra", "فاطمة الزهراء"),
    ("Khadija", "خديجة"),
    ("Imane", "إيمان"),
    ("Sanaa", "سناء"),
    ("Hajar", "هاجر"),
    ("Meryem", "مريم"),
    ("Nadia", "نادية"),
    ("Houda", "هدى"),
    ("Loubna", "لبنى"),
    ("Kawtar", "كوثر"),
    ("Ghizlane", "غزلان"),
    ("Asmae", "أسماء"),
    ("Siham", "سهام"),
    ("Oumaima", "أميمة"),
    ("Laila", "ليلى"),
    ("Najat", "نجاة"),
    ("Zineb", "زينب"),
    ("Rim", "ريم"),
    ("Btissam", "ابتسام"),
]
FAMILY = [
    ("BENNANI", "بناني"),
    ("EL AMRANI", "العمراني"),
    ("TAZI", "التازي"),
    ("BERRADA", "برادة"),
    ("EL IDRISSI", "الإدريسي"),
    ("OUAZZANI", "الوزاني"),
    ("CHRAIBI", "الشرايبي"),
    ("LAHLOU", "لحلو"),
    ("BENJELLOUN", "بنجلون"),
    ("ZIANI", "الزياني"),
    ("AIT OUAHMANE", "آيت واحمان"),
    ("BOUZIDI", "البوزيدي"),
    ("NACIRI", "الناصري"),
    ("SQUALLI", "السقلي"),
    ("EL KHATTABI", "الخطابي"),
    ("MANSOURI", "المنصوري"),
    ("HAJJI", "الحجي"),
    ("AMZIL", "أمزيل"),
    ("OUBELLA", "أوبلا"),
    ("BELHAJ", "بلحاج"),
    ("RAMI", "رامي"),
    ("FILALI", "الفيلالي"),
    ("KADIRI", "القادري"),
    ("ESSAFI", "الصافي"),
    ("GHAZOUANI", "الغزواني"),
    ("SEBTI", "السبتي"),
    ("MOUSSAOUI", "الموساوي"),
    ("EL OUARDI", "الوردي"),
    ("HARRAK", "الحراك"),
    ("TOUIMI", "التويمي"),
]
FATHERS = [
    "AHMED",
    "MOHAMED",
    "ABDELLAH",
    "DRISS",
    "LAHCEN",
    "MUSTAPHA",
    "HASSAN",
    "ABDELKADER",
    "BRAHIM",
    "ALI",
    "MOULAY ALI",
    "JILALI",
]
MOTHERS = ["FATIMA", "AICHA", "ZOHRA", "RACHIDA", "MALIKA", "KHADIJA", "NAIMA", "HALIMA", "SAADIA", "LATIFA"]

# city, arabic, CIN prefixes, CNIE city code, bank city code
CITIES = [
    ("CASABLANCA", "الدار البيضاء", ["BE", "BH", "BK", "BJ", "BL"], "780"),
    ("RABAT", "الرباط", ["A", "AB", "AE"], "810"),
    ("FES", "فاس", ["C", "CD"], "270"),
    ("MARRAKECH", "مراكش", ["E", "EE"], "450"),
    ("MEKNES", "مكناس", ["D", "DA"], "480"),
    ("TANGER", "طنجة", ["K", "KB"], "640"),
    ("AGADIR", "أكادير", ["J", "JA", "JB"], "010"),
    ("OUJDA", "وجدة", ["F", "FA"], "570"),
    ("KENITRA", "القنيطرة", ["G", "GA"], "330"),
    ("TETOUAN", "تطوان", ["L", "LC"], "660"),
    ("SAFI", "آسفي", ["H", "HA"], "600"),
    ("EL JADIDA", "الجديدة", ["M", "MC"], "200"),
    ("BENI MELLAL", "بني ملال", ["I", "IA"], "090"),
    ("NADOR", "الناظور", ["S", "SH"], "540"),
    ("KHOURIBGA", "خريبكة", ["Q", "QA"], "350"),
    ("SETTAT", "سطات", ["W", "WA"], "620"),
]

STREETS = [
    "RUE IBN BATOUTA",
    "BD ZERKTOUNI",
    "AV HASSAN II",
    "RUE AL MOUTANABBI",
    "RUE SEBOU",
    "BD MOHAMMED V",
    "AV DES FAR",
    "RUE OUED ZIZ",
    "RUE IBN SINA",
    "BD AL QODS",
    "AV ABDELKRIM EL KHATTABI",
    "RUE TARIK IBN ZIAD",
    "RUE AL MANSOUR DAHBI",
    "AV MOULAY YOUSSEF",
]
QUARTERS = [
    "HAY NAHDA",
    "HAY SALAM",
    "MAARIF",
    "HAY RIAD",
    "AGDAL",
    "SIDI MAAROUF",
    "HAY HASSANI",
    "GUELIZ",
    "HAY MOHAMMADI",
    "AIN SEBAA",
    "HAY AL WAHDA",
    "DRADEB",
    "TILILA",
    "HAY EL FATH",
]
RESIDENCES = ["RES AL WAFA", "RES NOUR", "RES ANDALOUS", "RES LES JARDINS", "RES YASMINE", "RES AL AMANE"]

POSITIONS = [
    ("Comptable principal", "Comptable"),
    ("Technicienne de maintenance", "Technicien de maintenance"),
    ("Chargée de clientèle", "Chargé de clientèle"),
    ("Responsable logistique", "Responsable logistique"),
    ("Ingénieure process", "Ingénieur process"),
    ("Assistante de direction", "Assistant de direction"),
    ("Cheffe de projet informatique", "Chef de projet informatique"),
    ("Opératrice de production", "Opérateur de production"),
    ("Contrôleuse de gestion", "Contrôleur de gestion"),
    ("Commerciale terrain", "Commercial terrain"),
    ("Infirmière polyvalente", "Infirmier polyvalent"),
    ("Acheteuse senior", "Acheteur senior"),
    ("Analyste crédit", "Analyste crédit"),
    ("Développeuse full stack", "Développeur full stack"),
    ("Magasinière cariste", "Magasinier cariste"),
    ("Responsable paie", "Responsable paie"),
]


@dataclass
class Employer:
    name: str
    short: str
    cnss: str
    ice: str
    rc: str
    if_: str
    address: list[str]
    city: str
    phone: str
    capital: str
    hr_name: str
    hr_title: str
    color: str
    sector: str


EMPLOYERS = [
    (
        "Société Marocaine de Câblage et Connectique SA",
        "SMCC",
        "CASABLANCA",
        "Zone Industrielle Ouled Saleh, Lot 112",
        "20 000 000",
        "Industrie électrique",
        "#0b5e8c",
    ),
    (
        "Société Marocaine des Conserves de l'Atlantique SA",
        "SOMACAT",
        "SAFI",
        "Quartier Industriel Sidi Ouassel",
        "12 500 000",
        "Agroalimentaire",
        "#14804a",
    ),
    (
        "Atlas Logistique Nord SARL AU",
        "ALN",
        "TANGER",
        "Zone Franche Logistique Ksar Al Majaz, Ilot 7",
        "1 000 000",
        "Transport & logistique",
        "#c2571a",
    ),
    (
        "Société Marocaine de Distribution Pharmaceutique SA",
        "SMDP",
        "RABAT",
        "12, Avenue Annakhil, Hay Riad",
        "30 000 000",
        "Distribution pharmaceutique",
        "#6a2c91",
    ),
    (
        "Oasis Digital Services SARL AU",
        "ODS",
        "MARRAKECH",
        "Immeuble Menara Business, 3e étage, Gueliz",
        "500 000",
        "Services numériques",
        "#00838f",
    ),
    (
        "Société Marocaine des Ciments du Souss SA",
        "SOMACIS",
        "AGADIR",
        "Route d'Inezgane, Km 9, Ait Melloul",
        "150 000 000",
        "Matériaux de construction",
        "#7a5230",
    ),
    (
        "Menara Textiles SARL",
        "MENATEX",
        "FES",
        "Quartier Industriel Sidi Brahim, Rue 804",
        "3 000 000",
        "Textile & habillement",
        "#a3123a",
    ),
    (
        "Société Marocaine d'Emballages Plastiques SA",
        "SMEP",
        "KENITRA",
        "Parc Industriel Atlantic Free Zone, Lot 45",
        "18 000 000",
        "Plasturgie",
        "#2b6cb0",
    ),
    ("Rif Agro Export SARL AU", "RAE", "NADOR", "Route de Selouane, Km 4", "2 000 000", "Export agricole", "#4d7c0f"),
    ("Clinique Anfa Santé SA", "CAS", "CASABLANCA", "87, Boulevard d'Anfa", "8 000 000", "Santé", "#b91c1c"),
    (
        "Tafilalet Solaire SARL AU",
        "TASOL",
        "MEKNES",
        "Agropole de Meknès, Lot 19",
        "1 500 000",
        "Énergies renouvelables",
        "#d97706",
    ),
    (
        "Société Marocaine de Conseil et d'Audit Financier SARL",
        "SOMACAF",
        "RABAT",
        "5, Rue Ghandi, Agdal",
        "400 000",
        "Audit & conseil",
        "#334155",
    ),
]

# bank name as printed, bank code, SWIFT, brand colour
BANKS = [
    ("Attijariwafa bank", "007", "BCMAMAMC", "#f2a900"),
    ("BANK OF AFRICA", "011", "BMCEMAMC", "#0a3d7a"),
    ("Banque Populaire", "145", "BCPOMAMC", "#7b3f00"),
    ("CIH BANK", "230", "CIHMMAMC", "#0077c8"),
    ("Crédit du Maroc", "021", "CDMAMAMC", "#00704a"),
    ("Société Générale Maroc", "022", "SGMBMAMC", "#e2001a"),
    ("BMCI", "013", "BMCIMAMC", "#00915a"),
    ("Al Barid Bank", "350", "BPMAMAMC", "#f6c400"),
    ("Crédit Agricole du Maroc", "225", "CNCAMAMR", "#006a4e"),
]


@dataclass
class Person:
    sex: str
    given: str
    given_ar: str
    family: str
    family_ar: str
    dob: dt.date
    pob: str
    pob_ar: str
    cin: str
    card_no: str
    cin_issue: dt.date
    cin_expiry: dt.date
    address_lines: list[str]
    father: str
    mother: str
    civil_no: str
    passport_no: str
    passport_issue: dt.date
    passport_expiry: dt.date
    employer: Employer | None = None
    position: str = ""
    contract: str = "CDI"
    hire_date: dt.date | None = None
    cnss_number: str = ""
    affiliation_date: dt.date | None = None
    base_salary: float = 0.0
    dependants: int = 0
    matricule: str = ""
    bank: tuple | None = None
    rib: str = ""
    agency: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def label_name(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def given_title(self) -> str:
        return self.given

    @property
    def civ(self) -> str:
        return "M." if self.sex == "M" else "Mme"

    @property
    def civ_long(self) -> str:
        return "Monsieur" if self.sex == "M" else "Madame"

    def e(self, masc: str, fem: str) -> str:
        return masc if self.sex == "M" else fem


def _digits(rng: random.Random, n: int) -> str:
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def make_rib(rng: random.Random, bank_code: str, city_code: str) -> str:
    acct = "".join(str(rng.randint(0, 9)) for _ in range(16))
    first = bank_code + city_code + acct
    rib = first + _fmt.rib_key(first)
    assert _fmt.rib_valid(rib)
    return rib


def make_employers(rng: random.Random) -> list[Employer]:
    out = []
    hr_names = [
        "Karima SLAOUI",
        "Driss BENKIRANE",
        "Nawal ALAOUI",
        "Abdelaziz MOUNIR",
        "Samira CHERKAOUI",
        "Mourad TALBI",
        "Hanane ZEROUAL",
        "Aziz BOUKHARI",
        "Leila MEKOUAR",
        "Youness HAMDI",
        "Sara EL GUERMAI",
        "Othmane BARGACH",
    ]
    titles = [
        "Directeur des Ressources Humaines",
        "Directrice des Ressources Humaines",
        "Responsable RH",
        "Directeur Administratif et Financier",
        "Gérant",
        "Directrice Générale",
    ]
    used_cnss = set()
    for i, (name, short, city, addr, capital, sector, color) in enumerate(EMPLOYERS):
        while True:
            cnss = _digits(rng, 7)
            if cnss not in used_cnss:
                used_cnss.add(cnss)
                break
        hr = hr_names[i % len(hr_names)]
        title = titles[rng.randrange(len(titles))]
        if "SARL" in name and rng.random() < 0.5:
            title = (
                "Gérant"
                if hr.split()[0] in ("Driss", "Abdelaziz", "Mourad", "Aziz", "Youness", "Othmane")
                else "Gérante"
            )
        out.append(
            Employer(
                name=name,
                short=short,
                cnss=cnss,
                ice="00" + _digits(rng, 13),
                rc=str(rng.randint(10000, 499999)),
                if_=_digits(rng, 8),
                address=[addr, f"{_postal(city)} {city.title()}"],
                city=city,
                phone=f"05 {rng.randint(22, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}",
                capital=capital,
                hr_name=hr,
                hr_title=title,
                color=color,
                sector=sector,
            )
        )
    return out


def _postal(city: str) -> str:
    return {
        "CASABLANCA": "20250",
        "SAFI": "46000",
        "TANGER": "90000",
        "RABAT": "10100",
        "MARRAKECH": "40000",
        "AGADIR": "80150",
        "FES": "30000",
        "KENITRA": "14000",
        "NADOR": "62000",
        "MEKNES": "50000",
    }.get(city, "20000")


def make_person(rng: random.Random, used: set, ref: dt.date) -> Person:
    while True:
        sex = rng.choice("MF")
        given, given_ar = rng.choice(MALE if sex == "M" else FEMALE)
        fam, fam_ar = rng.choice(FAMILY)
        if (given, fam) in used or (fam in {f for _, f in used}):
            continue
        # the MRZ name lines must hold the name whole (TD1 line 3: 30 characters)
        if len(fam) + 2 + len(given) > 29:
            continue
        used.add((given, fam))
        break
    dob = dt.date(rng.randint(1968, 2000), rng.randint(1, 12), rng.randint(1, 28))
    city, city_ar, prefixes, bank_city = rng.choice(CITIES)
    pref = rng.choice(prefixes)
    cin = pref + "".join(str(rng.randint(0, 9)) for _ in range(6 if len(pref) == 1 or rng.random() < 0.6 else 5))
    if cin[len(pref)] == "0":
        cin = cin[: len(pref)] + "4" + cin[len(pref) + 1 :]
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    card_no = rng.choice(letters) + rng.choice(letters) + "".join(str(rng.randint(0, 9)) for _ in range(7))
    issue = dt.date(rng.randint(2017, 2024), rng.randint(1, 12), rng.randint(1, 28))
    expiry = dt.date(issue.year + 10, issue.month, issue.day)
    if expiry <= ref + dt.timedelta(days=60):
        expiry = dt.date(issue.year + 15, issue.month, issue.day)
    home = rng.choice(CITIES)[0] if rng.random() < 0.3 else city
    kind = rng.random()
    if kind < 0.4:
        addr = [f"N {rng.randint(2, 180)} {rng.choice(STREETS)}", f"{rng.choice(QUARTERS)} {home}"]
    elif kind < 0.75:
        addr = [
            f"APPT {rng.randint(1, 24)} IMM {rng.randint(1, 60)} {rng.choice(RESIDENCES)}",
            f"{rng.choice(STREETS)} {home}",
        ]
    else:
        addr = [f"LOT {rng.randint(10, 900)} {rng.choice(QUARTERS)}", home]
    pissue = dt.date(rng.randint(2021, 2024), rng.randint(1, 12), rng.randint(1, 28))
    pexp = dt.date(pissue.year + 5, pissue.month, pissue.day) - dt.timedelta(days=1)
    return Person(
        sex=sex,
        given=given,
        given_ar=given_ar,
        family=fam,
        family_ar=fam_ar,
        dob=dob,
        pob=city,
        pob_ar=city_ar,
        cin=cin,
        card_no=card_no,
        cin_issue=issue,
        cin_expiry=expiry,
        address_lines=addr,
        father=rng.choice(FATHERS),
        mother=rng.choice(MOTHERS),
        civil_no=f"{rng.randint(10, 2999)}/{dob.year}",
        passport_no=rng.choice(letters) + rng.choice(letters) + _digits(rng, 7),
        passport_issue=pissue,
        passport_expiry=pexp,
        extra={"bank_city": bank_city},
    )


def attach_job(rng: random.Random, p: Person, employer: Employer, ref: dt.date) -> None:
    fem, masc = rng.choice(POSITIONS)
    p.employer = employer
    p.position = masc if p.sex == "M" else fem
    p.contract = rng.choices(["CDI", "CDD", "ANAPEC"], weights=[7, 2, 1])[0]
    age_at_ref = ref.year - p.dob.year
    start_min = max(p.dob.year + 21, ref.year - 18)
    if p.contract == "CDI":
        hy = rng.randint(start_min, ref.year - 1)
    else:
        hy = ref.year - 1
        start_min = min(start_min, hy)
    p.hire_date = dt.date(max(start_min, hy), rng.randint(1, 12), rng.choice([1, 1, 1, 2, 15, 16]))
    if p.hire_date > ref - dt.timedelta(days=120):
        p.hire_date = dt.date(ref.year - 1, rng.randint(1, 6), 1)
    first_job = dt.date(
        max(p.dob.year + 20, p.hire_date.year - rng.randint(0, 8)), rng.randint(1, 12), rng.randint(1, 28)
    )
    p.affiliation_date = min(first_job, p.hire_date)
    p.cnss_number = _digits(rng, 9)
    p.base_salary = float(rng.choice(range(4200, 26000, 50)))
    p.dependants = rng.randint(0, 4) if age_at_ref > 27 else 0
    p.matricule = f"{employer.short[:2]}{rng.randint(100, 9999):04d}"


def attach_bank(rng: random.Random, p: Person, bank: tuple) -> None:
    p.bank = bank
    p.rib = make_rib(rng, bank[1], p.extra["bank_city"])
    p.agency = rng.choice(
        [
            "Agence Centre",
            "Agence Maarif",
            "Agence Hay Riad",
            "Agence Gueliz",
            "Agence Mers Sultan",
            "Agence Boulevard Zerktouni",
            "Agence Route de Fès",
            "Agence Val Fleuri",
            "Agence Place des Nations Unies",
            "Agence Ville Nouvelle",
        ]
    )


# ---- payroll --------------------------------------------------------------------------------------------


def _ir(net_imposable: float, dependants: int) -> float:
    brackets = [
        (3333.33, 0.0, 0.0),
        (5000.00, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.00),
        (15000.00, 0.34, 1833.33),
        (float("inf"), 0.37, 2283.33),
    ]
    for top, rate, ded in brackets:
        if net_imposable <= top:
            ir = net_imposable * rate - ded
            break
    ir -= 41.67 * min(dependants, 6)
    return round(max(ir, 0.0), 2)


def payroll(
    base: float, hire: dt.date, pay_month: dt.date, dependants: int, bonus: float = 0.0, cimr: bool = False
) -> dict:
    years = (pay_month - hire).days / 365.25
    rate = 0.0
    for lim, r in ((25, 0.25), (20, 0.20), (12, 0.15), (5, 0.10), (2, 0.05)):
        if years >= lim:
            rate = r
            break
    anc = round(base * rate, 2)
    gross = round(base + anc + bonus, 2)
    cnss = round(min(gross, 6000.0) * 0.0448, 2)
    amo = round(gross * 0.0226, 2)
    cimr_v = round(gross * 0.03, 2) if cimr else 0.0
    fp = round(min(gross * (0.35 if gross <= 6500 else 0.25), 2916.67), 2)
    nimp = round(gross - cnss - amo - cimr_v - fp, 2)
    ir = _ir(nimp, dependants)
    ret = round(cnss + amo + cimr_v + ir, 2)
    net = round(gross - ret, 2)
    return {
        "base": base,
        "anc_rate": rate,
        "anc": anc,
        "bonus": bonus,
        "gross": gross,
        "cnss": cnss,
        "amo": amo,
        "cimr": cimr_v,
        "fp": fp,
        "net_imposable": nimp,
        "ir": ir,
        "retenues": ret,
        "net": net,
    }


@dataclass
class Doc:
    """A rendered-to-be document: its SVG pages, its labels, and the printed strings behind each label."""

    doc_type: str
    pages: list
    labels: dict
    evidence: dict  # field -> printed strings that must appear on the pages
    kind: str = "a4"  # a4 | card | passport
    style: str = ""
    mrz: list | None = None
