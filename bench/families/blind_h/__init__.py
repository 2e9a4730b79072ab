"""Blind family h: pages drawn pixel by pixel with Pillow (ImageDraw/ImageFont) and, for born-digital papers,
written as PDF by a small writer of our own (standard Type1 fonts, WinAnsi)."""

from __future__ import annotations

import datetime as dt
import io
import pathlib
import random

from . import _bank, _cards, _cnss, _letters, _payslip
from . import _degrade as dg
from ._ctx import PDF_FAMILIES, RASTER_FAMILIES, Ctx
from ._data import TODAY, build_cases
from ._pay import compute
from ._pdf import PdfWriter

ENGINE = "Pillow ImageDraw/ImageFont pages + own minimal PDF writer"

CONDITION = {"C": "clean", "B": "born_digital", "D": "degraded"}
# fields compared across a case's documents (pay_period and the statement period never conflict; balances and
# the statement's own figures belong to one statement)
COMPARED = [
    "applicant_name",
    "cin",
    "date_of_birth",
    "place_of_birth",
    "cin_expiry",
    "address",
    "employer",
    "employer_cnss",
    "cnss_number",
    "hire_date",
    "contract_type",
    "position",
    "gross_salary",
    "net_salary",
    "affiliation_date",
    "bank_name",
    "account_holder",
    "rib",
    "document_number",
    "nationality",
    "issuing_country",
    "document_expiry",
]
STATEMENT_LAYOUT = {
    "awb": "classic",
    "bmci": "classic",
    "boa": "balance",
    "cdm": "balance",
    "abb": "balance",
    "bp": "mainframe",
    "cam": "mainframe",
    "cih": "summary",
    "sgm": "summary",
    "cfg": "summary",
}
# the regional Banques Populaires print their own way
REGIONAL_LAYOUT = {"157": "summary", "181": "classic"}
PRODUCERS = {
    "payslip": ["Sage Paie Maroc i7", "SIRH Paie 5.2", "PaieMaroc Pro", "HR Access - Edition bulletins"],
    "employment_certificate": ["Microsoft Word - Attestation", "SIRH Documents RH", "Writer"],
    "salary_certificate": ["Microsoft Word - Attestation", "SIRH Documents RH"],
    "cnss_certificate": ["Ma CNSS - Editique"],
    "bank_statement": ["Editique Relevés v3", "Core Banking - e-Relevé", "Banque en ligne - export PDF"],
    "rib": ["Banque en ligne - Mon RIB", "Editique RIB"],
}


def _month_list(n: int) -> list[tuple[int, int]]:
    y, m = TODAY.year, TODAY.month - 1  # the last paid month is the one before today's
    out = []
    for _ in range(n):
        out.append((y, m))
        m -= 1
        if m == 0:
            y, m = y - 1, 12
    return list(reversed(out))


def _doc_opts(case: dict, doc, index_of_type: int, rng: random.Random) -> dict:
    plan = case["plan"]
    conflict = plan.get("conflict", {})
    kind = conflict.get("kind")
    months = _month_list(plan["months"])
    ref = dt.date(*months[-1], 28)
    opts = {"ref_date": ref}
    t = doc.type
    if t == "payslip":
        n_slips = sum(1 for d in case["docs"] if d.type == "payslip")
        months = _month_list(n_slips)
        opts["period"] = months[index_of_type]
        opts["layout"] = plan["pslip"]
        opts["title"] = case.setdefault(
            "pslip_title",
            rng.choice(["BULLETIN DE PAIE", "BULLETIN DE SALAIRE", "FICHE DE PAIE", "Bulletin de paie mensuel"]),
        )
        if kind == "cin" and index_of_type == 0:
            p = case["person"]
            digits = p.cin.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            prefix = p.cin[: len(p.cin) - len(digits)]
            swapped = digits[:-3] + digits[-2] + digits[-3] + digits[-1]
            if swapped == digits:
                swapped = digits[:-1] + str((int(digits[-1]) + 3) % 10)
            opts["cin"] = prefix + swapped
        if kind == "dob" and index_of_type == 0:
            d = case["person"].dob
            opts["dob"] = d.replace(year=d.year + 2, day=min(28, d.day + 3) if d.day < 25 else d.day - 9)
        if kind == "second_pay" and index_of_type == 1:
            opts["extra"] = [("Heures supplémentaires 25%", 14.0, 25.0), ("Heures supplémentaires 50%", 6.0, 50.0)]
    elif t in ("employment_certificate", "salary_certificate"):
        opts["letterhead"] = case.setdefault("letterhead", rng.choice(["left", "center", "banner"]))
        if kind == "employer" and t == "employment_certificate":
            opts["employer_name"] = conflict["other"]
            opts["brand"] = "TILILA HOSPITALITY"
        if kind == "inflated" and t == "salary_certificate":
            opts["inflate"] = 1.3
    elif t == "bank_statement":
        n = plan["months"] if plan["months"] > 1 else 1
        months = _month_list(max(1, n))
        start = dt.date(*months[0], 1)
        from . import _fmt

        end = _fmt.month_end(*months[-1])
        opts.update(
            start=start,
            end=end,
            overdrawn=plan.get("overdrawn", False),
            net=compute(case["job"], ref).net,
            layout=REGIONAL_LAYOUT.get(plan["bank_code"], STATEMENT_LAYOUT[plan["bank"]]),
        )
    elif t in ("cin_front", "cin_back"):
        opts["card_variant"] = case.setdefault("card_variant", rng.choice(["new", "new", "old"]))
    return opts


def _save_pages(images, path: pathlib.Path, fmt_: str, dpi: float, quality: int = 90):
    if fmt_ == "pdf":
        w = PdfWriter({"Producer": "Scan2PDF", "Creator": "Scanner"})
        for im in images:
            buf = io.BytesIO()
            im.convert("RGB").save(buf, "JPEG", quality=quality)
            page = w.add_page(im.width / dpi * 72, im.height / dpi * 72)
            page.jpeg(buf.getvalue(), im.width, im.height, "DeviceRGB", 0, 0, im.width / dpi * 72, im.height / dpi * 72)
        w.save(path)
        return "application/pdf"
    im = images[0].convert("RGB")
    if fmt_ == "png":
        im.save(path, "PNG", dpi=(dpi, dpi), optimize=False)
        return "image/png"
    if fmt_ == "jpg":
        im.save(path, "JPEG", quality=quality, dpi=(round(dpi), round(dpi)))
        return "image/jpeg"
    if fmt_ == "tif":
        im.save(
            path,
            "TIFF",
            compression="tiff_lzw",
            dpi=(dpi, dpi),
            save_all=True,
            append_images=[x.convert("RGB") for x in images[1:]],
        )
        return "image/tiff"
    if fmt_ == "webp":
        im.save(path, "WEBP", quality=quality)
        return "image/webp"
    raise ValueError(fmt_)


RENDER = {
    "payslip": _payslip.render,
    "employment_certificate": _letters.employment_certificate,
    "salary_certificate": _letters.salary_certificate,
    "cnss_certificate": _cnss.render,
    "bank_statement": _bank.statement,
    "rib": _bank.rib,
}


def _build(out_dir: pathlib.Path, seed: int = 0):
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    cases = build_cases(seed)
    documents, case_meta, extra = [], {}, {}
    for case in cases:
        cid = case["plan"]["cid"]
        case["today"] = TODAY
        counts: dict[str, int] = {}
        totals = {t: sum(1 for d in case["docs"] if d.type == t) for t in {d.type for d in case["docs"]}}
        for doc in case["docs"]:
            idx = counts.get(doc.type, 0)
            counts[doc.type] = idx + 1
            rng = random.Random(f"blind_h/{seed}/{cid}/{doc.type}/{idx}")
            cond = CONDITION[doc.cond]
            opts = _doc_opts(case, doc, idx, rng)
            pdf = cond == "born_digital"
            dpi = rng.choice([200, 240, 300]) if cond == "clean" else 200
            ctx = Ctx(
                case=case,
                doc=doc,
                rng=rng,
                dpi=dpi,
                pdf=pdf,
                opts=opts,
                family=rng.choice(PDF_FAMILIES if pdf else RASTER_FAMILIES),
            )
            ctx.mrz = None
            suffix = f"-{idx + 1}" if totals[doc.type] > 1 else ""
            stem = f"{cid}-{doc.type}{suffix}-{cond}"
            if doc.type in ("cin_front", "cin_back", "passport"):
                card = {"cin_front": _cards.cnie_front, "cin_back": _cards.cnie_back, "passport": _cards.passport}[
                    doc.type
                ](ctx)
                src_dpi = _cards.DPI * (0.8 if doc.type == "passport" else 1.0)
                if cond == "clean":
                    img = dg.card_scan(card, rng, src_dpi, 300)
                    fmt_ = rng.choice(["png", "jpg", "png"])
                    q = 92
                else:
                    img = dg.card_photo(card, rng, out_w=rng.choice([1400, 1600, 1800]))
                    fmt_ = rng.choice(["jpg", "jpg", "webp"])
                    q = rng.randint(38, 60)
                mime = _save_pages([img], out_dir / f"{stem}.{fmt_}", fmt_, 300 if cond == "clean" else 150, q)
                file = f"{stem}.{fmt_}"
            else:
                RENDER[doc.type](ctx)
                if pdf:
                    ctx.writer.info = {"Producer": rng.choice(PRODUCERS[doc.type]), "Title": doc.type.replace("_", " ")}
                    file = f"{stem}.pdf"
                    ctx.writer.save(out_dir / file)
                    mime = "application/pdf"
                else:
                    images = [pg.image() for pg in ctx.pages]
                    multi = len(images) > 1
                    if cond == "clean":
                        if rng.random() < 0.25:
                            images = [dg.grey(im) for im in images]
                        fmt_ = (
                            ("pdf" if rng.random() < 0.7 else "tif")
                            if multi
                            else rng.choice(["png", "jpg", "jpg", "pdf", "tif"])
                        )
                        q, out_dpi = 90, dpi
                    else:
                        effect = rng.choice(["photo", "photo", "scan", "copy"])
                        if effect == "photo":
                            images = [dg.phone_photo(im, rng, rng.choice([1300, 1500, 1700])) for im in images]
                            out_dpi = 150
                        elif effect == "scan":
                            images = [dg.bad_scan(im, rng, dpi, rng.choice([130, 150, 170])) for im in images]
                            out_dpi = 150
                        else:
                            images = [dg.photocopy(im, rng, dpi, rng.choice([150, 170])) for im in images]
                            out_dpi = 160
                        q = rng.randint(35, 60)
                        fmt_ = "pdf" if multi else rng.choice(["jpg", "jpg", "jpg", "webp", "pdf"])
                    file = f"{stem}.{fmt_}"
                    mime = _save_pages(images, out_dir / file, fmt_, out_dpi, q)
            documents.append(
                {
                    "file": file,
                    "mime": mime,
                    "case_id": cid,
                    "document_type": doc.type,
                    "condition": cond,
                    "labels": dict(ctx.labels),
                }
            )
            drawn = [t for pg in ctx.pages for t in getattr(pg, "drawn", [])] + list(getattr(ctx, "drawn", []))
            extra[file] = {"mrz": ctx.mrz, "pages": len(ctx.pages) or 1, "drawn": drawn + (ctx.mrz or [])}
        planned = sorted(case["plan"].get("conflict", {}).get("fields", []))
        found = _conflicts([d for d in documents if d["case_id"] == cid])
        if found != planned:
            raise AssertionError(f"{cid}: planned conflicts {planned}, labels give {found}")
        case_meta[cid] = {"expected_conflicts": planned}
    return {"documents": documents, "cases": case_meta}, extra


def _norm(v):
    if isinstance(v, float):
        return round(v, 2)
    if isinstance(v, str):
        return " ".join(v.split()).casefold()
    return v


def _conflicts(docs) -> list[str]:
    out = []
    for field in COMPARED:
        values = {_norm(d["labels"][field]) for d in docs if field in d["labels"]}
        if len(values) > 1:
            out.append(field)
    return sorted(out)


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    return _build(out_dir, seed)[0]
