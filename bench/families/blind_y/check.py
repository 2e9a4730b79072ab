"""Self-check of blind_y: two builds byte-identical, every label consistent with docs/document-labels.md.

    cd /work/main && .venv/bin/python -m bench.families.blind_y.check

Builds the family twice into two temporary directories and compares every byte; then checks each label's field
against its type's list and its value's format, that every field of each type is labelled somewhere, that every
labelled value is printed on its page plan (and, for born-digital PDFs, in the text layer), that MRZs and RIBs hold
their check digits, and that each case's conflicts are exactly the declared ones. Prints counts by type and condition.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import html
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from . import ENGINE, build
from .canvas import Doc
from .codes import MONTHS_EN_ABBR, MONTHS_FR, iban, money, rib_valid, td1_valid, td3_valid
from .family import plan_documents
from .people import make_applicants

FIELDS: dict[str, set[str]] = {
    "cin_front": {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"},
    "cin_back": {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"},
    "passport": {
        "applicant_name", "date_of_birth", "cin", "mrz_valid", "document_number", "nationality", "issuing_country",
        "document_expiry",
    },
    "payslip": {
        "applicant_name", "cin", "employer", "employer_cnss", "cnss_number", "hire_date", "contract_type", "position",
        "pay_period", "gross_salary", "net_salary", "date_of_birth",
    },
    "employment_certificate": {
        "applicant_name", "cin", "employer", "employer_cnss", "hire_date", "position", "contract_type", "date_of_birth",
    },
    "salary_certificate": {
        "applicant_name", "cin", "employer", "hire_date", "position", "gross_salary", "net_salary", "date_of_birth",
    },
    "cnss_certificate": {
        "applicant_name", "cnss_number", "cin", "affiliation_date", "employer", "employer_cnss", "date_of_birth",
    },
    "bank_statement": {
        "bank_name", "account_holder", "rib", "statement_period_start", "statement_period_end", "opening_balance",
        "closing_balance",
    },
    "rib": {"bank_name", "account_holder", "rib"},
    "other": set(),
}  # fmt: skip
FOREIGN = {"applicant_name", "date_of_birth", "mrz_valid", "document_number", "nationality", "issuing_country",
           "document_expiry"}  # fmt: skip
for _kind in ("id_card", "visa", "residence_permit"):
    FIELDS[_kind] = FOREIGN
NEVER_CONFLICT = {
    "pay_period", "statement_period_start", "statement_period_end", "opening_balance", "closing_balance",
    "document_number", "document_expiry", "issuing_country",
}  # fmt: skip
DATES = {"date_of_birth", "cin_expiry", "document_expiry", "hire_date", "affiliation_date", "statement_period_start",
         "statement_period_end"}  # fmt: skip
AMOUNTS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
LEGAL_FORMS = ("SARL", "S.A.R.L.", "S.A.", "S.A.S.", "Société Anonyme", "SAS", "SA")
MAGIC = {
    "application/pdf": (b"%PDF",),
    "image/png": (b"\x89PNG",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/tiff": (b"II*\x00", b"MM\x00*"),
    "image/webp": (b"RIFF",),
}


class Problems(list[str]):
    def need(self, ok: bool, message: str) -> None:
        if not ok:
            self.append(message)


def check_value(name: str, value: Any) -> bool:
    """A value's format as the schema gives it."""
    if name in DATES:
        try:
            return dt.date.fromisoformat(value).isoformat() == value
        except (TypeError, ValueError):
            return False
    if name in AMOUNTS:
        return isinstance(value, float) and round(value, 2) == value
    checks = {
        "applicant_name": lambda v: isinstance(v, str) and len(v.split()) >= 2 and v.split()[-1].isupper(),
        "account_holder": lambda v: isinstance(v, str) and len(v.split()) >= 2 and v.split()[-1].isupper(),
        "cin": lambda v: re.fullmatch(r"[A-Z]{1,2}\d{4,6}", v) is not None,
        "document_number": lambda v: re.fullmatch(r"[A-Z0-9]{1,9}", v) is not None,
        "nationality": lambda v: re.fullmatch(r"[A-Z]{3}|D", v) is not None,
        "issuing_country": lambda v: re.fullmatch(r"[A-Z]{3}|D", v) is not None,
        "place_of_birth": lambda v: isinstance(v, str) and v == v.upper() and v.strip() == v,
        "address": lambda v: isinstance(v, str) and "  " not in v and v.strip() == v,
        "mrz_valid": lambda v: isinstance(v, bool),
        "employer": lambda v: isinstance(v, str) and any(v.endswith(" " + f) or f" {f} " in v for f in LEGAL_FORMS),
        "employer_cnss": lambda v: re.fullmatch(r"\d{7}", v) is not None,
        "cnss_number": lambda v: re.fullmatch(r"\d{9}", v) is not None,
        "contract_type": lambda v: v in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"},
        "position": lambda v: isinstance(v, str) and v.strip() == v and len(v) > 2,
        "pay_period": lambda v: re.fullmatch(r"20\d\d-(0[1-9]|1[0-2])", v) is not None,
        "bank_name": lambda v: isinstance(v, str) and len(v) > 2,
        "rib": lambda v: isinstance(v, str) and rib_valid(v),
    }
    return checks[name](value)


# -- what the page plans print --------------------------------------------------------------------------------------
def printed_strings(doc: Doc) -> list[str]:
    out: list[str] = []
    for page in doc.pages:
        for op in page.ops:
            if op["op"] in ("text", "arctext"):
                out.append(str(op["s"]))
            elif op["op"] == "runs":
                out.append("".join(str(r["s"]) for r in op["runs"]))
            elif op["op"] == "para":
                out.append(html.unescape(re.sub(r"<[^>]+>", "", op["html"])))
    return out


def date_forms(value: str) -> list[str]:
    d = dt.date.fromisoformat(value)
    month = MONTHS_FR[d.month - 1]
    return [
        d.strftime("%d/%m/%Y"), d.strftime("%d.%m.%Y"), d.strftime("%d-%m-%Y"), f"{d.day:02d} {month} {d.year}",
        f"{'1er' if d.day == 1 else d.day} {month} {d.year}", f"{d.day:02d} {MONTHS_EN_ABBR[d.month - 1]} {d.year}",
    ]  # fmt: skip


def evidence(name: str, value: Any, text: str, squeezed: str) -> bool:
    """Whether a labelled value can be read off the printed text."""
    if name == "mrz_valid":
        return True  # checked against the MRZ lines themselves
    if name in DATES:
        return any(form in text for form in date_forms(value)) or _mrz_date(value, squeezed)
    if name in AMOUNTS:
        return any(money(value, sep=sep) in text or money(abs(value), sep=sep) in text for sep in (" ", ".", ""))
    if name == "pay_period":
        year, month = (int(v) for v in value.split("-"))
        return f"{MONTHS_FR[month - 1]} {year}".lower() in text.lower() or f"/{month:02d}/{year}" in text
    if name in ("applicant_name", "account_holder"):
        upper = text.upper()
        return all(part.upper() in upper for part in value.split())
    if name == "rib":
        return value in squeezed or iban(value) in squeezed
    if name == "contract_type":
        words = {"CDI": "indétermin", "CDD": "détermin", "ANAPEC": "ANAPEC", "INTERIM": "ntérim", "STAGE": "tage"}
        return value in text or words[value] in text or (value == "CDI" and "Permanent" in text)
    if name in ("nationality", "issuing_country"):
        return value in text
    return str(value) in text or str(value) in squeezed or str(value) in " ".join(text.split())


def _mrz_date(value: str, squeezed: str) -> bool:
    return dt.date.fromisoformat(value).strftime("%y%m%d") in squeezed


def check_plans(seed: int, problems: Problems) -> None:
    docs = plan_documents(make_applicants(seed), seed)
    for doc in docs:
        strings = printed_strings(doc)
        text = "\n".join(strings)
        squeezed = re.sub(r"\s+", "", text)
        for name, value in doc.labels.items():
            problems.need(evidence(name, value, text, squeezed), f"{doc.stem}: {name}={value!r} not printed")
        mrz = [s for s in strings if re.fullmatch(r"[A-Z0-9<]{30}|[A-Z0-9<]{44}", s)]
        if "mrz_valid" in doc.labels:
            valid = td3_valid(mrz) if len(mrz) == 2 else td1_valid(mrz) if len(mrz) == 3 else False
            problems.need(valid == doc.labels["mrz_valid"], f"{doc.stem}: MRZ check digits {valid}")
            number = mrz[1][0:9] if len(mrz) == 2 else mrz[0][5:14] if mrz else ""
            problems.need(number.rstrip("<") == doc.labels.get("document_number"), f"{doc.stem}: MRZ document number")
            if doc.labels.get("cin") and doc.doc_type == "cin_back":
                problems.need(doc.labels["cin"] in "".join(mrz), f"{doc.stem}: CIN not in the MRZ")


# -- the built files ------------------------------------------------------------------------------------------------
def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def check_manifest(manifest: dict[str, Any], folder: Path, problems: Problems) -> None:
    docs = manifest["documents"]
    names = [d["file"] for d in docs]
    problems.need(len(names) == len(set(names)), "duplicate file names")
    problems.need(set(names) == {p.name for p in folder.iterdir()}, "files on disk differ from the manifest")
    seen: dict[str, set[str]] = defaultdict(set)
    for d in docs:
        kind, labels = d["document_type"], d["labels"]
        problems.need(kind in FIELDS, f"{d['file']}: unknown type {kind}")
        problems.need(d["condition"] in ("clean", "born_digital", "degraded"), f"{d['file']}: condition")
        problems.need(d["case_id"] in manifest["cases"], f"{d['file']}: case {d['case_id']} not declared")
        head = (folder / d["file"]).read_bytes()[:12]
        problems.need(any(head.startswith(m) for m in MAGIC[d["mime"]]), f"{d['file']}: not a {d['mime']}")
        text_layer = d["mime"] == "application/pdf" and _has_text(folder / d["file"])
        problems.need((d["condition"] == "born_digital") == text_layer, f"{d['file']}: text layer vs condition")
        for name, value in labels.items():
            problems.need(name in FIELDS.get(kind, set()), f"{d['file']}: {name} is not a field of {kind}")
            problems.need(
                name in FIELDS.get(kind, set()) and check_value(name, value), f"{d['file']}: {name}={value!r}"
            )
            seen[kind].add(name)
        if d["condition"] == "born_digital":
            check_text_layer(folder / d["file"], labels, problems)
    for kind, fields in seen.items():
        missing = FIELDS[kind] - fields
        problems.need(not missing, f"{kind}: never labelled {sorted(missing)}")
    problems.need({"cin_front", "cin_back", "passport", "payslip", "rib"} <= set(seen), "a core type is missing")
    check_conflicts(manifest, problems)


def _has_text(path: Path) -> bool:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return any(page.get_textpage().get_text_range().strip() for page in pdf)
    finally:
        pdf.close()


def check_text_layer(path: Path, labels: dict[str, Any], problems: Problems) -> None:
    """The identifiers a born-digital PDF is labelled with are in its text layer."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    text = "\n".join(page.get_textpage().get_text_range() for page in pdf)
    pdf.close()
    squeezed = re.sub(r"\s+", "", text)
    for name in ("cin", "cnss_number", "employer_cnss", "document_number", "rib"):
        if name in labels:
            problems.need(evidence(name, labels[name], text, squeezed), f"{path.name}: {name} not in the text layer")
    for name in ("applicant_name", "account_holder"):
        if name in labels:
            family = labels[name].split(" ", 1)[1] if " " in labels[name] else labels[name]
            problems.need(family.split()[-1] in text.upper().replace("<", " "), f"{path.name}: {name} not in text")


def check_conflicts(manifest: dict[str, Any], problems: Problems) -> None:
    values: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for d in manifest["documents"]:
        for name, value in d["labels"].items():
            if name not in NEVER_CONFLICT:
                key = value.casefold() if name in ("applicant_name", "account_holder") else repr(value)
                values[d["case_id"]][name].add(key)
    for case, spec in manifest["cases"].items():
        found = sorted(name for name, vals in values[case].items() if len(vals) > 1)
        problems.need(found == sorted(spec["expected_conflicts"]), f"{case}: conflicts {found} != {spec}")


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    problems = Problems()
    with tempfile.TemporaryDirectory() as one, tempfile.TemporaryDirectory() as two:
        start = time.monotonic()
        first = build(Path(one), seed)
        took = time.monotonic() - start
        second = build(Path(two), seed)
        problems.need(first == second, "the two manifests differ")
        d1, d2 = digest(Path(one)), digest(Path(two))
        differ = sorted(name for name in d1 if d1.get(name) != d2.get(name)) + sorted(set(d2) - set(d1))
        problems.need(not differ, f"not byte-identical: {differ[:8]}")
        check_manifest(first, Path(one), problems)
        size = sum(p.stat().st_size for p in Path(one).iterdir())
    check_plans(seed, problems)
    docs = first["documents"]
    by_type: dict[str, Counter[str]] = defaultdict(Counter)
    for d in docs:
        by_type[d["document_type"]][d["condition"]] += 1
    print(f"blind_y — {ENGINE}")
    print(f"{len(docs)} documents, {len(first['cases'])} cases, {size / 1e6:.1f} MB, one build {took:.0f} s")
    print(f"{'type':<24}{'clean':>7}{'born_digital':>14}{'degraded':>10}{'total':>7}")
    for kind in sorted(by_type):
        c = by_type[kind]
        print(f"{kind:<24}{c['clean']:>7}{c['born_digital']:>14}{c['degraded']:>10}{sum(c.values()):>7}")
    totals = Counter(d["condition"] for d in docs)
    print(f"{'all':<24}{totals['clean']:>7}{totals['born_digital']:>14}{totals['degraded']:>10}{len(docs):>7}")
    print("mime:", dict(sorted(Counter(d["mime"] for d in docs).items())))
    conflicts = {
        case: spec["expected_conflicts"] for case, spec in first["cases"].items() if spec["expected_conflicts"]
    }
    print("planted conflicts:", conflicts)
    if problems:
        print(f"\n{len(problems)} problem(s):")
        for problem in problems[:60]:
            print("  -", problem)
        return 1
    print("byte-identical across two builds; every label consistent with the schema: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
