"""A photo taken aslant is read straightened: which straightened reading is kept, and where a box of the page as read
stands on the photo as uploaded (`casefile.ocr.pages.ReadFrame`)."""

from __future__ import annotations

import math

import pytest

from casefile.ocr.engine import OcrLine, OcrPage
from casefile.ocr.pages import ReadFrame
from casefile.ocr.read import _reads_better


def reading(*texts: str, confidence: float = 0.9) -> OcrPage:
    lines = []
    for row, text in enumerate(texts):
        box = (10, 40 * row, 10 + 12 * len(text), 40 * row + 30)
        words = [OcrLine(word, confidence, box) for word in text.split()]
        lines.append(OcrLine(text, confidence, box, words))
    return OcrPage("\n".join(texts), confidence, lines)


PAYSLIP = ("BULLETIN DE PAIE", "Salaire de base 8 500,00", "Net a payer 7 214,35")
ZONE = ("P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10")


def test_a_page_without_an_mrz_is_judged_by_its_words_read_well() -> None:
    assert _reads_better(reading(*PAYSLIP, "Employeur ATLAS NEGOCE SARL"), reading(*PAYSLIP))
    assert not _reads_better(reading(*PAYSLIP[:2]), reading(*PAYSLIP))


def test_a_reading_with_an_mrz_read_with_its_fillers_beats_one_with_more_words() -> None:
    # a passport straightened to 17 degrees read 13 words well and its zone as noise; at 19 degrees, 11 and the zone
    words = reading("PASSPORT SPECIMEN AUSTRALIA", "CITIZEN JANE AUSTRALIAN", "CANBERRA MARCH 2014 2024")
    zone = reading("PASSPORT SPECIMEN", *ZONE)
    assert _reads_better(zone, words)
    assert not _reads_better(words, zone)


@pytest.mark.parametrize("tilt", [17.0, -12.0, 3.5, 197.0, 103.0])
def test_a_box_of_the_straightened_photo_is_where_its_ink_stands_on_the_photo(tilt: float) -> None:
    # given: a photo (scaled by half to be read) with one dark mark, straightened as the OCR straightens it
    from PIL import Image

    photo = Image.new("L", (800, 500), 255)
    photo.paste(0, (600, 120, 612, 132))
    read = photo.resize((400, 250))
    straight = read.rotate(tilt, expand=True, fillcolor=255)
    frame = ReadFrame(tilt, read.size, straight.size, (0, 0), 0, read.size, 0.5)

    # when: the mark's box as read is taken back to the photo
    found = straight.point(lambda v: 255 if v < 128 else 0).getbbox()
    assert found is not None
    x0, y0, x1, y1 = frame.to_page(found)

    # then: it covers the mark, and is no bigger than the mark turned
    assert x0 <= 606 <= x1 and y0 <= 126 <= y1
    assert x1 - x0 < 40 and y1 - y0 < 40
    # and a box of the page as the reader lays it out (in the page's units) lands at the same place
    assert frame.from_read(frame.in_units(found)) == pytest.approx([x0, y0, x1, y1], abs=2)


def test_a_page_slanting_a_little_is_laid_out_by_its_words_not_by_tesseracts_skew() -> None:
    # given: a statement's header photographed 1.5 degrees aslant (its lines rise to the right), four labels across
    # over their values; tesseract's skew says +0.5 degrees (the other way)
    from casefile.ocr.pages import ReadFrame
    from casefile.ocr.read import _leveled, _page_of_lines

    rise = math.tan(math.radians(1.5))

    def line(text: str, x: int, y: int) -> OcrLine:
        words, at = [], x
        for word in text.split():
            words.append(
                OcrLine(word, 0.95, (at, round(y - at * rise), at + 14 * len(word), round(y + 24 - at * rise)))
            )
            at += 14 * len(word) + 12
        return OcrLine(text, 0.95, (x, min(w.bbox[1] for w in words), at, max(w.bbox[3] for w in words)), words)

    lines = [
        line("Solde d ouverture", 100, 700),
        line("12 993,07 MAD", 100, 740),
        line("Solde de cloture", 1300, 700),
        line("15 411,63 MAD", 1300, 740),
    ]
    page = OcrPage("", 0.95, lines, skew=math.radians(0.5))

    # when
    laid = _page_of_lines(
        lines, _leveled(page), 1, (1600, 1000), ReadFrame(0.0, (1600, 1000), (1600, 1000), (0, 0), 0, (1600, 1000), 1.0)
    )

    # then: each label is level with the other label, not with the value across the page from it
    tops = {cell["text"]: cell["bbox"][1] for cell in laid.cells}
    assert abs(tops["Solde de cloture"] - tops["Solde d ouverture"]) < 8
    assert abs(tops["15 411,63 MAD"] - tops["12 993,07 MAD"]) < 8
    assert abs(tops["15 411,63 MAD"] - tops["Solde d ouverture"]) > 25


def test_a_card_read_as_short_lines_says_how_it_slants_by_its_lines_of_two_words() -> None:
    # given: a card's back photographed 4 degrees aslant (its lines rise to the right), read as a name and its CIN,
    # two labels, a parent's name and one line of its address: one line of three words, four of two (its MRZ, slanting
    # too, read as no line at all)
    from casefile.ocr.read import _first_slant

    rise = math.tan(math.radians(4))

    def line(*words_at: tuple[str, int], y: int) -> OcrLine:
        words = [
            OcrLine(word, 0.95, (x, round(y - x * rise), x + 20 * len(word), round(y + 30 - x * rise)))
            for word, x in words_at
        ]
        return OcrLine(" ".join(w.text for w in words), 0.95, (words[0].bbox[0], 0, words[-1].bbox[2], 1), words)

    lines = [
        line(("RACHID", 518), ("BH604519", 1327), y=380),
        line(("Leila", 521), ("ALAMI", 636), y=430),
        line(("GHANDI", 666), ("QUARTIER", 843), ("OASIS", 1054), y=490),
        line(("Fils", 336), ("de", 396), y=390),
        line(("et", 338), ("de", 379), y=440),
    ]

    # when
    slant = _first_slant(OcrPage("", 0.93, lines))

    # then: it is straightened by the slant of its lines (Pillow turns it back clockwise)
    assert slant == pytest.approx(-4, abs=0.3)
    # and a page whose lines of three words or more say how it slants is measured by them alone
    lines.append(line(("Solde", 100), ("au", 300), ("31/03", 500), y=900))
    level = [line(("Net", 100), ("à", 200), ("payer", 300), ("8 500,00", 900), y=980 + 60 * row) for row in range(2)]
    for one in level:
        one.words[:] = [OcrLine(w.text, w.confidence, (w.bbox[0], 980, w.bbox[2], 1010)) for w in one.words]
    assert _first_slant(OcrPage("", 0.93, [*lines, *level])) == pytest.approx(0, abs=0.3)
