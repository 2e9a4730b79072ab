# ruff: noqa: RUF001
"""Every document drawn as an SVG page; each function returns (Svg, labels, meta)."""

from __future__ import annotations

import datetime as dt
import io
import random

from PIL import Image, ImageDraw, ImageFilter

from .model import MOIS, MONTHS, amount, date, iban, td1, td3
from .svg import Svg

AR_FONT = "Noto Naskh Arabic"


def label_name(p) -> str:
    return f"{p['given']} {p['family'].upper()}"


def shown_name(p, style: str) -> str:
    fam, giv = p["family"].upper(), p["given"]
    civ = "M." if p["sex"] == "M" else "Mme"
    return {
        "given_first": f"{giv} {fam}",
        "family_first": f"{fam} {giv}",
        "civ": f"{civ} {giv} {fam}",
        "civ_family": f"{civ} {fam} {giv}",
        "upper": f"{fam} {giv.upper()}",
    }[style]


def photo_png(seed: int, sex: str) -> bytes:
    rng = random.Random(seed)
    im = Image.new("RGB", (240, 300), (200 + rng.randint(0, 40), 205, 215))
    d = ImageDraw.Draw(im)
    skin = (rng.randint(170, 225), rng.randint(130, 180), rng.randint(100, 150))
    hair = (rng.randint(10, 60),) * 3
    d.ellipse((30, 215, 210, 380), fill=(rng.randint(20, 90), rng.randint(20, 90), rng.randint(40, 120)))
    d.rectangle((100, 180, 140, 230), fill=skin)
    if sex == "F" and rng.random() < 0.5:
        d.ellipse((55, 40, 185, 215), fill=hair)
    d.ellipse((70, 60, 170, 195), fill=skin)
    d.chord((68, 50, 172, 130), 180, 360, fill=hair)
    d.ellipse((95, 115, 107, 123), fill=(40, 30, 30))
    d.ellipse((133, 115, 145, 123), fill=(40, 30, 30))
    d.line((105, 165, 135, 165), fill=(120, 60, 60), width=3)
    im = im.filter(ImageFilter.GaussianBlur(1.2))
    buf = io.BytesIO()
    im.save(buf, "PNG")
    return buf.getvalue()


# ---------------------------------------------------------------- identity cards


def cin_front(c, v):
    p = c["person"]
    s = Svg(85.6, 54, "DejaVu Sans")
    s.rect(0, 0, 85.6, 54, fill="#eaf1ea" if v == 0 else "#f1ece2", stroke="none")
    s.rect(0, 0, 85.6, 9, fill="#b3262c" if v == 0 else "#1d6b3a", stroke="none")
    s.text(2.5, 4, "ROYAUME DU MAROC", 2.4, weight="bold", fill="#fff")
    s.text(2.5, 7.3, "CARTE NATIONALE D'IDENTITE ELECTRONIQUE", 1.9, fill="#fff")
    s.text(83, 4.2, "المملكة المغربية", 2.8, AR_FONT, rtl=True, fill="#fff")
    s.text(83, 7.8, "البطاقة الوطنية للتعريف", 2.4, AR_FONT, rtl=True, fill="#fff")
    s.image(3, 12, 22, 28, photo_png(c["seed"], p["sex"]))
    s.circle(70, 46, 6, stroke="#9a8a5a", sw=0.3)
    x, y = 28, 14
    rows = [("Nom", p["family"].upper(), "النسب"), ("Prénom", p["given"], "الاسم الشخصي")]
    for lab, val, ar in rows:
        s.text(x, y, lab, 1.7, fill="#444")
        s.text(83, y, ar, 1.9, AR_FONT, rtl=True, fill="#444")
        s.text(x, y + 3.2, val, 2.9, weight="bold", maxw=54)
        y += 7
    s.text(x, y, "Né(e) le", 1.7, fill="#444")
    s.text(x + 22, y, "à", 1.7, fill="#444")
    s.text(x, y + 3.2, date(p["dob"], "dot"), 2.7, weight="bold")
    s.text(x + 22, y + 3.2, p["pob"], 2.7, weight="bold", maxw=33)
    y += 7
    s.text(x, y, "Valable jusqu'au", 1.7, fill="#444")
    s.text(x, y + 3.2, date(p["card_exp"], "dot"), 2.7, weight="bold")
    s.text(3, 46, "N°", 2.2, fill="#444")
    s.text(7.5, 46.2, p["cin"], 3.6, "DejaVu Sans Mono", "bold", fill="#8a1c1c")
    s.text(3, 51, "CAN " + p["card_no"][-6:], 1.6, fill="#555")
    labels = {
        "applicant_name": label_name(p),
        "cin": p["cin"],
        "date_of_birth": p["dob"].isoformat(),
        "place_of_birth": p["pob"].upper(),
        "cin_expiry": p["card_exp"].isoformat(),
    }
    return s, labels, {}


def cin_back(c, v):
    p = c["person"]
    s = Svg(85.6, 54, "Liberation Sans")
    s.rect(0, 0, 85.6, 54, fill="#eef0f4" if v == 0 else "#f2efe6", stroke="none")
    s.text(3, 5, "Fils/Fille de", 1.8, fill="#444")
    s.text(18, 5, f"{p['father']} et de {p['mother']}", 2.3, weight="bold", maxw=64)
    s.text(3, 10, "Adresse", 1.8, fill="#444")
    s.text(83, 10, "العنوان", 2.0, AR_FONT, rtl=True, fill="#444")
    y = 13.4
    for ln in p["address"]:
        s.text(3, y, ln, 2.4, weight="bold", maxw=79)
        y += 3.2
    s.text(3, 24, f"Etat civil : {p['civil']}", 2.0)
    s.text(50, 24, f"Sexe : {p['sex']}", 2.0)
    s.rect(0, 30, 85.6, 24, fill="#fff", stroke="none")
    code = "I<" if p.get("old_card") else "ID"
    lines = td1(
        code,
        "MAR",
        p["card_no"],
        p["cin"],
        p["dob"],
        p["sex"],
        p["card_exp"],
        "MAR",
        p["family"].upper(),
        p["given"].upper(),
    )
    for i, ln in enumerate(lines):
        s.text(3.2, 37 + i * 6, ln, 3.72, "DejaVu Sans Mono", spacing=0.18)
    labels = {
        "address": " ".join(p["address"]),
        "mrz_valid": True,
        "cin": p["cin"],
        "date_of_birth": p["dob"].isoformat(),
        "cin_expiry": p["card_exp"].isoformat(),
        "applicant_name": label_name(p),
        "document_number": p["card_no"],
    }
    return s, labels, {"mrz": lines, "mrz_kind": "cnie"}


def passport(c, v):
    p = c["person"]
    pp = c["passport"]
    s = Svg(125, 88, "FreeSans")
    s.rect(0, 0, 125, 88, fill="#f3eee4", stroke="none")
    s.text(4, 6, "ROYAUME DU MAROC  ·  KINGDOM OF MOROCCO", 2.8, weight="bold", fill="#6b1a1a")
    s.text(121, 6.5, "المملكة المغربية", 3.2, AR_FONT, rtl=True, fill="#6b1a1a")
    s.text(4, 10.5, "PASSEPORT / PASSPORT", 2.4, fill="#6b1a1a")
    s.image(4, 14, 28, 36, photo_png(c["seed"] + 7, p["sex"]))
    fields = [
        ("Type / Type", "P", 36, 15),
        ("Code / Code", "MAR", 58, 15),
        ("N° / Passport No.", pp["no"], 82, 15),
        ("Nom / Surname", p["family"].upper(), 36, 23),
        ("Prénoms / Given names", p["given"].upper(), 36, 31),
        ("Nationalité / Nationality", "MAROCAINE", 36, 39),
        ("Date de naissance / Date of birth", date(p["dob"], "abbr"), 80, 39),
        ("Lieu de naissance / Place of birth", p["pob"], 36, 47),
        ("Sexe / Sex", p["sex"], 80, 47),
        ("Date d'expiration / Date of expiry", date(pp["exp"], "abbr"), 36, 55),
        ("N° CIN / ID No.", p["cin"], 80, 55),
    ]
    for lab, val, x, y in fields:
        s.text(x, y, lab, 1.6, fill="#555")
        s.text(x, y + 3.4, val, 2.8, weight="bold", maxw=84 - x + 40 if x > 60 else 42)
    s.rect(0, 66, 125, 22, fill="#fff", stroke="none")
    lines = td3(
        "MAR", pp["no"], "MAR", p["dob"], p["sex"], pp["exp"], p["cin"], p["family"].upper(), p["given"].upper()
    )
    for i, ln in enumerate(lines):
        s.text(3, 74 + i * 7, ln, 3.75, "DejaVu Sans Mono", spacing=0.04)
    labels = {
        "applicant_name": label_name(p),
        "date_of_birth": p["dob"].isoformat(),
        "cin": p["cin"],
        "mrz_valid": True,
        "document_number": pp["no"],
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": pp["exp"].isoformat(),
    }
    return s, labels, {"mrz": lines, "mrz_kind": "td3"}


def foreign_card(c, v, kind):
    """A residence permit issued by MAR (kind='rp') or a foreign national id card (kind='id')."""
    p = c["person"]
    f = c["foreign"]
    s = Svg(85.6, 54, "Noto Sans")
    if kind == "rp":
        s.rect(0, 0, 85.6, 54, fill="#e8eef6", stroke="none")
        s.text(3, 5, "ROYAUME DU MAROC", 2.4, weight="bold", fill="#17406d")
        s.text(3, 8.3, "CARTE D'IMMATRICULATION / TITRE DE SÉJOUR", 1.9, fill="#17406d")
        s.text(83, 5.5, "بطاقة الإقامة", 2.6, AR_FONT, rtl=True, fill="#17406d")
        no, exp, issuer, code = f["rp_no"], f["rp_exp"], "MAR", "AR"
    else:
        s.rect(0, 0, 85.6, 54, fill="#f4ecef", stroke="none")
        s.text(3, 5, f["id_title"], 2.2, weight="bold", fill="#5a1d3a", maxw=78)
        s.text(3, 8.3, f["id_sub"], 1.8, fill="#5a1d3a", maxw=78)
        no, exp, issuer, code = f["id_no"], f["id_exp"], f["code"], "ID"
    s.image(3, 11, 20, 25, photo_png(c["seed"] + 3, p["sex"]))
    x = 26
    rows = [
        ("Nom / Surname", p["family"].upper()),
        ("Prénoms / Given names", p["given"]),
        ("Nationalité", f["nat_text"]),
        ("Né(e) le / Date of birth", date(p["dob"], "dot")),
        ("Expire le / Expiry", date(exp, "dot")),
    ]
    y = 12.5
    for lab, val in rows:
        s.text(x, y, lab, 1.5, fill="#555")
        s.text(x, y + 2.8, val, 2.4, weight="bold", maxw=56)
        y += 5.6
    s.text(3, 39, f"N° {no}", 2.2, weight="bold")
    s.rect(0, 40.5, 85.6, 13.5, fill="#fff", stroke="none")
    lines = td1(code, issuer, no, "", p["dob"], p["sex"], exp, f["code"], p["family"].upper(), p["given"].upper())
    for i, ln in enumerate(lines):
        s.text(3.2, 44.2 + i * 4.1, ln, 3.0, "Liberation Mono", spacing=0.45)
    labels = {
        "applicant_name": label_name(p),
        "date_of_birth": p["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": no,
        "nationality": f["code"],
        "issuing_country": issuer,
        "document_expiry": exp.isoformat(),
    }
    return s, labels, {"mrz": lines, "mrz_kind": "td1"}


# ---------------------------------------------------------------- employer letterheads


def letterhead(s: Svg, e, y=14):
    col = e["color"]
    st = e["head"]
    if st == 0:
        s.rect(15, y - 8, 14, 14, fill=col, stroke="none", rx=2)
        s.text(22, y + 1.5, e["short"][:2], 6, weight="bold", anchor="middle", fill="#fff")
        s.text(33, y - 2, e["name"], 4.6, weight="bold", fill=col, maxw=160)
        s.text(33, y + 3.5, e["addr"], 2.6, fill="#333", maxw=160)
        s.line(15, y + 8, 195, y + 8, 0.6, col)
        return y + 16
    if st == 1:
        s.circle(105, y - 2, 7, stroke=col, fill="none", sw=1.2)
        s.text(105, y, e["short"][:3], 4.2, weight="bold", anchor="middle", fill=col)
        s.text(105, y + 10, e["name"].upper(), 4.0, weight="bold", anchor="middle", fill=col, maxw=170)
        s.text(105, y + 15, e["addr"], 2.5, anchor="middle", fill="#333", maxw=170)
        s.line(40, y + 18, 170, y + 18, 0.3, col)
        return y + 26
    s.rect(0, 0, 210, y + 12, fill=col, stroke="none")
    s.text(15, y, e["name"], 5.0, weight="bold", fill="#fff", maxw=120)
    s.text(195, y - 3, e["addr"].split(" – ")[0], 2.6, anchor="end", fill="#fff", maxw=65)
    s.text(195, y + 1, f"ICE {e['ice']}", 2.4, anchor="end", fill="#fff")
    s.text(195, y + 5, f"CNSS {e['cnss']}", 2.4, anchor="end", fill="#fff")
    return y + 22


def footer(s: Svg, e):
    s.line(15, 280, 195, 280, 0.2, "#777")
    s.text(
        105,
        284,
        f"{e['name']} – {e['addr']} – RC {e['rc']} – IF {e['if']} – ICE {e['ice']}",
        2.1,
        anchor="middle",
        fill="#555",
        maxw=180,
    )


# ---------------------------------------------------------------- payslips


def payslip(c, month: dt.date, v, over=None):
    p, e, j = c["person"], c["employer"], dict(c["job"])
    over = over or {}
    j.update({k: over[k] for k in over if k in j})
    cin = over.get("cin", p["cin"])
    gains, ded, gross, total, net = j["lines"]
    style = e["payslip"]
    s = Svg(210, 297, e["font"])
    fmt = e["amt"]
    period_txt = {
        0: f"{MOIS[month.month - 1].capitalize()} {month.year}",
        1: month.strftime("%m/%Y"),
        2: f"{MONTHS[month.month - 1]} {month.year}",
        3: f"{MOIS[month.month - 1].upper()} {month.year}",
    }[style]
    labels = {
        "applicant_name": label_name(p),
        "employer": e["name"],
        "pay_period": month.strftime("%Y-%m"),
        "gross_salary": gross,
        "net_salary": net,
        "position": j["position"],
    }
    name = shown_name(p, e["name_style"])
    ytd = month.month
    if style == 0:  # payroll bureau grid with year-to-date
        y = letterhead(s, e)
        s.text(195, y, "BULLETIN DE PAIE", 5, weight="bold", anchor="end")
        s.text(195, y + 5, f"Période : {period_txt}", 3, anchor="end")
        s.text(15, y, "Etabli par Fidu-Paie Conseil SARL pour le compte de l'employeur", 2.3, fill="#666")
        y += 10
        info = [
            ("Matricule", j["matricule"], "N° CNSS", j["cnss_number"]),
            ("Nom et prénom", name, "CIN", cin),
            ("Emploi", j["position"], "Date d'embauche", date(j["hire"], "slash")),
            ("Contrat", j["contract_txt"], "Affiliation employeur", e["cnss"]),
            ("Né(e) le", date(p["dob"], "slash"), "Situation familiale", p["family_status"]),
        ]
        rows = [[(a, "bold"), b, (cc, "bold"), d] for a, b, cc, d in info]
        y = s.table(15, y, [30, 65, 38, 47], rows, 2.8, header=False, rh=6) + 6
        head = ["Rubrique", "Base", "Taux", "Gains", "Retenues", "Cumul annuel"]
        rows = [head]
        for n, val in gains:
            rows.append([n, "", "", amount(val, fmt), "", amount(val * ytd, fmt)])
        rows.append([("SALAIRE BRUT", "bold"), "", "", (amount(gross, fmt), "bold"), "", amount(gross * ytd, fmt)])
        for n, val in ded:
            base = min(gross, 6000.0) if "CNSS" in n else gross
            rate = {"Cotisation CNSS": "4,48 %", "Cotisation AMO": "2,26 %", "Retraite CIMR": "6,00 %"}.get(n, "")
            rows.append([n, amount(base, fmt) if rate else "", rate, "", amount(val, fmt), amount(val * ytd, fmt)])
        rows.append([("TOTAL RETENUES", "bold"), "", "", "", (amount(total, fmt), "bold"), ""])
        y = s.table(
            15, y, [58, 26, 16, 26, 26, 28], rows, 2.7, aligns=["l", "r", "c", "r", "r", "r"], rh=6, head_fill="#d9e2ef"
        )
        s.rect(120, y + 6, 75, 12, fill="#f1f1f1", sw=0.4)
        s.text(124, y + 13.5, "NET À PAYER", 3.4, weight="bold")
        s.text(191, y + 13.5, amount(net, fmt) + " DH", 3.8, weight="bold", anchor="end")
        s.text(15, y + 30, "Mode de paiement : virement bancaire", 2.6)
        s.text(
            15,
            y + 36,
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
            2.4,
            italic=True,
            fill="#555",
        )
        labels.update(
            {
                "cin": cin,
                "cnss_number": j["cnss_number"],
                "hire_date": j["hire"].isoformat(),
                "contract_type": j["contract"],
                "employer_cnss": e["cnss"],
                "date_of_birth": p["dob"].isoformat(),
            }
        )
    elif style == 1:  # small firm, plain table
        s.text(15, 20, e["name"], 4.2, weight="bold")
        s.text(15, 25, e["addr"], 2.7, maxw=110)
        s.text(15, 29, f"CNSS employeur : {e['cnss']}", 2.7)
        s.rect(130, 14, 65, 18, sw=0.4)
        s.text(162.5, 21, "Fiche de paie", 4.4, weight="bold", anchor="middle")
        s.text(162.5, 27.5, f"Mois : {period_txt}", 3, anchor="middle")
        y = 42
        for lab, val in [
            ("Salarié", name),
            ("Fonction", j["position"]),
            ("N° CIN", cin),
            ("Immatriculation CNSS", j["cnss_number"]),
            ("Entrée le", date(j["hire"], "dash")),
        ]:
            s.text(15, y, lab, 3)
            s.text(60, y, ": " + val, 3, weight="bold", maxw=130)
            y += 5.5
        y += 4
        rows = [["Désignation", "Montant (DH)"]]
        rows += [[n, amount(val, fmt)] for n, val in gains]
        rows.append([("Total brut", "bold"), (amount(gross, fmt), "bold")])
        rows += [[n, "- " + amount(val, fmt)] for n, val in ded]
        rows.append([("Net à payer", "bold"), (amount(net, fmt), "bold")])
        y = s.table(15, y, [120, 60], rows, 3.0, aligns=["l", "r"], rh=7, head_fill="#eeeeee")
        s.text(15, y + 12, "Signature de l'employeur", 3)
        s.text(140, y + 12, "Signature du salarié", 3)
        s.stamp(40, y + 30, 13, e["name"].upper(), e["city"].upper(), color=e["color"])
        labels.update(
            {
                "cin": cin,
                "cnss_number": j["cnss_number"],
                "hire_date": j["hire"].isoformat(),
                "employer_cnss": e["cnss"],
            }
        )
    elif style == 2:  # multinational, English
        s.rect(15, 12, 180, 16, fill=e["color"], stroke="none")
        s.text(19, 22.5, e["name"], 4.6, weight="bold", fill="#fff", maxw=110)
        s.text(191, 22.5, "PAYSLIP", 6, weight="bold", anchor="end", fill="#fff")
        s.text(15, 35, f"Pay period: {period_txt}", 3.2, weight="bold")
        s.text(195, 35, f"Pay date: {date(add_days(month), 'en')}", 3.0, anchor="end")
        y = 42
        left = [
            ("Employee", name),
            ("Employee ID", j["matricule"]),
            ("Job title", j["position"]),
            ("Contract", j["contract_txt"]),
            ("Start date", date(j["hire"], "en")),
        ]
        right = [
            ("National ID (CIN)", cin),
            ("CNSS No.", j["cnss_number"]),
            ("Employer CNSS", e["cnss"]),
            ("Department", j["dept"]),
            ("Currency", "MAD"),
        ]
        for i, ((a, b), (cc, d)) in enumerate(zip(left, right, strict=False)):
            s.text(15, y + i * 5.5, a, 2.8, fill="#555")
            s.text(45, y + i * 5.5, b, 2.8, weight="bold", maxw=58)
            s.text(110, y + i * 5.5, cc, 2.8, fill="#555")
            s.text(145, y + i * 5.5, d, 2.8, weight="bold")
        y += 34
        er = [["Earnings", "Amount"]] + [[english(n), "MAD " + amount(val, "en")] for n, val in gains]
        dr = [["Deductions", "Amount"]] + [[english(n), "MAD " + amount(val, "en")] for n, val in ded]
        n = max(len(er), len(dr))
        er += [["", ""]] * (n - len(er))
        dr += [["", ""]] * (n - len(dr))
        s.table(15, y, [52, 36], er, 2.7, aligns=["l", "r"], rh=6.5, head_fill="#dde7f0", grid=False)
        y2 = s.table(107, y, [52, 36], dr, 2.7, aligns=["l", "r"], rh=6.5, head_fill="#dde7f0", grid=False)
        s.line(15, y2 + 2, 195, y2 + 2, 0.4)
        s.text(15, y2 + 8, "Gross pay", 3.0, weight="bold")
        s.text(103, y2 + 8, "MAD " + amount(gross, "en"), 3.0, weight="bold", anchor="end")
        s.text(107, y2 + 8, "Total deductions", 3.0, weight="bold")
        s.text(195, y2 + 8, "MAD " + amount(total, "en"), 3.0, weight="bold", anchor="end")
        s.rect(107, y2 + 14, 88, 11, fill="#eef3f8", stroke=e["color"], sw=0.5)
        s.text(111, y2 + 21.3, "NET PAY", 3.4, weight="bold")
        s.text(191, y2 + 21.3, "MAD " + amount(net, "en"), 3.6, weight="bold", anchor="end")
        s.text(
            15,
            y2 + 40,
            f"Year to date: gross MAD {amount(gross * ytd, 'en')} – net MAD {amount(net * ytd, 'en')}",
            2.7,
            fill="#444",
        )
        s.text(15, 285, "This payslip is computer generated and requires no signature.", 2.4, italic=True, fill="#666")
        labels.update(
            {
                "cin": cin,
                "cnss_number": j["cnss_number"],
                "hire_date": j["hire"].isoformat(),
                "contract_type": j["contract"],
                "employer_cnss": e["cnss"],
            }
        )
    else:  # public body, bilingual form
        s.text(105, 16, "ROYAUME DU MAROC", 3.4, weight="bold", anchor="middle")
        s.text(105, 22, "المملكة المغربية", 4.0, AR_FONT, anchor="middle")
        s.text(105, 28, e["name"], 3.6, weight="bold", anchor="middle", maxw=170)
        s.text(105, 33, e["addr"], 2.6, anchor="middle", maxw=170)
        s.rect(15, 38, 180, 11, fill="#f0f0f0", sw=0.4)
        s.text(20, 45.5, f"BULLETIN DE SALAIRE – {period_txt}", 3.6, weight="bold")
        s.text(190, 46, "ورقة الأجرة", 3.6, AR_FONT, rtl=True)
        y = 56
        rows = [
            ("Nom et prénom", name, "الاسم الكامل"),
            ("C.I.N", cin, "رقم البطاقة الوطنية"),
            ("Grade / Fonction", j["position"], "الإطار"),
            ("Date de recrutement", date(j["hire"], "long"), "تاريخ التوظيف"),
            ("N° d'immatriculation CNSS", j["cnss_number"], "رقم التسجيل"),
        ]
        for lab, val, ar in rows:
            s.rect(15, y - 4.5, 180, 7, sw=0.2)
            s.text(18, y, lab, 2.8)
            s.text(70, y, val, 2.9, weight="bold", maxw=80)
            s.text(192, y + 0.3, ar, 2.7, AR_FONT, rtl=True)
            y += 7
        y += 6
        rows = [["Éléments", "Montant", "Éléments", "Montant"]]
        n = max(len(gains), len(ded))
        for i in range(n):
            a = gains[i] if i < len(gains) else ("", None)
            b = ded[i] if i < len(ded) else ("", None)
            rows.append(
                [
                    a[0],
                    amount(a[1], fmt) if a[1] is not None else "",
                    b[0],
                    amount(b[1], fmt) if b[1] is not None else "",
                ]
            )
        rows.append(
            [
                ("Total brut", "bold"),
                (amount(gross, fmt), "bold"),
                ("Total retenues", "bold"),
                (amount(total, fmt), "bold"),
            ]
        )
        y = s.table(15, y, [58, 32, 58, 32], rows, 2.7, aligns=["l", "r", "l", "r"], rh=6.5)
        s.rect(95, y + 6, 100, 10, sw=0.6)
        s.text(99, y + 12.7, "Net à payer / الصافي", 3.2, weight="bold")
        s.text(191, y + 12.7, amount(net, fmt) + " DH", 3.4, weight="bold", anchor="end")
        s.text(150, y + 30, "Le Trésorier payeur", 3, anchor="middle")
        s.stamp(150, y + 46, 13, e["name"].upper(), "PAIE", color="#23315e")
        labels.update({"cin": cin, "cnss_number": j["cnss_number"], "hire_date": j["hire"].isoformat()})
    if style in (0, 1):
        footer(s, e)
    meta = {"gains": [v for _, v in gains], "ded": [v for _, v in ded], "gross": gross, "net": net}
    return s, labels, meta


def add_days(month: dt.date) -> dt.date:
    nxt = dt.date(month.year + (month.month == 12), month.month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)


def english(n: str) -> str:
    return {
        "Salaire de base": "Base salary",
        "Prime d'ancienneté": "Seniority bonus",
        "Prime de transport": "Transport allowance",
        "Prime de rendement": "Performance bonus",
        "Indemnité de représentation": "Representation allowance",
        "Cotisation CNSS": "CNSS contribution",
        "Cotisation AMO": "AMO (health insurance)",
        "Retraite CIMR": "CIMR pension",
        "Impôt sur le revenu (IR)": "Income tax (IR)",
        "Remboursement avance": "Advance repayment",
        "Prime de panier": "Meal allowance",
    }.get(n, n)


# ---------------------------------------------------------------- certificates


def signature(s: Svg, x, y, who, role, e, city_date):
    s.text(x, y, city_date, 3.0)
    s.text(x, y + 8, who, 3.0, weight="bold")
    s.text(x, y + 12.5, role, 2.8, italic=True)
    s.raw(
        f'<path d="M {x} {y + 24} c 6 -9 10 6 15 -2 s 8 -7 12 1 s 6 3 10 -3" fill="none" '
        f'stroke="#1b2a6b" stroke-width="0.5"/>'
    )
    s.stamp(x + 45, y + 24, 12, e["name"].upper(), e["city"].upper(), color=e["color"])


def employment_cert(c, v, issue: dt.date, over=None):
    p, e, j = c["person"], c["employer"], c["job"]
    over = over or {}
    emp_name = over.get("employer", e["name"])
    hire = over.get("hire", j["hire"])
    s = Svg(210, 297, e["letter_font"])
    e2 = dict(e, name=emp_name)
    y = letterhead(s, e2)
    city_date = f"{e['city']}, le {date(issue, 'long')}"
    labels = {
        "applicant_name": label_name(p),
        "employer": emp_name,
        "hire_date": hire.isoformat(),
        "position": j["position"],
    }
    name = shown_name(p, "civ")
    if v == 0:  # prose letter
        s.text(195, y + 6, city_date, 3.2, anchor="end")
        s.text(105, y + 26, "ATTESTATION DE TRAVAIL", 5.2, weight="bold", anchor="middle")
        s.line(72, y + 28, 138, y + 28, 0.4)
        body = (
            f"Nous soussignés, {emp_name}, affiliée à la Caisse Nationale de Sécurité Sociale sous le "
            f"numéro {e['cnss']}, certifions que {name}, titulaire de la carte nationale d'identité "
            f"n° {p['cin']}, est employé(e) au sein de notre société depuis le {date(hire, 'long')} "
            f"en qualité de {j['position']}, dans le cadre d'un {j['contract_long']}."
        )
        yy = s.para(22, y + 44, 166, body, 3.5, lh=1.6, justify=True)
        yy = s.para(
            22,
            yy + 5,
            166,
            "Cette attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit.",
            3.5,
            lh=1.6,
            justify=True,
        )
        signature(s, 120, yy + 18, e["signatory"], e["signatory_role"], e2, "Pour la Direction,")
        labels.update({"cin": p["cin"], "employer_cnss": e["cnss"], "contract_type": j["contract"]})
    else:  # form with a table
        s.text(105, y + 12, "CERTIFICAT DE TRAVAIL", 5, weight="bold", anchor="middle")
        s.text(105, y + 18, "شهادة العمل", 4, AR_FONT, anchor="middle")
        s.para(
            20,
            y + 30,
            170,
            f"La société {emp_name} atteste par la présente que le salarié désigné "
            "ci-dessous fait partie de son personnel à la date de ce jour :",
            3.2,
        )
        rows = [
            ["Rubrique", "Renseignement"],
            ["Nom", p["family"].upper()],
            ["Prénom(s)", p["given"]],
            ["Date de naissance", date(p["dob"], "slash")],
            ["CIN", p["cin"]],
            ["Emploi occupé", j["position"]],
            ["Date d'entrée", date(hire, "slash")],
            ["Nature du contrat", j["contract_txt"]],
            ["N° CNSS du salarié", j["cnss_number"]],
        ]
        yy = s.table(20, y + 42, [60, 110], rows, 3.1, rh=8, head_fill="#e3e8e3")
        s.text(20, yy + 10, "Le présent certificat est délivré pour servir et valoir ce que de droit.", 3.2)
        signature(s, 120, yy + 24, e["signatory"], e["signatory_role"], e2, city_date)
        labels.update({"cin": p["cin"], "contract_type": j["contract"], "date_of_birth": p["dob"].isoformat()})
    footer(s, e2)
    return s, labels, {}


def salary_cert(c, v, issue: dt.date, over=None):
    p, e, j = c["person"], c["employer"], c["job"]
    over = over or {}
    gross = over.get("gross", j["lines"][2])
    net = over.get("net", j["lines"][4])
    s = Svg(210, 297, e["letter_font"])
    y = letterhead(s, e)
    fmt = e["amt"]
    s.text(20, y + 8, f"Réf. : RH/{issue.year}/{c['seed'] % 900 + 100}", 2.8)
    s.text(190, y + 8, f"{e['city']}, le {date(issue, 'slash')}", 3.0, anchor="end")
    s.text(105, y + 28, "ATTESTATION DE SALAIRE", 5, weight="bold", anchor="middle")
    s.text(20, y + 40, "Objet : attestation de salaire", 3.2, weight="bold")
    name = shown_name(p, "civ_family")
    body = (
        f"Nous soussignés, {e['name']}, attestons que {name}, né(e) le {date(p['dob'], 'long')}, "
        f"titulaire de la CIN n° {p['cin']}, occupe dans notre entreprise le poste de {j['position']} "
        f"depuis le {date(j['hire'], 'slash')}."
    )
    yy = s.para(20, y + 52, 170, body, 3.4, lh=1.6, justify=True)
    yy = s.para(
        20,
        yy + 4,
        170,
        "À ce titre, l'intéressé(e) perçoit une rémunération mensuelle se décomposant comme suit :",
        3.4,
        lh=1.6,
    )
    rows = [["Salaire mensuel brut", amount(gross, fmt) + " DH"], ["Salaire mensuel net", amount(net, fmt) + " DH"]]
    if v == 1:
        rows.append(["Salaire annuel brut", amount(gross * 12, fmt) + " DH"])
    yy = s.table(35, yy + 4, [80, 60], rows, 3.3, aligns=["l", "r"], header=False, rh=8)
    yy = s.para(
        20,
        yy + 10,
        170,
        "La présente attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
        3.4,
        lh=1.6,
    )
    signature(s, 120, yy + 14, e["signatory"], e["signatory_role"], e, "Le Directeur des Ressources Humaines")
    footer(s, e)
    labels = {
        "applicant_name": label_name(p),
        "cin": p["cin"],
        "employer": e["name"],
        "hire_date": j["hire"].isoformat(),
        "position": j["position"],
        "gross_salary": gross,
        "net_salary": net,
        "date_of_birth": p["dob"].isoformat(),
    }
    return s, labels, {}


def cnss_cert(c, v, issue: dt.date, over=None):
    p, e, j = c["person"], c["employer"], c["job"]
    over = over or {}
    cnss_no = over.get("cnss_number", j["cnss_number"])
    s = Svg(210, 297, "Liberation Sans")
    s.rect(15, 12, 20, 20, fill="#0a5c8a", stroke="none", rx=10)
    s.text(25, 24.5, "CNSS", 4.0, weight="bold", anchor="middle", fill="#fff")
    s.text(40, 20, "Caisse Nationale de Sécurité Sociale", 4.6, weight="bold", fill="#0a5c8a")
    s.text(40, 26, "الصندوق الوطني للضمان الاجتماعي", 4, AR_FONT, fill="#0a5c8a")
    s.text(195, 20, f"Agence {e['city']}", 3, anchor="end")
    s.text(105, 50, "ATTESTATION D'AFFILIATION", 5, weight="bold", anchor="middle")
    s.text(105, 56, "Régime général de sécurité sociale", 3, anchor="middle", italic=True)
    rows = [
        ["Nom et prénom de l'assuré(e)", shown_name(p, "family_first")],
        ["N° d'immatriculation", cnss_no],
        ["C.I.N", p["cin"]],
        ["Date de naissance", date(p["dob"], "slash")],
        ["Date d'immatriculation", date(j["affil"], "slash")],
        ["Employeur actuel", e["name"]],
        ["N° d'affiliation employeur", e["cnss"]],
    ]
    y = s.table(20, 66, [70, 100], rows, 3.2, header=False, rh=9, zebra="#eef5fa")
    s.para(
        20,
        y + 12,
        170,
        "La Caisse Nationale de Sécurité Sociale atteste que la personne désignée "
        "ci-dessus est immatriculée au régime de sécurité sociale. Attestation délivrée pour servir et "
        "valoir ce que de droit.",
        3.2,
        lh=1.6,
    )
    s.text(140, y + 42, f"Fait à {e['city']}, le {date(issue, 'dash')}", 3.0, anchor="middle")
    s.text(140, y + 48, "Le Chef d'agence", 3.0, anchor="middle")
    s.stamp(140, y + 66, 14, "CAISSE NATIONALE DE SECURITE SOCIALE", "CNSS", color="#0a5c8a")
    s.text(
        105,
        285,
        "Document édité via le portail www.cnss.ma – vérifiable auprès de votre agence",
        2.4,
        anchor="middle",
        fill="#555",
    )
    labels = {
        "applicant_name": label_name(p),
        "cnss_number": cnss_no,
        "cin": p["cin"],
        "affiliation_date": j["affil"].isoformat(),
        "employer": e["name"],
        "employer_cnss": e["cnss"],
        "date_of_birth": p["dob"].isoformat(),
    }
    return s, labels, {}


# ---------------------------------------------------------------- banks


def rib_text(rib: str, style: str) -> str:
    if style == "grouped":
        return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"
    if style == "iban":
        ib = iban(rib)
        return " ".join(ib[i : i + 4] for i in range(0, len(ib), 4))
    return rib


def bank_head(s: Svg, b, y=12):
    col = b["color"]
    if b["head"] == 0:
        s.rect(15, y, 10, 10, fill=col, stroke="none")
        s.rect(18, y + 3, 10, 10, fill="none", stroke=col, sw=0.8)
        s.text(32, y + 8, b["name"], 5.2, weight="bold", fill=col)
    elif b["head"] == 1:
        s.circle(21, y + 5, 6, fill=col, stroke="none")
        s.text(21, y + 7, b["name"][0], 5, weight="bold", anchor="middle", fill="#fff")
        s.text(30, y + 8, b["name"], 5.0, weight="bold", fill=col)
    else:
        s.rect(0, 0, 210, y + 14, fill=col, stroke="none")
        s.text(15, y + 7, b["name"], 5.4, weight="bold", fill="#fff")
    s.text(195, y + 8, b["branch"], 2.8, anchor="end", fill="#333" if b["head"] != 2 else "#fff", maxw=70)


def statement(c, v, start: dt.date, end: dt.date, rng: random.Random):
    p, b = c["person"], c["bank"]
    rib = c["rib"]
    opening = round(rng.uniform(-4000, 18000), 2) if not c.get("overdrawn") else round(rng.uniform(-6000, -500), 2)
    net = c["job"]["lines"][4] if c.get("job") else 9000.0
    tx = []
    d = start
    days = (end - start).days
    events = [
        (3, f"VIR SALAIRE {c['employer']['short'].upper()}", net),
        (5, "PRLV REDAL EAU ELECTRICITE", -rng.randint(180, 650) - 0.45),
        (8, "RETRAIT GAB " + c["employer"]["city"].upper(), -float(rng.choice([500, 1000, 2000]))),
        (11, "PAIEMENT CB MARJANE", -round(rng.uniform(150, 1600), 2)),
        (14, "PRLV ECHEANCE CREDIT AUTO", -round(rng.uniform(1200, 3500), 2)),
        (17, "VIR RECU FAMILLE", float(rng.choice([500, 1000, 1500]))),
        (20, "PAIEMENT CB IAM RECHARGE", -100.0),
        (23, "FRAIS TENUE DE COMPTE", -round(rng.uniform(15, 40), 2)),
        (26, "RETRAIT GAB", -float(rng.choice([300, 800, 1200]))),
    ]
    for off, lib, amt in events:
        if off <= days:
            tx.append((d + dt.timedelta(days=off), lib, round(amt, 2)))
    if c.get("overdrawn"):
        tx = [t for t in tx if t[2] < 0 or "FAMILLE" in t[1]]
    bal = opening
    rows_bal = []
    for t in tx:
        bal = round(bal + t[2], 2)
        rows_bal.append(bal)
    closing = bal
    fmt = b["amt"]
    s = Svg(210, 297, b["font"])
    bank_head(s, b)
    style = b["stmt"]
    holder = shown_name(p, b["name_style"])
    if style == 0:  # balances in a header box, debit/credit columns
        s.text(15, 38, "RELEVÉ DE COMPTE", 5, weight="bold")
        s.text(15, 44, f"Période du {date(start, 'slash')} au {date(end, 'slash')}", 3.2)
        s.rect(120, 30, 75, 30, sw=0.3)
        s.text(124, 36, "Titulaire", 2.6, fill="#555")
        s.text(124, 40.5, holder, 3.1, weight="bold", maxw=68)
        for i, ln in enumerate(p["address"]):
            s.text(124, 45 + i * 4, ln, 2.7, maxw=68)
        s.text(15, 54, "RIB : " + rib_text(rib, "grouped"), 3.2, "DejaVu Sans Mono")
        s.text(15, 60, "Devise : MAD – Compte chèque", 2.8)
        s.rect(15, 66, 180, 12, fill="#f2f2f2", sw=0.3)
        s.text(18, 73.5, "Solde au " + date(start, "slash"), 3)
        s.text(100, 73.5, bal_txt(opening, fmt, "sd"), 3.2, weight="bold", anchor="end")
        s.text(108, 73.5, "Solde au " + date(end, "slash"), 3)
        s.text(191, 73.5, bal_txt(closing, fmt, "sd"), 3.2, weight="bold", anchor="end")
        rows = [["Date", "Valeur", "Libellé", "Débit", "Crédit"]]
        for dd, lib, amt in tx:
            rows.append(
                [
                    date(dd, "slash"),
                    date(dd + dt.timedelta(days=1), "slash"),
                    lib,
                    amount(-amt, fmt) if amt < 0 else "",
                    amount(amt, fmt) if amt > 0 else "",
                ]
            )
        y = s.table(
            15, 84, [22, 22, 80, 28, 28], rows, 2.7, aligns=["l", "l", "l", "r", "r"], rh=6.5, head_fill="#dfe5ec"
        )
        s.text(
            15,
            y + 8,
            "Sauf erreur ou omission. Tout relevé non contesté dans un délai de 30 jours est réputé approuvé.",
            2.4,
            italic=True,
            fill="#555",
        )
    elif style == 1:  # signed single column, running balance, balances in first/last row
        s.text(15, 38, "EXTRAIT DE COMPTE", 4.8, weight="bold")
        s.text(195, 38, f"du {date(start, 'long')} au {date(end, 'long')}", 3.0, anchor="end")
        s.text(15, 46, "Client : " + holder, 3.2, weight="bold")
        s.text(15, 51, " ".join(p["address"]), 2.8, maxw=180)
        s.text(15, 57, "IBAN : " + rib_text(rib, "iban"), 3.0)
        s.text(15, 62, "Compte n° " + rib[6:22], 3.0)
        rows = [
            ["Date opér.", "Opération", "Montant", "Solde"],
            [date(start, "dash"), ("SOLDE INITIAL", "bold"), "", (bal_txt(opening, fmt, "minus"), "bold")],
        ]
        for (dd, lib, amt), bl in zip(tx, rows_bal, strict=False):
            rows.append([date(dd, "dash"), lib, amount(amt, fmt), bal_txt(bl, fmt, "minus")])
        rows.append([date(end, "dash"), ("SOLDE FINAL", "bold"), "", (bal_txt(closing, fmt, "minus"), "bold")])
        y = s.table(
            15,
            70,
            [24, 90, 33, 33],
            rows,
            2.7,
            aligns=["l", "l", "r", "r"],
            rh=6.5,
            head_fill="#e8e0d0",
            grid=False,
            zebra="#f7f4ee",
        )
        s.line(15, y, 195, y, 0.4)
        s.text(15, y + 8, "Montants en dirhams. Un solde précédé du signe - est débiteur.", 2.5, fill="#555")
    else:  # English-ish layout, balances at bottom with D/C marks
        s.text(15, 40, "Relevé de compte / Account statement", 4.2, weight="bold")
        rows = [
            ["Titulaire / Holder", holder],
            ["RIB", rib_text(rib, "whole")],
            ["Période / Period", f"{date(start, 'iso')} → {date(end, 'iso')}"],
        ]
        s.table(15, 46, [45, 135], rows, 3.0, header=False, rh=7, head_fill=None)
        rows = [["Libellé", "Date", "Débit", "Crédit"]]
        rows.append([("Ancien solde", "bold"), date(start, "slash"), *cd(opening, fmt)])
        for dd, lib, amt in tx:
            rows.append(
                [lib, date(dd, "slash"), amount(-amt, fmt) if amt < 0 else "", amount(amt, fmt) if amt > 0 else ""]
            )
        rows.append([("Nouveau solde", "bold"), date(end, "slash"), *cd(closing, fmt)])
        y = s.table(15, 74, [86, 26, 34, 34], rows, 2.8, aligns=["l", "c", "r", "r"], rh=6.5, head_fill="#d8e8dc")
        s.text(15, y + 8, "Un solde en colonne Débit est un solde débiteur.", 2.5, fill="#555")
    s.text(
        105,
        287,
        f"{b['name']} – Société anonyme – document généré le {date(end + dt.timedelta(days=2), 'slash')}",
        2.2,
        anchor="middle",
        fill="#666",
    )
    labels = {
        "bank_name": b["name"],
        "account_holder": label_name(p),
        "rib": rib,
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }
    return s, labels, {"opening": opening, "closing": closing, "moves": [t[2] for t in tx]}


def cd(v, fmt):
    return [amount(-v, fmt), ""] if v < 0 else ["", amount(v, fmt)]


def bal_txt(v: float, fmt: str, style: str) -> str:
    if style == "sd":
        return amount(abs(v), fmt) + (" D" if v < 0 else " C")
    return amount(v, fmt)


def rib_doc(c, v):
    p, b = c["person"], c["bank"]
    rib = c["rib"]
    s = Svg(210, 297, b["font"])
    bank_head(s, b)
    title = "RELEVÉ D'IDENTITÉ BANCAIRE" if v == 0 else "ATTESTATION DE RIB"
    s.text(105, 50, title, 5, weight="bold", anchor="middle")
    s.text(20, 64, "Titulaire du compte :", 3.2)
    s.text(70, 64, shown_name(p, b["name_style"]), 3.4, weight="bold", maxw=120)
    for i, ln in enumerate(p["address"]):
        s.text(70, 70 + i * 5, ln, 3.0, maxw=120)
    s.text(20, 86, "Agence :", 3.2)
    s.text(70, 86, b["branch"], 3.2, maxw=120)
    if v == 0:
        rows = [["Code banque", "Code ville", "N° de compte", "Clé RIB"], [rib[:3], rib[3:6], rib[6:22], rib[22:]]]
        y = s.table(20, 96, [30, 30, 80, 30], rows, 3.4, aligns=["c"] * 4, rh=9, head_fill="#eeeeee")
        s.text(20, y + 10, "IBAN : " + rib_text(rib, "iban"), 3.2, "DejaVu Sans Mono")
        s.text(20, y + 17, f"Code SWIFT : {b['swift']}", 3.2)
    else:
        s.para(
            20,
            100,
            170,
            f"{b['name']} atteste que le compte dont les références suivent est ouvert "
            "dans ses livres au nom du titulaire ci-dessus :",
            3.2,
        )
        s.rect(20, 114, 170, 14, sw=0.5)
        s.text(105, 123.5, rib_text(rib, "grouped"), 4.6, "DejaVu Sans Mono", "bold", anchor="middle")
        s.text(20, 140, f"BIC : {b['swift']}", 3.2)
        s.stamp(150, 165, 14, b["name"].upper(), "AGENCE", color=b["color"])
    s.text(
        105,
        285,
        "Document à remettre à vos créanciers ou débiteurs pour faciliter vos opérations.",
        2.5,
        anchor="middle",
        fill="#555",
    )
    return s, {"bank_name": b["name"], "account_holder": label_name(p), "rib": rib}, {}


def other_doc(c, v, rng: random.Random):
    p = c["person"]
    s = Svg(210, 297, "FreeSans")
    if v == 0:
        s.rect(0, 0, 210, 26, fill="#0b6e4f", stroke="none")
        s.text(15, 16, "Lydec Services Urbains SA", 5.2, weight="bold", fill="#fff")
        s.text(195, 16, "FACTURE ÉLECTRICITÉ / EAU", 3.4, anchor="end", fill="#fff")
        s.text(15, 38, "Abonné : " + shown_name(p, "civ"), 3.4, weight="bold")
        for i, ln in enumerate(p["address"]):
            s.text(15, 44 + i * 5, ln, 3.0)
        s.text(140, 38, f"Contrat n° {rng.randint(10**8, 10**9 - 1)}", 3.0)
        s.text(140, 44, "Période : 2 mois", 3.0)
        rows = [
            ["Prestation", "Consommation", "Montant TTC"],
            ["Électricité", "212 kWh", "243,18"],
            ["Eau potable", "14 m3", "96,40"],
            ["Assainissement", "14 m3", "41,72"],
            ["Redevances et taxes", "", "38,10"],
            [("Total à payer", "bold"), "", ("419,40 DH", "bold")],
        ]
        s.table(15, 64, [80, 50, 50], rows, 3.1, aligns=["l", "c", "r"], rh=8)
    else:
        s.text(105, 24, "CONTRAT DE BAIL À USAGE D'HABITATION", 5, weight="bold", anchor="middle")
        txt = (
            f"Entre les soussignés : M. Abdelkrim Tahiri, propriétaire, ci-après le bailleur, et "
            f"{shown_name(p, 'civ')}, ci-après le locataire, demeurant {' '.join(p['address'])}. "
            "Le bailleur donne en location au locataire qui accepte un appartement de trois pièces, cuisine "
            "et salle de bain. Le bail est consenti pour une durée d'un an renouvelable par tacite "
            "reconduction, moyennant un loyer mensuel de 4 200,00 dirhams payable d'avance le cinq de "
            "chaque mois. Le locataire versera un dépôt de garantie égal à deux mois de loyer."
        )
        y = s.para(20, 40, 170, txt, 3.4, lh=1.6, justify=True)
        s.text(40, y + 20, "Le bailleur", 3.2)
        s.text(140, y + 20, "Le locataire", 3.2)
        s.text(105, y + 40, "Signatures légalisées", 3.0, anchor="middle", italic=True)
    return s, {}, {}
