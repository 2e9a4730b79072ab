"""HTML pages (printed by wkhtmltopdf): cards, payslips, certificates, statements, RIBs, other papers."""

# ruff: noqa: E501  (HTML template lines are kept whole)

from __future__ import annotations

import html
import random

from . import fmt

E = html.escape
AR_FONT = "'Noto Naskh Arabic', 'Noto Kufi Arabic'"


def page(body: str, font: str, size: float, extra_css: str = "") -> str:
    return f"""<!DOCTYPE html><html><head><meta charset="utf-8"><style>
html, body {{ margin: 0; padding: 0; }}
body {{ zoom: 1.3; font-family: '{font}', 'DejaVu Sans'; font-size: {size}pt; color: #111; }}
table {{ border-collapse: collapse; }}
.ar {{ font-family: {AR_FONT}; direction: rtl; }}
.r {{ text-align: right; }} .c {{ text-align: center; }} .b {{ font-weight: bold; }}
.mono {{ font-family: 'DejaVu Sans Mono', 'Liberation Mono'; }}
.stamp {{ display: inline-block; border: 2px solid #2b4fa8; color: #2b4fa8; border-radius: 50%;
  padding: 10px 18px; transform: rotate(-12deg); font-size: 8pt; text-align: center; opacity: .8; }}
.sq {{ display: inline-block; border: 2px double #8a1c1c; color: #8a1c1c; padding: 6px 10px;
  transform: rotate(4deg); font-size: 8pt; text-align: center; }}
{extra_css}
</style></head><body>{body}</body></html>"""


def person(given: str, surname: str, sex: str, style: str) -> str:
    civ = "M." if sex == "M" else "Mme"
    if style == "civ":
        return f"{civ} {given} {surname}"
    if style == "surfirst":
        return f"{surname} {given}"
    if style == "upper":
        return f"{surname} {given.upper()}"
    return f"{given} {surname}"


def letterhead(emp: tuple, rng: random.Random) -> str:
    name, _cnss, _city, addr, _font, col, public = emp
    v = rng.randrange(3)
    ids = (
        ""
        if public
        else f"RC {rng.randint(10000, 99999)} - IF {rng.randint(1000000, 9999999)} - ICE 00{rng.randint(10**12, 10**13 - 1)}"
    )
    if public:
        top = (
            '<div class="ar" style="font-size:11pt">المملكة المغربية — وزارة الفلاحة والصيد البحري</div>'
            '<div style="font-size:8pt">Royaume du Maroc — Ministère de l\'Agriculture</div>'
        )
    else:
        top = ""
    if v == 0:
        return (
            f'<div style="border-bottom:3px solid {col};padding-bottom:6px;margin-bottom:14px">{top}'
            f'<div style="font-size:15pt;font-weight:bold;color:{col}">{E(name)}</div>'
            f'<div style="font-size:8pt">{E(addr)}</div><div style="font-size:7pt;color:#555">{ids}</div></div>'
        )
    if v == 1:
        return (
            f'<table style="width:100%;margin-bottom:16px"><tr><td style="width:70px">'
            f'<div style="width:58px;height:58px;border-radius:29px;background:{col};color:#fff;'
            f'font-size:20pt;text-align:center;line-height:58px">{E(name[0])}</div></td>'
            f'<td>{top}<div style="font-size:13pt;font-weight:bold">{E(name)}</div>'
            f'<div style="font-size:8pt;color:#444">{E(addr)}</div></td>'
            f'<td class="r" style="font-size:7pt;color:#555;width:35%">{ids}</td></tr></table>'
        )
    return (
        f'<div class="c" style="margin-bottom:14px">{top}<div style="font-size:14pt;letter-spacing:1px;'
        f'text-transform:uppercase;color:{col}">{E(name)}</div><div style="font-size:8pt">{E(addr)}</div>'
        f'<div style="font-size:7pt;border-top:1px solid {col};margin-top:4px;padding-top:2px">{ids}</div></div>'
    )


def footer_sign(city: str, date_txt: str, who: str, rng: random.Random) -> str:
    stamp = rng.choice(["stamp", "sq"])
    return (
        f'<div style="margin-top:26px">Fait à {E(city)}, le {E(date_txt)}</div>'
        f'<table style="width:100%;margin-top:10px"><tr><td></td><td class="c" style="width:45%">'
        f'<div>{E(who)}</div><div style="height:14px"></div>'
        f'<div class="{stamp}">CACHET ET SIGNATURE<br>Direction</div></td></tr></table>'
    )


# ---------------------------------------------------------------- cards

CARD_CSS = """
.card { width: 85.6mm; height: 54mm; overflow: hidden; position: relative; box-sizing: border-box;
  padding: 2.2mm 3mm; }
.lbl { font-size: 4.6pt; color: #355; } .val { font-size: 7pt; font-weight: bold; }
.photo { position: absolute; width: 20mm; height: 25mm; background: #b9c3c9; border: 1px solid #889; }
.mrz { position: absolute; left: 3mm; bottom: 2mm; font-family: 'DejaVu Sans Mono', 'Liberation Mono';
  font-size: 8.4pt; letter-spacing: 0.35pt; line-height: 1.15; white-space: pre; }
"""


def silhouette() -> str:
    return (
        '<div style="position:absolute;left:5mm;top:4mm;width:10mm;height:10mm;border-radius:5mm;'
        'background:#8d99a1"></div><div style="position:absolute;left:2mm;top:15mm;width:16mm;height:10mm;'
        'border-radius:8mm 8mm 0 0;background:#8d99a1"></div>'
    )


def cnie_front(c: dict, expiry_txt: str, dob_txt: str) -> str:
    tint = "#dcefe8" if not c.get("older") else "#e8e2f2"
    return page(
        f"""<div class="card" style="background:linear-gradient(135deg,{tint},#f8f3e6)">
<table style="width:100%"><tr><td style="font-size:6pt;font-weight:bold">ROYAUME DU MAROC</td>
<td class="ar r" style="font-size:7.5pt;font-weight:bold">المملكة المغربية</td></tr>
<tr><td style="font-size:5.4pt">CARTE NATIONALE D'IDENTITÉ</td>
<td class="ar r" style="font-size:6.5pt">البطاقة الوطنية للتعريف</td></tr></table>
<div class="photo" style="left:3mm;top:13mm">{silhouette()}</div>
<div style="position:absolute;left:26mm;top:13mm;width:57mm">
<div class="lbl">Prénom / <span class="ar">الاسم الشخصي</span></div><div class="val">{E(c["given"].upper())}</div>
<div class="lbl">Nom / <span class="ar">الاسم العائلي</span></div><div class="val">{E(c["surname"])}</div>
<div class="lbl">Né(e) le / <span class="ar">تاريخ الازدياد</span></div><div class="val">{E(dob_txt)}</div>
<div class="lbl">à / <span class="ar">مكان الازدياد</span></div><div class="val">{E(c["pob"])}</div>
<div class="lbl">Valable jusqu'au / <span class="ar">صالحة إلى غاية</span></div><div class="val">{E(expiry_txt)}</div>
</div>
<div style="position:absolute;left:3mm;bottom:2.5mm;font-size:10pt;font-weight:bold;color:#8a1c1c">{E(c["cin"])}</div>
<div style="position:absolute;right:3mm;bottom:2.5mm;font-size:5pt">N° {E(c["card"])}</div>
</div>""",
        "DejaVu Sans",
        7,
        CARD_CSS,
    )


def cnie_back(c: dict, mrz: list[str]) -> str:
    addr = "<br>".join(E(a) for a in c["address"])
    return page(
        f"""<div class="card" style="background:linear-gradient(45deg,#eef4f0,#e6eef6)">
<div style="font-size:5pt"><span class="lbl">Fils/Fille de</span> <b>{E(c["father"].upper())}</b>
 <span class="lbl">et de</span> <b>{E(c["mother"].upper())}</b></div>
<div style="font-size:5pt;margin-top:1mm"><span class="lbl">Adresse / <span class="ar">العنوان</span></span><br>
<b style="font-size:6.2pt">{addr}</b></div>
<div style="font-size:5pt;margin-top:1mm"><span class="lbl">N° état civil</span> <b>{c["etat_civil"]}</b>
 &nbsp; <span class="lbl">Sexe</span> <b>{c["sex"]}</b></div>
<div class="mrz">{E(chr(10).join(mrz))}</div></div>""",
        "DejaVu Sans",
        6,
        CARD_CSS,
    )


def td1_card(
    title: str, ar_title: str, issuer_line: str, c: dict, fields: list[tuple[str, str]], mrz: list[str], tint: str
) -> str:
    rows = "".join(f'<div class="lbl">{E(k)}</div><div class="val">{E(v)}</div>' for k, v in fields)
    ar = f'<span class="ar" style="font-size:6.5pt">{ar_title}</span>' if ar_title else ""
    return page(
        f"""<div class="card" style="background:{tint}">
<div style="font-size:6.2pt;font-weight:bold">{E(issuer_line)} {ar}</div>
<div style="font-size:5.4pt">{E(title)}</div>
<div class="photo" style="left:3mm;top:9mm;width:17mm;height:21mm">{silhouette()}</div>
<div style="position:absolute;left:23mm;top:8.5mm;width:60mm;line-height:1.05">{rows}</div>
<div class="mrz" style="font-size:8pt">{E(chr(10).join(mrz))}</div></div>""",
        "Liberation Sans",
        6,
        CARD_CSS.replace(".val { font-size: 7pt", ".val { font-size: 6pt"),
    )


def passport_page(issuer_name: str, fields: list[tuple[str, str]], mrz: list[str], font: str, tint: str) -> str:
    rows = "".join(
        f'<tr><td class="lbl" style="font-size:7pt;color:#456;padding-right:8px">{E(k)}</td>'
        f'<td style="font-size:10pt;font-weight:bold">{E(v)}</td></tr>'
        for k, v in fields
    )
    return page(
        f"""<div style="width:125mm;height:88mm;position:relative;background:{tint};padding:5mm;
box-sizing:border-box;border:1px solid #99a;margin:20mm auto 0 auto">
<div style="font-size:10pt;font-weight:bold">{E(issuer_name)}</div>
<div style="position:absolute;left:5mm;top:17mm;width:32mm;height:40mm;background:#b9c3c9"></div>
<table style="position:absolute;left:42mm;top:14mm">{rows}</table>
<div class="mono" style="position:absolute;left:4mm;bottom:4mm;font-size:10.6pt;white-space:pre;
letter-spacing:0.5pt">{E(chr(10).join(mrz))}</div></div>""",
        font,
        9,
    )


# ---------------------------------------------------------------- payslip


def payslip(ctx: dict, rng: random.Random) -> str:
    emp, pay, amt = ctx["emp"], ctx["pay"], ctx["amt"]
    english = ctx["english"]
    col = emp[5]
    title = ctx["title"]
    info = ctx["info"]  # list of (label, value)
    ytd = ctx.get("ytd")
    cur = ctx["cur"]

    def a(x: float) -> str:
        s = fmt.famount(x, amt)
        return f"{s} DH" if cur == "DH" else (f"MAD {s}" if cur == "MAD" else s)

    half = (len(info) + 1) // 2
    cells = ""
    for i in range(half):
        row = ""
        for k, v in (info[i], info[i + half] if i + half < len(info) else ("", "")):
            row += (
                f'<td style="color:#555;padding:2px 6px">{E(k)}</td><td class="b" style="padding:2px 6px">{E(v)}</td>'
            )
        cells += f"<tr>{row}</tr>"
    head_cols = (
        ["Item", "Base", "Rate", "Earnings", "Deductions"]
        if english
        else ["Rubrique", "Base", "Taux", "Gains", "Retenues"]
    )
    if ytd:
        head_cols.append("YTD" if english else "Cumul annuel")
    th = "".join(
        f'<th style="background:{col};color:#fff;padding:4px;border:1px solid {col}">{h}</th>' for h in head_cols
    )
    body = ""
    mult = ytd or 1
    for lab, v in pay["earnings"]:
        y = f'<td class="r">{a(v * mult)}</td>' if ytd else ""
        body += f'<tr><td>{E(lab)}</td><td class="r">{a(v)}</td><td></td><td class="r">{a(v)}</td><td></td>{y}</tr>'
    gl = "Gross salary" if english else rng.choice(["Salaire brut global", "Total brut", "SALAIRE BRUT"])
    y = f'<td class="r">{a(pay["gross"] * mult)}</td>' if ytd else ""
    body += f'<tr class="b" style="background:#eee"><td>{gl}</td><td></td><td></td><td class="r">{a(pay["gross"])}</td><td></td>{y}</tr>'
    for lab, v, rate in pay["deductions"]:
        base = a(min(pay["gross"], 6000.0)) if "CNSS" in lab else (a(pay["gross"]) if rate else "")
        y = f'<td class="r">{a(v * mult)}</td>' if ytd else ""
        body += (
            f'<tr><td>{E(lab)}</td><td class="r">{base}</td><td class="c">{rate}</td><td></td>'
            f'<td class="r">{a(v)}</td>{y}</tr>'
        )
    tl = "Total deductions" if english else "Total des retenues"
    y = "<td></td>" if ytd else ""
    body += (
        f'<tr class="b"><td>{tl}</td><td></td><td></td><td></td><td class="r">{a(pay["total_deductions"])}</td>{y}</tr>'
    )
    nl = "NET PAY" if english else rng.choice(["NET À PAYER", "Net à payer", "NET A PAYER"])
    pay_mode = "Paid by bank transfer" if english else f"Mode de paiement : virement — {ctx['bank_name']}"
    return page(
        f"""{letterhead(emp, rng)}
<div class="c b" style="font-size:14pt;margin:6px 0 10px 0;border:1px solid {col};padding:5px">{E(title)}</div>
<table style="width:100%;font-size:8.5pt;border:1px solid #999;margin-bottom:10px">{cells}</table>
<table style="width:100%;font-size:8.5pt" border="1" cellpadding="3">
<tr>{th}</tr>{body}</table>
<table style="width:100%;margin-top:12px"><tr><td style="font-size:8pt">{E(pay_mode)}</td>
<td class="r"><span style="border:2px solid {col};padding:6px 12px;font-size:12pt;font-weight:bold">
{nl} : {a(pay["net"])}</span></td></tr></table>
<div style="margin-top:30px;font-size:7pt;color:#666">{
            "Keep this payslip without time limit."
            if english
            else "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée."
        }</div>
""",
        emp[4],
        ctx["size"],
    )


# ---------------------------------------------------------------- certificates


def letter(
    emp: tuple,
    title: str,
    paragraphs: list[str],
    city: str,
    date_txt: str,
    who: str,
    rng: random.Random,
    size: float,
    table: list[tuple[str, str]] | None = None,
) -> str:
    paras = "".join(f'<p style="text-align:justify;line-height:1.55">{p}</p>' for p in paragraphs)
    tbl = ""
    if table:
        tbl = (
            '<table style="width:90%;margin:10px auto" border="1" cellpadding="5">'
            + "".join(
                f'<tr><td style="width:40%;background:#f1f1f1">{E(k)}</td><td class="b">{E(v)}</td></tr>'
                for k, v in table
            )
            + "</table>"
        )
    return page(
        f"""{letterhead(emp, rng)}
<div class="r" style="font-size:8pt;color:#555">Réf. : {emp[0][:3].upper()}/RH/{rng.randint(100, 999)}/{rng.randint(20, 25)}</div>
<div class="c b" style="font-size:16pt;margin:26px 0 22px 0;text-decoration:underline">{E(title)}</div>
{paras}{tbl}{footer_sign(city, date_txt, who, rng)}""",
        emp[4],
        size,
    )


# ---------------------------------------------------------------- CNSS


def cnss_cert(fields: list[tuple[str, str]], date_txt: str, rng: random.Random) -> str:
    rows = "".join(
        f'<tr><td style="padding:5px;width:45%;border-bottom:1px dotted #888">{E(k)}</td>'
        f'<td class="b" style="padding:5px;border-bottom:1px dotted #888">{E(v)}</td></tr>'
        for k, v in fields
    )
    return page(
        f"""<table style="width:100%;border-bottom:4px solid #0d6e3f"><tr>
<td><div style="font-size:20pt;font-weight:bold;color:#0d6e3f">CNSS</div>
<div style="font-size:8pt">Caisse Nationale de Sécurité Sociale</div></td>
<td class="ar r" style="font-size:12pt">الصندوق الوطني للضمان الاجتماعي</td></tr></table>
<div class="c b" style="font-size:14pt;margin:28px 0 6px 0">ATTESTATION D'AFFILIATION</div>
<div class="c ar" style="font-size:11pt;margin-bottom:20px">شهادة الانخراط</div>
<p>La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e)
au régime de sécurité sociale :</p>
<table style="width:100%;margin:12px 0">{rows}</table>
<p style="font-size:8pt;color:#444">Cette attestation est délivrée à l'intéressé(e) pour servir et valoir ce que de droit.
Document édité via le portail Damancom — code de vérification {rng.randint(10**9, 10**10 - 1)}.</p>
<div style="margin-top:20px">Édité le {E(date_txt)}</div>
<div style="margin-top:16px;margin-left:60%"><div class="stamp" style="border-color:#0d6e3f;color:#0d6e3f">
CNSS<br>Agence</div></div>""",
        "Noto Sans",
        9.5,
    )


# ---------------------------------------------------------------- bank


def bank_head(bank: tuple, branch: str, ar: bool) -> str:
    name, _code, _font, col = bank
    a = '<div class="ar" style="font-size:10pt">كشف الحساب</div>' if ar else ""
    return (
        f'<table style="width:100%;border-bottom:3px solid {col};margin-bottom:10px"><tr>'
        f'<td><div style="font-size:17pt;font-weight:bold;color:{col}">{E(name)}</div>'
        f'<div style="font-size:8pt">{E(branch)}</div></td><td class="r">{a}</td></tr></table>'
    )


def statement(ctx: dict, rng: random.Random) -> str:
    bank, amt = ctx["bank"], ctx["amt"]
    col = bank[3]

    def a(x: float) -> str:
        return fmt.famount(x, amt)

    def bal(x: float) -> str:
        st = ctx["neg"]
        if x >= 0:
            return a(x) + (" C" if st == "DC" else "")
        if st == "DC":
            return a(x) + " D"
        if st == "paren":
            return f"({a(x)})"
        return "-" + a(x)

    rows = ""
    running = ctx["opening"]
    for d, lab, v in ctx["tx"]:
        running = round(running + v, 2)
        deb = a(-v) if v < 0 else ""
        cre = a(v) if v > 0 else ""
        rb = f'<td class="r">{bal(running)}</td>' if ctx["running"] else ""
        rows += f'<tr><td>{E(d)}</td><td>{E(lab)}</td><td class="r">{deb}</td><td class="r">{cre}</td>{rb}</tr>'
    rh = "<th>Solde</th>" if ctx["running"] else ""
    ncol = 5 if ctx["running"] else 4
    th = f'style="background:{col};color:#fff;padding:4px"'
    ob, cb = ctx["opening"], ctx["closing"]
    if ctx["neg"] == "cols":

        def brow(lab: str, x: float) -> str:
            d = a(x) if x < 0 else ""
            c = a(x) if x >= 0 else ""
            return (
                f'<tr class="b" style="background:#f0f0f0"><td></td><td>{lab}</td><td class="r">{d}</td>'
                f'<td class="r">{c}</td>{"<td></td>" if ctx["running"] else ""}</tr>'
            )

        top, bottom = brow("SOLDE DÉBUT DE PÉRIODE", ob), brow("SOLDE FIN DE PÉRIODE", cb)
    else:
        top = (
            f'<tr class="b" style="background:#f0f0f0"><td></td><td>Solde initial au {E(ctx["start_txt"])}'
            f'</td><td colspan="{ncol - 2}" class="r">{bal(ob)}</td></tr>'
        )
        bottom = (
            f'<tr class="b" style="background:#f0f0f0"><td></td><td>Nouveau solde au {E(ctx["end_txt"])}'
            f'</td><td colspan="{ncol - 2}" class="r">{bal(cb)}</td></tr>'
        )
    return page(
        f"""{bank_head(bank, ctx["branch"], ctx["ar"])}
<table style="width:100%"><tr><td style="vertical-align:top">
<div class="b" style="font-size:13pt">{E(ctx["title"])}</div>
<div>Période du {E(ctx["start_txt"])} au {E(ctx["end_txt"])}</div>
<div style="margin-top:6px">{E(ctx["rib_label"])} : <span class="mono">{E(ctx["rib_txt"])}</span></div>
<div>Devise : MAD &nbsp; Type : {E(ctx["acct_type"])}</div></td>
<td style="vertical-align:top;width:42%"><div style="border:1px solid #888;padding:8px">
<div class="b">{E(ctx["holder_txt"])}</div>{"<br>".join(E(x) for x in ctx["addr"])}</div></td></tr></table>
<table style="width:100%;margin-top:12px;font-size:8.3pt" border="1" cellpadding="3">
<tr><th {th}>Date</th><th {th}>Libellé</th><th {th}>Débit</th><th {th}>Crédit</th>{rh.replace("<th>", f"<th {th}>")}</tr>
{top}{rows}{bottom}</table>
<div style="margin-top:14px;font-size:7pt;color:#555">Sauf erreur ou omission. Toute réclamation doit nous parvenir
dans un délai de 30 jours. {E(bank[0])} — société anonyme, établissement de crédit agréé par Bank Al-Maghrib.</div>
""",
        bank[2],
        ctx["size"],
    )


def rib_doc(ctx: dict, rng: random.Random) -> str:
    bank, rib = ctx["bank"], ctx["rib"]
    col = bank[3]
    v = ctx["variant"]
    if v == 0:
        grid = (
            f'<table border="1" cellpadding="6" style="margin:10px 0;font-size:11pt" class="mono c">'
            f'<tr style="font-size:7pt;font-family:sans-serif"><td>Code banque</td><td>Code ville</td>'
            f"<td>N° de compte</td><td>Clé RIB</td></tr><tr><td>{rib[:3]}</td><td>{rib[3:6]}</td>"
            f"<td>{rib[6:22]}</td><td>{rib[22:]}</td></tr></table>"
        )
    elif v == 1:
        grid = (
            f'<div style="margin:10px 0;font-size:12pt">RIB : <span class="mono b">{fmt.rib_grouped(rib)}</span></div>'
        )
    else:
        grid = (
            f'<div style="margin:10px 0">IBAN : <span class="mono b">{fmt.iban_grouped(rib)}</span></div>'
            f"<div>Code SWIFT : {ctx['swift']}</div>"
        )
    return page(
        f"""{bank_head(bank, ctx["branch"], False)}
<div class="c b" style="font-size:15pt;margin:20px 0">{E(ctx["title"])}</div>
<div style="border:2px solid {col};padding:12px">
<div>Titulaire du compte : <b>{E(ctx["holder_txt"])}</b></div>
<div style="font-size:9pt">{"<br>".join(E(x) for x in ctx["addr"])}</div>
<div style="margin-top:8px">Agence : {E(ctx["branch"])}</div>{grid}</div>
<p style="font-size:8pt;margin-top:18px">Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou
débiteurs appelés à faire inscrire des opérations à votre compte (virements, paiement de quittances, etc.).</p>
<div style="margin-top:30px;margin-left:60%"><div class="sq">{E(bank[0])}<br>{E(ctx["branch"])}</div></div>
""",
        bank[2],
        10,
    )


# ---------------------------------------------------------------- other


def utility_bill(ctx: dict) -> str:
    return page(
        f"""<table style="width:100%;border-bottom:3px solid #00a0df"><tr><td>
<div style="font-size:18pt;font-weight:bold;color:#00a0df">Amendis</div><div style="font-size:8pt">Tanger — Distribution
d'eau, d'électricité et assainissement</div></td><td class="ar r" style="font-size:12pt">أمانديس</td></tr></table>
<div class="b c" style="font-size:14pt;margin:20px 0">FACTURE D'ÉLECTRICITÉ ET D'EAU</div>
<div>Client : <b>{E(ctx["holder"])}</b><br>{"<br>".join(E(x) for x in ctx["addr"])}</div>
<div style="margin-top:8px">N° contrat : {ctx["contract"]} &nbsp; Période : {E(ctx["period"])}</div>
<table border="1" cellpadding="5" style="width:100%;margin-top:14px">
<tr style="background:#e8f6fd"><th>Rubrique</th><th>Consommation</th><th>Montant TTC</th></tr>
<tr><td>Électricité</td><td class="r">{ctx["kwh"]} kWh</td><td class="r">{fmt.famount(ctx["elec"], "sp")}</td></tr>
<tr><td>Eau potable</td><td class="r">{ctx["m3"]} m³</td><td class="r">{fmt.famount(ctx["eau"], "sp")}</td></tr>
<tr><td>Assainissement et taxes</td><td></td><td class="r">{fmt.famount(ctx["tax"], "sp")}</td></tr>
<tr class="b"><td colspan="2">Total à payer</td><td class="r">{fmt.famount(ctx["elec"] + ctx["eau"] + ctx["tax"], "sp")} DH</td></tr>
</table>""",
        "DejaVu Sans",
        9.5,
    )


def lease(ctx: dict) -> str:
    return page(
        f"""<div class="c b" style="font-size:16pt;margin:10px 0 20px 0">CONTRAT DE BAIL À USAGE D'HABITATION</div>
<div class="ar c" style="font-size:12pt;margin-bottom:16px">عقد كراء محل معد للسكنى</div>
<p>Entre les soussignés :</p>
<p><b>{E(ctx["owner"])}</b>, propriétaire, ci-après dénommé « le bailleur »,</p>
<p>et <b>{E(ctx["holder"])}</b>, ci-après dénommé(e) « le locataire »,</p>
<p>il a été convenu ce qui suit : le bailleur donne en location au locataire, qui accepte, un appartement sis
{E(", ".join(ctx["addr"]))}, pour une durée d'une année renouvelable par tacite reconduction à compter du
{E(ctx["start"])}, moyennant un loyer mensuel de {fmt.famount(ctx["rent"], "sp")} dirhams payable d'avance.</p>
<p>Le locataire versera un dépôt de garantie correspondant à deux mois de loyer. Les consommations d'eau et
d'électricité sont à la charge du locataire. Le présent contrat est régi par la loi n° 67-12.</p>
<p>Fait en deux exemplaires à {E(ctx["city"])}, le {E(ctx["start"])}.</p>
<table style="width:100%;margin-top:30px"><tr><td class="c">Le bailleur</td><td class="c">Le locataire</td></tr>
<tr><td class="c" style="height:60px">…</td><td class="c">…</td></tr></table>
<div style="font-size:8pt;color:#555;margin-top:20px">Signatures légalisées à la commune — service de légalisation.</div>
""",
        "Liberation Serif",
        11,
    )
