"""The family's plan: 14 cases, their papers, the numbers on them and the labels they carry.

Everything here is decided from the seed with random.Random (string seeded, so independent of hash
randomisation); the Cairo renderer only draws what this plan says and reports which labelled fields it printed.
"""

import copy
import functools
import random
import zlib

from . import model as M
from .people import BANKS, CITY_CODES, EMPLOYERS, PEOPLE

A4 = (595.28, 841.89)
CARD = (242.65, 153.07)  # 85.6 x 54 mm
PASSPORT = (354.33, 249.45)  # 125 x 88 mm

ALLOWED = {
    "cin_front": ["applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"],
    "cin_back": ["address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"],
    "passport": [
        "applicant_name",
        "date_of_birth",
        "cin",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    ],
    "id_card": [
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    ],
    "payslip": [
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    ],
    "employment_certificate": [
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    ],
    "salary_certificate": [
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    ],
    "cnss_certificate": [
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    ],
    "bank_statement": [
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    ],
    "rib": ["bank_name", "account_holder", "rib"],
    "other": [],
}
ALLOWED["visa"] = ALLOWED["id_card"]
ALLOWED["residence_permit"] = ALLOWED["id_card"]

NEVER_CONFLICT = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
    "document_number",
    "document_expiry",
    "issuing_country",
}

# Each case: employer, job, pay, bank and which papers it has. "conflict" plants one conflict.
CASES = {
    "c01": dict(
        employer="E01",
        position="Technicien de maintenance",
        hire="2016-09-12",
        contract="CDI",
        base=720000,
        primes=[("Prime de rendement", 60000, True), ("Indemnité de transport", 40000, False)],
        bank="AWB",
        holder="M.",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-04-01", "2025-04-30")],
        salary_cert=True,
        cnss=True,
        rib=True,
        others=["utility"],
        card="new",
        affiliation="2013-07-01",
    ),
    "c02": dict(
        employer="E02",
        position="Consultante senior",
        hire="2014-01-06",
        contract="CDI",
        base=1650000,
        primes=[("Prime de responsabilité", 200000, True)],
        cimr=60,
        mutuelle=True,
        bank="BMCI",
        holder="Mme",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-03-01", "2025-03-31")],
        salary_cert=True,
        cnss=True,
        rib=True,
        passport=True,
        card="new",
        affiliation="2009-10-15",
    ),
    "c03": dict(
        employer="E03",
        position="Responsable d'exploitation",
        hire="2019-03-18",
        contract="CDI",
        base=980000,
        primes=[("Indemnité de déplacement", 80000, False)],
        bank="BP",
        holder="M. ou Mme",
        payslips=["2025-02", "2025-03", "2025-04"],
        statements=[("2025-01-01", "2025-03-31")],
        salary_cert=False,
        cnss=True,
        rib=True,
        card="new",
        affiliation="2016-01-11",
        conflict="other_employer",
    ),
    "c04": dict(
        employer="E04",
        position="Chef de service comptabilité",
        hire="2010-10-01",
        contract="CDI",
        base=1320000,
        primes=[],
        cimr=30,
        loan=("Remboursement prêt logement", 120000),
        bank="SGM",
        holder="Mme",
        payslips=["2025-04", "2025-05"],
        statements=[("2025-04-01", "2025-04-30")],
        salary_cert=True,
        cnss=False,
        rib=True,
        passport=True,
        card="new",
        affiliation="2006-03-20",
    ),
    "c05": dict(
        employer="E05",
        position="Contrôleur qualité",
        hire="2018-05-02",
        contract="CDI",
        base=630000,
        primes=[("Prime de panier", 30000, False)],
        bank="BOA",
        holder="M.",
        payslips=["2025-02", "2025-03", "2025-04"],
        statements=[("2025-03-01", "2025-03-31")],
        overdrawn="close",
        salary_cert=True,
        cnss=True,
        rib=False,
        card="new",
        affiliation="2015-09-07",
        conflict="inflated_payslip",
    ),
    "c06": dict(
        employer="E06",
        position="Développeuse web",
        hire="2024-06-03",
        contract="ANAPEC",
        base=450000,
        primes=[],
        bank="CIH",
        holder="Mme",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-04-01", "2025-04-30")],
        salary_cert=False,
        cnss=True,
        rib=True,
        others=["lease"],
        card="new",
        affiliation="2024-06-03",
    ),
    "c07": dict(
        employer="E07",
        position="Ingénieur d'études",
        hire="2008-04-14",
        contract="CDI",
        base=1890000,
        primes=[("Indemnité de logement", 150000, True)],
        cimr=60,
        mutuelle=True,
        bank="CAM",
        holder="M.",
        payslips=["2025-02", "2025-03"],
        statements=[("2025-01-01", "2025-03-31")],
        salary_cert=True,
        cnss=True,
        rib=True,
        passport=True,
        card="old",
        affiliation="2004-11-02",
    ),
    "c08": dict(
        employer="E08",
        position="Infirmière polyvalente",
        hire="2023-09-01",
        contract="CDD",
        base=780000,
        primes=[("Prime de garde", 90000, True)],
        bank="ABB",
        holder="Mme",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-04-01", "2025-04-30")],
        overdrawn="close",
        salary_cert=True,
        cnss=True,
        rib=True,
        card="new",
        affiliation="2019-02-18",
        conflict="other_cin",
    ),
    "c09": dict(
        employer="E09",
        position="Chauffeur poids lourd",
        hire="2015-07-20",
        contract="CDI",
        base=680000,
        primes=[("Indemnité kilométrique", 120000, False)],
        advance=("Remboursement avance", 50000),
        bank="CDM",
        holder="M.",
        payslips=["2025-02", "2025-03", "2025-04"],
        statements=[("2025-03-01", "2025-03-31")],
        salary_cert=True,
        cnss=False,
        rib=True,
        passport=True,
        others=["tax"],
        card="new",
        affiliation="2008-05-26",
    ),
    "c10": dict(
        employer="E10",
        position="Assistante de direction",
        hire="2017-02-13",
        contract="CDI",
        base=950000,
        primes=[],
        regul="2025-03",
        bank="AWB",
        holder="Mme",
        payslips=["2025-02", "2025-03", "2025-04"],
        statements=[("2025-02-01", "2025-04-30")],
        salary_cert=False,
        cnss=True,
        rib=True,
        card="new",
        affiliation="2012-06-04",
        conflict="other_hire_date",
    ),
    "c11": dict(
        employer="E11",
        position="Opérateur PAO",
        hire="2024-10-01",
        contract="CDD",
        base=520000,
        primes=[],
        bank="CFG",
        holder="M.",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-01-01", "2025-03-31")],
        overdrawn="open",
        salary_cert=True,
        cnss=True,
        rib=False,
        passport=True,
        card="new",
        affiliation="2017-12-01",
    ),
    "c12": dict(
        employer="E12",
        position="Responsable des achats",
        hire="2013-11-04",
        contract="CDI",
        base=1480000,
        primes=[("Prime de fonction", 100000, True)],
        cimr=60,
        bank="BP",
        holder="Mme",
        payslips=["2025-03", "2025-04"],
        statements=[("2025-04-01", "2025-04-30")],
        salary_cert=True,
        cnss=True,
        rib=True,
        card="new",
        affiliation="2011-01-17",
        conflict="other_holder",
    ),
    "c13": dict(
        employer="E13",
        position="Professeur de mathématiques",
        hire="2011-09-01",
        contract="CDI",
        base=890000,
        primes=[("Indemnité de transport", 30000, False)],
        loan=("Échéance prêt auto", 80000),
        bank="BOA2",
        holder="M. ou Mme",
        payslips=["2025-02", "2025-03"],
        statements=[("2025-03-01", "2025-03-31")],
        overdrawn="both",
        salary_cert=False,
        cnss=True,
        rib=True,
        others=["water"],
        card="old",
        affiliation="2005-10-03",
    ),
    "c14": dict(
        employer="E14",
        position="Chargée de clientèle export",
        hire="2021-05-17",
        contract="CDI",
        base=1100000,
        primes=[("Prime commerciale", 70000, True)],
        mutuelle=True,
        bank="CIH",
        holder="Mme",
        payslips=["2025-02", "2025-03", "2025-04"],
        statements=[("2025-04-01", "2025-04-30")],
        salary_cert=True,
        cnss=True,
        rib=True,
        foreign_cards=True,
        affiliation="2021-05-17",
    ),
}

CONFLICT_FIELDS = {
    "other_employer": ["employer", "employer_cnss"],
    "inflated_payslip": ["gross_salary", "net_salary"],
    "other_cin": ["cin"],
    "other_hire_date": ["hire_date"],
    "other_holder": ["account_holder", "rib"],
}

MERCHANTS = [
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "LABEL VIE",
    "AFRIQUIA SMDC",
    "TOTALENERGIES",
    "PHARMACIE AL AMAL",
    "DECATHLON",
    "KITEA",
    "ELECTROPLANET",
    "ACIMA",
    "JUMIA",
    "GLOVO",
    "CAFE LA TOUR",
    "ZARA",
    "ASWAK ASSALAM",
]


# ---------------------------------------------------------------- payslips


def anciennete_rate(hire, period):
    hy, hm, hd = M.ymd(hire)
    y, m = (int(p) for p in period.split("-"))
    years = y - hy - (1 if (m, M.month_end(y, m)) < (hm, hd) else 0)
    for limit, rate in ((25, 25), (20, 20), (12, 15), (5, 10), (2, 5)):
        if years >= limit:
            return rate
    return 0


def _pct(cents, basis_points):
    """cents x rate in 1/100 of a percent, rounded half up."""
    return (cents * basis_points + 5000) // 10000


def income_tax(sni, dependents):
    brackets = [
        (333333, 0, 0),
        (500000, 1000, 33333),
        (666667, 2000, 83333),
        (833333, 3000, 150000),
        (1500000, 3400, 183333),
        (None, 3700, 228333),
    ]
    for upper, rate, deduction in brackets:
        if upper is None or sni <= upper:
            tax = _pct(sni, rate) - deduction
            break
    tax -= 4167 * min(dependents, 6)
    return max(tax, 0)


def compute_payslip(case, period, dependents, base=None):
    """Rubrics of one month: each a dict(code, label, nb, base, rate, gain, ded) with amounts in cents."""
    base = case["base"] if base is None else base
    lines = []
    lines.append(dict(code="100", label="Salaire de base", nb="191,00", base=None, rate=None, gain=base, ded=None))
    anc = anciennete_rate(case["hire"], period)
    if anc:
        lines.append(
            dict(
                code="110",
                label="Prime d'ancienneté",
                nb=None,
                base=base,
                rate=f"{anc},00 %",
                gain=_pct(base, anc * 100),
                ded=None,
            )
        )
    exempt = 0
    code = 120
    for label, amount, taxable in case.get("primes", []):
        lines.append(dict(code=str(code), label=label, nb=None, base=None, rate=None, gain=amount, ded=None))
        if not taxable:
            exempt += amount
        code += 10
    if case.get("regul") == period:
        day = (base + 13) // 26
        lines.append(
            dict(code="180", label="Rappel sur salaire (M-1)", nb=None, base=None, rate=None, gain=day, ded=None)
        )
        lines.append(
            dict(code="185", label="Retenue absence (1 jour)", nb="1,00", base=None, rate=None, gain=-day, ded=None)
        )
    gross = sum(line["gain"] for line in lines)
    sbi = gross - exempt
    cnss = _pct(min(sbi, 600000), 448)
    amo = _pct(sbi, 226)
    deds = [
        dict(code="500", label="Cotisation CNSS", nb=None, base=min(sbi, 600000), rate="4,48 %", gain=None, ded=cnss),
        dict(code="510", label="Cotisation AMO", nb=None, base=sbi, rate="2,26 %", gain=None, ded=amo),
    ]
    social = cnss + amo
    if case.get("cimr"):
        cimr = _pct(sbi, case["cimr"] * 10)
        rate = (
            f"{case['cimr'] // 10},00 %" if case["cimr"] % 10 == 0 else f"{case['cimr'] / 10:.2f} %".replace(".", ",")
        )
        deds.append(dict(code="520", label="Retraite CIMR", nb=None, base=sbi, rate=rate, gain=None, ded=cimr))
        social += cimr
    if case.get("mutuelle"):
        mut = _pct(sbi, 150)
        deds.append(dict(code="530", label="Mutuelle maladie", nb=None, base=sbi, rate="1,50 %", gain=None, ded=mut))
        social += mut
    fp_rate = 3500 if sbi <= 650000 else 2500
    fp = min(_pct(sbi, fp_rate), 291667)
    sni = sbi - social - fp
    if case["contract"] == "ANAPEC":
        ir = 0
        ir_label = "IR (exonéré, contrat Idmaj)"
    else:
        ir = income_tax(sni, dependents)
        ir_label = "Impôt sur le revenu"
    deds.append(dict(code="600", label=ir_label, nb=None, base=sni, rate=None, gain=None, ded=ir))
    for key, code in (("loan", "700"), ("advance", "710")):
        if case.get(key):
            label, amount = case[key]
            deds.append(dict(code=code, label=label, nb=None, base=None, rate=None, gain=None, ded=amount))
    total_ded = sum(d["ded"] for d in deds)
    month = int(period[5:7])
    return dict(
        period=period,
        lines=lines + deds,
        gross=gross,
        exempt=exempt,
        taxable_gross=sbi,
        fp=fp,
        net_taxable=sni,
        ir=ir,
        total_gain=gross,
        total_ded=total_ded,
        net=gross - total_ded,
        days=26,
        cumul=dict(gross=sbi * month, ir=ir * month, net_taxable=sni * month, days=26 * month),
    )


# ---------------------------------------------------------------- bank statements


def make_statement(rng, start, end, opening, net, employer, overdrawn, loan, city):
    rows = []
    scale = min(2.0, max(0.45, net / 900000))

    def spend(lo, hi):
        return int(rng.randint(lo, hi) * scale)

    d = start
    months = []
    while d <= end:
        months.append(d[:7])
        y, m, _ = M.ymd(d)
        d = M.add_days(f"{y:04d}-{m:02d}-{M.month_end(y, m):02d}", 1)
    for ym in months:
        y, m = int(ym[:4]), int(ym[5:7])
        last = M.month_end(y, m)
        pay_day = min(last, rng.choice([25, 27, 28, 30]))
        short = employer.upper().replace("É", "E").replace("È", "E").replace("'", " ")[:24]
        rows.append((f"{ym}-{pay_day:02d}", f"VIR RECU {short} SALAIRE {m:02d}/{y}", 0, net))
        if loan:
            rows.append((f"{ym}-05", f"ECHEANCE PRET N°{loan[0]}", loan[1], 0))
        rows.append(
            (
                f"{ym}-{rng.randint(8, 14):02d}",
                rng.choice(["PRLV LYDEC", "PRLV REDAL", "PRLV AMENDIS", "PRLV RADEEMA"]),
                rng.randint(18000, 62000),
                0,
            )
        )
        rows.append(
            (f"{ym}-{rng.randint(3, 9):02d}", "PRLV MAROC TELECOM FACTURE", rng.choice([19900, 24900, 34900]), 0)
        )
        for _ in range(rng.randint(5, 9)):
            day = rng.randint(1, last)
            merchant = rng.choice(MERCHANTS)
            rows.append((f"{ym}-{day:02d}", f"PAIEMENT CB {merchant} {day:02d}/{m:02d}", spend(3500, 95000), 0))
        for _ in range(rng.randint(2, 4)):
            day = rng.randint(1, last)
            rows.append(
                (
                    f"{ym}-{day:02d}",
                    f"RETRAIT GAB {city.upper()} {day:02d}/{m:02d}",
                    rng.choice([20000, 40000, 50000, 100000, 150000] if scale > 0.7 else [20000, 30000, 40000, 50000]),
                    0,
                )
            )
        if rng.random() < 0.6:
            day = rng.randint(1, last)
            rows.append(
                (
                    f"{ym}-{day:02d}",
                    f"VIREMENT EMIS VERS {rng.choice(['FAMILLE', 'PROPRIETAIRE', 'EPARGNE'])}",
                    spend(50000, 300000),
                    0,
                )
            )
        if rng.random() < 0.35:
            day = rng.randint(1, last)
            rows.append((f"{ym}-{day:02d}", "VERSEMENT ESPECES", 0, rng.randint(50000, 250000)))
        rows.append((f"{ym}-{last:02d}", "FRAIS TENUE DE COMPTE", 2500, 0))
        rows.append((f"{ym}-{last:02d}", "TVA 10% SUR COMMISSIONS", 250, 0))
    rows.sort(key=lambda r: (r[0], r[1]))
    if overdrawn in ("close", "both"):
        balance = opening + sum(c - db for _, _, db, c in rows)
        if balance >= 0:
            chq = balance + rng.randint(30000, 240000)
            day = M.add_days(end, -rng.randint(1, 4))
            rows.append((day, f"CHEQUE N° {rng.randint(1000000, 9999999)}", chq, 0))
            rows.sort(key=lambda r: (r[0], r[1]))
    out = []
    for op, label, debit, credit in rows:
        value = (
            op if label.startswith(("PAIEMENT", "FRAIS", "TVA", "ECHEANCE")) else M.add_days(op, rng.choice([0, 0, 1]))
        )
        out.append(dict(date=op, value=value, label=label, debit=debit, credit=credit))
    closing = opening + sum(r["credit"] - r["debit"] for r in out)
    return dict(start=start, end=end, opening=opening, closing=closing, rows=out)


# ---------------------------------------------------------------- the plan


def _digits(rng, n):
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def _letters(rng, n, pool="ABCDEFGHJKLMNPRSTUVWXYZ"):
    return "".join(rng.choice(pool) for _ in range(n))


CIN_PREFIX = {
    "c01": "BE",
    "c02": "A",
    "c03": "JB",
    "c04": "D",
    "c05": "F",
    "c06": "AB",
    "c07": "E",
    "c08": "V",
    "c09": "K",
    "c10": "AE",
    "c11": "Z",
    "c12": "JE",
    "c13": "W",
}


def _category(base, rng):
    if base >= 1500000:
        return rng.choice(["Cadre supérieur", "Cadre", "Hors catégorie"])
    if base >= 900000:
        return rng.choice(["Cadre", "Agent de maîtrise"])
    return rng.choice(["Employé", "Ouvrier qualifié", "Technicien", "Agent d'exécution"])


def _add(planned, dtype, **payload):
    planned.append((dtype, payload))


def _name(p):
    return f"{p['given']} {p['family']}"


def _identity(rng, cid):
    p = copy.deepcopy(PEOPLE[cid])
    p["case"] = cid
    if not p.get("foreign"):
        prefix = CIN_PREFIX[cid]
        p["cin"] = prefix + _digits(rng, 8 - len(prefix) if len(prefix) == 2 else 6)
        p["civil"] = f"{rng.randint(120, 2400)}/{p['dob'][:4]}"
    else:
        p["cin"] = None
    p["photo"] = dict(
        skin=rng.choice([(0.86, 0.72, 0.6), (0.78, 0.6, 0.47), (0.7, 0.52, 0.4), (0.62, 0.45, 0.33)]),
        hair=rng.choice([(0.08, 0.06, 0.05), (0.18, 0.12, 0.08), (0.3, 0.22, 0.15)]),
        veil=(p["sex"] == "F" and rng.random() < 0.5),
        glasses=rng.random() < 0.25,
        beard=(p["sex"] == "M" and rng.random() < 0.4),
    )
    return p


def _employer(rng, key):
    e = copy.deepcopy(EMPLOYERS[key])
    e["key"] = key
    e["cnss"] = str(rng.randint(1000000, 9999999))
    e["rc"] = str(rng.randint(10000, 599999))
    e["if_"] = _digits(rng, 8)
    e["ice"] = "00" + _digits(rng, 13)
    e["patente"] = _digits(rng, 8)
    e["tel"] = f"05 {rng.randint(20, 39)} {rng.randint(10, 99)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    return e


def _account(rng, bank_key, city, holder_title, holder_name):
    b = copy.deepcopy(BANKS[bank_key])
    number = rng.randint(2, 180)
    way = rng.choice(["boulevard", "avenue", "rue"])
    street = rng.choice(["Mohammed V", "Hassan II", "Zerktouni", "Allal Ben Abdellah", "des FAR", "Moulay Youssef"])
    city_code = CITY_CODES.get(city, "780")
    rib = M.make_rib(b["code"], city_code, _digits(rng, 16))
    b.update(
        rib=rib,
        iban=M.iban(rib),
        holder_title=holder_title,
        holder=holder_name,
        agency=f"Agence {city} {rng.choice(['Centre', 'Principale', 'Hassan II', 'Mohammed V', 'Al Massira', 'Gare'])}",
        agency_code=_digits(rng, 3),
        city=city,
        agency_address=f"{number}, {way} {street}, {city}",
        account_type=rng.choice(["Compte chèque", "Compte courant particulier", "Compte sur carnet"]),
    )
    return b


def _city_of(address_last_line):
    for city in CITY_CODES:
        plain = city.upper().replace("È", "E").replace("É", "E")
        if address_last_line.endswith(plain):
            return city
    return "Casablanca"


CONDS = ["clean", "born_digital", "degraded"]
TYPE_OFFSET = {
    "cin_front": 0,
    "cin_back": 1,
    "passport": 2,
    "payslip": 0,
    "employment_certificate": 1,
    "salary_certificate": 2,
    "cnss_certificate": 0,
    "bank_statement": 1,
    "rib": 2,
    "id_card": 2,
    "residence_permit": 0,
    "other": 1,
}
VARIANTS = {
    "cin_front": ["card"],
    "cin_back": ["card"],
    "passport": ["page"],
    "id_card": ["card"],
    "residence_permit": ["card"],
    "payslip": ["grid", "twocol", "sections"],
    "employment_certificate": ["prose", "form", "prose2"],
    "salary_certificate": ["prose", "table"],
    "cnss_certificate": ["immat", "affil"],
    "bank_statement": ["classic", "running", "ledger"],
    "rib": ["boxes", "letter", "slip"],
}
CARD_TYPES = {"cin_front", "cin_back", "id_card", "residence_permit", "passport"}


class Rotor:
    """Deterministic round robin choices keyed by name."""

    def __init__(self):
        self.n = {}

    def pick(self, key, options, offset=0):
        i = self.n.get(key, 0)
        self.n[key] = i + 1
        return options[(i + offset) % len(options)]


def make_family(seed=0):
    rng = random.Random(f"blind_x/{seed}")
    rot = Rotor()
    docs = []
    cases_out = {}
    for cid in sorted(CASES):
        case = copy.deepcopy(CASES[cid])
        person = _identity(rng, cid)
        employer = _employer(rng, case["employer"])
        live_city = _city_of(person["address"][-1])
        holder_name = _name(person)
        bank = _account(rng, case["bank"], live_city, case["holder"], holder_name)
        dependents = min(6, person["children"] + (1 if person["marital"].startswith("Mari") else 0))
        job = dict(
            position=case["position"],
            hire=case["hire"],
            contract=case["contract"],
            cnss_number=str(rng.randint(100000000, 199999999)),
            affiliation=case["affiliation"],
            matricule=f"{rng.choice(['', 'M', 'EMP-', 'S'])}{rng.randint(100, 4999):04d}",
            dependents=dependents,
            category=_category(case["base"], rng),
        )
        card = None
        if not person.get("foreign"):
            issue_year = 2021 if case["card"] == "new" else 2017
            issue = f"{issue_year - rng.randint(0, 1)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            expiry = M.add_days(f"{int(issue[:4]) + 10}{issue[4:]}", -1)
            number = _letters(rng, 2) + _digits(rng, 7) if case["card"] == "new" else _letters(rng, 1) + _digits(rng, 8)
            code = "ID" if case["card"] == "new" else "I<"
            family_mrz, given_mrz = person["family"], person["given"]
            mrz = M.td1(
                code,
                "MAR",
                number,
                person["cin"],
                person["dob"],
                person["sex"],
                expiry,
                "MAR",
                "",
                family_mrz,
                given_mrz,
            )
            card = dict(kind=case["card"], issue=issue, expiry=expiry, number=number, mrz=mrz)
        passport = None
        if case.get("passport"):
            issue = f"{rng.choice([2021, 2022, 2023])}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
            expiry = M.add_days(f"{int(issue[:4]) + 5}{issue[4:]}", -1)
            number = _letters(rng, 2) + _digits(rng, 7)
            personal = person["cin"] if rng.random() < 0.7 else ""
            mrz = M.td3(
                "MAR", number, "MAR", person["dob"], person["sex"], expiry, personal, person["family"], person["given"]
            )
            passport = dict(
                issue=issue,
                expiry=expiry,
                number=number,
                mrz=mrz,
                personal=personal,
                authority=rng.choice(
                    ["PREFECTURE " + person["pob"], "CONSULAT GENERAL PARIS", "PROVINCE " + person["pob"]]
                ),
            )
        foreign = None
        if case.get("foreign_cards"):
            idc_issue = "2020-08-19"
            idc_expiry = "2030-08-18"
            idc_number = "CI" + _digits(rng, 7)
            nni = _digits(rng, 11)
            idc_mrz = M.td1(
                "I<",
                "CIV",
                idc_number,
                nni,
                person["dob"],
                person["sex"],
                idc_expiry,
                "CIV",
                "",
                person["family"],
                person["given"],
            )
            rp_issue = "2023-03-02"
            rp_expiry = "2026-03-01"
            rp_number = _letters(rng, 2) + _digits(rng, 7)
            rp_mrz = M.td1(
                "IR",
                "MAR",
                rp_number,
                "",
                person["dob"],
                person["sex"],
                rp_expiry,
                "CIV",
                "",
                person["family"],
                person["given"],
            )
            foreign = dict(
                id_card=dict(
                    issue=idc_issue,
                    expiry=idc_expiry,
                    number=idc_number,
                    nni=nni,
                    mrz=idc_mrz,
                    height=f"1,{rng.randint(58, 74)} m",
                ),
                residence=dict(issue=rp_issue, expiry=rp_expiry, number=rp_number, mrz=rp_mrz, reason="Travail"),
            )
        # the values a document of this case shows, when it shows the field
        base_values = dict(
            applicant_name=holder_name,
            cin=person["cin"],
            date_of_birth=person["dob"],
            place_of_birth=person["pob"],
            address=" ".join(person["address"]),
            employer=employer["name"],
            employer_cnss=employer["cnss"],
            cnss_number=job["cnss_number"],
            hire_date=job["hire"],
            contract_type=job["contract"],
            position=job["position"],
            affiliation_date=job["affiliation"],
            bank_name=bank["name"],
            account_holder=holder_name,
            rib=bank["rib"],
            mrz_valid=True,
        )
        if card:
            base_values.update(cin_expiry=card["expiry"])
        slips = {p: compute_payslip(case, p, dependents) for p in case["payslips"]}
        rates = {anciennete_rate(case["hire"], p) for p in case["payslips"]}
        assert len(rates) == 1, (cid, rates)
        nets = {s["net"] for s in slips.values()}
        grosses = {s["gross"] for s in slips.values()}
        assert len(nets) == 1 and len(grosses) == 1, cid
        monthly = next(iter(slips.values()))
        conflict = case.get("conflict")

        planned = []  # (type, payload)
        add = functools.partial(_add, planned)
        if card:
            add("cin_front")
            add("cin_back")
        if passport:
            add("passport")
        if foreign:
            add("id_card", side="front")
            add("id_card", side="front")
            add("residence_permit", side="both")
            add("residence_permit", side="both2")
        inflated_period = case["payslips"][len(case["payslips"]) // 2] if conflict == "inflated_payslip" else None
        for p in case["payslips"]:
            slip = slips[p]
            over = {}
            if p == inflated_period:
                slip = compute_payslip(case, p, dependents, base=case["base"] + 320000)
                over = dict(gross_salary=M.cents_value(slip["gross"]), net_salary=M.cents_value(slip["net"]))
            add("payslip", slip=slip, over=over)
        emp_over = {}
        emp_employer = employer
        if conflict == "other_employer":
            emp_employer = _employer(rng, "E15")
            emp_over = dict(employer=emp_employer["name"], employer_cnss=emp_employer["cnss"])
        if conflict == "other_hire_date":
            emp_over = dict(hire_date="2019-02-13")
        add("employment_certificate", employer=emp_employer, over=emp_over, force_show=sorted(emp_over))
        if case.get("salary_cert"):
            sal_over = {}
            if conflict == "other_cin":
                sal_over = dict(cin="V" + _digits(rng, 6))
            add("salary_certificate", slip=monthly, over=sal_over)
        if case.get("cnss"):
            add("cnss_certificate")
        for start, end in case["statements"]:
            overdrawn = case.get("overdrawn")
            negative = overdrawn in ("open", "both")
            opening = -rng.randint(80000, 450000) if negative else rng.randint(150000, 2400000)
            loan = (_digits(rng, 8), rng.randint(90000, 250000)) if rng.random() < 0.3 else None
            st = make_statement(rng, start, end, opening, monthly["net"], employer["name"], overdrawn, loan, live_city)
            add("bank_statement", statement=st)
        if case.get("rib"):
            rib_bank = bank
            rib_over = {}
            if conflict == "other_holder":
                spouse = "Yassine Berrada"
                rib_bank = _account(rng, case["bank"], live_city, "M.", spouse)
                rib_over = dict(account_holder=spouse, rib=rib_bank["rib"])
            add("rib", bank=rib_bank, over=rib_over)
        for kind in case.get("others", []):
            add("other", kind=kind)

        for idx, (dtype, payload) in enumerate(planned, start=1):
            did = f"{cid}-{idx:02d}"
            condition = rot.pick("cond/" + dtype, CONDS, TYPE_OFFSET[dtype])
            variant = rot.pick("var/" + dtype, VARIANTS.get(dtype, [payload.get("kind", "x")]), int(cid[1:]))
            doc = dict(
                id=did,
                case_id=cid,
                type=dtype,
                condition=condition,
                variant=variant,
                seed=zlib.crc32(f"{seed}/{did}".encode()),
                person=person,
                employer=payload.get("employer", employer),
                job=job,
                bank=payload.get("bank", bank),
                card=card,
                passport=passport,
                foreign=foreign,
                values=dict(base_values),
            )
            doc["values"].update(payload.get("over", {}))
            if "over" in payload and "cin" in payload["over"]:
                doc["person"] = dict(person, cin=payload["over"]["cin"])
            if "over" in payload and "hire_date" in payload["over"]:
                doc["job"] = dict(job, hire=payload["over"]["hire_date"])
            if dtype == "payslip":
                slip = payload["slip"]
                doc["payslip"] = slip
                doc["values"].update(
                    pay_period=slip["period"],
                    gross_salary=M.cents_value(slip["gross"]),
                    net_salary=M.cents_value(slip["net"]),
                )
            if dtype == "salary_certificate":
                doc["payslip"] = payload["slip"]
                doc["values"].update(
                    gross_salary=M.cents_value(payload["slip"]["gross"]),
                    net_salary=M.cents_value(payload["slip"]["net"]),
                )
            if dtype == "bank_statement":
                st = payload["statement"]
                doc["statement"] = st
                doc["values"].update(
                    statement_period_start=st["start"],
                    statement_period_end=st["end"],
                    opening_balance=M.cents_value(st["opening"]),
                    closing_balance=M.cents_value(st["closing"]),
                )
            if dtype == "cin_back" or dtype == "cin_front":
                doc["values"].update(document_number=card["number"])
            if dtype == "passport":
                doc["values"].update(
                    document_number=passport["number"],
                    nationality="MAR",
                    issuing_country="MAR",
                    document_expiry=passport["expiry"],
                )
            if dtype in ("id_card", "residence_permit"):
                f = foreign["id_card" if dtype == "id_card" else "residence"]
                doc["values"].update(
                    document_number=f["number"],
                    nationality="CIV",
                    issuing_country="CIV" if dtype == "id_card" else "MAR",
                    document_expiry=f["expiry"],
                )
                doc["side"] = payload["side"]
            if dtype == "other":
                doc["kind"] = payload["kind"]
            _choose_presentation(doc, rot, rng)
            doc["show"] = sorted(set(doc["show"]) | set(payload.get("force_show", [])))
            docs.append(doc)
        cases_out[cid] = dict(expected_conflicts=sorted(CONFLICT_FIELDS[conflict]) if conflict else [])
    return docs, cases_out


PAGE_DEGRADED = ["scan", "phone", "photocopy", "fax", "scan", "phone", "photocopy"]
CARD_DEGRADED = ["photo", "photocopy", "photo", "scan"]
CLEAN_OUT = ["png", "jpeg", "pdf"]
DATE_STYLES = ["slash", "dot", "long", "iso", "abbr", "slash", "long1er", "dot"]
FIRST_ROWS, NEXT_ROWS = 30, 40
AMOUNT_STYLES = ["space", "dot", "space", "dh", "mad", "space", "dot"]


def _choose_presentation(doc, rot, rng):
    """Which optional fields the paper prints, its date and amount forms, its output format and wear."""
    t = doc["type"]
    card_like = t in CARD_TYPES and t != "residence_permit"
    doc["date_style"] = rot.pick("date", DATE_STYLES)
    doc["amount_style"] = rot.pick("amount", AMOUNT_STYLES)
    show = set()
    if t == "payslip":
        show = {"cin", "cnss_number", "employer_cnss"}
        if rot.pick("ps_contract", [True, True, False]):
            show.add("contract_type")
        if rot.pick("ps_dob", [False, True, False]):
            show.add("date_of_birth")
        if rot.pick("ps_cin", [True, True, True, True, False]) is False:
            show.discard("cin")
        if rot.pick("ps_ecnss", [True, True, True, False]) is False:
            show.discard("employer_cnss")
    elif t == "employment_certificate":
        show = {"cin", "contract_type"}
        if rot.pick("ec_dob", [True, False]):
            show.add("date_of_birth")
        if rot.pick("ec_cnss", [True, False, True]):
            show.add("employer_cnss")
        if rot.pick("ec_contract", [True, True, True, False]) is False:
            show.discard("contract_type")
    elif t == "salary_certificate":
        show = {"cin", "hire_date", "position", "gross_salary", "net_salary"}
        if rot.pick("sc_dob", [False, True, False]):
            show.add("date_of_birth")
        if rot.pick("sc_gross", [True, True, True, False]) is False:
            show.discard("gross_salary")
        if rot.pick("sc_hire", [True, True, False]) is False:
            show.discard("hire_date")
    elif t == "cnss_certificate":
        show = {"cin"}
        if doc["variant"] == "affil" or rot.pick("cn_emp", [False, True]):
            show.update({"employer", "employer_cnss"})
        if rot.pick("cn_dob", [True, False, True]):
            show.add("date_of_birth")
    elif t == "passport" and rot.pick("pp_cin", [True, False]):
        show.add("cin_printed")
    doc["show"] = sorted(show)
    if doc["type"] == "bank_statement":
        doc["rib_form"] = rot.pick("rib_form", ["grouped", "whole", "iban", "grouped"])
        doc["neg_style"] = rot.pick("neg_style", ["suffix", "minus", "paren", "column"])
    if doc["type"] == "rib":
        doc["rib_form"] = "grouped"
    doc["name_order"] = rot.pick("name_order", ["given_first", "family_first", "given_first"])

    cond = doc["condition"]
    if cond == "born_digital":
        doc["mode"], doc["ext"], doc["mime"] = "pdf", "pdf", "application/pdf"
        doc["wear"] = None
        doc["dpi"] = 72
    elif cond == "clean":
        out = rot.pick("clean_out_card" if card_like else "clean_out", CLEAN_OUT)
        doc["mode"], doc["wear"] = "raw", "clean"
        doc["dpi"] = (
            rot.pick("clean_dpi_card", [300, 400]) if card_like else rot.pick("clean_dpi", [200, 250, 300, 200])
        )
        doc["ext"], doc["mime"] = dict(
            png=("png", "image/png"), jpeg=("jpg", "image/jpeg"), pdf=("pdf", "application/pdf")
        )[out]
    else:
        wear = rot.pick("deg_card" if card_like else "deg_page", CARD_DEGRADED if card_like else PAGE_DEGRADED)
        doc["mode"], doc["wear"] = "raw", wear
        doc["dpi"] = 300 if card_like else 200
        if wear == "fax":
            doc["ext"], doc["mime"] = "tif", "image/tiff"
        elif wear == "photocopy":
            doc["ext"], doc["mime"] = rot.pick("copy_out", [("png", "image/png"), ("pdf", "application/pdf")])
        else:
            doc["ext"], doc["mime"] = "jpg", "image/jpeg"
    if t == "bank_statement":
        doc["page_rows"] = [FIRST_ROWS, NEXT_ROWS]
        if len(doc["statement"]["rows"]) > FIRST_ROWS and doc["mode"] == "raw":
            doc["ext"], doc["mime"] = "pdf", "application/pdf"  # several pages: one image-only PDF
    if t in ("cin_front", "cin_back", "id_card"):
        doc["page"] = list(CARD)
    elif t == "residence_permit":
        doc["page"] = list(CARD) if cond == "born_digital" else list(A4)
    elif t == "passport":
        doc["page"] = list(PASSPORT)
    else:
        doc["page"] = list(A4)
    doc["file"] = f"{doc['id']}-{t}-{cond}.{doc['ext']}"
    if t == "payslip":
        y, m = (int(x) for x in doc["payslip"]["period"].split("-"))
        doc["issued"] = f"{y:04d}-{m:02d}-{M.month_end(y, m):02d}"
    elif t == "bank_statement":
        doc["issued"] = M.add_days(doc["statement"]["end"], rng.randint(1, 3))
    else:
        doc["issued"] = f"2025-05-{rng.randint(5, 22):02d}"
