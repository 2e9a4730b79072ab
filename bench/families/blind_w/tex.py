"""ConTeXt sources for every blind_w layout: one function per layout, each returning (source, printed fields)."""

# ruff: noqa: E501  (one ConTeXt table row per source line reads best)

from __future__ import annotations

import datetime as dt

from .data import fmt_amount, fmt_date, iban, iban_grouped, rib_grouped

FD = "/usr/share/fonts/truetype/"
FONTS = {
    "dejavusans": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
    "dejavucond": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "dejavusanscond": ("dejavu/DejaVuSansCondensed.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf"),
    "dejavuserif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "liberationsans": ("liberation/LiberationSans-Regular.ttf", "liberation/LiberationSans-Bold.ttf"),
    "liberationserif": ("liberation/LiberationSerif-Regular.ttf", "liberation/LiberationSerif-Bold.ttf"),
    "narrow": ("liberation/LiberationSansNarrow-Regular.ttf", "liberation/LiberationSansNarrow-Bold.ttf"),
    "freesans": ("freefont/FreeSans.ttf", "freefont/FreeSansBold.ttf"),
    "freeserif": ("freefont/FreeSerif.ttf", "freefont/FreeSerifBold.ttf"),
    "notosans": ("noto/NotoSans-Regular.ttf", "noto/NotoSans-Bold.ttf"),
}

PREAMBLE = r"""
\definepapersize[card][width=85.6mm,height=54mm]
\definepapersize[tdthree][width=125mm,height=88mm]
\setuppagenumbering[location=]
\definelayer[L][width=\paperwidth,height=\paperheight]
\setupbackgrounds[page][background=L]
\definefontfeature[arabx][mode=node,analyze=yes,script=arab,language=dflt,ccmp=yes,init=yes,medi=yes,fina=yes,isol=yes,rlig=yes,liga=yes,calt=yes,mark=yes,mkmk=yes,kern=yes,curs=yes]
\setupdirections[bidi=global,method=three]
\setupcolors[state=start]
\setuptolerance[verytolerant,stretch]
\def\AR#1#2{\dontleavehmode\hbox{\definedfont[file:/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf*arabx at #1]\righttoleft #2}}
\def\ARB#1#2{\dontleavehmode\hbox{\definedfont[file:/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf*arabx at #1]\righttoleft #2}}
\setupinteraction[state=start,title={},author={},subtitle={},keyword={}]
\starttext
"""
PREAMBLE = PREAMBLE.lstrip()
POSTAMBLE = "\\stoptext\n"

_ESC = {"\\": r"\letterbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
        "^": r"\letterhat{}", "_": r"\_", "%": r"\%", "~": r"\lettertilde{}", "|": r"\letterbar{}"}  # fmt: skip


def e(s: object) -> str:
    return "".join(_ESC.get(c, c) for c in str(s))


def fonts(key: str, size: float, mono: str = "dejavu/DejaVuSansMono.ttf") -> str:
    r, b = FONTS[key]
    out = []
    for name, f, k in [("R", r, 1.0), ("B", b, 1.0), ("Rs", r, 0.85), ("Bs", b, 0.85), ("Rxs", r, 0.72),
                       ("Bl", b, 1.35), ("Bxl", b, 1.8), ("Rl", r, 1.2)]:  # fmt: skip
        out.append(f"\\definefont[{name}][file:{FD}{f} at {size * k:.1f}pt]")
    out.append(f"\\definefont[Mo][file:{FD}{mono} at {size * 0.95:.1f}pt]")
    out.append(f"\\setupinterlinespace[line={size * 1.3:.1f}pt]")
    out.append("\\R")
    return "\n".join(out) + "\n"


def page_a4(top="15mm", back="18mm", width="174mm", height="262mm") -> str:
    return (
        "\\setuppapersize[A4][A4]\n"
        f"\\setuplayout[topspace={top},backspace={back},width={width},height={height},header=0pt,footer=0pt,"
        "headerdistance=0pt,footerdistance=0pt,margin=0pt,leftmargin=0pt,rightmargin=0pt,"
        "topheight=0pt,bottomheight=0pt]\n"
    )


def color(name: str, rgb: str) -> str:
    """The brand colour, a light tint of it ({name}lt) for table shading."""
    r, g, b = (float(x) for x in rgb.split(","))
    lt = [0.82 + 0.18 * x for x in (r, g, b)]
    return (
        f"\\definecolor[{name}][r={r},g={g},b={b}]\\definecolor[{name}lt][r={lt[0]:.3f},g={lt[1]:.3f},b={lt[2]:.3f}]\n"
    )


def stamp(
    x: str, y: str, line1: str, line2: str, rgb: str = "0.15,0.2,0.6", angle: int = 12, size: str = "36mm"
) -> str:
    r, g, b = rgb.split(",")
    return (
        f"\\setlayer[L][x={x},y={y}]{{\\startMPcode color c; c := ({r},{g},{b});\n"
        f"draw fullcircle scaled {size} withpen pencircle scaled 1.2pt withcolor c;\n"
        f"draw fullcircle scaled ({size}*0.78) withpen pencircle scaled 0.5pt withcolor c;\n"
        f'draw textext("\\Bs {e(line1)}") rotated {angle} withcolor c;\n'
        f'draw textext("\\Rxs {e(line2)}") shifted (0,-4mm) rotated {angle} withcolor c;\n'
        "\\stopMPcode}\n"
    )


def signature(x: str, y: str, seed: int) -> str:
    a, b, c = 3 + seed % 5, 6 + seed % 3, 2 + seed % 4
    return (
        f"\\setlayer[L][x={x},y={y}]{{\\startMPcode draw (0,0)..({a}mm,{b}mm)..({a + 4}mm,-{c}mm)..({a + 9}mm,{b - 2}mm)"
        f"..({a + 14}mm,0)..({a + 22}mm,{c}mm) withpen pencircle scaled 0.8pt withcolor (0.1,0.1,0.35);"
        "\\stopMPcode}\n"
    )


def logo(kind: int, rgb: str, text: str) -> str:
    r, g, b = rgb.split(",")
    shapes = [
        "fill fullsquare scaled 9mm rotated 45 withcolor c; fill fullcircle scaled 4mm withcolor white;",
        "fill fullcircle scaled 10mm withcolor c; fill fullcircle scaled 6mm shifted (1.5mm,0) withcolor white;",
        "fill (0,0)--(10mm,0)--(5mm,9mm)--cycle withcolor c; fill (2.5mm,0)--(7.5mm,0)--(5mm,4.5mm)--cycle withcolor white;",
        "fill fullsquare xscaled 12mm yscaled 8mm withcolor c; draw (-5mm,-2mm)--(5mm,2mm) withpen pencircle scaled 1.5pt withcolor white;",
    ]  # fmt: skip
    return (
        f"\\dontleavehmode\\startMPcode color c; c := ({r},{g},{b}); {shapes[kind % 4]}\n"
        f'draw textext.rt("\\Bl {e(text)}") shifted (8mm,0) withcolor c;\\stopMPcode'
    )


def contract_text(ct: str, lang: str, variant: int) -> str:
    fr = {"CDI": ["CDI", "Contrat à durée indéterminée", "Permanent (CDI)"],
          "CDD": ["CDD", "Contrat à durée déterminée", "CDD - durée déterminée"],
          "ANAPEC": ["Contrat ANAPEC (CIP)", "Contrat d'insertion ANAPEC", "Insertion (ANAPEC)"]}  # fmt: skip
    en = {"CDI": "Permanent", "CDD": "Fixed-term (CDD)", "ANAPEC": "ANAPEC insertion contract"}
    return en[ct] if lang == "en" else fr[ct][variant % 3]


def person_name(c: dict, order: str) -> str:
    civ = "Mme" if c["sex"] == "F" else "M."
    if order == "family_first":
        return f"{c['family']} {c['given']}"
    if order == "civ_family_first":
        return f"{civ} {c['family']} {c['given'].upper()}"
    if order == "civ_given_first":
        return f"{civ} {c['given']} {c['family']}"
    return f"{c['given']} {c['family']}"


def label_name(c: dict) -> str:
    return f"{c['given']} {c['family']}"


# =========================================================================== cards
def cnie_front(c: dict, v: int) -> tuple[str, set]:
    fam, giv = c["family"], c["given"].upper()
    old = c.get("old_card")
    bg = "(0.86,0.92,0.88)" if not old else "(0.93,0.90,0.82)"
    s = "\\setuppapersize[card][card]\n\\setuplayout[topspace=0mm,backspace=0mm,width=85.6mm,height=54mm,header=0pt,footer=0pt,margin=0pt]\n"
    s += fonts("dejavusans" if not old else "freesans", 6.2)
    s += (
        "\\setlayer[L][x=0mm,y=0mm]{\\startMPcode fill unitsquare xscaled 85.6mm yscaled 54mm withcolor "
        f"{bg}; for i=0 upto 14: draw (0,i*4mm)..(40mm,i*4mm+3mm)..(85.6mm,i*4mm) withcolor (0.75,0.85,0.8); endfor;"
        "fill unitsquare xscaled 85.6mm yscaled 9mm shifted (0,45mm) withcolor (0.72,0.16,0.16);"
        "setbounds currentpicture to unitsquare xscaled 85.6mm yscaled 54mm;\\stopMPcode}\n"
    )
    s += "\\setlayer[L][x=3mm,y=1.2mm]{\\color[white]{\\Bs ROYAUME DU MAROC}}\n"
    s += "\\setlayer[L][x=54mm,y=0.8mm]{\\color[white]{\\ARB{6.5pt}{المملكة المغربية}}}\n"
    s += "\\setlayer[L][x=3mm,y=4.8mm]{\\color[white]{\\Rxs CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE}}\n"
    # photo
    s += (
        "\\setlayer[L][x=3mm,y=11mm]{\\startMPcode fill unitsquare xscaled 20mm yscaled 25mm withcolor (0.8,0.82,0.85);"
        "fill fullcircle xscaled 9mm yscaled 11mm shifted (10mm,15.5mm) withcolor (0.45,0.38,0.33);"
        "fill (halfcircle--cycle) xscaled 18mm yscaled 12mm shifted (10mm,0) withcolor (0.25,0.25,0.3);"
        "draw unitsquare xscaled 20mm yscaled 25mm withcolor (0.4,0.4,0.4);\\stopMPcode}\n"
    )
    rows = [
        ("Nom", "الاسم العائلي", fam),
        ("Prénom", "الاسم الشخصي", giv),
        ("Né(e) le", "تاريخ الازدياد", fmt_date(c["dob"], "card")),
        ("à", "مكان الازدياد", c["pob"]),
        ("Valable jusqu'au", "صالحة إلى غاية", fmt_date(c["exp"], "card")),
    ]
    y = 11.0
    for fr, ar, val in rows:
        s += f"\\setlayer[L][x=26mm,y={y:.1f}mm]{{\\Rxs {e(fr)}}}\n"
        s += f"\\setlayer[L][x=66mm,y={y - 0.9:.1f}mm]{{\\AR{{5pt}}{{{ar}}}}}\n"
        s += f"\\setlayer[L][x=26mm,y={y + 2.6:.1f}mm]{{\\Bs {e(val)}}}\n"
        y += 6.3
    s += f"\\setlayer[L][x=3mm,y=41mm]{{\\Rxs N° CIN}}\\setlayer[L][x=3mm,y=44mm]{{\\Bl {e(c['cin'])}}}\n"
    s += f"\\setlayer[L][x=60mm,y=47mm]{{\\Rxs {e(c['card'])}}}\n"
    s += "\\null\\page\n"
    return s, {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"}


def cnie_back(c: dict, v: int, mrz: list[str]) -> tuple[str, set]:
    old = c.get("old_card")
    s = "\\setuppapersize[card][card]\n\\setuplayout[topspace=0mm,backspace=0mm,width=85.6mm,height=54mm,header=0pt,footer=0pt,margin=0pt]\n"
    s += fonts("dejavusans" if not old else "freesans", 6.0, mono="dejavu/DejaVuSansMono.ttf")
    s += "\\definefont[MRZ][file:/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf at 7.9pt]\n"
    s += (
        "\\setlayer[L][x=0mm,y=0mm]{\\startMPcode fill unitsquare xscaled 85.6mm yscaled 54mm withcolor "
        f"{'(0.88,0.92,0.90)' if not old else '(0.93,0.90,0.83)'};"
        "fill unitsquare xscaled 85.6mm yscaled 17mm withcolor (0.97,0.97,0.97);\\stopMPcode}\n"
    )
    rows = [
        ("Fils/Fille de", "ابن/بنت", f"{c['father']}"),
        ("et de", "و", c["mother"]),
        ("Adresse", "العنوان", c["addr"][0]),
        ("", "", c["addr"][1]),
        ("N° état civil", "رقم الحالة المدنية", f"{(int(c['cnssno'][:4]) % 997) + 1}/{c['dob'].year}"),
    ]
    y = 3.0
    for fr, ar, val in rows:
        if fr:
            s += f"\\setlayer[L][x=3mm,y={y:.1f}mm]{{\\Rxs {e(fr)}}}\n"
            s += f"\\setlayer[L][x=62mm,y={y - 1:.1f}mm]{{\\AR{{5pt}}{{{ar}}}}}\n"
            y += 2.6
        s += f"\\setlayer[L][x=3mm,y={y:.1f}mm]{{\\Bs {e(val)}}}\n"
        y += 3.6
    s += f"\\setlayer[L][x=60mm,y=29mm]{{\\Rxs Sexe : {c['sex']}}}\n"
    for i, line in enumerate(mrz):
        s += f"\\setlayer[L][x=4mm,y={38.5 + i * 4.6:.1f}mm]{{\\MRZ {e(line)}}}\n"
    s += "\\null\\page\n"
    return s, {"address", "mrz_valid", "cin", "date_of_birth", "cin_expiry", "applicant_name", "document_number"}


def td1_foreign(c: dict, kind: str, mrz: list[str], docno: str, exp: dt.date) -> tuple[str, set]:
    s = "\\setuppapersize[card][card]\n\\setuplayout[topspace=0mm,backspace=0mm,width=85.6mm,height=54mm,header=0pt,footer=0pt,margin=0pt]\n"
    s += fonts("liberationsans" if kind == "id" else "notosans", 6.0)
    s += "\\definefont[MRZ][file:/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf at 8.1pt]\n"
    bg = "(0.86,0.88,0.95)" if kind == "id" else "(0.95,0.90,0.86)"
    s += f"\\setlayer[L][x=0mm,y=0mm]{{\\startMPcode fill unitsquare xscaled 85.6mm yscaled 54mm withcolor {bg};"
    s += "fill unitsquare xscaled 85.6mm yscaled 17mm withcolor (0.98,0.98,0.98);"
    s += "fill unitsquare xscaled 16mm yscaled 20mm shifted (3mm,18.5mm) withcolor (0.78,0.8,0.83);"
    s += "fill fullcircle xscaled 7mm yscaled 9mm shifted (11mm,31mm) withcolor (0.5,0.42,0.36);\\stopMPcode}\n"
    if kind == "id":
        s += "\\setlayer[L][x=3mm,y=2mm]{\\Bs RÉPUBLIQUE FRANÇAISE}\\setlayer[L][x=3mm,y=5mm]{\\Rxs CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD}\n"
        rows = [("NOM / Surname", c["family"]), ("Prénoms / Given names", c["given"]),
                ("Date de naiss. / Date of birth", fmt_date(c["dob"], "dot")),
                ("N° du document / Document No", docno), ("Date d'expiration / Expiry", fmt_date(exp, "dot"))]  # fmt: skip
    else:
        s += "\\setlayer[L][x=3mm,y=2mm]{\\Bs ROYAUME DU MAROC - TITRE DE SÉJOUR}\n"
        s += "\\setlayer[L][x=58mm,y=5.5mm]{\\AR{6pt}{بطاقة الإقامة}}\n"
        s += "\\setlayer[L][x=3mm,y=5.5mm]{\\Rxs CARTE D'IMMATRICULATION}\n"
        rows = [("Nom", c["family"]), ("Prénom", c["given"]), ("Nationalité", "FRANÇAISE"),
                ("Né le", fmt_date(c["dob"], "slash")), ("N° carte / valable jusqu'au", f"{docno}  -  {fmt_date(exp, 'slash')}")]  # fmt: skip
    y = 10.0
    for lab, val in rows:
        s += f"\\setlayer[L][x=22mm,y={y:.1f}mm]{{\\Rxs {e(lab)}}}\\setlayer[L][x=22mm,y={y + 2.4:.1f}mm]{{\\Bs {e(val)}}}\n"
        y += 5.3
    for i, line in enumerate(mrz):
        s += f"\\setlayer[L][x=4mm,y={38.5 + i * 4.6:.1f}mm]{{\\MRZ {e(line)}}}\n"
    s += "\\null\\page\n"
    return s, {"applicant_name", "date_of_birth", "mrz_valid", "document_number", "nationality", "issuing_country",
               "document_expiry"}  # fmt: skip


def passport(c: dict, mrz: list[str], docno: str, issue: dt.date, exp: dt.date) -> tuple[str, set]:
    s = "\\setuppapersize[tdthree][tdthree]\n\\setuplayout[topspace=0mm,backspace=0mm,width=125mm,height=88mm,header=0pt,footer=0pt,margin=0pt]\n"
    s += fonts("dejavuserif", 7.0)
    s += "\\definefont[MRZ][file:/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf at 10pt]\n"
    s += (
        "\\setlayer[L][x=0mm,y=0mm]{\\startMPcode fill unitsquare xscaled 125mm yscaled 88mm withcolor (0.93,0.90,0.86);"
        "for i=0 upto 20: draw fullcircle scaled (i*8mm) shifted (90mm,50mm) withcolor (0.85,0.82,0.78); endfor;"
        "fill unitsquare xscaled 125mm yscaled 18mm withcolor (0.99,0.99,0.98);"
        "fill unitsquare xscaled 30mm yscaled 38mm shifted (5mm,24mm) withcolor (0.78,0.8,0.83);"
        "fill fullcircle xscaled 13mm yscaled 16mm shifted (20mm,48mm) withcolor (0.5,0.42,0.36);"
        "fill (halfcircle--cycle) xscaled 26mm yscaled 16mm shifted (20mm,24mm) withcolor (0.25,0.25,0.3);"
        "setbounds currentpicture to unitsquare xscaled 125mm yscaled 88mm;\\stopMPcode}\n"
    )
    s += "\\setlayer[L][x=5mm,y=2.5mm]{\\B ROYAUME DU MAROC  --  PASSEPORT / PASSPORT}\n"
    s += "\\setlayer[L][x=96mm,y=1mm]{\\ARB{8pt}{المملكة المغربية}}\n"
    fields = [
        ("Type", "P", 40, 10), ("Code pays / Country code", "MAR", 55, 10), ("N° Passeport / Passport No", docno, 88, 10),
        ("Nom / Surname", c["family"], 40, 17), ("Prénoms / Given names", c["given"].upper(), 40, 24),
        ("Nationalité / Nationality", "MAROCAINE", 40, 31), ("Date de naissance / Date of birth", fmt_date(c["dob"], "mon"), 40, 38),
        ("Sexe / Sex", c["sex"], 95, 38), ("Lieu de naissance / Place of birth", c["pob"], 40, 45),
        ("Date de délivrance / Date of issue", fmt_date(issue, "mon"), 40, 52),
        ("Date d'expiration / Date of expiry", fmt_date(exp, "mon"), 85, 52), ("N° CIN", c["cin"], 40, 59),
    ]  # fmt: skip
    for lab, val, x, y in fields:
        s += f"\\setlayer[L][x={x}mm,y={y}mm]{{\\Rxs {e(lab)}}}\\setlayer[L][x={x}mm,y={y + 2.6}mm]{{\\B {e(val)}}}\n"
    for i, line in enumerate(mrz):
        s += f"\\setlayer[L][x=4.5mm,y={72 + i * 6}mm]{{\\MRZ {e(line)}}}\n"
    s += "\\null\\page\n"
    return s, {"applicant_name", "date_of_birth", "cin", "mrz_valid", "document_number", "nationality",
               "issuing_country", "document_expiry"}  # fmt: skip


# =========================================================================== payslips
def _amt(x: float, st: str) -> str:
    return e(fmt_amount(x, st)).replace(" ", "~")


def payslip(c: dict, E: dict, pay: dict, month: dt.date, v: int, cin: str | None, ytd: dict | None) -> tuple[str, set]:
    st = E["style"]
    col = color("brand", E["color"])
    mname = ["Janvier", "Février", "Mars", "Avril", "Mai", "Juin", "Juillet", "Août", "Septembre", "Octobre",
             "Novembre", "Décembre"][month.month - 1]  # fmt: skip
    printed = {"applicant_name", "employer", "pay_period", "gross_salary", "net_salary", "position"}
    if st == "grid":
        am = "fr"
        s = page_a4("12mm", "14mm", "182mm", "270mm") + col + fonts(E["font"], 8.2)
        s += "\\bTABLE[frame=off,offset=1mm]\\bTR\\bTD[width=110mm]"
        s += (
            logo(v, E["color"], E["name"].split()[0])
            + f"\\par{{\\Rs {e(E['name'])}}}\\par{{\\Rxs {e(E['addr'])}}}\\par"
        )
        s += f"{{\\Rxs N° CNSS employeur : {E['cnss']} -- ICE : {E['ice']}}}\\eTD"
        s += f"\\bTD[width=72mm,frame=on,framecolor=brand,align=middle]{{\\Bl BULLETIN DE PAIE}}\\par Période : {mname} {month.year}"
        s += f"\\par{{\\Rs Paiement par virement le {fmt_date(month.replace(day=28), 'slash')}}}\\eTD\\eTR\\eTABLE\n\\blank[small]\n"
        info = [("Matricule", f"{(int(c['cnssno']) % 9000) + 1000}"), ("Nom et prénom", person_name(c, "family_first")),
                ("N° CNSS", c["cnssno"]), ("CIN", cin), ("Emploi", c["pos"]),
                ("Date d'embauche", fmt_date(c["hire"], "slash")), ("Contrat", contract_text(c["ctype"], "fr", v)),
                ("Date de naissance", fmt_date(c["dob"], "slash")), ("Situation familiale", "Marié(e)" if v % 2 else "Célibataire")]  # fmt: skip
        info = [(k, x) for k, x in info if x]
        s += "\\bTABLE[frame=on,framecolor=brand,offset=1mm,background=color,backgroundcolor=white]\n"
        for i in range(0, len(info), 3):
            s += "\\bTR"
            for k, x in info[i : i + 3]:
                s += f"\\bTD[width=22mm,background=color,backgroundcolor=brand,foregroundcolor=white]{{\\Bs {e(k)}}}\\eTD\\bTD[width=38.6mm]{{\\Rs {e(x)}}}\\eTD"
            s += f"\\bTD[nx={2 * (3 - len(info[i : i + 3]))}]\\eTD" if len(info[i : i + 3]) < 3 else ""
            s += "\\eTR\n"
        s += "\\eTABLE\n\\blank[medium]\n"
        s += "\\definecolor[lite][s=.9]\n"
        s += (
            "\\bTABLE[frame=on,offset=1.2mm,split=no,framecolor=darkgray]\n\\bTR[background=color,backgroundcolor=lite]"
        )
        s += "\\bTD[width=70mm]{\\Bs Rubrique}\\eTD\\bTD[width=26mm,align=flushleft]{\\Bs Base}\\eTD\\bTD[width=16mm,align=flushleft]{\\Bs Taux}\\eTD"
        s += "\\bTD[width=34mm,align=flushleft]{\\Bs Gains}\\eTD\\bTD[width=34mm,align=flushleft]{\\Bs Retenues}\\eTD\\eTR\n"
        for n, x in pay["gains"]:
            s += f"\\bTR\\bTD {e(n)}\\eTD\\bTD[align=flushleft]\\eTD\\bTD\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\bTD\\eTD\\eTR\n"
        rates = {"Cotisation CNSS": ("4,48 %", pay["cnss_base"]), "AMO": ("2,26 %", pay["gross"])}
        for n, x in pay["deductions"]:
            rate, base = rates.get(n, ("", pay["taxable"] if n.startswith("Imp") else None))
            s += f"\\bTR\\bTD {e(n)}\\eTD\\bTD[align=flushleft]{_amt(base, am) if base else ''}\\eTD\\bTD {e(rate)}\\eTD\\bTD\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\eTR\n"
        s += "\\bTR[background=color,backgroundcolor=lite]\\bTD[nx=3]{\\Bs Totaux}\\eTD"
        s += f"\\bTD[align=flushleft]{{\\Bs {_amt(pay['gross'], am)}}}\\eTD\\bTD[align=flushleft]{{\\Bs {_amt(pay['total_deductions'], am)}}}\\eTD\\eTR\n"
        s += "\\eTABLE\n\\blank[medium]\n"
        s += "\\bTABLE[frame=on,offset=1.2mm]\\bTR[background=color,backgroundcolor=lite]"
        heads = ["Salaire brut", "Brut imposable", "Net imposable", "Total retenues", "NET À PAYER"]
        vals = [pay["gross"], pay["gross"], pay["taxable"], pay["total_deductions"], pay["net"]]
        for h in heads:
            s += f"\\bTD[width=36mm]{{\\Bs {e(h)}}}\\eTD"
        s += "\\eTR\\bTR"
        for i, x in enumerate(vals):
            bold = "\\B " if i == 4 else ""
            s += f"\\bTD {{{bold}{_amt(x, am)} DH}}\\eTD"
        s += "\\eTR"
        if ytd:
            s += "\\bTR\\bTD[nx=5]{\\Rs Cumuls annuels :"
            s += f" brut {_amt(ytd['gross'], am)} -- net imposable {_amt(ytd['taxable'], am)} -- IR {_amt(ytd['ir'], am)} -- jours travaillés {ytd['days']}}}\\eTD\\eTR"
        s += "\\eTABLE\n\\blank[big]\n{\\Rxs Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation de durée.}\n\\page\n"
        printed |= {"employer_cnss", "cnss_number", "hire_date", "contract_type", "date_of_birth"}
    elif st == "plain":
        am = "frdot"
        s = page_a4("22mm", "25mm", "160mm", "250mm") + col + fonts(E["font"], 10.5)
        s += f"{{\\Bl {e(E['name'])}}}\\par {e(E['addr'])}\\par Affiliation CNSS n° {E['cnss']}\\par\n\\blank[big]\n"
        s += f"\\startalignment[middle]{{\\Bxl Bulletin de salaire}}\\par Mois de {mname.lower()} {month.year}\\stopalignment\n\\blank[big]\n"
        s += "\\starttabulate[|l|l|l|l|]\n"
        s += f"\\NC Salarié : \\NC {{\\B {e(person_name(c, 'civ_family_first'))}}} \\NC Fonction : \\NC {e(c['pos'])} \\NC\\NR\n"
        s += f"\\NC Immatriculation CNSS : \\NC {c['cnssno']} \\NC Entrée le : \\NC {fmt_date(c['hire'], 'dash')} \\NC\\NR\n"
        if cin:
            s += f"\\NC C.I.N. : \\NC {e(cin)} \\NC \\NC \\NC\\NR\n"
        s += "\\stoptabulate\n\\blank[medium]\n"
        s += "\\bTABLE[frame=off,bottomframe=on,offset=1.5mm]\n\\bTR[topframe=on]\\bTD[width=95mm]{\\B Désignation}\\eTD\\bTD[width=32mm,align=flushleft]{\\B À payer}\\eTD\\bTD[width=32mm,align=flushleft]{\\B À retenir}\\eTD\\eTR\n"
        for n, x in pay["gains"]:
            s += f"\\bTR[frame=off]\\bTD {e(n)}\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\bTD\\eTD\\eTR\n"
        for n, x in pay["deductions"]:
            s += f"\\bTR[frame=off]\\bTD {e(n)}\\eTD\\bTD\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\eTR\n"
        s += f"\\bTR[topframe=on]\\bTD{{\\B Total brut / Total retenues}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['gross'], am)}}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['total_deductions'], am)}}}\\eTD\\eTR\n"
        s += "\\eTABLE\n\\blank[big]\n"
        s += f"\\startalignment[flushright]\\framed[frame=on,offset=3mm]{{\\Bl Net à payer : {_amt(pay['net'], am)} DH}}\\stopalignment\n"
        s += f"\\blank[big]\nFait à {e(E['city'])}, le {fmt_date(month.replace(day=28), 'slash')}\\par Signature de l'employeur\n"
        s += signature("120mm", "205mm", v) + "\\page\n"
        printed |= {"employer_cnss", "cnss_number", "hire_date"}
    elif st == "public":
        am = "fr"
        s = page_a4("14mm", "16mm", "178mm", "266mm") + col + fonts(E["font"], 9.5)
        s += (
            "\\bTABLE[frame=off,offset=0.5mm]\\bTR\\bTD[width=89mm]{\\B ROYAUME DU MAROC}\\par{\\Rs "
            + e(E["name"])
            + "}\\par{\\Rxs Division des Ressources Humaines -- Service de la Paie}\\eTD"
        )
        s += "\\bTD[width=89mm,align=flushleft]\\ARB{10pt}{المملكة المغربية}\\par\\AR{8pt}{مديرية الموارد البشرية}\\eTD\\eTR\\eTABLE\n\\blank[medium]\n"
        s += f"\\startalignment[middle]\\framed[frame=on,width=120mm,background=color,backgroundcolor=brand,foregroundcolor=white]{{\\Bl ÉTAT DE SALAIRE MENSUEL -- FICHE DE PAIE}}\\par {mname.upper()} {month.year}\\stopalignment\n\\blank[medium]\n"
        s += "\\bTABLE[frame=on,offset=1.3mm]\n"
        cells = [("Nom et prénom", person_name(c, "family_first").upper()), ("CIN", cin or ""),
                 ("Grade / Fonction", c["pos"]), ("N° d'affiliation CNSS", c["cnssno"]),
                 ("Date de recrutement", fmt_date(c["hire"], "fr")), ("Statut", contract_text(c["ctype"], "fr", v + 1)),
                 ("Affiliation employeur", E["cnss"]), ("Né(e) le", fmt_date(c["dob"], "fr"))]  # fmt: skip
        for i in range(0, len(cells), 2):
            s += "\\bTR"
            for k, x in cells[i : i + 2]:
                s += f"\\bTD[width=38mm,background=color,backgroundcolor=brandlt]{{\\Bs {e(k)}}}\\eTD\\bTD[width=51mm]{e(x)}\\eTD"
            s += "\\eTR\n"
        s += "\\eTABLE\n\\blank[medium]\n"
        s += "\\definecolor[lite][s=.92]\n\\bTABLE[frame=on,offset=1.3mm]\n\\bTR[background=color,backgroundcolor=lite]\\bTD[width=20mm]{\\Bs Code}\\eTD\\bTD[width=88mm]{\\Bs Éléments}\\eTD\\bTD[width=35mm,align=flushleft]{\\Bs Crédit}\\eTD\\bTD[width=35mm,align=flushleft]{\\Bs Débit}\\eTD\\eTR\n"
        code = 100
        for n, x in pay["gains"]:
            s += f"\\bTR\\bTD {code}\\eTD\\bTD {e(n)}\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\bTD\\eTD\\eTR\n"
            code += 10
        code = 500
        for n, x in pay["deductions"]:
            s += f"\\bTR\\bTD {code}\\eTD\\bTD {e(n)}\\eTD\\bTD\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\eTR\n"
            code += 10
        s += f"\\bTR\\bTD[nx=2]{{\\B Rémunération brute / Total des retenues}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['gross'], am)}}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['total_deductions'], am)}}}\\eTD\\eTR\n"
        s += f"\\bTR[background=color,backgroundcolor=brandlt]\\bTD[nx=3]{{\\Bl Net à payer}}\\eTD\\bTD[align=flushleft]{{\\Bl {_amt(pay['net'], am)}}}\\eTD\\eTR\n\\eTABLE\n"
        s += "\\blank[big]\\startalignment[flushright]Le Chef du Service de la Paie\\stopalignment\n"
        s += stamp("130mm", "190mm", "SERVICE DE LA PAIE", E["city"].upper(), E["color"], -8) + "\\page\n"
        printed |= {"employer_cnss", "cnss_number", "hire_date", "contract_type", "date_of_birth"}
        if cin:
            printed.add("cin")
    elif st == "english":
        am = "en"
        s = page_a4("16mm", "18mm", "174mm", "262mm") + col + fonts(E["font"], 9.0)
        s += "\\bTABLE[frame=off,offset=0mm]\\bTR\\bTD[width=120mm]" + logo(v + 1, E["color"], E["name"].split()[0])
        s += f"\\eTD\\bTD[width=54mm,align=flushleft]{{\\Rs {e(E['name'])}}}\\par{{\\Rxs {e(E['addr'])}}}\\par{{\\Rxs CNSS No. {E['cnss']}}}\\eTD\\eTR\\eTABLE\n\\blank[big]\n"
        s += f"{{\\Bxl\\color[brand]{{Payslip}}}}\\par{{\\Rl Pay period: {e(mname if False else ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][month.month - 1])} {month.year}}}\n\\blank[medium]\n"
        s += "\\starttabulate[|l|l|l|l|]\n"
        s += f"\\NC Employee \\NC {{\\B {e(person_name(c, 'given'))}}} \\NC Employee ID \\NC E{(int(c['cnssno']) % 90000) + 10000} \\NC\\NR\n"
        s += f"\\NC Job title \\NC {e(c['pos'])} \\NC Start date \\NC {fmt_date(c['hire'], 'en')} \\NC\\NR\n"
        s += f"\\NC Contract \\NC {e(contract_text(c['ctype'], 'en', v))} \\NC Social security (CNSS) \\NC {c['cnssno']} \\NC\\NR\n"
        if cin:
            s += f"\\NC National ID (CIN) \\NC {e(cin)} \\NC Payment date \\NC {fmt_date(month.replace(day=26), 'en')} \\NC\\NR\n"
        s += "\\stoptabulate\n\\blank[medium]\n"
        tr = {"Salaire de base": "Base salary", "Cotisation CNSS": "CNSS contribution", "AMO": "AMO health insurance",
              "Impôt sur le revenu": "Income tax (IR)", "CIMR": "CIMR pension", "Mutuelle": "Private health plan"}  # fmt: skip

        def t(n: str) -> str:
            if n.startswith("Prime d'anc"):
                return "Seniority bonus"
            return tr.get(n, n)

        s += "\\bTABLE[frame=off,offset=1.4mm]\n\\bTR[background=color,backgroundcolor=brand,foregroundcolor=white]\\bTD[width=90mm]{\\B Earnings}\\eTD\\bTD[width=40mm,align=flushleft]{\\B Amount (MAD)}\\eTD"
        s += "\\bTD[width=44mm,align=flushleft]{\\B Year to date}\\eTD\\eTR\n" if ytd else "\\eTR\n"
        for n, x in pay["gains"]:
            s += (
                f"\\bTR\\bTD {e(t(n))}\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD"
                + (f"\\bTD[align=flushleft]{_amt(x * ytd['n'], am)}\\eTD" if ytd else "")
                + "\\eTR\n"
            )
        s += (
            f"\\bTR[topframe=on]\\bTD{{\\B Gross pay}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['gross'], am)}}}\\eTD"
            + (f"\\bTD[align=flushleft]{_amt(ytd['gross'], am)}\\eTD" if ytd else "")
            + "\\eTR\n"
        )
        s += (
            "\\bTR[background=color,backgroundcolor=brand,foregroundcolor=white]\\bTD{\\B Deductions}\\eTD\\bTD\\eTD"
            + ("\\bTD\\eTD" if ytd else "")
            + "\\eTR\n"
        )
        for n, x in pay["deductions"]:
            s += (
                f"\\bTR\\bTD {e(t(n))}\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD"
                + (f"\\bTD[align=flushleft]{_amt(x * ytd['n'], am)}\\eTD" if ytd else "")
                + "\\eTR\n"
            )
        s += (
            f"\\bTR[topframe=on]\\bTD{{\\B Total deductions}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['total_deductions'], am)}}}\\eTD"
            + ("\\bTD\\eTD" if ytd else "")
            + "\\eTR\n"
        )
        s += "\\eTABLE\n\\blank[big]\n"
        s += f"\\framed[frame=on,framecolor=brand,rulethickness=1pt,offset=3mm,width=174mm,align=flushright]{{\\Bl Net pay: MAD {_amt(pay['net'], am)}}}\n"
        s += "\\blank[big]{\\Rxs This payslip is issued electronically and is valid without signature. Paid by bank transfer.}\n\\page\n"
        printed |= {"cnss_number", "hire_date", "contract_type", "employer_cnss"}
    else:  # modern
        am = "fr"
        s = page_a4("0mm", "0mm", "210mm", "297mm") + col + fonts(E["font"], 9.0)
        s += "\\setlayer[L][x=0mm,y=0mm]{\\startMPcode fill unitsquare xscaled 210mm yscaled 30mm withcolor \\MPcolor{brand};\\stopMPcode}\n"
        s += f"\\setlayer[L][x=15mm,y=8mm]{{\\color[white]{{\\Bxl Fiche de paie}}}}\\setlayer[L][x=15mm,y=19mm]{{\\color[white]{{\\R {e(E['name'])} -- CNSS {E['cnss']}}}}}\n"
        s += f"\\setlayer[L][x=150mm,y=10mm]{{\\color[white]{{\\Bl {mname} {month.year}}}}}\n"
        s += "\\setlayer[L][x=15mm,y=40mm]{\\vbox{\\hsize=180mm\n"
        s += "\\bTABLE[frame=off,offset=1.2mm]\\bTR\\bTD[width=90mm]"
        s += f"{{\\Bs SALARIÉ}}\\par {{\\B {e(person_name(c, 'civ_given_first'))}}}\\par {e(c['pos'])}\\par Contrat : {e(contract_text(c['ctype'], 'fr', v))}"
        s += f"\\eTD\\bTD[width=90mm]{{\\Bs RÉFÉRENCES}}\\par N° CNSS : {c['cnssno']}\\par"
        s += (
            f" CIN : {e(cin)}\\par" if cin else ""
        ) + f" Ancienneté depuis le {fmt_date(c['hire'], 'fr1')}\\eTD\\eTR\\eTABLE\n"
        s += "\\blank[big]\\definecolor[lite][s=.95]\n"
        s += "\\bTABLE[frame=off,offset=1.6mm,bottomframe=on,framecolor=lightgray]\n\\bTR[background=color,backgroundcolor=lite]\\bTD[width=80mm]{\\Bs Libellé}\\eTD\\bTD[width=30mm,align=flushleft]{\\Bs Nombre/Base}\\eTD\\bTD[width=35mm,align=flushleft]{\\Bs Montant}\\eTD\\bTD[width=35mm,align=flushleft]{\\Bs Cumul annuel}\\eTD\\eTR\n"
        nn = ytd["n"] if ytd else month.month
        for n, x in pay["gains"]:
            s += f"\\bTR\\bTD {e(n)}\\eTD\\bTD[align=flushleft]{'26,00 j' if n == 'Salaire de base' else ''}\\eTD\\bTD[align=flushleft]{_amt(x, am)}\\eTD\\bTD[align=flushleft]{_amt(x * nn, am)}\\eTD\\eTR\n"
        s += f"\\bTR\\bTD{{\\B Salaire brut}}\\eTD\\bTD\\eTD\\bTD[align=flushleft]{{\\B {_amt(pay['gross'], am)}}}\\eTD\\bTD[align=flushleft]{_amt(pay['gross'] * nn, am)}\\eTD\\eTR\n"
        for n, x in pay["deductions"]:
            s += f"\\bTR\\bTD {e(n)}\\eTD\\bTD\\eTD\\bTD[align=flushleft]-{_amt(x, am)}\\eTD\\bTD[align=flushleft]-{_amt(x * nn, am)}\\eTD\\eTR\n"
        s += f"\\bTR\\bTD{{\\B Total des retenues}}\\eTD\\bTD\\eTD\\bTD[align=flushleft]{{\\B -{_amt(pay['total_deductions'], am)}}}\\eTD\\bTD\\eTD\\eTR\n"
        s += "\\eTABLE\n\\blank[big]\n"
        s += f"\\hfill\\framed[frame=off,background=color,backgroundcolor=brand,foregroundcolor=white,offset=4mm]{{\\Bl NET À PAYER  {_amt(pay['net'], am)} MAD}}\n"
        s += "}}\n\\null\\page\n"
        printed |= {"employer_cnss", "cnss_number", "hire_date", "contract_type"}
    if cin:
        printed.add("cin")
    return s, printed


# =========================================================================== letters
def letterhead(E: dict, v: int) -> str:
    s = color("brand", E["color"])
    if v % 3 == 0:
        s += logo(v, E["color"], E["name"].split()[0]) + "\\par"
        s += f"{{\\Bs {e(E['name'])}}}\\par{{\\Rxs {e(E['addr'])} -- ICE {E['ice']}}}\\par\\blank[small]\\hrule\\blank[big]\n"
    elif v % 3 == 1:
        s += f"\\startalignment[middle]{{\\Bxl\\color[brand]{{{e(E['name'])}}}}}\\par{{\\Rs {e(E['addr'])}}}\\par"
        s += f"{{\\Rxs CNSS {E['cnss']} -- ICE {E['ice']}}}\\stopalignment\\blank[small]\\blackrule[width=\\textwidth,height=2pt,color=brand]\\blank[big]\n"
    else:
        s += f"\\framed[frame=off,leftframe=on,rulethickness=3pt,framecolor=brand,offset=2mm,align=flushleft,width=110mm]{{{{\\Bl {e(E['name'])}}}\\par{{\\Rxs {e(E['addr'])}}}}}\\blank[big]\n"
    return s


def employment_cert(c: dict, E: dict, v: int, style: str, hire: dt.date, when: dt.date) -> tuple[str, set]:
    ds = ["slash", "fr", "dash", "fr1"][v % 4]
    s = page_a4("20mm", "22mm", "166mm", "255mm") + fonts(E["font"], 10.5)
    s += letterhead(E, v)
    printed = {"applicant_name", "employer", "hire_date", "position"}
    if style == "letter":
        s += f"\\startalignment[flushright]{e(E['city'])}, le {fmt_date(when, 'fr')}\\stopalignment\\blank[big]\n"
        s += f"\\startalignment[middle]{{\\Bl {'ATTESTATION DE TRAVAIL' if v % 2 == 0 else 'Certificat de travail'}}}\\stopalignment\\blank[big]\n"
        who = person_name(c, "civ_given_first" if v % 2 else "civ_family_first")
        born = "née" if c["sex"] == "F" else "né"
        s += f"Nous soussignés, {e(E['name'])}, affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro {E['cnss']}, "
        s += f"certifions par la présente que {{\\B {e(who)}}}"
        if c["cin"]:
            s += f", titulaire de la carte nationale d'identité n° {e(c['cin'])}"
            printed.add("cin")
        if v % 2 == 0:
            s += f", {born} le {fmt_date(c['dob'], ds)}"
            printed.add("date_of_birth")
        ct = {"CDI": "dans le cadre d'un contrat à durée indéterminée", "CDD": "dans le cadre d'un contrat à durée déterminée",
              "ANAPEC": "dans le cadre d'un contrat d'insertion ANAPEC"}[c["ctype"]]  # fmt: skip
        s += f", fait partie de notre personnel depuis le {fmt_date(hire, ds)} en qualité de {{\\B {e(c['pos'])}}}, {ct}, et ce jusqu'à ce jour.\\par\\blank\n"
        s += (
            "La présente attestation est délivrée à l'intéressé"
            + ("e" if c["sex"] == "F" else "")
            + " sur sa demande pour servir et valoir ce que de droit.\\par\\blank[2*big]\n"
        )
        s += "\\startalignment[flushright]Pour la Direction,\\par Le Directeur des Ressources Humaines\\stopalignment\n"
        s += signature("120mm", "200mm", v) + stamp(
            "115mm", "190mm", E["name"].split()[0].upper(), E["city"].upper(), E["color"], 10
        )
        printed |= {"employer_cnss", "contract_type"}
    else:
        s += "\\blank[big]\\startalignment[middle]{\\Bxl ATTESTATION DE TRAVAIL}\\stopalignment\\blank[big]\n"
        s += "Le soussigné, représentant légal de la société désignée ci-dessus, atteste que le salarié dont l'identité suit est employé par notre société :\\par\\blank\n"
        s += "\\bTABLE[frame=on,offset=2mm]\n"
        rows = [("Nom", c["family"]), ("Prénom(s)", c["given"]), ("C.I.N.", c["cin"]),
                ("Date de naissance", fmt_date(c["dob"], ds)), ("N° CNSS", c["cnssno"]), ("Fonction", c["pos"]),
                ("Date d'entrée", fmt_date(hire, ds)), ("Nature du contrat", contract_text(c["ctype"], "fr", v + 1)),
                ("Employeur", E["name"]), ("N° affiliation CNSS employeur", E["cnss"])]  # fmt: skip
        for k, x in rows:
            if x:
                s += f"\\bTR\\bTD[width=60mm,background=color,backgroundcolor=brand,foregroundcolor=white]{{\\B {e(k)}}}\\eTD\\bTD[width=100mm]{e(x)}\\eTD\\eTR\n"
        s += "\\eTABLE\n\\blank[big]\nCette attestation est délivrée pour servir et valoir ce que de droit.\\par\\blank[big]\n"
        s += f"\\startalignment[flushright]Fait à {e(E['city'])} le {fmt_date(when, 'slash')}\\par Cachet et signature\\stopalignment\n"
        s += stamp("125mm", "205mm", "DIRECTION RH", E["city"].upper(), E["color"], -12) + signature(
            "115mm", "200mm", v + 2
        )
        printed |= {"employer_cnss", "contract_type", "date_of_birth"}
        if c["cin"]:
            printed.add("cin")
    s += "\\page\n"
    return s, printed


def salary_cert(c: dict, E: dict, v: int, gross: float, net: float, when: dt.date) -> tuple[str, set]:
    am = ["fr", "frdot", "fr"][v % 3]
    s = page_a4("18mm", "24mm", "162mm", "258mm") + fonts(E["font"], 10.5)
    s += letterhead(E, v + 1)
    printed = {"applicant_name", "employer", "hire_date", "position", "gross_salary", "net_salary"}
    s += "\\startalignment[middle]{\\Bl ATTESTATION DE SALAIRE}\\stopalignment\\blank[big]\n"
    who = person_name(c, "civ_family_first" if v % 2 else "civ_given_first")
    if v % 2 == 0:
        s += f"Nous soussignés {e(E['name'])} attestons que {{\\B {e(who)}}}"
        if c["cin"]:
            s += f", CIN n° {e(c['cin'])}"
            printed.add("cin")
        s += f", est employé{'e' if c['sex'] == 'F' else ''} au sein de notre établissement depuis le {fmt_date(c['hire'], 'fr')} en qualité de {e(c['pos'])}"
        s += f" et perçoit un salaire mensuel brut de {{\\B {_amt(gross, am)} dirhams}}, soit un salaire net mensuel de {{\\B {_amt(net, am)} dirhams}}.\\par\\blank\n"
    else:
        s += f"La Direction de {e(E['name'])} certifie que le salarié désigné ci-après perçoit la rémunération mensuelle suivante :\\par\\blank\n"
        s += "\\starttabulate[|l|l|]\n"
        s += f"\\NC Nom et prénom \\NC {{\\B {e(who)}}} \\NC\\NR\n"
        if c["cin"]:
            s += f"\\NC CIN \\NC {e(c['cin'])} \\NC\\NR\n"
            printed.add("cin")
        s += f"\\NC Né(e) le \\NC {fmt_date(c['dob'], 'slash')} \\NC\\NR\n"
        printed.add("date_of_birth")
        s += f"\\NC Poste occupé \\NC {e(c['pos'])} \\NC\\NR\n\\NC Date d'embauche \\NC {fmt_date(c['hire'], 'slash')} \\NC\\NR\n"
        s += f"\\NC Salaire brut mensuel \\NC {_amt(gross, am)} DH \\NC\\NR\n\\NC Salaire net mensuel \\NC {_amt(net, am)} DH \\NC\\NR\n"
        s += "\\stoptabulate\n\\blank\n"
    s += "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.\\par\\blank[2*big]\n"
    s += f"\\startalignment[flushright]{e(E['city'])}, le {fmt_date(when, 'slash')}\\par La Direction\\stopalignment\n"
    s += stamp("118mm", "185mm", E["name"].split()[0].upper(), "SERVICE DU PERSONNEL", E["color"], 7) + signature(
        "112mm", "182mm", v
    )
    s += "\\page\n"
    return s, printed


def cnss_cert(c: dict, E: dict, v: int, when: dt.date) -> tuple[str, set]:
    s = page_a4("16mm", "20mm", "170mm", "265mm") + fonts("dejavusans", 9.5) + color("cnss", "0.0,0.35,0.6")
    s += "\\bTABLE[frame=off,offset=0.5mm]\\bTR\\bTD[width=100mm]"
    s += '\\startMPcode fill fullcircle scaled 12mm withcolor \\MPcolor{cnss}; draw textext("\\Bs\\color[white]{CNSS}");\\stopMPcode'
    s += "\\par{\\Bs Caisse Nationale de Sécurité Sociale}\\par{\\Rxs Direction Régionale " + e(E["city"]) + "}\\eTD"
    s += "\\bTD[width=70mm,align=flushleft]\\ARB{10pt}{الصندوق الوطني للضمان الاجتماعي}\\eTD\\eTR\\eTABLE\\blank[big]\n"
    s += "\\startalignment[middle]\\framed[frame=on,framecolor=cnss,rulethickness=1pt,width=150mm,offset=2mm]{\\Bl ATTESTATION D'AFFILIATION\\par\\AR{10pt}{شهادة التسجيل}}\\stopalignment\\blank[big]\n"
    s += "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) au régime de sécurité sociale :\\par\\blank\n"
    s += "\\bTABLE[frame=on,offset=1.8mm,framecolor=cnss]\n"
    rows = [("N° d'immatriculation", c["cnssno"]), ("Nom", c["family"]), ("Prénom", c["given"]),
            ("N° CIN", c["cin"]), ("Date de naissance", fmt_date(c["dob"], "slash")),
            ("Date d'immatriculation", fmt_date(c["aff"], "slash")), ("Employeur actuel", E["name"]),
            ("N° affiliation employeur", E["cnss"])]  # fmt: skip
    for k, x in rows:
        if x:
            s += f"\\bTR\\bTD[width=60mm,background=color,backgroundcolor=cnss,foregroundcolor=white]{{\\Bs {e(k)}}}\\eTD\\bTD[width=105mm]{e(x)}\\eTD\\eTR\n"
    s += "\\eTABLE\n\\blank[big]\nLa présente attestation est délivrée à l'intéressé(e) à sa demande. Elle ne préjuge pas des droits aux prestations.\\par\\blank[big]\n"
    s += f"\\startalignment[flushright]Édité le {fmt_date(when, 'slash')}\\par Le Chef d'Agence\\stopalignment\n"
    s += stamp("120mm", "175mm", "C.N.S.S.", "AGENCE " + E["city"].upper(), "0.0,0.35,0.6", 15) + "\\page\n"
    printed = {"applicant_name", "cnss_number", "affiliation_date", "employer", "employer_cnss", "date_of_birth"}
    if c["cin"]:
        printed.add("cin")
    return s, printed


# =========================================================================== banks
def bank_head(B: dict) -> str:
    r = B["name"]
    return (
        f"\\dontleavehmode\\startMPcode color c; c := ({B['color']}); fill fullsquare scaled 8mm rotated 45 withcolor c;"
        f'draw textext.rt("\\Bl {e(r)}") shifted (7mm,0) withcolor c;\\stopMPcode'
    )


def holder_text(c: dict, holder: str, v: int) -> str:
    return ["M. ou Mme " + holder.upper(), holder.upper(), ("Mme " if c["sex"] == "F" else "M. ") + holder.upper()][
        v % 3
    ]


def bank_statement(c: dict, B: dict, v: int, holder: str, rib: str, start: dt.date, end: dt.date, opening: float,
                   ops: list[dict], agency: str) -> tuple[str, set]:  # fmt: skip
    closing = ops[-1]["balance"] if ops else opening
    st = B["style"]
    s = page_a4("14mm", "16mm", "178mm", "268mm") + color("bk", B["color"]) + fonts(B["font"], 8.6)
    s += "\\definecolor[lite][s=.93]\n"
    if st == "awb":  # balances in a header box, debit and credit columns
        am = "fr"
        s += bank_head(B) + "\\blank[medium]\n"
        s += "\\bTABLE[frame=off,offset=1mm]\\bTR\\bTD[width=95mm]"
        s += f"{{\\Bl RELEVÉ DE COMPTE}}\\par Agence : {e(agency)}\\par Période du {fmt_date(start, 'slash')} au {fmt_date(end, 'slash')}\\eTD"
        s += f"\\bTD[width=83mm,frame=on,framecolor=bk]{{\\B {e(holder_text(c, holder, v))}}}\\par {e(c['addr'][0])}\\par {e(c['addr'][1])}\\eTD\\eTR\\eTABLE\\blank[medium]\n"
        s += f"\\framed[frame=on,width=178mm,align=flushleft,offset=2mm]{{RIB : {{\\Mo {rib_grouped(rib)}}}\\hfill Devise : MAD}}\\blank[small]\n"
        s += "\\bTABLE[frame=on,offset=1.5mm,framecolor=bk]\\bTR[background=color,backgroundcolor=bklt]"
        s += f"\\bTD[width=89mm]{{\\B Solde au {fmt_date(start, 'slash')}}}\\par {_amt(abs(opening), am)} {'DÉBITEUR' if opening < 0 else 'CRÉDITEUR'}\\eTD"
        s += f"\\bTD[width=89mm]{{\\B Solde au {fmt_date(end, 'slash')}}}\\par {_amt(abs(closing), am)} {'DÉBITEUR' if closing < 0 else 'CRÉDITEUR'}\\eTD\\eTR\\eTABLE\\blank[medium]\n"
        s += "\\bTABLE[frame=off,offset=1.2mm,bottomframe=on,framecolor=lightgray]\n\\bTR[background=color,backgroundcolor=bk,foregroundcolor=white]"
        s += "\\bTD[width=20mm]{\\B Date}\\eTD\\bTD[width=80mm]{\\B Libellé}\\eTD\\bTD[width=20mm]{\\B Valeur}\\eTD\\bTD[width=29mm,align=flushleft]{\\B Débit}\\eTD\\bTD[width=29mm,align=flushleft]{\\B Crédit}\\eTD\\eTR\n"
        for o in ops:
            d = fmt_date(o["date"], "slash")
            dr = _amt(-o["amount"], am) if o["amount"] < 0 else ""
            cr = _amt(o["amount"], am) if o["amount"] > 0 else ""
            s += f"\\bTR\\bTD {d}\\eTD\\bTD {e(o['label'])}\\eTD\\bTD {d[:5]}\\eTD\\bTD[align=flushleft]{dr}\\eTD\\bTD[align=flushleft]{cr}\\eTD\\eTR\n"
        tot_d = sum(-o["amount"] for o in ops if o["amount"] < 0)
        tot_c = sum(o["amount"] for o in ops if o["amount"] > 0)
        s += f"\\bTR[background=color,backgroundcolor=lite]\\bTD[nx=3]{{\\B Total des mouvements}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(tot_d, am)}}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(tot_c, am)}}}\\eTD\\eTR\n\\eTABLE\n"
    elif st == "bp":  # signed amount and running balance columns, balances as first and last rows
        am = "frdot"
        s += "\\bTABLE[frame=off,offset=0.5mm]\\bTR\\bTD[width=110mm]" + bank_head(B) + "\\eTD"
        s += f"\\bTD[width=68mm,align=flushleft]{{\\Bl Extrait de compte}}\\par{{\\Rs Du {fmt_date(start, 'dash')} au {fmt_date(end, 'dash')}}}\\eTD\\eTR\\eTABLE\\blank[big]\n"
        s += "\\starttabulate[|l|l|]\n"
        s += f"\\NC Titulaire \\NC {{\\B {e(holder_text(c, holder, v + 1))}}} \\NC\\NR\n\\NC Adresse \\NC {e(c['addr'][0] + ', ' + c['addr'][1])} \\NC\\NR\n"
        s += f"\\NC Compte \\NC {{\\Mo {rib}}} \\NC\\NR\n\\NC Agence \\NC {e(agency)} \\NC\\NR\n\\stoptabulate\\blank[medium]\n"
        s += "\\bTABLE[frame=on,offset=1.2mm,framecolor=gray]\n\\bTR[background=color,backgroundcolor=bklt]"
        s += "\\bTD[width=19mm]{\\B Date opé.}\\eTD\\bTD[width=19mm]{\\B Date val.}\\eTD\\bTD[width=78mm]{\\B Opération}\\eTD\\bTD[width=31mm,align=flushleft]{\\B Montant}\\eTD\\bTD[width=31mm,align=flushleft]{\\B Solde}\\eTD\\eTR\n"
        s += f"\\bTR[background=color,backgroundcolor=lite]\\bTD[nx=4]{{\\B Solde initial}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(opening, am)}}}\\eTD\\eTR\n"
        for o in ops:
            d = fmt_date(o["date"], "dot")
            amt = ("+" if o["amount"] > 0 else "") + fmt_amount(o["amount"], am)
            s += f"\\bTR\\bTD {d}\\eTD\\bTD {d}\\eTD\\bTD {e(o['label'])}\\eTD\\bTD[align=flushleft]{e(amt).replace(' ', '~')}\\eTD\\bTD[align=flushleft]{_amt(o['balance'], am)}\\eTD\\eTR\n"
        s += f"\\bTR[background=color,backgroundcolor=lite]\\bTD[nx=4]{{\\B Solde final au {fmt_date(end, 'dot')}}}\\eTD\\bTD[align=flushleft]{{\\B {_amt(closing, am)}}}\\eTD\\eTR\n\\eTABLE\n"
    else:  # boa: amounts with D/C, IBAN, closing in the last row
        am = "fr"
        s += bank_head(B) + "\\hfill{\\Rs " + e(agency) + "}\\blank[big]\n"
        s += f"{{\\Bxl\\color[bk]{{Relevé de compte courant}}}}\\par Arrêté au {fmt_date(end, 'fr')} -- période du {fmt_date(start, 'fr')} au {fmt_date(end, 'fr')}\\blank[medium]\n"
        s += f"\\framed[frame=off,background=color,backgroundcolor=lite,width=178mm,align=flushleft,offset=2.5mm]{{Client : {{\\B {e(holder_text(c, holder, v + 2))}}}\\par IBAN : {{\\Mo {iban_grouped(iban(rib))}}}\\par Code SWIFT : {e(B['name'].replace(' ', '')[:4].upper())}MAMC}}\\blank[medium]\n"
        s += "\\bTABLE[frame=off,offset=1.3mm,bottomframe=on,framecolor=lightgray]\n\\bTR[bottomframe=on,framecolor=bk]"
        s += "\\bTD[width=95mm]{\\B Libellé de l'opération}\\eTD\\bTD[width=23mm]{\\B Date}\\eTD\\bTD[width=30mm,align=flushleft]{\\B Crédit}\\eTD\\bTD[width=30mm,align=flushleft]{\\B Débit}\\eTD\\eTR\n"

        def dc(x: float) -> str:
            return f"{_amt(abs(x), am)} {'D' if x < 0 else 'C'}"

        s += f"\\bTR\\bTD{{\\B Ancien solde}}\\eTD\\bTD {fmt_date(start, 'slash')}\\eTD\\bTD[nx=2,align=flushleft]{{\\B {dc(opening)}}}\\eTD\\eTR\n"
        for o in ops:
            cr = _amt(o["amount"], am) if o["amount"] > 0 else ""
            dr = _amt(-o["amount"], am) if o["amount"] < 0 else ""
            s += f"\\bTR\\bTD {e(o['label'])}\\eTD\\bTD {fmt_date(o['date'], 'slash')}\\eTD\\bTD[align=flushleft]{cr}\\eTD\\bTD[align=flushleft]{dr}\\eTD\\eTR\n"
        s += f"\\bTR[topframe=on]\\bTD{{\\B Nouveau solde}}\\eTD\\bTD {fmt_date(end, 'slash')}\\eTD\\bTD[nx=2,align=flushleft]{{\\B {dc(closing)}}}\\eTD\\eTR\n\\eTABLE\n"
    s += "\\blank[big]{\\Rxs Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence dans un délai de 30 jours.}\n\\page\n"
    return s, {"bank_name", "account_holder", "rib", "statement_period_start", "statement_period_end", "opening_balance",
               "closing_balance"}  # fmt: skip


def rib_doc(c: dict, B: dict, v: int, holder: str, rib: str, agency: str) -> tuple[str, set]:
    s = page_a4("25mm", "25mm", "160mm", "240mm") + color("bk", B["color"]) + fonts(B["font"], 10)
    s += bank_head(B) + "\\blank[2*big]\n"
    if v % 2 == 0:
        s += "\\startalignment[middle]{\\Bl RELEVÉ D'IDENTITÉ BANCAIRE}\\stopalignment\\blank[big]\n"
        s += f"Titulaire du compte : {{\\B {e(holder_text(c, holder, v))}}}\\par Agence : {e(agency)}\\blank[medium]\n"
        s += "\\bTABLE[frame=on,offset=2mm,align=middle,framecolor=bk]\n\\bTR[background=color,backgroundcolor=bklt]\\bTD[width=25mm]{\\B Code banque}\\eTD\\bTD[width=25mm]{\\B Code ville}\\eTD\\bTD[width=70mm]{\\B N° de compte}\\eTD\\bTD[width=25mm]{\\B Clé RIB}\\eTD\\eTR\n"
        s += f"\\bTR\\bTD{{\\Mo {rib[:3]}}}\\eTD\\bTD{{\\Mo {rib[3:6]}}}\\eTD\\bTD{{\\Mo {rib[6:22]}}}\\eTD\\bTD{{\\Mo {rib[22:]}}}\\eTD\\eTR\n\\eTABLE\n\\blank[medium]\n"
        s += f"IBAN : {{\\Mo {iban_grouped(iban(rib))}}}\\par BIC : {e(B['name'][:4].upper())}MAMC\n"
    else:
        s += "\\startalignment[middle]{\\Bl ATTESTATION DE RIB}\\stopalignment\\blank[big]\n"
        s += f"Nous soussignés, {e(B['name'])}, agence {e(agency)}, attestons que {{\\B {e(holder_text(c, holder, v + 1))}}} "
        s += "est titulaire dans nos livres du compte dont les références bancaires sont les suivantes :\\blank[medium]\n"
        s += f"\\startalignment[middle]\\framed[frame=on,offset=3mm,framecolor=bk]{{\\Mo\\B RIB : {rib}}}\\stopalignment\\blank[medium]\n"
        s += "Cette attestation est délivrée à la demande de l'intéressé pour servir et valoir ce que de droit.\\blank[big]\n"
        s += stamp("110mm", "150mm", B["name"].upper()[:18], "AGENCE " + agency.upper()[:20], B["color"], 9)
    s += "\\page\n"
    return s, {"bank_name", "account_holder", "rib"}


def other_doc(c: dict, kind: str, v: int, when: dt.date) -> tuple[str, set]:
    if kind == "bill":
        s = page_a4("15mm", "18mm", "174mm", "265mm") + fonts("freesans", 9.5) + color("ut", "0.0,0.45,0.7")
        s += "\\framed[frame=off,background=color,backgroundcolor=ut,foregroundcolor=white,width=174mm,offset=3mm,align=flushleft]{{\\Bxl Régie de Distribution d'Eau et d'Électricité}}\\blank[medium]\n"
        s += f"{{\\Bl FACTURE}} n° {2024000 + v * 731}\\hfill Date : {fmt_date(when, 'slash')}\\blank[medium]\n"
        s += f"Client : {{\\B {e(person_name(c, 'civ_family_first'))}}}\\par {e(c['addr'][0])}\\par {e(c['addr'][1])}\\blank[medium]\n"
        s += "\\bTABLE[frame=on,offset=1.5mm]\\bTR[background=color,backgroundcolor=utlt]\\bTD[width=80mm]{\\B Prestation}\\eTD\\bTD[width=30mm]{\\B Consommation}\\eTD\\bTD[width=30mm]{\\B Montant HT}\\eTD\\bTD[width=30mm]{\\B TTC}\\eTD\\eTR\n"
        s += "\\bTR\\bTD Électricité -- tranche 1\\eTD\\bTD 100 kWh\\eTD\\bTD 90,12\\eTD\\bTD 105,44\\eTD\\eTR\n\\bTR\\bTD Électricité -- tranche 2\\eTD\\bTD 62 kWh\\eTD\\bTD 66,03\\eTD\\bTD 77,26\\eTD\\eTR\n"
        s += "\\bTR\\bTD Eau potable\\eTD\\bTD 14 m³\\eTD\\bTD 58,80\\eTD\\bTD 62,33\\eTD\\eTR\n\\bTR\\bTD Redevance assainissement\\eTD\\bTD\\eTD\\bTD 21,50\\eTD\\bTD 23,65\\eTD\\eTR\n"
        s += "\\bTR\\bTD[nx=3]{\\B Total à payer}\\eTD\\bTD{\\B 268,68 DH}\\eTD\\eTR\\eTABLE\n\\page\n"
    else:
        s = page_a4("25mm", "25mm", "160mm", "245mm") + fonts("liberationserif", 11)
        s += "\\startalignment[middle]{\\Bxl CONTRAT DE BAIL À USAGE D'HABITATION}\\stopalignment\\blank[big]\n"
        s += (
            "Entre les soussignés :\\par Monsieur Abdelhak TOUNSI, propriétaire, ci-après dénommé « le bailleur »,\\par"
        )
        s += f" et {e(person_name(c, 'civ_given_first'))}, ci-après dénommé(e) « le locataire »,\\blank\n"
        s += f"Il a été convenu ce qui suit : le bailleur donne en location au locataire le logement situé {e(c['addr'][0])}, {e(c['addr'][1])}, "
        s += "pour une durée d'une année renouvelable par tacite reconduction, moyennant un loyer mensuel de 4~500,00 dirhams payable d'avance.\\blank\n"
        s += "Le locataire verse ce jour une caution de deux mois de loyer. Les charges de consommation d'eau et d'électricité sont à la charge du locataire.\\blank[2*big]\n"
        s += f"Fait à {e(c['addr'][1].split()[-1])}, le {fmt_date(when, 'fr')}, en deux exemplaires.\\blank[big]\n"
        s += (
            "Le bailleur \\hfill Le locataire\n"
            + signature("20mm", "150mm", v)
            + signature("120mm", "150mm", v + 3)
            + "\\page\n"
        )
    return s, set()
