"""Self-check of blind_o: two builds byte-identical, labels in the schema's formats, MRZs, RIB keys, statement and
payslip arithmetic, and planted conflicts exactly the labelled differences.

    cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_o.check
"""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import itertools
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image

from . import build, ids
from .plan import compose, make_plan

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
DATE_FIELDS = {
    "date_of_birth",
    "cin_expiry",
    "document_expiry",
    "hire_date",
    "affiliation_date",
    "statement_period_start",
    "statement_period_end",
}
NAME = re.compile(r"^[A-Z][a-zé]+(?:[ -][A-Z][a-zé]+)* [A-Z][A-Z' ]*[A-Z]$")
LEGAL_FORMS = ("SARL", "SARL AU", "SA", "Société Anonyme", "SNC", "GIE", "(Établissement Public)")
MIME = {"pdf": "application/pdf", "png": "image/png", "jpg": "image/jpeg", "tif": "image/tiff", "webp": "image/webp"}
CONTRACTS = {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}


class Failures(list):
    def need(self, ok: bool, what: str) -> None:
        if not ok:
            self.append(what)


def _is_date(text: str) -> bool:
    try:
        return dt.date.fromisoformat(text).isoformat() == text
    except (TypeError, ValueError):
        return False


def _money(value: object) -> bool:
    return isinstance(value, float) and round(value, 2) == value


def check_label(f: Failures, where: str, key: str, v: object) -> None:
    if key in DATE_FIELDS:
        f.need(isinstance(v, str) and _is_date(v), f"{where}: {key} not an ISO date: {v!r}")
    elif key in ("applicant_name", "account_holder"):
        f.need(isinstance(v, str) and bool(NAME.match(v)), f"{where}: {key} not 'Given FAMILY': {v!r}")
    elif key == "cin":
        f.need(isinstance(v, str) and bool(re.fullmatch(r"[A-Z]{1,2}\d{5,7}", v)), f"{where}: cin {v!r}")
    elif key == "document_number":
        f.need(isinstance(v, str) and bool(re.fullmatch(r"[A-Z0-9]{9}", v)), f"{where}: document_number {v!r}")
    elif key in ("nationality", "issuing_country"):
        f.need(isinstance(v, str) and bool(re.fullmatch(r"[A-Z]{1,3}", v)), f"{where}: {key} {v!r}")
    elif key == "place_of_birth":
        f.need(isinstance(v, str) and v == v.upper() and v.strip() == v, f"{where}: place_of_birth {v!r}")
    elif key == "address":
        f.need(isinstance(v, str) and "  " not in v and v.strip() == v, f"{where}: address {v!r}")
    elif key == "mrz_valid":
        f.need(v is True, f"{where}: mrz_valid {v!r}")
    elif key == "employer":
        f.need(
            (isinstance(v, str) and v.endswith(LEGAL_FORMS)) or str(v).startswith("GIE "),
            f"{where}: employer without legal form {v!r}",
        )
    elif key == "employer_cnss":
        f.need(isinstance(v, str) and bool(re.fullmatch(r"\d{7}", v)), f"{where}: employer_cnss {v!r}")
    elif key == "cnss_number":
        f.need(isinstance(v, str) and bool(re.fullmatch(r"\d{9}", v)), f"{where}: cnss_number {v!r}")
    elif key == "contract_type":
        f.need(v in CONTRACTS, f"{where}: contract_type {v!r}")
    elif key == "pay_period":
        f.need(isinstance(v, str) and bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", v)), f"{where}: pay_period {v!r}")
    elif key in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        f.need(_money(v), f"{where}: {key} not a 2-decimal float: {v!r}")
    elif key == "rib":
        f.need(isinstance(v, str) and ids.rib_ok(v), f"{where}: rib key wrong {v!r}")
        f.need(ids.iban_ok(ids.iban(str(v))), f"{where}: IBAN of the rib fails mod 97")
    elif key in ("position", "bank_name"):
        f.need(isinstance(v, str) and bool(v.strip()), f"{where}: {key} empty")
    else:
        f.append(f"{where}: unknown field {key}")


def check_mrz(f: Failures, where: str, doc: dict, facts: dict) -> None:
    lines = facts.get("mrz")
    labels = doc["labels"]
    if doc["document_type"] in ("cin_back", "passport", "id_card", "residence_permit", "visa"):
        f.need(bool(lines), f"{where}: no MRZ")
    if not lines:
        return
    kind = facts["mrz_kind"]
    ok = ids.td1_valid(lines) if kind == "td1" else ids.td3_valid(lines)
    f.need(ok, f"{where}: MRZ check digits fail {lines}")
    if kind == "td1":
        number, birth, expiry, names = lines[0][5:14], lines[1][0:6], lines[1][8:14], lines[2]
    else:
        number, birth, expiry, names = lines[1][0:9], lines[1][13:19], lines[1][21:27], lines[0][5:]
    f.need(number.rstrip("<") == labels.get("document_number"), f"{where}: document_number vs MRZ")
    f.need(dt.date.fromisoformat(labels["date_of_birth"]).strftime("%y%m%d") == birth, f"{where}: dob vs MRZ")
    exp_key = "cin_expiry" if doc["document_type"] == "cin_back" else "document_expiry"
    f.need(dt.date.fromisoformat(labels[exp_key]).strftime("%y%m%d") == expiry, f"{where}: expiry vs MRZ")
    surname, _, given = names.rstrip("<").partition("<<")
    mrz_name = f"{given.replace('<', ' ')} {surname.replace('<', ' ')}"
    f.need(mrz_name.casefold() == labels["applicant_name"].casefold(), f"{where}: name vs MRZ {mrz_name!r}")
    if facts.get("cnie"):
        l1 = lines[0]
        f.need(l1[:5] in ("IDMAR", "I<MAR"), f"{where}: CNIE MRZ does not open IDMAR / I<MAR: {l1[:5]}")
        f.need(bool(re.fullmatch(r"[A-Z]{2}\d{7}", l1[5:14])), f"{where}: CNIE card number {l1[5:14]}")
        f.need(l1[15:30].rstrip("<") == labels["cin"], f"{where}: CIN not in the CNIE MRZ optional data")
        f.need(lines[1][15:18] == "MAR", f"{where}: CNIE nationality")
    if kind == "td3" and labels.get("cin"):
        f.need(lines[1][28:42].rstrip("<") == labels["cin"], f"{where}: passport personal number vs cin")
    if "nationality" in labels:
        nat = lines[1][15:18] if kind == "td1" else lines[1][10:13]
        f.need(nat.rstrip("<") == labels["nationality"], f"{where}: nationality vs MRZ")
        iss = lines[0][2:5]
        f.need(iss.rstrip("<") == labels["issuing_country"], f"{where}: issuing_country vs MRZ")


def check_arithmetic(f: Failures, where: str, doc: dict, facts: dict) -> None:
    labels = doc["labels"]
    if doc["document_type"] in ("payslip", "salary_certificate"):
        f.need(sum(facts["gains"]) == facts["gross"], f"{where}: gains do not add up to gross")
        f.need(facts["gross"] - sum(facts["deductions"]) == facts["net"], f"{where}: gross - deductions != net")
        f.need(
            labels["gross_salary"] == facts["gross"] / 100 and labels["net_salary"] == facts["net"] / 100,
            f"{where}: salary labels differ from the printed figures",
        )
    if doc["document_type"] == "bank_statement":
        closing = facts["opening"] + sum(facts["credits"]) - sum(facts["debits"])
        f.need(closing == facts["closing"], f"{where}: opening + credits - debits != closing")
        f.need(labels["opening_balance"] == facts["opening"] / 100, f"{where}: opening label")
        f.need(labels["closing_balance"] == facts["closing"] / 100, f"{where}: closing label")
        f.need(labels["statement_period_start"] <= labels["statement_period_end"], f"{where}: period reversed")


def _norm(v: object) -> object:
    return " ".join(v.casefold().split()) if isinstance(v, str) else v


def check_conflicts(f: Failures, result: dict) -> None:
    by_case: dict[str, list[dict]] = collections.defaultdict(list)
    for d in result["documents"]:
        by_case[d["case_id"]].append(d)
    f.need(set(by_case) == set(result["cases"]), "cases and documents' case ids differ")
    for cid, docs in by_case.items():
        values: dict[str, set] = collections.defaultdict(set)
        for d in docs:
            for k, v in d["labels"].items():
                if k not in NEVER_CONFLICT:
                    values[k].add(_norm(v))
        found = sorted(k for k, vs in values.items() if len(vs) > 1)
        expected = sorted(result["cases"][cid]["expected_conflicts"])
        f.need(found == expected, f"{cid}: labelled differences {found} != planted conflicts {expected}")
        # statements of one account chain: each opening is the previous closing
        stmts = sorted(
            (d for d in docs if d["document_type"] == "bank_statement"),
            key=lambda d: d["labels"]["statement_period_start"],
        )
        for a, b in itertools.pairwise(stmts):
            if a["labels"]["rib"] == b["labels"]["rib"]:
                f.need(a["labels"]["closing_balance"] == b["labels"]["opening_balance"], f"{cid}: statements break")


def _pdf_text(path: Path) -> str:
    out = subprocess.run(["mutool", "draw", "-q", "-F", "txt", "-o", "-", str(path)], capture_output=True, check=True)
    return out.stdout.decode("utf-8", "replace")


def _squash(text: str) -> str:
    return "".join(text.replace("\u2019", "'").casefold().split())


def check_files(f: Failures, out: Path, result: dict, shown: dict[str, list[str]]) -> None:
    for d in result["documents"]:
        name, path = d["file"], out / d["file"]
        where = name
        f.need(bool(re.fullmatch(r"c\d{2}-d\d{2}\.(pdf|png|jpg|tif|webp)", name)), f"{where}: file name not neutral")
        f.need(path.is_file(), f"{where}: missing")
        ext = name.rsplit(".", 1)[1]
        f.need(d["mime"] == MIME[ext], f"{where}: mime {d['mime']}")
        data = path.read_bytes()
        if ext == "pdf":
            f.need(data.startswith(b"%PDF"), f"{where}: not a PDF")
            text = _pdf_text(path)
            pages = len(re.findall(rb"/Type\s*/Page[^s]", data))
            if d["condition"] == "born_digital":
                f.need(b"/FontFile" in data, f"{where}: fonts not embedded")
                f.need(b"D:20250601000000" in data, f"{where}: PDF dates not pinned")
                squashed = _squash(text)
                for s in shown[name]:
                    f.need(_squash(s) in squashed, f"{where}: text layer lacks {s!r}")
            else:
                f.need(pages == 1, f"{where}: image-only PDF with {pages} pages")
                f.need(not text.strip(), f"{where}: image-only PDF has a text layer")
                f.need(b"/FontFile" not in data, f"{where}: image-only PDF holds fonts")
        else:
            f.need(d["condition"] != "born_digital", f"{where}: born-digital but an image")
            with Image.open(path) as im:
                w, h = im.size
                f.need(min(w, h) >= 700 and max(w, h) >= 1000, f"{where}: image too small {im.size}")


def check_cards(f: Failures) -> None:
    """The CNIE pages are card-size: 85.6 mm x 54 mm."""
    from .troff import groff

    for d in make_plan(0):
        if d.dtype in ("cin_front", "cin_back"):
            comp = compose(d)
            pdf = groff(comp.src, macros=comp.macros, paper=comp.paper)
            box = re.search(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)", pdf)
            f.need(
                bool(box) and abs(float(box.group(1)) - 242.6) < 1 and abs(float(box.group(2)) - 153.1) < 1,
                f"{d.file}: card MediaBox {box.group(0) if box else None}",
            )
            return


def digest(root: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(root.iterdir())}


def main() -> int:
    f = Failures()
    with tempfile.TemporaryDirectory(prefix="blind_o_a_") as a, tempfile.TemporaryDirectory(prefix="blind_o_b_") as b:
        t0 = time.monotonic()
        ra = build(Path(a), seed=0)
        t1 = time.monotonic()
        rb = build(Path(b), seed=0)
        t2 = time.monotonic()
        f.need(ra == rb, "the two builds describe different documents")
        da, db = digest(Path(a)), digest(Path(b))
        differ = sorted(k for k in da.keys() | db.keys() if da.get(k) != db.get(k))
        f.need(da == db, f"the two builds differ in {differ}")
        f.need(set(da) == {d["file"] for d in ra["documents"]}, "files on disk and documents differ")

        plan = make_plan(0)
        facts, shown = {}, {}
        for d in plan:
            comp = compose(d)
            facts[d.file], shown[d.file] = comp.facts, comp.shown
        docs = ra["documents"]
        for d in docs:
            where = d["file"]
            f.need(d["document_type"] in ALLOWED, f"{where}: unknown type {d['document_type']}")
            f.need(d["condition"] in ("clean", "born_digital", "degraded"), f"{where}: condition {d['condition']}")
            for k, v in d["labels"].items():
                f.need(k in ALLOWED.get(d["document_type"], set()), f"{where}: {k} not a field of {d['document_type']}")
                check_label(f, where, k, v)
            check_mrz(f, where, d, facts[where])
            check_arithmetic(f, where, d, facts[where])
        check_conflicts(f, ra)
        check_files(f, Path(a), ra, shown)
        check_cards(f)

        n = len(docs)
        cond = collections.Counter(d["condition"] for d in docs)
        types = collections.Counter(d["document_type"] for d in docs)
        f.need(120 <= n <= 130, f"{n} documents")
        f.need(len(ra["cases"]) == 14, f"{len(ra['cases'])} cases")
        f.need(all(0.25 * n <= c <= 0.42 * n for c in cond.values()), f"conditions unbalanced {cond}")
        conflicted = {c: v["expected_conflicts"] for c, v in ra["cases"].items() if v["expected_conflicts"]}
        f.need(4 <= len(conflicted) <= 6, f"{len(conflicted)} conflicted cases")
        negatives = sum(
            1
            for d in docs
            if d["document_type"] == "bank_statement"
            and min(d["labels"]["opening_balance"], d["labels"]["closing_balance"]) < 0
        )
        f.need(negatives >= 3, f"only {negatives} statements overdrawn")

        print(f"blind_o: {n} documents in {len(ra['cases'])} cases; build {t1 - t0:.1f} s, rebuild {t2 - t1:.1f} s")
        print("  by condition: " + ", ".join(f"{k} {v}" for k, v in sorted(cond.items())))
        print("  by type: " + ", ".join(f"{k} {v}" for k, v in sorted(types.items())))
        by_tc = collections.Counter((d["document_type"], d["condition"]) for d in docs)
        for t in sorted(types):
            print(f"    {t:24s} " + "  ".join(f"{c} {by_tc[(t, c)]}" for c in ("born_digital", "clean", "degraded")))
        print(
            "  formats: "
            + ", ".join(
                f"{k} {v}" for k, v in sorted(collections.Counter(d["file"].rsplit(".", 1)[1] for d in docs).items())
            )
        )
        print(f"  overdrawn statements: {negatives}")
        print("  planted conflicts: " + "; ".join(f"{c} {v}" for c, v in sorted(conflicted.items())))
        size = sum((Path(a) / d["file"]).stat().st_size for d in docs)
        print(f"  size: {size / 1e6:.1f} MB; two builds byte-identical: {da == db}")
    if f:
        print(f"FAILED ({len(f)}):")
        for line in f[:80]:
            print("  " + line)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
