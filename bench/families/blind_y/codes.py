"""Check digits and printed forms: ICAO 9303 MRZs, Moroccan RIB keys and IBANs, French amounts and dates."""

from __future__ import annotations

import datetime as dt

MONTHS_FR = [
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
MONTHS_EN_ABBR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


# -- ICAO 9303 ------------------------------------------------------------------------------------------------------
def mrz_value(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if ch == "<":
        return 0
    return ord(ch) - ord("A") + 10


def check_digit(field: str) -> str:
    weights = (7, 3, 1)
    return str(sum(mrz_value(ch) * weights[i % 3] for i, ch in enumerate(field)) % 10)


def mrz_field(text: str, length: int) -> str:
    cleaned = "".join(ch if ch.isalnum() else "<" for ch in text.upper())
    if len(cleaned) > length:
        raise ValueError(f"MRZ field too long: {text!r} > {length}")
    return cleaned.ljust(length, "<")


def mrz_name(family: str, given: str, length: int) -> str:
    """SURNAME<<GIVEN<NAMES, truncated to the zone's width."""
    raw = f"{family}<<{given}".upper()
    cleaned = "".join(ch if ch.isalnum() or ch == "<" else "<" for ch in raw)
    return cleaned[:length].ljust(length, "<")


def yymmdd(day: dt.date) -> str:
    return day.strftime("%y%m%d")


def td1(
    code: str,
    state: str,
    number: str,
    optional1: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    optional2: str,
    family: str,
    given: str,
) -> list[str]:
    """Three lines of 30 (identity cards, residence permits)."""
    num = mrz_field(number, 9)
    line1 = mrz_field(code, 2) + mrz_field(state, 3) + num + check_digit(num) + mrz_field(optional1, 15)
    birth_s, expiry_s = yymmdd(birth), yymmdd(expiry)
    opt2 = mrz_field(optional2, 11)
    head = birth_s + check_digit(birth_s) + sex + expiry_s + check_digit(expiry_s) + mrz_field(nationality, 3) + opt2
    composite = line1[5:30] + birth_s + check_digit(birth_s) + expiry_s + check_digit(expiry_s) + opt2
    line2 = head + check_digit(composite)
    line3 = mrz_name(family, given, 30)
    assert len(line1) == len(line2) == len(line3) == 30
    return [line1, line2, line3]


def td3(
    state: str,
    number: str,
    nationality: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    personal: str,
    family: str,
    given: str,
) -> list[str]:
    """Two lines of 44 (passports)."""
    line1 = "P<" + mrz_field(state, 3) + mrz_name(family, given, 39)
    num = mrz_field(number, 9)
    birth_s, expiry_s = yymmdd(birth), yymmdd(expiry)
    pers = mrz_field(personal, 14)
    part_num = num + check_digit(num)
    part_birth = birth_s + check_digit(birth_s)
    part_exp = expiry_s + check_digit(expiry_s)
    part_pers = pers + check_digit(pers)
    composite = part_num + part_birth + part_exp + part_pers
    line2 = part_num + mrz_field(nationality, 3) + part_birth + sex + part_exp + part_pers + check_digit(composite)
    assert len(line1) == len(line2) == 44
    return [line1, line2]


def td1_valid(lines: list[str]) -> bool:
    l1, l2 = lines[0], lines[1]
    ok = check_digit(l1[5:14]) == l1[14] and check_digit(l2[0:6]) == l2[6] and check_digit(l2[8:14]) == l2[14]
    return ok and check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    parts = [(0, 9, 9), (13, 19, 19), (21, 27, 27), (28, 42, 42)]
    ok = all(check_digit(l2[a:b]) == l2[c] for a, b, c in parts)
    return ok and check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]


# -- RIB / IBAN -----------------------------------------------------------------------------------------------------
def rib_key(first22: str) -> str:
    assert len(first22) == 22 and first22.isdigit()
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    first = bank + city + account
    return first + rib_key(first)


def rib_valid(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str, country: str = "MA") -> str:
    letters = "".join(str(ord(ch) - ord("A") + 10) for ch in country)
    check = 98 - int(rib + letters + "00") % 97
    return f"{country}{check:02d}{rib}"


def grouped(text: str, size: int = 4) -> str:
    return " ".join(text[i : i + size] for i in range(0, len(text), size))


def rib_groups(rib: str) -> str:
    """The usual printed form: bank, city, account, key."""
    return f"{rib[0:3]} {rib[3:6]} {rib[6:22]} {rib[22:24]}"


# -- amounts --------------------------------------------------------------------------------------------------------
def cents(value: float) -> int:
    return round(value * 100)


def money(value: float, sep: str = " ", dec: str = ",", sign: str = "-") -> str:
    """French format: 12 345,67 (sep is the thousands separator; sign '' drops the minus)."""
    total = abs(cents(value))
    units, hundredths = divmod(total, 100)
    digits = f"{units:,}".replace(",", sep)
    text = f"{digits}{dec}{hundredths:02d}"
    return (sign + text) if value < 0 and sign else text


# -- dates ----------------------------------------------------------------------------------------------------------
def d_slash(day: dt.date) -> str:
    return day.strftime("%d/%m/%Y")


def d_dot(day: dt.date) -> str:
    return day.strftime("%d.%m.%Y")


def d_dash(day: dt.date) -> str:
    return day.strftime("%d-%m-%Y")


def d_long(day: dt.date) -> str:
    first = "1er" if day.day == 1 else str(day.day)
    return f"{first} {MONTHS_FR[day.month - 1]} {day.year}"


def d_long_plain(day: dt.date) -> str:
    return f"{day.day:02d} {MONTHS_FR[day.month - 1]} {day.year}"


def d_en_passport(day: dt.date) -> str:
    return f"{day.day:02d} {MONTHS_EN_ABBR[day.month - 1]} {day.year}"


def d_short(day: dt.date) -> str:
    return day.strftime("%d/%m/%y")


def month_label(year: int, month: int) -> str:
    return f"{MONTHS_FR[month - 1].capitalize()} {year}"


def month_end(year: int, month: int) -> dt.date:
    nxt = dt.date(year + (month == 12), month % 12 + 1, 1)
    return nxt - dt.timedelta(days=1)
