"""The family's own check: build twice, open every file, validate every label against docs/document-labels.md,
re-verify every MRZ with an independent implementation, find each label's value in the page's source text, and
recompute each case's conflicts.

    PYTHONPATH=. .venv/bin/python -m bench.families.blind_i.check [out_dir]
"""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import html
import json
import re
import sys
import tempfile
import time
from pathlib import Path

import pypdfium2 as pdfium
from PIL import Image

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
}
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end"}
DATE_FIELDS = {
    "date_of_birth",
    "cin_expiry",
    "document_expiry",
    "hire_date",
    "affiliation_date",
    "statement_period_start",
    "statement_period_end",
}
AMOUNT_FIELDS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
MAGIC = {
    "application/pdf": b"%PDF",
    "image/png": b"\x89PNG",
    "image/jpeg": b"\xff\xd8",
    "image/tiff": (b"II*\x00", b"MM\x00*"),
    "image/webp": b"RIFF",
}


# --- an ICAO 9303 check written apart from ids.py ------------------------------------------------------------------


def _v(ch: str) -> int:
    if "0" <= ch <= "9":
        return ord(ch) - 48
    if "A" <= ch <= "Z":
        return ord(ch) - 55
    if ch == "<":
        return 0
    raise ValueError(ch)


def _cd(field: str) -> int:
    total = 0
    for i, ch in enumerate(field):
        total += _v(ch) * [7, 3, 1][i % 3]
    return total % 10


def td1_ok(l1: str, l2: str, l3: str) -> bool:
    if not (len(l1) == len(l2) == len(l3) == 30):
        return False
    ok = _cd(l1[5:14]) == int(l1[14])
    ok &= _cd(l2[0:6]) == int(l2[6])
    ok &= _cd(l2[8:14]) == int(l2[14])
    ok &= _cd(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == int(l2[29])
    return bool(ok)


def td3_ok(l1: str, l2: str) -> bool:
    if not (len(l1) == len(l2) == 44):
        return False
    ok = _cd(l2[0:9]) == int(l2[9])
    ok &= _cd(l2[13:19]) == int(l2[19])
    ok &= _cd(l2[21:27]) == int(l2[27])
    ok &= _cd(l2[28:42]) == int(l2[42])
    ok &= _cd(l2[0:10] + l2[13:20] + l2[21:43]) == int(l2[43])
    return bool(ok)


def _yymmdd(s: str, century_hint: str) -> str:
    yy, mm, dd = int(s[:2]), int(s[2:4]), int(s[4:6])
    year = (1900 + yy if yy > 40 else 2000 + yy) if century_hint == "birth" else 2000 + yy
    return dt.date(year, mm, dd).isoformat()


def _mrz_name(field: str) -> str:
    sur, _, given = field.strip("<").partition("<<")
    return f"{given.replace('<', ' ').strip()} {sur.replace('<', ' ').strip()}".strip()


# --- value checks ----------------------------------------------------------------------------------------------------


def _iso(s: str) -> dt.date:
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", s), s
    return dt.date.fromisoformat(s)


def validate_labels(doc: dict) -> list[str]:
    errs = []
    t, L = doc["document_type"], doc["labels"]
    extra = set(L) - ALLOWED[t]
    if extra:
        errs.append(f"fields not in the schema for {t}: {extra}")
    for k, val in L.items():
        try:
            if k in DATE_FIELDS:
                _iso(val)
            elif k in AMOUNT_FIELDS:
                assert isinstance(val, float) and round(val, 2) == val, val
            elif k in ("applicant_name", "account_holder"):
                assert isinstance(val, str) and val == " ".join(val.split()) and val[0].isupper(), val
            elif k == "cin":
                assert re.fullmatch(r"[A-Z]{1,2}\d{4,7}", val), val
            elif k == "document_number":
                assert re.fullmatch(r"[A-Z0-9]{9}", val), val
            elif k in ("nationality", "issuing_country"):
                assert re.fullmatch(r"[A-Z]{3}", val), val
            elif k == "place_of_birth":
                assert val == val.upper(), val
            elif k == "mrz_valid":
                assert val is True
            elif k == "employer_cnss":
                assert re.fullmatch(r"\d{7}", val), val
            elif k == "cnss_number":
                assert re.fullmatch(r"\d{9}", val), val
            elif k == "contract_type":
                assert val in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}, val
            elif k == "pay_period":
                assert re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", val), val
            elif k == "rib":
                assert re.fullmatch(r"\d{24}", val), val
                assert int(val[22:]) == 97 - int(val[:22]) % 97, f"rib key {val}"
            elif k in ("employer", "position", "bank_name", "address"):
                assert isinstance(val, str) and val.strip() == val and "  " not in val, val
        except (AssertionError, ValueError) as exc:
            errs.append(f"{k}: {exc}")
    return errs


FR = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
EN = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def date_forms(d: dt.date) -> list[str]:
    day1 = "1er" if d.day == 1 else str(d.day)
    return [
        d.strftime("%d/%m/%Y"),
        d.strftime("%d-%m-%Y"),
        d.strftime("%d.%m.%Y"),
        d.isoformat(),
        f"{day1} {FR[d.month - 1]} {d.year}",
        f"{EN[d.month - 1]} {d.day}, {d.year}",
        f"{d.day:02d} {EN[d.month - 1][:3].upper()} {d.year}",
        d.strftime("%d %m %Y"),
        d.strftime("%y%m%d"),
    ]


def amount_forms(x: float) -> list[str]:
    a = f"{abs(x):,.2f}"
    ip, dp = a.split(".")
    return [
        ip.replace(",", " ") + "," + dp,
        ip.replace(",", ".") + "," + dp,
        ip + "." + dp,
        ip.replace(",", "") + "." + dp,
    ]


CONTRACT_FORMS = {
    "CDI": ["CDI", "C.D.I.", "indéterminée", "Permanent", "permanent"],
    "CDD": ["CDD", "C.D.D.", "déterminée"],
    "ANAPEC": ["ANAPEC"],
    "INTERIM": ["INTERIM", "Intérim", "intérim"],
    "STAGE": ["STAGE", "Stage", "stage"],
}


def printed(field: str, val, text: str, flat: str) -> bool:
    """Is the label's value visible in the page's text in one of its printed forms?"""
    low = flat.lower()
    if field in DATE_FIELDS:
        return any(f.lower() in low for f in date_forms(dt.date.fromisoformat(val)))
    if field in AMOUNT_FIELDS:
        return any(f in flat for f in amount_forms(val))
    if field in ("applicant_name", "account_holder"):
        return all(tok.lower() in low for tok in val.split())
    if field in ("rib", "cnss_number", "employer_cnss", "cin"):
        return val in re.sub(r"\s", "", flat)
    if field == "contract_type":
        return any(f in flat for f in CONTRACT_FORMS[val])
    if field == "pay_period":
        y, m = int(val[:4]), int(val[5:])
        return any(f.lower() in low for f in (f"{FR[m - 1]} {y}", f"{EN[m - 1]} {y}", f"{m:02d}/{y}"))
    if field in ("mrz_valid", "nationality", "issuing_country"):
        return True
    return str(val).lower() in low


def _text(pdf: bytes) -> str:
    doc = pdfium.PdfDocument(pdf)
    out = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        out.append(tp.get_text_range())
        tp.close()
    doc.close()
    return "\n".join(out)


def main() -> int:
    from bench.families import blind_i

    problems: list[str] = []
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as t1, tempfile.TemporaryDirectory() as t2:
        out1 = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(t1)
        sources: dict = {}
        t0 = time.time()
        m1 = blind_i.build(out1, 0, _sources=sources)
        build_time = time.time() - t0
        m2 = blind_i.build(Path(t2), 0)
        if json.dumps(m1, sort_keys=True) != json.dumps(m2, sort_keys=True):
            problems.append("manifests differ between two builds")
        for d in m1["documents"]:
            h1 = hashlib.sha256((out1 / d["file"]).read_bytes()).hexdigest()
            h2 = hashlib.sha256((Path(t2) / d["file"]).read_bytes()).hexdigest()
            if h1 != h2:
                problems.append(f"{d['file']}: bytes differ between two builds")
        files = sorted(p.name for p in out1.iterdir())
        if sorted(d["file"] for d in m1["documents"]) != files:
            problems.append("files on disk and manifest differ")
        size = sum((out1 / f).stat().st_size for f in files)

        for d in m1["documents"]:
            path = out1 / d["file"]
            raw = path.read_bytes()
            magic = MAGIC[d["mime"]]
            if not raw.startswith(magic):
                problems.append(f"{d['file']}: not a {d['mime']}")
            if d["mime"] == "application/pdf":
                doc = pdfium.PdfDocument(raw)
                n = len(doc)
                doc.close()
                text = _text(raw)
                if d["condition"] == "born_digital" and len(text.strip()) < 100:
                    problems.append(f"{d['file']}: born digital without a text layer")
                if d["condition"] != "born_digital" and text.strip():
                    problems.append(f"{d['file']}: a scan with a text layer")
                if n < 1:
                    problems.append(f"{d['file']}: no page")
            else:
                with Image.open(path) as im:
                    im.load()
                    dpi = im.info.get("dpi", (0, 0))[0]
                    scan = d["document_type"] not in ("cin_front", "cin_back", "passport") or d["condition"] == "clean"
                    if scan and d["mime"] != "image/webp" and not (140 <= round(dpi) <= 310):
                        problems.append(f"{d['file']}: {dpi} dpi")
            problems += [f"{d['file']}: {e}" for e in validate_labels(d)]
            src = sources[d["file"]]
            text = _text(src["pdf"])
            flat = " ".join(text.split())
            html_text = " ".join(
                html.unescape(
                    re.sub(r"<[^>]+>", " ", re.sub(r"<style.*?</style>", " ", src["html"], flags=re.S))
                ).split()
            )
            for k, val in d["labels"].items():
                if not printed(k, val, text, flat):
                    if printed(k, val, html_text, html_text):
                        notes.append(f"{d['file']}: {k}={val!r} in the page but not in reading order in its text layer")
                    else:
                        problems.append(f"{d['file']}: {k}={val!r} not found in the page text")
            if d["document_type"] in ("cin_back", "passport"):
                mrz = src["mrz"]
                for line in mrz:
                    if line not in text:
                        problems.append(f"{d['file']}: MRZ line not in the page")
                L = d["labels"]
                if d["document_type"] == "cin_back":
                    l1, l2, l3 = mrz
                    if not td1_ok(l1, l2, l3):
                        problems.append(f"{d['file']}: TD1 check digits")
                    got = dict(
                        document_number=l1[5:14],
                        cin=l1[15:30].strip("<"),
                        date_of_birth=_yymmdd(l2[0:6], "birth"),
                        cin_expiry=_yymmdd(l2[8:14], "exp"),
                        applicant_name=_mrz_name(l3),
                    )
                else:
                    l1, l2 = mrz
                    if not td3_ok(l1, l2):
                        problems.append(f"{d['file']}: TD3 check digits")
                    got = dict(
                        document_number=l2[0:9],
                        cin=l2[28:42].strip("<"),
                        nationality=l2[10:13],
                        issuing_country=l1[2:5],
                        date_of_birth=_yymmdd(l2[13:19], "birth"),
                        document_expiry=_yymmdd(l2[21:27], "exp"),
                        applicant_name=_mrz_name(l1[5:]),
                    )
                for k, val in got.items():
                    want = L[k].upper() if k == "applicant_name" else L[k]
                    if val != want:
                        problems.append(f"{d['file']}: MRZ {k} {val!r} != label {want!r}")
            if d["document_type"] == "bank_statement":
                s = src["doc"].v["stmt"]
                bal = s["opening"]
                for mv in s["moves"]:
                    bal = round(bal + mv["credit"] - mv["debit"], 2)
                    if abs(bal - mv["balance"]) > 0.001:
                        problems.append(f"{d['file']}: running balance")
                if abs(bal - d["labels"]["closing_balance"]) > 0.001 or not 8 <= len(s["moves"]) <= 25:
                    problems.append(f"{d['file']}: movements do not reach the closing balance")

        by_case = collections.defaultdict(list)
        for d in m1["documents"]:
            by_case[d["case_id"]].append(d)
        for cid, docs in sorted(by_case.items()):
            seen = collections.defaultdict(set)
            for d in docs:
                for k, val in d["labels"].items():
                    if k not in NEVER_CONFLICT:
                        seen[k].add(json.dumps(val))
            differing = sorted(k for k, vals in seen.items() if len(vals) > 1)
            expected = sorted(m1["cases"][cid]["expected_conflicts"])
            if differing != expected:
                problems.append(f"{cid}: differing {differing} but expected {expected}")

        types = collections.Counter(d["document_type"] for d in m1["documents"])
        conds = collections.Counter(d["condition"] for d in m1["documents"])
        mimes = collections.Counter(d["mime"] for d in m1["documents"])
        print(f"documents: {len(m1['documents'])}  build: {build_time:.0f} s  size: {size / 1e6:.1f} MB")
        print("by type:", dict(sorted(types.items())))
        print("by condition:", dict(sorted(conds.items())))
        print("by mime:", dict(sorted(mimes.items())))
        print("conflicts:", {c: v["expected_conflicts"] for c, v in m1["cases"].items() if v["expected_conflicts"]})
    for n in notes:
        print("note", n)
    for p in problems:
        print("PROBLEM", p)
    print("OK" if not problems else f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
