"""Self-check of the blind_k family: `PYTHONPATH=. .venv/bin/python -m bench.families.blind_k.check`.

Builds the family twice (byte-identical files and manifests), then checks every label against
docs/document-labels.md (fields per type, value formats), every MRZ's check digits and its agreement with the
labels, every RIB key, every statement's arithmetic, born-digital text layers, and that each case's expected
conflicts are exactly the fields whose values differ between its papers. Prints a summary; exits 1 on a failure."""

from __future__ import annotations

import collections
import datetime as dt
import pathlib
import re
import sys
import tempfile
import time

from . import _build, mrz, render

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
PATTERNS = {
    "cin": r"[A-Z]{1,2}\d{4,7}",
    "document_number": r"[A-Z0-9]{5,9}",
    "nationality": r"[A-Z]{1,3}",
    "issuing_country": r"[A-Z]{1,3}",
    "employer_cnss": r"\d{7}",
    "cnss_number": r"\d{9}",
    "pay_period": r"\d{4}-(0[1-9]|1[0-2])",
    "rib": r"\d{24}",
    "contract_type": r"CDI|CDD|ANAPEC|INTERIM|STAGE",
}
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end"}
MIMES = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg", "tif": "image/tiff", "webp": "image/webp"}
MAGIC = {
    "application/pdf": [b"%PDF-"],
    "image/png": [b"\x89PNG"],
    "image/jpeg": [b"\xff\xd8\xff"],
    "image/tiff": [b"II*\x00", b"MM\x00*"],
    "image/webp": [b"RIFF"],
}


class Problems(list):
    def add(self, where: str, what: str) -> None:
        self.append(f"{where}: {what}")


def check_value(field: str, value, where: str, out: Problems) -> None:
    if field in DATES:
        if not (isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value)):
            out.add(where, f"{field} {value!r} is not an ISO date")
            return
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            out.add(where, f"{field} {value!r} is not a real date")
    elif field in MONEY:
        if not isinstance(value, float) or round(value, 2) != value:
            out.add(where, f"{field} {value!r} is not a float of 2 decimals")
    elif field == "mrz_valid":
        if value is not True:
            out.add(where, f"mrz_valid {value!r}")
    elif field in PATTERNS:
        if not (isinstance(value, str) and re.fullmatch(PATTERNS[field], value)):
            out.add(where, f"{field} {value!r} does not match {PATTERNS[field]}")
    elif field == "place_of_birth":
        if not (isinstance(value, str) and value == value.upper() and value.strip()):
            out.add(where, f"place_of_birth {value!r} is not upper case")
    elif field in ("applicant_name", "account_holder"):
        if not (
            isinstance(value, str)
            and len(value.split()) >= 2
            and value.split()[-1].isupper()
            and not value.split()[0].isupper()
        ):
            out.add(where, f"{field} {value!r} is not 'Given names FAMILY NAME'")
    elif not (isinstance(value, str) and value.strip() and value == " ".join(value.split())):
        out.add(where, f"{field} {value!r} is not a clean string")
    if field == "rib" and isinstance(value, str) and re.fullmatch(r"\d{24}", value):
        key = 97 - (int(value[:22]) * 100) % 97
        if f"{key:02d}" != value[22:] or int(value) % 97:
            out.add(where, f"RIB key {value[22:]} should be {key:02d}")


def _yymmdd(iso: str) -> str:
    return dt.date.fromisoformat(iso).strftime("%y%m%d")


def _mrz_name(field: str) -> str:
    surname, _, given = field.rstrip("<").partition("<<")
    return f"{given.replace('<', ' ')} {surname.replace('<', ' ')}".strip()


def check_mrz(lines: list[str], lab: dict, where: str, out: Problems) -> None:
    for err in mrz.validate(lines):
        out.add(where, f"MRZ {err}")
    if len(lines) == 3:  # TD1
        number, dob, exp, nat, name = lines[0][5:14], lines[1][0:6], lines[1][8:14], lines[1][15:18], lines[2]
        issuer = lines[0][2:5]
        opt = lines[0][15:30].rstrip("<")
    else:  # TD2, TD3, MRV-A
        l1, l2 = lines
        number, nat, dob, exp, name = l2[0:9], l2[10:13], l2[13:19], l2[21:27], l1[5:]
        issuer = l1[2:5]
        opt = l2[28:42].rstrip("<") if l1[0] == "P" else ""
    number = number.rstrip("<")
    if lab.get("document_number") != number:
        out.add(where, f"document_number {lab.get('document_number')!r} but the MRZ has {number!r}")
    if _yymmdd(lab["date_of_birth"]) != dob:
        out.add(where, f"date_of_birth {lab['date_of_birth']} but the MRZ has {dob}")
    expiry = lab.get("cin_expiry") or lab.get("document_expiry")
    if _yymmdd(expiry) != exp:
        out.add(where, f"expiry {expiry} but the MRZ has {exp}")
    if _mrz_name(name).upper() != lab["applicant_name"].upper():
        out.add(where, f"applicant_name {lab['applicant_name']!r} but the MRZ has {_mrz_name(name)!r}")
    if "nationality" in lab and lab["nationality"] != nat.rstrip("<"):
        out.add(where, f"nationality {lab['nationality']} but the MRZ has {nat}")
    if "issuing_country" in lab and lab["issuing_country"] != issuer.rstrip("<"):
        out.add(where, f"issuing_country {lab['issuing_country']} but the MRZ has {issuer}")
    if "cin" in lab and lab["cin"] != opt:
        out.add(where, f"cin {lab['cin']} but the MRZ's optional data is {opt!r}")


def _norm(v):
    return " ".join(v.split()).casefold() if isinstance(v, str) else v


def check_family(root: pathlib.Path, result: dict, extras: dict, out: Problems) -> None:
    docs, cases = result["documents"], result["cases"]
    if not 110 <= len(docs) <= 130:
        out.add("family", f"{len(docs)} documents, not 110-130")
    if len(cases) != 14:
        out.add("family", f"{len(cases)} cases, not 14")
    missing = set(FIELDS) - {d["document_type"] for d in docs}
    if missing:
        out.add("family", f"no document of type {sorted(missing)}")
    if sum(1 for c in cases.values() if c["expected_conflicts"]) != 5:
        out.add("family", "not 5 cases with planted conflicts")
    names = [d["file"] for d in docs]
    if len(set(names)) != len(names):
        out.add("family", "duplicate file names")
    on_disk = sorted(x.name for x in root.iterdir())
    if on_disk != sorted(names):
        out.add("family", "files on disk and manifest differ")
    for d in docs:
        where = d["file"]
        t = d["document_type"]
        if t not in FIELDS:
            out.add(where, f"unknown type {t}")
            continue
        if d["case_id"] not in cases:
            out.add(where, f"case {d['case_id']} not in cases")
        if d["condition"] not in ("clean", "born_digital", "degraded"):
            out.add(where, f"condition {d['condition']}")
        ext = where.rsplit(".", 1)[-1]
        if MIMES.get(ext) != d["mime"]:
            out.add(where, f"mime {d['mime']} for .{ext}")
        data = (root / where).read_bytes()
        if not any(data.startswith(m) for m in MAGIC.get(d["mime"], [])):
            out.add(where, f"content is not {d['mime']}")
        if d["mime"] == "image/webp" and data[8:12] != b"WEBP":
            out.add(where, "content is not WEBP")
        lab = d["labels"]
        extra_fields = set(lab) - FIELDS[t]
        if extra_fields:
            out.add(where, f"fields {sorted(extra_fields)} not in the {t} list")
        for field, value in lab.items():
            check_value(field, value, where, out)
        x = extras.get(where, {})
        if t in ("cin_back", "passport", "id_card", "visa", "residence_permit"):
            if "mrz" not in x:
                out.add(where, "no MRZ recorded")
            else:
                check_mrz(x["mrz"], lab, where, out)
        if t == "bank_statement":
            st = x.get("statement")
            if not st:
                out.add(where, "no movements recorded")
            else:
                credits = sum(m["credit"] for m in st["moves"])
                debits = sum(m["debit"] for m in st["moves"])
                if round(st["opening"] + credits - debits, 2) != st["closing"]:
                    out.add(where, "opening + credits - debits != closing")
                if (st["opening"], st["closing"]) != (lab["opening_balance"], lab["closing_balance"]):
                    out.add(where, "printed balances differ from the labels")
                if lab["statement_period_start"] > lab["statement_period_end"]:
                    out.add(where, "statement period ends before it starts")
        if d["condition"] == "born_digital":
            if d["mime"] != "application/pdf":
                out.add(where, "born_digital but not a PDF")
            text = " ".join(x.get("text", "").split()).casefold()
            if len(text) < 150:
                out.add(where, "born_digital PDF without a text layer")
            person = lab.get("applicant_name") or lab.get("account_holder")
            if person and person.split()[-1].casefold() not in text:
                out.add(where, f"text layer lacks {person.split()[-1]}")
            for field in ("cin", "cnss_number", "employer_cnss"):
                if field in lab and lab[field].casefold() not in text:
                    out.add(where, f"text layer lacks {field} {lab[field]}")
        elif d["mime"] == "application/pdf" and render.pdf_text(data).strip():
            out.add(where, f"{d['condition']} PDF has a text layer")
    by_case: dict[str, dict[str, set]] = collections.defaultdict(lambda: collections.defaultdict(set))
    for d in docs:
        for field, value in d["labels"].items():
            if field not in NEVER_CONFLICT:
                by_case[d["case_id"]][field].add(_norm(value))
    for case, info in cases.items():
        differ = sorted(f for f, vals in by_case[case].items() if len(vals) > 1)
        if differ != sorted(info["expected_conflicts"]):
            out.add(case, f"fields that differ {differ} but expected_conflicts {info['expected_conflicts']}")


def main() -> int:
    problems = Problems()
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        t0 = time.monotonic()
        res_a, extras = _build(pathlib.Path(a), 0)
        t1 = time.monotonic()
        res_b, _ = _build(pathlib.Path(b), 0)
        t2 = time.monotonic()
        if res_a != res_b:
            problems.add("determinism", "the two builds' manifests differ")
        files_a = sorted(p.name for p in pathlib.Path(a).iterdir())
        files_b = sorted(p.name for p in pathlib.Path(b).iterdir())
        if files_a != files_b:
            problems.add("determinism", "the two builds made different files")
        differing = [
            f
            for f in files_a
            if f in files_b and (pathlib.Path(a) / f).read_bytes() != (pathlib.Path(b) / f).read_bytes()
        ]
        for f in differing:
            problems.add("determinism", f"{f} differs between the two builds")
        check_family(pathlib.Path(a), res_a, extras, problems)
        size = sum((pathlib.Path(a) / f).stat().st_size for f in files_a)
    docs = res_a["documents"]
    types = sorted({d["document_type"] for d in docs}, key=list(FIELDS).index)
    conds = ["born_digital", "clean", "degraded"]
    tab = collections.Counter((d["document_type"], d["condition"]) for d in docs)
    print(
        f"blind_k: {len(docs)} documents, {len(res_a['cases'])} cases, {size / 1e6:.1f} MB; "
        f"builds took {t1 - t0:.0f} s and {t2 - t1:.0f} s"
    )
    print(f"{'type':<24}" + "".join(f"{c:>14}" for c in conds) + f"{'total':>8}")
    for t in types:
        print(f"{t:<24}" + "".join(f"{tab[(t, c)]:>14}" for c in conds) + f"{sum(tab[(t, c)] for c in conds):>8}")
    print(f"{'total':<24}" + "".join(f"{sum(tab[(t, c)] for t in types):>14}" for c in conds) + f"{len(docs):>8}")
    print("mime:", dict(sorted(collections.Counter(d["mime"] for d in docs).items())))
    for case, info in sorted(res_a["cases"].items()):
        if info["expected_conflicts"]:
            print(f"conflicts {case}: {', '.join(info['expected_conflicts'])}")
    print("byte-identical rebuild:", "yes" if not differing and res_a == res_b else "NO")
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for p in problems:
            print("  " + p)
        return 1
    print("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
