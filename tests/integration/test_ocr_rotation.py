"""A passport photographed sideways or upside down: its MRZ is found and read with every check digit holding, the
reader lays the page out as it was read, and the boxes reported stay on the image as uploaded (issue 29: any rotation
in 90-degree steps)."""

from __future__ import annotations

import math

import pytest

from casefile.ocr import ProcessedDocument, process_file
from tests.support.readings import PASSPORT_THUMBNAIL as SPECIMEN
from tests.support.readings import passport_thumbnail as upright  # its reading upright, shared with the engine's test


def fields(result: ProcessedDocument) -> dict:
    return {f.field_name: f.value for f in result.fields}


def mrz_box(result: ProcessedDocument) -> list[int]:
    return next(line["bbox"] for line in result.pages[0].lines if line["text"].startswith("L898902C3"))


@pytest.mark.parametrize("angle", [90, 270, 180])
def test_a_passport_turned_reads_its_mrz_as_upright_and_reports_its_boxes_on_the_image_as_uploaded(tmp_path, angle):
    # given: ICAO's example passport (a 275 x 184 thumbnail) turned counterclockwise by `angle`: turned a quarter,
    # tesseract finds its MRZ as lines on end (and read it before as no zone at all)
    from PIL import Image

    path = tmp_path / f"turned-{angle}.png"
    Image.open(SPECIMEN).rotate(angle, expand=True).save(path)

    # when
    result = process_file(path, "image/png")

    # then: the zone is read with every check digit holding, the same as upright
    got, want = fields(result), fields(upright())
    assert want["mrz_valid"] is True and want["document_number"] == "L898902C3"
    assert result.document_type == "passport" and got.get("mrz_valid") is True
    assert got.get("document_number") == want["document_number"]
    # and the page is the image as uploaded, its MRZ line where it stands on it (the upright box turned)
    width, height = upright().pages[0].width, upright().pages[0].height
    x0, y0, x1, y1 = mrz_box(upright())
    expected = {
        90: (y0, width - x1, y1, width - x0),
        180: (width - x1, height - y1, width - x0, height - y0),
        270: (height - y1, x0, height - y0, x1),
    }[angle]
    page = result.pages[0]
    assert (page.width, page.height) == ((height, width) if angle in (90, 270) else (width, height))
    assert all(abs(a - b) <= 3 for a, b in zip(mrz_box(result), expected, strict=True))


@pytest.mark.parametrize("angle", [10, -12, 170])
def test_a_passport_photographed_aslant_reads_its_mrz_and_reports_its_boxes_where_it_stands(tmp_path, angle):
    # given: the passport photographed at four times the thumbnail's size and `angle` degrees aslant on a brown desk.
    # At 10 degrees its straightened reading was then taken for a page on end and turned a quarter; at -12 no word read
    # well enough, page or block, for its slant to be measured: both came out with no MRZ, or no text at all. At 170
    # (upside down and aslant) it was straightened upside down, its fillers read '>', and failed "No text could be read"
    from PIL import Image

    image = Image.open(SPECIMEN).convert("RGB")
    image = image.resize((image.width * 4, image.height * 4), Image.Resampling.LANCZOS)
    photo = image.rotate(angle, expand=True, fillcolor=(170, 140, 100), resample=Image.Resampling.BICUBIC)
    path = tmp_path / f"aslant-{angle}.png"
    photo.save(path)

    # when
    result = process_file(path, "image/png")

    # then: the zone is read with every check digit holding
    got = {f.field_name: f for f in result.fields}
    assert result.document_type == "passport"
    assert got["mrz_valid"].value is True and got["document_number"].value == "L898902C3"
    # and the number's box is where the MRZ's second line stands on the photo as uploaded: the upright line's centre
    # turned with the photo (a box read straightened, taken back to the photo)
    x0, y0, x1, y1 = (4 * v for v in mrz_box(upright()))
    cx, cy = (x0 + x1) / 2 - image.width / 2, (y0 + y1) / 2 - image.height / 2
    a = math.radians(angle)  # Pillow turns counterclockwise on the screen, y down
    want = (
        cx * math.cos(a) + cy * math.sin(a) + photo.width / 2,
        -cx * math.sin(a) + cy * math.cos(a) + photo.height / 2,
    )
    bx0, by0, bx1, by1 = got["document_number"].bbox
    centre = ((bx0 + bx1) / 2 * photo.width, (by0 + by1) / 2 * photo.height)
    assert abs(centre[0] - want[0]) < 0.08 * photo.width and abs(centre[1] - want[1]) < 0.08 * photo.height
    assert (by1 - by0) * photo.height < 0.5 * photo.height  # a line's box, not the page's


def test_a_small_photo_aslant_that_reads_no_line_is_straightened_by_its_rows_of_ink(tmp_path):
    # given: the passport thumbnail itself (275 x 184) photographed 15 degrees aslant: enlarged, it reads no line,
    # page or block, but a few of noise; it ended "No text could be read"
    from PIL import Image

    photo = Image.open(SPECIMEN).convert("RGB")
    path = tmp_path / "small-aslant.png"
    photo.rotate(15, expand=True, fillcolor=(170, 140, 100), resample=Image.Resampling.BICUBIC).save(path)

    # when
    result = process_file(path, "image/png")

    # then: straightened by the angle at which its rows of ink are sharpest, it reads its zone
    got = fields(result)
    assert result.status == "completed" and result.document_type == "passport"
    assert got.get("mrz_valid") is True and got.get("document_number") == "L898902C3"
