"""The documents engine on real files: validation of bad uploads, text layer and OCR, classification and
extraction on rendered Moroccan documents (clean and degraded), and `casefile extract`.

OCR is slow: each rendered file is written and processed once per test process (module-level caches), and
every test reads from those caches.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import tempfile
from functools import cache
from pathlib import Path

import pytest

from bench.accuracy import matches
from casefile import cli
from casefile.domain.documents import FAILURE_CODES
from casefile.ocr import ProcessedDocument, process_file
from tests.support import docgen, readings

_EXT = {"png": ".png", "jpeg": ".jpg", "tiff": ".tif", "webp": ".webp", "pdf": ".pdf", "pdf_text": ".pdf"}
_MIME = {
    "png": "image/png",
    "jpeg": "image/jpeg",
    "tiff": "image/tiff",
    "webp": "image/webp",
    "pdf": "application/pdf",
    "pdf_text": "application/pdf",
}


@cache
def _dir() -> Path:
    path = Path(tempfile.mkdtemp(prefix="casefile-docs-"))
    atexit.register(shutil.rmtree, path, ignore_errors=True)
    return path


@cache
def rendered(document_type: str, fmt: str, degrade: bool) -> Path:
    path = _dir() / f"{document_type}-{int(degrade)}{_EXT[fmt]}"
    if fmt == "pdf_text":
        path = path.with_name(f"{document_type}-text.pdf")
    path.write_bytes(docgen.render_document(document_type, fmt=fmt, degrade=degrade))
    return path


@cache
def processed(document_type: str, fmt: str, degrade: bool = False) -> ProcessedDocument:
    return process_file(rendered(document_type, fmt, degrade), _MIME[fmt])


def wrong_fields(result: ProcessedDocument, document_type: str) -> dict:
    got = {f.field_name: f.value for f in result.fields}
    truth = docgen.labels_for(document_type, docgen.TRUTH[document_type])
    return {k: (v, got.get(k)) for k, v in truth.items() if not matches(k, v, got.get(k))}


# bad files ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(docgen.bad_files()))
def test_each_bad_file_fails_with_its_reason(name, tmp_path):
    data, declared, code = docgen.bad_files()[name]
    path = tmp_path / "upload"
    path.write_bytes(data)
    result = process_file(path, declared)
    assert result.status == "failed"
    assert result.error is not None and result.error["code"] == code
    assert result.error["code"] in FAILURE_CODES and result.error["message"]
    assert result.fields == [] and result.pages == []
    assert result.result_dict()["status"] == "failed"


def test_the_declared_type_is_checked_against_the_bytes_not_the_name(tmp_path):
    path = tmp_path / "payslip.pdf"  # a PNG under a PDF name, declared PNG: accepted
    path.write_bytes(rendered("cin_front", "png", False).read_bytes())
    result = process_file(path, "image/png")
    assert result.status == "completed" and result.detected_content_type == "image/png"


def test_limits_are_parameters(tmp_path):
    path = tmp_path / "three.pdf"
    path.write_bytes(docgen.pages_pdf(3))
    assert process_file(path, "application/pdf", max_pages=2).error == {
        "code": "too_many_pages",
        "message": "The PDF has 3 pages; at most 2 are accepted.",
    }
    assert process_file(path, "application/pdf", max_bytes=100).error["code"] == "file_too_large"
    assert process_file(path, "application/pdf").status == "completed"


def test_a_blank_page_is_a_failure_to_read_not_an_empty_success(tmp_path):
    from PIL import Image

    path = tmp_path / "blank.png"
    Image.new("L", (800, 600), 255).save(path)
    result = process_file(path, "image/png")
    assert result.status == "failed" and result.error["code"] == "ocr_failed"


# text layer ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("document_type", list(docgen.PAGES))
def test_a_text_layer_pdf_is_read_from_its_text_exactly(document_type):
    result = processed(document_type, "pdf_text")
    assert result.status == "completed" and result.document_type == document_type
    assert wrong_fields(result, document_type) == {}
    assert result.confidence_overall == 1.0
    assert {p.source for p in result.pages} == {"text_layer"}


def test_a_text_layer_s_words_on_one_baseline_are_one_line_whatever_their_descenders_or_a_dash_between(tmp_path):
    # given: a letterhead whose words are placed one by one ('Tanger' and 'Components' reach lower than 'Automotive'
    # and 'SA'), a period whose dash is a few points high, and a form's label, dot leader and value on one line
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "letterhead.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setFont("Helvetica", 11)
    x = 60
    for word in ("Tanger", "Automotive", "Components", "SA"):
        pdf.drawString(x, 780, word)
        x += pdf.stringWidth(word, "Helvetica", 11) + 3
    pdf.drawString(380, 780, "Pay period: 01 Mar 2024")
    pdf.drawString(510, 780.3, "-")
    pdf.drawString(518, 780, "31 Mar 2024")
    pdf.drawString(60, 740, "BULLETIN DE PAIE")
    pdf.drawString(60, 700, "Nom et prénom")
    pdf.drawString(140, 700, ". " * 30)
    pdf.drawString(320, 700, "AIT BENHADDOU Karim")
    pdf.showPage()
    pdf.save()

    # when
    result = process_file(path, "application/pdf")

    # then: the letterhead is one line, read as one cell; the period too; the form's line keeps its value
    (page,) = result.pages
    texts = [line["text"] for line in page.lines]
    assert "Tanger Automotive Components SA Pay period: 01 Mar 2024 - 31 Mar 2024" in texts
    assert "Tanger Automotive Components SA" in [c["text"] for c in page.cells]
    assert any(t.startswith("Nom et prénom") and t.endswith("AIT BENHADDOU Karim") for t in texts)


def test_a_text_layer_s_label_in_one_face_touching_its_value_in_another_is_two_words(tmp_path):
    # given: a payslip's employer row whose label, in italics, ends where its value begins: no space in the text
    # layer between 'Company' and 'Veridia'
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    path = tmp_path / "touching.pdf"
    pdf = canvas.Canvas(str(path), pagesize=A4)
    pdf.setFont("Helvetica", 11)
    pdf.drawString(60, 780, "BULLETIN DE SALAIRE / PAYSLIP")
    pdf.drawString(60, 740, "Raison sociale / ")
    x = 60 + pdf.stringWidth("Raison sociale / ", "Helvetica", 11)
    pdf.setFont("Helvetica-Oblique", 11)
    pdf.drawString(x, 740, "Company")
    x += pdf.stringWidth("Company", "Helvetica-Oblique", 11)
    pdf.setFont("Helvetica", 11)
    pdf.drawString(x, 740, "Veridia Business Services Maroc SARL")
    pdf.showPage()
    pdf.save()

    # when
    result = process_file(path, "application/pdf")

    # then: the label's last word and the value's first are two words (read as one, 'CompanyVeridia' was no word of
    # the lexicon's and no company's: the employer came out as 'CompanyVeridia Business Services Maroc SARL')
    (page,) = result.pages
    assert any("Company Veridia" in line["text"] for line in page.lines), [line["text"] for line in page.lines]
    employer = {f.field_name: f.value for f in result.fields}.get("employer")
    assert employer is not None and "CompanyVeridia" not in employer, employer


def test_result_body_has_pages_with_lines_and_boxes():
    body = processed("payslip", "pdf_text").result_dict()
    assert set(body) == {"status", "document_type", "page_count", "confidence_overall", "raw_text", "pages"}
    (page,) = body["pages"]
    assert set(page) == {"page_number", "width", "height", "text", "confidence", "lines", "words"}
    # each word with its box in fractions of the page (the review's page route draws them on the page image)
    net = next(w for w in page["words"] if w["text"].startswith("Net"))
    assert set(net) == {"text", "bbox", "confidence"} and all(0 <= v <= 1 for v in net["bbox"])
    assert net["bbox"][0] < net["bbox"][2] and net["bbox"][1] < net["bbox"][3]
    assert page["page_number"] == 1 and (page["width"], page["height"]) == docgen.A4
    line = next(ln for ln in page["lines"] if ln["text"].startswith("Net"))
    assert set(line) == {"text", "confidence", "bbox"}
    x0, y0, x1, y1 = line["bbox"]
    assert 0 <= x0 < x1 <= page["width"] and 0 <= y0 < y1 <= page["height"]
    assert abs(y0 - 1780) < 40  # where docgen drew it, in 300 dpi pixels from the top
    assert "Net à payer" in body["raw_text"]


# OCR --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("document_type", list(docgen.PAGES))
def test_a_clean_scan_is_classified_and_its_fields_read(document_type):
    result = processed(document_type, "png")
    assert result.status == "completed" and result.document_type == document_type
    assert wrong_fields(result, document_type) == {}
    assert {p.source for p in result.pages} == {"ocr"}
    assert 0.8 < result.confidence_overall <= 1
    assert all(line["bbox"][2] > line["bbox"][0] for line in result.pages[0].lines)


def test_ocr_line_boxes_are_in_the_page_pixels():
    page = processed("payslip", "png").pages[0]  # scaled down and cropped to its ink for OCR
    assert (page.width, page.height) == docgen.A4
    line = next(ln for ln in page.lines if ln["text"].startswith("Net"))
    x0, y0, x1, y1 = line["bbox"]
    assert abs(x0 - 150) < 30 and abs(y0 - 1780) < 40  # where docgen drew it
    assert x1 > x0 + 300 and 30 < y1 - y0 < 90


@pytest.mark.parametrize(
    ("document_type", "fmt"),
    [
        ("payslip", "jpeg"),
        ("payslip", "pdf"),
        ("cin_front", "jpeg"),
        ("cin_back", "jpeg"),
        ("employment_certificate", "jpeg"),
        ("bank_statement", "jpeg"),
        ("rib", "jpeg"),  # a name word read as Arabic script by the page pass, read again as Latin
        ("passport", "jpeg"),  # MRZ 14 pixels high: enlarged before the MRZ pass
    ],
)
def test_a_degraded_scan_is_still_classified_and_read(document_type, fmt):
    result = processed(document_type, fmt, True)
    assert result.status == "completed" and result.document_type == document_type
    assert wrong_fields(result, document_type) == {}


@pytest.mark.parametrize("fmt", ["tiff", "webp"])
def test_every_accepted_image_type_is_read(fmt):
    result = processed("cin_front", fmt)
    assert result.document_type == "cin_front" and wrong_fields(result, "cin_front") == {}


def test_a_phone_photo_is_turned_upright_by_its_exif_orientation(tmp_path):
    path = tmp_path / "photo.jpg"
    path.write_bytes(docgen.phone_photo("cin_front"))
    result = process_file(path, "image/jpeg")
    assert result.document_type == "cin_front" and wrong_fields(result, "cin_front") == {}
    assert (result.pages[0].width, result.pages[0].height) == docgen.CARD  # upright, as the user sees it


def test_an_upside_down_scan_is_read_and_its_boxes_stay_on_the_file_as_uploaded(tmp_path):
    from PIL import Image

    upright = processed("cin_front", "png")
    path = tmp_path / "upside-down.png"
    Image.open(rendered("cin_front", "png", False)).rotate(180).save(path)
    result = process_file(path, "image/png")
    assert result.document_type == "cin_front" and wrong_fields(result, "cin_front") == {}
    width, height = docgen.CARD
    assert (result.pages[0].width, result.pages[0].height) == (width, height)

    def box(page, text):
        return next(ln["bbox"] for ln in page.lines if ln["text"] == text)

    x0, y0, x1, y1 = box(upright.pages[0], "BK482913")
    turned = box(result.pages[0], "BK482913")
    assert all(abs(a - b) <= 3 for a, b in zip(turned, (width - x1, height - y1, width - x0, height - y0), strict=True))


def _line_image(mode: str):
    from PIL import Image

    page = docgen.Page((1300, 260), (docgen.Item(40, 40, "ATTESTATION DE SALAIRE", 44, "bold"),
                                     docgen.Item(40, 150, "Salaire mensuel net : 7 000,00 DH", 40)))  # fmt: skip
    gray = docgen.render_image(page)
    if mode == "RGBA":  # black text on a transparent background, as some exports are
        image = Image.new("RGBA", gray.size, (0, 0, 0, 0))
        image.putalpha(gray.point(lambda v: 255 - v))
        return image
    return gray.convert("I").point(lambda v: v * 257).convert("I;16")  # a 16-bit grayscale scan


@pytest.mark.parametrize("mode", ["RGBA", "I;16"])
def test_transparent_and_16_bit_images_are_read(mode, tmp_path):
    path = tmp_path / "page.png"
    _line_image(mode).save(path)
    result = process_file(path, "image/png")
    assert result.status == "completed", result.error
    assert [(f.field_name, f.value) for f in result.fields] == [("net_salary", 7000.0)]


def test_mixed_pdf_reads_text_pages_from_the_layer_and_scanned_pages_by_ocr(tmp_path):
    import pypdfium2 as pdfium

    path = tmp_path / "mixed.pdf"
    mixed = pdfium.PdfDocument.new()
    # a card's scan for the scanned page: the smallest page to read by OCR (which page it is does not matter here)
    for source in (rendered("cin_front", "pdf_text", False), rendered("cin_front", "pdf", True)):
        mixed.import_pages(pdfium.PdfDocument(source))
    mixed.save(path)
    result = process_file(path, "application/pdf")
    assert [p.source for p in result.pages] == ["text_layer", "ocr"]
    assert result.page_count == 2


def test_models_load_once_per_process():
    from casefile.ocr.engine import get_engine

    processed("cin_back", "png")  # a page pass and an MRZ pass
    engine = get_engine()
    loaded = dict(engine._apis)  # type: ignore[attr-defined]
    processed("employment_certificate", "png")
    processed("passport", "png")
    assert get_engine() is engine
    assert engine._apis == loaded and all(engine._apis[k] is api for k, api in loaded.items())  # type: ignore[attr-defined]


def test_another_engine_can_be_plugged_in(tmp_path):
    from casefile.ocr.engine import OcrLine, OcrPage, get_engine, set_engine

    class Fixed:
        name = "fixed"

        def read(self, image, *, mode="page"):
            return OcrPage("ATTESTATION DE SALAIRE\nSalaire mensuel net : 7 000,00 DH", 0.9, [
                OcrLine("ATTESTATION DE SALAIRE", 0.9, (0, 0, 10, 10)),
                OcrLine("Salaire mensuel net : 7 000,00 DH", 0.9, (0, 20, 10, 30)),
            ])  # fmt: skip

    previous = get_engine()
    set_engine(Fixed())
    try:
        result = process_file(rendered("cin_front", "png", False), "image/png")
    finally:
        set_engine(previous)
    assert result.document_type == "salary_certificate"
    assert [(f.field_name, f.value) for f in result.fields] == [("net_salary", 7000.0)]


# casefile extract ----------------------------------------------------------------------------------------------
def test_extract_json_merge_over_a_case(capsys, tmp_path):
    files = [
        rendered("payslip", "png", False),
        rendered("cin_front", "pdf_text", False),
        tmp_path / "second-payslip.pdf",
        tmp_path / "broken.pdf",
    ]
    files[2].write_bytes(docgen.render_payslip({"net_salary": 8000.0, "gross_salary": 10000.0}, fmt="pdf_text"))
    files[3].write_bytes(docgen.bad_files()["truncated_pdf"][0])
    os.utime(files[2], (0, 1_700_000_000))  # same pay period: the later upload wins the income

    code = cli.main(["extract", *map(str, files), "--json", "--merge"])
    out, err = capsys.readouterr()

    assert code == 1  # one file failed
    assert err == ""  # no progress lines when stderr is not a terminal
    body = json.loads(out)
    docs = body["documents"]
    assert [d["file"] for d in docs] == [str(f) for f in files]
    assert [d["document_type"] for d in docs] == ["payslip", "cin_front", "payslip", None]
    assert docs[3]["status"] == "failed" and docs[3]["error"]["code"] == "corrupt_file"
    assert set(docs[0]) == {"file", "document_type", "status", "page_count", "confidence_overall", "error", "fields"}
    assert set(docs[0]["fields"][0]) == {"field_name", "value", "confidence", "page", "validation_status", "bbox"}
    merged = body["merged"]
    assert merged["document_count"] == 3
    by_name = {f["field_name"]: f for f in merged["fields"]}
    assert by_name["cin"]["source_document_type"] == "cin_front"
    assert by_name["net_salary"]["value"] == 9876.54 and by_name["net_salary"]["has_conflict"] is True
    assert merged["conflict_summary"] == {"total": 2, "fields": ["gross_salary", "net_salary"], "blocking": True}


def test_extract_reports_progress_on_a_terminal(capsys, monkeypatch):
    monkeypatch.setattr("sys.stderr.isatty", lambda: True)
    path = str(rendered("cin_front", "pdf_text", False))
    assert cli.main(["extract", path, "--json"]) == 0
    out, err = capsys.readouterr()
    assert err.splitlines() == [f"[1/1] {path} ...", f"[1/1] {path}: completed (cin_front)"]
    assert json.loads(out)["documents"][0]["document_type"] == "cin_front"  # stdout stays pure JSON


def test_extract_prints_a_readable_summary(capsys):
    code = cli.main(["extract", str(rendered("cin_front", "pdf_text", False))])
    out, _ = capsys.readouterr()
    assert code == 0
    assert "cin_front, 1 page(s)" in out and "BK482913" in out


def test_extract_refuses_a_missing_file(capsys, tmp_path):
    assert cli.main(["extract", str(tmp_path / "nope.png")]) == 2
    assert "no such file" in capsys.readouterr().err


def _process_specimen(
    tmp_path: Path, document_type: str, layout: str, condition: str, fmt: str, applicant: int, seed: int
) -> tuple[dict, ProcessedDocument]:
    """One corpus document rendered and read: its labels and process_file's result."""
    values = docgen.applicant(applicant)
    labels = docgen.labels_for(document_type, values)
    document = docgen.Specimen(layout, "c", document_type, layout, condition, fmt, values, labels, seed)
    path = tmp_path / document.filename
    path.write_bytes(document.render())
    return labels, process_file(path, document.mime)


def _read_specimen(*specimen) -> tuple[dict, dict]:
    """One corpus document rendered and read (`_process_specimen`'s arguments): its labels and the fields read."""
    labels, result = _process_specimen(*specimen)
    return labels, {f.field_name: f.value for f in result.fields}


def test_a_day_of_one_digit_read_poorly_beside_its_month_is_read_again_and_the_date_is_whole():
    # given: layout d's CNSS certificate whose affiliation date is '6 décembre 2020'; the page pass reads the '6'
    # at 0.29, as low as a stain's scrap, and the month and year well
    # when
    labels, result, _ = _counted_reading("cnss_certificate", "d", "clean", "png", 21, 0)
    fields = {f.field_name: f.value for f in result.fields}

    # then
    assert fields.get("affiliation_date") == labels["affiliation_date"] == "2020-12-06"


@pytest.mark.parametrize(
    ("condition", "applicant", "seed", "names"),
    [
        ("clean", 37, 352, ("cnss_number", "affiliation_date", "employer_cnss")),
        ("degraded", 7, 72, ("affiliation_date", "employer_cnss")),
    ],
)
def test_a_form_s_combs_of_boxes_are_read_without_their_ticks(tmp_path, condition, applicant, seed, names):
    # given: layout n's CNSS form, one digit a box, the boxes' ticks hanging from their bottom rule: the page pass
    # reads '11914 | 9 | 1 [3 [9 | 5 | 1' for 194913051, drops the date's and the employer's combs, and read again
    # as they stand they are '112] [112] [2181212' and '211151110/919'
    # when
    labels, fields = _read_specimen(tmp_path, "cnss_certificate", "n", condition, "png", applicant, seed)

    # then
    for name in names:
        assert matches(name, labels[name], fields.get(name)), (name, fields.get(name))


def test_a_name_after_its_dotted_leader_read_as_scraps_in_a_dropped_line_is_read_again_alone(tmp_path):
    # given: layout d's salary certificate, clean: the page pass drops the line 'Nom ........ TAZI', and read as one
    # line from its unread ink it is 'NOM ..... 6 TAZ', the name at 0.02, a stain's confidence
    # when
    labels, fields = _read_specimen(tmp_path, "salary_certificate", "d", "clean", "png", 58, 547)

    # then
    assert matches("applicant_name", labels["applicant_name"], fields.get("applicant_name")), fields


def test_a_slanted_form_s_typed_lines_that_the_page_pass_drops_are_found_with_the_page_turned_straight(tmp_path):
    # given: layout o's employment certificate, typed over dotted lines that run across the page, scanned at a
    # slant: a line falls ~35 pixels across the page, the page pass drops whole lines, and their rows of ink,
    # looked for on the slanted page, merge into bands too tall to be text
    # when
    labels, fields = _read_specimen(tmp_path, "employment_certificate", "o", "degraded", "png", 3, 3)

    # then: the typed name, CIN, hire date and position are read
    for name in ("applicant_name", "cin", "hire_date", "position"):
        assert matches(name, labels[name], fields.get(name)), (name, fields.get(name))


def test_a_photocopy_s_dark_bar_does_not_hide_the_line_the_page_pass_drops_and_a_ticked_box_is_kept(tmp_path):
    # given: layout x's employment certificate, a photocopy with a dark bar down its right edge: the page pass
    # drops the typed line 'Est employé(e) en qualité de : Comptable principal', and the bar's ink joins every row
    # of the page into one band; the contract's '[X]' reads at a stain's confidence
    # when
    labels, fields = _read_specimen(tmp_path, "employment_certificate", "x", "clean", "png", 19, 182)

    # then
    assert (labels["position"], labels["contract_type"]) == ("Comptable principal", "CDD")
    assert (fields.get("position"), fields.get("contract_type")) == ("Comptable principal", "CDD")


def test_a_name_typed_on_a_dotted_line_that_reads_at_zero_is_read_again_smoothly_enlarged(tmp_path):
    # given: layout x's salary certificate faxed: 'CHRAIBI' on its dotted leader reads at 0.0 in the page pass,
    # and its crop enlarged with Lanczos reads nothing at all
    # when
    labels, fields = _read_specimen(tmp_path, "salary_certificate", "x", "degraded", "png", 1018, 100174)

    # then
    assert matches("applicant_name", labels["applicant_name"], fields.get("applicant_name")), fields


def test_a_line_inside_a_frame_that_the_page_pass_drops_is_found_between_the_frame_s_sides(tmp_path, monkeypatch):
    # given: layout r's payslip scanned: the page pass drops the framed line 'SALARIÉ INTÉRIMAIRE | SALAIRE BRUT
    # 15 847,57', and the frame's sides join its rows of ink into one band too tall to be a line. Its foot reads 'Visa
    # de l'entreprise utilisatrice' (the agency's stamp)
    from casefile.ocr import read

    bands_read: list[float] = []
    read_band = read._read_mrz_band
    monkeypatch.setattr(read, "_read_mrz_band", lambda *a, **k: bands_read.append(a[2]) or read_band(*a, **k))

    # when
    labels, fields = _read_specimen(tmp_path, "payslip", "r", "degraded", "jpeg", 45, 421)

    # then
    assert matches("gross_salary", labels["gross_salary"], fields.get("gross_salary")), fields.get("gross_salary")
    # and a page of text is not searched for a travel document's zone for its word 'visa' (its foot read enlarged
    # three times over, ten times: 4 of the 7 seconds this page took)
    assert bands_read == []


def test_a_card_photographed_at_a_slant_on_a_table_is_read_straightened(tmp_path):
    # given: a card's back photographed on a dark table, turned 4 degrees: the page pass reads it in its layout,
    # slanting (its MRZ's name line read 'ELLAMRANT', its address's last line lost)
    from PIL import Image

    card = Image.open(rendered("cin_back", "png", False)).convert("RGB")
    table = (60, 58, 55)
    turned = card.rotate(4, expand=True, fillcolor=table, resample=Image.Resampling.BICUBIC)
    photo = Image.new("RGB", (turned.width + 300, turned.height + 300), table)
    photo.paste(turned, (150, 150))
    path = tmp_path / "card.jpg"
    photo.save(path, quality=90)

    # when
    result = process_file(path, "image/jpeg")

    # then: straightened, it reads as the card read flat does: every field right
    assert result.document_type == "cin_back"
    assert wrong_fields(result, "cin_back") == {}


@pytest.mark.parametrize(("table", "degrees"), [((60, 58, 55), 3.5), ((140, 100, 60), 3.0)])
def test_a_card_whose_zone_slants_while_its_upper_lines_do_not_is_read_with_every_check_digit(tmp_path, table, degrees):
    # given: a card's back photographed with the camera tilted towards a corner: its top edge level, its bottom edge
    # rising by 3-3.5 degrees. The page's lines say it slants by next to nothing, so it is not straightened; its MRZ
    # slants (read as it was, the zone's checks did not all hold and the CIN was lost or wrong)
    import math

    from PIL import Image

    card = Image.open(rendered("cin_back", "png", False)).convert("RGB")
    w, h, margin = card.width, card.height, 200
    rise = w * math.tan(math.radians(degrees))
    corners = [(margin, margin), (margin + w, margin), (margin + w, margin + h), (margin, margin + h - rise)]
    path = _card_photographed(tmp_path, card, corners, table, (w + 2 * margin, h + 2 * margin))

    # when
    result = process_file(path, "image/jpeg")

    # then
    fields = {f.field_name: f.value for f in result.fields}
    assert fields.get("mrz_valid") is True
    assert wrong_fields(result, "cin_back") == {}


@pytest.mark.parametrize(
    ("table", "corners"),
    [
        # the camera low on the card's left and turned: its far right side a third shorter, its sides sheared
        ((46, 50, 58), [(535, 497), (1529, 191), (1519, 836), (344, 1175)]),
        # a grey desk hardly darker than the card, the camera high on its right
        ((178, 176, 170), [(300, 420), (1500, 330), (1450, 1100), (380, 860)]),
    ],
)
def test_a_card_photographed_in_perspective_on_a_desk_is_read_flattened(tmp_path, table, corners):
    # given: a card's back photographed in perspective on a desk, as a phone held at an angle takes it: its lines
    # converge and its letters lean, so that turning the photo level does not right them (its MRZ read as no zone,
    # the CIN, the name and the dates lost)
    from PIL import Image

    card = Image.open(rendered("cin_back", "png", False)).convert("RGB")
    w, h = card.size
    path = _card_photographed(tmp_path, card, corners, table, (1720, 1346))

    # when
    result = process_file(path, "image/jpeg")

    # then: flattened, it reads as the card read flat does: every field right
    fields = {f.field_name: f for f in result.fields}
    assert fields["mrz_valid"].value is True
    assert wrong_fields(result, "cin_back") == {}
    # and the CIN's box is on the photo where the card prints it (as the card read flat places it), for the reviewer
    x0, y0, x1, y1 = fields["cin"].bbox
    a, b, c, d, e, f, g, k = _perspective([(0, 0), (w, 0), (w, h), (0, h)], corners)  # photo -> card
    px, py = (x0 + x1) / 2 * 1720, (y0 + y1) / 2 * 1346
    u, v = (a * px + b * py + c) / (g * px + k * py + 1), (d * px + e * py + f) / (g * px + k * py + 1)
    fx0, fy0, fx1, fy1 = next(f.bbox for f in processed("cin_back", "png").fields if f.field_name == "cin")
    assert fx0 * w - 10 <= u <= fx1 * w + 10
    assert fy0 * h - 10 <= v <= fy1 * h + 10


def _card_photographed(tmp_path, card, corners, table, size):
    """A JPEG photo of `size` of the card drawn with its corners at `corners` on a table of colour `table`."""
    from PIL import Image

    w, h = card.size
    photo = card.transform(
        size,
        Image.Transform.PERSPECTIVE,
        _perspective([(0, 0), (w, 0), (w, h), (0, h)], corners),
        Image.Resampling.BICUBIC,
        fillcolor=table,
    )
    path = tmp_path / "card.jpg"
    photo.save(path, quality=90)
    return path


def _perspective(card: list[tuple[float, float]], photo: list[tuple[float, float]]) -> list[float]:
    """Pillow's PERSPECTIVE coefficients that draw the card's corners at the photo's."""
    import numpy as np

    rows = []
    for (x, y), (u, v) in zip(card, photo, strict=True):
        rows.append([u, v, 1, 0, 0, 0, -x * u, -x * v])
        rows.append([0, 0, 0, u, v, 1, -y * u, -y * v])
    return [float(c) for c in np.linalg.solve(np.array(rows), np.array([c for p in card for c in p]))]


def test_a_slanted_payslip_s_gross_and_net_are_not_hidden_by_the_boxes_of_the_lines_beside_them(tmp_path):
    # given: layout y's payslip scanned at a slant: the page pass drops the gross at the end of its row and the
    # framed 'NET À PAYER (DH)'; the box of the slanted line under the gross ('| Cotisation CNSS | 268,80')
    # covered it, so its ink was taken as read
    # when
    labels, fields = _read_specimen(tmp_path, "payslip", "y", "degraded", "jpeg", 24, 225)

    # then
    for name in ("gross_salary", "net_salary"):
        assert matches(name, labels[name], fields.get(name)), (name, fields.get(name))


def test_a_label_the_page_pass_drops_beside_specks_of_a_word_it_read_is_found(tmp_path):
    # given: layout y's dot-matrix CNSS print, scanned: the page pass reads '7e . : CHRAIBI' and drops the 'NOM'
    # before it; what is left of that row's ink is 'NOM' at the left and specks of the read words' edges far to
    # the right, and the row spanning both was taken for scattered specks
    # when
    labels, fields = _read_specimen(tmp_path, "cnss_certificate", "y", "degraded", "png", 46, 436)

    # then
    assert matches("applicant_name", labels["applicant_name"], fields.get("applicant_name")), fields


def test_a_table_s_values_set_against_their_cells_rules_are_read(tmp_path):
    # given: a payslip's identity table typed with no padding in its cells, each value's letters touching its
    # cell's top and left rules, scanned a little soft: the page pass reads 'JA188305' and '616630494' as scraps
    # ('A18830'), and their crops, cut across the cells' rules, read poorly too
    from PIL import Image, ImageDraw, ImageFilter, ImageFont

    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 26)
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 40)
    image = Image.new("L", (1654, 800), 255)
    draw = ImageDraw.Draw(image)
    draw.text((110, 90), "Transports Ouled Ziz SARL", font=bold, fill=0)
    draw.text((1050, 90), "BULLETIN DE PAIE", font=bold, fill=0)
    draw.text((110, 150), "Période du 01/04/2025 au 30/04/2025", font=font, fill=0)
    rows = {
        "Nom et prénom": "BENNANI Karim",
        "CIN": "JA188305",
        "N° CNSS": "616630494",
        "Date d'embauche": "01/09/2015",
        "Contrat": "CDI",
    }
    for n, (label, value) in enumerate(rows.items()):
        y = 240 + 40 * n
        draw.rectangle((110, y, 1100, y + 40), outline=0, width=3)
        draw.line((520, y, 520, y + 40), fill=0, width=3)
        for x, text in ((113, label), (522, value)):
            draw.text((x, y + 3 - font.getbbox(text)[1]), text, font=font, fill=0)
    path = tmp_path / "payslip.jpg"
    image.filter(ImageFilter.GaussianBlur(0.8)).save(path, quality=80)

    # when
    result = process_file(path, "image/jpeg")

    # then: each value is read as printed
    fields = {f.field_name: f.value for f in result.fields}
    assert result.document_type == "payslip"
    assert {name: fields.get(name) for name in ("cin", "cnss_number", "hire_date", "contract_type")} == {
        "cin": "JA188305",
        "cnss_number": "616630494",
        "hire_date": "2015-09-01",
        "contract_type": "CDI",
    }


def test_a_typed_line_whose_crop_tesseract_finds_no_line_in_is_read_as_one_raw_line(tmp_path):
    # given: layout o's employment certificate scanned: the page pass drops 'certifie que M. / Mme : Imane EL
    # AMRANI' typed over a dotted leader; its crop, cut a few pixels past the I, reads as nothing as one line
    # (enlarged either way, or black on white): tesseract's line finding finds no line in it
    # when
    labels, fields = _read_specimen(tmp_path, "employment_certificate", "o", "degraded", "png", 10, 98)

    # then
    for name in ("applicant_name", "cin"):
        assert matches(name, labels[name], fields.get(name)), (name, fields.get(name))


def test_a_page_read_as_nothing_at_all_is_not_read_again_turned(tmp_path):
    # given: an image of noise, which the page pass reads as no word at all (a page of it took 16 s: four whole
    # page passes, one per turn)
    from PIL import Image

    from casefile.ocr.engine import OcrPage, get_engine, set_engine

    calls: list[str] = []

    class Nothing:
        name = "nothing"

        def read(self, image, *, mode="page"):
            calls.append(mode)
            return OcrPage("", 0.0, [])

    path = tmp_path / "noise.png"
    noise = Image.effect_noise((1240, 1754), 90).point(lambda p: 0 if p < 60 else 255)
    noise.save(path)
    previous = get_engine()
    set_engine(Nothing())

    # when
    try:
        result = process_file(path, "image/png")
    finally:
        set_engine(previous)

    # then: one page pass and one reading as a single block (what reads a photo whose layout analysis finds
    # nothing), and the file is refused as unreadable: not turned three more times, no MRZ searched for
    assert calls == ["page", "block"]
    assert result.status == "failed"


class _Scripted:
    """An engine that answers each mode with one line of text at one confidence, and records the modes asked."""

    name = "scripted"

    def __init__(self, answers: dict[str, tuple[str, float]]) -> None:
        self.answers = answers
        self.calls: list[str] = []

    def read(self, image, *, mode="page"):
        from casefile.ocr.engine import OcrLine, OcrPage

        self.calls.append(mode)
        text, confidence = self.answers.get(mode, ("", 0.0))
        if not text:
            return OcrPage("", 0.0, [])
        word = OcrLine(text, confidence, (2, 2, 60, 20))
        return OcrPage(text, confidence, [OcrLine(text, confidence, (2, 2, 60, 20), [word])])


def _scraps(text: str, confidence: float):
    from casefile.ocr.engine import OcrLine

    return [OcrLine(text, confidence, (10, 10, 110, 34))]


def test_scraps_the_arabic_model_reads_surely_are_not_read_again_as_latin():
    # given: a run the French page pass read as scraps ('ass hall aSlooll' at 0.2), which the Arabic model reads
    # as a long Arabic phrase at 0.9
    from PIL import Image

    from casefile.ocr.read import _better_reading

    engine = _Scripted({"arabic": ("المملكة المغربية", 0.9), "line": ("ass hall", 0.3)})

    # when
    better = _better_reading(engine, Image.new("L", (200, 60), 255), _scraps("ass hall aSlooll", 0.2))

    # then: the Arabic reading, and no Latin reading of the run (an enlarged line, twice the Arabic one's time)
    assert better is not None and better.text == "المملكة المغربية"
    assert engine.calls == ["arabic"]


def test_a_short_latin_word_the_arabic_model_reads_as_three_letters_is_still_read_as_latin():
    # given: 'CDI' read 'cpi' at 0.25 by the page pass; the Arabic model makes three letters of it at 0.82
    from PIL import Image

    from casefile.ocr.read import _better_reading

    engine = _Scripted({"arabic": ("امع", 0.82), "line": ("CDI", 0.72)})

    # when
    better = _better_reading(engine, Image.new("L", (200, 60), 255), _scraps("cpi", 0.25))

    # then: read as Latin too, and the Latin reading kept
    assert better is not None and better.text == "CDI"
    assert engine.calls[0] == "arabic" and "line" in engine.calls


def test_a_typed_line_joined_to_its_dotted_leader_by_a_frame_s_sides_is_read(tmp_path):
    # given: layout o's employment certificate from another employer, a clean scan: 'en qualité de : Chef de projet'
    # typed over its dotted leader inside the form's frame; the page pass leaves the line out, and its ink and the
    # leader's, joined by the frame's sides, made one band too tall for a line
    values = docgen.applicant(41)
    other = {**values, "employer": values["_other_employer"], "employer_cnss": str(int(values["employer_cnss"]) + 1)}
    labels = docgen.labels_for("employment_certificate", other)
    spec = docgen.Specimen("c41-employment_certificate_other-o-clean", "c41", "employment_certificate", "o", "clean",
                           "png", other, labels, 388)  # fmt: skip
    path = tmp_path / spec.filename
    path.write_bytes(spec.render())

    # when
    fields = {f.field_name: f.value for f in process_file(path, spec.mime).fields}

    # then
    assert fields.get("position") == spec.labels["position"] == "Chef de projet"


@cache
def _counted_reading(
    document_type: str, layout: str, condition: str, fmt: str, applicant: int, seed: int
) -> tuple[dict, ProcessedDocument, list[int]]:
    """`_process_specimen` once per test process (tests that ask for the same document share its reading), counting
    the pages whose poorly read runs were read again (one entry per page, its number of runs)."""
    from casefile.ocr import read

    pages_read_again: list[int] = []
    read_again = read._read_again

    def counting(engine, image, lines):
        pages_read_again.append(len(lines))
        return read_again(engine, image, lines)

    folder = _dir() / f"specimen-{seed}"
    folder.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as monkeypatch:
        monkeypatch.setattr(read, "_read_again", counting)
        labels, result = _process_specimen(folder, document_type, layout, condition, fmt, applicant, seed)
    return labels, result, pages_read_again


def test_a_statement_whose_first_reading_is_settled_is_not_read_again_and_every_field_is_right():
    # given: layout h's bank statement, a clean scan: its page pass reads the holder, the RIB (its key checks), the
    # period and both balances surely; reading its poorly read runs again would take time and change no field
    # when
    labels, result, read_again = _counted_reading("bank_statement", "h", "clean", "png", 18, 176)
    fields = {f.field_name: f.value for f in result.fields}

    # then: the first reading is the answer, and it is right; the result says so (`make bench-documents` counts it)
    assert read_again == []
    assert result.read_again is False
    assert {name: fields.get(name) for name in labels if not matches(name, labels[name], fields.get(name))} == {}


def test_a_certificate_whose_first_reading_lacks_a_field_is_read_again_and_the_field_is_found():
    # given: layout d's CNSS certificate whose affiliation date '6 décembre 2020' has its '6' read at 0.29 by the page
    # pass, a stain's confidence: the first reading has no whole date (the same reading as the test of the day above)
    # when
    labels, result, read_again = _counted_reading("cnss_certificate", "d", "clean", "png", 21, 0)
    fields = {f.field_name: f.value for f in result.fields}

    # then: its runs are read again, the result says so, and the date is whole
    assert len(read_again) == 1
    assert result.read_again is True
    assert fields.get("affiliation_date") == labels["affiliation_date"] == "2020-12-06"


def test_a_poor_scan_read_upright_is_not_read_again_turned(tmp_path):
    # given: layout z's bank statement, a degraded scan: its page pass reads at 0.6 on average and only 35 % of its
    # words at 0.8 or more (the grid's grey labels), but 165 of them; turned, a page reads next to none. Read turned
    # three times over, it took 4 s more. (The page's first reading is where a page is turned: its poorly read runs,
    # read again after it, are not waited for here)
    from PIL import Image

    from casefile.ocr.engine import get_engine, set_engine
    from casefile.ocr.read import _ocr

    values = docgen.applicant(50)
    labels = docgen.labels_for("bank_statement", values)
    document = docgen.Specimen("z", "c", "bank_statement", "z", "degraded", "jpeg", values, labels, 475)
    path = tmp_path / document.filename
    path.write_bytes(document.render())
    real = get_engine()
    modes: list[str] = []

    class Counting:
        name = "counting"

        def read(self, image, *, mode="page"):
            modes.append(mode)
            return real.read(image, mode=mode)

    set_engine(Counting())

    # when
    try:
        with Image.open(path) as image:
            page = _ocr(image.convert("L"), 1, defer=True)
    finally:
        set_engine(real)

    # then: one page pass, not turned, and the statement's period read upright
    assert modes.count("page") == 1 and not page.turned
    assert labels["statement_period_end"] == "2026-10-31" and "31/10/2026" in page.text


def test_a_deferred_page_is_finished_after_its_caller_closed_the_image_it_was_read_from(tmp_path):
    # given: a payslip's poor scan, its ink filling the image (read as it is, not cropped): a PDF page's image shares
    # the rendered bitmap's buffer, freed when the page is done with, before the document decides to finish its pages
    from PIL import Image

    from casefile.ocr.read import _content, _ocr

    scan = Image.open(rendered("payslip", "png", True)).convert("L")
    image = _content(scan)[2]  # cut to its ink
    first = _ocr(image, 1, defer=True)

    # when
    image.close()
    assert first.finish is not None
    finished = first.finish()

    # then: its poor runs are read again from the page's own copy of the image (on the closed one: "Operation on
    # closed image")
    assert finished.finish is None
    assert "Net à payer : 9 876,54" in finished.text


def test_a_passport_thumbnail_s_mrz_is_read_with_every_check_digit():
    # given: ICAO's example passport as a 275 x 184 JPEG thumbnail (tests/support/specimens): the zone's characters
    # are 6 pixels wide; the general English model read it as 'L698902C36uT07408122F100415917E1...'
    # when: process_file reads it (once per test process: test_ocr_rotation.py compares its turned readings to it)
    result = readings.passport_thumbnail()

    # then: the band read by the MRZ model, every check digit holding, the name without fillers
    fields = {f.field_name: f.value for f in result.fields}
    assert result.document_type == "passport" and fields["mrz_valid"] is True
    assert (fields["document_number"], fields["date_of_birth"], fields["nationality"]) == (
        "L898902C3",
        "1974-08-12",
        "UTO",
    )
    assert fields["applicant_name"].upper() == "ANNA MARIA ERIKSSON"


def test_print_light_on_a_dark_ground_is_read_a_banner_s_employer_and_a_box_s_net_pay(tmp_path):
    # given: a payslip whose title and employer stand in white on a dark grey banner, and whose net pay stands in
    # white in a dark box; the rest is black on white. Binarized, a dark ground is one black shape: the page pass
    # read nothing in it, and the employer and the net were lost
    from PIL import Image, ImageDraw, ImageFont

    fonts = "/usr/share/fonts/truetype/dejavu/"
    bold, plain = (
        ImageFont.truetype(fonts + "DejaVuSans-Bold.ttf", 44),
        ImageFont.truetype(fonts + "DejaVuSans.ttf", 28),
    )
    page = Image.new("L", (1654, 2339), 255)
    draw = ImageDraw.Draw(page)
    draw.rectangle((80, 60, 1574, 330), fill=85)
    draw.text((130, 110), "BULLETIN DE PAIE", font=bold, fill=255)
    draw.text((130, 190), "Période : Septembre 2024", font=plain, fill=235)
    draw.text((1000, 110), "Oasis Textiles Maroc SARL", font=plain, fill=255)
    draw.text((1000, 160), "Zone industrielle, lot 12, Fès", font=plain, fill=225)
    rows = [
        ("Nom et prénom", "Salma BENNIS"),
        ("CIN", "CD482915"),
        ("Emploi", "Chef d'atelier"),
        ("Date d'embauche", "03/02/2019"),
        ("Salaire brut", "9 850,00"),
        ("Total retenues", "1 137,60"),
    ]
    for i, (label, value) in enumerate(rows):
        draw.text((130, 430 + 80 * i), label, font=plain, fill=0)
        draw.text((700, 430 + 80 * i), value, font=plain, fill=0)
    draw.rectangle((1000, 1000, 1500, 1160), fill=60)
    draw.text((1040, 1025), "NET À PAYER", font=plain, fill=255)
    draw.text((1040, 1080), "8 712,40 MAD", font=bold, fill=255)
    path = tmp_path / "banner.png"
    page.save(path)

    # when
    result = process_file(path, "image/png")

    # then: the banner's and the box's print is read, and is the employer's name and the net pay
    fields = {f.field_name: f.value for f in result.fields}
    assert result.document_type == "payslip"
    assert fields.get("employer") == "Oasis Textiles Maroc SARL", fields
    assert fields.get("net_salary") == 8712.4, fields
    assert fields.get("gross_salary") == 9850.0, fields


def _typed(size: tuple[int, int], texts: list[tuple[str, int, int]]):
    """A white page with these words typed in black (DejaVu Sans, 30 px) at (x, y)."""
    from PIL import Image, ImageDraw, ImageFont

    page = Image.new("L", size, 255)
    draw = ImageDraw.Draw(page)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 30)
    for text, x, y in texts:
        draw.text((x, y), text, fill=0, font=font)
    return page


def _line(text: str, confidence: float, box: tuple[int, int, int, int]):
    from casefile.ocr.engine import OcrLine

    return OcrLine(text, confidence, box, [OcrLine(text, confidence, box)])


def test_a_value_the_page_pass_left_far_right_of_a_speck_of_unread_ink_is_read():
    # given: a form's row where the page pass read neither a speck at the far left (the end of a stroke) nor the CIN
    # far right: one band of ink, two runs a page's width apart, which together read as scattered specks
    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _unread_ink

    page = _typed((2000, 300), [("Nom BENALI", 60, 40), ("ab", 60, 150), ("PB219476", 1700, 150)])
    lines = [_line("Nom BENALI", 0.95, (60, 45, 280, 75))]

    # when
    found = _unread_ink(get_engine(), page, lines)

    # then
    assert any("PB219476" in line.text for line in found), [line.text for line in found]


def test_ink_under_a_scrap_the_page_drops_is_read_and_the_scrap_goes():
    # given: a panel whose page pass read 'Solde' well and, two lines tall over the amount under it, a scrap 'or' at
    # 0.19 (the page drops it as noise), which hid that ink from the search for unread ink
    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _unread_ink

    page = _typed(
        (1200, 400), [("Solde", 60, 40), ("9 305,60 MAD", 60, 110), ("Crédits", 600, 40), ("Débits", 600, 250)]
    )
    solde = _line("Solde", 0.96, (60, 45, 160, 75))
    scrap = _line("or", 0.19, (60, 100, 300, 150))
    read = _line("Solde or", 0.58, (60, 45, 300, 150))
    read.words = [*solde.words, *scrap.words]
    others = [_line("Crédits", 0.95, (600, 45, 720, 75)), _line("Débits", 0.95, (600, 255, 710, 285))]

    # when
    found = _unread_ink(get_engine(), page, [read, *others])

    # then: the amount is read, and the scrap over it is gone from its line
    texts = [line.text for line in found]
    assert any("9 305,60" in text for text in texts), texts
    assert not any(w.text == "or" for line in found for w in line.words or [line]), texts


def _card_beside_a_photo() -> object:
    """A card's text column beside its holder's photo: a dark head and shoulders as tall as four of its rows, the
    name in bold capitals level with the hair, the birthplace level with the shirt, whose curved edge stands two
    lines' height left of it."""
    from PIL import Image, ImageDraw, ImageFont

    fonts = "/usr/share/fonts/truetype/dejavu/"
    bold = ImageFont.truetype(fonts + "DejaVuSans-Bold.ttf", 30)
    small = ImageFont.truetype(fonts + "DejaVuSans.ttf", 18)
    image = Image.new("L", (1100, 520), 235)
    draw = ImageDraw.Draw(image)
    draw.rectangle((40, 60, 300, 440), outline=200, width=2)
    draw.ellipse((110, 100, 230, 250), fill=40)  # the hair
    draw.ellipse((125, 130, 215, 245), fill=175)  # the face
    draw.arc((40, 250, 400, 610), 180, 360, fill=55, width=6)  # the shirt's edge, curving up beside the text
    for label, value, y in (("Prénom", "MEHDI", 110), ("Nom", "EL OUARDI", 180), ("à", "NADOR", 292)):
        draw.text((440, y - 24), label, fill=110, font=small)
        draw.text((440, y), value, fill=20, font=bold)
    return image


def test_a_card_s_lines_beside_its_photo_the_page_pass_drops_are_found_between_the_photo_s_gutter():
    # given: a card whose page pass read nothing of its text column: the photo's hair and shirt join the rows of its
    # name and birthplace into one band of ink four lines tall, with no frame's side to part it (a band so tall was
    # passed over as no line)
    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _unread_ink

    page = _card_beside_a_photo()

    # when
    found = _unread_ink(get_engine(), page, [_line("EL OUARDI", 0.95, (440, 183, 620, 210))])

    # then: the bare paper between the photo and the text parts the band, and each line is read
    texts = " | ".join(line.text for line in found)
    assert "MEHDI" in texts, texts
    assert "NADOR" in texts, texts


def test_a_drawing_s_stroke_a_line_s_height_left_of_a_word_is_left_out_of_the_word_s_crop():
    # given: a band of unread ink (white on black, as the search for it masks the page) holding a photo's shirt edge,
    # a slanting stroke, two lines' height left of 'NADOR' (read together: 'D NADOR' at 0.52, below the bar, lost)
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.read import _ink_columns, _without_solid_shapes

    tall = 30
    ink = Image.new("L", (700, 40), 0)
    draw = ImageDraw.Draw(ink)
    draw.line((60, 38, 100, 2), fill=255, width=6)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 30)
    draw.text((200, 2), "NADOR", fill=255, font=font)
    per_column, columns = _ink_columns(ink, (0, 5, 700, 35), tall)

    # when
    kept = _without_solid_shapes(ink, per_column, columns, (5, 35), tall)

    # then: the word's columns stay, the stroke's go
    assert min(kept) >= 200 and max(kept) == max(columns), (min(kept), max(kept))
    assert min(columns) < 110


def _form_box_image() -> tuple[object, tuple[int, int, int, int]]:
    """A form's box as a CNSS certificate prints it: a small grey label 'Nom' close over its bold value, the box's
    frame around both; and the box the page pass may draw over both as one poorly read word."""
    from PIL import Image, ImageDraw, ImageFont

    fonts = Path("/usr/share/fonts/truetype/dejavu")
    image = Image.new("L", (1000, 260), 255)
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle((30, 30, 560, 150), radius=6, outline=150, width=2)
    draw.text((52, 44), "Nom", fill=80, font=ImageFont.truetype(str(fonts / "DejaVuSans.ttf"), 22))
    draw.text((52, 76), "HAMDAOUI", fill=0, font=ImageFont.truetype(str(fonts / "DejaVuSans-Bold.ttf"), 40))
    draw.text(
        (52, 190),
        "Caisse Nationale de Sécurité Sociale",
        fill=0,
        font=ImageFont.truetype(str(fonts / "DejaVuSans.ttf"), 22),
    )
    return image, (52, 46, 290, 118)


def test_a_small_label_read_into_its_value_s_word_is_read_again_as_a_line_of_its_own_above_it():
    # given: a form's box whose small label the page pass took into its value's word ('HAMDAOUI' in a box as tall as
    # 'Nom' over it, read poorly), a line of text read well elsewhere on the page
    from casefile.ocr import read
    from casefile.ocr.engine import OcrLine, get_engine

    image, tall_box = _form_box_image()
    value = OcrLine("HAMDAOUI", 0.6, tall_box)
    words = [
        OcrLine(w, 0.95, (52 + 90 * i, 192, 130 + 90 * i, 214)) for i, w in enumerate(("Caisse", "Nationale", "de"))
    ]
    lines = [
        OcrLine("HAMDAOUI", 0.6, tall_box, [value]),
        OcrLine("Caisse Nationale de", 0.95, (52, 192, 310, 214), words),
    ]

    # when: its poorly read words are read again
    again = read._read_again(get_engine(), image, lines)

    # then: the label is a line of its own, over the value's line, each with its own box
    texts = [line.text for line in again]
    assert texts[:2] == ["Nom", "HAMDAOUI"], texts
    label, name = again[0], again[1]
    assert label.bbox[3] <= name.words[0].bbox[1] + 2


def test_a_frame_s_side_read_as_a_bar_parts_the_poorly_read_words_either_side_of_it():
    # given: a row of two boxes read poorly, the frame's sides between them read as '|'
    from casefile.ocr import read
    from casefile.ocr.engine import OcrLine

    words = [
        OcrLine("ste", 0.35, (826, 926, 951, 958)),
        OcrLine("|", 0.53, (976, 910, 991, 991)),
        OcrLine("|", 0.53, (1010, 910, 1032, 991)),
        OcrLine("SOUKAINA", 0.59, (1041, 914, 1237, 974)),
    ]

    # when / then: each box's words are read again apart, never as one run across the frame
    assert [[w.text for w in run] for run in read._low_runs(words)] == [["ste"], ["|"], ["|"], ["SOUKAINA"]]


def test_a_small_line_s_strokes_broken_by_the_ink_threshold_are_one_row_and_the_line_under_it_another():
    from casefile.ocr import read

    # 'Prénom' in light grey: its accent, its capitals' tops and the rest of it as three rows, one pixel over the
    # value's row
    assert read._joined_pieces([(5, 7), (10, 13), (14, 22), (23, 55)], 22) == [(5, 22), (23, 55)]
    # rows apart stay apart, and two rows each a line's height are never joined
    assert read._joined_pieces([(0, 20), (21, 42)], 22) == [(0, 20), (21, 42)]
    assert read._joined_pieces([(0, 3), (40, 60)], 22) == [(0, 3), (40, 60)]


def test_a_number_printed_large_beside_a_signature_whose_tail_hangs_below_it_is_a_band_of_its_own():
    # given: unread ink (white on black, as the search for it masks the page) of a card's number printed large in red
    # beside its holder's signature, whose tail hangs below the number: one band three lines tall, cut at the faint
    # row under the number into a part still two lines tall (signature and number) and the tail. That part was
    # passed over as no line, and the card's CIN was never read
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.read import _text_bands

    tall = 39
    ink = Image.new("L", (800, 140), 0)
    draw = ImageDraw.Draw(ink)
    draw.line((60, 20, 335, 90), fill=255, width=4)  # the signature's stroke
    draw.line((150, 90, 150, 118), fill=255, width=2)  # down to its tail
    draw.line((60, 120, 260, 120), fill=255, width=3)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 60)
    draw.text((400, 0), "F442089", fill=255, font=font)

    # when
    bands = _text_bands(ink, tall)

    # then: the bare paper between the signature and the number parts that part, and the number is a band of its own
    number = [(x0, y0, x1, y1) for x0, y0, x1, y1 in bands if x0 >= 335 and x0 < 400 and y1 - y0 <= 1.8 * tall]
    assert number, bands


def test_a_value_typed_over_a_dotted_leader_that_touches_its_figures_is_read_without_the_dots():
    # given: a form's line whose bold date stands on its dotted leader, the dots touching the figures' feet (read
    # 'QB/O B20 25 oc cccc...' at 0.53 as it is)
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _read_crop

    fonts = Path("/usr/share/fonts/truetype/dejavu")
    line = Image.new("L", (900, 44), 255)
    draw = ImageDraw.Draw(line)
    draw.text((10, 5), "Date d'entrée :", font=ImageFont.truetype(str(fonts / "DejaVuSans.ttf"), 26), fill=0)
    draw.text((235, 5), "03/03/2025", font=ImageFont.truetype(str(fonts / "DejaVuSans-Bold.ttf"), 26), fill=0)
    for x in range(225, 890, 5):
        draw.rectangle((x, 30, x + 1, 31), fill=0)

    # when
    read = _read_crop(get_engine(), line, 1.5, "line")

    # then
    assert "03/03/2025" in read.text, read.text


def test_a_value_over_a_dotted_leader_drawn_smooth_is_read_without_the_dots_grey_edges():
    # given: a CIN typed over its leader, the page drawn at four times the size and scaled down as a renderer
    # anti-aliases it: each dot has a grey fringe that the ink threshold leaves behind (blanked without it, the fringe
    # read as 'ae ae' and kept the reading from being trusted)
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _read_crop

    big = Image.new("L", (4 * 700, 4 * 52), 255)
    draw = ImageDraw.Draw(big)
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 4 * 26)
    draw.text((4 * 10, 4 * 8), "G738205", font=bold, fill=0)
    for x in range(4 * 2, 4 * 690, 4 * 4):
        draw.rectangle((x, 4 * 40, x + 9, 4 * 42 + 1), fill=0)
    line = big.resize((700, 52), Image.Resampling.LANCZOS)

    # when
    read = _read_crop(get_engine(), line, 1.5, "line")

    # then: the value alone, read well
    assert read.text.split() == ["G738205"], read.text
    assert read.confidence >= 0.85


def test_a_poorly_read_run_of_two_signs_in_a_box_many_signs_wide_is_read_again():
    # given: a page pass that read a value typed over its dotted leader as 'QE' at 0.28, its box stretched over the dots
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr import read
    from casefile.ocr.engine import OcrLine, get_engine

    page = Image.new("L", (1100, 60), 255)
    draw = ImageDraw.Draw(page)
    draw.text(
        (10, 12), "N° CIN :", font=ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 26), fill=0
    )
    bold = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 26)
    draw.text((160, 12), "G738205", font=bold, fill=0)
    for x in range(150, 1080, 5):
        draw.rectangle((x, 42, x + 1, 43), fill=0)
    label = [
        OcrLine("N°", 0.95, (10, 14, 45, 40)),
        OcrLine("CIN", 0.95, (55, 14, 110, 40)),
        OcrLine(":", 0.9, (118, 20, 124, 38)),
    ]
    scrap = OcrLine("QE", 0.28, (150, 12, 1080, 46))
    line = OcrLine("N° CIN : QE", 0.7, (10, 12, 1080, 46), [*label, scrap])

    # when
    again = read._read_again(get_engine(), page, [line])

    # then: the value is read, not kept as a scrap of two signs
    assert "G738205" in again[0].text, again[0].text
    # and a stain's scrap of two signs, no wider than they are, is left as it is
    small = OcrLine("N° CIN : QE", 0.7, (10, 12, 200, 46), [*label, OcrLine("QE", 0.28, (150, 12, 200, 46))])
    assert read._holds_more([small.words[-1]], 2) is False


def test_a_card_s_number_in_large_print_slanting_on_its_own_is_a_band_and_is_read_straight():
    # given: unread ink of a card photographed askew: its number printed twice the size of the card's lines, slanting
    # by 5 degrees, beside its holder's signature, the card's edge trailing specks below them both
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _read_crop, _text_bands

    tall = 27
    sheet = Image.new("L", (900, 130), 255)
    draw = ImageDraw.Draw(sheet)
    draw.text(
        (560, 30),
        "BE873105",
        font=ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 52),
        fill=70,
    )
    sheet = sheet.rotate(5, resample=Image.Resampling.BICUBIC, fillcolor=255, center=(700, 60))
    draw = ImageDraw.Draw(sheet)
    draw.line((80, 60, 200, 30, 260, 80, 330, 40), fill=20, width=3)  # the signature
    for x in range(0, 900, 40):
        draw.line((x, 120 - x // 60, x + 8, 120 - x // 60), fill=40, width=2)  # the card's edge
    ink = sheet.point(lambda p: 255 if p < 110 else 0)

    # when: the unread ink is cut into bands
    bands = _text_bands(ink, tall)

    # then: the number is a band of its own, and read straight
    number = [b for b in bands if b[0] >= 400]
    assert number, bands
    x0, y0, x1, y1 = number[0]
    crop = sheet.crop((max(0, x0 - 8), max(0, y0 - 8), x1, min(sheet.height, y1 + 8)))
    assert "BE873105" in _read_crop(get_engine(), crop, 1.0, "line").text.replace(" ", "")


def test_a_line_read_poorly_that_slants_on_its_own_is_read_again_straight():
    # given: a card's number in large print cut out of a photo of the card lying askew by 8 degrees
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.engine import get_engine
    from casefile.ocr.read import _plain_reading, _read_crop

    crop = Image.new("L", (420, 130), 235)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 52)
    ImageDraw.Draw(crop).text((20, 30), "BE873105", font=font, fill=70)
    crop = crop.rotate(8, resample=Image.Resampling.BICUBIC, fillcolor=235)
    assert _plain_reading(get_engine(), crop, 1.0, "line").text.strip() != "BE873105"  # as it lies: 'pE87310°'

    # when / then: read straight
    assert _read_crop(get_engine(), crop, 1.0, "line").text.strip() == "BE873105"


def test_a_poorly_read_word_whose_box_runs_over_the_words_after_it_is_read_again_without_them():
    # given: the page pass read 'Opérateur' at 0.1 in a box stretched over 'de production', which it read well
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr import read
    from casefile.ocr.engine import OcrLine, get_engine

    page = Image.new("L", (700, 60), 255)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", 26)
    draw = ImageDraw.Draw(page)
    draw.text((10, 14), "Opérateur", font=font, fill=0)
    draw.text((175, 14), "de", font=font, fill=0)
    draw.text((220, 14), "production", font=font, fill=0)
    words = [
        OcrLine("Opérateur", 0.1, (10, 12, 420, 46)),
        OcrLine("de", 0.96, (175, 14, 210, 44)),
        OcrLine("production", 0.96, (220, 14, 380, 46)),
    ]
    line = OcrLine("Opérateur de production", 0.67, (10, 12, 420, 46), words)

    # when
    again = read._read_again(get_engine(), page, [line])

    # then: each word once
    assert again[0].text.split().count("production") == 1, again[0].text
    assert again[0].text.startswith("Opérateur"), again[0].text


def test_a_box_over_two_lines_of_grey_print_is_read_line_by_line_and_its_line_keeps_its_own_word():
    # given: a letterhead in grey print whose company name ends on the next line ('Société d'Études du Nord' over
    # 'SARL'); the page pass took 'Société' and the 'SARL' under it for one word, read 'ses' at 0.24
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr import read
    from casefile.ocr.engine import OcrLine, get_engine

    page = Image.new("L", (700, 90), 240)
    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", 22)
    draw = ImageDraw.Draw(page)
    draw.text((10, 10), "Société", font=font, fill=115)
    draw.text((105, 10), "d'Études", font=font, fill=115)
    draw.text((205, 10), "du", font=font, fill=115)
    draw.text((240, 10), "Nord", font=font, fill=115)
    draw.text((10, 46), "SARL", font=font, fill=115)
    words = [
        OcrLine("ses", 0.24, (10, 10, 95, 72)),
        OcrLine("d'Études,", 0.96, (105, 10, 195, 36)),
        OcrLine("du", 0.96, (205, 10, 230, 36)),
        OcrLine("Nord", 0.96, (240, 10, 300, 36)),
    ]
    line = OcrLine("ses d'Études du Nord", 0.78, (10, 10, 300, 72), words)

    # when
    again = read._read_again(get_engine(), page, [line])

    # then: the name's line opens with its own word, and the word under it is a line of its own below
    assert [a.text for a in again] == ["Société d'Études, du Nord", "SARL"], [a.text for a in again]
