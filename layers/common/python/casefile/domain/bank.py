"""Bank connections: the Moroccan bank codes, the Sandbox simulation of an account, and the cash-flow analysis.

Pure: no I/O, no clock. Formulas: docs/bank.md.

- `simulate(connection_id, bank_code, as_of)`: twelve full calendar months of transactions (the months before
  the month of `as_of`) of a profile. Everything is drawn from a `random.Random` seeded with the SHA-256 of the
  connection id (never `hash()`, which is salted per process), and the draws do not depend on `as_of` (days are
  1..28), so one id gives the same transactions and the same analysis in every process. A Sandbox test bank
  (`sandbox_good`, ...) forces the profile; any other bank code draws it from the id.
- `categorise(label, amount)`: the category of a transaction from its label, as a Moroccan bank prints it.
- `analyse(transactions, months=...)`: the cash-flow analysis; it reads only dates, amounts, balances and
  categories, so it analyses real transactions the same way.

Amounts are integers in centimes (MAD); the resource figures are MAD with two decimals.
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from enum import StrEnum
from functools import lru_cache
from typing import Any

CURRENCY = "MAD"
HISTORY_MONTHS = 12
CONNECTION_DAYS = 90  # a connection's consent lasts 90 days (expires_at)
OVERDRAFT_INTEREST = -5_000  # centimes of debit interest in a month the account was overdrawn


class Profile(StrEnum):
    PUBLIC_SERVANT = "public_servant"  # regular salary, savings
    PRIVATE_EMPLOYEE = "private_employee"  # regular salary, spends most of it, maybe a consumer loan
    MERCHANT = "merchant"  # irregular business income
    INDEBTED = "indebted"  # regular salary, high instalments
    RISKY = "risky"  # overdrafts, gambling, bounced cheques, large cash withdrawals


# Moroccan banks a console user can pick (code -> name); the Sandbox simulates every one of them.
BANKS: dict[str, str] = {
    "attijariwafa_bank": "Attijariwafa bank",
    "bank_of_africa": "BMCE Bank of Africa",
    "banque_populaire": "Banque Populaire",
    "cih_bank": "CIH Bank",
    "societe_generale_maroc": "Société Générale Maroc",
    "credit_du_maroc": "Crédit du Maroc",
    "bmci": "BMCI",
    "al_barid_bank": "Al Barid Bank",
    "cfg_bank": "CFG Bank",
    "credit_agricole_du_maroc": "Crédit Agricole du Maroc",
    "bank_assafa": "Bank Assafa",
    "umnia_bank": "Umnia Bank",
}
# Sandbox test banks: each forces one profile, so a demo shows a chosen outcome.
SANDBOX_BANKS: dict[str, tuple[str, Profile]] = {
    "sandbox_good": ("Sandbox test bank: good applicant (public servant, savings)", Profile.PUBLIC_SERVANT),
    "sandbox_risky": ("Sandbox test bank: risky applicant (overdrafts, gambling, bounced cheques)", Profile.RISKY),
    "sandbox_irregular": ("Sandbox test bank: merchant with irregular income", Profile.MERCHANT),
    "sandbox_indebted": ("Sandbox test bank: indebted applicant (high instalments)", Profile.INDEBTED),
}
BANK_CODES: tuple[str, ...] = (*BANKS, *SANDBOX_BANKS)


def bank_name(code: str) -> str | None:
    if code in BANKS:
        return BANKS[code]
    if code in SANDBOX_BANKS:
        return SANDBOX_BANKS[code][0]
    return None


def bank_list() -> list[dict[str, Any]]:
    """Every bank code with its name, and the profile a Sandbox test bank forces (null for the others)."""
    return [{"code": code, "name": name, "test_profile": None} for code, name in BANKS.items()] + [
        {"code": code, "name": name, "test_profile": profile.value} for code, (name, profile) in SANDBOX_BANKS.items()
    ]


# categories -----------------------------------------------------------------------------------------------
class Category(StrEnum):
    SALARY = "salary"
    BUSINESS_INCOME = "business_income"
    CASH_DEPOSIT = "cash_deposit"
    TRANSFER_IN = "transfer_in"
    RENT = "rent"
    UTILITIES = "utilities"
    TELECOM = "telecom"
    CARD_PAYMENT = "card_payment"
    CASH_WITHDRAWAL = "cash_withdrawal"
    LOAN_REPAYMENT = "loan_repayment"
    GAMBLING = "gambling"
    BOUNCED_CHEQUE = "bounced_cheque"
    BANK_FEES = "bank_fees"
    TRANSFER_OUT = "transfer_out"


# Label prefixes, most specific first (the first match wins). A gambling payment is a card payment to a
# gambling merchant, so those merchants are looked up before the generic card prefixes.
_GAMBLING_MERCHANTS = ("MDJS", "LOTERIE NATIONALE", "MAROCAINE DES JEUX", "PARIS SPORTIFS", "1XBET", "CASINO")
_DEBIT_PREFIXES: tuple[tuple[str, Category], ...] = (
    ("PRLV CREDIT", Category.LOAN_REPAYMENT),
    ("ECHEANCE PRET", Category.LOAN_REPAYMENT),
    ("FRAIS REJET CHQ", Category.BOUNCED_CHEQUE),
    ("REJET CHQ", Category.BOUNCED_CHEQUE),
    ("RETRAIT GAB", Category.CASH_WITHDRAWAL),
    ("RETRAIT ESPECES", Category.CASH_WITHDRAWAL),
    ("PRLV LOYER", Category.RENT),
    ("VIR LOYER", Category.RENT),
    ("PRLV LYDEC", Category.UTILITIES),
    ("PRLV REDAL", Category.UTILITIES),
    ("PRLV AMENDIS", Category.UTILITIES),
    ("PRLV ONEE", Category.UTILITIES),
    ("PRLV MAROC TELECOM", Category.TELECOM),
    ("PRLV INWI", Category.TELECOM),
    ("PRLV ORANGE", Category.TELECOM),
    ("AGIOS", Category.BANK_FEES),
    ("COMMISSION", Category.BANK_FEES),
    ("FRAIS", Category.BANK_FEES),
    ("PAIEMENT", Category.CARD_PAYMENT),
)
_CREDIT_PREFIXES: tuple[tuple[str, Category], ...] = (
    ("VIR SALAIRE", Category.SALARY),
    ("VIR PENSION", Category.SALARY),
    ("VERSEMENT ESPECES", Category.CASH_DEPOSIT),
    ("REMISE CHQ", Category.BUSINESS_INCOME),
    ("VIR RECU", Category.BUSINESS_INCOME),
    ("ENCAISSEMENT TPE", Category.BUSINESS_INCOME),
)
INCOME_SOURCE_PREFIXES = ("VIR SALAIRE ", "VIR PENSION ")


def categorise(label: str, amount: int) -> Category:
    """The category of a transaction from its label (upper case, as printed) and the sign of its amount."""
    return _category(label, amount >= 0)


@lru_cache(maxsize=4096)  # labels repeat (the same shops, the same employer): classify each once per process
def _category(label: str, credit: bool) -> Category:
    text = label.upper()
    if credit:
        for prefix, category in _CREDIT_PREFIXES:
            if text.startswith(prefix):
                return category
        return Category.TRANSFER_IN
    if text.startswith("PAIEMENT") and any(merchant in text for merchant in _GAMBLING_MERCHANTS):
        return Category.GAMBLING
    for prefix, category in _DEBIT_PREFIXES:
        if text.startswith(prefix):
            return category
    return Category.TRANSFER_OUT


@dataclass(frozen=True, slots=True)
class Transaction:
    id: str
    date: date
    label: str
    amount: int  # centimes; credits positive, debits negative
    balance_after: int  # centimes
    category: str

    def as_resource(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "date": self.date.isoformat(),
            "label": self.label,
            "amount": _mad(self.amount),
            "balance_after": _mad(self.balance_after),
            "category": self.category,
        }


def _mad(centimes: float) -> float:
    return round(centimes / 100, 2)


# the simulation ---------------------------------------------------------------------------------------------
def rng_for(connection_id: str) -> random.Random:
    """The generator of one connection: seeded with the SHA-256 of its id, the same in every process."""
    seed = int.from_bytes(hashlib.sha256(connection_id.encode()).digest()[:16], "big")
    return random.Random(seed)  # noqa: S311 - a simulation, not a secret


def window(as_of: date, months: int = HISTORY_MONTHS) -> list[str]:
    """The `months` full calendar months before the month of `as_of`, oldest first ("YYYY-MM")."""
    index = as_of.year * 12 + as_of.month - 1
    return [f"{m // 12:04d}-{m % 12 + 1:02d}" for m in range(index - months, index)]


_PROFILE_WEIGHTS = (
    (Profile.PUBLIC_SERVANT, 25),
    (Profile.PRIVATE_EMPLOYEE, 35),
    (Profile.MERCHANT, 15),
    (Profile.INDEBTED, 15),
    (Profile.RISKY, 10),
)
_PUBLIC_EMPLOYERS = (
    "TGR MIN EDUCATION NATIONALE",
    "TGR MIN SANTE",
    "TGR MIN INTERIEUR",
    "TGR MIN ECONOMIE FINANCES",
    "TGR DGSN",
)
_PRIVATE_EMPLOYERS = (
    "OCP SA",
    "MAROC TELECOM",
    "LABEL VIE SA",
    "RENAULT COMMERCE MAROC",
    "CENTRALE DANONE",
    "SOMED",
    "LESIEUR CRISTAL",
    "CGI MAROC",
    "TOTALENERGIES MARKETING MAROC",
)
_MERCHANT_PAYERS = ("STE ALAMI DISTRIBUTION", "SARL NOUR EQUIPEMENT", "STE ATLAS NEGOCE", "CLIENT DIVERS")
_LENDERS = ("WAFASALAF", "EQDOM", "SALAFIN", "SOFAC", "CETELEM MAROC")
_CITIES = ("CASABLANCA", "RABAT", "MARRAKECH", "TANGER", "FES", "AGADIR", "KENITRA")
_UTILITIES = ("PRLV LYDEC", "PRLV REDAL", "PRLV AMENDIS", "PRLV ONEE")
_TELECOM = ("PRLV MAROC TELECOM", "PRLV INWI", "PRLV ORANGE MAROC")
_SHOPS = (
    "MARJANE",
    "CARREFOUR MARKET",
    "BIM",
    "ACIMA",
    "AFRIQUIA",
    "SHELL",
    "PHARMACIE",
    "DECATHLON",
    "LC WAIKIKI",
    "KITEA",
    "GLOVO",
)
_GAMBLING = ("MDJS PARIS SPORTIFS", "LOTERIE NATIONALE", "1XBET")


@dataclass(frozen=True, slots=True)
class _Plan:
    """What one simulated account looks like: the profile's figures drawn once per connection."""

    income: int  # centimes a month (salary) or mean monthly business income
    spend_low: float  # share of the month's income spent, drawn per month between these
    spend_high: float
    loans: tuple[tuple[str, int], ...]  # (lender, monthly instalment in centimes)
    opening: int  # centimes


def _profile_of(rng: random.Random, bank_code: str) -> Profile:
    forced = SANDBOX_BANKS.get(bank_code)
    draw = rng.random()  # always drawn, so a forced profile leaves the rest of the sequence unchanged
    if forced:
        return forced[1]
    total = sum(weight for _, weight in _PROFILE_WEIGHTS)
    point, cumulative = draw * total, 0
    for profile, weight in _PROFILE_WEIGHTS:
        cumulative += weight
        if point < cumulative:
            return profile
    return _PROFILE_WEIGHTS[-1][0]


def _plan(rng: random.Random, profile: Profile) -> tuple[_Plan, str]:
    """The account's figures and its income source (employer or "" for business income)."""
    cents = 100
    if profile == Profile.PUBLIC_SERVANT:
        income = rng.randrange(9_000, 17_000) * cents
        return _Plan(income, 0.62, 0.80, (), income * rng.randrange(100, 250) // 100), rng.choice(_PUBLIC_EMPLOYERS)
    if profile == Profile.PRIVATE_EMPLOYEE:
        income = rng.randrange(5_500, 14_000) * cents
        loans = ((rng.choice(_LENDERS), income * rng.randrange(10, 22) // 100),) if rng.random() < 0.5 else ()
        opening = income * rng.randrange(60, 130) // 100
        return _Plan(income, 0.80, 0.97, loans, opening), rng.choice(_PRIVATE_EMPLOYERS)
    if profile == Profile.MERCHANT:
        income = rng.randrange(8_000, 25_000) * cents
        return _Plan(income, 0.72, 1.02, (), income * rng.randrange(30, 140) // 100), ""
    if profile == Profile.INDEBTED:
        income = rng.randrange(6_000, 15_000) * cents
        lenders = rng.sample(_LENDERS, 3)
        shares = (rng.randrange(18, 26), rng.randrange(12, 20), rng.randrange(8, 14))
        debts = tuple((lender, income * share // 100) for lender, share in zip(lenders, shares, strict=True))
        opening = income * rng.randrange(30, 80) // 100
        return _Plan(income, 0.95, 1.03, debts, opening), rng.choice(_PRIVATE_EMPLOYERS)
    income = rng.randrange(5_000, 11_000) * cents  # risky
    return _Plan(income, 0.92, 1.12, (), income * rng.randrange(10, 40) // 100), rng.choice(_PRIVATE_EMPLOYERS)


def _split(rng: random.Random, total: int, parts: int) -> list[int]:
    """`total` centimes in `parts` uneven positive amounts, rounded to whole dirhams (the last takes the rest)."""
    if parts <= 0 or total <= 0:
        return []
    weights = [rng.random() + 0.2 for _ in range(parts)]
    scale = total / sum(weights)
    amounts = [max(100, int(w * scale) // 100 * 100) for w in weights[:-1]]
    amounts.append(max(100, total - sum(amounts)))
    return amounts


def simulate(connection_id: str, bank_code: str, as_of: date) -> list[Transaction]:
    """Twelve full months of a simulated account, oldest first (see the module docstring)."""
    rng = rng_for(connection_id)
    profile = _profile_of(rng, bank_code)
    plan, source = _plan(rng, profile)
    months = window(as_of)
    salary_day = rng.randrange(25, 29) if profile != Profile.PUBLIC_SERVANT else 27
    rent = plan.income * rng.randrange(18, 32) // 100 // 100 * 100
    landlord_by_transfer = rng.random() < 0.4
    utility, telecom = rng.choice(_UTILITIES), rng.choice(_TELECOM)
    city = rng.choice(_CITIES)
    loan_days = [rng.randrange(2, 11) for _ in plan.loans]
    events: list[tuple[int, int, str, int]] = []  # (month index, day, label, amount)

    for m in range(len(months)):
        day_events: list[tuple[int, str, int]] = []
        # income
        if profile == Profile.MERCHANT:
            month_income = int(plan.income * rng.uniform(0.35, 1.65))
            receipts = rng.randrange(3, 9)
            for amount in _split(rng, month_income, receipts):
                kind = rng.random()
                if kind < 0.45:
                    label = f"VERSEMENT ESPECES AGENCE {city}"
                elif kind < 0.75:
                    label = f"VIR RECU {rng.choice(_MERCHANT_PAYERS)}"
                else:
                    label = f"REMISE CHQ N {rng.randrange(1_000_000, 9_999_999)}"
                day_events.append((rng.randrange(1, 29), label, amount))
        else:
            month_income = plan.income + rng.randrange(-2, 3) * plan.income // 200  # +-1 % (overtime, primes)
            missed = profile == Profile.RISKY and rng.random() < 0.15
            day = min(28, max(1, salary_day + (rng.randrange(-6, 7) if profile == Profile.RISKY else 0)))
            if not missed:
                day_events.append((day, f"VIR SALAIRE {source}", month_income))
            else:
                month_income = 0
        # fixed debits
        rent_label = "VIR LOYER M. BENNANI" if landlord_by_transfer else "PRLV LOYER"
        day_events.append((rng.randrange(1, 6), rent_label, -rent))
        day_events.append((rng.randrange(8, 16), f"{utility} FACTURE", -rng.randrange(250, 750) * 100))
        day_events.append((rng.randrange(10, 20), f"{telecom} ABONNEMENT", -rng.randrange(99, 399) * 100))
        for (lender, instalment), day in zip(plan.loans, loan_days, strict=True):
            day_events.append((day, f"PRLV CREDIT {lender}", -instalment))
        day_events.append((28, "COMMISSION TENUE DE COMPTE", -rng.randrange(15, 35) * 100))
        fixed = rent + sum(i for _, i in plan.loans)
        # variable spending: card payments, cash, and for a risky account gambling and bounced cheques
        reference = month_income or plan.income // 2  # a month without salary still has bills, on credit
        variable = max(0, int(reference * rng.uniform(plan.spend_low, plan.spend_high)) - fixed)
        if profile == Profile.RISKY:
            gambling = variable * rng.randrange(8, 20) // 100
            variable -= gambling
            for amount in _split(rng, gambling, rng.randrange(2, 7)):
                day_events.append((rng.randrange(1, 29), f"PAIEMENT TPE {rng.choice(_GAMBLING)}", -amount))
            if rng.random() < 0.3:
                cheque = rng.randrange(1_000_000, 9_999_999)
                day_events.append(
                    (rng.randrange(5, 27), f"FRAIS REJET CHQ IMPAYE N {cheque}", -rng.randrange(150, 300) * 100)
                )
            if rng.random() < 0.35:
                large = max(LARGE_CASH_FLOOR, plan.income * rng.randrange(55, 80) // 100) // 10_000 * 10_000
                variable = max(0, variable - large)
                day_events.append((rng.randrange(1, 29), f"RETRAIT GAB {city}", -large))
        cash_share = rng.uniform(0.15, 0.35)
        cash = int(variable * cash_share)
        for amount in _split(rng, cash // 10_000 * 10_000, rng.randrange(2, 6)):
            day_events.append((rng.randrange(1, 29), f"RETRAIT GAB {rng.choice(_CITIES)}", -amount))
        for amount in _split(rng, variable - cash, rng.randrange(8, 22)):
            shop = rng.choice(_SHOPS)
            prefix = "PAIEMENT INTERNET" if shop == "GLOVO" else "PAIEMENT TPE"
            day_events.append((rng.randrange(1, 29), f"{prefix} {shop} {city}", -amount))
        day_events.sort(key=lambda event: event[0])  # stable: same-day events keep their draw order
        events.extend((m, day, label, amount) for day, label, amount in day_events)

    # balances in order; debit interest ("AGIOS DEBITEURS") closes every month the account was overdrawn
    transactions: list[Transaction] = []
    balance = plan.opening
    firsts = [date(int(month[:4]), int(month[5:]), 1) for month in months]
    overdrawn = False
    for position, (m, day, label, amount) in enumerate(events):
        balance += amount
        overdrawn = overdrawn or balance < 0
        transactions.append(
            Transaction(
                f"txn_{len(transactions) + 1:04d}",
                firsts[m].replace(day=day),
                label,
                amount,
                balance,
                categorise(label, amount),
            )
        )
        month_ends = position + 1 == len(events) or events[position + 1][0] != m
        if month_ends and overdrawn:
            balance += OVERDRAFT_INTEREST
            transactions.append(
                Transaction(
                    f"txn_{len(transactions) + 1:04d}",
                    firsts[m].replace(day=28),
                    "AGIOS DEBITEURS",
                    OVERDRAFT_INTEREST,
                    balance,
                    Category.BANK_FEES,
                )
            )
        if month_ends:
            overdrawn = False
    return transactions


# the analysis -----------------------------------------------------------------------------------------------
LARGE_CASH_FLOOR = 500_000  # centimes: a cash withdrawal of 5,000 MAD or more ...
LARGE_CASH_SHARE = 0.5  # ... and at least half the average monthly income is "large"
REGULAR_MIN_COVERAGE = 0.75  # the income source paid in at least 3 months out of 4 ...
REGULAR_MAX_AMOUNT_CV = 0.25  # ... amounts within 25 % (coefficient of variation) ...
REGULAR_MAX_DAY_SPREAD = 5  # ... on days of the month at most 5 days apart: pattern `monthly`


class FlagKind(StrEnum):
    OVERDRAFT = "overdraft"
    BOUNCED_CHECK = "bounced_check"
    GAMBLING = "gambling"
    LARGE_CASH_WITHDRAWAL = "large_cash_withdrawal"
    DEBT_PAYMENT = "debt_payment"


_FLAG_COUNTS = {
    FlagKind.OVERDRAFT: "overdrafts",
    FlagKind.BOUNCED_CHECK: "bounced_checks",
    FlagKind.GAMBLING: "gambling_transactions",
    FlagKind.LARGE_CASH_WITHDRAWAL: "large_cash_withdrawals",
    FlagKind.DEBT_PAYMENT: "debt_payments_detected",
}


def flagged_item(kind: str, txn: Transaction) -> str:
    """How a flagged transaction reads in `risk_flags.flagged_items`."""
    return f"{kind}: {txn.date.isoformat()} {txn.label} {txn.amount / 100:.2f} ({txn.id})"


def _mean(values: Iterable[float]) -> float:
    items = list(values)
    return math.fsum(items) / len(items)


def _pstdev(values: Sequence[float]) -> float:
    mean = _mean(values)
    return math.sqrt(math.fsum((v - mean) ** 2 for v in values) / len(values))


def _median_low(values: Sequence[int]) -> int:
    return sorted(values)[(len(values) - 1) // 2]


def month_of(day: date) -> str:
    return f"{day.year:04d}-{day.month:02d}"


def months_between(first: date, last: date) -> list[str]:
    return [
        f"{m // 12:04d}-{m % 12 + 1:02d}" for m in range(first.year * 12 + first.month - 1, last.year * 12 + last.month)
    ]


def flags_of(transactions: Sequence[Transaction], monthly_income: float) -> list[tuple[FlagKind, Transaction]]:
    """Every (flag, transaction) that raises it, in transaction order. Overdraft: a transaction that takes the
    balance from zero or more to below zero. Large cash withdrawal: cash of at least LARGE_CASH_FLOOR and at
    least LARGE_CASH_SHARE of the average monthly income (centimes)."""
    large_cash = max(LARGE_CASH_FLOOR, LARGE_CASH_SHARE * monthly_income)
    found: list[tuple[FlagKind, Transaction]] = []
    for txn in transactions:
        before = txn.balance_after - txn.amount
        if before >= 0 > txn.balance_after:
            found.append((FlagKind.OVERDRAFT, txn))
        if txn.category == Category.BOUNCED_CHEQUE:
            found.append((FlagKind.BOUNCED_CHECK, txn))
        elif txn.category == Category.GAMBLING:
            found.append((FlagKind.GAMBLING, txn))
        elif txn.category == Category.LOAN_REPAYMENT:
            found.append((FlagKind.DEBT_PAYMENT, txn))
        elif txn.category == Category.CASH_WITHDRAWAL and -txn.amount >= large_cash:
            found.append((FlagKind.LARGE_CASH_WITHDRAWAL, txn))
    return found


def monthly_series(transactions: Sequence[Transaction], months: Sequence[str]) -> list[dict[str, Any]]:
    """Per month (oldest first): income (sum of credits), expenses (sum of debits, positive), net, and the
    end-of-month balance (balance after the month's last transaction, else the previous month's end)."""
    income = dict.fromkeys(months, 0)
    expenses = dict.fromkeys(months, 0)
    end: dict[str, int] = {}
    for txn in transactions:
        month = month_of(txn.date)
        if month not in income:
            continue
        if txn.amount >= 0:
            income[month] += txn.amount
        else:
            expenses[month] -= txn.amount
        end[month] = txn.balance_after
    carried = transactions[0].balance_after - transactions[0].amount if transactions else 0
    rows = []
    for month in months:
        carried = end.get(month, carried)
        rows.append(
            {
                "month": month,
                "income": _mad(income[month]),
                "expenses": _mad(expenses[month]),
                "net": _mad(income[month] - expenses[month]),
                "end_balance": _mad(carried),
            }
        )
    return rows


def _income_regularity(transactions: Sequence[Transaction], months: Sequence[str]) -> dict[str, Any]:
    """Pattern `monthly` when one source (employer or pension payer: the label after `VIR SALAIRE`) pays
    regularly; `irregular` when there is income but no such source; `none` without any credit.
    score = 0.5 coverage + 0.3 amount stability + 0.2 day stability, each in [0, 1] (docs/bank.md)."""
    by_source: dict[str, dict[str, list[Transaction]]] = {}
    income_by_month = dict.fromkeys(months, 0)
    for txn in transactions:
        if txn.amount <= 0 or month_of(txn.date) not in income_by_month:
            continue
        income_by_month[month_of(txn.date)] += txn.amount
        if txn.category == Category.SALARY:
            source = txn.label
            for prefix in INCOME_SOURCE_PREFIXES:
                if source.upper().startswith(prefix):
                    source = source[len(prefix) :]
            by_source.setdefault(source.strip(), {}).setdefault(month_of(txn.date), []).append(txn)
    n = len(months) or 1
    if not any(income_by_month.values()):
        return {
            "score": 0.0,
            "pattern": "none",
            "employer": "",
            "day_of_month": 0,
            "consecutive_months": 0,
            "risk": "high",
        }
    employer, paid = "", dict[str, list[Transaction]]()
    if by_source:
        employer, paid = max(by_source.items(), key=lambda item: (len(item[1]), item[0]))
    if paid:
        amounts = [sum(t.amount for t in paid.get(month, [])) for month in months if month in paid]
        days = [min(t.date.day for t in paid[month]) for month in months if month in paid]
        coverage = len(paid) / n
        cv = _pstdev(amounts) / _mean(amounts)
        spread = max(days) - min(days)
        day_of_month = int(_median_low(days))
        day_stability = max(0.0, 1 - spread / (2 * REGULAR_MAX_DAY_SPREAD))
        regular = coverage >= REGULAR_MIN_COVERAGE and cv <= REGULAR_MAX_AMOUNT_CV and spread <= REGULAR_MAX_DAY_SPREAD
        with_income = set(paid)
    else:
        positive = [v for v in income_by_month.values()]
        coverage = sum(1 for v in positive if v > 0) / n
        cv = _pstdev(positive) / _mean(positive)
        day_of_month, day_stability, regular = 0, 0.0, False
        with_income = {month for month, value in income_by_month.items() if value > 0}
    streak = 0
    for month in reversed(months):
        if month not in with_income:
            break
        streak += 1
    score = round(0.5 * coverage + 0.3 * max(0.0, 1 - cv) + 0.2 * day_stability, 4)
    risk = "low" if regular and score >= 0.75 else "medium" if score >= 0.5 else "high"
    return {
        "score": score,
        "pattern": "monthly" if regular else "irregular",
        "employer": employer,
        "day_of_month": day_of_month,
        "consecutive_months": streak,
        "risk": risk,
    }


def _average_daily_balance(transactions: Sequence[Transaction], months: Sequence[str]) -> float:
    """Mean end-of-day balance over every day of the months (centimes)."""
    first = date(int(months[0][:4]), int(months[0][5:]), 1)
    last_month = date(int(months[-1][:4]), int(months[-1][5:]), 28)
    end = (last_month + timedelta(days=4)).replace(day=1)  # the day after the window
    balance = transactions[0].balance_after - transactions[0].amount if transactions else 0
    total, day = 0, first
    for txn in transactions:
        if txn.date < first or txn.date >= end:
            continue
        total += balance * (txn.date - day).days
        day, balance = txn.date, txn.balance_after
    total += balance * (end - day).days
    return total / (end - first).days


def analyse(transactions: Sequence[Transaction], months: Sequence[str] | None = None) -> dict[str, Any]:
    """The cash-flow analysis of an account's transactions (oldest first), over `months` ("YYYY-MM", oldest
    first; by default every month from the first transaction to the last). The spec's fields, plus `months`:
    the monthly series (`monthly_series`). Formulas: docs/bank.md."""
    if months is None:
        months = months_between(transactions[0].date, transactions[-1].date) if transactions else []
    months = list(months)
    wanted = set(months)
    in_window = [t for t in transactions if month_of(t.date) in wanted]  # the balance before it opens the window
    series = monthly_series(in_window, months)
    n = len(months) or 1
    income = sum(t.amount for t in in_window if t.amount >= 0)
    expenses = -sum(t.amount for t in in_window if t.amount < 0)
    debt = -sum(t.amount for t in in_window if t.category == Category.LOAN_REPAYMENT)
    monthly_income = income / n
    flags = flags_of(in_window, monthly_income)
    counts = dict.fromkeys(_FLAG_COUNTS.values(), 0)
    for kind, _ in flags:
        counts[_FLAG_COUNTS[kind]] += 1
    if income > 0:
        savings_rate = max(-1.0, min(1.0, (income - expenses) / income))
        dti = min(1.0, debt / income)
    else:
        savings_rate = -1.0 if expenses > 0 else 0.0
        dti = 1.0 if debt > 0 else 0.0
    return {
        "income_regularity": _income_regularity(in_window, months),
        "risk_flags": {**counts, "flagged_items": [flagged_item(kind, txn) for kind, txn in flags]},
        "savings_rate": round(savings_rate, 4),
        "estimated_dti": round(dti, 4),
        "avg_end_of_month_balance": round(_mean(row["end_balance"] for row in series), 2) if series else 0.0,
        "avg_balance": _mad(_average_daily_balance(in_window, months)) if months else 0.0,
        "monthly_income": _mad(monthly_income),
        "monthly_expenses": _mad(expenses / n),
        "months": series,
    }


def account_last4(connection_id: str) -> str:
    """The masked account number's last four digits, drawn from the id apart from the transactions."""
    digest = hashlib.sha256(f"account:{connection_id}".encode()).digest()
    return f"{int.from_bytes(digest[:4], 'big') % 10_000:04d}"


def summary(transactions: Sequence[Transaction], analysis: dict[str, Any]) -> dict[str, Any]:
    """The figures a Bank connection resource carries (`cash_flow_data` is the monthly series)."""
    return {
        "avg_balance": analysis["avg_balance"],
        "monthly_income": analysis["monthly_income"],
        "monthly_expenses": analysis["monthly_expenses"],
        "transaction_count": len(transactions),
        "cash_flow_data": {"currency": CURRENCY, "months": analysis["months"]},
    }


def simulated_analysis(connection_id: str, bank_code: str, as_of: date) -> tuple[list[Transaction], dict[str, Any]]:
    """The simulated transactions of a Sandbox connection and their analysis."""
    transactions = simulate(connection_id, bank_code, as_of)
    return transactions, analyse(transactions, window(as_of))
