"""Self-check of the family (not used by build): every labelled value is printed on its page's text layer,
MRZs and RIB keys hold, no glyph is missing.  Run: python -m bench.families.blind_c.verify [out_dir]"""

from __future__ import annotations

import datetime as dt
import io
import json
import logging
import re
import sys
import warnings

import pypdfium2 as pdfium

from . import _world, build, mrz, render_source

EXEMPT = {"mrz_valid", "nationality", "issuing_country"}


def page_text(data: bytes) -> str:
    doc = pdfium.PdfDocument(data)
    out = []
    for i in range(len(doc)):
        tp = doc[i].get_textpage()
        out.append(tp.get_text_range())
    return " ".join(" ".join(out).split())


def _rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib[22:]) == 97 - (int(rib[:22]) * 100) % 97


def check_doc(seed: int, cid: str, index: int) -> list[str]:
    problems = []
    records: list[str] = []

    class _H(logging.Handler):
        def emit(self, record):
            records.append(record.getMessage())

    handler = _H()
    logging.getLogger("fpdf").addHandler(handler)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        pdf, labels, dp = render_source(seed, cid, index)
        data = bytes(pdf.output())
    logging.getLogger("fpdf").removeHandler(handler)
    for msg in records + [str(w.message) for w in caught]:
        if "missing" in msg.lower():
            problems.append(f"glyph: {msg}")
    text = page_text(data)
    flat = text.replace(" ", "")
    for key, forms in pdf.shown.items():
        for form in forms:
            f = " ".join(form.split())
            if f not in text and f.replace(" ", "") not in flat:
                problems.append(f"{key}: printed form {form!r} not in the text layer")
    for key in labels:
        if key in EXEMPT:
            continue
        if key not in pdf.shown and not (dp.dtype in ("cin_back", "passport") and "mrz" in pdf.shown):
            problems.append(f"{key}: labelled but no printed form recorded")
    if dp.dtype == "cin_back":
        lines = pdf.shown["mrz"]
        if not mrz.td1_valid(lines):
            problems.append("TD1 invalid")
        l1, l2, l3 = lines
        if l1[5:14] != labels["document_number"] or l1[15:30].rstrip("<") != labels["cin"]:
            problems.append("TD1 line 1 does not hold the labels")
        if l2[0:6] != dt.date.fromisoformat(labels["date_of_birth"]).strftime("%y%m%d"):
            problems.append("TD1 birth date")
        if l2[8:14] != dt.date.fromisoformat(labels["cin_expiry"]).strftime("%y%m%d"):
            problems.append("TD1 expiry")
        fam, giv = l3.split("<<", 1)
        name = f"{giv.strip('<').replace('<', ' ')} {fam.replace('<', ' ')}"
        if name.casefold() != labels["applicant_name"].casefold():
            problems.append(f"TD1 name {name!r}")
        if " ".join(pdf.shown["address"]) != labels["address"]:
            problems.append("address")
    if dp.dtype == "passport":
        lines = pdf.shown["mrz"]
        if not mrz.td3_valid(lines):
            problems.append("TD3 invalid")
        l2 = lines[1]
        if l2[0:9] != labels["document_number"] or l2[28:42].rstrip("<") != labels["cin"]:
            problems.append("TD3 number / personal number")
        if l2[13:19] != dt.date.fromisoformat(labels["date_of_birth"]).strftime("%y%m%d"):
            problems.append("TD3 birth date")
    if "rib" in labels and not _rib_ok(labels["rib"]):
        problems.append("RIB key")
    if "rib" in labels and "MA64" + labels["rib"] not in flat and labels["rib"] not in flat:
        grouped = re.sub(r"\s", "", " ".join(pdf.shown.get("rib", [])))
        if labels["rib"] not in grouped and labels["rib"][6:22] not in grouped:
            problems.append("RIB digits not printed together")
    for key in ("gross_salary", "net_salary", "opening_balance", "closing_balance"):
        if key in labels:
            val = abs(labels[key])
            forms = pdf.shown.get(key, [])
            parsed = []
            for f in forms:
                digits = re.sub(r"[^0-9]", "", f)
                if digits:
                    parsed.append(int(digits) / 100)
            if not any(abs(p - val) < 0.005 for p in parsed):
                problems.append(f"{key}: printed {forms} vs label {labels[key]}")
    return problems


def main() -> int:
    seed = 0
    total = 0
    bad = 0
    for cid, case in _world(seed).items():
        for i, dp in enumerate(case.plan):
            total += 1
            probs = check_doc(seed, cid, i)
            if probs:
                bad += 1
                print(cid, i, dp.dtype, dp.variant)
                for p in probs:
                    print("   ", p)
    print(f"{total} documents checked, {bad} with problems")
    if len(sys.argv) > 1:
        import pathlib

        from PIL import Image

        out = pathlib.Path(sys.argv[1])
        manifest = build(out, seed)
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1, default=str))
        for d in manifest["documents"]:
            path = out / d["file"]
            assert path.exists(), path
            if d["mime"].startswith("image/"):
                Image.open(io.BytesIO(path.read_bytes())).verify()
            if d["condition"] == "born_digital":
                assert page_text(path.read_bytes()).strip(), path
        print("build ok:", len(manifest["documents"]), "documents")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
