"""blind_j: fourteen applicants' papers typeset with Typst, scanned and photographed with Pillow and numpy.

Every page is Typst markup (templates/*.typ) filled with one case's data and compiled by the `typst` Python package
(its bundled compiler, Debian's fonts only): born-digital papers are that PDF; scans and photos are its PNG pages
worn by degrade.py. Labels follow docs/document-labels.md.
"""

from __future__ import annotations

import pathlib

import numpy as np

from . import degrade, docs, render

ENGINE = "typst (Python package, bundled compiler); scans and photos worn with Pillow/numpy"

MIME = {
    "pdf": "application/pdf",
    "png": "image/png",
    "jpg": "image/jpeg",
    "tiff": "image/tiff",
    "webp": "image/webp",
}
EXT = {"pdf": "pdf", "png": "png", "jpeg": "jpg", "tiff": "tiff", "webp": "webp"}
CARD_LAYOUTS = ("card", "card_pair", "passport", "visa")


def _clean(doc: docs.Doc, k: int, rng: np.random.Generator) -> tuple[str, bytes]:
    if doc.layout in CARD_LAYOUTS:
        cards = [degrade.load(p) for p in render.pngs(doc.template, doc.data, 300)]
        image = degrade.card_scan(cards, rng)
        fmt = ("png", "jpeg")[k % 2]
        return fmt, degrade.encode([image], fmt, 300, quality=92)
    dpi = (200, 240, 300, 220)[k % 4]
    pages = [degrade.clean_scan(degrade.load(p), rng) for p in render.pngs(doc.template, doc.data, dpi)]
    if len(pages) > 1:
        fmt = ("pdf", "tiff")[k % 2]
        if fmt == "tiff":
            pages = [p.convert("L") for p in pages]
        return fmt, degrade.encode(pages, fmt, dpi, quality=90)
    fmt = ("jpeg", "png", "pdf", "jpeg", "png", "tiff")[k % 6]
    if fmt == "png" and k % 4 == 1:
        pages = [p.convert("L") for p in pages]
    return fmt, degrade.encode(pages, fmt, dpi, quality=90)


def _degraded(doc: docs.Doc, k: int, rng: np.random.Generator) -> tuple[str, bytes]:
    if doc.layout in CARD_LAYOUTS:
        cards = [degrade.load(p) for p in render.pngs(doc.template, doc.data, 300)]
        width = int(rng.integers(780, 980)) if doc.layout != "card_pair" else int(rng.integers(700, 820))
        image = degrade.card_photo(cards, rng, width)
        fmt = ("jpeg", "jpeg", "webp")[k % 3]
        return fmt, degrade.encode([image], fmt, 150, quality=int(rng.integers(72, 84)))
    dpi = 200
    raw = [degrade.load(p) for p in render.pngs(doc.template, doc.data, dpi)]
    how = ("scan", "copy", "photo")[k % 3]
    if how == "scan":
        pages = [degrade.poor_scan(p, rng, float(rng.uniform(0.62, 0.75))) for p in raw]
    elif how == "copy":
        pages = [degrade.photocopy(p, rng, float(rng.uniform(0.7, 0.8))) for p in raw]
    else:
        pages = [degrade.phone_photo(p, rng, int(rng.integers(1500, 1800))) for p in raw]
    out_dpi = 150 if how != "photo" else 144
    if len(pages) > 1:
        return "pdf", degrade.encode(pages, "pdf", out_dpi, quality=int(rng.integers(55, 70)))
    fmt = {"scan": "jpeg", "copy": ("png", "jpeg")[k % 2], "photo": ("jpeg", "webp")[k % 2]}[how]
    return fmt, degrade.encode(pages, fmt, out_dpi, quality=int(rng.integers(55, 72)))


def render_doc(doc: docs.Doc, k: int, seed: int) -> tuple[str, bytes]:
    """The file of one paper: (format, bytes). k numbers the paper within the family (it picks formats)."""
    rng = np.random.default_rng([seed, k, 7919])
    if doc.condition == "born_digital":
        return "pdf", render.pdf(doc.template, doc.data)
    if doc.condition == "clean":
        return _clean(doc, k, rng)
    return _degraded(doc, k, rng)


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    papers, cases = docs.make_docs(seed)
    documents = []
    counts: dict[str, int] = {}
    for k, doc in enumerate(papers):
        fmt, blob = render_doc(doc, k, seed)
        n = counts[doc.stem] = counts.get(doc.stem, 0) + 1
        name = f"{doc.stem}-{n}-{doc.condition.replace('_', '-')}.{EXT[fmt]}"
        (out_dir / name).write_bytes(blob)
        documents.append(
            {
                "file": name,
                "mime": MIME[EXT[fmt]],
                "case_id": doc.case_id,
                "document_type": doc.doc_type,
                "condition": doc.condition,
                "labels": dict(doc.labels),
            }
        )
    return {"documents": documents, "cases": cases}
