"""Plain helpers shared by the family's two sides (the venv builder and the Cairo renderer run by /usr/bin/python3).

Only the standard library: dates and amounts in their printed forms, MRZ check digits, RIB keys and IBANs,
French numbers in words.
"""

import unicodedata

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
MONTHS_ABBR = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
MONTHS_AR = ["يناير", "فبراير", "مارس", "أبريل", "ماي", "يونيو", "يوليوز", "غشت", "شتنبر", "أكتوبر", "نونبر", "دجنبر"]


# ---------------------------------------------------------------- dates


def ymd(iso):
    y, m, d = iso.split("-")
    return int(y), int(m), int(d)


def fmt_date(iso, style):
    """An ISO date printed in one of the schema's forms."""
    y, m, d = ymd(iso)
    if style == "slash":
        return f"{d:02d}/{m:02d}/{y}"
    if style == "dot":
        return f"{d:02d}.{m:02d}.{y}"
    if style == "long":
        return f"{d} {MONTHS_FR[m - 1]} {y}"
    if style == "long1er":
        return f"{'1er' if d == 1 else d} {MONTHS_FR[m - 1]} {y}"
    if style == "abbr":
        return f"{d:02d} {MONTHS_ABBR[m - 1]} {y}"
    if style == "iso":
        return iso
    raise ValueError(style)


def fmt_month(period, style):
    """A pay period YYYY-MM printed."""
    y, m = (int(p) for p in period.split("-"))
    if style == "word":
        return f"{MONTHS_FR[m - 1].capitalize()} {y}"
    if style == "upper":
        return f"{MONTHS_FR[m - 1].upper()} {y}"
    if style == "num":
        return f"{m:02d}/{y}"
    if style == "range":
        return f"du 01/{m:02d}/{y} au {month_end(y, m):02d}/{m:02d}/{y}"
    raise ValueError(style)


def month_end(y, m):
    if m == 2:
        return 29 if (y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)) else 28
    return 30 if m in (4, 6, 9, 11) else 31


def add_days(iso, n):
    """ISO date plus n days (n may be negative), with no datetime dependency on locale or time zone."""
    y, m, d = ymd(iso)
    d += n
    while d < 1:
        m -= 1
        if m < 1:
            m, y = 12, y - 1
        d += month_end(y, m)
    while d > month_end(y, m):
        d -= month_end(y, m)
        m += 1
        if m > 12:
            m, y = 1, y + 1
    return f"{y:04d}-{m:02d}-{d:02d}"


# ---------------------------------------------------------------- amounts


def _group(int_part, sep):
    s = str(int_part)
    out = []
    while len(s) > 3:
        out.insert(0, s[-3:])
        s = s[:-3]
    out.insert(0, s)
    return sep.join(out)


def fmt_amount(cents, style="space", sign=True):
    """Amount in cents printed: space '12 345,67', dot '12.345,67', dh '12345.67 DH', mad 'MAD 12 345,67',
    plain '12345.67', comma '12345,67'."""
    neg = cents < 0
    c = abs(cents)
    ip, fp = divmod(c, 100)
    if style == "space":
        s = f"{_group(ip, ' ')},{fp:02d}"
    elif style == "dot":
        s = f"{_group(ip, '.')},{fp:02d}"
    elif style == "dh":
        s = f"{ip}.{fp:02d} DH"
    elif style == "mad":
        s = f"MAD {_group(ip, ' ')},{fp:02d}"
    elif style == "plain":
        s = f"{ip}.{fp:02d}"
    elif style == "comma":
        s = f"{ip},{fp:02d}"
    else:
        raise ValueError(style)
    if neg and sign:
        if style == "mad":
            return "MAD -" + s[4:]
        return "-" + s
    return s


def cents_value(cents):
    """The label value of an amount: a number with 2 decimals."""
    return round(cents / 100.0, 2)


# ---------------------------------------------------------------- MRZ (ICAO 9303)


def mrz_char_value(ch):
    if ch.isdigit():
        return int(ch)
    if "A" <= ch <= "Z":
        return ord(ch) - ord("A") + 10
    if ch == "<":
        return 0
    raise ValueError(f"bad MRZ character {ch!r}")


def check_digit(s):
    weights = (7, 3, 1)
    return str(sum(mrz_char_value(ch) * weights[i % 3] for i, ch in enumerate(s)) % 10)


def mrz_text(s):
    """Upper case, accents removed, anything not A-Z or 0-9 turned into a filler."""
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch)).upper()
    s = s.replace("'", "")
    return "".join(ch if ("A" <= ch <= "Z" or ch.isdigit()) else "<" for ch in s)


def mrz_names(surname, given, width):
    field = mrz_text(surname) + "<<" + mrz_text(given)
    field = field[:width]
    return field + "<" * (width - len(field))


def pad(s, width):
    s = s[:width]
    return s + "<" * (width - len(s))


def mrz_yymmdd(iso):
    return iso[2:4] + iso[5:7] + iso[8:10]


def td1(code, state, number, optional1, dob, sex, expiry, nationality, optional2, surname, given):
    """Three lines of 30 characters."""
    number = pad(number, 9)
    l1 = pad(code, 2) + state + number + check_digit(number) + pad(optional1, 15)
    b, e = mrz_yymmdd(dob), mrz_yymmdd(expiry)
    l2 = b + check_digit(b) + sex + e + check_digit(e) + nationality + pad(optional2, 11)
    composite = l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
    l2 += check_digit(composite)
    l3 = mrz_names(surname, given, 30)
    return [l1, l2, l3]


def td3(state, number, nationality, dob, sex, expiry, personal, surname, given):
    """Two lines of 44 characters (a passport)."""
    l1 = "P<" + state + mrz_names(surname, given, 39)
    number = pad(number, 9)
    b, e = mrz_yymmdd(dob), mrz_yymmdd(expiry)
    personal = pad(personal, 14)
    l2 = number + check_digit(number) + nationality + b + check_digit(b) + sex + e + check_digit(e)
    l2 += personal + check_digit(personal)
    composite = l2[0:10] + l2[13:20] + l2[21:43]
    l2 += check_digit(composite)
    return [l1, l2]


def td1_valid(lines):
    l1, l2, _ = lines
    ok = [
        check_digit(l1[5:14]) == l1[14],
        check_digit(l2[0:6]) == l2[6],
        check_digit(l2[8:14]) == l2[14],
        check_digit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]) == l2[29],
    ]
    return all(ok) and all(len(x) == 30 for x in lines)


def td3_valid(lines):
    l1, l2 = lines
    ok = [
        check_digit(l2[0:9]) == l2[9],
        check_digit(l2[13:19]) == l2[19],
        check_digit(l2[21:27]) == l2[27],
        check_digit(l2[28:42]) == l2[42],
        check_digit(l2[0:10] + l2[13:20] + l2[21:43]) == l2[43],
    ]
    return all(ok) and len(l1) == 44 and len(l2) == 44


# ---------------------------------------------------------------- RIB and IBAN


def rib_key(first22):
    return 97 - (int(first22) * 100 % 97)


def make_rib(bank3, city3, account16):
    first = bank3 + city3 + account16
    assert len(first) == 22 and first.isdigit()
    return first + f"{rib_key(first):02d}"


def rib_valid(rib):
    return len(rib) == 24 and rib.isdigit() and int(rib) % 97 == 0


def iban(rib):
    check = 98 - int(rib + "221000") % 97  # M = 22, A = 10, then "00"
    return f"MA{check:02d}{rib}"


def rib_grouped(rib):
    return f"{rib[0:3]} {rib[3:6]} {rib[6:22]} {rib[22:24]}"


def iban_grouped(code):
    return " ".join(code[i : i + 4] for i in range(0, len(code), 4))


# ---------------------------------------------------------------- numbers in French words

_UNITS = [
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
_TENS = {2: "vingt", 3: "trente", 4: "quarante", 5: "cinquante", 6: "soixante"}


def _below_100(n):
    if n < 20:
        return _UNITS[n]
    t, u = divmod(n, 10)
    if t in (7, 9):
        base = "soixante" if t == 7 else "quatre-vingt"
        rest = _UNITS[10 + u]
        if t == 7 and u == 1:
            return "soixante et onze"
        return f"{base}-{rest}"
    if t == 8:
        return "quatre-vingts" if u == 0 else "quatre-vingt-" + _UNITS[u]
    if u == 0:
        return _TENS[t]
    if u == 1:
        return f"{_TENS[t]} et un"
    return f"{_TENS[t]}-{_UNITS[u]}"


def _below_1000(n):
    h, r = divmod(n, 100)
    if h == 0:
        return _below_100(r)
    head = "cent" if h == 1 else _UNITS[h] + (" cents" if r == 0 else " cent")
    return head if r == 0 else f"{head} {_below_100(r)}"


def words_fr(n):
    if n == 0:
        return "zéro"
    parts = []
    millions, rest = divmod(n, 1_000_000)
    thousands, units = divmod(rest, 1000)
    if millions:
        parts.append("un million" if millions == 1 else _below_1000(millions) + " millions")
    if thousands:
        t = "mille" if thousands == 1 else _below_1000(thousands).replace("cents", "cent") + " mille"
        parts.append(t)
    if units:
        parts.append(_below_1000(units))
    return " ".join(parts)


def amount_words(cents):
    ip, fp = divmod(cents, 100)
    s = words_fr(ip) + " dirhams"
    if fp:
        s += " et " + words_fr(fp) + " centimes"
    return s
