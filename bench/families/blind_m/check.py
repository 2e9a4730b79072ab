"""Self-check of blind_m: two builds are byte-identical, and every label, MRZ, RIB, statement, payslip and planted
conflict holds.

    cd /work/main && PYTHONPATH=. .venv/bin/python -m bench.families.blind_m.check
"""

from __future__ import annotations

import collections
import datetime as dt
import hashlib
import pathlib
import re
import sys
import tempfile
import time

from . import ENGINE, build_with_meta, fmt
from .codes import grouped, iban, rib_key, td1_valid, td3_valid

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
# Fields whose values may differ between a case's papers without being a conflict.
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
AMOUNTS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
PATTERNS = {
    "cin": r"[A-Z]{1,2}\d{4,7}",
    "document_number": r"[A-Z0-9]{9}",
    "nationality": r"[A-Z]{3}|D",
    "issuing_country": r"[A-Z]{3}|D",
    "employer_cnss": r"\d{7}",
    "cnss_number": r"\d{9}",
    "contract_type": r"CDI|CDD|ANAPEC|INTERIM|STAGE",
    "pay_period": r"20\d\d-(0[1-9]|1[0-2])",
    "rib": r"\d{24}",
}
MIMES = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg"}


class Report:
    def __init__(self) -> None:
        self.errors: list[str] = []

    def fail(self, where: str, message: str) -> None:
        self.errors.append(f"{where}: {message}")


def _name_ok(name: str) -> bool:
    words = name.split()
    family = [w for w in words if w.upper() == w]
    given = words[: len(words) - len(family)]
    return bool(family) and bool(given) and words[len(given) :] == family and all(w.upper() != w for w in given)


def check_label(rep: Report, where: str, doc_type: str, field: str, value) -> None:
    if field not in ALLOWED[doc_type]:
        rep.fail(where, f"field {field} is not labelled on a {doc_type}")
        return
    if field in DATES:
        try:
            dt.date.fromisoformat(value)
        except (TypeError, ValueError):
            rep.fail(where, f"{field}={value!r} is not an ISO date")
    elif field in AMOUNTS:
        if not isinstance(value, float) or round(value, 2) != value:
            rep.fail(where, f"{field}={value!r} is not a float with 2 decimals")
    elif field == "mrz_valid":
        if value is not True:
            rep.fail(where, "mrz_valid is not true")
    elif field in PATTERNS:
        if not isinstance(value, str) or not re.fullmatch(PATTERNS[field], value):
            rep.fail(where, f"{field}={value!r} has the wrong format")
        if field == "rib" and value[-2:] != rib_key(value[:22]):
            rep.fail(where, f"RIB {value} has a wrong key")
    elif field in ("applicant_name", "account_holder"):
        if not _name_ok(value):
            rep.fail(where, f"{field}={value!r} is not 'Given names FAMILY'")
    elif field == "place_of_birth":
        if value != value.upper():
            rep.fail(where, f"place_of_birth {value!r} is not upper case")
    elif not isinstance(value, str) or not value.strip():
        rep.fail(where, f"{field}={value!r} is empty")


def _yymmdd(iso: str) -> str:
    return dt.date.fromisoformat(iso).strftime("%y%m%d")


def _mrz_name(lines: list[str], kind: str) -> str:
    raw = lines[0][5:] if kind == "td3" else lines[2]
    family, _, given = raw.rstrip("<").partition("<<")
    return f"{given.replace('<', ' ')} {family.replace('<', ' ')}".strip()


def check_mrz(rep: Report, where: str, doc: dict, meta: dict) -> None:
    lines, kind = meta["mrz"], meta["mrz_kind"]
    labels = doc["labels"]
    if kind == "td3":
        if len(lines) != 2 or any(len(x) != 44 for x in lines) or not td3_valid(lines):
            rep.fail(where, f"TD3 MRZ invalid: {lines}")
            return
        l2 = lines[1]
        facts = {
            "document_number": l2[0:9].rstrip("<"),
            "nationality": l2[10:13].rstrip("<"),
            "issuing_country": lines[0][2:5].rstrip("<"),
        }
        birth, expiry = l2[13:19], l2[21:27]
        personal = l2[28:42].rstrip("<")
        if personal and labels.get("cin") != personal:
            rep.fail(where, f"passport personal number {personal} is not the cin label")
    else:
        if len(lines) != 3 or any(len(x) != 30 for x in lines) or not td1_valid(lines):
            rep.fail(where, f"TD1 MRZ invalid: {lines}")
            return
        l1, l2 = lines[0], lines[1]
        facts = {
            "document_number": l1[5:14].rstrip("<"),
            "nationality": l2[15:18].rstrip("<"),
            "issuing_country": l1[2:5].rstrip("<"),
        }
        birth, expiry = l2[0:6], l2[8:14]
        if kind == "cnie":
            if not (l1.startswith("IDMAR") or l1.startswith("I<MAR")):
                rep.fail(where, f"CNIE MRZ line 1 starts {l1[:5]}")
            if l1[15:30].rstrip("<") != labels.get("cin"):
                rep.fail(where, f"CNIE optional data {l1[15:30]} is not the CIN {labels.get('cin')}")
            if facts["document_number"] == labels.get("cin"):
                rep.fail(where, "CNIE document number equals the CIN")
            if facts["nationality"] != "MAR":
                rep.fail(where, "CNIE nationality is not MAR")
            facts.pop("nationality")
            facts.pop("issuing_country")
            if labels.get("cin_expiry") and _yymmdd(labels["cin_expiry"]) != expiry:
                rep.fail(where, "CNIE expiry differs from the cin_expiry label")
    for field, value in facts.items():
        if field in labels and labels[field] != value:
            rep.fail(where, f"MRZ {field}={value} but label {labels[field]}")
    if _yymmdd(labels["date_of_birth"]) != birth:
        rep.fail(where, "MRZ birth date differs from the label")
    if "document_expiry" in labels and _yymmdd(labels["document_expiry"]) != expiry:
        rep.fail(where, "MRZ expiry differs from the label")
    if _mrz_name(lines, kind).upper() != labels["applicant_name"].upper().replace("-", " "):
        rep.fail(where, f"MRZ name {_mrz_name(lines, kind)!r} is not {labels['applicant_name']!r}")


def _cents(value: float) -> int:
    return round(value * 100)


def check_amounts(rep: Report, where: str, doc: dict, meta: dict) -> None:
    labels = doc["labels"]
    if doc["document_type"] == "payslip":
        gross = sum(_cents(v) for v in meta["gains"])
        deductions = sum(_cents(v) for v in meta["deductions"])
        if gross != _cents(labels["gross_salary"]):
            rep.fail(where, f"payslip lines sum to {gross / 100}, gross label {labels['gross_salary']}")
        if gross - deductions != _cents(labels["net_salary"]):
            rep.fail(where, f"gross - deductions = {(gross - deductions) / 100}, net label {labels['net_salary']}")
    if doc["document_type"] == "bank_statement":
        total = (
            _cents(meta["opening"]) + sum(_cents(v) for v in meta["credits"]) - sum(_cents(v) for v in meta["debits"])
        )
        if total != _cents(labels["closing_balance"]) or _cents(meta["opening"]) != _cents(labels["opening_balance"]):
            rep.fail(where, "opening + credits - debits is not the closing balance")
        if labels["statement_period_start"] > labels["statement_period_end"]:
            rep.fail(where, "statement period ends before it starts")


_CONTRACT_WORDS = {
    "CDI": ["CDI", "indéterminée"],
    "CDD": ["CDD", "durée déterminée"],
    "ANAPEC": ["ANAPEC"],
    "INTERIM": ["INTERIM", "intérim"],
    "STAGE": ["stage"],
}
_DATE_STYLES = ["slash", "dash", "dot", "long", "long0", "en", "en_uk", "abbr", "abbr_en", "iso", "short"]


def printed_forms(field: str, value) -> list[str]:
    """The ways a labelled value may be printed on this family's papers."""
    if field in DATES:
        day = dt.date.fromisoformat(value)
        fr, en = fmt.MOIS_ABR[day.month - 1], fmt.MONTHS_ABR[day.month - 1]
        return [fmt.date(day, s) for s in _DATE_STYLES] + [
            day.strftime("%d %m %Y"),
            f"{day.day:02d} {fr}/{en} {day.year}",
            f"{day.day:02d} {fr} {day.year}",
            day.strftime("%y%m%d"),
        ]  # the last: inside an MRZ
    if field in AMOUNTS:
        return [fmt.money(abs(value), s) for s in ("fr", "dot", "en", "plain")]
    if field == "pay_period":
        year, month = int(value[:4]), int(value[5:])
        return [
            f"{month:02d}/{year}",
            fmt.month_name(year, month),
            fmt.month_name(year, month, "en"),
            f"01/{month:02d}/{year}",
            f"01-{month:02d}-{year}",
        ]
    if field == "rib":
        return [value, f"{value[:3]} {value[3:6]} {value[6:22]} {value[22:]}", iban(value), grouped(iban(value))]
    if field == "contract_type":
        return _CONTRACT_WORDS[value]
    if field in ("applicant_name", "account_holder"):
        return [value]
    return [str(value)]


def _shown(text: str, field: str, value) -> bool:
    text = " ".join(text.replace("<", " ").upper().split())
    if field in ("applicant_name", "account_holder"):
        words = str(value).upper().split()
        family = [w for w in str(value).split() if w.upper() == w]
        given = words[: len(words) - len(family)]
        return " ".join(given) in text and " ".join(family).upper() in text
    return any(" ".join(form.upper().split()) in text for form in printed_forms(field, value))


def check_printed(rep: Report, result: dict, meta: dict) -> None:
    """Every labelled value is printed on its paper, and a paper shows no labelled field left unlabelled."""
    by_case: dict[str, list[dict]] = collections.defaultdict(list)
    for doc in result["documents"]:
        by_case[doc["case_id"]].append(doc)
    skip_reverse = NEVER_CONFLICT | {"mrz_valid", "nationality", "applicant_name", "account_holder"}
    for docs in by_case.values():
        case_values: dict[str, set] = collections.defaultdict(set)
        for doc in docs:
            for field, value in doc["labels"].items():
                case_values[field].add(value)
        for doc in docs:
            text = " ".join(meta[doc["file"]]["printed"])
            labels = doc["labels"]
            for field, value in labels.items():
                if field != "mrz_valid" and not _shown(text, field, value):
                    rep.fail(doc["file"], f"{field}={value!r} is labelled but not printed")
            for field in sorted(ALLOWED[doc["document_type"]] - set(labels) - skip_reverse):
                for value in case_values.get(field, ()):
                    if _shown(text, field, value):
                        rep.fail(doc["file"], f"shows {field} {value!r} without labelling it")


def _norm(field: str, value) -> object:
    if field in ("applicant_name", "account_holder"):
        return " ".join(str(value).upper().split())
    return value


def check_conflicts(rep: Report, result: dict) -> dict[str, list[str]]:
    by_case: dict[str, list[dict]] = collections.defaultdict(list)
    for doc in result["documents"]:
        by_case[doc["case_id"]].append(doc)
    found = {}
    for case_id, docs in sorted(by_case.items()):
        values: dict[str, set] = collections.defaultdict(set)
        for doc in docs:
            for field, value in doc["labels"].items():
                if field not in NEVER_CONFLICT:
                    values[field].add(_norm(field, value))
        differing = sorted(f for f, vals in values.items() if len(vals) > 1)
        expected = sorted(result["cases"].get(case_id, {}).get("expected_conflicts", []))
        found[case_id] = differing
        if differing != expected:
            rep.fail(case_id, f"labelled differences {differing} but expected_conflicts {expected}")
    if set(by_case) != set(result["cases"]):
        rep.fail("cases", "the cases listed are not the cases of the documents")
    return found


def check_files(rep: Report, out: pathlib.Path, result: dict) -> None:
    try:
        import pypdfium2 as pdfium
    except ImportError:  # the text-layer check is skipped without it
        pdfium = None
    seen = set()
    for doc in result["documents"]:
        name = doc["file"]
        if not re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg)", name) or name in seen:
            rep.fail(name, "file name is not cNN-dMM.ext or is repeated")
        seen.add(name)
        path = out / name
        if not path.is_file():
            rep.fail(name, "file missing")
            continue
        if MIMES[path.suffix] != doc["mime"]:
            rep.fail(name, f"mime {doc['mime']} for {path.suffix}")
        if doc["condition"] not in ("clean", "born_digital", "degraded"):
            rep.fail(name, f"condition {doc['condition']}")
        if doc["condition"] == "born_digital" and doc["mime"] != "application/pdf":
            rep.fail(name, "born_digital but not a PDF")
        if pdfium is None or doc["mime"] != "application/pdf":
            continue
        pdf = pdfium.PdfDocument(str(path))
        text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        pdf.close()
        if doc["condition"] == "born_digital":
            name_label = doc["labels"].get("applicant_name") or doc["labels"].get("account_holder") or ""
            family = name_label.split()[-1] if name_label else ""
            if len(text.strip()) < 200 or (family and family.upper() not in text.upper()):
                rep.fail(name, "born-digital PDF without a usable text layer")
        elif text.strip():
            rep.fail(name, "a scan or photo PDF carries a text layer")


def _digest(out: pathlib.Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(out.iterdir())}


def main() -> int:
    rep = Report()
    with tempfile.TemporaryDirectory() as tmp:
        first, second = pathlib.Path(tmp) / "a", pathlib.Path(tmp) / "b"
        t0 = time.monotonic()
        result, meta = build_with_meta(first, seed=0)
        t1 = time.monotonic()
        again, _ = build_with_meta(second, seed=0)
        t2 = time.monotonic()
        if result != again:
            rep.fail("build", "the two builds describe different documents")
        d1, d2 = _digest(first), _digest(second)
        differing = sorted(n for n in d1.keys() | d2.keys() if d1.get(n) != d2.get(n))
        if differing:
            rep.fail("build", f"{len(differing)} files differ between two builds: {differing[:8]}")
        for doc in result["documents"]:
            where = doc["file"]
            if doc["document_type"] not in ALLOWED:
                rep.fail(where, f"unknown type {doc['document_type']}")
                continue
            for field, value in doc["labels"].items():
                check_label(rep, where, doc["document_type"], field, value)
            info = meta[where]
            if "mrz" in info:
                check_mrz(rep, where, doc, info)
            elif doc["labels"].get("mrz_valid"):
                rep.fail(where, "mrz_valid labelled without an MRZ")
            check_amounts(rep, where, doc, info)
        found = check_conflicts(rep, result)
        check_printed(rep, result, meta)
        check_files(rep, first, result)
        docs = result["documents"]
        if not 120 <= len(docs) <= 130 or len(result["cases"]) != 14:
            rep.fail("family", f"{len(docs)} documents in {len(result['cases'])} cases")
        size = sum(p.stat().st_size for p in first.iterdir())
    print(f"blind_m - {ENGINE}")
    print(
        f"{len(docs)} documents, {len(result['cases'])} cases, {size / 1e6:.1f} MB; "
        f"builds took {t1 - t0:.1f} s and {t2 - t1:.1f} s"
    )
    by_type = collections.Counter(d["document_type"] for d in docs)
    by_cond = collections.Counter(d["condition"] for d in docs)
    print("by type:", ", ".join(f"{k} {v}" for k, v in sorted(by_type.items())))
    print("by condition:", ", ".join(f"{k} {v}" for k, v in sorted(by_cond.items())))
    print("planted conflicts:", "; ".join(f"{c}: {', '.join(f)}" for c, f in found.items() if f))
    if rep.errors:
        print(f"FAILED: {len(rep.errors)} problems")
        for err in rep.errors[:60]:
            print("  -", err)
        return 1
    print("OK: builds byte-identical; labels, MRZs, RIB keys, statements, payslips and conflicts all hold")
    return 0


if __name__ == "__main__":
    sys.exit(main())
