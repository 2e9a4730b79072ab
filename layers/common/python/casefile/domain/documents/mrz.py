"""ICAO 9303 machine-readable zones: the fields of a TD1, TD2, TD3, MRV-A or MRV-B zone, every check digit verified.

`parse` reads exact lines. `read` finds the zone in noisy OCR output and corrects it before reading. It fixes line
lengths where a run of fillers was miscounted, and it corrects characters by field type. It changes a character
under a check digit only when the check then holds, with at most two changes for each check. Filler is never part
of a name.

    >>> from datetime import date
    >>> zone = parse(["P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
    ...               "L898902C36UTO7408122F1204159ZE184226B<<<<<10"], today=date(2010, 1, 1))
    >>> zone.document_number, zone.birth_date, zone.valid
    ('L898902C3', datetime.date(1974, 8, 12), True)
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date

from casefile.domain.documents.names import FAMILY_PARTICLES, GIVEN_NAMES

__all__ = ["CIN", "FORMATS", "Mrz", "MrzReading", "birth_date", "check_digit", "clean_name_field", "expiry_date",
           "parse", "read"]  # fmt: skip

_VALUES = {**{str(d): d for d in range(10)}, **{chr(65 + i): 10 + i for i in range(26)}, "<": 0}
_ALPHABET = frozenset(_VALUES)
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_DIGITS = "0123456789"
_WILD = "?"  # a character that OCR lost, inserted where a line was one short
CIN = re.compile(r"[A-Z]{1,2}\d{1,6}")
# What OCR text of a zone is written in: the MRZ's alphabet, and '«', which the page pass reads '<' as.
OCR_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<\u00ab")
# Check digits that must hold for lines to be taken for a zone: one may hold by chance in any text (a table header
# in capitals read with the MRZ alphabet).
ZONE_CHECKS = 2

# OCR-B's confusions. In a digit field a letter is read as the digit it resembles.
_DIGIT_FOR = {"O": "0", "Q": "0", "D": "0", "U": "0", "I": "1", "L": "1", "J": "1", "T": "17", "Z": "2", "S": "5",
              "G": "6", "B": "8", "A": "4"}  # fmt: skip
# In a letter field it is the reverse.
_LETTER_FOR = {"0": "O", "1": "I", "2": "Z", "4": "A", "5": "S", "6": "G", "7": "T", "8": "B"}
# The first letters of a Moroccan CIN read as digits, the likeliest first.
_CIN_LETTER_FOR = {"1": "TIL", "7": "T", "0": "ODQ", "8": "B", "5": "S", "2": "Z", "6": "G", "4": "A"}
# The codes an MRZ writes a state or a nationality with (ICAO 9303 part 3: ISO 3166-1 alpha-3, Germany's 'D<<',
# the British, United Nations, refugee, stateless and organisations' codes, and the specimens' Utopia), and the
# letters OCR reads for one another in OCR-B: no check digit covers a state, these tell a misread one.
STATE_CODES = frozenset(
    """
ABW AFG AGO AIA ALA ALB AND ARE ARG ARM ASM ATA ATF ATG AUS AUT AZE BDI BEL BEN BES BFA BGD BGR BHR BHS BIH BLM
BLR BLZ BMU BOL BRA BRB BRN BTN BVT BWA CAF CAN CCK CHE CHL CHN CIV CMR COD COG COK COL COM CPV CRI CUB CUW CXR CYM CYP
CZE DEU DJI DMA DNK DOM DZA ECU EGY ERI ESH ESP EST ETH FIN FJI FLK FRA FRO FSM GAB GBR GEO GGY GHA GIB GIN GLP GMB GNB
GNQ GRC GRD GRL GTM GUF GUM GUY HKG HMD HND HRV HTI HUN IDN IMN IND IOT IRL IRN IRQ ISL ISR ITA JAM JEY JOR JPN KAZ KEN
KGZ KHM KIR KNA KOR KWT LAO LBN LBR LBY LCA LIE LKA LSO LTU LUX LVA MAC MAF MAR MCO MDA MDG MDV MEX MHL MKD MLI MLT MMR
MNE MNG MNP MOZ MRT MSR MTQ MUS MWI MYS MYT NAM NCL NER NFK NGA NIC NIU NLD NOR NPL NRU NZL OMN PAK PAN PCN PER PHL PLW
PNG POL PRI PRK PRT PRY PSE PYF QAT REU ROU RUS RWA SAU SDN SEN SGP SGS SHN SJM SLB SLE SLV SMR SOM SPM SRB SSD STP SUR
SVK SVN SWE SWZ SXM SYC SYR TCA TCD TGO THA TJK TKL TKM TLS TON TTO TUN TUR TUV TWN TZA UGA UKR UMI URY USA UZB VAT VCT
VEN VGB VIR VNM VUT WLF WSM YEM ZAF ZMB ZWE
D<< GBD GBN GBO GBP GBS EUE UNO UNA UNK XXA XXB XXC XXX RKS XOM XPO XCC XES XMP XDC XBA XIM UTO
""".split()  # noqa: SIM905 (data, read as a table)
)
_STATE_LOOKALIKES = {"M": "N", "N": "MH", "H": "N", "O": "DQ0", "D": "O0", "Q": "O", "I": "L1", "L": "I", "B": "8",
                     "U": "V", "V": "U", "E": "F", "F": "E", "K": "X", "X": "K", "C": "G", "G": "C"}  # fmt: skip


def known_state(code: str) -> bool:
    """A state's code ICAO 9303 lists ('D' is Germany's, written 'D<<' in a zone)."""
    return code in STATE_CODES or code.ljust(3, "<") in STATE_CODES


def state_code(code: str) -> str:
    """A state's code as read, or the one valid code a single look-alike letter away from it (OCR-B's N read M)."""
    if code in STATE_CODES or len(code) != 3:
        return code
    near = {
        code[:i] + other + code[i + 1 :]
        for i, ch in enumerate(code)
        for other in _STATE_LOOKALIKES.get(ch, "")
        if code[:i] + other + code[i + 1 :] in STATE_CODES
    }
    return near.pop() if len(near) == 1 else code


# What OCR makes of '<' in a run of fillers, and of the first letter of a document code.
_FILLER_LOOK = frozenset("KLCEX")
_NAME_FILLER_LOOK = frozenset("KLCEXG")
_CODE_FOR = {"1": "I", "L": "I", "T": "I", "J": "I", "F": "P", "R": "P", "B": "P", "4": "A", "Y": "V", "U": "V"}
_SEX_FOR = {"H": "M", "N": "M", "W": "M", "E": "F", "P": "F", "R": "F", "K": "<", "L": "<", "C": "<"}

Pos = tuple[int, int]  # (line, column)


def check_digit(data: str) -> str:
    """ICAO 9303's check digit over `data` (digits, capital letters and '<'): weights 7, 3, 1, modulo 10."""
    return str(sum(_VALUES[c] * (7, 3, 1)[i % 3] for i, c in enumerate(data)) % 10)


# Formats -----------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Format:
    name: str
    width: int
    rows: int
    codes: str  # the document code's first letter
    number: Pos  # nine characters, then their check digit
    birth: Pos  # YYMMDD, then its check digit
    expiry: Pos
    optional: tuple[int, int, int]  # line, start, end
    optional_checked: bool  # TD3's personal number: a check digit at `end`
    optional_2: tuple[int, int, int] | None
    composite: tuple[tuple[int, int, int], ...]  # the spans the composite check digit covers
    composite_at: Pos | None
    state: Pos
    nationality: Pos
    sex: Pos
    names_at: Pos  # the name field runs from here to the line's end
    long_number: bool  # a '<' at the number's check digit: the number goes on in the optional data

    @property
    def layout(self) -> tuple[str, ...]:
        """Each character's kind: 'a' letter, 'n' digit, 'x' either, 'c' check digit, 's' sex ('<' fits all)."""
        rows = [["a"] * self.width for _ in range(self.rows)]

        def put(pos: Pos, kinds: str) -> None:
            rows[pos[0]][pos[1] : pos[1] + len(kinds)] = list(kinds)

        put(self.number, "x" * 9 + "c")
        put(self.birth, "n" * 6 + "c")
        put(self.expiry, "n" * 6 + "c")
        line, start, end = self.optional
        put((line, start), "x" * (end - start) + ("c" if self.optional_checked else ""))
        if self.optional_2:
            put(self.optional_2[:2], "x" * (self.optional_2[2] - self.optional_2[1]))
        if self.composite_at:
            put(self.composite_at, "c")
        put(self.sex, "s")
        return tuple("".join(row) for row in rows)

    @property
    def checked_rows(self) -> frozenset[int]:
        return frozenset({self.number[0], self.birth[0], self.expiry[0]})


TD1 = _Format(
    "TD1", width=30, rows=3, codes="IAC", number=(0, 5), birth=(1, 0), expiry=(1, 8), optional=(0, 15, 30),
    optional_checked=False, optional_2=(1, 18, 29), composite=((0, 5, 30), (1, 0, 7), (1, 8, 15), (1, 18, 29)),
    composite_at=(1, 29), state=(0, 2), nationality=(1, 15), sex=(1, 7), names_at=(2, 0), long_number=True,
)  # fmt: skip
TD2 = _Format(
    "TD2", width=36, rows=2, codes="IAC", number=(1, 0), birth=(1, 13), expiry=(1, 21), optional=(1, 28, 35),
    optional_checked=False, optional_2=None, composite=((1, 0, 10), (1, 13, 20), (1, 21, 35)), composite_at=(1, 35),
    state=(0, 2), nationality=(1, 10), sex=(1, 20), names_at=(0, 5), long_number=True,
)  # fmt: skip
TD3 = _Format(
    "TD3", width=44, rows=2, codes="P", number=(1, 0), birth=(1, 13), expiry=(1, 21), optional=(1, 28, 42),
    optional_checked=True, optional_2=None, composite=((1, 0, 10), (1, 13, 20), (1, 21, 43)), composite_at=(1, 43),
    state=(0, 2), nationality=(1, 10), sex=(1, 20), names_at=(0, 5), long_number=False,
)  # fmt: skip
MRV_A = _Format(
    "MRV-A", width=44, rows=2, codes="V", number=(1, 0), birth=(1, 13), expiry=(1, 21), optional=(1, 28, 44),
    optional_checked=False, optional_2=None, composite=(), composite_at=None, state=(0, 2), nationality=(1, 10),
    sex=(1, 20), names_at=(0, 5), long_number=False,
)  # fmt: skip
MRV_B = _Format(
    "MRV-B", width=36, rows=2, codes="V", number=(1, 0), birth=(1, 13), expiry=(1, 21), optional=(1, 28, 36),
    optional_checked=False, optional_2=None, composite=(), composite_at=None, state=(0, 2), nationality=(1, 10),
    sex=(1, 20), names_at=(0, 5), long_number=False,
)  # fmt: skip
FORMATS = (TD1, TD2, TD3, MRV_A, MRV_B)
_FORMAT_NAMED = {f.name: f for f in FORMATS}


def _format_of(lines: Sequence[str]) -> _Format | None:
    """The format of lines of the right lengths, told apart by their count, length and document code."""
    for fmt in FORMATS:
        if len(lines) == fmt.rows and all(len(line) == fmt.width for line in lines) and lines[0][:1] in fmt.codes:
            return fmt
    return None


# The result --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Mrz:
    """A machine-readable zone's fields. `checks` holds each check digit's verdict (document_number, birth_date,
    expiry_date, personal_number where TD3's is not empty, composite where the format has one); `lines` are the
    lines as read after correction and `corrections` how many characters were changed, inserted or removed."""

    format: str
    document_code: str
    issuing_state: str
    document_number: str
    optional_data: str
    optional_data_2: str
    birth_date: date | None
    expiry_date: date | None
    sex: str
    nationality: str
    surname: str
    given_names: str
    checks: dict[str, bool]
    valid: bool
    lines: tuple[str, ...]
    corrections: int = 0

    @property
    def applicant_name(self) -> str:
        """'Given names SURNAME'."""
        return " ".join(part for part in (self.given_names.title(), self.surname) if part)

    @property
    def cin(self) -> str | None:
        """A Moroccan document's CIN: the CNIE's in its optional data (or, in an older card whose optional data is
        empty, its document number), a passport's personal number, when it has the CIN's form."""
        if self.issuing_state != "MAR":
            return None
        token = self.optional_data.split("<")[0]
        if CIN.fullmatch(token):
            return token
        if self.format in ("TD1", "TD2") and not self.optional_data and CIN.fullmatch(self.document_number):
            return self.document_number
        return None

    @property
    def cin_misfit(self) -> bool:
        """A Moroccan card's optional data that does not open with a CIN: the CNIE prints its holder's CIN there, so
        a token of another form ('UA9846G4' for 'UA98464', a filler read as a letter, its composite digit holding
        by the weights' chance) is a misreading, however its check digits hold."""
        card = self.issuing_state == "MAR" and self.format in ("TD1", "TD2")
        return card and bool(self.optional_data) and not self.cin

    def state_vouched(self, code: str) -> bool:
        """No check digit covers a state's code, even in a zone whose checks all hold (a TD3's first line has none:
        'P<MARBEN<SAID' read 'POBBEN<SAID<<MEHDI<A<Z<OAOO9' gives the state 'BBE'). A code is taken when ICAO 9303
        lists it; else (specimens print states of their own: 'UTO', 'CMW') when the zone's checks hold and its
        states were read whole: the same code for state and nationality, or a first line that reads as one (a name
        of letters and fillers only; a TD1's document number, whose digit checks)."""
        if known_state(code):
            return True
        if not self.valid:
            return False
        if self.nationality == self.issuing_state:
            return True
        if self.format == "TD1":
            return bool(self.checks.get("document_number"))
        return bool(self.lines) and re.fullmatch(r"[A-Z<]+", self.lines[0][5:]) is not None

    def holds_with_number(self, number: str) -> bool:
        """Whether the zone's checks that cover its document number (its own, the composite) would hold with `number`
        (as another reading gives it: the visual zone's) in its place, the number being as long as the zone's.
        A check digit cannot tell apart characters whose values differ by a multiple of ten ('G' is worth 16, so
        'G0271G485' holds wherever 'G02716485' does): two readings that both hold are both consistent with it."""
        found = self._with_number(number)
        return found is not None and _number_holds(found[1])

    def _with_number(self, number: str) -> tuple[list[list[str]], dict[str, bool]] | None:
        """The zone's rows with `number` in its document number's place, and their checks' verdicts; None when the
        number does not fit that place or the zone is not whole."""
        fmt = _FORMAT_NAMED.get(self.format)
        if fmt is None or len(number) != len(self.document_number) or not set(number) <= _ALPHABET - {"<"}:
            return None
        rows = [list(line) for line in self.lines]
        if len(rows) != fmt.rows or any(len(row) != fmt.width for row in rows):
            return None
        positions, _, _ = _number_positions(fmt, rows)
        for (line, col), ch in zip(positions, number, strict=False):
            rows[line][col] = ch
        return rows, _verdicts(fmt, rows)

    def completed_by(self, number: str) -> Mrz | None:
        """The zone with its document number's unread characters ('?', where readings of it disagreed) taken from
        `number` (another reading's: the visual zone's), when `number` agrees with every character the zone did read
        and, in its place, makes the number's check and the composite hold: two readings and two check digits then
        vouch for it. None otherwise (a zone with no unread character in its number is left as read)."""
        if _WILD not in self.document_number or len(number) != len(self.document_number):
            return None
        if any(a not in (b, _WILD) for a, b in zip(self.document_number, number, strict=True)):
            return None
        found = self._with_number(number)
        if found is None or not _number_holds(found[1]):
            return None
        rows, checks = found
        return dataclasses.replace(
            self,
            document_number=number,
            checks=checks,
            valid=all(checks.values()),
            lines=tuple("".join(row) for row in rows),
        )

    def to_fields(self) -> dict[str, str | bool]:
        """The fields in Casefile's names (docs/document-labels.md). A field the zone does not give is left out,
        and so is one whose check digit fails: a wrong value is worse than none."""
        fields: dict[str, str | bool] = {}
        if self.document_number and self.checks.get("document_number"):
            fields["document_number"] = self.document_number
        if self.birth_date and self.checks.get("birth_date"):
            fields["date_of_birth"] = self.birth_date.isoformat()
        if self.expiry_date and self.checks.get("expiry_date"):
            fields["document_expiry"] = self.expiry_date.isoformat()
        if self.nationality and self.state_vouched(self.nationality):
            fields["nationality"] = self.nationality
        if self.issuing_state and self.state_vouched(self.issuing_state):
            fields["issuing_country"] = self.issuing_state
        if self.applicant_name:
            fields["applicant_name"] = self.applicant_name
        fields["mrz_valid"] = self.valid
        if self.cin and (
            self.checks.get("personal_number" if self.format == "TD3" else "composite") or self.unread_composite
        ):
            fields["cin"] = self.cin
        return fields

    @property
    def unread_composite(self) -> bool:
        """A card's zone whose every check holds but the composite, whose digit was not read at all (a filler in its
        place, '...MAR<<<<<<<<<<<<' for '...MAR<<<<<<<<<<<0'): no check says its optional data is wrong, nor that it
        is right. Its CIN is given, as a value no check digit covers (`checks['cin']` stays unset: the reader weighs
        it as unchecked)."""
        fmt = _FORMAT_NAMED.get(self.format)
        if fmt is None or fmt.composite_at is None or self.format == "TD3" or len(self.lines) != fmt.rows:
            return False
        line, col = fmt.composite_at
        if col >= len(self.lines[line]) or self.lines[line][col].isdigit():
            return False
        return all(held for name, held in self.checks.items() if name != "composite")


def _number_holds(verdicts: dict[str, bool]) -> bool:
    """Whether the checks that cover a document number (its own, the composite) hold."""
    return all(verdicts.get(name, True) for name in ("document_number", "composite"))


@dataclass(frozen=True)
class MrzReading:
    """What `read` found: the zone, its format, and which of the texts it read each line from (top to bottom), so
    that the caller can cross-check the visual zone."""

    mrz: Mrz
    format: str
    line_indexes: tuple[int, ...]
    texts: tuple[str, ...]


# Dates and names ---------------------------------------------------------------------------------------------
def _years_later(day: date, years: int) -> date:
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February
        return day.replace(year=day.year + years, day=28)


def _yymmdd(text: str, century: int) -> date | None:
    if not re.fullmatch(r"\d{6}", text):
        return None
    try:
        return date(century + int(text[:2]), int(text[2:4]), int(text[4:]))
    except ValueError:
        return None


def birth_date(text: str, today: date) -> date | None:
    """A birth date's YYMMDD: never in the future, in the century that puts it less than 100 years back."""
    for century in (2000, 1900):
        day = _yymmdd(text, century)
        if day is not None and _years_later(today, -100) < day <= today:
            return day
    return None


def expiry_date(text: str, today: date) -> date | None:
    """An expiry date's YYMMDD: in [today - 60 years, today + 30 years] (a document long expired is still read,
    and shown expired; none is valid for thirty years more)."""
    for century in (1900, 2000, 2100):
        day = _yymmdd(text, century)
        if day is not None and _years_later(today, -60) <= day <= _years_later(today, 30):
            return day
    return None


def _filler_word(word: str, *, strong: bool, middle: bool = False) -> bool:
    """A word of a name field that is a run of fillers read as letters ('KKK', 'KEKEKG', 'LLL', a lone 'K')."""
    if not set(word) <= _NAME_FILLER_LOOK:
        return False
    marks = sum(c in "KXCG" for c in word)
    if middle:
        return (len(set(word)) == 1 and len(word) >= 3) or (len(word) >= 5 and marks >= 3)
    if strong:
        return (len(set(word)) == 1 and len(word) >= 2) or (len(word) >= 4 and marks >= 2)
    return len(word) == 1 or (len(word) <= 3 and marks >= 1)


def clean_name_field(field: str) -> str:
    """The name field with its fillers read as letters turned back into '<' (same length). Filler words at the
    field's end ('SALMA<E<E<C', 'MARIA<K<K<K', 'HENERT<KEKEKG<E<KKK'), long ones between names ('<<KKK<'), and a
    run glued to the last name ('KHADIJALELELLEEELLLEEE', 'NADIACEECCEC...'). A name keeps a letter of these that
    may be its own ('LEE', 'MICHELLE', 'IMANE', a lone initial but K or X)."""
    chars = list(field)
    words = [(m.start(), m.end(), m.group()) for m in re.finditer(r"[^<]+", field)]
    drop: set[int] = set()
    j = len(words)
    while j > 0 and (_filler_word(words[j - 1][2], strong=True) or _filler_word(words[j - 1][2], strong=False)):
        j -= 1
    group = range(j, len(words))
    if len(group) >= 2 or any(_filler_word(words[k][2], strong=True) for k in group):
        drop.update(k for k in group if k > 0 or _filler_word(words[k][2], strong=True))
    elif len(group) == 1 and j > 0 and words[j][2] in ("K", "X"):
        # a lone K or X after the last name, fillers after it: the look-alikes OCR reads a filler as most, an
        # initial rarely written so in a zone that writes names whole
        drop.add(j)
    drop.update(k for k, (_, _, word) in enumerate(words) if _filler_word(word, strong=True, middle=True))
    # a name's words part with one filler, its parts with two: letters past a run of three or more are fillers read
    # as their look-alikes ('CITIZEN<<JANE<<<<<<<<<<<LKLELLELELELEE<')
    drop.update(
        k
        for k in range(1, len(words))
        if field[words[k - 1][1] : words[k][0]].count("<") >= 3 and set(words[k][2]) <= _NAME_FILLER_LOOK
    )
    for k in drop:
        start, end, _ = words[k]
        chars[start:end] = "<" * (end - start)
    kept = [w for k, w in enumerate(words) if k not in drop]
    if kept:
        start, end, word = kept[-1]
        tail = len(word)
        while tail > 0 and word[tail - 1] in _NAME_FILLER_LOOK:
            tail -= 1
        run = word[tail:]
        marked = next((i for i, c in enumerate(run) if c in "KXC"), None)
        cut = None
        if marked is not None and len(run) - marked >= 3 and sum(c in "KXC" for c in run[marked:]) >= 2:
            cut = tail + marked
        elif marked is None and len(run) >= 6:
            cut = tail
        if cut is not None and cut >= 2:
            chars[start + cut : end] = "<" * (end - start - cut)
    return "".join(chars)


def _names(field: str) -> tuple[str, str]:
    surname, _, given = clean_name_field(field).partition("<<")
    family, givens = surname.replace("<", " ").split(), given.replace("<", " ").split()
    if not givens:
        # the '<<' between the parts read as one filler ('BERRADA<IMANE<<<...'): the given names the names lexicon
        # knows at the field's end are the given names (a name with no given names at all is rare)
        cut = len(family)
        while cut > 1 and family[cut - 1] in GIVEN_NAMES:
            cut -= 1
        while cut < len(family) and family[cut - 1] in FAMILY_PARTICLES:  # 'BEN ALI': a particle binds the word
            cut += 1
        family, givens = family[:cut], family[cut:]
    return " ".join(family), " ".join(givens)


# Reading exact lines -----------------------------------------------------------------------------------------
def _number_positions(fmt: _Format, rows: Sequence[Sequence[str]]) -> tuple[list[Pos], Pos, int]:
    """The document number's positions, its check digit's, and where the optional data starts. A TD1's or TD2's
    long number has a '<' at the check digit's place, its other characters and its check digit in the optional
    data (ICAO 9303 parts 5 and 6)."""
    line, start = fmt.number
    data = [(line, start + i) for i in range(9)]
    _, opt_start, opt_end = fmt.optional
    if fmt.long_number and rows[line][start + 9] == "<" and rows[line][opt_start] != "<":
        rest = "".join(rows[line][opt_start:opt_end])
        size = (rest.find("<") + 1 or len(rest) + 1) - 1
        if size >= 2:
            data += [(line, opt_start + i) for i in range(size - 1)]
            return data, (line, opt_start + size - 1), opt_start + size
    return data, (line, start + 9), opt_start


def _text(rows: Sequence[Sequence[str]], positions: Iterable[Pos]) -> str:
    return "".join(rows[line][col] for line, col in positions)


def _span(line: int, start: int, end: int) -> list[Pos]:
    return [(line, c) for c in range(start, end)]


def _holds(data: str, digit: str, *, empty_ok: bool = False) -> bool:
    if not set(data) <= _ALPHABET:
        return False
    if empty_ok and set(data) <= {"<"} and digit in ("<", "0"):
        return True
    return digit.isdigit() and check_digit(data) == digit


def _checks(fmt: _Format, rows: Sequence[Sequence[str]]) -> dict[str, list[Pos]]:
    """Each check: the positions it covers, its check digit's last."""
    number, number_at, _ = _number_positions(fmt, rows)
    checks = {
        "document_number": [*number, number_at],
        "birth_date": [*_span(fmt.birth[0], fmt.birth[1], fmt.birth[1] + 7)],
        "expiry_date": [*_span(fmt.expiry[0], fmt.expiry[1], fmt.expiry[1] + 7)],
    }
    if fmt.optional_checked:
        line, start, end = fmt.optional
        checks["personal_number"] = _span(line, start, end + 1)
    if fmt.composite_at:
        checks["composite"] = [*(p for span in fmt.composite for p in _span(*span)), fmt.composite_at]
    return checks


def _verdicts(fmt: _Format, rows: Sequence[Sequence[str]]) -> dict[str, bool]:
    verdicts = {}
    for name, positions in _checks(fmt, rows).items():
        data, digit = _text(rows, positions[:-1]), _text(rows, positions[-1:])
        if name == "personal_number":
            if set(data) <= {"<"}:
                continue
            verdicts[name] = _holds(data, digit, empty_ok=True)
        elif name in ("birth_date", "expiry_date"):  # a date is digits ('<' where unknown): 'K' is worth 20, '0'
            verdicts[name] = set(data) <= set(_DIGITS + "<") and _holds(data, digit)
        elif name == "document_number":  # a number is left-aligned, its fillers after it
            verdicts[name] = bool(re.fullmatch(r"[A-Z0-9]+<*", data)) and _holds(data, digit)
        else:
            verdicts[name] = _holds(data, digit)
    return verdicts


def _build(fmt: _Format, rows: Sequence[str], *, today: date, corrections: int = 0) -> Mrz:
    number, _, opt_start = _number_positions(fmt, rows)
    line, _, opt_end = fmt.optional
    birth = rows[fmt.birth[0]][fmt.birth[1] : fmt.birth[1] + 6]
    expiry = rows[fmt.expiry[0]][fmt.expiry[1] : fmt.expiry[1] + 6]
    surname, given = _names(rows[fmt.names_at[0]][fmt.names_at[1] :])
    sex = rows[fmt.sex[0]][fmt.sex[1]]
    checks = _verdicts(fmt, rows)
    optional_2 = rows[fmt.optional_2[0]][fmt.optional_2[1] : fmt.optional_2[2]] if fmt.optional_2 else ""
    return Mrz(
        format=fmt.name,
        document_code=rows[0][:2].replace("<", ""),
        issuing_state=rows[fmt.state[0]][fmt.state[1] : fmt.state[1] + 3].replace("<", ""),
        document_number=_text(rows, number).replace("<", ""),
        optional_data=rows[line][opt_start:opt_end].strip("<"),
        optional_data_2=optional_2.strip("<"),
        birth_date=birth_date(birth, today),
        expiry_date=expiry_date(expiry, today),
        sex=sex if sex in "MF" else "X",
        nationality=rows[fmt.nationality[0]][fmt.nationality[1] : fmt.nationality[1] + 3].replace("<", ""),
        surname=surname,
        given_names=given,
        checks=checks,
        valid=all(checks.values()),
        lines=tuple(rows),
        corrections=corrections,
    )


def parse(lines: Sequence[str], *, today: date) -> Mrz | None:
    """The zone in exact lines (each already its format's length; case and surrounding spaces do not matter), or
    None when they are not the zone of a known format. Nothing is corrected: `checks` tells what holds."""
    rows = [line.strip().upper() for line in lines]
    fmt = _format_of(rows)
    if fmt is None or any(not set(row) <= _ALPHABET for row in rows):
        return None
    return _build(fmt, rows, today=today)


# Correcting --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Option:
    """One way to read a field: the characters it changes, what that costs, and whether its check then holds."""

    cost: int  # substitutions
    rank: int  # among options of equal cost, the lower first: fillers read as letters restored
    changes: tuple[tuple[Pos, str], ...]
    held: bool | None  # the field's own check holds (None: it has none)


def _alternatives(kind: str, c: str, left: str, right: str, *, empty_ok: bool = False) -> tuple[bool, str]:
    """(must change, what it may become) for character `c` of a checked field of this kind."""
    if c == _WILD:
        if kind == "n":
            return True, _DIGITS
        if kind == "c":
            return True, _DIGITS + ("<" if empty_ok else "")
        return True, _DIGITS + _LETTERS + "<"
    if kind in "nc":
        if c.isdigit() or (c == "<" and (kind == "n" or empty_ok)):
            return False, ""
        return True, _DIGIT_FOR.get(c, "")
    # 'x': a character against both its neighbours' kind is plausibly the other kind's look-alike
    neighbours = [n for n in (left, right) if n and n not in "<?"]
    if c.isalpha() and neighbours and all(n.isdigit() for n in neighbours):
        return False, _DIGIT_FOR.get(c, "")[:1]
    if c.isdigit() and neighbours and all(n.isalpha() for n in neighbours):
        return False, _LETTER_FOR.get(c, "")
    return False, ""


def _trailing_fillers(chars: str) -> dict[int, str]:
    """Changes that turn the run of fillers read as look-alikes at the end of a field back into '<'."""
    start = len(chars)
    while start > 0 and (chars[start - 1] == "<" or chars[start - 1] in _FILLER_LOOK):
        start -= 1
    return {i: "<" for i in range(start, len(chars)) if chars[i] != "<"}


def _obvious_fillers(chars: str, *, checked: bool) -> dict[int, str]:
    """Changes that turn a run of fillers at the end of a field back into '<' where it is plainly one: a look-alike
    after one of its '<' ('AB12K<<K<': from that '<' on; in a field a check digit covers, which vetoes, the whole
    run when two look-alikes open it: 'BKK<K<'), or three or more of one look-alike ('BKKKKK', checked fields). A
    'K' is worth 20, which no check digit sees: only its place tells it from a filler."""
    start = len(chars)
    while start > 0 and (chars[start - 1] == "<" or chars[start - 1] in _FILLER_LOOK):
        start -= 1
    run = chars[start:]
    if "<" in run:
        first = run.index("<")
        if not any(c in _FILLER_LOOK for c in run[first:]):
            return {}
        begin = start if checked and first >= 2 else start + first
    elif checked and len(run) >= 3 and len(set(run)) == 1:
        begin = start
    else:
        return {}
    return {i: "<" for i in range(begin, len(chars)) if chars[i] != "<"}


def _cin_variants(chars: str, same_as: str | None = None) -> list[dict[int, str]]:
    """Changes (at most two) that give the token at a Moroccan field's start the CIN's form: one or two letters
    (OCR-B's letters read as digits), then digits."""
    token = chars.split("<")[0]
    if not token or CIN.fullmatch(token):
        return []
    variants = []
    for letters in (1, 2):
        if len(token) - letters > 6 or len(token) <= letters:
            continue
        options: list[str] = []
        for i, c in enumerate(token):
            if i < letters:
                options.append(c if c.isalpha() else _CIN_LETTER_FOR.get(c, ""))
            else:
                options.append(c if c.isdigit() else _DIGIT_FOR.get(c, ""))
        if not all(options):
            continue
        for choice in itertools.product(*options):
            changes = {i: ch for i, ch in enumerate(choice) if ch != token[i]}
            if len(changes) <= 2 and (same_as is None or "".join(choice) == same_as):
                variants.append(changes)
    return variants


# Letters OCR reads a digit as that are worth that digit plus ten (G is 16, S is 28): a check digit cannot tell them
# apart, so 'G0271G485' holds wherever 'G02716485' does.
_DIGIT_TWINS = {"G": "6", "S": "8"}


def _digit_twins(chars: str) -> dict[int, str]:
    """Such letters standing between two digits, as the digits they look like: inside a run of digits, a number's
    character is a digit (a letter between a letter and a digit, 'L898902C3', '09GA12345', is kept)."""
    return {
        i: _DIGIT_TWINS[c]
        for i, c in enumerate(chars)
        if c in _DIGIT_TWINS and 0 < i < len(chars) - 1 and chars[i - 1].isdigit() and chars[i + 1].isdigit()
    }


def _checked_options(
    rows: list[list[str]], positions: list[Pos], kind: str, *, empty_ok: bool = False, mar: bool = False
) -> list[_Option]:
    """The field as read and the fewest changes (at most two substitutions) that make its check hold, each a
    separate option when several do. Besides substitutions: a run of fillers read as look-alikes at the field's
    end restored (preferred to the field as read when it is plainly fillers, see `_obvious_fillers`) and, on a
    Moroccan document, the CIN's letters."""
    data, digit = positions[:-1], positions[-1]
    read = _text(rows, data)
    read_digit = rows[digit[0]][digit[1]]
    plain = _WILD not in read + read_digit and (kind == "x" or set(read) <= set(_DIGITS + "<"))
    held = plain and _holds(read, read_digit, empty_ok=empty_ok)
    # (changes, substitutions among them, rank: 0 for the field as read or plain fillers, else the restored ones)
    bases: list[tuple[dict[int, str], int, int]] = [({}, 0, 0)]
    if kind == "x":
        fillers = _trailing_fillers(read)
        if fillers:
            obvious = bool(_obvious_fillers(read, checked=True))
            bases.append((fillers, 0, 0 if obvious else len(fillers)))
            if obvious:
                bases[0] = ({}, 0, 1)
        twins = _digit_twins(read)
        if twins:  # preferred to the field as read, which its check digit cannot tell from it
            bases.append((twins, 0, 0))
            bases[0] = ({}, 0, 1)
        if mar:
            bases += [(v, len(v), 0) for v in _cin_variants(read)]
    found: list[tuple[tuple[int, int], dict[int, str]]] = []
    for base, counted, rank in bases:
        chars = [base.get(i, c) for i, c in enumerate(read)] + [read_digit]
        mandatory: list[tuple[int, str]] = []
        optional: list[tuple[int, str]] = []
        for i, c in enumerate(chars):
            left = chars[i - 1] if 0 < i < len(read) else ""
            right = chars[i + 1] if i + 1 < len(read) else ""
            must, alts = _alternatives("c" if i == len(read) else kind, c, left, right, empty_ok=empty_ok)
            if must:
                mandatory.append((i, alts))
            elif alts and i not in base:
                optional.append((i, alts))
        if any(not alts for _, alts in mandatory):
            continue
        for extra in range(max(2 - counted - len(mandatory), -1) + 1):
            hits = []
            for subset in itertools.combinations(optional, extra):
                slots = [*mandatory, *subset]
                for choice in itertools.product(*(alts for _, alts in slots)):
                    trial = list(chars)
                    for (i, _), ch in zip(slots, choice, strict=True):
                        trial[i] = ch
                    if _holds("".join(trial[:-1]), trial[-1], empty_ok=empty_ok):
                        changes = {**base, **{i: ch for (i, _), ch in zip(slots, choice, strict=True)}}
                        hits.append(((counted + len(mandatory) + extra, rank), changes))
            if hits:
                found += hits
                break
    best = min((key for key, _ in found), default=None)
    options = {_Option(0, bases[0][2], (), held)}
    for key, changes in found:
        if key == best and changes:
            options.add(_Option(*key, tuple((positions[i], ch) for i, ch in sorted(changes.items())), True))
    return sorted(options, key=lambda o: (o.cost, o.rank, o.changes))


def _free_options(rows: list[list[str]], positions: list[Pos], *, same_as: str | None, mar: bool) -> list[_Option]:
    """A field only the composite digit covers: as read, its trailing fillers restored (preferred when plainly
    fillers), a lost character, or (on a Moroccan document) its CIN's letters restored; the composite decides."""
    read = _text(rows, positions)
    if _WILD in read:
        at = read.index(_WILD)
        return [_Option(1, 0, ((positions[at], ch),), None) for ch in _DIGITS + _LETTERS + "<"]
    options = [_Option(0, 0, (), None)]
    fillers = _trailing_fillers(read)
    if fillers:
        obvious = bool(_obvious_fillers(read, checked=True))
        options.append(_Option(0, 0 if obvious else len(fillers), tuple((positions[i], "<") for i in fillers), None))
        if obvious:
            options[0] = _Option(0, 1, (), None)
    if mar:
        options += [_Option(len(v), 0, tuple((positions[i], ch) for i, ch in v.items()), None)
                    for v in _cin_variants(read, same_as)]  # fmt: skip
    return options


def _code_letter(fmt: _Format, c: str) -> str | None:
    """The document code's first letter as this format has it, read as itself or as a look-alike."""
    for letter in (c, _CODE_FOR.get(c, "")):
        if letter and letter in fmt.codes:
            return letter
    return None


def _fix_unchecked(fmt: _Format, rows: list[list[str]]) -> None:
    """What no check digit covers: the code, states, sex and names by their kind; fillers in names and in a visa's
    optional data."""
    rows[0][0] = _code_letter(fmt, rows[0][0]) or rows[0][0]
    rows[0][1] = _LETTER_FOR.get(rows[0][1], rows[0][1])
    for line, start in (fmt.state, fmt.nationality):
        code = [_LETTER_FOR.get(c, c) for c in rows[line][start : start + 3]]
        if "<" in code:
            at = code.index("<")
            code[at:] = ["<" if c in _FILLER_LOOK else c for c in code[at:]]
        rows[line][start : start + 3] = list(state_code("".join(code)))
    line, col = fmt.sex
    rows[line][col] = _SEX_FOR.get(rows[line][col], rows[line][col])
    line, start = fmt.names_at
    field = "".join(_LETTER_FOR.get(c, c) for c in rows[line][start:])
    rows[line][start:] = list(clean_name_field(field))
    _restore_fillers(fmt, rows)


def _restore_fillers(fmt: _Format, rows: list[list[str]]) -> None:
    """A visa's optional data, which no check digit covers: a run of fillers at its end with look-alikes after its
    first '<' turned back into '<' from there."""
    if fmt.composite_at or fmt.optional_checked:
        return
    line, start, end = fmt.optional
    for i, ch in _obvious_fillers("".join(rows[line][start:end]), checked=False).items():
        rows[line][start + i] = ch


def _fix_checked(fmt: _Format, rows: list[list[str]]) -> None:
    """The fields under check digits, corrected only so that their checks hold; the options of every field are
    weighed together with the composite digit, and a field whose options tie stays as read."""
    mar = "".join(rows[fmt.state[0]][fmt.state[1] : fmt.state[1] + 3]) == "MAR"
    checks = _checks(fmt, rows)
    groups = [
        _checked_options(rows, checks["document_number"], "x"),
        _checked_options(rows, checks["birth_date"], "n"),
        _checked_options(rows, checks["expiry_date"], "n"),
    ]
    if fmt.optional_checked:
        line, start, end = fmt.optional
        groups.append(_checked_options(rows, _span(line, start, end + 1), "x", empty_ok=True, mar=mar))
    elif fmt.composite_at:
        number = _text(rows, checks["document_number"][:-1]).replace("<", "")
        *_, opt_start = _number_positions(fmt, rows)
        line, _, end = fmt.optional
        same_as = number if CIN.fullmatch(number) else None
        groups.append(_free_options(rows, _span(line, opt_start, end), same_as=same_as, mar=mar))
        if fmt.optional_2:
            line, start, end = fmt.optional_2
            groups.append(_free_options(rows, _span(line, start, end), same_as=None, mar=False))
    composite = checks.get("composite")
    scored: list[tuple[tuple[int, int, int], tuple[_Option, ...], tuple[tuple[Pos, str], ...]]] = []
    for combo in itertools.product(*groups):
        changes = dict(change for option in combo for change in option.changes)
        held = sum(option.held is True for option in combo)
        cost = sum(option.cost for option in combo)
        rank = sum(option.rank for option in combo)
        extra: tuple[tuple[Pos, str], ...] = ()
        if composite:
            data = "".join(changes.get(p, rows[p[0]][p[1]]) for p in composite[:-1])
            at = composite[-1]
            digit = rows[at[0]][at[1]]
            if _holds(data, digit):
                held += 1
            elif set(data) <= _ALPHABET and not digit.isdigit():
                _, alts = _alternatives("c", digit, "", "")
                if check_digit(data) in alts:
                    held, cost, extra = held + 1, cost + 1, ((at, check_digit(data)),)
        scored.append(((held, -cost, -rank), combo, extra))
    best = max(score for score, _, _ in scored)
    winners = [(combo, extra) for score, combo, extra in scored if score == best]
    decided = True
    for k in range(len(groups)):
        chosen = {combo[k] for combo, _ in winners}
        decided = decided and len(chosen) == 1
        if len(chosen) == 1:
            for (line, col), ch in next(iter(chosen)).changes:
                rows[line][col] = ch
    extras = {extra for _, extra in winners}
    if decided and len(extras) == 1:  # the composite digit read as a letter, read again over the fields chosen
        for (line, col), ch in next(iter(extras)):
            rows[line][col] = ch


def _correct(fmt: _Format, lines: Sequence[str], *, today: date, edits: int = 0) -> Mrz:
    rows = [list(line) for line in lines]
    _fix_unchecked(fmt, rows)
    _fix_checked(fmt, rows)
    fixed = ["".join(row) for row in rows]
    changed = sum(
        a != b and a != _WILD for line, row in zip(lines, fixed, strict=True) for a, b in zip(line, row, strict=True)
    )
    return _build(fmt, fixed, today=today, corrections=changed + edits)


def _violations(fmt: _Format, rows: Sequence[str]) -> int:
    """Characters against their position's kind; a document code of another format counts five, a state (the
    issuing one, the holder's nationality) that is no known state's code UNKNOWN_STATE (a line of noise read as
    letters fits a name line's kinds, its state's too)."""
    bad = 0 if rows[0][0] in fmt.codes else 5
    for line, start in (fmt.state, fmt.nationality):
        if not known_state(rows[line][start : start + 3]):
            bad += UNKNOWN_STATE
    for row, kinds in zip(rows, fmt.layout, strict=True):
        for c, kind in zip(row, kinds, strict=True):
            if c == "<":
                continue
            if (
                (kind == "a" and not c.isalpha())
                or (kind in "nc" and not c.isdigit())
                or (kind == "s" and c not in "MFX")
                or c not in _ALPHABET
            ):
                bad += 1
    return bad


# Finding the zone in OCR output ------------------------------------------------------------------------------
_CHEVRONS = str.maketrans({"\u00ab": "<<", "\u00bb": "<<", "\u2039": "<", "\u203a": "<", "(": "<", "[": "<",
                           "{": "<", "|": "I"})  # fmt: skip


def _variants(text: str) -> list[str]:
    """A text as MRZ characters: capitals, chevrons as '<', a character marked unread ('?', where readings of the
    zone disagreed) kept in its place, other marks dropped; its spaces dropped, or each read as a '<', or only those
    beside a '<' or in a run read as '<'."""
    folded = unicodedata.normalize("NFKD", text.upper()).translate(_CHEVRONS)
    folded = "".join(c for c in folded if c in _ALPHABET or c == _WILD or c.isspace()).strip()
    joined = re.sub(r"\s+", "", folded)
    filled = re.sub(r"\s", "<", folded)
    mixed = re.sub(r"\s{2,}|(?<=<)\s+|\s+(?=<)", lambda m: "<" * len(m.group()), folded)
    mixed = re.sub(r"\s", "", mixed)
    return list(dict.fromkeys((joined, mixed, filled)))


_AMOUNT = re.compile(r"\d[,.]\d\d(?!\d)")


def may_be_line(text: str) -> bool:
    """A line that may be one of an MRZ's (the OCR's band search and the reader's rows): twenty characters or more
    of the MRZ's alphabet (a page pass reads '<' as '«'), with fillers or long enough for a line of 30 and largely
    figures (a TD3's second line read without its fillers); a line of capitals alone is a heading or a label's
    text, a line with lower case is prose."""
    raw = "".join(text.split())
    compact = raw.upper()
    if len(compact) < 20 or sum(c.islower() for c in raw) > 0.15 * len(raw):
        return False
    fitting = sum(c in OCR_ALPHABET for c in compact)
    fillers = compact.count("<") + compact.count("\u00ab")
    digits = sum(c.isdigit() for c in compact)
    if fitting < 0.85 * len(compact):
        return False
    # figures with a decimal separator between them are an amount ('10 346,18'): an MRZ has no separator
    return fillers >= 2 or (len(compact) >= 28 and digits >= 0.3 * len(compact) and not _AMOUNT.search(text))


def _looks_like_mrz(text: str) -> bool:
    marks = [c for c in text if not c.isspace()]
    ok = sum(c.upper() in _ALPHABET or c in "\u00ab\u2039" for c in marks)
    return len(marks) >= 10 and ok >= 0.85 * len(marks)


STRAY_BEFORE = 3  # characters read before a line with no check digit that may be dropped for it to fit
UNKNOWN_STATE = 2  # violations an unknown state's code counts


def _opens_a_zone(text: str) -> bool:
    """Whether a line opens as a zone's first line: a document code's letter, a character, a state's code."""
    opens = len(text) >= 5 and any(_code_letter(fmt, text[0]) for fmt in FORMATS)
    return opens and known_state(state_code(text[2:5]))


def _fits(text: str, width: int, *, checked: bool) -> list[tuple[str, int]]:
    """Candidates of the right width, each with how many characters were inserted or removed. A run of fillers
    miscounted is resized where it is, so that the fields after it (a check digit) keep their place; a line ending
    in fillers is padded or cut there; in a line with check digits one character short or long, each place of the
    lost (a wildcard) or extra character."""
    delta = width - len(text)
    if delta == 0:
        return [(text, 0)]
    out = []
    if delta > 0:
        out.append(text + "<" * delta)
    elif set(text[delta:]) <= {"<"}:
        out.append(text[:delta])
    for m in re.finditer(r"<+", text):
        size = m.end() - m.start() + delta
        if size >= 1 or (size == 0 and m.end() == len(text)):
            out.append(text[: m.start()] + "<" * size + text[m.end() :])
    if checked and delta == 1:
        out += [text[:i] + _WILD + text[i:] for i in range(len(text) + 1)]
    elif checked and delta == -1:
        out += [text[:i] + text[i + 1 :] for i in range(len(text))]
    elif not checked and delta < 0:
        doubled = re.search(r"O0|0O|OQ", text)
        if delta == -1 and doubled:
            out.append(text[: doubled.start() + 1] + text[doubled.end() :])
        out.append(text[:width])
        # stray marks read before the line (the edge of a card or of its print, in the band read): the line is then
        # what follows them, where that opens as a zone's first line does (a document code, then a state's): a
        # passport's 'P<UTOERIKSSON...' without its 'P<' would read as a visa's of the state 'OER'
        out += [text[k : k + width] for k in range(1, min(STRAY_BEFORE, -delta) + 1) if _opens_a_zone(text[k:])]
    return [(line, abs(delta)) for line in dict.fromkeys(out)]


def _shape(fmt: _Format, row: int, line: str) -> float:
    """How well a line's characters fit its kinds as read (1: all do)."""
    kinds = fmt.layout[row]
    fit = 0.0
    for c, kind in zip(line, kinds, strict=True):
        if c == "<" or (kind == "x" and c != _WILD):
            fit += 1
        elif kind in "nc":
            fit += 1 if c.isdigit() else 0.5 if c in _DIGIT_FOR else 0
        elif kind == "a":
            fit += 1 if c.isalpha() else 0.5 if c in _LETTER_FOR else 0
        elif kind == "s":
            fit += 1 if c in "MFX" else 0.5 if c in _SEX_FOR else 0
    digits = [c for c, kind in zip(line, kinds, strict=True) if kind in "nc"]
    if len(digits) >= 6 and sum(c.isdigit() or c == "<" for c in digits) < 0.7 * len(digits):
        return 0.0
    if row == 0 and not _code_letter(fmt, line[0]):
        return 0.0
    return fit / len(line)


@dataclass(frozen=True)
class _Row:
    score: tuple[int, float, int, int]
    at: int  # the candidate's place among the lines that look like a zone's
    line: str  # as fitted to the width
    edits: int
    fixed: str  # as corrected alone


def _check_row(fmt: _Format, name: str) -> int | None:
    """The row a check lies in, when it lies in one."""
    rows = {
        "document_number": fmt.number[0],
        "birth_date": fmt.birth[0],
        "expiry_date": fmt.expiry[0],
        "personal_number": fmt.optional[0],
        "composite": None if fmt.rows == 3 else 1,
    }
    return rows.get(name)


def _alone(fmt: _Format, row: int, line: str) -> list[str]:
    """The line in its row, the other rows blank."""
    blank = ["<" * fmt.width] * fmt.rows
    blank[row] = line
    if row != 0:
        blank[0] = fmt.codes[0] + blank[0][1:]
    return blank


def _raw_held(fmt: _Format, row: int, line: str) -> int:
    """How many of the row's own checks hold as the line reads, uncorrected."""
    return sum(held for name, held in _verdicts(fmt, _alone(fmt, row, line)).items() if _check_row(fmt, name) == row)


def _score_row(fmt: _Format, row: int, at: int, line: str, edits: int, *, today: date) -> _Row:
    zone = _correct(fmt, _alone(fmt, row, line), today=today, edits=edits)
    own = sum(held for name, held in zone.checks.items() if _check_row(fmt, name) == row)
    score = (own, _shape(fmt, row, line), -_violations(fmt, zone.lines), -zone.corrections)
    return _Row(score, at, line, edits, zone.lines[row])


def _merged(fmt: _Format, row: int, first: _Row, second: _Row, *, today: date) -> _Row | None:
    """Two readings of one line merged field by field: the first's, with each field whose check fails there and
    holds in the second taken from the second."""
    if sum(a == b for a, b in zip(first.fixed, second.fixed, strict=True)) < 0.8 * fmt.width:
        return None  # not two readings of one line
    ones, twos = _alone(fmt, row, first.fixed), _alone(fmt, row, second.fixed)
    held_one, held_two = _verdicts(fmt, ones), _verdicts(fmt, twos)
    chars = list(first.fixed)
    for name, positions in _checks(fmt, twos).items():
        if _check_row(fmt, name) == row and held_two.get(name) and not held_one.get(name):
            for at_row, col in positions:
                if at_row == row:
                    chars[col] = second.fixed[col]
    merged = "".join(chars)
    if merged == first.fixed:
        return None
    return _score_row(fmt, row, first.at, merged, first.edits + second.edits, today=today)


def _row_candidates(fmt: _Format, row: int, found: list[tuple[int, str, list[str]]], *, today: date) -> list[_Row]:
    """The best lines for one of a format's rows, each fitted to its width and scored alone: its own checks (the
    other rows blank), its kinds, its corrections. From each line, its best fits (all of them when they tie: the
    caller sees the tie) and the next; from several readings of the line, also their merge field by field."""
    checked = row in fmt.checked_rows
    per_line: list[list[_Row]] = []
    for at, (_, _, variants) in enumerate(found):
        fits = []
        for variant in variants:
            near = abs(len(variant) - fmt.width) <= (6 if "<<<" in variant else 2)
            short_name = not checked and 10 <= len(variant) < fmt.width and "<<" in variant
            if near or short_name:
                fits += [
                    (_shape(fmt, row, line), line, edits) for line, edits in _fits(variant, fmt.width, checked=checked)
                ]
        fits = sorted((f for f in fits if f[0] >= 0.8), key=lambda f: (-_raw_held(fmt, row, f[1]), -f[0], f[2]))[:6]
        rows = sorted((_score_row(fmt, row, at, line, edits, today=today) for _, line, edits in fits),
                      key=lambda r: r.score, reverse=True)  # fmt: skip
        if not rows:
            continue
        tied = list({r.fixed: r for r in rows if r.score == rows[0].score}.values())[:4]
        per_line.append(tied + [r for r in rows if r.score < rows[0].score][:1])
    per_line.sort(key=lambda rows: rows[0].score, reverse=True)
    out = [r for rows in per_line[:3] for r in rows]
    if checked:
        for one, two in itertools.permutations([rows[0] for rows in per_line[:3]], 2):
            merged = _merged(fmt, row, one, two, today=today)
            if merged and merged.score > one.score:
                out.append(merged)
    return sorted(out, key=lambda r: r.score, reverse=True)[:8]


def _likeliest(ties: list[tuple[Mrz, tuple[_Row, ...]]], pieces: list[str]) -> list[tuple[Mrz, tuple[_Row, ...]]]:
    """Of zones that read equally well, those nearest to what was read: each reading's line as near as it is to one of
    the zone's lines, in edits, summed over every reading. Bands read several times ('IDMAR0J77209343...',
    'IDMAR0OJ77209343...') agree on most characters; a zone that keeps them ('OJ7720934' and its check digit 3) is
    nearer to all of them than one that fits by dropping a figure every reading has ('0OJ772093', whose check
    digit the '3' happens to be)."""
    from rapidfuzz.distance import Levenshtein

    if len({zone.lines for zone, _ in ties}) < 2:
        return ties
    texts = [re.sub(r"\s+", "", piece.upper()) for piece in pieces]
    cost = [sum(min(Levenshtein.distance(t, line) for line in zone.lines) for t in texts) for zone, _ in ties]
    return [tie for tie, c in zip(ties, cost, strict=True) if c == min(cost)]


def _agreed(fmt: _Format, zones: list[Mrz], *, today: date) -> Mrz:
    """One zone out of several that read equally well: where their fields under check digits disagree, no
    character can be trusted; those turn into '?' and their checks fail."""
    first = zones[0]
    if all(zone.lines == first.lines for zone in zones):
        return first
    rows = []
    for row, kinds in enumerate(fmt.layout):
        chars = []
        for col, kind in enumerate(kinds):
            seen = {zone.lines[row][col] for zone in zones}
            chars.append(first.lines[row][col] if len(seen) == 1 or kind in "as" else _WILD)
        rows.append("".join(chars))
    return _build(fmt, rows, today=today, corrections=max(zone.corrections for zone in zones))


_LETTER_AMID_DIGITS = re.compile(r"(?<=\d)[A-Z](?=\d)")


def read(texts: Sequence[str], *, today: date) -> MrzReading | None:
    """The zone in OCR output: candidate lines (a text with line breaks is several), possibly with spaces, lower
    case, stray marks, lengths off by a character or a miscounted run of fillers, other text around the zone, or
    several readings of it (each line, or each field under a check digit, is then taken from the reading that reads
    it best). None when no set of lines reads as a zone of a known format with at least one check digit holding.
    Where readings that score alike disagree in a field under a check digit, that field is left unread."""
    found = [
        (i, piece, _variants(piece))
        for i, text in enumerate(texts)
        for piece in text.splitlines()
        if _looks_like_mrz(piece)
    ]
    best: tuple[tuple[object, ...], _Format, list[tuple[Mrz, tuple[_Row, ...]]]] | None = None
    for fmt in FORMATS:
        rows = [_row_candidates(fmt, row, found, today=today) for row in range(fmt.rows)]
        for combo in itertools.product(*rows):
            if any(a.at >= b.at for a, b in itertools.pairwise(combo)):
                continue
            zone = _correct(fmt, [r.line for r in combo], today=today, edits=sum(r.edits for r in combo))
            held = sum(zone.checks.values())
            if not held:
                continue
            gaps = combo[-1].at - combo[0].at
            # readings alike under every check digit (a character dropped before or after a look-alike: 'I<MARG0O27...'
            # as 'I<MARG027...', 'I<MAR0O27...' or 'IMARG0O27...', state 'ARG'): a state that issues its own
            # national's papers first, then a number with no letter between two digits (as `_digit_twins` reads it)
            national = zone.issuing_state == zone.nationality
            mixed = len(_LETTER_AMID_DIGITS.findall(zone.document_number))
            key = (zone.valid, held / len(zone.checks), -_violations(fmt, zone.lines), not zone.cin_misfit, national,
                   -mixed, -gaps, -zone.corrections)  # fmt: skip
            if best is None or key > best[0]:
                best = (key, fmt, [(zone, combo)])
            elif key == best[0] and fmt is best[1]:
                best[2].append((zone, combo))
    if best is None:
        return None
    _, fmt, ties = best
    ties = _likeliest(ties, [piece for _, piece, _ in found])
    zone, combo = ties[0]
    zone = _agreed(fmt, [z for z, _ in ties], today=today)
    return MrzReading(zone, fmt.name, tuple(found[r.at][0] for r in combo), tuple(found[r.at][1] for r in combo))
