"""Shared pieces of the page templates: the page shell, letterheads, name and contract wording."""

from __future__ import annotations

import random
from typing import Any

from . import art
from .art import esc

A4 = (210.0, 297.0)

CONTRACT_WORDS = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Permanent", "C.D.I."],
    "CDD": ["CDD", "Contrat à durée déterminée", "C.D.D."],
    "ANAPEC": ["ANAPEC", "Contrat d'insertion (ANAPEC)", "Contrat ANAPEC - Idmaj"],
    "INTERIM": ["INTERIM", "Intérim", "Travail temporaire (intérim)"],
    "STAGE": ["STAGE", "Stage", "Convention de stage"],
}
CONTRACT_PHRASE = {
    "CDI": [
        "dans le cadre d'un contrat de travail à durée indéterminée",
        "en contrat à durée indéterminée (CDI)",
        "à titre permanent",
    ],
    "CDD": ["dans le cadre d'un contrat de travail à durée déterminée", "en contrat à durée déterminée (CDD)"],
    "ANAPEC": ["dans le cadre d'un contrat d'insertion ANAPEC", "sous contrat d'insertion (programme Idmaj - ANAPEC)"],
    "INTERIM": [
        "en qualité d'intérimaire, dans le cadre de missions de travail temporaire",
        "dans le cadre d'un contrat de travail temporaire (intérim)",
    ],
    "STAGE": ["dans le cadre d'une convention de stage", "en qualité de stagiaire (convention de stage)"],
}


def page(
    body: str,
    css: str = "",
    size: tuple[float, float] = A4,
    font: str = "DejaVu Sans",
    font_size: str = "10pt",
    bg: str = "#fff",
    sheets: bool = False,
) -> str:
    w, h = size
    return f"""<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><style>
@page {{ size: {w}mm {h}mm; margin: 0; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; }}
body {{ font-family: '{font}'; font-size: {font_size}; color: #111; background: {bg};
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.pg {{ width: {w}mm; height: {h}mm; position: relative; overflow: hidden; background: {bg}; }}
.ar {{ font-family: 'Noto Naskh Arabic'; direction: rtl; unicode-bidi: isolate; }}
.kufi {{ font-family: 'Noto Kufi Arabic'; direction: rtl; unicode-bidi: isolate; }}
.tfn {{ font-family: 'Noto Sans Tifinagh'; }}
.mono {{ font-family: 'DejaVu Sans Mono'; }}
.nowrap {{ white-space: nowrap; }}
table {{ border-collapse: collapse; }}
.r {{ text-align: right; }} .c {{ text-align: center; }} .b {{ font-weight: bold; }}
{css}
</style></head><body>{body if sheets else '<div class="pg">' + body + "</div>"}</body></html>"""


def multi_page(
    pages: list[str], css: str = "", size: tuple[float, float] = A4, font: str = "DejaVu Sans", font_size: str = "10pt"
) -> str:
    _w, _h = size
    inner = "".join(f'<div class="pg" style="break-after:page">{p}</div>' for p in pages[:-1])
    inner += f'<div class="pg">{pages[-1]}</div>'
    return page(inner, css, size, font, font_size, sheets=True)


def full_name(v: dict[str, Any], style: str) -> str:
    g, s = v["given"], v["surname"]
    if style == "Given SURNAME":
        return f"{g} {s.upper()}"
    if style == "SURNAME Given":
        return f"{s.upper()} {g}"
    if style == "SURNAME GIVEN":
        return f"{s.upper()} {g.upper()}"
    if style == "GIVEN SURNAME":
        return f"{g.upper()} {s.upper()}"
    return f"{g} {s}"


def civil(v: dict[str, Any], long: bool = True) -> str:
    if v["sex"] == "M":
        return "Monsieur" if long else "M."
    return "Madame" if long else "Mme"


def e(v: dict[str, Any], masc: str, fem: str) -> str:
    return masc if v["sex"] == "M" else fem


def signatory_role(v: dict[str, Any], short: bool = False) -> str:
    kind = v["emp"]["kind"]
    f = v.get("signatory_sex") == "F"
    if kind == "assoc":
        return (
            ("Présidente" if f else "Président")
            if short
            else ("La Présidente" if f else "Le Président") + " de l'Association"
        )
    if kind == "coop":
        if short:
            return ("Présidente" if f else "Président") + " du conseil d'administration"
        return ("La Présidente" if f else "Le Président") + " du Conseil d'Administration"
    if kind == "public":
        return (
            ("Directrice" if f else "Directeur")
            if short
            else ("La Directrice" if f else "Le Directeur") + " de l'Agence"
        )
    return v["signatory_role"]


def legal_footer(emp: dict[str, Any], sep: str = " – ") -> str:
    kind = emp["kind"]
    parts = []
    if emp.get("capital"):
        form = {"sarl": "SARL", "sarlau": "SARL AU", "sa": "SA", "sas": "SAS", "snc": "SNC"}[kind]
        parts.append(f"{form} au capital de {emp['capital']} DH")
    if kind in ("sarl", "sarlau", "sa", "sas", "snc"):
        parts.append(f"RC {emp['city']} {emp['rc']}")
    elif kind == "coop":
        parts.append(f"Registre des coopératives n° {emp['rc']}")
    elif kind == "assoc":
        parts.append(f"Récépissé de dépôt n° {emp['rc']}")
    parts.append(f"IF {emp['if_']}")
    if kind not in ("assoc", "public"):
        parts.append(f"Patente {emp['patente']}")
    parts.append(f"ICE {emp['ice']}")
    return sep.join(parts)


def letterhead(emp: dict[str, Any], style: str, rng: random.Random, width_mm: float = 95) -> str:
    """The employer's header. The legal name is always printed whole, as the label has it."""
    c = emp["color"]
    legal = esc(emp["legal"])
    addr = "<br>".join(esc(a) for a in emp["addr"])
    if style == "brand":
        return (
            f'<div style="display:flex;align-items:center;gap:5mm">'
            f'<div style="width:17mm;height:17mm;border-radius:3mm;background:{c};color:#fff;display:flex;'
            f"align-items:center;justify-content:center;font:bold 17pt 'DejaVu Sans'\">{esc(emp['brand'][0])}</div>"
            f"<div><div style=\"font:bold 22pt 'DejaVu Sans Condensed';letter-spacing:1.5pt;color:{c}\">"
            f"{esc(emp['brand'])}</div>"
            f'<div style="font-size:8pt;color:#333;max-width:{width_mm}mm">{legal}</div>'
            f'<div style="font-size:7.5pt;color:#555">{addr} – Tél. {esc(emp["tel"])}</div></div></div>'
        )
    if style == "left":
        return (
            f'<div style="max-width:{width_mm}mm"><div style="font-weight:bold;font-size:12.5pt;color:{c};'
            f'line-height:1.25">{legal}</div><div style="font-size:8.5pt;margin-top:1mm;line-height:1.35">{addr}'
            f"<br>Tél. : {esc(emp['tel'])}</div></div>"
        )
    if style == "center":
        return (
            f'<div style="text-align:center;border-bottom:2px solid {c};padding-bottom:2mm">'
            f"<div style=\"font:bold 15pt 'Liberation Serif';color:{c};max-width:150mm;margin:0 auto\">{legal}</div>"
            f'<div style="font-size:8.5pt;margin-top:1mm">{" – ".join(esc(a) for a in emp["addr"])} – '
            f"Tél. {esc(emp['tel'])}</div></div>"
        )
    if style == "bar":
        return (
            f'<div style="background:{c};color:#fff;padding:4mm 6mm;display:flex;justify-content:space-between;'
            f'align-items:center"><div style="font:bold 20pt \'Liberation Sans Narrow\';letter-spacing:2pt">'
            f'{esc(emp["brand"])}</div><div style="font-size:8pt;text-align:right">{addr}<br>{esc(emp["tel"])}'
            f'</div></div><div style="font-size:9pt;font-weight:bold;padding:1.5mm 6mm;color:{c}">{legal}</div>'
        )
    if style == "arabic":
        return (
            f'<div style="display:flex;justify-content:space-between;align-items:flex-start;'
            f'border-bottom:1.5px solid {c};padding-bottom:2mm">'
            f'<div style="max-width:{width_mm}mm"><div style="font-weight:bold;font-size:12pt;color:{c}">{legal}</div>'
            f'<div style="font-size:8.5pt">{addr}</div></div>'
            f'<div style="text-align:center">{art.star_seal(40, c) if emp["kind"] == "public" else ""}</div>'
            f'<div class="ar" style="font-size:13pt;font-weight:bold;color:{c};max-width:70mm;text-align:right">'
            f"{esc(emp['ar'])}</div></div>"
        )
    raise ValueError(style)


def company_stamp(emp: dict[str, Any], rng: random.Random, size: int = 150) -> str:
    square = rng.random() < 0.4
    top = emp["brand"].upper() if len(emp["legal"]) > 34 else emp["legal"].upper()
    if square:
        return art.stamp(
            rng,
            emp["legal"] if len(emp["legal"]) < 40 else emp["brand"],
            f"Tél. {emp['tel']}",
            [emp["addr"][0][:40], emp["addr"][-1]],
            color=rng.choice(["#2846a8", "#1d3f8f", "#5b2a86"]),
            size=size,
            square=True,
        )
    if len(emp["legal"]) > 34:
        top = f"{emp['brand'].upper()} * {emp['city'].upper()}"
    return art.stamp(
        rng,
        top[:38],
        f"Tél. {emp['tel']}",
        [f"IF {emp['if_']}"],
        color=rng.choice(["#2846a8", "#1d3f8f", "#6a1b9a"]),
        size=size,
    )
