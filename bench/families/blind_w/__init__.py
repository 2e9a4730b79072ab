"""blind_w: Moroccan lending papers typeset by ConTeXt (MkIV, LuaTeX), rasterised by poppler, worn with Pillow/numpy."""

from __future__ import annotations

import datetime as dt
import pathlib
import random
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor

from PIL import Image

from . import tex, wear
from .cases import BANKS, CASES, CITY_CODES, CONFLICTS, EMPLOYERS, OTHER_EMPLOYER
from .data import make_rib, payroll, statement, td1, td3

ENGINE = "ConTeXt MkIV (LuaTeX) sources written from Python; poppler pdftoppm rasters worn with Pillow/numpy"

D = dt.date
MONTHS_PAID = [D(2025, 1, 1), D(2025, 2, 1), D(2025, 3, 1)]
ISSUED = D(2025, 4, 8)
CARD_DOCS = {"cin_front", "cin_back", "id_card", "residence_permit"}


def _month_end(d: dt.date) -> dt.date:
    nxt = d.replace(day=28) + dt.timedelta(days=4)
    return nxt - dt.timedelta(days=nxt.day)


def _plan(seed: int) -> tuple[list[dict], dict]:
    """Every document: its ConTeXt page, labels and arithmetic details."""
    rng = random.Random(seed * 7919 + 11)
    docs: list[dict] = []
    for ci, c in enumerate(CASES):
        cid = c["cid"]
        E = EMPLOYERS[c["emp"]]
        B = BANKS[c["bank"]]
        name = tex.label_name(c)
        pay = payroll(c["base"], c["sen"], c["primes"], c["ded"], children=ci % 3)
        rib = make_rib(B["code"], CITY_CODES[E["city"]], c["acct"])
        agency = f"{E['city']} {['Centre', 'Maârif', 'Hassan', 'Gueliz', 'Agdal', 'Riad'][ci % 6]}"

        def add(dtype: str, page: tuple[str, set], labels: dict, details: dict | None = None, cid: str = cid) -> None:
            src, printed = page
            lab = {k: v for k, v in labels.items() if k in printed and v is not None}
            docs.append({"case_id": cid, "document_type": dtype, "tex": src, "labels": lab, "details": details or {}})

        if c.get("foreign"):
            f = c["foreign"]
            m = td1("ID", "FRA", f["idno"], "", c["dob"], c["sex"], f["idexp"], "FRA", c["family"], c["given"])
            base = {
                "applicant_name": name,
                "date_of_birth": c["dob"].isoformat(),
                "mrz_valid": True,
                "nationality": "FRA",
            }
            add(
                "id_card",
                tex.td1_foreign(c, "id", m, f["idno"], f["idexp"]),
                base
                | {"document_number": f["idno"], "issuing_country": "FRA", "document_expiry": f["idexp"].isoformat()},
                {"mrz": m},
            )
            m = td1("IR", "MAR", f["rp"], "", c["dob"], c["sex"], f["rpexp"], "FRA", c["family"], c["given"])
            add(
                "residence_permit",
                tex.td1_foreign(c, "rp", m, f["rp"], f["rpexp"]),
                base
                | {"document_number": f["rp"], "issuing_country": "MAR", "document_expiry": f["rpexp"].isoformat()},
                {"mrz": m},
            )
        else:
            code = "I<" if c["old_card"] else "ID"
            m = td1(code, "MAR", c["card"], c["cin"], c["dob"], c["sex"], c["exp"], "MAR", c["family"], c["given"])
            idl = {
                "applicant_name": name,
                "cin": c["cin"],
                "date_of_birth": c["dob"].isoformat(),
                "place_of_birth": c["pob"],
                "cin_expiry": c["exp"].isoformat(),
            }
            add("cin_front", tex.cnie_front(c, ci), idl)
            add(
                "cin_back",
                tex.cnie_back(c, ci, m),
                idl | {"address": " ".join(c["addr"]), "mrz_valid": True, "document_number": c["card"]},
                {"mrz": m},
            )
        if c["passport"]:
            pno = f"{chr(65 + ci)}{chr(75 + ci % 10)}{(int(c['cnssno']) * 7) % 10000000:07d}"
            pexp = D(2029 + ci % 5, 1 + ci % 12, 5 + ci)
            m = td3("MAR", pno, "MAR", c["dob"], c["sex"], pexp, c["cin"], c["family"], c["given"])
            add(
                "passport",
                tex.passport(c, m, pno, D(pexp.year - 5, pexp.month, pexp.day), pexp),
                {
                    "applicant_name": name,
                    "date_of_birth": c["dob"].isoformat(),
                    "cin": c["cin"],
                    "mrz_valid": True,
                    "document_number": pno,
                    "nationality": "MAR",
                    "issuing_country": "MAR",
                    "document_expiry": pexp.isoformat(),
                },
                {"mrz": m},
            )
        months = MONTHS_PAID[-c["n_pay"] :]
        for k, mo in enumerate(months):
            cin = c["cin"]
            if cid == "c08" and k == 1:
                cin = "D381956"
            ytd = None
            if (ci + k) % 2 == 0 or E["style"] == "grid":
                ir = next(x for n, x in pay["deductions"] if n.startswith("Imp"))
                ytd = {
                    "n": mo.month,
                    "gross": pay["gross"] * mo.month,
                    "taxable": pay["taxable"] * mo.month,
                    "ir": ir * mo.month,
                    "days": 26 * mo.month,
                }
            lab = {
                "applicant_name": name,
                "cin": cin,
                "employer": E["name"],
                "employer_cnss": E["cnss"],
                "cnss_number": c["cnssno"],
                "hire_date": c["hire"].isoformat(),
                "contract_type": c["ctype"],
                "position": c["pos"],
                "pay_period": mo.strftime("%Y-%m"),
                "gross_salary": pay["gross"],
                "net_salary": pay["net"],
                "date_of_birth": c["dob"].isoformat(),
            }
            add(
                "payslip",
                tex.payslip(c, E, pay, mo, ci + k, cin, ytd),
                lab,
                {"gains": pay["gains"], "deductions": pay["deductions"], "gross": pay["gross"], "net": pay["net"]},
            )
        # employment certificate
        EE, hire = E, c["hire"]
        if cid == "c03":
            EE = OTHER_EMPLOYER
        if cid == "c11":
            hire = D(hire.year + 2, hire.month, hire.day)
        add(
            "employment_certificate",
            tex.employment_cert(c, EE, ci, c["emp_style"], hire, ISSUED),
            {
                "applicant_name": name,
                "cin": c["cin"],
                "employer": EE["name"],
                "employer_cnss": EE["cnss"],
                "hire_date": hire.isoformat(),
                "position": c["pos"],
                "contract_type": c["ctype"],
                "date_of_birth": c["dob"].isoformat(),
            },
        )
        if c["sal"]:
            g, n = pay["gross"], pay["net"]
            if cid == "c05":
                g, n = round(g * 1.4, 2), round(n * 1.4, 2)
            add(
                "salary_certificate",
                tex.salary_cert(c, E, ci, g, n, ISSUED - dt.timedelta(days=2)),
                {
                    "applicant_name": name,
                    "cin": c["cin"],
                    "employer": E["name"],
                    "hire_date": c["hire"].isoformat(),
                    "position": c["pos"],
                    "gross_salary": g,
                    "net_salary": n,
                    "date_of_birth": c["dob"].isoformat(),
                },
            )
        if c["cnss_doc"]:
            add(
                "cnss_certificate",
                tex.cnss_cert(c, E, ci, ISSUED - dt.timedelta(days=5)),
                {
                    "applicant_name": name,
                    "cnss_number": c["cnssno"],
                    "cin": c["cin"],
                    "affiliation_date": c["aff"].isoformat(),
                    "employer": E["name"],
                    "employer_cnss": E["cnss"],
                    "date_of_birth": c["dob"].isoformat(),
                },
            )
        opening = round(rng.choice([rng.uniform(-4500, -300), rng.uniform(800, 25000), rng.uniform(2000, 9000)]), 2)
        for k in range(c["n_stmt"]):
            start = MONTHS_PAID[-c["n_stmt"] + k]
            end = _month_end(start)
            ops = statement(rng, start, end, opening, pay["net"], E["name"], E["city"], rng.randint(9, 16))
            add(
                "bank_statement",
                tex.bank_statement(c, B, ci + k, name, rib, start, end, opening, ops, agency),
                {
                    "bank_name": B["name"],
                    "account_holder": name,
                    "rib": rib,
                    "statement_period_start": start.isoformat(),
                    "statement_period_end": end.isoformat(),
                    "opening_balance": opening,
                    "closing_balance": ops[-1]["balance"],
                },
                {"opening": opening, "ops": [(o["amount"], o["balance"]) for o in ops]},
            )
            opening = ops[-1]["balance"]
        if c["rib_doc"]:
            holder = name
            hc = c
            if cid == "c13":
                holder, hc = "Kamal BENJELLOUN", dict(c, sex="M")
            add(
                "rib",
                tex.rib_doc(hc, B, ci, holder, rib, agency),
                {"bank_name": B["name"], "account_holder": holder, "rib": rib},
            )
        if c["other"]:
            add("other", tex.other_doc(c, c["other"], ci, ISSUED - dt.timedelta(days=20)), {})
    # conditions: a third each, dealt over the shuffled list
    order = list(range(len(docs)))
    rng.shuffle(order)
    conds = ["born_digital", "clean", "degraded"]
    for i, di in enumerate(order):
        docs[di]["condition"] = conds[i % 3]
    cases = {c["cid"]: {"expected_conflicts": sorted(CONFLICTS.get(c["cid"], {}).get("fields", []))} for c in CASES}
    return docs, cases


def _zero_hex(m: re.Match) -> bytes:
    return re.sub(rb"[0-9A-Fa-f]", b"0", m.group(0))


_STAMPS = [
    (re.compile(rb"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d"), lambda m: b"2025-04-01T00:00:00"),
    (re.compile(rb"D:\d{14}"), lambda m: b"D:20250401000000"),
    (re.compile(rb"uuid:[0-9a-fA-F-]{36}"), lambda m: b"uuid:" + re.sub(rb"[0-9a-fA-F]", b"0", m.group(0)[5:])),
    (re.compile(rb"/ID\s*\[\s*<[0-9A-Fa-f]+>\s*<[0-9A-Fa-f]+>\s*\]"), _zero_hex),
    (re.compile(rb"\d{4}-\d\d-\d\d \d\d:\d\d"), lambda m: b"2025-04-01 00:00"),
    # poppler's trailer id, binary strings of varying escaped length; the trailer follows the xref, no offset moves
    (
        re.compile(rb"/ID\s*\[\s*\((?:\\.|[^\\)])*\)\s*\((?:\\.|[^\\)])*\)\s*\]", re.DOTALL),
        lambda m: b"/ID [(0000000000000000) (0000000000000000)]",
    ),
]


def _normalise_pdf(path: pathlib.Path) -> None:
    """Fix the timestamps, uuids and file ids a run writes (same lengths inside objects, so the xref stays valid)."""
    b = path.read_bytes()
    for rx, rep in _STAMPS:
        b = rx.sub(rep, b)
    path.write_bytes(b)


def _run_context(work: pathlib.Path, name: str, pages: list[str]) -> pathlib.Path:
    work = work / name  # one folder per run, every job named "document" (the PDF's title)
    work.mkdir()
    src = work / "document.tex"
    src.write_text(tex.PREAMBLE + "".join(pages) + tex.POSTAMBLE, encoding="utf-8")
    r = subprocess.run(["context", "--batchmode", "--purgeall", src.name], cwd=work, capture_output=True, text=True)
    pdf = work / "document.pdf"
    if r.returncode != 0 or not pdf.exists():
        raise RuntimeError(f"context failed on {src}: {r.stdout[-3000:]}")
    return pdf


def _npages(pdf: pathlib.Path) -> int:
    out = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"Pages:\s+(\d+)", out).group(1))


def _raster(pdf: pathlib.Path, page: int, dpi: int, out_base: pathlib.Path) -> Image.Image:
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile", "-png", str(pdf), str(out_base)],
        check=True,
    )
    im = Image.open(f"{out_base}.png")
    im.load()
    return im


def build_with_details(out_dir: pathlib.Path, seed: int = 0) -> tuple[dict, dict]:
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs, cases = _plan(seed)
    work = pathlib.Path(tempfile.mkdtemp(prefix="blind_w_"))
    try:
        chunks = [list(range(0, len(docs), 2)), list(range(1, len(docs), 2))]
        with ThreadPoolExecutor(2) as ex:
            pdfs = list(
                ex.map(
                    lambda ic: _run_context(work, f"chunk{ic[0]}", [docs[i]["tex"] for i in ic[1]]), enumerate(chunks)
                )
            )
        where = {}
        for pdf, idx in zip(pdfs, chunks, strict=True):
            n = _npages(pdf)
            if n != len(idx):
                raise RuntimeError(f"{pdf.name}: {n} pages for {len(idx)} documents")
            for p, i in enumerate(idx, start=1):
                where[i] = (pdf, p)
        counters: dict[str, int] = {}
        result_docs = []
        details = {}

        def render(i: int) -> dict:
            d = docs[i]
            pdf, p = where[i]
            rs = random.Random(seed * 100003 + i)
            k = d["k"]
            base = f"{d['case_id']}-d{k:02d}"
            card = d["document_type"] in CARD_DOCS
            if d["condition"] == "born_digital":
                fn = f"{base}.pdf"
                subprocess.run(["pdfseparate", "-f", str(p), "-l", str(p), str(pdf), str(out_dir / fn)], check=True)
                _normalise_pdf(out_dir / fn)
                mime = "application/pdf"
            elif d["condition"] == "clean":
                dpi = rs.choice([400, 500]) if card else rs.choice([200, 250, 300])
                im = _raster(pdf, p, dpi, work / f"r{i}").convert("RGB")
                kind = rs.choice(["png", "jpg", "pdf"])
                if kind == "png":
                    fn, mime = f"{base}.png", "image/png"
                    im.save(out_dir / fn, optimize=False)
                elif kind == "jpg":
                    fn, mime = f"{base}.jpg", "image/jpeg"
                    im.save(out_dir / fn, quality=90)
                else:
                    fn, mime = f"{base}.pdf", "application/pdf"
                    im.save(out_dir / fn, "PDF", resolution=float(dpi))
                    _normalise_pdf(out_dir / fn)
            else:
                sd = seed * 7717 + i
                if card:
                    im = _raster(pdf, p, 450, work / f"r{i}")
                    im = wear.phone_photo(im, sd, card=True)
                    fn, mime = f"{base}.jpg", "image/jpeg"
                    im.save(out_dir / fn, quality=78)
                else:
                    how = ["photo", "fax", "copy", "scan", "photo"][i % 5]
                    if how == "photo":
                        im = wear.phone_photo(_raster(pdf, p, 200, work / f"r{i}"), sd)
                        fn, mime = f"{base}.jpg", "image/jpeg"
                        im.save(out_dir / fn, quality=80)
                    elif how == "fax":
                        im = wear.fax(_raster(pdf, p, 200, work / f"r{i}"), sd)
                        fn, mime = f"{base}.png", "image/png"
                        im.save(out_dir / fn)
                    elif how == "copy":
                        im = wear.photocopy(_raster(pdf, p, 200, work / f"r{i}"), sd)
                        fn, mime = f"{base}.pdf", "application/pdf"
                        im.save(out_dir / fn, "PDF", resolution=200.0)
                        _normalise_pdf(out_dir / fn)
                    else:
                        im = wear.lowres_scan(_raster(pdf, p, 150, work / f"r{i}"), sd)
                        fn, mime = f"{base}.jpg", "image/jpeg"
                        im.save(out_dir / fn, quality=62)
            return {
                "file": fn,
                "mime": mime,
                "case_id": d["case_id"],
                "document_type": d["document_type"],
                "condition": d["condition"],
                "labels": d["labels"],
            }

        for d in docs:
            counters[d["case_id"]] = counters.get(d["case_id"], 0) + 1
            d["k"] = counters[d["case_id"]]
        with ThreadPoolExecutor(2) as ex:
            result_docs = list(ex.map(render, range(len(docs))))
        for d, r in zip(docs, result_docs, strict=True):
            details[r["file"]] = d["details"]
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return {"documents": result_docs, "cases": cases}, details


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    return build_with_details(out_dir, seed)[0]
