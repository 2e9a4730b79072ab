"""Identity documents: the Moroccan CNIE (front and back), passports' data pages, foreign ID cards, a visa and a
residence permit. Each is one page of the card's own size; the MRZ in a monospace face."""

from __future__ import annotations

import datetime as dt

from . import fmt
from .common import esc, guilloche, page, photo_svg
from .people import Person

CARD = "85.6mm 54mm"
MRZ_CSS = """
.mrz { position:absolute; left:3.2mm; right:2mm; bottom:2.2mm; font-family:'DejaVu Sans Mono', monospace;
  font-size:10.6pt; line-height:1.18; letter-spacing:0.6pt; color:#111; white-space:pre; }
"""


def _mrz(lines: list[str], extra: str = "") -> str:
    return f'<div class="mrz" style="{extra}">' + "\n".join(esc(x) for x in lines) + "</div>"


def cin_front(p: Person, style: str, seed: int) -> str:
    """The CNIE's face: new (2020, pale blue-green, names in two scripts) or older (beige, number top right)."""
    dob = fmt.date(p.dob, "dot")
    exp = fmt.date(p.card_expiry, "dot")
    if style == "new":
        css = """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'DejaVu Sans Condensed', sans-serif;
  background: linear-gradient(120deg, #e4f1ee 0%, #f6efe0 55%, #e5ecf6 100%); color:#1c2733; }
.hd { position:absolute; top:1.6mm; left:3mm; right:3mm; height:8mm; }
.hd .fr { position:absolute; left:0; top:0; font-size:5.6pt; font-weight:bold; line-height:1.25; }
.hd .arh { position:absolute; right:0; top:-0.4mm; font-size:7pt; line-height:1.15; text-align:right; }
.ph { position:absolute; left:3mm; top:11mm; width:23mm; height:29mm; border:0.2mm solid #8aa; }
.f { position:absolute; left:29mm; font-size:5pt; color:#4d5f70; }
.v { position:absolute; left:29mm; font-size:8.4pt; font-weight:bold; letter-spacing:0.2pt; }
.va { position:absolute; right:3mm; font-size:9pt; font-weight:bold; }
.num { position:absolute; left:3mm; bottom:2.4mm; font:bold 12pt 'DejaVu Sans Mono', monospace; color:#8a1c1c; }
.can { position:absolute; right:3mm; bottom:2.6mm; font-size:5pt; }
.ghost { position:absolute; right:3mm; top:36mm; width:9mm; height:11mm; opacity:0.35; }
"""
        body = f"""<div class="card">{guilloche(324, 204, "#9cc7bd", 18, 5, seed)}
<div class="hd"><div class="fr">ROYAUME DU MAROC<br>CARTE NATIONALE D'IDENTITÉ</div>
<div class="arh ar">المملكة المغربية<br>البطاقة الوطنية للتعريف</div></div>
<div class="ph">{photo_svg(p.sex, 87, 110)}</div>
<div class="f" style="top:11.2mm">Prénom</div><div class="v" style="top:13.2mm">{esc(p.given.upper())}</div>
<div class="va ar" style="top:11.8mm">{esc(p.given_ar)}</div>
<div class="f" style="top:17.6mm">Nom</div><div class="v" style="top:19.6mm">{esc(p.surname)}</div>
<div class="va ar" style="top:18.2mm">{esc(p.surname_ar)}</div>
<div class="f" style="top:24mm">Né(e) le</div><div class="v" style="top:26mm">{dob}</div>
<div class="f" style="top:30.4mm">à</div><div class="v" style="top:32.4mm">{esc(p.pob)}</div>
<div class="va ar" style="top:31mm">{esc(p.pob_ar)}</div>
<div class="f" style="top:36.8mm">Valable jusqu'au</div><div class="v" style="top:38.8mm">{exp}</div>
<div class="ghost">{photo_svg(p.sex, 34, 42, "#b7b7b7", "#eeeeee")}</div>
<div class="num">{esc(p.cin or "")}</div><div class="can">CAN {esc(p.can)}</div></div>"""
    else:
        css = """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'Liberation Sans', sans-serif;
  background: linear-gradient(180deg, #f3e7cf 0%, #efe2c4 60%, #e8d7b3 100%); color:#222; }
.band { position:absolute; left:0; right:0; top:0; height:9.5mm; background:#c9a96b; opacity:0.55; }
.t1 { position:absolute; left:3mm; top:1.4mm; font-size:6pt; font-weight:bold; }
.t2 { position:absolute; left:3mm; top:5mm; font-size:6.4pt; font-weight:bold; letter-spacing:0.4pt; }
.ta { position:absolute; right:3mm; top:1.2mm; font-size:7pt; text-align:right; line-height:1.2; }
.num { position:absolute; right:3mm; top:11mm; font:bold 11pt 'Liberation Mono', monospace; color:#b0141b; }
.ph { position:absolute; right:3.5mm; top:18mm; width:21mm; height:27mm; border:0.2mm solid #876; }
.rows { position:absolute; left:3mm; top:12mm; width:56mm; font-size:7.2pt; line-height:1.55; }
.rows b { font-size:8pt; }
.rows .a { font-size:7.5pt; }
.sg { position:absolute; left:3mm; bottom:2.5mm; width:40mm; border-top:0.2mm solid #876; font-size:5pt; padding-top:0.5mm; }
"""
        body = f"""<div class="card">{guilloche(324, 204, "#caa", 12, 7, seed)}<div class="band"></div>
<div class="t1">ROYAUME DU MAROC</div><div class="t2">CARTE NATIONALE D'IDENTITE</div>
<div class="ta ar">المملكة المغربية<br>البطاقة الوطنية للتعريف</div>
<div class="num">{esc(p.cin or "")}</div>
<div class="rows"><b>{esc(p.given.upper())}</b> &nbsp;<span class="ar a">{esc(p.given_ar)}</span><br>
<b>{esc(p.surname)}</b> &nbsp;<span class="ar a">{esc(p.surname_ar)}</span><br>
Né le <b>{fmt.date(p.dob, "slash")}</b><br>à <b>{esc(p.pob)}</b> <span class="ar a">{esc(p.pob_ar)}</span><br>
Valable jusqu'au <b>{fmt.date(p.card_expiry, "slash")}</b></div>
<div class="ph">{photo_svg(p.sex, 79, 102, "#b98f6a", "#d9d2c3")}</div>
<div class="sg">Signature du titulaire<br><span class="ar">إمضاء الحامل</span></div></div>"""
    return page(body, css, size=CARD, margin="0", title="CNIE")


def cin_back(p: Person, style: str, mrz: list[str], seed: int) -> str:
    father = f"{p.father}" if p.father else ""
    son = "Fils de" if p.sex == "M" else "Fille de"
    son_ar = "ابن" if p.sex == "M" else "بنت"
    addr = "<br>".join(esc(x) for x in p.address)
    if style == "new":
        css = (
            MRZ_CSS
            + """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'DejaVu Sans Condensed', sans-serif;
  background: linear-gradient(60deg, #e9f2f0 0%, #f4efe4 100%); color:#1c2733; }
.zone { position:absolute; left:0; right:0; bottom:0; height:15.6mm; background:#fbfbf7; }
.k { font-size:4.8pt; color:#4d5f70; } .v { font-size:7pt; font-weight:bold; }
.l { position:absolute; left:3mm; width:52mm; } .rr { position:absolute; right:3mm; width:26mm; text-align:right; }
.chip { position:absolute; right:5mm; top:3mm; width:10mm; height:8mm; border-radius:1.5mm; background:#d4b25a;
  border:0.3mm solid #9b7f33; }
"""
        )
        body = f"""<div class="card">{guilloche(324, 204, "#b5d3cc", 14, 4, seed + 7)}
<div class="chip"></div>
<div class="l" style="top:3mm"><div class="k">{son} / {son_ar}</div>
<div class="v">{esc(father.upper())} &nbsp;et&nbsp; {esc(p.mother.upper())}</div></div>
<div class="l" style="top:10mm"><div class="k">Adresse / <span class="ar">العنوان</span></div><div class="v">{addr}</div></div>
<div class="l" style="top:20.5mm"><div class="k">N° état civil / <span class="ar">رقم الحالة المدنية</span></div>
<div class="v">{esc(p.etat_civil)}</div></div>
<div class="rr" style="top:14mm"><div class="k">Sexe / <span class="ar">الجنس</span></div><div class="v">{p.sex}</div></div>
<div class="rr" style="top:21mm"><div class="k">N° carte</div><div class="v">{esc(p.card_number)}</div></div>
<div class="l" style="top:27.6mm; width:80mm"><div class="k">Délivrée le {fmt.date(p.card_issue, "dot")} - DGSN</div></div>
<div class="zone"></div>{_mrz(mrz)}</div>"""
    else:
        css = (
            MRZ_CSS
            + """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'Liberation Sans', sans-serif;
  background: linear-gradient(0deg, #efe3c8 0%, #f5ecd8 100%); color:#222; font-size:6.8pt; }
.rows { position:absolute; left:3mm; top:2.6mm; width:80mm; line-height:1.5; }
.rows .ar { font-size:7pt; }
.zone { position:absolute; left:0; right:0; bottom:0; height:15.6mm; background:#f8f3e6; }
"""
        )
        body = f"""<div class="card">{guilloche(324, 204, "#d9c29a", 10, 6, seed + 3)}
<div class="rows">{son} <b>{esc(father.upper())}</b> et de <b>{esc(p.mother.upper())}</b><br>
Adresse : <b>{" ".join(esc(x) for x in p.address)}</b><br>
Etat civil N° <b>{esc(p.etat_civil)}</b> &nbsp;&nbsp; Sexe : <b>{p.sex}</b><br>
<span class="ar">المديرية العامة للأمن الوطني</span> &nbsp; Date de délivrance : {fmt.date(p.card_issue, "slash")}</div>
<div class="zone"></div>{_mrz(mrz)}</div>"""
    return page(body, css, size=CARD, margin="0", title="CNIE verso")


def passport(
    p: Person, country: str, number: str, issue: dt.date, expiry: dt.date, mrz: list[str], authority: str, seed: int
) -> str:
    """A passport's data page (TD3, 125 x 88 mm)."""
    if country == "MAR":
        head = (
            '<div class="h1">ROYAUME DU MAROC &nbsp; <span class="ar">المملكة المغربية</span></div>'
            '<div class="h2">PASSEPORT / PASSPORT &nbsp; <span class="ar">جواز السفر</span></div>'
        )
        nat = "MAROCAINE / MOROCCAN"
        bg = "linear-gradient(135deg, #f1e6e4 0%, #e9eef3 50%, #efe7da 100%)"
        dfmt = "slash"
        gcol = "#d6a9a9"
    elif country == "FRA":
        head = '<div class="h1">RÉPUBLIQUE FRANÇAISE</div><div class="h2">PASSEPORT / PASSPORT</div>'
        nat = "Française"
        bg = "linear-gradient(135deg, #e9eef8 0%, #f6e9ee 60%, #eef2f7 100%)"
        dfmt = "frsp"
        gcol = "#a9b6d6"
    else:
        head = (
            '<div class="h1">RÉPUBLIQUE DU SÉNÉGAL</div>'
            '<div class="h2">PASSEPORT / PASSPORT &nbsp;·&nbsp; CEDEAO / ECOWAS</div>'
        )
        nat = "SENEGALAISE"
        bg = "linear-gradient(135deg, #eaf4e6 0%, #f7f3df 55%, #f4e4e0 100%)"
        dfmt = "mon"
        gcol = "#a9cfa2"

    def d(x: dt.date) -> str:
        if dfmt == "frsp":
            return x.strftime("%d %m %Y")
        return fmt.date(x, dfmt)

    css = (
        MRZ_CSS.replace("font-size:10.6pt", "font-size:10.9pt")
        + f"""
.pg {{ position:relative; width:125mm; height:88mm; overflow:hidden; background:{bg};
  font-family:'Liberation Sans', sans-serif; color:#222; }}
.h1 {{ position:absolute; left:5mm; top:3mm; font-size:9pt; font-weight:bold; letter-spacing:0.5pt; }}
.h2 {{ position:absolute; left:5mm; top:8.2mm; font-size:7.6pt; }}
.ph {{ position:absolute; left:5mm; top:15mm; width:32mm; height:41mm; border:0.2mm solid #777; }}
.g {{ position:absolute; left:41mm; top:14mm; right:4mm; }}
.g table {{ width:100%; }} .g td {{ vertical-align:top; padding:0 2mm 1.3mm 0; }}
.k {{ font-size:5.2pt; color:#555; display:block; }} .v {{ font-size:8.6pt; font-weight:bold; }}
.zone {{ position:absolute; left:0; right:0; bottom:0; height:14mm; background:rgba(255,255,255,0.75); }}
.sig {{ position:absolute; left:5mm; top:57.5mm; font-size:5pt; color:#555; }}
"""
    )
    personal = ""
    if country == "MAR" and p.cin:
        personal = f'<td><span class="k">N° CNIE / رقم البطاقة الوطنية</span><span class="v">{esc(p.cin)}</span></td>'
    body = f"""<div class="pg">{guilloche(472, 332, gcol, 22, 8, seed)}{head}
<div class="ph">{photo_svg(p.sex, 121, 155)}</div>
<div class="g"><table>
<tr><td><span class="k">Type</span><span class="v">P</span></td><td><span class="k">Code / Country code</span><span class="v">{country}</span></td>
<td><span class="k">Passeport N° / Passport No.</span><span class="v">{esc(number)}</span></td></tr>
<tr><td colspan="3"><span class="k">Nom / Surname</span><span class="v">{esc(p.surname)}</span></td></tr>
<tr><td colspan="3"><span class="k">Prénoms / Given names</span><span class="v">{esc(p.given.upper())}</span></td></tr>
<tr><td colspan="2"><span class="k">Nationalité / Nationality</span><span class="v">{esc(nat)}</span></td>
<td><span class="k">Sexe / Sex</span><span class="v">{p.sex}</span></td></tr>
<tr><td colspan="2"><span class="k">Date de naissance / Date of birth</span><span class="v">{d(p.dob)}</span></td>
<td><span class="k">Lieu de naissance / Place of birth</span><span class="v">{esc(p.pob)}</span></td></tr>
<tr><td colspan="2"><span class="k">Date de délivrance / Date of issue</span><span class="v">{d(issue)}</span></td>
<td><span class="k">Date d'expiration / Date of expiry</span><span class="v">{d(expiry)}</span></td></tr>
<tr><td colspan="{3 if not personal else 2}"><span class="k">Autorité / Authority</span><span class="v">{esc(authority)}</span></td>
{personal}</tr></table></div>
<div class="sig">Signature du titulaire / Holder's signature</div>
<div class="zone"></div>{_mrz(mrz, "left:4mm; bottom:2.6mm")}</div>"""
    return page(body, css, size="125mm 88mm", margin="0", title="Passport")


def foreign_id(p: Person, country: str, number: str, issue: dt.date, expiry: dt.date, mrz: list[str], seed: int) -> str:
    """Another country's identity card: Dutch (TD1) or Romanian (TD2, 105 x 74 mm)."""
    if country == "NLD":
        css = (
            MRZ_CSS
            + """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'DejaVu Sans', sans-serif;
  background: linear-gradient(160deg, #e8eef8 0%, #f7e8da 100%); color:#123; }
.t { position:absolute; left:3mm; top:1.8mm; font-size:5.4pt; font-weight:bold; color:#1b3d7a; }
.ph { position:absolute; left:3mm; top:8mm; width:20mm; height:25mm; }
.g { position:absolute; left:25mm; top:7.4mm; right:2mm; font-size:4.6pt; line-height:1.2; }
.g .v { font-size:6.6pt; font-weight:bold; display:block; margin-bottom:0.8mm; }
"""
        )
        body = f"""<div class="card">{guilloche(324, 204, "#a9bfe3", 16, 5, seed)}
<div class="t">KONINKRIJK DER NEDERLANDEN &nbsp; IDENTITEITSKAART</div>
<div class="ph">{photo_svg(p.sex, 76, 95)}</div>
<div class="g">naam / surname<span class="v">{esc(p.surname)}</span>
voornamen / given names<span class="v">{esc(p.given)}</span>
geslacht / sex &nbsp; nationaliteit / nationality<span class="v">{p.sex} &nbsp;&nbsp;&nbsp;&nbsp; Nederlandse</span>
geboortedatum / date of birth<span class="v">{fmt.date(p.dob, "mon")}</span>
documentnummer &nbsp;&nbsp;&nbsp; geldig tot / date of expiry<span class="v">{esc(number)} &nbsp;&nbsp; {fmt.date(expiry, "mon")}</span>
</div>{_mrz(mrz)}</div>"""
        return page(body, css, size=CARD, margin="0", title="ID NLD")
    css = (
        MRZ_CSS.replace("font-size:10.6pt", "font-size:10.7pt")
        + """
.card { position:relative; width:105mm; height:74mm; overflow:hidden; font-family:'DejaVu Sans Condensed', sans-serif;
  background: linear-gradient(150deg, #e6eefa 0%, #fbf3dc 60%, #f4e0e0 100%); color:#1d2233; }
.t { position:absolute; left:4mm; top:2.4mm; font-size:6.2pt; font-weight:bold; }
.ph { position:absolute; left:4mm; top:11mm; width:25mm; height:32mm; }
.g { position:absolute; left:33mm; top:10mm; right:3mm; font-size:5pt; color:#445; line-height:1.25; }
.g .v { font-size:7.4pt; font-weight:bold; color:#111; display:block; margin-bottom:0.7mm; }
.ser { position:absolute; right:4mm; top:2.4mm; font-size:7pt; font-weight:bold; color:#b01c1c; }
"""
    )
    series, num = number[:2], number[2:]
    body = f"""<div class="card">{guilloche(397, 280, "#b7c6e6", 18, 6, seed)}
<div class="t">ROMÂNIA &nbsp; CARTE DE IDENTITATE / IDENTITY CARD</div><div class="ser">SERIA {series} NR {num}</div>
<div class="ph">{photo_svg(p.sex, 95, 121)}</div>
<div class="g">Nume / Nom / Last name<span class="v">{esc(p.surname)}</span>
Prenume / Prénom / First name<span class="v">{esc(p.given.upper())}</span>
Cetățenie / Nationalité / Nationality<span class="v">Română / ROU</span>
Sex / Sexe &nbsp;&nbsp; Data nașterii / Date of birth<span class="v">{p.sex} &nbsp;&nbsp; {fmt.date(p.dob, "dot")}</span>
Loc naștere / Lieu de naissance<span class="v">Mun. {esc(p.pob.title())} (BV)</span>
Valabilitate / Validité<span class="v">{fmt.date(issue, "dot")} - {fmt.date(expiry, "dot")}</span>
</div>{_mrz(mrz, "left:3.5mm; bottom:3mm")}</div>"""
    return page(body, css, size="105mm 74mm", margin="0", title="ID ROU")


def visa(
    p: Person, number: str, valid_from: dt.date, until: dt.date, passport_no: str, mrz: list[str], seed: int
) -> str:
    """A French Schengen visa sticker (MRV-A, 120 x 80 mm)."""
    css = (
        MRZ_CSS.replace("font-size:10.6pt", "font-size:10.7pt")
        + """
.st { position:relative; width:120mm; height:80mm; overflow:hidden; font-family:'Liberation Sans', sans-serif;
  background: linear-gradient(100deg, #f3e6f0 0%, #e5f0ef 45%, #f4f0dc 100%); color:#202020; font-size:5.6pt; }
.top { position:absolute; left:4mm; top:2.6mm; right:4mm; font-size:10pt; font-weight:bold; letter-spacing:3pt; }
.ph { position:absolute; left:4mm; top:11mm; width:27mm; height:34mm; }
.g { position:absolute; left:35mm; top:10mm; right:4mm; }
.g table { width:100%; } .g td { padding:0 1.5mm 1.2mm 0; vertical-align:top; }
.v { font-size:8pt; font-weight:bold; display:block; }
.num { position:absolute; right:4mm; top:3mm; font:bold 10pt 'Liberation Mono', monospace; color:#b3122e; }
"""
    )
    body = f"""<div class="st">{guilloche(453, 302, "#d3b1cc", 20, 7, seed)}
<div class="top">VISA</div><div class="num">FRA{esc(number)}</div>
<div class="ph">{photo_svg(p.sex, 102, 128)}</div>
<div class="g"><table>
<tr><td colspan="2">VALABLE POUR / VALID FOR<span class="v">ETATS SCHENGEN</span></td></tr>
<tr><td>DU / FROM<span class="v">{fmt.date(valid_from, "dash")}</span></td>
<td>AU / UNTIL<span class="v">{fmt.date(until, "dash")}</span></td></tr>
<tr><td>TYPE DE VISA<span class="v">C</span></td><td>NOMBRE D'ENTREES<span class="v">MULT</span></td></tr>
<tr><td>DUREE DE SEJOUR<span class="v">90 JOURS</span></td><td>DELIVRE A<span class="v">FES</span></td></tr>
<tr><td>LE / ON<span class="v">{fmt.date(valid_from - dt.timedelta(days=9), "dash")}</span></td>
<td>NUMERO DE PASSEPORT<span class="v">{esc(passport_no)}</span></td></tr>
<tr><td colspan="2">NOM, PRENOM / SURNAME, NAME<span class="v">{esc(p.surname)}, {esc(p.given.upper())}</span></td></tr>
<tr><td colspan="2">REMARQUES<span class="v">TOURISME - VISITE FAMILIALE</span></td></tr>
</table></div>{_mrz(mrz, "left:4mm; bottom:3mm")}</div>"""
    return page(body, css, size="120mm 80mm", margin="0", title="Visa")


def residence_permit(p: Person, number: str, issue: dt.date, expiry: dt.date, mrz: list[str], seed: int) -> str:
    """The Moroccan residence card of a foreign resident (TD1)."""
    css = (
        MRZ_CSS
        + """
.card { position:relative; width:85.6mm; height:54mm; overflow:hidden; font-family:'DejaVu Sans Condensed', sans-serif;
  background: linear-gradient(140deg, #f4eadb 0%, #e3ecf4 100%); color:#1f2a30; }
.t { position:absolute; left:3mm; top:1.6mm; font-size:5.6pt; font-weight:bold; line-height:1.25; }
.ta { position:absolute; right:3mm; top:1.2mm; font-size:6.6pt; text-align:right; line-height:1.15; }
.ph { position:absolute; left:3mm; top:10mm; width:19mm; height:24mm; }
.g { position:absolute; left:24.5mm; top:9.4mm; right:2mm; font-size:4.6pt; color:#4a5a66; line-height:1.15; }
.g .v { font-size:6.8pt; font-weight:bold; color:#111; display:block; margin-bottom:0.5mm; }
"""
    )
    body = f"""<div class="card">{guilloche(324, 204, "#d9c0a0", 14, 5, seed)}
<div class="t">ROYAUME DU MAROC<br>CARTE DE RÉSIDENCE</div><div class="ta ar">المملكة المغربية<br>بطاقة الإقامة</div>
<div class="ph">{photo_svg(p.sex, 72, 91)}</div>
<div class="g">Nom<span class="v">{esc(p.surname)}</span>Prénom<span class="v">{esc(p.given)}</span>
Nationalité &nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Né le<span class="v">FRANÇAISE &nbsp;&nbsp; {fmt.date(p.dob, "slash")}</span>
N° de la carte &nbsp;&nbsp;&nbsp;&nbsp;&nbsp; Valable jusqu'au<span class="v">{esc(number)} &nbsp;&nbsp; {fmt.date(expiry, "slash")}</span>
Délivrée le {fmt.date(issue, "slash")} — DGSN</div>{_mrz(mrz)}</div>"""
    return page(body, css, size=CARD, margin="0", title="Carte de résidence")
