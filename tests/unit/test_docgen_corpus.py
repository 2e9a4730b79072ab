"""The evaluation corpus's generator (tests/support/docgen.py): its labels must be right, or every accuracy
figure measured against them is wrong."""

from __future__ import annotations

import io
from collections import Counter

import pytest

from tests.support import docgen


def test_an_applicant_is_the_same_for_the_same_seed_and_another_for_another_seed() -> None:
    # given / when
    first, again, other = docgen.applicant(3), docgen.applicant(3), docgen.applicant(4)

    # then
    assert first == again
    assert first != other


@pytest.mark.parametrize("seed", range(20))
def test_an_applicants_amounts_and_keys_hold_together(seed: int) -> None:
    # given
    v = docgen.applicant(seed)

    # when
    cnss = round(min(v["gross_salary"], 6000) * 0.0448, 2)
    amo = round(v["gross_salary"] * 0.0226, 2)

    # then: gross - CNSS - AMO - IR = net with IR >= 0; opening + credit - debit = closing; the RIB key checks
    assert v["net_salary"] == pytest.approx(v["gross_salary"] - cnss - amo - v["_igr"], abs=0.011)
    assert v["_igr"] >= 0
    assert v["closing_balance"] == pytest.approx(v["opening_balance"] + v["net_salary"] - v["_rent"], abs=0.011)
    assert len(v["rib"]) == 24 and int(v["rib"]) % 97 == 0
    assert v["date_of_birth"] < v["hire_date"] <= v["affiliation_date"] < v["statement_period_start"]


def test_every_type_has_thirty_two_layouts_and_ac_ad_ae_and_af_are_held_out() -> None:
    # given / when
    held = {t: [layout for layout in docgen.LAYOUTS if layout in docgen.HELD_OUT[t]] for t in docgen.PAGES}
    pages = [
        docgen.Specimen("x", "c", t, layout, "clean", "png", docgen.applicant(0), {}, 0).page()
        for t in docgen.PAGES
        for layout in docgen.LAYOUTS
    ]

    # then: every layout draws every type, and ac, ad, ae and af are held out
    assert len(pages) == len(docgen.PAGES) * 32 and all(page.items for page in pages)
    assert held == {t: ["ac", "ad", "ae", "af"] for t in docgen.PAGES}


def test_the_corpus_is_about_half_degraded_and_covers_every_type_layout_and_condition() -> None:
    # given / when
    documents = [d for case in docgen.corpus(0, 2 * len(docgen.LAYOUTS)) for d in case.documents]
    conditions = Counter(d.condition for d in documents)

    # then
    assert 0.4 <= conditions["degraded"] / len(documents) <= 0.6
    assert {(d.document_type, d.layout) for d in documents} == {(t, x) for t in docgen.PAGES for x in docgen.LAYOUTS}
    assert {(d.layout, d.condition) for d in documents} == {(x, c) for x in docgen.LAYOUTS for c in docgen.CONDITIONS}
    assert set(conditions) == set(docgen.CONDITIONS)
    assert not any(d.condition == "born_digital" for d in documents if d.document_type in docgen._CARDS)


def test_a_cases_documents_disagree_exactly_on_its_declared_conflicts() -> None:
    # given
    cases = docgen.corpus(0, 6)

    for case in cases:
        # when: the values each field takes across the case's documents (a payslip's period is its own)
        values: dict[str, set[str]] = {}
        for document in case.documents:
            for name, value in document.labels.items():
                values.setdefault(name, set()).add(str(value))
        disagreeing = {name for name, seen in values.items() if len(seen) > 1 and name != "pay_period"}

        # then
        assert disagreeing == case.expected_conflicts, case.case_id
    assert {frozenset(), frozenset({"gross_salary", "net_salary"}), frozenset({"employer", "employer_cnss"})} == {
        c.expected_conflicts for c in cases
    }


def test_amounts_and_dates_take_the_forms_lenders_see() -> None:
    # given / when / then
    assert docgen.amount_form(12345.67, "dh") == "12 345,67 DH"
    assert docgen.amount_form(12345.67, "dots") == "12.345,67"
    assert docgen.amount_form(12345.67, "mad") == "12 345,67 MAD"
    assert docgen.date_form("2018-05-06", "slash") == "06/05/2018"
    assert docgen.date_form("2018-05-06", "words") == "6 mai 2018"
    assert docgen.amount_words(9876.54) == "neuf mille huit cent soixante-seize dirhams et cinquante-quatre centimes"
    assert docgen.number_words(80_000) == "quatre-vingt mille"


def test_a_degraded_scan_is_a_150_dpi_jpeg_of_half_the_pixels() -> None:
    from PIL import Image

    # given
    spec = next(
        d
        for case in docgen.corpus(0, 2)
        for d in case.documents
        if d.condition == "degraded" and d.fmt == "jpeg" and d.document_type in docgen._CARDS
    )

    # when
    image = Image.open(io.BytesIO(spec.render()))

    # then
    assert image.format == "JPEG"
    assert image.size == (docgen.CARD[0] // 2, docgen.CARD[1] // 2)
    assert round(image.info["dpi"][0]) == 150


def test_a_second_month_s_payslip_adds_up_as_the_first_one_does() -> None:
    # given: the cases that carry a second payslip (another month, a fifth of it lost to an unpaid absence)
    seconds = [d for case in docgen.corpus(0, 12) for d in case.documents if "payslip2" in d.name]

    for document in seconds:
        # when
        v = document.values
        cnss = round(min(v["gross_salary"], 6000) * 0.0448, 2)
        amo = round(v["gross_salary"] * 0.0226, 2)

        # then: gross - CNSS - AMO - IR = net, so the reader has no reason to doubt its net
        assert v["net_salary"] == pytest.approx(v["gross_salary"] - cnss - amo - v["_igr"], abs=0.011)
        assert v["_igr"] >= 0
    assert seconds
