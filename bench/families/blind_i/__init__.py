"""blind_i: fourteen Moroccan loan files written as HTML/CSS and printed by Debian's Chromium (through Playwright);
scans and phone photos are the PDFs rasterised with PDFium and worn with Pillow and numpy.

`build(out_dir, seed)` writes about 120 papers into out_dir and returns their manifest (bench/families/README.md).
"""

from __future__ import annotations

import copy
import datetime as dt
import random
from pathlib import Path
from typing import Any

import numpy as np

from . import data, docs_bank, docs_cards, docs_letters, docs_pay, ids, render
from .data import Doc

ENGINE = "chromium html/css (Playwright driving Debian's /usr/bin/chromium; scans rasterised with pypdfium2, worn with Pillow/numpy)"

CARD_TYPES = ("cin_front", "cin_back", "passport")

EMP_LAYOUT = {
    "c01": "prose_nous",
    "c02": "modern",
    "c03": "prose_je",
    "c04": "bilingual_ar",
    "c06": "form",
    "c07": "modern",
    "c08": "bilingual_ar",
    "c09": "form",
    "c10": "prose_je",
    "c11": "prose_nous",
    "c12": "form",
    "c14": "prose_je",
}
SAL_LAYOUT = {
    "c01": "prose_words",
    "c03": "table3",
    "c04": "bilingual_ar",
    "c05": "form",
    "c06": "prose_words",
    "c07": "table3",
    "c08": "bilingual_ar",
    "c09": "form",
    "c11": "prose_words",
    "c12": "table3",
    "c13": "form",
    "c14": "prose_words",
}
CNSS_LAYOUT = {
    "c01": "immat_boxes",
    "c02": "portal",
    "c03": "affiliation_prose",
    "c05": "immat_boxes",
    "c06": "portal",
    "c07": "affiliation_prose",
    "c08": "immat_boxes",
    "c09": "portal",
    "c10": "immat_person",
    "c11": "affiliation_prose",
    "c12": "immat_person",
    "c13": "portal",
}
STMT_LAYOUT = {
    "c01": "columns",
    "c02": "english",
    "c03": "running",
    "c04": "columns",
    "c05": "cards",
    "c06": "mainframe",
    "c07": "running",
    "c08": "columns",
    "c10": "cards",
    "c11": "english",
    "c12": "running",
    "c13": "mainframe",
    "c14": "cards",
}
RIB_LAYOUT = {
    "c01": "slips",
    "c02": "online",
    "c03": "attestation",
    "c04": "bilingual",
    "c05": "slips",
    "c07": "online",
    "c08": "attestation",
    "c09": "bilingual",
    "c10": "slips",
    "c11": "attestation",
    "c12": "online",
    "c14": "bilingual",
}
HOLDER_STYLE = ["t_SURNAME_GIVEN", "t_GIVEN_SURNAME", "Given Surname", "SURNAME Given", "MOUMME"]

DIGITAL = {"bilingual_en", "portal", "online", "english", "cards", "modern", "interim"}
PRINTED = {"dotmatrix", "mainframe", "stipend"}


def _rng(*parts: object) -> random.Random:
    return random.Random("/".join(str(p) for p in ("blind_i", *parts)))


def _nprng(*parts: object) -> np.random.Generator:
    return np.random.default_rng(_rng("np", *parts).getrandbits(64))


def _apply_conflict(case: dict[str, Any], doc: Doc, r: random.Random) -> None:
    cid, v = case["case_id"], doc.v
    if cid == "c03" and doc.document_type == "salary_certificate":
        f = r.uniform(1.28, 1.42)
        pay = copy.deepcopy(v["pay"])
        pay["gains"] = [(a, b, c, data._r2(d * f)) for a, b, c, d in pay["gains"]]
        pay["gross"] = data._r2(sum(g[3] for g in pay["gains"]))
        pay["net"] = data._r2(pay["net"] * f)
        v["pay"] = pay
    elif cid == "c06" and doc.document_type == "employment_certificate":
        emp = dict(data.EMPLOYERS["nova"])
        emp.update(
            key="nova",
            cnss=data._digits(r, 7),
            rc=str(r.randint(10000, 599999)),
            if_=data._digits(r, 8),
            ice="00" + data._digits(r, 13),
            patente=data._digits(r, 8),
        )
        v["emp"] = emp
    elif cid == "c08" and doc.document_type == "payslip" and doc.index == 1:
        other = v["cin"]
        while other == v["cin"]:
            other = v["cin"][0] + data._digits(r, 6)
        v["cin"] = other
    elif cid == "c11" and doc.document_type == "employment_certificate":
        v["hire"] = v["hire"] - dt.timedelta(days=r.randint(400, 900))
    elif cid == "c14" and doc.document_type == "rib":
        v.update(holder_given="Anas", holder_surname="Belkadi", holder_sex="M")
        bank = v["bank"]
        v["rib"] = ids.make_rib(bank["code"], v["rib"][3:6], data._digits(r, 16, first_nonzero=False))


def plan_documents(seed: int) -> list[Doc]:
    docs: list[Doc] = []
    for case in data.make_cases(seed):
        cid = case["case_id"]
        base = case["v"]
        hr = _rng(seed, cid, "holder")
        base["holder_style"] = hr.choice(HOLDER_STYLE)
        for dtype, count in data.PLANS[cid]:
            for k in range(count):
                v = copy.deepcopy(base)
                doc = Doc(case_id=cid, document_type=dtype, index=k, v=v)
                if dtype == "payslip":
                    v["pay_month"] = base["pay_months"][k]
                    doc.layout = data.PAYSLIP_LAYOUT[cid]
                elif dtype == "employment_certificate":
                    doc.layout = EMP_LAYOUT[cid]
                elif dtype == "salary_certificate":
                    doc.layout = SAL_LAYOUT[cid]
                elif dtype == "cnss_certificate":
                    doc.layout = CNSS_LAYOUT[cid]
                elif dtype == "bank_statement":
                    doc.layout = STMT_LAYOUT[cid]
                elif dtype == "rib":
                    doc.layout = RIB_LAYOUT[cid]
                elif dtype == "cin_front":
                    doc.layout = "v2020" if int(cid[1:]) % 3 else "v2008"
                elif dtype == "cin_back":
                    doc.layout = ["label", "nolabel", "blue"][(int(cid[1:]) + k) % 3]
                elif dtype == "passport":
                    doc.layout = "a" if int(cid[1:]) % 2 else "b"
                if cid in data.CONFLICTS:
                    _apply_conflict(case, doc, _rng(seed, cid, "conflict", dtype, k))
                docs.append(doc)
    _assign_conditions(docs, seed)
    return docs


def _assign_conditions(docs: list[Doc], seed: int) -> None:
    r = _rng(seed, "conditions")
    cards = [d for d in docs if d.document_type in CARD_TYPES]
    pages = [d for d in docs if d.document_type not in CARD_TYPES]
    order = list(range(len(cards)))
    r.shuffle(order)
    for rank, i in enumerate(order):
        cards[i].condition = "clean" if rank % 2 == 0 else "degraded"
    c04_backs = [d for d in cards if d.case_id == "c04" and d.document_type == "cin_back"]
    c04_backs[0].condition, c04_backs[1].condition = "clean", "degraded"
    # pages: digital layouts mostly born digital, printed ones never; the rest fill the quotas
    target_bd = round(0.26 * len(docs))
    free = []
    for d in pages:
        if d.layout in DIGITAL and r.random() < 0.8:
            d.condition = "born_digital"
        else:
            free.append(d)
    n_bd = sum(d.condition == "born_digital" for d in pages)
    r.shuffle(free)
    eligible = [d for d in free if d.layout not in PRINTED]
    for d in eligible[: max(0, target_bd - n_bd)]:
        d.condition = "born_digital"
    rest = [d for d in free if not d.condition]
    target_clean = round(0.34 * len(docs)) - sum(d.condition == "clean" for d in cards)
    for i, d in enumerate(rest):
        d.condition = "clean" if i < target_clean else "degraded"
    for d in docs:
        rr = _rng(seed, d.case_id, d.document_type, d.index, "fmt")
        d.seed = rr.getrandbits(32)
        if d.condition == "born_digital":
            d.fmt = "pdf"
        elif d.condition == "clean":
            d.fmt = rr.choices(["png", "jpeg", "pdf", "tiff"], [0.35, 0.3, 0.2, 0.15])[0]
        elif d.document_type in CARD_TYPES:
            d.fmt = rr.choices(["jpeg", "webp"], [0.75, 0.25])[0]
        else:
            d.fmt = rr.choices(["jpeg", "png", "webp", "tiff", "pdf"], [0.5, 0.15, 0.13, 0.1, 0.12])[0]


def _iso(d: dt.date) -> str:
    return d.isoformat()


def labels_for(doc: Doc, shown: set[str]) -> dict[str, Any]:
    v = doc.v
    values: dict[str, Any] = {
        "applicant_name": f"{v['given']} {v['surname']}",
        "cin": v["cin"],
        "date_of_birth": _iso(v["dob"]),
        "place_of_birth": v["pob"],
        "cin_expiry": _iso(v["cin_expiry"]),
        "address": " ".join(v["address"]),
        "mrz_valid": True,
        "nationality": "MAR",
        "issuing_country": "MAR",
        "employer": v["emp"]["legal"],
        "employer_cnss": v["emp"]["cnss"],
        "cnss_number": v["cnss_number"],
        "hire_date": _iso(v["hire"]),
        "contract_type": v["contract"],
        "position": v["position"],
        "gross_salary": float(v["pay"]["gross"]),
        "net_salary": float(v["pay"]["net"]),
        "affiliation_date": _iso(v["affiliation"]),
        "bank_name": v["bank"]["name"],
        "account_holder": f"{v['holder_given']} {v['holder_surname']}",
        "rib": v["rib"],
        "statement_period_start": _iso(v["st_start"]),
        "statement_period_end": _iso(v["st_end"]),
        "opening_balance": float(v["stmt"]["opening"]),
        "closing_balance": float(v["stmt"]["closing"]),
    }
    if doc.document_type == "cin_back":
        values["document_number"] = v["docnum"]
    if doc.document_type == "passport":
        values["document_number"] = v["passport"]["number"]
        values["document_expiry"] = _iso(v["passport"]["expiry"])
    if doc.document_type == "payslip":
        m = v["pay_month"]
        values["pay_period"] = f"{m.year}-{m.month:02d}"
    return {k: values[k] for k in sorted(shown)}


def render_html(doc: Doc) -> tuple[str, set[str], list[str] | None]:
    r = random.Random(doc.seed)
    t = doc.document_type
    if t == "payslip":
        html, shown = docs_pay.LAYOUTS[doc.layout](doc.v, r)
    elif t == "employment_certificate":
        html, shown = docs_letters.EMP_LAYOUTS[doc.layout](doc.v, r)
    elif t == "salary_certificate":
        html, shown = docs_letters.SAL_LAYOUTS[doc.layout](doc.v, r)
    elif t == "cnss_certificate":
        html, shown = docs_letters.CNSS_LAYOUTS[doc.layout](doc.v, r)
    elif t == "bank_statement":
        html, shown = docs_bank.STMT_LAYOUTS[doc.layout](doc.v, r)
    elif t == "rib":
        html, shown = docs_bank.RIB_LAYOUTS[doc.layout](doc.v, r)
    elif t == "cin_front":
        html, shown = docs_cards.cin_front(doc.v, r, doc.layout)
    elif t == "cin_back":
        html, shown, mrz = docs_cards.cin_back(doc.v, r, doc.layout)
        return html, shown, mrz
    elif t == "passport":
        html, shown, mrz = docs_cards.passport(doc.v, r, doc.layout)
        return html, shown, mrz
    else:
        raise ValueError(t)
    return html, shown, None


def _file_name(doc: Doc, docs: list[Doc]) -> str:
    same = [d for d in docs if d.case_id == doc.case_id and d.document_type == doc.document_type]
    n = f"-{doc.index + 1}" if len(same) > 1 else ""
    return f"{doc.case_id}-{doc.document_type}{n}-{doc.condition}.{render.EXT[doc.fmt]}"


def write_document(doc: Doc, pdf: bytes, path: Path) -> None:
    nr = _nprng(doc.seed)
    pr = random.Random(doc.seed ^ 0x5EED)
    if doc.condition == "born_digital":
        path.write_bytes(pdf)
        return
    if doc.document_type in CARD_TYPES:
        radius_mm = 3.2 if doc.document_type != "passport" else 2.0
        if doc.condition == "clean":
            dpi = 300
            card = render.rasterize(pdf, dpi)[0]
            img = render.card_scan(card, nr, margin=int(dpi * 0.16), radius=int(radius_mm / 25.4 * dpi))
            render.save_images([img], doc.fmt, path, dpi, quality=92 if doc.fmt in ("jpeg", "webp") else None)
        else:
            dpi = pr.choice([380, 420, 460])
            card = render.rasterize(pdf, dpi)[0]
            out_w = int(card.size[0] * pr.uniform(1.28, 1.42))
            img = render.phone_photo(card, nr, int(radius_mm / 25.4 * dpi), out_w)
            render.save_images([img], doc.fmt, path, 72, quality=pr.randint(40, 60))
        return
    if doc.condition == "clean":
        dpi = pr.choice([200, 240, 300])
        grey = pr.random() < 0.45
        pages = [render.clean_scan(p, nr, grey) for p in render.rasterize(pdf, dpi)]
        if doc.fmt in ("png", "jpeg", "webp") and len(pages) > 1:
            doc.fmt = "tiff"
            path = path.with_suffix(".tif")
        render.save_images(pages, doc.fmt, path, dpi, quality=90 if doc.fmt == "jpeg" else None)
        return
    dpi = pr.choice([150, 150, 150, 200])
    opts = dict(
        photocopy=pr.random() < 0.4,
        light=pr.uniform(0.08, 0.24) if pr.random() < 0.65 else 0.0,
        angle=pr.choice([-1, 1]) * pr.uniform(0.5, 2.5),
        fill=pr.choice([250, 235, 60]),
        blur=pr.uniform(0.35, 0.75) if dpi == 150 else pr.uniform(0.6, 1.0),
        noise=pr.uniform(3, 9),
    )
    pages = [render.degrade_page(p, nr, opts) for p in render.rasterize(pdf, dpi)]
    q = pr.randint(35, 60)
    if doc.fmt in ("png", "tiff", "pdf") and pr.random() < 0.5:
        pages = [render.jpeg_roundtrip(p, q) for p in pages]
    if doc.fmt in ("png", "jpeg", "webp") and len(pages) > 1:
        doc.fmt = "pdf"
        path = path.with_suffix(".pdf")
    render.save_images(pages, doc.fmt, path, dpi, quality=q if doc.fmt in ("jpeg", "webp", "pdf") else None)


def build(out_dir: Path, seed: int = 0, _sources: dict | None = None) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs = plan_documents(seed)
    entries = []
    with render.Chromium() as chrome:
        for doc in docs:
            html, shown, mrz = render_html(doc)
            pdf = chrome.pdf(html)
            if doc.condition != "born_digital" and doc.fmt in ("png", "jpeg", "webp") and render.pdf_pages(pdf) > 1:
                doc.fmt = "tiff" if doc.condition == "clean" else "pdf"
            name = _file_name(doc, docs)
            write_document(doc, pdf, out_dir / name)
            if _sources is not None:
                _sources[name] = dict(pdf=pdf, mrz=mrz, doc=doc, html=html)
            entries.append(
                dict(
                    file=name,
                    mime=render.MIME[doc.fmt],
                    case_id=doc.case_id,
                    document_type=doc.document_type,
                    condition=doc.condition,
                    labels=labels_for(doc, shown),
                )
            )
    cases = {cid: {"expected_conflicts": sorted(data.CONFLICTS.get(cid, []))} for cid in data.PLANS}
    return {"documents": entries, "cases": cases}
