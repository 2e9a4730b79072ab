"""Blind family D: offshoring centres, multinationals' subsidiaries, payroll outsourcers, temp agencies, start-ups.

Every paper is written as HTML/CSS with local fonts and printed to PDF by headless Chromium; born-digital papers
keep that PDF, the others are rasterized with pypdfium2 and passed through a scanner or phone-camera imitation.
"""

from __future__ import annotations

import datetime
import hashlib
import io
import multiprocessing
import pathlib
import random
import re
import shutil
import tempfile
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool

import numpy as np
import pypdfium2 as pdfium

from . import chrome, t_bank, t_hr, t_id, t_other, t_pay
from .world import Case, Doc, build_world, with_overrides

ENGINE = "chromium html/css (second author)"

RENDERERS = {
    "cin_front": t_id,
    "cin_back": t_id,
    "passport": t_id,
    "payslip": t_pay,
    "employment_certificate": t_hr,
    "salary_certificate": t_hr,
    "cnss_certificate": t_hr,
    "bank_statement": t_bank,
    "rib": t_bank,
    "other": t_other,
}
CARDS = ("cin_front", "cin_back", "passport")
# fields whose values legitimately differ between papers of one case
NOT_CONFLICTS = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "document_number",
    "opening_balance",
    "closing_balance",
}


def _seed_int(*parts: object) -> int:
    return int.from_bytes(hashlib.sha256("|".join(map(str, parts)).encode()).digest()[:8], "big")


def _plan_output(doc: Doc, rng: random.Random, pages: int) -> dict:
    """How a paper reaches the lender: format, resolution and strength of the damage."""
    if doc.condition == "born_digital":
        return {"fmt": "pdf"}
    if doc.type in CARDS:
        k = 0.72 if doc.type == "passport" else 1.0
        if doc.condition == "clean":
            return {
                "fmt": rng.choice(["png", "jpg", "png"]),
                "dpi": int(rng.choice([350, 400]) * k),
                "mode": "cardscan",
            }
        return {
            "fmt": rng.choice(["jpg", "jpg", "jpg", "webp"]),
            "dpi": int(rng.choice([330, 350, 370]) * k),
            "mode": "cardphoto",
            "strength": rng.uniform(0.2, 0.9),
            "quality": rng.randint(62, 86),
        }
    if doc.condition == "clean":
        if pages > 1:
            return {
                "fmt": rng.choice(["pdfimg", "tiff"]),
                "dpi": rng.choice([200, 250]),
                "mode": "clean",
                "grey": rng.random() < 0.5,
            }
        return {
            "fmt": rng.choice(["png", "png", "jpg", "pdfimg"]),
            "dpi": rng.choice([200, 220, 240, 260]),
            "mode": "clean",
            "grey": rng.random() < 0.45,
        }
    mode = "photo" if (pages == 1 and rng.random() < 0.45) else "scan"
    strength = rng.uniform(0.15, 0.85)
    if mode == "photo":
        return {
            "fmt": rng.choice(["jpg", "jpg", "jpg", "webp"]),
            "dpi": rng.choice([160, 170, 180]),
            "mode": "photo",
            "strength": strength,
            "quality": rng.randint(58, 82),
        }
    dpi = int(rng.choice([120, 135, 150, 170, 200]) if strength < 0.6 else rng.choice([150, 170, 200]))
    fmt = "pdfimg" if pages > 1 else rng.choice(["jpg", "jpg", "jpg", "png"])
    return {"fmt": fmt, "dpi": dpi, "mode": "scan", "strength": strength, "quality": rng.randint(38, 72)}


_EXT = {
    "pdf": ("pdf", "application/pdf"),
    "pdfimg": ("pdf", "application/pdf"),
    "png": ("png", "image/png"),
    "jpg": ("jpg", "image/jpeg"),
    "webp": ("webp", "image/webp"),
    "tiff": ("tif", "image/tiff"),
}


def _postprocess(job: dict) -> None:
    """Rasterize one printed PDF and write the file the lender receives (runs in a worker)."""
    plan = job["plan"]
    out = pathlib.Path(job["path"])
    rng = np.random.default_rng(job["seed"])
    pdf = pdfium.PdfDocument(job["pdf"])
    images = []
    for i in range(len(pdf)):
        page = pdf[i]
        img = page.render(scale=plan["dpi"] / 72).to_pil().convert("RGB")
        page.close()
        images.append(img)
    pdf.close()
    from . import degrade as dg

    done = []
    for img in images:
        mode = plan["mode"]
        if mode == "cardscan":
            img = dg.card_scan(img, rng)
        elif mode == "cardphoto":
            img = dg.card_photo(img, rng, plan["strength"])
        elif mode == "clean":
            img = dg.clean_scan(img, rng, plan["grey"])
        elif mode == "photo":
            img = dg.photo_page(img, rng, plan["strength"])
        else:
            img = dg.scan_degrade(img, rng, plan["strength"])
        done.append(img)
    fmt = plan["fmt"]
    dpi = plan["dpi"]
    if mode in ("cardphoto", "photo"):
        dpi = 72
    quality = plan.get("quality", 90)
    if fmt == "png":
        done[0].save(out, "PNG", compress_level=2, dpi=(dpi, dpi))
    elif fmt == "jpg":
        done[0].save(out, "JPEG", quality=quality, dpi=(dpi, dpi))
    elif fmt == "webp":
        done[0].save(out, "WEBP", quality=quality)
    elif fmt == "tiff":
        done[0].save(out, "TIFF", save_all=True, append_images=done[1:], compression="tiff_deflate", dpi=(dpi, dpi))
    else:  # image-only PDF
        pages = []
        for im in done:
            buf = io.BytesIO()
            im.save(buf, "JPEG", quality=quality if mode != "clean" else 88)
            buf.seek(0)
            pages.append(buf)
        from PIL import Image

        first, *rest = [Image.open(b) for b in pages]
        stamp = datetime.datetime(2025, 11, 5, 9, 30, 0).timetuple()
        first.save(
            out,
            "PDF",
            save_all=True,
            append_images=rest,
            resolution=float(dpi),
            creationDate=stamp,
            modDate=stamp,
            producer="Scanner",
            title="Numérisation",
        )


def _fixed_dates(pdf: bytes) -> bytes:
    """Pin the PDF's creation and modification dates (same length, so the xref stays valid)."""

    def pin(m: re.Match) -> bytes:
        return m.group(1) + b"20251105093000" + m.group(3)

    return re.sub(rb"(/(?:CreationDate|ModDate) ?\(D:)(\d{14})([^)]*\))", pin, pdf)


def _conflicts(docs: list[dict]) -> list[str]:
    seen: dict[str, set] = {}
    for d in docs:
        for k, v in d["labels"].items():
            if k in NOT_CONFLICTS:
                continue
            key = v.strip().lower() if isinstance(v, str) else v
            seen.setdefault(k, set()).add(key)
    return sorted(k for k, vals in seen.items() if len(vals) > 1)


def render_html(cases: list[Case], seed: int) -> list[dict]:
    """Every paper's HTML and labels, in order."""
    items = []
    for case in cases:
        counters: dict[str, int] = {}
        for idx, doc in enumerate(case.docs):
            n = counters.get(doc.type, 0) + 1
            counters[doc.type] = n
            rng = random.Random(f"blind_d|{seed}|{case.cid}|{idx}")
            view = with_overrides(case, doc)
            html, labels = RENDERERS[doc.type].render(view, doc, rng)
            name = doc.type.replace("_", "-") if doc.type != "other" else f"other-{doc.layout}"
            items.append(
                {
                    "case": case.cid,
                    "doc": doc,
                    "html": html,
                    "labels": labels,
                    "stem": f"{case.cid}-{name}-{n}-{doc.condition}",
                    "rng": random.Random(f"blind_d|plan|{seed}|{case.cid}|{idx}"),
                    "seed": _seed_int("blind_d", seed, case.cid, idx),
                }
            )
    return items


def _warm() -> int:
    return 0


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    cases = build_world(seed)
    items = render_html(cases, seed)
    documents: list[dict | None] = [None] * len(items)
    pending = []

    pool: ProcessPoolExecutor | None = None
    try:
        pool = ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("fork"))
        pool.submit(_warm).result()  # fork the workers now, before Chromium and its pipes exist
    except Exception:  # no fork, or already a daemonic worker: post-process in this process
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        pool = None

    def on_pdf(i: int, pdf: bytes) -> None:
        it = items[i]
        doc: Doc = it["doc"]
        pages = len(pdfium.PdfDocument(pdf))
        plan = _plan_output(doc, it["rng"], max(pages, 1))
        ext, mime = _EXT[plan["fmt"]]
        fname = f"{it['stem']}.{ext}"
        if plan["fmt"] == "pdf":
            (out_dir / fname).write_bytes(_fixed_dates(pdf))
        else:
            job = {"pdf": pdf, "plan": plan, "path": str(out_dir / fname), "seed": it["seed"]}
            if pool is not None:
                pending.append((pool.submit(_postprocess, job), job))
            else:
                _postprocess(job)
        documents[i] = {
            "file": fname,
            "mime": mime,
            "case_id": it["case"],
            "document_type": doc.type,
            "condition": doc.condition,
            "labels": it["labels"],
        }

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="blind_d_html_"))
    try:
        paths = []
        for i, it in enumerate(items):
            p = tmp / f"doc{i:03d}.html"
            p.write_text(it["html"], encoding="utf-8")
            paths.append(p)
        chrome.print_all(paths, on_pdf)
        for fut, job in pending:
            try:
                fut.result()
            except BrokenProcessPool:
                _postprocess(job)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if pool is not None:
            pool.shutdown()

    docs = [d for d in documents if d is not None]
    assert len(docs) == len(items), "some papers were not printed"
    case_docs: dict[str, list[dict]] = {}
    for d in docs:
        case_docs.setdefault(d["case_id"], []).append(d)
    return {
        "documents": docs,
        "cases": {cid: {"expected_conflicts": _conflicts(ds)} for cid, ds in case_docs.items()},
    }
