"""Blind family A: large Moroccan corporates, their payroll software and the big banks' statements.

HTML/CSS templates printed to PDF by headless Chromium (one process for the whole batch, over the DevTools pipe);
born-digital documents are those PDFs, scans and photos are rasterized from them with pypdfium2 and degraded with
numpy/Pillow. Labels come from what each template prints (every labelled value is checked against the PDF's text
layer during the build) and the planted conflicts are checked against the labels.

Notes for a measurer: a payslip file of several pages (one month a page, newest first) is labelled from its first
page; `document_number` differs by nature between a CNIE and a passport and is not a conflict; `bank_name` is
labelled as printed (an upper-case listing prints it in capitals).
"""

from __future__ import annotations

import multiprocessing
import random
import shutil
import tempfile
import time
import unicodedata
import zlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import chrome, raster, tpl_bank, tpl_cnss, tpl_hr, tpl_id, tpl_other, tpl_pay
from .base import Ctx
from .util import Shown
from .world import CASES, CONFLICT_FIELDS, OTHER_CIN, Case, compute_pay, movements

ENGINE = "chromium html/css"
CARD_DPI = 450

CNSS_LAYOUT = {
    "c01": "decl",
    "c02": "immat",
    "c03": "decl",
    "c04": "agency",
    "c05": "decl",
    "c06": "agency",
    "c07": "immat",
    "c08": "decl",
    "c09": "agency",
    "c11": "immat",
    "c12": "decl",
    "c13": "agency",
}
OTHER_DOC = {"c06": "school", "c08": "lease", "c10": "tax", "c12": "utility", "c13": "residence"}
COMMUNE = {"c02": "Rabat", "c04": "Meknès", "c07": "Agadir", "c10": "Rabat", "c12": "Oujda", "c14": "Marrakech"}
FIELDS = {
    "cin_front": {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"},
    "cin_back": {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"},
    "passport": {
        "applicant_name",
        "date_of_birth",
        "cin",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    },
    "payslip": {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "contract_type",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    },
    "employment_certificate": {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
    },
    "salary_certificate": {"applicant_name", "cin", "employer", "hire_date", "position", "gross_salary", "net_salary"},
    "cnss_certificate": {"applicant_name", "cnss_number", "cin", "affiliation_date", "employer", "employer_cnss"},
    "bank_statement": {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    },
    "rib": {"bank_name", "account_holder", "rib"},
    "other": set(),
}
NO_CONFLICT_COMPARE = {"pay_period", "statement_period_start", "statement_period_end", "document_number"}


def _rng(seed: int, key: str) -> random.Random:
    return random.Random(seed * 1_000_003 + zlib.crc32(key.encode()))


def _plan(seed: int) -> list[dict]:
    docs: list[dict] = []

    def add(c: Case, dtype: str, suffix: str, fn, kind: str = "a4", **spec) -> None:
        docs.append({"case": c, "type": dtype, "id": f"{c.cid}-{dtype}{suffix}", "fn": fn, "kind": kind, "spec": spec})

    for c in CASES:
        add(c, "cin_front", "", tpl_id.cnie_front, "card")
        add(c, "cin_back", "", tpl_id.cnie_back, "card")
        if c.passport:
            add(c, "passport", "", tpl_id.passport, "passport")
        if c.cid in ("c03", "c12"):
            add(c, "payslip", "", tpl_pay.payslip, months=list(reversed(c.months)))
        else:
            for ym in c.months:
                add(c, "payslip", f"-{ym}", tpl_pay.payslip, months=[ym])
        emp_spec = {"employer": "horizon_retail"} if c.conflict == "other_employer" else {}
        add(c, "employment_certificate", "", tpl_hr.employment_certificate, **emp_spec)
        if c.cid not in ("c08", "c11"):
            sal_spec: dict = {}
            if c.conflict == "salary_inflated":
                sal_spec["inflate"] = True
            if c.conflict == "other_cin":
                sal_spec["cin"] = OTHER_CIN[c.cid]
            add(c, "salary_certificate", "", tpl_hr.salary_certificate, **sal_spec)
        if c.cid in CNSS_LAYOUT:
            add(c, "cnss_certificate", "", tpl_cnss.cnss_certificate, layout=CNSS_LAYOUT[c.cid])
        add(c, "bank_statement", "", tpl_bank.bank_statement)
        if c.rib_layout:
            add(c, "rib", "", tpl_bank.rib_doc)
        if c.cid in OTHER_DOC:
            add(c, "other", f"-{OTHER_DOC[c.cid]}", tpl_other.OTHERS[OTHER_DOC[c.cid]])

    # conditions: about half degraded; ID documents never born digital
    rng = random.Random(seed)
    by_type: dict[str, list[dict]] = {}
    for doc in docs:
        by_type.setdefault(doc["type"], []).append(doc)
    for dtype, group in by_type.items():
        n = len(group)
        if dtype == "passport":
            for doc in group:
                lay = doc["case"].passport["layout"]
                doc["condition"] = "clean" if lay == "scan" else "degraded"
                doc["capture"] = lay
            continue
        if dtype in ("cin_front", "cin_back"):
            nd = (n + 1) // 2 + (1 if dtype == "cin_back" else 0)
            conds = ["degraded"] * nd + ["clean"] * (n - nd)
        else:
            nd = round(n * 0.48)
            nb = round((n - nd) * 0.6)
            conds = ["degraded"] * nd + ["born_digital"] * nb + ["clean"] * (n - nd - nb)
        rng.shuffle(conds)
        for doc, cond in zip(group, conds, strict=True):
            doc["condition"] = cond
    for doc in docs:
        r = _rng(seed, doc["id"] + "/capture")
        if doc["kind"] == "card":
            if doc["condition"] == "clean":
                doc["capture"] = r.choice(["crop", "bed"])
            else:
                doc["capture"] = r.choice(["photo", "photo", "photo", "copy", "certified"])
        elif doc["kind"] == "a4" and doc["condition"] == "degraded":
            doc["capture"] = r.choice(["scan", "scan", "photocopy", "phone"])
    return docs


def _norm(s: str) -> str:
    s = unicodedata.normalize("NFC", s)
    for ch in ("\r", "\n", "\t", "\u00a0", "\u202f", "\u2009"):
        s = s.replace(ch, " ")
    return " ".join(s.split())


def _pdf_text(pdf: Path) -> str:
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(pdf))
    try:
        out = []
        for i in range(len(doc)):
            page = doc[i]
            tp = page.get_textpage()
            out.append(tp.get_text_range())
            tp.close()
            page.close()
        return "\n".join(out)
    finally:
        doc.close()


def _check_printed(doc: dict, pdf: Path) -> None:
    text = _norm(_pdf_text(pdf))
    compact = text.replace(" ", "")
    for field, forms in doc["shown"].printed.items():
        for form in forms:
            f = _norm(form)
            if f not in text and f.replace(" ", "") not in compact:
                raise AssertionError(f"{doc['id']}: {field} printed as {form!r} not found in the text layer")


def _canon(v: object) -> object:
    if isinstance(v, str):
        return " ".join(v.casefold().split())
    return v


def _conflicts(docs: list[dict], cid: str) -> list[str]:
    vals: dict[str, set] = {}
    for doc in docs:
        if doc["case_id"] != cid:
            continue
        for k, v in doc["labels"].items():
            if k in NO_CONFLICT_COMPARE:
                continue
            vals.setdefault(k, set()).add(_canon(v))
    return sorted(k for k, s in vals.items() if len(s) > 1)


def build(out_dir: Path, seed: int = 0, work_dir: Path | None = None) -> dict:
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = Path(work_dir) if work_dir else Path(tempfile.mkdtemp(prefix="blind_a_"))
    tmp.mkdir(parents=True, exist_ok=True)
    try:
        return _build(out_dir, seed, tmp)
    finally:
        if work_dir is None:
            shutil.rmtree(tmp, ignore_errors=True)


def _build(out_dir: Path, seed: int, tmp: Path) -> dict:
    docs = _plan(seed)
    mv_cache = {}
    for c in CASES:
        months = {}
        y0, m0 = int(c.stmt_from[:4]), int(c.stmt_from[5:7])
        y1, m1 = int(c.stmt_to[:4]), int(c.stmt_to[5:7])
        y, m = y0, m0
        while (y, m) <= (y1, m1):
            ym = f"{y}-{m:02d}"
            months[ym] = compute_pay(c, ym, with_ytd=False).net
            y, m = (y + (m == 12), m % 12 + 1)
        mv_cache[c.cid] = movements(c, months, _rng(seed, c.cid + "/bank"))

    # 1. HTML
    jobs = []
    for doc in docs:
        c = doc["case"]
        spec = dict(doc["spec"])
        if doc["type"] == "bank_statement":
            spec["movements"] = mv_cache[c.cid]
        S = Shown()
        ctx = Ctx(c, _rng(seed, doc["id"]), S, spec)
        html = doc["fn"](ctx)
        doc["shown"] = S
        hp = tmp / f"{doc['id']}.html"
        hp.write_text(html, encoding="utf-8")
        doc["pdf"] = tmp / f"{doc['id']}.pdf"
        jobs.append((hp, doc["pdf"]))

    # 2. one Chromium process prints them all; each PDF goes to the raster workers as soon as it is written
    with _Workers() as workers:

        def printed(i: int) -> None:
            doc = docs[i]
            _check_printed(doc, doc["pdf"])
            if doc.get("capture") not in ("copy", "certified"):
                workers.submit(doc["id"], _work_item(doc, seed, out_dir))

        chrome.print_batch(jobs, on_done=printed)

        # ID documents photocopied on an A4 page: a second, small batch holding the card images
        jobs = []
        copies = []
        for doc in docs:
            if doc.get("capture") in ("copy", "certified"):
                png = tmp / f"{doc['id']}-card.png"
                card = raster.pdf_pages(doc["pdf"], CARD_DPI)[0].convert("RGBA")
                radius = int((3.2 if doc["kind"] == "card" else 4.5) / 25.4 * CARD_DPI)
                card.putalpha(raster.rounded_mask(card.size, radius))
                card.save(png)
                r = _rng(seed, doc["id"] + "/copy")
                w = 85.6 if doc["kind"] == "card" else 125.0
                commune = COMMUNE.get(doc["case"].cid, "Casablanca")
                html = tpl_id.copy_page(
                    Ctx(doc["case"], r, Shown()), png.name, w, doc["capture"] == "certified", commune
                )
                hp = tmp / f"{doc['id']}-copy.html"
                hp.write_text(html, encoding="utf-8")
                doc["copy_pdf"] = tmp / f"{doc['id']}-copy.pdf"
                jobs.append((hp, doc["copy_pdf"]))
                copies.append(doc)
        chrome.print_batch(
            jobs, on_done=lambda i: workers.submit(copies[i]["id"], _work_item(copies[i], seed, out_dir))
        )
        results = {doc["id"]: workers.result(doc["id"]) for doc in docs}

    out = []
    for doc in docs:
        name, mime = results[doc["id"]]
        out.append(
            {
                "file": name,
                "mime": mime,
                "case_id": doc["case"].cid,
                "document_type": doc["type"],
                "condition": doc["condition"],
                # the type's fields that the page prints (a printed field outside the type's list is not labelled)
                "labels": {k: v for k, v in doc["shown"].labels.items() if k in FIELDS[doc["type"]]},
            }
        )

    cases = {}
    for c in CASES:
        planned = sorted(CONFLICT_FIELDS.get(c.conflict, []))
        found = _conflicts(out, c.cid)
        if planned != found:
            raise AssertionError(f"{c.cid}: planned conflicts {planned}, labels differ on {found}")
        cases[c.cid] = {"expected_conflicts": planned}
    return {"documents": out, "cases": cases}


def _work_item(doc: dict, seed: int, out_dir: Path) -> dict:
    item = {k: doc.get(k) for k in ("id", "kind", "condition", "capture", "pdf", "copy_pdf")}
    item.update(seed=seed, out_dir=out_dir)
    return item


def _noop() -> None:
    time.sleep(0.2)  # long enough for the pool to start its second worker now


class _Workers:
    """Two worker processes (the machine has two cores), started before Chromium so they do not inherit its pipes;
    without fork, the work is done in this process."""

    def __init__(self) -> None:
        self.ex: ProcessPoolExecutor | None = None
        self.futures: dict = {}

    def __enter__(self) -> _Workers:
        try:
            ctx = multiprocessing.get_context("fork")
            self.ex = ProcessPoolExecutor(max_workers=2, mp_context=ctx)
            for f in [self.ex.submit(_noop) for _ in range(2)]:
                f.result()
        except (ValueError, OSError):
            self.ex = None
        return self

    def submit(self, key: str, item: dict) -> None:
        self.futures[key] = self.ex.submit(_make_file, item) if self.ex else item

    def result(self, key: str) -> tuple[str, str]:
        f = self.futures[key]
        return _make_file(f) if isinstance(f, dict) else f.result()

    def __exit__(self, *exc) -> None:
        if self.ex:
            self.ex.shutdown(wait=True, cancel_futures=exc[0] is not None)


def _make_file(w: dict) -> tuple[str, str]:
    r = _rng(w["seed"], w["id"] + "/raster")
    base = f"{w['id']}-{w['condition']}"
    out_dir = w["out_dir"]
    if w["condition"] == "born_digital":
        name = base + ".pdf"
        shutil.copyfile(w["pdf"], out_dir / name)
        return name, "application/pdf"
    if w["kind"] in ("card", "passport"):
        return _id_file(w, r, out_dir, base)
    return _page_file(w, r, out_dir, base)


def _id_file(doc: dict, r: random.Random, out_dir: Path, base: str) -> tuple[str, str]:
    cap = doc["capture"]
    img = raster.pdf_pages(doc["pdf"], CARD_DPI)[0] if cap not in ("copy", "certified") else None
    if cap in ("crop", "bed", "scan"):
        im = raster.card_scan(img, r, CARD_DPI, 300, bed=(cap != "crop"))
        ext = r.choice([".png", ".jpg"]) if doc["kind"] == "card" else ".png"
        name = base + ext
        return name, raster.save([im], out_dir / name, 300, quality=93)
    if cap == "photo":
        im = raster.card_photo(img, r, r.uniform(0.25, 0.8), out_w=r.choice([1500, 1700, 2000]))
        name = base + ".jpg"
        return name, raster.save([im], out_dir / name, 72, quality=r.randint(72, 88))
    # photocopy of an A4 page holding the card
    dpi = r.choice([170, 200])
    page = raster.pdf_pages(doc["copy_pdf"], dpi)[0]
    im = raster.photocopy(page, r, r.uniform(0.2, 0.6), dpi, dpi)
    name = base + r.choice([".jpg", ".pdf"])
    return name, raster.save([im], out_dir / name, dpi, quality=80)


def _page_file(doc: dict, r: random.Random, out_dir: Path, base: str) -> tuple[str, str]:
    cond = doc["condition"]
    if cond == "clean":
        dpi = r.choice([200, 200, 250, 300])
        pages = [raster.clean_scan(p, r) for p in raster.pdf_pages(doc["pdf"], dpi)]
        multi = len(pages) > 1
        ext = r.choice([".pdf", ".tif"]) if multi else r.choice([".png", ".jpg", ".jpg", ".pdf", ".tif"])
        name = base + ext
        return name, raster.save(pages, out_dir / name, dpi, quality=92)
    cap = doc["capture"]
    strength = r.uniform(0.2, 0.85)
    out = []
    if cap == "phone":
        out_w = r.choice([1600, 1800, 2000])
        dpi = out_w * 0.86 / 8.27
        for p in raster.pdf_pages(doc["pdf"], dpi):
            out.append(raster.phone_photo_page(p, r, strength, out_w=out_w))
    else:
        dpi = r.choice([120, 150, 150, 200]) if cap == "scan" else r.choice([150, 200])
        for p in raster.pdf_pages(doc["pdf"], dpi):
            if cap == "scan":
                out.append(raster.degrade_scan(p, r, strength, dpi, dpi))
            else:
                out.append(raster.photocopy(p, r, strength, dpi, dpi))
    ext = ".pdf" if len(out) > 1 else r.choice([".jpg", ".jpg", ".jpg", ".png", ".webp"])
    name = base + ext
    return name, raster.save(out, out_dir / name, 150, quality=r.randint(70, 88))
