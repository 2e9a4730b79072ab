"""Documents domain: value parsers, identifier checks, classification and extraction on text, merge."""

from __future__ import annotations

import json
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from casefile.domain.documents import (
    DOCUMENT_TYPES,
    FIELD_NAMES,
    ExtractedField,
    SourceDocument,
    TextLine,
    classify,
    extract_fields,
    merge_fields,
)
from casefile.domain.documents.mrz import check_digit as mrz_check_digit
from casefile.domain.documents.mrz import read as read_mrz
from casefile.domain.documents.spans import amounts, cins, dates, valid_rib
from casefile.domain.documents.values import rib_key
from tests.support import docgen

TODAY = date(2026, 11, 28)


# values ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Date d'embauche : 01/03/2019", "2019-03-01"),
        ("Né le 12.03.1988", "1988-03-12"),
        ("depuis le 3 mars 2019", "2019-03-03"),
        ("le 1er août 2020", "2020-08-01"),
        ("31/02/2020", None),
        ("pas de date", None),
        ("27 O1 1983", "1983-01-27"),  # an O read for a zero beside a figure
        ("Octobre 2019 au 01/1O/2020", "2020-10-01"),  # not the O of a month's word
        ("Période : 1'mars 2025 — 31: mars 2025", "2025-03-31"),  # a speck read as a colon after the day
    ],
)
def test_dates_are_read_as_iso_or_not_at_all(text, expected):
    found = [f.value for f in dates(text)]
    assert (found[-1] if found else None) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Net à payer : 9 876,54", 9876.54),
        ("Salaire brut 12.500,00 DH", 12500.0),
        ("Total 12,500.00 MAD", 12500.0),
        ("Solde final au 31/10/2026 : 7 890,12", 7890.12),
        ("8500", 8500.0),
        ("aucun montant", None),
    ],
)
def test_amounts_are_numbers_whatever_the_separators(text, expected):
    found = [f.value for f in amounts(text)]
    assert (found[-1] if found else None) == expected


def test_a_thousands_sign_read_with_a_space_after_it_still_groups_the_figures():
    # a degraded scan's '1.774,87' read '1. 774,87': the decimals' other sign says the stop groups thousands
    (found,) = amounts("NOUVEAU SOLDE 1. 774,87 C")
    text = "NOUVEAU SOLDE 1. 774,87 C"
    assert (found.value, text[found.start : found.end]) == (1774.87, "1. 774,87")
    assert [f.value for f in amounts("Net à payer 5, 776.04 MAD")] == [5776.04]
    # a list's comma, with no decimals after it, stays a list's
    assert [f.value for f in amounts("articles 1, 234 et 5")] == [1.0, 234.0, 5.0]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 99_999_999).map(lambda cents: cents / 100), st.sampled_from(["", " DH", " MAD"]))
def test_any_amount_written_the_moroccan_way_reads_back(amount, unit):
    assert [f.value for f in amounts(f"Net à payer : {docgen.fr_amount(amount)}{unit}")] == [amount]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Période de paie : Octobre 2026", "2026-10"),
        ("Mois : 09/2026", "2026-09"),
        ("du 01/02/2026 au 28/02/2026", "2026-02"),
    ],
)
def test_pay_period_is_year_and_month(text, expected):
    lines = [TextLine("BULLETIN DE PAIE", 0.9, 1), TextLine(text, 0.9, 1)]
    assert {f.field_name: f.value for f in extract_fields("payslip", lines)}.get("pay_period") == expected


def test_cin_format():
    def valid_cin(text: str) -> bool:
        return [(f.value, f.form) for f in cins(text)] == [(text, "valid")]

    assert valid_cin("BK482913") and valid_cin("A12345")
    assert not valid_cin("123456") and not valid_cin("ABC12345") and not valid_cin("BK4829131")


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("N° C.I.N. : Q 3 9 1 6 2 8", [("Q391628", "valid")]),  # a form's comb read as characters apart
        ("B K 4 8 2 9 1 3", [("BK482913", "valid")]),
        ("2 3 1 3 4 8 6 4 1", []),  # a CNSS number's comb: figures only, no CIN
        ("A B C D 1", []),  # letters apart are no CIN
    ],
)
def test_a_cin_printed_letter_spaced_is_read_whole(text, found):
    assert [(f.value, f.form) for f in cins(text)] == found


def test_a_cin_whose_second_letter_was_read_as_a_figure_is_offered_as_the_letter_it_looks_like():
    # one letter and seven figures is no CIN: 'J8127640' may be 'JB127640'; a valid CIN is offered as printed only
    found = [(f.value, f.form) for f in cins("CIN : J8127640")]
    assert ("JB127640", "lookalike") in found and ("J8127640", "odd") in found
    assert [(f.value, f.form) for f in cins("CIN : JB127640")] == [("JB127640", "valid")]
    assert not any(form == "lookalike" for _, form in ((f.value, f.form) for f in cins("J3127640")))


def test_a_cin_whose_figures_were_read_with_a_space_among_them_is_offered_whole_as_uncertain():
    # 'JC271604' on a card read 'JC27 1604': offered whole, as a reading only a label can make likely
    assert ("JC271604", "lookalike") in [(f.value, f.form) for f in cins("JC27 1604")]
    # figures that make too many or too few for a CIN are not joined ('AB 1234 5678', 'N 12 3')
    assert "AB12345678" not in [f.value for f in cins("AB1234 5678")]
    assert not any(f.form == "lookalike" for f in cins("N12 3"))


def test_rib_key_is_checked():
    first22 = "0077800001234567890123"
    good = first22 + rib_key(first22)
    assert valid_rib(good)
    bad_key = first22 + f"{(int(good[-2:]) + 1) % 97:02d}"
    assert not valid_rib(bad_key)
    assert not valid_rib(good[:-1])


def test_mrz_check_digits_follow_icao_9303():
    # ICAO 9303 part 3 examples
    assert mrz_check_digit("L898902C3") == "6"
    assert mrz_check_digit("740812") == "2"
    assert mrz_check_digit("120415") == "9"


def test_td1_mrz_with_ocr_confusions_still_validates():
    lines = docgen.td1_mrz(docgen.TRUTH["cin_back"])
    noisy = [lines[0].replace("<", " <", 1), lines[1].replace("0", "O", 1), lines[2]]  # a space, an O for a 0
    reading = read_mrz(noisy, today=TODAY)
    assert reading is not None and reading.mrz.valid
    fields = reading.mrz.to_fields()
    assert fields["cin"] == "BK482913" and fields["date_of_birth"] == "1988-03-12"


def test_td1_mrz_with_a_wrong_digit_is_invalid():
    lines = docgen.td1_mrz(docgen.TRUTH["cin_back"])
    lines[1] = lines[1][:2] + ("4" if lines[1][2] != "4" else "5") + lines[1][3:]
    reading = read_mrz(lines, today=TODAY)
    assert reading is not None and not reading.mrz.valid


@pytest.mark.parametrize(
    ("head", "mime"),
    [
        (b"%PDF-1.7\n", "application/pdf"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "image/png"),
        (b"\xff\xd8\xff\xe0\x00\x10JFIF", "image/jpeg"),
        (b"II*\x00\x08\x00", "image/tiff"),
        (b"MM\x00*\x00\x08", "image/tiff"),
        (b"RIFF\x10\x00\x00\x00WEBPVP8 ", "image/webp"),
        (b"GIF89a\x01\x00", "image/gif"),
        (b"PK\x03\x04", "application/zip"),
        (b"hello, world", None),
    ],
)
def test_the_type_is_read_from_the_first_bytes(head, mime):
    from casefile.ocr.sniff import sniff

    assert sniff(head) == mime


def test_declared_types_are_compared_in_their_usual_spellings():
    from casefile.ocr.sniff import normalize_mime

    assert normalize_mime("image/JPG") == "image/jpeg"
    assert normalize_mime("application/pdf; charset=binary") == "application/pdf"
    assert normalize_mime(None) == ""


# classification and extraction on text -----------------------------------------------------------------------
def _page_text(document_type: str, values: dict | None = None) -> list[TextLine]:
    page = docgen.PAGES[document_type](values)
    return [TextLine(item.text, 0.95, 1) for item in page.items if isinstance(item, docgen.Item)]


@pytest.mark.parametrize("document_type", list(docgen.PAGES))
def test_each_type_is_recognised_from_its_text(document_type):
    lines = _page_text(document_type)
    assert classify("\n".join(line.text for line in lines))[0] == document_type


def test_text_of_nothing_in_particular_is_other():
    assert classify("Liste de courses : pain, lait, oeufs")[0] == "other"
    assert extract_fields("other", [TextLine("Bonjour", 0.9, 1)]) == []


@pytest.mark.parametrize("document_type", list(docgen.PAGES))
def test_each_extractor_reads_its_documents_fields(document_type):
    fields = {f.field_name: f for f in extract_fields(document_type, _page_text(document_type))}
    truth = docgen.labels_for(document_type, docgen.TRUTH[document_type])
    from bench.accuracy import matches

    wrong = {k: (v, fields[k].value if k in fields else None) for k, v in truth.items()}
    wrong = {k: pair for k, pair in wrong.items() if not matches(k, pair[0], pair[1])}
    assert wrong == {}
    assert all(0 < f.confidence <= 1 and f.page == 1 for f in fields.values())


def test_a_form_line_joining_two_columns_is_cut_at_the_next_label():
    lines = [
        TextLine(text, 0.9, 1)
        for text in (
            "BULLETIN DE PAIE",
            "ATLAS INDUSTRIES SARL",
            "Nom et prénom : Youssef EL AMRANI   Matricule : 0452",
            "Emploi : Chef de service  Catégorie : Cadre",
        )
    ]
    fields = {f.field_name: f.value for f in extract_fields("payslip", lines)}
    assert fields == {
        "applicant_name": "Youssef EL AMRANI",
        "employer": "ATLAS INDUSTRIES SARL",
        "position": "Chef de service",
    }


def _read(document_type: str, *texts: str) -> dict:
    return {f.field_name: f.value for f in extract_fields(document_type, [TextLine(t, 0.9, 1) for t in texts])}


def test_another_payslip_layout():
    fields = _read(
        "payslip",
        "SOCIETE GENERALE DES TRAVAUX DU MAROC",
        "BULLETIN DE SALAIRE",
        "Mois : 10/2026",
        "Matricule : 0452  Nom : EL AMRANI YOUSSEF",
        "N° CIN : BK482913   N° CNSS : 114 523 987",
        "Date d'entrée : 01-03-2019",
        "Fonction : Comptable",
        "SALAIRE BRUT GLOBAL 12.500,00",
        "NET A PAYER 9.876,54",
    )
    assert fields == {
        "applicant_name": "YOUSSEF EL AMRANI",  # given name first: the given names' list knows Youssef
        "cin": "BK482913",
        "employer": "SOCIETE GENERALE DES TRAVAUX DU MAROC",
        "cnss_number": "114523987",
        "hire_date": "2019-03-01",
        "position": "Comptable",
        "pay_period": "2026-10",
        "gross_salary": 12500.0,
        "net_salary": 9876.54,
    }


def test_another_statement_layout():
    fields = _read(
        "bank_statement",
        "BANQUE POPULAIRE",
        "EXTRAIT DE COMPTE",
        "Client : MME FATIMA ZAHRA BENNANI",
        "Période du 01/09/2026 au 30/09/2026",
        "ANCIEN SOLDE AU 01/09/2026 1 200,00",
        "NOUVEAU SOLDE AU 30/09/2026 3 450,75",
    )
    # the bank's name as printed
    assert fields["account_holder"] == "FATIMA ZAHRA BENNANI" and fields["bank_name"].casefold() == "banque populaire"
    assert (fields["opening_balance"], fields["closing_balance"]) == (1200.0, 3450.75)
    assert (fields["statement_period_start"], fields["statement_period_end"]) == ("2026-09-01", "2026-09-30")


def test_an_attestation_signed_by_a_person_for_the_company():
    fields = _read(
        "employment_certificate",
        "ATTESTATION DE TRAVAIL",
        "Je soussigné, M. Karim Alaoui, Directeur de la société ATLAS SARL, certifie que Mme Fatima Zahra Bennani,",
        "née le 02/02/1990, titulaire de la CIN n° AB123456, est employée chez nous depuis le 15 janvier 2018",
        "en qualité de Responsable commerciale en CDI.",
    )
    assert fields == {
        "applicant_name": "Fatima Zahra Bennani",
        "cin": "AB123456",
        "date_of_birth": "1990-02-02",
        "employer": "ATLAS SARL",
        "hire_date": "2018-01-15",
        "contract_type": "CDI",
        "position": "Responsable commerciale",
    }


def test_a_card_without_labels():
    fields = _read(
        "cin_front",
        "ROYAUME DU MAROC",
        "CARTE NATIONALE D'IDENTITE",
        "YOUSSEF",
        "EL AMRANI",
        "Né le 12.03.1988",
        "à CASABLANCA",
        "BK482913",
        "Valable jusqu'au 15.09.2031",
    )
    assert fields == {
        "applicant_name": "YOUSSEF EL AMRANI",
        "cin": "BK482913",
        "date_of_birth": "1988-03-12",
        "place_of_birth": "CASABLANCA",
        "cin_expiry": "2031-09-15",
    }


def test_payslip_net_above_gross_is_invalid():
    lines = _page_text("payslip", {"gross_salary": 5000.0, "net_salary": 9000.0})
    fields = {f.field_name: f for f in extract_fields("payslip", lines)}
    assert fields["net_salary"].validation_status == "invalid"
    assert fields["net_salary"].confidence < fields["cin"].confidence


@pytest.mark.parametrize(
    ("document_type", "values", "pair"),
    [
        ("payslip", {"hire_date": "2026-11-02"}, ("hire_date", "pay_period")),  # hired after the month paid
    ],
)
def test_dates_of_a_document_out_of_order_are_invalid(document_type, values, pair):
    fields = {f.field_name: f for f in extract_fields(document_type, _page_text(document_type, values))}
    assert [fields[name].validation_status for name in pair] == ["invalid", "invalid"]
    clean = {f.field_name: f for f in extract_fields(document_type, _page_text(document_type))}
    assert [clean[name].validation_status for name in pair] == ["valid", "valid"]


def test_rib_with_a_wrong_key_is_invalid():
    first22 = "0077800001234567890123"
    wrong = first22 + f"{(int(rib_key(first22)) + 1) % 97:02d}"
    fields = {f.field_name: f for f in extract_fields("rib", _page_text("rib", {"rib": wrong}))}
    assert fields["rib"].value == wrong and fields["rib"].validation_status == "invalid"


def test_field_dicts_survive_a_dynamodb_round_trip():
    from decimal import Decimal

    field = ExtractedField("net_salary", 9876.54, 0.93, 1, "valid")
    stored = {**field.to_dict(), "value": Decimal("9876.54"), "confidence": Decimal("0.93"), "page": Decimal(1)}
    assert ExtractedField.from_dict(stored) == field
    whole = {**field.to_dict(), "value": Decimal("9000")}
    assert ExtractedField.from_dict(whole).value == 9000.0 and isinstance(ExtractedField.from_dict(whole).value, float)


# merge -------------------------------------------------------------------------------------------------------
def _f(name: str, value, confidence: float = 0.9, page: int = 1, status: str = "unverified") -> ExtractedField:
    return ExtractedField(name, value, confidence, page, status)


def _doc(document_id: str, document_type: str, *fields: ExtractedField, created_at: str = "2026-11-01T10:00:00Z"):
    return SourceDocument(document_id, document_type, created_at, list(fields))


def test_identity_comes_from_the_id_card_even_when_less_confident():
    card = _doc("d-card", "cin_front", _f("applicant_name", "EL AMRANI Youssef", 0.6))
    slip = _doc("d-slip", "payslip", _f("applicant_name", "Youssef El Amrani", 0.99))
    view = merge_fields([slip, card])
    (name,) = view["fields"]
    assert name["source_document_type"] == "cin_front" and name["value"] == "EL AMRANI Youssef"
    assert name["has_conflict"] is False  # same name: case, accents and word order aside
    assert view["conflicts"] == []


def test_names_that_differ_are_a_blocking_conflict_listing_every_source():
    card = _doc("d-card", "cin_front", _f("applicant_name", "Youssef El Amrani"))
    slip = _doc("d-slip", "payslip", _f("applicant_name", "Yassine El Amrani", page=2))
    view = merge_fields([card, slip])
    assert view["fields"][0]["has_conflict"] is True
    (conflict,) = view["conflicts"]
    assert conflict["field_name"] == "applicant_name" and conflict["chosen_value"] == "Youssef El Amrani"
    assert [(v["source_document_id"], v["source_page"]) for v in conflict["values"]] == [("d-card", 1), ("d-slip", 2)]
    assert "cin_front" in conflict["reason"]
    assert view["conflict_summary"] == {"total": 1, "fields": ["applicant_name"], "blocking": True}


def test_accents_and_case_do_not_make_a_conflict():
    a = _doc("a", "cin_front", _f("applicant_name", "Hélène Bennani"))
    b = _doc("b", "payslip", _f("applicant_name", "HELENE BENNANI"))
    assert merge_fields([a, b])["conflicts"] == []


@pytest.mark.parametrize(
    ("other", "conflict"),
    [
        ("ES INFORMATIQUES SA", False),  # the letterhead's left part lost: a cut reading of the same name
        ("Nord Services", False),
        ("Sud Agro Export SARL", True),  # another employer
        ("SA", True),  # too short to stand for the whole
        ("Informatiques", True),  # a word from the middle is not a cut reading
    ],
)
def test_a_reading_cut_at_its_start_or_end_is_not_another_employer(other, conflict):
    slip = _doc("a", "payslip", _f("employer", "Nord Services Informatiques SA"))
    certificate = _doc("b", "salary_certificate", _f("employer", other))
    assert bool(merge_fields([slip, certificate])["conflicts"]) is conflict


@pytest.mark.parametrize(("other", "conflict"), [(9950.0, False), (10100.0, False), (10102.0, True), (8000.0, True)])
def test_amounts_agree_within_one_percent(other, conflict):
    a = _doc("a", "payslip", _f("net_salary", 10000.0), _f("pay_period", "2026-10"))
    b = _doc("b", "salary_certificate", _f("net_salary", other))
    assert bool(merge_fields([a, b])["conflicts"]) is conflict


def test_dates_must_match_exactly_and_the_employment_certificate_decides_hire_date():
    cert = _doc("c", "employment_certificate", _f("hire_date", "2019-03-01", 0.5))
    slip = _doc("s", "payslip", _f("hire_date", "2019-03-02", 0.99))
    view = merge_fields([slip, cert])
    assert view["fields"][0]["value"] == "2019-03-01"
    assert view["conflict_summary"] == {"total": 1, "fields": ["hire_date"], "blocking": False}


def test_a_passport_and_a_residence_permit_of_other_issuers_and_numbers_are_no_conflict():
    # a foreign applicant's passport (issued by Senegal) and the residence permit Morocco issued them: each document
    # has its own number, expiry and issuing state; the person on both is the same
    passport = _doc(
        "d1", "passport", _f("document_number", "A01234567"), _f("issuing_country", "SEN"), _f("nationality", "SEN")
    )
    permit = _doc(
        "d2",
        "residence_permit",
        _f("document_number", "RR9876543"),
        _f("issuing_country", "MAR"),
        _f("nationality", "SEN"),
    )
    assert merge_fields([passport, permit])["conflicts"] == []
    # while another nationality on one of them is one
    permit.fields[-1] = _f("nationality", "MLI")
    assert [c["field_name"] for c in merge_fields([passport, permit])["conflicts"]] == ["nationality"]


def test_income_comes_from_the_newest_payslip_by_its_period():
    old = _doc("old", "payslip", _f("pay_period", "2026-09"), _f("net_salary", 9000.0), created_at="2026-11-02T00:00Z")
    new = _doc("new", "payslip", _f("pay_period", "2026-10"), _f("net_salary", 9500.0), created_at="2026-11-01T00:00Z")
    view = merge_fields([old, new])
    by_name = {f["field_name"]: f for f in view["fields"]}
    assert by_name["net_salary"]["value"] == 9500.0 and by_name["net_salary"]["source_document_id"] == "new"
    assert by_name["pay_period"]["has_conflict"] is False  # each payslip covers its own month
    assert view["conflict_summary"]["fields"] == ["net_salary"]
    assert view["conflicts"][0]["reason"] == "newest payslip"


def test_an_invalid_value_loses_to_a_valid_one_of_the_same_authority():
    a = _doc("a", "rib", _f("rib", "007780000123456789012397", 0.99, status="invalid"))
    b = _doc("b", "rib", _f("rib", "007780000123456789012396", 0.70, status="valid"))
    assert merge_fields([a, b])["fields"][0]["value"] == "007780000123456789012396"


def test_view_shape_and_field_order():
    docs = [
        _doc("s", "payslip", _f("net_salary", 9876.54), _f("employer", "Atlas"), _f("cin", "BK482913")),
        _doc("c", "cin_front", _f("cin", "BK482913"), _f("applicant_name", "Youssef El Amrani")),
    ]
    view = merge_fields(docs)
    assert set(view) == {"document_count", "field_count", "fields", "conflicts", "conflict_summary", "fingerprint"}
    assert view["document_count"] == 2 and view["field_count"] == 4
    assert [f["field_name"] for f in view["fields"]] == ["applicant_name", "cin", "employer", "net_salary"]
    assert set(view["fields"][0]) == {
        "field_name",
        "value",
        "confidence",
        "source_document_id",
        "source_document_type",
        "source_page",
        "validation_status",
        "has_conflict",
        "needs_review",
        "correction",
    }
    json.dumps(view)  # serialisable as it is


def test_fingerprint_changes_exactly_when_the_view_changes():
    a = _doc("a", "payslip", _f("net_salary", 9000.0))
    b = _doc("b", "salary_certificate", _f("net_salary", 9050.0))  # within 1 %: no conflict, not chosen
    base = merge_fields([a])
    assert merge_fields([a])["fingerprint"] == base["fingerprint"]
    with_b = merge_fields([a, b])
    # b changes no field (not chosen, no conflict) but the document count: the view, so the fingerprint, changed
    assert (with_b["fields"], with_b["conflicts"]) == (base["fields"], [])
    assert (with_b["document_count"], base["document_count"]) == (2, 1)
    assert with_b["fingerprint"] != base["fingerprint"]
    assert merge_fields([b, a])["fingerprint"] == with_b["fingerprint"]  # the same view in another order
    changed = merge_fields([_doc("a", "payslip", _f("net_salary", 9001.0))])
    assert changed["fingerprint"] != base["fingerprint"]


_values = {
    "applicant_name": st.sampled_from(["Youssef El Amrani", "YOUSSEF EL AMRANI", "Yassine Alaoui", "Hélène Bennani"]),
    "net_salary": st.sampled_from([9000.0, 9050.0, 9876.54, 12000.0]),
    "hire_date": st.sampled_from(["2019-03-01", "2019-03-02", "2020-01-15"]),
    "pay_period": st.sampled_from(["2026-09", "2026-10"]),
    "cin": st.sampled_from(["BK482913", "bk482913", "AB123456"]),
}
_field = st.sampled_from(sorted(_values)).flatmap(
    lambda name: st.builds(
        ExtractedField,
        st.just(name),
        _values[name],
        st.sampled_from([0.5, 0.8, 0.95]),
        st.integers(1, 3),
        st.sampled_from(["valid", "unverified", "invalid"]),
    )
)
_document = st.builds(
    SourceDocument,
    st.uuids().map(str),
    st.sampled_from(DOCUMENT_TYPES),
    st.sampled_from(["2026-11-01T10:00:00Z", "2026-11-02T10:00:00Z"]),
    st.lists(_field, max_size=4),
)


@settings(max_examples=40, deadline=None)
@given(st.lists(_document, max_size=5, unique_by=lambda d: d.document_id), st.randoms(use_true_random=False))
def test_merge_is_independent_of_document_order(documents, rnd):
    shuffled = list(documents)
    rnd.shuffle(shuffled)
    first, second = merge_fields(documents), merge_fields(shuffled)
    assert first == second
    assert [f["field_name"] for f in first["fields"]] == [
        n for n in FIELD_NAMES if n in {f["field_name"] for f in first["fields"]}
    ]
    assert first["conflict_summary"]["total"] == len(first["conflicts"])


@settings(max_examples=40, deadline=None)
@given(st.lists(_document, max_size=4, unique_by=lambda d: d.document_id), st.lists(_document, max_size=4))
def test_equal_views_have_equal_fingerprints_and_different_views_different_ones(left, right):
    a, b = merge_fields(left), merge_fields(right)
    strip = lambda v: {k: x for k, x in v.items() if k != "fingerprint"}  # noqa: E731
    assert (a["fingerprint"] == b["fingerprint"]) == (strip(a) == strip(b))


# settled first readings ----------------------------------------------------------------------------------------
def _rib_reading(**changes):
    from casefile.domain.documents import ExtractedField

    fields = {
        "bank_name": ExtractedField("bank_name", "Attijariwafa bank", 0.95, 1, "valid"),
        "account_holder": ExtractedField("account_holder", "Omar Fassi", 0.82, 1, "unverified"),
        "rib": ExtractedField("rib", "007780000512300000123462", 0.93, 1, "valid"),
    }
    for name, change in changes.items():
        if change is None:
            del fields[name]
        else:
            fields[name] = change
    return list(fields.values())


def test_a_reading_with_every_carried_field_sure_and_checked_is_settled():
    from casefile.domain.documents.settled import settled

    assert settled("rib", _rib_reading())


@pytest.mark.parametrize(
    ("name", "change"),
    [
        ("rib", None),  # a carried field missing
        ("rib", ("007780000512300000123463", 0.45, "invalid")),  # its key fails
        ("rib", ("007780000512300000123462", 0.75, "valid")),  # checked, but read unsure
        ("account_holder", ("Omar Fassi", 0.6, "unverified")),  # no check, read unsure
        ("account_holder", ("gence", 0.83, "unverified")),  # one word: a scrap, not a full name
        ("account_holder", ("Omar FASS)I", 0.83, "unverified")),  # a sign inside a name
    ],
)
def test_a_reading_with_a_field_missing_failing_its_check_unsure_or_no_full_name_is_not_settled(name, change):
    from casefile.domain.documents import ExtractedField
    from casefile.domain.documents.settled import settled

    replaced = None if change is None else ExtractedField(name, change[0], change[1], 1, change[2])
    assert not settled("rib", _rib_reading(**{name: replaced}))


def test_a_document_of_no_known_type_is_never_settled():
    from casefile.domain.documents.settled import settled

    assert not settled("other", [])
    assert not settled(None, _rib_reading())


def test_every_type_carries_the_fields_the_corpus_labels_on_it():
    from casefile.domain.documents.settled import CARRIED_FIELDS

    assert set(CARRIED_FIELDS) == set(DOCUMENT_TYPES) - {"other"}
    assert {t: set(CARRIED_FIELDS[t]) for t in docgen.TRUTH} == {t: set(v) for t, v in docgen.TRUTH.items()}


# consensus: an unsure reading against what several documents read surely ----------------------------------------
def test_an_unsure_reading_that_sure_documents_contradict_is_a_misreading_not_a_conflict():
    # given three papers that read the CIN surely and alike, and a poor payslip scan that read another one unsurely
    docs = [
        _doc("card", "cin_front", _f("cin", "JB127640", 0.95)),
        _doc("cert", "employment_certificate", _f("cin", "JB127640", 0.99)),
        _doc("cnss", "cnss_certificate", _f("cin", "JB127640", 0.98)),
        _doc("slip", "payslip", _f("cin", "BP1204", 0.56)),
    ]
    view = merge_fields(docs)
    # then no conflict, and the value is the documents' agreed one
    assert view["conflicts"] == []
    (cin,) = view["fields"]
    assert cin["value"] == "JB127640" and cin["has_conflict"] is False


def test_the_agreed_value_wins_over_an_unsure_reading_of_the_reference_document():
    # the ID card is the reference for the CIN, but its reading is unsure and three sure papers say otherwise
    docs = [
        _doc("card", "cin_front", _f("cin", "HX2109", 0.6)),
        _doc("slip", "payslip", _f("cin", "PB219476", 0.98)),
        _doc("cert", "employment_certificate", _f("cin", "PB219476", 0.99)),
    ]
    (cin,) = merge_fields(docs)["fields"]
    assert cin["value"] == "PB219476" and cin["source_document_id"] in ("slip", "cert") and not cin["has_conflict"]


def test_a_sure_or_nearly_sure_disagreement_still_conflicts_whatever_the_others_say():
    # an inflated salary certificate read at 0.88 against three payslips read surely: a disagreement to look at
    slips = [_doc(f"slip{i}", "payslip", _f("net_salary", 8283.46, 0.99), created_at=f"2026-0{i}-01T00:00:00Z")
             for i in (1, 2, 3)]  # fmt: skip
    cert = _doc("cert", "salary_certificate", _f("net_salary", 10855.5, 0.88))
    view = merge_fields([*slips, cert])
    assert view["conflict_summary"]["fields"] == ["net_salary"]
    # and with one sure paper only, an unsure reading that disagrees is still listed (no consensus to lean on)
    view = merge_fields([slips[0], _doc("cert", "salary_certificate", _f("net_salary", 10855.5, 0.6))])
    assert view["conflict_summary"]["fields"] == ["net_salary"]


def test_identifiers_that_differ_only_by_look_alike_glyphs_are_one_identifier():
    card = _doc("card", "cin_front", _f("cin", "LA76301", 0.97))
    slip = _doc("slip", "payslip", _f("cin", "L476301", 0.99))
    assert merge_fields([card, slip])["conflicts"] == []
    # a digit changed into another digit is another identifier
    other = _doc("slip", "payslip", _f("cin", "L476801", 0.99))
    assert merge_fields([card, other])["conflict_summary"]["fields"] == ["cin"]
