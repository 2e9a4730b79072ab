"""Self-check of blind_s: determinism, label schema and formats, MRZs, RIB keys, arithmetic, planted conflicts.

Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_s.check
"""

from __future__ import annotations

import datetime as dt
import itertools
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from PIL import Image

from . import build
from .cases import check_digit, plan

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
    "id_card": {
        "applicant_name",
        "date_of_birth",
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
    "other": set(),
}
FIELDS["visa"] = FIELDS["residence_permit"] = FIELDS["id_card"]

NAME = re.compile(r"^(?:[A-ZÉ][a-zéèëïîôç]+(?:[ -][A-ZÉ][a-zéèëïîôç]+)*) [A-ZÉÈ' -]+$")
FORMATS = {
    "applicant_name": NAME,
    "account_holder": NAME,
    "cin": re.compile(r"^[A-Z]{1,2}\d{3,7}$"),
    "document_number": re.compile(r"^[A-Z0-9]{9}$"),
    "nationality": re.compile(r"^[A-Z]{3}$"),
    "issuing_country": re.compile(r"^[A-Z]{3}$"),
    "place_of_birth": re.compile(r"^[A-ZÉ' -]+$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "contract_type": re.compile(r"^(CDI|CDD|ANAPEC|INTERIM|STAGE)$"),
    "pay_period": re.compile(r"^\d{4}-(0[1-9]|1[0-2])$"),
    "rib": re.compile(r"^\d{24}$"),
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
TEXT = {"address", "employer", "position", "bank_name"}
NEVER_CONFLICT = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
    "document_number",
    "document_expiry",
    "issuing_country",
}


def fail(errors: list[str], msg: str) -> None:
    errors.append(msg)


def check_label(errors: list[str], doc: dict) -> None:
    t, lab = doc["document_type"], doc["labels"]
    if t not in FIELDS:
        fail(errors, f"{doc['file']}: unknown type {t}")
        return
    for k, v in lab.items():
        where = f"{doc['file']} {k}={v!r}"
        if k not in FIELDS[t]:
            fail(errors, f"{where}: field not allowed for {t}")
        elif k in FORMATS:
            if not isinstance(v, str) or not FORMATS[k].match(v):
                fail(errors, f"{where}: bad format")
        elif k in DATES:
            try:
                dt.date.fromisoformat(v)
            except (TypeError, ValueError):
                fail(errors, f"{where}: not an ISO date")
        elif k in MONEY:
            if not isinstance(v, float) or round(v, 2) != v:
                fail(errors, f"{where}: not a 2-decimal float")
        elif k == "mrz_valid":
            if v is not True:
                fail(errors, f"{where}: mrz_valid must be true")
        elif k in TEXT and (not isinstance(v, str) or not v.strip() or "  " in v):
            fail(errors, f"{where}: bad text")
    if "rib" in lab and lab["rib"] and int(lab["rib"]) % 97 != 0:
        fail(errors, f"{doc['file']}: RIB key wrong")
    if t in ("payslip", "salary_certificate") and lab["gross_salary"] < lab["net_salary"]:
        fail(errors, f"{doc['file']}: net above gross")


def yymmdd(iso: str) -> str:
    return dt.date.fromisoformat(iso).strftime("%y%m%d")


def check_mrz(errors: list[str], doc: dict, lab: dict, mrz: list[str]) -> None:
    f = doc["stem"]
    if len(mrz) == 3:
        if any(len(x) != 30 for x in mrz):
            fail(errors, f"{f}: TD1 line length")
            return
        l1, l2, l3 = mrz
        if check_digit(l1[5:14]) != l1[14]:
            fail(errors, f"{f}: TD1 document number check digit")
        if check_digit(l2[0:6]) != l2[6] or check_digit(l2[8:14]) != l2[14]:
            fail(errors, f"{f}: TD1 date check digits")
        if check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) != l2[29]:
            fail(errors, f"{f}: TD1 composite check digit")
        if l1[5:14] != lab["document_number"]:
            fail(errors, f"{f}: document_number differs from MRZ")
        if l2[0:6] != yymmdd(lab["date_of_birth"]):
            fail(errors, f"{f}: MRZ birth date")
        exp = lab.get("cin_expiry") or lab.get("document_expiry")
        if l2[8:14] != yymmdd(exp):
            fail(errors, f"{f}: MRZ expiry")
        family, _, given = l3.rstrip("<").partition("<<")
        name = given.replace("<", " ") + " " + family.replace("<", " ")
        if name.upper() != lab["applicant_name"].upper():
            fail(errors, f"{f}: MRZ name {name!r}")
        if doc["document_type"] in ("cin_front", "cin_back"):
            if l1[:5] not in ("IDMAR", "I<MAR") or l2[15:18] != "MAR":
                fail(errors, f"{f}: CNIE MRZ header")
            if l1[15:30].rstrip("<") != lab["cin"]:
                fail(errors, f"{f}: CNIE optional data is not the CIN")
            if l1[5:14] == lab["cin"]:
                fail(errors, f"{f}: CNIE document number equals the CIN")
        else:
            if l1[2:5] != lab["issuing_country"] or l2[15:18] != lab["nationality"]:
                fail(errors, f"{f}: TD1 issuer/nationality")
    else:
        if any(len(x) != 44 for x in mrz):
            fail(errors, f"{f}: TD3 line length")
            return
        l1, l2 = mrz
        checks = [
            (l2[0:9], l2[9]),
            (l2[13:19], l2[19]),
            (l2[21:27], l2[27]),
            (l2[28:42], l2[42]),
            (l2[0:10] + l2[13:20] + l2[21:43], l2[43]),
        ]
        if any(check_digit(a) != b for a, b in checks):
            fail(errors, f"{f}: TD3 check digit")
        if l2[0:9] != lab["document_number"] or l2[10:13] != lab["nationality"] or l1[2:5] != lab["issuing_country"]:
            fail(errors, f"{f}: TD3 fields")
        if l2[13:19] != yymmdd(lab["date_of_birth"]) or l2[21:27] != yymmdd(lab["document_expiry"]):
            fail(errors, f"{f}: TD3 dates")
        if l2[28:42].rstrip("<") != lab.get("cin", ""):
            fail(errors, f"{f}: TD3 personal number is not the CIN")


def check_plan(errors: list[str], docs: list[dict], cases: dict) -> None:
    for doc in docs:
        lab, ctx = doc["labels"], doc["ctx"]
        if "mrz" in ctx:
            check_mrz(errors, doc, lab, ctx["mrz"])
        if doc["document_type"] == "payslip" or doc["kind"].startswith("sal_"):
            pay = ctx["pay"]
            if round(sum(a for _, a in pay["gains"]), 2) != pay["gross"]:
                fail(errors, f"{doc['stem']}: gains do not add up to gross")
            if round(sum(x[3] for x in pay["ded"]), 2) != pay["total_ded"]:
                fail(errors, f"{doc['stem']}: deductions do not add up")
            if round(pay["gross"] - pay["total_ded"], 2) != pay["net"]:
                fail(errors, f"{doc['stem']}: gross - deductions != net")
            if (lab["gross_salary"], lab["net_salary"]) != (pay["gross"], pay["net"]):
                fail(errors, f"{doc['stem']}: labels differ from the printed pay")
        if doc["document_type"] == "bank_statement":
            st = ctx["st"]
            bal = st["opening"]
            for r in st["rows"]:
                bal = round(bal + r["amount"], 2)
                if bal != r["balance"]:
                    fail(errors, f"{doc['stem']}: running balance")
                if not st["start"] <= r["date"] <= st["end"]:
                    fail(errors, f"{doc['stem']}: transaction outside the period")
            if bal != st["closing"] or lab["closing_balance"] != bal or lab["opening_balance"] != st["opening"]:
                fail(errors, f"{doc['stem']}: closing balance")
    # conflicts: exactly the planted ones
    by_case: dict[str, dict[str, set]] = {}
    for doc in docs:
        fields = by_case.setdefault(doc["case_id"], {})
        for k, v in doc["labels"].items():
            if k in NEVER_CONFLICT:
                continue
            fields.setdefault(k, set()).add(v.casefold() if isinstance(v, str) else v)
    for cid, fields in by_case.items():
        found = sorted(k for k, vals in fields.items() if len(vals) > 1)
        if found != cases[cid]["expected_conflicts"]:
            fail(errors, f"{cid}: conflicts found {found}, expected {cases[cid]['expected_conflicts']}")
    # statements of a case continue one another, and every document of a case is reachable
    for cid in cases:
        sts = [x for x in docs if x["case_id"] == cid and x["document_type"] == "bank_statement"]
        for a, b in itertools.pairwise(sts):
            if a["labels"]["closing_balance"] != b["labels"]["opening_balance"]:
                fail(errors, f"{cid}: consecutive statements do not chain")


def check_files(errors: list[str], out: pathlib.Path, result: dict) -> None:
    chars: set[str] = set()
    for doc in result["documents"]:
        path = out / doc["file"]
        if not path.exists():
            fail(errors, f"{doc['file']}: missing")
            continue
        ext = path.suffix
        mime = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg"}[ext]
        if mime != doc["mime"]:
            fail(errors, f"{doc['file']}: mime")
        if not re.match(r"^c\d\d-d\d\d\.(pdf|png|jpg)$", doc["file"]):
            fail(errors, f"{doc['file']}: file name")
        if ext == ".pdf":
            text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True).stdout
            if doc["condition"] == "born_digital":
                chars |= set(text)
                if "\ufffd" in text or len(text.strip()) < 40:
                    fail(errors, f"{doc['file']}: poor text layer")
                lab = doc["labels"]
                probe = lab.get("cin") or lab.get("rib") or lab.get("document_number")
                flat = re.sub(r"\s+", "", text)
                if probe and probe not in flat:
                    fail(errors, f"{doc['file']}: {probe} not in its text layer")
            elif text.strip():
                fail(errors, f"{doc['file']}: image-only PDF has text")
            elif doc["condition"] == "born_digital":
                fail(errors, f"{doc['file']}: born-digital PDF without text")
        else:
            if doc["condition"] == "born_digital":
                fail(errors, f"{doc['file']}: born_digital must be a PDF")
            with Image.open(path) as im:
                if min(im.size) < 500:
                    fail(errors, f"{doc['file']}: image too small {im.size}")
    missing = set("éèàçôÉ") - chars
    if missing:
        fail(errors, f"accented characters missing from the text layers: {sorted(missing)}")


def main() -> int:
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        a, b = pathlib.Path(t1), pathlib.Path(t2)
        t0 = time.time()
        r1 = build(a, seed=0)
        t_build = time.time() - t0
        r2 = build(b, seed=0)
        if r1 != r2:
            fail(errors, "the two builds describe different documents")
        f1 = sorted(p.name for p in a.iterdir())
        f2 = sorted(p.name for p in b.iterdir())
        if f1 != f2 or f1 != sorted(x["file"] for x in r1["documents"]):
            fail(errors, "file lists differ")
        diff = [n for n in f1 if n in f2 and (a / n).read_bytes() != (b / n).read_bytes()]
        if diff:
            fail(errors, f"{len(diff)} files differ between builds: {diff[:5]}")
        for doc in r1["documents"]:
            check_label(errors, doc)
        docs, cases = plan(0)
        if cases != r1["cases"]:
            fail(errors, "cases differ from the plan")
        check_plan(errors, docs, cases)
        check_files(errors, a, r1)
        n = len(r1["documents"])
        by_type: dict[str, int] = {}
        by_cond: dict[str, int] = {}
        for doc in r1["documents"]:
            by_type[doc["document_type"]] = by_type.get(doc["document_type"], 0) + 1
            by_cond[doc["condition"]] = by_cond.get(doc["condition"], 0) + 1
    print(f"blind_s: {n} documents in {len(r1['cases'])} cases, built in {t_build:.1f} s")
    print("  by type:", dict(sorted(by_type.items())))
    print("  by condition:", dict(sorted(by_cond.items())))
    print(
        "  planted conflicts:", {k: v["expected_conflicts"] for k, v in r1["cases"].items() if v["expected_conflicts"]}
    )
    if errors:
        print(f"FAILED ({len(errors)}):")
        for e in errors:
            print("  -", e)
        return 1
    print("OK: byte-identical builds, labels, MRZs, RIB keys, payslip and statement arithmetic, conflicts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
