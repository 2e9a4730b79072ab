"""Shared bits of the paper templates: tables, names, contract wording."""

from __future__ import annotations

import datetime as dt

from .people import Case

CONTRACT_FR = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Durée indéterminée", "C.D.I."],
    "CDD": ["CDD", "Contrat à durée déterminée", "Durée déterminée"],
    "ANAPEC": ["ANAPEC", "Contrat d'insertion ANAPEC", "Insertion (ANAPEC)"],
    "INTERIM": ["Intérim", "Travail temporaire", "Mission d'intérim"],
    "STAGE": ["Stage", "Convention de stage"],
}
CONTRACT_EN = {
    "CDI": ["Permanent", "Permanent (CDI)"],
    "CDD": ["Fixed-term"],
    "ANAPEC": ["ANAPEC insertion"],
    "INTERIM": ["Temporary (interim)"],
    "STAGE": ["Internship"],
}
CONTRACT_PROSE = {
    "CDI": "d'un contrat de travail à durée indéterminée",
    "CDD": "d'un contrat de travail à durée déterminée",
    "ANAPEC": "d'un contrat d'insertion (ANAPEC)",
    "INTERIM": "d'un contrat de travail temporaire (mission d'intérim)",
    "STAGE": "d'une convention de stage",
}
CONTRACT_PROSE_EN = {
    "CDI": "a permanent employment contract (CDI)",
    "CDD": "a fixed-term contract (CDD)",
    "ANAPEC": "an ANAPEC insertion contract",
    "INTERIM": "a temporary work assignment",
    "STAGE": "an internship agreement",
}


def table(options: str, formats: list[str], rows: list) -> list[str]:
    """A tbl table; rows are lists of cells or raw lines ('_', '=', '.T&', format lines)."""
    out = [".TS", f"{options} tab(\t);".strip()]
    out += [*formats[:-1], formats[-1] + "."]
    for r in rows:
        out.append(r if isinstance(r, str) else "\t".join(r))
    out.append(".TE")
    return out


def name(case: Case, style: str) -> str:
    p = case.person
    title = "Mme" if p.sex == "F" else "M."
    return {
        "given": f"{p.given} {p.surname}",
        "surname": f"{p.surname} {p.given}",
        "surname_up": f"{p.surname} {p.given.upper()}",
        "given_up": f"{p.given.upper()} {p.surname}",
        "title": f"{title} {p.given} {p.surname}",
        "title_surname": f"{title} {p.surname} {p.given}",
        "title_up": f"{title} {p.surname} {p.given.upper()}",
        "en": f"{'Ms' if p.sex == 'F' else 'Mr'} {p.given} {p.surname}",
    }[style]


def doc_date(case: Case, day: int) -> dt.date:
    y, m = case.months[-1]
    y, m = (y + 1, 1) if m == 12 else (y, m + 1)
    return dt.date(y, m, day)


def e(case: Case, fem: str = "e") -> str:
    """French agreement: 'e' for a woman."""
    return fem if case.person.sex == "F" else ""


def de(text: str) -> str:
    """French 'de' with its elision: "d'Infirmière", "de Comptable"."""
    return f"d'{text}" if text[:1].lower() in "aeiouyéèêh" else f"de {text}"
