"""Blind family G: Moroccan lending papers drawn as SVG and rendered by librsvg.

Engine
    Every page is written as SVG by hand-rolled Python (``_svg.Page``: text measured with the real TrueType files
    through Pillow, so paragraphs wrap like a word processor's) and rendered by ``rsvg-convert`` (librsvg, cairo,
    pango): to PDF for born-digital papers (cairo embeds the fonts, so the text layer is real and extractable),
    to PNG for everything else. Scans and photos are then made with Pillow and numpy (``_degrade``).
    Needs Debian's ``librsvg2-bin`` (``apt-get install librsvg2-bin``) and the fonts of ``fonts-liberation``,
    ``fonts-dejavu``, ``fonts-freefont-ttf`` and ``fonts-noto`` (Noto Naskh Arabic for the Arabic labels).

Cases and papers (about 20 applicants, about 66 documents, ``seed`` changes names, numbers, layouts, fonts)
    - ``cin_front`` / ``cin_back``: an invented CNIE-like card (guilloche, photo silhouette, French and Arabic
      labels, dates ``dd.mm.yyyy`` / ``dd mm yyyy`` / ``dd/mm/yyyy``); the back carries a TD1 MRZ whose optional
      data holds the CIN.
    - ``passport``: a data page with bilingual French/English labels and a TD3 MRZ (personal number = CIN).
    - ``payslip``: three layouts - a classic boxed "Bulletin de paie"/"Bulletin de salaire" with a rubric table,
      a bilingual French/Arabic one with a coloured net box, an English/French "Fiche de paie / Payslip" with
      ``MAD 12,345.67`` amounts.
    - ``employment_certificate``: a prose letter (serif, letterhead, stamp, signature) or a bilingual form table.
    - ``salary_certificate``: a prose letter (amount sometimes also in French words) or a table.
    - ``cnss_certificate``: "Attestation d'affiliation/d'immatriculation" or the CNSS "Attestation de salaire"
      with its table of declared months.
    - ``bank_statement``: a modern table with debit/credit columns, a monospace mainframe listing (``CR``/``DB``
      balances) and an English/French statement with a running balance (negatives as ``-`` or brackets).
    - ``rib``: a RIB slip (bank/city/account/key boxes, IBAN, SWIFT) or a bank's "Attestation de RIB" letter.

Conditions
    ``born_digital`` PDFs straight from rsvg; ``clean`` 200-300 dpi PNG/JPEG/TIFF or image-only PDF (cards and
    passport pages on a scanner bed); ``degraded`` phone photos on wood/fabric/laminate/granite (slant up to 3
    degrees, keystone, uneven light, colour cast, blur, noise, JPEG or WebP) or grey photocopier scans.

Planted conflicts (listed in ``cases[id]["expected_conflicts"]``): an inflated payslip against the salary
certificate, a CIN with one digit changed, an employment certificate from another employer (name and CNSS
number), and a hire date that differs between the payslip and the employment certificate.

``python -m bench.families.blind_g._selftest`` builds the family into a temporary folder and checks it.
"""

from __future__ import annotations

import datetime as dt
import random
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
from PIL import Image

from . import _bank, _data, _degrade, _ids, _svg, _work

ENGINE = "svg + rsvg-convert (librsvg/cairo/pango)"

# Composition of the 20 cases; the seed shuffles which case id gets which, and everything inside.
PLAN = [
    {"docs": ["cin_front", "payslip", "payslip", "salary_certificate"], "conflict": "inflated_pay"},
    {"docs": ["cin_front", "cin_back", "employment_certificate", "bank_statement"]},
    {"docs": ["passport", "payslip", "rib"]},
    {"docs": ["cin_back", "payslip", "cnss_certificate", "bank_statement"], "negative": True},
    {"docs": ["cin_front", "employment_certificate", "salary_certificate", "payslip"], "conflict": "cin_digit"},
    {"docs": ["payslip", "employment_certificate", "bank_statement", "rib"], "conflict": "other_employer"},
    {"docs": ["cin_front", "cin_back", "payslip"]},
    {"docs": ["passport", "employment_certificate", "cnss_certificate"]},
    {"docs": ["payslip", "payslip", "salary_certificate", "bank_statement"]},
    {"docs": ["cin_back", "rib", "bank_statement"], "negative": True},
    {"docs": ["cin_front", "payslip", "employment_certificate"], "conflict": "hire_date"},
    {"docs": ["passport", "salary_certificate", "rib"]},
    {"docs": ["cin_back", "payslip", "cnss_certificate"]},
    {"docs": ["cin_front", "payslip", "bank_statement", "rib"]},
    {"docs": ["payslip", "employment_certificate", "salary_certificate"]},
    {"docs": ["cin_front", "cin_back", "cnss_certificate"]},
    {"docs": ["passport", "payslip", "bank_statement"], "negative": True},
    {"docs": ["cin_back", "employment_certificate", "salary_certificate"]},
    {"docs": ["cin_front", "payslip", "rib"]},
    {"docs": ["payslip", "bank_statement"]},
]
CONFLICT_FIELDS = {
    "inflated_pay": ["gross_salary", "net_salary"],
    "cin_digit": ["cin"],
    "other_employer": ["employer", "employer_cnss"],
    "hire_date": ["hire_date"],
}
ID_TYPES = {"cin_front", "cin_back", "passport"}
JOB_TYPES = {"payslip", "employment_certificate", "salary_certificate", "cnss_certificate"}
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end"}


def _norm(field: str, v):
    if isinstance(v, str):
        v = " ".join(v.split())
        if field in ("applicant_name", "account_holder"):
            v = v.casefold()
    return v


def conflicts_of(docs: list[dict]) -> list[str]:
    """Fields whose labelled values differ between two documents of one case."""
    seen: dict[str, set] = {}
    for d in docs:
        for k, v in d["labels"].items():
            if k not in NEVER_CONFLICT:
                seen.setdefault(k, set()).add(_norm(k, v))
    return sorted(k for k, vs in seen.items() if len(vs) > 1)


def _assign_conditions(rng: random.Random, entries: list[tuple[str, str, int]]) -> list[str]:
    ids = [i for i, e in enumerate(entries) if e[1] in ID_TYPES]
    others = [i for i, e in enumerate(entries) if e[1] not in ID_TYPES]
    total = len(entries)
    n_bd = round(total / 3)
    rest = total - n_bd
    n_clean = rest // 2
    cond = [""] * total
    rng.shuffle(ids)
    rng.shuffle(others)
    id_clean = len(ids) // 2 + rng.randint(0, len(ids) % 2)
    for k, i in enumerate(ids):
        cond[i] = "clean" if k < id_clean else "degraded"
    o_clean = n_clean - id_clean
    for k, i in enumerate(others):
        cond[i] = "born_digital" if k < n_bd else ("clean" if k < n_bd + o_clean else "degraded")
    return cond


def _alter_digit(rng: random.Random, cin: str) -> str:
    pos = [i for i, c in enumerate(cin) if c.isdigit()][-rng.randint(1, 3)]
    d = int(cin[pos])
    nd = (d + rng.choice([1, 2, 3, 5, 7])) % 10
    return cin[:pos] + str(nd) + cin[pos + 1 :]


def _make_docs(seed: int):
    rng = random.Random(f"blind_g/{seed}")
    ref = dt.date(2025, 4, 3) + dt.timedelta(days=rng.randint(0, 45))  # when the applications are filed
    employers = _data.make_employers(rng)
    plan = list(PLAN)
    rng.shuffle(plan)
    used: set = set()
    cases = []
    for n, spec in enumerate(plan, start=1):
        cid = f"c{n:02d}"
        crng = random.Random(f"blind_g/{seed}/{cid}")
        p = _data.make_person(crng, used, ref)
        types = spec["docs"]
        if JOB_TYPES & set(types):
            _data.attach_job(crng, p, crng.choice(employers), ref)
            last_month = (ref.replace(day=1) - dt.timedelta(days=1)).replace(day=1)
            bonus = float(crng.choice([0, 0, 0, 250, 500, 800, 1200]))
            p.extra["pay"] = _data.payroll(
                p.base_salary, p.hire_date, last_month, p.dependants, bonus, cimr=crng.random() < 0.35
            )
        if {"bank_statement", "rib"} & set(types) or crng.random() < 0.5:
            _data.attach_bank(crng, p, crng.choice(_data.BANKS))
        conflict = spec.get("conflict")
        docs: list[_data.Doc] = []
        n_pay = 0
        for k, t in enumerate(types):
            drng = random.Random(f"blind_g/{seed}/{cid}/{k}")
            opts: dict = {}
            if t == "payslip":
                n_pay += 1
                month = ref.month - n_pay
                year = ref.year + (month - 1) // 12
                month = (month - 1) % 12 + 1
                if conflict == "inflated_pay" and n_pay == 2:
                    opts["pay"] = _data.payroll(
                        round(p.base_salary * drng.uniform(1.28, 1.45), -1),
                        p.hire_date,
                        dt.date(year, month, 1),
                        p.dependants,
                        p.extra["pay"]["bonus"],
                        cimr=p.extra["pay"]["cimr"] > 0,
                    )
                if conflict == "other_employer":
                    opts["show"] = {"employer_cnss": True}
                if conflict == "hire_date":
                    opts["show"] = {"hire_date": True}
                docs.append(_work.payslip(drng, p, year, month, opts))
            elif t == "employment_certificate":
                when = ref - dt.timedelta(days=drng.randint(2, 20))
                if conflict == "other_employer":
                    opts["employer"] = next(e for e in employers[::-1] if e is not p.employer)
                    opts["cnss_where"] = "text"
                    opts["variant"] = "letter"
                if conflict == "hire_date":
                    opts["hire_date"] = dt.date(
                        p.hire_date.year - drng.randint(1, 3), p.hire_date.month, min(p.hire_date.day, 28)
                    )
                docs.append(_work.employment_certificate(drng, p, when, opts))
            elif t == "salary_certificate":
                when = ref - dt.timedelta(days=drng.randint(2, 20))
                if conflict == "cin_digit":
                    opts["cin"] = _alter_digit(drng, p.cin)
                docs.append(_work.salary_certificate(drng, p, when, opts))
            elif t == "cnss_certificate":
                docs.append(_work.cnss_certificate(drng, p, ref - dt.timedelta(days=drng.randint(2, 25)), opts))
            elif t == "bank_statement":
                m = ref.month - 1 or 12
                y = ref.year if ref.month > 1 else ref.year - 1
                opts["negative"] = bool(spec.get("negative"))
                docs.append(_bank.bank_statement(drng, p, y, m, opts))
            elif t == "rib":
                docs.append(_bank.rib_doc(drng, p, ref - dt.timedelta(days=drng.randint(1, 30)), opts))
            elif t == "cin_front":
                docs.append(_ids.cin_front(drng, p, opts))
            elif t == "cin_back":
                docs.append(_ids.cin_back(drng, p, opts))
            elif t == "passport":
                docs.append(_ids.passport(drng, p, opts))
        cases.append((cid, p, spec, docs))
    return rng, cases


def _render(
    doc: _data.Doc, cond: str, out_dir: Path, stem: str, rng: random.Random, nrng: np.random.Generator, fmt_hint: str
) -> tuple[str, str]:
    if cond == "born_digital":
        name = stem + ".pdf"
        _svg.render_pdf(doc.pages, out_dir / name)
        return name, "application/pdf"
    page = doc.pages[0]
    if doc.kind in ("card", "passport"):
        dpi = 300 if cond == "clean" else rng.choice([420, 480])
        img = _svg.render_png(page, dpi)
        radius = int((9 if doc.kind == "card" else 2) * dpi / 72)
        item = _degrade.rounded_alpha(img, radius)
        if cond == "clean":
            out = _degrade.scanner_bed(item, nrng, margin=int(0.25 * dpi))
            ext = rng.choice(["png", "jpg"])
            return _save(out, out_dir, stem, ext, dpi, quality=92)
        w = rng.choice([1600, 1800, 2000])
        size = (w, int(w * 0.75)) if rng.random() < 0.7 else (int(w * 0.75), w)
        out = _degrade.photo(
            item,
            nrng,
            size,
            fill=rng.uniform(0.62, 0.78),
            bg_kind=rng.choice(["wood", "fabric", "laminate", "granite"]),
            blur=rng.uniform(0.5, 1.0),
            noise=rng.uniform(3, 6),
        )
        ext = "webp" if fmt_hint == "webp" else "jpg"
        return _save(out, out_dir, stem, ext, 0, quality=int(rng.uniform(62, 80)))
    if cond == "clean":
        dpi = rng.choice([200, 240, 300])
        img = _svg.render_png(page, dpi)
        ext = fmt_hint or rng.choice(["png", "jpg", "pdf"])
        out = _degrade.clean_page(img, nrng, tone=ext != "png")
        if ext == "tif":
            out = out.convert("L")
        return _save(out, out_dir, stem, ext, dpi, quality=90)
    # degraded A4 paper
    if rng.random() < 0.6 or fmt_hint == "webp":
        img = _svg.render_png(page, 200)
        w = rng.choice([1800, 2000, 2250])
        out = _degrade.photo(
            img,
            nrng,
            (w, int(w * 4 / 3)),
            fill=rng.uniform(0.86, 0.93),
            bg_kind=rng.choice(["wood", "laminate", "granite", "fabric"]),
            blur=rng.uniform(0.6, 1.1),
            noise=rng.uniform(3, 6.5),
        )
        ext = "webp" if fmt_hint == "webp" else "jpg"
        return _save(out, out_dir, stem, ext, 0, quality=int(rng.uniform(58, 74)))
    dpi = rng.choice([150, 160, 180])
    img = _svg.render_png(page, dpi)
    out = _degrade.poor_scan(img, nrng, blur=rng.uniform(0.4, 0.8), grey=rng.random() < 0.7)
    ext = rng.choice(["jpg", "png"])
    return _save(out, out_dir, stem, ext, dpi, quality=int(rng.uniform(50, 65)))


MIME = {"png": "image/png", "jpg": "image/jpeg", "tif": "image/tiff", "webp": "image/webp", "pdf": "application/pdf"}


def _save(img: Image.Image, out_dir: Path, stem: str, ext: str, dpi: int, quality: int) -> tuple[str, str]:
    name = f"{stem}.{ext}"
    path = out_dir / name
    kw: dict = {"dpi": (dpi, dpi)} if dpi else {}
    if ext == "png":
        img.save(path, optimize=False, **kw)
    elif ext == "jpg":
        img.convert("RGB").save(path, quality=quality, subsampling=2 if quality < 85 else 0, **kw)
    elif ext == "tif":
        img.save(path, compression="tiff_lzw", **kw)
    elif ext == "webp":
        img.save(path, quality=quality, method=4)
    elif ext == "pdf":  # an image-only PDF, as a scanner's "scan to PDF" gives
        img.convert("RGB").save(
            path,
            "PDF",
            resolution=float(dpi or 200),
            quality=quality,
            title="Scan",
            creator="Scanner",
            creationDate=time.gmtime(_svg.PDF_EPOCH),
            modDate=time.gmtime(_svg.PDF_EPOCH),
        )
    else:
        raise ValueError(ext)
    return name, MIME[ext]


def _build(out_dir: Path, seed: int = 0):
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng, cases = _make_docs(seed)
    entries = [(cid, d.doc_type, k) for cid, _, _, docs in cases for k, d in enumerate(docs)]
    conds = _assign_conditions(rng, entries)
    # one TIFF among the clean papers, one WebP among the degraded ones
    hints = [""] * len(entries)
    clean_a4 = [i for i, e in enumerate(entries) if conds[i] == "clean" and e[1] not in ID_TYPES]
    degr = [i for i, e in enumerate(entries) if conds[i] == "degraded"]
    if clean_a4:
        hints[rng.choice(clean_a4)] = "tif"
    if degr:
        hints[rng.choice(degr)] = "webp"
    tasks = []
    i = 0
    for cid, _p, _spec, docs in cases:
        counts: dict[str, int] = {}
        for d in docs:
            counts[d.doc_type] = counts.get(d.doc_type, 0) + 1
        seen: dict[str, int] = {}
        for d in docs:
            seen[d.doc_type] = seen.get(d.doc_type, 0) + 1
            suffix = f"-{seen[d.doc_type]}" if counts[d.doc_type] > 1 else ""
            stem = f"{cid}-{d.doc_type.replace('_', '-')}{suffix}-{conds[i].replace('_', '-')}"
            tasks.append((cid, d, conds[i], stem, hints[i]))
            i += 1

    def work(task):
        _cid, d, cond, stem, hint = task
        rrng = random.Random(f"blind_g/{seed}/render/{stem}")
        nrng = np.random.default_rng([seed, *stem.encode()])
        return _render(d, cond, out_dir, stem, rrng, nrng, hint)

    # rsvg-convert, numpy and Pillow release the GIL: two threads keep both cores busy
    with ThreadPoolExecutor(max_workers=2) as pool:
        rendered = list(pool.map(work, tasks))
    documents, extra = [], []
    by_case: dict[str, list] = {}
    for (cid, d, cond, _stem, _hint), (name, mime) in zip(tasks, rendered, strict=True):
        entry = {
            "file": name,
            "mime": mime,
            "case_id": cid,
            "document_type": d.doc_type,
            "condition": cond,
            "labels": dict(d.labels),
        }
        documents.append(entry)
        extra.append((entry, d))
        by_case.setdefault(cid, []).append(entry)
    case_out = {}
    for cid, _p, spec, _docs in cases:
        found = conflicts_of(by_case[cid])
        planted = sorted(CONFLICT_FIELDS.get(spec.get("conflict"), []))
        if found != planted:
            raise AssertionError(f"{cid}: labels conflict on {found}, planted {planted}")
        case_out[cid] = {"expected_conflicts": planted}
    return {"documents": documents, "cases": case_out}, extra


def build(out_dir: Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    result, _ = _build(out_dir, seed)
    return result
