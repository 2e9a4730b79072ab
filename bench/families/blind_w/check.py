"""Self-check of blind_w: two byte-identical builds, labels in the schema, MRZs, RIB keys, arithmetic, conflicts."""

from __future__ import annotations

import hashlib
import pathlib
import re
import sys
import tempfile
import time

from . import build_with_details
from .data import check_digit

ALLOWED = {
    "cin_front": {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"},
    "cin_back": {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"},
    "passport": {"applicant_name", "date_of_birth", "cin", "mrz_valid", "document_number", "nationality",
                 "issuing_country", "document_expiry"},
    "id_card": {"applicant_name", "date_of_birth", "mrz_valid", "document_number", "nationality", "issuing_country",
                "document_expiry"},
    "payslip": {"applicant_name", "cin", "employer", "employer_cnss", "cnss_number", "hire_date", "contract_type",
                "position", "pay_period", "gross_salary", "net_salary", "date_of_birth"},
    "employment_certificate": {"applicant_name", "cin", "employer", "employer_cnss", "hire_date", "position",
                               "contract_type", "date_of_birth"},
    "salary_certificate": {"applicant_name", "cin", "employer", "hire_date", "position", "gross_salary", "net_salary",
                           "date_of_birth"},
    "cnss_certificate": {"applicant_name", "cnss_number", "cin", "affiliation_date", "employer", "employer_cnss",
                         "date_of_birth"},
    "bank_statement": {"bank_name", "account_holder", "rib", "statement_period_start", "statement_period_end",
                       "opening_balance", "closing_balance"},
    "rib": {"bank_name", "account_holder", "rib"},
    "other": set(),
}  # fmt: skip
ALLOWED["visa"] = ALLOWED["residence_permit"] = ALLOWED["id_card"]

DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FORMATS = {
    "cin": re.compile(r"^[A-Z]{1,2}\d{3,7}$"),
    "document_number": re.compile(r"^[A-Z0-9]{1,9}$"),
    "nationality": re.compile(r"^[A-Z]{1,3}$"),
    "issuing_country": re.compile(r"^[A-Z]{1,3}$"),
    "place_of_birth": re.compile(r"^[A-Z' -]+$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "contract_type": re.compile(r"^(CDI|CDD|ANAPEC|INTERIM|STAGE)$"),
    "pay_period": re.compile(r"^\d{4}-(0[1-9]|1[0-2])$"),
    "rib": re.compile(r"^\d{24}$"),
}
DATES = {"date_of_birth", "cin_expiry", "document_expiry", "hire_date", "affiliation_date", "statement_period_start",
         "statement_period_end"}  # fmt: skip
MONEY = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
NAMES = {"applicant_name", "account_holder"}
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end", "opening_balance", "closing_balance",
                  "document_number", "document_expiry", "issuing_country"}  # fmt: skip
MIMES = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg"}


def _mrz_ok(lines: list[str]) -> bool:
    if len(lines) == 3:  # TD1
        l1, l2, _ = lines
        return (
            all(len(x) == 30 for x in lines)
            and check_digit(l1[5:14]) == l1[14]
            and check_digit(l2[0:6]) == l2[6]
            and check_digit(l2[8:14]) == l2[14]
            and check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
        )
    l1, l2 = lines
    return (
        len(l1) == 44
        and len(l2) == 44
        and check_digit(l2[0:9]) == l2[9]
        and check_digit(l2[13:19]) == l2[19]
        and check_digit(l2[21:27]) == l2[27]
        and check_digit(l2[28:42]) == l2[42]
        and check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    )


def _norm(field: str, v: object) -> object:
    if field in NAMES or field == "address":
        return " ".join(str(v).lower().split())
    return v


def check(out: pathlib.Path, res: dict, details: dict) -> list[str]:
    errs: list[str] = []
    docs = res["documents"]
    files = set()
    for d in docs:
        f, t, lab = d["file"], d["document_type"], d["labels"]
        where = f"{f} ({t})"
        if f in files:
            errs.append(f"{where}: file twice")
        files.add(f)
        if not re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg)", f):
            errs.append(f"{where}: file name not neutral")
        if MIMES[pathlib.Path(f).suffix] != d["mime"]:
            errs.append(f"{where}: mime {d['mime']}")
        if not (out / f).exists():
            errs.append(f"{where}: missing")
        if d["condition"] not in {"clean", "born_digital", "degraded"}:
            errs.append(f"{where}: condition {d['condition']}")
        if d["condition"] == "born_digital" and d["mime"] != "application/pdf":
            errs.append(f"{where}: born_digital not a PDF")
        for k, v in lab.items():
            if k not in ALLOWED[t]:
                errs.append(f"{where}: field {k} not allowed")
            if k in DATES and not (isinstance(v, str) and DATE.match(v)):
                errs.append(f"{where}: {k}={v!r} not ISO")
            if k in MONEY and not isinstance(v, float):
                errs.append(f"{where}: {k}={v!r} not a float")
            if k in FORMATS and not (isinstance(v, str) and FORMATS[k].match(v)):
                errs.append(f"{where}: {k}={v!r} bad format")
            if k == "mrz_valid" and v is not True:
                errs.append(f"{where}: mrz_valid {v!r}")
            if k in NAMES:
                parts = str(v).split()
                if not parts or not parts[-1].isupper() or parts[0].isupper():
                    errs.append(f"{where}: {k}={v!r} not 'Given FAMILY'")
            if k == "rib" and int(v) % 97 != 0:
                errs.append(f"{where}: RIB key wrong {v}")
        det = details.get(f, {})
        if "mrz" in det:
            m = det["mrz"]
            if not _mrz_ok(m):
                errs.append(f"{where}: MRZ check digits {m}")
            if t == "cin_back":
                if not (m[0][:5] in ("IDMAR", "I<MAR") and m[0][5:14] == lab["document_number"]):
                    errs.append(f"{where}: CNIE line 1 layout {m[0]}")
                if m[0][15:30].rstrip("<") != lab["cin"]:
                    errs.append(f"{where}: CIN not in the optional data {m[0]}")
            if t == "passport" and lab.get("cin") and m[1][28:42].rstrip("<") != lab["cin"]:
                errs.append(f"{where}: passport personal number is not the CIN")
        if t == "payslip":
            gains = round(sum(x for _, x in det["gains"]), 2)
            ded = round(sum(x for _, x in det["deductions"]), 2)
            if abs(gains - lab["gross_salary"]) > 0.005 or abs(gains - ded - lab["net_salary"]) > 0.005:
                errs.append(f"{where}: gross {gains} - deductions {ded} != net {lab['net_salary']}")
        if t == "bank_statement":
            bal = det["opening"]
            if abs(bal - lab["opening_balance"]) > 0.005:
                errs.append(f"{where}: opening balance")
            for amt, run in det["ops"]:
                bal = round(bal + amt, 2)
                if abs(bal - run) > 0.005:
                    errs.append(f"{where}: running balance {run} != {bal}")
            if abs(bal - lab["closing_balance"]) > 0.005:
                errs.append(f"{where}: closing {lab['closing_balance']} != {bal}")
    # conflicts: exactly the labelled differences inside each case
    for cid, case in res["cases"].items():
        values: dict[str, set] = {}
        for d in docs:
            if d["case_id"] != cid:
                continue
            for k, v in d["labels"].items():
                if k not in NEVER_CONFLICT:
                    values.setdefault(k, set()).add(_norm(k, v))
        found = sorted(k for k, vs in values.items() if len(vs) > 1)
        if found != sorted(case["expected_conflicts"]):
            errs.append(f"case {cid}: labelled differences {found} != expected {case['expected_conflicts']}")
    return errs


def _digest(d: pathlib.Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


def main() -> int:
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        t0 = time.time()
        res, details = build_with_details(pathlib.Path(a))
        t1 = time.time()
        res2, _ = build_with_details(pathlib.Path(b))
        t2 = time.time()
        errs = check(pathlib.Path(a), res, details)
        da, db = _digest(pathlib.Path(a)), _digest(pathlib.Path(b))
        if res != res2:
            errs.append("the two builds describe different documents")
        diff = sorted(k for k in set(da) | set(db) if da.get(k) != db.get(k))
        if diff:
            errs.append(f"{len(diff)} files differ between builds: {diff[:8]}")
        listed = {d["file"] for d in res["documents"]}
        if set(da) != listed:
            errs.append(f"out_dir holds other files than the listed ones: {sorted(set(da) ^ listed)[:8]}")
    docs = res["documents"]
    print(f"blind_w: {len(docs)} documents, {len(res['cases'])} cases; builds {t1 - t0:.0f} s and {t2 - t1:.0f} s")
    by: dict[str, dict[str, int]] = {}
    for d in docs:
        by.setdefault(d["document_type"], {}).setdefault(d["condition"], 0)
        by[d["document_type"]][d["condition"]] += 1
    for t, cs in sorted(by.items()):
        print(f"  {t:24s} {sum(cs.values()):3d}  " + ", ".join(f"{c} {n}" for c, n in sorted(cs.items())))
    for cid, case in sorted(res["cases"].items()):
        if case["expected_conflicts"]:
            print(f"  conflict {cid}: {', '.join(case['expected_conflicts'])}")
    print("byte-identical builds:", "yes" if not any("differ" in x for x in errs) else "NO")
    for x in errs:
        print("FAIL", x)
    print("OK" if not errs else f"{len(errs)} problems")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())
