"""The OCR engine behind one small protocol, and its tesseract implementation (tesserocr, the C API).

The models (fra+ara+eng by default) load ONCE per process: a module-level PyTessBaseAPI created lazily on the
first page and reused for every page after it (a lock serialises pages; one worker process reads one page at
a time). tessdata: $TESSDATA_PREFIX, else /opt/tessdata (where the OCR layer puts the traineddata files in
Lambda: layers/ocr/Makefile), else a system tessdata directory (SYSTEM_TESSDATA).
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PIL.Image import Image

LAMBDA_TESSDATA = "/opt/tessdata"
DEFAULT_LANGUAGES = "fra+ara+eng"


@dataclass
class OcrLine:
    text: str
    confidence: float  # 0..1
    bbox: tuple[int, int, int, int]  # x0, y0, x1, y1 in the image's pixels


@dataclass
class OcrPage:
    text: str
    confidence: float  # 0..1, mean over the page's words
    lines: list[OcrLine] = field(default_factory=list)


class OcrEngine(Protocol):
    """Reads one image. Another engine (a cloud API, another library) implements this and nothing else.
    `mode`: "page" (a whole page, any layout, any of the languages), "mrz" (the machine-readable zone of an ID
    card or passport: A-Z, 0-9 and '<' only), "latin" (one line of Latin-script text: French or English)."""

    name: str

    def read(self, image: Image, *, mode: str = "page") -> OcrPage: ...


# Where distributions put tessdata (Debian/Ubuntu tesseract 5 and 4, Fedora, Homebrew): found when neither
# TESSDATA_PREFIX nor /opt/tessdata is there (the wheel's libtesseract looks in ./ by default).
SYSTEM_TESSDATA = (
    "/usr/share/tesseract-ocr/5/tessdata",
    "/usr/share/tesseract-ocr/4.00/tessdata",
    "/usr/share/tessdata",
    "/usr/local/share/tessdata",
    "/opt/homebrew/share/tessdata",
)


def tessdata_path() -> str | None:
    """$TESSDATA_PREFIX, else /opt/tessdata (the OCR layer in Lambda), else the first system tessdata that has
    the French model, else None (tesseract's own default)."""
    configured = os.environ.get("TESSDATA_PREFIX")
    if configured:
        return configured
    if os.path.isdir(LAMBDA_TESSDATA):
        return LAMBDA_TESSDATA
    return next((p for p in SYSTEM_TESSDATA if os.path.isfile(os.path.join(p, "fra.traineddata"))), None)


class TesseractEngine:
    """tesseract through tesserocr: LSTM only, automatic page segmentation, inverted-text pass off (a second
    recognition of every low-confidence line, rarely useful on scanned papers and costly)."""

    name = "tesseract"

    def __init__(self, languages: str = DEFAULT_LANGUAGES) -> None:
        self.languages = languages
        self._apis: dict[str, Any] = {}
        self._lock = threading.Lock()

    def _load(self, mode: str) -> Any:
        """One API per mode, each created on first use and kept for the life of the process: "page" (all the
        languages, automatic segmentation), "mrz" (eng, one block, OCR-B's alphabet), "latin" (fra+eng, one
        line). The models are read from disk once per mode."""
        if mode not in self._apis:
            os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # before libtesseract starts any thread
            import tesserocr  # type: ignore[import-untyped]

            lang, psm = {
                "page": (self.languages, tesserocr.PSM.AUTO),
                "mrz": ("eng", tesserocr.PSM.SINGLE_BLOCK),
                "latin": ("fra+eng", tesserocr.PSM.SINGLE_LINE),
            }[mode]
            kwargs: dict[str, Any] = {"lang": lang, "psm": psm, "oem": tesserocr.OEM.LSTM_ONLY}
            path = tessdata_path()
            if path:
                kwargs["path"] = path.rstrip("/") + "/"
            api = tesserocr.PyTessBaseAPI(**kwargs)
            api.SetVariable("tessedit_do_invert", "0")
            if mode == "mrz":
                api.SetVariable("tessedit_char_whitelist", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")
            self._apis[mode] = api
        return self._apis[mode]

    def read(self, image: Image, *, mode: str = "page") -> OcrPage:
        import tesserocr

        with self._lock:
            api = self._load(mode)
            api.SetImage(image)
            if api.Recognize() is False:
                raise RuntimeError("tesseract could not read the page")
            lines: list[OcrLine] = []
            iterator = api.GetIterator()
            level = tesserocr.RIL.TEXTLINE
            if iterator is not None:
                for item in tesserocr.iterate_level(iterator, level):
                    text = (item.GetUTF8Text(level) or "").strip()
                    box = item.BoundingBox(level)
                    if not text or box is None:
                        continue
                    x0, y0, x1, y1 = box
                    lines.append(OcrLine(text, round(item.Confidence(level) / 100.0, 4), (x0, y0, x1, y1)))
            text = api.GetUTF8Text() or ""
            confidence = max(0.0, api.MeanTextConf() / 100.0) if lines else 0.0
            if mode == "mrz":  # with a character whitelist tesseract reports line confidences of 0: the band's
                lines = [OcrLine(ln.text, ln.confidence or round(confidence, 4), ln.bbox) for ln in lines]
            api.Clear()
        return OcrPage(text=text, confidence=round(confidence, 4), lines=lines)


_ENGINE: OcrEngine | None = None
_ENGINE_LOCK = threading.Lock()


def get_engine() -> OcrEngine:
    """The process's engine, created on first use (the models load once per process)."""
    global _ENGINE
    with _ENGINE_LOCK:
        if _ENGINE is None:
            _ENGINE = TesseractEngine(os.environ.get("OCR_LANGUAGES") or DEFAULT_LANGUAGES)
        return _ENGINE


def set_engine(engine: OcrEngine | None) -> None:
    """Use another engine (or None: back to tesseract on next use)."""
    global _ENGINE
    with _ENGINE_LOCK:
        _ENGINE = engine
