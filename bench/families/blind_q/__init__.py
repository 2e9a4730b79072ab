"""blind_q: Moroccan lending documents drawn on Skia canvases (skia-python).

Born-digital PDFs come from Skia's PDF backend (fonts embedded, a real text layer); clean scans and worn copies
(phone photos, photocopies, faxes, cheap scans, cards on a desk) from Skia's CPU rasteriser, worn with Skia's own
filters and matrices and with Pillow/numpy.
"""

from __future__ import annotations

import datetime as dt
import json
import pathlib
import random

import numpy as np
import skia

from . import bank, cards, papers, render
from .data import OTHER_EMPLOYER, cases, payroll, seniority_rate
from .util import last_day, make_rib

ENGINE = "skia (skia-python: PDF backend and CPU rasteriser)"

A4 = (595.0, 842.0)
SLIP_TITLES = {
    "grid": ["BULLETIN DE PAIE", "BULLETIN DE SALAIRE"],
    "plain": ["Bulletin de salaire", "Fiche de paie"],
    "public": ["BULLETIN DE PAIE", "ÉTAT DE SALAIRE"],
    "english": ["Payslip", "Payslip"],
    "modern": ["Fiche de paie", "Bulletin de paie"],
}
CONFLICTS = {
    "employer": ["employer", "employer_cnss"],
    "salary": ["gross_salary", "net_salary"],
    "cin": ["cin"],
    "hire_date": ["hire_date"],
    "rib": ["rib"],
}
OTHER_CIN = "D601447"
OVERDRAWN = {"c06", "c09", "c13"}
OTHERS = {"c03": "bill", "c06": "lease", "c09": "lease", "c14": "bill"}


def _variant(rnd: random.Random) -> dict:
    return {
        "name": rnd.choice(["gs", "sg", "civ", "civsg"]),
        "date": rnd.choice(["slash", "dash", "long", "dot"]),
        "amt": rnd.choice(["fr", "fr", "dot", "en"]),
        "dob": rnd.random() < 0.4,
    }


def _plan(seed: int) -> tuple[list[dict], dict]:
    """Every document: its case, type, page size, drawing function and labels (filled when drawn)."""
    rnd = random.Random(seed * 7919 + 17)
    specs: list[dict] = []
    conflicts: dict = {}
    for case in cases():
        cid = case.cid
        conflicts[cid] = {"expected_conflicts": sorted(CONFLICTS.get(case.conflict, []))}
        emp = case.emp
        first = dt.date(*case.months[0], 1)
        pay = payroll(case.base, case.primes, case.dependants, seniority_rate(case.hire, first))
        last = last_day(*case.months[-1])
        issued = last + dt.timedelta(days=rnd.randint(3, 20))
        crnd = random.Random(seed * 1000 + int(cid[1:]))

        def add(doc_type, fn, size=A4, face=emp.face, kind="page", _cid=cid, _rnd=crnd, **kw):
            specs.append(
                {
                    "case": _cid,
                    "type": doc_type,
                    "fn": fn,
                    "size": size,
                    "face": face,
                    "kind": kind,
                    "v": {**_variant(_rnd), **kw},
                }
            )

        if case.foreign and case.foreign["nat"] == "SEN":
            add("residence_permit", lambda pg, v, c=case: cards.permit_sheet(pg, c, v), face="lsans")
        else:
            add(
                "cin_front",
                lambda pg, v, c=case: cards.cnie_front(pg, c, v),
                (cards.CARD_W, cards.CARD_H),
                "lsans",
                "card",
            )
            add(
                "cin_back",
                lambda pg, v, c=case: cards.cnie_back(pg, c, v),
                (cards.CARD_W, cards.CARD_H),
                "lsans",
                "card",
                show_no=crnd.random() < 0.5,
            )
        if case.passport or (case.foreign and "passport" in case.foreign):
            add(
                "passport",
                lambda pg, v, c=case: cards.passport_page(pg, c, v),
                (cards.PASS_W, cards.PASS_H),
                "lsans",
                "card",
            )
        if case.foreign and "idcard" in case.foreign:
            add("id_card", lambda pg, v, c=case: cards.french_id(pg, c, v), face="lsans")
        titles = SLIP_TITLES[emp.slip]
        for i, period in enumerate(case.months):
            cin = case.p.cin
            if case.conflict == "cin" and i == 1:
                cin = OTHER_CIN
            add(
                "payslip",
                lambda pg, v, c=case, p=period, k=cin, py=pay: papers.payslip(pg, c, v, py, p, k, c.emp),
                title=titles[(i + int(cid[1:])) % 2],
            )
        cert_emp = OTHER_EMPLOYER if case.conflict == "employer" else emp
        hire = case.hire.replace(year=case.hire.year + 2) if case.conflict == "hire_date" else case.hire
        add(
            "employment_certificate",
            lambda pg, v, c=case, e=cert_emp, h=hire, d=issued: papers.employment_certificate(pg, c, v, e, h, d),
            face=cert_emp.face,
            certificat=crnd.random() < 0.4,
        )
        if "salary_certificate" in case.extras:
            spay = (
                payroll(round(case.base * 1.55, -2), case.primes, case.dependants, seniority_rate(case.hire, first))
                if case.conflict == "salary"
                else pay
            )
            add(
                "salary_certificate",
                lambda pg, v, c=case, sp=spay, d=issued: papers.salary_certificate(pg, c, v, c.emp, sp, d),
                table=crnd.random() < 0.5,
            )
        if "cnss_certificate" in case.extras:
            aff = dt.date(case.hire.year - crnd.randint(0, 3), crnd.randint(1, 12), crnd.randint(1, 28))
            aff = min(aff, case.hire)
            add(
                "cnss_certificate",
                lambda pg, v, c=case, a=aff, d=issued: papers.cnss_certificate(pg, c, v, c.emp, a, d),
                face="lsans",
                immat=crnd.random() < 0.6,
                employer=crnd.random() < 0.7,
            )
        if "rib" in case.extras:
            add(
                "rib",
                lambda pg, v, c=case, d=issued: bank.rib_doc(pg, c, v, d),
                face=case.bank.face,
                attest=crnd.random() < 0.4,
                upper=crnd.random() < 0.5,
            )
        if cid in OTHERS:
            fn = papers.utility_bill if OTHERS[cid] == "bill" else papers.lease
            add("other", lambda pg, v, c=case, f=fn, d=issued: f(pg, c, v, d - dt.timedelta(days=200)))
        # statements: consecutive months ending with the last pay month, balances chained
        srnd = random.Random(seed * 31 + int(cid[1:]))
        months = case.months[-case.n_statements :]
        short = " ".join(emp.name.upper().split()[:2]).replace(",", "")
        overdrawn = cid in OVERDRAWN
        balance = round(srnd.uniform(-1800, -200) if cid == "c09" else srnd.uniform(300, 9000), 2)
        for i, period in enumerate(months):
            ops = bank.transactions(srnd, case, period, pay["net"], short, overdrawn and i == len(months) - 1)
            rib = case.rib
            if case.conflict == "rib" and i == len(months) - 1:
                rib = make_rib(case.bank.code, case.city_code, "0104409127380114")
            add(
                "bank_statement",
                lambda pg, v, c=case, o=ops, b=balance, p=period, r=rib: bank.statement(
                    pg, c, v, o, b, p, r, papers.person_name(c, v["name"])
                ),
                face=case.bank.face,
            )
            balance = round(balance + sum(a for _, _, a in ops), 2)
    return specs, conflicts


def _conditions(n: int, seed: int) -> list[str]:
    conds = (["born_digital", "clean", "degraded"] * (n // 3 + 1))[:n]
    random.Random(seed + 4242).shuffle(conds)
    return conds


def _render(spec: dict, cond: str, name: str, rnd: random.Random) -> tuple[str, str, bytes, dict]:
    w, h = spec["size"]
    labels: dict = {}

    def draw(pg):
        labels.clear()
        labels.update(spec["fn"](pg, spec["v"]))

    card = spec["kind"] == "card"
    if cond == "born_digital":
        return name + ".pdf", "application/pdf", render.pdf_bytes(draw, w, h, "Document", spec["face"]), labels
    bg = skia.ColorTRANSPARENT if card else skia.ColorWHITE
    if cond == "clean":
        if card:
            dpi = rnd.choice([300, 400])
            img = render.card_scan(render.raster(draw, w, h, dpi, spec["face"], bg), rnd)
        else:
            dpi = rnd.choice([200, 250, 300])
            img = render.raster(draw, w, h, dpi, spec["face"], bg)
        how = rnd.choice(["png", "jpg", "pdf"])
        if how == "pdf" and not card:
            return name + ".pdf", "application/pdf", render.image_pdf(img, w, h), labels
        if how == "png":
            return name + ".png", "image/png", render.encode(img, "png", dpi=dpi), labels
        return name + ".jpg", "image/jpeg", render.encode(img, "jpg", 92, dpi), labels
    if card:
        img = render.raster(draw, w, h, 420, spec["face"], bg)
        if rnd.random() < 0.7:
            out = render.phone_photo(img, rnd, card=True)
            return name + ".jpg", "image/jpeg", render.encode(out, "jpg", rnd.randint(68, 80), 200), labels
        out = render.photocopy(render.card_scan(img, rnd), rnd)
        return name + ".jpg", "image/jpeg", render.encode(out, "jpg", 75, 300), labels
    wear = rnd.choice(["photo", "photo", "copy", "fax", "scan"])
    if wear == "photo":
        out = render.phone_photo(render.raster(draw, w, h, 170, spec["face"], bg), rnd)
        return name + ".jpg", "image/jpeg", render.encode(out, "jpg", rnd.randint(62, 78), 150), labels
    if wear in ("copy", "fax"):
        out = render.photocopy(
            render.raster(draw, w, h, 200 if wear == "copy" else 150, spec["face"], bg), rnd, fax=wear == "fax"
        )
        if wear == "fax":
            return name + ".png", "image/png", render.encode(out, "png", dpi=150), labels
        return name + ".jpg", "image/jpeg", render.encode(out, "jpg", 70, 200), labels
    out = render.low_scan(render.raster(draw, w, h, 150, spec["face"], bg), rnd)
    if rnd.random() < 0.5:
        return name + ".pdf", "application/pdf", render.image_pdf(out, w, h), labels
    return name + ".jpg", "image/jpeg", render.encode(out, "jpg", 60, 150), labels


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    random.seed(seed)
    np.random.seed(seed)
    specs, conflicts = _plan(seed)
    conds = _conditions(len(specs), seed)
    documents = []
    counters: dict[str, int] = {}
    for spec, cond in zip(specs, conds, strict=False):
        cid = spec["case"]
        counters[cid] = counters.get(cid, 0) + 1
        name = f"{cid}-d{counters[cid]:02d}"
        rnd = random.Random(f"{seed}-{name}")
        fname, mime, data, labels = _render(spec, cond, name, rnd)
        (out_dir / fname).write_bytes(data)
        documents.append(
            {
                "file": fname,
                "mime": mime,
                "case_id": cid,
                "document_type": spec["type"],
                "condition": cond,
                "labels": dict(labels),
            }
        )
    return {"documents": documents, "cases": conflicts}


if __name__ == "__main__":  # pragma: no cover
    import sys

    print(json.dumps(build(pathlib.Path(sys.argv[1])), ensure_ascii=False, indent=1)[:2000])
