"""Author's check: every label's value is printed on its document (text layer of the LibreOffice PDF).

    python -m bench.families.blind_e.verify [OUT_DIR]

builds the family with its intermediate PDFs kept, then looks for each labelled value, in any of the printed forms
the templates use, in the text of the PDF the document was made from (before any scan or photo).
"""

from __future__ import annotations

import json
import pathlib
import re
import sys
import tempfile

import pypdfium2 as pdfium

from . import build, fmt
from .common import CONTRACT_EN, CONTRACT_PHRASE, CONTRACT_PHRASE_EN, CONTRACT_WORDS

SPACES = re.compile(r"[\s\u00a0\u202f]+")


def _text(pdf: pathlib.Path) -> str:
    doc = pdfium.PdfDocument(str(pdf))
    parts = [doc[i].get_textpage().get_text_range() for i in range(len(doc))]
    doc.close()
    return SPACES.sub(" ", " ".join(parts)).lower()


def _date_forms(iso: str) -> list[str]:
    styles = [
        "slash",
        "dash",
        "dot",
        "dot2",
        "slash2",
        "iso",
        "long",
        "long0",
        "LONG",
        "en",
        "en_uk",
        "en_abbr",
        "pass",
    ]
    return [fmt.date(iso, s).lower() for s in styles] + [fmt.yymmdd(iso)]


def _amount_forms(v: float) -> list[str]:
    return [SPACES.sub(" ", fmt.amount(abs(v), s)).lower() for s in ("fr", "de", "plain", "plainc", "en")]


def _found(field: str, value, text: str) -> bool:
    if isinstance(value, bool):
        return True  # checked against the MRZ lines below
    if field in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        return any(f in text for f in _amount_forms(value))
    if field in (
        "date_of_birth",
        "cin_expiry",
        "document_expiry",
        "hire_date",
        "affiliation_date",
        "statement_period_start",
        "statement_period_end",
    ):
        return any(f in text for f in _date_forms(value))
    if field == "pay_period":
        forms = [fmt.month(value, s).lower() for s in ("fr", "num", "dash", "en", "abbr")]
        forms += [fmt.date(fmt.month_bounds(value)[0], s).lower() for s in ("slash", "dash", "en_abbr")]
        return any(f in text for f in forms)
    if field == "rib":
        grouped = f"{value[:3]} {value[3:6]} {value[6:22]} {value[22:]}"
        iban = "ma64" + value
        iban_g = " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))
        return any(f in text for f in (value, grouped, iban, iban_g)) or (value[6:22] in text and value[:3] in text)
    if field == "contract_type":
        forms = CONTRACT_WORDS[value] + [CONTRACT_PHRASE[value], CONTRACT_EN[value], CONTRACT_PHRASE_EN[value]]
        return any(f.lower() in text for f in forms)
    if field in ("applicant_name", "account_holder"):
        low = value.lower()
        if low in text:
            return True
        return all(tok in text for tok in low.split())
    return str(value).lower() in text


def _mrz_ok(dtype: str, text_raw: str, expected: bool) -> bool:
    lines = [ln.strip() for ln in text_raw.splitlines() if re.fullmatch(r"[A-Z0-9<]{30}|[A-Z0-9<]{44}", ln.strip())]
    if dtype == "cin_back":
        return len(lines) >= 3 and fmt.mrz_td1_valid(lines[-3:]) == expected
    return len(lines) >= 2 and fmt.mrz_td3_valid(lines[-2:]) == expected


def verify(out_dir: pathlib.Path, work: pathlib.Path, manifest: dict) -> list[str]:
    problems = []
    for d in manifest["documents"]:
        stem = d["file"].rsplit("-" + d["condition"], 1)[0]
        pdf = work / "pdf" / f"{stem}.pdf"
        doc = pdfium.PdfDocument(str(pdf))
        raw = "\n".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
        doc.close()
        # letter-spaced MRZ lines come out of the text layer with a space between characters
        raw = "\n".join(
            ln.replace(" ", "") if re.fullmatch(r"(?:[A-Z0-9<] )+[A-Z0-9<]", ln.strip()) else ln
            for ln in raw.splitlines()
        )
        text = SPACES.sub(" ", raw).lower()
        for k, v in d["labels"].items():
            if k == "mrz_valid":
                if not _mrz_ok(d["document_type"], raw, v):
                    problems.append(f"{d['file']}: mrz_valid={v} does not match the printed MRZ")
            elif not _found(k, v, text):
                problems.append(f"{d['file']}: {k}={v!r} not printed")
        if not (out_dir / d["file"]).exists():
            problems.append(f"{d['file']}: missing output")
    return problems


def main(argv: list[str]) -> int:
    out_dir = pathlib.Path(argv[0]) if argv else pathlib.Path(tempfile.mkdtemp(prefix="blind_e-out-"))
    work = pathlib.Path(tempfile.mkdtemp(prefix="blind_e-work-"))
    manifest = build(out_dir, seed=0, keep_work=work)
    (work / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    problems = verify(out_dir, work, manifest)
    for p in problems:
        print(p)
    print(f"{len(manifest['documents'])} documents, {len(problems)} problems; outputs in {out_dir}, PDFs in {work}/pdf")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
