"""A passport photographed sideways or upside down: its MRZ is found and read with every check digit holding, the
reader lays the page out as it was read, and the boxes reported stay on the image as uploaded (issue 29: any rotation
in 90-degree steps)."""

from __future__ import annotations

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
