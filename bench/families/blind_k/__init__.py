"""blind_k: Moroccan lending papers laid out in HTML/CSS and rendered by WeasyPrint (through Pango); scans and
phone photos are the PDFs rasterised by pypdfium2 and worn with Pillow and numpy. 14 applicants, about 128 papers.

Written without sight of the reader or of the other families; labels follow docs/document-labels.md."""

from __future__ import annotations

import datetime as dt
import pathlib
import random

import numpy as np

from . import html_bank, html_cards, html_letters, html_other, html_payslips, money, mrz, people, render
from .plan import BANK_NAME, PLAN

ENGINE = (
    "weasyprint html/css (PDFs through Pango); scans and phone photos rasterised with pypdfium2 and worn with "
    "Pillow/numpy"
)

ISSUED = dt.date(2025, 7, 8)  # the week the applicants gathered their papers
CONDITIONS = {"B": "born_digital", "C": "clean", "D": "degraded"}
CARD_TYPES = {"cin_front", "cin_back", "passport", "id_card", "visa", "residence_permit"}

CONTRACT_WORDS = {
    "CDI": {
        "short": "CDI",
        "long": "Contrat à durée indéterminée",
        "prose": "contrat de travail à durée indéterminée",
        "en": "permanent employment contract",
        "en_short": "Permanent (CDI)",
    },
    "CDD": {
        "short": "CDD",
        "long": "Contrat à durée déterminée",
        "prose": "contrat à durée déterminée de douze mois",
        "en": "fixed-term contract",
        "en_short": "Fixed-term (CDD)",
    },
    "ANAPEC": {
        "short": "CI - ANAPEC",
        "long": "Contrat d'insertion (ANAPEC)",
        "prose": "contrat d'insertion ANAPEC (programme Idmaj)",
        "en": "ANAPEC insertion contract",
        "en_short": "ANAPEC insertion",
    },
    "INTERIM": {
        "short": "Intérim",
        "long": "Travail temporaire (intérimaire)",
        "prose": "contrat de travail temporaire (mission d'intérim)",
        "en": "temporary work contract",
        "en_short": "Temporary (interim)",
    },
    "STAGE": {
        "short": "Stage",
        "long": "Convention de stage",
        "prose": "convention de stage",
        "en": "internship agreement",
        "en_short": "Internship",
    },
}
CONTRACT_AR = {
    "CDI": "عقد عمل غير محدد المدة",
    "CDD": "عقد عمل محدد المدة",
    "ANAPEC": "عقد إدماج (أنابيك)",
    "INTERIM": "عقد عمل مؤقت",
    "STAGE": "اتفاقية تدريب",
}
# which wording each layout prints
CONTRACT_FORM = {
    ("payslip", "sage"): "long",
    ("payslip", "signed"): "short",
    ("payslip", "bilingual"): "long",
    ("payslip", "english"): "en_short",
    ("payslip", "mono"): "short",
    ("payslip", "simple"): "long",
    ("employment_certificate", "prose"): "prose",
    ("employment_certificate", "form"): "long",
    ("employment_certificate", "bilingual"): "prose",
    ("employment_certificate", "english"): "en",
    ("employment_certificate", "stage"): "prose",
    ("employment_certificate", "interim"): "prose",
}
HOLDER_FORMS = ["title_surname_first", "upper_surname_first", "title_given_first", "mr_or_mrs", "plain_upper"]


def _holder(p: people.Person, form: str) -> str:
    if form == "title_surname_first":
        return f"{p.title} {p.surname} {p.given.upper()}"
    if form == "upper_surname_first":
        return f"{p.surname} {p.given.upper()}"
    if form == "title_given_first":
        return f"{p.title} {p.given} {p.surname}"
    if form == "mr_or_mrs":
        return f"M. OU MME {p.given.upper()} {p.surname}"
    return f"{p.given.upper()} {p.surname}"


class _Case:
    """One applicant's world: the person, employer, bank, pay, and the numbers a seed decides."""

    def __init__(self, p: people.Person, employers: dict, banks: dict, rng: random.Random):
        self.p = p
        self.e = employers[p.employer]
        self.b = banks[p.bank]
        self.bank_name = BANK_NAME.get(p.case, self.b.name)
        self.slips = {ym: money.payslip(p, *ym) for ym in p.months}
        grosses = {(s.gross, s.net) for s in self.slips.values()}
        assert len(grosses) == 1, (p.case, grosses)  # a consistent applicant earns the same every month
        self.gross, self.net = next(iter(grosses))
        years_before = rng.randint(0, 6)
        self.affiliation = max(dt.date(p.dob.year + 19, 9, 1), p.hire.replace(year=p.hire.year - years_before))
        if p.contract in ("ANAPEC", "STAGE"):
            self.affiliation = p.hire
        letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
        digits = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
        self.passports = {
            "MAR": rng.choice(letters) + rng.choice(letters) + digits(7),
            "FRA": f"{rng.randint(10, 24)}{rng.choice(letters)}{rng.choice(letters)}{digits(5)}",
            "SEN": "A0" + digits(7),
        }
        self.pass_issue = dt.date(rng.randint(2021, 2024), rng.randint(1, 12), rng.randint(1, 28))
        self.holder_form = rng.choice(HOLDER_FORMS)
        self.other_cin = "BK" + "".join(str(rng.randint(0, 9)) for _ in range(6))


def _labels_person(c: _Case, v: dict, doc_type: str) -> dict:
    """The labels of an employer paper from what it shows (v)."""
    p = c.p
    lab: dict = {"applicant_name": p.name}
    if v.get("cin"):
        lab["cin"] = v["cin"]
    if v.get("dob"):
        lab["date_of_birth"] = v["dob"].isoformat()
    if doc_type in ("payslip", "employment_certificate", "salary_certificate", "cnss_certificate"):
        lab["employer"] = v["employer"]
    if doc_type in ("payslip", "employment_certificate", "cnss_certificate") and v.get("employer_cnss"):
        lab["employer_cnss"] = v["employer_cnss"]
    if doc_type in ("payslip", "cnss_certificate") and v.get("cnss_number"):
        lab["cnss_number"] = v["cnss_number"]
    if doc_type in ("payslip", "employment_certificate", "salary_certificate"):
        lab["hire_date"] = v["hire"].isoformat()
        lab["position"] = v["position"]
    if doc_type in ("payslip", "employment_certificate") and v.get("contract"):
        lab["contract_type"] = p.contract
    if doc_type in ("payslip", "salary_certificate"):
        lab["gross_salary"] = round(float(v["gross"]), 2)
        lab["net_salary"] = round(float(v["net"]), 2)
    if doc_type == "cnss_certificate":
        lab["affiliation_date"] = v["affiliation"].isoformat()
    return lab


def _employer_paper(c: _Case, d: dict, employers: dict, seed: int) -> tuple[str, dict]:
    p, e = c.p, c.e
    show = set(d.get("show", "").split())
    t, layout = d["type"], d["layout"]
    v: dict = {
        "name_order": d.get("order", "given_first"),
        "cin": p.cin if "cin" in show else None,
        "dob": p.dob if "dob" in show else None,
        "pob": p.pob if "pob" in show else None,
        "cnss_number": p.cnss_number if "cnss" in show else None,
        "employer_cnss": e.cnss if "ecnss" in show else None,
        "hire": p.hire,
        "position": p.position,
        "employer": e.name,
        "gross": c.gross,
        "net": c.net,
        "issued": ISSUED - dt.timedelta(days=d.get("age", 3)),
        "affiliation": c.affiliation,
        "months": p.months,
    }
    if "contract" in show:
        v["contract"] = CONTRACT_WORDS[p.contract][CONTRACT_FORM.get((t, layout), "long")]
        v["contract_ar"] = CONTRACT_AR[p.contract]
    for key in ("accent", "title"):
        if key in d:
            v[key] = d[key]
    plant = d.get("plant")
    if plant == "other_employer":
        e = employers["nexa"]
        v["employer"] = e.name
        if v["employer_cnss"]:
            v["employer_cnss"] = e.cnss
    elif plant == "inflated":
        v["gross"] = round(c.gross * 1.32, -2)
        v["net"] = round(v["gross"] - (c.gross - c.net) * 1.45, 2)
    elif plant == "other_cin":
        v["cin"] = c.other_cin
    elif plant == "other_hire":
        v["hire"] = p.hire.replace(year=p.hire.year - 2)
    elif plant == "other_dob":
        v["dob"] = dt.date(p.dob.year, p.dob.day, p.dob.month)  # day and month swapped by a clerk
    if t == "payslip":
        ym = p.months[d["month"]]
        slip = c.slips[ym]
        html = html_payslips.LAYOUTS[layout](p, e, slip, ym[0], ym[1], v, ym[1])
        lab = _labels_person(c, v, t)
        lab["pay_period"] = f"{ym[0]}-{ym[1]:02d}"
        return html, lab
    if t == "employment_certificate":
        if layout == "stage":
            v["passport"] = c.passports.get(p.nationality)
        return html_letters.WORK[layout](p, e, v, seed), _labels_person(c, v, t)
    if t == "salary_certificate":
        v["annual"] = d.get("annual", False)
        return html_letters.SALARY[layout](p, e, v, seed), _labels_person(c, v, t)
    if t == "cnss_certificate":
        v["cnss_number"] = p.cnss_number
        v["issued"] = ISSUED - dt.timedelta(days=6)
        return html_letters.CNSS[layout](p, e, v, seed), _labels_person(c, v, t)
    raise ValueError(t)


def _bank_paper(c: _Case, d: dict, rng: random.Random) -> tuple[str, dict, dict]:
    p = c.p
    v = {
        "bank_name": c.bank_name,
        "holder": _holder(p, c.holder_form),
        "address": [x.title() if x.isupper() else x for x in p.address],
        "branch": p.branch,
        "rib": p.rib,
        "issued": ISSUED - dt.timedelta(days=2),
        "city": p.city,
        "ref": f"{p.rib[6:22]} / {rng.randint(100, 999)}",
    }
    lab = {"bank_name": c.bank_name, "account_holder": p.name, "rib": p.rib}
    if d["type"] == "rib":
        return html_bank.RIBS[d["layout"]](c.b, v), lab, {}
    rib_modes = {"classic": "grouped", "running": "whole", "modern": "iban"}
    v["rib_mode"] = d.get("rib_mode", rib_modes[d["layout"]])
    v["balance_style"] = d.get("balance", "sign")
    if "amount" in d:
        v["amount_style"] = d["amount"]
    v["title"] = {"classic": "RELEVÉ DE COMPTE", "running": "EXTRAIT DE COMPTE", "modern": "Relevé de compte"}[
        d["layout"]
    ]
    if d.get("quarter"):
        start, end = dt.date(2025, 4, 1), dt.date(2025, 6, 30)
    else:
        start, end = dt.date(2025, 6, 1), dt.date(2025, 6, 30)
    opening = d.get("opening", round(c.net * rng.uniform(0.45, 1.3), 2))
    st = money.statement(rng, p, c.net, c.e.short, start, end, opening, d.get("closing"))
    html = html_bank.STATEMENTS[d["layout"]](c.b, st, v)
    lab.update(
        {
            "statement_period_start": start.isoformat(),
            "statement_period_end": end.isoformat(),
            "opening_balance": st.opening,
            "closing_balance": st.closing,
        }
    )
    moves = [{"debit": m.debit, "credit": m.credit} for m in st.moves]
    return html, lab, {"statement": {"opening": st.opening, "closing": st.closing, "moves": moves}}


def _card(c: _Case, d: dict, rng: random.Random, seed: int) -> tuple[str, dict, dict]:
    p = c.p
    t, layout = d["type"], d["layout"]
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    if t == "cin_front":
        lab = {
            "applicant_name": p.name,
            "cin": p.cin,
            "date_of_birth": p.dob.isoformat(),
            "place_of_birth": p.pob,
            "cin_expiry": p.card_expiry.isoformat(),
        }
        return html_cards.cin_front(p, layout, seed), lab, {}
    if t == "cin_back":
        code = "ID" if layout == "new" else "I<"
        lines = mrz.td1(
            code, "MAR", p.card_number, p.cin or "", p.dob, p.sex, p.card_expiry, "MAR", "", p.surname, p.given
        )
        lab = {
            "address": " ".join(p.address),
            "mrz_valid": True,
            "cin": p.cin,
            "date_of_birth": p.dob.isoformat(),
            "cin_expiry": p.card_expiry.isoformat(),
            "applicant_name": p.name,
            "document_number": p.card_number,
        }
        return html_cards.cin_back(p, layout, lines, seed), lab, {"mrz": lines}
    if t == "passport":
        country = layout
        number = c.passports[country]
        if country == "MAR":
            years, personal, auth, nat = 5, p.cin or "", f"PREFECTURE {p.city.upper()}", "MAR"
        elif country == "FRA":
            years, personal, auth, nat = 10, "", "CONSULAT GENERAL DE FRANCE A RABAT", "FRA"
        else:
            years, personal, auth, nat = 5, "", "DIRECTION DE LA POLICE DE L'AIR ET DES FRONTIERES", "SEN"
        issue = c.pass_issue
        expiry = issue.replace(year=issue.year + years) - dt.timedelta(days=1)
        lines = mrz.td3(
            country,
            number,
            nat,
            p.dob,
            p.sex,
            expiry,
            personal,
            p.surname,
            p.given,
            personal_filler_check="0" if country == "FRA" else "<",
        )
        lab = {
            "applicant_name": p.name,
            "date_of_birth": p.dob.isoformat(),
            "mrz_valid": True,
            "document_number": number,
            "nationality": nat,
            "issuing_country": country,
            "document_expiry": expiry.isoformat(),
        }
        if personal:
            lab["cin"] = personal
        html = html_cards.passport(p, country, number, issue, expiry, lines, auth, seed)
        return html, lab, {"mrz": lines}
    if t == "id_card":
        issue = dt.date(rng.randint(2019, 2023), rng.randint(1, 12), rng.randint(1, 28))
        if layout == "NLD":
            alnum = "0123456789" * 3 + "ABCDEFGHIJKLMNPRSTUVWXYZ"
            number = (
                rng.choice(letters)
                + rng.choice(letters)
                + "".join(rng.choice(alnum) for _ in range(6))
                + str(rng.randint(0, 9))
            )
            expiry = issue.replace(year=issue.year + 10)
            bsn = "".join(str(rng.randint(0, 9)) for _ in range(9))
            lines = mrz.td1("I<", "NLD", number, "", p.dob, p.sex, expiry, "NLD", bsn, p.surname, p.given)
            nat = "NLD"
        else:
            number = "KZ" + "".join(str(rng.randint(0, 9)) for _ in range(6))
            expiry = issue.replace(year=issue.year + 10)
            lines = mrz.td2("ID", "ROU", number, p.dob, p.sex, expiry, "ROU", "1850312", p.surname, p.given)
            nat = "ROU"
        lab = {
            "applicant_name": p.name,
            "date_of_birth": p.dob.isoformat(),
            "mrz_valid": True,
            "document_number": number,
            "nationality": nat,
            "issuing_country": layout,
            "document_expiry": expiry.isoformat(),
        }
        return html_cards.foreign_id(p, layout, number, issue, expiry, lines, seed), lab, {"mrz": lines}
    if t == "visa":
        number = "".join(str(rng.randint(0, 9)) for _ in range(9))
        valid_from = dt.date(2025, 3, 10)
        until = dt.date(2026, 3, 9)
        lines = mrz.mrva("FRA", number, "MAR", p.dob, p.sex, until, "", p.surname, p.given)
        lab = {
            "applicant_name": p.name,
            "date_of_birth": p.dob.isoformat(),
            "mrz_valid": True,
            "document_number": number,
            "nationality": "MAR",
            "issuing_country": "FRA",
            "document_expiry": until.isoformat(),
        }
        return html_cards.visa(p, number, valid_from, until, c.passports["MAR"], lines, seed), lab, {"mrz": lines}
    if t == "residence_permit":
        number = rng.choice(letters) + rng.choice(letters) + "".join(str(rng.randint(0, 9)) for _ in range(7))
        issue = dt.date(2022, 10, 3)
        expiry = dt.date(2032, 10, 2)
        lines = mrz.td1("IR", "MAR", number, "", p.dob, p.sex, expiry, "FRA", "", p.surname, p.given)
        lab = {
            "applicant_name": p.name,
            "date_of_birth": p.dob.isoformat(),
            "mrz_valid": True,
            "document_number": number,
            "nationality": "FRA",
            "issuing_country": "MAR",
            "document_expiry": expiry.isoformat(),
        }
        return html_cards.residence_permit(p, number, issue, expiry, lines, seed), lab, {"mrz": lines}
    raise ValueError(t)


def _emit(
    pdf_bytes: bytes, is_card: bool, cond: str, wear: str, nrng: np.random.Generator, rng: random.Random
) -> tuple[bytes, str, str]:
    """The file a lender would receive: (bytes, extension, mime)."""
    if cond == "B":
        return pdf_bytes, "pdf", "application/pdf"
    if is_card:
        if cond == "C":
            dpi = rng.choice([400, 450])
            img = render.rasterise(pdf_bytes, dpi)[0]
            img = render.card_scan(img, nrng, dpi, rounded=int(dpi * 0.12))
            if rng.random() < 0.5:
                return render.png(img, dpi), "png", "image/png"
            return render.jpeg(img, dpi, 92), "jpg", "image/jpeg"
        dpi = rng.choice([300, 340, 380])
        img = render.rasterise(pdf_bytes, dpi)[0]
        img = render.photo(img, nrng, margin=0.22, tilt=8.0, rounded=int(dpi * 0.12))
        if rng.random() < 0.25:
            return render.webp(img, 80), "webp", "image/webp"
        return render.jpeg(img, 72, rng.choice([68, 75, 82])), "jpg", "image/jpeg"
    if cond == "C":
        dpi = rng.choice([200, 250, 300])
        imgs = [render.clean_scan(im, nrng) for im in render.rasterise(pdf_bytes, dpi)]
        kind = rng.choice(["png", "jpg", "pdf"]) if len(imgs) == 1 else "pdf"
        if kind == "png":
            return render.png(imgs[0].convert("L") if rng.random() < 0.5 else imgs[0], dpi), "png", "image/png"
        if kind == "jpg":
            return render.jpeg(imgs[0], dpi, 92), "jpg", "image/jpeg"
        return render.image_pdf(imgs, dpi, 88), "pdf", "application/pdf"
    if wear == "photo":
        dpi = 170
        imgs = render.rasterise(pdf_bytes, dpi)
        shot = render.photo(imgs[0], nrng, margin=0.10, tilt=5.0)
        shot = render.scale(shot, 0.85)
        if len(imgs) > 1:  # a phone photo of each page, sent together as a PDF
            shots = [shot] + [render.scale(render.photo(im, nrng, margin=0.10, tilt=5.0), 0.85) for im in imgs[1:]]
            return render.image_pdf(shots, 145, 70), "pdf", "application/pdf"
        return render.jpeg(shot, 72, rng.choice([70, 78, 85])), "jpg", "image/jpeg"
    if wear == "copy":
        dpi = rng.choice([150, 200])
        imgs = [render.photocopy(im, nrng) for im in render.rasterise(pdf_bytes, dpi)]
        if len(imgs) > 1 or rng.random() < 0.4:
            return render.tiff(imgs, dpi), "tif", "image/tiff"
        return render.png(imgs[0], dpi), "png", "image/png"
    # a poor scan: low resolution, skew, blur, uneven light, heavy JPEG
    imgs = [render.poor_scan(im, nrng, grey=rng.random() < 0.5) for im in render.rasterise(pdf_bytes, 200)]
    imgs = [render.scale(im, 0.75) for im in imgs]
    if len(imgs) > 1:
        return render.image_pdf(imgs, 150, 45), "pdf", "application/pdf"
    return render.jpeg(imgs[0], 150, rng.choice([40, 50, 60])), "jpg", "image/jpeg"


def _build(out_dir: pathlib.Path, seed: int = 0) -> tuple[dict, dict]:
    """The family and, for the self-check, what a label cannot show (MRZ lines, statement movements, PDF text)."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    persons = people.people()
    employers = {e.key: e for e in people.EMPLOYERS}
    banks = {b.key: b for b in people.BANKS}
    people.draw(rng, persons, employers, banks)
    docs: list[dict] = []
    extras: dict[str, dict] = {}
    cases: dict[str, dict] = {}
    for p in persons:
        spec = PLAN[p.case]
        c = _Case(p, employers, banks, random.Random(f"{seed}/{p.case}"))
        cases[p.case] = {"expected_conflicts": sorted(spec["conflicts"])}
        for k, d in enumerate(spec["docs"], start=1):
            doc_seed = seed * 1000 + int(p.case[1:]) * 50 + k
            drng = random.Random(f"{seed}/{p.case}/{k}")
            nrng = np.random.default_rng([seed, int(p.case[1:]), k])
            t = d["type"]
            extra: dict = {}
            if t in CARD_TYPES:
                html, lab, extra = _card(c, d, drng, doc_seed)
            elif t in ("bank_statement", "rib"):
                html, lab, extra = _bank_paper(c, d, drng)
            elif t == "other":
                html = html_other.OTHER[d["layout"]](p, drng, ISSUED - dt.timedelta(days=drng.randint(10, 60)))
                lab = {}
            else:
                html, lab = _employer_paper(c, d, employers, doc_seed)
            pdf_bytes = render.pdf(html)
            data, ext, mime = _emit(pdf_bytes, t in CARD_TYPES, d["cond"], d.get("wear", "scan"), nrng, drng)
            name = f"{p.case}-d{k:02d}.{ext}"
            (out_dir / name).write_bytes(data)
            docs.append(
                {
                    "file": name,
                    "mime": mime,
                    "case_id": p.case,
                    "document_type": t,
                    "condition": CONDITIONS[d["cond"]],
                    "labels": lab,
                }
            )
            extra["layout"] = d["layout"]
            if d["cond"] == "B":
                extra["text"] = render.pdf_text(pdf_bytes)
            extras[name] = extra
    return {"documents": docs, "cases": cases}, extras


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    return _build(out_dir, seed)[0]
