"""LaTeX sources of the family's documents. Each renderer returns (source, fields shown)."""

from __future__ import annotations

import datetime as dt
import random

from .util import famount, fdate, fmonth, group, last_day, tex

FONTS = {
    "lm": r"\usepackage{lmodern}",
    "lmss": r"\usepackage{lmodern}\renewcommand{\familydefault}{\sfdefault}",
    "heros": r"\usepackage{lmodern}\usepackage{tgheros}\renewcommand{\familydefault}{\sfdefault}",
    "adventor": r"\usepackage{lmodern}\usepackage{tgadventor}\renewcommand{\familydefault}{\sfdefault}",
    "helvet": r"\usepackage{lmodern}\usepackage[scaled=0.92]{helvet}\renewcommand{\familydefault}{\sfdefault}",
    "termes": r"\usepackage{lmodern}\usepackage{tgtermes}",
    "pagella": r"\usepackage{lmodern}\usepackage{tgpagella}",
    "bonum": r"\usepackage{lmodern}\usepackage{tgbonum}",
    "schola": r"\usepackage{lmodern}\usepackage{tgschola}",
    "charter": r"\usepackage{lmodern}\usepackage{charter}",
    "utopia": r"\usepackage{lmodern}\usepackage{utopia}",
    "courier": r"\usepackage{lmodern}\usepackage{courier}\renewcommand{\familydefault}{\ttdefault}",
    "cursor": r"\usepackage{lmodern}\usepackage{tgcursor}\renewcommand{\familydefault}{\ttdefault}",
}


def preamble(font: str, paper: str = "a4", margin: str = "16mm", size: str = "10pt", color: str = "0,0,0") -> str:
    if paper == "a4":
        geo = f"a4paper,margin={margin}"
    else:
        w, h = paper.split("x")
        geo = f"paperwidth={w}mm,paperheight={h}mm,margin=0mm"
    return rf"""\pdftrailerid{{}}
\documentclass[{size}]{{article}}
\usepackage[T1]{{fontenc}}
\usepackage[utf8]{{inputenc}}
{FONTS[font]}
\usepackage[{geo}]{{geometry}}
\usepackage{{array,tabularx,booktabs,colortbl,xcolor,graphicx,fancyhdr}}
\definecolor{{brand}}{{rgb}}{{{color}}}
\pagestyle{{empty}}
\setlength{{\parindent}}{{0pt}}
\hyphenpenalty=10000 \exhyphenpenalty=10000
\renewcommand{{\arraystretch}}{{1.25}}
\newcolumntype{{R}}{{>{{\raggedleft\arraybackslash}}X}}
\newcolumntype{{L}}{{>{{\raggedright\arraybackslash}}X}}
\begin{{document}}
"""


END = "\n\\end{document}\n"


# ------------------------------------------------------------------ shared bits


def person(v: dict, style: str) -> str:
    g, s, t = v["given"], v["surname"], v["title"]
    return {
        "gs": f"{g} {s}",
        "sg": f"{s} {g}",
        "tgs": f"{t} {g} {s}",
        "tsg": f"{t} {s} {g}",
        "caps": f"{s} {g.upper()}",
    }[style]


def holder_str(v: dict, style: str) -> str:
    g, s = v["holder"]
    t = "Mme" if g in ("Latifa",) or v["sex"] == "F" else "M."
    return {
        "gs": f"{g} {s}",
        "sg": f"{s} {g}",
        "tgs": f"{t} {g} {s}",
        "tsg": f"{t} {s} {g.upper()}",
        "caps": f"{s} {g.upper()}",
    }[style]


CONTRACT_FR = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Permanent (CDI)"],
    "CDD": ["CDD", "Contrat à durée déterminée", "CDD - 12 mois"],
    "ANAPEC": ["Contrat ANAPEC (Idmaj)", "Contrat d'insertion ANAPEC", "ANAPEC"],
    "INTERIM": ["Intérim", "Travail temporaire (intérim)", "Mission d'intérim"],
    "STAGE": ["Stage", "Convention de stage", "Stagiaire"],
}
CONTRACT_PROSE = {
    "CDI": "d'un contrat de travail à durée indéterminée",
    "CDD": "d'un contrat de travail à durée déterminée",
    "ANAPEC": "d'un contrat d'insertion (programme Idmaj de l'ANAPEC)",
    "INTERIM": "d'un contrat de travail temporaire (mission d'intérim)",
    "STAGE": "d'une convention de stage",
}
CONTRACT_EN = {
    "CDI": "Permanent (CDI)",
    "CDD": "Fixed-term (CDD)",
    "ANAPEC": "ANAPEC insertion contract",
    "INTERIM": "Temporary (interim)",
    "STAGE": "Internship",
}

AMOUNT_STYLES = ["sp", "dot", "thin", "sp", "plain", "dot"]
DATE_STYLES = ["slash", "fr", "dash", "slash", "dot", "fr"]


def emp_style(emp: dict) -> tuple[str, str]:
    h = sum(map(ord, emp["name"]))
    return AMOUNT_STYLES[h % len(AMOUNT_STYLES)], DATE_STYLES[(h // 7) % len(DATE_STYLES)]


def cur(emp: dict) -> str:
    return ["DH", "MAD", "Dhs", "DH"][sum(map(ord, emp["name"])) % 4]


def letterhead(emp: dict, kind: int) -> str:
    name, addr = tex(emp["name"]), " \\\\ ".join(tex(a) for a in emp["addr"])
    if kind == 0:
        return (
            rf"\colorbox{{brand}}{{\parbox{{\dimexpr\textwidth-2\fboxsep}}{{\color{{white}}\vspace{{2mm}}"
            rf"{{\Large\bfseries {name}}}\\[1mm]\small {tex(' - '.join(emp['addr']))}\vspace{{2mm}}}}}}"
            "\n\n"
        )
    if kind == 1:
        return (
            rf"\begin{{minipage}}[t]{{0.6\textwidth}}{{\LARGE\bfseries\color{{brand}} {tex(emp['short'])}}}\\"
            rf"[1mm]{{\small {name}}}\end{{minipage}}\hfill"
            rf"\begin{{minipage}}[t]{{0.35\textwidth}}\raggedleft\small {addr}\end{{minipage}}\\[2mm]"
            r"{\color{brand}\rule{\textwidth}{1.2pt}}"
            "\n\n"
        )
    if kind == 2:
        return (
            rf"\begin{{center}}{{\large\scshape {name}}}\\[1mm]{{\footnotesize {addr}}}\\[1mm]"
            r"\rule{0.5\textwidth}{0.4pt}\end{center}"
            "\n"
        )
    return (
        rf"\fcolorbox{{brand}}{{white}}{{\parbox{{0.55\textwidth}}{{\bfseries {name}\\[0.5mm]"
        rf"\mdseries\footnotesize {addr}}}}}"
        "\n\n"
    )


def footer_line(emp: dict, with_cnss: bool) -> str:
    bits = [f"ICE : {emp['ice']}", emp["rc"]]
    if with_cnss:
        bits.append(f"CNSS : {emp['cnss']}")
    return r"\vfill{\centering\scriptsize\color{gray} " + tex(" | ".join(bits)) + r"\par}"


def signature(city: str, when: str, who: str) -> str:
    return (
        rf"\vspace{{8mm}}\hfill\begin{{minipage}}{{0.42\textwidth}}\centering Fait à {tex(city)}, le {when}\\"
        rf"[3mm]{tex(who)}\\[14mm]{{\footnotesize\itshape (signature et cachet)}}\end{{minipage}}"
        "\n"
    )


def pct(rate: str) -> str:
    return rate + r" \%" if rate else ""


def city_of(emp: dict) -> str:
    return (
        emp["addr"][-1].split(" ", 1)[1] if emp["addr"][-1].split(" ", 1)[0].isdigit() else emp["addr"][-1].split()[0]
    )


# ------------------------------------------------------------------ payslip


def payslip(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 4
    emp, pay = v["employer"], v["pay"]
    y, m = v["period"]
    a, ds = emp_style(emp)
    shown = {
        "applicant_name",
        "employer",
        "employer_cnss",
        "cnss_number",
        "hire_date",
        "position",
        "pay_period",
        "gross_salary",
        "net_salary",
    }
    show_cin = bool(v["cin"]) and (var != 2 or v.get("force_cin") or rng.random() < 0.5)
    show_dob = var in (1, 3) and rng.random() < 0.6
    show_contract = var != 2 or rng.random() < 0.5
    if show_cin:
        shown.add("cin")
    if show_dob:
        shown.add("date_of_birth")
    if show_contract:
        shown.add("contract_type")
    k = min(m, (y - v["hire"].year) * 12 + m - v["hire"].month + 1)
    c = cur(emp)

    def am(x: float) -> str:
        return famount(x, a)

    if var == 3:
        return _payslip_en(v, rng, shown, k), shown
    src = preamble(emp["font"], margin="14mm", size="10pt" if var != 2 else "11pt", color=emp["color"])
    title = ["BULLETIN DE PAIE", "BULLETIN DE SALAIRE", "FICHE DE PAIE"][var]
    period_txt = fmonth(y, m, ["fr", "FR", "num"][var])
    info = [("Matricule", v["matricule"]), ("Nom et prénom", person(v, ["caps", "sg", "tgs"][var]))]
    if show_cin:
        info.append(("N° CIN", v["cin"]))
    if show_dob:
        info.append(("Date de naissance", fdate(v["dob"], ds)))
    info.append(("N° CNSS", v["cnss_number"]))
    info.append(("Date d'embauche" if var != 1 else "Date d'entrée", fdate(v["hire"], ds)))
    info.append(("Emploi" if var != 2 else "Fonction", v["position"]))
    if show_contract:
        info.append(("Type de contrat", CONTRACT_FR[v["contract"]][var % 3]))
    info.append(("Situation familiale", ["Célibataire", "Marié(e)", "Marié(e), 2 enf."][rng.randint(0, 2)]))
    if var == 0:
        src += letterhead(emp, 3) + r"\hfill"
        src += (
            rf"\begin{{minipage}}[b]{{0.38\textwidth}}\raggedleft{{\Large\bfseries {title}}}\\"
            rf"Période : {period_txt}\\{{\footnotesize du {fdate(dt.date(y, m, 1), 'slash')}"
            rf" au {fdate(last_day(y, m), 'slash')}}}\end{{minipage}}"
            "\n\n"
        )
        src += (
            rf"\vspace{{1mm}}{{\footnotesize N° d'affiliation CNSS employeur : \textbf{{{emp['cnss']}}} \quad ICE "
            rf": {emp['ice']}}}"
            "\n\n\\vspace{3mm}"
        )
        src += r"\begin{tabularx}{\textwidth}{|>{\bfseries\footnotesize}l|L|>{\bfseries\footnotesize}l|L|}\hline" "\n"
        pairs = info + [("", "")] * (len(info) % 2)
        for i in range(0, len(pairs), 2):
            src += (
                f"{tex(pairs[i][0])} & {tex(pairs[i][1])} & {tex(pairs[i + 1][0])} & "
                f"{tex(pairs[i + 1][1])}"
                r"\\\hline"
                "\n"
            )
        src += r"\end{tabularx}" "\n\n\\vspace{4mm}"
        src += (
            r"\begin{tabularx}{\textwidth}{|L|r|r|r|r|}\hline\rowcolor{brand!15}"
            r"\bfseries Rubrique & \bfseries Base & \bfseries Taux & \bfseries Gains & \bfseries Retenues\\\hlin"
            r"e"
            "\n"
        )
        for lab, val in pay["gains"]:
            base = "26,00" if lab == "Salaire de base" else ""
            src += f"{lab} & {base} & & {am(val)} & " r"\\" "\n"
        src += rf"\hline\bfseries Salaire brut global & & & \bfseries {am(pay['gross'])} & \\\hline" "\n"
        for lab, rate, val in pay["deductions"]:
            base = (
                am(min(pay["sbi"], 6000.0))
                if "CNSS" in lab
                else (am(pay["sni"]) if "IR" in lab else (am(pay["sbi"]) if rate else ""))
            )
            src += f"{tex(lab)} & {base} & {pct(rate)} & & {am(val)}" r"\\" "\n"
        src += rf"\hline\bfseries Total des retenues & & & & \bfseries {am(pay['total_ded'])}\\\hline" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{5mm}"
        src += rf"\hfill\fcolorbox{{black}}{{brand!10}}{{\Large\bfseries NET À PAYER : {am(pay['net'])} {c}}}" "\n\n"
        src += (
            rf"\vspace{{4mm}}{{\footnotesize Net imposable : {am(pay['sni'])} \quad Mode de paiement : virement ba"
            rf"ncaire}}"
        )
        src += footer_line(emp, False)
    elif var == 1:
        src += letterhead(emp, 0) + r"\vspace{3mm}"
        src += (
            rf"{{\centering\Large\bfseries\color{{brand}} {title}\par}}\vspace{{1mm}}"
            rf"{{\centering Mois de paie : \textbf{{{period_txt}}}\par}}\vspace{{3mm}}"
        )
        src += (
            rf"{{\small Employeur : {tex(emp['name'])} -- Affiliation CNSS n° {emp['cnss']}}}".replace("--", "|")
            + "\n\n\\vspace{2mm}"
        )
        src += r"\begin{tabularx}{\textwidth}{>{\small}l>{\small}L}\toprule" "\n"
        for lab, val in info:
            src += f"{tex(lab)} & {tex(val)}" r"\\" "\n"
        src += r"\bottomrule\end{tabularx}" "\n\n\\vspace{4mm}"
        src += (
            r"\begin{tabularx}{\textwidth}{Lrrr}\rowcolor{brand}\textcolor{white}{\bfseries Désignation} & "
            r"\textcolor{white}{\bfseries Taux} & \textcolor{white}{\bfseries À payer} & \textcolor{white}{\bfser"
            r"ies À retenir}\\"
            "\n"
        )
        for lab, val in pay["gains"]:
            src += f"{lab} & & {am(val)} & " r"\\" "\n"
        src += rf"\midrule\bfseries Total brut & & \bfseries {am(pay['gross'])} & \\\midrule" "\n"
        for lab, rate, val in pay["deductions"]:
            src += f"{tex(lab)} & {pct(rate)} & & {am(val)}" r"\\" "\n"
        src += rf"\midrule\bfseries Total retenues & & & \bfseries {am(pay['total_ded'])}\\" "\n"
        src += rf"\rowcolor{{brand!20}}\bfseries Net à payer ({c}) & & \bfseries {am(pay['net'])} & \\\bottomrule" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{6mm}"
        src += (
            r"{\small\bfseries Cumuls de l'année}\\[1mm]\begin{tabularx}{\textwidth}{|L|R|R|R|R|}\hline"
            r"\footnotesize Cumul & \footnotesize Brut imposable & \footnotesize CNSS + AMO & \footnotesize IR & "
            r"\footnotesize Net payé\\\hline"
            "\n"
        )
        src += (
            rf"{k} mois & {am(pay['sbi'] * k)} & {am((pay['cnss'] + pay['amo']) * k)} & {am(pay['ir'] * k)} & "
            rf"{am(pay['net'] * k)}\\\hline\end{{tabularx}}"
            "\n"
        )
        src += footer_line(emp, False)
    else:
        src += rf"{{\large\bfseries {tex(emp['name'])}}}\\" + " \\\\ ".join(tex(x) for x in emp["addr"])
        src += rf"\\N° CNSS : {emp['cnss']}\par\vspace{{4mm}}\rule{{\textwidth}}{{0.8pt}}\par"
        src += (
            rf"{{\centering\Large {title} -- {period_txt}\par}}".replace("--", "/") + r"\rule{\textwidth}{0.8pt}\p"
            r"ar\vspace{3mm}"
        )
        for lab, val in info:
            src += rf"\makebox[48mm][l]{{{tex(lab)}}}: {tex(val)}\\" "\n"
        src += r"\vspace{2mm}\rule{\textwidth}{0.4pt}\\" "\n"
        src += r"\begin{tabular*}{\textwidth}{@{}l@{\extracolsep{\fill}}rr@{}}ÉLÉMENTS & GAINS & RETENUES\\\hline" "\n"
        for lab, val in pay["gains"]:
            src += f"{lab} & {am(val)} & " r"\\" "\n"
        src += rf"\hline SALAIRE BRUT & {am(pay['gross'])} & \\" "\n"
        for lab, _rate, val in pay["deductions"]:
            src += f"{tex(lab)} & & {am(val)}" r"\\" "\n"
        src += rf"\hline TOTAL RETENUES & & {am(pay['total_ded'])}\\\hline\hline" "\n"
        src += rf"\textbf{{NET A PAYER}} & \textbf{{{am(pay['net'])} {c}}} & \\" "\n"
        src += r"\end{tabular*}" "\n\n\\vspace{8mm}"
        src += r"{\small Signature de l'employé(e) \hfill Cachet de l'employeur}"
    return src + END, shown


def _payslip_en(v: dict, rng: random.Random, shown: set, k: int) -> str:
    emp, pay = v["employer"], v["pay"]
    y, m = v["period"]

    def am(x: float) -> str:
        return "MAD~" + famount(x, "en")

    src = preamble(emp["font"], margin="15mm", color=emp["color"])
    src += letterhead(emp, 1)
    src += (
        rf"\vspace{{2mm}}{{\Large\bfseries PAYSLIP}} \hfill Pay period: \textbf{{{fmonth(y, m, 'en')}}}"
        "\n\n\\vs"
        "pace{3mm}"
    )
    rows = [("Employee", person(v, "gs")), ("Employee ID", v["matricule"])]
    if "cin" in shown:
        rows.append(("National ID (CIN)", v["cin"]))
    if "date_of_birth" in shown:
        rows.append(("Date of birth", fdate(v["dob"], "en")))
    rows += [
        ("CNSS number", v["cnss_number"]),
        ("Date of joining", fdate(v["hire"], "en")),
        ("Designation", v["position"]),
    ]
    if "contract_type" in shown:
        rows.append(("Contract", CONTRACT_EN[v["contract"]]))
    rows.append(("Employer CNSS affiliation", emp["cnss"]))
    src += r"\begin{tabularx}{\textwidth}{@{}>{\color{gray}}lL@{}}" "\n"
    for lab, val in rows:
        src += f"{tex(lab)} & {tex(val)}" r"\\" "\n"
    src += r"\end{tabularx}" "\n\n\\vspace{3mm}"
    en = {"Salaire de base": "Basic salary", "Indemnité de transport": "Transport allowance"}
    src += (
        r"\begin{tabularx}{\textwidth}{Lrr}\toprule\bfseries Earnings & \bfseries This month & \bfseries Year to "
        r"date\\"
        r"\midrule"
        "\n"
    )
    for lab, val in pay["gains"]:
        lab = en.get(lab, "Seniority bonus" if lab.startswith("Prime d'anc") else lab)
        src += f"{lab} & {am(val)} & {am(val * k)}" r"\\" "\n"
    src += rf"\midrule\bfseries Gross pay & \bfseries {am(pay['gross'])} & {am(pay['gross'] * k)}\\\bottomrule" "\n"
    src += r"\end{tabularx}" "\n\n\\vspace{3mm}"
    src += (
        r"\begin{tabularx}{\textwidth}{Lrr}\toprule\bfseries Deductions & \bfseries This month & \bfseries Year t"
        r"o date\\"
        r"\midrule"
        "\n"
    )
    for lab, _rate, val in pay["deductions"]:
        lab = {
            "Cotisation CNSS": "CNSS contribution",
            "Cotisation AMO": "AMO (health insurance)",
            "Impôt sur le revenu (IR)": "Income tax (IR)",
            "Retraite CIMR": "CIMR pension",
        }.get(lab, lab)
        src += f"{lab} & {am(val)} & {am(val * k)}" r"\\" "\n"
    src += (
        rf"\midrule\bfseries Total deductions & \bfseries {am(pay['total_ded'])} & {am(pay['total_ded'] * k)}\\\bo"
        rf"ttomrule"
        "\n"
    )
    src += r"\end{tabularx}" "\n\n\\vspace{5mm}"
    src += (
        rf"\colorbox{{brand!15}}{{\parbox{{\dimexpr\textwidth-2\fboxsep}}{{\Large\bfseries Net pay \hfill "
        rf"{am(pay['net'])}}}}}"
        "\n"
    )
    src += r"\vfill{\footnotesize\color{gray} This payslip is computer generated and needs no signature.}"
    return src + END


# ------------------------------------------------------------------ employment certificate


def employment_certificate(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 3
    emp = v["employer"]
    _, ds = emp_style(emp)
    y, m = v["as_of"]
    issued = dt.date(y, m, rng.randint(2, 20))
    f = v["sex"] == "F"
    e = "e" if f else ""
    shown = {"applicant_name", "employer", "hire_date", "position"}
    if v["cin"]:
        shown.add("cin")
    show_dob = rng.random() < 0.5
    if show_dob:
        shown.add("date_of_birth")
    src = preamble(emp["font"], margin="22mm", size="11pt", color=emp["color"])
    city = city_of(emp)
    if var in (0, 2):
        src += letterhead(emp, 2 if var == 0 else 1)
        src += r"\vspace{10mm}{\centering\Large\bfseries ATTESTATION DE TRAVAIL\par}\vspace{10mm}" "\n"
        cin_txt = f", titulaire de la carte nationale d'identité n° {v['cin']}" if v["cin"] else ""
        dob_txt = f", né{e} le {fdate(v['dob'], ds)} à {v['place'].title()}" if show_dob else ""
        shown.add("contract_type")
        shown.add("employer_cnss")
        if var == 0:
            intro = (
                f"Nous soussignés, \\textbf{{{tex(emp['name'])}}}, dont le siège est situé "
                f"{tex(', '.join(emp['addr']))}, affiliée à la Caisse Nationale de Sécurité Sociale sous le "
                f"n° {emp['cnss']}, certifions que"
            )
        else:
            boss = rng.choice(["Mme Houda SEBTI", "M. Adil GUESSOUS", "Mme Loubna ZEROUAL", "M. Tarik ALAMI"])
            intro = (
                f"Je soussigné(e), {boss}, Directeur(trice) des Ressources Humaines de la société "
                f"\\textbf{{{tex(emp['name'])}}}, immatriculée à la CNSS sous le n° {emp['cnss']}, atteste que"
            )
        who = person(v, "tgs" if var == 0 else "tsg")
        body = (
            f"{intro} \\textbf{{{tex(who)}}}{tex(cin_txt)}{tex(dob_txt)}, est employé{e} au sein de notre "
            f"société depuis le {fdate(v['hire'], ds)} en qualité de \\textbf{{{tex(v['position'])}}}, dans le ca"
            f"dre "
            f"{tex(CONTRACT_PROSE[v['contract']])}."
        )
        src += r"\setlength{\parskip}{4mm}\raggedright\linespread{1.3}\selectfont " + body + "\n\n"
        src += f"{'Elle' if f else 'Il'} fait toujours partie de notre personnel à la date de la présente.\n\n"
        src += (
            f"La présente attestation est délivrée à l'intéressé{e}, sur sa demande, pour servir et valoir "
            "ce que de droit.\n\n"
        )
        src += signature(
            city,
            fdate(issued, ds),
            rng.choice(["Le Directeur Général", "La Direction des Ressources Humaines", "Le Gérant"]),
        )
        src += footer_line(emp, False)
    else:
        src += letterhead(emp, 0) + r"\vspace{12mm}"
        src += (
            r"{\centering\LARGE CERTIFICAT DE TRAVAIL\par}\vspace{3mm}{\centering\small Réf. RH/" + f"{y}/"
            f"{rng.randint(100, 999)}" + r"\par}\vspace{10mm}"
            "\n"
        )
        src += (
            f"La société {tex(emp['name'])} certifie que la personne désignée ci-dessous fait partie de son person"
            f"nel :\n\n\\vspace{{5mm}}"
        )
        rows = [("Nom", v["surname"]), ("Prénom(s)", v["given"])]
        if v["cin"]:
            rows.append(("CIN", v["cin"]))
        if show_dob:
            rows.append(("Date de naissance", fdate(v["dob"], ds)))
        rows += [("Fonction", v["position"]), ("Date d'entrée", fdate(v["hire"], ds))]
        if rng.random() < 0.7 or v["contract"] != "CDI":
            rows.append(("Nature du contrat", CONTRACT_FR[v["contract"]][1]))
            shown.add("contract_type")
        if v.get("force_cnss") or rng.random() < 0.6:
            rows.append(("N° affiliation CNSS de l'employeur", emp["cnss"]))
            shown.add("employer_cnss")
        src += r"\begin{tabularx}{\textwidth}{|>{\columncolor{brand!10}\bfseries}p{62mm}|L|}\hline" "\n"
        for lab, val in rows:
            src += f"{tex(lab)} & {tex(val)}" r"\\\hline" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{6mm}"
        src += "Ce certificat est établi pour servir et valoir ce que de droit.\n\n"
        src += signature(city, fdate(issued, ds), "Le Responsable du Personnel")
        src += footer_line(emp, False)
    return src + END, shown


# ------------------------------------------------------------------ salary certificate


def salary_certificate(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 3
    if var == 2 and v.get("force_gross"):
        var = 0
    emp, pay = v["employer"], v["pay"]
    a, ds = emp_style(emp)
    c = cur(emp)
    y, m = v["as_of"]
    issued = dt.date(y, m, rng.randint(2, 20))
    f = v["sex"] == "F"
    e = "e" if f else ""
    shown = {"applicant_name", "employer", "hire_date", "position", "net_salary"}
    if v["cin"]:
        shown.add("cin")
    show_dob = var == 1 and rng.random() < 0.7
    if show_dob:
        shown.add("date_of_birth")
    src = preamble(emp["font"], margin="22mm", size="11pt", color=emp["color"])
    city = city_of(emp)
    if var in (0, 2):
        src += letterhead(emp, 3 if var == 0 else 1)
        src += r"\vspace{12mm}{\centering\Large\bfseries ATTESTATION DE SALAIRE\par}\vspace{10mm}" "\n"
        cin_txt = f" (CIN n° {v['cin']})" if v["cin"] else ""
        who = person(v, "tsg" if var == 0 else "tgs")
        body = (
            f"Nous soussignés, \\textbf{{{tex(emp['name'])}}}, attestons par la présente que {tex(who)}"
            f"{tex(cin_txt)}, "
            f"employé{e} dans notre société depuis le {fdate(v['hire'], ds)} en qualité de {tex(v['position'])}, "
        )
        if var == 0:
            shown.add("gross_salary")
            body += (
                f"perçoit un salaire mensuel brut de \\textbf{{{famount(pay['gross'], a)} {c}}} et un salaire "
                f"mensuel net de \\textbf{{{famount(pay['net'], a)} {c}}}, soit un salaire annuel brut de "
                f"{famount(pay['gross'] * 12, a)} {c}."
            )
        else:
            body += f"perçoit une rémunération mensuelle nette de \\textbf{{{famount(pay['net'], a)} dirhams}}."
        src += r"\setlength{\parskip}{4mm}\raggedright\linespread{1.3}\selectfont " + body + "\n\n"
        src += (
            "Cette attestation est délivrée à la demande de l'intéressé" + e + " pour servir et valoir ce que de d"
            "roit.\n\n"
        )
        src += signature(city, fdate(issued, ds), "Le Directeur Administratif et Financier")
        src += footer_line(emp, True)
    else:
        shown.add("gross_salary")
        src += letterhead(emp, 2)
        src += r"\vspace{8mm}{\centering\Large\bfseries ATTESTATION DE SALAIRE\par}\vspace{8mm}" "\n"
        rows = [("Nom et prénom", person(v, "sg"))]
        if v["cin"]:
            rows.append(("N° CIN", v["cin"]))
        if show_dob:
            rows.append(("Date de naissance", fdate(v["dob"], ds)))
        rows += [("Poste occupé", v["position"]), ("Date d'embauche", fdate(v["hire"], ds))]
        src += r"\begin{tabularx}{\textwidth}{@{}lL@{}}" "\n"
        for lab, val in rows:
            src += f"{tex(lab)} & : \\textbf{{{tex(val)}}}" r"\\" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{5mm}Éléments de la rémunération mensuelle :\n\n\\vspace{2mm}"
        src += r"\begin{tabularx}{\textwidth}{Lr}\toprule" "\n"
        for lab, val in pay["gains"]:
            src += f"{lab} & {famount(val, a)} {c}" r"\\" "\n"
        src += rf"\midrule\bfseries Salaire brut mensuel & \bfseries {famount(pay['gross'], a)} {c}\\" "\n"
        src += rf"Retenues (CNSS, AMO, IR et autres) & {famount(pay['total_ded'], a)} {c}\\" "\n"
        src += rf"\midrule\bfseries Salaire net mensuel & \bfseries {famount(pay['net'], a)} {c}\\\bottomrule" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{6mm}"
        src += "La présente attestation est délivrée pour servir et valoir ce que de droit.\n\n"
        src += signature(city, fdate(issued, ds), "Service de la Paie")
        src += footer_line(emp, rng.random() < 0.5)
    return src + END, shown


# ------------------------------------------------------------------ CNSS certificate


def cnss_certificate(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 2
    emp = v["employer"]
    y, m = v["as_of"]
    issued = dt.date(y, m, rng.randint(1, 25))
    shown = {"applicant_name", "cnss_number", "affiliation_date", "employer", "employer_cnss", "date_of_birth"}
    if v["cin"]:
        shown.add("cin")
    src = preamble("helvet" if var == 0 else "lmss", margin="18mm", color="0.0,0.35,0.2")
    src += (
        r"\begin{minipage}[t]{0.5\textwidth}\small\bfseries ROYAUME DU MAROC\\[0.5mm]\mdseries Caisse Nationale de "
        r"Sécurité Sociale\\Direction Régionale "
        + rng.choice(["Casablanca-Settat", "Rabat-Salé-Kénitra", "Fès-Meknès", "Souss-Massa", "Oriental"])
        + r"\end{minipage}\hfill\begin{minipage}[t]{0.3\textwidth}\raggedleft\fcolorbox{brand}{brand}{\color{white}"
        r"\Huge\bfseries CNSS}\end{minipage}"
        "\n\n\\vspace{12mm}"
    )
    title = "ATTESTATION D'IMMATRICULATION" if var == 0 else "ATTESTATION D'AFFILIATION DU SALARIÉ"
    src += (
        rf"{{\centering\fcolorbox{{brand}}{{white}}{{\large\bfseries\color{{brand}} {title}}}\par}}\vspace{{8mm"
        rf"}}"
        "\n"
    )
    ds = "slash" if var == 0 else "dash"
    src += (
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) "
        "au régime de sécurité sociale :\n\n\\vspace{4mm}"
    )
    rows = [
        ("N° d'immatriculation", v["cnss_number"]),
        ("Nom", v["surname"]),
        ("Prénom", v["given"]),
        ("Date de naissance", fdate(v["dob"], ds)),
    ]
    if v["cin"]:
        rows.append(("N° CIN", v["cin"]))
    rows.append(("Date d'immatriculation", fdate(v["affiliation"], ds)))
    src += r"\begin{tabularx}{\textwidth}{|>{\bfseries}p{60mm}|L|}\hline" "\n"
    for lab, val in rows:
        src += f"{tex(lab)} & {tex(val)}" r"\\\hline" "\n"
    src += r"\end{tabularx}" "\n\n\\vspace{6mm}{\\bfseries Employeur déclarant}\n\n\\vspace{2mm}"
    src += r"\begin{tabularx}{\textwidth}{|>{\bfseries}p{60mm}|L|}\hline" "\n"
    src += f"Raison sociale & {tex(emp['name'])}" r"\\\hline" "\n"
    src += f"N° d'affiliation & {emp['cnss']}" r"\\\hline" "\n"
    src += f"Adresse & {tex(', '.join(emp['addr']))}" r"\\\hline" "\n"
    src += r"\end{tabularx}" "\n\n\\vspace{6mm}"
    if var == 1:
        src += r"{\small Dernières déclarations de salaires : "
        for k in (3, 2, 1):
            yy, mm = (y * 12 + m - 1 - k) // 12, (y * 12 + m - 1 - k) % 12 + 1
            src += f"{mm:02d}/{yy} (26 jours) ; "
        src += r"}" "\n\n"
    src += rf"\vspace{{6mm}}Délivrée le {fdate(issued, ds)} pour servir et valoir ce que de droit." "\n\n"
    src += (
        rf"\vfill{{\scriptsize\color{{gray}} Document édité via le portail des assurés. Référence : ATT-{y}-"
        rf"{rng.randint(1000000, 9999999)}. La CNSS ne peut être tenue responsable de l'usage qui en est fait.\par}}"
    )
    return src + END, shown


# ------------------------------------------------------------------ bank statement


def bank_statement(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 3
    bank, st = v["bank"], v["statement"]
    shown = {
        "bank_name",
        "account_holder",
        "rib",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }
    src = preamble(bank["font"], margin="13mm", size="9pt" if var != 1 else "10pt", color=bank["color"])
    branch = rng.choice(
        [
            "Agence Maârif",
            "Agence Hassan II",
            "Agence Centre Ville",
            "Agence Al Qods",
            "Agence Bab Doukkala",
            "Agence Riad",
        ]
    )
    addr = " \\\\ ".join(tex(x.title()) for x in v["address"]) if v["holder"][0] == v["given"] else "Casablanca"
    if var == 0:
        ds, a = "slash", "sp"
        src += (
            rf"{{\color{{brand}}\rule{{\textwidth}}{{3mm}}}}\\[2mm]{{\huge\bfseries\color{{brand}} "
            rf"{tex(bank['name'])}}}"
            rf"\hfill\begin{{minipage}}[b]{{6cm}}\raggedleft\small {branch}\\SWIFT : {bank['swift']}\end{{minipag"
            rf"e}}"
            "\n\n\\vspace{6mm}"
        )
        src += (
            rf"\begin{{minipage}}[t]{{0.5\textwidth}}{{\Large\bfseries RELEVÉ DE COMPTE}}\\[2mm]"
            rf"Période du {fdate(st['start'], ds)} au {fdate(st['end'], ds)}\\Compte chèques en dirhams\\"
            rf"RIB : {' '.join([v['rib'][:3], v['rib'][3:6], v['rib'][6:22], v['rib'][22:]])}\end{{minipage}}\hfill"
            rf"\fbox{{\begin{{minipage}}[t]{{0.4\textwidth}}\vspace{{1mm}}\bfseries {tex(holder_str(v, 'tgs'))}"
            rf"\\\mdseries {addr}\vspace{{1mm}}\end{{minipage}}}}"
            "\n\n\\vspace{6mm}"
        )
        src += (
            r"\begin{tabularx}{\textwidth}{lLlrr}\rowcolor{brand}\textcolor{white}{\bfseries Date} & \textcolor{w"
            r"hite}{\bfseries Libellé} & "
            r"\textcolor{white}{\bfseries Valeur} & \textcolor{white}{\bfseries Débit} & \textcolor{white}{\bfser"
            r"ies Crédit}\\"
            "\n"
        )
        op = st["opening"]
        src += (
            rf"\rowcolor{{brand!10}}{fdate(st['start'], ds)} & \bfseries SOLDE INITIAL & & "
            rf"{famount(-op, a) if op < 0 else ''} & {famount(op, a) if op >= 0 else ''}\\"
            "\n"
        )
        for t in st["tx"]:
            src += (
                f"{t['date'].strftime('%d/%m')} & {tex(t['label'])} & {t['date'].strftime('%d/%m/%y')} & "
                f"{famount(t['debit'], a) if t['debit'] else ''} & "
                f"{famount(t['credit'], a) if t['credit'] else ''}"
                r"\\"
                "\n"
            )
        src += (
            rf"\midrule & \bfseries Total des mouvements & & {famount(st['total_debit'], a)} & "
            rf"{famount(st['total_credit'], a)}\\"
            "\n"
        )
        cl = st["closing"]
        src += (
            rf"\rowcolor{{brand!10}}{fdate(st['end'], ds)} & \bfseries SOLDE FINAL & & "
            rf"\bfseries {famount(-cl, a) if cl < 0 else ''} & \bfseries {famount(cl, a) if cl >= 0 else ''}"
            rf"\\"
            "\n"
        )
        src += (
            r"\end{tabularx}"
            "\n\n\\vspace{4mm}{\\footnotesize Un solde porté dans la colonne Débit est un solde "
            "débiteur.}"
        )
    elif var == 1:
        ds, a = "dot", "dot"

        def bal(x: float) -> str:
            return f"{famount(abs(x), a)} {'D' if x < 0 else 'C'}"

        src += (
            rf"\fcolorbox{{brand}}{{brand!8}}{{\parbox{{\dimexpr\textwidth-2\fboxsep}}{{\vspace{{1mm}}{{\LARGE\bf"
            rf"series {tex(bank['name'])}}}"
            rf"\hfill {{\large EXTRAIT DE COMPTE}}\vspace{{1mm}}}}}}"
            "\n\n\\vspace{4mm}"
        )
        src += r"\begin{tabularx}{\textwidth}{@{}lL@{}}" "\n"
        src += f"Titulaire & : {tex(holder_str(v, 'tsg'))}" r"\\" "\n"
        src += f"Agence & : {branch}" r"\\" "\n"
        src += f"Numéro de compte & : {v['rib'][6:22]}" r"\\" "\n"
        src += f"RIB & : {v['rib']}" r"\\" "\n"
        src += f"Du & : {fdate(st['start'], ds)} au {fdate(st['end'], ds)}" r"\\" "\n"
        src += r"\end{tabularx}" "\n\n\\vspace{4mm}"
        src += (
            r"\begin{tabularx}{\textwidth}{|l|L|r|r|r|}\hline\bfseries Date opé. & \bfseries Opération & \bfserie"
            r"s Débit & "
            r"\bfseries Crédit & \bfseries Solde\\\hline"
            "\n"
        )
        src += rf"{fdate(st['start'], 'dot')} & Solde d'ouverture & & & {bal(st['opening'])}\\\hline" "\n"
        for t in st["tx"]:
            src += (
                f"{fdate(t['date'], 'dot')} & {tex(t['label'].title())} & "
                f"{famount(t['debit'], a) if t['debit'] else ''} & "
                f"{famount(t['credit'], a) if t['credit'] else ''} & {bal(t['balance'])}"
                r"\\"
                "\n"
            )
        src += (
            rf"\hline\multicolumn{{2}}{{|l|}}{{\bfseries Solde de clôture au {fdate(st['end'], 'dot')}}} & & & \bf"
            rf"series {bal(st['closing'])}\\\hline"
            "\n"
        )
        src += r"\end{tabularx}" "\n\n\\vspace{3mm}{\\footnotesize D = débiteur, C = créditeur. Montants en dirhams.}"
    else:
        ds, a = "en", "en"

        def bal(x: float) -> str:
            return f"({famount(-x, a)})" if x < 0 else famount(x, a)

        src += (
            rf"{{\Huge\bfseries\color{{brand}} {tex(bank['name'])}}}\\[1mm]{{\small {branch} -- BIC "
            rf"{bank['swift']}}}".replace("--", "|")
            + r"\\[1mm]\rule{\textwidth}{0.6pt}"
            "\n\n\\vspace{4mm}"
        )
        src += (
            rf"{{\Large ACCOUNT STATEMENT / RELEVÉ DE COMPTE}}\\[2mm]Statement period: {fdate(st['start'], ds)} --"
            rf" {fdate(st['end'], ds)}".replace("--", "to")
            + "\n\n\\vspace{2mm}"
        )
        src += (
            rf"Account holder: \textbf{{{tex(holder_str(v, 'caps'))}}}\\IBAN: {group(v['iban'])}\\Currency: MA"
            rf"D"
            "\n\n\\vspace{3mm}"
        )
        src += (
            rf"\begin{{tabularx}}{{\textwidth}}{{|X|X|X|X|}}\hline Opening balance & Total debits & Total credits"
            rf" & Closing balance\\\hline"
            rf" MAD {bal(st['opening'])} & MAD {famount(st['total_debit'], a)} & MAD "
            rf"{famount(st['total_credit'], a)} & MAD {bal(st['closing'])}\\\hline"
            r"\end{tabularx}"
            "\n\n\\vspace{4mm}"
        )
        src += (
            r"\begin{tabularx}{\textwidth}{lLrrr}\toprule Date & Description & Debit & Credit & Balance\\\midrul"
            r"e"
            "\n"
        )
        for t in st["tx"]:
            src += (
                f"{t['date'].strftime('%d/%m/%Y')} & {tex(t['label'])} & "
                f"{famount(t['debit'], a) if t['debit'] else ''} & "
                f"{famount(t['credit'], a) if t['credit'] else ''} & {bal(t['balance'])}"
                r"\\"
                "\n"
            )
        src += r"\bottomrule\end{tabularx}" "\n\n\\vspace{3mm}{\\footnotesize Amounts in brackets are debit balances.}"
    src += (
        rf"\vfill{{\centering\scriptsize\color{{gray}} {tex(bank['name'])} -- Société anonyme -- Document édité le"
        rf" {fdate(st['end'], 'slash')} -- Page 1/1\par}}".replace("--", "|")
    )
    return src + END, shown


# ------------------------------------------------------------------ RIB


def rib_doc(v: dict, rng: random.Random) -> tuple[str, set]:
    var = v["variant"] % 3
    bank, rib = v["bank"], v["rib"]
    shown = {"bank_name", "account_holder", "rib"}
    src = preamble(bank["font"], margin="18mm", size="11pt", color=bank["color"])
    branch = rng.choice(
        ["Agence Les Almohades", "Agence Gueliz", "Agence Derb Sultan", "Agence Souissi", "Agence Ville Nouvelle"]
    )
    if var == 0:
        src += (
            rf"{{\color{{brand}}\Huge\bfseries {tex(bank['name'])}}}\\[1mm]\rule{{\textwidth}}{{1pt}}"
            "\n\n\\vsp"
            "ace{6mm}"
            r"{\centering\Large\bfseries RELEVÉ D'IDENTITÉ BANCAIRE\par}\vspace{6mm}"
            "\n"
        )
        src += (
            rf"Titulaire du compte : \textbf{{{tex(holder_str(v, 'tgs'))}}}\\Domiciliation : {branch}"
            "\n\n\\vspa"
            "ce{4mm}"
        )
        src += (
            r"\begin{tabularx}{\textwidth}{|c|c|X|c|}\hline\rowcolor{brand!15} Code banque & Code ville & N° de c"
            r"ompte & Clé RIB\\\hline"
            rf"{rib[:3]} & {rib[3:6]} & \centering {rib[6:22]} & {rib[22:]}\\\hline\end{{tabularx}}"
            "\n\n\\vspac"
            "e{4mm}"
        )
        src += rf"IBAN : {group(v['iban'])}\\Code SWIFT (BIC) : {bank['swift']}" "\n\n"
        src += (
            r"\vspace{8mm}{\footnotesize Ce relevé est destiné à être remis à vos créanciers ou débiteurs, appelés"
            r" à faire inscrire des opérations à votre compte (virements, prélèvements, etc.).}"
        )
    elif var == 1:
        src += (
            rf"{{\Large\bfseries {tex(bank['name'])}}}\hfill {branch}\\[1mm]\rule{{\textwidth}}{{0.4pt}}"
            "\n\n\\v"
            "space{16mm}"
        )
        src += r"{\centering\Large ATTESTATION DE RIB\par}\vspace{10mm}" "\n"
        src += (
            r"\linespread{1.4}\selectfont Nous soussignés, " + tex(bank["name"]) + ", " + branch + ", attestons q"
            "ue " + rf"\textbf{{{tex(holder_str(v, 'tsg'))}}} est titulaire dans nos livres d'un compte chèques en dirh"
            rf"ams dont le relevé d'identité bancaire est le suivant :"
            "\n\n\\vspace{6mm}"
        )
        src += rf"{{\centering\fbox{{\Large\ttfamily {rib}}}\par}}" "\n\n\\vspace{6mm}"
        src += (
            "Cette attestation est délivrée à la demande de l'intéressé(e) pour servir et valoir ce que de droit.\n\n"
        )
        src += r"\vspace{14mm}\hfill Le Chef d'Agence"
    else:
        src += (
            r"\fcolorbox{brand}{white}{\parbox{0.9\textwidth}{\vspace{2mm}"
            rf"{{\bfseries\large {tex(bank['name'])}}}\hfill {{\small RIB / IBAN}}\\[3mm]"
            rf"\small Intitulé du compte\\\normalsize\bfseries {tex(holder_str(v, 'caps'))}\\[2mm]\mdseries"
            rf"\small IBAN\\\normalsize\ttfamily {group(v['iban'])}\\[2mm]\rmfamily\small"
            rf" BIC : {bank['swift']} \quad Agence : {branch}\vspace{{2mm}}}}}}"
            "\n"
        )
    return src + END, shown


# ------------------------------------------------------------------ identity documents


def _mrz_block(lines: list[str], size: float, spaced: bool) -> str:
    out = []
    for ln in lines:
        if spaced:
            out.append(
                "".join(r"\makebox[" + f"{size * 0.62:.2f}pt" + "][c]{" + ("<{}" if c == "<" else c) + "}" for c in ln)
            )
        else:
            out.append(ln.replace("<", "<{}"))
    return rf"{{\ttfamily\fontsize{{{size}}}{{{size * 1.25:.1f}}}\selectfont " + r"\\".join(out) + "}"


def _photo(x: float, y: float, w: float, h: float, tone: str) -> str:
    return (
        rf"\put({x},{y}){{\color{{{tone}!35}}\rule{{{w}mm}}{{{h}mm}}}}"
        rf"\put({x + w * 0.22},{y + h * 0.45}){{\color{{{tone}!80}}\resizebox{{{w * 0.56}mm}}{{{h * 0.42}mm}}{{\t"
        rf"extbullet}}}}"
        rf"\put({x + w * 0.08},{y - h * 0.18}){{\color{{{tone}!80}}\resizebox{{{w * 0.84}mm}}{{{h * 0.62}mm}}{{\t"
        rf"extbullet}}}}"
        rf"\put({x},{y}){{\color{{white}}\rule{{{w}mm}}{{0.1mm}}}}"
    )


def _guilloche(color: str) -> str:
    return (
        rf"\put(0,0){{\color{{{color}}}\multiput(-30,0)(4,0){{30}}{{\line(1,1){{54}}}}}}"
        rf"\put(0,0){{\color{{{color}}}\multiput(0,0)(4,0){{30}}{{\line(-1,2){{27}}}}}}"
    )


def cin_front(v: dict, rng: random.Random) -> tuple[str, set]:
    old = v["extra"].get("old_card")
    src = preamble("heros" if not old else "lmss", paper="85.6x54", size="10pt")
    bg, tone = ("0.93,0.90,0.80", "brown") if old else ("0.86,0.93,0.95", "teal")
    src += (
        rf"\definecolor{{cardbg}}{{rgb}}{{{bg}}}\pagecolor{{cardbg}}\setlength{{\unitlength}}{{1mm}}"
        r"\begin{picture}(85.6,54)(0,0)" + _guilloche(f"{tone}!25")
    )
    src += (
        r"\put(0,46){\color{" + tone + r"!70}\rule{85.6mm}{8mm}}"
        r"\put(3,50.5){\color{white}\bfseries\fontsize{7}{8}\selectfont ROYAUME DU MAROC}"
        r"\put(3,47.3){\color{white}\fontsize{5.5}{6}\selectfont CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE}"
        if not old
        else r"\put(3,50){\color{" + tone + r"}\bfseries\fontsize{7.5}{8}\selectfont ROYAUME DU MAROC}"
        r"\put(3,46.5){\color{" + tone + r"}\fontsize{6}{7}\selectfont CARTE NATIONALE D'IDENTITÉ}"
    )
    src += _photo(4, 9, 22, 28, tone)
    ds = "dot"
    lab = r"\fontsize{5}{6}\selectfont\color{black!60}"
    val = r"\fontsize{7.5}{9}\selectfont\bfseries"
    src += rf"\put(30,39){{{lab} Prénom}}\put(30,35.3){{{val} {tex(v['given'].upper())}}}"
    src += rf"\put(30,31.5){{{lab} Nom}}\put(30,27.8){{{val} {tex(v['surname'])}}}"
    src += rf"\put(30,24){{{lab} Né(e) le}}\put(30,20.3){{{val} {fdate(v['dob'], ds)}}}"
    src += rf"\put(52,24){{{lab} à}}\put(52,20.3){{{val} {tex(v['place'])}}}"
    src += rf"\put(30,16.5){{{lab} Valable jusqu'au}}\put(30,12.8){{{val} {fdate(v['cin_expiry'], ds)}}}"
    src += rf"\put(4,3){{\color{{red!70!black}}\bfseries\fontsize{{13}}{{14}}\selectfont {v['cin']}}}"
    src += r"\put(60,3){\color{" + tone + r"!60}\fontsize{5}{6}\selectfont Le Directeur Général}"
    src += r"\end{picture}"
    return src + END, {"applicant_name", "cin", "date_of_birth", "place_of_birth", "cin_expiry"}


def cin_back(v: dict, rng: random.Random) -> tuple[str, set]:
    old = v["extra"].get("old_card")
    src = preamble("heros" if not old else "lmss", paper="85.6x54", size="10pt")
    bg, tone = ("0.93,0.90,0.80", "brown") if old else ("0.86,0.93,0.95", "teal")
    src += (
        rf"\definecolor{{cardbg}}{{rgb}}{{{bg}}}\pagecolor{{cardbg}}\setlength{{\unitlength}}{{1mm}}"
        r"\begin{picture}(85.6,54)(0,0)" + _guilloche(f"{tone}!20")
    )
    lab = r"\fontsize{5}{6}\selectfont\color{black!60}"
    val = r"\fontsize{6.8}{8}\selectfont\bfseries"
    father, mother = v["parents"]
    word = "Fille" if v["sex"] == "F" else "Fils"
    src += rf"\put(4,49){{{lab} {word} de}}\put(16,49){{{val} {tex(father.upper())}}}"
    src += rf"\put(4,45){{{lab} et de}}\put(16,45){{{val} {tex(mother.upper())}}}"
    src += rf"\put(4,40.5){{{lab} État civil n°}}\put(22,40.5){{{val} {v['civil']}}}"
    src += rf"\put(55,40.5){{{lab} Sexe}}\put(63,40.5){{{val} {v['sex']}}}"
    src += rf"\put(4,36){{{lab} Adresse}}"
    src += rf"\put(4,32){{{val} {tex(v['address'][0])}}}\put(4,28.5){{{val} {tex(v['address'][1])}}}"
    spaced = bool(old)
    src += r"\put(0,0){\color{white}\rule{85.6mm}{19mm}}"
    src += r"\put(3.5,14.7){\parbox[t]{80mm}{" + _mrz_block(v["mrz"], 9.6 if spaced else 13.2, spaced) + "}}"
    src += r"\end{picture}"
    return src + END, {
        "address",
        "mrz_valid",
        "cin",
        "date_of_birth",
        "cin_expiry",
        "applicant_name",
        "document_number",
    }


def passport(v: dict, rng: random.Random) -> tuple[str, set]:
    foreign = v["extra"].get("foreigner")
    src = preamble("lmss" if foreign else "heros", paper="125x88", size="10pt")
    tone = "green!40!black" if foreign else "red!50!black"
    bg = "0.93,0.95,0.90" if foreign else "0.96,0.92,0.90"
    src += (
        rf"\definecolor{{cardbg}}{{rgb}}{{{bg}}}\pagecolor{{cardbg}}\setlength{{\unitlength}}{{1mm}}"
        r"\begin{picture}(125,88)(0,0)" + _guilloche("black!8")
    )
    country = "RÉPUBLIQUE DU SÉNÉGAL" if foreign else "ROYAUME DU MAROC"
    sub = "PASSEPORT / PASSPORT"
    src += (
        rf"\put(5,81){{\color{{{tone}}}\bfseries\fontsize{{9}}{{10}}\selectfont {country}}}\put(80,81){{\color{{"
        rf"{tone}}}\fontsize{{7}}{{8}}\selectfont {sub}}}"
    )
    src += _photo(5, 30, 30, 40, "gray")
    lab = r"\fontsize{5}{6}\selectfont\color{black!60}"
    val = r"\fontsize{8}{9}\selectfont\bfseries"
    rows = [
        (40, 74, "Type", "P"),
        (55, 74, "Code", v["issuer"]),
        (78, 74, "Passeport N° / Passport No.", v["doc_number"]),
        (40, 66, "Nom / Surname", v["surname"]),
        (40, 58, "Prénoms / Given names", v["given"].upper()),
        (40, 50, "Nationalité / Nationality", "SÉNÉGALAISE" if foreign else "MAROCAINE"),
        (40, 42, "Date de naissance / Date of birth", fdate(v["dob"], "mon")),
        (95, 42, "Sexe / Sex", v["sex"]),
        (40, 34, "Lieu de naissance / Place of birth", v["place"]),
        (40, 26, "Date de délivrance / Date of issue", fdate(v["doc_issue"], "mon")),
        (85, 26, "Date d'expiration / Date of expiry", fdate(v["doc_expiry"], "mon")),
    ]
    shown = {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    }
    if not foreign:
        rows.append((95, 34, "N° CNIE", v["cin"]))
        shown.add("cin")
    for x, y, la, va in rows:
        src += rf"\put({x},{y + 3.2}){{{lab} {tex(la)}}}\put({x},{y}){{{val} {tex(va)}}}"
    src += r"\put(0,0){\color{white}\rule{125mm}{17mm}}"
    src += r"\put(3.5,12.5){\parbox[t]{120mm}{" + _mrz_block(v["mrz"], 14.2, False) + "}}"
    src += r"\end{picture}"
    return src + END, shown


def id_card(v: dict, rng: random.Random) -> tuple[str, set]:
    src = preamble("helvet", paper="85.6x54", size="10pt")
    src += (
        r"\definecolor{cardbg}{rgb}{0.90,0.92,0.97}\pagecolor{cardbg}\setlength{\unitlength}{1mm}"
        r"\begin{picture}(85.6,54)(0,0)" + _guilloche("blue!12")
    )
    src += r"\put(3,49.5){\color{blue!60!black}\bfseries\fontsize{6.5}{7}\selectfont RÉPUBLIQUE FRANÇAISE}"
    src += r"\put(3,46.3){\color{blue!60!black}\fontsize{5}{6}\selectfont CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD}"
    src += _photo(3, 20, 18, 23, "blue")
    lab = r"\fontsize{4.5}{5}\selectfont\color{black!60}"
    val = r"\fontsize{6.8}{8}\selectfont\bfseries"
    rows = [
        (25, 40, "NOM / Surname", v["surname"]),
        (25, 34, "Prénoms / Given names", v["given"]),
        (25, 28, "Date de naiss. / Date of birth", fdate(v["dob"], "dot")),
        (62, 28, "Sexe / Sex", v["sex"]),
        (25, 22, "N° du document / Document No", v["doc_number"]),
        (62, 22, "Nationalité", "FRA"),
        (62, 34, "Date d'expiration", fdate(v["doc_expiry"], "dot")),
    ]
    for x, y, la, va in rows:
        src += rf"\put({x},{y + 2.6}){{{lab} {tex(la)}}}\put({x},{y}){{{val} {tex(va)}}}"
    src += r"\put(0,0){\color{white}\rule{85.6mm}{17mm}}"
    src += r"\put(3.5,13.6){\parbox[t]{80mm}{" + _mrz_block(v["mrz"], 12.8, False) + "}}"
    src += r"\end{picture}"
    return src + END, {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    }


def residence_permit(v: dict, rng: random.Random) -> tuple[str, set]:
    src = preamble("heros", paper="85.6x54", size="10pt")
    src += (
        r"\definecolor{cardbg}{rgb}{0.95,0.93,0.86}\pagecolor{cardbg}\setlength{\unitlength}{1mm}"
        r"\begin{picture}(85.6,54)(0,0)" + _guilloche("orange!20")
    )
    src += r"\put(3,49.5){\color{red!55!black}\bfseries\fontsize{6.5}{7}\selectfont ROYAUME DU MAROC}"
    src += r"\put(3,46.3){\color{red!55!black}\fontsize{5.2}{6}\selectfont CARTE DE RÉSIDENCE / RESIDENCE CARD}"
    src += _photo(3, 20, 18, 23, "brown")
    lab = r"\fontsize{4.5}{5}\selectfont\color{black!60}"
    val = r"\fontsize{6.8}{8}\selectfont\bfseries"
    rows = [
        (25, 40, "Nom", v["surname"]),
        (25, 34, "Prénoms", v["given"]),
        (25, 28, "Date de naissance", fdate(v["dob"], "slash")),
        (62, 28, "Nationalité", "SÉNÉGALAISE"),
        (25, 22, "N° de carte", v["doc_number"]),
        (62, 22, "Valable jusqu'au", fdate(v["doc_expiry"], "slash")),
        (62, 40, "Sexe", v["sex"]),
        (62, 34, "Résident", "Salarié"),
    ]
    for x, y, la, va in rows:
        src += rf"\put({x},{y + 2.6}){{{lab} {tex(la)}}}\put({x},{y}){{{val} {tex(va)}}}"
    src += r"\put(0,0){\color{white}\rule{85.6mm}{17mm}}"
    src += r"\put(3.5,13.6){\parbox[t]{80mm}{" + _mrz_block(v["mrz"], 12.8, False) + "}}"
    src += r"\end{picture}"
    return src + END, {
        "applicant_name",
        "date_of_birth",
        "mrz_valid",
        "document_number",
        "nationality",
        "issuing_country",
        "document_expiry",
    }


# ------------------------------------------------------------------ other


def other(v: dict, rng: random.Random) -> tuple[str, set]:
    y, m = v["as_of"]
    if v["extra"].get("other") == "bill":
        src = preamble("adventor", margin="15mm", color="0.0,0.4,0.7")
        src += (
            r"{\Huge\bfseries\color{brand} REDAL-SERVICES}\hfill{\small Distribution d'eau et d'électricité}\\[1mm]"
            r"\rule{\textwidth}{1pt}"
            "\n\n\\vspace{6mm}"
        )
        src += (
            rf"{{\Large FACTURE N° F{y}{m:02d}{rng.randint(100000, 999999)}}}\hfill Date : "
            rf"{fdate(last_day(y, m - 1 if m > 1 else 12), 'slash')}"
            "\n\n\\vspace{4mm}"
        )
        src += (
            rf"\fbox{{\parbox{{8cm}}{{{tex(person(v, 'tsg'))}\\{tex(v['address'][0].title())}"
            rf"\\{tex(v['address'][1].title())}}}}}"
            "\n\n\\vspace{6mm}"
        )
        src += (
            r"\begin{tabularx}{\textwidth}{Lrrr}\toprule Prestation & Consommation & Prix unitaire & Montant TTC"
            r"\\\midrule"
            "\n"
        )
        total = 0.0
        for lab, q, pu in [
            ("Électricité - tranche 1", 100, 0.9010),
            ("Électricité - tranche 2", rng.randint(20, 90), 1.0732),
            ("Eau potable", rng.randint(8, 20), 2.37),
            ("Assainissement", rng.randint(8, 20), 1.12),
        ]:
            mt = round(q * pu, 2)
            total += mt
            src += f"{lab} & {q} & {famount(pu, 'sp')} & {famount(mt, 'sp')}" r"\\" "\n"
        src += (
            rf"\midrule\bfseries Total à payer & & & \bfseries {famount(total, 'sp')} DH\\\bottomrule\end{{tabular"
            rf"x}}"
            "\n"
        )
        src += (
            r"\vfill{\footnotesize Payable avant la date limite indiquée. Toute facture non réglée expose à la sus"
            r"pension du service.}"
        )
        return src + END, set()
    src = preamble("termes", margin="25mm", size="11pt")
    src += r"{\centering\Large\bfseries CONTRAT DE BAIL À USAGE D'HABITATION\par}\vspace{8mm}" "\n"
    src += r"\linespread{1.3}\selectfont\setlength{\parskip}{3mm}"
    rent = rng.choice([2800, 3200, 3500, 4000])
    src += (
        "Entre les soussignés :\n\nM. Abdeslam BENNIS, propriétaire, demeurant à Rabat, ci-après dénommé "
        "« le bailleur », d'une part,\n\n"
    )
    src += f"et {tex(person(v, 'tgs'))}, ci-après dénommé(e) « le locataire », d'autre part,\n\n"
    src += (
        f"il a été convenu ce qui suit : le bailleur donne en location au locataire un appartement situé "
        f"{tex(v['address'][0].title())}, {tex(v['address'][1].title())}, composé de trois pièces, cuisine et sal"
        f"le de bain.\n\n"
    )
    src += (
        f"Le présent bail est consenti pour une durée d'une année renouvelable à compter du "
        f"{fdate(dt.date(y - 1, m, 1), 'fr')}, moyennant un loyer mensuel de "
        f"{famount(rent, 'sp')} dirhams payable d'avance au début de chaque mois.\n\n"
    )
    src += "Le locataire verse à la signature un dépôt de garantie équivalent à deux mois de loyer.\n\n"
    src += (
        r"\vspace{16mm}Le bailleur \hfill Le locataire\\[2mm]{\footnotesize(lu et approuvé)} \hfill "
        r"{\footnotesize(lu et approuvé)}"
    )
    return src + END, set()


RENDERERS = {
    "payslip": payslip,
    "employment_certificate": employment_certificate,
    "salary_certificate": salary_certificate,
    "cnss_certificate": cnss_certificate,
    "bank_statement": bank_statement,
    "rib": rib_doc,
    "cin_front": cin_front,
    "cin_back": cin_back,
    "passport": passport,
    "id_card": id_card,
    "residence_permit": residence_permit,
    "other": other,
}
