"""blind_s: Moroccan lending documents typeset by LuaLaTeX (fontspec, HarfBuzz) and rasterised by Ghostscript."""

from __future__ import annotations

import io
import os
import pathlib
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image

from . import wear
from .cases import plan
from .tex import render

ENGINE = (
    "lualatex (fontspec, HarfBuzz Arabic, TikZ cards); born-digital PDFs from LuaTeX, scans and phone photos "
    "rasterised by Ghostscript and worn with Pillow/numpy"
)

MIME = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg"}


def _env() -> dict:
    env = dict(os.environ)
    env.update(SOURCE_DATE_EPOCH="0", FORCE_SOURCE_DATE="1", TZ="UTC")
    return env


def compile_tex(source: str, workdir: pathlib.Path) -> bytes:
    (workdir / "doc.tex").write_text(source, encoding="utf-8")
    proc = subprocess.run(
        ["lualatex", "-interaction=nonstopmode", "-halt-on-error", "doc.tex"],
        cwd=workdir,
        env=_env(),
        capture_output=True,
        text=True,
        errors="replace",
    )
    pdf = workdir / "doc.pdf"
    log = (workdir / "doc.log").read_text(errors="replace") if (workdir / "doc.log").exists() else proc.stdout
    if proc.returncode != 0 or not pdf.exists():
        tail = "\n".join(line for line in log.splitlines() if line.startswith("!") or "Error" in line)[:2000]
        raise RuntimeError(f"lualatex failed in {workdir}:\n{tail}")
    m = re.search(r"Output written on doc\.pdf \((\d+) page", log)
    if not m or m.group(1) != "1":
        raise RuntimeError(f"document in {workdir} does not fit on one page")
    return _normalise(pdf.read_bytes())


def _normalise(data: bytes) -> bytes:
    data = re.sub(rb"/CreationDate \([^)]*\)", b"/CreationDate (D:20000101000000Z)", data)
    data = re.sub(rb"/ModDate \([^)]*\)", b"/ModDate (D:20000101000000Z)", data)
    return re.sub(
        rb"/ID \[\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*\]",
        lambda m: b"/ID [<" + b"0" * len(m.group(1)) + b"> <" + b"0" * len(m.group(2)) + b">]",
        data,
    )


def rasterise(pdf: pathlib.Path, dpi: int, gray: bool = False) -> Image.Image:
    out = pdf.with_suffix(".png")
    subprocess.run(
        [
            "gs",
            "-q",
            "-dNOPAUSE",
            "-dBATCH",
            "-dSAFER",
            f"-sDEVICE={'pnggray' if gray else 'png16m'}",
            f"-r{dpi}",
            "-dTextAlphaBits=4",
            "-dGraphicsAlphaBits=4",
            f"-sOutputFile={out}",
            str(pdf),
        ],
        check=True,
        capture_output=True,
    )
    with Image.open(out) as im:
        return im.copy()


def _save(img: Image.Image, path: pathlib.Path, ext: str, dpi: int, quality: int) -> None:
    if ext == "png":
        img.save(path, "PNG", dpi=(dpi, dpi))
    elif ext == "jpg":
        img.convert("RGB").save(path, "JPEG", quality=quality, dpi=(dpi, dpi))
    else:
        buf = io.BytesIO()
        img.convert("RGB" if img.mode not in ("L", "1") else "L").save(buf, "PDF", resolution=float(dpi))
        path.write_bytes(_normalise(buf.getvalue()))


def _one(doc: dict, out_dir: pathlib.Path) -> None:
    with tempfile.TemporaryDirectory(prefix="blind_s_") as tmp:
        work = pathlib.Path(tmp)
        pdf_bytes = compile_tex(render(doc), work)
        target = out_dir / f"{doc['stem']}.{doc['ext']}"
        if doc["condition"] == "born_digital":
            target.write_bytes(pdf_bytes)
            return
        rng = np.random.default_rng(doc["seed"])
        w = doc["wear"]
        card = doc["card"]
        if w == "clean":
            dpi = 400 if card else int(rng.choice([200, 250, 300]))
            img = rasterise(work / "doc.pdf", dpi)
            _save(img, target, doc["ext"], dpi, 92)
            return
        dpi = {"photo": 170, "fax": 200, "copy": 200, "lowres": 150, "cardphoto": 400}[w]
        if card and w == "copy":
            dpi = 400
        img = rasterise(work / "doc.pdf", dpi, gray=w in ("fax", "copy"))
        if w == "photo":
            img = wear.photo(img, rng)
        elif w == "cardphoto":
            img = wear.photo(img, rng, card=True)
        elif w == "fax":
            img = wear.fax(img, rng)
        elif w == "copy":
            img = wear.photocopy(img, rng)
        else:
            img = wear.lowres(img, rng)
        _save(img, target, doc["ext"], dpi, int(rng.integers(62, 80)))


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs, cases = plan(seed)
    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(lambda x: _one(x, out_dir), docs))
    documents = [
        {
            "file": f"{x['stem']}.{x['ext']}",
            "mime": MIME[x["ext"]],
            "case_id": x["case_id"],
            "document_type": x["document_type"],
            "condition": x["condition"],
            "labels": dict(x["labels"]),
        }
        for x in docs
    ]
    return {"documents": documents, "cases": cases}
