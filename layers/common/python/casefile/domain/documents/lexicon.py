"""The lexicon (lexicon.toml) loaded once, and the search for its phrases in a line of text.

A phrase is found in a sequence of folded words when each of its words is there in order, each equal to the page's
word or close to it by edit distance (`rapidfuzz`): one edit in a word of six to nine letters, two in a longer one;
words of five letters or fewer must be exact; a letter in place of the word's must be a look-alike of it
(`_LOOK_ALIKE`). So an OCR misreading of a label ('affillation', 'nalssance', 'naisssance') is found without being
listed, and a word of another language one letter away ('quality', 'qualité') is not. A phrase's small words ('de',
'd', 'du', 'la', 'of') may be missing on the page ('date embauche'), at a cost to the match's score. Where phrases
overlap, the longest wins: 'net imposable' (a `not` phrase of the net) hides 'net'.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

_LEXICON = Path(__file__).with_name("lexicon.toml")

# Folding: lower case, no accents, Arabic letter variants as one, the number sign 'n°' as one word.
_ARABIC_VARIANTS = str.maketrans(
    {"\u0623": "\u0627", "\u0625": "\u0627", "\u0622": "\u0627", "\u0649": "\u064a", "\u0629": "\u0647", "\u0640": ""}
)  # alef with hamza or madda as alef, alef maksura as yeh, teh marbuta as heh, no tatweel
# typographic apostrophes, the modifier letter and the accents that stand for one
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})


def straight_apostrophes(text: str) -> str:
    """The text with its typographic apostrophes (and the signs that stand for one) as the straight apostrophe."""
    return text.translate(_APOSTROPHES)


_NUMBER_SIGN = re.compile(r"\bn\s?[°º]|\bn[o°º]\.(?=\s|\d|$)|\bnum\.")
WORD = re.compile(r"n°|[a-z0-9]+|[\u0600-\u06ff]+|&")


@lru_cache(maxsize=65536)
def fold(text: str) -> str:
    """Lower case, no accents, typographic apostrophes straight, Arabic variants unified, single spaces."""
    if text.isascii():
        return " ".join(text.casefold().replace("`", "'").split())
    decomposed = unicodedata.normalize("NFKD", text.translate(_APOSTROPHES))
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", stripped.casefold().translate(_ARABIC_VARIANTS)).strip()


# French inclusive writing's feminine ending in brackets after a word ('Né(e)', 'Embauché(e)', 'salarié(e)s'): no
# word of its own, so that 'Embauché(e) le' reads as 'embauche le'
_INCLUSIVE_ENDING = re.compile(r"(?<=[a-z])\((?:e|es|s|ne|le|trice)\)s?")


def words(text: str) -> list[tuple[str, int, int]]:
    """The words of a text as (folded word, start, end) with positions in `fold(text)`... of the folded text itself:
    callers fold first (folding keeps lengths for Latin text, not always for Arabic)."""
    folded = _NUMBER_SIGN.sub(lambda m: "n°" + " " * (len(m.group(0)) - 2), text)
    if "(" in folded:
        folded = _INCLUSIVE_ENDING.sub(lambda m: " " * len(m.group(0)), folded)
    out = [(m.group(0), m.start(), m.end()) for m in WORD.finditer(folded)]
    if "." not in folded:
        return out
    # initials written with dots ('C.D.D.', 'S.A.R.L.', 'A.U.') are one word: the abbreviation's
    for m in _DOTTED_INITIALS.finditer(folded):
        inside = [w for w in out if m.start() <= w[1] and w[2] <= m.end()]
        if len(inside) > 1:
            start = out.index(inside[0])
            out[start : start + len(inside)] = [("".join(w[0] for w in inside), inside[0][1], inside[-1][2])]
    return out


_DOTTED_INITIALS = re.compile(r"(?<![a-z0-9.])(?:[a-z]\.)+(?:[a-z](?![a-z0-9]))?")


SMALL_WORDS = frozenset({"de", "d", "du", "des", "la", "le", "l", "les", "of", "the", "et", "a", "en", "au"})
MISSING_SMALL_WORD = 0.9  # a match's score for each small word of the phrase not on the page


@dataclass(frozen=True)
class Phrase:
    owner: str  # a field name, "type:<document type>" or "heading:<scope>"
    role: str  # label | weak | not | prose | title | cue
    words: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class FieldSpec:
    name: str
    kind: str


@dataclass(frozen=True)
class TypeSpec:
    name: str
    fields: tuple[str, ...]
    constraints: tuple[dict[str, Any], ...] = ()


@dataclass(frozen=True)
class Bank:
    name: str
    aliases: tuple[tuple[str, ...], ...]  # each alias as folded words
    codes: tuple[str, ...]


@dataclass
class Lexicon:
    version: int
    types: dict[str, TypeSpec]
    fields: dict[str, FieldSpec]
    phrases: list[Phrase]
    words: dict[str, frozenset[str]]
    contracts: dict[tuple[str, ...], str]
    banks: list[Bank]
    by_first: dict[str, list[Phrase]] = field(default_factory=dict)
    vocabulary: tuple[str, ...] = ()
    # a state named in a visual zone, in folded words -> (its ICAO 9303 code, how: "names", "people" or "states")
    countries: dict[tuple[str, ...], tuple[str, str]] = field(default_factory=dict)

    def kind(self, field_name: str) -> str:
        spec = self.fields.get(field_name)
        return spec.kind if spec else "text"

    def banks_in(self, folds: Sequence[str], *, words: int = 1) -> list[tuple[str, int, int]]:
        """The banks named word for word in folded words: (bank, start, end) for each alias of `words` words or more
        found there."""
        folds = tuple(folds)
        return [
            (bank.name, i, i + len(alias))
            for bank in self.banks
            for alias in bank.aliases
            if len(alias) >= words
            for i in range(len(folds) - len(alias) + 1)
            if folds[i : i + len(alias)] == alias
        ]

    def bank_named(self, text: str) -> str | None:
        """The one bank of the lexicon whose name or alias the text gives ('AWB', 'Attijariwafa bank' and
        'ATTIJARIWAFA BANK SA' are one bank), None for no bank or several."""
        named = {name for name, _, _ in self.banks_in(_phrase_words(text))}
        return named.pop() if len(named) == 1 else None


def _phrase_words(text: str) -> tuple[str, ...]:
    return tuple(w for w, _, _ in words(fold(text)))


@cache
def lexicon() -> Lexicon:
    data: dict[str, Any] = tomllib.loads(_LEXICON.read_text(encoding="utf-8"))
    phrases: list[Phrase] = []
    types = {}
    for name, spec in data["types"].items():
        types[name] = TypeSpec(name, tuple(spec.get("fields", ())), tuple(spec.get("constraints", ())))
        for role in ("titles", "cues"):
            for text in spec.get(role, ()):
                phrase_words = _phrase_words(text.replace("*", " "))
                if phrase_words:
                    phrases.append(Phrase(f"type:{name}", role[:-1], phrase_words, text))
    fields = {}
    for name, spec in data["fields"].items():
        fields[name] = FieldSpec(name, spec["kind"])
        for role in ("labels", "weak", "not", "prose"):
            for text in spec.get(role, ()):
                phrase_words = _phrase_words(text)
                if phrase_words:
                    phrases.append(Phrase(name, role.rstrip("s") if role == "labels" else role, phrase_words, text))
    for name, texts in data.get("headings", {}).items():
        for text in texts:
            phrase_words = _phrase_words(text)
            if phrase_words:
                phrases.append(Phrase(f"heading:{name}", "heading", phrase_words, text))
    word_lists = {k: frozenset(fold(w) for w in v) for k, v in data["words"].items() if isinstance(v, list)}
    contracts = {_phrase_words(k): v for k, v in data["contracts"].items()}
    banks = [
        Bank(b["name"], tuple(_phrase_words(a) for a in b["aliases"]), tuple(b.get("codes", ()))) for b in data["banks"]
    ]
    lex = Lexicon(int(data["version"]), types, fields, phrases, word_lists, contracts, banks)
    for phrase in phrases:
        lex.by_first.setdefault(phrase.words[0], []).append(phrase)
    for code, named in data.get("countries", {}).items():
        for how in ("names", "people", "states"):
            for text in named.get(how, ()):
                lex.countries.setdefault(_phrase_words(text), (code, how))
    vocabulary = {w for p in phrases for w in p.words}
    vocabulary |= {w for b in banks for alias in b.aliases for w in alias}
    vocabulary |= {w for key in contracts for w in key}
    lex.vocabulary = tuple(sorted(vocabulary))
    return lex


def ends_with_legal_form(folded: Sequence[str]) -> bool:
    """Whether folded words end with a legal form of the lexicon ('sarl', 'sarl au', 'sa')."""
    forms = lexicon().words["legal_forms"]
    return bool(folded) and (folded[-1] in forms or " ".join(folded[-2:]) in forms)


# fuzzy words ----------------------------------------------------------------------------------------------------
EXACT_UP_TO = 5  # letters: a word this short must be read exactly ('titre' is not 'title')
ONE_EDIT_UP_TO = 9


@cache
def _by_length() -> dict[int, tuple[str, ...]]:
    out: dict[int, list[str]] = {}
    for w in lexicon().vocabulary:
        out.setdefault(len(w), []).append(w)
    return {k: tuple(v) for k, v in out.items()}


@cache
def near_words(word: str) -> tuple[tuple[str, float], ...]:
    """The lexicon's words that `word` may be a reading of, with a similarity in (0, 1] (1: the same word)."""
    from rapidfuzz import process
    from rapidfuzz.distance import Levenshtein

    out: list[tuple[str, float]] = []
    if word in _vocabulary_set():
        out.append((word, 1.0))
    if len(word) <= EXACT_UP_TO or word.isdigit():
        return tuple(out)
    allowed = 1 if len(word) <= ONE_EDIT_UP_TO else 2
    pool = _near_length(len(word), allowed)
    for candidate, distance, _ in process.extract(
        word, pool, scorer=Levenshtein.distance, score_cutoff=allowed, limit=None
    ):
        if candidate == word or (distance == 2 and len(candidate) <= ONE_EDIT_UP_TO):
            continue
        if not misreading(word, candidate):
            continue
        out.append((candidate, 1.0 - distance / max(len(word), len(candidate))))
    return tuple(out)


# Letters OCR reads one for the other (folded: no accents, lower case): a page word is taken for a lexicon word only
# where each letter it has in place of the word's is a look-alike of it. A letter dropped or added is any letter.
# So 'affillation' is 'affiliation' and 'nalssance' 'naissance', but an English 'quality' is not French 'qualite'.
_LOOK_ALIKE = frozenset(
    frozenset(pair)
    for group in ("aoeucd", "ilt1jfr", "o0qdg", "unvmrh", "vy", "hbkl", "s5z2", "g9q", "b68")
    for pair in ((a, b) for a in group for b in group if a < b)
)


def misreading(word: str, lexicon_word: str) -> bool:
    """Whether OCR may have read `lexicon_word` as `word`: every letter replaced by a look-alike."""
    from rapidfuzz.distance import Levenshtein

    return all(
        op.tag != "replace" or frozenset((word[op.src_pos], lexicon_word[op.dest_pos])) in _LOOK_ALIKE
        for op in Levenshtein.editops(word, lexicon_word)
    )


@cache
def _near_length(length: int, allowed: int) -> tuple[str, ...]:
    by_length = _by_length()
    return tuple(
        w for n in range(length - allowed, length + allowed + 1) for w in by_length.get(n, ()) if len(w) > EXACT_UP_TO
    )


@cache
def _vocabulary_set() -> frozenset[str]:
    return frozenset(lexicon().vocabulary)


def similarity(page_word: str, phrase_word: str) -> float:
    if page_word == phrase_word:
        return 1.0
    for candidate, score in near_words(page_word):
        if candidate == phrase_word:
            return score
    return 0.0


@dataclass(frozen=True)
class Match:
    phrase: Phrase
    start: int  # index of the first word matched
    end: int  # index past the last word matched
    score: float


TORN_SCORE = 0.7  # a phrase whose first word lost its start: a weaker match than a whole word's


@cache
def torn_heads(word: str) -> tuple[str, ...]:
    """The lexicon's words of which `word` may be the end, its first letters torn off or cropped at the edge of a
    page or photo ('uchée le' of 'embauchée le'): four letters left at least (an agreement's final e or s aside),
    two lost at least."""
    if len(word) < 4 or not word.isalpha() or word in _vocabulary_set():
        return ()
    stems = {word, word[:-1]} if word[-1] in "es" else {word}
    return tuple(
        sorted(
            w
            for w in _vocabulary_set()
            if any(len(stem) >= 4 and len(w) - len(stem) >= 2 and w.endswith(stem) for stem in stems)
        )
    )


def find_phrases(
    page_words: Sequence[str], *, owners: frozenset[str] | None = None, torn_start: bool = False
) -> list[Match]:
    """Every phrase of the lexicon found in a sequence of folded words, the longest where they overlap. With
    `torn_start` (the words begin a line), the first word may be a phrase's first word whose start was lost, when the
    rest of a phrase of two words or more follows."""
    lex = lexicon()
    found: list[Match] = []
    for i, word in enumerate(page_words):
        heads = {word, *(w for w, _ in near_words(word))}
        if i + 1 < len(page_words):
            heads.add(word + page_words[i + 1])  # a first word read in two ('C.IN.' as 'c' 'in', 'embau che')
        torn = set(torn_heads(word)) - heads if torn_start and i == 0 else set()
        short = set(short_misreadings(word)) - heads
        for head in heads | torn | short:
            for phrase in lex.by_first.get(head, ()):
                if owners is not None and phrase.owner not in owners:
                    continue
                if (head in torn or head in short) and len(phrase.words) < 2:
                    continue
                match = _match_at(page_words, i, phrase, torn=head in torn, short=head in short)
                if match is not None:
                    found.append(match)
    return _longest(found)


SHORT_MISREAD_SCORE = 0.8  # a phrase whose short first word was read with one letter for its look-alike


@cache
def short_misreadings(word: str) -> tuple[str, ...]:
    """The lexicon's words of four or five letters that `word` is a reading of, one letter read as its look-alike
    ('soide', 'sofde' for 'solde'): matched exactly alone (`EXACT_UP_TO`), such a word may still open a phrase whose
    other words are read ('Soide précédent')."""
    if not 4 <= len(word) <= EXACT_UP_TO or not word.isalpha():
        return ()
    return tuple(
        w
        for w in _by_length().get(len(word), ())
        if w != word and sum(a != b for a, b in zip(w, word, strict=True)) == 1 and misreading(word, w)
    )


def _match_at(
    page_words: Sequence[str], i: int, phrase: Phrase, *, torn: bool = False, short: bool = False
) -> Match | None:
    score = TORN_SCORE if torn else SHORT_MISREAD_SCORE if short else 1.0
    j, k = (i + 1, 1) if torn or short else (i, 0)
    words = phrase.words
    while k < len(words):
        phrase_word = words[k]
        if j < len(page_words):
            s = similarity(page_words[j], phrase_word)
            if s == 0 and not short and len(words) > 1 and phrase_word in short_misreadings(page_words[j]):
                s, short = SHORT_MISREAD_SCORE, True  # one short word of a phrase misread ('Nouveau sofde')
            if s > 0:
                score *= s
                j, k = j + 1, k + 1
                continue
            # two page words for one phrase word ('embau che'), read apart
            if j + 1 < len(page_words) and page_words[j] + page_words[j + 1] == phrase_word:
                j, k = j + 2, k + 1
                continue
            # one page word for two phrase words ('datede naissance', 'etde'), read together
            if k + 1 < len(words) and page_words[j] == phrase_word + words[k + 1]:
                j, k = j + 1, k + 2
                continue
        if phrase_word in SMALL_WORDS and 0 < k < len(words) - 1:
            score *= MISSING_SMALL_WORD
            k += 1
            continue
        return None
    return Match(phrase, i, j, score)


def _phrase_kind(owner: str) -> str:
    """A phrase's kind: a type's ("type:payslip"), a heading's ("heading:cumulative") or a field's; phrases of one kind
    hide each other, not another kind's."""
    return owner.split(":", 1)[0] if ":" in owner else ""


COLUMN = "_col"  # the end of a column's owner: its heading names a table's column ('_credit_col', '_amount_col')


def _longest(found: list[Match]) -> list[Match]:
    """Drop a match inside a longer one of the same kind (fields' phrases hide each other; types' phrases hide each
    other), and of two matches of the same span keep the better score; a column's heading read exactly hides another
    owner's phrase the same words are only a near reading of (a statement's column 'Crédit' is the credit column's
    heading, not 'Crédits', the total's label)."""
    found.sort(key=lambda m: (-(m.end - m.start), -m.score))
    kept: list[Match] = []
    for m in found:
        typed = _phrase_kind(m.phrase.owner)
        if any(
            k.start <= m.start
            and m.end <= k.end
            and _phrase_kind(k.phrase.owner) == typed
            and (
                k.end - k.start > m.end - m.start
                or k.phrase.owner == m.phrase.owner
                or (k.score == 1.0 and m.score < 1.0 and k.phrase.owner.endswith(COLUMN))
            )
            for k in kept
        ):
            continue
        kept.append(m)
    return kept
