"""blind_u: Moroccan lending documents typed in the AbiWord word processor (RTF), converted to PDF by AbiWord
and rasterised by poppler's pdftoppm for scans, photocopies, faxes and phone photos."""

from __future__ import annotations

import datetime as dt
import pathlib
import random
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

import numpy as np
from PIL import Image

from . import data as D
from . import layouts as L
from . import wear

ENGINE = "abiword rtf"

CONFLICTS = {
    "employer": ["employer", "employer_cnss"],
    "salary": ["gross_salary", "net_salary"],
    "cin": ["cin"],
    "hire": ["hire_date"],
    "rib": ["account_holder", "rib"],
}
CARD_TYPES = {"cin_front", "cin_back", "id_card", "residence_permit"}
FIXED_DATE = b"D:20250101000000Z"


def _months_back(last: dt.date, n: int) -> list[dt.date]:
    out = []
    y, m = last.year, last.month
    for _ in range(n):
        out.insert(0, dt.date(y, m, 1))
        m -= 1
        if m == 0:
            y, m = y - 1, 12
    return out


def _plan_case(i: int, case: dict, rng: random.Random) -> list[tuple[str, object]]:
    """The case's documents as (type, thunk) in the order a lender would receive them."""
    ap = case["ap"]
    last = dt.date(2025, 6 + i % 4, 1)
    letter_day = (last + dt.timedelta(days=40)).replace(day=3 + i)
    docs: list[tuple[str, object]] = []
    if ap["foreign"] == "FRA":
        docs += [("id_card", lambda: L.id_card(case, i)), ("residence_permit", lambda: L.residence_permit(case, i))]
    elif ap["foreign"] == "SEN":
        docs += [("passport", lambda: L.passport(case, i)), ("residence_permit", lambda: L.residence_permit(case, i))]
    else:
        docs += [("cin_front", lambda: L.cin_front(case, i)), ("cin_back", lambda: L.cin_back(case, i))]
        if i in (1, 5, 8, 11):
            docs.append(("passport", lambda: L.passport(case, i)))
    months = _months_back(last, 3 if i % 2 == 0 else 2)
    for k, mo in enumerate(months):
        docs.append(("payslip", lambda mo=mo, k=k: L.payslip(case, i + k, mo, k)))
    v_att = 0 if case["conflict"] == "employer" else i % 3
    docs.append(("employment_certificate", lambda: L.employment_certificate(case, v_att, letter_day)))
    if i % 3 != 2 or case["conflict"] == "salary":
        docs.append(("salary_certificate", lambda: L.salary_certificate(case, i, letter_day)))
    if i % 2 == 0:
        docs.append(("cnss_certificate", lambda: L.cnss_certificate(case, i, letter_day)))
    overdrawn = i in (2, 6, 10)
    n_st = 2 if i % 3 == 0 else 1
    st_months = _months_back(last, n_st)
    opening = round(rng.uniform(150, 900) if overdrawn else rng.uniform(2500, 30000), 2)
    for mo in st_months:
        doc, labels, closing, tx = L.bank_statement(case, i, mo, opening, rng, overdrawn)
        facts = {"transactions": [a for _, _, a in tx]}
        docs.append(("bank_statement", lambda doc=doc, labels=labels, facts=facts: (doc, labels, facts)))
        opening = closing
    if i % 4 != 3 or case["conflict"] == "rib":
        docs.append(("rib", lambda: L.rib_doc(case, i, letter_day)))
    if i in (3, 9):
        docs.append(("other", lambda: L.other_doc(case, i // 3, letter_day)))
    return docs


def _normalise_pdf(data: bytes) -> bytes:
    data = re.sub(rb"D:\d{14}[^)]*", lambda m: FIXED_DATE.ljust(len(m.group(0)), b" "), data)
    return data


def _abiword(files: list[pathlib.Path]) -> None:
    if files:
        subprocess.run(["abiword", "--to=pdf", *[str(f) for f in files]], check=True, capture_output=True, timeout=600)


def _raster(pdf: pathlib.Path, dpi: int, gray=False) -> list[Image.Image]:
    prefix = pdf.with_suffix("")
    args = ["pdftoppm", "-r", str(dpi), "-png"]
    if gray:
        args.append("-gray")
    subprocess.run([*args, str(pdf), str(prefix) + f"-r{dpi}"], check=True, capture_output=True)
    pages = sorted(pdf.parent.glob(prefix.name + f"-r{dpi}-*.png"))
    return [Image.open(p).convert("RGB") for p in pages]


def _save_pdf(images: list[Image.Image], path: pathlib.Path, dpi: int) -> None:
    images[0].save(
        path,
        "PDF",
        resolution=dpi,
        save_all=True,
        append_images=images[1:],
        producer="blind_u",
    )
    path.write_bytes(_normalise_pdf(path.read_bytes()))


def _finish(job: dict, work: pathlib.Path, out_dir: pathlib.Path) -> dict:
    """Turn one AbiWord PDF into the document's file for its condition; returns the document entry."""
    rng = random.Random(job["seed"])
    nrng = np.random.default_rng(job["seed"])
    pdf = work / (job["stem"] + ".pdf")
    card = job["type"] in CARD_TYPES
    cond = job["condition"]
    name = job["name"]
    if cond == "born_digital":
        (out_dir / (name + ".pdf")).write_bytes(_normalise_pdf(pdf.read_bytes()))
        return {"file": name + ".pdf", "mime": "application/pdf"}
    if cond == "clean":
        dpi = 600 if card else rng.choice([200, 250, 300])
        pages = _raster(pdf, dpi)
        kind = rng.choice(["png", "jpg", "pdf"]) if len(pages) == 1 else "pdf"
        if kind == "png":
            pages[0].save(out_dir / (name + ".png"), optimize=False)
            return {"file": name + ".png", "mime": "image/png"}
        if kind == "jpg":
            pages[0].save(out_dir / (name + ".jpg"), quality=90)
            return {"file": name + ".jpg", "mime": "image/jpeg"}
        _save_pdf(pages, out_dir / (name + ".pdf"), dpi)
        return {"file": name + ".pdf", "mime": "application/pdf"}
    # degraded
    how = job["wear"]
    if card:
        pages = _raster(pdf, 500)
        img = (
            wear.phone_photo(pages[0], rng, nrng, card=True)
            if how != "photocopy"
            else wear.photocopy(pages[0], rng, nrng)
        )
        img.save(out_dir / (name + ".jpg"), quality=rng.randint(68, 82))
        return {"file": name + ".jpg", "mime": "image/jpeg"}
    if how == "phone":
        pages = _raster(pdf, 170)
        img = wear.phone_photo(pages[0], rng, nrng)
        img.save(out_dir / (name + ".jpg"), quality=rng.randint(62, 78))
        return {"file": name + ".jpg", "mime": "image/jpeg"}
    if how == "photocopy":
        pages = [wear.photocopy(p, rng, nrng) for p in _raster(pdf, 200)]
        if rng.random() < 0.5:
            _save_pdf(pages, out_dir / (name + ".pdf"), 200)
            return {"file": name + ".pdf", "mime": "application/pdf"}
        pages[0].save(out_dir / (name + ".png"))
        return {"file": name + ".png", "mime": "image/png"}
    if how == "fax":
        pages = [wear.fax(p, rng, nrng) for p in _raster(pdf, 200)]
        pages[0].save(out_dir / (name + ".png"))
        return {"file": name + ".png", "mime": "image/png"}
    pages = [wear.low_scan(p, rng, nrng) for p in _raster(pdf, 150)]
    if len(pages) > 1:
        _save_pdf(pages, out_dir / (name + ".pdf"), 150)
        return {"file": name + ".pdf", "mime": "application/pdf"}
    pages[0].save(out_dir / (name + ".jpg"), quality=rng.randint(50, 65))
    return {"file": name + ".jpg", "mime": "image/jpeg"}


def plan(seed: int = 0) -> tuple[list[dict], list[dict]]:
    """The cases and, for every document, its RTF, labels, condition and the facts the self-check verifies."""
    rng = random.Random(seed)
    cases = D.make_cases(seed)
    jobs = []
    for i, case in enumerate(cases):
        for k, (dtype, thunk) in enumerate(_plan_case(i, case, rng)):
            doc, labels, *rest = thunk()
            facts = rest[0] if rest else {}
            if dtype == "payslip":
                facts = dict(case["pay"])
            jobs.append(
                {"case": case["id"], "type": dtype, "rtf": doc.render(), "labels": labels, "k": k + 1, "facts": facts}
            )
    conds = (["born_digital", "clean", "degraded"] * (len(jobs) // 3 + 1))[: len(jobs)]
    rng.shuffle(conds)
    wears = ["phone", "photocopy", "fax", "scan"]
    for n, job in enumerate(jobs):
        job["condition"] = conds[n]
        job["wear"] = rng.choice(["phone", "phone", "photocopy"]) if job["type"] in CARD_TYPES else wears[n % 4]
        job["seed"] = seed * 100003 + n * 7 + 1
        job["name"] = f"{job['case']}-d{job['k']:02d}"
        job["stem"] = f"u{n:03d}"
    return cases, jobs


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    cases, jobs = plan(seed)
    with tempfile.TemporaryDirectory(prefix="blind_u-") as tmp:
        work = pathlib.Path(tmp)
        files = []
        for job in jobs:
            f = work / (job["stem"] + ".rtf")
            f.write_text(job["rtf"], encoding="ascii")
            files.append(f)
        with ThreadPoolExecutor(2) as ex:
            list(ex.map(_abiword, [files[0::2], files[1::2]]))
        missing = [f.name for f in files if not f.with_suffix(".pdf").exists()]
        if missing:
            raise RuntimeError(f"abiword made no PDF for {missing}")
        with ThreadPoolExecutor(2) as ex:
            entries = list(ex.map(lambda j: _finish(j, work, out_dir), jobs))
    documents = []
    for job, entry in zip(jobs, entries, strict=True):
        documents.append(
            {
                **entry,
                "case_id": job["case"],
                "document_type": job["type"],
                "condition": job["condition"],
                "labels": job["labels"],
            }
        )
    out_cases = {c["id"]: {"expected_conflicts": sorted(CONFLICTS.get(c["conflict"], []))} for c in cases}
    return {"documents": documents, "cases": out_cases}
