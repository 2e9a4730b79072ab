"""blind_n: Moroccan lending documents typeset by pdflatex (LaTeX sources written from Python).

Born-digital PDFs come straight from pdflatex (TeX's own Type 1 fonts: Latin Modern, TeX Gyre, Charter,
Utopia, Courier); scans and phone photos are its pages rasterised by poppler's pdftoppm and worn with
Pillow/numpy; image-only PDFs wrap such an image in a pdflatex page.
"""

from __future__ import annotations

import io
import os
import pathlib
import random
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image

from .cases import CONFLICTS, ID_TYPES, plan
from .templates import RENDERERS
from .wear import card_scan, clean_scan, phone_photo, photocopy, rasterize

ENGINE = "pdflatex (LaTeX from Python; pdftoppm + Pillow/numpy for scans and photos)"

CARD_TYPES = {"cin_front", "cin_back", "id_card", "residence_permit"}
MIME = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg"}
TEX_ENV = {"SOURCE_DATE_EPOCH": "1717200000", "FORCE_SOURCE_DATE": "1"}


def pdflatex(source: str, workdir: pathlib.Path, name: str = "doc") -> pathlib.Path:
    """Compile one LaTeX source in its own directory; return the PDF."""
    workdir.mkdir(parents=True, exist_ok=True)
    (workdir / f"{name}.tex").write_text(source, encoding="utf-8")
    env = dict(os.environ, **TEX_ENV)
    proc = subprocess.run(
        ["pdflatex", "-interaction=nonstopmode", "-halt-on-error", f"{name}.tex"],
        cwd=workdir,
        env=env,
        capture_output=True,
        text=True,
        errors="replace",
    )
    pdf = workdir / f"{name}.pdf"
    if proc.returncode != 0 or not pdf.exists():
        log = (workdir / f"{name}.log").read_text(errors="replace") if (workdir / f"{name}.log").exists() else ""
        err = [ln for ln in log.splitlines() if ln.startswith("!")]
        raise RuntimeError(f"pdflatex failed in {workdir}: {err[:3] or proc.stdout[-800:]}")
    return pdf


def image_pdf(img_path: pathlib.Path, size_px: tuple[int, int], dpi: int, workdir: pathlib.Path) -> pathlib.Path:
    """An image-only PDF: the image on a page of its own size, through pdflatex."""
    w, h = (72.0 * s / dpi for s in size_px)
    src = (
        r"\pdftrailerid{}"
        "\n"
        r"\documentclass{article}"
        "\n"
        rf"\usepackage[paperwidth={w:.3f}bp,paperheight={h:.3f}bp,margin=0pt]{{geometry}}"
        "\n"
        r"\usepackage{graphicx}\pagestyle{empty}\setlength{\parindent}{0pt}\setlength{\topskip}{0pt}"
        "\n"
        r"\begin{document}\setlength{\unitlength}{1bp}\begin{picture}(0,0)"
        rf"\put(0,-{h:.3f}){{\includegraphics[width={w:.3f}bp,height={h:.3f}bp]{{{img_path.name}}}}}"
        r"\end{picture}"
        "\n"
        r"\end{document}"
        "\n"
    )
    return pdflatex(src, workdir, "scan")


def label_value(v: dict, field: str):
    d = {
        "applicant_name": lambda: f"{v['given']} {v['surname']}",
        "account_holder": lambda: f"{v['holder'][0]} {v['holder'][1]}",
        "cin": lambda: v["cin"],
        "date_of_birth": lambda: v["dob"].isoformat(),
        "place_of_birth": lambda: v["place"],
        "cin_expiry": lambda: v["cin_expiry"].isoformat(),
        "address": lambda: " ".join(v["address"]),
        "mrz_valid": lambda: True,
        "document_number": lambda: v["doc_number"],
        "nationality": lambda: v["nationality"],
        "issuing_country": lambda: v["issuer"],
        "document_expiry": lambda: v["doc_expiry"].isoformat(),
        "employer": lambda: v["employer"]["name"],
        "employer_cnss": lambda: v["employer"]["cnss"],
        "cnss_number": lambda: v["cnss_number"],
        "hire_date": lambda: v["hire"].isoformat(),
        "contract_type": lambda: v["contract"],
        "position": lambda: v["position"],
        "pay_period": lambda: f"{v['period'][0]:04d}-{v['period'][1]:02d}",
        "gross_salary": lambda: float(v["pay"]["gross"]),
        "net_salary": lambda: float(v["pay"]["net"]),
        "affiliation_date": lambda: v["affiliation"].isoformat(),
        "bank_name": lambda: v["bank"]["name"],
        "rib": lambda: v["rib"],
        "statement_period_start": lambda: v["statement"]["start"].isoformat(),
        "statement_period_end": lambda: v["statement"]["end"].isoformat(),
        "opening_balance": lambda: float(v["statement"]["opening"]),
        "closing_balance": lambda: float(v["statement"]["closing"]),
    }
    return d[field]()


FIELD_ORDER = [
    "applicant_name",
    "account_holder",
    "bank_name",
    "cin",
    "document_number",
    "date_of_birth",
    "place_of_birth",
    "address",
    "cin_expiry",
    "nationality",
    "issuing_country",
    "document_expiry",
    "mrz_valid",
    "employer",
    "employer_cnss",
    "cnss_number",
    "affiliation_date",
    "hire_date",
    "contract_type",
    "position",
    "pay_period",
    "gross_salary",
    "net_salary",
    "rib",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
]


def _save(img: Image.Image, path: pathlib.Path, fmt: str, quality: int = 90) -> None:
    buf = io.BytesIO()
    if fmt == "jpg":
        img.save(buf, "JPEG", quality=quality, optimize=False, subsampling=2 if quality < 80 else 0)
    else:
        img.save(buf, "PNG", optimize=False, compress_level=6)
    path.write_bytes(buf.getvalue())


def _make(v: dict, out_dir: pathlib.Path, tmp: pathlib.Path) -> dict:
    rng = random.Random(v["rng_seed"])
    nrng = np.random.default_rng(v["rng_seed"])
    kind, cond = v["kind"], v["condition"]
    source, shown = RENDERERS[kind](v, rng)
    work = tmp / v["doc_id"]
    pdf = pdflatex(source, work)
    stem = v["doc_id"]
    card = kind in CARD_TYPES or kind == "passport"
    if cond == "born_digital":
        ext = "pdf"
        shutil.copyfile(pdf, out_dir / f"{stem}.pdf")
    elif cond == "clean":
        dpi = 300 if card else rng.choice([200, 240, 300])
        gray = (not card) and rng.random() < 0.5
        img = rasterize(pdf, dpi, gray)
        img = card_scan(img, nrng) if card else clean_scan(img, nrng)
        ext = rng.choice(["png", "jpg", "pdf"] if not card else ["png", "jpg"])
        if ext == "pdf":
            inner = work / "scan_img.jpg"
            _save(img, inner, "jpg", 88)
            shutil.copyfile(image_pdf(inner, img.size, dpi, work), out_dir / f"{stem}.pdf")
        else:
            _save(img, out_dir / f"{stem}.{ext}", ext, 92)
    else:
        if card:
            img = phone_photo(rasterize(pdf, 300, False), nrng, card=True)
            ext = "jpg"
            _save(img, out_dir / f"{stem}.jpg", "jpg", rng.randint(58, 75))
        else:
            mode = rng.choice(["copy", "photo", "photo", "copy_pdf"])
            dpi = rng.choice([170, 180, 200])
            if mode == "photo":
                img = phone_photo(rasterize(pdf, dpi, False), nrng)
                ext = "jpg"
                _save(img, out_dir / f"{stem}.jpg", "jpg", rng.randint(55, 72))
            else:
                img = photocopy(rasterize(pdf, dpi, True), nrng)
                if mode == "copy_pdf":
                    ext = "pdf"
                    inner = work / "scan_img.jpg"
                    _save(img, inner, "jpg", 50)
                    shutil.copyfile(image_pdf(inner, img.size, dpi, work), out_dir / f"{stem}.pdf")
                else:
                    ext = rng.choice(["jpg", "png"])
                    _save(img, out_dir / f"{stem}.{ext}", ext, rng.randint(50, 68))
    labels = {f: label_value(v, f) for f in FIELD_ORDER if f in shown}
    return {
        "file": f"{stem}.{ext}",
        "mime": MIME[ext],
        "case_id": v["cid"],
        "document_type": kind,
        "condition": cond,
        "labels": labels,
    }


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    p = plan(seed)
    with tempfile.TemporaryDirectory(prefix="blind_n-") as tmp, ThreadPoolExecutor(max_workers=2) as pool:
        docs = list(pool.map(lambda v: _make(v, out_dir, pathlib.Path(tmp)), p["docs"]))
    docs.sort(key=lambda d: d["file"])
    cases = {cid: {"expected_conflicts": sorted(CONFLICTS.get(cid, []))} for cid in sorted(p["cases"])}
    return {"documents": docs, "cases": cases}


__all__ = ["ENGINE", "ID_TYPES", "build"]
