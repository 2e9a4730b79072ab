"""A document's type from many cues: its titles (the lexicon's names of each type, weighed more when a phrase is a line
of its own, larger than the text around it), the phrases such documents carry, how many of the type's fields have a
label on the page, and its machine-readable zone (format, document code, issuing state). One conditional logit over
the types (`weights.json`, "types"; fitted by `make fit-reader`), `other` one option among them: it wins when no
type's cues are there.
"""

from __future__ import annotations

import math
from typing import Any

from casefile.domain.documents.layout import Layout
from casefile.domain.documents.lexicon import lexicon

# Before the weights are fitted, and for a type they do not cover.
PRIOR = {
    "title_line": 5.0,
    "title_any": 2.0,
    "title_top": 1.0,
    "cues": 1.5,
    "labels": 3.0,
    "is_other": 2.0,
    "mrz:TD3:passport": 8.0,
    "mrz:TD1:cin_back": 4.0,
    "mrz:MAR:cin_back": 4.0,
    "mrz:TD1:id_card": 4.0,
    "mrz:TD2:id_card": 6.0,
    "mrz:MRVA:visa": 8.0,
    "mrz:MRVB:visa": 8.0,
    "mrz:codeP:passport": 2.0,
    "mrz:codeV:visa": 2.0,
}
TITLE_LINE_SHARE = 0.6  # a title phrase that is this share of its cell's words is a title line


def type_features(layout: Layout, zone: Any = None) -> dict[str, dict[str, float]]:
    """Each type's features (the option's of the conditional logit)."""
    lex = lexicon()
    out: dict[str, dict[str, float]] = {}
    present = {label.owner for label in layout.labels if label.role == "label" and label.match.score >= 0.9}
    for name, spec in lex.types.items():
        f: dict[str, float] = {f"is_{name}": 1.0}
        cues: set[str] = set()
        for hit in layout.type_phrases:
            if hit.owner != f"type:{name}":
                continue
            cell = layout.cells[hit.cell]
            if hit.role == "title":
                share = (hit.end - hit.start) / max(1, len(cell.tokens))
                score = hit.match.score
                f["title_any"] = max(f.get("title_any", 0.0), score)
                if share >= TITLE_LINE_SHARE:
                    f["title_line"] = max(f.get("title_line", 0.0), score)
                    height = layout.pages.get(cell.page, (1.0, 1.0, 30.0))
                    if cell.y0 < 0.35 * height[1]:
                        f["title_top"] = max(f.get("title_top", 0.0), score)
            else:
                cues.add(hit.match.phrase.text)
        if cues:
            f["cues"] = math.log1p(len(cues))
        own = [n for n in spec.fields if lex.kind(n) != "mrz"]
        if own:
            f["labels"] = sum(n in present for n in own) / len(own)
        if zone is not None:
            m = zone.mrz
            f[f"mrz:{zone.format}:{name}"] = 1.0
            f[f"mrz:code{m.document_code[:1]}:{name}"] = 1.0
            if m.issuing_state == "MAR":
                f[f"mrz:MAR:{name}"] = 1.0
        out[name] = f
    return out


IDENTITY_TYPES = ("cin_back", "passport", "id_card", "visa", "residence_permit")


def identity_type(zone: Any, options: dict[str, dict[str, float]]) -> str:
    """The type of a document whose MRZ was read, by ICAO 9303's document code: P a passport, V a visa; a card (TD1,
    TD2) a residence permit when its code says so ('IR'), its titles do, or Morocco issued it to another state's
    national (a CNIE is a Moroccan's); else a Moroccan CNIE's back when Morocco issued it; else an identity card."""
    from casefile.domain.documents.mrz import known_state

    m = zone.mrz
    code = m.document_code[:1]
    if code == "P":
        return "passport"
    if code == "V" or zone.format in ("MRVA", "MRVB"):
        return "visa"
    permit = options.get("residence_permit", {})
    card = options.get("id_card", {})
    foreign = m.issuing_state == "MAR" and m.nationality not in ("MAR", "") and known_state(m.nationality)
    if permit.get("title_any", 0.0) > card.get("title_any", 0.0) or m.document_code[1:2] == "R" or foreign:
        return "residence_permit"
    if m.issuing_state == "MAR":
        return "cin_back"
    return "id_card"


def classify_layout(layout: Layout, zone: Any = None) -> tuple[str, float]:
    """The likeliest type and its probability. A document whose MRZ was read is an identity document of the type its
    document code says (`identity_type`)."""
    from casefile.domain.documents.reader import weights

    options = type_features(layout, zone)
    if zone is not None:
        return identity_type(zone, options), 1.0
    w = weights().get("types") or PRIOR
    utilities = {t: sum(w.get(k, 0.0) * v for k, v in f.items()) for t, f in options.items()}
    top = max(utilities.values())
    total = sum(math.exp(u - top) for u in utilities.values())
    best = max(utilities, key=lambda t: (utilities[t], t == "other"))
    if best != "other" and not any(options[best].get(k, 0.0) > 0 for k in EVIDENCE):
        return "other", 1.0 - math.exp(utilities[best] - top) / total  # no title, cue or label of it on the page
    return best, math.exp(utilities[best] - top) / total


EVIDENCE = ("title_any", "cues", "labels")
