"""The family's applicants, employers, banks and the plan of every document (labels included)."""

from __future__ import annotations

import copy
import datetime as dt
import random

from .util import iban, last_day, make_rib, td1, td3

D = dt.date

EMPLOYERS = {
    "atlas": dict(
        name="Atlas Froid Industrie SARL",
        short="ATLAS FROID",
        cnss="2481937",
        addr=["Zone Industrielle Sidi Bernoussi, Lot 112", "20600 Casablanca"],
        font="heros",
        ice="001523984000071",
        rc="RC Casablanca 284417",
        color="0.05,0.30,0.55",
    ),
    "menara": dict(
        name="Menara Textiles SARL AU",
        short="MENARA TEXTILES",
        cnss="3107526",
        addr=["Quartier Industriel Sidi Ghanem, n° 48", "40110 Marrakech"],
        font="pagella",
        ice="002184736000039",
        rc="RC Marrakech 71925",
        color="0.55,0.15,0.20",
    ),
    "ouarzazate": dict(
        name="Ouarzazate Confection SARL",
        short="OUARZAZATE CONFECTION",
        cnss="4015288",
        addr=["Avenue Mohammed V, Immeuble Tifaout", "45000 Ouarzazate"],
        font="bonum",
        ice="001977405000082",
        rc="RC Ouarzazate 5518",
        color="0.45,0.25,0.05",
    ),
    "sahara": dict(
        name="Sahara Agro Export SA",
        short="SAHARA AGRO EXPORT",
        cnss="1862045",
        addr=["Route de Taroudant, km 14", "Ait Melloul 86150"],
        font="termes",
        ice="000864219000054",
        rc="RC Inezgane 9023",
        color="0.10,0.45,0.15",
    ),
    "fiduciaire": dict(
        name="Fiduciaire Benkirane et Associés SNC",
        short="FIDUCIAIRE BENKIRANE",
        cnss="5290113",
        addr=["12, rue Patrice Lumumba, 3e étage", "10000 Rabat"],
        font="schola",
        ice="002391570000018",
        rc="RC Rabat 118204",
        color="0.20,0.20,0.20",
    ),
    "oasis": dict(
        name="Oasis Digital Services SARL",
        short="OASIS DIGITAL",
        cnss="6623841",
        addr=["Technopark, Route de Nouaceur, bureau 311", "20190 Casablanca"],
        font="adventor",
        ice="002716348000095",
        rc="RC Casablanca 402177",
        color="0.00,0.45,0.45",
    ),
    "emballages": dict(
        name="Compagnie Marocaine des Emballages Souples Société Anonyme",
        short="CMES",
        cnss="1094472",
        addr=["Zone Industrielle Ain Johra, Lot 7", "11000 Salé"],
        font="charter",
        ice="000391822000067",
        rc="RC Salé 20981",
        color="0.25,0.10,0.45",
    ),
    "callcenter": dict(
        name="Nord Africa Call Center SARL AU",
        short="NACC",
        cnss="7338205",
        addr=["Tanger Free Zone, Ilot 4, Bâtiment B", "90000 Tanger"],
        font="lmss",
        ice="002950413000026",
        rc="RC Tanger 96640",
        color="0.85,0.40,0.00",
    ),
    "gie": dict(
        name="GIE Transports Solidaires du Maroc Oriental",
        short="GIE TSMO",
        cnss="3845610",
        addr=["Boulevard Allal El Fassi, n° 201", "60000 Oujda"],
        font="courier",
        ice="001684205000044",
        rc="RC Oujda 30277",
        color="0.30,0.30,0.30",
    ),
    "clinique": dict(
        name="Clinique Al Boustane SA",
        short="CLINIQUE AL BOUSTANE",
        cnss="2209784",
        addr=["Angle rue Moulay Rachid et avenue Hassan II", "14000 Kénitra"],
        font="utopia",
        ice="001108592000013",
        rc="RC Kénitra 41588",
        color="0.00,0.40,0.60",
    ),
    "ifrane": dict(
        name="Ifrane Hôtellerie et Loisirs SARL",
        short="IFRANE HÔTELLERIE",
        cnss="5518062",
        addr=["Avenue des Tilleuls", "53000 Ifrane"],
        font="pagella",
        ice="002038617000058",
        rc="RC Azrou 3184",
        color="0.35,0.20,0.10",
    ),
    "rif": dict(
        name="Rif Construction et Travaux SARL",
        short="RCT",
        cnss="4472931",
        addr=["Avenue Tarik Ibn Ziad, Résidence Nador Center", "62000 Nador"],
        font="heros",
        ice="001753026000087",
        rc="RC Nador 15832",
        color="0.60,0.30,0.00",
    ),
    "tempo": dict(
        name="Tempo Services Intérim SARL",
        short="TEMPO INTÉRIM",
        cnss="6108347",
        addr=["45, boulevard Zerktouni, 2e étage", "20000 Casablanca"],
        font="lm",
        ice="002601784000031",
        rc="RC Casablanca 377615",
        color="0.70,0.05,0.35",
    ),
    "imprimerie": dict(
        name="Imprimerie Moderne du Saïss SNC",
        short="IMPRIMERIE DU SAÏSS",
        cnss="2730958",
        addr=["Quartier Industriel Sidi Brahim, rue 14", "30000 Fès"],
        font="cursor",
        ice="000982147000026",
        rc="RC Fès 22749",
        color="0.15,0.15,0.40",
    ),
    "orangers": dict(
        name="Groupe Scolaire Les Orangers SARL",
        short="LES ORANGERS",
        cnss="5907214",
        addr=["Lotissement Al Massira, n° 88", "23000 Béni Mellal"],
        font="schola",
        ice="002477091000064",
        rc="RC Béni Mellal 10236",
        color="0.90,0.45,0.05",
    ),
}

BANKS = {
    "awb": dict(name="Attijariwafa bank", code="007", font="heros", swift="BCMAMAMC", color="0.85,0.55,0.0"),
    "bp": dict(name="Banque Populaire", code="145", font="lmss", swift="BCPOMAMC", color="0.45,0.22,0.05"),
    "cam": dict(name="Crédit Agricole du Maroc", code="225", font="termes", swift="CNCAMAMR", color="0.0,0.45,0.3"),
    "cih": dict(name="CIH Bank", code="230", font="adventor", swift="CIHMMAMC", color="0.0,0.35,0.65"),
    "cfg": dict(name="CFG Bank", code="050", font="pagella", swift="CAFGMAMC", color="0.1,0.1,0.1"),
    "sgm": dict(name="Société Générale Maroc", code="022", font="heros", swift="SGMBMAMC", color="0.8,0.0,0.1"),
    "abb": dict(name="Al Barid Bank", code="350", font="lm", swift="ABBMMAMC", color="0.95,0.75,0.0"),
    "boa": dict(name="Bank of Africa", code="011", font="charter", swift="BMCEMAMC", color="0.0,0.3,0.55"),
    "cdm": dict(name="Crédit du Maroc", code="021", font="utopia", swift="CDMAMAMC", color="0.0,0.45,0.4"),
    "umnia": dict(name="Umnia Bank", code="360", font="bonum", swift="UMNBMAMC", color="0.1,0.5,0.3"),
    "arab": dict(name="Arab Bank", code="013", font="schola", swift="ARABMAMC", color="0.0,0.3,0.3"),
    "yousr": dict(name="Bank Al Yousr", code="365", font="lmss", swift="BAYSMAMC", color="0.3,0.55,0.1"),
}

# cid: given, surname, sex, dob, place, cin, employer, position, contract, hire, bank, city code, extras
PEOPLE = [
    (
        "c01",
        "Youssef",
        "EL AMRANI",
        "M",
        D(1988, 3, 12),
        "CASABLANCA",
        "BE719204",
        "atlas",
        "Technicien frigoriste",
        "CDI",
        D(2015, 9, 1),
        "awb",
        "780",
        {"passport": True},
    ),
    (
        "c02",
        "Salma",
        "OUAHBI",
        "F",
        D(1991, 7, 24),
        "FES",
        "C845120",
        "menara",
        "Responsable qualité",
        "CDI",
        D(2019, 2, 11),
        "bp",
        "450",
        {},
    ),
    (
        "c03",
        "Abdelilah",
        "AIT LAHCEN",
        "M",
        D(1979, 11, 2),
        "TIZNIT",
        "JA203961",
        "sahara",
        "Chef de culture",
        "CDI",
        D(2008, 6, 16),
        "cam",
        "860",
        {"old_card": True},
    ),
    (
        "c04",
        "Khadija",
        "EL FASSI",
        "F",
        D(1985, 1, 30),
        "RABAT",
        "A612378",
        "fiduciaire",
        "Comptable principale",
        "CDI",
        D(2012, 10, 1),
        "cih",
        "810",
        {"other": "bill"},
    ),
    (
        "c05",
        "Hamza",
        "BERRADA",
        "M",
        D(1993, 5, 17),
        "MARRAKECH",
        "EE491027",
        "oasis",
        "Développeur informatique",
        "CDI",
        D(2020, 3, 2),
        "cfg",
        "780",
        {},
    ),
    (
        "c06",
        "Nadia",
        "CHRAIBI",
        "F",
        D(1987, 9, 9),
        "MEKNES",
        "D553018",
        "emballages",
        "Assistante de direction",
        "CDI",
        D(2014, 1, 6),
        "sgm",
        "825",
        {"fr_id": True},
    ),
    (
        "c07",
        "Mohamed Amine",
        "LAHLOU",
        "M",
        D(1996, 2, 14),
        "TANGER",
        "K517730",
        "callcenter",
        "Téléconseiller",
        "ANAPEC",
        D(2023, 1, 9),
        "abb",
        "640",
        {},
    ),
    (
        "c08",
        "Rachid",
        "BOUZIANE",
        "M",
        D(1982, 6, 21),
        "OUJDA",
        "F398452",
        "gie",
        "Conducteur poids lourd",
        "CDD",
        D(2022, 5, 2),
        "boa",
        "591",
        {"old_card": True, "overdrawn": True},
    ),
    (
        "c09",
        "Imane",
        "EL KADIRI",
        "F",
        D(1990, 12, 3),
        "KENITRA",
        "G731946",
        "clinique",
        "Infirmière polyvalente",
        "CDI",
        D(2016, 7, 18),
        "cdm",
        "815",
        {"passport": True, "other": "lease"},
    ),
    (
        "c10",
        "Soufiane",
        "MOUTAWAKIL",
        "M",
        D(1989, 8, 28),
        "AGADIR",
        "J604182",
        "ifrane",
        "Chef de réception",
        "CDI",
        D(2018, 4, 2),
        "umnia",
        "535",
        {},
    ),
    (
        "c11",
        "Moustapha",
        "NDIAYE",
        "M",
        D(1984, 4, 19),
        "DAKAR",
        "",
        "rif",
        "Ingénieur études",
        "CDI",
        D(2019, 11, 4),
        "arab",
        "620",
        {"foreigner": True},
    ),
    (
        "c12",
        "Meryem",
        "ZIANI",
        "F",
        D(1994, 10, 11),
        "SALE",
        "AE118374",
        "tempo",
        "Opératrice de saisie",
        "INTERIM",
        D(2024, 1, 15),
        "yousr",
        "780",
        {"overdrawn": True},
    ),
    (
        "c13",
        "Karim",
        "BENJELLOUN",
        "M",
        D(1981, 3, 5),
        "CASABLANCA",
        "BH290477",
        "imprimerie",
        "Responsable atelier",
        "CDI",
        D(2006, 9, 4),
        "bp",
        "270",
        {"passport": True},
    ),
    (
        "c14",
        "Zineb",
        "HAMDAOUI",
        "F",
        D(1998, 1, 25),
        "BENI MELLAL",
        "I875203",
        "orangers",
        "Enseignante de mathématiques",
        "CDD",
        D(2023, 9, 1),
        "cih",
        "480",
        {},
    ),
]

ADDRESSES = {
    "c01": ["23 RUE IBN BATOUTA", "HAY MOHAMMADI CASABLANCA"],
    "c02": ["BLOC 14 N 7 HAY BENSOUDA", "FES"],
    "c03": ["DOUAR AIT SIDI BOUBKER", "CR TASSILA INEZGANE"],
    "c04": ["RES AL WAFAE IMM 3 APT 12", "HAY RIAD RABAT"],
    "c05": ["45 DERB SIDI BOUAMAR", "MEDINA MARRAKECH"],
    "c06": ["LOT AL AMAL N 152", "SALE AL JADIDA SALE"],
    "c07": ["RUE 18 N 33 BENI MAKADA", "TANGER"],
    "c08": ["HAY EL QODS RUE 7 N 19", "OUJDA"],
    "c09": ["LOT ESSAADA N 61", "MAAMORA KENITRA"],
    "c10": ["IMM 9 APT 4 HAY DAKHLA", "AGADIR"],
    "c12": ["HAY KARIMA BLOC C N 48", "SALE"],
    "c13": ["12 RUE IBN ZAIDOUN MAARIF", "CASABLANCA"],
    "c14": ["HAY ATLAS RUE 5 N 27", "BENI MELLAL"],
}
PARENTS = {
    "c01": ("Mohamed", "Fatima"),
    "c02": ("Abdellah", "Zohra"),
    "c03": ("Lahcen", "Itto"),
    "c04": ("Ahmed", "Aicha"),
    "c05": ("Abdelkader", "Naima"),
    "c06": ("Driss", "Latifa"),
    "c07": ("Said", "Houria"),
    "c08": ("Miloud", "Rahma"),
    "c09": ("Mustapha", "Khadija"),
    "c10": ("Brahim", "Hafida"),
    "c12": ("Abderrahim", "Malika"),
    "c13": ("Omar", "Souad"),
    "c14": ("Hassan", "Mina"),
}
AS_OF = {
    "c01": (2024, 4),
    "c02": (2024, 6),
    "c03": (2024, 10),
    "c04": (2025, 2),
    "c05": (2025, 3),
    "c06": (2024, 12),
    "c07": (2025, 5),
    "c08": (2024, 9),
    "c09": (2025, 1),
    "c10": (2024, 7),
    "c11": (2025, 4),
    "c12": (2024, 11),
    "c13": (2025, 6),
    "c14": (2024, 5),
}
SALARY = {  # base, seniority rate, other taxable primes, transport, CIMR rate, mutuelle, dependents
    "c01": (7800.0, 0.10, [("Prime de rendement", 650.0)], 300.0, 0.0, 0.0, 2),
    "c02": (11500.0, 0.05, [("Prime de responsabilité", 1200.0)], 400.0, 0.03, 120.0, 1),
    "c03": (9200.0, 0.15, [("Prime de panier", 420.0)], 250.0, 0.0, 85.0, 4),
    "c04": (13400.0, 0.10, [("Prime de bilan", 1000.0)], 500.0, 0.06, 160.0, 2),
    "c05": (16500.0, 0.05, [], 500.0, 0.0, 210.0, 0),
    "c06": (10800.0, 0.10, [("Prime de fonction", 900.0)], 350.0, 0.03, 95.0, 3),
    "c07": (3600.0, 0.0, [("Prime de présence", 400.0)], 200.0, 0.0, 0.0, 0),
    "c08": (5200.0, 0.0, [("Prime de route", 800.0)], 0.0, 0.0, 0.0, 3),
    "c09": (8900.0, 0.10, [("Indemnité de garde", 1100.0)], 300.0, 0.0, 110.0, 1),
    "c10": (9600.0, 0.05, [("Prime de langue", 500.0)], 300.0, 0.0, 0.0, 2),
    "c11": (21000.0, 0.05, [("Indemnité de chantier", 2500.0)], 600.0, 0.06, 250.0, 2),
    "c12": (3400.0, 0.0, [], 250.0, 0.0, 0.0, 0),
    "c13": (12800.0, 0.15, [("Prime de production", 1300.0)], 400.0, 0.03, 140.0, 3),
    "c14": (6200.0, 0.0, [("Heures supplémentaires forfaitaires", 450.0)], 0.0, 0.0, 60.0, 0),
}


def _r2(x: float) -> float:
    return round(x + 1e-9, 2)


def payroll(
    base: float, senior: float, primes: list, transport: float, cimr: float, mutuelle: float, dependents: int
) -> dict:
    """One month's pay: earnings, deductions, gross and net (gross minus deductions)."""
    gains = [("Salaire de base", _r2(base))]
    if senior:
        gains.append((f"Prime d'ancienneté ({int(senior * 100)}\\%)", _r2(base * senior)))
    gains += [(label, _r2(v)) for label, v in primes]
    if transport:
        gains.append(("Indemnité de transport", _r2(transport)))
    gross = _r2(sum(v for _, v in gains))
    sbi = gross - transport
    cnss = _r2(min(sbi, 6000.0) * 0.0448)
    amo = _r2(sbi * 0.0226)
    ded = [("Cotisation CNSS", "4,48", cnss), ("Cotisation AMO", "2,26", amo)]
    cimr_v = _r2(sbi * cimr) if cimr else 0.0
    if cimr:
        ded.append(("Retraite CIMR", f"{cimr * 100:.2f}".replace(".", ","), cimr_v))
    if mutuelle:
        ded.append(("Mutuelle", "", _r2(mutuelle)))
    frais = min(sbi * (0.35 if sbi <= 6500 else 0.25), 2916.67)
    sni = sbi - frais - cnss - amo - cimr_v - mutuelle
    brackets = [
        (2500, 0.0, 0.0),
        (4166.67, 0.10, 250.0),
        (5000, 0.20, 666.67),
        (6666.67, 0.30, 1166.67),
        (15000, 0.34, 1433.33),
        (1e12, 0.38, 2033.33),
    ]
    ir = 0.0
    for top, rate, minus in brackets:
        if sni <= top:
            ir = sni * rate - minus
            break
    ir = _r2(max(ir - min(30 * dependents, 180), 0.0))
    ded.append(("Impôt sur le revenu (IR)", "", ir))
    total_ded = _r2(sum(v for _, _, v in ded))
    return dict(
        gains=gains,
        gross=gross,
        deductions=ded,
        total_ded=total_ded,
        net=_r2(gross - total_ded),
        sni=_r2(sni),
        sbi=_r2(sbi),
        ir=ir,
        cnss=cnss,
        amo=amo,
    )


CONFLICTS = {
    "c02": ["employer", "employer_cnss"],
    "c05": ["gross_salary", "net_salary"],
    "c07": ["cin"],
    "c10": ["hire_date"],
    "c13": ["account_holder", "rib"],
}

ID_TYPES = {"cin_front", "cin_back", "passport", "id_card", "residence_permit"}

SPEND = [
    ("PAIEMENT TPE SUPERMARCHE", 300, 1400),
    ("RETRAIT GAB", 200, 2000),
    ("PRELEVEMENT EAU ELECTRICITE", 180, 650),
    ("RECHARGE TELEPHONIQUE", 50, 200),
    ("PAIEMENT CB STATION SERVICE", 150, 600),
    ("VIREMENT EMIS LOYER", 2000, 4500),
    ("PAIEMENT TPE PHARMACIE", 60, 380),
    ("ECHEANCE CREDIT CONSO", 900, 2600),
    ("FRAIS TENUE DE COMPTE", 20, 35),
    ("PAIEMENT CB RESTAURANT", 90, 450),
    ("VIREMENT EMIS FAMILLE", 500, 1500),
    ("COTISATION PACKAGE", 25, 60),
    ("PAIEMENT FACTURE INTERNET", 199, 399),
]


def _month_back(y: int, m: int, k: int) -> tuple[int, int]:
    idx = y * 12 + (m - 1) - k
    return idx // 12, idx % 12 + 1


def _statement(
    rng: random.Random, y: int, m: int, opening: float, net: float, employer_short: str, overdrawn: bool
) -> dict:
    start, end = D(y, m, 1), last_day(y, m)
    tx = []
    n = rng.randint(7, 12)
    days = sorted(rng.randint(1, end.day) for _ in range(n))
    pay_day = min(end.day, rng.choice([25, 26, 27, 28]))
    items = [(pay_day, f"VIREMENT RECU SALAIRE {employer_short}", 0.0, net)]
    for d in days:
        label, lo, hi = rng.choice(SPEND)
        items.append((d, label, _r2(rng.uniform(lo, hi)), 0.0))
    spent = sum(t[2] for t in items)
    if overdrawn:
        loan = _r2(max(net - spent, 0) + rng.uniform(800, 1800))
        items.append((rng.randint(2, 6), "ECHEANCE CREDIT IMMOBILIER", loan, 0.0))
    if rng.random() < 0.4:
        items.append((rng.randint(3, 20), "VERSEMENT ESPECES", 0.0, _r2(rng.choice([500, 1000, 1500, 2000]))))
    items.sort(key=lambda t: (t[0], t[1]))
    bal = opening
    for d, label, debit, credit in items:
        bal = _r2(bal - debit + credit)
        tx.append(dict(date=D(y, m, d), label=label, debit=debit, credit=credit, balance=bal))
    total_d = _r2(sum(t["debit"] for t in tx))
    total_c = _r2(sum(t["credit"] for t in tx))
    return dict(
        start=start, end=end, opening=_r2(opening), closing=bal, tx=tx, total_debit=total_d, total_credit=total_c
    )


def _card_number(rng: random.Random) -> str:
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return rng.choice(letters) + rng.choice(letters) + "".join(rng.choice("0123456789") for _ in range(7))


def plan(seed: int = 0) -> dict:
    """Every case and document of the family: values shown, labels, layout variant, condition."""
    rng = random.Random(seed * 7919 + 20240)
    cases, docs = {}, []
    for cid, given, surname, sex, dob, place, cin, emp_key, position, contract, hire, bank_key, city, extra in PEOPLE:
        crng = random.Random(f"{seed}-{cid}")
        emp = dict(EMPLOYERS[emp_key])
        bank = dict(BANKS[bank_key])
        account = "".join(crng.choice("0123456789") for _ in range(16))
        rib = make_rib(bank["code"], city, account)
        y, m = AS_OF[cid]
        issue = D(y - crng.randint(1, 8), crng.randint(1, 12), crng.randint(1, 28))
        p = dict(
            cid=cid,
            given=given,
            surname=surname,
            sex=sex,
            dob=dob,
            place=place,
            cin=cin,
            title="M." if sex == "M" else "Mme",
            employer=emp,
            position=position,
            contract=contract,
            hire=hire,
            bank=bank,
            rib=rib,
            iban=iban(rib),
            account=account,
            holder=(given, surname),
            address=ADDRESSES.get(cid, ["RESIDENCE NASSIM IMM 4 APT 9", "NADOR"]),
            parents=PARENTS.get(cid, ("", "")),
            as_of=(y, m),
            cin_issue=issue,
            cin_expiry=D(issue.year + 10, issue.month, issue.day),
            card_number=_card_number(crng),
            cnss_number=str(crng.randint(100000000, 199999999)),
            affiliation=hire + dt.timedelta(days=crng.randint(5, 40))
            if crng.random() < 0.5
            else D(hire.year - crng.randint(1, 4), crng.randint(1, 12), crng.randint(1, 28)),
            pay=payroll(*SALARY[cid]),
            extra=extra,
            civil=f"{crng.randint(100, 999)}/{dob.year}",
            matricule=f"{crng.randint(10, 9999):04d}",
        )
        if p["affiliation"] > hire:
            p["affiliation"] = min(p["affiliation"], hire + dt.timedelta(days=40))
        cases[cid] = p
        kinds = []
        if extra.get("foreigner"):
            kinds += ["residence_permit", "passport"]
        else:
            kinds += ["cin_front", "cin_back"]
            if extra.get("passport"):
                kinds.append("passport")
            if extra.get("fr_id"):
                kinds.append("id_card")
        n_pay = 3 if cid in ("c01", "c03", "c05", "c07", "c09", "c11", "c13") else 2
        kinds += ["payslip"] * n_pay
        kinds.append("employment_certificate")
        if cid in ("c01", "c04", "c05", "c06", "c09", "c10", "c12", "c14"):
            kinds.append("salary_certificate")
        if cid in ("c02", "c03", "c04", "c06", "c08", "c11", "c12", "c13"):
            kinds.append("cnss_certificate")
        n_st = 2 if cid in ("c02", "c04", "c08", "c10", "c12", "c13") else 1
        kinds += ["bank_statement"] * n_st
        if cid in ("c01", "c03", "c05", "c07", "c09", "c11", "c12", "c13", "c14"):
            kinds.append("rib")
        if extra.get("other"):
            kinds.append("other")
        pay_i = st_i = 0
        opening = _r2(crng.uniform(-4000, -900)) if extra.get("overdrawn") else _r2(crng.uniform(800, 15000))
        st_months = [_month_back(y, m, k) for k in range(n_st, 0, -1)]
        for kind in kinds:
            v = dict(p)
            v["kind"] = kind
            if kind == "payslip":
                v["period"] = _month_back(y, m, n_pay - pay_i)
                v["pay_index"] = pay_i
                pay_i += 1
            if kind == "bank_statement":
                sy, sm = st_months[st_i]
                st = _statement(crng, sy, sm, opening, p["pay"]["net"], emp["short"], bool(extra.get("overdrawn")))
                opening = st["closing"]
                v["statement"] = st
                v["st_index"] = st_i
                st_i += 1
            if kind in ("id_card", "passport", "residence_permit", "cin_back"):
                v.update(_mrz_doc(crng, p, kind))
            docs.append(v)
    _plant(docs, cases)
    _assign(rng, docs)
    return dict(cases=cases, docs=docs)


def _mrz_doc(crng: random.Random, p: dict, kind: str) -> dict:
    y, _ = p["as_of"]
    sex = p["sex"]
    if kind == "cin_back":
        code = "I<" if p["extra"].get("old_card") else "ID"
        lines = td1(
            code, "MAR", p["card_number"], p["cin"], p["dob"], sex, p["cin_expiry"], "MAR", "", p["surname"], p["given"]
        )
        return dict(mrz=lines, doc_number=p["card_number"], nationality="MAR", issuer="MAR", doc_expiry=p["cin_expiry"])
    if kind == "passport":
        foreign = p["extra"].get("foreigner")
        nat = "SEN" if foreign else "MAR"
        number = (
            ("A0" + str(crng.randint(1000000, 9999999)))
            if foreign
            else (crng.choice("RSTUVWXY") + crng.choice("ABCDEFGHJK") + str(crng.randint(1000000, 9999999)))
        )
        issued = D(y - crng.randint(1, 4), crng.randint(1, 12), crng.randint(1, 28))
        expiry = D(issued.year + (10 if foreign else 5), issued.month, issued.day) - dt.timedelta(days=1)
        lines = td3(
            "P<", nat, number, nat, p["dob"], sex, expiry, "" if foreign else p["cin"], p["surname"], p["given"]
        )
        return dict(mrz=lines, doc_number=number, nationality=nat, issuer=nat, doc_expiry=expiry, doc_issue=issued)
    if kind == "id_card":
        number = "".join(crng.choice("ABCDEFGHJKLMNPRSTUVWXYZ0123456789") for _ in range(9))
        issued = D(y - crng.randint(1, 3), crng.randint(1, 12), crng.randint(1, 28))
        expiry = D(issued.year + 10, issued.month, issued.day)
        lines = td1("ID", "FRA", number, "", p["dob"], sex, expiry, "FRA", "", p["surname"], p["given"])
        return dict(mrz=lines, doc_number=number, nationality="FRA", issuer="FRA", doc_expiry=expiry, doc_issue=issued)
    # residence permit issued by Morocco to a foreigner
    number = "E" + str(crng.randint(10000000, 99999999))
    issued = D(y - crng.randint(0, 2), crng.randint(1, 12), crng.randint(1, 28))
    expiry = D(issued.year + 5, issued.month, issued.day)
    lines = td1("IR", "MAR", number, "", p["dob"], sex, expiry, "SEN", "", p["surname"], p["given"])
    return dict(mrz=lines, doc_number=number, nationality="SEN", issuer="MAR", doc_expiry=expiry, doc_issue=issued)


def _plant(docs: list[dict], cases: dict) -> None:
    """The planted conflicts: one paper of the case tells another story."""
    for v in docs:
        cid, kind = v["cid"], v["kind"]
        if cid == "c02" and kind == "employment_certificate":
            v["employer"] = dict(EMPLOYERS["ouarzazate"])
            v["force_cnss"] = True
        if cid == "c05" and kind == "salary_certificate":
            v["force_gross"] = True
            v["pay"] = payroll(23900.0, 0.05, [("Prime d'objectifs", 1800.0)], 500.0, 0.0, 210.0, 0)
        if cid == "c07" and kind == "payslip" and v["pay_index"] == 1:
            v["cin"] = "K571370"
            v["force_cin"] = True
        if cid == "c10" and kind == "employment_certificate":
            v["hire"] = D(2016, 4, 1)
        if cid == "c13" and kind == "bank_statement" and v["st_index"] == 1:
            other = copy.deepcopy(v["bank"])
            v["bank"] = other
            v["holder"] = ("Latifa", "BENJELLOUN")
            v["rib"] = make_rib(other["code"], "270", "0281746390215583")
            v["iban"] = iban(v["rib"])


def _assign(rng: random.Random, docs: list[dict]) -> None:
    """Conditions (about a third each), layout variants and neutral file numbers."""
    ids = [v for v in docs if v["kind"] in ID_TYPES]
    rest = [v for v in docs if v["kind"] not in ID_TYPES]
    n = len(docs)
    third = n // 3
    flip: dict[str, bool] = {}
    for v in ids:
        k = v["kind"]
        flip[k] = (not flip[k]) if k in flip else rng.random() < 0.5
        v["condition"] = "clean" if flip[k] else "degraded"
    n_clean = third - sum(v["condition"] == "clean" for v in ids)
    n_deg = (n - third - third) - sum(v["condition"] == "degraded" for v in ids)
    conds = ["clean"] * max(n_clean, 0) + ["degraded"] * max(n_deg, 0)
    conds += ["born_digital"] * (len(rest) - len(conds))
    rng.shuffle(conds)
    for v, c in zip(rest, conds, strict=True):
        v["condition"] = c
    counters: dict[str, int] = {}
    for v in docs:
        k = v["kind"]
        v["variant"] = counters.get(k, 0)
        counters[k] = v["variant"] + 1
    by_case: dict[str, list] = {}
    for v in docs:
        by_case.setdefault(v["cid"], []).append(v)
    for cid, vs in by_case.items():
        nums = list(range(1, len(vs) + 1))
        rng.shuffle(nums)
        for v, k in zip(vs, nums, strict=True):
            v["doc_id"] = f"{cid}-d{k:02d}"
            v["rng_seed"] = rng.randrange(1 << 30)
