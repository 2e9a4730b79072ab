"""Letterheads, footers and logos shared by the employers' papers."""

from __future__ import annotations

import datetime as dt

from . import fmt
from .pdfkit import Doc
from .world import Employer

ISSUE = {
    "c01": dt.date(2024, 12, 9),
    "c02": dt.date(2024, 12, 16),
    "c03": dt.date(2024, 12, 4),
    "c04": dt.date(2025, 1, 6),
    "c05": dt.date(2024, 12, 11),
    "c06": dt.date(2024, 12, 2),
    "c07": dt.date(2024, 12, 19),
    "c08": dt.date(2024, 12, 10),
    "c09": dt.date(2024, 12, 3),
    "c10": dt.date(2024, 12, 12),
    "c11": dt.date(2024, 12, 17),
    "c12": dt.date(2024, 12, 5),
    "c13": dt.date(2025, 1, 8),
    "c14": dt.date(2024, 12, 13),
}


def initials(name: str) -> str:
    skip = {"de", "des", "du", "la", "le", "les", "et", "d'", "sa", "sarl", "au", "snc"}
    words = [w for w in name.replace("'", " ").split() if w.lower() not in skip]
    return "".join(w[0] for w in words[:3]).upper()


def logo(pdf: Doc, x: float, y: float, emp: Employer, size: float = 16, shape: str = "circle"):
    c = emp.color
    if shape == "circle":
        pdf.set_fill_color(*c)
        pdf.ellipse(x, y, size, size, style="F")
        pdf.set_fill_color(255, 255, 255)
        pdf.ellipse(x + size * 0.12, y + size * 0.12, size * 0.76, size * 0.76, style="F")
        pdf.set_fill_color(*c)
        pdf.ellipse(x + size * 0.2, y + size * 0.2, size * 0.6, size * 0.6, style="F")
        pdf.t(
            x + size / 2,
            y + size * 0.33,
            initials(emp.short)[:3],
            size=size * 0.95,
            style="B",
            align="C",
            color=(255, 255, 255),
            family="dejavuc",
        )
    elif shape == "square":
        pdf.fillrect(x, y, size, size, c)
        pdf.fillrect(x + size * 0.55, y + size * 0.55, size * 0.45, size * 0.45, (255, 255, 255))
        pdf.t(
            x + size * 0.08,
            y + size * 0.1,
            initials(emp.short)[:2],
            size=size * 1.1,
            style="B",
            color=(255, 255, 255),
            family="dejavuserif",
        )
    elif shape == "leaf":
        pdf.set_fill_color(*c)
        pdf.polygon([(x, y + size), (x + size * 0.5, y), (x + size, y + size)], style="F")
        pdf.set_fill_color(255, 255, 255)
        pdf.polygon(
            [(x + size * 0.3, y + size), (x + size * 0.5, y + size * 0.45), (x + size * 0.7, y + size)], style="F"
        )


def legal_line(emp: Employer, sep: str = " - ", with_cnss: bool = True, style: int = 0) -> str:
    parts = []
    if style == 0:
        parts = [f"RC : {emp.rc}", f"IF : {emp.if_}", f"ICE : {emp.ice}", f"Patente : {emp.patente}"]
        if with_cnss and emp.cnss:
            parts.insert(3, f"CNSS : {emp.cnss}")
    elif style == 1:
        parts = [f"R.C. {emp.city} n° {emp.rc}", f"I.F. n° {emp.if_}", f"I.C.E. {emp.ice}"]
        if with_cnss and emp.cnss:
            parts.append(f"Affiliation CNSS n° {emp.cnss}")
    else:
        parts = [f"ICE {emp.ice}", f"RC {emp.rc}", f"IF {emp.if_}", f"TP {emp.patente}"]
        if with_cnss and emp.cnss:
            parts.append(f"N° CNSS {emp.cnss}")
    return sep.join(parts)


def letterhead(pdf: Doc, emp: Employer, style: str, w: float = 210):
    """Draw an employer's letterhead; returns the y where the body may start."""
    if style == "left":
        logo(pdf, 18, 12, emp, 18, "circle")
        pdf.t(40, 13, emp.name, size=12.5, style="B", color=emp.color)
        y = 19.5
        for ln in emp.address:
            pdf.t(40, y, ln, size=8.5, color=(70, 70, 70))
            y += 4
        pdf.t(40, y, f"Tél. : {emp.phone}", size=8.5, color=(70, 70, 70))
        pdf.hline(18, w - 18, 38, 0.8, 0)
        pdf.set_draw_color(*emp.color)
        pdf.set_line_width(0.8)
        pdf.line(18, 38, w - 18, 38)
        return 46
    if style == "center":
        pdf.t(w / 2, 12, emp.name.upper(), size=13, style="B", align="C", family="dejavuserif")
        pdf.t(w / 2, 19, " - ".join(emp.address), size=8.5, align="C", family="dejavuserif", color=(60, 60, 60))
        pdf.t(w / 2, 23.5, f"Téléphone {emp.phone}", size=8.5, align="C", family="dejavuserif", color=(60, 60, 60))
        pdf.hline(30, w - 30, 30, 0.4)
        pdf.hline(30, w - 30, 31, 0.15)
        return 40
    if style == "band":
        pdf.fillrect(0, 0, w, 28, emp.color)
        logo(pdf, 14, 6, emp, 16, "square")
        pdf.t(36, 7, emp.name, size=12, style="B", color=(255, 255, 255), family="liberation")
        pdf.t(36, 14, " | ".join(emp.address), size=8, color=(235, 235, 235), family="liberation")
        pdf.t(36, 18.5, f"T {emp.phone}", size=8, color=(235, 235, 235), family="liberation")
        return 38
    if style == "bilingual":
        logo(pdf, 16, 8, emp, 14, "leaf")
        pdf.t(34, 8, "ROYAUME DU MAROC", size=9, style="B", family="dejavuserif")
        pdf.ar(w - 16, 7, "المملكة المغربية", size=12, style="B")
        if emp.name_ar:
            pdf.ar(w - 16, 14, emp.name_ar, size=12)
        pdf.fit(34, 13.5, emp.name, 95, size=10, style="B", family="dejavuserif")
        y = 19
        for ln in emp.address:
            pdf.fit(34, y, ln, 95, size=8, family="dejavuserif", color=(60, 60, 60))
            y += 3.8
        pdf.hline(16, w - 16, y + 2.5, 0.5)
        return y + 9
    raise ValueError(style)


def footer(
    pdf: Doc,
    emp: Employer,
    style: int = 0,
    y: float = 282,
    w: float = 210,
    with_cnss: bool = True,
    page: str | None = None,
):
    pdf.hline(15, w - 15, y - 1.5, 0.3, 120)
    line = legal_line(emp, with_cnss=with_cnss, style=style)
    pdf.t(w / 2, y, line, size=6.8, align="C", color=(80, 80, 80))
    pdf.t(
        w / 2, y + 3.3, f"Siège : {', '.join(emp.address)} - Tél. {emp.phone}", size=6.8, align="C", color=(80, 80, 80)
    )
    if page:
        pdf.t(w - 15, y + 7, page, size=6.5, align="R", color=(80, 80, 80))


def name_upper_family(p) -> str:
    return f"{p.family.upper()} {p.given}"


def fmt_name(p, style: str) -> str:
    """How a paper prints the person's name."""
    if style == "FAMILY Given":
        return f"{p.family.upper()} {p.given}"
    if style == "FAMILY GIVEN":
        return f"{p.family.upper()} {p.given.upper()}"
    if style == "Given FAMILY":
        return f"{p.given} {p.family.upper()}"
    if style == "GIVEN FAMILY":
        return f"{p.given.upper()} {p.family.upper()}"
    if style == "Given Family":
        return f"{p.given} {p.family}"
    raise ValueError(style)


CONTRACT_TEXT = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Durée indéterminée (CDI)", "Permanent"],
    "CDD": ["CDD", "Contrat à durée déterminée", "Durée déterminée (CDD)", "Fixed-term"],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "Insertion - ANAPEC", "ANAPEC"],
    "INTERIM": ["Intérim (mission)", "Travail temporaire", "INTERIM", "Temporary"],
    "STAGE": ["Stage", "Convention de stage", "STAGE", "Internship"],
}


def place_date(city: str, d: dt.date, style: str = "long") -> str:
    return f"Fait à {city}, le {fmt.date(d, style)}"
