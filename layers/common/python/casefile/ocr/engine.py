"""The OCR engine behind one small protocol, and its tesseract implementation (tesserocr, the C API).

The page pass reads French (fra): the Arabic model on a French page drops digit strings and turns Latin words
into Arabic script, and English on every word costs 15 % more time for little. The runs of words the page pass
read poorly are read again on their own (`casefile.ocr.read`): as one line by French and English
(LINE_LANGUAGES), and by the Arabic model where that reading is Arabic script. The models load ONCE per
process: a module-level PyTessBaseAPI created lazily on the first page and reused for every page after it (a
lock serialises pages; one worker process reads one page at a time). tessdata: $TESSDATA_PREFIX, else
/opt/tessdata (where the OCR layer puts the traineddata files in Lambda: layers/ocr/Makefile), else a system
tessdata directory (SYSTEM_TESSDATA).

The MRZ band is read by a model trained on machine-readable zones (`mrz.traineddata`, DoubangoTelecom's
tesseractMRZ, BSD-3-Clause: layers/ocr/tessdata/, with its licence), where it is found (`mrz_tessdata_path`): on a
small or photographed card's zone it reads what the general English model cannot; the English and French models
remain the other readings the MRZ reader combines.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from PIL.Image import Image

LAMBDA_TESSDATA = "/opt/tessdata"
# The MRZ model: in the OCR layer's tessdata in Lambda, in the repository's layers/ocr/tessdata elsewhere.
MRZ_MODEL = "mrz"
REPO_MRZ_TESSDATA = os.path.join(os.path.dirname(__file__), "..", "..", "..", "..", "ocr", "tessdata")
DEFAULT_LANGUAGES = "fra"
LINE_LANGUAGES = "fra+eng"  # a run of words read again: a name or code the French model does not know
# Sauvola (local) binarisation: text on a tinted band or under uneven light survives it; the global Otsu
# default turns a grey header band and its text into one black block (`make bench-documents`: +9 points on
# degraded scans, document types 95 -> 100 %).
SAUVOLA = "2"


@dataclass
class OcrLine:
    text: str
    confidence: float  # 0..1
    bbox: tuple[int, int, int, int]  # x0, y0, x1, y1 in the image's pixels
    words: list[OcrLine] = field(default_factory=list)  # the line's words, same fields (none: one word)


@dataclass
class OcrPage:
    text: str
    confidence: float  # 0..1, mean over the page's words
    lines: list[OcrLine] = field(default_factory=list)
    skew: float = 0.0  # radians: how much the text lines fall from left to right (a scan's slant)


class OcrEngine(Protocol):
    """Reads one image. Another engine (a cloud API, another library) implements this and nothing else.
    `mode`: "page" (a whole page, any layout, any of the languages), "mrz" (the machine-readable zone of an ID
    card or passport: A-Z, 0-9 and '<' only; "mrz_alt" the same by another model, for a second opinion), "block" (a
    whole page taken as one block of text, no layout analysis: a photo whose layout analysis finds no text at all),
    "arabic" (one line of Arabic script), "line" (one line in French and English), "raw_line" (the same, taken as
    one line of text as it stands, with no line finding: a crop that "line" reads as nothing)."""

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


def mrz_tessdata_path() -> str | None:
    """The directory holding the MRZ model: $CASEFILE_MRZ_TESSDATA, else the general tessdata, else the
    repository's layers/ocr/tessdata; None where none has it (the band is then read by English alone)."""
    for path in (os.environ.get("CASEFILE_MRZ_TESSDATA"), tessdata_path(), REPO_MRZ_TESSDATA):
        if path and os.path.isfile(os.path.join(path, f"{MRZ_MODEL}.traineddata")):
            return os.path.normpath(path)
    return None


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
        languages, automatic segmentation), "mrz" (the MRZ model, else eng) and "mrz_alt" (fra; one block, OCR-B's
        alphabet), "arabic" (ara, one line), "line" (LINE_LANGUAGES, one line). The models are read from disk once
        per mode; "raw_line" is the "line" API with its segmentation mode switched for the one reading."""
        if mode not in self._apis:
            os.environ.setdefault("OMP_THREAD_LIMIT", "1")  # before libtesseract starts any thread
            import tesserocr  # type: ignore[import-untyped]

            lang, psm = {
                "page": (self.languages, tesserocr.PSM.AUTO),
                "block": (self.languages, tesserocr.PSM.SINGLE_BLOCK),
                "mrz": ("eng", tesserocr.PSM.SINGLE_BLOCK),
                "mrz_alt": ("fra", tesserocr.PSM.SINGLE_BLOCK),
                "arabic": ("ara", tesserocr.PSM.SINGLE_LINE),
                "line": (LINE_LANGUAGES, tesserocr.PSM.SINGLE_LINE),
            }[mode]
            path = tessdata_path()
            if mode == "mrz" and (mrz_path := mrz_tessdata_path()) is not None:
                lang, path = MRZ_MODEL, mrz_path
            kwargs: dict[str, Any] = {"lang": lang, "psm": psm, "oem": tesserocr.OEM.LSTM_ONLY}
            if path:
                kwargs["path"] = path.rstrip("/") + "/"
            api = tesserocr.PyTessBaseAPI(**kwargs)
            api.SetVariable("tessedit_do_invert", "0")
            if mode.startswith("mrz"):  # a band cut out of the page, evenly lit: the global threshold reads it better
                api.SetVariable("tessedit_char_whitelist", "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<")
            else:
                api.SetVariable("thresholding_method", SAUVOLA)
            self._apis[mode] = api
        return self._apis[mode]

    def read(self, image: Image, *, mode: str = "page") -> OcrPage:
        import tesserocr

        with self._lock:
            api = self._load("line" if mode == "raw_line" else mode)
            if mode == "raw_line":
                api.SetPageSegMode(tesserocr.PSM.RAW_LINE)
            try:
                api.SetImage(image)
                recognized = api.Recognize()
            finally:
                if mode == "raw_line":
                    api.SetPageSegMode(tesserocr.PSM.SINGLE_LINE)
            if recognized is False:
                raise RuntimeError("tesseract could not read the page")
            lines: list[OcrLine] = []
            skew = 0.0
            iterator = api.GetIterator()
            if iterator is not None:
                try:
                    skew = float(iterator.Orientation()[3])
                except (RuntimeError, IndexError, TypeError, ValueError):  # no text block on the page
                    skew = 0.0
                for item in tesserocr.iterate_level(iterator, tesserocr.RIL.WORD):
                    if item.IsAtBeginningOf(tesserocr.RIL.TEXTLINE) or not lines:
                        box = item.BoundingBox(tesserocr.RIL.TEXTLINE)
                        if box is None:
                            continue
                        line_conf = round(item.Confidence(tesserocr.RIL.TEXTLINE) / 100.0, 4)
                        lines.append(OcrLine("", line_conf, tuple(box)))
                    word = (item.GetUTF8Text(tesserocr.RIL.WORD) or "").strip()
                    box = item.BoundingBox(tesserocr.RIL.WORD)
                    if word and box is not None:
                        conf = round(item.Confidence(tesserocr.RIL.WORD) / 100.0, 4)
                        lines[-1].words.append(OcrLine(word, conf, tuple(box)))
            lines = [
                OcrLine(" ".join(w.text for w in ln.words), ln.confidence, ln.bbox, ln.words)
                for ln in lines
                if ln.words
            ]
            text = api.GetUTF8Text() or ""
            confidence = max(0.0, api.MeanTextConf() / 100.0) if lines else 0.0
            if mode.startswith("mrz"):  # with a character whitelist tesseract reports line confidences of 0: the band's
                lines = [OcrLine(ln.text, ln.confidence or round(confidence, 4), ln.bbox, ln.words) for ln in lines]
            api.Clear()
        return OcrPage(text=text, confidence=round(confidence, 4), lines=lines, skew=skew)


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
