"""The documents of blind_u, each design a function returning (Doc, labels)."""

from __future__ import annotations

import datetime as dt
import random

from . import data as D
from .rtf import Doc, logo, photo, signature, stamp

AR = "Noto Naskh Arabic"
MONO = "DejaVu Sans Mono"
GREY = (225, 225, 225)
PALE_BLUE = (221, 233, 245)
NAVY = (20, 45, 95)


def name_as(ap: dict, style: str) -> str:
    fam, giv = ap["family"], ap["given"]
    fam_t = " ".join(w.capitalize() for w in fam.split())
    civ = "Mme" if ap["sex"] == "F" else "M."
    return {
        "fam_first": f"{fam} {giv}",
        "giv_first": f"{giv} {fam}",
        "civ": f"{civ} {giv} {fam_t}",
        "civ_fam": f"{civ} {fam} {giv}",
        "upper": D.ascii_upper(f"{fam} {giv}"),
    }[style]


def contract_words(c: str, style: int) -> str:
    words = {
        "CDI": ["Contrat à durée indéterminée", "CDI", "Permanent"],
        "CDD": ["Contrat à durée déterminée", "CDD", "Fixed-term"],
        "ANAPEC": ["Contrat d'insertion (ANAPEC)", "ANAPEC", "Insertion contract (ANAPEC)"],
        "INTERIM": ["Intérim", "Intérimaire", "Temporary (interim)"],
        "STAGE": ["Stage", "Stage", "Internship"],
    }
    return words[c][style]


def idno(ap) -> str:
    return ap["cin"] or ap["permit_no"]


def pron(ap):
    f = ap["sex"] == "F"
    return {"civ": "Madame" if f else "Monsieur", "e": "e" if f else "", "il": "elle" if f else "il"}


def _employer_head(doc: Doc, emp: dict, seed: int, color, shape="rounded", right_lines=()):
    initials = "".join(w[0] for w in emp["name"].split()[:2] if w[0].isalpha()).upper()
    lg = logo(initials, color, shape, seed)
    left = [(emp["name"] + "\n", {"bold": True, "size": 11}), (emp["addr"], {"size": 8.5})]
    if emp.get("show_ice", True):
        left.append((f"\nICE : {emp['ice']}", {"size": 8}))
    doc.table(
        [[("@pict", lg, 16, 16), left, "\n".join(right_lines)]],
        [20, doc.text_width / 56.7 - 70, 50],
        border="none",
        bold_header=False,
        aligns=["l", "l", "r"],
        size=8.5,
    )


def signature_block(doc: Doc, emp: dict, seed: int, who="La Direction des Ressources Humaines", align="r", color=NAVY):
    st = stamp([emp["name"][:28], emp["city"], "Direction"], color=color, seed=seed)
    sg = signature(seed + 1)
    w = doc.text_width / 56.7
    doc.table(
        [["", [(who + "\n", {"bold": True})]], ["", ("@pict", sg, 38, 13)], ["", ("@pict", st, 30, 30)]],
        [w - 70, 68],
        border="none",
        bold_header=False,
        aligns=["l", "c" if align == "r" else "l"],
    )


# ====================================================================== cards


def _card(doc_w=85.6, doc_h=54.0) -> Doc:
    return Doc(doc_w, doc_h, margins_mm=(3, 3, 2.5, 2), font="DejaVu Sans", size=6.5)


def cin_front(case: dict, v: int):
    ap = case["ap"]
    old = ap.get("old_card")
    doc = _card()
    head_shade = (236, 222, 200) if old else (214, 232, 224)
    doc.table(
        [
            [
                [("ROYAUME DU MAROC\n", {"bold": True, "size": 7}), ("CARTE NATIONALE D'IDENTITÉ", {"size": 6})],
                ("@rtl", "المملكة المغربية\nالبطاقة الوطنية للتعريف", AR),  # noqa: RUF001
            ]
        ],
        [42, 37.6],
        border="none",
        shades=[head_shade],
        bold_header=False,
        aligns=["l", "r"],
        size=6.5,
    )
    dob = D.fmt_date(ap["dob"], "dot")
    exp = D.fmt_date(ap["card_expiry"], "dot")
    lat = [
        ("Prénom\n", {"size": 5, "color": (90, 90, 90)}),
        (ap["given"].upper() + "\n", {"bold": True, "size": 7.5}),
        ("Nom\n", {"size": 5, "color": (90, 90, 90)}),
        (ap["family"] + "\n", {"bold": True, "size": 7.5}),
        (f"Né{'e' if ap['sex'] == 'F' else ''} le  ", {"size": 5.5}),
        (dob + "\n", {"bold": True, "size": 6.5}),
        ("à  ", {"size": 5.5}),
        (ap["pob"] + "\n", {"bold": True, "size": 6.5}),
        ("Valable jusqu'au  ", {"size": 5.5}),
        (exp, {"bold": True, "size": 6.5}),
    ]
    arab = ("@rtl", f"{ap['ar_given']}\n{ap['ar_family']}", AR)
    doc.table(
        [[("@pict", photo(sum(map(ord, ap["cin"])), ap["sex"]), 19, 24), lat, arab]],
        [22, 38, 19.6],
        border="none",
        bold_header=False,
        aligns=["l", "l", "r"],
        size=9,
    )
    doc.p([("N° ", {"size": 6}), (ap["cin"], {"bold": True, "size": 10, "color": (150, 20, 20)})], align="r")
    labels = {
        "applicant_name": D.full_name(ap),
        "cin": ap["cin"],
        "date_of_birth": ap["dob"].isoformat(),
        "place_of_birth": ap["pob"],
        "cin_expiry": ap["card_expiry"].isoformat(),
    }
    return doc, labels


def cnie_mrz(ap: dict) -> list[str]:
    code = "I<" if ap.get("old_card") else "ID"
    return D.td1(
        code, "MAR", ap["card_no"], ap["cin"], ap["dob"], ap["sex"], ap["card_expiry"], "MAR", ap["family"], ap["given"]
    )


def cin_back(case: dict, v: int):
    ap = case["ap"]
    doc = _card()
    fil = "Fille de" if ap["sex"] == "F" else "Fils de"
    rows = [
        [fil, f"{ap['father']}", ("@rtl", "بنت" if ap["sex"] == "F" else "ابن", AR)],
        ["et de", f"{ap['mother']}", ("@rtl", "و", AR)],
        ["Adresse", "\n".join(ap["address"]), ("@rtl", "العنوان", AR)],
        ["État civil", case["etat_civil"], ("@rtl", "الحالة المدنية", AR)],
    ]
    doc.table(rows, [14, 50, 15.6], border="none", bold_header=False, aligns=["l", "l", "r"], size=6.5)
    doc.gap(2)
    for line in cnie_mrz(ap):
        doc.p(line, font=MONO, size=8.6, line=9.5)
    labels = {
        "address": " ".join(ap["address"]),
        "mrz_valid": True,
        "cin": ap["cin"],
        "date_of_birth": ap["dob"].isoformat(),
        "cin_expiry": ap["card_expiry"].isoformat(),
        "applicant_name": D.full_name(ap),
        "document_number": ap["card_no"],
    }
    return doc, labels


def passport(case: dict, v: int):
    ap = case["ap"]
    nat = ap.get("foreign") or "MAR"
    doc = Doc(125, 88, margins_mm=(5, 4, 4, 3), font="Noto Sans", size=7)
    if nat == "MAR":
        number = "Z" + "".join(str((ord(c) * 7 + i) % 10) for i, c in enumerate(ap["cin"] + "XY"))[:8]
        personal = ap["cin"]
        head = [
            [("ROYAUME DU MAROC\n", {"bold": True}), ("PASSEPORT / PASSPORT", {"size": 7})],
            ("@rtl", "المملكة المغربية\nجواز السفر", AR),  # noqa: RUF001
        ]
        natword = "MAROCAINE / MOROCCAN"
        exp = dt.date(2024 + (ord(ap["cin"][-1]) % 5), ap["dob"].month, min(ap["dob"].day, 28))
        exp = exp.replace(year=exp.year + 5)
    else:
        number = ap["passport_no"]
        personal = ""
        head = [[("RÉPUBLIQUE DU SÉNÉGAL\n", {"bold": True}), ("PASSEPORT / PASSPORT", {"size": 7})], ""]
        natword = "SÉNÉGALAISE / SENEGALESE"
        exp = dt.date(2029, 6, 18)
    doc.table([head], [60, 56], border="none", shades=[(230, 220, 235)], bold_header=False, aligns=["l", "r"], size=8)
    fields = [
        ("Type / Type", "P"),
        ("Code du pays / Country code", nat),
        ("N° du passeport / Passport No.", number),
        ("Nom / Surname", ap["family"]),
        ("Prénoms / Given names", D.ascii_upper(ap["given"])),
        ("Nationalité / Nationality", natword),
        ("Date de naissance / Date of birth", D.fmt_date(ap["dob"], "short")),
        ("Sexe / Sex", ap["sex"]),
        ("Lieu de naissance / Place of birth", ap["pob"]),
        ("Date d'expiration / Date of expiry", D.fmt_date(exp, "short")),
    ]
    if personal:
        fields.append(("N° CNIE / ID card No.", personal))
    cell = []
    for k, val in fields:
        cell.append((k + "   ", {"size": 5.5, "color": (100, 80, 110)}))
        cell.append((val + "\n", {"bold": True, "size": 7.5}))
    doc.table(
        [[("@pict", photo(len(number) * 31 + ap["dob"].day, ap["sex"]), 28, 36), cell]],
        [33, 83],
        border="none",
        bold_header=False,
        size=7,
    )
    mrz = D.td3(nat, number, nat, ap["dob"], ap["sex"], exp, personal, ap["family"], ap["given"])
    for line in mrz:
        doc.p(line, font="Liberation Mono", size=9.6, line=11)
    labels = {
        "applicant_name": D.full_name(ap),
        "date_of_birth": ap["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": number,
        "nationality": nat,
        "issuing_country": nat,
        "document_expiry": exp.isoformat(),
    }
    if personal:
        labels["cin"] = personal
    return doc, labels


def id_card(case: dict, v: int):
    ap = case["ap"]
    doc = _card()
    doc.table(
        [[[("RÉPUBLIQUE FRANÇAISE\n", {"bold": True, "size": 7}), ("CARTE NATIONALE D'IDENTITÉ / IDENTITY CARD", {})]]],
        [79.6],
        border="none",
        shades=[(215, 225, 245)],
        bold_header=False,
        size=5.5,
    )
    cell = [
        ("Nom / Surname  ", {"size": 5}),
        (ap["family"] + "\n", {"bold": True, "size": 7}),
        ("Prénoms / Given names  ", {"size": 5}),
        (ap["given"] + "\n", {"bold": True, "size": 7}),
        ("Sexe  ", {"size": 5}),
        (ap["sex"] + "   ", {"bold": True}),
        ("Nationalité  ", {"size": 5}),
        ("FRA\n", {"bold": True}),
        ("Date de naiss.  ", {"size": 5}),
        (D.fmt_date(ap["dob"], "dot") + "   ", {"bold": True}),
        ("Lieu  ", {"size": 5}),
        (ap["pob"] + "\n", {"bold": True}),
        ("N° du document  ", {"size": 5}),
        (ap["card_no"] + "   ", {"bold": True}),
        ("Expire le  ", {"size": 5}),
        (D.fmt_date(ap["card_expiry"], "dot"), {"bold": True}),
    ]
    doc.table(
        [[("@pict", photo(77, ap["sex"]), 17, 21), cell]],
        [20, 59.6],
        border="none",
        bold_header=False,
        size=6,
    )
    mrz = D.td1(
        "ID", "FRA", ap["card_no"], "", ap["dob"], ap["sex"], ap["card_expiry"], "FRA", ap["family"], ap["given"]
    )
    for line in mrz:
        doc.p(line, font="FreeMono", size=8.4, line=8.6, bold=True)
    labels = {
        "applicant_name": D.full_name(ap),
        "date_of_birth": ap["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": ap["card_no"],
        "nationality": "FRA",
        "issuing_country": "FRA",
        "document_expiry": ap["card_expiry"].isoformat(),
    }
    return doc, labels


def residence_permit(case: dict, v: int):
    ap = case["ap"]
    nat = ap["foreign"]
    doc = _card()
    doc.table(
        [
            [
                [
                    ("ROYAUME DU MAROC\n", {"bold": True, "size": 6.5}),
                    ("CARTE DE SÉJOUR / CARTE D'IMMATRICULATION", {}),
                ],
                ("@rtl", "بطاقة الإقامة", AR),
            ]
        ],
        [55, 24.6],
        border="none",
        shades=[(240, 228, 205)],
        bold_header=False,
        aligns=["l", "r"],
        size=5.5,
    )
    natword = {"FRA": "FRANÇAISE", "SEN": "SÉNÉGALAISE"}[nat]
    cell = [
        ("Nom  ", {"size": 5}),
        (ap["family"] + "\n", {"bold": True, "size": 7}),
        ("Prénom  ", {"size": 5}),
        (ap["given"].upper() + "\n", {"bold": True, "size": 7}),
        ("Nationalité  ", {"size": 5}),
        (natword + "\n", {"bold": True}),
        ("Né(e) le  ", {"size": 5}),
        (D.fmt_date(ap["dob"], "slash") + "\n", {"bold": True}),
        ("N°  ", {"size": 5}),
        (ap["permit_no"] + "   ", {"bold": True}),
        ("Valable jusqu'au  ", {"size": 5}),
        (D.fmt_date(ap["permit_expiry"], "slash"), {"bold": True}),
    ]
    doc.table(
        [[("@pict", photo(91 + len(nat), ap["sex"]), 17, 21), cell]], [20, 59.6], border="none", bold_header=False
    )
    mrz = D.td1(
        "IR", "MAR", ap["permit_no"], "", ap["dob"], ap["sex"], ap["permit_expiry"], nat, ap["family"], ap["given"]
    )
    for line in mrz:
        doc.p(line, font=MONO, size=8.4, line=8.8)
    labels = {
        "applicant_name": D.full_name(ap),
        "date_of_birth": ap["dob"].isoformat(),
        "mrz_valid": True,
        "document_number": ap["permit_no"],
        "nationality": nat,
        "issuing_country": "MAR",
        "document_expiry": ap["permit_expiry"].isoformat(),
    }
    return doc, labels


# ====================================================================== payslips


def _slip_lines(case):
    p = case["pay"]
    gains = [("Salaire de base", case["base"]), *case["primes"]]
    rets = [
        ("Cotisation CNSS", min(p["gross"], 6000.0), "4,48 %", p["cnss"]),
        ("Cotisation AMO", p["gross"], "2,26 %", p["amo"]),
        ("Impôt sur le revenu (IR)", p["taxable"], "barème", p["ir"]),
    ]
    return gains, rets


def _slip_cin(case, month_idx):
    ap = case["ap"]
    if case["conflict"] == "cin" and month_idx == 1:
        return "K603871"
    return ap["cin"]


def payslip(case: dict, v: int, month: dt.date, month_idx: int):
    style = case["emp"]["slip"]
    fn = {"bureau": _slip_bureau, "plain": _slip_plain, "public": _slip_public, "english": _slip_english}[style]
    doc, labels = fn(case, v, month, month_idx)
    labels["pay_period"] = f"{month.year}-{month.month:02d}"
    labels["gross_salary"] = case["pay"]["gross"]
    labels["net_salary"] = case["pay"]["net"]
    return doc, labels


def _base_labels(case, cin, **extra):
    ap = case["ap"]
    lab = {"applicant_name": D.full_name(ap)}
    if cin:
        lab["cin"] = cin
    lab.update(extra)
    return lab


def _slip_bureau(case, v, month, mi):
    ap, emp, p = case["ap"], case["emp"], case["pay"]
    font = ["Liberation Sans", "FreeSans", "DejaVu Sans Condensed"][v % 3]
    doc = Doc(margins_mm=(14, 14, 12, 12), font=font, size=8.5)
    amt = "space" if v % 2 == 0 else "dot"
    title = ["BULLETIN DE PAIE", "BULLETIN DE SALAIRE"][v % 2]
    last = (month.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
    doc.table(
        [
            [
                [
                    (emp["name"] + "\n", {"bold": True, "size": 10}),
                    emp["addr"] + "\n",
                    f"N° affiliation CNSS : {emp['cnss']}",
                ],
                [(title + "\n", {"bold": True, "size": 13}), f"Période du {month:%d/%m/%Y} au {last:%d/%m/%Y}"],
            ]
        ],
        [100, 82],
        border="all",
        bold_header=False,
        aligns=["l", "c"],
        shades=[(240, 240, 240)],
    )
    cin = _slip_cin(case, mi) if ap["cin"] else None
    ident = [
        ["Matricule", f"{1000 + int(case['cnss_no'][:3])}", "Nom et prénom", name_as(ap, "fam_first")],
        ["N° CNSS", case["cnss_no"], "CIN" if cin else "Carte de séjour", cin or ap.get("permit_no", "")],
        ["Date d'embauche", D.fmt_date(case["hire"], "slash"), "Emploi", case["position"]],
        ["Contrat", contract_words(case["contract"], 1), "Date de naissance", D.fmt_date(ap["dob"], "slash")],
    ]
    doc.table(ident, [28, 55, 34, 65], border="all", bold_header=False, size=8, shades={0: None})
    gains, rets = _slip_lines(case)
    rows = [["Code", "Rubrique", "Base", "Taux", "Gains", "Retenues"]]
    for k, (lbl, a) in enumerate(gains):
        rows.append([f"{100 + 10 * k}", lbl, D.fmt_amount(a, amt) if k == 0 else "", "", D.fmt_amount(a, amt), ""])
    rows.append(["", "SALAIRE BRUT", "", "", D.fmt_amount(p["gross"], amt), ""])
    for k, (lbl, base, rate, a) in enumerate(rets):
        rows.append([f"{500 + 10 * k}", lbl, D.fmt_amount(base, amt), rate, "", D.fmt_amount(a, amt)])
    tot_ret = round(p["cnss"] + p["amo"] + p["ir"], 2)
    rows.append(["", "TOTAUX", "", "", D.fmt_amount(p["gross"], amt), D.fmt_amount(tot_ret, amt)])
    doc.table(
        rows,
        [14, 66, 28, 18, 28, 28],
        header_shade=(60, 60, 60),
        header_color=(255, 255, 255),
        aligns=["c", "l", "r", "c", "r", "r"],
        bold_rows=(len(gains) + 1, len(rows) - 1),
    )
    doc.table(
        [
            [
                "Mode de paiement : virement bancaire",
                [("NET À PAYER   ", {"bold": True}), (D.fmt_amount(p["net"], amt) + " DH", {"bold": True, "size": 11})],
            ]
        ],
        [100, 82],
        border="all",
        bold_header=False,
        aligns=["l", "r"],
        shades=[(230, 236, 246)],
    )
    doc.p(
        "Pour vous aider à faire valoir vos droits, conservez ce bulletin sans limitation de durée.",
        size=7,
        italic=True,
        before=6,
    )
    labels = _base_labels(
        case,
        cin,
        employer=emp["name"],
        employer_cnss=emp["cnss"],
        cnss_number=case["cnss_no"],
        hire_date=case["hire"].isoformat(),
        contract_type=case["contract"],
        position=case["position"],
        date_of_birth=ap["dob"].isoformat(),
    )
    return doc, labels


def _slip_plain(case, v, month, mi):
    ap, emp, p = case["ap"], case["emp"], case["pay"]
    font = ["Liberation Serif", "DejaVu Serif", "Noto Serif"][v % 3]
    doc = Doc(margins_mm=(22, 22, 20, 20), font=font, size=10)
    doc.p(emp["name"], bold=True, size=13)
    doc.p(emp["addr"], size=9)
    doc.p(f"CNSS employeur n° {emp['cnss']}", size=9, after=10)
    title = "Fiche de paie" if v % 2 else "Bulletin de salaire"
    doc.p(f"{title} - mois de {D.MONTHS_FR[month.month - 1]} {month.year}", align="c", bold=True, size=14, after=8)
    cin = _slip_cin(case, mi) if ap["cin"] else None
    tabs = [(45, "l")]
    doc.p(["Salarié :\t", (name_as(ap, "civ"), {"bold": True})], tabs=tabs)
    if cin:
        doc.p(f"C.I.N. :\t{cin}", tabs=tabs)
    doc.p(f"Immatriculation CNSS :\t{case['cnss_no']}", tabs=tabs)
    doc.p(f"Fonction :\t{case['position']}", tabs=tabs)
    doc.p(f"Entré{'e' if ap['sex'] == 'F' else ''} le :\t{D.fmt_date(case['hire'], 'fr')}", tabs=tabs, after=10)
    gains, rets = _slip_lines(case)
    rows = [["Désignation", "Montant (DH)"]]
    for lbl, a in gains:
        rows.append([lbl, D.fmt_amount(a, "space")])
    rows.append(["Total brut", D.fmt_amount(p["gross"], "space")])
    for lbl, _b, rate, a in rets:
        rows.append([f"{lbl} ({rate})" if rate != "barème" else lbl, "- " + D.fmt_amount(a, "space")])
    rows.append(["Net à payer", D.fmt_amount(p["net"], "space")])
    doc.table(
        rows,
        [110, 56],
        border="h",
        aligns=["l", "r"],
        header_shade=GREY,
        bold_rows=(len(gains) + 1, len(rows) - 1),
        size=10,
    )
    doc.p(f"Fait à {emp['city']}, le {D.fmt_date(month + dt.timedelta(days=31 - month.day + 2), 'slash')}", before=14)
    doc.p("Signature et cachet de l'employeur", italic=True, size=9)
    doc.pict(stamp([emp["name"][:26], emp["city"], "Gérance"], color=(120, 30, 120), seed=v + 5), 28, 28)
    labels = _base_labels(
        case,
        cin,
        employer=emp["name"],
        employer_cnss=emp["cnss"],
        cnss_number=case["cnss_no"],
        hire_date=case["hire"].isoformat(),
        position=case["position"],
    )
    return doc, labels


def _slip_public(case, v, month, mi):
    ap, emp, p = case["ap"], case["emp"], case["pay"]
    doc = Doc(margins_mm=(15, 15, 12, 12), font="Noto Sans", size=8.5)
    doc.table(
        [
            [
                [("ROYAUME DU MAROC\n", {"bold": True}), emp["name"] + "\n", "Division des Ressources Humaines"],
                ("@rtl", "المملكة المغربية\nمديرية الموارد البشرية", AR),
            ]
        ],
        [110, 70],
        border="none",
        bold_header=False,
        aligns=["l", "r"],
    )
    doc.p(
        [("ÉTAT DE SALAIRE - FICHE DE PAIE", {"bold": True, "size": 12})],
        align="c",
        before=4,
    )
    doc.p(f"Mois de paie : {month.month:02d}/{month.year}", align="c", after=6)
    cin = _slip_cin(case, mi) if ap["cin"] else None
    rows = [
        ["Nom et prénom", name_as(ap, "civ_fam"), ("@rtl", "الاسم الكامل", AR)],
        ["CIN" if cin else "Titre de séjour", cin or ap.get("permit_no", ""), ("@rtl", "رقم البطاقة", AR)],
        ["Grade / Fonction", case["position"], ("@rtl", "الدرجة", AR)],
        ["Date de recrutement", D.fmt_date(case["hire"], "dash"), ("@rtl", "تاريخ التوظيف", AR)],
        ["Situation", contract_words(case["contract"], 0), ("@rtl", "الوضعية", AR)],
        ["N° affiliation CNSS agent", case["cnss_no"], ("@rtl", "رقم الانخراط", AR)],
        ["N° CNSS organisme", emp["cnss"], ("@rtl", "رقم المؤسسة", AR)],
    ]
    doc.table(rows, [55, 85, 40], aligns=["l", "l", "r"], bold_header=False, shades=[None, (245, 245, 235)])
    gains, rets = _slip_lines(case)
    body = [["Éléments", "Montant", "Éléments", "Montant"]]
    n = max(len(gains), len(rets))
    for k in range(n):
        g = gains[k] if k < len(gains) else ("", None)
        r = rets[k] if k < len(rets) else ("", None, None, None)
        body.append(
            [
                g[0],
                D.fmt_amount(g[1], "space") if g[1] else "",
                r[0],
                D.fmt_amount(r[3], "space") if r[3] is not None else "",
            ]
        )
    tot = round(p["cnss"] + p["amo"] + p["ir"], 2)
    body.append(
        ["Total des émoluments", D.fmt_amount(p["gross"], "space"), "Total des retenues", D.fmt_amount(tot, "space")]
    )
    doc.table(
        body,
        [55, 35, 55, 35],
        aligns=["l", "r", "l", "r"],
        header_shade=(200, 215, 200),
        bold_rows=(n + 1,),
    )
    doc.p(
        [
            ("Net à ordonnancer : ", {"bold": True}),
            (D.fmt_amount(p["net"], "space") + " dirhams", {"bold": True, "size": 11}),
        ],
        align="r",
        before=4,
    )
    doc.p("Le Chef de la Division des Ressources Humaines", align="r", before=16, italic=True)
    labels = _base_labels(
        case,
        cin,
        employer=emp["name"],
        employer_cnss=emp["cnss"],
        cnss_number=case["cnss_no"],
        hire_date=case["hire"].isoformat(),
        contract_type=case["contract"],
        position=case["position"],
    )
    return doc, labels


def _slip_english(case, v, month, mi):
    ap, emp, p = case["ap"], case["emp"], case["pay"]
    font = ["Noto Sans", "Liberation Sans Narrow", "FreeSans"][v % 3]
    doc = Doc(margins_mm=(16, 16, 14, 14), font=font, size=9)
    k = month.month
    _employer_head(
        doc, {**emp, "show_ice": False}, 7, (0, 110, 140), "circle", ["PAYSLIP", f"{D.MONTHS_EN[k - 1]} {month.year}"]
    )
    cin = _slip_cin(case, mi) if ap["cin"] else None
    info = [
        ["Employee", name_as(ap, "giv_first"), "Employer CNSS No.", emp["cnss"]],
        [
            "National ID (CIN)" if cin else "Residence card",
            cin or ap.get("permit_no", ""),
            "Employee CNSS No.",
            case["cnss_no"],
        ],
        ["Job title", case["position"], "Start date", D.fmt_date(case["hire"], "en")],
        ["Contract", contract_words(case["contract"], 2), "Pay date", D.fmt_date(month.replace(day=27), "en")],
    ]
    doc.table(info, [32, 62, 34, 50], border="h", bold_header=False, size=8.5, shades=[(235, 245, 248), None])
    gains, rets = _slip_lines(case)
    en = {
        "Salaire de base": "Basic salary",
        "Cotisation CNSS": "CNSS contribution",
        "Cotisation AMO": "AMO health insurance",
        "Impôt sur le revenu (IR)": "Income tax (IR)",
    }

    def m(x):
        return "MAD " + D.fmt_amount(x, "en")

    rows = [["Earnings", "This period", "Year to date"]]
    for lbl, a in gains:
        rows.append([en.get(lbl, lbl), m(a), m(a * k)])
    rows.append(["Gross pay", m(p["gross"]), m(p["gross"] * k)])
    rows.append(["Deductions", "", ""])
    for lbl, _b, _r, a in rets:
        rows.append([en[lbl], m(a), m(a * k)])
    tot = round(p["cnss"] + p["amo"] + p["ir"], 2)
    rows.append(["Total deductions", m(tot), m(tot * k)])
    g_i = len(gains) + 1
    doc.table(
        rows,
        [80, 49, 49],
        border="h",
        header_shade=(0, 110, 140),
        header_color=(255, 255, 255),
        aligns=["l", "r", "r"],
        bold_rows=(g_i, g_i + 1, len(rows) - 1),
        shades={g_i + 1: (0, 110, 140)} if False else None,
    )
    doc.table(
        [[[("NET PAY  ", {"bold": True, "size": 12})], [(m(p["net"]), {"bold": True, "size": 12})]]],
        [129, 49],
        border="none",
        bold_header=False,
        aligns=["r", "r"],
        shades=[(235, 245, 248)],
    )
    doc.p("This payslip is computer generated and does not require a signature.", size=7, italic=True, before=10)
    labels = _base_labels(
        case,
        cin,
        employer=emp["name"],
        employer_cnss=emp["cnss"],
        cnss_number=case["cnss_no"],
        hire_date=case["hire"].isoformat(),
        contract_type=case["contract"],
        position=case["position"],
    )
    return doc, labels


# ====================================================================== employer letters


OTHER_EMPLOYER = {
    "name": "Société d'Aménagement Agricole du Souss S.A.",
    "cnss": "1187402",
    "addr": "Route de Biougra, Ait Melloul",
    "city": "Ait Melloul",
    "ice": "001311908000025",
}


def employment_certificate(case: dict, v: int, when: dt.date):
    ap = case["ap"]
    emp = OTHER_EMPLOYER if case["conflict"] == "employer" else case["emp"]
    hire = case["hire"]
    if case["conflict"] == "hire":
        hire = dt.date(2012, 7, 3)
    fn = [_attest_letter, _attest_table, _attest_bilingual][v % 3]
    doc, show_cnss = fn(case, emp, hire, when, v)
    labels = _base_labels(
        case,
        ap["cin"],
        employer=emp["name"],
        hire_date=hire.isoformat(),
        position=case["position"],
        contract_type=case["contract"],
    )
    if show_cnss:
        labels["employer_cnss"] = emp["cnss"]
    return doc, labels


def _attest_letter(case, emp, hire, when, v):
    ap = case["ap"]
    pr = pron(ap)
    doc = Doc(margins_mm=(25, 22, 18, 18), font=["Liberation Serif", "FreeSerif"][v % 2], size=11.5)
    _employer_head(doc, emp, v + 31, (150, 40, 30), "arch", [f"CNSS : {emp['cnss']}", f"{emp['city']}"])
    doc.p(f"{emp['city']}, le {D.fmt_date(when, 'fr')}", align="r", before=18, after=18)
    doc.p("ATTESTATION DE TRAVAIL", align="c", bold=True, size=15, underline=True, after=16)
    body = (
        f"Nous soussignés, {emp['name']}, affiliée à la Caisse Nationale de Sécurité Sociale sous le numéro "
        f"{emp['cnss']}, certifions que {pr['civ']} {name_as(ap, 'giv_first')}, titulaire de la "
        f"{'carte nationale d' + chr(39) + 'identité' if ap['cin'] else 'carte de séjour'} n° {idno(ap)}, "
        f"est employé{pr['e']} au sein de notre entreprise depuis le "
        f"{D.fmt_date(hire, 'fr')} en qualité de {case['position']}, dans le cadre d'un "
        f"{contract_words(case['contract'], 0).lower()}."
    )
    doc.p(body, align="j", line=18, after=10)
    doc.p(
        f"La présente attestation est délivrée à l'intéressé{pr['e']}, sur sa demande, "
        "pour servir et valoir ce que de droit.",
        align="j",
        line=18,
    )
    doc.gap(20)
    signature_block(doc, emp, v + 3, "Le Directeur Général")
    return doc, True


def _attest_table(case, emp, hire, when, v):
    ap = case["ap"]
    doc = Doc(margins_mm=(20, 20, 16, 16), font=["DejaVu Sans", "Liberation Sans"][v % 2], size=10)
    _employer_head(
        doc, emp, v + 41, (30, 100, 60), "diamond", ["Réf. RH/" + str(2000 + v * 37), D.fmt_date(when, "slash")]
    )
    doc.p("CERTIFICAT DE TRAVAIL", align="c", bold=True, size=16, before=18, after=4)
    doc.p("(attestation d'emploi)", align="c", italic=True, after=14)
    doc.p(
        f"La société {emp['name']} atteste que la personne désignée ci-dessous fait partie de son personnel :", after=8
    )
    rows = [
        ["Nom", ap["family"]],
        ["Prénom(s)", ap["given"]],
        ["N° CIN" if ap["cin"] else "Carte de séjour", idno(ap)],
        ["Date de naissance", D.fmt_date(ap["dob"], "slash")],
        ["Fonction occupée", case["position"]],
        ["Date d'entrée", D.fmt_date(hire, "slash")],
        ["Nature du contrat", contract_words(case["contract"], 0)],
    ]
    doc.table(rows, [60, 110], aligns=["l", "l"], bold_header=False, shades=[(235, 242, 235), None], size=10.5, pad=2)
    doc.p("Cette attestation est établie pour servir et valoir ce que de droit.", before=12)
    doc.p(f"Fait à {emp['city']}, le {D.fmt_date(when, 'slash')}", before=6)
    signature_block(doc, emp, v + 9, "Le Responsable du Personnel", color=(20, 110, 60))
    return doc, False


def _attest_bilingual(case, emp, hire, when, v):
    ap = case["ap"]
    doc = Doc(margins_mm=(18, 18, 15, 15), font="Noto Sans", size=10)
    doc.table(
        [
            [
                [(emp["name"] + "\n", {"bold": True, "size": 11}), emp["addr"] + "\n" + f"N° CNSS : {emp['cnss']}"],
                ("@rtl", "المملكة المغربية", AR),
            ]
        ],
        [120, 54],
        border="none",
        bold_header=False,
        aligns=["l", "r"],
    )
    doc.p("ATTESTATION DE TRAVAIL", align="c", bold=True, size=14, before=16)
    doc.p("شهادة العمل", align="c", rtl=True, font=AR, size=14, after=10)
    rows = [
        ["Nom et prénom", name_as(ap, "fam_first"), ("@rtl", "الاسم الكامل", AR)],
        ["CIN n°" if ap["cin"] else "Carte séjour n°", idno(ap), ("@rtl", "رقم البطاقة الوطنية", AR)],
        ["Fonction", case["position"], ("@rtl", "المهمة", AR)],
        ["Date de recrutement", D.fmt_date(hire, "fr"), ("@rtl", "تاريخ التوظيف", AR)],
        ["Statut", contract_words(case["contract"], 0), ("@rtl", "الوضعية", AR)],
    ]
    doc.table(rows, [50, 84, 40], aligns=["l", "l", "r"], bold_header=False, size=10, pad=2)
    doc.p(
        f"Le Directeur atteste que l'intéressé{pron(ap)['e']} exerce toujours ses fonctions à la date de ce jour.",
        before=10,
    )
    doc.p(f"{emp['city']}, le {D.fmt_date(when, 'dash')}", align="r", before=8)
    signature_block(doc, emp, v + 13, "Le Directeur", color=(20, 60, 140))
    return doc, True


def salary_certificate(case: dict, v: int, when: dt.date):
    ap, emp = case["ap"], case["emp"]
    gross, net = case["pay"]["gross"], case["pay"]["net"]
    if case["conflict"] == "salary":
        gross, net = round(gross * 1.9, 2), round(net * 1.9 + 115.0, 2)
    pr = pron(ap)
    if v % 2 == 0:
        doc = Doc(margins_mm=(24, 22, 18, 18), font="Liberation Serif", size=11.5)
        _employer_head(doc, emp, v + 51, (90, 60, 140), "circle", [f"ICE {emp['ice']}"])
        doc.p(f"{emp['city']}, le {D.fmt_date(when, 'slash')}", align="r", before=14, after=14)
        doc.p("ATTESTATION DE SALAIRE", align="c", bold=True, size=15, after=14)
        doc.p(
            f"Nous soussignés, {emp['name']}, certifions que {pr['civ']} {name_as(ap, 'civ').split(' ', 1)[1]}, "
            f"titulaire de la {'CIN' if ap['cin'] else 'carte de séjour'} n° {idno(ap)}, "
            f"occupe le poste de {case['position']} depuis le "
            f"{D.fmt_date(case['hire'], 'fr')}, et perçoit un salaire mensuel brut de {D.fmt_amount(gross, 'space')} "
            f"dirhams, soit un salaire net mensuel de {D.fmt_amount(net, 'space')} dirhams.",
            align="j",
            line=18,
            after=10,
        )
        doc.p("Cette attestation est délivrée pour servir et valoir ce que de droit.", line=18)
        doc.gap(16)
        signature_block(doc, emp, v + 17, "Le Gérant")
    else:
        doc = Doc(margins_mm=(20, 20, 16, 16), font="FreeSans", size=10)
        _employer_head(doc, emp, v + 61, (180, 110, 0), "rounded", ["Service Paie", D.fmt_date(when, "dot")])
        doc.p("Attestation de salaire", align="c", bold=True, size=16, before=16, after=12)
        doc.p(
            f"Nous attestons que {name_as(ap, 'civ_fam')} ({'CIN' if ap['cin'] else 'carte de séjour'} "
            f"{idno(ap)}), {case['position']}, perçoit la rémunération mensuelle suivante :",
            after=8,
        )
        doc.table(
            [
                ["Rubrique", "Montant mensuel"],
                ["Salaire brut", D.fmt_amount(gross, "dot") + " DH"],
                ["Retenues (CNSS, AMO, IR)", D.fmt_amount(round(gross - net, 2), "dot") + " DH"],
                ["Salaire net", D.fmt_amount(net, "dot") + " DH"],
            ],
            [100, 60],
            aligns=["l", "r"],
            header_shade=(250, 235, 200),
            bold_rows=(3,),
            pad=2,
        )
        doc.p(f"Date d'embauche : {D.fmt_date(case['hire'], 'slash')}", before=8)
        signature_block(doc, emp, v + 19, "Le Responsable Paie", color=(150, 80, 0))
    labels = _base_labels(
        case,
        ap["cin"],
        employer=emp["name"],
        hire_date=case["hire"].isoformat(),
        position=case["position"],
        gross_salary=gross,
        net_salary=net,
    )
    return doc, labels


def cnss_certificate(case: dict, v: int, when: dt.date):
    ap, emp = case["ap"], case["emp"]
    doc = Doc(margins_mm=(18, 18, 14, 14), font=["DejaVu Sans", "Noto Sans"][v % 2], size=10)
    doc.table(
        [
            [
                [
                    ("ROYAUME DU MAROC\n", {"size": 8}),
                    ("Caisse Nationale de Sécurité Sociale", {"bold": True, "size": 12}),
                ],
                ("@rtl", "الصندوق الوطني للضمان الاجتماعي", AR),
            ]
        ],
        [105, 69],
        border="none",
        bold_header=False,
        aligns=["l", "r"],
        shades=[(222, 236, 250)],
    )
    title = ["ATTESTATION D'IMMATRICULATION", "ATTESTATION D'AFFILIATION"][v % 2]
    doc.p(title, align="c", bold=True, size=14, before=16)
    doc.p("شهادة التسجيل", align="c", rtl=True, font=AR, size=12, after=12)
    doc.p(
        "La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-dessous est immatriculé(e) :",
        after=6,
    )
    rows = [
        ["Nom et prénom", name_as(ap, "upper" if v % 2 else "giv_first")],
        ["N° d'immatriculation", case["cnss_no"]],
        ["CIN" if ap["cin"] else "Carte de séjour", ap["cin"] or ap.get("permit_no", "")],
        ["Date de naissance", D.fmt_date(ap["dob"], "slash")],
        ["Date d'immatriculation", D.fmt_date(case["affiliation"], "slash")],
        ["Employeur", emp["name"]],
        ["N° affiliation employeur", emp["cnss"]],
    ]
    doc.table(rows, [62, 112], aligns=["l", "l"], bold_header=False, size=10, pad=2, shades=[None, (245, 248, 252)])
    doc.p(f"Délivrée à {emp['city']}, le {D.fmt_date(when, 'slash')}", before=12)
    doc.p("Cette attestation est délivrée à l'assuré(e) pour servir et valoir ce que de droit.", size=8.5, italic=True)
    doc.pict(
        stamp(["CNSS", "Agence " + emp["city"], "Immatriculation"], color=(0, 90, 160), seed=v + 71, round_=False),
        34,
        34,
        align="r",
    )
    labels = _base_labels(
        case,
        ap["cin"],
        cnss_number=case["cnss_no"],
        affiliation_date=case["affiliation"].isoformat(),
        employer=emp["name"],
        employer_cnss=emp["cnss"],
        date_of_birth=ap["dob"].isoformat(),
    )
    return doc, labels


# ====================================================================== banks


def transactions(case: dict, start: dt.date, opening: float, rng: random.Random, overdrawn: bool):
    emp_short = case["emp"]["name"].split(",")[0][:22].upper()
    end = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1) - dt.timedelta(days=1)
    tx = []
    net = case["pay"]["net"]
    days = sorted(rng.sample(range(1, end.day + 1), 9))
    kinds = [
        ("PAIEMENT CB MARJANE", -1),
        ("RETRAIT GAB", -1),
        ("PRLV ASSURANCE", -1),
        ("PAIEMENT CB ACIMA", -1),
        ("VIREMENT RECU", 1),
        ("FACTURE IAM MOBILE", -1),
        ("RETRAIT GAB", -1),
        ("PAIEMENT CB PHARMACIE", -1),
    ]
    for k, d in enumerate(days[:-1]):
        lbl, sign = kinds[k]
        a = round(rng.uniform(80, 900 if not overdrawn else 2200), 2)
        if lbl == "RETRAIT GAB":
            a = float(rng.choice([200, 300, 500, 1000, 2000]))
        tx.append((start.replace(day=d), lbl, sign * a))
    tx.insert(
        3,
        (
            start.replace(day=max(days[2], 2)),
            "ECHEANCE CREDIT IMMOBILIER",
            -round(net * (0.55 if overdrawn else 0.3), 2),
        ),
    )
    tx.append((start.replace(day=min(days[-1], 27)), f"VIR SALAIRE {emp_short}", net))
    tx.sort(key=lambda t: t[0])
    closing = round(opening + sum(a for _, _, a in tx), 2)
    return tx, end, closing


def bank_statement(case: dict, v: int, start: dt.date, opening: float, rng: random.Random, overdrawn: bool):
    ap, bank = case["ap"], case["bank"]
    tx, end, closing = transactions(case, start, opening, rng, overdrawn)
    style = ["awb", "bp", "boa", "cih", "cdm", "sgm", "abb", "cfg", "cam", "umnia"].index(
        next(k for k, b in D.BANKS.items() if b is bank)
    ) % 4
    fn = [_stmt_two_cols, _stmt_signed, _stmt_boxed, _stmt_ledger][style]
    doc = fn(case, v, start, end, opening, closing, tx)
    labels = {
        "bank_name": bank["name"],
        "account_holder": D.full_name(ap),
        "rib": case["rib"],
        "statement_period_start": start.isoformat(),
        "statement_period_end": end.isoformat(),
        "opening_balance": opening,
        "closing_balance": closing,
    }
    return doc, labels, closing, tx


def _bal_dc(x: float, style="space") -> str:
    return D.fmt_amount(abs(x), style) + (" D" if x < 0 else " C")


def _stmt_two_cols(case, v, start, end, opening, closing, tx):
    ap, bank = case["ap"], case["bank"]
    doc = Doc(margins_mm=(14, 14, 12, 12), font="Liberation Sans", size=8.5)
    _employer_head(
        doc,
        {"name": bank["name"], "addr": bank["agence"], "ice": "", "show_ice": False},
        3,
        (230, 120, 0),
        "rounded",
        ["RELEVÉ DE COMPTE", f"Du {D.fmt_date(start, 'slash')} au {D.fmt_date(end, 'slash')}"],
    )
    doc.table(
        [
            ["Titulaire", name_as(ap, "civ_fam"), "Devise", "MAD"],
            ["RIB", D.rib_grouped(case["rib"]), "Compte", "Compte chèque"],
        ],
        [25, 90, 25, 42],
        bold_header=False,
        shades=[(255, 244, 230)],
    )
    rows = [["Date", "Libellé", "Valeur", "Débit", "Crédit"]]
    rows.append(["", "SOLDE DE DÉPART", "", "", ""])
    if opening < 0:
        rows[-1][3] = D.fmt_amount(-opening, "space")
    else:
        rows[-1][4] = D.fmt_amount(opening, "space")
    for d, lbl, a in tx:
        val = d + dt.timedelta(days=1 if a < 0 else 0)
        rows.append(
            [
                d.strftime("%d/%m"),
                lbl,
                val.strftime("%d/%m/%y"),
                D.fmt_amount(-a, "space") if a < 0 else "",
                D.fmt_amount(a, "space") if a > 0 else "",
            ]
        )
    deb = sum(-a for _, _, a in tx if a < 0)
    cre = sum(a for _, _, a in tx if a > 0)
    rows.append(["", "TOTAL DES MOUVEMENTS", "", D.fmt_amount(deb, "space"), D.fmt_amount(cre, "space")])
    fin = ["", "SOLDE FINAL AU " + D.fmt_date(end, "slash"), "", "", ""]
    if closing < 0:
        fin[3] = D.fmt_amount(-closing, "space")
    else:
        fin[4] = D.fmt_amount(closing, "space")
    rows.append(fin)
    doc.table(
        rows,
        [18, 88, 22, 27, 27],
        border="h",
        header_shade=(230, 120, 0),
        header_color=(255, 255, 255),
        aligns=["l", "l", "c", "r", "r"],
        bold_rows=(1, len(rows) - 2, len(rows) - 1),
    )
    doc.p(
        "Sauf erreur ou omission. Toute réclamation doit parvenir à votre agence dans un délai de 30 jours.",
        size=7,
        italic=True,
        before=6,
    )
    return doc


def _stmt_signed(case, v, start, end, opening, closing, tx):
    ap, bank = case["ap"], case["bank"]
    doc = Doc(margins_mm=(15, 15, 14, 14), font="DejaVu Sans", size=8)
    doc.p(bank["name"], bold=True, size=16, color=(120, 60, 20))
    doc.p(bank["agence"], size=8, after=8)
    doc.p("EXTRAIT DE COMPTE", bold=True, size=12, align="c", after=2)
    doc.p(f"Période : {D.fmt_date(start, 'fr')} - {D.fmt_date(end, 'fr')}", align="c", after=8)
    doc.table(
        [
            [
                [("Client\n", {"size": 7}), (name_as(ap, "giv_first"), {"bold": True})],
                [("Solde initial\n", {"size": 7}), (D.fmt_amount(opening, "dot"), {"bold": True})],
            ],
            [
                [("Numéro de compte (RIB)\n", {"size": 7}), (case["rib"], {"bold": True})],
                [("Solde final\n", {"size": 7}), (D.fmt_amount(closing, "dot"), {"bold": True})],
            ],
        ],
        [120, 60],
        bold_header=False,
        shades=[(248, 240, 230)],
        pad=2,
    )
    rows = [["Date opé.", "Date valeur", "Libellé de l'opération", "Montant", "Solde"]]
    bal = opening
    for d, lbl, a in tx:
        bal = round(bal + a, 2)
        rows.append(
            [D.fmt_date(d, "dash"), D.fmt_date(d, "dash"), lbl, D.fmt_amount(a, "dot"), D.fmt_amount(bal, "dot")]
        )
    doc.table(
        rows,
        [22, 22, 80, 28, 28],
        border="all",
        header_shade=(240, 225, 205),
        aligns=["c", "c", "l", "r", "r"],
        size=7.5,
    )
    doc.p("Montants en dirhams. Les montants négatifs sont des débits.", size=7, italic=True)
    return doc


def _stmt_boxed(case, v, start, end, opening, closing, tx):
    ap, bank = case["ap"], case["bank"]
    doc = Doc(margins_mm=(16, 16, 14, 14), font="Noto Sans", size=8)
    _employer_head(
        doc,
        {"name": bank["name"], "addr": bank["agence"], "ice": "", "show_ice": False},
        11,
        (0, 100, 70),
        "circle",
        [name_as(ap, "civ"), " ".join(ap["address"])],
    )
    doc.p("Relevé de compte", bold=True, size=14, before=6)
    doc.p(f"Période du {D.fmt_date(start, 'dot')} au {D.fmt_date(end, 'dot')}", after=4)
    doc.p(f"IBAN : {D.rib_iban(case['rib'])}", font="DejaVu Sans Mono", size=8.5, after=6)
    rows = [["Date", "Opération", "Débit (MAD)", "Crédit (MAD)"]]
    rows.append(["", "Ancien solde", _bal_dc(opening) if opening < 0 else "", "" if opening < 0 else _bal_dc(opening)])
    for d, lbl, a in tx:
        rows.append(
            [
                D.fmt_date(d, "slash"),
                lbl.title(),
                D.fmt_amount(-a, "space") if a < 0 else "",
                D.fmt_amount(a, "space") if a > 0 else "",
            ]
        )
    doc.table(
        rows, [24, 90, 32, 32], border="h", header_shade=(210, 235, 225), aligns=["l", "l", "r", "r"], bold_rows=(1,)
    )
    doc.table(
        [
            [
                [
                    ("Nouveau solde au " + D.fmt_date(end, "dot") + "   ", {"bold": True}),
                    (_bal_dc(closing), {"bold": True, "size": 10}),
                ]
            ]
        ],
        [178],
        border="all",
        bold_header=False,
        aligns=["r"],
        shades=[(210, 235, 225)],
        pad=2,
    )
    doc.p("C = solde créditeur, D = solde débiteur.", size=7, italic=True)
    return doc


def _stmt_ledger(case, v, start, end, opening, closing, tx):
    ap, bank = case["ap"], case["bank"]
    doc = Doc(margins_mm=(14, 14, 12, 12), font="FreeSans", size=8.5)
    doc.table(
        [
            [
                [
                    (bank["name"].upper() + "\n", {"bold": True, "size": 14, "color": (255, 255, 255)}),
                    (bank["agence"], {"color": (255, 255, 255)}),
                ],
                [
                    ("RELEVÉ MENSUEL\n", {"bold": True, "color": (255, 255, 255)}),
                    (f"{D.MONTHS_FR[start.month - 1]} {start.year}", {"color": (255, 255, 255)}),
                ],
            ]
        ],
        [120, 62],
        border="none",
        bold_header=False,
        aligns=["l", "r"],
        shades=[(40, 40, 110)],
        pad=2,
    )
    doc.p(f"Titulaire : {name_as(ap, 'fam_first')}", before=6, bold=True)
    doc.p(
        f"RIB : {D.rib_grouped(case['rib'])}     Arrêté du {D.fmt_date(start, 'slash')} au {D.fmt_date(end, 'slash')}",
        after=6,
    )
    rows = [["Libellé", "Date", "Débit", "Crédit", "Solde"]]
    bal = opening

    def sb(x):
        return f"({D.fmt_amount(-x, 'space')})" if x < 0 else D.fmt_amount(x, "space")

    rows.append(["Solde au " + D.fmt_date(start, "slash"), "", "", "", sb(opening)])
    for d, lbl, a in tx:
        bal = round(bal + a, 2)
        rows.append(
            [
                lbl,
                d.strftime("%d.%m"),
                D.fmt_amount(-a, "space") if a < 0 else "",
                D.fmt_amount(a, "space") if a > 0 else "",
                sb(bal),
            ]
        )
    rows.append(["Solde au " + D.fmt_date(end, "slash"), "", "", "", sb(closing)])
    doc.table(
        rows,
        [80, 18, 28, 28, 28],
        border="all",
        header_shade=(200, 200, 230),
        aligns=["l", "c", "r", "r", "r"],
        bold_rows=(1, len(rows) - 1),
        shades={1: (235, 235, 245), len(rows) - 1: (235, 235, 245)},
    )
    doc.p("Les soldes débiteurs sont indiqués entre parenthèses.", size=7, italic=True)
    return doc


def rib_doc(case: dict, v: int, when: dt.date):
    ap, bank = case["ap"], case["bank"]
    rib = case["rib"]
    holder = D.full_name(ap)
    shown_holder = name_as(ap, "civ_fam")
    if case["conflict"] == "rib":
        acct = "0419" + rib[10:22][::-1]
        rib = D.make_rib(bank["code"], bank["city"], acct)
        holder = "Hind BENNANI SMIRES"
        shown_holder = "Mme BENNANI SMIRES Hind"
    if v % 2 == 0:
        doc = Doc(margins_mm=(20, 20, 18, 18), font="DejaVu Sans", size=10)
        doc.p(bank["name"], bold=True, size=15)
        doc.p(bank["agence"], size=8.5, after=14)
        doc.p("RELEVÉ D'IDENTITÉ BANCAIRE", align="c", bold=True, size=13, after=10)
        doc.p(f"Titulaire du compte : {shown_holder}", bold=True, after=6)
        doc.table(
            [["Code banque", "Code ville", "N° de compte", "Clé RIB"], [rib[:3], rib[3:6], rib[6:22], rib[22:]]],
            [30, 30, 80, 30],
            aligns=["c", "c", "c", "c"],
            header_shade=GREY,
            size=11,
            pad=2,
        )
        doc.p(f"IBAN : {D.rib_iban(rib)}", before=8)
        doc.p("Code SWIFT : " + {"007": "BCMAMAMC", "230": "CIHMMAMC"}.get(bank["code"], "BMCEMAMC"))
        doc.p(
            "Ce relevé est destiné à être remis à vos créanciers ou débiteurs pour les virements et prélèvements.",
            size=8,
            italic=True,
            before=12,
        )
    else:
        doc = Doc(margins_mm=(24, 22, 20, 20), font="Liberation Serif", size=11.5)
        doc.p(bank["name"], bold=True, size=14, align="c")
        doc.p(bank["agence"], align="c", size=9, after=20)
        doc.p("ATTESTATION DE RIB", align="c", bold=True, size=14, after=14)
        doc.p(
            f"Nous soussignés, {bank['name']}, attestons que {shown_holder} est titulaire dans nos livres du compte "
            f"dont le relevé d'identité bancaire est le suivant : {rib}.",
            align="j",
            line=18,
        )
        doc.p(f"Fait le {D.fmt_date(when, 'fr')}.", before=10)
        doc.pict(
            stamp(
                [bank["name"], bank["agence"].replace("Agence ", "")[:18], "Service clientèle"],
                seed=v + 81,
                color=(30, 30, 120),
            ),
            30,
            30,
            align="r",
        )
    return doc, {"bank_name": bank["name"], "account_holder": holder, "rib": rib}


# ====================================================================== other


def other_doc(case: dict, v: int, when: dt.date):
    ap = case["ap"]
    if v % 2 == 0:
        doc = Doc(margins_mm=(16, 16, 14, 14), font="Liberation Sans", size=9)
        doc.p("Régie Autonome de Distribution d'Eau et d'Électricité", bold=True, size=12, color=(0, 80, 150))
        doc.p("FACTURE EAU - ÉLECTRICITÉ", bold=True, size=13, before=8, after=6)
        doc.p(f"Abonné : {name_as(ap, 'fam_first')}")
        doc.p("Adresse : " + " ".join(ap["address"]))
        doc.p(f"Date de facture : {D.fmt_date(when, 'slash')}     Police n° 40-{1000 + v * 313}", after=8)
        doc.table(
            [
                ["Prestation", "Consommation", "Montant HT", "TVA", "Montant TTC"],
                ["Électricité", "212 kWh", "203,52", "36,63", "240,15"],
                ["Eau potable", "14 m3", "72,80", "5,10", "77,90"],
                ["Assainissement", "14 m3", "38,50", "0,00", "38,50"],
                ["Total à payer", "", "", "", "356,55"],
            ],
            [50, 35, 32, 28, 33],
            header_shade=(200, 225, 245),
            aligns=["l", "r", "r", "r", "r"],
            bold_rows=(4,),
        )
    else:
        doc = Doc(margins_mm=(25, 25, 20, 20), font="DejaVu Serif", size=10.5)
        doc.p("CONTRAT DE BAIL À USAGE D'HABITATION", align="c", bold=True, size=14, after=14)
        doc.p(
            f"Entre les soussignés : M. Abdelhak Rouissi, propriétaire, d'une part, et {name_as(ap, 'civ')}, "
            "locataire, d'autre part, il a été convenu ce qui suit :",
            align="j",
            line=16,
            after=8,
        )
        doc.p(
            "Article 1 : Le bailleur donne en location au preneur l'appartement situé à l'adresse : "
            + " ".join(ap["address"])
            + ".",
            align="j",
            line=16,
            after=6,
        )
        doc.p(
            "Article 2 : Le loyer mensuel est fixé à 3 200,00 dirhams, payable d'avance le 5 de chaque mois.",
            align="j",
            line=16,
            after=6,
        )
        doc.p(
            f"Article 3 : Le présent bail prend effet le {D.fmt_date(when, 'fr')} "
            "pour une durée d'une année renouvelable.",
            align="j",
            line=16,
            after=14,
        )
        doc.p("Le bailleur\t\tLe locataire", tabs=[(90, "l"), (120, "l")])
    return doc, {}
