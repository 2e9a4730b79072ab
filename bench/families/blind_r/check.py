"""Self-check of blind_r: determinism, label schema, MRZs, RIB keys, arithmetic, planted conflicts.

Run: cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_r.check
"""

from __future__ import annotations

import collections
import filecmp
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from . import build, plan
from . import data as m
from .cases import APPLICANTS

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
NAME = r"[A-Z][a-z]+( [A-Z][a-z]+)* [A-Z][A-Z' -]+"
FORMAT = {
    "cin": r"[A-Z]{1,2}\d{4,6}",
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
    "pay_period": r"\d{4}-\d{2}",
    "rib": r"\d{24}",
    "applicant_name": NAME,
    "account_holder": NAME,
}
FLOATS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
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
MIME = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg"}

errors: list[str] = []


def err(s: str) -> None:
    errors.append(s)


def check_labels(res: dict, out: pathlib.Path) -> None:
    for d in res["documents"]:
        f = out / d["file"]
        if not f.exists():
            err(f"missing {d['file']}")
        if MIME[f.suffix] != d["mime"]:
            err(f"mime {d['file']}")
        if d["document_type"] in d["file"]:
            err(f"type in name {d['file']}")
        allowed = ALLOWED[d["document_type"]]
        for k, v in d["labels"].items():
            if k not in allowed:
                err(f"{d['file']}: {k} not allowed for {d['document_type']}")
            if k in FORMAT and not re.fullmatch(FORMAT[k], str(v)):
                err(f"{d['file']}: {k}={v!r} bad format")
            if k in FLOATS and (not isinstance(v, float) or round(v, 2) != v):
                err(f"{d['file']}: {k}={v!r} not a 2-decimal float")
            if k == "mrz_valid" and v is not True:
                err(f"{d['file']}: mrz_valid")
            if k == "rib" and (int(v) % 97 or v[22:] != m.rib_key(v[:22])):
                err(f"{d['file']}: rib key")
            if k in ("date_of_birth", "hire_date") and not "1950" < v < "2025-07":
                err(f"{d['file']}: {k} implausible")


def check_mrz(docs: list[dict]) -> int:
    n = 0
    for d in docs:
        lines = [c.split("\t")[8] for c in d["page"].cmds if c.startswith("T\t")]
        mrz = [x for x in lines if re.fullmatch(r"[A-Z0-9<]{30}|[A-Z0-9<]{44}", x)]
        if not d["card"]:
            continue
        lab = d["labels"]
        if d["document_type"] == "cin_front":
            if mrz:
                err(f"{d['stem']}: MRZ on a card front")
            continue
        n += 1
        if len(mrz) == 3:
            l1, l2, l3 = mrz
            ok = (
                m.mrz_cd(l1[5:14]) == l1[14]
                and m.mrz_cd(l2[0:6]) == l2[6]
                and m.mrz_cd(l2[8:14]) == l2[14]
                and m.mrz_cd(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
            )
            if not ok:
                err(f"{d['stem']}: TD1 check digits")
            if l1[5:14] != lab["document_number"]:
                err(f"{d['stem']}: TD1 document number")
            if d["document_type"] == "cin_back":
                if l1[:5] not in ("IDMAR", "I<MAR") or l1[15:30].rstrip("<") != lab["cin"] or l2[15:18] != "MAR":
                    err(f"{d['stem']}: CNIE layout {l1}")
                if l1[5:14] == lab["cin"].ljust(9, "<"):
                    err(f"{d['stem']}: CNIE document number is the CIN")
            surname, _, given = l3.rstrip("<").partition("<<")
            if f"{given.replace('<', ' ')} {surname.replace('<', ' ')}" != lab["applicant_name"].upper():
                err(f"{d['stem']}: MRZ name {l3}")
            if "20" + l2[8:14] != lab.get("cin_expiry", lab.get("document_expiry", "")).replace("-", ""):
                err(f"{d['stem']}: MRZ expiry")
        elif len(mrz) == 2:
            l1, l2 = mrz
            ok = (
                m.mrz_cd(l2[0:9]) == l2[9]
                and m.mrz_cd(l2[13:19]) == l2[19]
                and m.mrz_cd(l2[21:27]) == l2[27]
                and m.mrz_cd(l2[28:42]) == l2[42]
                and m.mrz_cd(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
            )
            if not ok or not l1.startswith("P<MAR") or l2[28:42].rstrip("<") != lab["cin"]:
                err(f"{d['stem']}: TD3")
            if l2[0:9] != lab["document_number"]:
                err(f"{d['stem']}: TD3 number")
        else:
            err(f"{d['stem']}: no MRZ found ({len(mrz)} lines)")
    return n


def check_arithmetic(docs: list[dict]) -> tuple[int, int]:
    ns = npay = 0
    for d in docs:
        lab = d["labels"]
        if d["document_type"] == "bank_statement":
            ns += 1
            _s, _e, tx = d["tx"]
            if round(lab["opening_balance"] + sum(x for _d, _l, x in tx), 2) != lab["closing_balance"]:
                err(f"{d['stem']}: statement arithmetic")
        if d["document_type"] == "payslip":
            npay += 1
    for a in APPLICANTS:
        p = m.payslip_lines(a["base"], a["primes"], a["cimr"], a["children"])
        if round(sum(v for _k, v in p["earn"]), 2) != p["gross"]:
            err(f"{a['id']}: gross")
        if round(sum(x[1] for x in p["ded"]), 2) != p["total_ded"] or round(p["gross"] - p["total_ded"], 2) != p["net"]:
            err(f"{a['id']}: gross - deductions != net")
        for d in docs:
            if (
                d["case_id"] == a["id"]
                and d["document_type"] == "payslip"
                and (d["labels"]["gross_salary"], d["labels"]["net_salary"]) != (p["gross"], p["net"])
            ):
                err(f"{d['stem']}: payslip labels differ from its lines")
    return ns, npay


def norm(v):
    return " ".join(str(v).split()).casefold() if isinstance(v, str) else v


def check_conflicts(res: dict) -> dict:
    found = {}
    by = collections.defaultdict(list)
    for d in res["documents"]:
        by[d["case_id"]].append(d)
    for cid, ds in by.items():
        vals = collections.defaultdict(set)
        for d in ds:
            for k, v in d["labels"].items():
                if k not in NEVER:
                    vals[k].add(norm(v))
        actual = sorted(k for k, s in vals.items() if len(s) > 1)
        expected = res["cases"][cid]["expected_conflicts"]
        found[cid] = actual
        if actual != expected:
            err(f"{cid}: conflicts {actual} != expected {expected}")
    return found


def check_text_layer(res: dict, out: pathlib.Path) -> None:
    seen = set()
    for d in res["documents"]:
        if d["condition"] != "born_digital":
            continue
        txt = subprocess.run(["pdftotext", str(out / d["file"]), "-"], capture_output=True, text=True).stdout
        seen |= set(c for c in "éèàçôÉ" if c in txt)
        lab = d["labels"]
        for k in ("cin", "cnss_number", "employer_cnss", "document_number"):
            if k in lab and lab[k] not in txt:
                err(f"{d['file']}: {k} {lab[k]} not in text layer")
    if seen != set("éèàçôÉ"):
        err(f"accents missing from text layers: {set('éèàçôÉ') - seen}")


def main() -> int:
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        a, b = pathlib.Path(t1), pathlib.Path(t2)
        t0 = time.time()
        r1 = build(a, 0)
        dt1 = time.time() - t0
        r2 = build(b, 0)
        names = sorted(p.name for p in a.iterdir())
        if names != sorted(p.name for p in b.iterdir()):
            err("the two builds have different files")
        _match, mismatch, errs = filecmp.cmpfiles(a, b, names, shallow=False)
        if mismatch or errs:
            err(f"not byte-identical: {mismatch + errs}")
        if r1 != r2:
            err("the two builds describe different documents")
        docs = plan(0)
        check_labels(r1, a)
        n_mrz = check_mrz(docs)
        ns, npay = check_arithmetic(docs)
        found = check_conflicts(r1)
        check_text_layer(r1, a)
        print(
            f"built {len(r1['documents'])} documents in {dt1:.1f}s; second build byte-identical: "
            f"{not mismatch and not errs} ({len(names)} files)"
        )
        print("by type:", dict(collections.Counter(d["document_type"] for d in r1["documents"])))
        print("by condition:", dict(collections.Counter(d["condition"] for d in r1["documents"])))
        print("by mime:", dict(collections.Counter(d["mime"] for d in r1["documents"])))
        print(f"MRZs checked: {n_mrz}; statements balanced: {ns}; payslips: {npay}")
        print("conflicts:", {k: v for k, v in found.items() if v})
    if errors:
        print(f"FAILED ({len(errors)}):")
        for e in errors[:60]:
            print("  ", e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
