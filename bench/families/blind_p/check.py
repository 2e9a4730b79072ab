"""Self-check of blind_p: two builds byte-identical, labels well-formed, MRZ, RIB, arithmetic, conflicts.

Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_p.check
"""

from __future__ import annotations

import collections
import pathlib
import re
import sys
import tempfile
import time

from . import build, fmt
from .plan import build_plan

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
ALLOWED["residence_permit"] = ALLOWED["visa"] = ALLOWED["id_card"]

DATE = r"\d{4}-\d{2}-\d{2}"
FORMATS = {
    "cin": r"[A-Z]{1,2}\d{3,7}",
    "document_number": r"[A-Z0-9]{9}",
    "nationality": r"[A-Z]{3}",
    "issuing_country": r"[A-Z]{3}",
    "date_of_birth": DATE,
    "cin_expiry": DATE,
    "document_expiry": DATE,
    "hire_date": DATE,
    "affiliation_date": DATE,
    "statement_period_start": DATE,
    "statement_period_end": DATE,
    "place_of_birth": r"[A-Z' -]+",
    "employer_cnss": r"\d{7}",
    "cnss_number": r"\d{9}",
    "contract_type": r"CDI|CDD|ANAPEC|INTERIM|STAGE",
    "pay_period": r"\d{4}-(0[1-9]|1[0-2])",
    "rib": r"\d{24}",
    "applicant_name": r"\S.*\S",
    "account_holder": r"\S.*\S",
    "employer": r".+ (SARL|SA|SARL AU|SNC|GIE|Société "
    r"Anonyme)$|^Office .+",
    "position": r".+",
    "bank_name": r".+",
    "address": r".+",
}
FLOATS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
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


def _norm(v: object) -> object:
    return " ".join(v.casefold().split()) if isinstance(v, str) else v


def main() -> int:
    errors: list[str] = []
    t0 = time.time()
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        ra = build(pathlib.Path(a), seed=0)
        t1 = time.time()
        rb = build(pathlib.Path(b), seed=0)
        if ra != rb:
            errors.append("the two builds' descriptions differ")
        fa = sorted(p.name for p in pathlib.Path(a).iterdir())
        fb = sorted(p.name for p in pathlib.Path(b).iterdir())
        if fa != fb:
            errors.append("the two builds wrote different files")
        for name in fa:
            if (pathlib.Path(a) / name).read_bytes() != (pathlib.Path(b) / name).read_bytes():
                errors.append(f"{name}: not byte-identical between builds")
        listed = sorted(d["file"] for d in ra["documents"])
        if listed != fa:
            errors.append("files listed != files written")
    docs = ra["documents"]
    plan = build_plan(0)

    for d, p in zip(docs, plan["documents"], strict=True):
        f, t, lab = d["file"], d["document_type"], d["labels"]
        if not re.fullmatch(r"c\d{2}-d\d{2}\.(pdf|png|jpg)", f):
            errors.append(f"{f}: file name not neutral")
        for k, v in lab.items():
            if k not in ALLOWED[t]:
                errors.append(f"{f}: field {k} not allowed for {t}")
            elif k in FLOATS:
                if not isinstance(v, float) or round(v, 2) != v:
                    errors.append(f"{f}: {k}={v!r} is not a 2-decimal float")
            elif k == "mrz_valid":
                if v is not True:
                    errors.append(f"{f}: mrz_valid={v!r}")
            elif not re.fullmatch(FORMATS[k], str(v)):
                errors.append(f"{f}: {k}={v!r} has a wrong format")
        if "rib" in lab and not fmt.rib_ok(lab["rib"]):
            errors.append(f"{f}: RIB key wrong {lab['rib']}")
        mrz = p["data"].get("mrz")
        if mrz:
            ok = fmt.td1_valid(mrz) if len(mrz) == 3 else fmt.td3_valid(mrz)
            if not ok:
                errors.append(f"{f}: MRZ check digits wrong")
            if len(mrz) == 3 and mrz[0][5:14].rstrip("<") != lab["document_number"]:
                errors.append(f"{f}: MRZ document number != label")
            if t == "cin_back":
                l1 = mrz[0]
                if not (l1.startswith("IDMAR") or l1.startswith("I<MAR")):
                    errors.append(f"{f}: CNIE MRZ does not start IDMAR/I<MAR")
                if l1[15:30].split("<")[0] != lab["cin"] or lab["cin"] == lab["document_number"]:
                    errors.append(f"{f}: CNIE optional data is not the CIN")
            if t == "passport" and "cin" in lab and mrz[1][28:42].rstrip("<") != lab["cin"]:
                errors.append(f"{f}: passport personal number != CIN")
        if t == "payslip":
            pay = p["data"]["pay"]
            if round(sum(v for _, v in pay["earnings"]), 2) != pay["gross"]:
                errors.append(f"{f}: earnings do not add up to gross")
            if round(pay["gross"] - sum(v for _, v, _ in pay["deductions"]), 2) != pay["net"]:
                errors.append(f"{f}: gross - deductions != net")
            if (lab["gross_salary"], lab["net_salary"]) != (pay["gross"], pay["net"]):
                errors.append(f"{f}: payslip labels != printed amounts")
        if t == "bank_statement":
            data = p["data"]
            if round(data["opening"] + sum(data["tx"]), 2) != data["closing"]:
                errors.append(f"{f}: opening + movements != closing")
            if (lab["opening_balance"], lab["closing_balance"]) != (data["opening"], data["closing"]):
                errors.append(f"{f}: statement labels != printed balances")

    by_case: dict[str, list[dict]] = collections.defaultdict(list)
    for d in docs:
        by_case[d["case_id"]].append(d)
    for cid, cdocs in sorted(by_case.items()):
        values: dict[str, set] = collections.defaultdict(set)
        for d in cdocs:
            for k, v in d["labels"].items():
                if k not in NEVER_CONFLICT:
                    values[k].add(_norm(v))
        found = sorted(k for k, vs in values.items() if len(vs) > 1)
        expected = sorted(ra["cases"][cid]["expected_conflicts"])
        if found != expected:
            errors.append(f"{cid}: conflicts found {found} != expected {expected}")

    print(f"documents: {len(docs)} in {len(by_case)} cases; one build {t1 - t0:.1f}s")
    print("by type:", dict(sorted(collections.Counter(d["document_type"] for d in docs).items())))
    print("by condition:", dict(sorted(collections.Counter(d["condition"] for d in docs).items())))
    print("by mime:", dict(sorted(collections.Counter(d["mime"] for d in docs).items())))
    print("conflicts:", {c: v["expected_conflicts"] for c, v in ra["cases"].items() if v["expected_conflicts"]})
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"FAILED ({len(errors)} errors)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
