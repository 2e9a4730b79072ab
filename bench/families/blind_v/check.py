# ruff: noqa: SIM102, SIM114
"""Self-check of blind_v: determinism, label formats, MRZs, RIB keys, arithmetic, planted conflicts."""

from __future__ import annotations

import pathlib
import re
import sys
import tempfile

from . import _build
from .model import mrz_check

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
for _t in ("id_card", "residence_permit", "visa"):
    ALLOWED[_t] = {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    }
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FORMATS = {
    "cin": re.compile(r"^[A-Z]{1,2}\d+$"),
    "document_number": re.compile(r"^[A-Z0-9]{1,9}$"),
    "nationality": re.compile(r"^[A-Z]{3}$"),
    "issuing_country": re.compile(r"^[A-Z]{3}$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "contract_type": re.compile(r"^(CDI|CDD|ANAPEC|INTERIM|STAGE)$"),
    "pay_period": re.compile(r"^\d{4}-\d{2}$"),
    "rib": re.compile(r"^\d{24}$"),
    "place_of_birth": re.compile(r"^[^a-z]+$"),
}
NEVER = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
    "document_number",
    "document_expiry",
    "issuing_country",
}


def check_mrz(lines, kind, labels, errors, where):
    if kind in ("cnie", "td1"):
        l1, l2, _l3 = lines
        ok = all(len(x) == 30 for x in lines)
        ok &= l1[14] == mrz_check(l1[5:14]) and l2[6] == mrz_check(l2[0:6]) and l2[14] == mrz_check(l2[8:14])
        ok &= l2[29] == mrz_check(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29])
        ok &= l1[5:14].rstrip("<") == labels["document_number"]
        if kind == "cnie":
            ok &= l1[:5] in ("IDMAR", "I<MAR") and l1[15:30].rstrip("<") == labels["cin"]
            ok &= len(labels["document_number"]) == 9
    else:
        l1, l2 = lines
        ok = len(l1) == 44 and len(l2) == 44 and l2[9] == mrz_check(l2[0:9])
        ok &= l2[19] == mrz_check(l2[13:19]) and l2[27] == mrz_check(l2[21:27])
        ok &= l2[42] == mrz_check(l2[28:42]) and l2[43] == mrz_check(l2[0:10] + l2[13:20] + l2[21:43])
    if not ok:
        errors.append(f"{where}: bad MRZ {lines}")


def main() -> int:
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        r1, metas = _build(pathlib.Path(a), 0)
        r2, _ = _build(pathlib.Path(b), 0)
        if r1 != r2:
            errors.append("the two builds describe different documents")
        for d in r1["documents"]:
            if (pathlib.Path(a) / d["file"]).read_bytes() != (pathlib.Path(b) / d["file"]).read_bytes():
                errors.append(f"{d['file']}: builds differ")
    by_case: dict[str, list] = {}
    for d, meta in zip(r1["documents"], metas, strict=False):
        where, t, lab = d["file"], d["document_type"], d["labels"]
        if d["condition"] not in ("clean", "born_digital", "degraded"):
            errors.append(f"{where}: condition")
        for k, v in lab.items():
            if k not in ALLOWED[t]:
                errors.append(f"{where}: {k} not allowed for {t}")
            if k.endswith(("_birth", "_expiry", "_date", "_start", "_end")) and k != "place_of_birth":
                if not DATE.match(v):
                    errors.append(f"{where}: {k}={v}")
            elif k in FORMATS and not FORMATS[k].match(str(v)):
                errors.append(f"{where}: {k}={v}")
            elif k in ("gross_salary", "net_salary", "opening_balance", "closing_balance") and (
                not isinstance(v, float) or round(v, 2) != v
            ):
                errors.append(f"{where}: {k}={v}")
            elif k in ("applicant_name", "account_holder"):
                parts = v.split()
                if not parts or parts[-1] != parts[-1].upper():
                    errors.append(f"{where}: name {v}")
        if "rib" in lab and int(lab["rib"]) % 97 != 0:
            errors.append(f"{where}: RIB key")
        if "mrz" in meta:
            check_mrz(meta["mrz"], meta["mrz_kind"], lab, errors, where)
        if t == "payslip":
            if (
                round(sum(meta["gains"]), 2) != meta["gross"]
                or round(meta["gross"] - sum(meta["ded"]), 2) != meta["net"]
            ):
                errors.append(f"{where}: payslip arithmetic")
            if meta["gross"] != lab["gross_salary"] or meta["net"] != lab["net_salary"]:
                errors.append(f"{where}: payslip labels")
        if t == "bank_statement":
            if round(meta["opening"] + sum(meta["moves"]), 2) != meta["closing"] or not meta["moves"]:
                errors.append(f"{where}: statement arithmetic")
        by_case.setdefault(d["case_id"], []).append(lab)
    for cid, labs in by_case.items():
        seen: dict[str, set] = {}
        for lab in labs:
            for k, v in lab.items():
                if k not in NEVER:
                    seen.setdefault(k, set()).add(v)
        found = sorted(k for k, vs in seen.items() if len(vs) > 1)
        if found != r1["cases"][cid]["expected_conflicts"]:
            errors.append(f"{cid}: conflicts {found} != {r1['cases'][cid]['expected_conflicts']}")
    n = len(r1["documents"])
    for e in errors:
        print("FAIL", e)
    print(f"{n} documents, {len(by_case)} cases, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
