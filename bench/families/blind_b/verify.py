"""Self-check: every label's value must be printed on its document (checked on the drawn PDF's text layer).

Run: python -m bench.families.blind_b.verify
"""

from __future__ import annotations

import re
import sys
from datetime import date

import pypdfium2 as pdfium

from . import conflicts, generate
from .common import MOIS, MONTHS_EN, fmt_date, rib_key, td1_valid, td3_valid
from .world import PEOPLE

DATE_STYLES = ["slash", "dash", "dot", "dot2", "slash2", "long", "long0", "LONG", "en", "en_d", "en_short", "iso"]
CONTRACT_WORDS = {
    "CDI": ["cdi", "indéterminée", "permanent"],
    "CDD": ["cdd", "déterminée"],
    "ANAPEC": ["anapec"],
    "INTERIM": ["intérim", "interim"],
    "STAGE": ["stage"],
}
MON_BI = [
    "JAN",
    "FEV/FEB",
    "MARS/MAR",
    "AVR/APR",
    "MAI/MAY",
    "JUIN/JUN",
    "JUIL/JUL",
    "AOUT/AUG",
    "SEPT/SEP",
    "OCT",
    "NOV",
    "DEC",
]


NAMES = {p.name: (p.given, p.family) for p in PEOPLE.values()}


def pdf_text(pdf: bytes) -> str:
    doc = pdfium.PdfDocument(pdf)
    parts = []
    for i in range(len(doc)):
        page = doc[i]
        tp = page.get_textpage()
        parts.append(tp.get_text_range())
        tp.close()
        page.close()
    doc.close()
    return "\n".join(parts).replace("\r", "")


def squash(s: str) -> str:
    return re.sub(r"\s+", "", s.replace("\u00a0", " ")).casefold()


def date_forms(iso: str) -> list[str]:
    d = date.fromisoformat(iso)
    forms = [fmt_date(d, s) for s in DATE_STYLES]
    forms.append(f"{d.day:02d} {MON_BI[d.month - 1]} {d.year}")
    forms.append(f"{d.year % 100:02d}{d.month:02d}{d.day:02d}")
    return forms


def amount_forms(x: float) -> list[str]:
    from .common import amount_variants

    return amount_variants(x)


def mrz_lines(text: str) -> list[str]:
    return [ln.strip() for ln in text.splitlines() if re.fullmatch(r"[A-Z0-9<]{30}|[A-Z0-9<]{44}", ln.strip())]


def check(doc_type: str, labels: dict, text: str) -> list[str]:
    errors = []
    sq = squash(text)
    for key, val in labels.items():
        ok = True
        if key in ("applicant_name", "account_holder"):
            person = NAMES.get(val)
            forms = [val]
            if person:
                g, f = person
                forms += [f"{f} {g}", f"{f.replace(' ', '<')}<<{g.replace(' ', '<')}"]
                forms += [f"Prénom {g} Nom {f}", f"Nom {f} Prénom {g}"]
            ok = any(squash(x) in sq for x in forms)
        elif key in ("cin", "document_number", "employer_cnss", "cnss_number", "nationality", "issuing_country"):
            ok = squash(val) in sq
        elif key == "rib":
            digits = re.sub(r"\D", "", text)
            ok = val in digits and rib_key(val[:22]) == val[22:]
        elif key in ("employer", "position", "address", "place_of_birth", "bank_name"):
            ok = squash(val) in sq
        elif key == "contract_type":
            ok = any(w in sq for w in CONTRACT_WORDS[val])
        elif key in (
            "date_of_birth",
            "cin_expiry",
            "document_expiry",
            "hire_date",
            "affiliation_date",
            "statement_period_start",
            "statement_period_end",
        ):
            ok = any(squash(f) in sq for f in date_forms(val))
        elif key in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
            ok = any(f.casefold() in sq for f in amount_forms(val))
        elif key == "pay_period":
            y, m = map(int, val.split("-"))
            forms = [f"{MOIS[m - 1]} {y}", f"{m:02d}/{y}", f"{MONTHS_EN[m - 1][:3]} {y}", f"{MONTHS_EN[m - 1]} {y}"]
            ok = any(squash(f) in sq for f in forms)
        elif key == "mrz_valid":
            lines = mrz_lines(text)
            l30 = [ln for ln in lines if len(ln) == 30]
            l44 = [ln for ln in lines if len(ln) == 44]
            ok = (len(l30) == 3 and td1_valid(l30)) or (len(l44) == 2 and td3_valid(l44))
            ok = ok == val
        if not ok:
            errors.append(f"{key}={val!r}")
    return errors


def main(seed: int = 0) -> int:
    bad = 0
    per_case: dict[str, list[dict]] = {}
    for case, i, spec, pdf, labels in generate(seed):
        text = pdf_text(pdf)
        errs = check(spec["type"], labels, text)
        per_case.setdefault(case.cid, []).append(labels)
        if spec["type"] != "other" and not labels:
            errs.append("no labels")
        if errs:
            bad += 1
            print(f"{case.cid} #{i + 1} {spec['type']} {spec['layout']}: NOT PRINTED {', '.join(errs)}")
    for cid, lbls in per_case.items():
        print(cid, conflicts(lbls))
    print("documents with problems:", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
