# ruff: noqa: RUF001
"""blind_v: Moroccan lending papers drawn as SVG and rendered by Inkscape 1.2 (PDF and PNG export)."""

from __future__ import annotations

import datetime as dt
import pathlib
import random
import re
import subprocess
import tempfile
import time

import numpy as np
from PIL import Image

from . import docs, wear
from .model import add_months, make_rib, pay_lines

ENGINE = "svg rendered by inkscape 1.2 (pdf export, png export)"

D = dt.date

PEOPLE = [
    ("Youssef", "El Amrani", "M", D(1987, 4, 12), "CASABLANCA", "BK482913", "Marié(e)"),
    ("Salma", "Bennani", "F", D(1991, 11, 3), "FES", "C619027", "Célibataire"),
    ("Hicham", "Ait Ouahmane", "M", D(1983, 1, 27), "AGADIR", "J345118", "Marié(e)"),
    ("Khadija", "Tazi", "F", D(1979, 8, 19), "RABAT", "A702385", "Divorcé(e)"),
    ("Mehdi", "Chraibi", "M", D(1993, 6, 5), "MARRAKECH", "EE270641", "Célibataire"),
    ("Nadia", "Lahlou", "F", D(1985, 2, 14), "MEKNES", "D884120", "Mariée"),
    ("Anas", "Bouzidi", "M", D(1990, 9, 30), "OUJDA", "F551930", "Célibataire"),
    ("Imane", "El Fassi", "F", D(1988, 12, 1), "TANGER", "K193347", "Mariée"),
    ("Rachid", "Ouazzani", "M", D(1976, 5, 22), "KENITRA", "G420558", "Marié"),
    ("Zineb", "Berrada", "F", D(1995, 3, 9), "CASABLANCA", "BE903214", "Célibataire"),
    ("Omar", "Skalli", "M", D(1982, 10, 17), "TETOUAN", "L276004", "Marié"),
    ("Fatima Zahra", "Idrissi", "F", D(1989, 7, 25), "SALE", "AB318862", "Mariée"),
    ("Mamadou", "Diallo", "M", D(1986, 1, 8), "DAKAR", "", "Marié"),
    ("Lucía", "Fernández Ortega", "F", D(1992, 4, 28), "SEVILLA", "", "Célibataire"),
]

ADDRESSES = [
    ["23 Rue Ibnou Khaldoun, Maârif", "CASABLANCA"],
    ["Lot. Al Amal, Imm 4 Appt 12", "FES"],
    ["Hay Dakhla, Rue 14 N° 9", "AGADIR"],
    ["7 Avenue Fal Ould Oumeir, Agdal", "RABAT"],
    ["Résidence Targa 2, Appt 31", "MARRAKECH"],
    ["112 Bd Zerktouni, Hamria", "MEKNES"],
    ["Quartier Al Qods, Rue 3 N° 45", "OUJDA"],
    ["Rés. Malabata Bay, Imm C", "TANGER"],
    ["18 Rue Ghandi, Bir Rami", "KENITRA"],
    ["Bd Ghandi, Rés. Yasmine Appt 8", "CASABLANCA"],
    ["Avenue Mohammed V N° 61", "TETOUAN"],
    ["Hay Karima, Rue 22 N° 7, Tabriquet", "SALE"],
    ["Lot. Al Firdaous N° 88, Bouskoura", "CASABLANCA"],
    ["Rés. Les Jardins d'Anfa, Appt 5", "CASABLANCA"],
]

# name, short, cnss, city, payslip style, fonts, colour, head style, amount style, name style
EMPLOYERS = [
    (
        "Atlas Frigo Distribution SARL",
        "AFD",
        "4812307",
        "Casablanca",
        0,
        "DejaVu Sans",
        "Liberation Serif",
        "#1f4e79",
        0,
        "fr",
        "family_first",
    ),
    (
        "Société Chérifienne de Logistique Portuaire Société Anonyme",
        "SCLP",
        "2290451",
        "Fès",
        1,
        "FreeSans",
        "DejaVu Serif",
        "#7a2e12",
        1,
        "dot",
        "given_first",
    ),
    (
        "Souss Agrumes Export SA",
        "SAE",
        "6034712",
        "Agadir",
        1,
        "Liberation Sans",
        "Liberation Serif",
        "#2f6b2a",
        2,
        "fr",
        "upper",
    ),
    (
        "Office Régional de Mise en Valeur Agricole du Gharb (établissement public)",
        "ORMVAG",
        "1045580",
        "Rabat",
        3,
        "DejaVu Serif",
        "FreeSerif",
        "#23315e",
        1,
        "fr",
        "family_first",
    ),
    (
        "Novatel Systems Morocco SARL AU",
        "NSM",
        "7719034",
        "Marrakech",
        2,
        "Noto Sans",
        "Noto Sans",
        "#005b96",
        2,
        "en",
        "given_first",
    ),
    (
        "Meknès Céramique et Sanitaire SNC",
        "MCS",
        "3398120",
        "Meknès",
        0,
        "Liberation Sans Narrow",
        "Liberation Serif",
        "#8b1e3f",
        0,
        "dot",
        "civ",
    ),
    (
        "GIE Oriental Services Médicaux",
        "GIE OSM",
        "5562098",
        "Oujda",
        1,
        "DejaVu Sans",
        "DejaVu Serif",
        "#4b3b8f",
        1,
        "fr",
        "civ_family",
    ),
    (
        "Détroit Câblage Automobile SARL",
        "DCA",
        "8120446",
        "Tanger",
        0,
        "FreeSans",
        "FreeSerif",
        "#c0392b",
        2,
        "fr",
        "family_first",
    ),
    (
        "Gharb Minoterie Industrielle SA",
        "GMI",
        "2876315",
        "Kénitra",
        3,
        "Liberation Serif",
        "Liberation Serif",
        "#5d4a1f",
        0,
        "dot",
        "civ_family",
    ),
    (
        "Bluewave Digital Agency SARL AU",
        "BDA",
        "9034127",
        "Casablanca",
        2,
        "DejaVu Sans",
        "Noto Serif",
        "#0e7c7b",
        2,
        "en",
        "given_first",
    ),
    (
        "Tamuda Bâtiment et Travaux SARL",
        "TBT",
        "3651209",
        "Tétouan",
        1,
        "Noto Sans",
        "DejaVu Serif",
        "#6d4c41",
        0,
        "fr",
        "upper",
    ),
    (
        "Clinique Bouregreg Santé SA",
        "CBS",
        "4470863",
        "Salé",
        0,
        "Liberation Sans",
        "Liberation Serif",
        "#00695c",
        1,
        "fr",
        "family_first",
    ),
    (
        "Sahel Textiles Maroc SARL",
        "STM",
        "6289015",
        "Casablanca",
        1,
        "FreeSans",
        "FreeSerif",
        "#37474f",
        2,
        "dot",
        "civ",
    ),
    (
        "Iberomar Ingeniería y Servicios SA",
        "IIS",
        "7305548",
        "Casablanca",
        2,
        "Noto Sans",
        "Noto Serif",
        "#b71c1c",
        0,
        "en",
        "given_first",
    ),
]

JOBS = [
    ("Chef de quai", "CDI", 7800, [("Prime d'ancienneté", 780), ("Prime de transport", 250)], False),
    ("Comptable principal", "CDI", 11200, [("Prime d'ancienneté", 560), ("Prime de rendement", 900)], True),
    ("Responsable qualité", "CDI", 9400, [("Prime de transport", 300)], False),
    ("Ingénieur d'État", "CDI", 14800, [("Indemnité de représentation", 1500), ("Prime d'ancienneté", 1480)], True),
    ("Développeur full stack", "CDI", 16500, [("Prime de rendement", 1200)], False),
    ("Assistante de direction", "CDD", 6200, [("Prime de transport", 250), ("Prime de panier", 300)], False),
    ("Infirmière polyvalente", "CDI", 7350, [("Prime de panier", 400)], False),
    ("Technicienne méthodes", "ANAPEC", 5100, [("Prime de transport", 200)], False),
    ("Chef d'équipe production", "CDI", 8900, [("Prime d'ancienneté", 1335), ("Prime de rendement", 600)], True),
    ("Chargée de marketing digital", "CDD", 9800, [("Prime de rendement", 700)], False),
    ("Conducteur de travaux", "CDI", 10400, [("Prime de transport", 500), ("Prime d'ancienneté", 520)], False),
    ("Sage-femme", "CDI", 8600, [("Prime de panier", 350), ("Prime d'ancienneté", 430)], True),
    ("Responsable des achats", "CDI", 12900, [("Prime de rendement", 1000)], False),
    ("Ingeniera de proyectos", "CDI", 18200, [("Indemnité de représentation", 2000)], True),
]
CONTRACT_TXT = {
    "CDI": ("CDI", "contrat à durée indéterminée"),
    "CDD": ("CDD", "contrat à durée déterminée"),
    "ANAPEC": ("Contrat ANAPEC (insertion)", "contrat d'insertion ANAPEC"),
}
ENGLISH_CONTRACT = {"CDI": "Permanent (CDI)", "CDD": "Fixed-term (CDD)", "ANAPEC": "Insertion (ANAPEC)"}

# name, code, swift, colour, head, statement style, font, amount style, name style
BANKS = [
    ("Attijariwafa bank", "007", "BCMAMAMC", "#d35400", 0, 0, "Liberation Sans", "fr", "civ"),
    ("Banque Populaire", "190", "BCPOMAMC", "#6d3b1e", 1, 1, "DejaVu Sans", "dot", "family_first"),
    ("Bank of Africa", "011", "BMCEMAMC", "#0a4c8c", 2, 2, "Noto Sans", "fr", "given_first"),
    ("CIH Bank", "230", "CIHMMAMC", "#1565c0", 0, 1, "FreeSans", "fr", "upper"),
    ("Crédit du Maroc", "021", "CDMAMAMC", "#00796b", 1, 0, "Liberation Sans", "dot", "civ_family"),
    ("Société Générale Maroc", "022", "SGMBMAMC", "#c62828", 2, 2, "DejaVu Sans", "fr", "family_first"),
    ("Al Barid Bank", "350", "BPEIMAMC", "#f9a825", 0, 0, "Noto Sans", "fr", "civ"),
    ("CFG Bank", "013", "CAFGMAMC", "#263238", 2, 1, "Liberation Sans", "dot", "given_first"),
    ("Crédit Agricole du Maroc", "225", "CNCAMAMR", "#2e7d32", 1, 2, "FreeSans", "fr", "family_first"),
    ("Umnia Bank", "360", "UMNBMAMC", "#6a1b9a", 0, 1, "DejaVu Sans", "fr", "civ"),
]

# case index -> planted conflict (applied on one document), listed in cases
PLANTS = {
    1: ("employment_cert", {"employer": "Trans-Atlas Fret International SARL"}, ["employer"]),
    4: ("salary_cert", {"gross": 24850.0, "net": 19212.35}, ["gross_salary", "net_salary"]),
    7: ("payslip", {"cin": "K771203"}, ["cin"]),
    10: ("cnss_cert", {"cnss_number": "118204573"}, ["cnss_number"]),
    12: ("employment_cert", {"hire": D(2019, 9, 1)}, ["hire_date"]),
}


def _cases(seed: int):
    rng = random.Random(seed * 7919 + 11)
    cases = []
    for i, (giv, fam, sex, dob, pob, cin, fam_status) in enumerate(PEOPLE):
        cid = f"c{i + 1:02d}"
        foreign = i >= 12
        card_no = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2)) + f"{rng.randint(0, 9999999):07d}"
        person = {
            "given": giv,
            "family": fam,
            "sex": sex,
            "dob": dob,
            "pob": pob,
            "cin": cin,
            "card_no": card_no,
            "card_exp": D(2027 + i % 6, (i * 5) % 12 + 1, 10 + i),
            "address": ADDRESSES[i],
            "father": rng.choice(["Mohammed", "Ahmed", "Abdellah", "Hassan", "Driss"]),
            "mother": rng.choice(["Fatima", "Aicha", "Rkia", "Zahra", "Malika"]),
            "civil": f"{rng.randint(100, 999)}/{1970 + i}",
            "family_status": fam_status,
            "old_card": i in (2, 8),
        }
        e = EMPLOYERS[i]
        emp = {
            "name": e[0],
            "short": e[1],
            "cnss": e[2],
            "city": e[3],
            "payslip": e[4],
            "font": e[5],
            "letter_font": e[6],
            "color": e[7],
            "head": e[8],
            "amt": e[9],
            "name_style": e[10],
            "addr": f"{rng.randint(2, 240)} {rng.choice(['Bd', 'Rue', 'Avenue'])} "
            f"{rng.choice(['Hassan II', 'Al Massira', 'Abdelmoumen', 'des FAR', 'Moulay Youssef'])}"
            f" – {e[3]}",
            "ice": f"00{rng.randint(10**12, 10**13 - 1)}",
            "rc": str(rng.randint(10000, 99999)),
            "if": str(rng.randint(10**7, 10**8 - 1)),
            "signatory": rng.choice(["Karim Mansouri", "Laila Benjelloun", "Said Alaoui", "Houda Kettani"]),
            "signatory_role": rng.choice(["Directeur Général", "DRH", "Gérant", "Responsable RH"]),
        }
        jb = JOBS[i]
        hire = D(2008 + i % 12, (i * 3) % 12 + 1, 1 + (i * 7) % 27)
        lines = pay_lines(float(jb[2]), jb[3], jb[4], loan=500.0 if i == 5 else 0.0)
        contract_txt = ENGLISH_CONTRACT if emp["payslip"] == 2 else dict((k, v[0]) for k, v in CONTRACT_TXT.items())
        job = {
            "position": jb[0],
            "contract": jb[1],
            "contract_txt": contract_txt[jb[1]],
            "contract_long": CONTRACT_TXT[jb[1]][1],
            "hire": hire,
            "lines": lines,
            "cnss_number": f"{rng.randint(10**8, 10**9 - 1)}",
            "matricule": f"{rng.randint(100, 9999):04d}",
            "affil": hire + dt.timedelta(days=rng.randint(10, 60)),
            "dept": "Operations",
        }
        b = BANKS[i % len(BANKS)]
        bank = {
            "name": b[0],
            "swift": b[2],
            "color": b[3],
            "head": b[4],
            "stmt": b[5],
            "font": b[6],
            "amt": b[7],
            "name_style": b[8],
            "branch": f"Agence {e[3]} {rng.choice(['Centre', 'Maârif', 'Gare'])}",
        }
        c = {
            "id": cid,
            "seed": seed * 1000 + i,
            "person": person,
            "employer": emp,
            "job": job,
            "bank": bank,
            "rib": make_rib(rng, b[1]),
            "overdrawn": i in (3, 9),
            "foreign": None,
        }
        if foreign:
            person["cin"], person["has_cin"] = f"E{rng.randint(10**7, 10**8 - 1)}", False
            c["foreign"] = {
                "code": "SEN" if i == 12 else "ESP",
                "nat_text": "SÉNÉGALAISE" if i == 12 else "ESPAGNOLE",
                "rp_no": f"E{rng.randint(10**7, 10**8 - 1)}",
                "rp_exp": D(2026, 11, 30) if i == 12 else D(2027, 3, 14),
                "id_no": ("S" if i == 12 else "CAX") + f"{rng.randint(10**5, 10**6 - 1)}" + ("12" if i == 12 else ""),
                "id_exp": D(2029, 5, 2) if i == 12 else D(2030, 8, 19),
                "id_title": "RÉPUBLIQUE DU SÉNÉGAL – CARTE D'IDENTITÉ CEDEAO"
                if i == 12
                else "REINO DE ESPAÑA – DOCUMENTO NACIONAL DE IDENTIDAD",
                "id_sub": "ECOWAS IDENTITY CARD" if i == 12 else "DNI – IDENTITY CARD",
            }
        if i in (0, 4, 9):
            c["passport"] = {"no": f"{card_no[:2]}{rng.randint(10**6, 10**7 - 1)}", "exp": D(2030, (i % 12) + 1, 15)}
        cases.append(c)
    return cases


def _plan(c, idx, rng: random.Random):
    """The list of (kind, function, args) documents of one case."""
    out = []
    plant = PLANTS.get(idx)

    def over(kind):
        return plant[1] if plant and plant[0] == kind else None

    if c["foreign"]:
        out.append(("residence_permit", lambda v: docs.foreign_card(c, v, "rp"), "card"))
        out.append(("id_card", lambda v: docs.foreign_card(c, v, "id"), "card"))
    else:
        out.append(("cin_front", lambda v: docs.cin_front(c, v), "card"))
        out.append(("cin_back", lambda v: docs.cin_back(c, v), "card"))
    if "passport" in c:
        out.append(("passport", lambda v: docs.passport(c, v), "card"))
    n_pay = 3 if idx % 3 != 1 else 2
    last = D(2025, 9, 1)
    for k in range(n_pay):
        m = add_months(last, -k)
        o = over("payslip") if k == 1 else None
        out.append(("payslip", lambda v, m=m, o=o: docs.payslip(c, m, v, o), "page"))
    issue = D(2025, 10, 3 + idx)
    out.append(
        ("employment_certificate", lambda v: docs.employment_cert(c, idx % 2, issue, over("employment_cert")), "page")
    )
    if idx % 2 == 0 or over("salary_cert"):
        out.append(("salary_certificate", lambda v: docs.salary_cert(c, idx % 2, issue, over("salary_cert")), "page"))
    if idx % 3 != 2 or over("cnss_cert"):
        out.append(("cnss_certificate", lambda v: docs.cnss_cert(c, v, issue, over("cnss_cert")), "page"))
    srng = random.Random(c["seed"] + 5)
    for k in range(2 if idx % 2 == 0 else 1):
        st = add_months(D(2025, 9, 1), -k)
        en = add_months(st, 1) - dt.timedelta(days=1)
        out.append(("bank_statement", lambda v, st=st, en=en: docs.statement(c, v, st, en, srng), "page"))
    out.append(("rib", lambda v: docs.rib_doc(c, idx % 2), "page"))
    if idx % 4 == 1:
        out.append(("other", lambda v: docs.other_doc(c, (idx % 8 == 1 and 0) or 1, rng), "page"))
    return out


def _inkscape(jobs):
    """jobs: (svg, out, 'pdf'|'png', dpi); run in two inkscape --shell processes."""
    halves = [jobs[0::2], jobs[1::2]]
    procs = []
    for half in halves:
        cmds = []
        for svg, out, kind, dpi in half:
            if kind == "pdf":
                cmds.append(
                    f"file-open:{svg}; export-type:pdf; export-text-to-path:false; "
                    f"export-filename:{out}; export-do; file-close"
                )
            else:
                cmds.append(
                    f"file-open:{svg}; export-type:png; export-dpi:{dpi}; export-background:white; "
                    f"export-background-opacity:1; export-filename:{out}; export-do; file-close"
                )
        cmds.append("quit")
        p = subprocess.Popen(
            ["inkscape", "--shell"],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        p.stdin.write("\n".join(cmds) + "\n")
        p.stdin.close()
        procs.append(p)
    for p in procs:
        p.wait()
    # an inkscape --shell that dies under load (seen once on a busy machine) leaves the rest of its batch undone:
    # each export missing is done again alone
    for svg, out, kind, dpi in jobs:
        if pathlib.Path(out).exists():
            continue
        args = ["inkscape", str(svg), f"--export-type={kind}", f"--export-filename={out}"]
        if kind != "pdf":  # (text stays text: the default)
            args += [f"--export-dpi={dpi}", "--export-background=white", "--export-background-opacity=1"]
        subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        if not pathlib.Path(out).exists():
            raise RuntimeError(f"inkscape did not export {out}")


_DATE_RE = re.compile(rb"/(CreationDate|ModDate) \(D:(\d+)")


def _normalise_pdf(path: pathlib.Path):
    data = path.read_bytes()
    data = _DATE_RE.sub(
        lambda m: b"/" + m.group(1) + b" (D:" + b"20251001000000"[: len(m.group(2))].ljust(len(m.group(2)), b"0"), data
    )
    path.write_bytes(data)


def _pdf_from_image(im: Image.Image, path: pathlib.Path, dpi: int):
    fixed = time.gmtime(1759309200)
    im.convert("RGB").save(path, "PDF", resolution=dpi, creationDate=fixed, modDate=fixed)


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    return _build(pathlib.Path(out_dir), seed)[0]


def _build(out_dir: pathlib.Path, seed: int = 0):
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    cases = _cases(seed)
    entries, metas, jobs = [], [], []
    conds = ["born_digital", "clean", "degraded"]
    k = 0
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for idx, c in enumerate(cases):
            for n, (dtype, fn, shape) in enumerate(_plan(c, idx, rng)):
                cond = conds[(k + idx) % 3]
                k += 1
                v = rng.randint(0, 1)
                s, labels, meta = fn(v)
                if c["person"].get("has_cin") is False:
                    labels.pop("cin", None)
                name = f"{c['id']}-d{n + 1:02d}"
                svg = tmp / f"{name}.svg"
                svg.write_text(s.svg(), encoding="utf-8")
                e = {
                    "file": "",
                    "mime": "",
                    "case_id": c["id"],
                    "document_type": dtype,
                    "condition": cond,
                    "labels": labels,
                }
                if cond == "born_digital":
                    e["file"], e["mime"] = f"{name}.pdf", "application/pdf"
                    jobs.append((svg, out_dir / e["file"], "pdf", 0))
                else:
                    dpi = (
                        (300 if shape == "card" else rng.choice([200, 220]))
                        if cond == "clean"
                        else (260 if shape == "card" else rng.choice([150, 170]))
                    )
                    e["_png"] = tmp / f"{name}.png"
                    e["_dpi"], e["_shape"], e["_name"] = dpi, shape, name
                    jobs.append((svg, e["_png"], "png", dpi))
                entries.append(e)
                metas.append(meta)
        _inkscape(jobs)
        for e in entries:
            if e["condition"] == "born_digital":
                _normalise_pdf(out_dir / e["file"])
                continue
            png = e.pop("_png")
            dpi, shape, name = e.pop("_dpi"), e.pop("_shape"), e.pop("_name")
            im = Image.open(png).convert("RGB")
            r = rng.random()
            if e["condition"] == "clean":
                if r < 0.4:
                    e["file"], e["mime"] = f"{name}.png", "image/png"
                    im.save(out_dir / e["file"], "PNG", dpi=(dpi, dpi))
                elif r < 0.7 or shape == "card":
                    e["file"], e["mime"] = f"{name}.jpg", "image/jpeg"
                    im.save(out_dir / e["file"], "JPEG", quality=92, dpi=(dpi, dpi))
                else:
                    e["file"], e["mime"] = f"{name}.pdf", "application/pdf"
                    _pdf_from_image(im, out_dir / e["file"], dpi)
                continue
            if shape == "card" or r < 0.4:
                worn = wear.phone_photo(im, rng, nrng, card=shape == "card")
                e["file"], e["mime"] = f"{name}.jpg", "image/jpeg"
                worn.save(out_dir / e["file"], "JPEG", quality=rng.randint(68, 80))
            elif r < 0.65:
                worn = wear.photocopy(im, rng, nrng, fax=r < 0.5)
                e["file"], e["mime"] = f"{name}.png", "image/png"
                worn.save(out_dir / e["file"], "PNG")
            elif r < 0.85:
                worn = wear.low_scan(im, rng, nrng)
                e["file"], e["mime"] = f"{name}.jpg", "image/jpeg"
                worn.save(out_dir / e["file"], "JPEG", quality=62)
            else:
                worn = wear.photocopy(im, rng, nrng)
                e["file"], e["mime"] = f"{name}.pdf", "application/pdf"
                _pdf_from_image(worn, out_dir / e["file"], dpi)
    result = {
        "documents": entries,
        "cases": {
            c["id"]: {"expected_conflicts": sorted(PLANTS[i][2]) if i in PLANTS else []} for i, c in enumerate(cases)
        },
    }
    return result, metas
