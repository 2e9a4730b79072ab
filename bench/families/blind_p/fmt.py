"""Value formatting and checksums: dates, amounts, MRZ, RIB, payroll arithmetic."""

from __future__ import annotations

import datetime as dt

MOIS = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
MON3 = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def fdate(d: dt.date, style: str) -> str:
    if style == "slash":
        return f"{d.day:02d}/{d.month:02d}/{d.year}"
    if style == "dash":
        return f"{d.day:02d}-{d.month:02d}-{d.year}"
    if style == "dot":
        return f"{d.day:02d}.{d.month:02d}.{d.year}"
    if style == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "mon3":
        return f"{d.day:02d} {MON3[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def _group(intpart: int, sep: str) -> str:
    s = str(intpart)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def famount(x: float, style: str) -> str:
    """Print a non-negative amount: 'sp' 12 345,67 | 'dot' 12.345,67 | 'en' 12,345.67 | 'plain' 12345,67."""
    cents = round(abs(x) * 100)
    i, c = divmod(cents, 100)
    if style == "sp":
        return f"{_group(i, ' ')},{c:02d}"
    if style == "dot":
        return f"{_group(i, '.')},{c:02d}"
    if style == "en":
        return f"{_group(i, ',')}.{c:02d}"
    if style == "plain":
        return f"{i},{c:02d}"
    raise ValueError(style)


# ---------------------------------------------------------------- MRZ


def _val(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - 55


def check_digit(s: str) -> str:
    w = (7, 3, 1)
    return str(sum(_val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def _pad(s: str, n: int) -> str:
    s = s[:n]
    return s + "<" * (n - len(s))


def mrz_name(surname: str, given: str, n: int) -> str:
    sur = surname.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    giv = given.upper().replace(" ", "<").replace("-", "<").replace("'", "")
    return _pad(f"{sur}<<{giv}", n)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def td1(
    code: str,
    issuer: str,
    docnum: str,
    optional1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = _pad(code, 2) + issuer + _pad(docnum, 9) + check_digit(_pad(docnum, 9)) + _pad(optional1, 15)
    l2 = yymmdd(dob) + check_digit(yymmdd(dob)) + sex + yymmdd(expiry) + check_digit(yymmdd(expiry))
    l2 += _pad(nationality, 3) + "<" * 11
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(comp)
    return [l1, l2, mrz_name(surname, given, 30)]


def td3(
    issuer: str,
    docnum: str,
    nationality: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = "P<" + issuer + mrz_name(surname, given, 39)
    pn = _pad(personal, 14)
    l2 = _pad(docnum, 9) + check_digit(_pad(docnum, 9)) + nationality + yymmdd(dob) + check_digit(yymmdd(dob))
    l2 += sex + yymmdd(expiry) + check_digit(yymmdd(expiry)) + pn + check_digit(pn)
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += check_digit(comp)
    return [l1, l2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, l3 = lines
    if not (len(l1) == len(l2) == len(l3) == 30):
        return False
    comp = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    return (
        check_digit(l1[5:14]) == l1[14]
        and check_digit(l2[0:6]) == l2[6]
        and check_digit(l2[8:14]) == l2[14]
        and check_digit(comp) == l2[29]
    )


def td3_valid(lines: list[str]) -> bool:
    l1, l2 = lines
    if not (len(l1) == len(l2) == 44):
        return False
    comp = l2[0:10] + l2[13:20] + l2[21:43]
    return (
        check_digit(l2[0:9]) == l2[9]
        and check_digit(l2[13:19]) == l2[19]
        and check_digit(l2[21:27]) == l2[27]
        and check_digit(l2[28:42]) == l2[42]
        and check_digit(comp) == l2[43]
    )


# ---------------------------------------------------------------- RIB


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    n = bank + city + account
    assert len(n) == 22, n
    return n + rib_key(n)


def rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str) -> str:
    num = int(rib + "2210" + "00")  # M=22, A=10
    return f"MA{98 - num % 97:02d}{rib}"


def rib_grouped(rib: str) -> str:
    return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"


def iban_grouped(rib: str) -> str:
    s = iban(rib)
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- payroll


def income_tax(gross: float, cnss: float, amo: float) -> float:
    fp = min(gross * (0.35 if gross * 12 <= 78000 else 0.25), 2916.67)
    base = max(gross - cnss - amo - fp, 0.0)
    brackets = [
        (3333.33, 0.0, 0.0),
        (5000.0, 0.10, 333.33),
        (6666.67, 0.20, 833.33),
        (8333.33, 0.30, 1500.0),
        (15000.0, 0.34, 1833.33),
        (float("inf"), 0.37, 2283.33),
    ]
    for top, rate, ded in brackets:
        if base <= top:
            return round(max(base * rate - ded, 0.0), 2)
    return 0.0


def payroll(lines: list[tuple[str, float]], public: bool = False, mutuelle: float = 0.0) -> dict:
    """Earnings lines -> gross, deductions lines, net (gross - deductions == net to the cent)."""
    gross = round(sum(a for _, a in lines), 2)
    ded: list[tuple[str, float, str]] = []
    if public:
        cmr = round(gross * 0.14, 2)
        ded.append(("Retenue CMR (pension civile)", cmr, "14,00 %"))
        amo = round(gross * 0.025, 2)
        ded.append(("AMO (CNOPS)", amo, "2,50 %"))
        ir = income_tax(gross, cmr, amo)
    else:
        cnss = round(min(gross, 6000.0) * 0.0448, 2)
        ded.append(("Cotisation CNSS", cnss, "4,48 %"))
        amo = round(gross * 0.0226, 2)
        ded.append(("Cotisation AMO", amo, "2,26 %"))
        ir = income_tax(gross, cnss, amo)
    ded.append(("Impôt sur le revenu (IR)", ir, ""))
    if mutuelle:
        ded.append(("Mutuelle", mutuelle, ""))
    total = round(sum(a for _, a, _ in ded), 2)
    net = round(gross - total, 2)
    return {"earnings": lines, "gross": gross, "deductions": ded, "total_deductions": total, "net": net}
