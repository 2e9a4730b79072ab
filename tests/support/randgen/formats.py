"""How values are printed: dates, amounts, names, periods, each form drawn per document."""

from __future__ import annotations

import calendar
import random
from dataclasses import dataclass

from tests.support.docgen import amount_words

FR_MONTHS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
             "novembre", "décembre")  # fmt: skip
FR_ABBR = ("janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.")
EN_MONTHS = tuple(calendar.month_name[m] for m in range(1, 13))
EN_ABBR = tuple(calendar.month_abbr[m] for m in range(1, 13))
AR_MONTHS = ("يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر")


def weighted(rng: random.Random, options: tuple[tuple[object, int], ...]) -> object:
    total = sum(w for _, w in options)
    r = rng.uniform(0, total)
    for value, w in options:
        r -= w
        if r <= 0:
            return value
    return options[-1][0]


def _ymd(iso: str) -> tuple[int, int, int]:
    y, m, d = (int(p) for p in iso.split("-"))
    return y, m, d


# dates --------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DateForm:
    kind: str  # dmy | ymd | fr_words | fr_abbr | en_words | en_us | en_abbr
    sep: str = "/"
    year2: bool = False
    pad: bool = True
    first: bool = True  # "1er" for the first of the month in French words
    case: str = "lower"  # the month's case in words: lower | title | upper

    def __call__(self, iso: str) -> str:
        y, m, d = _ymd(iso)
        year = f"{y % 100:02d}" if self.year2 else str(y)
        day = f"{d:02d}" if self.pad else str(d)
        if self.kind == "dmy":
            return f"{day}{self.sep}{m:02d}{self.sep}{year}" if self.pad else f"{d}{self.sep}{m}{self.sep}{year}"
        if self.kind == "ymd":
            return f"{y}{self.sep}{m:02d}{self.sep}{d:02d}"
        if self.kind == "fr_words":
            day = "1er" if d == 1 and self.first else day
            return f"{day} {self._case(FR_MONTHS[m - 1])} {year}"
        if self.kind == "fr_abbr":
            return f"{day} {self._case(FR_ABBR[m - 1])} {year}"
        if self.kind == "en_words":
            return f"{day} {self._case(EN_MONTHS[m - 1])} {year}"
        if self.kind == "en_us":
            return f"{self._case(EN_MONTHS[m - 1])} {d}, {year}"
        if self.kind == "en_abbr":
            return f"{day}{self.sep}{self._case(EN_ABBR[m - 1])}{self.sep}{year}"
        raise ValueError(self.kind)

    def _case(self, month: str) -> str:
        return {"lower": month, "title": month[:1].upper() + month[1:], "upper": month.upper()}[self.case]

    def describe(self) -> str:
        return self("2019-03-01")


def draw_date_form(rng: random.Random, lang: str) -> DateForm:
    if lang == "en":
        kind = weighted(rng, (("dmy", 4), ("en_words", 3), ("en_us", 3), ("en_abbr", 2), ("ymd", 1)))
    else:
        kind = weighted(rng, (("dmy", 10), ("fr_words", 4), ("fr_abbr", 1), ("ymd", 1), ("en_abbr", 1)))
    sep = "/"
    if kind == "dmy":
        sep = str(weighted(rng, (("/", 8), ("-", 2), (".", 2))))
    elif kind == "ymd":
        sep = str(weighted(rng, (("-", 4), ("/", 1))))
    elif kind == "en_abbr":
        sep = rng.choice((" ", "-"))
    year2 = kind == "dmy" and rng.random() < 0.12
    case = "title" if kind == "en_us" or (kind == "en_words" and rng.random() < 0.8) else "lower"
    if kind in ("en_abbr",):
        case = rng.choice(("title", "upper"))
    if kind in ("fr_words", "fr_abbr") and rng.random() < 0.35:
        case = rng.choice(("title", "upper"))
    return DateForm(str(kind), sep, year2, rng.random() < 0.85, rng.random() < 0.7, case)


def card_date_form(rng: random.Random) -> DateForm:
    """Dates on ID cards: '12.03.1988', '12 03 1988', '12/03/1988'."""
    return DateForm("dmy", str(weighted(rng, ((".", 5), (" ", 2), ("/", 3)))), False, True)


# amounts ------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class AmountForm:
    thousands: str
    decimal: str
    currency: str  # "" for none
    before: bool = False  # the currency before the figure
    neg: str = "minus"  # minus | trailing | parens | D

    def __call__(self, value: float, *, currency: bool = False, signed: bool = True) -> str:
        whole, cents = f"{abs(value):.2f}".split(".")
        groups: list[str] = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        text = f"{self.thousands.join(groups)}{self.decimal}{cents}"
        if signed and value < 0:
            text = {"minus": f"-{text}", "trailing": f"{text}-", "parens": f"({text})", "D": f"{text} D"}[self.neg]
        if currency and self.currency:
            text = f"{self.currency} {text}" if self.before else f"{text} {self.currency}"
        return text

    def describe(self) -> str:
        return self(-12345.6, currency=True)


def draw_amount_form(rng: random.Random, lang: str) -> AmountForm:
    if lang == "en":
        thousands, decimal = weighted(rng, (((",", "."), 6), ((" ", "."), 1), (("", "."), 1), ((" ", ","), 1)))
    else:
        thousands, decimal = weighted(
            rng, (((" ", ","), 8), ((".", ","), 3), (("", ","), 2), ((",", "."), 2), (("", "."), 1), ((" ", "."), 1))
        )
    currency = str(weighted(rng, (("DH", 5), ("MAD", 4), ("Dhs", 2), ("DHS", 1), ("Dh", 1), ("", 3))))
    before = currency == "MAD" and rng.random() < 0.4
    neg = str(weighted(rng, (("minus", 6), ("trailing", 1), ("parens", 2), ("D", 1))))
    return AmountForm(str(thousands), str(decimal), currency, before, neg)


def words(value: float) -> str:
    return amount_words(value)


# names --------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class NameForm:
    order: str  # gf (Given FAMILY) | fg (FAMILY Given)
    case: str  # upper | family_upper | title
    comma: bool = False  # "FAMILY, Given"

    def __call__(self, given: str, family: str) -> str:
        if self.case == "upper":
            g, f = given.upper(), family.upper()
        elif self.case == "family_upper":
            g, f = given, family.upper()
        else:
            g, f = given, family
        if self.order == "gf":
            return f"{g} {f}"
        return f"{f}, {g}" if self.comma else f"{f} {g}"

    def describe(self) -> str:
        return self("Given", "Family")


def draw_name_form(rng: random.Random) -> NameForm:
    order = rng.choice(("gf", "fg"))
    case = str(weighted(rng, (("upper", 4), ("family_upper", 4), ("title", 2))))
    return NameForm(order, case, order == "fg" and rng.random() < 0.12)


def civility(rng: random.Random, female: bool, lang: str, *, long: bool | None = None) -> str:
    if lang == "en":
        return rng.choice(("Ms.", "Mrs.", "Ms")) if female else rng.choice(("Mr.", "Mr"))
    if long is None:
        long = rng.random() < 0.4
    if long:
        return "Madame" if female else "Monsieur"
    return rng.choice(("Mme", "Mme", "Mlle")) if female else rng.choice(("M.", "M.", "Mr"))


# periods ------------------------------------------------------------------------------------------------------
def last_day(year: int, month: int) -> int:
    return calendar.monthrange(year, month)[1]


@dataclass(frozen=True)
class PeriodForm:
    kind: str  # words | upper | abbr | numeric | iso | range | en
    sep: str = "/"

    def __call__(self, ym: str, dates: DateForm | None = None) -> str:
        y, m = (int(p) for p in ym.split("-"))
        if self.kind == "words":
            return f"{FR_MONTHS[m - 1].capitalize()} {y}"
        if self.kind == "upper":
            return f"{FR_MONTHS[m - 1].upper()} {y}"
        if self.kind == "abbr":
            return f"{FR_ABBR[m - 1].capitalize()} {y}"
        if self.kind == "numeric":
            return f"{m:02d}{self.sep}{y}"
        if self.kind == "iso":
            return f"{y}{self.sep}{m:02d}"
        if self.kind == "en":
            return f"{EN_MONTHS[m - 1]} {y}"
        if self.kind == "en_abbr":
            return f"{EN_ABBR[m - 1].upper()}-{y}"
        if self.kind == "range":
            d = dates or DateForm("dmy")
            return f"{d(f'{y:04d}-{m:02d}-01')} - {d(f'{y:04d}-{m:02d}-{last_day(y, m):02d}')}"
        raise ValueError(self.kind)


def draw_period_form(rng: random.Random, lang: str) -> PeriodForm:
    if lang == "en":
        kind = weighted(rng, (("en", 5), ("numeric", 2), ("en_abbr", 1), ("range", 1)))
    else:
        kind = weighted(rng, (("words", 6), ("upper", 3), ("numeric", 3), ("abbr", 1), ("iso", 1), ("range", 1)))
    sep = rng.choice(("/", "-", ".")) if kind == "numeric" else rng.choice(("-", "/"))
    return PeriodForm(str(kind), sep)


# labels -------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LabelForm:
    case: str  # as | upper | title | lower
    suffix: str  # " :" | ":" | "" | " ." (dotted leader drawn by the block)

    def __call__(self, label: str) -> str:
        if self.case == "upper":
            label = label.upper()
        elif self.case == "title":
            label = " ".join(w[:1].upper() + w[1:] if len(w) > 3 else w for w in label.split(" "))
        elif self.case == "lower":
            label = label[:1].lower() + label[1:] if not label[:2].isupper() else label
        return label + (self.suffix if self.suffix != " ." else "")

    @property
    def leader(self) -> bool:
        return self.suffix == " ."


def draw_label_form(rng: random.Random, lang: str) -> LabelForm:
    case = str(weighted(rng, (("as", 6), ("upper", 3), ("title", 2), ("lower", 1))))
    suffix = str(weighted(rng, ((" :", 5 if lang != "en" else 1), (":", 4), ("", 3), (" .", 1))))
    return LabelForm(case, suffix)


def iban(rib: str, grouped: bool = True) -> str:
    check = 98 - int(rib + "221000") % 97
    number = f"MA{check:02d}{rib}"
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4)) if grouped else number


def rib_text(rib: str, style: str) -> str:
    """A RIB as printed: whole, in its 3/3/16/2 parts, or in groups of four."""
    if style == "whole":
        return rib
    if style == "parts":
        return f"{rib[:3]} {rib[3:6]} {rib[6:22]} {rib[22:]}"
    if style == "parts4":
        acc = rib[6:22]
        return f"{rib[:3]} {rib[3:6]} {' '.join(acc[i : i + 4] for i in range(0, 16, 4))} {rib[22:]}"
    if style == "dashes":
        return f"{rib[:3]}-{rib[3:6]}-{rib[6:22]}-{rib[22:]}"
    raise ValueError(style)


def phone(rng: random.Random, mobile: bool = False) -> str:
    head = rng.choice(("06", "07")) if mobile else rng.choice(("05 22", "05 37", "05 39", "05 24", "05 35", "05 28"))
    digits = [f"{rng.randint(0, 99):02d}" for _ in range(4 if mobile else 3)]
    text = f"{head} {' '.join(digits)}"
    return rng.choice((text, text.replace(" ", ".") if not mobile else text, "+212 " + text[1:]))
