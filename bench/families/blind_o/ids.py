"""Identifiers with check digits: ICAO 9303 MRZ lines, Moroccan RIB keys and MA IBANs."""

from __future__ import annotations

import datetime as dt

_WEIGHTS = (7, 3, 1)


def _value(ch: str) -> int:
    if ch.isdigit():
        return int(ch)
    if "A" <= ch <= "Z":
        return ord(ch) - 55
    if ch == "<":
        return 0
    raise ValueError(f"not an MRZ character: {ch!r}")


def check_digit(field: str) -> str:
    return str(sum(_value(c) * _WEIGHTS[i % 3] for i, c in enumerate(field)) % 10)


def yymmdd(d: dt.date) -> str:
    return d.strftime("%y%m%d")


def pad(text: str, width: int) -> str:
    if len(text) > width:
        raise ValueError(f"MRZ field too long: {text!r} > {width}")
    return text + "<" * (width - len(text))


def mrz_name(surname: str, given: str) -> str:
    def part(s: str) -> str:
        return "<".join(s.upper().replace("-", " ").replace("'", " ").split())

    return f"{part(surname)}<<{part(given)}"


def td1(
    doc_code: str,
    issuer: str,
    number: str,
    optional1: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    optional2: str,
    surname: str,
    given: str,
) -> list[str]:
    """Three lines of 30 (identity cards, residence permits)."""
    num = pad(number, 9)
    line1 = pad(doc_code, 2) + pad(issuer, 3) + num + check_digit(num) + pad(optional1, 15)
    b, e = yymmdd(birth), yymmdd(expiry)
    head = b + check_digit(b) + sex + e + check_digit(e) + pad(nationality, 3) + pad(optional2, 11)
    composite = line1[5:30] + head[0:7] + head[8:15] + head[18:29]
    line2 = head + check_digit(composite)
    line3 = pad(mrz_name(surname, given), 30)
    return [line1, line2, line3]


def td3(
    issuer: str,
    number: str,
    birth: dt.date,
    sex: str,
    expiry: dt.date,
    nationality: str,
    personal: str,
    surname: str,
    given: str,
) -> list[str]:
    """Two lines of 44 (passports)."""
    line1 = pad("P<" + pad(issuer, 3) + mrz_name(surname, given), 44)
    num = pad(number, 9)
    b, e = yymmdd(birth), yymmdd(expiry)
    pers = pad(personal, 14)
    pcheck = check_digit(pers) if personal else "<"
    body = num + check_digit(num) + pad(nationality, 3) + b + check_digit(b) + sex + e + check_digit(e) + pers + pcheck
    composite = body[0:10] + body[13:20] + body[21:43]
    return [line1, body + check_digit(composite)]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    return (
        len(lines) == 3
        and all(len(x) == 30 for x in lines)
        and check_digit(l1[5:14]) == l1[14]
        and check_digit(l2[0:6]) == l2[6]
        and check_digit(l2[8:14]) == l2[14]
        and check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    )


def td3_valid(lines: list[str]) -> bool:
    l2 = lines[1]
    pers_ok = (l2[42] == "<" and set(l2[28:42]) == {"<"}) or check_digit(l2[28:42]) == l2[42]
    return (
        len(lines) == 2
        and all(len(x) == 44 for x in lines)
        and check_digit(l2[0:9]) == l2[9]
        and check_digit(l2[13:19]) == l2[19]
        and check_digit(l2[21:27]) == l2[27]
        and pers_ok
        and check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    )


def rib_key(first22: str) -> str:
    if len(first22) != 22 or not first22.isdigit():
        raise ValueError(first22)
    return f"{97 - (int(first22) * 100) % 97:02d}"


def make_rib(bank: str, city: str, account: str) -> str:
    first = bank + city + account
    return first + rib_key(first)


def rib_ok(rib: str) -> bool:
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib: str) -> str:
    check = 98 - int(rib + "2210" + "00") % 97
    return f"MA{check:02d}{rib}"


def iban_ok(code: str) -> bool:
    s = code.replace(" ", "")
    moved = s[4:] + s[:4]
    digits = "".join(str(int(c, 36)) for c in moved)
    return s.startswith("MA") and len(s) == 28 and int(digits) % 97 == 1


def grouped(s: str, size: int = 4) -> str:
    return " ".join(s[i : i + size] for i in range(0, len(s), size))
