"""Blind family blind_f: documents from portals and SaaS tools, drawn with Node's pdfkit.

Payroll-SaaS payslips, HR-portal attestations with QR blocks, CNSS portal printouts, neobank and mobile-banking
statement exports, RIB screens, insurance-style forms, and their scanned and photographed versions. Python prepares
the data (deterministic for the seed), one Node process draws every PDF, pypdfium2 rasterizes them and numpy/Pillow
degrade the images.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import random
import shutil
import subprocess
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import docs as D
from . import render as R
from .world import EMPLOYERS, Case, build_world, last_day

ENGINE = "node pdfkit"

HERE = Path(__file__).resolve().parent
JS = HERE / "js"

EMP_LAYOUT = {
    "c01": "E2",
    "c02": "E1",
    "c03": "E3",
    "c04": "E3",
    "c05": "E2",
    "c06": "E1",
    "c07": "E3",
    "c08": "E1",
    "c09": "E3",
    "c10": "E4",
    "c11": "E2",
    "c13": "E1",
    "c14": "E2",
}
SAL_LAYOUT = {
    "c01": "S2",
    "c02": "S1",
    "c03": "S1",
    "c05": "S2",
    "c06": "S3",
    "c08": "S1",
    "c09": "S3",
    "c10": "S3",
    "c12": "S2",
    "c13": "S1",
    "c14": "S3",
}
CNSS_LAYOUT = {
    "c01": "N3",
    "c02": "N1",
    "c03": "N2",
    "c04": "N1",
    "c05": "N3",
    "c06": "N2",
    "c07": "N1",
    "c09": "N2",
    "c11": "N3",
    "c12": "N1",
    "c14": "N2",
}
RIB_LAYOUT = {
    "c01": "R2",
    "c02": "R1",
    "c04": "R1",
    "c05": "R3",
    "c06": "R2",
    "c07": "R1",
    "c09": "R3",
    "c10": "R1",
    "c11": "R2",
    "c12": "R3",
    "c13": "R1",
    "c14": "R1",
}
SECOND_STATEMENT_LAYOUT = {"c01": "B2", "c05": "B3", "c10": "B2"}

CYCLE = ["born_digital", "degraded", "clean", "degraded", "born_digital", "degraded"]
TYPE_OFFSET = {
    "payslip": 0,
    "employment_certificate": 1,
    "salary_certificate": 2,
    "cnss_certificate": 4,
    "bank_statement": 3,
    "rib": 5,
    "other": 2,
}
# fields whose differences are natural between two documents of one case, never conflicts
NON_CONFLICT = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "document_number",
    "mrz_valid",
    "opening_balance",
    "closing_balance",
    "document_expiry",
    "nationality",
    "issuing_country",
}


def _ensure_node_modules() -> None:
    if (JS / "node_modules" / "pdfkit").exists():
        return
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=JS, check=True)


class _Planner:
    def __init__(self, seed: int, pdf_dir: Path):
        self.seed = seed
        self.pdf_dir = pdf_dir
        self.jobs: list[dict] = []
        self.docs: list[dict] = []
        self.counters: dict[str, int] = {}
        self.names: dict[str, int] = {}

    def condition(self, dtype: str, force: str | None = None) -> str:
        k = self.counters.get(dtype, 0)
        self.counters[dtype] = k + 1
        if force:
            return force
        return CYCLE[(k + TYPE_OFFSET[dtype]) % len(CYCLE)]

    def stem(self, cid: str, dtype: str) -> str:
        key = f"{cid}-{dtype}"
        n = self.names.get(key, 0) + 1
        self.names[key] = n
        return key if n == 1 else f"{key}-{n}"

    def add(self, case: Case, dtype: str, job: dict, labels: dict, condition: str, kind: str = "page") -> None:
        cid = case.sk["id"]
        stem = self.stem(cid, dtype)
        pdf = self.pdf_dir / f"{stem}.pdf"
        job = dict(job, out=str(pdf), seed=f"{self.seed}:{stem}")
        self.jobs.append(job)
        self.docs.append(
            {
                "stem": stem,
                "pdf": str(pdf),
                "case_id": cid,
                "document_type": dtype,
                "condition": condition,
                "labels": labels,
                "kind": kind,
                "seed": f"blind_f:{self.seed}:{stem}",
            }
        )


def _plan(cases: list[Case], seed: int, pdf_dir: Path) -> _Planner:
    pl = _Planner(seed, pdf_dir)
    for i, case in enumerate(cases):
        sk = case.sk
        cid = sk["id"]
        rng = random.Random(case.extra["rng_seed"])
        # identity documents: always scanned or photographed
        data, labels = D.cin_front(case)
        cond = "degraded" if i % 2 == 0 else "clean"
        pl.add(case, "cin_front", {"kind": "card", "card": "cin_front", "data": data}, labels, cond, "card")
        data, labels = D.cin_back(case)
        cond = "clean" if i % 2 == 0 else "degraded"
        if i % 5 == 0:
            cond = "degraded"
        pl.add(case, "cin_back", {"kind": "card", "card": "cin_back", "data": data}, labels, cond, "card")
        if case.passport:
            data, labels = D.passport(case, rng)
            cond = "degraded" if pl.counters.get("passport", 0) % 2 == 0 else "clean"
            pl.counters["passport"] = pl.counters.get("passport", 0) + 1
            pl.add(case, "passport", {"kind": "card", "card": "passport", "data": data}, labels, cond, "passport")

        # payslips
        layout = D.PAYSLIP_LAYOUT[sk["emp"]]
        meta = {"title": "Bulletin de paie", "creator": case.emp["brand"] + " - paie", "producer": "PDFKit"}
        if sk.get("payslip_multipage"):
            pages = []
            labels = None
            for k in range(len(case.months)):
                page, labels = D.payslip_page(case, k, random.Random(f"{case.extra['rng_seed']}:ps{k}"), layout)
                pages.append(page)
            cond = pl.condition("payslip", "born_digital")
            pl.add(case, "payslip", {"kind": "payslip", "pages": pages, "meta": meta}, labels, cond)
        else:
            for k in range(len(case.months)):
                page, labels = D.payslip_page(case, k, random.Random(f"{case.extra['rng_seed']}:ps{k}"), layout)
                pl.add(
                    case, "payslip", {"kind": "payslip", "pages": [page], "meta": meta}, labels, pl.condition("payslip")
                )

        # employment certificate
        if cid in EMP_LAYOUT:
            override = None
            if sk["conflict"] == "other_employer":
                kappa = EMPLOYERS["kappa"]
                override = {
                    "emp": kappa,
                    "position": "Chargée de clientèle",
                    "hire": case.hire + dt.timedelta(days=rng.randint(300, 700)),
                }
            if sk["conflict"] == "other_cin":
                p = case.person
                other = p.cin[: len(p.cin) - 6] + f"{(int(p.cin[-6:]) + 104729) % 1000000:06d}"
                override = {"cin": other}
            page, labels = D.employment_cert(case, EMP_LAYOUT[cid], rng, override)
            pl.add(
                case,
                "employment_certificate",
                {"kind": "page", "pages": [page], "meta": {"title": "Attestation de travail"}},
                labels,
                pl.condition("employment_certificate"),
            )
        # salary certificate
        if cid in SAL_LAYOUT:
            pay = D.inflated_pay(case) if sk["conflict"] == "inflated_salary" else None
            page, labels = D.salary_cert(case, SAL_LAYOUT[cid], rng, pay)
            pl.add(
                case,
                "salary_certificate",
                {"kind": "page", "pages": [page], "meta": {"title": "Attestation de salaire"}},
                labels,
                pl.condition("salary_certificate"),
            )
        # CNSS
        if cid in CNSS_LAYOUT:
            page, labels = D.cnss_cert(case, CNSS_LAYOUT[cid], rng)
            pl.add(
                case,
                "cnss_certificate",
                {"kind": "page", "pages": [page], "meta": {"title": "CNSS", "creator": "CNSS"}},
                labels,
                pl.condition("cnss_certificate"),
            )
        # bank statements
        y, m = case.months[-1]
        n = sk["statements"]
        overdrawn = sk.get("overdrawn")
        opening = round(rng.uniform(900, 14000), 2)
        if overdrawn in ("opening", "both"):
            opening = -round(rng.uniform(350, 2800), 2)
        periods = []
        if cid == "c01":
            periods = [(dt.date(y, m - 3, 1), last_day(y, m - 1)), (dt.date(y, m, 1), last_day(y, m))]
        elif n == 2:
            periods = [(dt.date(y, m - 1, 1), last_day(y, m - 1)), (dt.date(y, m, 1), last_day(y, m))]
        else:
            periods = [(dt.date(y, m, 1), last_day(y, m))]
        for k, (start, end) in enumerate(periods):
            lay = case.bank["layout"] if k == 0 else SECOND_STATEMENT_LAYOUT[cid]
            last = k == len(periods) - 1
            target = (
                overdrawn
                if (last and overdrawn in ("closing", "both"))
                else ("none" if overdrawn != "both" else "both")
            )
            if overdrawn == "opening":
                target = "none"
            data, labels, closing = D.bank_statement(case, lay, rng, start, end, opening, target)
            pl.add(
                case,
                "bank_statement",
                {
                    "kind": "statement",
                    "data": data,
                    "meta": {"title": "Relevé de compte", "creator": case.bank["name"]},
                },
                labels,
                pl.condition("bank_statement"),
            )
            opening = closing
        # RIB
        if cid in RIB_LAYOUT:
            data, labels = D.rib_doc(case, RIB_LAYOUT[cid], rng)
            force = "born_digital" if RIB_LAYOUT[cid] == "R2" and cid != "c11" else None
            pl.add(
                case,
                "rib",
                {"kind": "rib", "data": data, "meta": {"title": "RIB", "creator": case.bank["name"]}},
                labels,
                pl.condition("rib", force),
            )
        # other documents
        if sk.get("other"):
            page = D.other_doc(case, sk["other"], rng)
            force = {
                "lease": "degraded",
                "school": "clean",
                "bill": "born_digital",
                "tax": "degraded",
                "insurance": "born_digital",
            }[sk["other"]]
            pl.add(case, "other", {"kind": "page", "pages": [page]}, {}, pl.condition("other", force))
    return pl


def _conflicts(docs: list[dict]) -> dict[str, list[str]]:
    by_case: dict[str, dict[str, set]] = {}
    for d in docs:
        vals = by_case.setdefault(d["case_id"], {})
        for k, v in d["labels"].items():
            if k in NON_CONFLICT:
                continue
            norm = v.strip().lower() if isinstance(v, str) else v
            vals.setdefault(k, set()).add(norm)
    return {cid: sorted(k for k, s in vals.items() if len(s) > 1) for cid, vals in by_case.items()}


def _finish(args: tuple) -> dict:
    """Turn one drawn PDF into its delivered file (runs in a worker process)."""
    d, out_dir = args
    out_dir = Path(out_dir)
    rng = random.Random(d["seed"])
    stem, cond, kind = d["stem"], d["condition"], d["kind"]
    pdf = Path(d["pdf"])
    name = f"{stem}-{cond}"
    if cond == "born_digital":
        dst = out_dir / f"{name}.pdf"
        shutil.copyfile(pdf, dst)
        return {"file": dst.name, "mime": "application/pdf"}
    if kind in ("card", "passport"):
        inches = (85.6 if kind == "card" else 125.0) / 25.4
        if cond == "clean":
            dpi = rng.choice([300, 300, 400])
            img = R.rasterize(pdf, dpi)[0]
            out = R.card_scan(_round(img) if kind == "card" else img, rng)
            fmt = rng.choice(["png", "jpg"])
            dst = out_dir / f"{name}.{fmt}"
            return {"file": dst.name, "mime": R.save_image(out, dst, fmt, dpi, quality=92)}
        strength = rng.uniform(0.25, 0.85)
        if kind == "card" and rng.random() < 0.22:
            dpi = rng.choice([200, 220, 240])
            out = R.card_photocopy(_round(R.rasterize(pdf, dpi)[0]), rng, dpi)
        else:
            img = R.rasterize(pdf, rng.randint(1050, 1450) / inches)[0]
            out = R.card_photo(_round(img) if kind == "card" else img, rng, strength)
        dst = out_dir / f"{name}.jpg"
        return {"file": dst.name, "mime": R.save_image(out, dst, "jpg", 150, quality=int(88 - 20 * strength))}
    if cond == "clean":
        dpi = rng.choice([200, 250, 300])
        imgs = [R.clean_scan(p, rng) for p in R.rasterize(pdf, dpi)]
        if len(imgs) > 1:
            dst = out_dir / f"{name}.pdf"
            return {"file": dst.name, "mime": R.save_pdf_images(imgs, dst, dpi, 88)}
        fmt = rng.choice(["png", "jpg", "jpg", "tif"]) if dpi <= 250 else rng.choice(["jpg", "png"])
        dst = out_dir / f"{name}.{fmt}"
        return {"file": dst.name, "mime": R.save_image(imgs[0], dst, fmt, dpi, quality=90)}
    strength = rng.uniform(0.2, 0.9)
    photo = rng.random() < 0.45
    if photo:
        dpi = 150
        pages = R.rasterize(pdf, width_px=rng.choice([1250, 1400, 1550]))
        imgs = [R.phone_photo(p, rng, strength) for p in pages]
    else:
        dpi = int(rng.uniform(115, 170) if strength > 0.5 else rng.uniform(140, 200))
        imgs = [R.poor_scan(p, rng, strength) for p in R.rasterize(pdf, dpi)]
    if len(imgs) > 1:
        dst = out_dir / f"{name}.pdf"
        return {"file": dst.name, "mime": R.save_pdf_images(imgs, dst, dpi, int(80 - 25 * strength))}
    fmt = "webp" if rng.random() < 0.08 else ("png" if rng.random() < 0.12 else "jpg")
    dst = out_dir / f"{name}.{fmt}"
    return {"file": dst.name, "mime": R.save_image(imgs[0], dst, fmt, dpi, quality=int(78 - 25 * strength))}


def _round(img):
    from PIL import Image

    m = R.rounded_mask(img.size, int(img.width * 0.04))
    bg = Image.new("RGB", img.size, (255, 255, 255))
    bg.paste(img, (0, 0), m)
    return bg


def build(out_dir: Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    _ensure_node_modules()
    cases = build_world(seed)
    with tempfile.TemporaryDirectory(prefix="blind_f_") as tmp:
        tmpd = Path(tmp)
        pl = _plan(cases, seed, tmpd)
        jobs_file = tmpd / "jobs.json"
        jobs_file.write_text(json.dumps(pl.jobs, ensure_ascii=False))
        env = dict(os.environ, TZ="UTC")
        subprocess.run(["node", str(JS / "draw.js"), str(jobs_file)], cwd=JS, check=True, env=env, capture_output=True)
        workers = max(1, min(2, os.cpu_count() or 1))
        with ProcessPoolExecutor(max_workers=workers) as ex:
            results = list(ex.map(_finish, [(d, str(out_dir)) for d in pl.docs]))
    documents = []
    for d, res in zip(pl.docs, results, strict=True):
        documents.append(
            {
                "file": res["file"],
                "mime": res["mime"],
                "case_id": d["case_id"],
                "document_type": d["document_type"],
                "condition": d["condition"],
                "labels": d["labels"],
            }
        )
    conflicts = _conflicts(documents)
    cases_out = {c.sk["id"]: {"expected_conflicts": conflicts.get(c.sk["id"], [])} for c in cases}
    return {"documents": documents, "cases": cases_out}
