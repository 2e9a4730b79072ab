"""Self-check of blind_t: determinism, label formats, MRZs, RIB keys, arithmetic and planted conflicts.

Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_t.check
"""

from __future__ import annotations

import collections
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from . import _build
from ._data import mrz_check

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
ALLOWED["id_card"] = ALLOWED["residence_permit"] = ALLOWED["visa"] = {
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
    "cin": re.compile(r"^[A-Z]{1,2}\d{1,7}$"),
    "document_number": re.compile(r"^[A-Z0-9]{9}$"),
    "nationality": re.compile(r"^[A-Z]{1,3}$"),
    "issuing_country": re.compile(r"^[A-Z]{1,3}$"),
    "employer_cnss": re.compile(r"^\d{7}$"),
    "cnss_number": re.compile(r"^\d{9}$"),
    "pay_period": re.compile(r"^\d{4}-\d{2}$"),
    "rib": re.compile(r"^\d{24}$"),
    "place_of_birth": re.compile(r"^[A-Z' -]+$"),
}
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


def _name_ok(v: str) -> bool:
    words = v.split()
    # given names (capitalised) first, then family names in capitals
    k = 0
    while k < len(words) and not words[k].isupper():
        k += 1
    return 0 < k < len(words) and all(w.isupper() for w in words[k:])


def check_labels(doc, errors):
    typ, lab = doc["document_type"], doc["labels"]
    extra = set(lab) - ALLOWED[typ]
    if extra:
        errors.append(f"{doc['file']}: fields not allowed for {typ}: {sorted(extra)}")
    for k, v in lab.items():
        if k in FORMATS and not (isinstance(v, str) and FORMATS[k].match(v)):
            errors.append(f"{doc['file']}: bad {k} {v!r}")
        is_date = k.endswith(("date", "of_birth", "expiry")) or k.startswith("statement_period")
        if is_date and k != "place_of_birth" and not (isinstance(v, str) and DATE.match(v)):
            errors.append(f"{doc['file']}: bad date {k} {v!r}")
        amounts = ("gross_salary", "net_salary", "opening_balance", "closing_balance")
        if k in amounts and (not isinstance(v, float) or round(v, 2) != v):
            errors.append(f"{doc['file']}: bad amount {k} {v!r}")
        if k in ("applicant_name", "account_holder") and not _name_ok(v):
            errors.append(f"{doc['file']}: bad name {v!r}")
        if k == "contract_type" and v not in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}:
            errors.append(f"{doc['file']}: bad contract {v!r}")
        if k == "mrz_valid" and v is not True:
            errors.append(f"{doc['file']}: mrz_valid {v!r}")
        if k == "rib" and int(v) % 97 != 0:
            errors.append(f"{doc['file']}: RIB key wrong {v}")


def check_mrz(doc, facts, errors):
    mrz = facts.get("mrz")
    if doc["document_type"] in ("cin_back", "passport", "id_card", "residence_permit") and not mrz:
        errors.append(f"{doc['file']}: no MRZ")
        return
    if not mrz:
        return
    lab = doc["labels"]
    if facts["td"] == 1:
        l1, l2, _l3 = mrz
        ok = all(len(x) == 30 for x in mrz)
        ok &= mrz_check(l1[5:14]) == l1[14]
        ok &= mrz_check(l2[0:6]) == l2[6] and mrz_check(l2[8:14]) == l2[14]
        ok &= mrz_check(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
        ok &= l1[5:14] == lab["document_number"]
        if doc["document_type"] == "cin_back":
            ok &= l1[:5] in ("IDMAR", "I<MAR")
            ok &= l1[15:].rstrip("<") == lab["cin"]
            ok &= l2[15:18] == "MAR"
        else:
            ok &= l1[2:5] == lab["issuing_country"] and l2[15:18] == lab["nationality"]
        ok &= l2[0:6] == lab["date_of_birth"][2:].replace("-", "")
    else:
        l1, l2 = mrz
        ok = len(l1) == len(l2) == 44 and l1[:2] == "P<"
        ok &= mrz_check(l2[0:9]) == l2[9] and mrz_check(l2[13:19]) == l2[19]
        ok &= mrz_check(l2[21:27]) == l2[27]
        pn = l2[28:42]
        ok &= (mrz_check(pn) == l2[42]) if pn.strip("<") else l2[42] in "<0"
        ok &= mrz_check(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
        ok &= l2[0:9] == lab["document_number"] and l2[10:13] == lab["nationality"]
        if "cin" in lab:
            ok &= pn.rstrip("<") == lab["cin"]
    if not ok:
        errors.append(f"{doc['file']}: MRZ inconsistent {mrz}")


def check_amounts(doc, facts, errors):
    lab = doc["labels"]
    if doc["document_type"] == "payslip":
        gross = round(sum(a for _, a in facts["earnings"]), 2)
        ded = round(sum(a for _, a in facts["deductions"]), 2)
        if round(gross - ded, 2) != lab["net_salary"] or gross != lab["gross_salary"]:
            errors.append(f"{doc['file']}: payslip arithmetic {gross} - {ded} != {lab['net_salary']}")
    if doc["document_type"] == "bank_statement":
        total = round(facts["opening"] + sum(facts["amounts"]), 2)
        if total != lab["closing_balance"] or facts["opening"] != lab["opening_balance"]:
            errors.append(f"{doc['file']}: statement arithmetic {total} != {lab['closing_balance']}")


def check_conflicts(result, errors):
    by_case = collections.defaultdict(list)
    for d in result["documents"]:
        by_case[d["case_id"]].append(d)
    for cid, docs in sorted(by_case.items()):
        values = collections.defaultdict(set)
        for d in docs:
            for k, v in d["labels"].items():
                if k not in NEVER_CONFLICT:
                    values[k].add(v if not isinstance(v, str) else " ".join(v.split()).lower())
        found = sorted(k for k, vs in values.items() if len(vs) > 1)
        expected = sorted(result["cases"][cid]["expected_conflicts"])
        if found != expected:
            errors.append(f"{cid}: labelled differences {found} != planted {expected}")


def check_text_layer(out: pathlib.Path, result, errors):
    seen = set()
    for d in result["documents"]:
        if d["condition"] != "born_digital":
            continue
        txt = subprocess.run(["pdftotext", str(out / d["file"]), "-"], capture_output=True, text=True).stdout
        if len(txt.strip()) < 40:
            errors.append(f"{d['file']}: no text layer")
        seen |= set(txt) & set("éèàçôÉ")
        name = d["labels"].get("applicant_name") or d["labels"].get("account_holder")
        if name and name.split()[-1] not in txt.upper():
            errors.append(f"{d['file']}: name {name!r} not in the text layer")
    if seen != set("éèàçôÉ"):
        errors.append(f"text layers miss accents: {sorted(set('éèàçôÉ') - seen)}")


def main() -> int:
    errors: list[str] = []
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        a, b = pathlib.Path(t1), pathlib.Path(t2)
        t0 = time.time()
        r1, facts, pages = _build(a, 0)
        elapsed = time.time() - t0
        r2, _f, _p = _build(b, 0)
        if r1 != r2:
            errors.append("the two builds describe different documents")
        files1 = sorted(p.name for p in a.iterdir())
        files2 = sorted(p.name for p in b.iterdir())
        if files1 != files2:
            errors.append("the two builds wrote different files")
        diff = [n for n in files1 if n in files2 and (a / n).read_bytes() != (b / n).read_bytes()]
        if diff:
            errors.append(f"not byte-identical: {diff[:10]}")
        listed = sorted(d["file"] for d in r1["documents"])
        if listed != files1:
            errors.append("files on disk differ from the documents listed")
        for name, n in pages.items():
            if n != 1:
                errors.append(f"{name}: {n} pages")
        for d, f in zip(r1["documents"], facts, strict=True):
            if not re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg)", d["file"]):
                errors.append(f"bad file name {d['file']}")
            check_labels(d, errors)
            check_mrz(d, f, errors)
            check_amounts(d, f, errors)
        check_conflicts(r1, errors)
        check_text_layer(a, r1, errors)
        docs = r1["documents"]
        print(f"documents: {len(docs)} in {len(r1['cases'])} cases; build {elapsed:.1f} s")
        print("by type:", dict(sorted(collections.Counter(d["document_type"] for d in docs).items())))
        print("by condition:", dict(sorted(collections.Counter(d["condition"] for d in docs).items())))
        print("by mime:", dict(sorted(collections.Counter(d["mime"] for d in docs).items())))
        print("conflicts:", {c: v["expected_conflicts"] for c, v in r1["cases"].items() if v["expected_conflicts"]})
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"FAILED ({len(errors)} errors)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
