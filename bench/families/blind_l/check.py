"""Self-check of blind_l: `PYTHONPATH=. .venv/bin/python -m bench.families.blind_l.check`.

Builds the family twice and checks that the builds are byte-identical; that every label is a field of its type in
the schema's format; that every label shows on its page (the strings matplotlib drew); every MRZ's check digits and
the CNIE's layout; every RIB key; every statement's arithmetic; every payslip's gross - deductions = net; that
born-digital PDFs have a text layer and scans none; and that the planted conflicts are exactly the labelled
differences between a case's documents.

The check digits, the RIB key and the dates are recomputed here, not imported from the family's code.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

from . import build
from .plan import ALLOWED, CARD_TYPES, _pages, plan
from .plan import labels as label_set
from .t_common import CONTRACT_PROSE, CONTRACT_WORDS

# fields that identify a document rather than a fact about the applicant: they differ between a CNIE and a passport
# by nature, and are not conflicts (nor are pay periods and statement periods)
NOT_CONFLICTS = {
    "pay_period",
    "statement_period_start",
    "statement_period_end",
    "document_number",
    "document_expiry",
    "issuing_country",
    "mrz_valid",
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
MONEY_FIELDS = {"gross_salary", "net_salary", "opening_balance", "closing_balance"}
LEGAL_FORMS = ("SARL AU", "SARL", " SA", "Société Anonyme", "SNC", "GIE", "Office ")
FR_MONTHS = [
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
EN_MONTHS = [
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
ABBR = [
    ("JANV", "JAN"),
    ("FEVR", "FEB"),
    ("MARS", "MAR"),
    ("AVR", "APR"),
    ("MAI", "MAY"),
    ("JUIN", "JUN"),
    ("JUIL", "JUL"),
    ("AOUT", "AUG"),
    ("SEPT", "SEP"),
    ("OCT", "OCT"),
    ("NOV", "NOV"),
    ("DEC", "DEC"),
]

errors: list[str] = []


def err(msg: str) -> None:
    errors.append(msg)


# -- independent arithmetic ------------------------------------------------------------------------------------------
def cd(s: str) -> int:
    total = 0
    for i, c in enumerate(s):
        v = int(c) if c.isdigit() else (0 if c == "<" else ord(c) - ord("A") + 10)
        total += v * (7, 3, 1)[i % 3]
    return total % 10


def cd_ok(field: str, digit: str) -> bool:
    if digit == "<":
        return set(field) == {"<"}
    return cd(field) == int(digit)


def yymmdd(iso: str) -> str:
    return iso[2:4] + iso[5:7] + iso[8:10]


def rib_ok(rib: str) -> bool:
    return (
        bool(re.fullmatch(r"\d{24}", rib)) and int(rib) % 97 == 0 and 97 - (int(rib[:22]) * 100) % 97 == int(rib[22:])
    )


def iban_ok(iban: str) -> bool:
    s = iban[4:] + iban[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


# -- label formats ---------------------------------------------------------------------------------------------------
def name_ok(v: str) -> bool:
    words = v.split()
    if len(words) < 2 or "  " in v:
        return False
    k = len(words)
    while k > 0 and words[k - 1].upper() == words[k - 1]:
        k -= 1
    given, family = words[:k], words[k:]
    return bool(given) and bool(family) and all(w[0].isupper() and w[1:] != w[1:].upper() for w in given)


def fmt_ok(field: str, v) -> bool:
    if field in DATE_FIELDS:
        try:
            return isinstance(v, str) and dt.date.fromisoformat(v).isoformat() == v
        except ValueError:
            return False
    if field in MONEY_FIELDS:
        return isinstance(v, float) and round(v, 2) == v
    checks = {
        "applicant_name": lambda: isinstance(v, str) and name_ok(v),
        "account_holder": lambda: isinstance(v, str) and name_ok(v),
        "cin": lambda: bool(re.fullmatch(r"[A-Z]{1,2}\d{5,6}", v)),
        "document_number": lambda: bool(re.fullmatch(r"[A-Z0-9]{8,9}", v)),
        "nationality": lambda: bool(re.fullmatch(r"[A-Z]{3}", v)),
        "issuing_country": lambda: bool(re.fullmatch(r"[A-Z]{3}", v)),
        "place_of_birth": lambda: isinstance(v, str) and v == v.upper() and v.strip() == v,
        "address": lambda: isinstance(v, str) and v.strip() == v and "  " not in v,
        "mrz_valid": lambda: v is True,
        "employer": lambda: isinstance(v, str) and any(f in v for f in LEGAL_FORMS),
        "employer_cnss": lambda: bool(re.fullmatch(r"\d{7}", v)),
        "cnss_number": lambda: bool(re.fullmatch(r"\d{9}", v)),
        "contract_type": lambda: v in {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"},
        "position": lambda: isinstance(v, str) and v.strip() == v and len(v) > 2,
        "pay_period": lambda: bool(re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", v)),
        "bank_name": lambda: isinstance(v, str) and len(v) > 2,
        "rib": lambda: isinstance(v, str) and rib_ok(v),
    }
    return checks[field]()


# -- a label on its page -----------------------------------------------------------------------------------------------
def norm(s: str) -> str:
    return " ".join(s.replace("\u00a0", " ").split()).casefold()


def amount_forms(v: float) -> set[str]:
    cents = round(abs(v) * 100)
    ent, dec = divmod(cents, 100)
    digits = str(ent)
    groups = [digits[max(0, i - 3) : i] for i in range(len(digits), 0, -3)][::-1]
    return {
        " ".join(groups) + f",{dec:02d}",
        ".".join(groups) + f",{dec:02d}",
        ",".join(groups) + f".{dec:02d}",
        f"{ent},{dec:02d}",
        f"{ent}.{dec:02d}",
    }


def date_forms(iso: str) -> set[str]:
    d = dt.date.fromisoformat(iso)
    dd, mm, y = f"{d.day:02d}", f"{d.month:02d}", d.year
    fr, en = FR_MONTHS[d.month - 1], EN_MONTHS[d.month - 1]
    a_fr, a_en = ABBR[d.month - 1]
    day1 = "1er" if d.day == 1 else str(d.day)
    return {
        f"{dd}/{mm}/{y}",
        f"{dd}.{mm}.{y}",
        f"{dd}-{mm}-{y}",
        f"{dd} {mm} {y}",
        iso,
        f"{day1} {fr} {y}",
        f"{dd} {fr} {y}",
        f"{en} {d.day}, {y}",
        f"{d.day} {en} {y}",
        f"{dd} {a_en} {y}",
        f"{dd} {a_fr}/{a_en} {y}",
        f"{dd}/{mm}/{y % 100:02d}",
        yymmdd(iso),
    }


def period_forms(period: str) -> set[str]:
    y, m = int(period[:4]), int(period[5:7])
    return {f"{FR_MONTHS[m - 1]} {y}", f"{m:02d}/{y}", f"{EN_MONTHS[m - 1]} {y}", f"01/{m:02d}/{y}"}


def contract_forms(code: str) -> set[str]:
    forms = set(CONTRACT_WORDS[code]) | {CONTRACT_PROSE[code], code}
    if code == "CDI":
        forms |= {"durée indéterminée", "permanent"}
    if code == "CDD":
        forms |= {"durée déterminée"}
    if code == "INTERIM":
        forms |= {"temporaire"}
    return forms


def shows(field: str, v, text: str) -> bool:
    t = norm(text)
    tm = norm(text.replace("<", " "))
    if field in ("applicant_name", "account_holder"):
        return all(norm(w) in tm for w in v.split())
    if field in DATE_FIELDS:
        return any(norm(f) in t for f in date_forms(v))
    if field in MONEY_FIELDS:
        forms = amount_forms(v)
        if v >= 0:
            return any(norm(f) in t for f in forms)
        signed = {g for f in forms for g in (f"-{f}", f"({f})", f"{f} d")}
        return any(norm(f) in t for f in signed) or ("débiteur" in t and any(norm(f) in t for f in forms))
    if field == "pay_period":
        return any(norm(f) in t for f in period_forms(v))
    if field == "contract_type":
        return any(norm(f) in t for f in contract_forms(v))
    if field == "rib":
        return v in text.replace(" ", "") or v in text.replace(" ", "").replace("\u00a0", "")
    if field == "mrz_valid":
        return "<<" in text
    if field == "address":
        return norm(v) in t
    return norm(str(v)) in t


# -- the checks ------------------------------------------------------------------------------------------------------
def check_mrz(c, labels: dict, lines: list[str] | None) -> None:
    f = c.file
    if not lines:
        err(f"{f}: no MRZ drawn")
        return
    if len(lines) == 3:  # TD1
        l1, l2, l3 = lines
        if not all(len(x) == 30 for x in lines):
            err(f"{f}: TD1 lines not 30 long")
            return
        ok = cd_ok(l1[5:14], l1[14]) and cd_ok(l2[0:6], l2[6]) and cd_ok(l2[8:14], l2[14])
        ok = ok and cd_ok(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29], l2[29])
        if not ok:
            err(f"{f}: TD1 check digits fail {lines}")
        if l1[5:14].rstrip("<") != labels.get("document_number"):
            err(f"{f}: MRZ document number {l1[5:14]} != label {labels.get('document_number')}")
        if c.doc_type == "cin_back":
            if l1[:5] not in ("IDMAR", "I<MAR"):
                err(f"{f}: CNIE MRZ does not start IDMAR / I<MAR: {l1[:5]}")
            if l1[15:30].split("<")[0] != labels.get("cin"):
                err(f"{f}: CNIE optional data {l1[15:30]} does not hold the CIN {labels.get('cin')}")
            if l2[15:18] != "MAR":
                err(f"{f}: CNIE nationality {l2[15:18]}")
            if yymmdd(labels["cin_expiry"]) != l2[8:14]:
                err(f"{f}: CNIE expiry")
        else:
            if l1[2:5] != labels.get("issuing_country") or l2[15:18] != labels.get("nationality"):
                err(f"{f}: TD1 country codes")
            if yymmdd(labels["document_expiry"]) != l2[8:14]:
                err(f"{f}: TD1 expiry")
        if yymmdd(labels["date_of_birth"]) != l2[0:6]:
            err(f"{f}: MRZ birth date")
        name_zone = l3
    else:  # TD3
        l1, l2 = lines
        if not all(len(x) == 44 for x in lines) or l1[0] != "P":
            err(f"{f}: TD3 shape")
            return
        ok = cd_ok(l2[0:9], l2[9]) and cd_ok(l2[13:19], l2[19]) and cd_ok(l2[21:27], l2[27])
        ok = ok and cd_ok(l2[28:42], l2[42]) and cd_ok(l2[0:10] + l2[13:20] + l2[21:43], l2[43])
        if not ok:
            err(f"{f}: TD3 check digits fail {lines}")
        if l2[0:9].rstrip("<") != labels.get("document_number") or l1[2:5] != labels.get("issuing_country"):
            err(f"{f}: TD3 number or issuing state")
        if l2[10:13] != labels.get("nationality") or yymmdd(labels["date_of_birth"]) != l2[13:19]:
            err(f"{f}: TD3 nationality or birth date")
        if yymmdd(labels["document_expiry"]) != l2[21:27]:
            err(f"{f}: TD3 expiry")
        if "cin" in labels and l2[28:42].rstrip("<") != labels["cin"]:
            err(f"{f}: TD3 personal number {l2[28:42]} != CIN {labels['cin']}")
        name_zone = l1[5:]
    surname, _, given = name_zone.partition("<<")
    mrz_name = (given.replace("<", " ").strip() + " " + surname.replace("<", " ").strip()).strip()
    if norm(mrz_name) != norm(labels["applicant_name"]):
        err(f"{f}: MRZ name {mrz_name!r} != label {labels['applicant_name']!r}")


def check_docs(ctxs, docs) -> None:
    by_file = {d["file"]: d for d in docs}
    for c in ctxs:
        d = by_file[c.file]
        labels = d["labels"]
        f = c.file
        if not re.fullmatch(r"c\d\d-d\d\d\.(pdf|png|jpg|webp|tif)", f):
            err(f"{f}: file name")
        for k, v in labels.items():
            if k not in ALLOWED[d["document_type"]]:
                err(f"{f}: {k} not a field of {d['document_type']}")
            elif not fmt_ok(k, v):
                err(f"{f}: {k}={v!r} badly formatted")
        if d["document_type"] != "other" and not labels:
            err(f"{f}: no labels")
        c.shown = set()
        pages = _pages(c)
        if label_set(c) != labels:
            err(f"{f}: labels of a fresh drawing differ from the build's")
        text = "\n".join(t.get_text() for p in pages for t in p.ax.texts)
        for p in pages:
            p.fig.clear()
        for k, v in labels.items():
            if not shows(k, v, text):
                err(f"{f}: label {k}={v!r} not found on the page")
        if d["document_type"] in CARD_TYPES - {"cin_front"}:
            check_mrz(c, labels, c.mrz)
        if c.slip is not None:
            s = c.slip
            if round(sum(x.amount for x in s.earnings), 2) != s.gross:
                err(f"{f}: earnings do not add up to gross")
            if round(s.gross - sum(x.amount for x in s.deductions), 2) != s.net:
                err(f"{f}: gross - deductions != net")
            if labels.get("gross_salary") != s.gross or labels.get("net_salary") != s.net:
                err(f"{f}: payslip labels differ from the slip")
        if c.stmt:
            s = c.stmt
            bal = s["opening"]
            for t, b in zip(s["txs"], s["balances"], strict=True):
                bal = round(bal + t.amount, 2)
                if bal != b:
                    err(f"{f}: running balance breaks at {t.label}")
            if round(s["opening"] + sum(t.amount for t in s["txs"]), 2) != round(s["closing"], 2):
                err(f"{f}: opening + movements != closing")
            if any(not (s["start"] <= t.date <= s["end"]) for t in s["txs"]):
                err(f"{f}: a transaction outside the period")
            if labels.get("opening_balance") != s["opening"] or labels.get("closing_balance") != s["closing"]:
                err(f"{f}: statement balance labels")
        if "rib" in labels and not iban_ok(c.bank["iban"]):
            err(f"{f}: IBAN check fails")


def check_files(out: Path, docs) -> None:
    try:
        import pypdfium2 as pdfium
    except ImportError:  # pragma: no cover
        print("  (pypdfium2 missing: PDF text layers not checked)")
        return
    mimes = {
        "pdf": "application/pdf",
        "png": "image/png",
        "jpg": "image/jpeg",
        "webp": "image/webp",
        "tif": "image/tiff",
    }
    for d in docs:
        path = out / d["file"]
        if not path.exists():
            err(f"{d['file']}: missing")
            continue
        if mimes[path.suffix[1:]] != d["mime"]:
            err(f"{d['file']}: mime {d['mime']}")
        if d["condition"] == "born_digital" and d["mime"] != "application/pdf":
            err(f"{d['file']}: born_digital but not a PDF")
        if d["mime"] == "application/pdf":
            pdf = pdfium.PdfDocument(str(path))
            text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
            pdf.close()
            if d["condition"] == "born_digital":
                if len(text.strip()) < 100:
                    err(f"{d['file']}: born-digital PDF without a text layer")
                for k in ("cin", "cnss_number", "employer_cnss", "position", "bank_name"):
                    if k in d["labels"] and norm(str(d["labels"][k])) not in norm(text):
                        err(f"{d['file']}: {k} not in the PDF's text layer")
            elif text.strip():
                err(f"{d['file']}: a scan with a text layer")


def check_conflicts(docs, cases) -> dict:
    found = {}
    by_case = defaultdict(list)
    for d in docs:
        by_case[d["case_id"]].append(d)
    for cid, ds in sorted(by_case.items()):
        values = defaultdict(set)
        for d in ds:
            for k, v in d["labels"].items():
                if k not in NOT_CONFLICTS:
                    values[k].add(norm(v) if isinstance(v, str) else v)
        diff = sorted(k for k, vs in values.items() if len(vs) > 1)
        found[cid] = diff
        if diff != sorted(cases[cid]["expected_conflicts"]):
            err(f"{cid}: labelled differences {diff} != expected conflicts {cases[cid]['expected_conflicts']}")
    return found


def digest(folder: Path) -> dict:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def main() -> int:
    seed = 0
    with tempfile.TemporaryDirectory() as a, tempfile.TemporaryDirectory() as b:
        t0 = time.perf_counter()
        r1 = build(Path(a), seed)
        t1 = time.perf_counter()
        r2 = build(Path(b), seed)
        t2 = time.perf_counter()
        print(f"built twice: {t1 - t0:.1f} s and {t2 - t1:.1f} s")
        d1, d2 = digest(Path(a)), digest(Path(b))
        if d1 != d2:
            bad = sorted(k for k in set(d1) | set(d2) if d1.get(k) != d2.get(k))
            err(f"builds differ: {bad[:10]} ({len(bad)} files)")
        if r1 != r2:
            err("the two builds' descriptions differ")
        if set(d1) != {d["file"] for d in r1["documents"]}:
            err("files on disk and documents listed differ")
        print(
            f"byte-identical builds: {d1 == d2} ({len(d1)} files, "
            f"{sum((Path(a) / n).stat().st_size for n in d1) / 1e6:.1f} MB)"
        )
        docs, cases = r1["documents"], r1["cases"]
        check_files(Path(a), docs)
    ctxs, _ = plan(seed)
    check_docs(ctxs, docs)
    found = check_conflicts(docs, cases)
    print(f"documents: {len(docs)} in {len(cases)} cases")
    print("by type:", dict(sorted(Counter(d["document_type"] for d in docs).items())))
    print("by condition:", dict(sorted(Counter(d["condition"] for d in docs).items())))
    print("by mime:", dict(sorted(Counter(d["mime"] for d in docs).items())))
    print("labels:", sum(len(d["labels"]) for d in docs))
    print("conflicts:", {k: v for k, v in found.items() if v} or "none")
    print("consistent cases:", sorted(k for k, v in found.items() if not v))
    if errors:
        print(f"FAILED: {len(errors)} problem(s)")
        for e in errors[:80]:
            print("  -", e)
        return 1
    print("OK: all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
