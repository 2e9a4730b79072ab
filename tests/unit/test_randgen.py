"""The randomized corpus (tests/support/randgen): deterministic, labelled in the schema's forms, internally
consistent (pay, balances, RIB keys, MRZ check digits), varied, and every label of a born-digital document is in
its text layer. These checks use their own parsing, not the generator's formatters."""

from __future__ import annotations

import io
import re
import unicodedata
from collections import Counter, defaultdict
from datetime import date
from pathlib import Path

import pytest

from casefile.domain.documents.mrz import check_digit as mrz_check_digit
from casefile.domain.documents.values import rib_key
from tests.support.randgen import TYPE_FIELDS, Case, Doc, corpus

DOC_LABELS = Path(__file__).resolve().parents[2] / "docs" / "document-labels.md"
CASES = 20


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return corpus(0, CASES)


@pytest.fixture(scope="module")
def documents(cases: list[Case]) -> list[Doc]:
    return [d for case in cases for d in case.documents]


# determinism --------------------------------------------------------------------------------------------------
def test_a_corpus_is_the_same_for_the_same_seed_and_a_prefix_of_a_longer_one(cases: list[Case]) -> None:
    # given / when
    again = corpus(0, 4)
    other = corpus(1, 4)

    # then
    assert again == cases[:4]
    assert [d.labels for c in other for d in c.documents] != [d.labels for c in again for d in c.documents]
    assert len({d.name for c in cases for d in c.documents}) == sum(len(c.documents) for c in cases)


def test_rendering_is_lazy_and_gives_the_same_bytes_every_time(documents: list[Doc]) -> None:
    # given: a born-digital page and a degraded one
    born = next(d for d in documents if d.condition == "born_digital")
    degraded = next(d for d in documents if d.condition == "degraded" and d.mime == "image/jpeg")

    # when / then
    assert born.render() == born.render()
    assert degraded.render() == degraded.render()


# the schema ---------------------------------------------------------------------------------------------------
def _schema() -> dict[str, set[str]]:
    table: dict[str, set[str]] = {}
    types_table = DOC_LABELS.read_text().split("## Field values")[0]
    for line in types_table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[0].startswith("`"):
            for name in re.findall(r"`(\w+)`", cells[0]):
                # a field labelled "when printed" on a type (a payslip's birth date) included: the generator prints
                # it on some documents and labels it there, or the fit would learn that such a date is no field
                table[name] = set(re.findall(r"`(\w+)`", cells[2]))
    return table


def test_the_generators_field_lists_are_the_schemas() -> None:
    schema = _schema()
    for document_type, names in TYPE_FIELDS.items():
        assert set(names) == schema[document_type], document_type


_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_FORMS = {
    "cin": re.compile(r"^[A-Z]{1,2}\d{4,6}$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "rib": re.compile(r"^\d{24}$"),
    "pay_period": re.compile(r"^\d{4}-(0[1-9]|1[0-2])$"),
    "nationality": re.compile(r"^[A-Z]{3}$"),
    "issuing_country": re.compile(r"^[A-Z]{3}$"),
    "document_number": re.compile(r"^[A-Z0-9]{5,9}$"),
    "place_of_birth": re.compile(r"^[A-Z][A-Z ]+$"),
}


def test_every_label_is_a_field_of_its_type_in_the_schemas_form(documents: list[Doc]) -> None:
    for d in documents:
        assert set(d.labels) <= set(TYPE_FIELDS[d.document_type]), d.name
        for name, value in d.labels.items():
            where = f"{d.name} {name}={value!r}"
            if name in (
                "date_of_birth",
                "cin_expiry",
                "document_expiry",
                "hire_date",
                "affiliation_date",
                "statement_period_start",
                "statement_period_end",
            ):
                assert _ISO.match(value), where
                date.fromisoformat(value)
            elif name in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
                assert isinstance(value, float) and round(value, 2) == value, where
            elif name == "mrz_valid":
                assert value is True, where
            elif name == "contract_type":
                assert value in ("CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"), where
            elif name in ("applicant_name", "account_holder"):
                assert isinstance(value, str) and len(value.split()) >= 2 and value == value.strip(), where
            elif name in _FORMS:
                assert _FORMS[name].match(value), where
            else:
                assert isinstance(value, str) and value.strip() == value and value, where
    kinds = Counter(d.document_type for d in documents if d.labels)
    assert set(kinds) == set(TYPE_FIELDS) - {"other"}
    assert all(d.labels == {} for d in documents if d.document_type == "other")


def test_every_case_has_every_type_an_applicant_brings_and_the_conditions_are_mixed(cases: list[Case]) -> None:
    # given
    documents = [d for c in cases for d in c.documents]
    conditions = Counter(d.condition for d in documents)

    # then
    for case in cases:
        types = Counter(d.document_type for d in case.documents)
        for t in (
            "cin_front",
            "cin_back",
            "employment_certificate",
            "salary_certificate",
            "cnss_certificate",
            "bank_statement",
            "rib",
        ):
            assert types[t] == 1, (case.case_id, t)
        assert 1 <= types["payslip"] <= 4
    assert 0.35 <= conditions["degraded"] / len(documents) <= 0.55
    assert 0.2 <= conditions["clean"] / len(documents) <= 0.4
    assert 0.15 <= conditions["born_digital"] / len(documents) <= 0.35
    assert not any(
        d.condition == "born_digital" for d in documents if d.document_type in ("cin_front", "cin_back", "passport")
    )
    assert {d.mime for d in documents} == {"image/png", "image/jpeg", "application/pdf"}


# consistency --------------------------------------------------------------------------------------------------
def test_pay_holds_together_gross_less_deductions_is_net(documents: list[Doc]) -> None:
    for d in documents:
        if d.document_type != "payslip":
            continue
        pay = d.truth.pay
        gains = sum(line.amount for line in pay.lines if line.kind == "gain")
        held = sum(line.amount for line in pay.lines if line.kind == "deduction")
        assert round(gains, 2) == pay.gross == d.labels["gross_salary"], d.name
        assert round(pay.gross - held, 2) == pay.net == d.labels["net_salary"], d.name
        assert 0 < pay.net <= pay.gross


def test_statements_hold_together_and_some_are_overdrawn(documents: list[Doc]) -> None:
    statements = [d for d in documents if d.document_type == "bank_statement"]
    for d in statements:
        st = d.truth.statement
        assert round(st.opening + sum(m.amount for m in st.movements), 2) == st.closing == d.labels["closing_balance"]
        assert st.opening == d.labels["opening_balance"]
        assert all(
            d.labels["statement_period_start"] <= m.date <= d.labels["statement_period_end"] for m in st.movements
        )
        salary = [m for m in st.movements if "SALAIRE" in m.label]
        assert salary and all(m.amount == d.truth.pay.net for m in salary)
    assert any(d.labels["closing_balance"] < 0 or d.labels["opening_balance"] < 0 for d in statements)


def test_every_rib_has_a_valid_key(documents: list[Doc]) -> None:
    ribs = [d.labels["rib"] for d in documents if "rib" in d.labels]
    assert ribs
    for rib in ribs:
        assert rib_key(rib[:22]) == rib[22:] and int(rib) % 97 == 0


def _mrz_lines(d: Doc) -> list[str]:
    from tests.support.randgen.canvas import Text

    width = 30 if d.document_type == "cin_back" else 44
    return [op.s for op in d.pages[0].ops if isinstance(op, Text) and len(op.s) == width and "<" in op.s]


def _yymmdd(iso: str) -> str:
    return iso.replace("-", "")[2:]


def test_every_mrz_has_valid_check_digits_and_says_what_the_labels_say(documents: list[Doc]) -> None:
    checked = 0
    for d in documents:
        if d.document_type == "cin_back":
            l1, l2, l3 = _mrz_lines(d)
            assert l1[:5] in ("IDMAR", "I<MAR")
            assert mrz_check_digit(l1[5:14]) == l1[14] and l1[5:14].rstrip("<") == d.labels["document_number"]
            if l1.startswith("IDMAR"):  # the 2020 card: its own number, the CIN in the optional data
                assert l1[15:30].rstrip("<") == d.labels["cin"] != d.labels["document_number"]
            else:  # the older card: the CIN is its number
                assert l1[15:30] == "<" * 15 and d.labels["document_number"] == d.labels["cin"]
            assert mrz_check_digit(l2[0:6]) == l2[6] and l2[0:6] == _yymmdd(d.labels["date_of_birth"])
            assert mrz_check_digit(l2[8:14]) == l2[14] and l2[8:14] == _yymmdd(d.labels["cin_expiry"])
            assert mrz_check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
            family, _, given = l3.rstrip("<").partition("<<")
            assert f"{given} {family}".replace("<", " ") == _ascii(d.labels["applicant_name"]).upper()
        elif d.document_type == "passport":
            l1, l2 = _mrz_lines(d)
            assert l1[:2] == "P<" and l1[2:5] == d.labels["issuing_country"] and l2[10:13] == d.labels["nationality"]
            assert mrz_check_digit(l2[0:9]) == l2[9] and l2[0:9].rstrip("<") == d.labels["document_number"]
            assert mrz_check_digit(l2[13:19]) == l2[19] and l2[13:19] == _yymmdd(d.labels["date_of_birth"])
            assert mrz_check_digit(l2[21:27]) == l2[27] and l2[21:27] == _yymmdd(d.labels["document_expiry"])
            assert mrz_check_digit(l2[28:42]) == l2[42] and l2[28:42].rstrip("<") == d.labels.get("cin", "")
            assert mrz_check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
        else:
            continue
        checked += 1
    assert checked >= CASES


# conflicts ----------------------------------------------------------------------------------------------------
def test_a_cases_declared_conflicts_are_the_fields_two_of_its_documents_label_differently(cases: list[Case]) -> None:
    for case in cases:
        values: dict[str, set[str]] = defaultdict(set)
        for d in case.documents:
            for name, value in d.labels.items():
                values[name].add(value.casefold() if isinstance(value, str) else repr(value))
        differing = {n for n, v in values.items() if len(v) > 1}
        differing -= {"pay_period", "statement_period_start", "statement_period_end", "document_number"}
        assert differing == case.expected_conflicts, case.case_id
        assert not case.expected_conflicts & {"pay_period", "statement_period_start", "statement_period_end"}


def test_about_a_third_of_the_cases_have_planted_conflicts_of_every_kind(cases: list[Case]) -> None:
    # given
    many = cases

    # when
    planted = Counter(c.planted for c in many if c.planted)

    # then: each planted case disagrees on its fields; the others on none
    assert 0.15 <= sum(planted.values()) / len(many) <= 0.5
    assert len(planted) >= 3
    fields = {
        "inflated_salary": {"gross_salary", "net_salary"},
        "other_month": {"gross_salary", "net_salary"},
        "other_employer": {"employer"},
        "other_cin": {"cin"},
        "other_birth_date": {"date_of_birth"},
    }
    for c in many:
        if c.planted:
            assert fields[c.planted] <= c.expected_conflicts, c.case_id
        else:
            assert not c.expected_conflicts, c.case_id


# variety ------------------------------------------------------------------------------------------------------
def test_each_type_is_drawn_from_several_templates(documents: list[Doc]) -> None:
    families: dict[str, set[str]] = defaultdict(set)
    templates: dict[str, set[str]] = defaultdict(set)
    for d in documents:
        head = d.style.split()[0]
        templates[d.document_type].add(head)
        families[d.document_type].add(head.split(":")[0])
    assert len(documents) >= 150
    for t, count in Counter(d.document_type for d in documents).items():
        if count >= 15:
            assert len(families[t]) >= 3, (t, families[t])
            assert len(templates[t]) >= (10 if t not in ("cin_front", "cin_back", "passport", "other") else 4), t
    fonts = {m.group(1) for d in documents if (m := re.search(r"font=(\w+)", d.style))}
    assert len(fonts) >= 8


def test_every_text_run_is_inside_its_page(documents: list[Doc]) -> None:
    from tests.support.randgen.canvas import Text, width

    for d in documents:
        for page in d.pages:
            w, h = page.size
            for op in page.ops:
                if not isinstance(op, Text):
                    continue
                run = width(op.s, op.size, op.family, op.bold, op.rtl)
                x0 = op.x - (run if op.anchor == "r" else run / 2 if op.anchor == "m" else 0)
                assert x0 >= -1 and x0 + run <= w + 1 and op.size <= op.y <= h, (d.name, op.s)


def test_no_two_text_runs_overlap_except_under_a_stamp(documents: list[Doc]) -> None:
    from tests.support.randgen.blocks import STAMP_GREYS, STAMP_INKS
    from tests.support.randgen.canvas import Text, width

    for d in documents:
        for page in d.pages:
            boxes = []
            for op in page.ops:
                if isinstance(op, Text) and op.colour not in STAMP_INKS and op.colour not in STAMP_GREYS:
                    run = width(op.s, op.size, op.family, op.bold, op.rtl)
                    x0 = op.x - (run if op.anchor == "r" else run / 2 if op.anchor == "m" else 0)
                    boxes.append((op.y - op.size * 0.72, op.y + op.size * 0.15, x0, x0 + run, op.s))
            boxes.sort()
            for i, (top, bottom, x0, x1, s) in enumerate(boxes):
                for other in boxes[i + 1 :]:
                    if other[0] >= bottom - 1:
                        break
                    overlap = (min(x1, other[3]) - max(x0, other[2])) * (min(bottom, other[1]) - other[0])
                    smaller = min((x1 - x0) * (bottom - top), (other[3] - other[2]) * (other[1] - other[0]))
                    assert overlap <= 0.15 * smaller or min(x1, other[3]) <= max(x0, other[2]), (d.name, s, other[4])


# the text layer -----------------------------------------------------------------------------------------------
def _ascii(s: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", _ascii(s).replace("\u00a0", " ").lower())


FR = (
    "janvier",
    "fevrier",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "aout",
    "septembre",
    "octobre",
    "novembre",
    "decembre",
)
FR_ABBR = ("janv.", "fevr.", "mars", "avr.", "mai", "juin", "juil.", "aout", "sept.", "oct.", "nov.", "dec.")
EN = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)


def _date_forms(iso: str) -> set[str]:
    y, m, d = (int(p) for p in iso.split("-"))
    forms = set()
    for year in (f"{y}", f"{y % 100:02d}"):
        for sep in ("/", "-", ".", " "):
            forms |= {f"{d:02d}{sep}{m:02d}{sep}{year}", f"{d}{sep}{m}{sep}{year}"}
    forms |= {f"{y}-{m:02d}-{d:02d}", f"{y}/{m:02d}/{d:02d}"}
    for day in (f"{d}", f"{d:02d}", "1er" if d == 1 else f"{d}"):
        forms |= {
            f"{day} {FR[m - 1]} {y}",
            f"{day} {FR_ABBR[m - 1]} {y}",
            f"{day} {EN[m - 1]} {y}",
            f"{day} {EN[m - 1][:3]} {y}",
            f"{day}-{EN[m - 1][:3]}-{y}",
        }
    forms.add(f"{EN[m - 1]} {d}, {y}")
    return forms


def _amount_forms(value: float) -> set[str]:
    whole, cents = f"{abs(value):.2f}".split(".")
    groups = []
    while len(whole) > 3:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    groups.insert(0, whole)
    return {f"{t.join(groups)}{dec}{cents}" for t in ("", " ", ".", ",") for dec in (",", ".") if t != dec}


CONTRACT_WORDS = {
    "CDI": ("cdi", "c.d.i", "indeterminee", "permanent", "open-ended"),
    "CDD": ("cdd", "c.d.d", "determinee", "fixed-term"),
    "ANAPEC": ("anapec",),
    "INTERIM": ("interim", "temporaire", "temporary"),
    "STAGE": ("stage", "intern"),
}


def _printed(name: str, value: object, text: str, squeezed: str) -> bool:
    if name in ("applicant_name", "account_holder"):
        words = _norm(str(value)).split()
        return all(re.search(rf"(?<![a-z]){re.escape(w)}(?![a-z])", text) for w in words)
    if name in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        assert isinstance(value, float)
        if value < 0:  # a debit balance: signed, or in a debit column, or said "débiteur"
            forms = _amount_forms(value)
            marked = {f"-{f}" for f in forms} | {f"{f}-" for f in forms} | {f"({f})" for f in forms}
            marked |= {f"{f} d" for f in forms}
            if not any(m in text for m in marked) and "debit" not in text:
                return False
        return any(re.search(rf"(?<![\d.,]){re.escape(f)}(?![\d])", text) for f in _amount_forms(value))
    if name.endswith(("_date", "_start", "_end")) or name in ("date_of_birth",):
        return any(f in text for f in _date_forms(str(value)))
    if name == "pay_period":
        y, m = (int(p) for p in str(value).split("-"))
        forms = {
            f"{FR[m - 1]} {y}",
            f"{FR_ABBR[m - 1]} {y}",
            f"{EN[m - 1]} {y}",
            f"{EN[m - 1][:3]}-{y}",
            f"{y}-{m:02d}",
            f"{y}/{m:02d}",
            f"{m:02d}/{y}",
            f"{m:02d}-{y}",
            f"{m:02d}.{y}",
        }
        return any(f in text for f in forms) or any(f in text for f in _date_forms(f"{y:04d}-{m:02d}-01"))
    if name == "contract_type":
        return any(w in text for w in CONTRACT_WORDS[str(value)])
    if name in ("rib", "cin", "employer_cnss", "cnss_number"):
        return str(value).lower() in squeezed
    return _norm(str(value)) in text


def test_every_labelled_value_is_in_the_born_digital_pdfs_text_layer(documents: list[Doc]) -> None:
    import pypdfium2 as pdfium

    born = [d for d in documents if d.condition == "born_digital"]
    assert len(born) >= 30
    for d in born:
        pdf = pdfium.PdfDocument(io.BytesIO(d.render()))
        pages = [_norm(pdf[i].get_textpage().get_text_range()) for i in range(len(pdf))]
        text = " ".join(pages)
        squeezed = re.sub(r"[\s\-.]", "", text)
        for name, value in d.labels.items():
            if d.document_type == "payslip" and len(pages) > 1:  # several months: the labelled one is the newest
                newest = pages[0] if "newest_first" in d.style else pages[-1]
                assert _printed(name, value, newest, re.sub(r"[\s\-.]", "", newest)), f"{d.name}: {name}={value!r}"
                continue
            assert _printed(name, value, text, squeezed), f"{d.name}: {name}={value!r} not in its text layer"
        assert len(pdf) == len(d.pages)


def test_renders_are_files_of_their_declared_type(documents: list[Doc]) -> None:
    from PIL import Image

    picked = {}
    for d in documents:
        key = (d.mime, d.condition, d.document_type in ("cin_front", "cin_back", "passport"))
        picked.setdefault(key, d)
    for d in list(picked.values())[:6]:
        data = d.render()
        if d.mime == "application/pdf":
            assert data.startswith(b"%PDF-")
        else:
            image = Image.open(io.BytesIO(data))
            assert image.format == {"image/png": "PNG", "image/jpeg": "JPEG"}[d.mime]
            assert min(image.size) >= 400
