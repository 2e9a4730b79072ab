"""Pages of a validated file: a PDF's text layer where a page has one, else the page rendered and OCR'd;
images decoded one frame at a time after their header's pixel count was checked."""

from __future__ import annotations

import dataclasses
import itertools
import math
import re
import struct
import warnings
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeGuard

from casefile.domain.documents.mrz import MrzReading, may_be_line
from casefile.ocr.decode import ocr_frame
from casefile.ocr.engine import OcrEngine, OcrLine, OcrPage, get_engine
from casefile.ocr.pages import FileRefused, ProcessedPage, ReadFrame, untilt
from casefile.ocr.sheet import Coefficients, flattened, sheet_corners

if TYPE_CHECKING:
    from PIL.Image import Image

# PDF pages are described (width, height, line boxes) in pixels at this resolution, whether their text came
# from the text layer or from OCR.
RENDER_DPI = 300
# PDF pages without text are rendered at this resolution for OCR (a scan at its own resolution when lower,
# never below MIN_SCAN_DPI): 200 dpi reads 9-point text as well as 300 dpi in half the time.
OCR_DPI = 200
MIN_SCAN_DPI = 150
# A page whose text layer has fewer letters and digits than this is treated as a scan (rendered and OCR'd).
MIN_TEXT_LAYER_CHARS = 20
# Images larger than this on their long side are scaled down before OCR (A4 at 205 dpi): more pixels cost
# time and do not help tesseract (`make bench-ocr` shows the time; the tests show the fields still read).
MAX_OCR_SIDE = 2400


def read_pages(path: str, mime: str, *, max_pages: int, max_pixels: int, defer: bool = False) -> list[ProcessedPage]:
    """The file's pages. With `defer`, OCR'd pages come as first readings, each with its `finish()` (`_ocr`),
    when the file has DEFER_PAGES_AT_MOST pages or fewer: a deferred page keeps its image until it is finished."""
    if mime == "application/pdf":
        return _read_pdf(path, max_pages=max_pages, max_pixels=max_pixels, defer=defer)
    return _read_image(path, max_pages=max_pages, max_pixels=max_pixels, defer=defer)


# A deferred page holds its image (about 4 MB at MAX_OCR_SIDE): a longer file's pages are read again as they come.
DEFER_PAGES_AT_MOST = 8


# PDF -------------------------------------------------------------------------------------------------------
def _check_pdf_end(path: str) -> None:
    """A PDF ends with %%EOF (give or take trailing bytes); a truncated upload does not. pdfium would
    rebuild a damaged cross-reference table and quietly return fewer pages, so this is checked first."""
    with open(path, "rb") as handle:
        handle.seek(0, 2)
        size = handle.tell()
        handle.seek(max(0, size - 2048))
        tail = handle.read()
    if b"%%EOF" not in tail:
        raise FileRefused("corrupt_file", "The PDF is truncated or damaged (no end-of-file marker).")


def _open_pdf(path: str) -> Any:
    import pypdfium2 as pdfium  # type: ignore[import-untyped]

    _check_pdf_end(path)
    try:
        return pdfium.PdfDocument(path)
    except pdfium.PdfiumError as exc:
        if getattr(exc, "err_code", None) == pdfium.raw.FPDF_ERR_PASSWORD:
            raise FileRefused(
                "unsupported_media_type", "The PDF is password-protected; upload it without a password."
            ) from None
        raise FileRefused("corrupt_file", "The PDF is damaged and cannot be opened.") from None


def pdf_page_count(path: str) -> int:
    pdf = _open_pdf(path)
    try:
        return len(pdf)
    finally:
        pdf.close()


def _text_layer_lines(
    textpage: Any, page_height: float, scale: float
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The text layer's runs grouped into lines (`_layer_rows`), left to right, and into cells (a line cut where a
    gap is wider than CELL_GAP heights); bboxes in rendered pixels, top-left origin."""
    lines = _layer_rows(_text_layer_words(textpage))

    def box(group: list[tuple[float, float, float, float, str]]) -> list[int]:
        x0, x1 = min(r[0] for r in group), max(r[2] for r in group)
        y_top, y_bottom = max(r[3] for r in group), min(r[1] for r in group)
        return [
            round(x0 * scale),
            round((page_height - y_top) * scale),
            round(x1 * scale),
            round((page_height - y_bottom) * scale),
        ]

    out, cells = [], []
    for row, group in enumerate(lines):
        group.sort(key=lambda r: r[0])
        out.append({"text": " ".join(r[4] for r in group), "confidence": 1.0, "bbox": box(group)})
        for part in _split_cells(group, lambda r: (r[0], r[2], r[3] - r[1]), _worded):
            words = [[text, 1.0, *box([(x0, y0, x1, y1, text)])] for x0, y0, x1, y1, text in _run_words(part)]
            cells.append(
                {"text": " ".join(r[4] for r in part), "confidence": 1.0, "bbox": box(part), "row": row, "words": words}
            )
    return out, cells


# Two words are on one line when their vertical centres stand less than this share of the smaller one's height apart
# (descenders move a word's centre by a tenth of its height; the next line is a whole height or more away).
SAME_LINE = 0.5


Run = tuple[float, float, float, float, str]  # a text layer's run: left, bottom, right, top (points) and its text


def _worded(run: Run) -> bool:
    """A run of letters or digits (not a dash or a leader's dots alone)."""
    return any(c.isalnum() for c in run[4])


def _layer_rows(runs: list[Run]) -> list[list[Run]]:
    """A text layer's runs (left, bottom, right, top in points) in lines, top to bottom: runs of letters or digits
    whose centres, in order down the page, stand less than SAME_LINE heights apart; then each run of signs alone (a
    dash, a leader's dots: a few points high) on the line whose band holds its centre, or on a line of its own."""

    def centre(run: Run) -> float:
        return (run[1] + run[3]) / 2

    def height(run: Run) -> float:
        return max(1.0, run[3] - run[1])

    lines: list[list[Run]] = []
    for run in sorted(filter(_worded, runs), key=lambda r: -centre(r)):
        last = lines[-1][-1] if lines else None
        if last is not None and centre(last) - centre(run) < SAME_LINE * min(height(last), height(run)):
            lines[-1].append(run)
        else:
            lines.append([run])
    bands = [(min(r[1] for r in line), max(r[3] for r in line), line) for line in lines]  # the words' bands
    for run in (r for r in runs if not _worded(r)):
        home = next((line for bottom, top, line in bands if bottom <= centre(run) <= top), None)
        if home is None:
            lines.append([run])
        else:
            home.append(run)
    lines.sort(key=lambda line: -sum(centre(r) for r in line) / len(line))
    return lines


# Two characters of one word stand no further apart than this many character heights (a table's cells printed
# without a space between them are two words).
WORD_GAP = 0.6


def _text_layer_words(textpage: Any) -> list[tuple[float, float, float, float, str]]:
    """The text layer's words with their boxes (left, bottom, right, top in points), from its characters: a word is a
    run of characters between the spaces and line breaks of the page's text (pdfium's own, generated where a
    producer placed glyphs apart), cut where two characters stand apart. Rectangles of text objects are not used:
    a browser's PDF places every glyph on its own, and reading by rectangle letter-spaces every word ('N O R D')."""
    count = textpage.count_chars()
    text = textpage.get_text_range(0, count) if count else ""
    if len(text) != count:  # a producer's text whose characters pdfium does not index one by one
        words = []
        for i in range(textpage.count_rects()):
            left, bottom, right, top = textpage.get_rect(i)
            run = textpage.get_text_bounded(left, bottom, right, top).strip()
            if run:
                words.append((left, bottom, right, top, run))
        return words
    out: list[tuple[float, float, float, float, str]] = []
    word: list[tuple[str, float, float, float, float]] = []
    font = _font_of(textpage)
    last_font = ""

    def flush() -> None:
        if word:
            out.append(
                (
                    min(c[1] for c in word),
                    min(c[2] for c in word),
                    max(c[3] for c in word),
                    max(c[4] for c in word),
                    "".join(c[0] for c in word),
                )
            )
            word.clear()

    for i, char in enumerate(text):
        if char.isspace():
            flush()
            continue
        left, bottom, right, top = textpage.get_charbox(i)
        if right <= left and top <= bottom:  # a glyph with no box (a generated character)
            continue
        face = font(i) if char.isalnum() else ""
        if word:
            last = word[-1]
            height = max(1.0, last[4] - last[2], top - bottom)
            if left - last[3] > WORD_GAP * height or abs((bottom + top) / 2 - (last[2] + last[4]) / 2) > height:
                flush()
            elif face and last_font and face != last_font and last[0].isalnum():
                # two letters of two faces touching: a label and its value set close ('Raison sociale / Company'
                # in grey italics, 'Veridia Business Services Maroc SARL' right after it, no space between)
                flush()
        word.append((char, left, bottom, right, top))
        last_font = face
    flush()
    return out


def _pdfium_raw() -> Any:
    """pdfium's C functions (pypdfium2's raw bindings, untyped)."""
    import pypdfium2.raw as pdfium_c  # type: ignore[import-untyped]

    return pdfium_c


def _font_of(textpage: Any) -> Callable[[int], str]:
    """A character's font name in the text layer, without a subset's prefix ('CAAAAA+DejaVuSans': 'DejaVuSans')."""
    import ctypes

    pdfium_c = _pdfium_raw()
    buffer = ctypes.create_string_buffer(128)
    flags = ctypes.c_int()

    def font(index: int) -> str:
        size = pdfium_c.FPDFText_GetFontInfo(textpage.raw, index, buffer, len(buffer), ctypes.byref(flags))
        return buffer.value.decode("latin-1").rpartition("+")[2] if 0 < size <= len(buffer) else ""

    return font


def _run_words(runs: list[tuple[float, float, float, float, str]]) -> list[tuple[float, float, float, float, str]]:
    """A text layer's runs cut into words, each run's width shared among its words by their number of characters
    (pdfium gives a box per run, a run often being several words)."""
    out = []
    for left, bottom, right, top, text in runs:
        parts = text.split()
        total = sum(len(p) for p in parts) + len(parts) - 1
        at = 0
        for part in parts:
            x0 = left + (right - left) * at / total
            x1 = left + (right - left) * (at + len(part)) / total
            out.append((x0, bottom, x1, top, part))
            at += len(part) + 1
    return out


# A line is cut into cells where the gap between two words is wider than this many text heights: a form's
# label and its value in two columns, or two columns of a page that OCR read as one line.
CELL_GAP = 1.6


def _word_geometry(word: OcrLine) -> tuple[int, int, int]:
    """(x0, x1, height) of an OCR word, for `_split_cells`."""
    return word.bbox[0], word.bbox[2], word.bbox[3] - word.bbox[1]


def _split_cells(items: list[Any], geometry: Any, worded: Any = None) -> list[list[Any]]:
    """`items` of one line, left to right, in groups separated by wide gaps: CELL_GAP times the line's text height,
    the median height of its items (of those `worded(item)` says hold letters or digits, when given: a dot leader's
    or a dash's few points of height are no text height). `geometry(item)` is (x0, x1, height)."""
    if not items:
        return []
    measured = [item for item in items if worded(item)] if worded else items
    heights = sorted(geometry(item)[2] for item in measured or items)
    limit = CELL_GAP * max(1.0, heights[len(heights) // 2])
    groups = [[items[0]]]
    for previous, item in itertools.pairwise(items):
        if geometry(item)[0] - geometry(previous)[1] > limit:
            groups.append([item])
        else:
            groups[-1].append(item)
    return groups


def _read_pdf(path: str, *, max_pages: int, max_pixels: int, defer: bool = False) -> list[ProcessedPage]:
    pdf = _open_pdf(path)
    try:
        count = len(pdf)
        if count == 0:
            raise FileRefused("corrupt_file", "The PDF has no pages.")
        if count > max_pages:
            raise FileRefused("too_many_pages", f"The PDF has {count} pages; at most {max_pages} are accepted.")
        scale = RENDER_DPI / 72
        defer = defer and count <= DEFER_PAGES_AT_MOST
        pages = []
        for index in range(count):
            page = pdf[index]
            try:
                width, height = page.get_size()
                if width * scale * height * scale > max_pixels:
                    scale_page = (max_pixels / (width * height)) ** 0.5
                else:
                    scale_page = scale
                textpage = page.get_textpage()
                try:
                    text = textpage.get_text_range() or ""
                    layer = len(re.findall(r"\w", text)) >= MIN_TEXT_LAYER_CHARS
                    lines, cells = _text_layer_lines(textpage, height, scale_page) if layer else ([], [])
                finally:
                    textpage.close()
                if layer:
                    pages.append(
                        ProcessedPage(
                            page_number=index + 1,
                            width=round(width * scale_page),
                            height=round(height * scale_page),
                            text="\n".join(line["text"] for line in lines),
                            confidence=1.0,
                            lines=lines,
                            source="text_layer",
                            cells=cells,
                        )
                    )
                    continue
                render_scale = min(scale_page, _scan_scale(page, width), MAX_OCR_SIDE / max(width, height))
                bitmap = page.render(scale=render_scale, grayscale=True)
                try:
                    image = bitmap.to_pil()
                    size = (round(width * scale_page), round(height * scale_page))
                    pages.append(_ocr(image, index + 1, size, defer=defer))
                    image.close()
                finally:
                    bitmap.close()
            finally:
                page.close()
        return pages
    finally:
        pdf.close()


def _scan_scale(page: Any, width_pt: float) -> float:
    """OCR_DPI, or for a scanned page (one image covering the page) its image's own resolution when lower (not
    below MIN_SCAN_DPI): rendering a 150 dpi scan at 200 dpi adds pixels and nothing to read."""
    pdfium_c = _pdfium_raw()
    try:
        images = list(page.get_objects(filter=(pdfium_c.FPDF_PAGEOBJ_IMAGE,), max_depth=1))
        if len(images) != 1:
            return OCR_DPI / 72
        left, _, right, _ = images[0].get_bounds()
        if right - left < width_pt * 0.8:
            return OCR_DPI / 72
        dpi = images[0].get_px_size()[0] / ((right - left) / 72)
    except Exception:  # an unusual image object: the default resolution
        return OCR_DPI / 72
    return max(MIN_SCAN_DPI, min(OCR_DPI, dpi)) / 72


# images ----------------------------------------------------------------------------------------------------
def png_size(path: str) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk (bytes 16-24), or None when the header is not there."""
    with open(path, "rb") as handle:
        head = handle.read(24)
    if len(head) < 24 or head[12:16] != b"IHDR":
        return None
    width, height = struct.unpack(">II", head[16:24])
    return width, height


def _read_image(path: str, *, max_pages: int, max_pixels: int, defer: bool = False) -> list[ProcessedPage]:
    from PIL import Image, UnidentifiedImageError

    declared = png_size(path)
    if declared and declared[0] * declared[1] > max_pixels:  # refused from the header, nothing decoded
        raise _bomb(*declared)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", Image.DecompressionBombWarning)
        try:
            image = Image.open(path)  # reads the header only
        except Image.DecompressionBombError:
            raise _bomb() from None
        except (UnidentifiedImageError, OSError, SyntaxError, ValueError):
            raise FileRefused("corrupt_file", "The image is damaged and cannot be decoded.") from None
        with image:
            frames = getattr(image, "n_frames", 1)
            if frames > max_pages:
                raise FileRefused("too_many_pages", f"The image has {frames} pages; at most {max_pages} are accepted.")
            defer = defer and frames <= DEFER_PAGES_AT_MOST
            pages = []
            for index in range(frames):
                try:
                    image.seek(index)
                    width, height = image.size
                    if width * height > max_pixels:  # the frame's header, before its pixels are decoded
                        raise _bomb(width, height)
                    # decoded once, reduced early, made gray in bounded memory (casefile.ocr.decode)
                    frame, ratio = ocr_frame(image, index, MAX_OCR_SIDE)
                except FileRefused:
                    raise
                except Image.DecompressionBombError:
                    raise _bomb() from None
                except (OSError, SyntaxError, ValueError, EOFError):
                    raise FileRefused("corrupt_file", "The image is damaged or truncated.") from None
                size = (round(frame.width * ratio), round(frame.height * ratio))
                pages.append(_ocr(frame, index + 1, size, defer=defer))
                frame.close()
            return pages


def _bomb(width: int | None = None, height: int | None = None) -> FileRefused:
    from casefile.domain.documents import MAX_IMAGE_PIXELS

    size = f" ({width} x {height} pixels)" if width and height else ""
    return FileRefused(
        "file_too_large", f"The image is too large once decoded{size}; at most {MAX_IMAGE_PIXELS} pixels are accepted."
    )


_TICKED_BOX = re.compile(r"\[[xX\u00d7]\]?|\[?[xX\u00d7]\]")


def _ocr(image: Image, page_number: int, size: tuple[int, int] | None = None, *, defer: bool = False) -> ProcessedPage:
    """OCR one page image; `size` is the page's size in the coordinates to report (default: the image's own
    pixels), and line boxes are scaled to it. With `defer`, the poorly read runs of words are not read again yet:
    the page returned is the first reading, and its `finish()` gives the page with them read again (the caller
    decides, once it has extracted the document's fields, whether that is worth its time)."""
    from PIL import Image as PILImage

    width, height = size or image.size
    given = image
    if max(image.size) > MAX_OCR_SIDE * 1.1:  # within 10 %: not worth a resampling of the whole page
        shrink = MAX_OCR_SIDE / max(image.size)
        image = image.resize(
            (round(image.width * shrink), round(image.height * shrink)), PILImage.Resampling.BILINEAR, reducing_gap=2.0
        )
    elif max(image.size) < SMALL_SIDE:
        # a small image (a passport's page photographed whole, 455 x 330): its text is a few pixels high, too small
        # for tesseract; enlarged, it reads
        grow = min(MAX_GROWTH, GROWN_SIDE / max(image.size))
        image = image.resize((round(image.width * grow), round(image.height * grow)), PILImage.Resampling.LANCZOS)
    factor = image.width / width
    page_size = image.size
    ox, oy, content = _content(image)
    if content is None:  # nothing darker than paper on the page
        return ProcessedPage(page_number, width, height, "", 0.0, [], "ocr")
    # a sheet photographed on a desk is looked for on the photo whole (on a desk lighter than ink, the crop to the ink
    # cuts the sheet's edges off)
    corners = sheet_corners(image)
    photo = image
    # a deferred page keeps its image past the caller's close (a PDF page's image is the rendered bitmap's buffer)
    image = content.copy() if defer and content is given else content
    engine = get_engine()
    result = engine.read(image)
    sheet: Coefficients | None = None
    if corners:
        # a sheet photographed on a desk, in perspective: flattened, its lines are level and its letters upright (a
        # card's MRZ sheared by the camera's angle read as no zone at all); kept where it reads better so
        flat, coefficients = flattened(photo, corners)
        again = engine.read(flat)
        if _reads_better(again, result):
            sheet, image, result = coefficients, flat, again
            ox, oy, page_size = 0, 0, flat.size
    angle = 0
    if quarter := _sideways(result):
        # a page turned a quarter (a passport photographed sideways, an open booklet whose other page reads upright):
        # it may read well enough never to be turned below, and a zone on end is no band to read. Turned the way its
        # lines say, else the other, it is kept turned where it then has an MRZ, or more words read well
        for turn in (quarter, 360 - quarter):
            turned = image.rotate(turn, expand=True)
            again = engine.read(turned)
            if _zone_of(again.lines) or _good_words(again) > _good_words(result):
                angle, result = turn, again
                ox, oy = _turned_origin(angle, ox, oy, image.size, page_size)
                image = turned
                break
    mode = "page"
    slants = [_first_slant(result)]
    if _good_words(result) < UPRIGHT_WORDS:
        # a photo (a card on a desk, a page on a table): tesseract's layout analysis may take the whole of it for a
        # picture and read nothing; read as one block of text, it reads
        block = engine.read(image, mode="block")
        if _good_words(block) > _good_words(result):
            result, mode = block, "block"
        # its lines say by how much it slants even where its words read no better (a photo at 12 degrees reads no
        # word well, page or block, until it is straight); where still no word reads well, its rows of ink say it
        # too (a small photo at 15 degrees reads no line at all, and its block reading's few lines slant by 5)
        slants = [_first_slant(result) or _first_slant(block)]
        if _good_words(result) < UPRIGHT_WORDS:
            slants.append(_page_turn(image))
    before = image.size
    image, tilt, result = _straightened(engine, image, result, mode, slants)
    # a turn of a straightened image is one turn of the image as it was (about its centre, expanded alike): its tilt
    turn = 0
    if not angle and _upside_down_mrz(result):
        # an MRZ read upside down reads its fillers as '>': the page is turned over, however well its words read
        turned = image.rotate(180, expand=True)
        again = engine.read(turned, mode=mode)
        if not _upside_down_mrz(again):
            turn, result, image = 180, again, turned
    # a page read as nothing at all (noise, a photo) is not turned: a turned page still reads as words, if poor ones,
    # and each turn is another whole page pass (a page of noise took four, 16 s)
    if not angle and not turn and result.confidence < REORIENT_BELOW and result.lines and not _reads_upright(result):
        image, turn, result = _upright(engine, image, result, mode)
    if turn and tilt:
        tilt += turn
    elif turn:
        angle = turn
        ox, oy = _turned_origin(angle, ox, oy, before, page_size)
    level = _leveled(result)
    first_lines = _unread_ink(engine, image, _with_mrz(engine, image, result.lines, result.skew), result.skew)
    first_lines = _reversed_print(engine, image, first_lines)
    first_lines = _rules_read_as_letters(engine, image, first_lines)
    frame = ReadFrame(tilt, before, image.size, (ox, oy), angle, page_size, factor, sheet)

    def page(ocr_lines: list[OcrLine]) -> ProcessedPage:
        return _page_of_lines(ocr_lines, level, page_number, (width, height), frame)

    def finished() -> ProcessedPage:
        # a word read again may open with a rule read as a letter too ('IBOUZIANE' at 0.26, then at 0.88)
        return page(_join_split_words(_rules_read_as_letters(engine, image, _read_again(engine, image, first_lines))))

    if not defer:
        return finished()
    first = page(_join_split_words(first_lines))
    first.finish = finished
    return first


def _page_of_lines(
    ocr_lines: list[OcrLine], result: OcrPage, page_number: int, size: tuple[int, int], frame: ReadFrame
) -> ProcessedPage:
    """The page as read: its lines, and its cells for extraction, on the page as uploaded (`frame`); a straightened
    page's cells also hold their boxes as read, which the reader lays out."""
    on_page = frame.to_page
    lines = [{"text": line.text, "confidence": line.confidence, "bbox": on_page(line.bbox)} for line in ocr_lines]
    # cells are placed as if the page were straight (a box's height less its fall across the page), so that a
    # label and its value two columns to the right share a row on a slanted scan
    slope = math.tan(result.skew) if abs(result.skew) < 0.2 else 0.0
    cells = []
    for row, line in enumerate(ocr_lines):
        words = line.words or [line]
        # on a line that reads, words read below NOISE_BELOW are dotted leaders, stains or a stamp's edge that OCR
        # made letters of ('Raison sociale ... 2" SENS Ne RER ... Nord Services'): a gap. A ticked box read as '[X]'
        # stays however poorly it reads: the cross over the frame reads poorly. A piece of a number read poorly
        # stays too (`_part_of_number`)
        noise = {id(w) for w in _scraps(line)}
        words = [w for w in words if id(w) not in noise]
        for part in _split_cells(words, _word_geometry):
            x0, y0 = min(w.bbox[0] for w in part), min(w.bbox[1] for w in part)
            x1, y1 = max(w.bbox[2] for w in part), max(w.bbox[3] for w in part)
            fall = round((x0 + x1) / 2 * slope)
            y0, y1 = y0 - fall, y1 - fall
            text = " ".join(w.text for w in part)
            confidence = round(sum(w.confidence for w in part) / len(part), 4) if line.words else line.confidence
            # each word where it stands on the page (not straightened): what a viewer draws a field's box from
            placed = [[w.text, w.confidence, *on_page(w.bbox)] for w in part]
            cell = {
                "text": text,
                "confidence": confidence,
                "bbox": on_page((x0, y0, x1, y1)),
                "row": row,
                "words": placed,
            }
            if frame.reshaped:  # and as read, level: what the reader lays out
                cell["read"] = frame.in_units((x0, y0, x1, y1))
                cell["read_words"] = [frame.in_units(w.bbox) for w in part]
            cells.append(cell)
    return ProcessedPage(
        page_number=page_number,
        width=size[0],
        height=size[1],
        text="\n".join(line.text for line in ocr_lines),
        confidence=result.confidence,
        lines=lines,
        source="ocr",
        cells=cells,
        turned=frame.angle,
        frame=frame if frame.reshaped else None,
    )


def _part_of_number(words: list[OcrLine], i: int) -> bool:
    """Word `i`, read poorly, is a piece of a number: one sign that may be a digit (a 1 read 'l', a 0 read 'O')
    between words that end and start with digits, a letter-spaced number's ('JA2 7 4 l O 2'); or a group of up to
    four digits (a 0 read '@' or 'O' among them) beside the groups of a long number, a RIB's ('@11 | 233 18340...')."""
    before, after = words[i - 1] if i > 0 else None, words[i + 1] if i + 1 < len(words) else None
    text = words[i].text
    if re.fullmatch(r"[\dlIoO]", text) and before is not None and after is not None:
        return before.text[-1:].isdigit() and (
            after.text[:1].isdigit() or re.fullmatch(r"[\dlIoO]", after.text) is not None
        )
    if not re.fullmatch(r"[\d@oO]{1,4}", text) or not re.search(r"\d", text):
        return False
    others = sum(c.isdigit() for j, w in enumerate(words) if j != i for c in w.text)
    return others >= LONG_NUMBER_DIGITS and any(w is not None and w.text[:1].isdigit() for w in (before, after))


LONG_NUMBER_DIGITS = 16  # a line of this many digits besides holds a long number (a RIB's 24), not amounts


# Ink: darker than this (0-255). The page is cropped to the ink's bounding box plus CONTENT_MARGIN before OCR:
# tesseract's layout analysis walks every pixel, and a form's blank half costs ~20 % of a page's time.
INK_LEVEL = 160
CONTENT_MARGIN = 24


def _content(image: Image) -> tuple[int, int, Image | None]:
    """The part of the page that has ink, with its offset; (0, 0, None) for a blank page."""
    box = image.point(lambda v: 255 if v < INK_LEVEL else 0).getbbox()
    if box is None:
        return 0, 0, None
    x0, y0 = max(0, box[0] - CONTENT_MARGIN), max(0, box[1] - CONTENT_MARGIN)
    x1, y1 = min(image.width, box[2] + CONTENT_MARGIN), min(image.height, box[3] + CONTENT_MARGIN)
    if (x1 - x0) * (y1 - y0) > 0.9 * image.width * image.height:
        return 0, 0, image
    return x0, y0, image.crop((x0, y0, x1, y1))


# A page read with a mean confidence below this may be upside down or sideways: it is read again turned 180,
# 90 and 270 degrees, and the reading that is clearly better (+0.1) is kept. Upright pages read at 0.85-0.95.
REORIENT_BELOW = 0.7


TILT_AT_LEAST = 2.0  # degrees a photo's lines slant for it to be straightened and read again
# degrees a straightened reading's lines still slant for it to be straightened again: a photo's slant is measured on
# its first reading's few lines (a card on a table at 19 degrees read as 17: its MRZ read as no zone until 19)
STILL_SLANTING = 1.0
# fillers ('<') more or fewer in a reading's MRZ that outweigh its words read well: an MRZ read is the document's
# identity; a passport's page straightened to 17 degrees read 13 words well and no filler, at 19 degrees 11 and 60
FILLERS_OUTWEIGH = 10


def _straightened(
    engine: OcrEngine, image: Image, result: OcrPage, mode: str, slants: list[float]
) -> tuple[Image, float, OcrPage]:
    """A photo taken aslant (a card on a table, a page held in a hand), straightened: its lines, which even a block
    reading finds, say by how much; straight, it reads (a card's MRZ slanting by 4 degrees read as no zone at all).
    `slants`: by how many degrees its lines rise to the right (`_slant`), by each measure, each tried that differs
    from those before. Returns the image read, the degrees it was turned counterclockwise (0: as given) and its
    reading. A scan slants by less than TILT_AT_LEAST and is read once; a straightened reading still slanting is
    straightened once more."""
    from PIL import Image as PILImage

    kept = (image, 0.0, result)
    # a page read in blocks may read in its layout once straight; one read in its layout stays so (a block reading of
    # a table runs its columns together)
    modes = ("page", "block") if mode == "block" else ("page",)
    tried: list[float] = []
    for first in slants:
        if abs(first) < TILT_AT_LEAST or any(abs(first - other) < TILT_AT_LEAST for other in tried):
            continue
        tried.append(first)
        slant = first
        for _ in range(2):
            straight = image.rotate(slant, resample=PILImage.Resampling.BICUBIC, expand=True, fillcolor=255)
            again = max((engine.read(straight, mode=m) for m in modes), key=_good_words)
            if not _reads_better(again, kept[2]) and not _reads_upright(again) and not _reads_upright(kept[2]):
                # a photo upside down and aslant: its lines slant as much turned over, and straight it reads as
                # nothing (an MRZ's fillers as '>'), so it reads no better until it is turned over too
                over = image.rotate(slant + 180, resample=PILImage.Resampling.BICUBIC, expand=True, fillcolor=255)
                again_over = max((engine.read(over, mode=m) for m in modes), key=_good_words)
                if _reads_better(again_over, kept[2]):
                    straight, slant, again = over, slant + 180, again_over
            if not _reads_better(again, kept[2]):
                break
            kept = (straight, slant, again)
            still = _slant(again)
            if abs(still) < STILL_SLANTING:
                break
            slant += still
    return kept


PAGE_TURNS = range(-30, 31)  # degrees a page that reads nothing is tried at for its rows of ink
PAGE_PROFILE_WIDTH = 400  # pixels: the page is tried at this width (its rows' profile, not its letters)


def _page_turn(image: Image) -> float:
    """The degrees (counterclockwise, as Pillow turns) at which a page's rows of ink are sharpest, by degrees within
    30, then by quarter degrees about the best (a projection profile, as `_band_turn` for an MRZ's band)."""
    small = image.resize((PAGE_PROFILE_WIDTH, max(1, round(image.height * PAGE_PROFILE_WIDTH / image.width))))
    sharpness = _sharpness(small)
    coarse = max(PAGE_TURNS, key=sharpness)
    return max((coarse + step / 4 for step in range(-4, 5)), key=sharpness)


def _reads_better(again: OcrPage, result: OcrPage) -> bool:
    """Whether a reading of the page turned otherwise reads it better: more lines of an MRZ read with their fillers,
    or as many with clearly more fillers read; else more words read well without clearly fewer fillers. (A page with
    no filler, a payslip's or a statement's, is judged by its words alone.)"""
    zone_again, zone = _zone_of(again.lines), _zone_of(result.lines)
    lines_again, lines = (
        sum(_fillers(line.text) >= 2 and may_be_line(line.text) for line in z) for z in (zone_again, zone)
    )
    if lines_again != lines:
        return lines_again > lines
    gain = sum(_fillers(line.text) for line in zone_again) - sum(_fillers(line.text) for line in zone)
    if abs(gain) >= FILLERS_OUTWEIGH:
        return gain > 0
    return _good_words(again) > _good_words(result)


def _leveled(page: OcrPage) -> OcrPage:
    """The reading with its skew (how its lines fall, for its layout) as its words' bottoms say it where two lines of
    three words or more do (`_slant`), else tesseract's. A statement photographed a degree or two aslant and in
    perspective had a skew of +0.5 degrees and lines rising by 1 to 2: its closing balance, on the right, was laid out
    level with the opening balance's label on the left. (Unread ink is still looked for by tesseract's skew: on a
    scan turned whole it is the finer measure, and a slanted form's typed lines were lost by the words' one.)"""
    slant = _slant(page)
    return dataclasses.replace(page, skew=math.radians(slant)) if slant else page


def _slant(page: OcrPage) -> float:
    """By how many degrees a reading's lines rise to the right (counterclockwise, as Pillow turns): the median of
    its lines' slopes, each fitted to the bottoms of its words (lines of three words or more); 0 where fewer than two
    lines have three."""
    return _median_slant(_slopes(page, 3))


def _first_slant(page: OcrPage) -> float:
    """How a first reading's lines slant, to straighten it by: by its lines of three words or more, else, where fewer
    than two lines have three, by its lines of two. A card photographed askew reads as a few short lines (a name, a
    label and its value) of which one has three words; its MRZ, slanting by 4 degrees, read as no line at all until
    the card was straightened by them. (Its words' bottoms are a rougher measure over two words, descenders and all:
    the slant is only a guess to try, and the straightened reading is kept only where it reads better.)"""
    slopes = _slopes(page, 3)
    return _median_slant(slopes if len(slopes) >= 2 else _slopes(page, 2))


def _slopes(page: OcrPage, fewest: int) -> list[float]:
    """The slopes of a reading's lines of `fewest` words of two signs or more, each fitted to its words' bottoms."""
    slopes = []
    for line in page.lines:
        words = [w for w in line.words if len(w.text) >= 2]
        if len(words) < fewest:
            continue
        xs = [(w.bbox[0] + w.bbox[2]) / 2 for w in words]
        ys = [w.bbox[3] for w in words]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        spread = sum((x - mx) ** 2 for x in xs)
        if spread > 0:
            slopes.append(sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / spread)
    return slopes


def _median_slant(slopes: list[float]) -> float:
    if len(slopes) < 2:
        return 0.0
    slopes = sorted(slopes)
    return math.degrees(math.atan(slopes[len(slopes) // 2]))


SMALL_SIDE = 1000  # pixels, the long side of an image enlarged before it is read
GROWN_SIDE = 1800
MAX_GROWTH = 4.0


def _upside_down_mrz(page: OcrPage) -> bool:
    """A line of an MRZ read upside down: its fillers '<' read as '>' (five or more, none the right way). A line on
    end is a zone turned a quarter (`_sideways`), not over."""
    return any(
        line.text.count(">") + line.text.count("\u00bb") >= 5 and "<" not in line.text and not _on_end(line)
        for line in page.lines
    )


# A line whose box is this many times taller than wide stands on end: tesseract finds lines of vertical text and
# reads them along their length (a line of a page turned a quarter; an MRZ's line is 30 to 44 characters long).
ON_END = 4.0
# A page whose lines of ON_END_TEXT letters and digits or more stand on end, ON_END_SHARE of them or more, is turned a
# quarter (a vertical line or two in a margin is not); read the right way, ON_END_READ of their words read well.
ON_END_TEXT = 5
ON_END_SHARE = 0.6
ON_END_READ = 2


def _on_end(line: OcrLine) -> bool:
    return line.bbox[3] - line.bbox[1] > ON_END * (line.bbox[2] - line.bbox[0])


def _sideways(page: OcrPage) -> int:
    """The angle (counterclockwise) likeliest to set upright a page the page pass found turned a quarter, by an MRZ on
    end or by most of its lines on end; else 0. tesseract reads a line on end from its top down: a page turned a
    quarter clockwise reads as text, its MRZ's fillers '<' (turned back by 90); one turned counterclockwise reads
    upside down, its fillers '>', its words as next to none (by 270). An MRZ line asks for SEARCH_FILLERS fillers, as a
    band searched for does: a name line has them, a reference number printed up a margin has none."""
    on_end = [line for line in page.lines if _on_end(line)]
    for line in on_end:
        for fillers, angle in (("<\u00ab", 90), (">\u00bb", 270)):
            text = line.text.translate(str.maketrans(fillers, "<<"))
            if text.count("<") >= SEARCH_FILLERS and may_be_line(text):
                return angle
    written = [line for line in page.lines if sum(c.isalnum() for c in line.text) >= ON_END_TEXT]
    if not written or sum(_on_end(line) for line in written) < ON_END_SHARE * len(written):
        return 0
    return 90 if _good_words(OcrPage("", 0.0, on_end)) >= ON_END_READ else 270


def _good_words(page: OcrPage) -> int:
    """Words of three letters or digits or more read at 0.8 or more."""
    return sum(
        1 for line in page.lines for w in line.words if sum(c.isalnum() for c in w.text) >= 3 and w.confidence >= 0.8
    )


def _reads_upright(page: OcrPage) -> bool:
    """A page whose mean confidence is low may still be upright: a card's Arabic or a poor scan lowers the mean,
    but an upright page still has words read well, a turned page next to none. Words of three letters or digits or
    more, read at 0.8 or more: on 14 degraded and clean pages (`make bench-documents`'s that were tried turned),
    upright 8 or more and 23-95 % of the words; turned 180 or 90 degrees, 4 at most and 0-7 %. An MRZ whose fillers
    read '<' is upright too, however poorly the rest reads (a passport photographed small and aslant): turned over,
    they read '>'; on end, its lines are no zone."""
    words = [w for line in page.lines for w in line.words if sum(c.isalnum() for c in w.text) >= 3]
    good = sum(w.confidence >= 0.8 for w in words)
    if good >= UPRIGHT_WORDS and good >= UPRIGHT_SHARE * len(words):
        return True
    return sum(line.text.count("<") for line in _zone_of(page.lines)) >= UPRIGHT_FILLERS


UPRIGHT_WORDS = 6
UPRIGHT_SHARE = 0.15
UPRIGHT_FILLERS = 5


def _upright(engine: OcrEngine, image: Image, first: OcrPage, mode: str = "page") -> tuple[Image, int, OcrPage]:
    """The page turned the way it reads best: (image, angle counterclockwise, reading); angle 0 = as given."""
    best: tuple[Image, int, OcrPage] = (image, 0, first)
    for angle in (180, 90, 270):
        turned = image.rotate(angle, expand=True)
        reading = engine.read(turned, mode=mode)
        if reading.confidence > best[2].confidence + 0.1:
            best = (turned, angle, reading)
        if best[2].confidence >= REORIENT_BELOW:
            break
    return best


def _turned_origin(angle: int, ox: int, oy: int, crop: tuple[int, int], page: tuple[int, int]) -> tuple[int, int]:
    """Where a crop at (ox, oy) of size `crop` lands once the whole page (size `page`) is turned by `angle`
    degrees counterclockwise (PIL's rotate with expand)."""
    w, h = crop
    page_w, page_h = page
    if angle == 180:
        return page_w - ox - w, page_h - oy - h
    if angle == 90:
        return oy, page_w - ox - w
    if angle == 270:
        return page_h - oy - h, ox
    return ox, oy


_ARABIC = re.compile(r"[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]")


# Words the Latin page pass read below this confidence are read again, each run of them on its own (the next
# candidates): by the Arabic model (the card's Arabic name, place, title: Arabic script through the French model
# reads at 0.3-0.6), and as one Latin line enlarged to READ_AGAIN_PIXELS (a small bold number on a photographed
# card). The reading that is clearly better replaces the run. Latin words of a clean page read at 0.85-0.97.
READ_AGAIN_BELOW = 0.8
READ_AGAIN_PIXELS = 48
LATIN_AGAIN_AT_LEAST = 0.5
CONFIDENT = 0.85
NOISE_BELOW = 0.35


def _read_again(engine: OcrEngine, image: Image, lines: list[OcrLine]) -> list[OcrLine]:
    """Each poorly read run of words read again, by the Arabic model and as one enlarged Latin line."""
    heights = sorted(w.bbox[3] - w.bbox[1] for line in lines for w in line.words if w.confidence >= CONFIDENT)
    tall = heights[len(heights) // 2] if len(heights) >= 3 else 0  # a line of text read well
    out = []
    for line in lines:
        if not line.words or line.confidence >= 0.95 or may_be_line(line.text):
            out.append(line)
            continue
        line = _combs_read_again(engine, image, line)
        words: list[OcrLine] = []
        above: list[OcrLine] = []
        below: list[OcrLine] = []
        changed = False
        heights = sorted(w.bbox[3] - w.bbox[1] for w in line.words)
        word_height = heights[len(heights) // 2]
        for whole_run in _low_runs(line.words):
            # a dotted leader read as a word ('crc...', 4 pixels high) stays as it is: read with the label after it
            # (an Arabic label read as Latin scraps), it spoils that label's reading by the Arabic model
            lead = next((i for i, w in enumerate(whole_run) if not _leader(w, word_height)), len(whole_run))
            words.extend(whole_run[:lead])
            run = whole_run[lead:]
            end = len(run)
            while end > 0 and _leader(run[end - 1], word_height):
                end -= 1
            run, trail = run[:end], run[end:]
            if not run:
                words.extend(trail)
                continue
            signs = sum(c.isalnum() for w in run for c in w.text)
            if run[0].confidence >= READ_AGAIN_BELOW or (
                signs < 3 and not _figure_beside_words(run, line.words) and not _holds_more(run, signs)
            ):
                # read well, or a scrap of two signs (a dotted leader's or a stain's): not worth two readings
                words.extend([*run, *trail])
                continue
            better = _better_reading(engine, image, _clipped(run, line.words), tall)
            if (
                better is not None
                and re.fullmatch(r"[A-Z]{2}", run[0].text)
                and better.text != run[0].text
                and not _holds_more(run, signs)
            ):
                better = None  # two capitals are read again to be confirmed ('EL' at 0.13, then 0.96), not changed
            if better is None:
                words.extend(run)
            elif better.words:
                # lines the page pass took for one word (a form's small label over its value: 'Nom' over
                # 'HAMDAOUI', read as 'HAMDAOUI' in a box as tall as both): the one level with the line's other
                # words stays in it ('Société' of 'Société d'Études, …', over the 'SARL' that ends the name on the
                # next line), or the tallest on a line of its own; the others become lines of their own above or
                # below it, where the reader finds a label over its value
                kept = _level_part(better.words, [w for w in line.words if w not in run])
                words.append(kept)
                for part in better.words:
                    if part is not kept:
                        (above if part.bbox[3] <= kept.bbox[1] + 2 else below).append(part)
                changed = True
            else:
                words.append(better)
                changed = True
            words.extend(trail)
        if changed:
            confidence = round(sum(w.confidence for w in words) / len(words), 4)
            line = OcrLine(" ".join(w.text for w in words), confidence, line.bbox, words)
        if above:
            out.append(_line_of(sorted(above, key=lambda w: w.bbox[0])))
        out.append(line)
        if below:
            out.append(_line_of(sorted(below, key=lambda w: w.bbox[0])))
    return out


def _level_part(parts: list[OcrLine], others: list[OcrLine]) -> OcrLine:
    """Of a box's lines read one by one, the one that belongs to the text line around it: nearest the middle of its
    other words' height, or the tallest where it has none (then the lowest)."""
    tallest = max(parts, key=lambda part: (part.bbox[3] - part.bbox[1], part.bbox[1]))
    if not others:
        return tallest
    middles = sorted((w.bbox[1] + w.bbox[3]) / 2 for w in others)
    middle = middles[len(middles) // 2]
    return min(parts, key=lambda part: (abs((part.bbox[1] + part.bbox[3]) / 2 - middle), part is not tallest))


# A comb of boxes the page pass read with its ticks: words of digits and bars ('11914 | 9 | 1 [3 [9 | 5 | 1' for
# '1 9 4 9 1 3 0 5 1'), some of them read well, a tick read as '1' among them. Such a span (COMB_BARS bars or more,
# COMB_DIGITS digits or more) is read again without its rules, and that reading replaces it when it reads
# CONFIDENT or better.
_COMB_WORD = re.compile(r"[\d|\[\](){}!jlI]+")  # a tick read as a bracket, a 'j' or an 'l' ('(2', 'j7')
COMB_BARS = 2
COMB_DIGITS = 3


def _comb_spans(words: list[OcrLine]) -> list[tuple[int, int]]:
    """(start, end) of each run of comb-like words of a line."""
    spans = []
    start = None
    for index, word in enumerate([*words, None]):
        if word is not None and _COMB_WORD.fullmatch(word.text):
            start = index if start is None else start
            continue
        if start is not None:
            text = "".join(w.text for w in words[start:index])
            if sum(c in "|[](){}" for c in text) >= COMB_BARS and sum(c.isdigit() for c in text) >= COMB_DIGITS:
                spans.append((start, index))
            start = None
    return spans


def _combs_read_again(engine: OcrEngine, image: Image, line: OcrLine) -> OcrLine:
    spans = _comb_spans(line.words)
    if not spans:
        return line
    words = list(line.words)
    for start, end in reversed(spans):
        run = words[start:end]
        x0, y0 = min(w.bbox[0] for w in run), min(w.bbox[1] for w in run)
        x1, y1 = max(w.bbox[2] for w in run), max(w.bbox[3] for w in run)
        pad = _pad(y0, y1)
        box = (max(0, x0 - pad), max(0, y0 - pad), min(image.width, x1 + pad), min(image.height, y1 + pad))
        zoom = READ_AGAIN_PIXELS / max(1, y1 - y0)
        zoom = zoom if zoom > 1.2 else 1.0
        read = _reading_without_rules(engine, image.crop(box), zoom)
        if read is None or read.confidence < CONFIDENT or not read.lines:
            continue
        # one word in the comb's place: its boxes stand a box apart, and would be cut into cells at those gaps
        text = " ".join(" ".join(read.text.split()) for read_line in read.lines)
        words[start:end] = [OcrLine(text, read.confidence, (x0, y0, x1, y1))]
    if words == line.words:
        return line
    confidence = round(sum(w.confidence for w in words) / len(words), 4)
    return OcrLine(" ".join(w.text for w in words), confidence, line.bbox, words)


# Two lines of one row that touch: one word cut in two ('Ocean Textile' | 's SA', or 'Agen' and the unread ink's
# 't commercial'). A word space is 0.4-0.6 of a line's height; a gap under this share of it is inside a word.
SPLIT_WORD_BELOW = 0.25


def _join_split_words(lines: list[OcrLine]) -> list[OcrLine]:
    """The lines with each pair that cuts a word in two joined into one line, the word made whole."""
    out = list(lines)
    joined = True
    while joined:
        joined = False
        for a, b in itertools.permutations(out, 2):
            height = min(a.bbox[3] - a.bbox[1], b.bbox[3] - b.bbox[1])
            overlap = min(a.bbox[3], b.bbox[3]) - max(a.bbox[1], b.bbox[1])
            if overlap < 0.6 * height or not 0 <= b.bbox[0] - a.bbox[2] <= SPLIT_WORD_BELOW * height:
                continue
            left, right = a.words or [a], b.words or [b]
            last, first = left[-1], right[0]
            word = OcrLine(
                last.text + first.text,
                min(last.confidence, first.confidence),
                (last.bbox[0], min(last.bbox[1], first.bbox[1]), first.bbox[2], max(last.bbox[3], first.bbox[3])),
            )
            words = [*left[:-1], word, *right[1:]]
            box = (a.bbox[0], min(a.bbox[1], b.bbox[1]), b.bbox[2], max(a.bbox[3], b.bbox[3]))
            confidence = round(sum(w.confidence for w in words) / len(words), 4)
            line = OcrLine(" ".join(w.text for w in words), confidence, box, words)
            out = [line if x is a else x for x in out if x is not b]
            joined = True
            break
    return out if len(out) < len(lines) else lines  # the same list when nothing was joined


def _leader(word: OcrLine, word_height: int) -> bool:
    """A word that is a dotted leader: long and flat, under 0.4 of the height of its line's words (their median, as
    a table's rule read as a word makes the line itself tall) and wider than three of them ('.......', 'crc...' 361
    by 4 pixels among words 23 high). A stop or a degree sign is small both ways."""
    return word.bbox[3] - word.bbox[1] < 0.4 * word_height and word.bbox[2] - word.bbox[0] > 3 * word_height


def _pad(y0: int, y1: int) -> int:
    """The paper kept around a line's box when it is cut out to be read: a third of its height, four pixels at least."""
    return max(4, (y1 - y0) // 3)


def _clipped(run: list[OcrLine], words: list[OcrLine]) -> list[OcrLine]:
    """The run with its last word's box cut where the next word of its line begins: a word's box the page pass
    stretched over the words after it ('Opérateur' at 0.1 over 'de production' read well) is read again without
    them, which would come out twice."""
    last = run[-1]
    after = (
        next((w for w in words[words.index(last) + 1 :] if w.bbox[0] > last.bbox[0]), None) if last in words else None
    )
    if after is None or after.bbox[0] >= last.bbox[2]:
        return run
    x0, y0, _, y1 = last.bbox
    # the crop around it is padded: the padding must not reach into the next word either
    end = max(x0 + 1, after.bbox[0] - _pad(y0, y1) - 1)
    return [*run[:-1], OcrLine(last.text, last.confidence, (x0, y0, end, y1), last.words)]


def _holds_more(run: list[OcrLine], signs: int) -> bool:
    """A run read as a sign or two in a box many signs wide: a value typed over a dotted leader, the box stretched
    along the dots ('QE' at 0.28 over 'G738205' and its leader), not a stain's scrap."""
    x0, y0 = run[0].bbox[:2]
    x1, y1 = run[-1].bbox[2], max(w.bbox[3] for w in run)
    return x1 - x0 > HOLDS_MORE_THAN * (y1 - y0) * max(1, signs)


HOLDS_MORE_THAN = 2  # line heights a sign: a letter is about half as wide as high


def _figure_beside_words(run: list[OcrLine], words: list[OcrLine]) -> bool:
    """A poorly read figure of one or two digits, or a word of two capitals, right beside a word read well: the day of
    '6 décembre 2020' (read at 0.29 in the page pass and 0.97 alone), the particle of 'EL IDRISSI Youssef' (read
    right at 0.13), not a stain's scrap."""
    if len(run) != 1 or not re.fullmatch(r"\d{1,2}|[A-Z]{2}", run[0].text):
        return False
    x0, y0, x1, y1 = run[0].bbox
    gap = 1.5 * (y1 - y0)
    return any(
        w.confidence >= CONFIDENT and (0 <= w.bbox[0] - x1 <= gap or 0 <= x0 - w.bbox[2] <= gap)
        for w in words
        if w is not run[0]
    )


# Print that the page pass left out: tesseract's layout analysis drops some blocks whole (a column of labels
# with dotted leaders, 'Nom ........', and the section title above them), though their values beside them are
# read. Rows of ink that no read line covers, of a text line's height, are read as single lines.
UNREAD_INK_AT_LEAST = 0.6  # a reading below this is a stain's or a rule's, not text


# A slanted scan's rows of ink are looked for with the page turned straight: a line across the page falls by ~35
# pixels at 2 degrees, and its band would merge with the next line's into one too tall to be text.
STRAIGHTEN_ABOVE = 0.004  # radians (a quarter of a degree)


RUNS_APART = 6  # line heights of bare paper between two runs of unread ink in one band: a form's columns
Band = tuple[int, int, int, int]  # left, top, right, bottom


def _ink_columns(ink: Image, band: Band, tall: int) -> tuple[list[int], list[int]]:
    """A band's ink by column (0-255 each, from x 0) and its columns of ink: several pixels of a letter's strokes,
    not a frame's rule at either end, in islands of SPECK_COLUMNS or more."""
    from PIL import Image as PILImage

    left, y0, right, y1 = band
    strip = ink.crop((left, y0, right, y1))
    per_column = [0] * left + list(strip.resize((strip.width, 1), PILImage.Resampling.BOX).tobytes())
    columns = [x for x, value in enumerate(per_column) if value * (y1 - y0) >= 255 * 3]
    columns = _without_edge_rules(columns, tall)
    islands = _islands(columns, SPECK_APART * tall)
    return per_column, [x for island in islands if len(island) >= SPECK_COLUMNS for x in island]


def _apart_runs(ink: Image, bands: list[Band], tall: int) -> list[tuple[Band, tuple[list[int], list[int]] | None]]:
    """Each band of unread ink cut where RUNS_APART line heights of paper part its runs: a label's column and a
    value's far right of it ('CIN' read, 'PB219476' not) are two pieces of ink, and the paper between them made the
    whole band read as scattered specks. A band left whole comes with its `_ink_columns`, a piece without."""
    out: list[tuple[Band, tuple[list[int], list[int]] | None]] = []
    for left, y0, right, y1 in bands:
        measured = _ink_columns(ink, (left, y0, right, y1), tall)
        runs = _islands(measured[1], RUNS_APART * tall)
        if len(runs) < 2:
            out.append(((left, y0, right, y1), measured))
            continue
        # each run with the paper halfway to its neighbours, so that its margin stays inside the band
        cuts = [left] + [(a[-1] + b[0]) // 2 for a, b in itertools.pairwise(runs)] + [right]
        out += [((cuts[i], y0, cuts[i + 1], y1), None) for i in range(len(runs))]
    return out


# Darker than this is ink: what the page pass left unread, and the rows of a box read line by line (grey print
# never reaches it: `_stacked_reading`)
INK_BELOW = 110


def _unread_ink(engine: OcrEngine, image: Image, lines: list[OcrLine], skew: float = 0.0) -> list[OcrLine]:
    from PIL import Image as PILImage
    from PIL import ImageDraw

    # a line's height is its tallest word's: a long line's box on a slanted scan is taller by its fall
    heights = sorted(max(w.bbox[3] - w.bbox[1] for w in line.words or [line]) for line in lines)
    if not heights:
        return lines
    tall = heights[len(heights) // 2]
    ink = image.point(lambda p: 255 if p < INK_BELOW else 0)
    draw = ImageDraw.Draw(ink)
    pad = max(2, tall // 4)
    # what the page pass read is blanked word by word: a slanted line's box covers the ends of the lines above and
    # below it (a payslip's gross, '26 974,71', at the end of the row over '| Cotisation CNSS | 268,80'). A scrap
    # (`_scraps`: a word the page drops as noise) is not: its box, often two lines tall, is ink the page pass did
    # not read ('or' at 0.19 over a panel's 'Opening balance' and '9 305,60 MAD')
    scraps = {id(w) for line in lines for w in _scraps(line)}
    done = [w.bbox for line in lines for w in line.words or [line] if id(w) not in scraps]
    for x0, y0, x1, y1 in done:
        draw.rectangle((x0 - pad, y0 - pad, x1 + pad, y1 + pad), fill=0)
    turn = skew if STRAIGHTEN_ABOVE < abs(skew) < 0.2 else 0.0
    straight: Image | None = None  # the page turned straight, made when a row of ink is first read (~20 ms a page)
    if turn:
        ink = ink.rotate(math.degrees(turn), resample=PILImage.Resampling.NEAREST, fillcolor=0)
    _clear_grounds(ink, tall)
    _clear_page_bars(ink)
    found: list[OcrLine] = []
    for (left, y0, right, y1), measured in _apart_runs(ink, _text_bands(ink, tall), tall):
        # a column of a text line has a stroke or two of a letter: several pixels of ink; a speck of a scan's
        # noise has one or two. Specks standing apart (the edge of a word read, left uncovered) do not stretch the
        # row's span: 'NOM' at the left of a row whose only other ink is such specks far right was taken for
        # scattered specks
        per_column, columns = measured or _ink_columns(ink, (left, y0, right, y1), tall)
        columns = _without_solid_shapes(ink, per_column, columns, (y0, y1), tall)
        if len(columns) < 1.2 * (y1 - y0):  # less ink across than two characters' width (a cell's '022')
            continue
        x0, x1 = columns[0], columns[-1] + 1
        share = len(columns) / (x1 - x0)
        dark = sum(per_column[x0:x1]) / 255 / (x1 - x0)
        # scattered specks, or a solid shape (a photo's edge; bold capitals fill half their band too, but each row
        # crosses several strokes): not words
        if share < 0.1 or (dark > SOLID_FROM and _solid(ink, (x0, y0, x1, y1))):
            continue
        margin = _pad(y0, y1)
        box = (max(left, x0 - margin), max(0, y0 - margin), min(right, x1 + margin), min(image.height, y1 + margin))
        if turn and straight is None:
            straight = image.rotate(math.degrees(turn), resample=PILImage.Resampling.BILINEAR, fillcolor=255)
        crop = (straight or image).crop(box)
        # a small line is read enlarged, as a poorly read run is ('TAZI' after a dotted leader read 'TAZ!' at
        # 0.02 at 18 pixels high, 'TAZI' at 0.81 enlarged)
        zoom = READ_AGAIN_PIXELS / (y1 - y0)
        zoom = zoom if zoom > 1.2 else 1.0
        read = _read_crop(engine, crop, zoom, "line")
        dx, dy = box[0], box[1]
        for line in read.lines:
            # the words that read (a dotted leader reads as 'e.e.eee' at 0): the line when they read as text
            words = [
                OcrLine(
                    w.text,
                    w.confidence,
                    _unturned_box(
                        turn,
                        (
                            round(w.bbox[0] / zoom) + dx,
                            round(w.bbox[1] / zoom) + dy,
                            round(w.bbox[2] / zoom) + dx,
                            round(w.bbox[3] / zoom) + dy,
                        ),
                        image.size,
                    ),
                )
                for w in line.words
            ]
            # a word read as scraps in a long line (a name after its dotted leader: 'NOM ..... 6 TAZ', 'TAZ' at 0.02) is
            # read again alone, as a run the page pass read poorly is; what still reads as scraps is a leader's or a
            # stain's
            words = [
                _word_read_alone(engine, image, w) if w.confidence < NOISE_BELOW and not _leader(w, tall) else w
                for w in words
            ]
            words = [w for w in words if w.confidence >= NOISE_BELOW]
            # a word over a line the page pass read is that line read again, the crop's margin taking in its
            # edge ('NET À PAYER | 6.51' from a header and the figures under it): not unread ink
            words = [w for w in words if not any(_covers(seen, w.bbox) for seen in done)]
            if not words or sum(c.isalnum() for w in words for c in w.text) < 2:
                continue
            line = _line_of(words)
            if line.confidence >= UNREAD_INK_AT_LEAST:
                found.append(line)
    if not found:
        return lines
    # a scrap that the lines found cover a third of is their first, poor reading: it goes ('Comptable' read again
    # over itself; 'or' over 'Opening balance' and '9 305,60 MAD')
    kept = []
    for line in lines:
        gone = {id(w) for w in _scraps(line) if _covered_by(w.bbox, [f.bbox for f in found])}
        if not gone:
            kept.append(line)
        elif rest := [w for w in line.words if id(w) not in gone]:
            kept.append(_line_of(rest))
    return sorted([*kept, *found], key=lambda line: (line.bbox[1] + line.bbox[3]) / 2)


# What a table's vertical rule reads as when a word's first or last letter touches it ('ID287704' for the CIN
# 'D287704' set flush in its cell, 'IBERRADA', '7.400,00!')
RULE_AS_LETTER = "|[]!Il1"
# A rule runs past the word's box, above and below it, by this share of the word's height at least (a letter 'I' or
# 'l' stands within its line's box); and stands within this share of its height from the word's edge.
RULE_PAST = 0.25
RULE_AT_EDGE = 0.2


def _rules_read_as_letters(engine: OcrEngine, image: Image, lines: list[OcrLine]) -> list[OcrLine]:
    """The lines with each word a table's rule that its letters touch made a sign more or less of read without it:
    a word opening or closing with a sign a rule reads as, at whose edge a column of ink runs past its box above and
    below, is read again with the cell's frame blanked (`_without_frame`), and loses that sign when it then reads as
    the rest of the word (a word whose own first letter is an 'I' keeps it: the letter is not blanked with the rule);
    a word with such a rule just before it and ink between them (a letter the page pass took away with the rule:
    'B45120' for 'JB45120') is read again from the rule, and gains the letter read there before the word."""
    out = []
    for line in lines:
        words = line.words or [line]
        read = [_ruled_word(engine, image, w) for w in words]
        if all(a is b for a, b in zip(read, words, strict=True)):
            out.append(line)
            continue
        text = " ".join(w.text for w in read) if line.text == " ".join(w.text for w in words) else line.text
        if not line.words:
            out.append(read[0])
        else:
            out.append(OcrLine(text, line.confidence, line.bbox, read))
    return out


def _ruled_word(engine: OcrEngine, image: Image, word: OcrLine) -> OcrLine:
    """The word, read again where a rule touches it (`_rules_read_as_letters`), or as it is."""
    text = word.text
    # a word read as noise is read again first (`_read_again`), then looked at
    if len(text) < 3 or word.confidence < NOISE_BELOW:
        return word
    x0, y0, x1, y1 = word.bbox
    tall = y1 - y0
    near, wide = max(2, round(RULE_AT_EDGE * tall)), round((x1 - x0) / len(text))
    if text[0] in RULE_AS_LETTER and _rules_down(image, word, x0 - 2, x0 + near):
        return _read_unframed(engine, image, word, word.bbox, lambda again: again == text[1:], (1, 0))
    if text[-1] in RULE_AS_LETTER and _rules_down(image, word, x1 - near, x1 + 2):
        return _read_unframed(engine, image, word, word.bbox, lambda again: again == text[:-1], (0, 1))
    if not text[0].isalnum() or not (rules := _rules_down(image, word, x0 - wide - 2, x0 - 1)):
        return word
    rule = rules[-1]
    between = image.crop((rule + 2, y0, x0, y1)).point(lambda p: 1 if p < INK_BELOW else 0).tobytes()
    if between.count(1) < max(3, tall // 2):  # less ink between the rule and the word than a letter's stroke
        return word

    def gained(again: str) -> bool:
        return again[1:] == text and again[0].isalnum() and again[0] not in RULE_AS_LETTER

    return _read_unframed(engine, image, word, (rule, y0, x1, y1), gained, (-1, 0))


def _rules_down(image: Image, word: OcrLine, left: int, right: int) -> list[int]:
    """The columns from `left` to `right` of a rule running past the word's box above and below (`RULE_PAST`): ink
    down 95 % of them."""
    from PIL import Image as PILImage

    _, y0, _, y1 = word.bbox
    past = max(3, round(RULE_PAST * (y1 - y0)))
    top, bottom = y0 - past, y1 + past
    left, right = max(0, left), min(image.width, right)
    if top < 0 or bottom > image.height or right <= left:
        return []
    strip = image.crop((left, top, right, bottom)).point(lambda p: 1 if p < INK_BELOW else 0)
    columns = strip.transpose(PILImage.Transpose.TRANSPOSE).tobytes()
    height = bottom - top
    return [left + x for x in range(right - left) if columns[x * height : (x + 1) * height].count(1) >= 0.95 * height]


def _read_unframed(
    engine: OcrEngine,
    image: Image,
    word: OcrLine,
    box: tuple[int, int, int, int],
    holds: Callable[[str], bool],
    signs: tuple[int, int],
) -> OcrLine:
    """The word read again in `box` with its cell's frame blanked: where that reading `holds`, the reading, its box
    moved by `signs` (signs taken off at its start and end: -1 is one gained), else the word as it was."""
    x0, y0, x1, y1 = box
    pad = _pad(y0, y1)
    crop = image.crop((max(0, x0 - pad), max(0, y0 - pad), min(image.width, x1 + pad), min(image.height, y1 + pad)))
    cleared = _without_frame(crop)
    if cleared is None:
        return word
    zoom = READ_AGAIN_PIXELS / max(1, y1 - y0)
    again = "".join(_plain_reading(engine, cleared, zoom if zoom > 1.2 else 1.0, "line").text.split())
    if not holds(again):
        return word
    wx0, _, wx1, _ = word.bbox
    width = (wx1 - wx0) / len(word.text)
    return OcrLine(again, word.confidence, (round(wx0 + signs[0] * width), y0, round(wx1 - signs[1] * width), y1))


def _covered_by(box: tuple[int, int, int, int], boxes: list[tuple[int, int, int, int]]) -> bool:
    """Whether these boxes (apart from one another) together cover a third or more of `box`."""
    area = sum(
        max(0, min(box[2], b[2]) - max(box[0], b[0])) * max(0, min(box[3], b[3]) - max(box[1], b[1])) for b in boxes
    )
    return area * 3 >= max(1, (box[2] - box[0]) * (box[3] - box[1]))


def _scraps(line: OcrLine) -> list[OcrLine]:
    """The words of a line that reads (a word at CONFIDENT or more) that its page drops as noise (`_page_of_lines`):
    read below NOISE_BELOW, neither a ticked box nor a piece of a number. A line that reads nothing well (an MRZ read
    with its alphabet, whose confidences are 0) has none."""
    words = line.words
    if not words or not any(w.confidence >= CONFIDENT for w in words):
        return []
    return [
        w
        for i, w in enumerate(words)
        if w.confidence < NOISE_BELOW and not _TICKED_BOX.fullmatch(w.text) and not _part_of_number(words, i)
    ]


# Print in light letters on a dark ground (a payslip's banner with its title and the employer's name, a net pay's
# box, a statement's header row): binarized, such a ground is one black shape and the page pass reads nothing in it.
# The page is looked at in cells of REVERSED_CELL pixels: a cell darker on average than REVERSED_DARK is ground (a
# text line's cell is mostly paper; the ground's, with its light letters, is mostly dark); a rectangle of such cells
# (REVERSED_SOLID of its box or more, REVERSED_CELLS cells or more, less than REVERSED_AT_MOST of the page: not the
# desk a card lies on) is read again with its greys turned over, what lies outside it made paper.
REVERSED_CELL = 8
REVERSED_DARK = 150
REVERSED_SOLID = 0.6
REVERSED_CELLS = 40
REVERSED_AT_MOST = 0.35


def _dark_grounds(image: Image) -> list[tuple[tuple[int, int, int, int], list[tuple[int, int, int]]]]:
    """The page's dark rectangles: each one's box and its rows (y, first x, last x), in cells from the box's corner."""
    from PIL import Image as PILImage

    cell = REVERSED_CELL
    small = image.resize((max(1, image.width // cell), max(1, image.height // cell)), PILImage.Resampling.BOX)
    width = small.width
    dark = bytearray(1 if v < REVERSED_DARK else 0 for v in small.tobytes())
    if sum(dark) > 0.5 * len(dark):  # a dark page (a photo's ground): nothing set apart on it
        return []
    out = []
    for start in range(len(dark)):
        if dark[start] != 1:
            continue
        dark[start] = 2
        stack, cells = [start], []
        while stack:
            at = stack.pop()
            cells.append(at)
            x = at % width
            for n in (at - width, at + width, at - 1 if x else -1, at + 1 if x + 1 < width else -1):
                if 0 <= n < len(dark) and dark[n] == 1:
                    dark[n] = 2
                    stack.append(n)
        if len(cells) < REVERSED_CELLS or len(cells) > REVERSED_AT_MOST * len(dark):
            continue
        xs = [c % width for c in cells]
        ys = [c // width for c in cells]
        box = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
        if len(cells) >= REVERSED_SOLID * (box[2] - box[0]) * (box[3] - box[1]):
            # each row of cells from its first dark one to its last: the light cells inside a large letter are the
            # ground's too
            spans: dict[int, tuple[int, int]] = {}
            for x, y in zip(xs, ys, strict=True):
                low, high = spans.get(y, (x, x))
                spans[y] = (min(low, x), max(high, x))
            out.append((box, [(y - box[1], low - box[0], high - box[0]) for y, (low, high) in spans.items()]))
    return out


def _reversed_print(engine: OcrEngine, image: Image, lines: list[OcrLine]) -> list[OcrLine]:
    """The page's lines with the print on its dark grounds read light on dark. A word so read replaces what the page
    pass read over it less surely (its scraps of the ground: '1ULR ES = j 18 D]' at 0.07); a word the page pass read
    as surely stays."""
    from PIL import Image as PILImage
    from PIL import ImageDraw, ImageOps

    grounds = _dark_grounds(image)
    if not grounds:
        return lines
    read_before = _words(lines)
    found: list[OcrLine] = []
    cell = REVERSED_CELL
    for (x0, y0, x1, y1), rows in grounds:
        box = (x0 * cell, y0 * cell, min(image.width, x1 * cell), min(image.height, y1 * cell))
        mask = PILImage.new("L", (x1 - x0, y1 - y0), 0)
        draw = ImageDraw.Draw(mask)
        for y, low, high in rows:
            draw.line((low, y, high, y), fill=255)
        mask = mask.resize((box[2] - box[0], box[3] - box[1]), PILImage.Resampling.NEAREST)
        crop = image.crop(box)
        read = engine.read(PILImage.composite(ImageOps.invert(crop), PILImage.new("L", crop.size, 255), mask))
        for line in read.lines:
            words = [
                OcrLine(w.text, w.confidence, _shifted(w.bbox, box[0], box[1]))
                for w in line.words or [line]
                if w.confidence >= NOISE_BELOW
            ]
            words = [
                w
                for w in words
                if not any(
                    _covers(seen.bbox, w.bbox) and seen.confidence >= w.confidence and not _fuller(w, seen)
                    for seen in read_before
                )
            ]
            if words and sum(c.isalnum() for w in words for c in w.text) >= 2:
                found.append(_line_of(words))
    found = [line for line in found if line.confidence >= UNREAD_INK_AT_LEAST]
    if not found:
        return lines
    new = [w for line in found for w in line.words]
    kept = []
    for line in lines:
        words = [
            w
            for w in line.words or [line]
            if not any(
                _covers(better.bbox, w.bbox) and (better.confidence > w.confidence or _fuller(better, w))
                for better in new
            )
        ]
        if words:
            kept.append(line if len(words) == len(line.words or [line]) else _line_of(words))
    return sorted([*kept, *found], key=lambda line: (line.bbox[1] + line.bbox[3]) / 2)


# A word read light on dark that holds what the page pass read there and more, read about as surely (within this),
# is the fuller reading: a net pay's '5.776,04' in white on a dark box, of which the page pass read '776,04' as surely
FULLER_WITHIN = 0.05


def _fuller(word: OcrLine, before: OcrLine) -> bool:
    """Whether `word` reads all that `before` read over it and more, about as surely."""
    text, was = word.text.strip(), before.text.strip()
    return len(text) > len(was) > 0 and was in text and word.confidence >= before.confidence - FULLER_WITHIN


def _words(lines: list[OcrLine]) -> list[OcrLine]:
    return [w for line in lines for w in line.words or [line]]


def _line_of(words: list[OcrLine]) -> OcrLine:
    """A line made of these words (left to right as given)."""
    return OcrLine(
        " ".join(w.text for w in words),
        round(sum(w.confidence for w in words) / len(words), 4),
        (
            min(w.bbox[0] for w in words),
            min(w.bbox[1] for w in words),
            max(w.bbox[2] for w in words),
            max(w.bbox[3] for w in words),
        ),
        words,
    )


def _word_read_alone(engine: OcrEngine, image: Image, word: OcrLine) -> OcrLine:
    """A word read again on its own (`_better_reading`) when it holds three letters or figures or more; else as it
    is (a leader's dots, a speck)."""
    if sum(c.isalnum() for c in word.text) < 3:
        return word
    better = _better_reading(engine, image, [word])
    return better if better is not None and better.confidence > word.confidence else word


# An island of ink (columns SPECK_APART lines' height or more from any other) narrower than this is a speck.
SPECK_COLUMNS = 4
SPECK_APART = 1


def _islands(columns: list[int], gap: float) -> list[list[int]]:
    """Sorted columns cut where `gap` columns or more lie between two of them."""
    groups: list[list[int]] = []
    for x in columns:
        if groups and x - groups[-1][-1] <= gap:
            groups[-1].append(x)
        else:
            groups.append([x])
    return groups


# A band whose columns hold more ink than this share of its height is a solid shape (a photo's edge, a tinted
# band), not words; a bold title in capitals holds ~0.46 ('CARTE D'IDENTITE NATIONALE').
SOLID_FROM = 0.5
STROKE_WIDE = 1.0  # line heights across a drawing's stroke (a letter standing alone, a comb's box, is narrower)
SOLID_RUNS = 1.5  # runs of ink a row of a solid shape crosses, on average; a word's rows cross a stroke a letter


def _without_solid_shapes(
    ink: Image, per_column: list[int], columns: list[int], rows: tuple[int, int], tall: int
) -> list[int]:
    """The band's columns of ink without the shapes standing a line's height apart from its words whose rows cross
    one run of ink: a solid one, or a stroke as wide as a line is high (a card photo's shirt edge beside the
    birthplace printed right of it: 'D NADOR' read below the bar, 'NADOR' alone above it). A letter standing alone
    is narrower, or crosses several strokes."""
    islands = _islands(columns, tall)
    if len(islands) < 2:
        return columns
    y0, y1 = rows

    def drawn(island: list[int]) -> bool:
        x0, x1 = island[0], island[-1] + 1
        dark = sum(per_column[x0:x1]) / 255 / (x1 - x0)
        return (dark > SOLID_FROM or x1 - x0 >= STROKE_WIDE * tall) and _solid(ink, (x0, y0, x1, y1))

    return [x for island in islands if not drawn(island) for x in island]


_INKED = bytes([0] + [1] * 255)  # a mask's bytes as blank (0) or ink (1)


def _solid(ink: Image, box: tuple[int, int, int, int]) -> bool:
    """Whether the ink in the box is a solid shape: its rows cross few runs of ink (a word's cross its strokes)."""
    strip = ink.crop(box)
    data, width = strip.tobytes().translate(_INKED), strip.width
    # each row after a blank: a run begins where a blank is followed by ink
    rows = b"".join(b"\0" + data[y * width : (y + 1) * width] for y in range(strip.height))
    return rows.count(b"\0\1") < SOLID_RUNS * strip.height


# A band of ink taller than a line but at most this many lines high may be a frame's or a ruled table's: its sides
# join the rows of the lines inside it ('NET A PAYER' over '********6 117,90 DH' in a box, a payslip's pay table).
# Its vertical rules (columns inked down this share of its height or more) are cleared, and the rows of what is
# left are looked at, column by column.
FRAME_AT_MOST_LINES = 40
FRAME_SIDE_AT_LEAST = 0.85


def _text_bands(ink: Image, tall: int) -> list[tuple[int, int, int, int]]:
    """The bands (x0, y0, x1, y1) of an ink mask that are a text line's height (not a rule, a speck, a photo or a
    logo), the lines inside a frame included, each between the frame's rules."""
    bands: list[tuple[int, int, int, int]] = []
    for top, bottom in _ink_rows(ink):
        # a line and the dotted leader under it, joined by a few specks (a frame's sides, crossing both, keep the band
        # whole): each part of a line's height. A part taller than that is looked at as a band of its own (a card's
        # number printed large beside its holder's signature, over the signature's tail)
        for y0, y1 in _split_tall(ink, top, bottom, tall) or [(top, bottom)]:
            if _line_high(y0, y1, tall):
                bands.append((0, y0, ink.width, y1))
            elif 1.8 * tall < y1 - y0 <= FRAME_AT_MOST_LINES * tall:
                bands.extend(_framed_bands(ink, y0, y1, tall))
    return bands


def _line_high(top: int, bottom: int, tall: int, most: float = 1.8) -> bool:
    return 0.5 * tall <= bottom - top <= most * tall


def _framed_bands(ink: Image, y0: int, y1: int, tall: int) -> list[tuple[int, int, int, int]]:
    """The line-high bands inside the rows `y0` to `y1` of an ink mask, taller than a line: parted by a frame's
    rules, else by the gutters of bare paper between its columns."""
    from PIL import Image as PILImage
    from PIL import ImageDraw

    frame = ink.crop((0, y0, ink.width, y1))
    per_column = frame.resize((frame.width, 1), PILImage.Resampling.BOX).tobytes()
    sides = [x for x, value in enumerate(per_column) if value >= 255 * FRAME_SIDE_AT_LEAST]
    if sides:
        draw = ImageDraw.Draw(frame)
        for x in sides:
            draw.line((x, 0, x, frame.height), fill=0)
    else:
        # no frame: the band's gutters of bare paper part it, as rules would (a card's photo, dark hair and
        # shirt standing as tall as four rows, beside the column of its holder's name and birthplace)
        sides = _gutters(per_column, tall)
        if not sides:
            return []
    # the frame's rules part it into columns, each looked at on its own: a card's text rows beside its
    # photo box (a stamp or a drawn face there is as tall as two rows, and joined them into one band), a
    # table's cells (a band spans its cell, so the crop read leaves the rules out)
    bands: list[tuple[int, int, int, int]] = []
    edges = [-1, *sides, frame.width]
    for left, right in itertools.pairwise(edges):
        if right - left <= tall // 2:
            continue
        column = frame.crop((left + 1, 0, right, frame.height))
        _clear_rules(column)
        for top, bottom in _ink_rows(column):
            parts = _split_tall(column, top, bottom, tall) or [(top, bottom)]
            # a column's line may be larger print than the page's lines: a card's number printed large, whose row
            # its holder's signature and the card's edge make too tall for a line
            bands.extend((left + 1, y0 + a, right, y0 + b) for a, b in parts if _line_high(a, b, tall, LARGE_PRINT))
    return bands


LARGE_PRINT = 2.5  # line heights: a column's line of print twice the page's size, not its photo or a signature


GUTTER_AT_LEAST = 0.8  # line heights of bare paper across a tall band: a gutter between its columns


def _gutters(per_column: bytes, tall: int) -> list[int]:
    """The middles of a band's gutters: runs of columns with at most a speck of ink, GUTTER_AT_LEAST line heights
    wide, with ink on either side (the page's margins are no gutter)."""
    out: list[int] = []
    start = 0
    for bare, run in itertools.groupby(value < 8 for value in per_column):
        end = start + sum(1 for _ in run)
        if bare and start > 0 and end < len(per_column) and end - start >= GUTTER_AT_LEAST * tall:
            out.append((start + end) // 2)
        start = end
    return out


# A band of ink up to this many lines high (a line and a dotted leader under it: 'en qualité de : Chef de projet' over
# its dots, 40 pixels of ink rows for a 21-pixel line) is cut at its faintest row when that row holds less than
# VALLEY_SHARE of the ink of the band's rows.
SPLIT_AT_MOST_LINES = 3.5
VALLEY_SHARE = 0.25


def _split_tall(mask: Image, top: int, bottom: int, tall: int) -> list[tuple[int, int]] | None:
    """The rows `top` to `bottom` of an ink mask, between 1.8 and SPLIT_AT_MOST_LINES lines high, cut at their
    faintest row (`_split_at_valley`): the parts' rows; None when the band is not that high or has no such row."""
    if not 1.8 * tall < bottom - top <= SPLIT_AT_MOST_LINES * tall:
        return None
    parts = _split_at_valley(mask.crop((0, top, mask.width, bottom)), tall)
    return [(top + a, top + b) for a, b in parts] or None


def _split_at_valley(band: Image, tall: int) -> list[tuple[int, int]]:
    """The rows (top, bottom) of a band cut at its faintest row at least half a line from its edges; [] when no row
    is faint enough (one tall line, a photo)."""
    from PIL import Image as PILImage

    per_row = list(band.resize((1, band.height), PILImage.Resampling.BOX).tobytes())
    inner = range(tall // 2, band.height - tall // 2)
    if not inner:
        return []
    cut = min(inner, key=lambda y: per_row[y])
    typical = sorted(per_row)[len(per_row) // 2]
    if per_row[cut] > VALLEY_SHARE * typical:
        return []
    return [(0, cut), (cut + 1, band.height)]


# A row of a frame's column inked across this share of its width is a rule: cleared before its lines are looked for
RULE_ACROSS = 0.75


def _clear_rules(ink: Image) -> None:
    """Blank (in place) the rows of an ink mask inked across RULE_ACROSS of its width or more."""
    from PIL import Image as PILImage
    from PIL import ImageDraw

    per_row = ink.resize((1, ink.height), PILImage.Resampling.BOX).tobytes()
    draw = ImageDraw.Draw(ink)
    for y, value in enumerate(per_row):
        if value >= 255 * RULE_ACROSS:
            draw.line((0, y, ink.width, y), fill=0)


# A row of ink shorter than this share of a text line's height is a piece of a line (an accent, a small grey label's
# strokes broken by the ink threshold: 'Prénom' as three rows), joined to its nearest neighbour within PIECE_GAP
PIECE_BELOW = 0.4
PIECE_GAP = 0.2


def _joined_pieces(rows: list[tuple[int, int]], tall: int) -> list[tuple[int, int]]:
    """The rows of ink (top, bottom) with each piece joined to the neighbour it nearly touches, the shorter one where
    both do (the rest of its small line, not the tall line under it)."""
    rows = list(rows)
    reach = max(2.0, PIECE_GAP * tall)
    while True:
        pieces = [i for i, (top, bottom) in enumerate(rows) if bottom - top < PIECE_BELOW * tall]
        best: tuple[int, int, int] | None = None  # (height of the neighbour, piece, neighbour)
        for i in pieces:
            for j in (i - 1, i + 1):
                if 0 <= j < len(rows) and max(rows[i][0], rows[j][0]) - min(rows[i][1], rows[j][1]) <= reach:
                    height = rows[j][1] - rows[j][0]
                    if best is None or height < best[0]:
                        best = (height, i, j)
        if best is None:
            return rows
        _, i, j = best
        joined = (min(rows[i][0], rows[j][0]), max(rows[i][1], rows[j][1]))
        rows = [joined if k == min(i, j) else row for k, row in enumerate(rows) if k != max(i, j)]


def _covers(read: tuple[int, int, int, int], word: tuple[int, int, int, int]) -> bool:
    """Box `read` covers a third or more of box `word`."""
    return _covered_by(word, [read])


def _without_edge_rules(columns: list[int], tall: int) -> list[int]:
    """The ink columns of a band without a thin stroke standing apart at either end: a frame's or a table's
    vertical rule, which makes tesseract read a line as nothing at all."""
    thin, apart = max(3, tall // 4), max(8, tall)
    for _ in range(2):  # the left end, then the right
        cut = 0
        while cut < len(columns) - 1 and columns[cut + 1] - columns[cut] == 1:
            cut += 1
        if cut < thin and cut + 1 < len(columns) and columns[cut + 1] - columns[cut] >= apart:
            columns = columns[cut + 1 :]
        columns = columns[::-1]
        columns = [-c for c in columns]  # mirrored, so the same walk takes the other end
    return columns


def _unturned_box(turn: float, box: tuple[int, int, int, int], size: tuple[int, int]) -> tuple[int, int, int, int]:
    """A box of the image turned by `turn` radians about its centre (PIL's `rotate`), in the image's own
    coordinates: the bounding box of its corners turned back."""
    if not turn:
        return box
    cx, cy = size[0] / 2, size[1] / 2
    cos, sin = math.cos(turn), math.sin(turn)
    xs, ys = [], []
    for x, y in ((box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])):
        xs.append(cx + (x - cx) * cos - (y - cy) * sin)
        ys.append(cy + (x - cx) * sin + (y - cy) * cos)
    return round(min(xs)), round(min(ys)), round(max(xs)), round(max(ys))


# Ink that is no print: the desk round a photographed card or page (a shadow darker than ink's level reaching the
# photo's edge) or a solid shape (the holder's photo on a card, a logo). Either joins the rows of every line beside it
# into one band too tall to be text, and what the page pass left unread there was never looked for (a card's number
# printed beside its holder's photo, a desk's shadow down the other side). Such a shape is a connected one taller than
# GROUND_TALLER_THAN lines that touches the image's edge, or fills GROUND_FILLS of its box or more (a ruled table's
# or a frame's rules are as tall, and hollow: they are kept, and looked inside, by `_text_bands`). Shapes are found on
# the mask reduced GROUND_CELLS times per line height (a 1,600-pixel photo in ~30 ms).
GROUND_TALLER_THAN = 3
GROUND_FILLS = 0.3
GROUND_CELLS = 4
GROUND_CELL_INKED = 64  # of 255: a reduced cell a quarter inked or more is ink


def _clear_grounds(ink: Image, tall: int) -> None:
    """Blank (in place) the shapes of an ink mask that are ground, not print (see GROUND_TALLER_THAN)."""
    from PIL import Image as PILImage
    from PIL import ImageChops

    f = max(1, tall // GROUND_CELLS)
    w, h = -(-ink.width // f), -(-ink.height // f)
    inked = bytearray(v >= GROUND_CELL_INKED for v in ink.resize((w, h), PILImage.Resampling.BOX).tobytes())
    n, limit = len(inked), GROUND_TALLER_THAN * tall / f
    keep = bytearray(b"\xff" * n)
    cleared = False
    for start in range(n):
        if not inked[start]:
            continue
        inked[start] = 0  # a cell taken into a shape is no longer ink to start one from
        stack, cells = [start], []
        top, left = divmod(start, w)
        bottom, right = top, left
        while stack:
            i = stack.pop()
            cells.append(i)
            y, x = divmod(i, w)
            top, bottom, left, right = min(top, y), max(bottom, y), min(left, x), max(right, x)
            for j, beside in ((i - 1, x > 0), (i + 1, x + 1 < w), (i - w, i >= w), (i + w, i + w < n)):
                if beside and inked[j]:
                    inked[j] = 0
                    stack.append(j)
        if bottom - top + 1 <= limit:
            continue
        edge = left == 0 or top == 0 or right == w - 1 or bottom == h - 1
        if edge or len(cells) >= GROUND_FILLS * (right - left + 1) * (bottom - top + 1):
            cleared = True
            for i in cells:
                keep[i] = 0
    if cleared:
        mask = PILImage.frombytes("L", (w, h), bytes(keep)).resize((w * f, h * f), PILImage.Resampling.NEAREST)
        ink.paste(ImageChops.multiply(ink, mask.crop((0, 0, ink.width, ink.height))))


# A column inked down most of the page is a bar, not print: a photocopier's dark band along the sheet's edge (its
# edge slanted, the sheet lay askew on the glass) or a rule down the page. Its columns would join every row of the
# page into one band too tall to be text, and print left unread beside it would never be looked for.
PAGE_BAR_AT_LEAST = 0.6  # share of the page's rows inked
BAR_EDGE_AT_LEAST = 0.02  # the bar's slanted edge: columns next to it inked in a few rows
# how far that edge reaches, in the page's heights: a sheet askew by 6 degrees at most. Past it, columns inked in a few
# rows are the page's print (a card photographed on a desk whose shadow darkens one side: its edge ran on through
# every column of the card, and the card's number was blanked with it)
BAR_EDGE_REACH = 0.1


def _clear_page_bars(ink: Image) -> None:
    """Blank (in place) the columns of an ink mask that bars and page-long rules fill, with their slanted edges."""
    from PIL import Image as PILImage
    from PIL import ImageDraw

    per_column = list(ink.resize((ink.width, 1), PILImage.Resampling.BOX).tobytes())
    bar = [value >= 255 * PAGE_BAR_AT_LEAST for value in per_column]
    if not any(bar):
        return
    draw = ImageDraw.Draw(ink)
    edge = 255 * BAR_EDGE_AT_LEAST
    reach = round(BAR_EDGE_REACH * ink.height)
    x = 0
    while x < len(bar):
        if not bar[x]:
            x += 1
            continue
        x0 = x
        while x < len(bar) and bar[x]:
            x += 1
        x1 = x  # the bar's core [x0, x1), then its edges while they hold ink, as far as a slanted edge reaches
        left, right = x0 - reach, x1 + reach
        while x0 > max(0, left) and per_column[x0 - 1] >= edge:
            x0 -= 1
        while x1 < min(len(bar), right) and per_column[x1] >= edge:
            x1 += 1
        draw.rectangle((x0, 0, x1 - 1, ink.height), fill=0)
        x = x1


def _ink_rows(ink: Image) -> list[tuple[int, int]]:
    """The bands of rows (y0, y1) of an ink mask (ink 255) with two pixels of ink or more across."""
    from PIL import Image as PILImage

    per_row = list(ink.resize((1, ink.height), PILImage.Resampling.BOX).tobytes())
    least = 255 * 2 / ink.width
    bands: list[tuple[int, int]] = []
    start = None
    for y, value in enumerate([*per_row, 0]):
        if value >= least and start is None:
            start = y
        elif value < least and start is not None:
            bands.append((start, y))
            start = None
    return bands


def _mostly_arabic(text: str) -> bool:
    """Arabic script for most of its letters and digits: what the Arabic model makes of Latin text or digits
    is a mixture ('6 <Arabic>2<Arabic>2'), of Arabic text mostly Arabic letters."""
    signs = [c for c in text if c.isalnum()]
    arabic = sum(bool(_ARABIC.match(c)) for c in signs)
    return arabic >= 3 and arabic >= 0.8 * len(
        signs
    )  # one or two letters alone are noise (a Latin 'II' read as an alef, 'CDI' as two letters)


_BAR = re.compile(r"[|]+")


def _low_runs(words: list[OcrLine]) -> list[list[OcrLine]]:
    """The line's words in runs of the same kind (read well / read poorly), a run cut at a column's gap and at a
    frame's side read as '|' (not at a comb's ticks: its figures are read again together)."""
    in_combs = {id(w) for start, end in _comb_spans(words) for w in words[start:end]}

    def frame_side(word: OcrLine) -> bool:
        return bool(_BAR.fullmatch(word.text)) and id(word) not in in_combs

    runs: list[list[OcrLine]] = []
    for cell in _split_cells(words, _word_geometry):
        for word in cell:
            low = word.confidence < READ_AGAIN_BELOW
            last = runs[-1][-1] if runs else None
            if (
                last is not None
                and last in cell
                and (last.confidence < READ_AGAIN_BELOW) == low
                and not frame_side(last)
                and not frame_side(word)
            ):
                runs[-1].append(word)
            else:
                runs.append([word])  # a frame's side read as '|' stands alone: the boxes either side are two runs
    return runs


def _read_crop(
    engine: OcrEngine, crop: Image, zoom: float, mode: str, *, around: Image | None = None, read_before: str = ""
) -> OcrPage:
    """One line cut out of the page, read by `mode` enlarged `zoom` times (Lanczos). A reading of nothing at all is
    tried again: enlarged smoothly (bicubic: Lanczos's ringing around a JPEG's blocks and a dotted leader left no
    word of 'CHRAIBI' over its leader), then black on white (tesseract's local threshold hollows out large bold
    strokes and reads nothing of 'المهنة' or '********6 117,90 DH'), then a Latin line as one raw line. A Latin line
    still read poorly that may be a comb's (its reading, or `read_before`, the page pass's) is read once more without
    its rules (`_reading_without_rules`), cut from `around` (the line with more of its box around it) when given."""
    read = _plain_reading(engine, crop, zoom, mode)
    if mode != "line" or read.confidence >= CLEAR_RULES_BELOW:
        return read
    if _comb_like(read.text) or (read_before and _comb_like(read_before)):
        ruled = _reading_without_rules(engine, around or crop, zoom)
        if ruled is not None and ruled.confidence > read.confidence + CLEARED_BETTER_BY:
            return ruled
    # a value in a table's cell whose rules touch its letters, the crop cut across the cell's frame ('A734512' at
    # 0.14 with its cell's rules above, below and at its left; 0.77 without them): read again with the frame's rules
    # blanked, only those cut across the crop (not a comb's ticks hanging from them, nor a rule under the line's
    # words: `_reading_without_rules`)
    unframed = _without_frame(crop)
    if unframed is not None:
        again = _plain_reading(engine, unframed, zoom, mode)
        # (a blank cell's frame cleared reads as a stray '|' and no letter or figure)
        # (nor is a reading whose only change is where its spaces fall: the frame cleared took no rule away)
        if (
            again.confidence > read.confidence + CLEARED_BETTER_BY
            and sum(c.isalnum() for c in again.text) >= 2
            and not _spaced_otherwise(again.text, read.text)
        ):
            return again
    # a value typed over a dotted leader, the dots touching its letters' feet ("d'identité n° : G738205" read as
    # 'nationsle MEN QE' at 0.25, 'Date d'entrée : 03/03/2025' as 'Date GERS'): read again without the dots
    undotted = _without_leaders(crop)
    if undotted is not None:
        again = _plain_reading(engine, undotted, zoom, mode)
        if again.confidence > read.confidence + CLEARED_BETTER_BY:
            return again
    # a line that slants on its own (a card photographed askew on a page straightened by its other lines, its number
    # in large print read 'pE813105' at 0.38, 'BE873105' at 0.91 turned): read again straight, in place, and kept
    # only when it then reads well (a name beside its Arabic reads as Latin scraps, turned or not)
    if turn := _band_turn(crop, LINE_TURNS):
        from PIL import Image as PILImage

        straight = crop.rotate(turn, resample=PILImage.Resampling.BICUBIC, fillcolor=_paper(crop))
        again = _plain_reading(engine, straight, zoom, mode)
        if again.confidence >= CONFIDENT and again.confidence > read.confidence + CLEARED_BETTER_BY:
            return again
    return read


# A dotted leader: at least LEADER_DOTS specks of ink in a row, each no wider or taller than a fifth of the crop's
# height, with paper around it, each within LEADER_PITCH crop heights of the next
LEADER_DOTS = 8
LEADER_PITCH = 0.5
_SPECK = re.compile(rb"\x01+")


# Degrees a poorly read line is tried at (`_band_turn`): a line of a page straightened by its other lines that slants
# by less than two is read as it is (a scan's lines waver by a degree; a card photographed askew slants by several)
LINE_TURNS = (0.0, -2.0, 2.0, -3.0, 3.0, -4.0, 4.0, -6.0, 6.0)


def _without_leaders(crop: Image) -> Image | None:
    """The crop with the dots of its dotted leaders blanked, or None when it has no leader."""
    from PIL import Image as PILImage

    width, height = crop.size
    dark = _ink_threshold(crop)
    mask = crop.point(lambda p: 1 if p < dark else 0).tobytes()
    rows = [mask[y * width : (y + 1) * width] for y in range(height)]
    small = max(3, height // 5)

    def paper(y: int, start: int, end: int) -> bool:
        return not 0 <= y < height or b"\x01" not in rows[y][max(0, start - 1) : end + 1]

    dots: set[tuple[int, int, int, int]] = set()
    for y, row in enumerate(rows):
        if row.count(b"\x00\x01") + row[:1].count(1) < LEADER_DOTS:
            continue
        specks = []
        for run in _SPECK.finditer(row):
            start, end = run.span()
            if end - start > small:
                continue
            top, bottom = y, y
            while top > 0 and b"\x01" in rows[top - 1][start:end]:
                top -= 1
            while bottom < height - 1 and b"\x01" in rows[bottom + 1][start:end]:
                bottom += 1
            if bottom - top < small and paper(top - 1, start, end) and paper(bottom + 1, start, end):
                specks.append((start, end, top, bottom))
        # the specks set at a leader's pitch, not the dots of the i's of a line of words
        pitch = LEADER_PITCH * height
        chain: list[tuple[int, int, int, int]] = []
        for speck in specks:
            if chain and speck[0] - chain[-1][1] > pitch:
                if len(chain) >= LEADER_DOTS:
                    dots.update(chain)
                chain = []
            chain.append(speck)
        if len(chain) >= LEADER_DOTS:
            dots.update(chain)
    if not dots:
        return None
    out = bytearray(crop.tobytes())
    # each dot with the pixel of paper around it: its anti-aliased fringe, left grey, reads as letters ('ae ae')
    for start, end, top, bottom in dots:
        left, right = max(0, start - 1), min(width, end + 1)
        for y in range(max(0, top - 1), min(height, bottom + 2)):
            out[y * width + left : y * width + right] = b"\xff" * (right - left)
    return PILImage.frombytes("L", (width, height), bytes(out))


def _plain_reading(engine: OcrEngine, crop: Image, zoom: float, mode: str) -> OcrPage:
    from PIL import Image as PILImage

    size = (round(crop.width * zoom), round(crop.height * zoom))
    sharp = crop.resize(size, PILImage.Resampling.LANCZOS) if zoom != 1.0 else crop
    read = engine.read(sharp, mode=mode)
    if read.lines:
        return read
    smooth = crop.resize(size, PILImage.Resampling.BICUBIC) if zoom != 1.0 else crop
    if zoom != 1.0:
        read = engine.read(smooth, mode=mode)
    if not read.lines:
        read = engine.read(smooth.point(lambda p: 0 if p < 128 else 255), mode=mode)
    if not read.lines and mode == "line":
        # taken as one line as it stands: tesseract's line finding on a crop cut close past a typed value over a
        # dotted leader ('certifie que M. / Mme : Imane EL AMRANI') found no line at all
        read = engine.read(sharp, mode="raw_line")
    return read


# A Latin line read below this that may be a comb's (`_comb_like`) is read again without its rules: a form's comb of
# boxes, one digit a box ('2 | 1 | 5 | 1 | 0 | 9 | 9', its ticks hanging from the box's bottom rule), reads as
# '211151110/919' at 0.02, and as '2151099' at 0.96 once the rules and the strokes hanging from them are blanked and
# the digits set side by side. That reading replaces the first when its confidence is CLEARED_BETTER_BY higher. Only
# combs: a line of words over a rule, cleared so, read worse more often than better ('25/03 |PAIEMENT' as '3603 | PA =
# MENT' at a higher confidence, on 116 crops of 80 pages).
CLEAR_RULES_BELOW = 0.8
CLEARED_BETTER_BY = 0.1
# A rule: a run of ink along a row this many times the crop's height or longer (a letter's bar is shorter than the
# letter is high, and the crop is a line's height and a third), with gaps of RULE_GAP pixels at most.
RULE_LENGTH = 0.6
RULE_GAP = 4
# At most this share of the rows three pixels above and below a rule is ink (its ticks, a letter near it).
RULE_CLEAR_AROUND = 0.3
# A stroke hanging from a rule (a comb's tick, a box's side) is at most this share of the crop's height wide: wider,
# it is a letter touching the rule, and stays.
HANGING_WIDTH = 0.12
# The characters left are set side by side when they stand this share of a text line's height apart or more (a
# comb's pitch); a gap over COMB_WORD_GAP times the usual one stays a word's space ('12 | 12 | 2022').
COMB_SPACING = 0.5
COMB_WORD_GAP = 1.8
# What the ticks of a comb read as, besides a '1'.
COMB_TICKS = "|[](){}!/\\,.:;'iIlj"


def _comb_like(text: str) -> bool:
    """A reading that may be a comb's: nothing at all, or digits and what a box's ticks read as ('11211112/1210,21/2',
    '11914 | 9 | 1 [3'), four digits or more; a word read poorly is not."""
    signs = text.replace(" ", "").replace("\n", "")
    digits = sum(c.isdigit() for c in signs)
    return not signs or (digits >= 4 and digits + sum(c in COMB_TICKS for c in signs) >= 0.8 * len(signs))


# A frame's rule cut across a crop: a run of ink along a row or down a column (gaps of RULE_GAP pixels at most, a
# scanned rule's specks of paper) as long as FRAME_SPAN of the crop's height or more down a column (a line's letters
# leave a crop's margins bare: `_pad`), or FRAME_ALONG times its height along a row (a letter's bar is shorter than
# the letter is high); or half as long where it runs out of the crop (a letter stands inside the crop's margins)
FRAME_SPAN = 0.85
FRAME_ALONG = 2.0
# A rule is mostly ink: at least this share of its run along a row, gaps bridged (a row through the close-set strokes
# of a word's letters is a run of gaps); the part of it that runs out of the crop is ink all along (a letter's stem
# reaching the crop's edge, a speck beside it, is no rule: 'BJ360844' lost its J's stem)
RULE_SOLID = 0.85


def _without_frame(crop: Image) -> Image | None:
    """The crop with the rules of a frame cut across it made paper, and the grey fringe beside them that is not a
    letter's ink, or None when it has none."""
    from PIL import Image as PILImage
    from PIL import ImageDraw

    # a trace of ink is halfway from ink to paper: a rule's grey fringe, left, reads as a '|' of its own
    dark, paper = _ink_threshold(crop), _paper(crop)
    trace = (dark + paper) // 2
    mask = crop.point(lambda p: 1 if p < trace else 0)
    across = _rule_runs(mask, FRAME_ALONG * crop.height)
    # the rules down the crop are looked for with those across it taken out: a letter touching both a cell's top
    # rule and its side (a 'J' set flush in its corner) would run down with them as far as a rule does
    upright = mask.copy()
    for y, x0, x1 in across:
        upright.paste(0, (x0, y, x1, y + 1))
    crossing = frozenset(y for y, _, _ in across)
    down = _rule_runs(upright.transpose(PILImage.Transpose.TRANSPOSE), FRAME_SPAN * crop.height, crossing)
    if not across and not down:
        return None
    cleared = crop.copy()
    fringe = crop.point(lambda p: paper if p >= dark else p)
    draw = ImageDraw.Draw(cleared)
    # the fringe first, the rule over it: a rule two or three pixels thick is its own neighbour
    for y, x0, x1 in across:
        for yy in (y - 1, y + 1):
            if 0 <= yy < crop.height:
                cleared.paste(fringe.crop((x0, yy, x1, yy + 1)), (x0, yy))
    for x, y0, y1 in down:
        for xx in (x - 1, x + 1):
            if 0 <= xx < crop.width:
                cleared.paste(fringe.crop((xx, y0, xx + 1, y1)), (xx, y0))
    for y, x0, x1 in across:
        draw.line((x0, y, x1 - 1, y), fill=paper)
    for x, y0, y1 in down:
        draw.line((x, y0, x, y1 - 1), fill=paper)
    return cleared


def _rule_runs(mask: Image, long: float, crossing: frozenset[int] = frozenset()) -> list[tuple[int, int, int]]:
    """The runs of ink (row, start, end) along the rows of a 0/1 mask, gaps of RULE_GAP pixels bridged, `long` pixels
    or longer and RULE_SOLID ink, or half as long and all ink from either end of the row. Positions in `crossing` (the
    rules across, taken out of the mask) count as ink where a run passes them."""
    width = mask.width
    pixels = mask.tobytes()
    runs = []
    for y in range(mask.height):
        row = pixels[y * width : (y + 1) * width]
        x = row.find(1)
        while x != -1:
            start = end = x
            while True:
                gap = row.find(1, end + 1, min(width, end + RULE_GAP + 2))
                if gap == -1:
                    break
                end = gap
            length = end + 1 - start
            ink = row.count(1, start, end + 1) + sum(1 for c in crossing if start <= c <= end and not row[c])
            if (length >= long and ink >= RULE_SOLID * length) or (
                (start == 0 or end + 1 == width) and length >= long / 2 and ink == length
            ):
                runs.append((y, start, end + 1))
            x = row.find(1, end + 1)
    return runs


def _spaced_otherwise(text: str, other: str) -> bool:
    """Whether `text` is `other` with its words split or joined elsewhere (the same characters, other spaces)."""
    words, others = text.split(), other.split()
    return words != others and "".join(words) == "".join(others)


def _ink_threshold(crop: Image) -> int:
    """Ink: darker than halfway between the crop's darkest and lightest grey (within 80-170)."""
    low, high = crop.getextrema()
    return max(80, min(170, (int(low) + int(high)) // 2))  # type: ignore[arg-type]


def _without_rules(crop: Image) -> Image | None:
    """The crop in black and white with its rules and the strokes hanging from them blanked, or None when it
    has no rule. A rule is looked for three rows at a time: on a scan turned by a degree or two, a thin rule steps
    up or down a row every few dozen pixels."""
    from PIL import Image as PILImage

    width, height = crop.size
    dark = _ink_threshold(crop)
    pixels = crop.tobytes()
    # a quick look first: a rule's row is mostly ink, a line of text's rows are not
    rows = crop.point(lambda p: 255 if p < dark else 0).resize((1, height), PILImage.Resampling.BOX).tobytes()
    if not any(value >= 255 * 0.3 for value in rows):
        return None
    ink = [[p < dark for p in pixels[y * width : (y + 1) * width]] for y in range(height)]
    long = max(8, round(RULE_LENGTH * height))
    rule: set[tuple[int, int]] = set()
    for y in range(1, height - 1):
        above, row, below = ink[y - 1], ink[y], ink[y + 1]
        x = 0
        while x < width:
            if not (above[x] or row[x] or below[x]):
                x += 1
                continue
            start = end = x
            while x < width and x - end <= RULE_GAP:  # a speck of paper in a scanned rule does not cut it
                if above[x] or row[x] or below[x]:
                    end = x
                x += 1
            x = end + 1
            if x - start >= long and _thin(ink, y, start, x):
                rule.update((i, yy) for i in range(start, x) for yy in (y - 1, y, y + 1) if ink[yy][i])
    if not rule:
        return None
    erase = set(rule)
    hanging: dict[int, list[tuple[int, int, int]]] = {}
    for x, y in rule:
        for step in (-1, 1):
            end = y + step
            while 0 <= end < height and ink[end][x] and (x, end) not in rule:
                end += step
            if abs(end - y) - 1 >= 3:
                hanging.setdefault(x, []).append((y, step, abs(end - y) - 1))
    thin = max(2, round(HANGING_WIDTH * height))
    groups: list[list[int]] = []
    for x in sorted(hanging):
        if groups and x == groups[-1][-1] + 1:
            groups[-1].append(x)
        else:
            groups.append([x])
    for group in groups:
        if len(group) <= thin:  # wider: a letter touching the rule
            for x in group:
                for y, step, length in hanging[x]:
                    erase.update((x, y + step * k) for k in range(1, length + 1))
    # black on white: painted over in a scan's grey, a rule leaves its outline to the reader's own threshold
    out = bytearray(0 if p < dark else 255 for p in pixels)
    for x, y in erase:  # with a pixel around: the stroke's grey edge
        left, right = max(0, x - 1), min(width, x + 2)
        for yy in range(max(0, y - 1), min(height, y + 2)):
            out[yy * width + left : yy * width + right] = b"\xff" * (right - left)
    return PILImage.frombytes("L", (width, height), bytes(out))


def _thin(ink: list[list[bool]], y: int, start: int, end: int) -> bool:
    """Whether a run of ink found on rows y - 1 to y + 1, columns start to end, is a rule and not the middle of a line
    of letters blurred together: the rows three away from it are paper along most of it."""
    span = end - start
    for far in (y - 3, y + 3):
        if 0 <= far < len(ink) and sum(ink[far][start:end]) > RULE_CLEAR_AROUND * span:
            return False
    return True


def _paper(crop: Image) -> int:
    """The grey of a crop's paper: the median of what is lighter than its ink."""
    dark = _ink_threshold(crop)
    histogram = crop.histogram()[dark:256]
    half, seen = sum(histogram) / 2, 0
    for level, count in enumerate(histogram, start=dark):
        seen += count
        if seen >= half:
            return level
    return 255


def _set_side_by_side(image: Image, source: Image) -> tuple[Image, list[tuple[int, int, int]], int] | None:
    """The characters of a cleared comb (`image`, black on white) set side by side on its text's rows, their pixels
    taken from `source` (the crop as scanned: the reader's own threshold reads a scan's greys better than ours, which
    turned a dotted '0' into a '6' read at 0.96) on its paper's grey: (image, [(new x, old x, width) of each
    character], old y of the image's top), or None when its characters do not stand a comb's pitch apart."""
    from PIL import Image as PILImage

    width, height = image.size
    dark = _ink_threshold(image)
    ink = image.point(lambda p: 255 if p < dark else 0)
    islands = _inked_runs(ink.resize((width, 1), PILImage.Resampling.BOX).tobytes())
    # the text's rows are looked for without the thin columns: a box's side left over would join them to a rule's
    thin = [(a, b) for a, b in islands if b - a <= max(2, round(HANGING_WIDTH * height))]
    wide = ink.copy()
    for a, b in thin:
        wide.paste(0, (a, 0, b, height))
    bands = _inked_runs(wide.resize((1, height), PILImage.Resampling.BOX).tobytes())
    if len(islands) < 3 or not bands:
        return None
    y0, y1 = max(bands, key=lambda band: band[1] - band[0])  # the text's rows, not a caption's under the boxes
    tall = y1 - y0
    islands = [island for island in islands if not _loose_stroke(ink, island, y0, y1)]
    # what is left of a rule over or under the text (a scanned rule's dashes) is not pasted: the text's rows alone
    islands = [island for island in islands if ink.crop((island[0], y0, island[1], y1)).getbbox()]
    if len(islands) < 3:
        return None
    gaps = [b[0] - a[1] for a, b in itertools.pairwise(islands)]
    usual = sorted(gaps)[len(gaps) // 2]
    if usual < COMB_SPACING * tall:
        return None
    pad = max(4, tall // 3)
    near, word = max(2, round(0.15 * tall)), max(6, round(0.6 * tall))
    spaces = [word if gap > COMB_WORD_GAP * usual else near for gap in gaps]
    out = PILImage.new("L", (2 * pad + sum(b - a for a, b in islands) + sum(spaces), tall + 2 * pad), _paper(source))
    placed = []
    x = pad
    for (a, b), space in zip(islands, [*spaces, 0], strict=True):
        out.paste(source.crop((a, y0, b, y1)), (x, pad))
        placed.append((x, a, b - a))
        x += b - a + space
    return out, placed, y0 - pad


def _inked_runs(profile: bytes) -> list[list[int]]:
    """The runs [start, end) of a column's or a row's profile that hold any ink."""
    runs: list[list[int]] = []
    for index, value in enumerate(profile):
        if value and runs and runs[-1][1] == index:
            runs[-1][1] = index + 1
        elif value:
            runs.append([index, index + 1])
    return runs


def _loose_stroke(ink: Image, island: list[int], y0: int, y1: int) -> bool:
    """Whether a column of ink is what is left of a rule (a tick cut from its rule by the threshold, a box's side)
    rather than a character: thin, and not standing on the text's rows as an 'I' or a '1' does (a tick starts low
    or ends high, a box's side runs past the text above or below)."""
    a, b = island
    tall = y1 - y0
    if b - a > max(2, round(0.15 * tall)):
        return False
    box = ink.crop((a, 0, b, ink.height)).getbbox()
    if box is None:
        return True
    top, bottom = box[1], box[3]
    return not (y0 - 0.2 * tall <= top <= y0 + 0.2 * tall and y1 - 0.2 * tall <= bottom <= y1 + 0.2 * tall)


def _reading_without_rules(engine: OcrEngine, crop: Image, zoom: float) -> OcrPage | None:
    """The crop read as a Latin line once its rules are blanked and its characters set side by side, its boxes back in
    the enlarged crop's pixels; None when it has no rule, or its characters do not stand a comb's pitch apart."""
    cleared = _without_rules(crop)
    if cleared is None:
        return None
    squeezed = _set_side_by_side(cleared, crop)
    if squeezed is None:  # not a comb: a line over a rule is read as it is (the reader's own line finding copes)
        return None
    image, placed, top = squeezed
    read = _plain_reading(engine, image, zoom, "line")

    def old_x(x: float) -> int:
        new, old, span = next((p for p in reversed(placed) if p[0] <= x), placed[0])
        return old + min(max(0, round(x - new)), span)

    def back(box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        x0, y0, x1, y1 = (v / zoom for v in box)
        return (
            round(old_x(x0) * zoom),
            round((y0 + top) * zoom),
            round(old_x(x1) * zoom),
            round((y1 + top) * zoom),
        )

    lines = [
        OcrLine(
            line.text,
            line.confidence,
            back(line.bbox),
            [OcrLine(w.text, w.confidence, back(w.bbox)) for w in line.words],
        )
        for line in read.lines
    ]
    return OcrPage(read.text, read.confidence, lines, read.skew)


# A run read below this (scraps: Arabic script through the French model reads at 0.0-0.4, a Latin run seldom does)
# is read by the Arabic model first, and a reading of mostly Arabic script at ARABIC_SURE or more is kept as it is
# when it has ARABIC_SURE_LETTERS letters or more: the Arabic model reads a short Latin word as a short Arabic one at
# 0.8 too ('CDI' read 'cpi' by the page pass, then as three Arabic letters at 0.82).
ARABIC_FIRST_BELOW = 0.4
ARABIC_SURE = 0.8
ARABIC_SURE_LETTERS = 5


def _better_reading(engine: OcrEngine, image: Image, run: list[OcrLine], tall: int = 0) -> OcrLine | None:
    x0, y0 = min(w.bbox[0] for w in run), min(w.bbox[1] for w in run)
    x1, y1 = max(w.bbox[2] for w in run), max(w.bbox[3] for w in run)
    current = sum(w.confidence for w in run) / len(run)
    if tall and y1 - y0 > STACKED_OVER * tall:
        stacked = _stacked_reading(engine, image, (x0, y0, x1, y1), tall)
        # its lines read well where the box read fairly ('المهنة' over 'Emploi' at 0.94, read 'sel' at 0.79)
        if stacked is not None and stacked.confidence > current + STACKED_BETTER_BY:
            return stacked
    pad = _pad(y0, y1)
    crop = image.crop((max(0, x0 - pad), max(0, y0 - pad), min(image.width, x1 + pad), min(image.height, y1 + pad)))
    best: OcrLine | None = None
    arabic: OcrPage | None = None
    if current < ARABIC_FIRST_BELOW:
        # scraps: most likely Arabic script through the French model, read by the Arabic model first; a sure
        # Arabic reading saves the Latin one (an enlarged line, twice the Arabic reading's time)
        arabic = _read_crop(engine, crop, 1.0, "arabic")
        text = " ".join(arabic.text.split())
        if (
            _mostly_arabic(text)
            and arabic.confidence >= ARABIC_SURE
            and len(_ARABIC.findall(text)) >= ARABIC_SURE_LETTERS
        ):
            return OcrLine(text, arabic.confidence, (x0, y0, x1, y1))
    zoom = READ_AGAIN_PIXELS / max(1, y1 - y0)
    # the comb's box around the line: a run is cut close, and a comb's rules lie above and below it
    around = image.crop(
        (max(0, x0 - pad), max(0, y0 - 3 * pad), min(image.width, x1 + pad), min(image.height, y1 + 3 * pad))
    )
    latin = _read_crop(
        engine, crop, zoom if zoom > 1.2 else 1.0, "line", around=around, read_before=" ".join(w.text for w in run)
    )
    text = " ".join(latin.text.split())
    # its words' confidence: a leader's colon or dots read beside them ('CHRAIBI.' at 0.55, ':' at 0.4) are not
    signs = [w.confidence for line in latin.lines for w in line.words if any(c.isalnum() for c in w.text)]
    confidence = round(sum(signs) / len(signs), 4) if signs else latin.confidence
    if text and not _ARABIC.search(text) and confidence > max(current + 0.15, LATIN_AGAIN_AT_LEAST):
        best = OcrLine(text, confidence, (x0, y0, x1, y1))
        if confidence >= CONFIDENT:
            return best  # Latin after all: the Arabic model is not needed here
    if arabic is None:
        arabic = _read_crop(engine, crop, 1.0, "arabic")
    text = " ".join(arabic.text.split())
    # Arabic must clearly beat a fair Latin reading: the Arabic model reads a short Latin word ('CDI') as a
    # short Arabic one at a fair confidence too, while real Arabic reads far better as Arabic (0.8-0.95 against
    # 0.0-0.6 as Latin)
    if _mostly_arabic(text) and arabic.confidence > max(current, best.confidence + 0.15 if best else 0):
        best = OcrLine(text, arabic.confidence, (x0, y0, x1, y1))
    return best


# A box whose darkest pixel is this light or lighter is grey print, whose ink is told from its paper by its own
# greys; with at least this much between its darkest and its paper (not a stain's even grey).
GREY_PRINT_FROM = 60
GREY_PRINT_CONTRAST = 80


def _darkest_and_paper(crop: Image) -> tuple[int, int]:
    """A crop's darkest grey (its 2nd percentile) and its paper's (its 90th)."""
    histogram = crop.histogram()
    total = sum(histogram)
    marks, seen = (0.02 * total, 0.9 * total), 0
    found: list[int] = []
    for grey, count in enumerate(histogram):
        seen += count
        while len(found) < 2 and seen >= marks[len(found)]:
            found.append(grey)
    return found[0], found[1]


def _stacked_rows(crop: Image, below: int, tall: int) -> list[tuple[int, int]]:
    """The rows of print of a crop, its ink what is darker than `below`, each at least PIECE_BELOW of a line tall."""
    ink = crop.point(lambda p: 255 if p < below else 0)
    return [(top, bottom) for top, bottom in _joined_pieces(_ink_rows(ink), tall) if bottom - top >= PIECE_BELOW * tall]


# A poorly read "word" this many times a text line's height holds more than its line: two lines the page pass
# took for one (a form's label over its other language, 'Adresse' over 'العنوان', read as 'See'), or a line with
# the grey of a scanned table's rule above or below it ('C.I.N. JA384284' read as 'GUN 7 Jam'). Each line of
# dark ink in it is read alone.
STACKED_OVER = 1.4
# Its lines read one by one replace the box's reading when they read this much better.
STACKED_BETTER_BY = 0.1


def _stacked_reading(engine: OcrEngine, image: Image, box: tuple[int, int, int, int], tall: int) -> OcrLine | None:
    x0, y0, x1, y1 = box
    crop = image.crop(box)
    rows = _stacked_rows(crop, INK_BELOW, tall)
    if len(rows) < 2:
        # print in grey ('Société' over 'SARL' in a letterhead's grey, its darkest at 85 on a scan): its ink is what
        # is darker than halfway from its darkest to its paper
        darkest, paper = _darkest_and_paper(crop)
        if darkest >= GREY_PRINT_FROM and paper - darkest >= GREY_PRINT_CONTRAST:
            rows = _stacked_rows(crop, (darkest + paper) // 2, tall) or rows
    if not rows or (len(rows) == 1 and rows[0][1] - rows[0][0] >= 0.7 * (y1 - y0)):
        return None  # one line of ink filling the box: nothing stacked, no rule's grey to leave out
    parts = []
    for top, bottom in rows:
        read = _better_reading(engine, image, [OcrLine("", 0.0, (x0, y0 + top, x1, y0 + bottom))])
        if read is not None:  # a line that reads (the other language's may be one letter: 'و')
            parts.append(read)  # (read with no text line's height: one line, no words of its own)
    if not parts:
        return None
    confidence = round(sum(p.confidence for p in parts) / len(parts), 4)
    # its lines as its words, each with its own box: `_read_again` lays them out one under the other
    return OcrLine(" ".join(p.text for p in parts), confidence, box, parts if len(parts) > 1 else [])


# The MRZ band's readings, in order, until its checks hold: (engine mode, line height in pixels).
MRZ_READINGS = (("mrz", 40), ("mrz_alt", 40), ("mrz", 56), ("mrz_alt", 56), ("mrz", 30), ("mrz", 72))
# A page that may carry an MRZ the page pass did not read as one: its words say it is a travel document, or it has
# few lines on a landscape image (a card or a passport's page photographed; not a letter, a RIB or a statement).
_TRAVEL_WORDS = re.compile(
    r"(?i)<<|\u00ab|passport|passeport|pasaporte|reisepass|passaporto|paspoort|\bvisa\b|\bvisum\b"
)
CARD_LINES_AT_MOST = 25
# A page of more lines is a page of text, whatever its words: a payslip's or a form's 'Visa de l'employeur' (its
# stamp) is no travel document. (Its bottom searched, enlarged three times, cost seconds a page.)
TRAVEL_LINES_AT_MOST = 40


def _read_mrz_band(
    engine: OcrEngine,
    band: Image,
    zoom: float,
    origin: tuple[int, int],
    mode: str = "mrz",
    turned: tuple[float, tuple[int, int]] | None = None,
) -> list[OcrLine]:
    """The band's lines of 10 characters or more read with the MRZ alphabet at `zoom`, boxes back in the page's
    pixels; `turned` is the (degrees, size before) of a band straightened before it was read."""
    x0, y0 = origin
    size = band.size
    if zoom != 1.0:
        from PIL import Image as PILImage

        band = band.resize((round(band.width * zoom), round(band.height * zoom)), PILImage.Resampling.LANCZOS)
    read = engine.read(band, mode=mode)
    out = []
    for line in read.lines:
        text = line.text.replace(" ", "")
        if len(text) < 10:
            continue
        box = (
            round(line.bbox[0] / zoom),
            round(line.bbox[1] / zoom),
            round(line.bbox[2] / zoom),
            round(line.bbox[3] / zoom),
        )
        if turned is not None:
            # its centre where it was before the band was straightened, its size as read (the box of a long line
            # turned back would be as tall as the slant, and overlap the line under it)
            middle = ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)
            cx, cy, _, _ = untilt((*middle, *middle), turned[0], turned[1], size)
            half_w, half_h = (box[2] - box[0]) // 2, (box[3] - box[1]) // 2
            box = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
        out.append(OcrLine(text, line.confidence, _shifted(box, x0, y0)))
    return out


def _shifted(box: tuple[int, int, int, int], dx: int, dy: int) -> tuple[int, int, int, int]:
    return (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)


def _one_line_read_twice(boxes: list[tuple[int, int, int, int]]) -> bool:
    """Whether a zone's lines are one line of the page read twice (the page pass's and the band's readings of a RIB's
    row of figures, whose check digits may hold by chance): a zone's lines lie one under the other."""
    for a, b in itertools.combinations(boxes, 2):
        shared = min(a[3], b[3]) - max(a[1], b[1])
        if shared > 0.5 * min(a[3] - a[1], b[3] - b[1]):
            return True
    return False


ZONE_GAP = 2.5  # line heights between two lines of one zone (one line between them may not look like a zone's)


def _fillers(text: str) -> int:
    return text.count("<") + text.count("\u00ab")


def _zone_of(lines: list[OcrLine]) -> list[OcrLine]:
    """The page pass's lines that look like an MRZ's, with the lines right under or over them that may be its others
    (a line of digits read with spaces, a name line whose fillers were lost)."""
    alike = sorted(
        (line for line in lines if may_be_line(line.text) and not _on_end(line)), key=lambda line: line.bbox[1]
    )
    if not alike:
        return []
    height = sorted(line.bbox[3] - line.bbox[1] for line in alike)[len(alike) // 2]
    # a zone is one band of lines next to each other: lines that look alike far apart (a statement's rows of figures
    # read poorly) are not one zone, and all that lies between them is not its lines
    bands = [[alike[0]]]
    for line in alike[1:]:
        if line.bbox[1] - bands[-1][-1].bbox[3] > ZONE_GAP * height:
            bands.append([])
        bands[-1].append(line)
    zone = max(bands, key=lambda band: (len(band), sum(_fillers(line.text) for line in band), band[0].bbox[1]))
    top, bottom = min(line.bbox[1] for line in zone), max(line.bbox[3] for line in zone)
    near = [
        line
        for line in lines
        if line not in zone
        and (top - 1.8 * height <= line.bbox[1] <= bottom + 0.8 * height)
        and len("".join(line.text.split())) >= 12
    ]
    return sorted(zone + near, key=lambda line: line.bbox[1])


MRZ_STRAIGHTEN_ABOVE = 0.02  # radians (about a degree): the page pass's skew that a band is also tried straightened by
BAND_TURNS = [step / 2 for step in range(-12, 13)]  # degrees a zone's band is tried at, by half degrees
BAND_TURN_AT_LEAST = 0.5  # degrees: a band that slants by less is read as it is
BAND_PROFILE_WIDTH = 600  # pixels: the band is tried at this width at most (its rows' profile, not its letters)


def _lightened(image: Image) -> Image:
    """A crop whose every grey lighter than its ink (`_ink_threshold`) is white."""
    dark = _ink_threshold(image)
    return image.point(lambda v: v if v < dark else 255)


def _ink_mask(image: Image) -> Image:
    """White where a crop has ink (`_ink_threshold`), black elsewhere."""
    dark = _ink_threshold(image)
    return image.point(lambda v: 255 if v < dark else 0)


def _row_ink(mask: Image) -> bytes:
    """Each row's share of ink (0-255) in an ink mask."""
    from PIL import Image as PILImage

    return mask.resize((1, mask.height), PILImage.Resampling.BOX).tobytes()


def _band_turn(band: Image, turns: Sequence[float] = BAND_TURNS) -> float:
    """The degrees (counterclockwise, as Pillow turns) of `turns` that straighten a band of lines: those at which its
    rows of ink are sharpest (the sum of squared steps between its rows' ink, a projection profile); 0 when it slants
    by less than BAND_TURN_AT_LEAST."""

    small = band
    if band.width > BAND_PROFILE_WIDTH:
        small = band.resize((BAND_PROFILE_WIDTH, max(1, round(band.height * BAND_PROFILE_WIDTH / band.width))))
    best = max(turns, key=_sharpness(small))
    return best if abs(best) >= BAND_TURN_AT_LEAST else 0.0


def _sharpness(image: Image) -> Callable[[float], tuple[int, float]]:
    """How sharp an image's rows of ink are turned by so many degrees: the sum of squared steps between its rows' ink
    (a projection profile), the smaller turn first among equals."""
    from PIL import Image as PILImage

    mask = _ink_mask(image)

    def sharpness(turn: float) -> tuple[int, float]:
        rows = _row_ink(mask.rotate(turn, resample=PILImage.Resampling.BILINEAR, expand=True, fillcolor=0))
        return sum((a - b) ** 2 for a, b in itertools.pairwise(rows)), -abs(turn)

    return sharpness


LETTER_ROWS = 0.25  # of the band's most inked row: a row of a line of letters


def _letter_height(band: Image) -> int:
    """The height of a straight band's lines of letters: the median run of rows inked at LETTER_ROWS of the most
    inked row or more (0 for a band with no such run)."""
    rows = _row_ink(_ink_mask(band))
    if not rows or not max(rows):
        return 0
    level = LETTER_ROWS * max(rows)
    runs = [len(list(run)) for inked, run in itertools.groupby(rows, key=lambda ink: ink >= level) if inked]
    runs = sorted(run for run in runs if run >= 3)
    return runs[len(runs) // 2] if runs else 0


WHOLE_ZONE_LINE = 40  # characters: a line this long is a TD3's or an MRV-A's (44), which have two lines
SEARCH_FILLERS = 5  # '<' in a line of the band searched for, for it to be taken for an MRZ


def _bicubic() -> Any:
    from PIL import Image as PILImage

    return PILImage.Resampling.BICUBIC


MRZ_SEARCH_SHARE = 0.45  # of the page's height, at its bottom, where an MRZ the page pass missed is looked for


def _zoom(target: int, tall: int) -> float:
    """The zoom that makes lines `tall` pixels high about `target` (at most 3x; never a reduction)."""
    return round(min(3.0, target / tall), 2) if 0 < tall < target else 1.0


def _zone_score(found: Any) -> tuple[bool, int]:
    """How well a zone read (an `mrz.read` result or None): valid, then its check digits that hold."""
    return (False, -1) if found is None else (found.mrz.valid, sum(found.mrz.checks.values()))


def _zone_bands(zone: list[OcrLine], height: int, width: int, page_height: int) -> list[tuple[int, int, int, int]]:
    """The bands to read a zone the page pass found again in: its lines and some of the page round them."""
    # the page pass may have read a line from its third character ('NLDMEULENDIJK<<...' without 'P<'): the band
    # reaches a few characters past the lines read
    x0 = max(0, min(line.bbox[0] for line in zone) - max(20, 3 * height))
    x1 = min(width, max(line.bbox[2] for line in zone) + max(20, 3 * height))
    # a zone of two lines (TD3) may be found as one, of three (TD1) as two: the band reaches for the others
    pad = max(20, round(height * (2.5 if len(zone) < 3 else 1.0)))
    top, bottom = min(line.bbox[1] for line in zone), max(line.bbox[3] for line in zone)
    bands = [(x0, max(0, top - pad), x1, min(page_height, bottom + pad))]
    if len(zone) == 2 and all(len("".join(line.text.split())) >= WHOLE_ZONE_LINE for line in zone):
        # two lines this long are a whole zone (TD3, MRV-A): what the band takes in above and below it (a frame drawn
        # round the zone, a signature) may spoil its reading; read as nothing, or as a zone whose checks do not all
        # hold, it is read again reaching a line past them
        pad = max(20, height)
        bands.append((x0, max(0, top - pad), x1, min(page_height, bottom + pad)))
    return bands


def _filled(page_reading: list[str], readings: list[list[OcrLine]]) -> bool:
    """Whether a band has fillers, as a zone has: in the page pass's lines ('<' or '«'), or, for a band searched for,
    a line of SEARCH_FILLERS or more in its readings. Two of a statement's rows may hold two check digits by chance;
    they have no fillers (the MRZ alphabet reads a table's rules as fillers: only the page pass tells)."""
    if page_reading:
        return any(_fillers(text) >= 2 for text in page_reading)
    return any(line.text.count("<") >= SEARCH_FILLERS for reading in readings for line in reading)


def _read_whole(found: MrzReading | None) -> TypeGuard[MrzReading]:
    """Whether a zone found reads whole: its check digits hold and its fields have their forms (`Mrz.cin_misfit`)."""
    return found is not None and found.mrz.valid and not found.mrz.cin_misfit


def _with_mrz(engine: OcrEngine, image: Image, lines: list[OcrLine], skew: float = 0.0) -> list[OcrLine]:
    """Where the page has a machine-readable zone, read that band again with the MRZ alphabet (the page pass reads
    '<' as '«' or 'K', 'I' as 'T', adds spaces, or takes the band for a picture) and put the lines that read best, by
    the MRZ's check digits (`casefile.domain.documents.mrz`), in place of the page pass's. On an identity document
    whose MRZ the page pass did not find, the bottom of the page is read with the MRZ alphabet."""
    from datetime import date

    from casefile.domain.documents import mrz

    today = date.today()
    zone = _zone_of(lines)
    if zone:
        page_reading = [line.text for line in zone]
        found = mrz.read(page_reading, today=today)
        if _read_whole(found) and found.mrz.corrections == 0:
            return lines  # the page pass read it right
        height = sorted(line.bbox[3] - line.bbox[1] for line in zone)[len(zone) // 2]
        bands = _zone_bands(zone, height, image.width, image.height)
    elif lines and (
        (len(lines) <= TRAVEL_LINES_AT_MOST and _TRAVEL_WORDS.search(" ".join(line.text for line in lines)))
        or (len(lines) <= CARD_LINES_AT_MOST and image.width > image.height)  # a card: landscape, few lines
    ):
        page_reading = []
        bands = [(0, round(image.height * (1 - MRZ_SEARCH_SHARE)), image.width, image.height)]
        height = 0
    else:
        return lines
    # A photographed card's MRZ is often 12-20 pixels high; tesseract misreads digits below ~30 (and a misread check
    # digit voids the whole zone): the band is enlarged to ~40 pixel lines, at most 3x. While the checks do not all
    # hold, the band is read again: by the other model, at other sizes. The readings are combined line by line and
    # field by field by the MRZ reader, which keeps what makes the check digits hold.
    readings: list[list[OcrLine]] = []
    found = None
    slanting: tuple[Any, list[list[OcrLine]]] = (None, [])
    for (x0, y0, x1, y1), by_profile in itertools.product(bands, (False, True)):
        band = image.crop((x0, y0, x1, y1))
        # a photographed page's band slants: straightened by the page pass's skew, its lines are lines (the boxes read
        # are then only near). Where that does not read a zone whose fillers were read, by the angle at which the
        # band's rows of ink are sharpest: a card photographed with the camera tilted towards a corner has level
        # lines above a zone slanting by 2-3 degrees, and its page pass's skew says next to nothing. Read straight,
        # its lines' height is their letters', not their slanting boxes' (a zone's 38-pixel letters in 76-pixel
        # boxes were read at no zoom, and wrong)
        by_skew = -math.degrees(skew) if abs(skew) > MRZ_STRAIGHTEN_ABOVE else 0.0
        if by_profile:
            if not (_filled(page_reading, readings) or any(_fillers(line.text) >= SEARCH_FILLERS for line in lines)):
                continue  # no line of fillers read, here or on the page: no zone to read at another angle
            turn = _band_turn(band)  # (0.1 s: its rows at 25 angles, 600 pixels wide)
            if abs(turn - by_skew) < BAND_TURN_AT_LEAST:
                continue
            # read afresh: the slanting band's readings, combined with the straight one's, void the fields they
            # disagree on; the better of the two angles' zones is kept
            slanting, readings, found = (found, readings), [], None
        else:
            turn = by_skew
        turned = None
        if turn:
            turned = (turn, band.size)
            band = band.rotate(turn, resample=_bicubic(), expand=True, fillcolor=255)
        letters = _letter_height(band) if height else 0  # (a band searched for is read by its lines' boxes)
        tried: set[tuple[str, float]] = set()
        for by_letters, (mode, target) in itertools.product((False, True), MRZ_READINGS):
            if by_letters and not (letters and _filled(page_reading, readings)):
                break  # read by its boxes' height, the band has no line of fillers (a statement's rows): no zone
            zoom = _zoom(target, letters if by_letters else height)
            if (mode, zoom) in tried:
                continue
            tried.add((mode, zoom))
            reading = _read_mrz_band(engine, band, zoom, (x0, y0), mode, turned)
            if not reading:
                # what is lighter than its ink is paper: a grey table or desk under a photographed card, binarized
                # by tesseract as ink, hid the whole zone (read as no line at all). Only then: lightened, the edges
                # of a small zone's letters are lost
                reading = _read_mrz_band(engine, _lightened(band), zoom, (x0, y0), mode, turned)
            if not height and not any(line.text.count("<") >= SEARCH_FILLERS for line in reading):
                break  # searched the page's bottom: nothing there reads as an MRZ
            if not reading:
                continue
            readings.append(reading)
            if not height:  # the band found by searching: its lines' own height now tells the zoom
                height = sorted(line.bbox[3] - line.bbox[1] for line in reading)[len(reading) // 2]
            texts = [line.text for r in readings for line in r] + page_reading
            found = mrz.read(texts, today=today)
            if _read_whole(found):
                break
            if not _filled(page_reading, readings):
                break  # no fillers read anywhere (a form's or a statement's rows): no zone to read again
        if by_profile and _zone_score(slanting[0]) > _zone_score(found):
            found, readings = slanting
        if _read_whole(found):
            break
        if readings and (found is None or sum(found.mrz.checks.values()) < mrz.ZONE_CHECKS) and by_profile:
            break  # the band reads as text whose digits check nothing (a form's header): no zone to read closer
    if found is None or sum(found.mrz.checks.values()) < mrz.ZONE_CHECKS:
        return lines  # a band of capitals and signs (a form's header) whose digits check nothing: no zone
    return _zone_in_place(found, readings, zone, lines)


def _zone_in_place(
    found: Any, readings: list[list[OcrLine]], zone: list[OcrLine], lines: list[OcrLine]
) -> list[OcrLine]:
    """The page's lines with the zone read (`found`, its lines' boxes where they were read) in place of the page
    pass's zone, or as they were where its lines are one line read twice."""
    by_text = {line.text: line for r in readings for line in r}
    by_text.update({line.text: line for line in zone})
    placed = [by_text.get(text) for text in found.texts]
    boxes = [line.bbox for line in placed if line is not None]
    if not boxes or _one_line_read_twice(boxes):
        return lines
    step = (boxes[-1][3] - boxes[0][1]) // max(1, len(found.mrz.lines))
    out = []
    for i, text in enumerate(found.mrz.lines):
        source = placed[i] if i < len(placed) and placed[i] is not None else None
        box = (
            source.bbox
            if source is not None
            else (boxes[0][0], boxes[0][1] + i * step, boxes[0][2], boxes[0][1] + (i + 1) * step)
        )
        out.append(OcrLine(text, source.confidence if source is not None else 0.9, box))
    first = lines.index(zone[0]) if zone else len(lines)
    kept = [line for line in lines if line not in zone]
    return kept[:first] + out + kept[first:]
