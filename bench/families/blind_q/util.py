"""Small helpers: MRZ check digits, RIB keys, amounts and dates in the ways documents print them."""

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


def mrz_digit(s: str) -> str:
    weights = (7, 3, 1)
    total = 0
    for i, ch in enumerate(s):
        if ch.isdigit():
            v = int(ch)
        elif ch.isalpha():
            v = ord(ch.upper()) - 55
        else:
            v = 0
        total += v * weights[i % 3]
    return str(total % 10)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def mrz_name(surname: str, given: str, width: int) -> str:
    s = surname.upper().replace(" ", "<").replace("-", "<") + "<<" + given.upper().replace(" ", "<").replace("-", "<")
    return (s + "<" * width)[:width]


def td1(
    code: str,
    country: str,
    docnum: str,
    optional1: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    surname: str,
    given: str,
    optional2: str = "",
) -> list[str]:
    l1 = (code + "<<")[:2] + country + docnum + mrz_digit(docnum) + (optional1 + "<" * 15)[:15]
    dob_s, exp_s = yymmdd(dob), yymmdd(expiry)
    l2_head = dob_s + mrz_digit(dob_s) + sex + exp_s + mrz_digit(exp_s) + nationality + (optional2 + "<" * 11)[:11]
    composite = l1[5:30] + l2_head[0:7] + l2_head[8:15] + l2_head[18:29]
    l2 = l2_head + mrz_digit(composite)
    l3 = mrz_name(surname, given, 30)
    return [l1, l2, l3]


def td3(
    country: str,
    docnum: str,
    nationality: str,
    dob: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    surname: str,
    given: str,
) -> list[str]:
    l1 = "P<" + country + mrz_name(surname, given, 39)
    doc = (docnum + "<" * 9)[:9]
    dob_s, exp_s = yymmdd(dob), yymmdd(expiry)
    pers = (personal + "<" * 14)[:14]
    pers_cd = mrz_digit(pers) if personal else "<"
    body = (
        doc + mrz_digit(doc) + nationality + dob_s + mrz_digit(dob_s) + sex + exp_s + mrz_digit(exp_s) + pers + pers_cd
    )
    composite = body[0:10] + body[13:20] + body[21:43]
    return [l1, body + mrz_digit(composite)]


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    head = bank + city + account
    assert len(head) == 22
    return head + rib_key(head)


def rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str) -> str:
    num = int(rib + "221000")  # M=22, A=10, then 00
    check = 98 - num % 97
    return f"MA{check:02d}{rib}"


def group(s: str, n: int = 4) -> str:
    return " ".join(s[i : i + n] for i in range(0, len(s), n))


def amount(v: float, style: str = "fr") -> str:
    """Format an amount: fr '12 345,67', dot '12.345,67', en '12,345.67', plain '12345.67'."""
    neg = v < 0
    cents = round(abs(v) * 100)
    whole, frac = divmod(cents, 100)
    digits = f"{whole:,}"
    if style == "fr":
        s = digits.replace(",", "\u202f").replace("\u202f", " ") + f",{frac:02d}"
    elif style == "dot":
        s = digits.replace(",", ".") + f",{frac:02d}"
    elif style == "en":
        s = digits + f".{frac:02d}"
    else:
        s = f"{whole}.{frac:02d}"
    return ("-" if neg else "") + s


def fdate(d: dt.date, style: str) -> str:
    if style == "slash":
        return d.strftime("%d/%m/%Y")
    if style == "dash":
        return d.strftime("%d-%m-%Y")
    if style == "dot":
        return d.strftime("%d.%m.%Y")
    if style == "long":
        return f"{d.day} {MOIS[d.month - 1]} {d.year}"
    if style == "en":
        return f"{MONTHS[d.month - 1]} {d.day}, {d.year}"
    if style == "mon":
        return f"{d.day:02d} {MON3[d.month - 1]} {d.year}"
    if style == "iso":
        return d.isoformat()
    raise ValueError(style)


def month_fr(year: int, month: int) -> str:
    return f"{MOIS[month - 1].capitalize()} {year}"


def last_day(year: int, month: int) -> dt.date:
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)
