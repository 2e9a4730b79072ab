"""blind_o: Moroccan lending papers typeset by groff (ms, tbl, pic) and rasterised by MuPDF.

Written blind: its own applicants, employers, banks, wording and layouts. Born-digital PDFs come straight from
groff's PDF device with its URW fonts embedded; scans, photocopies and phone photos are pages drawn by
`mutool draw` and worn with Pillow/numpy; image-only PDFs are wrapped by `mutool convert`.
"""

from __future__ import annotations

import pathlib
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from . import wear
from .plan import compose, make_plan
from .troff import PAPER, groff

ENGINE = "groff (ms, tbl, pic; gropdf) with MuPDF rasterisation (mutool draw) and Pillow/numpy wear"


def _inches(length: str) -> float:
    return float(length[:-1]) / (2.54 if length.endswith("c") else 1)


def _render(job: tuple[str, str | None, str, str, str, str, int, str]) -> None:
    src, macros, paper, condition, how, ext, seed, path = job
    pdf = groff(src, macros=macros, paper=paper)
    if condition == "born_digital":
        pathlib.Path(path).write_bytes(pdf)
        return
    rng = np.random.default_rng(seed)
    # small pages (a RIB slip, a residence card's recto/verso) are drawn finer, so that they stay legible
    long_side = max(_inches(x) for x in PAPER[paper])
    floor = min(300, int(np.ceil(1450 / long_side)))
    if how in ("cardscan", "cardphoto"):
        dpi = 300 if how == "cardscan" else int(rng.choice([250, 300]))
        img = wear.rasterise(pdf, dpi, gray=False)
        img = wear.card_scan(img, dpi, rng) if how == "cardscan" else wear.card_photo(img, dpi, rng)
        out_dpi, quality = dpi, int(rng.integers(88, 95)) if how == "cardscan" else int(rng.integers(60, 76))
    elif how == "cardcopy":
        dpi = int(rng.choice([200, 240]))
        img = wear.card_copy(wear.rasterise(pdf, dpi, gray=True), dpi, rng)
        out_dpi, quality = dpi, int(rng.integers(55, 70))
    elif how == "page":
        dpi = max(floor, int(rng.choice([200, 250, 300])))
        gray = bool(rng.random() < 0.6)
        img = wear.clean_page(wear.rasterise(pdf, dpi, gray=gray, aa=int(rng.choice([8, 8, 4]))), rng)
        out_dpi, quality = dpi, int(rng.integers(88, 95))
    elif how == "scan":
        dpi = max(floor, int(rng.choice([150, 170, 200])))
        img = wear.scan(wear.rasterise(pdf, dpi, gray=bool(rng.random() < 0.5)), rng)
        out_dpi, quality = dpi, int(rng.integers(40, 62))
    elif how == "copy":
        dpi = max(floor, int(rng.choice([160, 200])))
        img = wear.photocopy(wear.rasterise(pdf, dpi, gray=True, aa=int(rng.choice([8, 2]))), rng)
        out_dpi, quality = dpi, int(rng.integers(55, 72))
    elif how == "photo":
        dpi = max(floor, int(rng.choice([150, 170])))
        img = wear.phone_photo(wear.rasterise(pdf, dpi), rng)
        out_dpi, quality = 72, int(rng.integers(58, 78))
    else:
        raise ValueError(how)
    pathlib.Path(path).write_bytes(wear.encode(img, ext, out_dpi, quality))


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs = make_plan(seed)
    jobs, entries = [], []
    for d in docs:
        comp = compose(d)
        jobs.append((comp.src, comp.macros, comp.paper, d.condition, d.wear, d.ext, d.seed, str(out_dir / d.file)))
        entries.append(
            {
                "file": d.file,
                "mime": d.mime,
                "case_id": d.case.cid,
                "document_type": d.dtype,
                "condition": d.condition,
                "labels": comp.labels,
            }
        )
    with ProcessPoolExecutor(max_workers=2) as pool:
        list(pool.map(_render, jobs, chunksize=4))
    cases = {}
    for d in docs:
        cases.setdefault(d.case.cid, {"expected_conflicts": sorted(d.case.conflicts)})
    entries.sort(key=lambda e: e["file"])
    return {"documents": entries, "cases": cases}
