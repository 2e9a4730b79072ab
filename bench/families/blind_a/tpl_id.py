# ruff: noqa: RUF001
"""Identity documents: the CNIE (two card models, front and back), the passport data page, photocopy pages."""

from __future__ import annotations

from . import art
from .base import Ctx, html_doc
from .util import date, esc, td1, td1_valid, td3, td3_valid
from .world import Case

CARD_CSS = """
body { width:85.6mm; height:54mm; }
.cd { width:85.6mm; height:54mm; position:relative; overflow:hidden;
font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif; color:#1d1d1d; }
.cd .bg { position:absolute; inset:0; }
.cd .t { position:absolute; white-space:nowrap; }
.cd .lab { font-size:4.3pt; color:#3d4a5c; line-height:1.05; }
.cd .val { font-size:7.2pt; font-weight:bold; line-height:1.15; letter-spacing:.15px; }
.cd .arl { font-family:'Noto Naskh Arabic'; font-size:5pt; color:#3d4a5c; direction:rtl; line-height:1.1; }
.cd .arv { font-family:'Noto Naskh Arabic'; font-size:8pt; font-weight:bold; direction:rtl; line-height:1.15; }
.cd .mrz { position:absolute; left:3.2mm; bottom:2.2mm; font-family:'DejaVu Sans Mono',monospace; font-size:10.6pt;
  line-height:1.22;
  letter-spacing:0.36mm; white-space:pre; color:#111; }
"""


def _mrz_td1(c: Case) -> list[str]:
    if c.card_model == "old":
        return td1("I", c.card_no, "", c.dob, c.sex, c.card_expiry, c.family, c.given)
    return td1("ID", c.card_no, c.cin, c.dob, c.sex, c.card_expiry, c.family, c.given)


def mrz_cnie(c: Case) -> list[str]:
    lines = _mrz_td1(c)
    assert td1_valid(lines), lines
    return lines


def _fill(svg: str, w: int, h: int) -> str:
    """Make a portrait fill its frame."""
    return svg.replace(
        f'width="{w}" height="{h}"', 'width="100%" height="100%" preserveAspectRatio="xMidYMid slice"', 1
    )


def _fmt_card_date(c: Case, x: str) -> str:
    return date(x, "dot") if c.card_model == "new" else date(x, "space")


def cnie_front(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    rng = ctx.rng
    photo = _fill(art.portrait(rng, c.sex, 78, 100), 78, 100)
    ghost = art.portrait(rng, c.sex, 30, 38, grey=True)
    dob = S("date_of_birth", c.dob, _fmt_card_date(c, c.dob))
    exp = S("cin_expiry", c.card_expiry, _fmt_card_date(c, c.card_expiry))
    pob = S("place_of_birth", c.pob, c.pob)
    cin = S("cin", c.cin, c.cin)
    S("applicant_name", c.name, c.given.upper())
    S("applicant_name", c.name, c.family.upper())
    if c.card_model == "new":
        bg = (
            '<div class="bg" style="background:linear-gradient(135deg,#e7f1ee 0%,#f5efe2 45%,#e3ecf5 100%)"></div>'
            f'<div class="bg" style="opacity:.55">{art.guilloche(324, 204, "#8fb3a9", 22, rng.randint(0, 99))}</div>'
            '<div class="bg" style="background:radial-gradient(circle at 70% 60%,rgba(200,60,60,.10),'
            'transparent 45%)"></div>'
        )
        body = f"""{bg}
<div class="t" style="left:3mm;top:1.8mm;font-size:5.6pt;font-weight:bold;letter-spacing:.4px">ROYAUME DU MAROC</div>
<div class="t arv" style="right:3mm;top:0.8mm;font-size:7pt">المملكة المغربية</div>
<div class="t" style="left:0;right:0;top:5.2mm;text-align:center;font-size:5.2pt;letter-spacing:.3px">CARTE
NATIONALE D'IDENTITE <span class="arl" style="font-size:5.8pt;color:#1d1d1d">البطاقة الوطنية للتعريف</span></div>
<div class="t" style="left:3mm;top:10mm;width:21mm;height:27mm;overflow:hidden;
border-radius:1mm">{photo}</div>
<div class="t" style="left:3.2mm;top:42mm;font-size:10pt;font-weight:bold;color:#8b1a1a;letter-spacing:.6px">{cin}</div>
<div class="t" style="left:3.2mm;top:38.2mm;font-size:4.2pt;color:#3d4a5c">N° CIN</div>
<div class="t" style="left:27mm;top:10mm"><div class="lab">Prénom</div><div
class="val">{esc(c.given.upper())}</div></div>
<div class="t" style="left:27mm;top:16.5mm"><div class="lab">Nom</div><div
class="val">{esc(c.family.upper())}</div></div>
<div class="t" style="left:27mm;top:23mm"><div class="lab">Né(e) le</div><div class="val">{dob}</div></div>
<div class="t" style="left:27mm;top:29.5mm"><div class="lab">à</div><div class="val">{pob}</div></div>
<div class="t" style="left:27mm;top:36mm"><div class="lab">Valable jusqu'au</div><div class="val">{exp}</div></div>
<div class="t" style="right:3mm;top:10mm;text-align:right"><div class="arl">الاسم الشخصي</div><div
class="arv">{esc(c.given_ar)}</div></div>
<div class="t" style="right:3mm;top:16.5mm;text-align:right"><div class="arl">الاسم العائلي</div><div
class="arv">{esc(c.family_ar)}</div></div>
<div class="t" style="right:3mm;top:23mm;text-align:right"><div class="arl">تاريخ الازدياد</div></div>
<div class="t" style="right:3mm;top:29.5mm;text-align:right"><div class="arl">مكان الازدياد</div><div
class="arv">{esc(c.pob_ar)}</div></div>
<div class="t" style="right:3mm;top:36mm;text-align:right"><div class="arl">صالحة إلى غاية</div></div>
<div class="t" style="left:52mm;top:40.5mm;width:9.5mm;height:7.5mm;border-radius:1.2mm;
background:linear-gradient(135deg,#d9b65d,#f4e3a1,#b8913a);border:0.2mm solid #9a7a2e"></div>
<div class="t" style="right:3mm;bottom:3mm;opacity:.5">{ghost}</div>
<div class="t" style="left:27mm;bottom:2.2mm;font-size:4.2pt;color:#3d4a5c">CAN {rng.randint(100000, 999999)}</div>"""
    else:
        bg = (
            '<div class="bg" style="background:linear-gradient(160deg,#f3e4ec 0%,#efe9f6 50%,#f7efe3 100%)"></div>'
            f'<div class="bg" style="opacity:.5">{art.guilloche(324, 204, "#c49ab5", 18, rng.randint(0, 99))}</div>'
        )
        body = f"""{bg}
<div class="t" style="left:0;right:0;top:1.6mm;text-align:center;font-size:6pt;font-weight:bold;
letter-spacing:1px">ROYAUME DU MAROC <span class="arv" style="font-size:7pt">المملكة المغربية</span></div>
<div class="t" style="left:0;right:0;top:5.6mm;text-align:center;font-size:5.4pt;color:#5b2a4e">CARTE NATIONALE
D'IDENTITE – البطاقة الوطنية للتعريف</div>
<div class="t" style="right:3mm;top:10.5mm;width:20mm;height:26mm;overflow:hidden;border:0.3mm solid
#8a6a80">{photo}</div>
<div class="t" style="left:3mm;top:10.5mm"><div class="val" style="font-size:7.6pt">{esc(c.given.upper())}</div><div
class="val" style="font-size:7.6pt">{esc(c.family.upper())}</div></div>
<div class="t" style="left:3mm;top:18.8mm;text-align:left"><div class="arv">{esc(c.given_ar)}
{esc(c.family_ar)}</div></div>
<div class="t" style="left:3mm;top:24.5mm;font-size:6pt">Né(e) le <b>{dob}</b> à <b>{pob}</b></div>
<div class="t" style="left:3mm;top:28.3mm"><span class="arl" style="font-size:6pt">مزداد(ة) بتاريخ
ب{esc(c.pob_ar)}</span></div>
<div class="t" style="left:3mm;top:33mm;font-size:6pt">Valable jusqu'au <b>{exp}</b></div>
<div class="t" style="left:3mm;top:40mm;font-size:12pt;font-weight:bold;color:#3a1450;letter-spacing:1px">{cin}</div>
<div class="t" style="right:3mm;bottom:3mm;font-size:4.4pt;color:#5b2a4e">DGSN</div>"""
    return html_doc(f'<div class="cd">{body}</div>', CARD_CSS, "cnie", size="85.6mm 54mm")


def cnie_back(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    mrz = mrz_cnie(c)
    S("mrz_valid", True, "\n".join(mrz))
    S("cin", c.cin, mrz[0])
    S("document_number", c.card_no, mrz[0])
    S("date_of_birth", c.dob, mrz[1])
    S("cin_expiry", c.card_expiry, mrz[1])
    S("applicant_name", c.name, mrz[2])
    addr = S("address", " ".join(c.address), " ".join(c.address))
    fs = "Fils de" if c.sex == "M" else "Fille de"
    ar_fs = "ابن" if c.sex == "M" else "بنت"
    bgc = "#eef3f1" if c.card_model == "new" else "#f4eaf0"
    guil = art.guilloche(324, 204, "#a9c2bb" if c.card_model == "new" else "#c9a7bb", 14, ctx.rng.randint(0, 99))
    issuer = "Carte délivrée par la DGSN" if c.card_model == "new" else "Direction Générale de la Sûreté Nationale"
    body = f"""<div class="bg" style="background:{bgc}"></div>
<div class="bg" style="opacity:.45">{guil}</div>
<div class="t" style="left:3mm;top:2.2mm;font-size:5.6pt">{fs} <b>{esc(c.father)}</b></div>
<div class="t" style="left:3mm;top:5.4mm;font-size:5.6pt">et de <b>{esc(c.mother)}</b></div>
<div class="t arv" style="right:3mm;top:1.4mm;font-size:6.8pt">{ar_fs} {esc(c.father_ar)}</div>
<div class="t arv" style="right:3mm;top:5mm;font-size:6.8pt">و {esc(c.mother_ar)}</div>
<div class="t" style="left:3mm;top:10mm;font-size:5.4pt">N° état civil <b>{esc(c.etat_civil)}</b> <span
class="arl">رقم الحالة المدنية</span></div>
<div class="t" style="left:3mm;top:14mm;font-size:5.4pt;width:62mm;white-space:normal"><span
class="lab">Adresse</span> <b style="font-size:6pt">{esc(c.address[0])}<br>{esc(c.address[1])}</b></div>
<div class="t" style="right:3mm;top:13.2mm;width:40mm;white-space:normal;text-align:right"><div
class="arl">العنوان</div><div class="arv" style="font-size:6.4pt">{esc(c.address_ar)}</div></div>
<div class="t" style="left:3mm;top:23mm;font-size:5.4pt">Sexe <b>{c.sex}</b></div>
<div class="t" style="left:22mm;top:23mm;font-size:5.2pt;
color:#444">{issuer}</div>
<div class="t" style="left:1.5mm;right:1.5mm;bottom:1.3mm;height:18.4mm;background:rgba(255,255,255,.55)"></div>
<div class="mrz">{esc(mrz[0])}
{esc(mrz[1])}
{esc(mrz[2])}</div>"""
    del addr
    return html_doc(f'<div class="cd">{body}</div>', CARD_CSS, "cnie-verso", size="85.6mm 54mm")


PASSPORT_CSS = """
body { width:125mm; height:88mm; }
.pp { width:125mm; height:88mm; position:relative; overflow:hidden;
font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif; color:#1b1b1b; }
.pp .bg { position:absolute; inset:0; }
.pp .t { position:absolute; white-space:nowrap; }
.pp .l { font-size:4.8pt; color:#4a3a3a; }
.pp .v { font-size:8.4pt; font-weight:bold; font-family:'DejaVu Sans Condensed','DejaVu Sans'; }
.pp .mrz { position:absolute; left:4mm; bottom:3.2mm; font-family:'DejaVu Sans Mono',monospace; font-size:10.6pt;
  line-height:1.3;
  letter-spacing:0.38mm; white-space:pre; }
"""


def passport(ctx: Ctx) -> str:
    c, S = ctx.c, ctx.S
    p = c.passport or {}
    dob = p.get("dob", c.dob)
    mrz = td3(p["no"], dob, c.sex, p["expiry"], c.cin, c.family, c.given)
    assert td3_valid(mrz), mrz
    S("mrz_valid", True, "\n".join(mrz))
    S("nationality", "MAR", mrz[1])
    S("issuing_country", "MAR", "MAR")
    rng = ctx.rng
    ds = "pass" if c.cid in ("c03", "c14") else "slash"
    fld = [
        ("Nom / Surname", S("applicant_name", c.name, c.family.upper()), "النسب"),
        ("Prénoms / Given names", S("applicant_name", c.name, c.given.upper()), "الاسم"),
        ("Nationalité / Nationality", "MAROCAINE", "الجنسية"),
        ("Date de naissance / Date of birth", S("date_of_birth", dob, date(dob, ds)), "تاريخ الازدياد"),
        ("Lieu de naissance / Place of birth", esc(c.pob), "مكان الازدياد"),
        ("Date de délivrance / Date of issue", date(p["issue"], ds), "تاريخ الإصدار"),
        (
            "Date d'expiration / Date of expiry",
            S("document_expiry", p["expiry"], date(p["expiry"], ds)),
            "تاريخ انتهاء الصلاحية",
        ),
    ]
    rows = ""
    y = 17.0
    for lab, val, ar in fld:
        rows += (
            f'<div class="t" style="left:40mm;top:{y:.1f}mm">'
            f'<div class="l">{lab} <span style="font-family:Noto Naskh Arabic">{ar}</span></div>'
            f'<div class="v">{val}</div></div>'
        )
        y += 6.7
    body = f"""<div class="bg" style="background:linear-gradient(120deg,#f4ede4,#efe3e6 50%,#e9eef0)"></div>
<div class="bg" style="opacity:.5">{art.guilloche(472, 332, "#c9a9a0", 26, rng.randint(0, 99))}</div>
<div class="t" style="left:4mm;top:2.5mm;font-size:6.6pt;font-weight:bold">ROYAUME DU MAROC <span
style="font-weight:normal">KINGDOM OF MOROCCO</span></div>
<div class="t" style="right:4mm;top:1.5mm;font-family:'Noto Naskh Arabic';font-size:8.5pt;font-weight:bold">المملكة
المغربية</div>
<div class="t" style="left:4mm;top:7.2mm;font-size:7pt;letter-spacing:1px;color:#7a1f2b">PASSEPORT <span
style="font-size:6pt">PASSPORT</span> <span style="font-family:'Noto Naskh Arabic'">جواز السفر</span></div>
<div class="t" style="left:4mm;top:16mm;width:32mm;height:41mm;
overflow:hidden">{_fill(art.portrait(rng, c.sex, 90, 115), 90, 115)}</div>
<div class="t" style="left:40mm;top:10.5mm"><div class="l">Type</div><div class="v">P</div></div>
<div class="t" style="left:52mm;top:10.5mm"><div class="l">Code / Code</div><div class="v">MAR</div></div>
<div class="t" style="left:78mm;top:10.5mm"><div class="l">N° du passeport / Passport No.</div><div class="v"
style="color:#7a1f2b">{S("document_number", p["no"], p["no"])}</div></div>
{rows}
<div class="t" style="left:92mm;top:37.1mm"><div class="l">Sexe / Sex</div><div class="v">{c.sex}</div></div>
<div class="t" style="left:92mm;top:50.5mm"><div class="l">N° personnel / Personal No.</div><div
class="v">{S("cin", c.cin, c.cin)}</div></div>
<div class="t" style="left:92mm;top:57.2mm"><div class="l">Autorité / Authority</div><div class="v"
style="font-size:7pt">DGSN</div></div>
<div class="t" style="left:6mm;top:58mm">{art.signature(rng, 80, 26)}</div>
<div class="mrz">{esc(mrz[0])}
{esc(mrz[1])}</div>"""
    return html_doc(f'<div class="pp">{body}</div>', PASSPORT_CSS, "passport", size="125mm 88mm")


# ------------------------------------------------------------------ A4 pages holding a card image


COPY_CSS = """
.cp { width:210mm; height:297mm; position:relative; background:#fff; font-family:'Liberation Sans',Arial; }
.cp img { position:absolute; }
"""


def copy_page(ctx: Ctx, img_name: str, w_mm: float, certified: bool, commune: str) -> str:
    rng = ctx.rng
    left = rng.uniform(18, 60)
    top = rng.uniform(18, 50)
    stamp = ""
    if certified:
        n = rng.randint(1000, 99999)
        lines = [
            "COPIE CERTIFIÉE CONFORME",
            "À L'ORIGINAL",
            f"Commune de {commune}",
            f"N° {n} – Service de la légalisation",
        ]
        st_rect = art.stamp_rect(rng, lines, "#3a2b8c", 270)
        outer = f"ROYAUME DU MAROC ★ COMMUNE DE {commune.upper()} ★ "
        st_round = art.stamp_round(rng, outer, ["BUREAU", "D'ETAT CIVIL", "★"], "#3a2b8c", 130, "cc")
        stamp = f"""<div style="position:absolute;left:{left + 4:.1f}mm;top:{top + w_mm * 0.66 + 8:.1f}mm">
{st_rect}</div>
<div style="position:absolute;left:{left + 95:.1f}mm;
top:{top + w_mm * 0.66 + 4:.1f}mm">{st_round}</div>
<div style="position:absolute;left:{left + 105:.1f}mm;
top:{top + w_mm * 0.66 + 22:.1f}mm">{art.signature(rng, 140, 50)}</div>"""
    return html_doc(
        f'<div class="cp page">'
        f'<img src="{esc(img_name)}" style="left:{left:.1f}mm;top:{top:.1f}mm;width:{w_mm}mm">{stamp}</div>',
        COPY_CSS,
        "copie",
    )
