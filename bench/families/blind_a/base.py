# ruff: noqa: RUF001
"""Shared template pieces: the HTML page wrapper, letterheads, signature blocks, amounts in words."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from . import art
from .util import Shown, esc
from .world import Case, Employer


@dataclass
class Ctx:
    c: Case
    rng: random.Random
    S: Shown
    spec: dict = field(default_factory=dict)


def html_doc(body: str, css: str, title: str, size: str = "A4", lang: str = "fr") -> str:
    return f"""<!DOCTYPE html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{esc(title)}</title>
<style>
@page {{ size: {size}; margin: 0; }}
* {{ box-sizing: border-box; }}
html, body {{ margin: 0; padding: 0; -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.page {{ position: relative; overflow: hidden; page-break-after: always; break-after: page; }}
.page:last-child {{ page-break-after: auto; break-after: auto; }}
.ar {{ font-family: 'Noto Naskh Arabic', 'Noto Sans Arabic'; direction: rtl; unicode-bidi: embed; }}
.num, th.num, td.num {{ text-align: right !important; font-variant-numeric: tabular-nums; white-space: nowrap; }}
.nowrap {{ white-space: nowrap; }}
.stamp, .sig {{ display: block; }}
{css}
</style></head><body>{body}</body></html>"""


def civ(c: Case, style: str = "fr") -> str:
    if style == "en":
        return "Mr." if c.sex == "M" else "Ms."
    if style == "abbr":
        return "M." if c.sex == "M" else "Mme"
    return "Monsieur" if c.sex == "M" else "Madame"


def e_(c: Case, masc: str = "", fem: str = "e") -> str:
    return masc if c.sex == "M" else fem


def ids_line(emp: Employer, sep: str = " – ", with_cnss: bool = True, S: Shown | None = None) -> str:
    parts = []
    if emp.capital:
        parts.append(f"Capital : {esc(emp.capital)}")
    if emp.rc:
        parts.append(f"RC {esc(emp.city)} n° {esc(emp.rc)}")
    parts.append(f"IF : {esc(emp.if_)}")
    if emp.patente:
        parts.append(f"Patente : {esc(emp.patente)}")
    parts.append(f"ICE : {esc(emp.ice)}")
    if with_cnss:
        cn = S("employer_cnss", emp.cnss, emp.cnss) if S else esc(emp.cnss)
        parts.append(f"CNSS : {cn}")
    return sep.join(parts)


def letterhead(ctx: Ctx, emp: Employer, style: str, show_name: bool = True) -> str:
    """Company letterhead; style: band | left | center | split."""
    c1, c2 = emp.colors
    lg = art.logo(emp.logo, emp.brand[:3].upper() if len(emp.brand) > 4 else emp.brand, c1, c2, 58)
    name = ctx.S("employer", emp.name, emp.name) if show_name else esc(emp.name)
    addr = "<br>".join(esc(a) for a in emp.addr)
    contact = f"Tél. : {esc(emp.tel)} – {esc(emp.email)}"
    if style == "band":
        return f"""<div class="lh-band" style="background:{c1};color:#fff;padding:5mm
15mm;display:flex;align-items:center;gap:6mm">
<div style="background:#fff;border-radius:4px;padding:2px">{lg}</div>
<div><div style="font-size:15pt;font-weight:bold;letter-spacing:.3px">{name}</div>
<div style="font-size:8.5pt;opacity:.92">{addr}<br>{contact}</div></div></div>
<div style="height:2.2mm;background:{c2}"></div>"""
    if style == "center":
        return f"""<div style="text-align:center;border-bottom:1.5px solid {c1};padding-bottom:3mm">
<div>{lg}</div><div style="font-size:14pt;font-weight:bold;color:{c1};margin-top:1mm">{name}</div>
<div style="font-size:8.5pt;color:#333">{esc(", ".join(emp.addr))}<br>{contact}</div></div>"""
    if style == "split":
        return f"""<div style="display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px
double {c1};padding-bottom:3mm">
<div style="display:flex;gap:4mm;align-items:center">{lg}<div
style="font-size:20pt;font-weight:bold;color:{c1};letter-spacing:1px">{esc(emp.brand)}</div></div>
<div style="text-align:right;font-size:8.5pt;line-height:1.35"><b>{name}</b><br>{addr}<br>{contact}</div></div>"""
    # left
    return f"""<div style="display:flex;gap:5mm;align-items:center;padding-bottom:2mm;border-bottom:1px solid #999">
{lg}<div><div style="font-size:13pt;font-weight:bold;color:{c1}">{name}</div>
<div style="font-size:8.5pt;color:#222">{addr}<br>{contact}</div></div></div>"""


def footer_ids(ctx: Ctx, emp: Employer, with_cnss: bool, color: str = "#555") -> str:
    ids = ids_line(emp, with_cnss=with_cnss, S=ctx.S if with_cnss else None)
    return (
        f'<div style="position:absolute;left:15mm;right:15mm;bottom:9mm;border-top:0.6px solid {color};'
        f'padding-top:1.5mm;font-size:7.3pt;color:{color};text-align:center">'
        f"{esc(emp.name)} – {esc(', '.join(emp.addr))}<br>{ids}</div>"
    )


def signature_block(ctx: Ctx, emp: Employer, align: str = "right", stamp: bool = True, name: bool = True) -> str:
    rng = ctx.rng
    sig = art.signature(rng, 180, 62, rng.choice(["#1b2f73", "#102a5c", "#222244"]))
    st = ""
    if stamp:
        st = art.stamp_round(
            rng,
            f"{emp.name.upper()} ★ {emp.city.upper()} ★ ",
            [emp.brand.upper()[:18], "Direction", "★"],
            color=rng.choice(["#2b3f9e", "#1d4f91", "#5a2a82"]),
            size=138,
            ident=ctx.c.cid,
        )
    who = f'<div style="font-weight:bold">{esc(emp.signer)}</div><div>{esc(emp.signer_title)}</div>' if name else ""
    return f"""<div style="display:flex;justify-content:{"flex-end" if align == "right" else "flex-start"};
margin-top:6mm">
<div style="position:relative;width:75mm;text-align:center;font-size:10pt">{who}
<div style="position:relative;height:36mm">
<div style="position:absolute;left:6mm;top:2mm">{st}</div>
<div style="position:absolute;left:18mm;top:10mm">{sig}</div></div></div></div>"""


# ---------------------------------------------------------------- numbers in words (French)

_U = [
    "zéro",
    "un",
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "dix-sept",
    "dix-huit",
    "dix-neuf",
]
_T = ["", "", "vingt", "trente", "quarante", "cinquante", "soixante", "soixante", "quatre-vingt", "quatre-vingt"]


def _lt100(n: int) -> str:
    if n < 20:
        return _U[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = _T[t]
        rest = _U[10 + u]
        sep = " et " if (t == 7 and u == 1) else "-"
        return base + sep + rest
    if u == 0:
        return _T[t] + ("s" if t == 8 else "")
    if u == 1 and t != 8:
        return _T[t] + " et un"
    return _T[t] + "-" + _U[u]


def _lt1000(n: int) -> str:
    h, r = divmod(n, 100)
    if h == 0:
        return _lt100(r)
    head = "cent" if h == 1 else _U[h] + " cent" + ("s" if r == 0 else "")
    return head if r == 0 else head + " " + _lt100(r)


def words_fr(n: int) -> str:
    if n == 0:
        return "zéro"
    th, r = divmod(n, 1000)
    parts = []
    if th:
        parts.append("mille" if th == 1 else _lt1000(th) + " mille")
    if r:
        parts.append(_lt1000(r))
    return " ".join(parts)


def dirhams_words(x: float) -> str:
    cents = round(x * 100)
    dh, ct = divmod(cents, 100)
    s = f"{words_fr(dh)} dirhams"
    if ct:
        s += f" et {words_fr(ct)} centimes"
    return s
