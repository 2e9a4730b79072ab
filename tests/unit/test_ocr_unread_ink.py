"""Ink the page pass left unread is looked for in an ink mask of the page: what is ground there (a desk round a
photographed card, the holder's photo) or a bar (a photocopier's dark band) is cleared first, and print is kept."""

from __future__ import annotations

from PIL import Image, ImageDraw

from casefile.ocr.read import _clear_grounds, _clear_page_bars, _text_bands

TALL = 20  # pixels: the page's line height


def words(draw: ImageDraw.ImageDraw, x0: int, y0: int, x1: int) -> None:
    """A line of print from x0 to x1: letters' strokes, three pixels wide, three apart, in words."""
    for x in range(x0, x1, 6):
        if (x - x0) % 90 < 70:  # a space every 90 pixels
            draw.rectangle((x, y0, x + 2, y0 + TALL - 1), fill=255)


def ink_at(mask: Image.Image, box: tuple[int, int, int, int]) -> int:
    return sum(1 for value in mask.crop(box).tobytes() if value)


def card_on_a_desk() -> Image.Image:
    """A card's mask, photographed on a desk whose shadow darkens its right side (ink down to the photo's edge),
    with the holder's photo (a solid shape), two lines above it and its number printed beside it."""
    mask = Image.new("L", (1000, 600), 0)
    draw = ImageDraw.Draw(mask)
    draw.polygon([(880, 0), (1000, 0), (1000, 600), (840, 600)], fill=255)  # the desk's shadow
    draw.rectangle((100, 200, 250, 450), fill=255)  # the holder's photo
    words(draw, 100, 100, 700)
    words(draw, 100, 150, 600)
    words(draw, 300, 320, 560)  # the card's number, beside the photo
    return mask


def test_a_desk_and_a_photo_are_cleared_and_the_print_beside_them_is_a_line_to_read() -> None:
    # given: a card on a desk, its number beside the holder's photo
    mask = card_on_a_desk()
    number = (300, 320, 560, 340)

    # when: its ground is cleared
    before = _text_bands(mask.copy(), TALL)
    _clear_grounds(mask, TALL)

    # then: the desk and the photo are no longer ink, the print is
    assert ink_at(mask, (900, 0, 1000, 600)) == 0 and ink_at(mask, (110, 210, 240, 440)) == 0
    assert ink_at(mask, number) == ink_at(card_on_a_desk(), number) > 0
    assert ink_at(mask, (100, 100, 700, 120)) == ink_at(card_on_a_desk(), (100, 100, 700, 120))
    # and the number's row is a band of a line's height (with the photo and the desk, it was none)
    after = _text_bands(mask, TALL)
    assert any(y0 <= 322 and y1 >= 338 and y1 - y0 <= 1.8 * TALL for _, y0, _, y1 in after)
    assert not any(y0 <= 322 and y1 >= 338 and y1 - y0 <= 1.8 * TALL for _, y0, _, y1 in before)


def test_a_frame_is_no_ground_and_the_lines_inside_it_stay() -> None:
    # given: a ruled box round two lines (a net pay's frame): as tall as a photo, but hollow
    mask = Image.new("L", (800, 400), 0)
    draw = ImageDraw.Draw(mask)
    draw.rectangle((100, 100, 600, 260), outline=255, width=3)
    words(draw, 130, 140, 500)
    words(draw, 130, 200, 450)
    inked = ink_at(mask, (0, 0, 800, 400))

    # when
    _clear_grounds(mask, TALL)

    # then: nothing is cleared
    assert ink_at(mask, (0, 0, 800, 400)) == inked


def test_a_bars_slanted_edge_reaches_no_further_than_a_slanted_sheets() -> None:
    # given: a photocopier's dark band down the left edge, lines of print across the whole page from it (every column
    # beside the band holds some ink)
    mask = Image.new("L", (1000, 600), 0)
    draw = ImageDraw.Draw(mask)
    draw.rectangle((0, 0, 30, 599), fill=255)
    for n, y in enumerate(range(40, 560, 60)):
        for x in range(31 + n % 6, 980, 6):  # each line's strokes where the others' are not
            draw.rectangle((x, y, x + 2, y + TALL - 1), fill=255)

    # when
    _clear_page_bars(mask)

    # then: the band is cleared with its edge, and the print past it kept
    assert ink_at(mask, (0, 0, 31, 600)) == 0
    assert ink_at(mask, (200, 0, 1000, 600)) > 0


class _LightOnDark:
    """An engine that reads a page's dark box light on dark as one line of words (boxes in the crop it is given)."""

    def __init__(self, *words: tuple[str, float, tuple[int, int, int, int]]) -> None:
        self.words = words

    def read(self, image: Image.Image, *, mode: str = "page"):
        from casefile.ocr.engine import OcrLine, OcrPage

        words = [OcrLine(text, confidence, box) for text, confidence, box in self.words]
        line = OcrLine(" ".join(w.text for w in words), 0.96, words[0].bbox, words)
        return OcrPage(line.text, 0.96, [line])


def test_a_figure_in_light_print_on_a_dark_box_read_whole_replaces_the_page_pass_s_part_of_it() -> None:
    # given: a payslip's net pay in white on a dark box, '5.776,04 MAD'; the page pass read '776,04' and 'MAD' as
    # surely as the box read light on dark reads the whole of it
    from casefile.ocr.engine import OcrLine
    from casefile.ocr.read import _reversed_print

    page = Image.new("L", (1600, 600), 255)
    ImageDraw.Draw(page).rectangle((800, 200, 1520, 360), fill=40)
    before = [
        OcrLine(
            "Salaire brut 6.250,00 MAD", 0.97, (100, 250, 600, 300), [OcrLine("6.250,00", 0.97, (400, 250, 520, 300))]
        ),
        OcrLine(
            "776,04 MAD",
            0.96,
            (1180, 260, 1480, 310),
            [
                OcrLine("776,04", 0.96, (1180, 260, 1360, 310)),
                OcrLine("MAD", 0.97, (1390, 260, 1480, 310)),
            ],
        ),
    ]
    engine = _LightOnDark(("5.776,04", 0.96, (320, 58, 560, 110)), ("MAD", 0.96, (590, 60, 680, 110)))

    # when
    lines = _reversed_print(engine, page, before)

    # then: the figure is read whole, once; what the page pass read elsewhere stays
    texts = [w.text for line in lines for w in line.words or [line]]
    assert "5.776,04" in texts and "776,04" not in texts
    assert texts.count("MAD") == 1 and "6.250,00" in texts
