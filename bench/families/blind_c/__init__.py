"""Blind family C: public and semi-public employers, cooperatives and agricultural companies, CNSS printouts,
bilingual administrative forms, Al Barid Bank / Banque Populaire / Crédit Agricole statements.

Every page is drawn with fpdf2 (TTF fonts from /usr/share/fonts/truetype, Arabic shaped by a small built-in
shaper), kept as the born-digital PDF, and rasterized with pypdfium2 for clean scans and degraded copies.
"""

from __future__ import annotations

import multiprocessing
import pathlib
import random
from concurrent.futures import ProcessPoolExecutor

ENGINE = "fpdf2"

_NO_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end", "document_number", "mrz_valid"}
_CARDS = {"cin_front", "cin_back", "passport"}
_MIME = {
    "pdf": "application/pdf",
    "png": "image/png",
    "jpg": "image/jpeg",
    "tiff": "image/tiff",
    "webp": "image/webp",
}
_WORLD: dict = {}


def _world(seed: int):
    if seed not in _WORLD:
        from .world import build_world

        _WORLD[seed] = {c.cid: c for c in build_world(seed)}
    return _WORLD[seed]


def render_source(seed: int, cid: str, index: int):
    """The fpdf2 document of one paper and its labels (also used by the self-check)."""
    from . import bank, certs, cnss, ids, others, payslips

    renderers = {
        "cin_front": ids.render_front,
        "cin_back": ids.render_back,
        "passport": ids.render_passport,
        "payslip": payslips.render,
        "employment_certificate": certs.render_employment,
        "salary_certificate": certs.render_salary,
        "cnss_certificate": cnss.render,
        "bank_statement": bank.render_statement,
        "rib": bank.render_rib,
        "other": others.render,
    }
    case = _world(seed)[cid]
    dp = case.plan[index]
    rng = random.Random(f"blind_c-doc-{seed}-{cid}-{index}")
    pdf, labels = renderers[dp.dtype](case, dp, rng)
    return pdf, labels, dp


def _plan_conditions(seed: int) -> list[dict]:
    """Condition and output form of every paper, stratified by type so that each type gets every condition."""
    rng = random.Random(f"blind_c-conditions-{seed}")
    world = _world(seed)
    by_type: dict[str, list[tuple[str, int]]] = {}
    for cid, case in world.items():
        for i, dp in enumerate(case.plan):
            by_type.setdefault(dp.dtype, []).append((cid, i))
    jobs = []
    for dtype, items in sorted(by_type.items()):
        rng.shuffle(items)
        if dtype in _CARDS:
            pattern = ["degraded", "clean", "degraded", "clean", "degraded", "degraded", "clean"]
        else:
            pattern = ["degraded", "born_digital", "degraded", "clean", "degraded", "born_digital", "clean", "degraded"]
        off = rng.randrange(len(pattern))
        for k, (cid, i) in enumerate(items):
            cond = pattern[(k + off) % len(pattern)]
            spec: dict = {"condition": cond, "seed": rng.randrange(2**31)}
            r = rng.random()
            if dtype in _CARDS:
                if cond == "clean":
                    spec.update(
                        mode="a4" if r < 0.35 else "scan",
                        dpi=rng.choice([300, 300, 400]),
                        out="png" if rng.random() < 0.5 else "jpg",
                    )
                else:
                    spec.update(
                        mode="copy" if r < 0.2 else "photo",
                        strength=rng.uniform(0.35, 1.0),
                        out="webp" if rng.random() < 0.08 else "jpg",
                    )
            elif cond == "clean":
                spec.update(
                    dpi=rng.choice([200, 250, 300]),
                    gray=rng.random() < 0.6,
                    out="png" if r < 0.4 else ("jpg" if r < 0.7 else ("pdf" if r < 0.9 else "tiff")),
                )
            elif cond == "degraded":
                mode = "scan" if r < 0.4 else ("copy" if r < 0.7 else "photo")
                o = rng.random()
                dpi = rng.randint(150, 190) if mode == "photo" else rng.randint(120, 200)
                spec.update(
                    mode=mode,
                    strength=rng.uniform(0.3, 1.0),
                    dpi=dpi,
                    out="jpg" if o < 0.8 else ("png" if o < 0.88 else ("webp" if o < 0.94 else "pdf")),
                )
            jobs.append({"cid": cid, "index": i, "dtype": dtype, **spec})
    jobs.sort(key=lambda j: (j["cid"], j["index"]))
    return jobs


def _make(args) -> dict:
    seed, job, out_dir, fname_base = args
    from . import render

    pdf, labels, _dp = render_source(seed, job["cid"], job["index"])
    data = bytes(pdf.output())
    rng = random.Random(job["seed"])
    cond = job["condition"]
    out_dir = pathlib.Path(out_dir)
    if cond == "born_digital":
        fname = fname_base + ".pdf"
        (out_dir / fname).write_bytes(data)
        return {"file": fname, "mime": _MIME["pdf"], "labels": labels}
    out = job["out"]
    if job["dtype"] in _CARDS:
        is_card = job["dtype"] != "passport"
        if cond == "clean":
            dpi = job["dpi"]
            card = render.rasterize(data, dpi)[0]
            if not is_card:
                card = render.passport_booklet(card, rng)
            img = render.card_scan(card, rng, a4=job["mode"] == "a4" or not is_card, dpi=dpi)
        elif job["mode"] == "copy":
            card = render.rasterize(data, 220)[0]
            if not is_card:
                card = render.passport_booklet(card, rng)
            img = render.card_scan(card, rng, a4=True, dpi=220)
            img = render.photocopy(img, rng, job["strength"])
            img = render.noise(img.filter(render.ImageFilter.GaussianBlur(0.6)), rng, 4)
            img = img.resize((img.width * 3 // 4, img.height * 3 // 4), render.Image.LANCZOS)
        else:
            card = render.rasterize(data, rng.randint(380, 460) if is_card else rng.randint(230, 260))[0]
            if not is_card:
                card = render.passport_booklet(card, rng)
            img = render.card_photo(card, rng, job["strength"])
        pages = [img]
    else:
        if cond == "clean":
            dpi = job["dpi"]
            pages = [render.clean_scan(p, rng, job["gray"]) for p in render.rasterize(data, dpi)]
        else:
            dpi = job["dpi"]
            strength = job["strength"]
            if job["mode"] == "photo":
                pages = [render.phone_photo_page(p, rng, strength) for p in render.rasterize(data, dpi)]
            else:
                params = {
                    "copy": job["mode"] == "copy",
                    "gray": rng.random() < 0.5,
                    "angle": rng.choice([-1, 1]) * rng.uniform(0.6, 3.5) * (0.5 + strength / 2),
                    "shadow": rng.random() < 0.45,
                    "blur": rng.uniform(0.3, 0.5 + 0.8 * strength) * dpi / 200,
                }
                pages = [render.degrade_scan(p, rng, strength, params) for p in render.rasterize(data, dpi)]
    if len(pages) > 1 and out != "pdf":
        out = "pdf"
    fname = f"{fname_base}.{out}"
    path = out_dir / fname
    quality = rng.randint(88, 94) if cond == "clean" else rng.randint(38, 72)
    if out == "pdf":
        render.save_pdf_images(pages, path, dpi=job.get("dpi", 200), quality=quality)
    elif out == "jpg":
        pages[0].convert("RGB" if pages[0].mode != "L" else "L").save(path, "JPEG", quality=quality)
    elif out == "png":
        pages[0].save(path, "PNG", optimize=False, compress_level=6)
    elif out == "tiff":
        pages[0].save(path, "TIFF", compression="tiff_deflate")
    elif out == "webp":
        pages[0].convert("RGB").save(path, "WEBP", quality=quality, method=4)
    return {"file": fname, "mime": _MIME[out], "labels": labels}


def _norm(v):
    if isinstance(v, bool):
        return v
    if isinstance(v, float | int):
        return round(float(v), 2)
    return " ".join(str(v).split()).casefold()


def conflicts(docs: list[dict]) -> list[str]:
    seen: dict[str, set] = {}
    for d in docs:
        for k, v in d["labels"].items():
            if k in _NO_CONFLICT:
                continue
            seen.setdefault(k, set()).add(_norm(v))
    return sorted(k for k, vals in seen.items() if len(vals) > 1)


PLANTED = {
    "c03": ["gross_salary", "net_salary"],
    "c06": ["employer", "employer_cnss", "hire_date"],
    "c08": ["gross_salary", "net_salary"],
    "c10": ["cin"],
    "c12": ["date_of_birth"],
}


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    jobs = _plan_conditions(seed)
    args = [(seed, j, str(out_dir), f"{j['cid']}-doc{j['index'] + 1:02d}") for j in jobs]
    try:
        ctx = multiprocessing.get_context("fork")
        with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
            results = list(ex.map(_make, args, chunksize=2))
    except (OSError, ValueError):
        results = [_make(a) for a in args]
    documents = []
    for j, res in zip(jobs, results, strict=True):
        documents.append(
            {
                "file": res["file"],
                "mime": res["mime"],
                "case_id": j["cid"],
                "document_type": j["dtype"],
                "condition": j["condition"],
                "labels": res["labels"],
            }
        )
    cases = {}
    for cid in sorted({d["case_id"] for d in documents}):
        found = conflicts([d for d in documents if d["case_id"] == cid])
        planted = PLANTED.get(cid, [])
        if found != sorted(planted):
            raise AssertionError(f"{cid}: conflicts {found} differ from the planted {planted}")
        cases[cid] = {"expected_conflicts": found}
    return {"documents": documents, "cases": cases}
