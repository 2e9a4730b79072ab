"""Pure tests of casefile.domain.bank: the Sandbox simulation (deterministic, realistic profiles, Moroccan
labels) and the cash-flow analysis (properties that hold for any transactions, and for simulated ones)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from casefile.domain import bank
from casefile.domain.bank import Category, FlagKind, Transaction

AS_OF = date(2026, 11, 23)
MONTHS = bank.window(AS_OF)
PROPERTY = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def simulated(connection_id: str, bank_code: str = "cih_bank") -> tuple[list[Transaction], dict]:
    return bank.simulated_analysis(connection_id, bank_code, AS_OF)


# determinism ----------------------------------------------------------------------------------------------
_CHILD = """
import json, sys
from datetime import date
from casefile.domain import bank
_, analysis = bank.simulated_analysis(sys.argv[1], sys.argv[2], date(2026, 11, 23))
sys.stdout.write(json.dumps(analysis, sort_keys=True))
"""


def test_given_one_connection_id_when_two_processes_analyse_it_then_the_analysis_is_byte_identical() -> None:
    # given a connection id, analysed here (a process with its own hash salt)
    connection_id = "5f0c7f0e-0d7a-4a53-9d43-0b6f3f8e2c11"
    _, here = simulated(connection_id, "attijariwafa_bank")
    # when a fresh interpreter, with another PYTHONHASHSEED, analyses the same id
    env = {"PYTHONHASHSEED": "12345", "PATH": "", "PYTHONPATH": ":".join(sys.path)}
    child = subprocess.run(  # noqa: S603 - our own interpreter and script
        [sys.executable, "-c", _CHILD, connection_id, "attijariwafa_bank"],
        env=env,
        capture_output=True,
        check=True,
        text=True,
    )
    # then both produce the same bytes
    assert child.stdout == json.dumps(here, sort_keys=True)


def test_given_two_ids_when_simulated_then_their_accounts_differ() -> None:
    first, _ = simulated("id-one")
    second, _ = simulated("id-two")
    assert [t.amount for t in first] != [t.amount for t in second]


def test_given_one_id_when_simulated_at_another_date_then_only_the_dates_move() -> None:
    # the draws do not depend on the calendar: a later connection date shifts the months, not the amounts
    early = bank.simulate("same-id", "bmci", AS_OF)
    late = bank.simulate("same-id", "bmci", AS_OF + timedelta(days=200))
    assert [(t.label, t.amount) for t in early] == [(t.label, t.amount) for t in late]
    assert early[0].date != late[0].date


# the simulation --------------------------------------------------------------------------------------------
def test_given_a_connection_date_when_simulated_then_twelve_full_months_before_it_oldest_first() -> None:
    transactions, _ = simulated("window-id")
    assert MONTHS[0] == "2025-11" and MONTHS[-1] == "2026-10" and len(MONTHS) == 12
    assert [t.date for t in transactions] == sorted(t.date for t in transactions)
    assert {bank.month_of(t.date) for t in transactions} == set(MONTHS)


def test_given_transactions_when_simulated_then_each_balance_follows_from_the_previous() -> None:
    transactions, _ = simulated("balance-id", "sandbox_risky")
    for before, after in itertools.pairwise(transactions):
        assert after.balance_after == before.balance_after + after.amount


def test_given_a_sandbox_good_account_then_a_regular_public_salary_savings_and_no_risk_flag() -> None:
    _, analysis = simulated("demo-1", "sandbox_good")
    regularity = analysis["income_regularity"]
    assert regularity["pattern"] == "monthly" and regularity["risk"] == "low"
    assert regularity["employer"].startswith("TGR ")
    assert regularity["consecutive_months"] == 12
    assert analysis["savings_rate"] > 0.15
    assert analysis["estimated_dti"] == 0
    flags = analysis["risk_flags"]
    assert flags["overdrafts"] == flags["gambling_transactions"] == flags["bounced_checks"] == 0


def test_given_a_sandbox_risky_account_then_overdrafts_gambling_and_bounced_cheques() -> None:
    for connection_id in ("demo-1", "demo-2", "demo-3"):
        _, analysis = simulated(connection_id, "sandbox_risky")
        flags = analysis["risk_flags"]
        assert flags["overdrafts"] >= 1 and flags["gambling_transactions"] >= 1
        assert analysis["savings_rate"] < 0.05
    bounced = sum(simulated(f"demo-{n}", "sandbox_risky")[1]["risk_flags"]["bounced_checks"] for n in range(3))
    assert bounced >= 1


def test_given_a_sandbox_irregular_account_then_merchant_income_without_an_employer() -> None:
    _, analysis = simulated("demo-1", "sandbox_irregular")
    regularity = analysis["income_regularity"]
    assert (regularity["pattern"], regularity["employer"], regularity["day_of_month"]) == ("irregular", "", 0)
    assert regularity["risk"] in ("medium", "high")


def test_given_a_sandbox_indebted_account_then_a_high_debt_to_income_ratio() -> None:
    _, analysis = simulated("demo-1", "sandbox_indebted")
    assert analysis["estimated_dti"] >= 0.38
    assert analysis["risk_flags"]["debt_payments_detected"] >= 24


def test_given_many_ids_of_a_real_bank_then_the_profiles_spread() -> None:
    patterns, indebted, overdrawn = set(), 0, 0
    for n in range(40):
        _, analysis = simulated(f"spread-{n}", "banque_populaire")
        patterns.add(analysis["income_regularity"]["pattern"])
        indebted += analysis["estimated_dti"] > 0.35
        overdrawn += analysis["risk_flags"]["overdrafts"] > 0
    assert patterns == {"monthly", "irregular"}
    assert 0 < indebted < 40 and 0 < overdrawn < 40


def test_given_simulated_labels_then_they_read_as_a_moroccan_bank_prints_them() -> None:
    transactions, _ = simulated("labels-id", "sandbox_indebted")
    prefixes = {" ".join(t.label.split()[:2]) for t in transactions}
    assert {"VIR SALAIRE", "RETRAIT GAB", "PAIEMENT TPE", "PRLV CREDIT"} <= prefixes


@pytest.mark.parametrize(
    ("label", "amount", "category"),
    [
        ("VIR SALAIRE OCP SA", 900_000, Category.SALARY),
        ("VERSEMENT ESPECES AGENCE FES", 50_000, Category.CASH_DEPOSIT),
        ("VIR RECU STE ATLAS NEGOCE", 50_000, Category.BUSINESS_INCOME),
        ("RETRAIT GAB RABAT", -40_000, Category.CASH_WITHDRAWAL),
        ("PAIEMENT TPE MARJANE CASABLANCA", -30_000, Category.CARD_PAYMENT),
        ("PAIEMENT TPE MDJS PARIS SPORTIFS", -10_000, Category.GAMBLING),
        ("PRLV CREDIT WAFASALAF", -150_000, Category.LOAN_REPAYMENT),
        ("FRAIS REJET CHQ IMPAYE N 1234567", -20_000, Category.BOUNCED_CHEQUE),
        ("PRLV LYDEC FACTURE", -40_000, Category.UTILITIES),
        ("VIR EMIS M. ALAOUI", -40_000, Category.TRANSFER_OUT),
    ],
)
def test_given_a_label_when_categorised_then_its_category(label: str, amount: int, category: Category) -> None:
    assert bank.categorise(label, amount) == category


def test_given_the_bank_list_then_moroccan_banks_and_the_four_sandbox_test_banks() -> None:
    listed = {entry["code"]: entry for entry in bank.bank_list()}
    assert listed["attijariwafa_bank"]["name"] == "Attijariwafa bank"
    assert listed["bank_of_africa"]["name"] == "BMCE Bank of Africa"
    assert listed["cih_bank"]["test_profile"] is None
    forced = {code: entry["test_profile"] for code, entry in listed.items() if entry["test_profile"]}
    assert forced == {
        "sandbox_good": "public_servant",
        "sandbox_risky": "risky",
        "sandbox_irregular": "merchant",
        "sandbox_indebted": "indebted",
    }
    assert tuple(listed) == bank.BANK_CODES


# properties of the analysis -----------------------------------------------------------------------------------
_LABELS = (
    "VIR SALAIRE ACME SARL",
    "VIR SALAIRE OTHER SA",
    "VERSEMENT ESPECES AGENCE FES",
    "VIR RECU CLIENT",
    "PRLV LOYER",
    "PRLV ONEE FACTURE",
    "PAIEMENT TPE MARJANE",
    "PAIEMENT TPE LOTERIE NATIONALE",
    "RETRAIT GAB RABAT",
    "PRLV CREDIT EQDOM",
    "FRAIS REJET CHQ IMPAYE N 1",
    "VIR EMIS M. X",
)


@st.composite
def accounts(draw: st.DrawFn) -> list[Transaction]:
    """Any account in MONTHS: a few hundred transactions with labels of every category, balances chained."""
    first = date(2025, 11, 1)
    count = draw(st.integers(min_value=0, max_value=120))
    rows = draw(
        st.lists(
            st.tuples(
                st.integers(min_value=0, max_value=364),
                st.sampled_from(_LABELS),
                st.integers(min_value=1, max_value=3_000_000),
            ),
            min_size=count,
            max_size=count,
        )
    )
    balance = draw(st.integers(min_value=-500_000, max_value=2_000_000))
    out = []
    for index, (offset, label, size) in enumerate(sorted(rows, key=lambda row: row[0])):
        amount = size if label.startswith(("VIR SALAIRE", "VERSEMENT", "VIR RECU")) else -size
        balance += amount
        day = first + timedelta(days=offset)
        out.append(Transaction(f"t{index}", day, label, amount, balance, bank.categorise(label, amount)))
    return out


def _criteria(txn: Transaction, monthly_income_cents: float) -> set[str]:
    """The flags a transaction should raise, by the documented rules (written independently of flags_of)."""
    found = set()
    if txn.balance_after - txn.amount >= 0 > txn.balance_after:
        found.add(FlagKind.OVERDRAFT)
    if txn.category == Category.BOUNCED_CHEQUE:
        found.add(FlagKind.BOUNCED_CHECK)
    if txn.category == Category.GAMBLING:
        found.add(FlagKind.GAMBLING)
    if txn.category == Category.LOAN_REPAYMENT:
        found.add(FlagKind.DEBT_PAYMENT)
    if txn.category == Category.CASH_WITHDRAWAL and -txn.amount >= max(500_000, 0.5 * monthly_income_cents):
        found.add(FlagKind.LARGE_CASH_WITHDRAWAL)
    return found


def check_analysis(transactions: list[Transaction], analysis: dict) -> None:
    # rates within sane bounds
    assert -1 <= analysis["savings_rate"] <= 1
    assert 0 <= analysis["estimated_dti"] <= 1
    assert 0 <= analysis["income_regularity"]["score"] <= 1
    assert 0 <= analysis["income_regularity"]["consecutive_months"] <= len(MONTHS)
    # monthly figures are the transaction sums
    series = {row["month"]: row for row in analysis["months"]}
    assert list(series) == MONTHS
    for month in MONTHS:
        inside = [t for t in transactions if bank.month_of(t.date) == month]
        assert series[month]["income"] == round(sum(t.amount for t in inside if t.amount >= 0) / 100, 2)
        assert series[month]["expenses"] == round(-sum(t.amount for t in inside if t.amount < 0) / 100, 2)
        if inside:
            assert series[month]["end_balance"] == round(inside[-1].balance_after / 100, 2)
    income = sum(t.amount for t in transactions if t.amount >= 0)
    assert analysis["monthly_income"] == round(income / 12 / 100, 2)
    assert analysis["monthly_expenses"] == round(-sum(t.amount for t in transactions if t.amount < 0) / 12 / 100, 2)
    # every flag count is the number of its flagged items, and the items are exactly the transactions behind it
    expected = [
        bank.flagged_item(kind, txn) for txn in transactions for kind in FlagKind if kind in _criteria(txn, income / 12)
    ]
    flags = analysis["risk_flags"]
    assert sorted(flags["flagged_items"]) == sorted(expected)
    for kind, field in (
        ("overdraft", "overdrafts"),
        ("bounced_check", "bounced_checks"),
        ("gambling", "gambling_transactions"),
        ("large_cash_withdrawal", "large_cash_withdrawals"),
        ("debt_payment", "debt_payments_detected"),
    ):
        assert flags[field] == sum(item.startswith(kind + ": ") for item in flags["flagged_items"])


@PROPERTY
@given(transactions=accounts())
def test_any_account_when_analysed_then_bounded_rates_consistent_flags_and_monthly_sums(transactions) -> None:
    check_analysis(transactions, bank.analyse(transactions, MONTHS))


@settings(max_examples=15, deadline=None)
@given(connection_id=st.uuids().map(str), bank_code=st.sampled_from(bank.BANK_CODES))
def test_any_simulated_account_when_analysed_then_the_same_properties_hold(connection_id, bank_code) -> None:
    transactions, analysis = simulated(connection_id, bank_code)
    check_analysis(transactions, analysis)


def test_given_no_transactions_then_an_empty_analysis_with_pattern_none() -> None:
    analysis = bank.analyse([], MONTHS)
    assert analysis["income_regularity"]["pattern"] == "none"
    assert (analysis["savings_rate"], analysis["estimated_dti"], analysis["monthly_income"]) == (0, 0, 0)


def test_given_transactions_before_the_window_then_the_window_opens_with_the_balance_they_left() -> None:
    # given a transaction a month before the window, then nothing until the window's second month
    before = Transaction("t0", date(2025, 10, 15), "VIR SALAIRE ACME", 100_000, 300_000, Category.SALARY)
    inside = Transaction("t1", date(2025, 12, 10), "RETRAIT GAB FES", -50_000, 250_000, Category.CASH_WITHDRAWAL)
    # when the window is analysed
    analysis = bank.analyse([before, inside], MONTHS)
    # then its first month ends with the balance the earlier transaction left, and counts no income
    assert analysis["months"][0]["end_balance"] == 3000.0
    assert analysis["monthly_income"] == 0
