"""Blind family B: small and medium businesses paid through a fiduciary, regional bank branches, bilingual forms.

Every page is drawn with reportlab (canvas), Arabic shaped by Pillow/raqm and placed as images; born-digital
documents keep the PDF, clean and degraded ones are rasterized with pypdfium2 and aged with numpy/Pillow.
"""

from __future__ import annotations

import concurrent.futures
import io
import multiprocessing
import os
import pathlib

from PIL import Image

from . import degrade, docs_bank, docs_cnss, docs_id, docs_letters, docs_other, docs_payslip, world
from .common import rng_for

ENGINE = "reportlab"

NO_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end", "document_number", "mrz_valid"}
MIME = {
    "pdf": "application/pdf",
    "png": "image/png",
    "jpg": "image/jpeg",
    "tif": "image/tiff",
    "webp": "image/webp",
}
CARD_TYPES = {"cin_front", "cin_back", "passport"}


def render(case, spec, rng) -> tuple[bytes, dict]:
    t, layout = spec["type"], spec["layout"]
    if t in CARD_TYPES:
        return docs_id.LAYOUTS[t](case, spec, rng)
    if t == "payslip":
        return docs_payslip.LAYOUTS[layout](case, spec, rng)
    if t in ("employment_certificate", "salary_certificate"):
        return docs_letters.LAYOUTS[layout](case, spec, rng)
    if t == "cnss_certificate":
        return docs_cnss.LAYOUTS[layout](case, spec, rng)
    if t in ("bank_statement", "rib"):
        return docs_bank.LAYOUTS[layout](case, spec, rng)
    if t == "other":
        return docs_other.LAYOUTS[layout](case, spec, rng)
    raise ValueError(t)


def generate(seed: int = 0):
    """Yield (case, index, spec, pdf bytes, labels) for every document of the family."""
    for case in world.cases():
        for i, spec in enumerate(case.docs):
            rng = rng_for(seed, case.cid, i, spec["type"], "draw")
            pdf, labels = render(case, spec, rng)
            yield case, i, spec, pdf, labels


def _save_images(pages: list[Image.Image], path_base: pathlib.Path, fmt: str, dpi: int, quality: int = 90) -> str:
    if fmt == "pdf":
        path = path_base.with_suffix(".pdf")
        rgb = [p.convert("RGB") if p.mode not in ("RGB", "L") else p for p in pages]
        buf = io.BytesIO()
        rgb[0].save(buf, "PDF", resolution=dpi, save_all=True, append_images=rgb[1:])
        path.write_bytes(buf.getvalue())
    elif fmt == "tif":
        path = path_base.with_suffix(".tif")
        pages[0].save(path, "TIFF", compression="tiff_deflate", dpi=(dpi, dpi), save_all=True, append_images=pages[1:])
    elif fmt == "png":
        path = path_base.with_suffix(".png")
        pages[0].save(path, "PNG", dpi=(dpi, dpi), compress_level=3)
    elif fmt == "webp":
        path = path_base.with_suffix(".webp")
        pages[0].save(path, "WEBP", quality=quality, method=1)
    else:
        path = path_base.with_suffix(".jpg")
        pages[0].save(path, "JPEG", quality=quality, dpi=(dpi, dpi))
    return path.name


def _write(out_dir: pathlib.Path, case, i: int, spec: dict, pdf: bytes, seed: int) -> str:
    cond, t = spec["cond"], spec["type"]
    rng = rng_for(seed, case.cid, i, t, "age")
    base = out_dir / f"{case.cid}-{i + 1:02d}-{t.replace('_', '-')}-{cond.replace('_', '-')}"
    if cond == "born_digital":
        path = base.with_suffix(".pdf")
        path.write_bytes(pdf)
        return path.name
    if t in CARD_TYPES:
        card = degrade.rasterize(pdf, 600 if t != "passport" else 400)[0]
        radius = 0.045
        if t == "passport":
            card = degrade.passport_booklet(card, rng)
            radius = 0.015
        if cond == "clean":
            dpi = rng.choice([300, 300, 400]) if t != "passport" else 300
            img = degrade.card_scan(card, rng, dpi / (600 if t != "passport" else 400), radius)
            return _save_images([img], base, rng.choice(["png", "jpg", "jpg"]), dpi, quality=93)
        if spec.get("photocopy"):
            img = degrade.card_photocopy(card, rng, rng.choice([200, 240]))
            return _save_images([img], base, "jpg", 200, quality=rng.randint(55, 75))
        strength = rng.uniform(0.45, 1.0)
        img = degrade.card_photo(card, rng, strength, out_w=rng.choice([1280, 1600, 1800]), radius=radius)
        fmt = "webp" if rng.random() < 0.12 else "jpg"
        return _save_images([img], base, fmt, 72, quality=rng.randint(55, 82))
    if cond == "clean":
        dpi = rng.choice([200, 300, 300])
        pages = degrade.clean_scan(pdf, dpi, rng, gray=rng.random() < 0.3)
        fmt = rng.choice(["pdf", "pdf", "tif"]) if len(pages) > 1 else rng.choice(["png", "png", "jpg", "pdf"])
        return _save_images(pages, base, fmt, dpi, quality=92)
    # degraded page
    mode = rng.choices(["scan", "photocopy", "phone"], weights=[0.45, 0.25, 0.3])[0]
    dpi = rng.randint(130, 170) if mode == "phone" else rng.choice([100, 120, 150, 150, 200])
    strength = rng.uniform(0.4, 1.0)
    if dpi <= 110:
        strength = min(strength, 0.7)
    pages = [degrade.degrade_page(p, rng, mode, strength) for p in degrade.rasterize(pdf, dpi)]
    quality = rng.randint(40, 78)
    if len(pages) > 1:
        pages = [degrade.jpeg(p, quality) for p in pages]
        return _save_images(pages, base, "pdf", dpi)
    return _save_images(pages, base, "jpg", dpi, quality=quality)


def _norm(v):
    if isinstance(v, float):
        return round(v, 2)
    if isinstance(v, str):
        return " ".join(v.casefold().split())
    return v


def conflicts(labels_list: list[dict]) -> list[str]:
    seen: dict[str, set] = {}
    for labels in labels_list:
        for k, v in labels.items():
            if k in NO_CONFLICT:
                continue
            seen.setdefault(k, set()).add(_norm(v))
    return sorted(k for k, vals in seen.items() if len(vals) > 1)


def _task(args: tuple) -> tuple[str, dict]:
    cid, i, seed, out_dir = args
    case = next(c for c in world.cases() if c.cid == cid)
    spec = case.docs[i]
    pdf, labels = render(case, spec, rng_for(seed, case.cid, i, spec["type"], "draw"))
    name = _write(pathlib.Path(out_dir), case, i, spec, pdf, seed)
    return cid, {
        "file": name,
        "mime": MIME[name.rsplit(".", 1)[1]],
        "case_id": cid,
        "document_type": spec["type"],
        "condition": spec["cond"],
        "labels": labels,
    }


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    tasks = [(case.cid, i, seed, str(out_dir)) for case in world.cases() for i in range(len(case.docs))]
    workers = min(2, os.cpu_count() or 1)
    results = None
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        try:
            ctx = multiprocessing.get_context("fork")
            with concurrent.futures.ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
                results = list(pool.map(_task, tasks, chunksize=2))
        except (OSError, concurrent.futures.process.BrokenProcessPool):
            results = None
    if results is None:
        results = [_task(t) for t in tasks]
    documents = [doc for _, doc in results]
    per_case: dict[str, list[dict]] = {}
    for cid, doc in results:
        per_case.setdefault(cid, []).append(doc["labels"])
    cases = {cid: {"expected_conflicts": conflicts(lbls)} for cid, lbls in per_case.items()}
    return {"documents": documents, "cases": cases}
