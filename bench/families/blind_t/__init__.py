"""blind_t: Moroccan lending documents typeset as XSL-FO by Apache FOP (one JVM), worn with Pillow/numpy."""

from __future__ import annotations

import datetime as dt
import io
import pathlib
import random
import re
import subprocess
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image

from . import _data as D
from . import _docs as T
from . import _wear as W

ENGINE = (
    "XSL-FO typeset by Apache FOP 2.8 (one JVM); PDFs with a text layer, pages rasterised by poppler pdftoppm "
    "and worn with Pillow/numpy"
)

HERE = pathlib.Path(__file__).resolve().parent
CREATION_MS = 1_744_000_000_000  # a fixed creation date for every PDF
PDF_DATES = {
    "creationDate": time.gmtime(CREATION_MS // 1000),
    "modDate": time.gmtime(CREATION_MS // 1000),
}

# the jars Debian's own fop launcher puts on its class path (all of /usr/share/java mixes Saxon and Batik copies)
JARS = [
    "commons-io",
    "serializer",
    "xalan2",
    "xml-apis",
    "batik-all",
    "commons-logging",
    "xercesImpl",
    "xmlgraphics-commons",
    "xml-apis-ext",
    "fontbox2",
    "fop",
]
XCONF = """<?xml version="1.0"?>
<fop version="1.0">
  <use-cache>true</use-cache>
  <cache-file>{cache}</cache-file>
  <renderers>
    <renderer mime="application/pdf"><fonts><auto-detect/></fonts></renderer>
  </renderers>
</fop>
"""

CONFLICTS = {
    "c02": ["employer"],
    "c05": ["gross_salary", "net_salary"],
    "c07": ["cin"],
    "c09": ["hire_date"],
    "c12": ["account_holder"],
}
CARD_TYPES = {"cin_front", "cin_back", "id_card", "residence_permit", "passport"}


def _plan(seed: int):
    """Every document of the family: (case, type, fo, labels, facts)."""
    cases = D.make_cases(seed)
    out = []
    issued = dt.date(2025, 4, 8)
    for i, c in enumerate(cases):
        cid = c["id"]
        docs = []
        if c["nat"] == "MAR":
            docs.append(("cin_front", *T.cin_front(c, i, 0)))
            docs.append(("cin_back", *T.cin_back(c, i, 0)))
            if i in (2, 8, 13):
                docs.append(("passport", *T.passport(c, i, 0)))
        elif c["nat"] == "FRA":
            docs.append(("id_card", *T.foreign_card(c, i, "id_card")))
            docs.append(("residence_permit", *T.foreign_card(c, i, "residence_permit")))
        else:
            docs.append(("passport", *T.passport(c, i, 0)))
            docs.append(("residence_permit", *T.foreign_card(c, i, "residence_permit")))
        n_pay = 3 if i % 2 == 0 else 2
        for k in range(n_pay):
            month = dt.date(2025, 3 - (n_pay - 1 - k), 1)
            other_cin = None
            if cid == "c07" and k == 1:
                other_cin = "BJ" + str(int(re.sub(r"\D", "", c["cin"])) + 40417)
            docs.append(("payslip", *T.payslip(c, month, i, i + k, cin_override=other_cin)))
        emp_override = D.OTHER_EMPLOYER if cid == "c02" else None
        hire_override = c["hire"].replace(year=c["hire"].year - 3) if cid == "c09" else None
        docs.append(
            (
                "employment_certificate",
                *T.employment_certificate(c, i, i, emp_override, hire_override, issued + dt.timedelta(days=i)),
            )
        )
        if i % 3 != 1 or cid == "c05":
            factor = 1.35 if cid == "c05" else 1.0
            docs.append(
                ("salary_certificate", *T.salary_certificate(c, i, i, factor, issued + dt.timedelta(days=i % 4)))
            )
        if i % 2 == 0:
            docs.append(("cnss_certificate", *T.cnss_certificate(c, i, i // 2, issued - dt.timedelta(days=i))))
        n_st = 2 if i % 3 == 0 else 1
        opening = None
        for k in range(n_st):
            start = dt.date(2025, 3 - (n_st - 1 - k), 1)
            holder = ("Mourad", "EL IDRISSI") if cid == "c12" else None
            fo, lab, facts = T.statement(c, i, i + k, start, holder, opening)
            opening = facts["closing"]
            docs.append(("bank_statement", fo, lab, facts))
        if i % 5 != 2 or cid == "c12":
            docs.append(("rib", *T.rib_doc(c, i, i)))
        if cid in ("c04", "c10"):
            docs.append(("other", *T.other_doc(c, i, i // 4, issued - dt.timedelta(days=60))))
        for k, (typ, fo, lab, facts) in enumerate(docs):
            out.append({"case": cid, "n": k + 1, "type": typ, "fo": fo, "labels": lab, "facts": facts})
    return out


def _conditions(plan, seed: int):
    rng = random.Random(seed * 31 + 5)
    order = list(range(len(plan)))
    rng.shuffle(order)
    cond = {}
    for pos, j in enumerate(order):
        cond[j] = ["born_digital", "clean", "degraded"][pos % 3]
    return [cond[j] for j in range(len(plan))]


_ID_RE = re.compile(rb"/ID \[<[0-9A-Fa-f]+> <[0-9A-Fa-f]+>\]")
_XMP_DATE = re.compile(rb"<xmp:MetadataDate>[^<]*</xmp:MetadataDate>")


def _normalise_pdf(data: bytes, key: str) -> bytes:
    import hashlib

    h = hashlib.sha256(key.encode()).hexdigest()[:32].upper().encode()
    data = _XMP_DATE.sub(b"<xmp:MetadataDate>2025-04-07T04:26:40Z</xmp:MetadataDate>", data)
    return _ID_RE.sub(b"/ID [<" + h + b"> <" + h + b">]", data)


def _render_pdfs(fos: list[str], work: pathlib.Path) -> list[pathlib.Path]:
    lst = []
    pdfs = []
    for k, fo in enumerate(fos):
        f = work / f"{k:04d}.fo"
        f.write_text(fo, encoding="utf-8")
        p = work / f"{k:04d}.pdf"
        pdfs.append(p)
        lst.append(f"{f}\t{p}")
    (work / "list.txt").write_text("\n".join(lst) + "\n", encoding="utf-8")
    (work / "fop.xconf").write_text(XCONF.format(cache=(work / "fonts.cache").as_uri()), encoding="utf-8")
    subprocess.run(
        [
            "java",
            "-Xss8m",
            "-cp",
            ":".join(f"/usr/share/java/{j}.jar" for j in JARS),
            str(HERE / "Render.java"),
            str(work / "fop.xconf"),
            str(CREATION_MS),
            str(work / "list.txt"),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    return pdfs


def _raster(pdf: pathlib.Path, dpi: int) -> Image.Image:
    res = subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-png", "-singlefile", "-f", "1", "-l", "1", str(pdf)],
        check=True,
        capture_output=True,
    )
    return Image.open(io.BytesIO(res.stdout)).convert("RGB")


def _finish(job):
    """Rasterise and wear one document; returns (file name, mime)."""
    pdf, out_dir, stem, typ, cond, seed = job
    rng = np.random.default_rng(seed)
    pick = random.Random(seed)
    card = typ in CARD_TYPES
    if cond == "born_digital":
        name = stem + ".pdf"
        (out_dir / name).write_bytes(_normalise_pdf(pdf.read_bytes(), stem))
        return name, "application/pdf"
    if cond == "clean":
        kind = pick.choice(["png", "jpg", "pdf"])
        dpi = 400 if card else pick.choice([200, 250, 300])
        img = _raster(pdf, dpi)
        if kind == "png":
            img.save(out_dir / (stem + ".png"), optimize=False)
            return stem + ".png", "image/png"
        if kind == "jpg":
            img.save(out_dir / (stem + ".jpg"), quality=90)
            return stem + ".jpg", "image/jpeg"
        img.save(out_dir / (stem + ".pdf"), "PDF", resolution=float(dpi), **PDF_DATES)
        return stem + ".pdf", "application/pdf"
    if card:
        img = W.phone_photo(_raster(pdf, 300), rng, card=True)
        img.save(out_dir / (stem + ".jpg"), quality=int(pick.choice([72, 80, 85])))
        return stem + ".jpg", "image/jpeg"
    kind = pick.choice(["phone", "phone", "copy", "fax", "scan"])
    if kind == "phone":
        img = W.phone_photo(_raster(pdf, 170), rng)
        img.save(out_dir / (stem + ".jpg"), quality=int(pick.choice([70, 78, 85])))
        return stem + ".jpg", "image/jpeg"
    if kind in ("copy", "fax"):
        img = W.photocopy(_raster(pdf, 200), rng, fax=kind == "fax")
        if pick.random() < 0.5:
            img.save(out_dir / (stem + ".png"), optimize=False)
            return stem + ".png", "image/png"
        img.save(out_dir / (stem + ".pdf"), "PDF", resolution=200.0, **PDF_DATES)
        return stem + ".pdf", "application/pdf"
    img = W.low_scan(_raster(pdf, 150), rng)
    img.save(out_dir / (stem + ".jpg"), quality=65)
    return stem + ".jpg", "image/jpeg"


def _build(out_dir: pathlib.Path, seed: int = 0):
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    plan = _plan(seed)
    conds = _conditions(plan, seed)
    with tempfile.TemporaryDirectory(prefix="blind_t_") as tmp:
        work = pathlib.Path(tmp)
        pdfs = _render_pdfs([d["fo"] for d in plan], work)
        jobs = []
        for k, (d, cond, pdf) in enumerate(zip(plan, conds, pdfs, strict=True)):
            stem = f"{d['case']}-d{d['n']:02d}"
            jobs.append((pdf, out_dir, stem, d["type"], cond, seed * 100003 + k))
        with ThreadPoolExecutor(max_workers=2) as ex:
            results = list(ex.map(_finish, jobs))
        pages = {}
        for d, pdf in zip(plan, pdfs, strict=True):
            m = re.findall(rb"/Type\s*/Page[^s]", pdf.read_bytes())
            pages[f"{d['case']}-d{d['n']:02d}"] = len(m)
    documents, facts = [], []
    for d, cond, (name, mime) in zip(plan, conds, results, strict=True):
        documents.append(
            {
                "file": name,
                "mime": mime,
                "case_id": d["case"],
                "document_type": d["type"],
                "condition": cond,
                "labels": d["labels"],
            }
        )
        facts.append(d["facts"])
    case_ids = sorted({d["case"] for d in plan})
    cases = {c: {"expected_conflicts": sorted(CONFLICTS.get(c, []))} for c in case_ids}
    return {"documents": documents, "cases": cases}, facts, pages


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    return _build(out_dir, seed)[0]


__all__ = ["ENGINE", "build"]
