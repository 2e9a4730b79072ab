# ruff: noqa: RUF001
"""A small Arabic shaper: contextual presentation forms (U+FE70-FEFF) and visual (right-to-left) order.

fpdf2 draws text left to right without shaping when uharfbuzz is missing, so the Arabic is shaped here.
"""

from __future__ import annotations

# letter: (isolated, final, initial, medial); two-form letters do not join to the next letter.
_FORMS = {
    "ء": (0xFE80,),
    "آ": (0xFE81, 0xFE82),
    "أ": (0xFE83, 0xFE84),
    "ؤ": (0xFE85, 0xFE86),
    "إ": (0xFE87, 0xFE88),
    "ئ": (0xFE89, 0xFE8A, 0xFE8B, 0xFE8C),
    "ا": (0xFE8D, 0xFE8E),
    "ب": (0xFE8F, 0xFE90, 0xFE91, 0xFE92),
    "ة": (0xFE93, 0xFE94),
    "ت": (0xFE95, 0xFE96, 0xFE97, 0xFE98),
    "ث": (0xFE99, 0xFE9A, 0xFE9B, 0xFE9C),
    "ج": (0xFE9D, 0xFE9E, 0xFE9F, 0xFEA0),
    "ح": (0xFEA1, 0xFEA2, 0xFEA3, 0xFEA4),
    "خ": (0xFEA5, 0xFEA6, 0xFEA7, 0xFEA8),
    "د": (0xFEA9, 0xFEAA),
    "ذ": (0xFEAB, 0xFEAC),
    "ر": (0xFEAD, 0xFEAE),
    "ز": (0xFEAF, 0xFEB0),
    "س": (0xFEB1, 0xFEB2, 0xFEB3, 0xFEB4),
    "ش": (0xFEB5, 0xFEB6, 0xFEB7, 0xFEB8),
    "ص": (0xFEB9, 0xFEBA, 0xFEBB, 0xFEBC),
    "ض": (0xFEBD, 0xFEBE, 0xFEBF, 0xFEC0),
    "ط": (0xFEC1, 0xFEC2, 0xFEC3, 0xFEC4),
    "ظ": (0xFEC5, 0xFEC6, 0xFEC7, 0xFEC8),
    "ع": (0xFEC9, 0xFECA, 0xFECB, 0xFECC),
    "غ": (0xFECD, 0xFECE, 0xFECF, 0xFED0),
    "ف": (0xFED1, 0xFED2, 0xFED3, 0xFED4),
    "ق": (0xFED5, 0xFED6, 0xFED7, 0xFED8),
    "ك": (0xFED9, 0xFEDA, 0xFEDB, 0xFEDC),
    "ل": (0xFEDD, 0xFEDE, 0xFEDF, 0xFEE0),
    "م": (0xFEE1, 0xFEE2, 0xFEE3, 0xFEE4),
    "ن": (0xFEE5, 0xFEE6, 0xFEE7, 0xFEE8),
    "ه": (0xFEE9, 0xFEEA, 0xFEEB, 0xFEEC),
    "و": (0xFEED, 0xFEEE),
    "ى": (0xFEEF, 0xFEF0),
    "ي": (0xFEF1, 0xFEF2, 0xFEF3, 0xFEF4),
}
_LAM_ALEF = {"آ": (0xFEF5, 0xFEF6), "أ": (0xFEF7, 0xFEF8), "إ": (0xFEF9, 0xFEFA), "ا": (0xFEFB, 0xFEFC)}


def _joins_next(c: str | None) -> bool:
    return c is not None and c in _FORMS and len(_FORMS[c]) == 4


def _is_ar(c: str) -> bool:
    return c in _FORMS or c == "ـ"


def shape(text: str) -> str:
    """Logical Arabic text -> presentation forms, still in logical order."""
    out: list[str] = []
    chars = list(text)
    i = 0
    while i < len(chars):
        c = chars[i]
        if c not in _FORMS:
            out.append(c)
            i += 1
            continue
        prev = chars[i - 1] if i > 0 else None
        joined_before = _joins_next(prev)
        nxt = chars[i + 1] if i + 1 < len(chars) else None
        if c == "ل" and nxt in _LAM_ALEF:
            iso, fin = _LAM_ALEF[nxt]
            out.append(chr(fin if joined_before else iso))
            i += 2
            continue
        forms = _FORMS[c]
        joins_after = len(forms) == 4 and nxt is not None and nxt in _FORMS
        if len(forms) == 1:
            out.append(chr(forms[0]))
        elif joined_before and joins_after:
            out.append(chr(forms[3]))
        elif joined_before:
            out.append(chr(forms[1]))
        elif joins_after:
            out.append(chr(forms[2]))
        else:
            out.append(chr(forms[0]))
        i += 1
    return "".join(out)


_MIRROR = {"(": ")", ")": "(", "[": "]", "]": "[", "«": "»", "»": "«"}


def visual(text: str) -> str:
    """Shape and reorder a right-to-left line (Arabic with Latin/digit runs) for left-to-right drawing."""
    shaped = shape(text)
    runs: list[tuple[bool, str]] = []  # (is_rtl, text)
    for ch in shaped:
        base_rtl = 0xFE70 <= ord(ch) <= 0xFEFF or _is_ar(ch)
        neutral = ch in " .,:;-/()[]«»'\"_"
        if runs and (neutral or runs[-1][0] == base_rtl):
            runs[-1] = (runs[-1][0], runs[-1][1] + ch)
        else:
            runs.append((base_rtl, ch))
    pieces = []
    for rtl, s in runs:
        if rtl:
            pieces.append("".join(_MIRROR.get(c, c) for c in reversed(s)))
        else:
            # trailing neutrals of an LTR run belong to the RTL flow
            core = s.rstrip(" .,:;-/")
            tail = s[len(core) :]
            pieces.append(tail[::-1] + core)
    return "".join(reversed(pieces))
