"""Self-check of blind_j: `PYTHONPATH=. .venv/bin/python -m bench.families.blind_j.check`.

Builds the family twice (byte-identical output), validates every label against docs/document-labels.md, every MRZ
check digit (ICAO 9303, computed here independently), every RIB key and IBAN, each statement's and payslip's
arithmetic, the born-digital text layers, and that each case's expected conflicts are exactly the fields that differ.
Prints a summary; exits 1 on any failure.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import sys
import tempfile
import time
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path

from . import build, docs, render

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
_FOREIGN = {
    "applicant_name",
    "date_of_birth",
    "mrz_valid",
    "document_number",
    "nationality",
    "issuing_country",
    "document_expiry",
}
FIELDS |= {"id_card": _FOREIGN, "visa": _FOREIGN, "residence_permit": _FOREIGN}
# Fields a document must carry whenever its type has them (the others only when printed).
ALWAYS = {
    "cin_front": FIELDS["cin_front"],
    "cin_back": FIELDS["cin_back"],
    "payslip": {"applicant_name", "employer", "hire_date", "position", "pay_period", "gross_salary", "net_salary"},
    "bank_statement": FIELDS["bank_statement"],
    "rib": FIELDS["rib"],
}
NEVER_CONFLICT = {"pay_period", "statement_period_start", "statement_period_end"}
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
CONTRACTS = {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}
MAGIC = {
    "application/pdf": (b"%PDF-",),
    "image/png": (b"\x89PNG\r\n\x1a\n",),
    "image/jpeg": (b"\xff\xd8\xff",),
    "image/tiff": (b"II*\x00", b"MM\x00*"),
    "image/webp": (b"RIFF",),
}


class Report:
    def __init__(self) -> None:
        self.failures: list[str] = []

    def fail(self, where: str, what: str) -> None:
        self.failures.append(f"{where}: {what}")

    def check(self, ok: bool, where: str, what: str) -> None:
        if not ok:
            self.fail(where, what)


# --- independent re-implementations --------------------------------------------------------------------------------


def icao_digit(field: str) -> str:
    total = 0
    for i, ch in enumerate(field):
        if ch.isdigit():
            value = int(ch)
        elif "A" <= ch <= "Z":
            value = ord(ch) - 55
        elif ch == "<":
            value = 0
        else:
            raise ValueError(ch)
        total += value * (7, 3, 1)[i % 3]
    return str(total % 10)


def mrz_fields(lines: list[str]) -> dict:
    """Every check digit of a TD1, TD3 or MRV-A zone, and its fields."""
    if len(lines) == 3 and all(len(x) == 30 for x in lines):
        l1, l2, l3 = lines
        digits = [
            (l1[5:14], l1[14]),
            (l2[0:6], l2[6]),
            (l2[8:14], l2[14]),
            (l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29], l2[29]),
        ]
        number, birth, expiry, nat, state, names = l1[5:14], l2[0:6], l2[8:14], l2[15:18], l1[2:5], l3
        extra = l1[15:30]
    elif len(lines) == 2 and all(len(x) == 44 for x in lines):
        l1, l2 = lines
        digits = [(l2[0:9], l2[9]), (l2[13:19], l2[19]), (l2[21:27], l2[27])]
        if l1[0] == "P":
            pers = l2[28:42]
            digits.append((pers, l2[42] if l2[42] != "<" or pers.strip("<") else "0"))
            digits.append((l2[0:10] + l2[13:20] + l2[21:43], l2[43]))
        number, birth, expiry, nat, state, names = l2[0:9], l2[13:19], l2[21:27], l2[10:13], l1[2:5], l1[5:44]
        extra = l2[28:42] if l1[0] == "P" else ""
    else:
        raise ValueError(f"MRZ of unknown shape: {lines}")
    surname, _, given = names.rstrip("<").partition("<<")
    return {
        "valid": all(icao_digit(f) == c for f, c in digits),
        "number": number.rstrip("<"),
        "birth": birth,
        "expiry": expiry,
        "nationality": nat.rstrip("<"),
        "state": state.rstrip("<"),
        "name": f"{given.replace('<', ' ')} {surname.replace('<', ' ')}".strip(),
        "extra": extra.rstrip("<"),
    }


def rib_ok(rib: str) -> bool:
    return bool(re.fullmatch(r"\d{24}", rib)) and f"{97 - int(rib[:22]) * 100 % 97:02d}" == rib[22:]


def iban_ok(text: str) -> bool:
    value = text.replace(" ", "")
    moved = value[4:] + value[:4]
    return value.startswith("MA") and len(value) == 28 and int("".join(str(int(c, 36)) for c in moved)) % 97 == 1


def plain(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().upper()


def norm(value: object) -> object:
    if isinstance(value, str):
        return " ".join(value.split()).casefold()
    return value


# --- checks --------------------------------------------------------------------------------------------------------


def check_label(rep: Report, where: str, key: str, value: object) -> None:
    if key in DATES:
        ok = isinstance(value, str) and bool(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value))
        if ok:
            try:
                dt.date.fromisoformat(value)
            except ValueError:
                ok = False
        rep.check(ok, where, f"{key}={value!r} is not an ISO date")
    elif key in AMOUNTS:
        rep.check(
            isinstance(value, float) and round(value, 2) == value, where, f"{key}={value!r} not a 2-decimal float"
        )
    elif key == "pay_period":
        rep.check(
            isinstance(value, str) and bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", value)),
            where,
            f"pay_period {value!r}",
        )
    elif key == "cin":
        rep.check(isinstance(value, str) and bool(re.fullmatch(r"[A-Z]{1,2}\d{4,8}", value)), where, f"cin {value!r}")
    elif key == "employer_cnss":
        rep.check(isinstance(value, str) and bool(re.fullmatch(r"\d{7}", value)), where, f"employer_cnss {value!r}")
    elif key == "cnss_number":
        rep.check(isinstance(value, str) and bool(re.fullmatch(r"\d{9}", value)), where, f"cnss_number {value!r}")
    elif key == "rib":
        rep.check(isinstance(value, str) and rib_ok(value), where, f"rib {value!r} (24 digits, key 97 - N mod 97)")
    elif key == "contract_type":
        rep.check(value in CONTRACTS, where, f"contract_type {value!r}")
    elif key in ("nationality", "issuing_country"):
        rep.check(isinstance(value, str) and bool(re.fullmatch(r"[A-Z]{1,3}", value)), where, f"{key} {value!r}")
    elif key == "mrz_valid":
        rep.check(value is True, where, f"mrz_valid {value!r}")
    elif key == "place_of_birth":
        rep.check(isinstance(value, str) and value == value.upper() and bool(value), where, f"place_of_birth {value!r}")
    elif key == "document_number":
        rep.check(
            isinstance(value, str) and bool(re.fullmatch(r"[A-Z0-9]{5,9}", value)), where, f"document_number {value!r}"
        )
    else:
        rep.check(isinstance(value, str) and value.strip() == value and bool(value), where, f"{key} {value!r}")


def check_mrz(rep: Report, where: str, doc: docs.Doc) -> None:
    lines = doc.extra["mrz"]
    f = mrz_fields(lines)
    lab = doc.labels
    rep.check(
        f["valid"] == lab.get("mrz_valid"), where, f"MRZ check digits {f['valid']} vs label {lab.get('mrz_valid')}"
    )
    rep.check(
        f["number"] == lab.get("document_number"), where, f"MRZ number {f['number']} vs {lab.get('document_number')}"
    )
    rep.check(dt.date.fromisoformat(lab["date_of_birth"]).strftime("%y%m%d") == f["birth"], where, "MRZ birth date")
    expiry = lab.get("cin_expiry") or lab.get("document_expiry")
    rep.check(dt.date.fromisoformat(expiry).strftime("%y%m%d") == f["expiry"], where, "MRZ expiry")
    rep.check(plain(lab["applicant_name"]).replace("-", " ") == f["name"], where, f"MRZ name {f['name']!r}")
    if doc.doc_type == "cin_back":
        rep.check(f["extra"] == lab["cin"], where, f"CNIE optional data {f['extra']!r} is not the CIN")
        rep.check(lines[0][:5] in ("IDMAR", "I<MAR"), where, f"CNIE line 1 starts {lines[0][:5]!r}")
    elif doc.doc_type == "passport" and "cin" in lab:
        rep.check(f["extra"] == lab["cin"], where, "passport personal number is not the CIN")
    else:
        rep.check(f["nationality"] == lab["nationality"], where, "MRZ nationality")
        rep.check(f["state"] == lab["issuing_country"], where, "MRZ issuing state")


def check_statement(rep: Report, where: str, doc: docs.Doc) -> None:
    rows = doc.extra["transactions"]
    credits = sum(t["amount"] for t in rows if t["amount"] > 0)
    debits = -sum(t["amount"] for t in rows if t["amount"] < 0)
    opening, closing = doc.labels["opening_balance"], doc.labels["closing_balance"]
    rep.check(
        abs(opening + credits - debits - closing) < 0.005, where, f"{opening} + {credits} - {debits} != {closing}"
    )
    start = dt.date.fromisoformat(doc.labels["statement_period_start"])
    end = dt.date.fromisoformat(doc.labels["statement_period_end"])
    rep.check(all(start <= t["date"] <= end for t in rows), where, "a transaction outside the period")
    rep.check(iban_ok(doc.data["iban"]), where, f"IBAN {doc.data['iban']}")


def check_payslip(rep: Report, where: str, doc: docs.Doc) -> None:
    pay = doc.extra["pay"]
    gains = round(sum(x.gain for x in pay.lines), 2)
    deductions = round(sum(x.retenue for x in pay.lines), 2)
    rep.check(abs(gains - pay.gross) < 0.005, where, f"gains {gains} != gross {pay.gross}")
    rep.check(abs(pay.gross - deductions - pay.net) < 0.005, where, f"gross - deductions != net {pay.net}")
    rep.check(doc.labels["gross_salary"] == pay.gross and doc.labels["net_salary"] == pay.net, where, "labels vs pay")


def _pdf_text(blob: bytes) -> str | None:
    try:
        import pypdfium2 as pdfium
    except ImportError:
        return None
    pdf = pdfium.PdfDocument(blob)
    return "\n".join(page.get_textpage().get_text_range() for page in pdf)


def text_layer(path: Path) -> str | None:
    return _pdf_text(path.read_bytes())


def text_layer_of(doc: docs.Doc) -> str | None:
    return _pdf_text(render.pdf(doc.template, doc.data))


def amount_forms(value: float) -> set[str]:
    cents = round(abs(value) * 100)
    whole, frac = divmod(cents, 100)
    grouped = f"{whole:,}"
    return {
        grouped.replace(",", " ") + f",{frac:02d}",
        grouped.replace(",", ".") + f",{frac:02d}",
        grouped + f".{frac:02d}",
        f"{whole}.{frac:02d}",
        f"{whole},{frac:02d}",
    }


def check_text(rep: Report, where: str, text: str, labels: dict) -> None:
    """The values a reader must find are on the page (the PDF's text layer of the same markup)."""
    flat = re.sub(r"\s+", "", text)
    spaced = " ".join(text.replace("\u00a0", " ").split())
    for key in ("cin", "cnss_number", "employer_cnss", "document_number"):
        if key in labels:
            rep.check(labels[key] in flat, where, f"{key} {labels[key]} not on the page")
    if "rib" in labels:
        rib = labels["rib"]
        rep.check(rib in flat or rib in flat.replace("MA", ""), where, "RIB not on the page")
    for key in ("employer", "bank_name", "position", "place_of_birth"):
        if key in labels:
            rep.check(" ".join(labels[key].split()) in spaced, where, f"{key} {labels[key]!r} not on the page")
    if "address" in labels:
        rep.check(labels["address"] in spaced, where, "address not on the page")
    for key in ("applicant_name", "account_holder"):
        if key in labels:
            words = plain(labels[key]).split()
            page = plain(text)
            rep.check(all(w in page for w in words), where, f"{key} {labels[key]!r} not on the page")
    for key in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        if key in labels:
            rep.check(
                any(f in spaced for f in amount_forms(labels[key])), where, f"{key} {labels[key]} not on the page"
            )


def check_conflicts(rep: Report, result: dict) -> dict[str, list[str]]:
    values: dict[str, dict[str, set]] = defaultdict(lambda: defaultdict(set))
    for d in result["documents"]:
        for key, value in d["labels"].items():
            if key not in NEVER_CONFLICT:
                values[d["case_id"]][key].add(norm(value))
    found = {}
    for case_id, spec in result["cases"].items():
        differ = sorted(k for k, v in values[case_id].items() if len(v) > 1)
        found[case_id] = differ
        rep.check(
            differ == sorted(spec["expected_conflicts"]),
            case_id,
            f"fields that differ {differ} != expected {spec['expected_conflicts']}",
        )
    planted = [c for c, s in result["cases"].items() if s["expected_conflicts"]]
    rep.check(len(planted) == 5, "cases", f"{len(planted)} cases with planted conflicts, 5 wanted")
    return found


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def main() -> int:
    rep = Report()
    seed = 0
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        t0 = time.monotonic()
        first = build(Path(a), seed)
        t1 = time.monotonic()
        second = build(Path(b), seed)
        t2 = time.monotonic()
        da, db = digest(Path(a)), digest(Path(b))
        rep.check(first == second, "determinism", "the two builds describe their documents differently")
        rep.check(da.keys() == db.keys(), "determinism", "the two builds wrote different files")
        differing = sorted(k for k in da.keys() & db.keys() if da[k] != db[k])
        rep.check(not differing, "determinism", f"files differ between builds: {differing[:8]}")
        listed = {d["file"] for d in first["documents"]}
        rep.check(listed == set(da), "files", f"listed {len(listed)} files, wrote {len(da)}")

        papers, _ = docs.make_docs(seed)
        rep.check(len(papers) == len(first["documents"]), "documents", "plan and build disagree")
        for doc, d in zip(papers, first["documents"], strict=False):
            where = d["file"]
            path = Path(a) / d["file"]
            rep.check(d["case_id"] in first["cases"], where, "unknown case")
            rep.check(d["condition"] in ("clean", "born_digital", "degraded"), where, "bad condition")
            rep.check(d["document_type"] in FIELDS, where, f"unknown type {d['document_type']}")
            head = path.read_bytes()[:16]
            rep.check(
                any(head.startswith(m) for m in MAGIC.get(d["mime"], ())),
                where,
                f"{d['mime']} does not match the bytes",
            )
            if d["condition"] == "born_digital":
                rep.check(d["mime"] == "application/pdf", where, "born-digital but not a PDF")
            allowed = FIELDS.get(d["document_type"], set())
            extra = set(d["labels"]) - allowed
            rep.check(not extra, where, f"fields not of its type: {sorted(extra)}")
            missing = ALWAYS.get(d["document_type"], set()) - set(d["labels"])
            rep.check(not missing, where, f"missing fields: {sorted(missing)}")
            if d["document_type"] == "other":
                rep.check(d["labels"] == {}, where, "an 'other' paper with labels")
            for key, value in d["labels"].items():
                check_label(rep, where, key, value)
            rep.check(doc.labels == d["labels"] and doc.doc_type == d["document_type"], where, "plan and build labels")
            if "mrz" in doc.extra:
                check_mrz(rep, where, doc)
            elif "mrz_valid" in d["labels"]:
                rep.fail(where, "mrz_valid labelled without an MRZ")
            if d["document_type"] == "bank_statement":
                check_statement(rep, where, doc)
            if d["document_type"] == "payslip":
                check_payslip(rep, where, doc)
            if d["condition"] == "born_digital":
                text = text_layer(path)
                if text is not None:
                    rep.check(len(text.strip()) > 200, where, "born-digital PDF with almost no text")
            # Scans and photos are images of the same markup: its text layer says what they show.
            text = text_layer_of(doc)
            if text is not None:
                check_text(rep, where, text, d["labels"])
        found = check_conflicts(rep, first)
        types = Counter(d["document_type"] for d in first["documents"])
        for t in FIELDS:
            rep.check(types[t] > 0, "coverage", f"no document of type {t}")

    conditions = Counter(d["condition"] for d in first["documents"])
    by_type_cond = Counter((d["document_type"], d["condition"]) for d in first["documents"])
    mimes = Counter(d["mime"] for d in first["documents"])
    total = len(first["documents"])
    print(f"blind_j: {total} documents, {len(first['cases'])} cases, seed {seed}")
    print(
        f"build: {t1 - t0:.1f} s, second build {t2 - t1:.1f} s, identical: {not differing and da.keys() == db.keys()}"
    )
    print("\nby type (born_digital / clean / degraded):")
    for t in FIELDS:
        row = [by_type_cond[(t, c)] for c in ("born_digital", "clean", "degraded")]
        print(f"  {t:24s} {types[t]:4d}   {row[0]:3d} {row[1]:3d} {row[2]:3d}")
    print("\nby condition: " + ", ".join(f"{c} {n} ({100 * n / total:.0f}%)" for c, n in sorted(conditions.items())))
    print("by format: " + ", ".join(f"{m} {n}" for m, n in sorted(mimes.items())))
    print("\nplanted conflicts:")
    for case_id, spec in sorted(first["cases"].items()):
        planted = ", ".join(spec["expected_conflicts"]) or "-"
        print(f"  {case_id}: {planted}   (fields that differ: {', '.join(found[case_id]) or '-'})")
    if rep.failures:
        print(f"\nFAILED: {len(rep.failures)} problem(s)")
        for line in rep.failures[:200]:
            print("  " + line)
        return 1
    print("\nall checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
