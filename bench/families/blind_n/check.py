"""Self-check of blind_n: python -m bench.families.blind_n.check (from the repository root).

Builds the family twice and checks that the builds are byte-identical, that every label is a field of its
type in the right format, the MRZs (check digits, CNIE layout), the RIB keys, the statements' and payslips'
arithmetic, the born-digital PDFs (one page, a text layer, no bitmap fonts, no trailer /ID) and that the
planted conflicts are exactly the labelled differences inside each case.
"""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import json
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from PIL import Image

from . import build
from .cases import plan

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
LEGAL_FORMS = ("SARL AU", "SARL", "SA", "SNC", "Société Anonyme", "GIE")
NAME_RE = re.compile(r"^[A-Z][a-zé]+( [A-Z][a-zé]+)* [A-Z]+( [A-Z]+)*$")
MIME = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg"}


class Failures(list):
    def need(self, ok: bool, msg: str) -> None:
        if not ok:
            self.append(msg)


def _cd(s: str) -> str:
    """ICAO 9303 check digit, written again here rather than imported."""
    val = {str(i): i for i in range(10)} | {chr(65 + i): 10 + i for i in range(26)} | {"<": 0}
    return str(sum(val[c] * (7, 3, 1)[i % 3] for i, c in enumerate(s)) % 10)


def _mrz_date(s: str, future: bool) -> str:
    yy = int(s[:2])
    year = 2000 + yy if (future or yy < 30) else 1900 + yy
    return f"{year}-{s[2:4]}-{s[4:6]}"


def _mrz_name(line: str) -> str:
    sur, _, given = line.strip("<").partition("<<")
    return f"{given.replace('<', ' ').strip()} {sur.replace('<', ' ')}"


def check_mrz(f: Failures, doc: dict, lines: list[str]) -> None:
    lab, name = doc["labels"], doc["file"]
    if len(lines) == 3:
        l1, l2, l3 = lines
        f.need(all(len(x) == 30 and re.fullmatch(r"[A-Z0-9<]+", x) for x in lines), f"{name}: TD1 shape")
        f.need(_cd(l1[5:14]) == l1[14], f"{name}: document number check digit")
        f.need(_cd(l2[0:6]) == l2[6] and _cd(l2[8:14]) == l2[14], f"{name}: date check digits")
        f.need(_cd(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29], f"{name}: composite check digit")
        f.need(l1[5:14].rstrip("<") == lab["document_number"], f"{name}: document_number vs MRZ")
        expiry_key = "cin_expiry" if doc["document_type"] == "cin_back" else "document_expiry"
        f.need(_mrz_date(l2[8:14], True) == lab[expiry_key], f"{name}: expiry vs MRZ")
        f.need(_mrz_date(l2[0:6], False) == lab["date_of_birth"], f"{name}: birth date vs MRZ")
        f.need(_mrz_name(l3).casefold() == lab["applicant_name"].casefold(), f"{name}: name vs MRZ")
        if doc["document_type"] == "cin_back":
            f.need(l1[:5] in ("IDMAR", "I<MAR"), f"{name}: CNIE line 1 starts {l1[:5]}")
            f.need(l1[15:30].rstrip("<") == lab["cin"], f"{name}: CIN in the optional data")
            f.need(l2[15:18] == "MAR", f"{name}: CNIE nationality")
        else:
            f.need(l1[2:5] == lab["issuing_country"] and l2[15:18] == lab["nationality"], f"{name}: codes")
    else:
        l1, l2 = lines
        f.need(all(len(x) == 44 and re.fullmatch(r"[A-Z0-9<]+", x) for x in lines), f"{name}: TD3 shape")
        f.need(_cd(l2[0:9]) == l2[9], f"{name}: passport number check digit")
        f.need(_cd(l2[13:19]) == l2[19] and _cd(l2[21:27]) == l2[27], f"{name}: date check digits")
        pn = l2[28:42]
        f.need(_cd(pn) == l2[42] or (pn == "<" * 14 and l2[42] in "<0"), f"{name}: personal number check digit")
        f.need(_cd(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43], f"{name}: composite check digit")
        f.need(l2[0:9].rstrip("<") == lab["document_number"], f"{name}: document_number vs MRZ")
        f.need(_mrz_name(l1[5:]).casefold() == lab["applicant_name"].casefold(), f"{name}: name vs MRZ")
        f.need(l1[2:5] == lab["issuing_country"] and l2[10:13] == lab["nationality"], f"{name}: codes")
        f.need(pn.rstrip("<") == lab.get("cin", ""), f"{name}: personal number vs cin label")
    f.need(lab.get("mrz_valid") is True, f"{name}: mrz_valid")


def check_label_formats(f: Failures, doc: dict) -> None:
    t, name = doc["document_type"], doc["file"]
    f.need(t in ALLOWED, f"{name}: unknown type {t}")
    for k, val in doc["labels"].items():
        f.need(k in ALLOWED.get(t, set()), f"{name}: field {k} not allowed for {t}")
        if k in DATES:
            try:
                dt.date.fromisoformat(val)
            except (TypeError, ValueError):
                f.append(f"{name}: {k}={val!r} is not an ISO date")
        elif k in MONEY:
            f.need(isinstance(val, float) and round(val, 2) == val, f"{name}: {k}={val!r} not a 2-decimal float")
        elif k in ("applicant_name", "account_holder"):
            f.need(bool(NAME_RE.match(val)), f"{name}: {k}={val!r} not 'Given FAMILY'")
        elif k == "cin":
            f.need(bool(re.fullmatch(r"[A-Z]{1,2}\d{4,7}", val)), f"{name}: cin={val!r}")
        elif k == "document_number":
            f.need(bool(re.fullmatch(r"[A-Z0-9]{6,9}", val)), f"{name}: document_number={val!r}")
        elif k in ("nationality", "issuing_country"):
            f.need(bool(re.fullmatch(r"[A-Z]{3}", val)), f"{name}: {k}={val!r}")
        elif k == "employer_cnss":
            f.need(bool(re.fullmatch(r"\d{7}", val)), f"{name}: employer_cnss={val!r}")
        elif k == "cnss_number":
            f.need(bool(re.fullmatch(r"\d{9}", val)), f"{name}: cnss_number={val!r}")
        elif k == "contract_type":
            f.need(val in ("CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"), f"{name}: contract_type={val!r}")
        elif k == "pay_period":
            f.need(bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", val)), f"{name}: pay_period={val!r}")
        elif k == "rib":
            f.need(bool(re.fullmatch(r"\d{24}", val)) and int(val) % 97 == 0, f"{name}: rib key {val}")
            f.need(f"{97 - int(val[:22]) * 100 % 97:02d}" == val[22:], f"{name}: rib key formula {val}")
        elif k == "mrz_valid":
            f.need(val is True, f"{name}: mrz_valid={val!r}")
        elif k == "place_of_birth":
            f.need(val == val.upper(), f"{name}: place_of_birth not upper case")
        elif k == "employer":
            f.need(
                any(re.search(rf"(^|\s){re.escape(lf)}($|\s)", val) for lf in LEGAL_FORMS),
                f"{name}: employer {val!r} has no legal form",
            )
        else:
            f.need(isinstance(val, str) and val == " ".join(val.split()) and val != "", f"{name}: {k}={val!r}")


def check_arithmetic(f: Failures, v: dict) -> None:
    name = v["doc_id"]
    if "pay" in v and v["kind"] in ("payslip", "salary_certificate"):
        pay = v["pay"]
        gains = round(sum(x for _, x in pay["gains"]), 2)
        ded = round(sum(x for _, _, x in pay["deductions"]), 2)
        f.need(abs(gains - pay["gross"]) < 0.005, f"{name}: gains {gains} != gross {pay['gross']}")
        f.need(abs(ded - pay["total_ded"]) < 0.005, f"{name}: deductions {ded} != total {pay['total_ded']}")
        f.need(abs(pay["gross"] - ded - pay["net"]) < 0.005, f"{name}: gross - deductions != net")
    if v["kind"] == "bank_statement":
        st = v["statement"]
        bal = st["opening"]
        for t in st["tx"]:
            bal = round(bal - t["debit"] + t["credit"], 2)
            f.need(abs(bal - t["balance"]) < 0.005, f"{name}: running balance on {t['date']}")
            f.need(st["start"] <= t["date"] <= st["end"], f"{name}: transaction outside the period")
        f.need(abs(bal - st["closing"]) < 0.005, f"{name}: opening + credits - debits != closing")
        f.need(
            abs(st["opening"] + st["total_credit"] - st["total_debit"] - st["closing"]) < 0.005,
            f"{name}: totals do not add up",
        )


def _norm(x):
    return " ".join(x.split()).casefold() if isinstance(x, str) else x


def check_conflicts(f: Failures, result: dict) -> dict:
    by_case = collections.defaultdict(list)
    for d in result["documents"]:
        by_case[d["case_id"]].append(d)
    found = {}
    for cid, docs in by_case.items():
        values = collections.defaultdict(set)
        for d in docs:
            for k, val in d["labels"].items():
                if k not in NEVER_CONFLICT:
                    values[k].add(_norm(val))
        got = sorted(k for k, vs in values.items() if len(vs) > 1)
        found[cid] = got
        want = sorted(result["cases"].get(cid, {}).get("expected_conflicts", []))
        f.need(got == want, f"{cid}: labelled differences {got} != planted conflicts {want}")
    f.need(set(by_case) == set(result["cases"]), "cases listed do not match the documents' cases")
    return found


def check_files(f: Failures, out: pathlib.Path, result: dict) -> None:
    for d in result["documents"]:
        p = out / d["file"]
        f.need(bool(re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg)", d["file"])), f"{d['file']}: file name")
        f.need(p.exists(), f"{d['file']}: missing")
        f.need(MIME.get(p.suffix) == d["mime"], f"{d['file']}: mime {d['mime']}")
        f.need(d["file"].startswith(d["case_id"] + "-"), f"{d['file']}: case id")
        if p.suffix == ".pdf":
            info = subprocess.run(["pdfinfo", str(p)], capture_output=True, text=True).stdout
            f.need("Pages:           1" in info, f"{d['file']}: not one page")
            f.need(b"/ID [" not in p.read_bytes() and b"/ID[" not in p.read_bytes(), f"{d['file']}: trailer /ID")
            text = subprocess.run(["pdftotext", str(p), "-"], capture_output=True, text=True).stdout
            fonts = subprocess.run(["pdffonts", str(p)], capture_output=True, text=True).stdout
            if d["condition"] == "born_digital":
                f.need(len(text.strip()) > 60, f"{d['file']}: born-digital PDF without text layer")
                f.need("Type 3" not in fonts, f"{d['file']}: bitmap (Type 3) fonts")
                lab = d["labels"]
                who = lab.get("applicant_name") or lab.get("account_holder")
                if who:
                    sur = who.split(" ")[-1]
                    f.need(sur.casefold() in text.casefold(), f"{d['file']}: {sur} not in the text layer")
                if "rib" in lab:
                    f.need(
                        lab["rib"] in re.sub(r"\s", "", text) or lab["rib"] in text.replace(" ", ""),
                        f"{d['file']}: rib not in the text layer",
                    )
            else:
                f.need(len(text.strip()) == 0, f"{d['file']}: image-only PDF has text")
                f.need(d["condition"] != "born_digital", f"{d['file']}: image PDF marked born_digital")
        else:
            with Image.open(p) as im:
                f.need(min(im.size) >= 500, f"{d['file']}: image too small {im.size}")
            f.need(d["condition"] != "born_digital", f"{d['file']}: image marked born_digital")


def _digest(folder: pathlib.Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def main() -> int:
    f = Failures()
    with tempfile.TemporaryDirectory(prefix="blind_n-check-") as tmp:
        a, b = pathlib.Path(tmp, "a"), pathlib.Path(tmp, "b")
        t0 = time.monotonic()
        ra = build(a, seed=0)
        t1 = time.monotonic()
        rb = build(b, seed=0)
        t2 = time.monotonic()
        print(f"build 1: {t1 - t0:.1f} s, build 2: {t2 - t1:.1f} s")
        da, db = _digest(a), _digest(b)
        f.need(da == db, f"builds differ: {sorted(k for k in da if da.get(k) != db.get(k))[:10]}")
        f.need(json.dumps(ra, sort_keys=True) == json.dumps(rb, sort_keys=True), "returned descriptions differ")
        f.need(len(da) == len(ra["documents"]), "files in out_dir != documents")
        check_files(f, a, ra)
        p = plan(0)
        docs_by_id = {d["file"].rsplit(".", 1)[0]: d for d in ra["documents"]}
        for v in p["docs"]:
            d = docs_by_id[v["doc_id"]]
            f.need(d["document_type"] == v["kind"], f"{v['doc_id']}: type")
            check_label_formats(f, d)
            check_arithmetic(f, v)
            if "mrz" in v:
                check_mrz(f, d, v["mrz"])
            if "iban" in v:
                num = int(v["iban"][4:] + "2210" + v["iban"][2:4])
                f.need(num % 97 == 1, f"{v['doc_id']}: IBAN check digits")
            lab = d["labels"]
            if "net_salary" in lab:
                f.need(
                    lab["net_salary"] == v["pay"]["net"] and lab["gross_salary"] == v["pay"]["gross"]
                    if "gross_salary" in lab
                    else lab["net_salary"] == v["pay"]["net"],
                    f"{v['doc_id']}: pay labels",
                )
            if v["kind"] == "bank_statement":
                f.need(
                    lab["opening_balance"] == v["statement"]["opening"]
                    and lab["closing_balance"] == v["statement"]["closing"],
                    f"{v['doc_id']}: balance labels",
                )
        found = check_conflicts(f, ra)
    docs = ra["documents"]
    print(f"{len(docs)} documents in {len(ra['cases'])} cases")
    print("by condition:", dict(sorted(collections.Counter(d["condition"] for d in docs).items())))
    table = collections.Counter((d["document_type"], d["condition"]) for d in docs)
    for t in sorted({d["document_type"] for d in docs}):
        row = {c: table[(t, c)] for c in ("born_digital", "clean", "degraded")}
        print(f"  {t:24s} {sum(row.values()):3d}  {row}")
    print("planted conflicts:", {c: v for c, v in found.items() if v})
    if f:
        print(f"FAILED: {len(f)} problem(s)")
        for msg in f[:60]:
            print("  -", msg)
        return 1
    print("OK: identical builds; labels, MRZs, RIBs, arithmetic, PDFs and conflicts all check")
    return 0


if __name__ == "__main__":
    sys.exit(main())
