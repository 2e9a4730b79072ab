"""CNIE front and back, passport data page."""

from __future__ import annotations

import random
from typing import Any

from . import art, fmt, ids
from .art import esc
from .common import page

CARD = (85.6, 54.0)
PASSPORT = (125.0, 88.0)

MRZ_CSS = """
.mrz { font-family: 'DejaVu Sans Mono'; white-space: pre; color: #111; }
"""


def _bg(rng: random.Random, w: float, h: float, c1: str, c2: str, line: str) -> str:
    return (
        f'<div style="position:absolute;inset:0;background:linear-gradient(135deg,{c1},{c2})"></div>'
        f'<div style="position:absolute;inset:0">{art.guilloche(rng, int(w * 10), int(h * 10), line, 30, 0.45)}</div>'
        f'<div style="position:absolute;right:14mm;top:11mm">{art.rosette(rng, 230, line, 0.35)}</div>'
    )


def cin_front(v: dict[str, Any], rng: random.Random, style: str) -> tuple[str, set[str]]:
    ds = "dmy_dot"
    portrait = art.portrait(rng, v["sex"])
    ghost = art.portrait(random.Random(rng.random()), v["sex"], grey=True)
    g, s = v["given"].upper(), v["surname"].upper()
    if style == "v2020":
        bg = _bg(rng, *CARD, "#f4efe2", "#dfe9e4", "#7fa58f")
        body = f"""{bg}
<div style="position:absolute;left:3mm;top:2.2mm;right:3mm;display:flex;justify-content:space-between;align-items:flex-start">
 <div style="font:bold 6.3pt 'DejaVu Sans';line-height:1.25">ROYAUME DU MAROC<br><span style="font-size:5.6pt">CARTE NATIONALE D'IDENTITE</span></div>
 <div class="tfn" style="font-size:5.6pt;margin-top:0.4mm">ⵜⴰⴳⵍⴷⵉⵜ ⵏ ⵍⵎⵖⵔⵉⴱ</div>
 <div class="ar" style="font-size:7.6pt;font-weight:bold;line-height:1.15;text-align:right">المملكة المغربية<br><span style="font-size:6.6pt">البطاقة الوطنية للتعريف</span></div>
</div>
<div style="position:absolute;left:3.5mm;top:12.5mm;width:23mm;height:29.5mm;border-radius:1mm;overflow:hidden">{portrait}</div>
<div style="position:absolute;left:30mm;top:12.6mm;right:3mm;font-family:'DejaVu Sans Condensed'">
 <div class="row"><span class="lt">{esc(g)}</span><span class="ar a">{esc(v["given_ar"])}</span></div>
 <div class="row"><span class="lt">{esc(s)}</span><span class="ar a">{esc(v["surname_ar"])}</span></div>
 <div class="row" style="margin-top:1.6mm"><span class="sm">{"Né" if v["sex"] == "M" else "Née"} le <b>{fmt.date(v["dob"], ds)}</b></span><span class="ar sm2">{"مزداد" if v["sex"] == "M" else "مزدادة"} بتاريخ</span></div>
 <div class="row"><span class="sm">à <b>{esc(v["pob"])}</b></span><span class="ar sm2">ب{esc(v["pob_ar"])}</span></div>
 <div class="row" style="margin-top:1.6mm"><span class="sm">Valable jusqu'au <b>{fmt.date(v["cin_expiry"], ds)}</b></span><span class="ar sm2">صالحة إلى غاية</span></div>
</div>
<div style="position:absolute;left:30mm;bottom:3mm;width:9mm;height:11.5mm;opacity:0.5">{ghost}</div>
<div style="position:absolute;left:3.5mm;bottom:2.6mm;font:6pt 'DejaVu Sans Mono'">CAN {v["can"]}</div>
<div style="position:absolute;right:3.5mm;bottom:2.5mm;text-align:right"><div style="font:5pt 'DejaVu Sans'">N° / رقم</div>
 <div style="font:bold 13pt 'DejaVu Sans Mono';color:#a3161a;letter-spacing:0.4pt">{v["cin"]}</div></div>"""
        css = """.row { display: flex; justify-content: space-between; align-items: baseline; line-height: 1.2; }
.lt { font-size: 8.4pt; font-weight: bold; letter-spacing: 0.2pt; } .a { font-size: 9pt; font-weight: bold; }
.sm { font-size: 6.5pt; } .sm2 { font-size: 6.5pt; }"""
    else:
        bg = _bg(rng, *CARD, "#e3eef6", "#f4f1e6", "#6f93b5")
        body = f"""{bg}
<div style="position:absolute;left:0;right:0;top:0;height:8.5mm;background:rgba(23,74,122,0.88);color:#fff;display:flex;justify-content:space-between;align-items:center;padding:0 3mm">
 <div style="font:bold 6.4pt 'DejaVu Sans';line-height:1.2">ROYAUME DU MAROC<br>CARTE NATIONALE D'IDENTITE</div>
 <div class="ar" style="font-size:7.4pt;font-weight:bold;line-height:1.1;text-align:right">المملكة المغربية<br>البطاقة الوطنية للتعريف</div></div>
<div style="position:absolute;right:3.5mm;top:11mm;width:22mm;height:28mm;border:0.3mm solid #456">{portrait}</div>
<div style="position:absolute;left:3.5mm;top:11mm;width:55mm;font-family:'DejaVu Sans'">
 <div class="lb">Prénom <span class="ar" style="float:right">الاسم الشخصي</span></div><div class="vl">{esc(g)} <span class="ar" style="float:right">{esc(v["given_ar"])}</span></div>
 <div class="lb">Nom <span class="ar" style="float:right">الاسم العائلي</span></div><div class="vl">{esc(s)} <span class="ar" style="float:right">{esc(v["surname_ar"])}</span></div>
 <div class="lb">Date et lieu de naissance</div><div class="vl" style="font-size:7pt">{fmt.date(v["dob"], ds)} &nbsp; {esc(v["pob"])}</div>
 <div class="lb">Date d'expiration</div><div class="vl" style="font-size:7pt">{fmt.date(v["cin_expiry"], ds)}</div>
</div>
<div style="position:absolute;left:3.5mm;bottom:2.4mm;font:bold 12pt 'DejaVu Sans Mono';color:#123">{v["cin"]}</div>
<div style="position:absolute;right:4mm;bottom:2.6mm">{art.star_seal(26, "#a3161a")}</div>"""
        css = """.lb { font-size: 5pt; color: #3b5770; margin-top: 1.1mm; } .vl { font-size: 8pt; font-weight: bold; line-height: 1.15; }
.vl .ar { font-size: 8.6pt; }"""
    return page(body, css, size=CARD, font="DejaVu Sans", font_size="7pt", bg="#eee"), {
        "applicant_name",
        "cin",
        "date_of_birth",
        "place_of_birth",
        "cin_expiry",
    }


def cin_back(v: dict[str, Any], rng: random.Random, style: str) -> tuple[str, set[str], list[str]]:
    mrz = ids.td1(v["docnum"], v["cin"], v["dob"], v["sex"], v["cin_expiry"], v["surname"], v["given"])
    fa, fa_ar = v["father"]
    mo, mo_ar = v["mother"]
    son = "Fils de" if v["sex"] == "M" else "Fille de"
    son_ar = "ابن" if v["sex"] == "M" else "بنت"
    labelled = style != "nolabel"
    addr = "<br>".join(esc(a) for a in v["address"])
    bg = _bg(
        rng, *CARD, "#f1ede2" if style != "blue" else "#e4eef5", "#e2ebe6", "#8fae9c" if style != "blue" else "#7ea0bf"
    )
    addr_block = (
        f'<div class="lb">Adresse <span class="ar" style="float:right">العنوان</span></div><div class="ad">{addr}</div>'
        if labelled
        else f'<div class="ad" style="margin-top:1.2mm">{addr}</div>'
    )
    body = f"""{bg}
<div style="position:absolute;left:3.5mm;right:3.5mm;top:2.5mm;font-family:'DejaVu Sans Condensed'">
 <div class="pr"><span>{son} <b>{esc(fa.upper())}</b></span><span class="ar">{son_ar} {esc(fa_ar)}</span></div>
 <div class="pr"><span>et de <b>{esc(mo.upper())}</b></span><span class="ar">و {esc(mo_ar)}</span></div>
 {addr_block}
 <div class="pr" style="margin-top:1.3mm"><span>N° état civil <b>{v["etat_civil"]}</b></span><span>Sexe <b>{v["sex"]}</b></span></div>
</div>
<div style="position:absolute;left:0;right:0;bottom:0;height:17.5mm;background:rgba(255,255,255,0.82)"></div>
<div class="mrz" style="position:absolute;left:3.6mm;bottom:1.6mm;font-size:4.15mm;line-height:5.2mm;letter-spacing:0.09mm">{esc(mrz[0])}
{esc(mrz[1])}
{esc(mrz[2])}</div>"""
    css = (
        MRZ_CSS
        + """.pr { display: flex; justify-content: space-between; font-size: 6.6pt; line-height: 1.45; }
.pr .ar { font-size: 7.4pt; } .lb { font-size: 5.2pt; color: #445; margin-top: 1.2mm; } .ad { font-size: 6.6pt; font-weight: bold; line-height: 1.3; white-space: nowrap; }"""
    )
    return (
        page(body, css, size=CARD, font="DejaVu Sans", font_size="7pt", bg="#eee"),
        {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"},
        mrz,
    )


def passport(v: dict[str, Any], rng: random.Random, style: str) -> tuple[str, set[str], list[str]]:
    pp = v["passport"]
    mrz = ids.td3(pp["number"], v["cin"], v["dob"], v["sex"], pp["expiry"], v["surname"], v["given"])
    ds = "mon3" if style == "a" else "dmy_sp"
    portrait = art.portrait(rng, v["sex"])
    bg = _bg(rng, *PASSPORT, "#f3e9e4", "#e6eef0", "#b08a8a")
    show_cin = rng.random() < 0.6

    def f(lbl: str, val: str) -> str:
        return f'<div class="f"><div class="l">{lbl}</div><div class="v">{val}</div></div>'

    cin_cell = f("N° CIN / ID No.", v["cin"]) if show_cin else "<div></div>"
    body = f"""{bg}
<div style="position:absolute;left:4mm;right:4mm;top:2.2mm;display:flex;justify-content:space-between;align-items:flex-start">
 <div style="font:bold 7.4pt 'DejaVu Sans';line-height:1.15">ROYAUME DU MAROC<br><span style="font-weight:normal;font-size:6.2pt">KINGDOM OF MOROCCO</span></div>
 <div style="text-align:center;font:bold 7.6pt 'DejaVu Serif';letter-spacing:0.8pt;margin-top:1mm">PASSEPORT &nbsp;<span class="ar" style="font-size:8.6pt">جواز السفر</span>&nbsp; PASSPORT</div>
 <div class="ar" style="font-size:9pt;font-weight:bold;line-height:1.2">المملكة المغربية</div></div>
<div style="position:absolute;left:4mm;top:12.5mm;width:30mm;height:39mm;overflow:hidden;border-radius:0.6mm">{portrait}</div>
<div style="position:absolute;left:38mm;top:11mm;right:3mm;display:grid;grid-template-columns:27mm 30mm 24mm;column-gap:1.6mm;row-gap:0.9mm">
 {f("Type / النوع", "P")}{f("Code du pays / Country code", "MAR")}{f("N° du passeport / Passport No.", pp["number"])}
 <div style="grid-column:1 / span 3">{f("Nom / Surname / النسب", esc(v["surname"].upper()) + ' &nbsp;<span class="ar" style="font-size:7.6pt">' + esc(v["surname_ar"]) + "</span>")}</div>
 <div style="grid-column:1 / span 3">{f("Prénoms / Given names / الاسم", esc(v["given"].upper()) + ' &nbsp;<span class="ar" style="font-size:7.6pt">' + esc(v["given_ar"]) + "</span>")}</div>
 {f("Nationalité / Nationality", "MAROCAINE")}{f("Date de naissance / Date of birth", fmt.date(v["dob"], ds))}{f("Sexe / Sex", v["sex"])}
 {f("Lieu de naissance / Place of birth", esc(v["pob"]))}{cin_cell}<div></div>
 {f("Date de délivrance / Date of issue", fmt.date(pp["issue"], ds))}{f("Date d'expiration / Date of expiry", fmt.date(pp["expiry"], ds))}{f("Autorité / Authority", "DGSN")}
</div>
<div style="position:absolute;left:40mm;top:57mm;font-size:4.6pt;color:#5a4a4a">Signature du titulaire / Holder's signature<br>{art.signature(rng, 120, 34, "#222")}</div>
<div style="position:absolute;left:0;right:0;bottom:0;height:14mm;background:rgba(255,255,255,0.85)"></div>
<div class="mrz" style="position:absolute;left:4mm;bottom:2mm;font-size:4.05mm;line-height:5.2mm;letter-spacing:0.1mm">{esc(mrz[0])}
{esc(mrz[1])}</div>"""
    css = (
        MRZ_CSS
        + """.f { line-height: 1.1; } .f .l { font-size: 4.6pt; color: #5a4a4a; white-space: nowrap; } .f .v { font-size: 7.8pt; white-space: nowrap; font-weight: bold; font-family: 'DejaVu Sans Condensed'; }"""
    )
    return (
        page(body, css, size=PASSPORT, font="DejaVu Sans", font_size="7pt", bg="#eee"),
        {
            "applicant_name",
            "date_of_birth",
            "cin",
            "mrz_valid",
            "document_number",
            "nationality",
            "issuing_country",
            "document_expiry",
        },
        mrz,
    )
