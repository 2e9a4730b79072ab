"""Self-check of blind_q: determinism, label schema and formats, MRZs, RIB keys, arithmetic, planted conflicts.

Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_q.check
"""

from __future__ import annotations

import collections
import hashlib
import itertools
import pathlib
import re
import sys
import tempfile
import time

from . import build
from .bank import transactions  # noqa: F401  (imported to make sure the module loads)
from .data import cases, payroll, seniority_rate
from .util import mrz_digit, rib_ok

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
DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
FORMATS = {
    "cin": re.compile(r"^[A-Z]{1,2}\d{3,7}$"),
    "document_number": re.compile(r"^[A-Z0-9]{9}$"),
    "nationality": re.compile(r"^[A-Z]{3}$"),
    "issuing_country": re.compile(r"^[A-Z]{3}$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "pay_period": re.compile(r"^\d{4}-\d{2}$"),
    "rib": re.compile(r"^\d{24}$"),
    "place_of_birth": re.compile(r"^[A-Z' -]+$"),
    "applicant_name": re.compile(r"^[A-Z][a-z]+( [A-Z][a-z]+)* [A-Z ]+$"),
    "account_holder": re.compile(r"^[A-Z][a-z]+( [A-Z][a-z]+)* [A-Z ]+$"),
}
NO_CONFLICT = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "opening_balance",
    "closing_balance",
    "document_number",
    "document_expiry",
    "issuing_country",
    "mrz_valid",
}


def digest(d: pathlib.Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir())}


def check_labels(doc: dict, errors: list[str]) -> None:
    t, labels = doc["document_type"], doc["labels"]
    bad = set(labels) - ALLOWED[t]
    if bad:
        errors.append(f"{doc['file']}: fields {sorted(bad)} not allowed for {t}")
    for k, v in labels.items():
        if k in FORMATS and not (isinstance(v, str) and FORMATS[k].match(v)):
            errors.append(f"{doc['file']}: {k}={v!r} badly formed")
        if (
            k.endswith("_date")
            or k
            in {
                "date_of_birth",
                "cin_expiry",
                "document_expiry",
                "hire_date",
                "statement_period_start",
                "statement_period_end",
            }
        ) and not DATE.match(v):
            errors.append(f"{doc['file']}: {k}={v!r} not ISO")
        if k in {"gross_salary", "net_salary", "opening_balance", "closing_balance"} and (
            not isinstance(v, float) or round(v, 2) != v
        ):
            errors.append(f"{doc['file']}: {k}={v!r} not a 2-decimal float")
        if k == "rib" and not rib_ok(v):
            errors.append(f"{doc['file']}: RIB key wrong {v}")
        if k == "mrz_valid" and v is not True:
            errors.append(f"{doc['file']}: mrz_valid {v!r}")
        if k == "contract_type" and v not in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}:
            errors.append(f"{doc['file']}: contract_type {v!r}")
    if t == "bank_statement" and labels["statement_period_start"] > labels["statement_period_end"]:
        errors.append(f"{doc['file']}: period reversed")


def td1_ok(lines: list[str]) -> bool:
    l1, l2, _ = lines
    if any(len(x) != 30 for x in lines):
        return False
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return (
        mrz_digit(l1[5:14]) == l1[14]
        and mrz_digit(l2[0:6]) == l2[6]
        and mrz_digit(l2[8:14]) == l2[14]
        and mrz_digit(comp) == l2[29]
    )


def td3_ok(lines: list[str]) -> bool:
    l1, l2 = lines
    if len(l1) != 44 or len(l2) != 44:
        return False
    pers_ok = l2[42] == mrz_digit(l2[28:42]) or (l2[28:43] == "<" * 15)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return (
        mrz_digit(l2[0:9]) == l2[9]
        and mrz_digit(l2[13:19]) == l2[19]
        and mrz_digit(l2[21:27]) == l2[27]
        and pers_ok
        and mrz_digit(comp) == l2[43]
    )


def check_mrz(errors: list[str]) -> int:
    from .cards import cnie_mrz
    from .util import td1, td3

    n = 0
    for c in cases():
        p = c.p
        if p.cin:
            lines = cnie_mrz(c)
            n += 1
            if not td1_ok(lines):
                errors.append(f"{c.cid}: CNIE MRZ check digits")
            prefix = "I<MAR" if c.old_card else "IDMAR"
            if not (
                lines[0].startswith(prefix)
                and lines[0][5:14] == c.card_no
                and lines[0][15:30].rstrip("<") == p.cin
                and re.match(r"^[A-Z]{2}\d{7}$", c.card_no)
            ):
                errors.append(f"{c.cid}: CNIE layout {lines[0]}")
        if c.passport:
            n += 1
            num, _, exp = c.passport
            if not td3_ok(td3("MAR", num, "MAR", p.dob, p.sex, exp, p.cin, p.surname, p.given)):
                errors.append(f"{c.cid}: passport MRZ")
        f = c.foreign or {}
        if "passport" in f:
            n += 1
            if not td3_ok(td3(f["nat"], f["passport"], f["nat"], p.dob, p.sex, f["pp_exp"], "", p.surname, p.given)):
                errors.append(f"{c.cid}: foreign passport MRZ")
        if "permit" in f:
            n += 1
            if not td1_ok(
                td1("IR", "MAR", f["permit"], "", p.dob, p.sex, f["permit_exp"], f["nat"], p.surname, p.given)
            ):
                errors.append(f"{c.cid}: permit MRZ")
        if "idcard" in f:
            n += 1
            if not td1_ok(td1("ID", "FRA", f["idcard"], "", p.dob, p.sex, f["id_exp"], "FRA", p.surname, p.given)):
                errors.append(f"{c.cid}: id card MRZ")
    return n


def check_arithmetic(errors: list[str]) -> int:
    import random

    from .bank import transactions as tx

    n = 0
    for c in cases():
        import datetime as dt

        pay = payroll(c.base, c.primes, c.dependants, seniority_rate(c.hire, dt.date(*c.months[0], 1)))
        if (
            round(pay["gross"] - pay["total_ded"], 2) != pay["net"]
            or round(sum(a for _, a in pay["gains"]), 2) != pay["gross"]
            or round(sum(a for _, a, _ in pay["deductions"]), 2) != pay["total_ded"]
        ):
            errors.append(f"{c.cid}: payslip arithmetic")
        n += 1
        ops = tx(random.Random(1), c, c.months[-1], pay["net"], "X", True)
        if not ops:
            errors.append(f"{c.cid}: empty statement")
    return n


def check_statements(docs: list[dict], errors: list[str]) -> None:
    by_case = collections.defaultdict(list)
    for d in docs:
        if d["document_type"] == "bank_statement":
            by_case[d["case_id"]].append(d["labels"])
    for cid, sts in by_case.items():
        sts.sort(key=lambda s: s["statement_period_start"])
        for a, b in itertools.pairwise(sts):
            if a["closing_balance"] != b["opening_balance"]:
                errors.append(f"{cid}: statements do not chain")


def check_conflicts(result: dict, errors: list[str]) -> None:
    by_case = collections.defaultdict(list)
    for d in result["documents"]:
        by_case[d["case_id"]].append(d["labels"])
    for cid, labs in by_case.items():
        values = collections.defaultdict(set)
        for lab in labs:
            for k, v in lab.items():
                if k not in NO_CONFLICT:
                    values[k].add(v)
        found = sorted(k for k, vs in values.items() if len(vs) > 1)
        expected = sorted(result["cases"][cid]["expected_conflicts"])
        if found != expected:
            errors.append(f"{cid}: conflicts found {found}, expected {expected}")


def main() -> int:
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        start = time.time()
        r1 = build(pathlib.Path(t1))
        took = time.time() - start
        r2 = build(pathlib.Path(t2))
        if r1 != r2:
            errors.append("the two builds' descriptions differ")
        d1, d2 = digest(pathlib.Path(t1)), digest(pathlib.Path(t2))
        if d1 != d2:
            diff = [k for k in d1 if d1.get(k) != d2.get(k)]
            errors.append(f"the two builds' files differ: {diff[:8]}")
        names = {d["file"] for d in r1["documents"]}
        if names != set(d1):
            errors.append("files on disk and described files differ")
        for d in r1["documents"]:
            if not re.match(r"^c\d\d-d\d\d\.(pdf|png|jpg)$", d["file"]):
                errors.append(f"file name not neutral: {d['file']}")
            check_labels(d, errors)
        n_mrz = check_mrz(errors)
        n_pay = check_arithmetic(errors)
        check_statements(r1["documents"], errors)
        check_conflicts(r1, errors)
    docs = r1["documents"]
    print(f"blind_q: {len(docs)} documents in {len(r1['cases'])} cases, built in {took:.1f} s")
    by_type = collections.Counter(d["document_type"] for d in docs)
    by_cond = collections.Counter(d["condition"] for d in docs)
    by_mime = collections.Counter(d["mime"] for d in docs)
    print("  by type:", dict(sorted(by_type.items())))
    print("  by condition:", dict(sorted(by_cond.items())))
    print("  by mime:", dict(sorted(by_mime.items())))
    print(f"  MRZs checked: {n_mrz}; payrolls checked: {n_pay}")
    print(
        "  planted conflicts:", {k: v["expected_conflicts"] for k, v in r1["cases"].items() if v["expected_conflicts"]}
    )
    print("  byte-identical rebuild:", d1 == d2)
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors:
            print("  -", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
