"""One applicant's true values, drawn once per case and shared by all their papers (so a consistent case has no
conflict), and the planted variations that make conflicts.

Pay follows Moroccan payroll: seniority bonus by years of service, CNSS 4.48 % capped at 6,000 DH, AMO 2.26 %,
optional CIMR and mutual insurance, income tax on the net taxable pay after professional expenses, by the 2025
monthly scale. gross - deductions = net, to the centime. Statements hold: opening + credits - debits = closing.
"""

from __future__ import annotations

import math
import random
import re
from dataclasses import dataclass, replace

from casefile.domain.documents.values import rib_key
from tests.support.randgen import data_orgs, data_people
from tests.support.randgen.formats import last_day, phone, weighted
from tests.support.randgen.wording import strip_accents

CIN_PREFIXES = (
    "A",
    "AB",
    "AD",
    "B",
    "BB",
    "BE",
    "BH",
    "BJ",
    "BK",
    "BL",
    "BM",
    "C",
    "CB",
    "CD",
    "D",
    "DA",
    "E",
    "EE",
    "F",
    "FA",
    "G",
    "GA",
    "H",
    "HH",
    "I",
    "IA",
    "J",
    "JA",
    "JB",
    "JC",
    "JE",
    "JK",
    "JM",
    "JT",
    "K",
    "KB",
    "L",
    "LA",
    "LB",
    "LC",
    "M",
    "MA",
    "MC",
    "N",
    "P",
    "PB",
    "Q",
    "R",
    "S",
    "SH",
    "T",
    "U",
    "UA",
    "V",
    "W",
    "WA",
    "X",
    "Y",
    "Z",
)
_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"


def iso(y: int, m: int, d: int) -> str:
    return f"{y:04d}-{m:02d}-{d:02d}"


def add_months(ym: str, n: int) -> str:
    y, m = (int(p) for p in ym.split("-")[:2])
    k = y * 12 + m - 1 + n
    return f"{k // 12:04d}-{k % 12 + 1:02d}"


def month_end(ym: str) -> str:
    y, m = (int(p) for p in ym.split("-"))
    return iso(y, m, last_day(y, m))


@dataclass(frozen=True)
class Person:
    given: str
    family: str
    given_ar: str
    family_ar: str
    female: bool
    cin: str
    dob: str
    pob: str  # upper, as a card prints it
    pob_ar: str
    town: str  # where they live
    street: str  # the address's first line (as typed on letters)
    district: str
    address_card: tuple[str, ...]  # the address as the CNIE back prints it (upper)
    card_number: str  # the 2020 CNIE's own number (its MRZ document number)
    card_model: str  # "2008" (I<MAR) or "2020" (IDMAR)
    cin_issue: str
    cin_expiry: str
    father: str
    mother: str
    civil_no: str
    can: str  # the card access number printed on the 2020 model
    married: bool
    children: int
    phone: str

    @property
    def name(self) -> str:
        return f"{self.given} {self.family}"

    @property
    def document_number(self) -> str:
        """The CNIE's number in its MRZ: the card's own number on the 2020 model ("IDMAR"), the CIN itself on the
        older one ("I<MAR", no optional data), as tests/support/docgen.py writes them."""
        return self.card_number if self.card_model == "2020" else self.cin

    @property
    def address_label(self) -> str:
        return " ".join(self.address_card)


@dataclass(frozen=True)
class Passport:
    number: str
    issue: str
    expiry: str
    nationality: str
    personal: str  # the CIN in the MRZ's personal number, or ""
    authority: str


@dataclass(frozen=True)
class Employer:
    name: str  # as the firm writes it, legal form included
    short: str  # the name without its legal form, for bank labels
    cnss: str
    ice: str
    rc: str
    if_: str
    patente: str
    town: str
    address: str
    phone: str
    fax: str
    email: str
    capital: int
    english: bool  # a multinational's subsidiary writing in English
    group: str


@dataclass(frozen=True)
class Job:
    employer: Employer
    position: str
    hire_date: str
    contract: str
    cnss_number: str
    affiliation_date: str
    matricule: str
    department: str
    category: str
    signatory: str
    signatory_title: str
    post_date: str  # a later date in the job (promotion / tenure): a distractor for the hire date


@dataclass(frozen=True)
class PayLine:
    label: str
    amount: float
    base: float | None = None  # what the rate applies to, or the number of hours/days
    rate: float | None = None  # a percent or a unit price
    kind: str = "gain"  # gain | deduction
    taxable: bool = True
    employer_share: float | None = None  # the employer's contribution (a distractor)


@dataclass(frozen=True)
class Pay:
    period: str  # YYYY-MM
    lines: tuple[PayLine, ...]
    gross: float
    deductions: float
    net: float
    taxable_gross: float
    net_taxable: float
    ir: float
    days: int
    hours: float
    seniority_rate: int
    ytd_gross: float
    ytd_net_taxable: float
    ytd_ir: float
    pay_date: str


@dataclass(frozen=True)
class Account:
    bank: str  # the printed variant (the label)
    bank_key: int  # index in data_orgs.BANKS
    rib: str
    bic: str
    bank_ar: str
    agency: str
    agency_code: str
    agency_address: str
    agency_phone: str
    client_code: str
    joint: bool  # printed "M. ou Mme ..."


@dataclass(frozen=True)
class Movement:
    date: str
    value_date: str
    label: str
    amount: float  # + credit, - debit


@dataclass(frozen=True)
class Statement:
    start: str
    end: str
    opening: float
    closing: float
    movements: tuple[Movement, ...]
    issued: str


@dataclass(frozen=True)
class World:
    """Everything the papers of one case can show."""

    person: Person
    passport: Passport | None
    job: Job
    pay: Pay  # the labelled (newest) month
    account: Account
    statement: Statement
    today: str  # when the file is put together: certificates are issued around it
    plan: PayPlan
    salary_months: tuple[Pay, ...] = ()  # older months, oldest first, for multi-month payslips


# people -------------------------------------------------------------------------------------------------------
def _cin(rng: random.Random) -> str:
    prefix = rng.choice(CIN_PREFIXES)
    digits = weighted(rng, ((6, 6), (5, 3), (4, 1))) if len(prefix) == 1 else weighted(rng, ((6, 7), (5, 3)))
    n = int(str(digits))
    return prefix + str(rng.randint(10 ** (n - 1), 10**n - 1))


def other_cin(rng: random.Random, cin: str) -> str:
    """Another person's CIN: one digit changed (a typo or a relative's card) or another number altogether."""
    if rng.random() < 0.6:
        digits = [i for i, c in enumerate(cin) if c.isdigit()]
        i = rng.choice(digits)
        new = str((int(cin[i]) + rng.randint(1, 9)) % 10)
        if i == digits[0] and new == "0":
            new = "7"
        return cin[:i] + new + cin[i + 1 :]
    while True:
        other = _cin(rng)
        if other != cin:
            return other


def _address(rng: random.Random, town: tuple[str, str, str]) -> tuple[str, str, tuple[str, ...]]:
    _upper, usual, _ = town
    district = rng.choice(data_people.DISTRICTS.get(usual, data_people.DEFAULT_DISTRICTS))
    kind = str(weighted(rng, tuple(data_people.STREET_KINDS)))
    form = rng.randrange(5)
    n = rng.randint(1, 250)
    if form == 0:
        street = f"{n} {kind} {rng.choice(data_people.STREETS)}"
    elif form == 1:
        street = f"{kind} {rng.choice(data_people.STREETS)} N° {n}"
    elif form == 2:
        street = f"Résidence {rng.choice(data_people.RESIDENCES)} Imm {rng.randint(1, 40)} Appt {rng.randint(1, 30)}"
    elif form == 3:
        street = f"Lot {rng.choice(data_people.RESIDENCES)} N° {n}"
    else:
        street = f"Bloc {rng.choice('ABCDEFGH')} N° {n} Rue {rng.randint(1, 60)}"
    line2 = f"{district} {usual}"
    card = tuple(_card_upper(x) for x in (street, line2))
    if rng.random() < 0.35:
        card = (f"{card[0]} {card[1]}",)
    return street, district, card


def _card_upper(s: str) -> str:

    return strip_accents(s).upper().replace("N°", "NO").replace("'", " ")


def draw_person(rng: random.Random, today: str) -> Person:
    while True:
        female = rng.random() < 0.45
        given, given_ar = rng.choice(data_people.FEMALE_GIVEN if female else data_people.MALE_GIVEN)
        family, family_ar = rng.choice(data_people.FAMILY)
        if len(family) + len(given) + 2 <= 30:
            break
    ty = int(today[:4])
    dob = iso(rng.randint(ty - 60, ty - 21), rng.randint(1, 12), rng.randint(1, 28))
    birth_town = rng.choice(data_people.TOWNS)
    work_town = rng.choice(data_people.WORK_TOWNS)
    home = (
        rng.choice(data_people.TOWNS) if rng.random() < 0.3 else next(t for t in data_people.TOWNS if t[1] == work_town)
    )
    street, district, card = _address(rng, home)
    model = "2020" if rng.random() < 0.55 else "2008"
    issue_year = rng.randint(ty - 9, ty - 1) if model == "2008" else rng.randint(max(ty - 9, 2020), ty - 1)
    issue = iso(issue_year, rng.randint(1, 12), rng.randint(1, 28))
    expiry = iso(issue_year + 10, int(issue[5:7]), int(issue[8:10]))
    number = rng.choice(_LETTERS) + rng.choice(_LETTERS) + f"{rng.randint(0, 9_999_999):07d}"
    father = rng.choice(data_people.MALE_GIVEN)[0].upper()
    mother = rng.choice(data_people.FEMALE_GIVEN)[0].upper()

    return Person(
        given=given,
        family=family,
        given_ar=given_ar,
        family_ar=family_ar,
        female=female,
        cin=_cin(rng),
        dob=dob,
        pob=birth_town[0],
        pob_ar=birth_town[2],
        town=home[1],
        street=street,
        district=district,
        address_card=card,
        card_number=number,
        card_model=model,
        cin_issue=issue,
        cin_expiry=expiry,
        father=father,
        mother=mother,
        civil_no=f"{rng.randint(1, 3999)}/{dob[:4]}",
        can=f"{rng.randint(0, 999_999):06d}",
        married=rng.random() < 0.55,
        children=rng.choice((0, 0, 1, 2, 2, 3, 4)),
        phone=phone(rng, mobile=True),
    )


def draw_passport(rng: random.Random, person: Person, today: str) -> Passport:
    ty = int(today[:4])
    year = rng.randint(ty - 4, ty)
    issue = iso(year, rng.randint(1, 12), rng.randint(1, 28))
    if issue >= today:
        issue = iso(year - 1, int(issue[5:7]), int(issue[8:10]))
    expiry = iso(int(issue[:4]) + 5, int(issue[5:7]), int(issue[8:10]))
    number = rng.choice(_LETTERS) + rng.choice(_LETTERS) + f"{rng.randint(0, 9_999_999):07d}"
    foreign = rng.random() < 0.08  # a binational's French or Spanish passport: no CIN in it
    nationality = rng.choice(("FRA", "ESP")) if foreign else "MAR"
    if foreign:
        number = f"{rng.randint(10, 99)}{rng.choice(_LETTERS)}{rng.choice(_LETTERS)}{rng.randint(10000, 99999)}"
    personal = "" if foreign or rng.random() < 0.1 else person.cin
    authority = "Préfecture de police" if foreign else f"{rng.choice(data_people.TOWNS)[1].upper()}"
    return Passport(number, issue, expiry, nationality, personal, authority)


# employers ----------------------------------------------------------------------------------------------------
def _legal_form(rng: random.Random) -> str:
    return str(weighted(rng, data_orgs.LEGAL_FORMS))


def draw_employer(rng: random.Random, english: bool | None = None) -> Employer:
    if english is None:
        english = rng.random() < 0.15
    form = _legal_form(rng)
    group = ""
    if english:
        brand = rng.choice(data_orgs.BRANDS)
        short = f"{brand} {rng.choice(data_orgs.EN_ACTIVITIES)} {rng.choice(('Morocco', 'Maroc'))}"
        form = rng.choice(("SARL", "SA", "SAS", "SARL AU"))
        group = f"{brand} Group"
    else:
        kind = rng.randrange(7)
        p, a = rng.choice(data_orgs.PREFIXES), rng.choice(data_orgs.ACTIVITIES)
        if kind <= 1:
            short = f"{p} {a}"
        elif kind == 2:
            short = f"{rng.choice(data_orgs.SECTOR_NOUNS)} {a} {rng.choice(data_orgs.REGIONS)}"
        elif kind == 3:
            letters = "".join(rng.choice("ABCDEFGHIJKLMNOPRSTUVZ") for _ in range(rng.randint(3, 5)))
            short = rng.choice((letters, f"{letters} {a}", f"{p[:4].upper()}{a[:3].upper()}"))
        elif kind == 4:
            fam = rng.choice(data_people.FAMILY)[0]
            short = rng.choice((f"Ets {fam}", f"{fam} & Fils", f"Groupe {fam}", f"{fam} Frères"))
        elif kind == 5:
            short = f"{p} {a} {rng.choice(('Maroc', 'Services', 'International', 'Groupe', 'Distribution'))}"
        else:
            short = f"{a} {rng.choice(data_orgs.REGIONS)}"
    # a body that prints no legal form, decided by a generator of its own (drawing from rng would change every
    # later case of the corpus, and their readings)
    body = not english and random.Random(f"{short}|{form}").random() < data_orgs.BODY_SHARE
    if body:
        short = _body_name(random.Random(f"body|{short}|{form}"))
    if rng.random() < 0.12 and not body:
        short = short.upper()
    town = rng.choice(data_people.WORK_TOWNS)
    n = rng.randint(1, 320)
    if rng.random() < 0.45:
        zone, town = rng.choice(data_orgs.ZONES)
        address = rng.choice((f"{zone}, Lot {n}, {town}", f"{zone} - {town}", f"Lot {n}, {zone}, {town}"))
    else:
        address = rng.choice(
            (
                f"{n}, {rng.choice(('Rue', 'Bd', 'Avenue'))} {rng.choice(data_people.STREETS)}, {town}",
                f"Immeuble {rng.choice(data_people.RESIDENCES)}, {rng.randint(1, 9)}e étage, {town}",
            )
        )

    domain = "".join(c for c in strip_accents(short).lower() if c.isascii() and c.isalnum())[:14] or "societe"
    return Employer(
        name=short if body else f"{short} {form}",
        short=short,
        cnss=str(rng.randint(1_000_000, 9_999_999)),
        ice=f"00{rng.randint(10**12, 10**13 - 1)}",
        rc=str(rng.randint(1000, 599_999)),
        if_=str(rng.randint(1_000_000, 59_999_999)),
        patente=str(rng.randint(10_000_000, 79_999_999)),
        town=town,
        address=address,
        phone=phone(rng),
        fax=phone(rng),
        email=f"{rng.choice(('rh', 'contact', 'drh', 'info', 'paie'))}@{domain}.{rng.choice(('ma', 'com', 'co.ma'))}",
        capital=rng.choice((10_000, 100_000, 300_000, 1_000_000, 5_000_000, 20_000_000, 150_000_000)),
        english=english,
        group=group,
    )


def _body_name(rng: random.Random) -> str:
    template = rng.choice(data_orgs.BODIES)
    name = template.format(
        town=rng.choice(data_people.WORK_TOWNS),
        region=rng.choice(data_orgs.REGIONS),
        field=rng.choice(data_orgs.BODY_FIELDS),
        place=rng.choice(data_orgs.BODY_PLACES),
    )
    return re.sub(r"\bde (?=[AEIOUÉ])", "d'", name)  # 'Commune d'Oujda'


def _signatory(rng: random.Random, english: bool) -> tuple[str, str]:
    female = rng.random() < 0.45
    given = rng.choice(data_people.FEMALE_GIVEN if female else data_people.MALE_GIVEN)[0]
    family = rng.choice(data_people.FAMILY)[0]
    titles = data_orgs.SIGNATORY_TITLES_EN if english else data_orgs.SIGNATORY_TITLES_FR
    return f"{given} {family.upper()}", rng.choice(titles)


def draw_job(rng: random.Random, person: Person, employer: Employer, today: str, career_start: str | None) -> Job:
    ty = int(today[:4])
    earliest = max(int(person.dob[:4]) + 19, ty - 30)
    latest = add_months(today[:7], -8)
    hire = iso(rng.randint(earliest, int(latest[:4])), rng.randint(1, 12), rng.choice((1, 1, 1, rng.randint(2, 28))))
    if hire[:7] > latest:
        hire = f"{latest}-{hire[8:]}"
    contract = str(weighted(rng, (("CDI", 14), ("CDD", 4), ("ANAPEC", 1), ("INTERIM", 1), ("STAGE", 1))))
    if contract in ("ANAPEC", "STAGE") and int(hire[:4]) < ty - 2:
        contract = "CDD"
    first = career_start if career_start and career_start < hire else hire
    y, m, d = (int(p) for p in first.split("-"))
    # an employee is declared to the CNSS from the day of hire, or days later (one draw, as before: the corpus's
    # later draws stay as they were)
    offset = rng.randint(0, 25)
    d2 = d if offset < 13 else min(28, d + offset - 12)
    affiliation = iso(y, m, d2)
    position = rng.choice(data_orgs.POSITIONS_EN if employer.english else data_orgs.POSITIONS_FR)
    # a later date in the same job (tenure, promotion), between the hire date and last month, or none
    first, last = add_months(hire[:7], 3), add_months(today[:7], -2)
    post = ""
    if first <= last:
        span = (int(last[:4]) * 12 + int(last[5:7])) - (int(first[:4]) * 12 + int(first[5:7]))
        post = add_months(first, rng.randint(0, span)) + "-01"
    signatory, title = _signatory(rng, employer.english)
    return Job(
        employer=employer,
        position=position,
        hire_date=hire,
        contract=contract,
        cnss_number=str(rng.randint(100_000_000, 199_999_999)),
        affiliation_date=affiliation,
        matricule=rng.choice(
            (f"{rng.randint(1, 9999):04d}", f"M{rng.randint(100, 99999)}", str(rng.randint(10, 9999)))
        ),
        department=rng.choice(data_orgs.DEPARTMENTS),
        category=rng.choice(data_orgs.CATEGORIES),
        signatory=signatory,
        signatory_title=title,
        post_date=post,
    )


# pay ----------------------------------------------------------------------------------------------------------
_IR_SCALE = (
    (3333.33, 0.0, 0.0),
    (5000.0, 0.10, 333.33),
    (6666.67, 0.20, 833.33),
    (8333.33, 0.30, 1500.0),
    (15000.0, 0.34, 1833.33),
    (math.inf, 0.37, 2283.33),
)


def income_tax(net_taxable: float, dependants: int) -> float:
    for ceiling, rate, deduction in _IR_SCALE:
        if net_taxable <= ceiling:
            tax = net_taxable * rate - deduction
            break
    return round(max(0.0, tax - 41.67 * min(dependants, 6)), 2)


def seniority_rate(hire: str, period: str) -> int:
    years = (int(period[:4]) * 12 + int(period[5:7]) - int(hire[:4]) * 12 - int(hire[5:7])) / 12
    return 0 if years < 2 else 5 if years < 5 else 10 if years < 12 else 15 if years < 20 else 20 if years < 25 else 25


@dataclass(frozen=True)
class PayPlan:
    """What stays the same month after month: the base and the fixed allowances and deductions."""

    base: float
    allowances: tuple[tuple[str, float, bool], ...]  # (label, amount, taxable)
    cimr_rate: float
    mutual: float
    loan: float
    dependants: int
    contract: str
    hire: str
    pay_day: int


def draw_pay_plan(rng: random.Random, job: Job, person: Person) -> PayPlan:
    contract = job.contract
    if contract == "STAGE":
        base = round(rng.uniform(1500, 4500), 0)
    elif contract == "ANAPEC":
        base = round(rng.uniform(2500, 6000), 0)
    else:
        base = round(min(60000.0, max(3300.0, math.exp(rng.gauss(math.log(7500), 0.6)))), rng.choice((0, 2)))
    allowances: list[tuple[str, float, bool]] = []
    if contract not in ("STAGE",):
        if rng.random() < 0.6:
            allowances.append(("Indemnité de transport", float(rng.choice((150, 200, 250, 300, 400, 500))), False))
        if rng.random() < 0.3:
            allowances.append(("Prime de panier", float(rng.choice((120, 200, 260, 330))), False))
        if rng.random() < 0.25 and base > 9000:
            allowances.append(("Indemnité de représentation", round(base * rng.choice((0.05, 0.1)), 2), True))
        if rng.random() < 0.25:
            allowances.append(("Prime de rendement", float(rng.randint(2, 30) * 50), True))
        if rng.random() < 0.15:
            allowances.append(("Prime de responsabilité", float(rng.randint(4, 40) * 50), True))
        if rng.random() < 0.12:
            allowances.append(("Indemnité de logement", float(rng.randint(5, 30) * 100), True))
    regular = contract in ("CDI", "CDD", "INTERIM")
    return PayPlan(
        base=base,
        allowances=tuple(allowances),
        cimr_rate=rng.choice((0.0, 0.0, 0.0, 0.03, 0.045, 0.06)) if regular else 0.0,
        mutual=rng.choice((0.0, 0.0, 0.0, 85.0, 120.0, 160.0, 210.0)) if regular else 0.0,
        loan=float(rng.choice((0, 0, 0, 0, 500, 750, 1000, 1500))) if regular else 0.0,
        dependants=min(6, (1 if person.married else 0) + person.children),
        contract=contract,
        hire=job.hire_date,
        pay_day=rng.choice((0, 25, 28, 30)),
    )


def compute_pay(
    plan: PayPlan,
    period: str,
    *,
    extra: tuple[tuple[str, float], ...] = (),
    overtime: float = 0.0,
    absence_days: int = 0,
    ytd_months: int | None = None,
) -> Pay:
    """A month's payslip lines from the plan: `extra` taxable bonuses, `overtime` hours at 125 %, unpaid days."""
    regular = plan.contract in ("CDI", "CDD", "INTERIM")
    lines: list[PayLine] = []
    hourly = round(plan.base / 191, 2)
    base = plan.base
    if plan.contract == "STAGE":
        lines.append(PayLine("Indemnité de stage", base, None, None))
    elif plan.contract == "ANAPEC":
        lines.append(PayLine("Indemnité de stage ANAPEC", base, None, None))
    else:
        lines.append(PayLine("Salaire de base", base, 191.0, hourly))
    if absence_days:
        cut = round(plan.base / 26 * absence_days, 2)
        lines.append(PayLine("Absence non rémunérée", -cut, float(absence_days), round(plan.base / 26, 2)))
        base = round(base - cut, 2)
    rate = seniority_rate(plan.hire, period) if regular else 0
    if rate:
        lines.append(PayLine("Prime d'ancienneté", round(base * rate / 100, 2), base, float(rate)))
    if overtime:
        lines.append(
            PayLine("Heures supplémentaires 25%", round(overtime * hourly * 1.25, 2), overtime, round(hourly * 1.25, 2))
        )
    for label, amount in extra:
        lines.append(PayLine(label, amount))
    for label, amount, taxable in plan.allowances:
        lines.append(PayLine(label, amount, taxable=taxable))
    gross = round(sum(line.amount for line in lines), 2)
    taxable_gross = round(sum(line.amount for line in lines if line.taxable), 2)
    deductions: list[PayLine] = []
    if regular or plan.contract == "ANAPEC":  # an insertion contract pays AMO only
        cnss = round(min(taxable_gross, 6000.0) * 0.0448, 2) if regular else 0.0
        if cnss:
            deductions.append(
                PayLine(
                    "Cotisation CNSS",
                    cnss,
                    min(taxable_gross, 6000.0),
                    4.48,
                    "deduction",
                    employer_share=round(min(taxable_gross, 6000.0) * 0.1189, 2),
                )
            )
        amo = round(taxable_gross * 0.0226, 2)
        deductions.append(
            PayLine(
                "Cotisation AMO", amo, taxable_gross, 2.26, "deduction", employer_share=round(taxable_gross * 0.0411, 2)
            )
        )
    else:
        cnss = amo = 0.0
    cimr = round(taxable_gross * plan.cimr_rate, 2)
    if cimr:
        deductions.append(
            PayLine(
                "Cotisation CIMR",
                cimr,
                taxable_gross,
                round(plan.cimr_rate * 100, 2),
                "deduction",
                employer_share=round(cimr * 1.3, 2),
            )
        )
    if plan.mutual:
        deductions.append(PayLine("Mutuelle", plan.mutual, None, None, "deduction"))
    after_social = taxable_gross - cnss - amo - cimr
    expenses = min(taxable_gross * (0.35 if taxable_gross <= 6500 else 0.25), 2916.67)
    net_taxable = round(max(0.0, after_social - expenses), 2)
    ir = income_tax(net_taxable, plan.dependants) if regular else 0.0
    if ir:
        deductions.append(PayLine("Impôt sur le revenu", ir, net_taxable, None, "deduction"))
    if plan.loan:
        deductions.append(PayLine("Remboursement prêt", plan.loan, None, None, "deduction"))
    lines += deductions
    total = round(sum(d.amount for d in deductions), 2)
    net = round(gross - total, 2)
    month = int(period[5:7])
    k = month if ytd_months is None else ytd_months
    y = int(period[:4])
    day = plan.pay_day or last_day(y, month)
    return Pay(
        period=period,
        lines=tuple(lines),
        gross=gross,
        deductions=total,
        net=net,
        taxable_gross=taxable_gross,
        net_taxable=net_taxable,
        ir=ir,
        days=26 - absence_days,
        hours=191.0,
        seniority_rate=rate,
        ytd_gross=round(gross * k + (k > 6) * plan.base * 0.5, 2),
        ytd_net_taxable=round(net_taxable * k, 2),
        ytd_ir=round(ir * k, 2),
        pay_date=iso(y, month, min(day, last_day(y, month))),
    )


def other_month(rng: random.Random, plan: PayPlan, period: str) -> Pay:
    """Another month's pay, different from the plan's usual month but consistent in itself."""
    kind = rng.choice(("absence", "overtime", "bonus"))
    if kind == "absence" and plan.contract in ("CDI", "CDD", "INTERIM"):
        return compute_pay(plan, period, absence_days=rng.randint(2, 8))
    if kind == "overtime":
        return compute_pay(plan, period, overtime=float(rng.randint(6, 40)))
    label = rng.choice(("Prime exceptionnelle", "Prime de l'Aïd", "13ème mois", "Prime de bilan"))
    return compute_pay(plan, period, extra=((label, round(plan.base * rng.choice((0.25, 0.5, 1.0)), 2)),))


def inflated(rng: random.Random, pay: Pay) -> Pay:
    """The same month's pay with the gross and the net pushed up 12-45 % (a certificate of complaisance)."""
    factor = rng.uniform(1.12, 1.45)
    gross = round(pay.gross * factor / 50) * 50.0
    net = round(pay.net * factor, 2)
    return replace(pay, gross=gross, net=net, deductions=round(gross - net, 2))


# bank ---------------------------------------------------------------------------------------------------------
def draw_account(rng: random.Random, person: Person) -> Account:
    weights = tuple((i, b[4]) for i, b in enumerate(data_orgs.BANKS))
    key = int(str(weighted(rng, weights)))
    variants, codes, bic, bank_ar, _ = data_orgs.BANKS[key]
    bank = rng.choice(variants)
    town = person.town if person.town in data_orgs.CITY_CODES else rng.choice(list(data_orgs.CITY_CODES))
    city = rng.choice(data_orgs.CITY_CODES[town])
    rib22 = rng.choice(codes) + city + "".join(str(rng.randint(0, 9)) for _ in range(16))

    return Account(
        bank=bank,
        bank_key=key,
        rib=rib22 + rib_key(rib22),
        bic=bic,
        bank_ar=bank_ar,
        agency=f"{town} {person.district}" if rng.random() < 0.7 else f"{town} {rng.choice(data_people.STREETS)}",
        agency_code=f"{rng.randint(1, 999):03d}",
        agency_address=f"{rng.randint(1, 200)}, {rng.choice(('Bd', 'Avenue', 'Rue'))} "
        f"{rng.choice(data_people.STREETS)}, {town}",
        agency_phone=phone(rng),
        client_code=f"{rng.randint(0, 99_999_999):08d}",
        joint=rng.random() < 0.08,
    )


_MERCHANTS = (
    "MARJANE",
    "CARREFOUR",
    "BIM",
    "ACIMA",
    "LABEL VIE",
    "AFRIQUIA",
    "SHELL",
    "TOTAL ENERGIES",
    "JUMIA",
    "GLOVO",
    "DECATHLON",
    "PHARMACIE AL AMAL",
    "MCDONALDS",
    "ELECTROPLANET",
    "ZARA",
    "KITEA",
    "ASWAK ASSALAM",
)


def draw_statement(rng: random.Random, account: Account, job: Job, pay: Pay, today: str) -> Statement:
    kind = weighted(rng, (("month", 8), ("quarter", 1), ("rolling", 2)))
    ym = pay.period if rng.random() < 0.7 else add_months(pay.period, 1)
    if ym >= today[:7]:
        ym = pay.period
    if kind == "month":
        start, end = ym + "-01", month_end(ym)
    elif kind == "quarter":
        start, end = add_months(ym, -2) + "-01", month_end(ym)
    else:
        start = f"{add_months(ym, -1)}-{rng.randint(2, 20):02d}"
        end = _next_day(start, rng.choice((29, 30)))
    # overdrawn often enough that the fit sees debit balances in every statement style (at 0.15 it saw ten in a debit
    # column, and weighed the sign of such a balance at a coin toss)
    overdrawn = rng.random() < 0.3
    opening = round(rng.uniform(-9000, -50) if overdrawn and rng.random() < 0.6 else rng.uniform(80, 45000), 2)
    days = _days_between(start, end)
    movements: list[Movement] = []
    months = sorted({d[:7] for d in days})
    payer = job.employer.short.upper()[: rng.choice((14, 18, 24))]
    for m in months:
        pay_day = max(d for d in days if d.startswith(m)) if rng.random() < 0.6 else None
        if pay_day is None:
            candidates = [d for d in days if d.startswith(m) and int(d[8:]) >= 24]
            pay_day = candidates[0] if candidates else [d for d in days if d.startswith(m)][-1]
        movements.append(
            Movement(
                pay_day,
                pay_day,
                rng.choice(
                    (
                        f"VIR SALAIRE {payer}",
                        f"VIREMENT RECU {payer} SALAIRE",
                        f"VIR.PERM SALAIRE {m[5:]}/{m[:4]}",
                        f"SALAIRE {payer}",
                    )
                ),
                pay.net,
            )
        )
    n = rng.randint(3, 26 if kind != "quarter" else 34)
    net = max(pay.net, 1500.0)
    spend_scale = net * rng.uniform(0.4, 1.1) * len(months) / max(n, 1)
    for _ in range(n):
        d = rng.choice(days)
        r = rng.random()
        if r < 0.45:
            label = f"PAIEMENT CB {rng.choice(_MERCHANTS)} {d[8:]}/{d[5:7]}"
            amount = -round(rng.uniform(0.1, 1.0) * spend_scale, 2)
        elif r < 0.65:
            label = rng.choice(("RETRAIT GAB", "RETRAIT DAB", "RETRAIT GAB HORS RESEAU")) + f" {d[8:]}/{d[5:7]}"
            amount = -float(max(1, round(rng.uniform(0.02, 0.25) * net / 100)) * 100)
        elif r < 0.75:
            label = rng.choice(
                (
                    "PRLV LYDEC",
                    "PRLV MAROC TELECOM",
                    "PRLV REDAL",
                    "PRLV INWI",
                    "PRLV ORANGE",
                    "ECHEANCE PRET IMMO",
                    "ECHEANCE CREDIT CONSO",
                    "PRLV ASSURANCE",
                )
            )
            share = 0.25 if label.startswith("ECHEANCE") else 0.05
            amount = -round(rng.uniform(0.2, 1.0) * share * net + 40, 2)
        elif r < 0.85:
            label = rng.choice(
                ("FRAIS TENUE DE COMPTE", "COMMISSION PACKAGE", "FRAIS CARTE", "TVA SUR COMMISSION", "AGIOS DEBITEURS")
            )
            amount = -round(rng.uniform(5, 120), 2)
        elif r < 0.93:
            label = f"VIREMENT EMIS {rng.choice(data_people.FAMILY)[0].upper()}"
            amount = -round(rng.uniform(0.03, 0.3) * net, 2)
        else:
            label = f"VIREMENT RECU {rng.choice(data_people.FAMILY)[0].upper()}"
            amount = round(rng.uniform(0.02, 0.3) * net, 2)
        movements.append(Movement(d, d, label, amount))
    movements.sort(key=lambda mv: mv.date)
    movements = [replace(mv, value_date=_value_date(rng, mv.date, end)) for mv in movements]
    closing = round(opening + sum(mv.amount for mv in movements), 2)
    issued = _next_day(end, rng.randint(1, 6))
    return Statement(start, end, opening, closing, tuple(movements), issued)


def _days_between(start: str, end: str) -> list[str]:
    from datetime import date, timedelta

    a, b = date.fromisoformat(start), date.fromisoformat(end)
    return [(a + timedelta(days=i)).isoformat() for i in range((b - a).days + 1)]


def _next_day(d: str, n: int) -> str:
    from datetime import date, timedelta

    return (date.fromisoformat(d) + timedelta(days=n)).isoformat()


def _value_date(rng: random.Random, d: str, end: str) -> str:
    v = _next_day(d, rng.choice((0, 0, 1, 2)))
    return min(v, end)


# the world ----------------------------------------------------------------------------------------------------
def draw_world(rng: random.Random) -> World:
    y = rng.choice((2025, 2026))
    m = rng.randint(3, 12) if y == 2025 else rng.randint(1, 11)
    today = iso(y, m, rng.randint(2, 27))
    person = draw_person(rng, today)
    passport = draw_passport(rng, person, today) if rng.random() < 0.35 else None
    employer = draw_employer(rng)
    career = iso(max(int(person.dob[:4]) + 19, int(today[:4]) - 30), rng.randint(1, 12), rng.randint(1, 28))
    job = draw_job(rng, person, employer, today, career if rng.random() < 0.5 else None)
    plan = draw_pay_plan(rng, job, person)
    period = add_months(today[:7], -1 if int(today[8:]) > 8 else -2)
    if period < job.hire_date[:7]:
        period = job.hire_date[:7]
    pay = compute_pay(plan, period)
    months = tuple(compute_pay(plan, add_months(period, -k)) for k in (2, 1))
    account = draw_account(rng, person)
    statement = draw_statement(rng, account, job, pay, today)
    return World(person, passport, job, pay, account, statement, today, plan, months)
