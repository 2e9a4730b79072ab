"""Plan the family's documents, have Qt paint them in one renderer process, wear the rasters, write the manifest."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import multiprocessing
import os
import random
import subprocess
import tempfile
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
from PIL import Image

from . import bank, cards, work
from .canvas import FONTS, Doc, missing_fonts
from .people import EMPLOYERS, Applicant, make_applicants, statements
from .wear import EXT, MIME, card_scan, cut_cards, fax, good_scan, phone_photo, photocopy, poor_scan, write

RENDERER = Path(__file__).with_name("qt_render.py")
SYSTEM_PYTHON = "/usr/bin/python3"

# Each case's papers, space-separated. payslip:M is the pay of 2025-M; statement:A-B covers months A to B of 2025.
CASE_DOCS: dict[str, str] = {
    "c01": "cin_front cin_back passport payslip:2 payslip:3 payslip:4 employment statement:3 statement:4 rib",
    "c02": "cin_front cin_back payslip:3 payslip:4 employment salary cnss statement:3-4 rib other:utility",
    "c03": "cin_front cin_back payslip:2 payslip:3 payslip:4 salary statement:3 statement:4 rib",
    "c04": "cin_front cin_back passport payslip:2 payslip:3 payslip:4 employment salary statement:3 statement:4 rib",
    "c05": "cin_front cin_back payslip:3 payslip:4 employment cnss statement:2-4 rib other:rent",
    "c06": "cin_front cin_back passport payslip:2 payslip:3 payslip:4 employment statement:3 statement:4 rib",
    "c07": "cin_front cin_back payslip:3 payslip:4 employment cnss statement:4 rib",
    "c08": "cin_front cin_back payslip:2 payslip:3 payslip:4 salary employment statement:3 statement:4 rib other:tax",
    "c09": "cin_front cin_back payslip:3 payslip:4 employment salary statement:3-4 rib",
    "c10": "cin_front cin_back payslip:3 payslip:4 employment cnss statement:4 rib",
    "c11": "cin_front cin_back payslip:2 payslip:3 payslip:4 employment statement:3 statement:4 rib",
    "c12": "cin_front cin_back payslip:3 payslip:4 employment salary cnss statement:4 rib",
    "c13": "passport id_card residence_permit payslip:2 payslip:3 "
    "payslip:4 employment salary statement:3 statement:4 rib",
    "c14": "cin_front cin_back payslip:3 payslip:4 employment cnss statement:3-4 rib other:utility",
}
OVERDRAWN = {"c08", "c11", "c05"}

# The planted conflicts: which paper says what, and the fields that then differ within the case.
EXPECTED_CONFLICTS: dict[str, list[str]] = {
    "c02": ["hire_date"],
    "c04": ["gross_salary", "net_salary"],
    "c07": ["date_of_birth"],
    "c09": ["employer", "employer_cnss"],
    "c11": ["cin"],
    "c12": ["contract_type"],
}

TYPE_OF = {
    "cin_front": "cin_front",
    "cin_back": "cin_back",
    "passport": "passport",
    "id_card": "id_card",
    "residence_permit": "residence_permit",
    "payslip": "payslip",
    "employment": "employment_certificate",
    "salary": "salary_certificate",
    "cnss": "cnss_certificate",
    "statement": "bank_statement",
    "rib": "rib",
    "other": "other",
}
CONDITIONS = ["clean", "born_digital", "degraded"]


def _conflict_facts(app: Applicant, spec: str) -> dict[str, Any]:
    """The facts a paper misstates, for the planted conflicts."""
    case = app.case_id
    if case == "c02" and spec == "employment":
        return {"hire": app.hire.replace(year=app.hire.year + 1)}
    if case == "c04" and spec == "salary":
        pay = app.payroll
        return {"payroll": replace(pay, base=round(pay.base * 1.32 / 10) * 10.0)}
    if case == "c07" and spec == "payslip:3":
        return {"birth": app.birth.replace(day=13)}
    if case == "c09" and spec == "employment":
        return {"employer": EMPLOYERS["bouregreg_et"]}
    if case == "c11" and spec == "payslip:3":
        assert app.cin
        digits = list(app.cin)
        digits[-2], digits[-3] = digits[-3], digits[-2]
        if digits == list(app.cin):
            digits[-1] = str((int(digits[-1]) + 3) % 10)
        return {"cin": "".join(digits)}
    if case == "c12" and spec.startswith("payslip"):
        return {"contract": "CDD"}
    return {}


def _style(app: Applicant, rng: random.Random, kind: str) -> work.Style:
    emp = app.employer
    seps = {"grid": " ", "boxes": ".", "modern": " ", "interim": ""}
    style = work.Style(
        font=emp.font,
        sep=seps[emp.payslip] if kind == "payslip" else " ",
        date=work.DATE_FORMS[sum(map(ord, emp.key)) % 4] if kind == "payslip" else rng.choice(work.DATE_FORMS),
        show_dob=rng.random() < 0.45,
        show_cin=rng.random() < 0.85,
        show_contract=emp.payslip != "boxes" or rng.random() < 0.5,
    )
    forced = {
        "c07": {"show_dob": True},
        "c11": {"show_cin": True},
        "c12": {"show_contract": True},
    }
    return replace(style, **forced.get(app.case_id, {}))


def plan_documents(apps: dict[str, Applicant], seed: int) -> list[Doc]:
    docs: list[Doc] = []
    for case, papers in CASE_DOCS.items():
        specs = papers.split()
        app = apps[case]
        rng = random.Random(f"blind_y:{seed}:{case}:docs")
        payslip_style = _style(app, rng, "payslip")
        periods = [_months(spec) for spec in specs if spec.startswith("statement")]
        sts = iter(statements(app, seed, periods, overdraft=case in OVERDRAWN, many=case in ("c02", "c05", "c14")))
        for spec in specs:
            key = spec.split(":")[0]
            doc_rng = random.Random(f"blind_y:{seed}:{case}:{spec}")
            slug = spec.replace(":", "-").replace("_", "-")
            if key == "statement":
                slug = f"statement-2025-{spec.split(':')[1]}"
            if key == "payslip":
                slug = f"payslip-2025-{int(spec.split(':')[1]):02d}"
            doc = Doc(case, TYPE_OF[key], slug, condition="")
            facts = work.Facts.of(app, **_conflict_facts(app, spec))
            if key == "cin_front":
                doc.kind = "card"
                cards.cnie_front(doc, app, doc_rng)
            elif key == "cin_back":
                doc.kind = "card"
                cards.cnie_back(doc, app, doc_rng)
            elif key == "passport":
                doc.kind = "card"
                cards.passport(doc, app, doc_rng)
            elif key == "id_card":
                cards.senegal_id(doc, app, doc_rng)
            elif key == "residence_permit":
                cards.residence_card(doc, app, doc_rng)
            elif key == "payslip":
                month = int(spec.split(":")[1])
                work.payslip(doc, facts, (2025, month), doc_rng, app.employer.payslip, payslip_style)
            elif key == "employment":
                style = replace(_style(app, doc_rng, "letter"), show_cin=True)
                work.employment_certificate(doc, facts, doc_rng, style, facts.employer.letter)
            elif key == "salary":
                style = _style(app, doc_rng, "letter")
                variant = "prose" if sum(map(ord, case)) % 2 else "table"
                work.salary_certificate(doc, facts, doc_rng, style, variant)
            elif key == "cnss":
                style = _style(app, doc_rng, "letter")
                work.cnss_certificate(
                    doc, facts, doc_rng, style, "official" if case in ("c02", "c07", "c12") else "portal"
                )
            elif key == "statement":
                bank.bank_statement(doc, app, next(sts), doc_rng)
            elif key == "rib":
                bank.rib_document(doc, app, doc_rng)
            else:
                bank.other_document(doc, app, doc_rng, spec.split(":")[1])
            docs.append(doc)
    _assign_conditions(docs, seed)
    return docs


def _months(spec: str) -> list[tuple[int, int]]:
    bounds = [int(v) for v in spec.split(":")[1].split("-")]
    return [(2025, m) for m in range(bounds[0], bounds[-1] + 1)]


def _assign_conditions(docs: list[Doc], seed: int) -> None:
    """A third of each type per condition (cycled from a seeded start), then a format and a wear per condition."""
    rng = random.Random(f"blind_y:{seed}:conditions")
    by_type: dict[str, list[Doc]] = defaultdict(list)
    for doc in docs:
        by_type[doc.doc_type].append(doc)
    start = rng.randrange(3)
    for doc_type in sorted(by_type):
        for doc in by_type[doc_type]:
            doc.condition = CONDITIONS[start % 3]
            start += 1
    turns: Counter[str] = Counter()

    def pick(key: str, options: list[Any]) -> Any:
        turns[key] += 1
        return options[(turns[key] + seed) % len(options)]

    for doc in docs:
        multi = len(doc.pages) > 1
        if doc.condition == "born_digital":
            doc.fmt, doc.wear = "pdf", "none"
        elif doc.condition == "clean":
            if doc.kind == "card":
                doc.fmt, doc.wear, doc.dpi = pick("clean-card", ["png", "jpg"]), "card_scan", 300
            else:
                doc.fmt = (
                    pick("clean-multi", ["imgpdf", "tif"])
                    if multi
                    else pick("clean", ["png", "jpg", "imgpdf", "tif", "png"])
                )
                doc.wear, doc.dpi = "scan", pick("clean-dpi", [300, 200, 250])
        elif doc.kind == "card":
            doc.wear = pick("deg-card", ["photo_card", "copy", "photo_card", "poor"])
            if doc.wear == "photo_card":
                doc.fmt = pick("deg-card-photo", ["jpg", "webp", "jpg"])
            else:
                doc.fmt = "png" if doc.wear == "copy" else "jpg"
            doc.dpi = 400 if doc.wear == "photo_card" else 300
        else:
            doc.wear = pick("deg-page", ["poor", "phone", "copy", "fax"])
            if multi:
                doc.fmt = "tif" if doc.wear == "fax" else "imgpdf"
            else:
                formats = {"poor": ["jpg"], "phone": ["jpg", "webp"], "copy": ["jpg", "png"], "fax": ["png", "tif"]}
                doc.fmt = pick(f"deg-{doc.wear}", formats[doc.wear])
            doc.dpi = 300 if doc.wear == "fax" else 200
            if doc.wear == "fax":
                _fax_header(doc, rng)


def _fax_header(doc: Doc, rng: random.Random) -> None:
    when = dt.datetime(2025, 5, rng.randint(5, 14), rng.randint(8, 17), rng.randint(0, 59))
    for i, page in enumerate(doc.pages):
        line = (
            f"{when:%d/%m/%Y %H:%M}   DE : +212 5{rng.randint(22, 39)} {rng.randint(100000, 999999)}"
            f"   P.{i + 1:03d}/{len(doc.pages):03d}"
        )
        page.ops.insert(0, {"op": "text", "x": 8, "y": 5, "s": line, "size": 8, "font": "mono", "color": "#000000"})


# -- rendering ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class WearTask:
    """What a wear worker needs to age one raster document (picklable, without the page plans)."""

    stem: str
    pages: int
    kind: str
    wear: str
    fmt: str
    dpi: int
    seed: int
    tmp_dir: str
    out_path: str


def render(docs: list[Doc], out_dir: Path, seed: int) -> list[dict[str, Any]]:
    """Paint every page in one Qt process; wear each raster (two workers) as soon as Qt reports it done."""
    missing = missing_fonts()
    if missing:
        raise FileNotFoundError(f"blind_y needs the Debian fonts: missing {missing[:3]}")
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="blind_y_") as tmp:
        tmp_dir = Path(tmp)
        jobs = []
        tasks: dict[str, WearTask] = {}
        for doc in docs:
            pages = [p.plan() for p in doc.pages]
            if doc.fmt == "pdf":
                job = {"kind": "pdf", "name": f"{doc.stem}.pdf", "title": doc.title, "creator": doc.creator}
                jobs.append({**job, "pages": pages, "dir": str(out_dir)})
            else:
                jobs.append({"kind": "raster", "name": doc.stem, "pages": pages, "dpi": doc.dpi, "dir": str(tmp_dir)})
                out_path = str(out_dir / f"{doc.stem}.{EXT[doc.fmt]}")
                tasks[doc.stem] = WearTask(
                    doc.stem, len(doc.pages), doc.kind, doc.wear, doc.fmt, doc.dpi, seed, str(tmp_dir), out_path
                )
        plan_path = tmp_dir / "plan.json"
        plan_path.write_text(json.dumps({"fonts": FONTS, "jobs": jobs}, ensure_ascii=False), encoding="utf-8")
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_HASH_SEED": "0", "XDG_RUNTIME_DIR": str(tmp_dir)}
        for key in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV"):
            env.pop(key, None)
        command = [SYSTEM_PYTHON, str(RENDERER), str(plan_path)]
        context = multiprocessing.get_context("spawn")
        with (
            ProcessPoolExecutor(max_workers=2, mp_context=context) as pool,
            subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as proc,
        ):
            assert proc.stdout and proc.stderr
            futures = [
                pool.submit(wear_task, tasks[line.split()[1]]) for line in proc.stdout if line.startswith("raster ")
            ]
            errors = proc.stderr.read()
            if proc.wait() != 0:
                hint = "blind_y paints with PySide2 under /usr/bin/python3 (apt: python3-pyside2.qtgui)"
                raise RuntimeError(f"{hint}; the renderer failed ({proc.returncode}):\n{errors[-3000:]}")
            for future in futures:
                future.result()
            if len(futures) != len(tasks):
                raise RuntimeError(f"blind_y renderer reported {len(futures)} of {len(tasks)} rasters")
    return [
        {
            "file": f"{doc.stem}.{EXT[doc.fmt]}",
            "mime": MIME[doc.fmt],
            "case_id": doc.case_id,
            "document_type": doc.doc_type,
            "condition": doc.condition,
            "labels": doc.labels,
        }
        for doc in docs
    ]


def hash_key(text: str) -> int:
    """A stable 63-bit integer from a string (Python's hash() is salted per process)."""
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def wear_task(task: WearTask) -> None:
    """Load Qt's pages of one document, wear them, write the document (runs in a worker process)."""
    images = [Image.open(Path(task.tmp_dir) / f"{task.stem}-p{i + 1}.png").convert("RGB") for i in range(task.pages)]
    rng = np.random.default_rng(hash_key(f"{task.seed}:{task.stem}"))
    worn, dpi, quality = wear_doc(task, images, rng)
    write(worn, task.fmt, Path(task.out_path), dpi, quality)


def wear_doc(doc: WearTask, images: list[Image.Image], rng: np.random.Generator) -> tuple[list[Image.Image], int, int]:
    """Apply the document's wear; returns the images, the dpi to record and the JPEG/WebP quality."""
    dpi = doc.dpi
    if doc.kind == "card":
        images = [cut_cards(images, dpi)]
    if doc.wear == "scan":
        return [good_scan(im, rng) for im in images], dpi, 92
    if doc.wear == "card_scan":
        return [card_scan(im, rng, dpi) for im in images], dpi, 92
    if doc.wear == "poor":
        if doc.kind == "card":
            return [poor_scan(card_scan(im, rng, dpi), rng, 0.62) for im in images], round(dpi * 0.62), 45
        return [poor_scan(im, rng, 0.7) for im in images], round(dpi * 0.7), 42
    if doc.wear == "copy":
        if doc.kind == "card":
            return [photocopy(card_scan(im, rng, dpi), rng, 0.8) for im in images], round(dpi * 0.8), 70
        return [photocopy(im, rng, 0.9) for im in images], round(dpi * 0.9), 70
    if doc.wear == "fax":
        return [fax(im, rng) for im in images], 200, 90
    if doc.wear == "photo_card":
        out_w = int(rng.integers(1500, 1900))
        return [phone_photo(im, rng, out_w, float(rng.uniform(0.55, 0.72))) for im in images], 150, 72
    out_w = int(rng.integers(1400, 1700))
    return [phone_photo(im, rng, out_w, float(rng.uniform(0.78, 0.88))) for im in images], 150, 68


def build_family(out_dir: Path, seed: int = 0) -> dict[str, Any]:
    apps = make_applicants(seed)
    docs = plan_documents(apps, seed)
    entries = render(docs, out_dir, seed)
    cases = {case: {"expected_conflicts": sorted(EXPECTED_CONFLICTS.get(case, []))} for case in CASE_DOCS}
    return {"documents": entries, "cases": cases}
