"""Comparing values read from documents: names, texts and codes as keys that forgive case, accents, word order and
one misread letter (the merge's and the MRZ check's tolerance), and a RIB's key. The values themselves are found by
`spans` and chosen by `reader`."""

from __future__ import annotations

import re
import unicodedata


def fold(text: str) -> str:
    """Lower case, no accents, single spaces: what comparisons and keyword searches see."""
    decomposed = unicodedata.normalize("NFKD", text)
    stripped = "".join(c for c in decomposed if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", stripped.casefold()).strip()


def _name_words(text: str) -> list[str]:
    """A name's words in the order read, without case, accents or punctuation."""
    return re.findall(r"[a-z]+", fold(text))


def name_key(text: str) -> str:
    """Names compare without case, accents, punctuation or word order ('EL AMRANI Youssef' = 'Youssef El-Amrani')."""
    return " ".join(sorted(_name_words(text)))


def one_edit(a: str, b: str) -> bool:
    """Whether a and b differ by at most one substitution, insertion or deletion."""
    if abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        return sum(x != y for x, y in zip(a, b, strict=True)) <= 1
    short, long = sorted((a, b), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def names_agree(a: str, b: str) -> bool:
    """Two readings of one person's name: the same words in any order (`name_key`), allowing one misread
    letter in a word of five letters or more ('FASS' for 'FASSI', 'ALAQUI' for 'ALAOUI') or a word cut at its end
    after five letters ('CHRAI'), and a name that gives only some of the other's words (a payslip with the family
    name alone), or the same letters in the same order with the spaces elsewhere ('KHADIJA BE NJELLOUN': OCR cut a
    word in two), with 'i' and 'l' as one stroke (`strokes`: 'Hamza EI Fassi'). A different given name or family
    name does not agree."""
    words_a, words_b = strokes(name_key(a)).split(), strokes(name_key(b)).split()
    if not words_a or not words_b:
        return words_a == words_b
    if strokes("".join(_name_words(a))) == strokes("".join(_name_words(b))):
        return True  # in the order read
    short, long = sorted((words_a, words_b), key=len)
    left = list(long)
    for word in short:
        match = (
            next((w for w in left if w == word), None)
            or next((w for w in left if max(len(w), len(word)) >= 5 and one_edit(w, word)), None)
            # a word read cut at its end, five letters of it or more ('CHRAI' at a scan's torn edge, 'CHRAIBI')
            or next(
                (w for w in left if min(len(w), len(word)) >= 5 and (w.startswith(word) or word.startswith(w))), None
            )
        )
        if match is None:
            return False
        left.remove(match)
    return True


def strokes(key: str) -> str:
    """A folded key with 'i' and 'l' as one stroke: a capital 'I' and a small 'l' are one glyph in most sans-serif
    faces ('EI FASSI' for 'El Fassi', 'Institut AI Manar')."""
    return key.replace("l", "i")


def text_key(text: str) -> str:
    """Free text (employer, address, position) compares without case, accents, punctuation and spacing."""
    return " ".join(re.findall(r"[a-z0-9]+", fold(text)))


def code_key(text: str) -> str:
    return re.sub(r"[^0-9A-Z]", "", text.upper())


# Letters and digits that OCR takes for one another (the shapes of 0 and O, 1 and I, 4 and A, 8 and B ...): two
# readings of an identifier that differ only by these are one identifier read twice, not two identifiers. A digit
# changed into another digit stays a different identifier.
_LOOK_ALIKE = str.maketrans({"O": "0", "Q": "0", "D": "0", "I": "1", "L": "1", "Z": "2", "S": "5", "B": "8", "G": "6",
                             "A": "4", "T": "7"})  # fmt: skip


def glyph_key(text: str) -> str:
    """An identifier as its glyphs' shapes: `code_key` with look-alike letters as the digits they look like."""
    return code_key(text).translate(_LOOK_ALIKE)


def rib_key(first22: str) -> str:
    return f"{97 - (int(first22) * 100) % 97:02d}"


# A king's ordinal in a street's name read with a small l or a bar for a capital I ('Avenue Hassan Il', 'Bd Mohammed
# lI'): two or three strokes after a capitalised name, ending a word
_ROMAN_MISREAD = re.compile(r"(\b[A-Z][a-z]{2,} )(?!II\b|III\b)([Il|]{2,3})(?=$|[\s,.;])")


def ordinals_restored(address: str) -> str:
    """An address with its street's ordinal II or III as printed where OCR read its strokes as l or a bar."""
    return _ROMAN_MISREAD.sub(lambda m: m.group(1) + "I" * len(m.group(2)), address)
