"""Pieces shared by the employers' and banks' papers: letterheads, footers, printed names, contracts, words."""

from __future__ import annotations

from .core import Page, ink

AR_KINGDOM_TXT = "المملكة المغربية"

CONTRACT_WORDS = {
    "CDI": ["CDI", "Contrat à durée indéterminée", "Permanent", "C.D.I."],
    "CDD": ["CDD", "Contrat à durée déterminée", "C.D.D."],
    "ANAPEC": ["Contrat d'insertion ANAPEC", "ANAPEC (Idmaj)", "CI - ANAPEC"],
    "INTERIM": ["Intérim (mission)", "Travail temporaire", "Contrat de mission - intérim"],
    "STAGE": ["Stage", "Convention de stage"],
}
CONTRACT_PROSE = {
    "CDI": "dans le cadre d'un contrat de travail à durée indéterminée",
    "CDD": "dans le cadre d'un contrat de travail à durée déterminée",
    "ANAPEC": "dans le cadre d'un contrat d'insertion (programme Idmaj de l'ANAPEC)",
    "INTERIM": "dans le cadre d'un contrat de travail temporaire (intérim)",
    "STAGE": "dans le cadre d'une convention de stage",
}


def contract_word(code: str, k: int) -> str:
    words = CONTRACT_WORDS[code]
    return words[k % len(words)]


def civ(person: dict, long: bool = False) -> str:
    if person["sex"] == "F":
        return "Madame" if long else "Mme"
    return "Monsieur" if long else "M."


def pname(person: dict, style: str) -> str:
    g, f = person["given"], person["family"]
    if style == "given_first":
        return f"{g} {f}"
    if style == "family_first":
        return f"{f} {g}"
    if style == "upper_family_first":
        return f"{f} {g.upper()}"
    if style == "civ":
        return f"{civ(person)} {g} {f}"
    if style == "civ_long":
        return f"{civ(person, True)} {g} {f}"
    if style == "civ_family_first":
        return f"{civ(person)} {f} {g}"
    if style == "title":
        return f"{g} {f.title()}"
    if style == "upper":
        return f"{civ(person).upper().rstrip('.')} {f} {g.upper()}"
    if style == "plain":
        return f"{g} {f.title()}"
    raise ValueError(style)


def emp_name_upper(emp: dict) -> str:
    return emp["name"].upper()


def initials(brand: str) -> str:
    parts = [w for w in brand.replace("&", " ").split() if w[0].isalpha()]
    return "".join(w[0] for w in parts[:3]).upper() if len(parts) > 1 else brand[:3].upper()


def logo(p: Page, x: float, y: float, emp: dict, kind: int, size: float = 14.0):
    """A small invented logo: a disc, a square, stacked bars or a leaf, with initials or the brand."""
    col = emp["color"]
    ini = initials(emp["brand"])
    if kind == 0:
        p.circle(x + size / 2, y + size / 2, size / 2, fc=col, ec="none", zorder=2)
        p.text(
            x + size / 2,
            y + size / 2 + size * 0.12,
            ini,
            size * 0.95,
            emp["font"],
            bold=True,
            ha="center",
            color="white",
        )
    elif kind == 1:  # on a coloured band: a white tile with the initials in the band's colour
        p.rrect(x, y, size, size, r=size * 0.15, fc="white", ec="none", zorder=2)
        p.text(x + size / 2, y + size * 0.68, ini[:2], size * 1.15, emp["font"], bold=True, ha="center", color=col)
    elif kind == 2:
        for i in range(4):
            p.rect(
                x + i * size * 0.26,
                y + size * (0.6 - i * 0.18),
                size * 0.2,
                size * (0.4 + i * 0.18),
                fc=col,
                ec="none",
                alpha=0.55 + i * 0.15,
                zorder=2,
            )
    else:
        p.poly([(x, y + size), (x + size * 0.5, y), (x + size, y + size)], fc=col, zorder=2)
        p.poly(
            [(x + size * 0.25, y + size), (x + size * 0.5, y + size * 0.5), (x + size * 0.75, y + size)],
            fc="white",
            zorder=2.1,
        )


def letterhead(p: Page, emp: dict, style: int, ctx=None) -> float:
    """Draw an employer's letterhead; returns the y where the body may start."""
    col, font = emp["color"], emp["font"]
    if style == 0:  # logo left, brand and address at its right, rule
        logo(p, 18, 12, emp, 0, 16)
        p.text(38, 19, emp["brand"], 15, font, bold=True, color=col)
        p.text(38, 24.5, emp["name"], 8.5, font, color="#333")
        p.text(38, 28.5, " - ".join(emp["address"]), 7.5, font, color="#555")
        p.text(38, 32.2, "Tél. " + emp["phone"], 7.5, font, color="#555")
        p.hline(18, 192, 36, 1.2, col)
        return 48
    if style == 1:  # full coloured band
        p.rect(0, 0, p.w, 26, fc=col, ec="none", zorder=0.5)
        logo(p, 16, 6, emp, 1, 14)
        p.text(34, 15.5, emp["brand"], 17, font, bold=True, color=ink(col))
        p.text(p.w - 16, 11, emp["address"][0], 7.5, font, ha="right", color=ink(col))
        p.text(p.w - 16, 15, emp["address"][1], 7.5, font, ha="right", color=ink(col))
        p.text(p.w - 16, 19, "Tél : " + emp["phone"], 7.5, font, ha="right", color=ink(col))
        return 40
    if style == 2:  # centred, classical
        p.text(p.w / 2, 20, emp["brand"], 20, font, bold=True, ha="center", color=col)
        p.text(p.w / 2, 26.5, emp["name"], 9, font, italic=True, ha="center", color="#333")
        p.text(p.w / 2, 31, ", ".join(emp["address"]), 7.5, font, ha="center", color="#444")
        p.hline(40, 170, 34.5, 0.8, col)
        p.hline(40, 170, 35.5, 0.3, col)
        return 48
    # sidebar
    p.rect(0, 0, 9, p.h, fc=col, ec="none", zorder=0.5)
    logo(p, 18, 12, emp, 3, 13)
    p.text(35, 19, emp["brand"], 14, font, bold=True, color=col)
    p.text(35, 24, emp["address"][0], 7.5, font, color="#444")
    p.text(35, 27.5, emp["address"][1] + "  |  " + emp["phone"], 7.5, font, color="#444")
    return 44


def legal_footer(
    p: Page, emp: dict, ctx, y: float = 284.0, size: float = 6.3, color: str = "#555", with_cnss: bool = True
):
    """The employer's legal mentions at the foot of the page (legal name, capital, RC, IF, ICE, CNSS)."""
    bits = [emp["name"]]
    if emp.get("capital"):
        bits.append(f"au capital de {emp['capital']} DH")
    if emp.get("rc"):
        bits.append(f"RC {emp['city']} n° {emp['rc']}")
    line1 = " - ".join(bits)
    bits2 = []
    if emp.get("if"):
        bits2.append(f"IF {emp['if']}")
    if emp.get("ice"):
        bits2.append(f"ICE {emp['ice']}")
    if emp.get("patente"):
        bits2.append(f"Patente {emp['patente']}")
    if with_cnss and emp.get("cnss"):
        bits2.append(f"CNSS {emp['cnss']}")
        ctx.show("employer_cnss")
    p.hline(18, p.w - 18, y - 4.5, 0.4, "#999")
    p.text(p.w / 2, y, line1, size, emp["font"], ha="center", color=color)
    p.text(p.w / 2, y + size * 0.5, " - ".join(bits2), size, emp["font"], ha="center", color=color)
    ctx.show("employer")


UNITS = [
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
TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _lt100(n: int) -> str:
    if n < 20:
        return UNITS[n]
    t, u = divmod(n, 10)
    if t == 7:
        return "soixante et onze" if u == 1 else "soixante-" + UNITS[10 + u]
    if t == 9:
        return "quatre-vingt-" + UNITS[10 + u]
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + UNITS[u]
    if u == 0:
        return TENS[t]
    if u == 1:
        return TENS[t] + " et un"
    return TENS[t] + "-" + UNITS[u]


def _lt1000(n: int, plural: bool = True) -> str:
    h, r = divmod(n, 100)
    parts = []
    if h:
        parts.append("cent" if h == 1 else UNITS[h] + " cent" + ("s" if r == 0 and plural else ""))
    if r:
        s = _lt100(r)
        if not plural and s.endswith("quatre-vingts"):
            s = s[:-1]
        parts.append(s)
    return " ".join(parts)


def words(n: int) -> str:
    if n == 0:
        return "zéro"
    parts = []
    m, rest = divmod(n, 1_000_000)
    if m:
        parts.append(_lt1000(m) + " million" + ("s" if m > 1 else ""))
    k, u = divmod(rest, 1000)
    if k:
        parts.append("mille" if k == 1 else _lt1000(k, plural=False) + " mille")
    if u:
        parts.append(_lt1000(u))
    return " ".join(parts)


def money_words(v: float) -> str:
    cents = round(v * 100)
    ent, c = divmod(cents, 100)
    s = words(ent) + " dirhams"
    if c:
        s += " et " + words(c) + " centimes"
    return s
