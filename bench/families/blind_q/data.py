"""The family's applicants, employers and banks (all invented), and the payroll arithmetic."""

from __future__ import annotations

import dataclasses as dc
import datetime as dt

from .util import make_rib

D = dt.date


@dc.dataclass
class Employer:
    name: str
    cnss: str
    address: list[str]
    city: str
    slip: str  # payslip layout
    cert: str  # certificate layout
    face: str
    colour: str
    logo: int
    signatory: str
    title: str
    ice: str


@dc.dataclass
class Bank:
    name: str
    code: str
    style: str
    colour: str
    accent: str
    face: str
    swift: str


BANKS = {
    "awb": Bank("Attijariwafa bank", "007", "awb", "#E4A11B", "#8A1D12", "lsans", "BCMAMAMC"),
    "bp": Bank("Banque Populaire", "145", "bp", "#7A4A1E", "#E87722", "sans", "BCPOMAMC"),
    "boa": Bank("Bank of Africa", "011", "boa", "#0B4A8B", "#2FA84F", "noto", "BMCEMAMC"),
    "cih": Bank("CIH Bank", "230", "cih", "#123C7A", "#F08A00", "free", "CIHMMAMC"),
    "cdm": Bank("Crédit du Maroc", "021", "cdm", "#0F7A4E", "#B0122B", "lserif", "CDMAMAMC"),
    "sgm": Bank("Société Générale Maroc", "022", "sgm", "#D6001C", "#222222", "lsans", "SGMBMAMC"),
    "abb": Bank("Al Barid Bank", "350", "awb", "#F4C300", "#1C3F94", "sans", "BPMAMAMC"),
    "cam": Bank("Crédit Agricole du Maroc", "225", "bp", "#00735A", "#8DC63F", "noto", "CNCAMAMR"),
    "cfg": Bank("CFG Bank", "050", "boa", "#1D1D1B", "#C8A24A", "free", "CAFGMAMC"),
    "umn": Bank("Umnia Bank", "360", "cih", "#5A2A82", "#19A39A", "lsans", "UMNIMAMC"),
}


def E(name, cnss, address, city, slip, cert, face, colour, logo, signatory, title, ice):
    return Employer(name, cnss, address, city, slip, cert, face, colour, logo, signatory, title, ice)


@dc.dataclass
class Person:
    given: str
    surname: str
    sex: str
    dob: dt.date
    pob: str
    cin: str
    address: list[str]
    father: str
    mother: str


@dc.dataclass
class Case:
    cid: str
    p: Person
    card_no: str
    card_issue: dt.date
    card_expiry: dt.date
    old_card: bool
    emp: Employer
    position: str
    hire: dt.date
    contract: str
    cnss_no: str
    base: float
    primes: list[tuple[str, float, bool]]  # label, amount, taxable
    dependants: int
    bank: Bank
    city_code: str
    account: str
    months: list[tuple[int, int]]
    n_statements: int
    extras: list[str]
    conflict: str = ""
    foreign: dict | None = None
    passport: tuple[str, dt.date, dt.date] | None = None  # number, issue, expiry

    @property
    def rib(self) -> str:
        return make_rib(self.bank.code, self.city_code, self.account)

    @property
    def name(self) -> str:
        return f"{self.p.given} {self.p.surname}"


def payroll(base: float, primes: list[tuple[str, float, bool]], dependants: int, seniority_rate: float) -> dict:
    """Moroccan monthly payroll: CNSS 4.48 % capped at 6 000, AMO 2.26 %, professional costs, IR scale."""
    seniority = round(base * seniority_rate, 2)
    gains = [("Salaire de base", base)]
    if seniority:
        gains.append((f"Prime d'ancienneté {int(seniority_rate * 100)} %", seniority))
    gains += [(lbl, amt) for lbl, amt, _ in primes]
    gross = round(sum(a for _, a in gains), 2)
    taxable = round(gross - sum(a for _, a, t in primes if not t), 2)
    cnss = round(min(taxable, 6000.0) * 0.0448, 2)
    amo = round(taxable * 0.0226, 2)
    fp_rate = 0.35 if taxable * 12 <= 78000 else 0.25
    fp = round(min(taxable * fp_rate, 2916.67), 2)
    net_taxable = round(taxable - cnss - amo - fp, 2)
    scale = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (10**9, 0.38, 2433.33),
    ]
    ir = 0.0
    for top, rate, ded in scale:
        if net_taxable <= top:
            ir = max(0.0, net_taxable * rate - ded)
            break
    ir = round(max(0.0, ir - 30.0 * min(dependants, 6)) if ir else 0.0, 2)
    deductions = [("Cotisation CNSS", cnss, 4.48), ("AMO", amo, 2.26), ("Impôt sur le revenu", ir, None)]
    total_ded = round(cnss + amo + ir, 2)
    net = round(gross - total_ded, 2)
    return {
        "gains": gains,
        "gross": gross,
        "taxable": taxable,
        "deductions": deductions,
        "total_ded": total_ded,
        "net": net,
        "cnss": cnss,
        "amo": amo,
        "ir": ir,
        "fp": fp,
        "net_taxable": net_taxable,
    }


EMPLOYERS = [
    E(
        "Maghreb Logistique et Transit SARL",
        "2548731",
        ["Zone Industrielle Ouled Saleh, Lot 112"],
        "Bouskoura",
        "grid",
        "table",
        "narrow",
        "#1F4E79",
        0,
        "Rachid Bennani",
        "Directeur Administratif et Financier",
        "001524873000062",
    ),
    E(
        "Les Conserveries du Souss, Société Anonyme",
        "1873406",
        ["Quartier Industriel Anza, BP 318"],
        "Agadir",
        "plain",
        "letter",
        "serif",
        "#0E6655",
        1,
        "Fatima Zahra Ouhammou",
        "Responsable des Ressources Humaines",
        "000218457000091",
    ),
    E(
        "Office Régional de Mise en Valeur Agricole du Tadla",
        "6012457",
        ["Avenue Mohammed V"],
        "Fquih Ben Salah",
        "public",
        "official",
        "freeserif",
        "#3B3B3B",
        4,
        "Abdelkader Lamrani",
        "Chef du Service du Personnel",
        "002003318000044",
    ),
    E(
        "Novatrix Consulting Morocco SARL AU",
        "3391825",
        ["Casanearshore Park, Shore 8, 1100 Bd El Qods"],
        "Casablanca",
        "english",
        "letter_en",
        "noto",
        "#5B2C83",
        2,
        "Claire Martin-Duval",
        "HR Business Partner",
        "002467719000053",
    ),
    E(
        "Atelier Menuiserie Al Wahda SNC",
        "4420918",
        ["12, Derb Sidi Bouloukat, Quartier Industriel Sidi Brahim"],
        "Fès",
        "plain",
        "letter",
        "lserif",
        "#6E3B16",
        3,
        "Hassan Tazi",
        "Associé gérant",
        "001998034000017",
    ),
    E(
        "GIE Mobilité Fès-Saïss",
        "5127384",
        ["Route d'Imouzzer, km 4"],
        "Fès",
        "grid",
        "table",
        "lsans",
        "#B03A2E",
        1,
        "Nadia El Fassi",
        "Directrice Générale",
        "002711856000029",
    ),
    E(
        "Clinique Les Orangers SA",
        "2965510",
        ["27, Avenue Allal Ben Abdellah"],
        "Rabat",
        "modern",
        "letter",
        "free",
        "#117A8B",
        4,
        "Dr. Mehdi Kettani",
        "Directeur Général",
        "001356274000085",
    ),
    E(
        "Agence Urbaine de Meknès, établissement public",
        "6540021",
        ["Boulevard des FAR, Hamria"],
        "Meknès",
        "public",
        "official",
        "notoserif",
        "#2C3E50",
        0,
        "Mohamed Alaoui Ismaili",
        "Directeur",
        "002115948000030",
    ),
    E(
        "Dataline Offshore Services SARL",
        "3807264",
        ["Technopolis Rabat-Shore, Bâtiment B12"],
        "Salé",
        "english",
        "letter_en",
        "lsans",
        "#0A6EBD",
        3,
        "Sophie Bernard",
        "Head of People",
        "002654301000072",
    ),
    E(
        "Boulangerie Pâtisserie Ennakhil SARL AU",
        "4711953",
        ["Avenue Hassan II, Résidence Nakhil, Magasin 3"],
        "Marrakech",
        "plain",
        "table",
        "sans",
        "#A0522D",
        2,
        "Abdellatif Ouahbi",
        "Gérant",
        "002398127000046",
    ),
    E(
        "Ciments et Agrégats de l'Oriental S.A.",
        "1650378",
        ["Route de Taourirt, BP 92"],
        "Oujda",
        "modern",
        "letter",
        "notoserif",
        "#4D5656",
        0,
        "Karim Berrada",
        "Directeur des Ressources Humaines",
        "000897564000015",
    ),
    E(
        "Lycée Privé Ibn Khaldoun SARL",
        "3285146",
        ["Lotissement Al Manar, Rue 7, n° 45"],
        "Kénitra",
        "grid",
        "letter",
        "freeserif",
        "#1E8449",
        4,
        "Latifa Chraibi",
        "Directrice pédagogique",
        "002207684000038",
    ),
    E(
        "Tanger Automotive Harness SARL",
        "4039512",
        ["Tanger Automotive City, Lot 31"],
        "Tanger",
        "english",
        "table",
        "noto",
        "#C0392B",
        1,
        "Javier Morales",
        "Plant HR Manager",
        "002535908000061",
    ),
    E(
        "Cabinet Fiduciaire Alami & Associés SARL",
        "2710486",
        ["112, Boulevard Zerktouni, 4e étage"],
        "Casablanca",
        "modern",
        "letter",
        "lserif",
        "#7D6608",
        3,
        "Youssef Alami",
        "Expert-comptable, gérant",
        "001743260000024",
    ),
]

OTHER_EMPLOYER = E(
    "Transports Frigorifiques du Nord SARL",
    "3916207",
    ["Zone Franche Ksar El Majaz, Lot 8"],
    "Tanger",
    "grid",
    "table",
    "narrow",
    "#34495E",
    2,
    "Omar Sebti",
    "Gérant",
    "002843102000057",
)


def P(given, surname, sex, dob, pob, cin, address, father, mother):
    return Person(given, surname, sex, dob, pob, cin, address, father, mother)


def cases() -> list[Case]:
    e = EMPLOYERS
    b = BANKS
    out = [
        Case(
            "c01",
            P(
                "Yassine",
                "EL OUAZZANI",
                "M",
                D(1988, 3, 12),
                "FES",
                "C582174",
                ["45, Rue Sebou, Hay Salam", "Bouskoura"],
                "Mohamed",
                "Zineb Tahiri",
            ),
            "IB4172508",
            D(2019, 6, 3),
            D(2029, 6, 2),
            False,
            e[0],
            "Responsable d'exploitation",
            D(2016, 9, 1),
            "CDI",
            "117408325",
            11800.0,
            [("Prime de rendement", 1200.0, True), ("Indemnité de transport", 500.0, False)],
            2,
            b["awb"],
            "780",
            "0001234500078213",
            [(2024, 10), (2024, 11), (2024, 12)],
            1,
            ["salary_certificate", "rib"],
        ),
        Case(
            "c02",
            P(
                "Khadija",
                "AIT BENHADDOU",
                "F",
                D(1991, 7, 24),
                "OUARZAZATE",
                "JE214587",
                ["Lotissement Al Houda, n° 217", "Agadir"],
                "Brahim",
                "Aicha Oubella",
            ),
            "JB3806115",
            D(2020, 1, 14),
            D(2030, 1, 13),
            False,
            e[1],
            "Technicienne qualité",
            D(2018, 2, 5),
            "CDI",
            "128730412",
            6400.0,
            [("Prime de panier", 350.0, False)],
            0,
            b["bp"],
            "010",
            "2112987600413005",
            [(2024, 11), (2024, 12)],
            2,
            ["passport", "cnss_certificate"],
        ),
        Case(
            "c03",
            P(
                "Abdelilah",
                "OUCHEN",
                "M",
                D(1979, 11, 2),
                "BENI MELLAL",
                "I473910",
                ["Douar Oulad Ayad, Commune Ouled Nacer", "Fquih Ben Salah"],
                "Lahcen",
                "Fatna Bouzid",
            ),
            "IB0917432",
            D(2017, 3, 22),
            D(2027, 3, 21),
            False,
            e[2],
            "Ingénieur d'État principal",
            D(2005, 10, 17),
            "CDI",
            "108234677",
            14250.0,
            [("Indemnité de fonction", 2100.0, True), ("Indemnité de logement", 1500.0, True)],
            4,
            b["cam"],
            "400",
            "0073104521870019",
            [(2024, 10), (2024, 11)],
            1,
            ["cnss_certificate", "other"],
            conflict="employer",
        ),
        Case(
            "c04",
            P(
                "Imane",
                "SQALLI HOUSSAINI",
                "F",
                D(1993, 5, 9),
                "CASABLANCA",
                "BK629843",
                ["Résidence Les Jardins d'Anfa, Imm. C, Apt 12", "Casablanca"],
                "Driss",
                "Nezha Bennis",
            ),
            "BE5529081",
            D(2021, 9, 30),
            D(2031, 9, 29),
            False,
            e[3],
            "Senior Consultant",
            D(2021, 3, 1),
            "CDI",
            "139004817",
            19500.0,
            [("Performance bonus", 2500.0, True)],
            0,
            b["cih"],
            "780",
            "1402250087630011",
            [(2024, 10), (2024, 11), (2024, 12)],
            1,
            ["rib", "salary_certificate"],
        ),
        Case(
            "c05",
            P(
                "Mustapha",
                "BOUAZZAOUI",
                "M",
                D(1985, 1, 30),
                "TAZA",
                "Z318472",
                ["Derb Ben Slimane, n° 9, Fès Jdid", "Fès"],
                "Ahmed",
                "Rkia Lahlou",
            ),
            "CD8833217",
            D(2018, 11, 5),
            D(2028, 11, 4),
            False,
            e[4],
            "Menuisier qualifié",
            D(2012, 4, 16),
            "CDI",
            "115392804",
            4300.0,
            [("Heures supplémentaires", 420.0, True)],
            3,
            b["abb"],
            "270",
            "0000452189370024",
            [(2024, 11), (2024, 12)],
            1,
            ["salary_certificate", "cnss_certificate"],
            conflict="salary",
        ),
        Case(
            "c06",
            P(
                "Salma",
                "BENKIRANE",
                "F",
                D(1996, 9, 18),
                "MEKNES",
                "D874215",
                ["Hay Riad, Rue 14, n° 33", "Fès"],
                "Abdelhak",
                "Samira Filali",
            ),
            "DA6710493",
            D(2022, 5, 17),
            D(2032, 5, 16),
            False,
            e[5],
            "Agent d'exploitation",
            D(2022, 7, 1),
            "CDD",
            "151274093",
            5200.0,
            [("Prime de panier", 300.0, False)],
            0,
            b["sgm"],
            "270",
            "0102033874510007",
            [(2024, 10), (2024, 11), (2024, 12)],
            2,
            ["rib"],
        ),
        Case(
            "c07",
            P(
                "Hamza",
                "TAZI MEZALEK",
                "M",
                D(1982, 12, 6),
                "RABAT",
                "A745102",
                ["12, Avenue Ibn Sina, Agdal", "Rabat"],
                "Abdelaziz",
                "Khadija Benjelloun",
            ),
            "AB7306529",
            D(2016, 2, 11),
            D(2026, 2, 10),
            True,
            e[6],
            "Infirmier major",
            D(2009, 1, 5),
            "CDI",
            "104728390",
            9600.0,
            [("Prime de garde", 1350.0, True), ("Indemnité de transport", 400.0, False)],
            2,
            b["boa"],
            "810",
            "2210047391280015",
            [(2024, 11), (2024, 12)],
            1,
            ["passport", "cnss_certificate", "salary_certificate"],
        ),
        Case(
            "c08",
            P(
                "Nawal",
                "EL IDRISSI",
                "F",
                D(1990, 4, 27),
                "MEKNES",
                "D593824",
                ["Quartier Marjane 2, Bloc 5, n° 18", "Meknès"],
                "Mohammed",
                "Latifa Sabri",
            ),
            "DA2258634",
            D(2019, 10, 8),
            D(2029, 10, 7),
            False,
            e[7],
            "Architecte",
            D(2014, 6, 2),
            "CDI",
            "119845026",
            12600.0,
            [("Indemnité de représentation", 1800.0, True)],
            1,
            b["cdm"],
            "450",
            "3107752006410028",
            [(2024, 10), (2024, 11), (2024, 12)],
            1,
            ["rib"],
            conflict="cin",
        ),
        Case(
            "c09",
            P(
                "Anas",
                "CHERKAOUI",
                "M",
                D(1998, 2, 14),
                "SALE",
                "AE118936",
                ["Hay Karima, Rue 22, n° 7", "Salé"],
                "Said",
                "Halima Ouazzani",
            ),
            "AE4401762",
            D(2023, 4, 4),
            D(2033, 4, 3),
            False,
            e[8],
            "Customer Support Agent",
            D(2023, 9, 11),
            "ANAPEC",
            "160482315",
            5600.0,
            [("Language allowance", 600.0, True)],
            0,
            b["umn"],
            "810",
            "0004518820360012",
            [(2024, 11), (2024, 12)],
            2,
            ["rib", "other"],
        ),
        Case(
            "c10",
            P(
                "Fatima Ezzahra",
                "OUHADDOU",
                "F",
                D(1987, 8, 3),
                "MARRAKECH",
                "E671239",
                ["Douar Laksour, Derb Sidi Ali, n° 56", "Marrakech"],
                "Lahoucine",
                "Malika Aït Taleb",
            ),
            "EE9047126",
            D(2018, 1, 25),
            D(2028, 1, 24),
            True,
            e[9],
            "Vendeuse",
            D(2015, 3, 2),
            "CDI",
            "126630781",
            3400.0,
            [("Prime de rendement", 250.0, True)],
            2,
            b["bp"],
            "450",
            "2119301276540008",
            [(2024, 10), (2024, 11), (2024, 12)],
            1,
            ["cnss_certificate"],
            conflict="hire_date",
        ),
        Case(
            "c11",
            P(
                "Mamadou Lamine",
                "DIOP",
                "M",
                D(1989, 6, 21),
                "DAKAR",
                "",
                ["Résidence Yasmine, Imm. 4, Apt 9", "Oujda"],
                "",
                "",
            ),
            "",
            D(2023, 2, 1),
            D(2026, 1, 31),
            False,
            e[10],
            "Ingénieur maintenance",
            D(2020, 11, 2),
            "CDI",
            "145098362",
            13200.0,
            [("Prime de poste", 900.0, True)],
            1,
            b["boa"],
            "520",
            "2206618843520013",
            [(2024, 11), (2024, 12)],
            1,
            ["passport", "rib"],
            foreign={
                "nat": "SEN",
                "permit": "RM0482617",
                "permit_exp": D(2026, 1, 31),
                "passport": "A02917354",
                "pp_issue": D(2021, 5, 12),
                "pp_exp": D(2031, 5, 11),
            },
        ),
        Case(
            "c12",
            P(
                "Meryem",
                "LAHLOU",
                "F",
                D(1994, 10, 11),
                "KENITRA",
                "G503817",
                ["Bir Rami Est, Bloc 3, n° 112", "Kénitra"],
                "Noureddine",
                "Souad Kabbaj",
            ),
            "GA3319570",
            D(2020, 8, 19),
            D(2030, 8, 18),
            False,
            e[11],
            "Professeure de mathématiques",
            D(2019, 9, 2),
            "CDD",
            "137562049",
            7800.0,
            [],
            1,
            b["cfg"],
            "780",
            "0104409127380006",
            [(2024, 10), (2024, 11)],
            2,
            ["rib", "salary_certificate"],
            conflict="rib",
        ),
        Case(
            "c13",
            P(
                "Othmane",
                "EL AMRANI",
                "M",
                D(1984, 5, 28),
                "TANGER",
                "K412058",
                ["Boulevard Moulay Rachid, Résidence Marshan, Apt 21", "Tanger"],
                "Abdeslam",
                "Rachida Temsamani",
            ),
            "KB5820043",
            D(2018, 7, 2),
            D(2028, 7, 1),
            False,
            e[12],
            "Production Supervisor",
            D(2013, 2, 18),
            "CDI",
            "113956274",
            10400.0,
            [("Shift premium", 950.0, True), ("Transport allowance", 450.0, False)],
            3,
            b["awb"],
            "640",
            "0003277461590017",
            [(2024, 10), (2024, 11), (2024, 12)],
            1,
            ["passport", "cnss_certificate"],
        ),
        Case(
            "c14",
            P(
                "Sarah",
                "ALAMI",
                "F",
                D(1992, 3, 5),
                "CASABLANCA",
                "BE884301",
                ["23, Rue Jaber Ibn Hayane, Maarif", "Casablanca"],
                "Karim",
                "Nathalie Girard",
            ),
            "BE7712840",
            D(2021, 12, 7),
            D(2031, 12, 6),
            False,
            e[13],
            "Comptable principale",
            D(2017, 1, 9),
            "CDI",
            "131847209",
            9200.0,
            [("Prime de bilan", 800.0, True)],
            0,
            b["cdm"],
            "780",
            "3110452298710035",
            [(2024, 11), (2024, 12)],
            1,
            ["id_card", "salary_certificate", "other"],
            foreign={"nat": "FRA", "idcard": "X4RTBPFW4", "id_issue": D(2022, 4, 19), "id_exp": D(2032, 4, 18)},
        ),
    ]
    passports = {
        "c02": ("GK3915027", D(2022, 8, 9), D(2027, 8, 8)),
        "c07": ("SA0718264", D(2020, 3, 16), D(2025, 3, 15)),
        "c13": ("TK5530918", D(2023, 6, 1), D(2028, 5, 31)),
    }
    for c in out:
        c.passport = passports.get(c.cid)
    return out


SENIORITY = [(2, 0.0), (5, 0.05), (12, 0.10), (20, 0.15), (25, 0.20), (99, 0.25)]


def seniority_rate(hire: dt.date, at: dt.date) -> float:
    years = (at - hire).days / 365.25
    for lim, rate in SENIORITY:
        if years < lim:
            return rate
    return 0.25
