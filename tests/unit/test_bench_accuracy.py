"""bench.accuracy scores what the issue defines: numbers within 0.01, dates as dates, strings ignoring case and
whitespace but not accents; `--only TYPE` keeps the full run's files of that type and the conflicts they still
carry."""

from __future__ import annotations

import pytest

from bench.accuracy import _only, matches
from tests.support import docgen


@pytest.mark.parametrize(
    ("field", "expected", "got", "right"),
    [
        ("net_salary", 12345.67, 12345.675, True),
        ("net_salary", 12345.67, "12345,67", True),
        ("net_salary", 12345.67, 12345.69, False),
        ("hire_date", "2018-05-06", "2018-05-06", True),
        ("hire_date", "2018-05-06", "2018-06-05", False),
        ("applicant_name", "Youssef El Amrani", "YOUSSEF  EL AMRANI", True),
        ("bank_name", "Société Générale Maroc", "SOCIETE GENERALE MAROC", False),
        ("employer", "Atlas Industries SARL", None, False),
        ("mrz_valid", True, False, False),
    ],
)
def test_a_value_is_right_as_the_issue_defines_it(field: str, expected: object, got: object, right: bool) -> None:
    # given a label and what the reader returned, when scored, then
    assert matches(field, expected, got) is right


def test_only_keeps_the_full_runs_documents_of_one_type_and_the_conflicts_they_still_show() -> None:
    # given the corpus (case 1: a second payslip of another month's pay; case 2: a certificate of another employer)
    full = docgen.corpus(0, 3)

    # when only the payslips are kept
    payslips = _only(full, "payslip")

    # then the same files remain, and only the pay conflict is still expected (the payslips agree on employer)
    assert [d.name for c in payslips for d in c.documents] == [
        d.name for c in full for d in c.documents if d.document_type == "payslip"
    ]
    assert {c.case_id: c.expected_conflicts for c in payslips} == {
        "s0c0": frozenset(),
        "s0c1": frozenset({"gross_salary", "net_salary"}),
        "s0c2": frozenset(),
    }
