"""Self-check of a built blind_f family: labels against the text layer, RIB keys, MRZs, planted conflicts.

python -m bench.families.blind_f.check [OUT_DIR] [SEED]
"""

from __future__ import annotations

import datetime as dt
import re
import sys
import unicodedata
from pathlib import Path

import pypdfium2 as pdfium

from .world import MONTHS_EN, MONTHS_FR, fmt_amount, fmt_date, rib_key

INTENDED = {
    "c03": ["gross_salary", "net_salary"],
    "c06": ["employer", "employer_cnss", "hire_date", "position"],
    "c09": ["gross_salary", "net_salary"],
    "c11": ["cin"],
    "c13": ["date_of_birth"],
}
CONTRACT_WORDS = {
    "CDI": ["cdi", "durée indéterminée", "permanent"],
    "CDD": ["cdd", "durée déterminée", "fixed-term"],
    "ANAPEC": ["anapec"],
    "INTERIM": ["intérim", "mission", "temporaire"],
    "STAGE": ["stage"],
}


def norm(s: str) -> str:
    s = unicodedata.normalize("NFC", s).replace("\u00a0", " ").replace("\u202f", " ")
    s = s.replace("\r", " ").replace("\n", " ")
    return re.sub(r"\s+", " ", s).lower()


def pdf_text(path: Path) -> str:
    doc = pdfium.PdfDocument(str(path))
    try:
        return " ".join(doc[i].get_textpage().get_text_range() for i in range(len(doc)))
    finally:
        doc.close()


def date_forms(iso: str) -> list[str]:
    d = dt.date.fromisoformat(iso)
    styles = ["slash", "dash", "dot", "dot2", "slash2", "iso", "long", "long0", "en", "engb", "mrz", "frabbr"]
    forms = [fmt_date(d, s).lower() for s in styles] + [d.strftime("%y%m%d")]
    return forms


def amount_forms(v: float) -> list[str]:
    return [fmt_amount(abs(v), s).lower() for s in ("sp", "dot", "en", "plain", "plainc")]


def found(field: str, value, text: str) -> bool:
    flat = text.replace(" ", "")
    if isinstance(value, bool):
        return True
    if field in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        return any(f in text for f in amount_forms(value))
    if field in (
        "date_of_birth",
        "cin_expiry",
        "document_expiry",
        "hire_date",
        "affiliation_date",
        "statement_period_start",
        "statement_period_end",
    ):
        return any(f in text for f in date_forms(value))
    if field == "pay_period":
        y, m = int(value[:4]), int(value[5:])
        forms = [f"{MONTHS_FR[m - 1]} {y}", f"{MONTHS_EN[m - 1].lower()} {y}", f"{m:02d}/{y}", f"{y}-{m:02d}"]
        return any(f in text for f in forms)
    if field == "contract_type":
        return any(w in text for w in CONTRACT_WORDS[value])
    if field in ("applicant_name", "account_holder"):
        return all(tok.lower() in text for tok in value.split())
    if field in ("rib", "cin", "cnss_number", "employer_cnss", "document_number"):
        return value.lower() in flat
    if field in ("nationality", "issuing_country"):
        return True
    return norm(str(value)) in text


def main(out_dir: str | None = None, seed: int = 0) -> int:
    """Check every label against the text of its drawn PDF (all documents, before any rasterizing)."""
    import json
    import subprocess
    import tempfile

    from . import JS, _conflicts, _ensure_node_modules, _plan
    from .world import build_world

    _ensure_node_modules()
    errors = []
    with tempfile.TemporaryDirectory(prefix="blind_f_check_") as tmp:
        pl = _plan(build_world(seed), seed, Path(tmp))
        jobs = Path(tmp) / "jobs.json"
        jobs.write_text(json.dumps(pl.jobs, ensure_ascii=False))
        subprocess.run(["node", str(JS / "draw.js"), str(jobs)], cwd=JS, check=True, capture_output=True)
        for d in pl.docs:
            labels = d["labels"]
            name = f"{d['stem']} ({d['condition']})"
            if "rib" in labels:
                rib = labels["rib"]
                if len(rib) != 24 or rib_key(rib[:22]) != rib[22:]:
                    errors.append(f"{name}: bad RIB key {rib}")
            if labels.get("mrz_valid") is False:
                errors.append(f"{name}: MRZ invalid")
            text = norm(pdf_text(Path(d["pdf"])))
            for k, v in labels.items():
                if not found(k, v, text):
                    errors.append(f"{name}: {k}={v!r} not in the text")
        conflicts = _conflicts(pl.docs)
    for cid in sorted({d["case_id"] for d in pl.docs}):
        want = sorted(INTENDED.get(cid, []))
        if conflicts.get(cid, []) != want:
            errors.append(f"{cid}: conflicts {conflicts.get(cid)} != intended {want}")
    if out_dir:
        manifest = Path(out_dir) / "manifest.json"
        if manifest.exists():
            man = json.loads(manifest.read_text())
            for doc in man["documents"]:
                if not (Path(out_dir) / doc["file"]).exists():
                    errors.append(f"missing file {doc['file']}")
    for e in errors:
        print(e)
    print(f"{len(pl.docs)} documents, {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else None, int(sys.argv[2]) if len(sys.argv) > 2 else 0))
