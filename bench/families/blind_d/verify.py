"""Self-check of the family: every label must be printed on its paper in some form.

    python -m bench.families.blind_d.verify [OUT_DIR]

Reads the HTML of every paper (and the text layer of the born-digital PDFs when OUT_DIR holds a build) and
reports each labelled value it cannot find, plus the per-type and per-condition counts.
"""

from __future__ import annotations

import datetime as dt
import html
import pathlib
import re
import sys
from collections import Counter

from . import fmt as F
from . import render_html
from .world import build_world

CONTRACT_WORDS = {
    "CDI": ["durée indéterminée", "cdi", "permanent"],
    "CDD": ["durée déterminée", "cdd", "fixed-term"],
    "ANAPEC": ["anapec"],
    "INTERIM": ["intérim", "interim", "travail temporaire", "temporary"],
    "STAGE": ["stage", "stagiaire", "internship"],
}


def _text_of_html(doc: str) -> str:
    doc = re.sub(r"<style.*?</style>", " ", doc, flags=re.S)
    doc = re.sub(r"<[^>]+>", " ", doc)
    return _norm(html.unescape(doc))


def _norm(s: str) -> str:
    s = s.replace("\u00a0", " ").replace("\u202f", " ").replace("\r", " ").replace("\n", " ")
    return re.sub(r"\s+", " ", s).lower()


def _date_forms(d: dt.date) -> list[str]:
    forms = [
        F.date(d, st)
        for st in ("slash", "dash", "dot", "dot2", "slash2", "iso", "fr", "fr0", "en", "en_ord", "en_gb", "mon", "ar")
    ]
    forms.append(d.strftime("%d %m %Y"))
    forms.append(f"{d.day:02d} {F.MON3_FR[d.month - 1]}/{F.MON3[d.month - 1]} {d.year}")
    forms.append(d.strftime("%y%m%d"))
    return [f.lower() for f in forms]


def _money_forms(x: float) -> list[str]:
    out = []
    for st in ("sp", "dot", "plain", "en", "pt"):
        out.append(F.money(abs(x), st))
    return [_norm(o) for o in out]


def _found(key: str, value: object, text: str) -> bool:
    compact = text.replace(" ", "")
    if key in ("applicant_name", "account_holder"):
        assert isinstance(value, str)
        parts = value.lower().split()
        mrz_form = "<".join(parts)
        return all(p in text for p in parts) or mrz_form in text.replace("<<", "<")
    if key in ("date_of_birth", "cin_expiry", "document_expiry", "hire_date", "affiliation_date") or key.startswith(
        "statement_period"
    ):
        d = dt.date.fromisoformat(str(value))
        return any(f in text for f in _date_forms(d))
    if key in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        return any(f in text for f in _money_forms(float(value)))  # type: ignore[arg-type]
    if key == "rib":
        return str(value) in compact
    if key == "contract_type":
        return any(w in text for w in CONTRACT_WORDS[str(value)])
    if key == "pay_period":
        y, m = map(int, str(value).split("-"))
        forms = [F.month(y, m, s).lower() for s in ("fr", "en", "num")] + _date_forms(dt.date(y, m, 1))
        return any(f in text for f in forms)
    if key == "mrz_valid":
        return value is True
    if key == "address":
        return _norm(str(value)) in text
    return _norm(str(value)) in text or _norm(str(value)).replace(" ", "") in compact


def check(out_dir: pathlib.Path | None = None, seed: int = 0) -> int:
    items = render_html(build_world(seed), seed)
    problems = 0
    types: Counter = Counter()
    for it in items:
        doc = it["doc"]
        types[(doc.type, doc.condition)] += 1
        texts = [_text_of_html(it["html"])]
        if out_dir is not None and doc.condition == "born_digital":
            import pypdfium2 as pdfium

            pdf = pdfium.PdfDocument(out_dir / f"{it['stem']}.pdf")
            texts.append(_norm(" ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))))
        for key, value in it["labels"].items():
            for t in texts:
                if not _found(key, value, t):
                    problems += 1
                    print(f"MISSING {it['stem']}: {key}={value!r}")
    for (t, cond), n in sorted(types.items()):
        print(f"{t:24s} {cond:13s} {n}")
    print(f"{len(items)} papers, {problems} unprinted labels")
    return problems


if __name__ == "__main__":
    sys.exit(1 if check(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else None) else 0)
