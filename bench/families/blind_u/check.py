"""Self-check of blind_u: two builds byte-identical, labels well formed, MRZs, RIBs, statements, payslips and the
planted conflicts. Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_u.check"""

from __future__ import annotations

import datetime as dt
import filecmp
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from . import build, plan
from .data import check_digit, rib_key

ALLOWED = {
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
ALLOWED["visa"] = ALLOWED["residence_permit"] = ALLOWED["id_card"]
DATES = {
    "date_of_birth",
    "cin_expiry",
    "document_expiry",
    "hire_date",
    "affiliation_date",
    "statement_period_start",
    "statement_period_end",
}
AMOUNTS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
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
MRZ_TYPES = {"cin_back", "passport", "id_card", "residence_permit"}


def _format_errors(field: str, v) -> str | None:
    ok = True
    if field in ("applicant_name", "account_holder"):
        words = str(v).split()
        ok = len(words) >= 2 and any(w.isupper() for w in words) and not words[0].isupper()
    elif field == "cin":
        ok = bool(re.fullmatch(r"[A-Z]{1,2}\d{3,7}", v))
    elif field in DATES:
        try:
            dt.date.fromisoformat(v)
        except ValueError:
            ok = False
        ok = ok and bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", v))
    elif field == "pay_period":
        ok = bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", v))
    elif field in AMOUNTS:
        ok = isinstance(v, float) and round(v, 2) == v
    elif field == "rib":
        ok = bool(re.fullmatch(r"\d{24}", v)) and rib_key(v[:22]) == v[22:] and int(v) % 97 == 0
    elif field == "employer_cnss":
        ok = bool(re.fullmatch(r"\d{7}", v))
    elif field == "cnss_number":
        ok = bool(re.fullmatch(r"\d{9}", v))
    elif field == "contract_type":
        ok = v in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}
    elif field in ("nationality", "issuing_country"):
        ok = bool(re.fullmatch(r"[A-Z]{3}|D", v))
    elif field == "mrz_valid":
        ok = v is True
    elif field == "place_of_birth":
        ok = v == v.upper()
    elif field == "document_number":
        ok = bool(re.fullmatch(r"[A-Z0-9]{9}", v))
    elif field in ("employer", "position", "bank_name", "address"):
        ok = isinstance(v, str) and len(v) > 2
    return None if ok else f"{field}={v!r} badly formed"


def _rtf_text(rtf: str) -> str:
    return re.sub(r"\\u(-?\d+)\?", lambda m: chr(int(m.group(1)) % 65536), rtf)


def _mrz_errors(job: dict) -> list[str]:
    text = _rtf_text(job["rtf"])
    lab = job["labels"]
    errs = []
    if job["type"] == "passport":
        lines = re.findall(r"(?<![A-Z0-9<])[A-Z0-9<]{44}(?![A-Z0-9<])", text)
        if len(lines) != 2:
            return [f"TD3 MRZ not found ({len(lines)} lines)"]
        l1, l2 = lines
        checks = [(l2[0:9], l2[9]), (l2[13:19], l2[19]), (l2[21:27], l2[27]), (l2[28:42], l2[42])]
        checks.append((l2[0:10] + l2[13:20] + l2[21:43], l2[43]))
        number, nat, dob, exp = l2[0:9].rstrip("<"), l2[10:13], l2[13:19], l2[21:27]
        issuer = l1[2:5]
        personal = l2[28:42].rstrip("<")
        if personal and lab.get("cin") != personal:
            errs.append("passport personal number is not the cin label")
    else:
        lines = re.findall(r"(?<![A-Z0-9<])[A-Z0-9<]{30}(?![A-Z0-9<])", text)
        if len(lines) != 3:
            return [f"TD1 MRZ not found ({len(lines)} lines)"]
        l1, l2, _l3 = lines
        checks = [(l1[5:14], l1[14]), (l2[0:6], l2[6]), (l2[8:14], l2[14])]
        checks.append((l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29], l2[29]))
        number, nat, dob, exp, issuer = l1[5:14].rstrip("<"), l2[15:18], l2[0:6], l2[8:14], l1[2:5]
        if job["type"] == "cin_back":
            if not (l1.startswith("IDMAR") or l1.startswith("I<MAR")):
                errs.append("CNIE MRZ does not start IDMAR / I<MAR")
            cin = l1[15:30].rstrip("<")
            if cin != lab.get("cin") or not re.fullmatch(r"[A-Z]{1,2}\d+", cin):
                errs.append(f"CNIE optional data {cin!r} is not the cin label")
            if len(l1[5:14]) != 9 or "<" in l1[5:14]:
                errs.append("CNIE document number is not 9 characters")
    for data, cd in checks:
        if check_digit(data) != cd:
            errs.append(f"check digit of {data!r} should be {check_digit(data)}")
    if lab.get("document_number") != number:
        errs.append("document_number differs from the MRZ")
    if lab.get("date_of_birth", "")[2:].replace("-", "") != dob:
        errs.append("date_of_birth differs from the MRZ")
    exp_label = lab.get("cin_expiry") or lab.get("document_expiry")
    if exp_label[2:].replace("-", "") != exp:
        errs.append("expiry differs from the MRZ")
    if "nationality" in lab and lab["nationality"] != nat:
        errs.append("nationality differs from the MRZ")
    if "issuing_country" in lab and lab["issuing_country"] != issuer:
        errs.append("issuing_country differs from the MRZ")
    return errs


def _norm(field: str, v):
    if isinstance(v, str) and field in ("applicant_name", "account_holder", "employer", "position"):
        return " ".join(v.lower().split())
    return v


def check(seed: int = 0) -> list[str]:
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        t0 = time.monotonic()
        r1 = build(pathlib.Path(t1), seed)
        elapsed = time.monotonic() - t0
        r2 = build(pathlib.Path(t2), seed)
        print(f"build: {elapsed:.1f} s, {len(r1['documents'])} documents")
        if json.dumps(r1, sort_keys=True) != json.dumps(r2, sort_keys=True):
            problems.append("the two builds describe different documents")
        files = sorted(p.name for p in pathlib.Path(t1).iterdir())
        if files != sorted(p.name for p in pathlib.Path(t2).iterdir()):
            problems.append("the two builds wrote different files")
        _, mismatch, errors = filecmp.cmpfiles(t1, t2, files, shallow=False)
        problems += [f"{f} differs between builds" for f in mismatch + errors]
        listed = {d["file"] for d in r1["documents"]}
        if listed != set(files):
            problems.append(f"files and documents disagree: {sorted(listed ^ set(files))}")
        born = [d["file"] for d in r1["documents"] if d["condition"] == "born_digital"]
        text = "".join(
            subprocess.run(["pdftotext", str(pathlib.Path(t1) / f), "-"], capture_output=True, text=True).stdout
            for f in born
        )
        missing = [c for c in "éèàçôÉ" if c not in text]
        if missing:
            problems.append(f"born-digital text layer lacks {missing}")
        for d in r1["documents"]:
            if not re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg)", d["file"]):
                problems.append(f"{d['file']}: file name not neutral")
            if d["condition"] == "born_digital" and not text:
                problems.append("no text layer")
    _, jobs = plan(seed)
    by_case: dict[str, list[dict]] = {}
    counts: dict[str, int] = {}
    for job, doc in zip(jobs, r1["documents"], strict=True):
        name = doc["file"]
        assert job["labels"] == doc["labels"]
        counts[f"{doc['document_type']}/{doc['condition']}"] = (
            counts.get(f"{doc['document_type']}/{doc['condition']}", 0) + 1
        )
        allowed = ALLOWED.get(doc["document_type"])
        if allowed is None:
            problems.append(f"{name}: unknown type {doc['document_type']}")
            continue
        for field, v in doc["labels"].items():
            if field not in allowed:
                problems.append(f"{name}: {field} not a field of {doc['document_type']}")
            err = _format_errors(field, v)
            if err:
                problems.append(f"{name}: {err}")
        if doc["document_type"] in MRZ_TYPES:
            problems += [f"{name}: {e}" for e in _mrz_errors(job)]
        f = job["facts"]
        if doc["document_type"] == "payslip":
            if round(f["gross"] - f["cnss"] - f["amo"] - f["ir"], 2) != f["net"]:
                problems.append(f"{name}: gross - deductions != net")
            if (doc["labels"]["gross_salary"], doc["labels"]["net_salary"]) != (f["gross"], f["net"]):
                problems.append(f"{name}: labels are not the printed pay")
        if doc["document_type"] == "bank_statement":
            lab = doc["labels"]
            if round(lab["opening_balance"] + sum(f["transactions"]), 2) != lab["closing_balance"]:
                problems.append(f"{name}: opening + movements != closing")
        by_case.setdefault(doc["case_id"], []).append(doc)
    for cid, docs in by_case.items():
        values: dict[str, set] = {}
        for d in docs:
            for field, v in d["labels"].items():
                if field not in NEVER_CONFLICT:
                    values.setdefault(field, set()).add(_norm(field, v))
        found = sorted(f for f, vs in values.items() if len(vs) > 1)
        expected = sorted(r1["cases"][cid]["expected_conflicts"])
        if found != expected:
            problems.append(f"{cid}: labelled differences {found} but expected conflicts {expected}")
    print("documents by type/condition:")
    for k in sorted(counts):
        print(f"  {k}: {counts[k]}")
    print("planted conflicts:", {c: v["expected_conflicts"] for c, v in r1["cases"].items() if v["expected_conflicts"]})
    return problems


def main() -> int:
    problems = check()
    for p in problems:
        print("PROBLEM:", p)
    print("OK" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
