"""The CNIE (front and back, three card models) and the passport data page (three variants)."""

from __future__ import annotations

import datetime as dt
import random

from . import art, mrz
from . import fmt as F
from .art import esc
from .tbase import document
from .world import Case, Doc, Person

CARD = "85.6mm 54mm"

CARD_CSS = """
.page{font-family:'Liberation Sans',sans-serif;color:#1a1a1a}
.abs{position:absolute}.lbl{font-size:4.3pt;color:#4a4a4a}.val{font-size:7pt;font-weight:bold;letter-spacing:0.1pt}
.arl{font-family:'Noto Naskh Arabic',serif;direction:rtl;font-size:6.3pt}
.arv{font-family:'Noto Naskh Arabic',serif;direction:rtl;font-size:7.6pt;font-weight:bold}
.mrz{font-family:'DejaVu Sans Mono',monospace;font-size:8.6pt;letter-spacing:0.72mm;line-height:3.35mm;
white-space:pre;color:#111}
"""

THEMES = {
    "new": ("#eaf2ee", "#d7e7f3", "#2d6a8f", "#b33a3a", "#f4ecd9"),
    "newb": ("#f6ece9", "#e6eef6", "#7a3b69", "#b3262d", "#eef1f6"),
    "old": ("#e9f0dc", "#f3ead2", "#4f7a3a", "#1a1a1a", "#e8efe0"),
}


def card_mrz(p: Person, model: str) -> list[str]:
    doc_type = "I<" if model == "old" else "ID"
    return mrz.td1(doc_type, p.card_number, p.cin, p.dob, p.sex, p.card_expiry, p.family, p.given)


def _bg(rng: random.Random, model: str, w: float = 85.6, h: float = 54) -> str:
    c0, c1, ink, _, _ = THEMES[model]
    ros = art.rosette(w * 0.62, h * 0.52, 17, ink, k=rng.choice([7, 9, 11]), opacity=0.22)
    ros2 = art.rosette(w * 0.2, h * 0.8, 9, ink, k=5, opacity=0.18)
    return (
        f'<div class=abs style="inset:0;background:linear-gradient(115deg,{c0} 0%,{c1} 55%,{c0} 100%)"></div>'
        f"{art.guilloche(rng, w, h, ink, n=22, opacity=0.22)}"
        f'<svg class=abs viewBox="0 0 {w} {h}" style="left:0;top:0;width:100%;height:100%" '
        f'xmlns="http://www.w3.org/2000/svg">{ros}{ros2}</svg>'
    )


def _dob_fmt(model: str, d: dt.date) -> str:
    return F.date(d, "dot") if model != "newb" else d.strftime("%d %m %Y")


def cin_front(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p = c.person
    m = p.card_model
    _, _, ink, red, _ = THEMES[m]
    photo = art.face(rng, p.sex, hijab=p.hijab)
    ghost = art.face(rng, p.sex, grey=True, hijab=p.hijab)
    sig = art.signature(rng, 16, 6, "#222")
    dob = _dob_fmt(m, p.dob)
    exp = _dob_fmt(m, p.card_expiry)
    head = (
        '<div class=abs style="left:3mm;top:2.2mm;font-size:5.6pt;font-weight:bold;letter-spacing:0.3pt">'
        "ROYAUME DU MAROC</div>"
        '<div class="abs arv" style="right:3mm;top:1.2mm;font-size:7pt">المملكة المغربية</div>'
        f'<div class=abs style="left:3mm;top:5.4mm;font-size:5pt;color:{ink};font-weight:bold">'
        "CARTE NATIONALE D'IDENTITE</div>"
        f'<div class="abs arl" style="right:3mm;top:5mm;color:{ink};font-weight:bold">البطاقة الوطنية للتعريف</div>'
    )
    if m in ("new", "old"):
        left = 29 if m == "new" else 3
        photo_left = 3 if m == "new" else 62
        fields = f"""
<div class=abs style="left:{photo_left}mm;top:10.5mm;width:23mm;height:29mm;border:0.2mm solid #999">{photo}</div>
<div class=abs style="left:{left}mm;top:11mm;width:33mm">
<div class=val style="font-size:7.6pt">{esc(p.given.upper())}</div>
<div class=val style="font-size:7.6pt">{esc(p.family.upper())}</div>
<div style="margin-top:1.6mm" class=lbl>{"Né(e) le" if m == "new" else ("Née le" if p.sex == "F" else "Né le")}</div>
<div class=val>{dob}</div>
<div class=lbl style="margin-top:0.6mm">à</div><div class=val>{esc(p.pob)}</div>
<div class=lbl style="margin-top:0.8mm">Valable jusqu'au</div><div class=val>{exp}</div></div>
<div class=abs style="{"right:3mm" if m == "new" else "left:29mm"};top:11mm;width:22mm;text-align:right">
<div class=arv>{esc(p.given_ar)}</div><div class=arv>{esc(p.family_ar)}</div>
<div class=arl style="margin-top:1.2mm">تاريخ الازدياد</div><div class=arl>{esc(p.pob_ar)}</div>
<div class=arl style="margin-top:1.4mm">صالحة إلى غاية</div></div>"""
        if m == "old":
            fields = fields.replace("left:29mm;top:11mm;width:22mm", "left:38mm;top:11mm;width:22mm")
            fields = fields.replace(f"left:{left}mm;top:11mm;width:33mm", "left:3mm;top:11mm;width:33mm")
        cin_pos = "right:4mm;bottom:3mm" if m == "new" else "left:3mm;bottom:3mm"
        extra = (
            f'<div class=abs style="left:33mm;bottom:2.5mm">{sig}</div>'
            f'<div class=abs style="left:64mm;top:40mm;width:9mm;height:11mm;opacity:0.35">{ghost}</div>'
            if m == "new"
            else f'<div class=abs style="left:40mm;bottom:2.5mm">{sig}</div>'
            f'<div class=abs style="left:70mm;top:40.5mm;width:9mm;height:11mm;opacity:0.35">{ghost}</div>'
        )
        if m == "new":
            extra += f'<div class=abs style="left:5mm;top:41mm">{art.chip(8)}</div>'
        num = (
            f'<div class=abs style="{cin_pos};font-size:11pt;font-weight:bold;color:{red};letter-spacing:0.6pt">'
            f"{p.cin}</div>"
        )
    else:  # newb: photo right, labelled fields
        fields = f"""
<div class=abs style="right:3mm;top:10mm;width:22mm;height:28mm;border:0.2mm solid #999">{photo}</div>
<div class=abs style="left:3mm;top:10.5mm;width:56mm">
<div style="display:flex;justify-content:space-between"><span class=lbl>Prénom</span>
<span class=arl>الاسم الشخصي</span></div>
<div style="display:flex;justify-content:space-between"><span class=val>{esc(p.given.upper())}</span>
<span class=arv>{esc(p.given_ar)}</span></div>
<div style="display:flex;justify-content:space-between"><span class=lbl>Nom</span>
<span class=arl>الاسم العائلي</span></div>
<div style="display:flex;justify-content:space-between"><span class=val>{esc(p.family.upper())}</span>
<span class=arv>{esc(p.family_ar)}</span></div>
<div style="display:flex;gap:4mm;margin-top:0.8mm"><div><div class=lbl>Date de naissance</div>
<div class=val>{dob}</div></div><div><div class=lbl>Lieu de naissance</div><div class=val>{esc(p.pob)}</div></div>
</div><div style="display:flex;gap:4mm;margin-top:0.6mm"><div><div class=lbl>Date d'expiration</div>
<div class=val>{exp}</div></div><div><div class=lbl>Sexe</div><div class=val>{p.sex}</div></div></div></div>"""
        extra = (
            f'<div class=abs style="left:36mm;bottom:2.6mm">{sig}</div>'
            f'<div class=abs style="left:4mm;top:38.5mm">{art.chip(8)}</div>'
            f'<div class=abs style="right:27mm;top:36mm;width:8mm;height:10mm;opacity:0.33">{ghost}</div>'
        )
        num = (
            f'<div class=abs style="right:3mm;bottom:3mm;text-align:right"><div class=lbl>N° CIN</div>'
            f'<div style="font-size:10.5pt;font-weight:bold;color:{red};letter-spacing:0.5pt">{p.cin}</div></div>'
        )
    page = f"<div class=page>{_bg(rng, m)}{head}{fields}{extra}{num}</div>"
    labels = {
        "applicant_name": p.name,
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "place_of_birth": p.pob.upper(),
        "cin_expiry": p.card_expiry.isoformat(),
    }
    return document([page], CARD_CSS, size=CARD), labels


def cin_back(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p = c.person
    m = p.card_model
    _, _, ink, _, pale = THEMES[m]
    lines = card_mrz(p, m)
    son = ("Fils de" if p.sex == "M" else "Fille de") if m == "old" else "Fils/Fille de"
    son_ar = "ابن" if p.sex == "M" else "ابنة"
    sex_ar = "ذكر" if p.sex == "M" else "أنثى"
    addr = "<br>".join(esc(a) for a in p.card_address)
    issued = F.date(p.card_issue, "dot")
    top = f"""
<div class=abs style="left:0;top:0;right:0;height:34.5mm;background:{pale}"></div>
{art.guilloche(rng, 85.6, 34, ink, n=12, opacity=0.16)}
<div class=abs style="left:3mm;top:2.5mm;width:50mm;font-size:6pt;line-height:1.5">
<div><span class=lbl>{son}</span> <b>{esc(p.father.upper())}</b></div>
<div><span class=lbl>et de</span> <b>{esc(p.mother.upper())}</b></div>
<div><span class=lbl>N° état civil</span> <b>{esc(p.etat_civil)}</b></div>
<div><span class=lbl>Adresse</span></div><div class=val style="font-size:6.2pt;line-height:1.3">{addr}</div>
<div style="margin-top:0.5mm"><span class=lbl>Sexe</span> <b>{p.sex}</b></div></div>
<div class=abs style="right:3mm;top:2mm;width:28mm;text-align:right;line-height:1.25">
<div class=arl>{son_ar} {esc(p.father_ar)}</div><div class=arl>و {esc(p.mother_ar)}</div>
<div class=arl>رقم الحالة المدنية</div><div class=arl style="margin-top:1.2mm">العنوان</div>
<div class=arl style="margin-top:4mm">الجنس {sex_ar}</div></div>"""
    if m == "old":
        extra = (
            f'<div class=abs style="right:3mm;top:24mm;font-size:4.8pt;text-align:right">Délivrée le {issued}<br>'
            "Directeur Général de la Sûreté Nationale</div>"
        )
    else:
        extra = (
            f'<div class=abs style="right:3mm;top:24.5mm;font-size:4.8pt;text-align:right">N° {p.card_number}<br>'
            f"Date de délivrance {issued}</div>"
            f'<div class=abs style="left:55mm;top:14mm">{art.qr(rng, 9, 21)}</div>'
        )
    mrz_txt = esc("\n".join(lines))
    page = (
        f'<div class=page><div class=abs style="inset:0;background:#fbfbf8"></div>{top}{extra}'
        f'<div class="abs mrz" style="left:3.2mm;top:39.6mm">{mrz_txt}</div></div>'
    )
    labels = {
        "address": " ".join(p.card_address),
        "mrz_valid": mrz.valid_td1(lines),
        "cin": p.cin,
        "date_of_birth": p.dob.isoformat(),
        "cin_expiry": p.card_expiry.isoformat(),
        "applicant_name": p.name,
        "document_number": p.card_number,
    }
    return document([page], CARD_CSS, size=CARD), labels


# ------------------------------------------------------------------------------------------------------ passport

PASSPORT_CSS = """
.page{font-family:'DejaVu Sans',sans-serif;color:#1a1a1a}.abs{position:absolute}
.pl{font-size:4.6pt;color:#3d4a5c;line-height:1.1}.pv{font-size:7.6pt;font-weight:bold;margin-bottom:1.1mm;
font-family:'Liberation Sans',sans-serif}
.arl{font-family:'Noto Naskh Arabic',serif;direction:rtl;font-size:6pt}
.mrz{font-family:'DejaVu Sans Mono',monospace;font-size:9.4pt;letter-spacing:0.61mm;line-height:4.3mm;
white-space:pre;color:#111}
"""


def passport(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    p = c.person
    pp = p.passport or {}
    variant = doc.layout
    dob = pp.get("dob", p.dob)
    issue = pp["issue"]
    expiry = issue.replace(year=issue.year + 5) - dt.timedelta(days=1)
    personal = p.cin if pp.get("with_cin") else ""
    lines = mrz.td3(pp["number"], dob, p.sex, expiry, p.family, p.given, personal)
    ink = {"pa": "#7a2a3a", "pb": "#2a5a7a", "pc": "#3a6a3a"}[variant]

    def dfmt(d: dt.date) -> str:
        if variant == "pc":
            return F.date(d, "dot")
        fr = F.MON3_FR[d.month - 1]
        en = F.MON3[d.month - 1]
        return f"{d.day:02d} {fr}/{en} {d.year}" if fr != en else f"{d.day:02d} {en} {d.year}"

    fields = [
        ("Type / Type", "P"),
        ("Code / Code", "MAR"),
        ("Passeport N° / Passport No.", pp["number"]),
        ("Nom / Surname", p.family.upper()),
        ("Prénoms / Given names", p.given.upper()),
        ("Nationalité / Nationality", "MAROCAINE"),
        ("Date de naissance / Date of birth", dfmt(dob)),
        ("Sexe / Sex", p.sex),
        ("Lieu de naissance / Place of birth", p.pob),
        ("Date de délivrance / Date of issue", dfmt(issue)),
        ("Date d'expiration / Date of expiry", dfmt(expiry)),
        ("Autorité / Authority", "MINISTERE DE L'INTERIEUR" if variant != "pc" else "DGSN"),
    ]
    if personal:
        fields.append(("N° CIN / Personal No.", personal))
    left = []
    right = []
    right_keys = (
        "Code / Code",
        "Sexe / Sex",
        "Date de délivrance / Date of issue",
        "Date d'expiration / Date of expiry",
        "Autorité / Authority",
        "N° CIN / Personal No.",
    )
    for lab, val in fields:
        cell = f'<div style="break-inside:avoid"><div class=pl>{esc(lab)}</div><div class=pv>{esc(val)}</div></div>'
        (right if lab in right_keys and variant != "pc" else left).append(cell)
    photo = art.face(rng, p.sex, hijab=p.hijab)
    ghost = art.face(rng, p.sex, grey=True, hijab=p.hijab)
    head = (
        f'<div class=abs style="left:4mm;top:3mm;font-size:6.2pt;font-weight:bold;color:{ink}">'
        "ROYAUME DU MAROC &nbsp;·&nbsp; KINGDOM OF MOROCCO</div>"
        '<div class="abs arl" style="right:4mm;top:2mm;font-size:8pt;font-weight:bold">'
        "المملكة المغربية \u2013 جواز السفر</div>"
        f'<div class=abs style="left:4mm;top:6.5mm;font-size:7.5pt;font-weight:bold;letter-spacing:1pt;color:{ink}">'
        "PASSEPORT / PASSPORT</div>"
    )
    if variant == "pc":
        body = (
            f'<div class=abs style="left:4mm;top:12mm;width:30mm;height:38mm">{photo}</div>'
            f'<div class=abs style="left:38mm;top:11.5mm;width:82mm;columns:2;column-gap:3mm">{"".join(left)}</div>'
            f'<div class=abs style="left:6mm;top:51.5mm">{art.signature(rng, 24, 8, "#1a1a5a")}</div>'
        )
    else:
        body = (
            f'<div class=abs style="left:4mm;top:12mm;width:31mm;height:40mm">{photo}</div>'
            f'<div class=abs style="left:39mm;top:11.5mm;width:40mm">{"".join(left)}</div>'
            f'<div class=abs style="left:81mm;top:11.5mm;width:40mm">{"".join(right)}</div>'
            f'<div class=abs style="left:100mm;top:43mm;width:14mm;height:17mm;opacity:0.3">{ghost}</div>'
            f'<div class=abs style="left:6mm;top:53.5mm">{art.signature(rng, 24, 8, "#1a1a5a")}</div>'
        )
    mrz_txt = esc("\n".join(lines))
    data_page = (
        f'<div class=abs style="left:0;top:0;width:125mm;height:88mm;overflow:hidden;'
        f'background:linear-gradient(160deg,#f4efe6,#e6eef1 60%,#f1e9ef)">'
        f"{art.guilloche(rng, 125, 88, ink, n=22, opacity=0.22)}{head}{body}"
        f'<div class="abs mrz" style="left:4mm;top:70mm">{mrz_txt}</div></div>'
    )
    if variant == "pb":
        upper = (
            '<div class=abs style="left:0;top:0;width:125mm;height:88mm;background:#efe9dc;overflow:hidden">'
            f"{art.guilloche(rng, 125, 88, '#6a5a3a', n=16, opacity=0.2)}"
            '<div class=abs style="left:8mm;top:8mm;font-size:7pt;color:#6a5a3a">OBSERVATIONS / ملاحظات</div>'
            '<div class=abs style="left:55mm;top:58mm;font-size:30pt;color:#6a5a3a;opacity:0.18;'
            'font-weight:bold">MAROC</div></div>'
        )
        page = (
            f'<div class=page>{upper}<div class=abs style="left:0;top:88mm;width:125mm;height:88mm">'
            f"{data_page}</div></div>"
        )
        size = "125mm 176mm"
    else:
        page = f"<div class=page>{data_page}</div>"
        size = "125mm 88mm"
    labels = {
        "applicant_name": p.name,
        "date_of_birth": dob.isoformat(),
        "mrz_valid": mrz.valid_td3(lines),
        "document_number": pp["number"],
        "nationality": "MAR",
        "issuing_country": "MAR",
        "document_expiry": expiry.isoformat(),
    }
    if personal:
        labels["cin"] = personal
    return document([page], PASSPORT_CSS, size=size), labels


def render(c: Case, doc: Doc, rng: random.Random) -> tuple[str, dict]:
    if doc.type == "cin_front":
        return cin_front(c, doc, rng)
    if doc.type == "cin_back":
        return cin_back(c, doc, rng)
    return passport(c, doc, rng)
