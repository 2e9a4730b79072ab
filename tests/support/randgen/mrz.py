"""Machine-readable zones (ICAO 9303) with valid check digits: TD1 for the CNIE, TD3 for passports."""

from __future__ import annotations

from casefile.domain.documents.mrz import check_digit as mrz_check_digit
from tests.support.randgen.wording import strip_accents


def mrz_name(text: str) -> str:
    return "".join(c if c.isalpha() else "<" for c in strip_accents(text).upper())


def _yymmdd(iso: str) -> str:
    return iso.replace("-", "")[2:]


def td1(*, code: str, number: str, cin: str, dob: str, sex: str, expiry: str, family: str, given: str) -> list[str]:
    """A CNIE's three lines of 30: line 1 is the document code ("ID" or "I<"), MAR, the document number (the 2020
    card's own 9-character number, or the older card's CIN) and its check digit, then the optional data (the CIN on
    the 2020 card, empty on the older one)."""
    doc = number.ljust(9, "<")[:9]
    line1 = (code + "MAR" + doc + mrz_check_digit(doc) + cin.ljust(15, "<"))[:30]
    birth, exp = _yymmdd(dob), _yymmdd(expiry)
    head = birth + mrz_check_digit(birth) + sex + exp + mrz_check_digit(exp) + "MAR" + "<" * 11
    composite = mrz_check_digit(line1[5:30] + head[0:7] + head[8:15] + head[18:29])
    line3 = (mrz_name(family) + "<<" + mrz_name(given)).ljust(30, "<")[:30]
    return [line1, head + composite, line3]


def td3(
    *,
    country: str,
    number: str,
    nationality: str,
    dob: str,
    sex: str,
    expiry: str,
    personal: str,
    family: str,
    given: str,
) -> list[str]:
    line1 = ("P<" + country + mrz_name(family) + "<<" + mrz_name(given)).ljust(44, "<")[:44]
    num = number.ljust(9, "<")[:9]
    birth, exp = _yymmdd(dob), _yymmdd(expiry)
    pers = personal.ljust(14, "<")[:14]
    body = (
        num
        + mrz_check_digit(num)
        + nationality
        + birth
        + mrz_check_digit(birth)
        + sex
        + exp
        + mrz_check_digit(exp)
        + pers
        + mrz_check_digit(pers)
    )
    return [line1, body + mrz_check_digit(body[0:10] + body[13:20] + body[21:43])]


def td1_valid(lines: list[str]) -> bool:
    l1, l2, _ = lines
    return (
        mrz_check_digit(l1[5:14]) == l1[14]
        and mrz_check_digit(l2[0:6]) == l2[6]
        and mrz_check_digit(l2[8:14]) == l2[14]
        and mrz_check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29]
    )


def td3_valid(lines: list[str]) -> bool:
    _, l2 = lines
    return (
        mrz_check_digit(l2[0:9]) == l2[9]
        and mrz_check_digit(l2[13:19]) == l2[19]
        and mrz_check_digit(l2[21:27]) == l2[27]
        and mrz_check_digit(l2[28:42]) == l2[42]
        and mrz_check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43]
    )
