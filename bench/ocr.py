"""`make bench-ocr` (and the end of `make bench`): what reading a document costs.

1. OCR seconds per page and pages per minute for ONE worker process (`casefile.ocr.process_file`: validation,
   text layer or render + OCR, classification, extraction), side by side with `tesseract FILE stdout -l fra+ara`
   on the same pages in the same run. Pages: the nine Moroccan documents of tests/support/docgen.py as clean
   300 dpi PNG scans and degraded 150 dpi JPEG photos, and as text-layer PDFs (the CLI reads those pages'
   PNG). Each page is timed with both, alternating which goes first, so load on the machine hits both alike;
   the figure is the median of --rounds rounds. Both run with OMP_THREAD_LIMIT=1.
2. Peak memory (peak RSS of a fresh subprocess: its VmHWM, i.e. its own ru_maxrss) of a 200-page PDF,
   scanned and text-layer, next to a 1-page scanned PDF: one page at a time means the peak does not grow
   with the page count.

    python -m bench.ocr [--rounds 3] [--pages 200] [--skip-memory]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "layers" / "common" / "python"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
os.environ.setdefault("POWERTOOLS_SERVICE_NAME", "bench")

# Peak RSS of the probe process itself: VmHWM from /proc (Linux), because ru_maxrss survives execve and would
# report this bench process's own peak when it is larger; ru_maxrss elsewhere.
_MEMORY_PROBE = """
import resource, sys, time
sys.path[:0] = {paths!r}
from casefile.ocr import process_file
start = time.perf_counter()
result = process_file({path!r}, "application/pdf")
elapsed = time.perf_counter() - start
peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    with open("/proc/self/status") as status:
        peak_kb = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
except OSError:
    pass
print(result.status, result.page_count, elapsed, peak_kb)
"""


def _pages(folder: Path) -> list[tuple[str, Path, str, Path]]:
    """(label, file for process_file, its MIME type, PNG of the same page for the CLI)."""
    from tests.support import docgen

    out = []
    for document_type in docgen.PAGES:
        clean = folder / f"{document_type}.png"
        clean.write_bytes(docgen.render_document(document_type, fmt="png"))
        out.append(("scan", clean, "image/png", clean))
        photo = folder / f"{document_type}-degraded.jpg"
        photo.write_bytes(docgen.render_document(document_type, fmt="jpeg", degrade=True))
        out.append(("photo", photo, "image/jpeg", photo))
        text = folder / f"{document_type}-text.pdf"
        text.write_bytes(docgen.render_document(document_type, fmt="pdf_text"))
        out.append(("text_pdf", text, "application/pdf", clean))
    return out


def _cli(path: Path, tessdata: str | None) -> float:
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    if tessdata:
        env["TESSDATA_PREFIX"] = tessdata
    start = time.perf_counter()
    subprocess.run(["tesseract", str(path), "stdout", "-l", "fra+ara"], env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def _ours(path: Path, mime: str) -> float:
    from casefile.ocr import process_file

    start = time.perf_counter()
    result = process_file(path, mime)
    elapsed = time.perf_counter() - start
    if result.status != "completed":
        raise SystemExit(f"bench: {path.name} did not complete: {result.error}")
    return elapsed


def speed(rounds: int) -> None:
    from casefile.ocr.engine import TesseractEngine, set_engine, tessdata_path

    cli = shutil.which("tesseract")
    with tempfile.TemporaryDirectory(prefix="bench-ocr-") as tmp:
        pages = _pages(Path(tmp))
        engine = TesseractEngine()
        start = time.perf_counter()
        engine._load("page")
        load = time.perf_counter() - start
        set_engine(engine)
        _ours(pages[0][1], pages[0][2])  # the MRZ model and first-use costs out of the figures
        ours: dict[str, list[list[float]]] = {}
        theirs: dict[str, list[list[float]]] = {}
        for round_number in range(rounds):
            per_kind_ours: dict[str, list[float]] = {}
            per_kind_cli: dict[str, list[float]] = {}
            for index, (kind, path, mime, png) in enumerate(pages):
                if cli and (index + round_number) % 2:
                    per_kind_cli.setdefault(kind, []).append(_cli(png, tessdata_path()))
                    per_kind_ours.setdefault(kind, []).append(_ours(path, mime))
                else:
                    per_kind_ours.setdefault(kind, []).append(_ours(path, mime))
                    if cli:
                        per_kind_cli.setdefault(kind, []).append(_cli(png, tessdata_path()))
            for kind, times in per_kind_ours.items():
                ours.setdefault(kind, []).append(times)
            for kind, times in per_kind_cli.items():
                theirs.setdefault(kind, []).append(times)
    print(f"OCR, one process (models fra+ara+eng loaded once: {load:.2f} s), median of {rounds} round(s)")
    if not cli:
        print("  (tesseract CLI not found: no comparison; apt-get install tesseract-ocr tesseract-ocr-fra ...)")
    print(f"  {'pages':<34} {'n':>3} {'ours s/page':>12} {'pages/min':>10} {'CLI s/page':>11} {'ours/CLI':>9}")
    groups = {
        "scans, 300 dpi PNG": ["scan"],
        "photos, degraded 150 dpi JPEG": ["photo"],
        "all images (OCR)": ["scan", "photo"],
        "text-layer PDFs": ["text_pdf"],
        "all pages": ["scan", "photo", "text_pdf"],
    }
    for label, kinds in groups.items():
        n = sum(len(ours[k][0]) for k in kinds)
        mine = statistics.median(sum(sum(ours[k][r]) for k in kinds) for r in range(rounds)) / n
        line = f"  {label:<34} {n:>3} {mine:>12.3f} {60 / mine:>10.0f}"
        if cli:
            other = statistics.median(sum(sum(theirs[k][r]) for k in kinds) for r in range(rounds)) / n
            line += f" {other:>11.3f} {mine / other:>8.2f}x"
        print(line)


def memory(pages: int) -> None:
    from tests.support import docgen

    with tempfile.TemporaryDirectory(prefix="bench-ocr-mem-") as tmp:
        folder = Path(tmp)
        scans = [
            docgen.degrade_image(docgen.render_image(docgen.PAGES[t](None)), seed=i)[0]
            for i, t in enumerate(docgen.PAGES)
        ]
        files = {
            "scanned PDF, 1 page (150 dpi)": docgen.image_pdf(scans[:1]),
            f"scanned PDF, {pages} pages (150 dpi)": docgen.image_pdf(scans[i % len(scans)] for i in range(pages)),
            f"text-layer PDF, {pages} pages": docgen.text_pdf(
                docgen.PAGES[t](None) for t in (list(docgen.PAGES) * pages)[:pages]
            ),
        }
        print("Peak memory of one process reading a PDF (peak RSS of a fresh subprocess)")
        print(f"  {'file':<34} {'MB on disk':>10} {'seconds':>8} {'s/page':>7} {'peak RSS MB':>12}")
        paths = [str(ROOT / "layers" / "common" / "python"), str(ROOT)]
        for label, data in files.items():
            path = folder / "doc.pdf"
            path.write_bytes(data)
            probe = _MEMORY_PROBE.format(paths=paths, path=str(path))
            out = subprocess.run([sys.executable, "-c", probe], check=True, capture_output=True, text=True)
            status, count, elapsed, maxrss = out.stdout.split()[-4:]
            if status != "completed":
                raise SystemExit(f"bench: {label}: {status}")
            print(
                f"  {label:<34} {len(data) / 1e6:>10.1f} {float(elapsed):>8.1f} "
                f"{float(elapsed) / int(count):>7.3f} {int(maxrss) / 1024:>12.0f}"
            )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pages", type=int, default=200, help="pages of the big PDFs (memory)")
    parser.add_argument("--skip-memory", action="store_true")
    args = parser.parse_args(argv)
    speed(args.rounds)
    if not args.skip_memory:
        print()
        memory(args.pages)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
