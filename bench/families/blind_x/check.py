"""Self-check of blind_x: python -m bench.families.blind_x.check (from the repository root, with the venv's Python).

Builds the family twice and asserts byte-identical files; checks every label against docs/document-labels.md
(types, fields allowed per type, value formats), every MRZ's check digits and the CNIE as issued, every RIB key,
every statement's balances, every payslip's sums, that the labels agree with the plan the pages were drawn from,
and that each case's expected_conflicts are exactly the fields whose labels differ. Prints a summary.
"""

import collections
import datetime
import filecmp
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import time

from . import ENGINE, build, data
from . import model as M

MIMES = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg", ".tif": "image/tiff"}
CONTRACTS = {"CDI", "CDD", "ANAPEC", "INTERIM", "STAGE"}
LEGAL_FORM = re.compile(r"(SARL AU|SARL|S\.A\.S|Société Anonyme| SA$|S\.A\.)")


class Failures:
    def __init__(self):
        self.items = []

    def check(self, cond, message):
        if not cond:
            self.items.append(message)


def _iso(value):
    try:
        return datetime.date.fromisoformat(value).isoformat() == value
    except (TypeError, ValueError):
        return False


def _amount(value):
    return isinstance(value, float) and round(value, 2) == value


def check_label_formats(F, doc):
    where = doc["file"]
    allowed = data.ALLOWED.get(doc["document_type"])
    F.check(allowed is not None, f"{where}: unknown type {doc['document_type']}")
    F.check(doc["condition"] in ("clean", "born_digital", "degraded"), f"{where}: condition")
    F.check(MIMES.get(pathlib.Path(doc["file"]).suffix) == doc["mime"], f"{where}: mime {doc['mime']}")
    if doc["condition"] == "born_digital":
        F.check(doc["mime"] == "application/pdf", f"{where}: born-digital is not a PDF")
    for field, value in doc["labels"].items():
        F.check(field in (allowed or []), f"{where}: field {field} not allowed for {doc['document_type']}")
        bad = f"{where}: {field}={value!r}"
        if field in ("applicant_name", "account_holder"):
            F.check(isinstance(value, str) and len(value.split()) >= 2, bad)
            F.check(not re.match(r"^(M\.|Mme|Monsieur|Madame)\b", value), bad)
        elif field == "cin":
            F.check(isinstance(value, str) and re.fullmatch(r"[A-Z]{1,2}\d{4,8}", value) is not None, bad)
        elif field in (
            "date_of_birth",
            "cin_expiry",
            "document_expiry",
            "hire_date",
            "affiliation_date",
            "statement_period_start",
            "statement_period_end",
        ):
            F.check(_iso(value), bad)
        elif field == "place_of_birth":
            F.check(isinstance(value, str) and value == value.upper(), bad)
        elif field == "address":
            F.check(isinstance(value, str) and "  " not in value and value.strip() == value, bad)
        elif field == "mrz_valid":
            F.check(value is True, bad)
        elif field == "document_number":
            F.check(isinstance(value, str) and re.fullmatch(r"[A-Z0-9]{1,9}", value) is not None, bad)
        elif field in ("nationality", "issuing_country"):
            F.check(isinstance(value, str) and re.fullmatch(r"[A-Z]{1,3}", value) is not None, bad)
        elif field == "employer":
            F.check(isinstance(value, str) and LEGAL_FORM.search(value) is not None, bad)
        elif field == "employer_cnss":
            F.check(isinstance(value, str) and re.fullmatch(r"\d{7}", value) is not None, bad)
        elif field == "cnss_number":
            F.check(isinstance(value, str) and re.fullmatch(r"\d{9}", value) is not None, bad)
        elif field == "contract_type":
            F.check(value in CONTRACTS, bad)
        elif field == "position":
            F.check(isinstance(value, str) and value.strip() == value and value, bad)
        elif field == "pay_period":
            F.check(isinstance(value, str) and re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", value) is not None, bad)
        elif field in ("gross_salary", "net_salary"):
            F.check(_amount(value) and value > 0, bad)
        elif field in ("opening_balance", "closing_balance"):
            F.check(_amount(value), bad)
        elif field == "bank_name":
            F.check(isinstance(value, str) and value, bad)
        elif field == "rib":
            F.check(isinstance(value, str) and M.rib_valid(value), bad)
    labels = doc["labels"]
    if "gross_salary" in labels and "net_salary" in labels:
        F.check(labels["net_salary"] < labels["gross_salary"], f"{where}: net not below gross")


def check_plan_doc(F, plan, doc):
    """The drawn data behind one document: MRZs, RIBs, statements, payslips; and labels equal to it."""
    where = doc["file"]
    labels = doc["labels"]
    t = plan["type"]
    p = plan["person"]
    mrz_name = None
    if t in ("cin_front", "cin_back"):
        card = plan["card"]
        lines = card["mrz"]
        F.check(M.td1_valid(lines), f"{where}: TD1 check digits")
        code = lines[0][0:2]
        F.check(code in ("ID", "I<") and lines[0][2:5] == "MAR", f"{where}: CNIE document code {lines[0][:5]}")
        number = lines[0][5:14].rstrip("<")
        F.check(number == card["number"] and number != p["cin"], f"{where}: CNIE number is the CIN or wrong")
        F.check(len(number) == 9, f"{where}: CNIE number not 9 characters")
        optional = lines[0][15:30]
        F.check(optional == M.pad(p["cin"], 15), f"{where}: CIN not in the optional data: {optional}")
        F.check(lines[1][15:18] == "MAR", f"{where}: nationality")
        if t == "cin_back":
            F.check(labels.get("document_number") == number, f"{where}: document_number label")
            F.check(labels.get("cin") == p["cin"], f"{where}: cin label")
            F.check(labels.get("cin_expiry") == card["expiry"], f"{where}: expiry label")
            F.check(M.mrz_yymmdd(labels.get("date_of_birth", "")) == lines[1][0:6], f"{where}: birth in MRZ")
            F.check(M.mrz_yymmdd(labels.get("cin_expiry", "")) == lines[1][8:14], f"{where}: expiry in MRZ")
            mrz_name = lines[2]
    if t == "passport":
        pp = plan["passport"]
        lines = pp["mrz"]
        F.check(M.td3_valid(lines), f"{where}: TD3 check digits")
        F.check(labels.get("document_number") == lines[1][0:9].rstrip("<"), f"{where}: passport number")
        F.check(labels.get("document_expiry") == pp["expiry"], f"{where}: passport expiry")
        F.check(M.mrz_yymmdd(labels["date_of_birth"]) == lines[1][13:19], f"{where}: passport birth date")
        if pp["personal"]:
            F.check(lines[1][28:42].rstrip("<") == p["cin"] == labels.get("cin"), f"{where}: personal number")
        mrz_name = lines[0][5:]
    if t in ("id_card", "residence_permit"):
        f = plan["foreign"]["id_card" if t == "id_card" else "residence"]
        lines = f["mrz"]
        F.check(M.td1_valid(lines), f"{where}: TD1 check digits")
        F.check(labels.get("document_number") == lines[0][5:14].rstrip("<"), f"{where}: document number")
        F.check(labels.get("issuing_country") == lines[0][2:5].rstrip("<"), f"{where}: issuing country")
        F.check(labels.get("nationality") == lines[1][15:18].rstrip("<"), f"{where}: nationality")
        F.check(M.mrz_yymmdd(labels["document_expiry"]) == lines[1][8:14], f"{where}: expiry")
        mrz_name = lines[2]
    if mrz_name is not None and "applicant_name" in labels:
        surname, _, given = mrz_name.partition("<<")
        F.check(
            M.mrz_text(p["family"]) == surname and M.mrz_text(p["given"]) == given.rstrip("<"),
            f"{where}: MRZ name {mrz_name}",
        )
        F.check(labels["applicant_name"] == f"{p['given']} {p['family']}", f"{where}: name label")
    if t in ("bank_statement", "rib"):
        b = plan["bank"]
        F.check(M.rib_valid(b["rib"]), f"{where}: RIB key")
        F.check(
            b["iban"] == M.iban(b["rib"]) and int(b["iban"][4:] + "2210" + b["iban"][2:4]) % 97 == 1,
            f"{where}: IBAN check",
        )
        F.check(labels.get("rib") == b["rib"], f"{where}: rib label")
        F.check(labels.get("bank_name") == b["name"], f"{where}: bank label")
        F.check(labels.get("account_holder") == b["holder"], f"{where}: holder label")
    if t == "bank_statement":
        st = plan["statement"]
        moves = sum(r["credit"] - r["debit"] for r in st["rows"])
        F.check(st["opening"] + moves == st["closing"], f"{where}: balance arithmetic")
        F.check(labels["opening_balance"] == M.cents_value(st["opening"]), f"{where}: opening label")
        F.check(labels["closing_balance"] == M.cents_value(st["closing"]), f"{where}: closing label")
        F.check(
            labels["statement_period_start"] == st["start"] and labels["statement_period_end"] == st["end"],
            f"{where}: period labels",
        )
        F.check(all(st["start"] <= r["date"] <= st["end"] for r in st["rows"]), f"{where}: row outside the period")
        F.check(all((r["debit"] > 0) != (r["credit"] > 0) for r in st["rows"]), f"{where}: row with both sides")
    if t in ("payslip", "salary_certificate"):
        s = plan["payslip"]
        gains = sum(ln["gain"] for ln in s["lines"] if ln["gain"] is not None)
        deds = sum(ln["ded"] for ln in s["lines"] if ln["ded"] is not None)
        F.check(gains == s["gross"] == s["total_gain"], f"{where}: gains do not add up to gross")
        F.check(deds == s["total_ded"], f"{where}: deductions do not add up")
        F.check(s["net"] == s["gross"] - s["total_ded"], f"{where}: net is not gross minus deductions")
        F.check(s["taxable_gross"] == s["gross"] - s["exempt"], f"{where}: taxable gross")
        by_code = {ln["code"]: ln for ln in s["lines"]}
        cnss = by_code["500"]
        F.check(cnss["base"] == min(s["taxable_gross"], 600000), f"{where}: CNSS ceiling")
        F.check(abs(cnss["ded"] * 10000 - cnss["base"] * 448) <= 5000, f"{where}: CNSS 4.48 %")
        amo = by_code["510"]
        F.check(abs(amo["ded"] * 10000 - amo["base"] * 226) <= 5000, f"{where}: AMO 2.26 %")
        if "gross_salary" in labels:
            F.check(labels["gross_salary"] == M.cents_value(s["gross"]), f"{where}: gross label")
        if "net_salary" in labels:
            F.check(labels["net_salary"] == M.cents_value(s["net"]), f"{where}: net label")
        if t == "payslip":
            F.check(labels["pay_period"] == s["period"], f"{where}: pay period label")
    if "cin" in labels and t not in ("cin_back", "passport"):
        F.check(labels["cin"] == p["cin"], f"{where}: cin label differs from the printed CIN")


def _norm(value):
    if isinstance(value, str):
        return " ".join(value.split()).casefold()
    return value


def differing_fields(docs, normalise):
    seen = collections.defaultdict(set)
    for d in docs:
        for field, value in d["labels"].items():
            if field in data.NEVER_CONFLICT:
                continue
            seen[field].add(_norm(value) if normalise else value)
    return sorted(f for f, values in seen.items() if len(values) > 1)


def check_text_layers(F, out_dir, result):
    """Born-digital PDFs carry a text layer in which the labelled numbers can be found."""
    try:
        import pypdfium2 as pdfium
    except ImportError:
        print("  (pypdfium2 missing: text layers not checked)")
        return 0
    n = 0
    for d in result["documents"]:
        if d["condition"] != "born_digital":
            continue
        pdf = pdfium.PdfDocument(str(out_dir / d["file"]))
        text = "".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        flat = re.sub(r"\s+", "", text)
        F.check(len(text.strip()) > 40, f"{d['file']}: no text layer")
        for field in ("cin", "cnss_number", "employer_cnss", "document_number", "rib"):
            if field in d["labels"]:
                F.check(str(d["labels"][field]) in flat, f"{d['file']}: {field} not in the text layer")
        n += 1
        pdf.close()
    return n


FONTS = [
    "C059",
    "DejaVu Sans",
    "DejaVu Sans Mono",
    "DejaVu Serif",
    "FreeMono",
    "FreeSans",
    "FreeSerif",
    "Liberation Mono",
    "Liberation Sans",
    "Liberation Sans Narrow",
    "Liberation Serif",
    "Nimbus Mono PS",
    "Nimbus Roman",
    "Nimbus Sans",
    "Noto Kufi Arabic",
    "Noto Naskh Arabic",
    "Noto Sans",
    "Noto Sans Arabic",
    "Noto Serif",
    "P052",
    "URW Bookman",
    "URW Gothic",
]


def check_fonts(F):
    """Pango would silently substitute a missing family: every family the layouts name must be installed."""
    listed = subprocess.run(["fc-list", ":", "family"], capture_output=True, text=True, check=True).stdout
    families = {name.strip() for line in listed.splitlines() for name in line.split(",")}
    for font in FONTS:
        F.check(font in families, f"font family {font!r} is not installed (fontconfig would substitute it)")


def main():
    F = Failures()
    check_fonts(F)
    with tempfile.TemporaryDirectory(prefix="blind_x_check_") as tmp:
        a, b = pathlib.Path(tmp, "a"), pathlib.Path(tmp, "b")
        t0 = time.monotonic()
        result = build(a, seed=0)
        seconds = time.monotonic() - t0
        result_b = build(b, seed=0)
        seconds_b = time.monotonic() - t0 - seconds
        files_a, files_b = sorted(os.listdir(a)), sorted(os.listdir(b))
        F.check(files_a == files_b, "the two builds wrote different file sets")
        _, mismatch, errors = filecmp.cmpfiles(a, b, files_a, shallow=False)
        F.check(not mismatch and not errors, f"files differ between builds: {mismatch[:5]} {errors[:5]}")
        F.check(result == result_b, "build() returned different descriptions")
        listed = sorted(d["file"] for d in result["documents"])
        F.check(listed == files_a, "files on disk and documents listed differ")
        F.check(len(set(listed)) == len(listed), "a file is listed twice")

        plan_docs, _ = data.make_family(0)
        plan = {d["file"]: d for d in plan_docs}
        for doc in result["documents"]:
            check_label_formats(F, doc)
            check_plan_doc(F, plan[doc["file"]], doc)
            F.check((a / doc["file"]).stat().st_size > 5000, f"{doc['file']}: suspiciously small")

        by_case = collections.defaultdict(list)
        for doc in result["documents"]:
            by_case[doc["case_id"]].append(doc)
        F.check(sorted(by_case) == sorted(result["cases"]) == [f"c{i:02d}" for i in range(1, 15)], "case ids")
        conflicted = 0
        for cid, docs in sorted(by_case.items()):
            expected = result["cases"][cid]["expected_conflicts"]
            strict = differing_fields(docs, normalise=False)
            loose = differing_fields(docs, normalise=True)
            F.check(strict == loose, f"{cid}: labels differ only by case or spacing: {strict} vs {loose}")
            F.check(sorted(expected) == loose, f"{cid}: expected_conflicts {expected} but labels differ in {loose}")
            conflicted += bool(expected)
        F.check(conflicted == 5, f"{conflicted} conflicting cases instead of 5")
        kinds = {tuple(v["expected_conflicts"]) for v in result["cases"].values() if v["expected_conflicts"]}
        F.check(len(kinds) == 5, "conflict kinds are not all different")

        types = collections.Counter(d["document_type"] for d in result["documents"])
        for t in (
            "cin_front",
            "cin_back",
            "passport",
            "payslip",
            "employment_certificate",
            "salary_certificate",
            "cnss_certificate",
            "bank_statement",
            "rib",
            "other",
        ):
            F.check(types[t] >= 3, f"type {t} appears {types[t]} times")
        F.check(types["id_card"] + types["residence_permit"] >= 2, "too few foreign cards")
        n_text = check_text_layers(F, a, result)

    conds = collections.Counter(d["condition"] for d in result["documents"])
    table = collections.Counter((d["document_type"], d["condition"]) for d in result["documents"])
    print(f"blind_x - engine: {ENGINE}")
    print(
        f"{len(result['documents'])} documents, {len(result['cases'])} cases; conditions: "
        + ", ".join(f"{c} {conds[c]}" for c in ("clean", "born_digital", "degraded"))
    )
    print(f"{'type':<24}{'clean':>7}{'born':>7}{'degr':>7}{'total':>7}")
    for t in sorted(types):
        row = [table[(t, c)] for c in ("clean", "born_digital", "degraded")]
        print(f"{t:<24}{row[0]:>7}{row[1]:>7}{row[2]:>7}{sum(row):>7}")
    mimes = collections.Counter(d["mime"] for d in result["documents"])
    print("files: " + ", ".join(f"{m} {n}" for m, n in sorted(mimes.items())))
    print("conflicts:")
    for cid in sorted(result["cases"]):
        exp = result["cases"][cid]["expected_conflicts"]
        if exp:
            print(f"  {cid}: {', '.join(exp)}")
    print(f"consistent cases: {sum(1 for v in result['cases'].values() if not v['expected_conflicts'])}")
    print(f"text layers checked: {n_text} born-digital PDFs")
    print(f"build: {seconds:.1f} s (second build {seconds_b:.1f} s), byte-identical: {not mismatch and not errors}")
    if F.items:
        print(f"\nFAILED: {len(F.items)} problem(s)")
        for item in F.items[:80]:
            print("  - " + item)
        sys.exit(1)
    print("OK")


if __name__ == "__main__":
    main()
