"""The OCR worker's memory on an image at the pixel limit, measured as the peak resident size of a process of its
own (C allocations included: Pillow's and tesseract's buffers are not Python objects), and a document the worker
cannot read for memory ends `failed` with its reason."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from casefile.domain.documents import MAX_IMAGE_PIXELS

ROOT = Path(__file__).resolve().parents[2]
LAYER = ROOT / "layers" / "common" / "python"
PEAK_MB_AT_MOST = 600

# 10,000 x 8,000 = the 80-megapixel limit, RGBA, black text on a transparent background: about 0.4 MB as a PNG,
# 320 MB once decoded.
_MAKE = """
import sys
from PIL import Image, ImageDraw, ImageFont
image = Image.new("RGBA", (10_000, 8_000), (0, 0, 0, 0))
draw = ImageDraw.Draw(image)
font = ImageFont.load_default(size=160)
for i, line in enumerate(["ROYAUME DU MAROC", "Nom: AMRANI Youssef", "CIN: AB123456"]):
    draw.text((800, 800 + i * 400), line, fill=(0, 0, 0, 255), font=font)
image.save(sys.argv[1], compress_level=1)
"""

# The worker's reading of one upload (services.documents.process_upload): process_file, then the page images.
_WORK = """
import json, sys
sys.path.insert(0, sys.argv[1])
from casefile.ocr import process_file
from casefile.ocr.render import page_images
result = process_file(sys.argv[2], "image/png")
pages = [(p.width, p.height) for p in page_images(sys.argv[2], "image/png")]
# VmHWM: this process image's own peak (getrusage's ru_maxrss keeps the forking parent's across exec: a test
# worker grown to a gigabyte would read as this process's peak)
hwm = next(line for line in open("/proc/self/status") if line.startswith("VmHWM:"))
peak = int(hwm.split()[1]) / 1024
print(json.dumps({"status": result.status, "text": result.raw_text, "pages": pages, "peak_mb": peak}))
"""


@pytest.fixture(scope="module")
def limit_png(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("tesserocr")
    path = tmp_path_factory.mktemp("ocr-memory") / "limit.png"
    subprocess.run([sys.executable, "-c", _MAKE, str(path)], check=True, timeout=300)  # noqa: S603
    return path


def test_an_image_at_the_pixel_limit_is_read_within_the_memory_bound(limit_png: Path) -> None:
    from PIL import Image

    with Image.open(limit_png) as image:
        assert image.width * image.height == MAX_IMAGE_PIXELS and image.mode == "RGBA"
    out = subprocess.run(  # noqa: S603
        [sys.executable, "-c", _WORK, str(LAYER), str(limit_png)],
        check=True,
        capture_output=True,
        text=True,
        timeout=300,
        env={**os.environ, "OMP_THREAD_LIMIT": "1"},
    ).stdout
    result = json.loads(out.strip().splitlines()[-1])
    assert result["status"] == "completed"
    assert "AB123456" in result["text"]
    assert result["pages"] == [[2000, 1600]]
    # was 1,633 MB (1,094 MB more for the page image): five full-size copies of the decoded frame
    assert result["peak_mb"] < PEAK_MB_AT_MOST, f"peak {result['peak_mb']:.0f} MB"


def test_a_document_that_exhausts_memory_fails_with_its_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("tesserocr")
    from PIL import Image

    from casefile.ocr import process_file, read

    path = tmp_path / "page.png"
    Image.new("L", (600, 400), 255).save(path)

    def exhausted(*_: object) -> None:
        raise MemoryError

    monkeypatch.setattr(read, "ocr_frame", exhausted)
    result = process_file(path, "image/png")
    assert result.status == "failed"
    assert result.error == {
        "code": "ocr_failed",
        "message": "The document needs more memory than the reader has to be read.",
    }
