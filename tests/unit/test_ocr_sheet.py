"""A sheet photographed on a desk (`casefile.ocr.sheet`): its corners found in the photo, the photo flattened to it, and
the boxes read on the flattened sheet taken back to the photo; scans, pages and sheets that run off the photo are left
as they are."""

from __future__ import annotations

import math

import pytest
from PIL import Image, ImageDraw

from casefile.ocr.pages import ReadFrame
from casefile.ocr.sheet import box_through, flattened, perspective, sheet_corners, through

SQUARE = ((0.0, 0.0), (600.0, 0.0), (600.0, 380.0), (0.0, 380.0))


def card(size: tuple[int, int] = (600, 380)) -> Image.Image:
    """A light card with lines of dark print and a band of colour, as an ID card's back."""
    image = Image.new("L", size, 232)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, size[0], 40), fill=214)
    for row in range(6):
        y = 70 + row * 45
        draw.rectangle((30, y, 30 + 60 * (row % 3 + 4), y + 14), fill=40)
    return image


def photographed(sheet: Image.Image, corners: list[tuple[float, float]], desk: int, size=(1000, 760)) -> Image.Image:
    """The sheet drawn at `corners` of a photo of a desk of grey `desk` (top left first, clockwise)."""
    w, h = sheet.size
    coefficients = perspective(tuple(corners), ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h)))  # type: ignore[arg-type]
    return sheet.transform(size, Image.Transform.PERSPECTIVE, coefficients, Image.Resampling.BICUBIC, fillcolor=desk)


@pytest.mark.parametrize(
    ("corners", "desk"),
    [
        ([(260, 180), (900, 90), (880, 560), (130, 640)], 50),  # a dark desk, the camera low on the left
        ([(150, 200), (820, 150), (780, 600), (220, 560)], 180),  # a grey desk hardly darker than the card
        ([(300, 120), (760, 250), (650, 690), (150, 560)], 90),  # turned by 20 degrees
    ],
)
def test_a_card_photographed_in_perspective_has_its_corners_found_and_is_flattened_to_a_rectangle(corners, desk):
    # given
    photo = photographed(card(), corners, desk)

    # when
    found = sheet_corners(photo)

    # then: each corner within a few pixels of where the card's stands (of a photo 1000 pixels wide)
    assert found is not None
    for (x, y), (cx, cy) in zip(found, corners, strict=True):
        assert math.hypot(x - cx, y - cy) < 30
    # and flattened, the card's band of colour runs level along its top and its print stays inside
    flat, coefficients = flattened(photo, found)
    band = flat.crop((20, 5, flat.width - 20, 20)).getextrema()
    assert band[0] >= 195 and band[1] <= 230
    assert flat.crop((10, 60, flat.width - 10, flat.height - 10)).getextrema()[0] < 80
    # and a point of the flattened card is taken back to its place on the photo
    x, y = through(coefficients, (0.0, 0.0))
    assert math.hypot(x - corners[0][0], y - corners[0][1]) < 30


def test_a_scanned_page_with_a_framed_table_is_no_sheet_on_a_desk():
    # given: a white page, its letterhead's words around a framed table drawn slightly askew by the scanner
    page = Image.new("L", (850, 1100), 250)
    draw = ImageDraw.Draw(page)
    for row in range(8):
        draw.rectangle((60, 40 + row * 22, 60 + 30 * (row + 3), 52 + row * 22), fill=30)
    draw.polygon([(60, 300), (790, 290), (795, 800), (65, 810)], outline=20, width=3)
    for row in range(10):
        draw.rectangle((90, 330 + row * 45, 500, 344 + row * 45), fill=40)

    # then
    assert sheet_corners(page) is None


def test_a_card_square_to_the_photo_is_read_as_it_stands():
    photo = photographed(card(), [(200, 190), (800, 190), (800, 570), (200, 570)], 60)
    assert sheet_corners(photo) is None


def test_a_sheet_that_runs_off_the_photo_is_not_flattened_to_a_part_of_it():
    photo = photographed(card(), [(-150, 100), (700, 40), (760, 600), (-100, 700)], 60)
    assert sheet_corners(photo) is None


def test_a_blank_photo_of_a_desk_has_no_sheet():
    assert sheet_corners(Image.new("L", (800, 600), 90)) is None


def test_the_transform_takes_each_corner_of_the_rectangle_to_the_sheet_s():
    quad = ((12.0, 30.0), (640.0, 4.0), (600.0, 420.0), (40.0, 390.0))
    coefficients = perspective(SQUARE, quad)
    for corner, target in zip(SQUARE, quad, strict=True):
        x, y = through(coefficients, corner)
        assert x == pytest.approx(target[0]) and y == pytest.approx(target[1])
    # a box of the rectangle: the box of the photo that holds its four corners
    assert box_through(coefficients, (0, 0, 600, 380)) == (12, 4, 640, 420)


def test_a_box_read_on_the_flattened_sheet_is_reported_where_it_stands_on_the_photo_and_the_frame_keeps_its_sheet():
    # given: a page read flattened from a photo 2000 pixels wide, read at half its size (scale 0.5)
    quad = ((100.0, 80.0), (700.0, 40.0), (720.0, 480.0), (90.0, 420.0))
    coefficients = perspective(SQUARE, quad)
    frame = ReadFrame(0.0, (600, 380), (600, 380), (0, 0), 0, (600, 380), 0.5, coefficients)

    # when: the box of the whole flattened sheet
    box = frame.to_page((0, 0, 600, 380))

    # then: the sheet's box on the photo, in the photo's own pixels
    assert box == [180, 80, 1440, 960]
    assert frame.reshaped
    # and the frame, stored and read back, still takes boxes there; one stored before sheets is read as none
    assert ReadFrame.from_dict(frame.to_dict()).to_page((0, 0, 600, 380)) == box
    before = {key: value for key, value in frame.to_dict().items() if key != "sheet"}
    assert ReadFrame.from_dict(before).sheet is None
