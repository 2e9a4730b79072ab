"""A person's value for a field: checked as extraction checks what it reads, and put in the form the reader gives.

Each field's kind comes from the lexicon (`lexicon.toml`): a date is an ISO date, an amount a number (negative for
a debit balance), a CIN one or two letters and digits, a RIB 24 digits whose key holds, a CNSS number its digits, a
contract one of the lexicon's codes, a country three letters. Pure: no I/O.
"""

from __future__ import annotations

import math
import re
from datetime import date
from typing import Any

from casefile.domain.documents.lexicon import lexicon
from casefile.domain.documents.model import AMOUNT_FIELDS
from casefile.domain.documents.values import code_key, rib_key

MAX_TEXT = 300  # characters of a text value (a name, an employer, an address)
MAX_AMOUNT = 1e12
_CIN = re.compile(r"[A-Z]{1,2}\d{3,7}")
_DOCUMENT_NUMBER = re.compile(r"[A-Z0-9]{5,20}")
_COUNTRY = re.compile(r"[A-Z]{3}|D")  # ICAO 9303's codes: three letters, and Germany's 'D'
_PERIOD = re.compile(r"(\d{4})-(\d{2})")
_CNSS_DIGITS = {"cnss7": 7, "cnss9": 9}


class UnknownField(Exception):
    """No document type defines a field of this name."""


class InvalidValue(Exception):
    """The value is not of its field's type; the message says why."""


def defined_fields() -> frozenset[str]:
    """The fields some document type defines (the lexicon's helper fields, `_deductions` and the like, are not)."""
    return frozenset(name for spec in lexicon().types.values() for name in spec.fields if not name.startswith("_"))


def check(field_name: str, value: Any) -> Any:
    """`value` in the form extraction gives the field, or InvalidValue; UnknownField for a field no type defines."""
    if field_name not in defined_fields():
        raise UnknownField(field_name)
    if value is None:
        raise InvalidValue(f"{field_name} needs a value.")
    kind = lexicon().kind(field_name)
    if kind == "date":
        return _date(field_name, value)
    if kind == "amount" or field_name in AMOUNT_FIELDS:
        return _amount(field_name, value)
    if kind == "mrz":
        if not isinstance(value, bool):
            raise InvalidValue(f"{field_name} is true or false.")
        return value
    text = _text(field_name, value)
    if kind == "cin":
        code = code_key(text)
        if not _CIN.fullmatch(code):
            raise InvalidValue(f"{field_name} is one or two letters then digits, e.g. BE123456.")
        return code
    if kind == "rib":
        digits = code_key(text)
        if not re.fullmatch(r"\d{24}", digits):
            raise InvalidValue(f"{field_name} is 24 digits.")
        if rib_key(digits[:22]) != digits[22:]:
            raise InvalidValue(f"{field_name}'s key (its last two digits) does not match its first 22 digits.")
        return digits
    if kind in _CNSS_DIGITS:
        digits = code_key(text)
        if not re.fullmatch(rf"\d{{{_CNSS_DIGITS[kind]}}}", digits):
            raise InvalidValue(f"{field_name} is {_CNSS_DIGITS[kind]} digits.")
        return digits
    if kind == "period":
        match = _PERIOD.fullmatch(text)
        if not match or not 1 <= int(match.group(2)) <= 12:
            raise InvalidValue(f"{field_name} is a month, YYYY-MM.")
        return text
    if kind == "contract":
        codes = sorted(set(lexicon().contracts.values()))
        code = text.upper()
        if code not in codes:
            raise InvalidValue(f"{field_name} is one of {', '.join(codes)}.")
        return code
    if kind == "country":
        code = text.upper()
        if not _COUNTRY.fullmatch(code):
            raise InvalidValue(f"{field_name} is a three-letter country code (ICAO 9303), e.g. MAR.")
        return code
    if kind == "document_number":
        code = code_key(text)
        if not _DOCUMENT_NUMBER.fullmatch(code):
            raise InvalidValue(f"{field_name} is 5 to 20 letters and digits.")
        return code
    if kind == "person" and any(ch.isdigit() for ch in text):
        raise InvalidValue(f"{field_name} is a person's name: no digits.")
    return text


def _text(field_name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidValue(f"{field_name} is text.")
    text = " ".join(value.split())
    if not text:
        raise InvalidValue(f"{field_name} needs a value.")
    if len(text) > MAX_TEXT:
        raise InvalidValue(f"{field_name} is at most {MAX_TEXT} characters.")
    return text


def _date(field_name: str, value: Any) -> str:
    if not isinstance(value, str):
        raise InvalidValue(f"{field_name} is a date, YYYY-MM-DD.")
    try:
        day = date.fromisoformat(value.strip())
    except ValueError:
        raise InvalidValue(f"{field_name} is a date, YYYY-MM-DD.") from None
    if not 1900 <= day.year <= 2100:
        raise InvalidValue(f"{field_name} is a date between 1900 and 2100.")
    return day.isoformat()


def _amount(field_name: str, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidValue(f"{field_name} is an amount: a number (negative for a debit).")
    amount = float(value)
    if not math.isfinite(amount) or abs(amount) >= MAX_AMOUNT:
        raise InvalidValue(f"{field_name} is an amount below {MAX_AMOUNT:.0e} in size.")
    return round(amount, 2)
