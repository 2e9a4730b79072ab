"""Employers' letterheads, footers and signatures, in troff (ms) with pic."""

from __future__ import annotations

import random

from .people import Employer
from .troff import bar, esc, hrule, pic, signature, stamp


def initials(emp: Employer) -> str:
    words = [w for w in emp.brand.replace("-", " ").split() if w[0].isalpha()]
    return "".join(w[0] for w in words[:3]).upper()


def stamp_name(name: str, width: int = 22) -> list[str]:
    lines: list[str] = []
    for word in name.upper().split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def footer(emp: Employer) -> str:
    en = "\\(en"
    parts = [f"RC {emp.rc}", f"IF {emp.if_}", f"ICE {emp.ice}", f"Patente {emp.patente}"]
    return f"\\s[6]\\m[mid]{esc(emp.address[0])}, {esc(emp.city)} {en} " + f" {en} ".join(parts) + "\\m[]\\s0"


def colours(emp: Employer) -> dict[str, str]:
    r, g, b = (float(x) for x in emp.colour.split())
    light = " ".join(f"{0.82 + 0.18 * v:.3f}" for v in (r, g, b))
    return {"brand": emp.colour, "brandlight": light}


def letterhead(emp: Employer, rng: random.Random, ll_cm: float = 17.0) -> list[str]:
    fam = emp.font
    v = emp.letterhead
    out: list[str] = []
    if v == 0:
        text = initials(emp)
        st = [
            'box wid 1.9 ht 1.9 with .nw at (0,2.2) shaded "brand" outlined "brand" rad 0.35',
            f'"\\f[{fam}B]\\s[{20 if len(text) < 3 else 15}]\\m[white]{esc(text)}\\m[]\\s0\\fP" at (0.95,1.25)',
            f'"\\f[{fam}B]\\s[17]\\m[brand]{esc(emp.brand)}\\m[]\\s0\\fP" at (2.4,1.75) ljust',
            f'"\\f[{fam}R]\\s[8]{esc(emp.name)}\\s0\\fP" at (2.4,1.05) ljust',
            f'"\\f[{fam}R]\\s[7.5]{esc(emp.address[0])} \\(em {esc(emp.city)} \\(em Tél. {emp.phone}\\s0\\fP" '
            f"at (2.4,0.55) ljust",
            f'line from (0,0.05) to ({ll_cm},0.05) outlined "brand" thickness 1.5',
        ]
        out += pic(st, ll_cm, 2.3)
    elif v == 1:
        out += [
            ".ce 4",
            f"\\f[BMB]\\s[17]\\m[brand]{esc(emp.brand)}\\m[]\\s0\\fP",
            f"\\f[{fam}I]\\s[9]{esc(emp.name)}\\s0\\fP",
            f"\\s[8]{esc(emp.address[0])} \\(en {esc(emp.city)}\\s0",
            f"\\s[8]Tél. : {emp.phone}\\s0",
            ".sp 0.3",
            hrule(1.2, "brand"),
            ".sp 0.15",
            hrule(0.4, "brand"),
        ]
    elif v == 2:
        out += bar(f"\\f[{fam}B]\\s[15]{esc(emp.brand)}\\s0\\fP", "brand", height="2.0v", pad="1.2n")
        out += [
            ".sp 0.3",
            ".ad r",
            f"\\s[8]{esc(emp.name)} \\(bu {esc(emp.address[0])}, {esc(emp.city)}\\s0",
            ".br",
            f"\\s[8]Tél. {emp.phone}\\s0",
            ".br",
            ".ad b",
        ]
    else:
        out += [
            ".TS",
            "tab(\t);",
            "lw(10c) rw(6.5c).",
            f"\\f[{fam}B]\\s[13]{esc(emp.name)}\\s0\\fP\t\\s[7]RC : {emp.rc}\\s0",
            f"\\s[8]{esc(emp.address[0])}\\s0\t\\s[7]IF : {emp.if_}\\s0",
            f"\\s[8]{esc(emp.city)} \\(em Tél. {emp.phone}\\s0\t\\s[7]ICE : {emp.ice}\\s0",
            ".TE",
            hrule(0.6),
        ]
    out.append(".sp 1")
    return out


def sign_off(
    emp: Employer,
    rng: random.Random,
    place_date: str,
    lang: str = "fr",
    stamp_lines: list[str] | None = None,
    ll_cm: float = 17.0,
) -> list[str]:
    """'Fait à ..., le ...', the signatory and an inked stamp with a signature."""
    title = emp.signatory_title
    out = [".sp 1.2", ".in 9c", ".ad l", esc(place_date), ".br"]
    if lang == "en":
        out += [f"For {esc(emp.name)},", ".br"]
    out += [f"\\f[B]{esc(title)}\\fP", ".br", esc(emp.signatory), ".in 0", ".sp 0.3"]
    sx = 9.3 + rng.uniform(-0.3, 0.6)
    st = signature(rng, sx, 2.2, "ink", 1.0)
    st += stamp(
        stamp_lines or [*stamp_name(emp.name), emp.city.upper()],
        sx + rng.uniform(2.4, 3.6),
        1.9 + rng.uniform(-0.3, 0.3),
        rng,
        rng.choice(["stamp", "stamp", "stampred"]),
        rng.choice(["circle", "box"]),
    )
    out += pic(st, ll_cm, 3.8)
    out.append(".ad b")
    return out
