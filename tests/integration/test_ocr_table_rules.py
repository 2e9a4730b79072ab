"""A table's vertical rule touching a word's first letter, which tesseract reads as one more letter ('ID287704' for
the CIN 'D287704' set flush in its cell): the word is read again with the cell's frame blanked, with a real
tesseract, and loses that letter only where it is the rule's."""

from __future__ import annotations

from PIL import Image, ImageDraw, ImageFont

from casefile.ocr.engine import OcrLine, get_engine
from casefile.ocr.read import _rules_read_as_letters

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def cell(text: str, apart: int) -> tuple[Image.Image, tuple[int, int, int, int]]:
    """A table's row, 48 pixels high, with `text` set `apart` pixels right of its cell's left rule (0: touching
    it), and the text's box on the image."""
    font = ImageFont.truetype(FONT, 30)
    image = Image.new("L", (900, 120), 255)
    draw = ImageDraw.Draw(image)
    draw.rectangle((20, 30, 880, 78), outline=0, width=2)
    draw.line((300, 30, 300, 78), fill=0, width=2)
    left = 302 + apart
    draw.text((left - font.getbbox(text)[0], 38), text, font=font, fill=0)
    x0, y0, x1, y1 = font.getbbox(text)
    return image, (left, 38 + y0, left + x1 - x0, 38 + y1)


def read_as(text: str, box: tuple[int, int, int, int], confidence: float = 0.91) -> list[OcrLine]:
    word = OcrLine(text, confidence, box)
    return [OcrLine(text, confidence, box, [word])]


def test_a_rule_read_as_a_word_s_first_letter_is_dropped() -> None:
    # given: the CIN 'D287704' touching its cell's left rule, read by the page pass with the rule as an 'I'
    image, (x0, y0, x1, y1) = cell("D287704", 0)
    lines = read_as("ID287704", (x0 - 2, y0, x1, y1))

    # when
    read = _rules_read_as_letters(get_engine(), image, lines)

    # then
    assert [w.text for w in read[0].words] == ["D287704"]
    assert read[0].text == "D287704"


def test_a_name_s_own_first_i_beside_a_rule_is_kept() -> None:
    # given: a surname whose first letter is an 'I', set a pixel from its cell's rule, read right
    image, box = cell("IBRAHIMI", 1)

    # when
    read = _rules_read_as_letters(get_engine(), image, read_as("IBRAHIMI", box))

    # then
    assert read[0].text == "IBRAHIMI"


def test_a_word_whose_first_letter_stands_apart_from_any_rule_is_not_read_again() -> None:
    # given: 'I' opening a word in the middle of its cell, no rule near it
    image, box = cell("Imane", 60)

    class Refusing:
        name = "refusing"

        def read(self, image, *, mode="page"):
            raise AssertionError("read again")

    # when, then: left as it was, without a reading
    assert _rules_read_as_letters(Refusing(), image, read_as("Imane", box))[0].text == "Imane"


def test_a_letter_the_page_pass_took_away_with_a_rule_is_read_again_before_its_word() -> None:
    # given: the CIN 'JB45120' set in its cell's corner in a table's middle row, its 'J' touching the cell's top rule
    # and its side: the page pass reads 'B45120', the 'J' taken for a piece of the rules
    font = ImageFont.truetype(FONT, 30)
    image = Image.new("L", (900, 200), 255)
    draw = ImageDraw.Draw(image)
    for y in (30, 78, 126):
        draw.rectangle((20, y, 880, y + 48), outline=0, width=2)
    draw.line((300, 30, 300, 174), fill=0, width=2)
    left, top = 302 - font.getbbox("JB45120")[0], 80 - font.getbbox("JB45120")[1]  # the J's hook on the rule
    draw.text((left, top), "JB45120", font=font, fill=0)
    b = left + round(font.getlength("J"))
    x0, y0, x1, y1 = font.getbbox("B45120")
    box = (b, top + y0, b + x1 - x0, top + y1)

    # when
    read = _rules_read_as_letters(get_engine(), image, read_as("B45120", box))

    # then
    assert read[0].text == "JB45120"
