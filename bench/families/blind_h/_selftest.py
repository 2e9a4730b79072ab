"""Self-check of blind family h: python -m bench.families.blind_h._selftest [--twice]

Builds into a temporary directory and checks that every file opens, that labels follow the schema of
docs/document-labels.md, that each labelled value is drawn on its document (and, for born-digital PDFs, is in the
text layer), that RIB keys and MRZ check digits hold, and that the planned conflicts are what the labels give.
"""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import json
import pathlib
import re
import sys
import tempfile
import time
import unicodedata

import pypdfium2 as pdfium
from PIL import Image

from . import _build
from . import _fmt as fmt

SCHEMA = {
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
        "date_of_birth",
    },
    "employment_certificate": {
        "applicant_name",
        "cin",
        "employer",
        "employer_cnss",
        "hire_date",
        "position",
        "contract_type",
        "date_of_birth",
    },
    "salary_certificate": {
        "applicant_name",
        "cin",
        "employer",
        "hire_date",
        "position",
        "gross_salary",
        "net_salary",
        "date_of_birth",
    },
    "cnss_certificate": {
        "applicant_name",
        "cnss_number",
        "cin",
        "affiliation_date",
        "employer",
        "employer_cnss",
        "date_of_birth",
    },
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
}
DATE_FIELDS = {
    "date_of_birth",
    "cin_expiry",
    "document_expiry",
    "hire_date",
    "affiliation_date",
    "statement_period_start",
    "statement_period_end",
}
AMOUNT_FIELDS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
MIME = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg", "tif": "image/tiff", "webp": "image/webp"}
CONTRACT_WORDS = {
    "CDI": ["cdi", "c.d.i.", "durée indéterminée", "permanent"],
    "CDD": ["cdd", "c.d.d.", "durée déterminée"],
    "ANAPEC": ["anapec"],
    "INTERIM": ["intérim", "interim", "travail temporaire"],
    "STAGE": ["stage"],
}
MOIS = fmt.MOIS


def norm(s: str) -> str:
    s = s.replace("\xa0", " ").replace("\u202f", " ").replace("\r", " ").replace("\n", " ")
    return " ".join(s.split()).casefold()


def date_forms(d: dt.date) -> list[str]:
    out = [
        d.strftime("%d/%m/%Y"),
        d.strftime("%d-%m-%Y"),
        d.strftime("%d.%m.%Y"),
        d.isoformat(),
        f"{d.day} {MOIS[d.month - 1]} {d.year}",
        f"{d.day:02d} {MOIS[d.month - 1]} {d.year}",
        f"{fmt.MON_EN[d.month - 1]} {d.year}".join([f"{d.day:02d} ", ""]),
        f"{d.day:02d} {fmt.MOIS_ABBR[d.month - 1]} {d.year}",
    ]
    if d.day == 1:
        out.append(f"1er {MOIS[d.month - 1]} {d.year}")
    return [norm(x) for x in out]


def amount_forms(x: float) -> list[str]:
    return [norm(fmt.amount(abs(x), st)) for st in ("fr", "frdot", "plain", "dot", "en")]


def printed(field: str, value, text: str, digits: str) -> bool:
    """Is the labelled value shown in the document's text (in one of the forms a document prints it)?"""
    if field in DATE_FIELDS:
        return any(f in text for f in date_forms(dt.date.fromisoformat(value)))
    if field in AMOUNT_FIELDS:
        return any(f in text for f in amount_forms(value))
    if field == "pay_period":
        y, m = map(int, value.split("-"))
        forms = [f"{MOIS[m - 1]} {y}", f"{m:02d}/{y}", f"01/{m:02d}/{y}", f"01-{m:02d}-{y}", f"01.{m:02d}.{y}"]
        return any(norm(f) in text for f in forms)
    if field in ("applicant_name", "account_holder"):
        return all(norm(tok) in text for tok in value.split())
    if field in ("rib",):
        return value in digits or fmt.iban(value)[4:] in digits
    if field in ("cnss_number", "employer_cnss"):
        return value in digits
    if field == "contract_type":
        return any(w in text for w in CONTRACT_WORDS[value])
    if field == "mrz_valid":
        return True
    if field in ("nationality", "issuing_country"):
        return value.casefold() in text
    return norm(str(value)) in text


def check_value_format(field, value) -> str | None:
    if field in DATE_FIELDS:
        try:
            dt.date.fromisoformat(value)
        except (TypeError, ValueError):
            return "not an ISO date"
        return None
    if field in AMOUNT_FIELDS:
        return None if isinstance(value, float) and round(value, 2) == value else "not a 2-decimal number"
    rules = {
        "cin": r"[A-Z]{1,2}\d{3,6}",
        "rib": r"\d{24}",
        "cnss_number": r"\d{9}",
        "employer_cnss": r"\d{7}",
        "pay_period": r"\d{4}-\d{2}",
        "contract_type": r"CDI|CDD|ANAPEC|INTERIM|STAGE",
        "nationality": r"[A-Z]{3}",
        "issuing_country": r"[A-Z]{3}",
        "document_number": r"[A-Z0-9]{9}",
        "place_of_birth": r"[A-Z ]+",
    }
    if field == "mrz_valid":
        return None if value is True else "mrz_valid must be true here"
    if field in rules and not re.fullmatch(rules[field], str(value)):
        return f"{value!r} does not match {rules[field]}"
    if field == "rib" and not fmt.rib_ok(value):
        return "bad RIB key"
    if not isinstance(value, str) or not value.strip():
        return "empty"
    return None


def mrz_agrees(doc: dict, lines: list[str]) -> list[str]:
    lab = doc["labels"]
    errs = []
    if doc["document_type"] == "cin_back":
        if not fmt.td1_valid(lines):
            errs.append("TD1 check digits")
        if lines[0][5:14] != lab["document_number"]:
            errs.append("document_number vs MRZ")
        if lines[0][15:30].rstrip("<") != lab["cin"]:
            errs.append("cin vs MRZ optional data")
        if lines[1][0:6] != dt.date.fromisoformat(lab["date_of_birth"]).strftime("%y%m%d"):
            errs.append("birth date vs MRZ")
        if lines[1][8:14] != dt.date.fromisoformat(lab["cin_expiry"]).strftime("%y%m%d"):
            errs.append("expiry vs MRZ")
        name = lines[2]
    else:
        if not fmt.td3_valid(lines):
            errs.append("TD3 check digits")
        if lines[1][0:9] != lab["document_number"]:
            errs.append("document_number vs MRZ")
        if lines[1][28:42].rstrip("<") != lab["cin"]:
            errs.append("cin vs MRZ personal number")
        if lines[1][13:19] != dt.date.fromisoformat(lab["date_of_birth"]).strftime("%y%m%d"):
            errs.append("birth date vs MRZ")
        if lines[1][21:27] != dt.date.fromisoformat(lab["document_expiry"]).strftime("%y%m%d"):
            errs.append("expiry vs MRZ")
        name = lines[0][5:]
    surname, _, given = name.rstrip("<").partition("<<")
    mrz_full = (given.replace("<", " ") + " " + surname.replace("<", " ")).split()
    want = unicodedata.normalize("NFKD", lab["applicant_name"]).encode("ascii", "ignore").decode().upper().split()
    if sorted(mrz_full) != sorted(want):
        errs.append(f"name vs MRZ ({mrz_full} / {want})")
    return errs


def open_file(path: pathlib.Path, mime: str) -> tuple[int, str | None]:
    """(pages, text layer or None)"""
    if mime == "application/pdf":
        pdf = pdfium.PdfDocument(str(path))
        n = len(pdf)
        texts = []
        for i in range(n):
            page = pdf[i]
            page.render(scale=0.3).to_pil()
            texts.append(page.get_textpage().get_text_range())
        pdf.close()
        return n, "\n".join(texts)
    with Image.open(path) as im:
        im.verify()
    with Image.open(path) as im:
        im.load()
        fmt_ = {"image/png": "PNG", "image/jpeg": "JPEG", "image/tiff": "TIFF", "image/webp": "WEBP"}[mime]
        if im.format != fmt_:
            raise AssertionError(f"{path.name}: format {im.format}, mime {mime}")
        if min(im.size) < 600:
            raise AssertionError(f"{path.name}: too small {im.size}")
        return getattr(im, "n_frames", 1), None


def run(twice: bool = False) -> int:
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "h"
        t0 = time.time()
        result, extra = _build(out, seed=0)
        elapsed = time.time() - t0
        docs = result["documents"]
        print(f"built {len(docs)} documents in {elapsed:.1f} s")
        if elapsed > 150:
            errors.append(f"build took {elapsed:.0f} s")
        if set(result) != {"documents", "cases"}:
            errors.append(f"top-level keys {set(result)}")
        case_ids = {d["case_id"] for d in docs}
        if case_ids != set(result["cases"]):
            errors.append("cases and documents disagree")
        files = set()
        for doc in docs:
            name = doc["file"]
            if name in files:
                errors.append(f"{name}: duplicate file")
            files.add(name)
            path = out / name
            if not path.is_file():
                errors.append(f"{name}: missing")
                continue
            if set(doc) != {"file", "mime", "case_id", "document_type", "condition", "labels"}:
                errors.append(f"{name}: keys {sorted(doc)}")
            if MIME.get(path.suffix[1:]) != doc["mime"]:
                errors.append(f"{name}: mime {doc['mime']}")
            if doc["condition"] not in ("clean", "born_digital", "degraded"):
                errors.append(f"{name}: condition {doc['condition']}")
            t = doc["document_type"]
            if t not in SCHEMA:
                errors.append(f"{name}: type {t}")
                continue
            stray = set(doc["labels"]) - SCHEMA[t]
            if stray:
                errors.append(f"{name}: fields outside the schema for {t}: {sorted(stray)}")
            for field, value in doc["labels"].items():
                problem = check_value_format(field, value)
                if problem:
                    errors.append(f"{name}: {field}: {problem}")
            try:
                _pages, layer = open_file(path, doc["mime"])
            except Exception as exc:
                errors.append(f"{name}: does not open ({exc})")
                continue
            drawn = norm("\n".join(extra[name]["drawn"]))
            if doc["condition"] == "born_digital":
                if doc["mime"] != "application/pdf" or not layer or len(layer.strip()) < 100:
                    errors.append(f"{name}: born-digital without a text layer")
                    continue
                sources = {"text layer": norm(layer), "drawing": drawn}
            else:
                if doc["mime"] == "application/pdf" and layer and layer.strip():
                    errors.append(f"{name}: an image document with a text layer")
                sources = {"drawing": drawn}
            for where, text in sources.items():
                digits = re.sub(r"\D", "", text)
                for field, value in doc["labels"].items():
                    if t == "cin_back" and field in ("date_of_birth", "cin_expiry"):
                        continue  # on the back these are in the MRZ only, checked against it below
                    if not printed(field, value, text, digits):
                        errors.append(f"{name}: {field}={value!r} not found in its {where}")
            if t in ("cin_back", "passport"):
                lines = extra[name]["mrz"]
                errors += [f"{name}: {e}" for e in mrz_agrees(doc, lines)]
            if "rib" in doc["labels"] and not fmt.rib_ok(doc["labels"]["rib"]):
                errors.append(f"{name}: RIB key")
        # conflicts: the labels' disagreements are exactly the planned ones
        from . import _conflicts

        for cid, meta in result["cases"].items():
            found = _conflicts([d for d in docs if d["case_id"] == cid])
            if found != sorted(meta["expected_conflicts"]):
                errors.append(f"{cid}: expected_conflicts {meta['expected_conflicts']} but labels differ on {found}")
            n = sum(1 for d in docs if d["case_id"] == cid)
            if not 6 <= n <= 9:
                errors.append(f"{cid}: {n} documents")
        by_type = collections.Counter(d["document_type"] for d in docs)
        by_cond = collections.Counter(d["condition"] for d in docs)
        print("by type:", dict(sorted(by_type.items())))
        print("by condition:", dict(sorted(by_cond.items())))
        print("by mime:", dict(sorted(collections.Counter(d["mime"] for d in docs).items())))
        print(
            "conflict cases:",
            {c: m["expected_conflicts"] for c, m in result["cases"].items() if m["expected_conflicts"]},
        )
        if twice:
            out2 = pathlib.Path(tmp) / "h2"
            result2, _ = _build(out2, seed=0)
            if json.dumps(result, sort_keys=True) != json.dumps(result2, sort_keys=True):
                errors.append("not deterministic: descriptions differ")
            for doc in docs:
                h1 = hashlib.sha256((out / doc["file"]).read_bytes()).hexdigest()
                h2 = hashlib.sha256((out2 / doc["file"]).read_bytes()).hexdigest()
                if h1 != h2:
                    errors.append(f"not deterministic: {doc['file']}")
            print("second build identical" if not any("deterministic" in e for e in errors) else "second build differs")
    for e in errors:
        print("FAIL", e)
    print("OK" if not errors else f"{len(errors)} problem(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(run(twice="--twice" in sys.argv))
