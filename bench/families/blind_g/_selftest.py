"""Self-test of family G: build it into a temporary folder and check files, text layers, MRZs, RIBs and labels.

python -m bench.families.blind_g._selftest [seed]
"""

from __future__ import annotations

import collections
import datetime as dt
import re
import sys
import tempfile
import time
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

from . import _build, _fmt, _mrz, conflicts_of

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
DATES = {
    "date_of_birth",
    "cin_expiry",
    "document_expiry",
    "hire_date",
    "affiliation_date",
    "statement_period_start",
    "statement_period_end",
}
MONEY = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}


def _squash(s: str) -> str:
    return re.sub(r"\s+", "", s)


def _yymmdd(s: str, century_hint: int) -> str:
    y = int(s[:2])
    year = (1900 + y) if century_hint == 19 or (century_hint == 0 and y > 40) else 2000 + y
    return f"{year}-{s[2:4]}-{s[4:6]}"


def check(out: Path, seed: int) -> list[str]:
    errors: list[str] = []
    t0 = time.time()
    result, extra = _build(out, seed)
    took = time.time() - t0
    docs = result["documents"]
    for entry, doc in extra:
        f = out / entry["file"]
        name = entry["file"]
        labels = entry["labels"]
        # the file opens
        if entry["mime"] == "application/pdf":
            pdf = pdfium.PdfDocument(str(f))
            text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
            bitmap = pdf[0].render(scale=0.3).to_pil()
            assert bitmap.size[0] > 10
            if entry["condition"] == "born_digital":
                if len(text.strip()) < 200:
                    errors.append(f"{name}: no text layer")
                flat = " ".join(text.split())
                for field, printed in doc.evidence.items():
                    if field in labels:
                        for s in printed:
                            if " ".join(s.split()) not in flat:
                                errors.append(f"{name}: {field} printed {s!r} not in the PDF text")
            elif text.strip():
                errors.append(f"{name}: an image-only PDF has text")
        else:
            with Image.open(f) as im:
                im.load()
                if im.format.lower() not in {"png", "jpeg", "tiff", "webp"}:
                    errors.append(f"{name}: format {im.format}")
                if entry["condition"] == "clean":
                    dpi = im.info.get("dpi", (0, 0))[0]
                    if not 195 <= round(dpi) <= 305:
                        errors.append(f"{name}: clean image at {dpi} dpi")
        # every labelled value is printed on the page (as the page's own words)
        printed_all = "\n".join(t for p in doc.pages for t in p.texts)
        for field in labels:
            ev = doc.evidence.get(field)
            if not ev:
                errors.append(f"{name}: {field} labelled without printed evidence")
                continue
            for s in ev:
                if s not in printed_all:
                    errors.append(f"{name}: {field} evidence {s!r} not on the page")
        # only the schema's fields, in the schema's formats
        extra_fields = set(labels) - FIELDS[entry["document_type"]]
        if extra_fields:
            errors.append(f"{name}: fields not in the schema: {extra_fields}")
        for k, v in labels.items():
            if k in DATES:
                dt.date.fromisoformat(v)
            if k in MONEY and not (isinstance(v, float) and round(v, 2) == v):
                errors.append(f"{name}: {k}={v!r}")
            if k == "rib" and not _fmt.rib_valid(v):
                errors.append(f"{name}: RIB key wrong {v}")
            if k == "cin" and not re.fullmatch(r"[A-Z]{1,2}\d{4,6}", v):
                errors.append(f"{name}: cin {v}")
            if k == "pay_period" and not re.fullmatch(r"\d{4}-\d{2}", v):
                errors.append(f"{name}: pay_period {v}")
        # MRZ: valid check digits, and the labels are what the MRZ says
        if doc.mrz:
            lines = doc.mrz
            if entry["document_type"] == "cin_back":
                ok = _mrz.valid_td1(lines)
                l1, l2, l3 = lines
                got = {
                    "document_number": l1[5:14].rstrip("<"),
                    "cin": l1[15:30].rstrip("<"),
                    "date_of_birth": _yymmdd(l2[0:6], 0),
                    "cin_expiry": _yymmdd(l2[8:14], 20),
                }
                sur, _, giv = l3.partition("<<")
            else:
                ok = _mrz.valid_td3(lines)
                l1, l2 = lines
                got = {
                    "document_number": l2[0:9].rstrip("<"),
                    "nationality": l2[10:13].rstrip("<"),
                    "issuing_country": l1[2:5],
                    "date_of_birth": _yymmdd(l2[13:19], 0),
                    "document_expiry": _yymmdd(l2[21:27], 20),
                    "cin": l2[28:42].rstrip("<"),
                }
                sur, _, giv = l1[5:].partition("<<")
            got["applicant_name"] = (giv.strip("<").replace("<", " ") + " " + sur.replace("<", " ")).strip()
            if not ok or labels.get("mrz_valid") is not True:
                errors.append(f"{name}: MRZ check digits fail")
            for k, v in got.items():
                lv = labels.get(k)
                if k == "applicant_name":
                    lv, v = lv.upper(), v.upper()
                if lv != v:
                    errors.append(f"{name}: MRZ {k}={v!r} but label {lv!r}")
    for cid, case in result["cases"].items():
        found = conflicts_of([d for d in docs if d["case_id"] == cid])
        if found != case["expected_conflicts"]:
            errors.append(f"{cid}: conflicts {found} != expected {case['expected_conflicts']}")
    size = sum(f.stat().st_size for f in out.iterdir())
    print(f"built {len(docs)} documents in {took:.1f} s, {size / 1e6:.1f} MB")
    print("by condition:", dict(collections.Counter(d["condition"] for d in docs)))
    print("by type:", dict(collections.Counter(d["document_type"] for d in docs)))
    print("by mime:", dict(collections.Counter(d["mime"] for d in docs)))
    tab = collections.Counter((d["document_type"], d["condition"]) for d in docs)
    for t in FIELDS:
        print(f"  {t:24s}", {c: tab[(t, c)] for c in ("clean", "born_digital", "degraded")})
    print("conflicts:", {k: v["expected_conflicts"] for k, v in result["cases"].items() if v["expected_conflicts"]})
    return errors


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    with tempfile.TemporaryDirectory(prefix="blind_g_test_") as tmp:
        errors = check(Path(tmp), seed)
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
