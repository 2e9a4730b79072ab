"""blind_r: Moroccan lending documents drawn with Apache PDFBox from Java, rasterised by PDFBox's renderer."""

from __future__ import annotations

import datetime as dt
import pathlib
import random
import shutil
import subprocess
import tempfile
from types import SimpleNamespace as NS

import numpy as np
from PIL import Image

from . import data as m
from . import layouts as L
from .cases import APPLICANTS, BANKS, CITY_CODE, EMPLOYERS
from .wear import face, fax, low_scan, phone_photo, photocopy

ENGINE = "Apache PDFBox 2 (Java): content streams; PDFRenderer rasters worn with Pillow/numpy"

HERE = pathlib.Path(__file__).resolve().parent
JARS = ["/usr/share/java/pdfbox2.jar", "/usr/share/java/fontbox2.jar", "/usr/share/java/commons-logging.jar"]
COND = ["born_digital", "clean", "degraded"]
FIXED = dt.datetime(2025, 7, 1, 9, 0, 0).timetuple()


def _case(a: dict, idx: int) -> NS:
    v = NS(**a)
    v.E = EMPLOYERS[v.emp]
    v.B = BANKS[v.bank]
    v.holder = f"{v.given} {v.family}"
    style = idx % 3
    civ = "M." if v.sex == "M" else "Mme"
    v.holder_print = [
        f"{civ} {v.given.upper()} {v.family}",
        f"{v.family} {v.given.upper()}",
        f"{civ} {v.given} {L.cap(v.family)}",
    ][style]
    addr = getattr(v, "addr", None) or ["RESIDENCE PALMERAIE 3 APPT 14", "MARRAKECH"]
    v.holder_addr = [L.cap(x) for x in addr]
    v.rib = m.make_rib(v.B.code, CITY_CODE[v.city], v.account)
    v.aff = v.hire - dt.timedelta(days=int(v.cnss_no) % 400)
    return v


def _with(v: NS, over: dict) -> NS:
    w = NS(**vars(v))
    for k, val in over.items():
        if k == "emp":
            w.E = EMPLOYERS[val]
        else:
            setattr(w, k, val)
    return w


def plan(seed: int = 0) -> list[dict]:
    """Every document: its page, labels and how it is to be rendered. Deterministic for a seed."""
    rng = random.Random(seed * 7919 + 17)
    docs: list[dict] = []
    for idx, a in enumerate(APPLICANTS):
        v = _case(a, idx)
        cid = v.id
        conflict_type, over = getattr(v, "conflict", (None, {}))
        items: list[tuple[str, object]] = []
        if getattr(v, "foreign", None):
            items += [("id_card", None), ("residence_permit", None)]
        else:
            items += [("cin_front", None), ("cin_back", None)]
        for y, mo in v.months:
            items.append(("payslip", (y, mo)))
        items.append(("employment_certificate", None))
        for e in v.extra:
            items.append((e, None))
        nst = getattr(v, "statements", 1)
        ly, lm = v.months[-1]
        for k in range(nst):
            mo, yy = lm - (nst - 1 - k), ly
            if mo < 1:
                mo, yy = mo + 12, yy - 1
            items.append(("bank_statement", (yy, mo, k)))
        items.append(("rib", None))
        when = L.last_day(ly, lm) + dt.timedelta(days=3 + idx % 5)
        seen: dict[str, int] = {}
        opening = round(rng.uniform(900, 14000), 2)
        for j, (kind, arg) in enumerate(items):
            dtype = "other" if kind.startswith("other") else kind
            seen[dtype] = seen.get(dtype, 0) + 1
            w = v
            if dtype == conflict_type and (seen[dtype] == 2 if dtype == "payslip" else seen[dtype] == 1):
                w = _with(v, over)
            photo = f"face-{cid}.png"
            if kind == "cin_front":
                page, lab = L.cin_front(w, photo)
            elif kind == "cin_back":
                page, lab = L.cin_back(w)
            elif kind == "passport":
                page, lab = L.passport(w, photo)
            elif kind == "id_card":
                page, lab = L.id_card_sen(w, photo)
            elif kind == "residence_permit":
                page, lab = L.residence_permit(w, photo)
            elif kind == "payslip":
                page, lab = L.payslip(w, arg[0], arg[1], rng)
            elif kind == "employment_certificate":
                page, lab = L.employment_certificate(w, when, rng)
            elif kind == "salary_certificate":
                page, lab = L.salary_certificate(w, when, rng)
            elif kind == "cnss_certificate":
                page, lab = L.cnss_certificate(w, when, rng, idx % 2)
            elif kind == "bank_statement":
                yy, mo, k = arg
                start, end = dt.date(yy, mo, 1), L.last_day(yy, mo)
                pay = m.payslip_lines(v.base, v.primes, v.cimr, v.children)
                over_d = getattr(v, "overdrawn", False) and k == 0
                if over_d:
                    opening = -round(rng.uniform(400, 2500), 2)
                tx = m.statement(rng, start, end, opening, pay["net"], v.E.name.upper(), over_d)
                if over_d and idx % 2 == 0:
                    bal = opening + sum(t[2] for t in tx)
                    if bal >= 0:
                        tx.append((end, "VIREMENT EMIS LOYER", -round(bal + rng.uniform(300, 1500), 2)))
                tx = [(d, lbl, round(x, 2)) for d, lbl, x in tx]
                page, lab = L.bank_statement(w, start, end, opening, tx, rng)
                opening = lab["closing_balance"]
                arg = (start, end, tx)
            elif kind == "rib":
                page, lab = L.rib_doc(w, idx % 2, when)
            elif kind == "other_bill":
                page, lab = L.utility_bill(w, when - dt.timedelta(days=20))
            elif kind == "other_lease":
                page, lab = L.lease(w, dt.date(2024, 9, 1))
            else:
                raise ValueError(kind)
            condition = COND[(j + idx) % 3]
            docs.append(
                dict(
                    case_id=cid,
                    document_type=dtype,
                    condition=condition,
                    page=page,
                    labels=lab,
                    stem=f"{cid}-d{j + 1:02d}",
                    card=dtype in ("cin_front", "cin_back", "passport", "id_card", "residence_permit"),
                    tx=arg if kind == "bank_statement" else None,
                    female=v.sex == "F",
                    n=len(docs),
                )
            )
    return docs


def cases_conflicts() -> dict:
    return {a["id"]: {"expected_conflicts": sorted(a.get("conflicts", []))} for a in APPLICANTS}


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs = plan(seed)
    wrng = random.Random(seed * 104729 + 3)
    with tempfile.TemporaryDirectory(prefix="blind_r-") as tmp:
        t = pathlib.Path(tmp)
        for i, a in enumerate(APPLICANTS):
            face(str(t / f"face-{a['id']}.png"), seed * 1000 + i, a["sex"] == "F")
        specs = []
        for d in docs:
            d["mode"] = "pdf" if d["condition"] == "born_digital" else "img"
            if d["condition"] == "clean":
                d["dpi"] = 500 if d["card"] else (300 if d["n"] % 2 else 220)
            elif d["condition"] == "degraded":
                d["wear"] = "card" if d["card"] else ["photo", "fax", "photocopy", "lowres"][d["n"] % 4]
                d["dpi"] = 400 if d["card"] else {"photo": 200, "fax": 200, "photocopy": 200, "lowres": 150}[d["wear"]]
            else:
                d["dpi"] = 72
            colour = "gray" if d.get("wear") in ("fax", "photocopy") else "rgb"
            specs.append(d["page"].spec(d["stem"], d["mode"], d["dpi"], colour).replace("\tface-", f"\t{t}/face-"))
        (t / "spec.txt").write_text("\n".join(specs) + "\n", encoding="utf-8")
        subprocess.run(
            [
                "java",
                "-Djava.awt.headless=true",
                "-cp",
                ":".join(JARS),
                str(HERE / "Render.java"),
                str(t / "spec.txt"),
                str(t),
            ],
            check=True,
            capture_output=True,
        )
        out_docs = []
        for d in docs:
            stem = d["stem"]
            nrng = np.random.default_rng(seed * 1000 + d["n"])
            if d["mode"] == "pdf":
                name, mime = stem + ".pdf", "application/pdf"
                shutil.copyfile(t / name, out_dir / name)
            else:
                img = Image.open(t / f"{stem}.png")
                img.load()
                if d["condition"] == "clean":
                    kind = ["png", "jpg", "pdf"][d["n"] % 3]
                else:
                    wear = d["wear"]
                    if wear in ("photo", "card"):
                        img = phone_photo(img, wrng, nrng, card=wear == "card")
                        kind = "jpg"
                    elif wear == "fax":
                        img = fax(img, wrng, nrng)
                        kind = ["png", "pdf"][(d["n"] // 4) % 2]
                    elif wear == "photocopy":
                        img = photocopy(img, wrng, nrng)
                        kind = ["jpg", "pdf"][(d["n"] // 4) % 2]
                    else:
                        img = low_scan(img, wrng, nrng)
                        kind = "jpg"
                name = f"{stem}.{kind}"
                if kind == "png":
                    img.save(out_dir / name, optimize=False)
                    mime = "image/png"
                elif kind == "jpg":
                    img.convert("RGB" if img.mode != "L" else "L").save(
                        out_dir / name, quality=90 if d["condition"] == "clean" else 72
                    )
                    mime = "image/jpeg"
                else:
                    img.convert("RGB" if img.mode != "L" else "L").save(
                        out_dir / name, "PDF", resolution=float(d["dpi"]), title=stem, creationDate=FIXED, modDate=FIXED
                    )
                    mime = "application/pdf"
            out_docs.append(
                {
                    "file": name,
                    "mime": mime,
                    "case_id": d["case_id"],
                    "document_type": d["document_type"],
                    "condition": d["condition"],
                    "labels": d["labels"],
                }
            )
    return {"documents": out_docs, "cases": cases_conflicts()}
