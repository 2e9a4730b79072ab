"""Helpers shared by the templates: letterheads, footers, signature blocks, printed names and contract wording."""

from __future__ import annotations

import random
import zlib

from . import art, fmt
from .odf import PAGE_COUNT, PAGE_NUMBER, Cell, Doc
from .world import Employer, Person


def rng_for(*parts) -> random.Random:
    return random.Random(zlib.crc32("|".join(str(p) for p in parts).encode()))


CONTRACT_WORDS = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Durée indéterminée", "C.D.I."],
    "CDD": ["CDD", "Contrat à durée déterminée", "Durée déterminée", "C.D.D."],
    "ANAPEC": ["Contrat d'insertion (ANAPEC)", "ANAPEC - Idmaj", "Contrat ANAPEC"],
    "INTERIM": ["Intérim", "Travail temporaire (intérim)", "Mission d'intérim"],
    "STAGE": ["Stage", "Convention de stage"],
}
CONTRACT_PHRASE = {
    "CDI": "dans le cadre d'un contrat de travail à durée indéterminée",
    "CDD": "dans le cadre d'un contrat de travail à durée déterminée (CDD)",
    "ANAPEC": "dans le cadre d'un contrat d'insertion (programme Idmaj - ANAPEC)",
    "INTERIM": "dans le cadre d'un contrat de travail temporaire (intérim)",
}
CONTRACT_EN = {
    "CDI": "Permanent (CDI)",
    "CDD": "Fixed-term (CDD)",
    "ANAPEC": "Insertion contract (ANAPEC)",
    "INTERIM": "Temporary (interim)",
}
CONTRACT_PHRASE_EN = {
    "CDI": "under a permanent employment contract (CDI)",
    "CDD": "under a fixed-term employment contract (CDD)",
    "ANAPEC": "under an insertion contract (ANAPEC - Idmaj programme)",
    "INTERIM": "under a temporary work contract",
}


def name_style(p: Person, style: str) -> str:
    g, f = p.given, p.family
    return {
        "FAMILY Given": f"{f.upper()} {g}",
        "Given FAMILY": f"{g} {f.upper()}",
        "GIVEN FAMILY": f"{g.upper()} {f.upper()}",
        "FAMILY GIVEN": f"{f.upper()} {g.upper()}",
        "Given Family": f"{g} {f}",
    }[style]


def he(p: Person, m: str, f: str) -> str:
    return m if p.sex == "M" else f


# --- letterhead


def legal_parts(e: Employer, with_cnss: bool, lang="fr") -> list[str]:
    parts = []
    if e.kind == "company" and e.capital:
        form = e.name.split()[-1] if e.name.split()[-1] in ("SA", "SARL", "SNC", "AU") else ""
        if e.name.endswith("SARL AU"):
            form = "SARL AU"
        if lang == "en":
            parts.append(f"{form} with a share capital of {e.capital}".strip())
        else:
            parts.append(f"{form} au capital de {e.capital}".strip())
    if e.kind == "coop":
        parts.append("Coopérative agréée ODCO n° " + e.rc)
    else:
        parts.append(f"RC {e.city} {e.rc}" if lang == "fr" else f"Trade Register {e.city} {e.rc}")
    parts.append(f"IF {e.if_}")
    parts.append(f"ICE {e.ice}")
    if e.kind == "company":
        parts.append(f"Patente {e.patente}" if lang == "fr" else f"Tax ID (Patente) {e.patente}")
    if with_cnss:
        parts.append(f"CNSS {e.cnss}" if lang == "fr" else f"CNSS employer No. {e.cnss}")
    return parts


def letterhead(doc: Doc, e: Employer, variant: str, with_cnss: bool, rng: random.Random, lang="fr"):
    """Header with the employer's mark and name; footer with its address and legal identifiers."""
    logo = art.logo(e.initials, e.color, e.shape, rng)
    addr = ", ".join(e.addr)
    contact = f"Tél. : {e.phone}" if lang == "fr" else f"Phone: {e.phone}"
    if e.email:
        contact += f" - {e.email}"
    if variant == "band":
        rows = [
            [
                Cell(
                    doc.p("", frames=doc.image(logo, 20, 20, anchor="as-char")), raw=True, border=None, valign="middle"
                ),
                Cell(
                    doc.p([(e.name, {"bold": True, "size": 15, "color": e.color})], after=0.5)
                    + doc.p(addr, size=8.5, color="#444444")
                    + doc.p(contact, size=8.5, color="#444444"),
                    raw=True,
                    border=None,
                ),
            ]
        ]
        head = doc.table(rows, [26, doc.text_width - 26], align="left") + doc.p(
            "", size=2, border_bottom=f"1.5pt solid {e.color}"
        )
        doc.header(head)
        foot = doc.p(
            " - ".join(legal_parts(e, with_cnss, lang)),
            size=7.5,
            align="center",
            color="#555555",
            border_top="0.5pt solid #999999",
        )
    elif variant == "centered":
        head = doc.p("", frames=doc.image(logo, 16, 16, anchor="as-char"), align="center")
        head += doc.p([(e.name.upper(), {"bold": True, "size": 14, "spacing": 0.3})], align="center", after=0.5)
        if e.arabic_name:
            head += doc.p(e.arabic_name, align="center", size=12, bold=True)
        head += doc.p("", size=2, border_bottom="0.5pt double #000000", after=1)
        doc.header(head)
        foot = doc.p(addr + " - " + contact, size=7.5, align="center", border_top="0.5pt solid #000000")
        foot += doc.p(" | ".join(legal_parts(e, with_cnss, lang)), size=7.5, align="center")
    else:  # left
        rows = [
            [
                Cell(
                    doc.p([(e.name, {"bold": True, "size": 13})], after=0.5)
                    + "".join(doc.p(a, size=9) for a in e.addr)
                    + doc.p(contact, size=9),
                    raw=True,
                    border=None,
                ),
                Cell(doc.p("", frames=doc.image(logo, 22, 22, anchor="as-char"), align="end"), raw=True, border=None),
            ]
        ]
        doc.header(doc.table(rows, [doc.text_width - 30, 30], align="left"))
        foot = doc.p(
            " • ".join(legal_parts(e, with_cnss, lang)) + f"     Page {PAGE_NUMBER}/{PAGE_COUNT}",
            size=7,
            align="center",
            color="#333333",
        )
    doc.footer(foot)


def stamp_png(e: Employer, rng: random.Random, dept: str | None = None) -> bytes:
    color = rng.choice(["#1f3a93", "#283593", "#4527a0", "#1565c0", "#6a1b9a"])
    if e.kind == "public" or rng.random() < 0.55:
        center = [dept or "Direction", e.city.upper()] if dept else [e.short.upper()[:16], e.city.upper()]
        st = art.round_stamp(e.name, e.city, center, color, rng)
    else:
        st = art.rect_stamp([e.name.upper(), e.addr[0], f"ICE {e.ice}", f"Tél {e.phone}"], color, rng)
    sig = art.signature(rng, color=rng.choice(["#14164d", "#1a237e", "#111111", "#0d2a6b"]))
    return art.png_bytes(art.combined_stamp_signature(st, sig, rng))


def signature_block(doc: Doc, e: Employer, rng: random.Random, lines: list[str], align="end", before=10.0, lang="fr"):
    """Signatory's lines with the stamp and signature drawn over them."""
    png = stamp_png(e, rng)
    w = 62.0
    left = doc.text_width - w - 5 if align == "end" else 5
    frame = doc.image(png, w, w * 600 / 900, x=left, y=rng.uniform(0, 6))
    first = True
    for line in lines:
        doc.para(line, frames=frame if first else "", align=align, before=before if first else 0, bold=first)
        first = False
    doc.spacer(30)


def place_date(city: str, iso: str, style: str, lang="fr") -> str:
    if lang == "en":
        return f"{city}, {fmt.date(iso, style)}"
    return f"Fait à {city}, le {fmt.date(iso, style)}"


def reference(rng: random.Random, prefix: str) -> str:
    return f"{prefix}/{rng.randint(2025, 2025)}/{rng.randint(12, 980):04d}"
