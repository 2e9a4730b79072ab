"""Shared HTML pieces: the page frame, letterheads, legal footers, name and contract wording."""

from __future__ import annotations

from . import art
from .art import esc
from .world import Employer, Person

AR = "font-family:'Noto Naskh Arabic',serif;direction:rtl"
DASH = "\u2013"


def document(pages: list[str], css: str, size: str = "210mm 297mm", lang: str = "fr") -> str:
    """A printable HTML document of fixed-size pages."""
    w, h = size.split()
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8"><title>Document</title><style>'
        f"@page{{size:{w} {h};margin:0}}html,body{{margin:0;padding:0;background:#fff;"
        "-webkit-print-color-adjust:exact;print-color-adjust:exact}"
        f".page{{width:{w};height:{h};position:relative;overflow:hidden;box-sizing:border-box;"
        "break-after:page}.page:last-child{break-after:auto}"
        ".ar{font-family:'Noto Naskh Arabic',serif;direction:rtl;unicode-bidi:embed}"
        ".nw{white-space:nowrap}.r{text-align:right}.c{text-align:center}.b{font-weight:bold}"
        f"{css}</style></head><body>{''.join(pages)}</body></html>"
    )


def civ(p: Person, lang: str = "fr") -> str:
    if lang == "en":
        return "Mr." if p.sex == "M" else "Ms."
    return "M." if p.sex == "M" else "Mme"


def civ_long(p: Person) -> str:
    return "Monsieur" if p.sex == "M" else "Madame"


def name(p: Person, style: str) -> str:
    """The holder's name as a paper prints it."""
    if style == "gF":
        return f"{p.given} {p.family.upper()}"
    if style == "Fg":
        return f"{p.family.upper()} {p.given}"
    if style == "FG":
        return f"{p.family.upper()} {p.given.upper()}"
    if style == "GF":
        return f"{p.given.upper()} {p.family.upper()}"
    if style == "gf":
        return f"{p.given} {p.family}"
    raise ValueError(style)


def fem(p: Person, masc: str, femi: str) -> str:
    return femi if p.sex == "F" else masc


CONTRACT_FR = {
    "CDI": ["Contrat à durée indéterminée", "CDI", "Contrat à Durée Indéterminée (CDI)"],
    "CDD": ["Contrat à durée déterminée", "CDD", "Contrat à Durée Déterminée (CDD)"],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC - Idmaj", "Contrat d'insertion (ANAPEC)"],
    "INTERIM": ["Contrat de mission (intérim)", "Intérimaire", "Travail temporaire - contrat de mission"],
    "STAGE": ["Convention de stage", "Stagiaire", "Stage pré-embauche"],
}
CONTRACT_EN = {
    "CDI": ["Permanent contract", "Permanent", "Permanent (CDI)"],
    "CDD": ["Fixed-term contract", "Fixed term (CDD)", "Fixed-term"],
    "ANAPEC": ["Insertion contract (ANAPEC)", "ANAPEC", "ANAPEC"],
    "INTERIM": ["Temporary assignment", "Temporary", "Interim"],
    "STAGE": ["Internship", "Intern", "Internship agreement"],
}
CONTRACT_AR = {
    "CDI": "عقد عمل غير محدد المدة",
    "CDD": "عقد عمل محدد المدة",
    "ANAPEC": "عقد إدماج (أنابيك)",
    "INTERIM": "عقد عمل مؤقت",
    "STAGE": "اتفاقية تدريب",
}


def legal_bits(e: Employer, with_cnss: bool = True, en: bool = False) -> list[str]:
    """The identifiers a Moroccan letterhead prints in its footer."""
    out = []
    if e.capital:
        out.append(e.capital)
    if e.rc:
        out.append(e.rc if not e.rc[0].isdigit() else f"RC {e.rc}")
    out.append(f"IF {e.if_}" if not en else f"Tax ID (IF) {e.if_}")
    out.append(f"ICE {e.ice}")
    if e.patente:
        out.append(f"Patente {e.patente}")
    if with_cnss:
        out.append(f"CNSS {e.cnss}" if not en else f"CNSS No. {e.cnss}")
    return out


def footer(e: Employer, with_cnss: bool = True, sep: str = " \u2013 ", en: bool = False, extra: str = "") -> str:
    bits = legal_bits(e, with_cnss, en)
    addr = ", ".join(e.address)
    return (
        f'<div class="legal">{esc(e.name)} \u2013 {esc(addr)} \u2013 Tél. {esc(e.phone)} \u2013 {esc(e.web)}<br>'
        f"{esc(sep.join(bits))}{esc(extra)}</div>"
    )


def letterhead(e: Employer, style: str, height: float = 14) -> str:
    """Three letterhead styles: logo left, centred, coloured band."""
    c1, c2 = e.colors
    lg = art.logo(e.logo_kind, e.brand, c1, c2, height)
    addr = "<br>".join(esc(a) for a in e.address)
    if style == "left":
        return (
            f'<div class="lh lh-left" style="display:flex;justify-content:space-between;align-items:flex-start;'
            f'border-bottom:0.6mm solid {c1};padding-bottom:3mm">'
            f'<div>{lg}</div><div style="text-align:right;font-size:8.5pt;line-height:1.35">'
            f'<div style="font-weight:bold;font-size:10pt;color:{c1}">{esc(e.name)}</div>{addr}<br>'
            f"Tél. : {esc(e.phone)}<br>{esc(e.web)}</div></div>"
        )
    if style == "center":
        return (
            f'<div class="lh lh-center" style="text-align:center;padding-bottom:2mm;'
            f'border-bottom:0.3mm double {c2}">{lg}'
            f'<div style="font-weight:bold;font-size:12pt;letter-spacing:0.4pt;margin-top:1mm">{esc(e.name)}</div>'
            f'<div style="font-size:8.5pt">{esc(f" {DASH} ".join(e.address))}</div>'
            f'<div style="font-size:8.5pt">Tél : {esc(e.phone)} \u2013 {esc(e.web)}</div></div>'
        )
    # band
    return (
        f'<div class="lh lh-band" style="background:{c1};color:#fff;padding:6mm 18mm 5mm;margin:-16mm -18mm 0;'
        f'display:flex;justify-content:space-between;align-items:center">'
        f'<div style="font-size:15pt;font-weight:bold;letter-spacing:1pt">{esc(e.brand)}</div>'
        f'<div style="font-size:8pt;text-align:right;line-height:1.4">{esc(e.name)}<br>{addr}</div></div>'
        f'<div style="height:1.2mm;background:{c2};margin:0 -18mm"></div>'
    )
