"""A line cut out of a table to be read again: the rules of its cell's frame cut across the crop are blanked, the
letters set against them are kept (`casefile.ocr.read._without_frame`)."""

from __future__ import annotations

from PIL import Image, ImageDraw

from casefile.ocr.read import _spaced_otherwise, _without_frame

PAPER, INK = 235, 20


def ink(image: Image.Image, box: tuple[int, int, int, int]) -> int:
    return sum(1 for value in image.crop(box).tobytes() if value < 128)


def letters(draw: ImageDraw.ImageDraw, x0: int, y0: int, count: int) -> None:
    """Strokes of letters 24 pixels high: a stem and a bar each."""
    for n in range(count):
        x = x0 + 18 * n
        draw.rectangle((x, y0, x + 2, y0 + 23), fill=INK)
        draw.rectangle((x, y0, x + 10, y0 + 2), fill=INK)


def test_a_cell_s_rules_are_blanked_and_the_letters_touching_them_kept() -> None:
    # given: a crop of a value set flush in its cell: the cell's top rule runs across the crop, its left rule down
    # it, and the first letter touches both; the next row's rule runs across the bottom, with its grey fringe
    crop = Image.new("L", (240, 40), PAPER)
    draw = ImageDraw.Draw(crop)
    draw.rectangle((0, 5, 239, 7), fill=INK)  # the cell's top rule
    draw.rectangle((4, 0, 6, 39), fill=INK)  # its left rule
    draw.line((0, 35, 239, 35), fill=INK)  # the next row's rule
    draw.line((0, 36, 239, 36), fill=170)  # its fringe, grey
    letters(draw, 7, 8, 10)

    # when
    cleared = _without_frame(crop)

    # then: the rules are paper, fringe and all, and every letter's stroke below the top rule and right of the left
    # one is ink as it was
    assert cleared is not None
    assert ink(cleared, (0, 5, 240, 8)) == 0 and ink(cleared, (4, 0, 7, 40)) == 0
    assert min(cleared.crop((0, 34, 240, 38)).tobytes()) >= 200
    assert ink(cleared, (7, 8, 240, 32)) == ink(crop, (7, 8, 240, 32)) > 0


def test_a_line_of_words_without_a_frame_is_left_as_it_is() -> None:
    # given: a line with its letters' bars and an underline as long as a word, no longer than the crop is high
    # twice
    crop = Image.new("L", (240, 40), PAPER)
    draw = ImageDraw.Draw(crop)
    letters(draw, 20, 8, 10)
    draw.line((20, 33, 90, 33), fill=INK, width=2)

    # when, then
    assert _without_frame(crop) is None


def test_a_letter_touching_both_a_cell_s_top_rule_and_its_side_is_kept() -> None:
    # given: a 'J' set in its cell's corner: its stem against the side rule, its top against the top rule, so that
    # the stem runs down from the top rule as far as a rule does
    crop = Image.new("L", (240, 40), PAPER)
    draw = ImageDraw.Draw(crop)
    draw.rectangle((0, 5, 239, 7), fill=INK)  # the cell's top rule
    draw.rectangle((4, 0, 6, 39), fill=INK)  # its side
    draw.rectangle((7, 8, 9, 38), fill=INK)  # the J's stem, touching both, down into the crop's margin
    letters(draw, 20, 8, 8)

    # when
    cleared = _without_frame(crop)

    # then: the rules are paper, the stem is ink
    assert cleared is not None
    assert ink(cleared, (4, 0, 7, 40)) == 0
    assert ink(cleared, (7, 8, 10, 39)) == ink(crop, (7, 8, 10, 39))


def test_a_letter_s_stem_reaching_the_crop_s_edge_with_a_speck_above_it_is_no_rule() -> None:
    # given: a line whose letter's stem runs down to the crop's bottom edge, a speck of the scan just above it: the
    # speck and the stem, the gap between them bridged, run half the crop's height from its edge
    crop = Image.new("L", (240, 40), PAPER)
    draw = ImageDraw.Draw(crop)
    letters(draw, 60, 8, 6)
    draw.rectangle((30, 14, 32, 39), fill=INK)  # a 'J's stem, down to the edge
    draw.rectangle((30, 8, 32, 9), fill=INK)  # a speck above it

    # when, then: nothing is taken for a frame's rule, and the stem stays
    assert _without_frame(crop) is None


def test_a_row_through_close_set_strokes_is_no_rule() -> None:
    # given: a word in bold close-set letters ('mmmm'): a row through their stems meets ink every five pixels, gaps
    # of three bridged, over five times the crop's height
    crop = Image.new("L", (240, 40), PAPER)
    draw = ImageDraw.Draw(crop)
    for x in range(10, 230, 5):
        draw.rectangle((x, 10, x + 1, 30), fill=INK)

    # when, then
    assert _without_frame(crop) is None


def test_a_reading_that_differs_only_by_its_spaces_is_told_apart() -> None:
    assert _spaced_otherwise("JB 45120", "JB45120")
    assert _spaced_otherwise("Net a payer", "Neta payer")
    assert not _spaced_otherwise("JB45120", "JB45120")
    assert not _spaced_otherwise("JB45120", "B45120")
