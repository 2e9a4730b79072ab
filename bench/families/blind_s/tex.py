"""LaTeX sources (LuaLaTeX, fontspec, HarfBuzz for Arabic) of every blind_s document."""

# ruff: noqa: E501  (the LaTeX templates keep one source line per typeset line)

from __future__ import annotations

import calendar
import datetime as dt
import random

from .cases import BANKS, EMPLOYERS, MOIS, MONTHS, PEOPLE_BY_ID, d, fdate, group, iban, money

_SPECIAL = {
    "&": r"\&",
    "%": r"\%",
    "$": r"\$",
    "#": r"\#",
    "_": r"\_",
    "{": r"\{",
    "}": r"\}",
    "~": r"\textasciitilde{}",
    "^": r"\textasciicircum{}",
    "\\": r"\textbackslash{}",
}


def esc(s: object) -> str:
    return "".join(_SPECIAL.get(ch, ch) for ch in str(s))


def ar(s: str) -> str:
    return r"{\arabicfont\textdir TRT " + s + "}"


def preamble(
    font: str, size: float = 10, w: float = 210, h: float = 297, margin: str = "18mm", mono: str = "DejaVu Sans Mono"
) -> str:
    return rf"""\documentclass{{article}}
\usepackage{{fontspec}}
\usepackage[paperwidth={w}mm,paperheight={h}mm,margin={margin}]{{geometry}}
\usepackage{{tabularx,array,xcolor,tikz,eso-pic,colortbl}}
\usepackage{{tcolorbox}}
\tcbuselibrary{{skins,raster}}
\setmainfont{{{font}}}
\newfontfamily\arabicfont[Script=Arabic,Renderer=HarfBuzz]{{Noto Naskh Arabic}}
\newfontfamily\mrzfont{{{mono}}}
\newcolumntype{{R}}{{>{{\raggedleft\arraybackslash}}X}}
\newcolumntype{{L}}{{>{{\raggedright\arraybackslash}}X}}
\pagestyle{{empty}}
\setlength\parindent{{0pt}}
\fontsize{{{size}}}{{{size * 1.25:.1f}}}\selectfont
"""


def begin(body: str, pre: str) -> str:
    return pre + "\\begin{document}\n" + body + "\n\\end{document}\n"


def hexcol(name: str, hexv: str) -> str:
    return rf"\definecolor{{{name}}}{{HTML}}{{{hexv}}}"


def pname(p: dict, style: str) -> str:
    civ = "M." if p["sex"] == "M" else "Mme"
    g, f = p["given"], p["family"]
    return {
        "gf": f"{g} {f}",
        "fg": f"{f} {g}",
        "civ": f"{civ} {g} {f}",
        "civfg": f"{civ} {f} {g}",
        "upper_fg": f"{f} {g}",
    }[style]


def ne(p: dict) -> str:
    return "né" if p["sex"] == "M" else "née"


def contract_text(c: str, style: int) -> str:
    texts = {
        "CDI": ["CDI", "Contrat à durée indéterminée", "Permanent"],
        "CDD": ["CDD", "Contrat à durée déterminée", "Fixed-term"],
        "ANAPEC": ["Contrat ANAPEC", "Contrat d'insertion (ANAPEC)", "ANAPEC insertion contract"],
    }
    return texts[c][style]


def logo(emp: dict, size: float = 14) -> str:
    initials = "".join(
        w[0]
        for w in emp["name"].replace("'", " ").split()
        if w[0].isupper() and w not in ("SARL", "SA", "AU", "SNC", "GIE")
    )[:3]
    return (
        rf"\begin{{tikzpicture}}\fill[brand,rounded corners=2pt] (0,0) rectangle ({size}mm,{size}mm);"
        rf"\draw[white,line width=0.8pt] ({size * 0.15}mm,{size * 0.15}mm) -- ({size * 0.85}mm,{size * 0.15}mm);"
        rf"\node[white,font=\bfseries\fontsize{{{size * 0.75:.1f}}}{{{size * 0.8:.1f}}}\selectfont] "
        rf"at ({size / 2}mm,{size * 0.56}mm) {{{esc(initials)}}};\end{{tikzpicture}}"
    )


def stamp(lines: list[str], rot: float, color: str = "blue!65!black") -> str:
    body = r"\\".join(esc(x) for x in lines)
    return (
        rf"\begin{{tikzpicture}}\node[draw={color},double,double distance=1pt,rounded corners=4pt,"
        rf"rotate={rot:.1f},text={color},align=center,inner sep=4pt,opacity=0.85,"
        rf"font=\bfseries\fontsize{{7}}{{8.5}}\selectfont] {{{body}}};\end{{tikzpicture}}"
    )


def signature(rng: random.Random) -> str:
    pts = " .. ".join(f"({x:.1f}mm,{rng.uniform(-3, 3):.1f}mm)" for x in range(0, 36, 5))
    return (
        rf"\begin{{tikzpicture}}\draw[blue!40!black,line width=0.7pt] plot[smooth,tension=0.9] "
        rf"coordinates {{{pts.replace(' .. ', ' ')}}};"
        rf"\draw[blue!40!black,line width=0.5pt] (4mm,-2mm) .. controls (12mm,5mm) .. (22mm,-4mm);"
        rf"\end{{tikzpicture}}"
    )


def footer_legal(emp: dict) -> str:
    return (
        r"\vfill{\centering\color{black!60}\fontsize{7}{9}\selectfont\rule{\linewidth}{0.3pt}\\"
        + esc(f"{emp['name']} -- {emp['addr']} -- ICE {emp['ice']} -- N° affiliation CNSS {emp['cnss']}")
        + r"\par}"
    )


def letterhead(emp: dict, style: int) -> str:
    if style == 0:
        return (
            r"\begin{minipage}[c]{18mm}" + logo(emp, 16) + r"\end{minipage}\hspace{4mm}"
            r"\begin{minipage}[c]{120mm}{\color{brand}\fontsize{15}{18}\selectfont\bfseries "
            + esc(emp["name"])
            + r"}\\[1mm]{\small "
            + esc(emp["addr"])
            + r"}\end{minipage}"
            r"\par\vspace{2mm}{\color{brand}\rule{\linewidth}{1.2pt}}\par\vspace{8mm}"
        )
    if style == 1:
        return (
            r"{\centering "
            + logo(emp, 12)
            + r"\\[2mm]{\fontsize{14}{17}\selectfont\scshape "
            + esc(emp["name"])
            + r"}\\{\small "
            + esc(emp["addr"])
            + r"}\par}\vspace{10mm}"
        )
    if "ar" in emp:
        return (
            r"\begin{minipage}[t]{0.45\linewidth}\centering\bfseries ROYAUME DU MAROC\\[1mm]"
            + esc(emp["name"])
            + r"\\[1mm]\normalfont\small "
            + esc(emp["addr"])
            + r"\end{minipage}\hfill"
            r"\begin{minipage}[t]{0.45\linewidth}\centering\large "
            + ar("المملكة المغربية")
            + r"\\ "
            + ar(emp["ar"])
            + r"\end{minipage}\par\vspace{3mm}\rule{\linewidth}{0.6pt}\par\vspace{8mm}"
        )
    return (
        r"\begin{tcolorbox}[colback=brand,colframe=brand,sharp corners,boxrule=0pt,left=4mm,top=3mm,bottom=3mm]"
        r"\color{white}{\fontsize{16}{19}\selectfont\bfseries " + esc(emp["name"]) + r"}\hfill"
        r"{\small " + esc(emp["city"]) + r"}\\{\small " + esc(emp["addr"]) + r"}\end{tcolorbox}\vspace{8mm}"
    )


# ---------------------------------------------------------------- payslips


def _slip_common(doc: dict) -> tuple[dict, dict, dict, dict, random.Random]:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp = EMPLOYERS[p["emp"]]
    return p, emp, doc["ctx"]["pay"], doc["labels"], random.Random(doc["seed"])


def _period(y: int, m: int) -> tuple[dt.date, dt.date]:
    return dt.date(y, m, 1), dt.date(y, m, calendar.monthrange(y, m)[1])


def slip_grid(doc: dict) -> str:
    p, emp, pay, lab, rng = _slip_common(doc)
    y, m = doc["ctx"]["year"], doc["ctx"]["month"]
    a, b = _period(y, m)
    ms = "space"
    info = [
        ("Matricule", f"{rng.randint(100, 990):04d}"),
        ("Nom et prénom", pname(p, "fg")),
        ("Emploi", p["position"]),
        ("N° CNSS", p["cnssno"]),
    ]
    if "cin" in lab:
        info.append(("CIN", lab["cin"]))
    info.append(("Date d'embauche", fdate(d(p["hire"]), "slash")))
    if "contract_type" in lab:
        info.append(("Contrat", contract_text(p["contract"], 0)))
    if "date_of_birth" in lab:
        info.append(("Date de naissance", fdate(d(p["dob"]), "slash")))
    info.append(("Situation familiale", f"{'Marié(e)' if p['kids'] else 'Célibataire'} -- {p['kids']} enf."))
    cells = []
    for i in range(0, len(info), 2):
        pair = info[i : i + 2] + [("", "")] * (2 - len(info[i : i + 2]))
        cells.append(" & ".join(rf"\textbf{{{esc(k)}}} & {esc(v)}" for k, v in pair) + r" \\ \hline")
    rows = []
    for n, (lbl, amt) in enumerate(pay["gains"]):
        base = money(amt, ms) if n == 0 else ""
        rows.append(rf"{100 + n * 10} & {esc(lbl)} & {base} & & {money(amt, ms)} & \\")
    for n, (lbl, base, rate, amt) in enumerate(pay["ded"]):
        rt = f"{rate:.2f}".replace(".", ",") + r"\,\%" if rate else ""
        rows.append(rf"{500 + n * 10} & {esc(lbl)} & {money(base, ms)} & {rt} & & {money(amt, ms)} \\")
    k = m  # months worked this year (constant pay)
    ytd = ""
    if doc["ctx"]["variant"] != 2:
        ytd = (
            r"\vspace{4mm}\begin{tabularx}{\linewidth}{|L|R|R|R|R|}\hline\rowcolor{brand!15}"
            r"\textbf{Cumuls annuels} & Salaire brut & Net imposable & IR retenu & Jours travaillés\\\hline"
            rf" Janvier -- {MOIS[m - 1]} {y} & {money(pay['gross'] * k, ms)} & {money(pay['taxable'] * k, ms)} & "
            rf"{money(pay['ir'] * k, ms)} & {26 * k} \\\hline\end{{tabularx}}"
        )
    body = rf"""{hexcol("brand", emp["color"])}
\begin{{minipage}}[t]{{0.55\linewidth}}\vspace{{0pt}}
\begin{{tcolorbox}}[colback=white,colframe=black,boxrule=0.6pt,sharp corners,left=2mm]
{{\bfseries\large {esc(emp["name"])}}}\\ {esc(emp["addr"])}\\ N° affiliation CNSS : {emp["cnss"]}\\ ICE : {emp["ice"]}
\end{{tcolorbox}}\end{{minipage}}\hfill
\begin{{minipage}}[t]{{0.4\linewidth}}\vspace{{0pt}}
\begin{{tcolorbox}}[colback=brand!10,colframe=brand,boxrule=0.8pt,sharp corners,halign=center]
{{\fontsize{{16}}{{19}}\selectfont\bfseries BULLETIN DE PAIE}}\\[1mm]
Période du {fdate(a, "slash")} au {fdate(b, "slash")}\\ Paiement : virement bancaire
\end{{tcolorbox}}\end{{minipage}}

\vspace{{4mm}}
{{\small\begin{{tabularx}}{{\linewidth}}{{|l|L|l|L|}}\hline
{chr(10).join(cells)}
\end{{tabularx}}}}

\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{|c|L|r|r|r|r|}}\hline\rowcolor{{brand!20}}
\textbf{{Rub.}} & \textbf{{Désignation}} & \textbf{{Base}} & \textbf{{Taux}} & \textbf{{Gains}} & \textbf{{Retenues}}\\\hline
{chr(10).join(rows)}
\hline
& \textbf{{Totaux}} & & & \textbf{{{money(pay["gross"], ms)}}} & \textbf{{{money(pay["total_ded"], ms)}}}\\\hline
\end{{tabularx}}

\vspace{{4mm}}
\begin{{tabularx}}{{\linewidth}}{{|L|L|>{{\columncolor{{brand!15}}}}L|}}\hline
Salaire brut global : \textbf{{{money(pay["gross"], ms)}}} & Total retenues : \textbf{{{money(pay["total_ded"], ms)}}} &
\textbf{{NET À PAYER : {money(pay["net"], "space_dh")}}}\\\hline
\end{{tabularx}}
{ytd}

\vfill
{{\footnotesize\color{{black!60}} Bulletin établi par PaieNet Bureau de Paie -- {esc(emp["city"])}. À conserver sans limitation de durée.}}
"""
    return begin(body, preamble(emp["font"], 9.5, margin="14mm"))


def slip_plain(doc: dict) -> str:
    p, emp, pay, lab, _rng = _slip_common(doc)
    y, m = doc["ctx"]["year"], doc["ctx"]["month"]
    ms = "dot"
    lines = [rf"{esc(lbl)} & {money(amt, ms)} \\" for lbl, amt in pay["gains"]]
    lines.append(rf"\hline\textbf{{Salaire brut}} & \textbf{{{money(pay['gross'], ms)}}} \\ \hline")
    for lbl, _base, rate, amt in pay["ded"]:
        rt = f" ({rate:.2f}".replace(".", ",") + r"\,\%)" if rate else ""
        lines.append(rf"{esc(lbl)}{rt} & -{money(amt, ms)} \\")
    lines.append(rf"\hline\textbf{{Total des retenues}} & \textbf{{-{money(pay['total_ded'], ms)}}} \\ \hline")
    info = [
        ("Salarié", pname(p, "civ")),
        ("Fonction", p["position"]),
        ("Date d'entrée", fdate(d(p["hire"]), "long")),
        ("Immatriculation CNSS", p["cnssno"]),
    ]
    if "cin" in lab:
        info.insert(1, ("C.I.N.", lab["cin"]))
    if "contract_type" in lab:
        info.append(("Type de contrat", contract_text(p["contract"], 1)))
    if "date_of_birth" in lab:
        info.append(("Date de naissance", fdate(d(p["dob"]), "long")))
    inf = "\n".join(rf"{esc(k)} : & {esc(v)}\\" for k, v in info)
    body = rf"""{hexcol("brand", emp["color"])}
{{\bfseries\large {esc(emp["name"])}}}\\
{esc(emp["addr"])}\\
Affiliation CNSS n° {emp["cnss"]} \quad I.C.E. {emp["ice"]}

\vspace{{10mm}}
{{\centering\fontsize{{15}}{{18}}\selectfont Bulletin de salaire\\[1mm]\normalsize Mois de {MOIS[m - 1]} {y}\par}}

\vspace{{8mm}}
\begin{{tabular}}{{@{{}}ll}}
{inf}
\end{{tabular}}

\vspace{{8mm}}
\begin{{tabularx}}{{\linewidth}}{{Lr}}
\hline\textbf{{Désignation}} & \textbf{{Montant (DH)}}\\\hline
{chr(10).join(lines)}
\end{{tabularx}}

\vspace{{6mm}}
\hfill\fbox{{\parbox{{75mm}}{{\centering\large Net à payer : \textbf{{{money(pay["net"], "dot_dh")}}}}}}}

\vspace{{12mm}}
Payé par virement le {fdate(dt.date(y, m, 28), "slash")}.\hfill Signature de l'employeur\\[14mm]
"""
    return begin(body, preamble(emp["font"], 10.5, margin="22mm"))


def slip_boxed(doc: dict) -> str:
    p, emp, pay, lab, _rng = _slip_common(doc)
    y, m = doc["ctx"]["year"], doc["ctx"]["month"]
    ms = "space"
    g = "\n".join(rf"{esc(lbl)} & {money(amt, ms)}\\" for lbl, amt in pay["gains"])
    r = "\n".join(rf"{esc(lbl)} & {money(amt, ms)}\\" for lbl, _b, _r, amt in pay["ded"])
    info = [
        ("Nom", p["family"]),
        ("Prénom", p["given"]),
        ("Poste occupé", p["position"]),
        ("Embauché(e) le", fdate(d(p["hire"]), "dash")),
        ("N° immatriculation CNSS", p["cnssno"]),
    ]
    if "cin" in lab:
        info.append(("N° CIN", lab["cin"]))
    if "contract_type" in lab:
        info.append(("Nature du contrat", contract_text(p["contract"], 0)))
    if "date_of_birth" in lab:
        info.append(("Né(e) le", fdate(d(p["dob"]), "dash")))
    inf = "\n".join(rf"\textcolor{{brand}}{{{esc(k)}}} & {esc(v)}\\" for k, v in info)
    body = rf"""{hexcol("brand", emp["color"])}
\begin{{tcolorbox}}[enhanced,colback=brand,colframe=brand,arc=3mm,halign=center,fontupper=\color{{white}}]
{{\fontsize{{17}}{{20}}\selectfont\bfseries Bulletin de paie}}\\ {MOIS[m - 1].capitalize()} {y}
\end{{tcolorbox}}
\begin{{tcolorbox}}[enhanced,colback=brand!5,colframe=brand,arc=2mm,title=Employeur,fonttitle=\bfseries]
{esc(emp["name"])} -- {esc(emp["addr"])}\\ N° CNSS employeur : {emp["cnss"]}
\end{{tcolorbox}}
\begin{{tcolorbox}}[enhanced,colback=white,colframe=brand,arc=2mm,title=Salarié,fonttitle=\bfseries]
\begin{{tabularx}}{{\linewidth}}{{lL}}
{inf}
\end{{tabularx}}
\end{{tcolorbox}}
\begin{{tcbraster}}[raster columns=2,raster equal height]
\begin{{tcolorbox}}[colback=white,colframe=brand,arc=2mm,title=Gains,fonttitle=\bfseries]
\begin{{tabularx}}{{\linewidth}}{{Lr}}
{g}
\hline\textbf{{Brut}} & \textbf{{{money(pay["gross"], ms)}}}\\
\end{{tabularx}}
\end{{tcolorbox}}
\begin{{tcolorbox}}[colback=white,colframe=brand,arc=2mm,title=Retenues salariales,fonttitle=\bfseries]
\begin{{tabularx}}{{\linewidth}}{{Lr}}
{r}
\hline\textbf{{Total}} & \textbf{{{money(pay["total_ded"], ms)}}}\\
\end{{tabularx}}
\end{{tcolorbox}}
\end{{tcbraster}}
\begin{{tcolorbox}}[enhanced,colback=brand!15,colframe=brand,arc=2mm,halign=right]
{{\large Net à payer : \textbf{{{money(pay["net"], "space_dh")}}}}}
\end{{tcolorbox}}
\vfill
{{\footnotesize Mode de règlement : virement. Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.}}
"""
    return begin(body, preamble(emp["font"], 10, margin="16mm"))


def slip_public(doc: dict) -> str:
    p, emp, pay, lab, _rng = _slip_common(doc)
    y, m = doc["ctx"]["year"], doc["ctx"]["month"]
    ms = "space"
    info = [
        ("Nom et prénom", "الاسم الكامل", pname(p, "fg")),
        ("Grade / Fonction", "الدرجة والمهمة", p["position"]),
        ("Date de recrutement", "تاريخ التوظيف", fdate(d(p["hire"]), "slash")),
        ("N° CNSS", "رقم الضمان الاجتماعي", p["cnssno"]),
    ]
    if "cin" in lab:
        info.insert(1, ("C.I.N", "ب.ت.و", lab["cin"]))
    if "contract_type" in lab:
        info.append(("Statut", "الوضعية", contract_text(p["contract"], 1)))
    if "date_of_birth" in lab:
        info.append(("Date de naissance", "تاريخ الازدياد", fdate(d(p["dob"]), "slash")))
    inf = "\n".join(rf"{esc(a)} & {esc(v)} & \hfill{ar(b)}\\\hline" for a, b, v in info)
    rows = "\n".join(rf"{esc(lbl)} & {money(amt, ms)} & \\" for lbl, amt in pay["gains"])
    rows += "\n" + "\n".join(rf"{esc(lbl)} & & {money(amt, ms)}\\" for lbl, _b, _r, amt in pay["ded"])
    body = rf"""{hexcol("brand", emp["color"])}
{letterhead(emp, 2)}
\vspace{{-4mm}}
{{\centering\fontsize{{15}}{{18}}\selectfont\bfseries FICHE DE PAIE \quad {ar("ورقة الأداء")}\\[1mm]
\normalsize\mdseries Mois : {m:02d}/{y} \qquad N° affiliation CNSS de l'organisme : {emp["cnss"]}\par}}
\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{|p{{42mm}}|L|p{{38mm}}|}}\hline
{inf}
\end{{tabularx}}

\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{|L|r|r|}}\hline\rowcolor{{brand!15}}
\textbf{{Éléments de rémunération}} {ar("عناصر الأجر")} & \textbf{{À payer}} & \textbf{{À retenir}}\\\hline
{rows}
\hline
\textbf{{Traitement brut}} & \textbf{{{money(pay["gross"], ms)}}} & \\
\textbf{{Total des retenues}} & & \textbf{{{money(pay["total_ded"], ms)}}}\\\hline\rowcolor{{brand!15}}
\textbf{{Net à payer}} {ar("الصافي المؤدى")} & \multicolumn{{2}}{{r|}}{{\textbf{{{money(pay["net"], "space_dh")}}}}}\\\hline
\end{{tabularx}}

\vspace{{10mm}}
\hfill\begin{{minipage}}{{60mm}}\centering Le Chef du Service du Personnel\\[2mm]{stamp([emp["name"][:38], "Service du Personnel"], -6, "brand")}\end{{minipage}}
"""
    return begin(body, preamble(emp["font"], 10, margin="16mm"))


def slip_english(doc: dict) -> str:
    p, emp, pay, lab, rng = _slip_common(doc)
    y, m = doc["ctx"]["year"], doc["ctx"]["month"]
    ms = "en"
    trans = {
        "Salaire de base": "Base salary",
        "Indemnité de transport": "Transport allowance",
        "Cotisation CNSS": "CNSS contribution",
        "Cotisation AMO": "AMO health insurance",
        "Retraite complémentaire CIMR": "CIMR pension",
        "Impôt sur le revenu (IR)": "Income tax (IR)",
    }
    earn = "\n".join(rf"{esc(trans.get(lbl, lbl))} & {money(a, ms)} & {money(a * m, ms)}\\" for lbl, a in pay["gains"])
    dedu = "\n".join(
        rf"{esc(trans.get(lbl, lbl))} & {money(a, ms)} & {money(a * m, ms)}\\" for lbl, _b, _r, a in pay["ded"]
    )
    info = [
        ("Employee", pname(p, "gf")),
        ("Employee ID", f"BW-{rng.randint(1000, 9999)}"),
        ("Job title", p["position"]),
        ("Date of hire", fdate(d(p["hire"]), "en")),
        ("CNSS number", p["cnssno"]),
    ]
    if "cin" in lab:
        info.append(("National ID (CIN)", lab["cin"]))
    if "contract_type" in lab:
        info.append(("Contract", contract_text(p["contract"], 2)))
    if "date_of_birth" in lab:
        info.append(("Date of birth", fdate(d(p["dob"]), "en")))
    half = (len(info) + 1) // 2
    left = "\n".join(rf"\textcolor{{black!55}}{{{esc(k)}}} & {esc(v)}\\" for k, v in info[:half])
    right = "\n".join(rf"\textcolor{{black!55}}{{{esc(k)}}} & {esc(v)}\\" for k, v in info[half:])
    _, last = _period(y, m)
    body = rf"""{hexcol("brand", emp["color"])}
\begin{{tikzpicture}}\fill[brand] (0,0) rectangle (\linewidth,16mm);
\node[anchor=west,white,font=\fontsize{{20}}{{24}}\selectfont\bfseries] at (4mm,8mm) {{PAYSLIP}};
\node[anchor=east,white,align=right,font=\small] at (\linewidth-4mm,8mm) {{{esc(emp["name"])}\\ Employer CNSS No. {emp["cnss"]}}};
\end{{tikzpicture}}

\vspace{{2mm}}
{{\small {esc(emp["addr"])}}}\hfill{{\small Pay period: {MONTHS[m - 1]} 1 -- {MONTHS[m - 1]} {last.day}, {y}}}

\vspace{{6mm}}
\begin{{minipage}}[t]{{0.49\linewidth}}\begin{{tabular}}{{@{{}}ll}}
{left}
\end{{tabular}}\end{{minipage}}\hfill
\begin{{minipage}}[t]{{0.49\linewidth}}\begin{{tabular}}{{@{{}}ll}}
{right}
\end{{tabular}}\end{{minipage}}

\vspace{{6mm}}
\begin{{tabularx}}{{\linewidth}}{{Lrr}}
\rowcolor{{brand!15}}\textbf{{Earnings}} & \textbf{{This period}} & \textbf{{Year to date}}\\
{earn}
\hline\textbf{{Gross pay}} & \textbf{{{money(pay["gross"], "mad_en")}}} & {money(pay["gross"] * m, ms)}\\
\end{{tabularx}}

\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{Lrr}}
\rowcolor{{brand!15}}\textbf{{Deductions}} & \textbf{{This period}} & \textbf{{Year to date}}\\
{dedu}
\hline\textbf{{Total deductions}} & \textbf{{{money(pay["total_ded"], "mad_en")}}} & {money(pay["total_ded"] * m, ms)}\\
\end{{tabularx}}

\vspace{{8mm}}
\hfill\begin{{tcolorbox}}[width=85mm,colback=brand,colframe=brand,fontupper=\color{{white}}\large,halign=center,sharp corners]
Net pay: \textbf{{{money(pay["net"], "mad_en")}}}
\end{{tcolorbox}}
\vfill
{{\footnotesize\color{{black!60}}Paid by bank transfer on {MONTHS[m - 1]} {min(last.day, 27)}, {y}. This payslip is computer generated and requires no signature.}}
"""
    return begin(body, preamble(emp["font"], 10, margin="15mm"))


# ---------------------------------------------------------------- certificates


def _letter(
    emp: dict, rng: random.Random, title: str, paras: list[str], place_date: str, hs: int, sign_title: str
) -> str:
    body = rf"""{hexcol("brand", emp["color"])}
{letterhead(emp, hs)}
\hfill {esc(place_date)}

\vspace{{10mm}}
{{\centering\fontsize{{14}}{{17}}\selectfont\bfseries\underline{{{esc(title)}}}\par}}

\vspace{{10mm}}
\setlength\parskip{{4mm}}\linespread{{1.3}}\selectfont
{chr(10).join(p + chr(10) for p in paras)}
\vspace{{10mm}}\linespread{{1}}\selectfont
\hfill\begin{{minipage}}{{72mm}}\centering {esc(emp["signer"])}\\ {esc(sign_title)}\\[2mm]
{signature(rng)}\\[-6mm]\hspace{{18mm}}{stamp([emp["name"], emp["city"], "CNSS " + emp["cnss"]], rng.uniform(-12, 12))}
\end{{minipage}}
{footer_legal(emp)}
"""
    return begin(body, preamble(emp["font"], 11, margin="22mm"))


def _cert_date(rng: random.Random) -> dt.date:
    return dt.date(2024, 12, rng.randint(2, 12))


def cert_prose(doc: dict, who: str) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp, lab = doc["ctx"]["emp"], doc["labels"]
    rng = random.Random(doc["seed"])
    nm = esc(pname(p, rng.choice(["civ", "civfg"])))
    ident = ""
    if "cin" in lab:
        ident = f", titulaire de la carte nationale d'identité n° {esc(lab['cin'])}"
    born = ""
    if "date_of_birth" in lab:
        born = f", {ne(p)} le {fdate(d(p['dob']), 'long')} à {esc(p['pob'].title())}"
    hire = fdate(d(doc["ctx"]["hire"]), rng.choice(["long", "slash"]))
    contract = contract_text(p["contract"], 1).lower()
    if who == "nous":
        opening = (
            f"Nous soussignés, {esc(emp['name'])}, société affiliée à la Caisse Nationale de Sécurité Sociale "
            f"sous le n° {emp['cnss']}, dont le siège est situé {esc(emp['addr'])}, certifions par la présente "
            f"que {nm}{born}{ident}, fait partie de notre personnel depuis le {hire} et y occupe actuellement "
            f"le poste de {esc(p['position'])}, dans le cadre d'un {esc(contract)}."
        )
    else:
        opening = (
            f"Je soussigné(e), {esc(emp['signer'])}, {esc(emp['signer_title'])} de {esc(emp['name'])} "
            f"(N° d'affiliation CNSS : {emp['cnss']}), atteste que {nm}{born}{ident}, est employé(e) au sein "
            f"de notre établissement depuis le {hire} en qualité de {esc(p['position'])} "
            f"({esc(contract)}), et qu'à ce jour l'intéressé(e) est toujours en fonction."
        )
    paras = [
        opening,
        "La présente attestation est délivrée à l'intéressé(e), sur sa demande, pour servir et valoir ce que de droit.",
    ]
    title = rng.choice(["ATTESTATION DE TRAVAIL", "Attestation de travail", "CERTIFICAT DE TRAVAIL"])
    return _letter(
        emp,
        rng,
        title,
        paras,
        f"{emp['city']}, le {fdate(_cert_date(rng), 'long')}",
        rng.randint(0, 3),
        emp["signer_title"],
    )


def cert_table(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp, lab = doc["ctx"]["emp"], doc["labels"]
    rng = random.Random(doc["seed"])
    rows = [("Nom", p["family"]), ("Prénom(s)", p["given"])]
    if "cin" in lab:
        rows.append(("N° CIN", lab["cin"]))
    if "date_of_birth" in lab:
        rows.append(("Date de naissance", fdate(d(p["dob"]), "slash")))
    rows += [
        ("Fonction", p["position"]),
        ("Date d'embauche", fdate(d(doc["ctx"]["hire"]), "slash")),
        ("Type de contrat", contract_text(p["contract"], rng.randint(0, 1))),
    ]
    tab = "\n".join(rf"\cellcolor{{brand!10}}\textbf{{{esc(k)}}} & {esc(v)}\\\hline" for k, v in rows)
    paras = [
        f"La Direction de {esc(emp['name'])}, affiliée à la CNSS sous le numéro {emp['cnss']}, atteste que "
        "la personne désignée ci-dessous est employée dans la société :",
        r"\begin{tabularx}{\linewidth}{|p{45mm}|L|}\hline" + "\n" + tab + "\n" + r"\end{tabularx}",
        "Cette attestation est établie à la demande de l'intéressé(e) pour faire valoir ce que de droit.",
    ]
    return _letter(
        emp,
        rng,
        "ATTESTATION DE TRAVAIL",
        paras,
        f"Fait à {emp['city']}, le {fdate(_cert_date(rng), 'slash')}",
        rng.choice([0, 3]),
        emp["signer_title"],
    )


def sal_prose(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp = EMPLOYERS[p["emp"]]
    lab, pay = doc["labels"], doc["ctx"]["pay"]
    rng = random.Random(doc["seed"])
    ms = rng.choice(["space_dh", "dot_dh"])
    ident = f", CIN n° {esc(lab['cin'])}" if "cin" in lab else ""
    paras = [
        f"Nous soussignés, {esc(emp['name'])}, attestons que {esc(pname(p, 'civ'))}{ident}, occupe au sein "
        f"de notre société le poste de {esc(p['position'])} depuis le {fdate(d(p['hire']), 'long')}.",
        f"L'intéressé(e) perçoit un salaire mensuel brut de \\mbox{{{money(pay['gross'], ms)}}}, soit un salaire "
        f"net mensuel de \\mbox{{{money(pay['net'], ms)}}}, primes et indemnités comprises.",
        "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.",
    ]
    return _letter(
        emp,
        rng,
        "ATTESTATION DE SALAIRE",
        paras,
        f"{emp['city']}, le {fdate(_cert_date(rng), 'long')}",
        rng.randint(0, 3),
        emp["signer_title"],
    )


def sal_table(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp = EMPLOYERS[p["emp"]]
    lab, pay = doc["labels"], doc["ctx"]["pay"]
    rng = random.Random(doc["seed"])
    rows = [("Nom et prénom", pname(p, "fg"))]
    if "cin" in lab:
        rows.append(("CIN", lab["cin"]))
    rows += [
        ("Emploi occupé", p["position"]),
        ("Date d'entrée", fdate(d(p["hire"]), "dot")),
        ("Salaire mensuel brut", money(pay["gross"], "space_dh")),
        ("Retenues (CNSS, AMO, IR...)", money(pay["total_ded"], "space_dh")),
        ("Salaire mensuel net", money(pay["net"], "space_dh")),
    ]
    tab = "\n".join(rf"\textbf{{{esc(k)}}} & {esc(v)}\\\hline" for k, v in rows)
    paras = [
        f"Nous, {esc(emp['name'])}, certifions que le salarié désigné ci-après perçoit la rémunération "
        "mensuelle suivante :",
        r"\begin{tabularx}{\linewidth}{|p{55mm}|L|}\hline" + "\n" + tab + "\n" + r"\end{tabularx}",
        "Attestation délivrée pour servir et valoir ce que de droit.",
    ]
    return _letter(
        emp,
        rng,
        "ATTESTATION DE SALAIRE",
        paras,
        f"{emp['city']}, le {fdate(_cert_date(rng), 'dash')}",
        rng.choice([1, 2, 3]),
        emp["signer_title"],
    )


def cnss(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    emp = EMPLOYERS[p["emp"]]
    lab = doc["labels"]
    rng = random.Random(doc["seed"])
    v = doc["ctx"]["variant"]
    rows = [("Nom et prénom", "الاسم الكامل", pname(p, "fg")), ("N° d'immatriculation", "رقم التسجيل", p["cnssno"])]
    if "cin" in lab:
        rows.append(("N° C.N.I.E", "رقم البطاقة الوطنية", lab["cin"]))
    rows += [
        ("Date de naissance", "تاريخ الازدياد", fdate(d(p["dob"]), "slash")),
        ("Date d'immatriculation", "تاريخ التسجيل", fdate(d(lab["affiliation_date"]), "slash")),
        ("Employeur actuel", "المشغل الحالي", emp["name"]),
        ("N° d'affiliation employeur", "رقم انخراط المشغل", emp["cnss"]),
    ]
    tab = "\n".join(rf"{esc(a)} & \textbf{{{esc(c)}}} & \hfill{ar(b)}\\\hline" for a, b, c in rows)
    title = ["ATTESTATION D'IMMATRICULATION", "ATTESTATION D'AFFILIATION"][v]
    where = "via le portail Damancom" if v else "par l'agence de " + esc(emp["city"])
    body = rf"""\definecolor{{brand}}{{HTML}}{{005AA7}}
\begin{{tikzpicture}}\fill[brand] (0,0) circle (7mm);\fill[white] (0,0) circle (4.5mm);\fill[brand!70!green] (0,0) circle (2.5mm);\end{{tikzpicture}}
\hspace{{3mm}}\begin{{minipage}}[b]{{95mm}}{{\large\bfseries Caisse Nationale de Sécurité Sociale}}\\
{ar("الصندوق الوطني للضمان الاجتماعي")}\end{{minipage}}\hfill
\begin{{minipage}}[b]{{40mm}}\raggedleft\small Direction régionale\\ {esc(emp["city"])}\end{{minipage}}

\vspace{{2mm}}{{\color{{brand}}\rule{{\linewidth}}{{2pt}}}}

\vspace{{10mm}}
{{\centering\fontsize{{15}}{{18}}\selectfont\bfseries {title}\\[2mm]\large\mdseries {ar("شهادة التسجيل" if v == 0 else "شهادة الانخراط")}\par}}

\vspace{{10mm}}
La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) au régime
de sécurité sociale :

\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{|p{{50mm}}|L|p{{38mm}}|}}\hline
{tab}
\end{{tabularx}}

\vspace{{8mm}}
Attestation délivrée le {fdate(dt.date(2024, 12, rng.randint(1, 12)), "slash")} {where}.
Référence : {rng.randint(10**9, 10**10 - 1)}

\vspace{{15mm}}
\hfill{stamp(["CNSS", "Agence " + emp["city"], "Service Immatriculation"], rng.uniform(-15, 15), "brand")}\hspace{{15mm}}
\vfill
{{\footnotesize\color{{black!60}} Cette attestation ne vaut pas attestation de déclaration des salaires. Vérifiable sur www.cnss.ma}}
"""
    return begin(body, preamble(["DejaVu Sans", "Noto Sans"][v], 10.5, margin="18mm"))


# ---------------------------------------------------------------- bank documents


def _holder(p: dict, rng: random.Random) -> str:
    return pname(p, rng.choice(["civ", "civfg", "fg", "gf"])).upper() if rng.random() < 0.5 else pname(p, "civ")


def _bank_head(bank: dict, title: str, right: str) -> str:
    return rf"""{hexcol("b1", bank["color"])}{hexcol("b2", bank["color2"])}
\begin{{tikzpicture}}\fill[b1] (0,0) rectangle (9mm,9mm);\fill[b2] (3mm,3mm) rectangle (12mm,12mm);\end{{tikzpicture}}
\hspace{{2mm}}{{\fontsize{{18}}{{20}}\selectfont\bfseries\color{{b2}} {esc(bank["name"])}}}\hfill
\begin{{minipage}}[b]{{70mm}}\raggedleft{{\large\bfseries {esc(title)}}}\\ {right}\end{{minipage}}

\vspace{{1mm}}{{\color{{b1}}\rule{{\linewidth}}{{2pt}}}}\vspace{{4mm}}
"""


def st_doc(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    st, rib, bank = doc["ctx"]["st"], doc["ctx"]["rib"], doc["ctx"]["bank"]
    rng = random.Random(doc["seed"])
    style = doc["kind"][3:]
    holder = esc(_holder(p, rng))
    addr = esc(" ".join(p["addr"]))
    a, b = st["start"], st["end"]
    credits = sum(r["amount"] for r in st["rows"] if r["amount"] > 0)
    debits = -sum(r["amount"] for r in st["rows"] if r["amount"] < 0)
    if style == "awb":
        ms = "space"
        rows = "\n".join(
            rf"{fdate(r['date'], 'slash')} & {esc(r['label'])} & {fdate(r['value'], 'slash')} & "
            rf"{money(-r['amount'], ms) if r['amount'] < 0 else ''} & {money(r['amount'], ms) if r['amount'] > 0 else ''}\\"
            for r in st["rows"]
        )

        def bal(v: float) -> str:
            return money(abs(v), ms) + (" D" if v < 0 else " C")

        body = (
            _bank_head(bank, "RELEVÉ DE COMPTE", f"Période du {fdate(a, 'slash')} au {fdate(b, 'slash')}")
            + rf"""
\begin{{minipage}}[t]{{0.5\linewidth}}\small Agence {esc(p["city"])} Centre\\ RIB : {group(rib[:3], 3)} {rib[3:6]} {group(rib[6:22], 16)} {rib[22:]}\\ Devise : MAD -- Compte chèque\end{{minipage}}\hfill
\begin{{minipage}}[t]{{0.42\linewidth}}\fbox{{\parbox{{\linewidth}}{{\textbf{{{holder}}}\\ {addr}}}}}\end{{minipage}}

\vspace{{5mm}}
\begin{{tcolorbox}}[colback=b1!12,colframe=b1,sharp corners,boxrule=0.6pt]
Solde au {fdate(a - dt.timedelta(days=1), "slash")} : \textbf{{{bal(st["opening"])}}}\hfill
Solde au {fdate(b, "slash")} : \textbf{{{bal(st["closing"])}}}
\end{{tcolorbox}}
{{\footnotesize C = solde créditeur, D = solde débiteur}}

\vspace{{3mm}}
{{\small\begin{{tabularx}}{{\linewidth}}{{lLlrr}}
\rowcolor{{b2}}\color{{white}}\textbf{{Date}} & \color{{white}}\textbf{{Libellé de l'opération}} & \color{{white}}\textbf{{Valeur}} & \color{{white}}\textbf{{Débit}} & \color{{white}}\textbf{{Crédit}}\\
{rows}
\hline
& \textbf{{Total des mouvements}} & & \textbf{{{money(debits, ms)}}} & \textbf{{{money(credits, ms)}}}\\
\end{{tabularx}}}}
\vfill
{{\footnotesize\color{{black!60}}Sauf erreur ou omission. Toute réclamation doit être formulée dans un délai de 30 jours. {esc(bank["name"])}, société anonyme, code SWIFT {bank["swift"]}.}}
"""
        )
        return begin(body, preamble(bank["font"], 9.5, margin="14mm"))
    if style == "bp":
        ms = "dot"
        rows = "\n".join(
            rf"{fdate(r['date'], 'dot')} & {esc(r['label'])} & {money(r['amount'], ms)} & {money(r['balance'], ms)}\\"
            for r in st["rows"]
        )
        body = (
            _bank_head(bank, "Extrait de compte", f"du {fdate(a, 'long')} au {fdate(b, 'long')}")
            + rf"""
\begin{{tabularx}}{{\linewidth}}{{lL}}
Titulaire : & \textbf{{{holder}}}\\ Adresse : & {addr}\\
IBAN : & {group(iban(rib))}\\ Code SWIFT : & {bank["swift"]}\\
\end{{tabularx}}

\vspace{{5mm}}
\begin{{tabularx}}{{\linewidth}}{{lLrr}}
\hline\textbf{{Date}} & \textbf{{Opération}} & \textbf{{Montant (MAD)}} & \textbf{{Solde}}\\\hline
{fdate(a, "dot")} & \textit{{Solde précédent}} & & {money(st["opening"], ms)}\\
{rows}
\hline
{fdate(b, "dot")} & \textbf{{Nouveau solde}} & & \textbf{{{money(st["closing"], ms)}}}\\\hline
\end{{tabularx}}

\vspace{{3mm}}{{\footnotesize Les montants négatifs sont des débits. Un solde négatif indique un compte débiteur.}}
\vfill
{{\footnotesize\color{{black!60}}{esc(bank["name"])} -- document édité le {fdate(b + dt.timedelta(days=2), "slash")}.}}
"""
        )
        return begin(body, preamble(bank["font"], 9.5, margin="15mm"))
    if style == "boa":
        ms = "en"
        rows = "\n".join(
            rf"{fdate(r['date'], 'dash')} & {fdate(r['value'], 'dash')} & {esc(r['label'])} & "
            rf"{money(r['amount'], ms) if r['amount'] > 0 else ''} & {money(-r['amount'], ms) if r['amount'] < 0 else ''}\\"
            for r in st["rows"]
        )

        def bal(v: float) -> str:
            return f"({money(-v, ms)})" if v < 0 else money(v, ms)

        body = (
            _bank_head(bank, "Relevé de compte courant", f"N° {rng.randint(1, 12):02d}/{a.year}")
            + rf"""
\begin{{tcolorbox}}[colback=white,colframe=b1,arc=2mm,boxrule=0.5pt]
\begin{{tabularx}}{{\linewidth}}{{lLlL}}
Client : & \textbf{{{holder}}} & Période : & {fdate(a, "dash")} au {fdate(b, "dash")}\\
Adresse : & {addr} & Agence : & {esc(p["city"])}\\
RIB : & {rib} & Devise : & MAD\\
\end{{tabularx}}
\end{{tcolorbox}}

\vspace{{3mm}}
{{\small\begin{{tabularx}}{{\linewidth}}{{llLrr}}
\rowcolor{{b1!20}}Date opé. & Date val. & Opération & Crédit & Débit\\
{rows}
\hline
\end{{tabularx}}}}

\vspace{{4mm}}
\hfill\begin{{tabular}}{{lr}}
Solde initial & {bal(st["opening"])}\\ Total crédits & {money(credits, ms)}\\ Total débits & {money(debits, ms)}\\\hline
\textbf{{Solde final}} & \textbf{{{bal(st["closing"])}}}\\
\end{{tabular}}

{{\footnotesize Les soldes entre parenthèses sont débiteurs.}}
\vfill
{{\footnotesize\color{{black!60}}{esc(bank["name"])} S.A. -- Ce relevé tient lieu d'avis d'opéré.}}
"""
        )
        return begin(body, preamble(bank["font"], 9, margin="14mm"))
    # cih style: signed balance column and solde créditeur/débiteur rows at the end
    ms = "space"

    def sb(v: float) -> str:
        return ("SOLDE DÉBITEUR" if v < 0 else "SOLDE CRÉDITEUR"), money(abs(v), ms)

    rows = "\n".join(
        rf"{fdate(r['date'], 'slash')} & {esc(r['label'])} & {money(-r['amount'], ms) if r['amount'] < 0 else ''} & "
        rf"{money(r['amount'], ms) if r['amount'] > 0 else ''}\\"
        for r in st["rows"]
    )
    o, c = sb(st["opening"]), sb(st["closing"])
    body = (
        _bank_head(bank, "RELEVÉ DES OPÉRATIONS", f"{MOIS[a.month - 1].capitalize()} {a.year}")
        + rf"""
{{\bfseries {holder}}}\\ {addr}

\vspace{{3mm}}
Compte n° {group(rib, 4)} \hfill Arrêté du {fdate(a, "slash")} au {fdate(b, "slash")}

\vspace{{4mm}}
\begin{{tabularx}}{{\linewidth}}{{|l|L|r|r|}}\hline
\rowcolor{{b1!25}}Date & Nature de l'opération & Débit & Crédit\\\hline
{fdate(a, "slash")} & \textbf{{{o[0]} AU {fdate(a, "slash")}}} & {o[1] if st["opening"] < 0 else ""} & {o[1] if st["opening"] >= 0 else ""}\\\hline
{rows}
\hline
{fdate(b, "slash")} & \textbf{{{c[0]} AU {fdate(b, "slash")}}} & \textbf{{{c[1] if st["closing"] < 0 else ""}}} & \textbf{{{c[1] if st["closing"] >= 0 else ""}}}\\\hline
\end{{tabularx}}
\vfill
{{\footnotesize\color{{black!60}}{esc(bank["name"])} -- Pour toute réclamation, contactez votre agence. SWIFT {bank["swift"]}.}}
"""
    )
    return begin(body, preamble(bank["font"], 9.5, margin="15mm"))


def rib_doc(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    rib, bank = doc["ctx"]["rib"], doc["ctx"]["bank"]
    rng = random.Random(doc["seed"])
    holder = esc(_holder(p, rng))
    if doc["kind"] == "rib_grid":
        body = (
            _bank_head(bank, "Relevé d'Identité Bancaire", "RIB")
            + rf"""
Titulaire du compte : \textbf{{{holder}}}\\ {esc(" ".join(p["addr"]))}

\vspace{{6mm}}
\begin{{tabular}}{{|c|c|c|c|}}\hline
\rowcolor{{b1!20}}Code banque & Code ville & N° de compte & Clé RIB\\\hline
\Large {rib[:3]} & \Large {rib[3:6]} & \Large {rib[6:22]} & \Large {rib[22:]}\\\hline
\end{{tabular}}

\vspace{{6mm}}
\begin{{tabular}}{{ll}}
IBAN : & {group(iban(rib))}\\ BIC / SWIFT : & {bank["swift"]}\\ Domiciliation : & Agence {esc(p["city"])} Principale\\
\end{{tabular}}

\vspace{{10mm}}
{{\small Ce relevé est destiné à être remis, sur leur demande, à vos créanciers ou débiteurs appelés à faire inscrire
des opérations à votre compte (virements, paiement de quittances, etc.).}}
"""
        )
        return begin(body, preamble(bank["font"], 11, w=210, h=148, margin="14mm"))
    body = (
        _bank_head(bank, "ATTESTATION DE RIB", f"Agence {esc(p['city'])}")
        + rf"""
\vspace{{8mm}}
Nous soussignés, {esc(bank["name"])}, attestons que {holder} est titulaire dans nos livres d'un compte
dont les coordonnées bancaires sont les suivantes :

\vspace{{6mm}}
\begin{{tcolorbox}}[colback=b1!8,colframe=b1,halign=center]
{{\large RIB : \textbf{{{rib}}}}}\\[2mm] IBAN : {iban(rib)} \qquad SWIFT : {bank["swift"]}
\end{{tcolorbox}}

\vspace{{6mm}}
Attestation délivrée à la demande du client pour servir et valoir ce que de droit.

\vspace{{8mm}}\hfill {esc(p["city"])}, le {fdate(dt.date(2024, 12, rng.randint(1, 12)), "slash")}\par\vspace{{4mm}}
\hspace*{{\fill}}{stamp([bank["name"], "Agence " + p["city"]], rng.uniform(-10, 10), "b2")}\hspace{{10mm}}
"""
    )
    return begin(body, preamble(bank["font"], 11, margin="20mm"))


# ---------------------------------------------------------------- other documents


def bill(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    rng = random.Random(doc["seed"])
    kwh, m3 = rng.randint(120, 380), rng.randint(8, 25)
    e, w = round(kwh * 1.0732, 2), round(m3 * 7.44, 2)
    tax = round((e + w) * 0.14, 2)
    body = rf"""\definecolor{{brand}}{{HTML}}{{0079C1}}
{{\fontsize{{17}}{{20}}\selectfont\bfseries\color{{brand}} Régie Autonome Intercommunale de Distribution}}\\
{{\large d'Eau et d'Électricité -- {esc(p["city"])}}}\hfill {ar("الوكالة المستقلة لتوزيع الماء والكهرباء")}

\vspace{{8mm}}
\begin{{tcolorbox}}[colback=brand!6,colframe=brand,title=Facture n° {rng.randint(10**7, 10**8)} -- Novembre 2024]
Abonné : \textbf{{{esc(pname(p, "civfg"))}}}\\ Adresse de consommation : {esc(" ".join(p["addr"]))}\\
N° de contrat : {rng.randint(10**8, 10**9)}
\end{{tcolorbox}}

\begin{{tabularx}}{{\linewidth}}{{Lrr}}
\hline Prestation & Quantité & Montant (DH)\\\hline
Électricité -- consommation & {kwh} kWh & {money(e, "space")}\\
Eau potable -- consommation & {m3} m³ & {money(w, "space")}\\
TVA & & {money(tax, "space")}\\\hline
\textbf{{Total à payer}} & & \textbf{{{money(e + w + tax, "space")}}}\\\hline
\end{{tabularx}}

\vspace{{6mm}}
Date limite de paiement : {fdate(dt.date(2024, 12, 20), "slash")}. Paiement en agence, par prélèvement ou sur le portail en ligne.
"""
    return begin(body, preamble("Liberation Sans", 10.5, margin="18mm"))


def lease(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    rng = random.Random(doc["seed"])
    rent = rng.choice([4500, 5200, 6000])
    body = rf"""{{\centering\fontsize{{16}}{{19}}\selectfont\bfseries CONTRAT DE BAIL À USAGE D'HABITATION\par}}
\vspace{{8mm}}
\setlength\parskip{{3mm}}
Entre les soussignés :

M. Abdelaziz Rahmouni, demeurant à Marrakech, ci-après dénommé « le bailleur »,

et {esc(pname(p, "civ"))}, ci-après dénommé(e) « le preneur »,

il a été convenu ce qui suit :

\textbf{{Article 1 -- Objet.}} Le bailleur donne en location au preneur l'appartement situé {esc(" ".join(p["addr"]))}.

\textbf{{Article 2 -- Durée.}} Le bail est consenti pour une durée d'un an à compter du 1\textsuperscript{{er}} janvier 2024,
renouvelable par tacite reconduction.

\textbf{{Article 3 -- Loyer.}} Le loyer mensuel est fixé à \mbox{{{money(rent, "space_dh")}}}, payable d'avance le cinq de chaque mois.

\textbf{{Article 4 -- Dépôt de garantie.}} Le preneur verse ce jour la somme de \mbox{{{money(rent * 2, "space_dh")}}} à titre de dépôt de garantie.

\textbf{{Article 5 -- Charges.}} Les consommations d'eau et d'électricité sont à la charge du preneur.

\vspace{{8mm}}
Fait à Marrakech, le {fdate(dt.date(2023, 12, 18), "long")}, en deux exemplaires.

\vspace{{6mm}}
Le bailleur \hfill Le preneur\\[2mm]
{signature(rng)}\hfill{signature(rng)}
"""
    return begin(body, preamble("DejaVu Serif", 11, margin="24mm"))


# ---------------------------------------------------------------- cards


def _mrz_nodes(lines: list[str], x: float, y0: float, step: float, size: float) -> str:
    out = []
    for i, ln in enumerate(lines):
        out.append(
            rf"\node[anchor=west,inner sep=0,font=\mrzfont\fontsize{{{size}}}{{{size}}}\selectfont] "
            rf"at ({x},{y0 - i * step}) {{{esc(ln)}}};"
        )
    return "\n".join(out)


def _photo(x: float, y: float, w: float, h: float, tone: str) -> str:
    cx = x + w / 2
    return (
        rf"\fill[{tone}!25] ({x},{y}) rectangle ({x + w},{y + h});"
        rf"\fill[{tone}!70!black] ({cx},{y + h * 0.62}) ellipse ({w * 0.22} and {h * 0.2});"
        rf"\fill[{tone}!70!black] ({x + w * 0.1},{y}) .. controls ({x + w * 0.12},{y + h * 0.4}) and "
        rf"({x + w * 0.88},{y + h * 0.4}) .. ({x + w * 0.9},{y}) -- cycle;"
        rf"\draw[black!40] ({x},{y}) rectangle ({x + w},{y + h});"
    )


def _card(inner: str, font: str, w: float = 85.6, h: float = 54.0, mono: str = "DejaVu Sans Mono") -> str:
    body = (
        r"\AddToShipoutPictureBG*{\AtPageLowerLeft{\begin{tikzpicture}[x=1mm,y=1mm]"
        rf"\useasboundingbox (0,0) rectangle ({w},{h});" + inner + r"\end{tikzpicture}}}\null"
    )
    return begin(body, preamble(font, 7, w=w, h=h, margin="0mm", mono=mono))


def _t(x: float, y: float, s: str, size: float = 6, extra: str = "", anchor: str = "west") -> str:
    return (
        rf"\node[anchor={anchor},inner sep=0,font=\fontsize{{{size}}}{{{size * 1.2:.1f}}}\selectfont{extra}] "
        rf"at ({x},{y}) {{{s}}};"
    )


def cnie_front(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    old = p.get("old")
    g = (
        r"\shade[left color=green!8,right color=orange!15] (0,0) rectangle (85.6,54);"
        if not old
        else r"\shade[top color=blue!10,bottom color=yellow!12] (0,0) rectangle (85.6,54);"
    )
    g += r"\fill[red!60!black,opacity=0.08] (60,27) circle (18);"
    ds = "dot" if not old else "slash"
    inner = (
        g
        + _photo(3.5, 8, 21, 27, "brown")
        + "".join(
            [
                _t(3.5, 50, r"ROYAUME DU MAROC", 6.5, r"\bfseries"),
                _t(82, 50, ar("المملكة المغربية"), 7, "", "east"),
                _t(3.5, 45.5, r"CARTE NATIONALE D'IDENTITÉ", 5.5),
                _t(82, 45, ar("البطاقة الوطنية للتعريف"), 6, "", "east"),
                _t(28, 38.5, esc(p["given"]), 7.5, r"\bfseries"),
                _t(82, 38.5, ar(p["ar_given"]), 7.5, "", "east"),
                _t(28, 34, esc(p["family"]), 7.5, r"\bfseries"),
                _t(82, 34, ar(p["ar_family"]), 7.5, "", "east"),
                _t(28, 28.5, "Né" + ("e" if p["sex"] == "F" else "") + " le " + fdate(d(p["dob"]), ds), 6),
                _t(82, 28.5, ar("تاريخ الازدياد"), 5.5, "", "east"),
                _t(28, 24.5, "à " + esc(p["pob"]), 6),
                _t(82, 24.5, ar(p["ar_pob"]), 6, "", "east"),
                _t(28, 19.5, "Valable jusqu'au " + fdate(d(p["exp"]), ds), 6),
                _t(82, 19.5, ar("صالحة إلى غاية"), 5.5, "", "east"),
                _t(28, 9, esc(p["cin"]), 12, r"\bfseries\color{red!60!black}"),
                _t(3.5, 4.5, "Sexe " + p["sex"], 5),
            ]
        )
    )
    return _card(inner, "DejaVu Sans Condensed" if not old else "Liberation Sans")


def cnie_back(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    old = p.get("old")
    mrz = doc["ctx"]["mrz"]
    son = "Fils de" if p["sex"] == "M" else "Fille de"
    inner = (
        r"\shade[left color=orange!12,right color=green!8] (0,0) rectangle (85.6,54);"
        r"\fill[white] (0,0) rectangle (85.6,16.5);"
        + "".join(
            [
                _t(3, 50, f"{son} {esc(p['father'])}", 6),
                _t(3, 46, f"et de {esc(p['mother'])}", 6),
                _t(82, 48, ar("الأب و الأم"), 5.5, "", "east"),
                _t(3, 40.5, "Adresse", 5, r"\color{black!60}"),
                _t(82, 40.5, ar("العنوان"), 5.5, "", "east"),
                _t(3, 36.5, esc(p["addr"][0]), 6),
                _t(3, 32.5, esc(p["addr"][1]), 6),
                _t(3, 26.5, f"N° état civil {int(p['cnssno'][:3]) + 100}/{p['dob'][:4]}", 5.5),
                _t(3, 22, f"Sexe {p['sex']}", 5.5),
            ]
        )
        + r"\draw[black!30] (60,20) rectangle (82,31);"
        + _t(71, 25.5, "Signature", 4.5, r"\color{black!40}", "center")
        + _mrz_nodes(mrz, 3.6, 12.8, 4.7, 11.6)
    )
    return _card(
        inner,
        "DejaVu Sans" if not old else "Liberation Sans",
        mono="DejaVu Sans Mono" if not old else "Liberation Mono",
    )


def passport(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    mrz = doc["ctx"]["mrz"]
    w, h = 125.0, 88.0
    rows = [
        ("Type", "P", 4, 70),
        ("Code du pays", "MAR", 26, 70),
        ("N° du passeport", p["passport"], 50, 70),
        ("Nom / Surname", esc(p["family"]), 4, 62),
        ("Prénoms / Given names", esc(p["given"]), 4, 54),
        ("Nationalité", "MAROCAINE", 4, 46),
        ("Date de naissance", fdate(d(p["dob"]), "mon3"), 50, 46),
        ("Lieu de naissance", esc(p["pob"]), 4, 38),
        ("Sexe", p["sex"], 50, 38),
        ("Date de délivrance", fdate(d(p["pp_issue"]), "mon3"), 4, 30),
        ("Date d'expiration", fdate(d(p["pp_expiry"]), "mon3"), 50, 30),
        ("N° CIN", p["cin"], 4, 22),
    ]
    inner = (
        r"\shade[top color=green!10,bottom color=red!6] (0,0) rectangle (125,88);"
        r"\fill[white] (0,0) rectangle (125,15);"
        + "".join(
            [
                _t(4, 83, "ROYAUME DU MAROC -- PASSEPORT", 7.5, r"\bfseries"),
                _t(121, 83, ar("المملكة المغربية") + r"\quad " + ar("جواز السفر"), 8, "", "east"),
            ]
        )
        + "".join(
            _t(x + 30, y + 3, esc(lbl), 4.5, r"\color{black!55}") + _t(x + 30, y, val, 7.5, r"\bfseries")
            for lbl, val, x, y in rows
        )
        + _photo(4, 24, 26, 34, "brown")
        + _mrz_nodes(mrz, 3.5, 10.5, 5.5, 12.2)
    )
    return _card(inner, "Noto Sans", w, h, mono="Liberation Mono")


def sen_id(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    f = p["foreign"]
    inner = (
        r"\shade[left color=green!15,right color=yellow!15] (0,0) rectangle (85.6,54);"
        + _photo(3, 17, 20, 25, "brown")
        + "".join(
            [
                _t(3, 50, "RÉPUBLIQUE DU SÉNÉGAL", 6.5, r"\bfseries"),
                _t(3, 46, "CARTE D'IDENTITÉ CEDEAO -- ECOWAS IDENTITY CARD", 4.5),
                _t(26, 40, "Nom / Surname", 4, r"\color{black!55}"),
                _t(26, 37, esc(p["family"]), 7, r"\bfseries"),
                _t(26, 33, "Prénoms / Given names", 4, r"\color{black!55}"),
                _t(26, 30, esc(p["given"]), 7, r"\bfseries"),
                _t(26, 26, "Date de naissance", 4, r"\color{black!55}"),
                _t(26, 23, fdate(d(p["dob"]), "slash"), 6.5),
                _t(56, 26, "Date d'expiration", 4, r"\color{black!55}"),
                _t(56, 23, fdate(d(f["id_exp"]), "slash"), 6.5),
                _t(26, 19.5, "Lieu de naissance : " + esc(p["pob"]) + "   Sexe : " + p["sex"], 5),
            ]
        )
        + r"\fill[white] (0,0) rectangle (85.6,15.5);"
        + _mrz_nodes(doc["ctx"]["mrz"], 3.6, 12.5, 4.5, 11.4)
    )
    return _card(inner, "FreeSans", mono="FreeMono")


def mar_rp(doc: dict) -> str:
    p = PEOPLE_BY_ID[doc["case_id"]]
    f = p["foreign"]
    inner = (
        r"\shade[left color=blue!8,right color=green!8] (0,0) rectangle (85.6,54);"
        + _photo(62, 18, 20, 25, "brown")
        + "".join(
            [
                _t(3, 50, "ROYAUME DU MAROC", 6.5, r"\bfseries"),
                _t(82, 50, ar("المملكة المغربية"), 7, "", "east"),
                _t(3, 46, "CARTE DE RÉSIDENCE -- Étranger", 5.5),
                _t(82, 45.5, ar("بطاقة الإقامة"), 6, "", "east"),
                _t(3, 40, "Nom : " + esc(p["family"]), 6.5, r"\bfseries"),
                _t(3, 36, "Prénom : " + esc(p["given"]), 6.5, r"\bfseries"),
                _t(3, 31.5, "Nationalité : SÉNÉGALAISE", 5.5),
                _t(3, 27.5, "Né(e) le : " + fdate(d(p["dob"]), "dot") + " à " + esc(p["pob"]), 5.5),
                _t(3, 23.5, "N° : " + f["rp_no"], 5.5),
                _t(3, 19.5, "Valable jusqu'au : " + fdate(d(f["rp_exp"]), "dot"), 5.5),
            ]
        )
        + r"\fill[white] (0,0) rectangle (85.6,15.5);"
        + _mrz_nodes(doc["ctx"]["mrz"], 3.6, 12.5, 4.5, 11.4)
    )
    return _card(inner, "DejaVu Sans Condensed")


def render(doc: dict) -> str:
    k = doc["kind"]
    table = {
        "slip_grid": slip_grid,
        "slip_plain": slip_plain,
        "slip_boxed": slip_boxed,
        "slip_public": slip_public,
        "slip_english": slip_english,
        "cert_prose_nous": lambda x: cert_prose(x, "nous"),
        "cert_prose_je": lambda x: cert_prose(x, "je"),
        "cert_table": cert_table,
        "sal_prose": sal_prose,
        "sal_table": sal_table,
        "cnss": cnss,
        "rib_grid": rib_doc,
        "rib_letter": rib_doc,
        "bill": bill,
        "lease": lease,
        "cnie_front": cnie_front,
        "cnie_back": cnie_back,
        "passport": passport,
        "sen_id": sen_id,
        "mar_rp": mar_rp,
    }
    if k.startswith("st_"):
        return st_doc(doc)
    return table[k](doc)


__all__ = ["BANKS", "render"]
