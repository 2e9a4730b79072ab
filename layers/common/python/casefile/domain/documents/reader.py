"""Extraction by candidates and evidence: every value of a field's kind on the pages is a candidate, weighed by the
fitted weights of `weights.json` (a conditional logit per field: the candidate's features against "none of them"),
and the document's values are chosen together under its constraints (a value used once, gross - deductions = net,
gross >= net, opening + credits - debits = closing, the period's start before its end, birth before hire).

    fields = read(document_type, lines)

Confidence is the model's probability for the value chosen, halved when a check fails (`invalid`); a value whose
check holds (a RIB key, an MRZ's check digits, a sum) is `valid`, other values `unverified`.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any

from casefile.domain.documents import mrz as mrz_zone
from casefile.domain.documents import spans
from casefile.domain.documents.candidates import Candidate, generate
from casefile.domain.documents.features import COLUMNS, Evidence, context_of, features
from casefile.domain.documents.layout import Label, Layout, build, relation, share, union
from casefile.domain.documents.lexicon import lexicon, straight_apostrophes
from casefile.domain.documents.model import ExtractedField, TextLine
from casefile.domain.documents.values import ordinals_restored

WEIGHTS = Path(__file__).with_name("weights.json")

# Helper fields read with the document's own: a name's parts, and the totals its checks need.
HELPERS: dict[str, tuple[str, ...]] = {
    "applicant_name": ("_surname", "_given"),
    "account_holder": ("_surname", "_given"),
    "net_salary": ("_deductions",),
    "closing_balance": ("_credits", "_debits"),
}
MIN_CONFIDENCE = 0.15  # a value less likely than this is not given
MRZ_CHECKED = 0.98  # an MRZ whose every check digit holds


@dataclass
class Scored:
    candidate: Candidate
    utility: float
    probability: float
    features: dict[str, float]


@cache
def weights() -> dict[str, Any]:
    if WEIGHTS.exists():
        data: dict[str, Any] = json.loads(WEIGHTS.read_text())
        return data
    return {"version": "prior", "fields": {}, "calibration": {}}


# A prior for fields the fitted weights do not cover yet: labels by geometry and the owner of the nearest label.
PRIOR = {
    "null": 1.5,
    "lab_inline": 4.0,
    "lab_left": 4.0,
    "lab_above": 3.0,
    "lab_right": 2.0,
    "lab_prose": 1.5,
    "lab_prose_cue": 3.0,
    "lab_weak": 1.5,
    "lab_not": -3.0,
    "own_f": 2.0,
    "own_part": 1.0,
    "own_other": -2.5,
    "own_misc": -2.0,
    "own_none": -1.0,
    "other_best": -1.0,
    "from_other_label": -1.0,
    "conf": 1.0,
    "cin_valid": 2.0,
    "rib_key": 4.0,
    "rib_iban": 1.0,
    "whole": 1.0,
    "amt_dec": 0.5,
    "alias_score": 3.0,
    "alias_words": 1.0,
    "ticked": 2.0,
    "unticked": -2.0,
    "sibling_ticked": -2.0,
    "legal_end": 1.0,
    "given_hits": 0.5,
    "label_word": -1.5,
    "job_hits": 0.5,
    "town": 0.5,
    "street": 0.5,
    "composed": 1.0,
    "src_free": -0.5,
    "src_run": -0.5,
    "mrz_same": 4.0,
    "mrz_checked": 2.0,
    "mrz_other": -4.0,
    "amt_negated": -3.0,
    "negated_debit_col": 4.0,
    "negated_row_debit": 3.0,
}


def _utility(field_name: str, f: dict[str, float]) -> float:
    w = weights()["fields"].get(field_name) or PRIOR
    return sum(w.get(k, 0.0) * v for k, v in f.items())


def _null(field_name: str) -> float:
    w = weights()["fields"].get(field_name) or PRIOR
    return float(w.get("null", PRIOR["null"]))


BY_LABEL = ("lab_inline", "lab_left", "lab_above", "lab_right")  # a field's label beside its value


def _labelled(f: dict[str, float]) -> float:
    return max(f.get(k, 0.0) for k in BY_LABEL)


def score_field(
    field_name: str, candidates: Sequence[Candidate], evidence: Evidence, context: dict[str, Any]
) -> list[Scored]:
    """The field's candidates (of its kind) with their probabilities, best first."""
    kind = lexicon().kind(field_name)
    kinds = {"person": ("person",), "name_part": ("name_part",)}.get(kind, (kind,))
    scored, label_only = [], []
    for i, c in enumerate(candidates):
        if c.kind not in kinds:
            continue
        f = features(field_name, i, c, evidence, context)
        scored.append(Scored(c, 0.0, 0.0, f))
        label_only.append(evidence.label_only[i])
    # how much more strongly another candidate is labelled as the field ('Employeur : X' against a letterhead's name),
    # and how much more strongly one of another value is (a payroll bureau's letterhead over 'Entreprise : Y SARL':
    # the employer's name printed again under its label is no rival to the letterhead's); a label's own words are
    # no rival, though a heading stands over them ('Grade' over 'Échelle')
    keyed = [(s, _value_key(s.candidate), _labelled(s.features)) for s in scored]
    rivals = [(key, mine) for (_, key, mine), label in zip(keyed, label_only, strict=True) if not label]
    best = max((mine for _, mine in rivals), default=0.0)
    by_value: dict[str, float] = {}
    for key, mine in rivals:
        by_value[key] = max(by_value.get(key, 0.0), mine)
    top_two = sorted(by_value.items(), key=lambda kv: -kv[1])[:2]
    for s, key, mine in keyed:
        rival = next((strength for value, strength in top_two if value != key), 0.0)
        s.features["outlabelled"] = best - mine
        s.features["outlabelled_other"] = max(0.0, rival - mine)
        s.utility = _utility(field_name, s.features)
    top = max([_null(field_name)] + [s.utility for s in scored])
    total = math.exp(_null(field_name) - top) + sum(math.exp(s.utility - top) for s in scored)
    for s in scored:
        s.probability = math.exp(s.utility - top) / total
    scored.sort(key=lambda s: -s.probability)
    return scored


@dataclass
class Reading:
    """A document read: its layout, candidates and every field's scored candidates (for fitting and debugging)."""

    layout: Layout
    candidates: list[Candidate]
    evidence: Evidence
    context: dict[str, Any]
    scored: dict[str, list[Scored]]


def prepare(
    document_type: str,
    lines: Sequence[TextLine],
    today: date | None = None,
    layout: Layout | None = None,
    zone: mrz_zone.MrzReading | bool | None = False,
) -> tuple[Layout, list[Candidate], Evidence, dict[str, Any]]:
    """The document's layout, candidates and evidence (a layout and MRZ reading already made are reused: `zone`
    False means not read yet)."""
    lex = lexicon()
    spec = lex.types.get(document_type)
    wanted = list(spec.fields) if spec else []
    for name in list(wanted):
        wanted += [h for h in HELPERS.get(name, ()) if h not in wanted]
    kinds = {lex.kind(name) for name in wanted}
    layout = layout or build(lines)
    candidates = generate(layout, kinds)
    if zone is False or zone is True:
        zone = read_mrz(layout, today or REFERENCE_DAY)
    if zone is not None:
        zone = _completed(zone, candidates)
        candidates += mrz_candidates(layout, zone)
    evidence = Evidence(layout, candidates, {*wanted, "_other", *COLUMNS})
    context = context_of(layout, candidates)
    context["mrz"] = zone or None
    return layout, candidates, evidence, context


def interpret(lines: Sequence[TextLine], today: date | None = None) -> tuple[str, list[ExtractedField]]:
    """A document's type and fields from its text: laid out once, its MRZ read once, classified, then read."""
    from casefile.domain.documents.doctype import classify_layout

    if not any(line.text.strip() for line in lines):
        return "other", []
    layout = build(lines)
    zone = read_mrz(layout, today or REFERENCE_DAY)
    document_type, _ = classify_layout(layout, zone)
    return document_type, read(document_type, lines, today, layout=layout, zone=zone)


# Two-digit years in an MRZ are resolved against this day when the caller gives none (the pure domain reads no
# clock; the OCR worker passes the day it reads the document).
REFERENCE_DAY = date(2026, 11, 1)
MRZ_FIELD = {
    "date_of_birth": "date_of_birth",
    "cin_expiry": "document_expiry",
    "document_expiry": "document_expiry",
    "applicant_name": "applicant_name",
    "cin": "cin",
    "document_number": "document_number",
    "nationality": "nationality",
    "issuing_country": "issuing_country",
}
_MRZ_KIND = {
    "date_of_birth": "date",
    "document_expiry": "date",
    "applicant_name": "person",
    "cin": "cin",
    "document_number": "document_number",
    "nationality": "country",
    "issuing_country": "country",
}


def read_mrz(layout: Layout, today: date) -> mrz_zone.MrzReading | None:
    """The document's machine-readable zone, read from its rows that look like one (checks corrected)."""
    rows = [(r, " ".join(c.text for c in layout.row_cells(r))) for r in range(len(layout.rows))]
    rows = [(r, t) for r, t in rows if mrz_zone.may_be_line(t)]
    if not rows:
        return None
    found = mrz_zone.read([t for _, t in rows], today=today)
    if found is None or sum(found.mrz.checks.values()) < mrz_zone.ZONE_CHECKS:
        return None  # text in capitals and signs (a table's header) whose digits check nothing (one may, by chance)
    return mrz_zone.MrzReading(found.mrz, found.format, tuple(rows[i][0] for i in found.line_indexes), found.texts)


def _completed(zone: mrz_zone.MrzReading, candidates: list[Candidate]) -> mrz_zone.MrzReading:
    """The zone with the characters of its document number that it left unread taken from the number the visual
    zone prints, where one fits them and both check digits (the number's, the composite) then hold: a card whose
    zone's number was blurred still gives its number, and its CIN, which the composite covers."""
    for c in candidates:
        if c.kind == "document_number" and c.source != "mrz":
            completed = zone.mrz.completed_by(str(c.value))
            if completed is not None:
                return dataclasses.replace(zone, mrz=completed)
    return zone


def mrz_candidates(layout: Layout, zone: mrz_zone.MrzReading) -> list[Candidate]:
    """The MRZ's values as candidates, placed on the row of the line that carries each."""
    m = zone.mrz
    values = m.to_fields()
    rows = zone.line_indexes  # rows of the layout, top to bottom
    name_row = rows[0] if zone.format in ("TD3", "MRVA", "TD2", "MRVB") else rows[-1]
    data_row = rows[1] if len(rows) > 1 else rows[0]
    first_row = rows[0]
    out = []
    for name, kind in _MRZ_KIND.items():
        if name not in values:
            continue
        row = (
            name_row
            if name == "applicant_name"
            else first_row
            if name in ("document_number", "issuing_country")
            else data_row
        )
        if zone.format == "TD1" and name == "cin":
            row = first_row
        cell = layout.rows[row][0]
        c = Candidate(kind, values[name], cell, 0, 0, "mrz", str(values[name]), "mrz")
        c.extra["mrz_field"] = name
        check = {"date_of_birth": "birth_date", "document_expiry": "expiry_date"}.get(name, name)
        c.extra["checked"] = (
            # a state's code no digit checks: vouched for by the list of codes, in a zone whose checks hold
            (m.valid and m.state_vouched(str(values[name])))
            if kind == "country"
            else bool(m.checks.get(check, m.valid))
        )
        c.extra["valid"] = m.valid
        out.append(c)
    return out


def read_document(
    document_type: str,
    lines: Sequence[TextLine],
    today: date | None = None,
    layout: Layout | None = None,
    zone: mrz_zone.MrzReading | bool | None = False,
) -> Reading:
    lex = lexicon()
    spec = lex.types.get(document_type)
    layout, candidates, evidence, context = prepare(document_type, lines, today, layout, zone)
    scored: dict[str, list[Scored]] = {}
    if spec is None:
        return Reading(layout, candidates, evidence, context, scored)
    fields = list(spec.fields)
    for name in list(fields):
        fields = [h for h in HELPERS.get(name, ()) if h not in fields] + fields
    for name in fields:
        if lex.kind(name) == "mrz":
            continue
        if lex.kind(name) == "person" and "_surname" in scored and "_given" in scored:
            _compose(candidates, evidence, scored["_surname"], scored["_given"])
        scored[name] = score_field(name, candidates, evidence, context)
    _newest_month(document_type, layout, scored)
    return Reading(layout, candidates, evidence, context, scored)


# A file of several months' papers (the last three payslips in one PDF) answers with its newest month: these fields
# come from the page of the latest period; the others (a name, a CIN) from any page.
MONTHLY: dict[str, tuple[str, ...]] = {"payslip": ("pay_period", "gross_salary", "net_salary", "_deductions")}


def _newest_month(document_type: str, layout: Layout, scored: dict[str, list[Scored]]) -> None:
    fields = MONTHLY.get(document_type)
    if not fields or len(layout.pages) < 2 or not scored.get(fields[0]):
        return
    best: dict[int, Scored] = {}
    for s in scored[fields[0]]:
        page = layout.cells[s.candidate.cell].page
        if page not in best or s.probability > best[page].probability:
            best[page] = s
    if len({str(s.candidate.value) for s in best.values()}) < 2:
        return
    newest = max(best, key=lambda page: (str(best[page].candidate.value), best[page].probability))
    for name in fields:
        kept = [s for s in scored.get(name, []) if layout.cells[s.candidate.cell].page == newest]
        none = max(0.0, 1.0 - sum(s.probability for s in scored.get(name, [])))
        mass = sum(s.probability for s in kept) + none
        for s in kept:
            s.probability = s.probability / mass if mass else 0.0
        scored[name] = kept


COMPOSE_AT_LEAST = 0.2  # a name's part this likely is put together with the other


def _compose(candidates: list[Candidate], evidence: Evidence, surnames: list[Scored], givens: list[Scored]) -> None:
    """A name whose parts have labels of their own ('Nom' / 'Prénom'): the likeliest family name and given names
    put together, given names first, as one more candidate for the person's field (once)."""
    if any(c.source == "composed" for c in candidates):
        return
    for surname in surnames[:2]:
        for given in givens[:2]:
            if min(surname.probability, given.probability) < COMPOSE_AT_LEAST:
                continue
            a, b = surname.candidate, given.candidate
            if _overlap(a, b) or str(a.value) == str(b.value):
                continue
            value = f"{given.candidate.value} {surname.candidate.value}"
            c = Candidate("person", value, a.cell, a.t0, a.t1, "composed", value, "composed")
            c.extra["part_p"] = min(surname.probability, given.probability)
            c.extra["parts"] = [(b.cell, b.t0, b.t1)]  # where the value stands: both parts
            # a part carried onto the next line ('Nom : BEN' / 'SLIMANE') makes the name so carried, not cut short
            for part in (a, b):
                for key in ("continued", "beside"):
                    if part.extra.get(key):
                        c.extra[key] = True
            index = candidates.index(a)
            candidates.append(c)
            evidence.add_at(index)


def read(
    document_type: str,
    lines: Sequence[TextLine],
    today: date | None = None,
    layout: Layout | None = None,
    zone: mrz_zone.MrzReading | bool | None = False,
) -> list[ExtractedField]:
    reading = read_document(document_type, lines, today, layout, zone)
    chosen = decide(document_type, reading)
    out = []
    zone = reading.context.get("mrz")
    if zone is not None and "mrz_valid" in (
        lexicon().types[document_type].fields if document_type in lexicon().types else ()
    ):
        zone_cells = [reading.layout.cells[i] for row in zone.line_indexes for i in reading.layout.rows[row]]
        valid = zone.mrz.valid
        out.append(
            ExtractedField(
                "mrz_valid",
                valid,
                MRZ_CHECKED if valid else 0.6,
                zone_cells[0].page,
                "valid" if valid else "invalid",
                union([c.box_of(0, 0) for c in zone_cells]),
            )
        )
    if zone is not None:
        _from_mrz(document_type, chosen, reading, zone.mrz.to_fields())
    _visual_countries(document_type, chosen, reading)
    for name, (s, status, confidence) in chosen.items():
        if name.startswith("_") or confidence < MIN_CONFIDENCE:
            continue
        c = s.candidate
        cell = reading.layout.cells[c.cell]
        parts = [(c.cell, c.t0, c.t1), *c.extra.get("parts", ())]
        box = union([reading.layout.cells[i].box_of(t0, t1) for i, t0, t1 in parts])
        value, kind = _output(name, c), lexicon().kind(name)
        if kind == "person" and isinstance(value, str):
            value = _names_restored(reading.layout, parts, value)
        elif kind == "address" and isinstance(value, str):
            value = ordinals_restored(value)
        out.append(ExtractedField(name, value, round(confidence, 4), cell.page, status, box))
    return out


# A word of a person's name read at this confidence or more stays as read, whatever the lists of names say.
WORD_SURE = 0.9


def _names_restored(layout: Layout, parts: list[tuple[int, int, int]], value: str) -> str:
    """A person's name with each word read poorly that is a known name misread put back (`names.restored`:
    'Nadta EL AMRANT' is 'Nadia EL AMRANI'), and a particle 'EI' before a word (a small l read as a capital I) as
    'EL'. A word's confidence is the least its OCR gave it where the value was read."""
    from casefile.domain.documents.names import restored

    read_at: dict[str, float] = {}
    for i, t0, t1 in parts:
        cell = layout.cells[i]
        for token in cell.tokens[t0:t1]:
            text, confidence, _, _ = cell.words[token.word]
            for word in text.split():
                core = word.strip(_WORD_EDGES)
                read_at[core] = min(confidence, read_at.get(core, 1.0))
    words = value.split()
    out = []
    for n, word in enumerate(words):
        core = word.strip(_WORD_EDGES)
        if core in ("EI", "Ei") and n + 1 < len(words):
            out.append(word.replace(core, core[0] + ("L" if core == "EI" else "l")))
            continue
        better = restored(core) if read_at.get(core, 0.0) < WORD_SURE else None
        out.append(word.replace(core, better) if better else word)
    return " ".join(out)


_WORD_EDGES = ".,;:()[]'\"|"


# A state named in the visual zone (no check digit covers it): under its label ('Nationalité : MAROCAINE', 'Code du
# pays | MAR'), or unlabelled, a people's name alone in its cell ('MAROCAINE') or the state's formula heading the
# document ('ROYAUME DU MAROC' issues it).
NAMED_UNDER_LABEL = 0.8
NAMED_ALONE = 0.6
LABEL_REACHES = 0.25  # a relation to the label this strong (`layout.relation`) puts the name under it


def _visual_countries(document_type: str, chosen: dict[str, tuple[Scored, str, float]], reading: Reading) -> None:
    """The nationality and issuing state the visual zone names, where the MRZ gave none (its zone unread)."""
    spec = lexicon().types.get(document_type)
    wanted = [n for n in ("nationality", "issuing_country") if spec and n in spec.fields]
    missing = [n for n in wanted if n not in chosen or chosen[n][2] < MIN_CONFIDENCE]
    if not missing:
        return
    layout = reading.layout
    named = _countries_named(layout)
    for name in missing:
        labels = [label for label in layout.labels if label.owner == name and label.role == "label"]
        labelled: dict[str, tuple[float, Candidate]] = {}
        alone: dict[str, Candidate] = {}
        for c, how in named:
            cell = layout.cells[c.cell]
            strength = max(
                (
                    found[1] * label.match.score
                    for label in labels
                    if (found := relation(layout, label, cell, c.t0, c.t1, "country")) is not None
                ),
                default=0.0,
            )
            if strength >= LABEL_REACHES:
                if strength > labelled.get(str(c.value), (0.0, c))[0]:
                    labelled[str(c.value)] = (strength, c)
            elif how == ("people" if name == "nationality" else "states") and (c.t0, c.t1) == (0, len(cell.tokens)):
                alone.setdefault(str(c.value), c)
        if labelled:
            _, c = max(labelled.values(), key=lambda sc: sc[0])
            chosen[name] = (Scored(c, 0.0, NAMED_UNDER_LABEL, {}), "unverified", NAMED_UNDER_LABEL)
        elif len(alone) == 1:  # one state named so, not two
            (c,) = alone.values()
            chosen[name] = (Scored(c, 0.0, NAMED_ALONE, {}), "unverified", NAMED_ALONE)


def _countries_named(layout: Layout) -> list[tuple[Candidate, str]]:
    """Every state the page names by the lexicon's countries (a name, a people's name, a state's formula) or by its
    code of three capitals: (candidate, how)."""
    countries = lexicon().countries
    longest = max((len(words) for words in countries), default=0)
    out = []
    for cell in layout.cells:
        folds = [t.fold for t in cell.tokens]
        for t0 in range(len(folds)):
            for t1 in range(min(len(folds), t0 + longest), t0, -1):
                hit = countries.get(tuple(folds[t0:t1]))
                if hit is not None:
                    code, how = hit
                    out.append((Candidate("country", code, cell.index, t0, t1, "visual", code, "lexicon"), how))
                    break
            else:
                start, stop = cell.chars(t0, t0 + 1)
                word = cell.text[start:stop].strip(":;,.()")
                if len(word) == 3 and word.isupper() and word in mrz_zone.STATE_CODES:
                    out.append((Candidate("country", word, cell.index, t0, t0 + 1, "code", word, "lexicon"), "code"))
    return out


MRZ_NAME = 0.8  # a name read from the MRZ alone: no check digit covers it
MISMATCH_FACTOR = 0.6  # a value its document's two zones read otherwise keeps this share of its confidence
AGREED = 0.95  # a name its two zones read alike


def _from_mrz(
    document_type: str, chosen: dict[str, tuple[Scored, str, float]], reading: Reading, zone: dict[str, Any]
) -> None:
    """The MRZ against the visual zone. What the MRZ gives under check digits that hold is the value (dates,
    numbers, codes): `valid` when the visual zone reads it alike or does not show it, `mismatch` and less sure when
    it reads it otherwise (a misprinted or altered card shows here). The name, which no check digit covers, keeps
    the visual zone's spelling (accents, spaces) when a name printed there agrees with the MRZ's; else the MRZ's,
    less sure."""
    from casefile.domain.documents.values import code_key

    spec = lexicon().types.get(document_type)
    wanted = set(spec.fields) if spec else set()
    mrz_candidates = {c.extra.get("mrz_field"): c for c in reading.candidates if c.source == "mrz"}
    for name in wanted:
        key = MRZ_FIELD.get(name)
        if key is None or key not in zone or key not in mrz_candidates:
            continue
        if name == "cin_expiry" and document_type != "cin_back":
            continue
        c = mrz_candidates[key]
        if name == "applicant_name":
            mrz = reading.context["mrz"].mrz
            respelled, agreed = respell_mrz_name(mrz.surname, mrz.given_names, reading.layout, reading.context["mrz"])
            if agreed:
                c = dataclasses.replace(c, value=respelled)
                chosen[name] = (Scored(c, 0.0, AGREED, {}), "valid", AGREED)
                continue
            printed = _printed_name(reading.scored.get(name, []), str(zone[key]))
            if printed is not None:
                chosen[name] = (printed, "valid", max(AGREED, printed.probability))
            else:
                # no check digit covers a name: a zone whose checks do not all hold may have misread it too, and so
                # may one whose name no one bears (a filler read as letters: 'BBBBBRIBSI', 'A Z A Z OAOO9OOOB')
                sure = MRZ_NAME if mrz.valid and _a_name(respelled) else MRZ_NAME * MISMATCH_FACTOR
                c = dataclasses.replace(c, value=respelled)
                chosen[name] = (Scored(c, 0.0, sure, {}), "unverified", sure)
            continue
        printed_value = _printed_value(reading.scored.get(name, []))
        agree = printed_value is None or code_key(str(printed_value)) == code_key(str(zone[key]))
        if not agree and name == "document_number" and reading.context["mrz"].mrz.holds_with_number(printed_value):
            # both readings hold the number's check digit, which cannot tell them apart ('G' and '6'): the visual
            # zone's, printed in a font OCR reads in words, with a language's sense of a number, is taken
            c = dataclasses.replace(c, value=str(printed_value))
            agree = True
        confidence = MRZ_CHECKED if agree else MRZ_CHECKED * MISMATCH_FACTOR
        chosen[name] = (Scored(c, 0.0, confidence, {}), "valid" if agree else "mismatch", confidence)


def _a_name(name: str) -> bool:
    """Whether an MRZ's name reads as a person's: letters only, no letter three times running, no lone letter that
    a filler '<' is read as ('HAMZA C OUAZZANI')."""
    words = name.split()
    return all(
        w.isalpha() and not re.search(r"(.)\1\1", w.upper()) and not (len(w) == 1 and w.upper() in _FILLER_LOOK)
        for w in words
    )


LABELLED = (*BY_LABEL, "lab_prose_cue")
_FILLER_LOOK = "KLCEXG"  # letters OCR reads a filler '<' as


def _printed_words(layout: Layout, zone: Any) -> dict[str, str]:
    """The visual zone's words, keyed as an MRZ writes them (ICAO letters, no accents, capitals), with their printed
    spelling; a hyphenated word under each of its parts too."""
    skip = set(zone.line_indexes) if zone is not None else set()
    words: dict[str, str] = {}
    for row_index, row in enumerate(layout.rows):
        if row_index in skip:
            continue
        for i in row:
            for token in re.findall(r"[^\W\d_]+(?:[-\u2019'][^\W\d_]+)*", layout.cells[i].text):
                key = _mrz_key(token)
                if len(key) >= 2:
                    words.setdefault(key, token)
                    for part in re.split(r"[-\u2019']", token):
                        if len(_mrz_key(part)) >= 2:
                            words.setdefault(_mrz_key(part), part)
    return words


def _mrz_key(word: str) -> str:
    from casefile.domain.documents.lexicon import fold

    return re.sub(r"[^A-Z]", "", fold(icao_letters(word)).upper())


def respell_mrz_name(surname: str, given: str, layout: Layout, zone: Any) -> tuple[str, bool]:
    """The MRZ's name ('Given names SURNAME') checked word by word against the visual zone: a word printed there
    takes its printed spelling (accents, case); a filler read as a letter glued to a word ('TINAK', 'ANNAKMARIA')
    or standing alone ('NATACHA K') is dropped when the printed words show it is not the name's. True when every
    word of the name was found printed."""
    printed = _printed_words(layout, zone)

    def word_of(word: str) -> tuple[list[str], bool]:
        if word in printed:
            return [printed[word]], True
        for cut in range(1, 4):  # fillers glued to its end
            if len(word) - cut >= 2 and set(word[-cut:]) <= set(_FILLER_LOOK) and word[:-cut] in printed:
                return [printed[word[:-cut]]], True
        for at in range(2, len(word) - 2):  # a filler between two words read as a letter
            if word[at] in _FILLER_LOOK and word[:at] in printed and word[at + 1 :] in printed:
                return [printed[word[:at]], printed[word[at + 1 :]]], True
        return [word], False

    kept: list[str] = []  # every word, as the MRZ gives it where not printed
    cleaned: list[str] = []  # lone filler look-alikes left out
    found = words = 0
    for part, is_given in ((given, True), (surname, False)):
        for word in _hyphenated(part.split(), printed):
            got, ok = word_of(word)
            shown = got if ok else [word.title() if is_given else word]
            kept += shown
            if not ok and len(word) <= 2 and set(word) <= set(_FILLER_LOOK):
                continue
            words += 1
            found += ok
            cleaned += shown
    agreed = words > 0 and found == words
    return " ".join(cleaned if agreed else kept), agreed


def _hyphenated(words: list[str], printed: dict[str, str]) -> list[str]:
    """An MRZ's words with those that the visual zone prints as one hyphenated word ('MEI-HUA', which the MRZ writes
    'MEI<HUA') put back together, keyed as that word is in `printed`."""
    out: list[str] = []
    i = 0
    while i < len(words):
        for n in (3, 2):
            joined = "".join(words[i : i + n])
            if i + n <= len(words) and joined in printed and re.search(r"[-\u2019']", printed[joined]):
                out.append(joined)
                i += n
                break
        else:
            out.append(words[i])
            i += 1
    return out


def _printed_value(scored: list[Scored]) -> Any:
    """The value the visual zone prints under the field's own label (the likeliest such candidate), if any."""
    for s in scored:
        if s.candidate.source == "mrz" or not s.features.get("own_f"):
            continue
        if any(s.features.get(k, 0) >= 0.2 for k in LABELLED):
            return s.candidate.value
    return None


def _printed_name(scored: list[Scored], mrz_name: str) -> Scored | None:
    """The likeliest name of the visual zone that is the MRZ's name (its letters transliterated as ICAO 9303 does)."""
    from casefile.domain.documents.values import names_agree

    for s in scored:
        if s.candidate.source == "mrz":
            continue
        if names_agree(icao_letters(str(s.candidate.value)), mrz_name) or names_agree(str(s.candidate.value), mrz_name):
            return s
    return None


_ICAO_LETTERS = str.maketrans(
    {"Þ": "TH", "þ": "th", "Ð": "D", "ð": "d", "Æ": "AE", "æ": "ae", "Ø": "OE", "ø": "oe", "Å": "AA", "å": "aa",
     "Ä": "AE", "ä": "ae", "Ö": "OE", "ö": "oe", "Ü": "UE", "ü": "ue", "ß": "SS", "Œ": "OE", "œ": "oe"}
)  # fmt: skip


def icao_letters(name: str) -> str:
    """A printed name's letters as an MRZ writes them (ICAO 9303 part 3's transliteration of the common ones)."""
    return name.translate(_ICAO_LETTERS)


def _output(name: str, c: Candidate) -> Any:
    if c.kind == "amount":
        return float(c.value)
    if isinstance(c.value, str):
        # a company, a job title or a place is one value however its document's font sets its elisions (a
        # typesetter's PDF prints the curly apostrophe, an office suite's the straight one, OCR either)
        return straight_apostrophes(c.value)
    return c.value


def _overlap(a: Candidate, b: Candidate) -> bool:
    """Whether two candidates are one printed value: a bank named by a RIB's bank code is read from the RIB's digits
    without taking them from the RIB."""
    if a.cell != b.cell or "bank_code" in (a.source, b.source):
        return False
    return a.t0 < b.t1 and b.t0 < a.t1


# Fields that may share one printed value (a name that is both holder and applicant).
SHARED: frozenset[str] = frozenset()


def _value_key(c: Candidate) -> str:
    from casefile.domain.documents.lexicon import fold

    return fold(str(c.value)).replace(" ", "") if isinstance(c.value, str) else repr(c.value)


ValueGroup = tuple[float, str, list[Scored]]
JOINT_OPTIONS = 4  # values of a constrained field weighed together with the others'
SUM_TOLERANCE = 0.02
SUM_HOLDS = 3.0  # log-odds a sum that holds adds to the values in it
FLOW_HOLDS = 6.0  # ... and a statement's every movement from its opening balance to its closing one, to the cent
BROKEN = -4.0  # log-odds an order or a share that fails takes away
CHECKED_DOUBT = 0.3  # a value in a sum that holds keeps this share of its doubt
REPAIRED_SURE = 0.8  # the surest a value repaired by a sum is given (`_repairs`)
# the surest a value read by dropping what a table's rule was read as is given ('1656977781' for a CNSS number of
# nine figures): below merge.CONFLICT_MIN_CONFIDENCE, so that it never makes a conflict on its own
GUESSED_AT_MOST = 0.45
REPAIR_MARGIN = 2.0  # ... and how much less surely than every other amount of the sum it must have been read


def decide(document_type: str, reading: Reading) -> dict[str, tuple[Scored, str, float]]:
    """Each field's value: the value whose candidates together are most probable (a value printed twice is one
    value); the fields a constraint ties (gross - deductions = net, the period's order) chosen together, the
    combination of their likeliest values that best agrees with the constraints; then the other fields, most
    probable first; a printed value used by one field only."""
    by_value: dict[str, list[ValueGroup]] = {}
    for name, scored in reading.scored.items():
        groups: dict[str, list[Scored]] = {}
        for s in scored:
            groups.setdefault(_value_key(s.candidate), []).append(s)
        by_value[name] = sorted(
            ((sum(s.probability for s in g), key, g) for key, g in groups.items()), key=lambda t: -t[0]
        )
    spec = lexicon().types.get(document_type)
    constraints = [c for c in (spec.constraints if spec else ()) if all(n in by_value for n in _fields_of(c))]
    used: list[Candidate] = []
    chosen: dict[str, tuple[Scored, str, float]] = {}
    if constraints:
        flows = _flows(reading) if any(c["check"] == "flow" for c in constraints) else None
        joint, statuses = _joint(constraints, by_value, flows)
        for name, picked in joint.items():
            if picked is None:
                continue
            probability, _, members = picked
            status = statuses.get(name) or _status(members[0].candidate)
            confidence = probability
            if "repaired" in members[0].candidate.form:
                # its figures are the sum's, not as read: no check of its own, and no surer than REPAIRED_SURE
                status, confidence = "unverified", min(REPAIRED_SURE, 1.0 - (1.0 - probability) * CHECKED_DOUBT)
            elif status == "valid" and name in statuses:
                confidence = 1.0 - (1.0 - probability) * CHECKED_DOUBT
            elif status == "invalid":
                confidence = probability * 0.5
            chosen[name] = (members[0], status, min(1.0, confidence))
            used += [s.candidate for s in members]
    # a helper outside the constraints (a name's parts, composed into the name already) takes no printed value
    order = sorted(
        (n for n in by_value if n not in chosen and not n.startswith("_")),
        key=lambda n: -(by_value[n][0][0] if by_value[n] else 0.0),
    )
    for name in order:
        for probability, _, group in by_value[name]:
            if probability < MIN_CONFIDENCE:
                break
            free = [s for s in group if not any(_overlap(s.candidate, u) for u in used)]
            if not free:
                continue
            # a value claims its printed instances but one that a field still to choose reads likelier as its own
            # ('Contrat Stagiaire' is the contract's STAGE; 'Poste Data Analyst stagiaire' stays the position's)
            rivals = [(n, r) for n in order if n != name and n not in chosen for r in reading.scored[n]]
            used += [
                s.candidate
                for s in free
                if s is free[0]
                or not any(_odds(n, r) > _odds(name, s) and _overlap(r.candidate, s.candidate) for n, r in rivals)
            ]
            confidence = min(1.0, probability)
            if free[0].candidate.form == "ruled":
                # a figure dropped as a table's rule read so: a guess, listed but never a conflict (merge)
                confidence = min(confidence, GUESSED_AT_MOST)
            chosen[name] = (free[0], _status(free[0].candidate), confidence)
            break
    _recheck(constraints, chosen)
    return chosen


def _recheck(constraints: list[dict[str, Any]], chosen: dict[str, tuple[Scored, str, float]]) -> None:
    """The orders and shares checked again on the values finally chosen: a value the joint choice left out for
    breaking one (a net above the gross) and that is still the likeliest printed value is given, as printed, but
    invalid and less sure."""
    for c in constraints:
        if c["check"] in ("sum", "flow") or not all(n in chosen for n in c["fields"]):
            continue
        picked: dict[str, ValueGroup | None] = {n: (chosen[n][2], "", [chosen[n][0]]) for n in c["fields"]}
        statuses: dict[str, str] = {}
        if _constraint(c, picked, statuses) < 0:
            for n in c["fields"]:
                scored, status, confidence = chosen[n]
                if status != "invalid":
                    chosen[n] = (scored, "invalid", confidence * 0.5)


def _fields_of(constraint: dict[str, Any]) -> list[str]:
    return [t.lstrip("-") for t in constraint.get("terms", ())] + list(constraint.get("fields", ()))


# rows whose amounts are no movement of the account: totals, amounts carried over, balances
NO_FLOW = ("_totals", "_credits", "_debits", "opening_balance", "closing_balance")


@dataclass
class Movements:
    """A statement's movements: every amount as printed (not a negated twin) in a debit (-1) or credit (+1) column,
    but on a row that names a total or a balance; and the totals its rows of totals print, (debits, credits)."""

    moves: list[tuple[Candidate, float]]
    totals: list[tuple[float, float]]
    # each row of totals' doubt: 1 - the confidence its least surely read amount was read at
    totals_doubt: list[float] = dataclasses.field(default_factory=list)
    # the balance the statement prints before its first movement and after its last (as one or two readings give
    # each), in its column of running balances (`_running_ends`); None where it prints none
    running: tuple[tuple[float, ...], tuple[float, ...]] | None = None


def _heads_its_row(layout: Layout, label: Label) -> bool:
    """Whether a label names its row: most of its cell, or all of it but the one amount it labels ('Total crédits
    11,042.20', 'Solde final 5,485.94-' set in one cell)."""
    if share(layout, label) >= 0.5:
        return True
    cell = layout.cells[label.cell]
    if label.start != 0:
        return False
    rest = cell.text[cell.chars(label.end, len(cell.tokens))[0] :].strip(" :")
    found = spans.amounts(rest)
    return len(found) == 1 and found[0].start == 0 and bool(_CURRENCY_ONLY.fullmatch(rest[found[0].end :]))


_CURRENCY_ONLY = re.compile(r"[\s.]*(?:dhs?|mad|dirhams?)?[\s.]*", re.IGNORECASE)


def _flows(reading: Reading) -> Movements:
    layout = reading.layout
    labelled = [lab for lab in layout.labels if lab.role == "label" and _heads_its_row(layout, lab)]
    skip = {layout.cells[lab.cell].row for lab in labelled if lab.owner in NO_FLOW}
    totals_rows = {layout.cells[lab.cell].row for lab in labelled if lab.owner == "_totals"}
    moves = []
    columns: dict[int, dict[str, list[tuple[float, float]]]] = {}
    by_row: dict[int, list[Candidate]] = {}
    for c, column in zip(reading.candidates, reading.evidence.columns, strict=True):
        if column is None or "negated" in c.form:
            continue
        row = layout.cells[c.cell].row
        if column[0] == "_balance_col":
            by_row.setdefault(row, []).append(c)
            continue
        if row in totals_rows:
            doubt = 1.0 - layout.cells[c.cell].confidence_of(c.t0, c.t1)
            columns.setdefault(row, {}).setdefault(column[0], []).append((float(c.value), doubt))
        if row not in skip and column[0] != "_balance_col":
            # under a debit column an amount is taken away; under a credit one, or one of signed amounts, added
            moves.append((c, -1.0 if column[0] == "_debit_col" else 1.0))
    balances = _balances(layout, by_row, skip, moves)
    pairs = [
        (debit, credit)
        for by_column in columns.values()
        for debit in by_column.get("_debit_col", [])
        for credit in by_column.get("_credit_col", [])
    ]
    return Movements(
        moves,
        [(debit, credit) for (debit, _), (credit, _) in pairs],
        [max(d, c) for (_, d), (_, c) in pairs],
        _running_ends(layout, balances, moves, skip),
    )


def _balances(
    layout: Layout, by_row: dict[int, list[Candidate]], skip: set[int], moves: list[tuple[Candidate, float]]
) -> list[tuple[int, float]]:
    """The running balances, a row each, from the amounts nearest the balance column's heading. Where most of its rows
    hold two, the movements' heading was lost (unread) and its amounts fell to the balance's: on each movement's row the
    one furthest right is the balance, the other its movement as signed (added to `moves`). Else a row with two is
    read as noise and left out (a closing balance's row read as '2 11.287')."""
    doubled = sum(len(found) > 1 for found in by_row.values())
    merged = doubled >= 3 and doubled * 2 >= len(by_row)
    out = []
    for row, found in sorted(by_row.items()):
        if len(found) == 1:
            out.append((row, float(found[0].value)))
        elif merged and row not in skip:
            found.sort(key=lambda c: layout.cells[c.cell].x_of(c.t0, c.t1)[0])
            out.append((row, float(found[-1].value)))
            moves += [(c, 1.0) for c in found[:-1]]
    return out


def _running_ends(
    layout: Layout, balances: list[tuple[int, float]], moves: list[tuple[Candidate, float]], skip: set[int]
) -> tuple[tuple[float, ...], tuple[float, ...]] | None:
    """The balance before a statement's first movement and after its last, as its column of running balances prints
    them: before, its first balance (less the movement on its row where it has one; a row of its own, 'Solde
    précédent', has none), and where that row has none, also the balance on the first movement's row less that
    movement (a minus lost on either reading); after, its last (or, below, the last movement's). None for a column of
    fewer than three balances."""
    if len(balances) < 3:
        return None
    order = sorted(balances, key=lambda b: (layout.cells[layout.rows[b[0]][0]].page, b[0]))
    moved: dict[int, list[float]] = {}
    for c, sign in moves:
        moved.setdefault(layout.cells[c.cell].row, []).append(sign * float(c.value))
    (first_row, first), (last_row, last) = order[0], order[-1]
    if len(moved.get(first_row, ())) > 1:
        return None
    starts = [round(first - sum(moved.get(first_row, ())), 2)]
    if first_row not in moved:
        after = next(((row, value) for row, value in order if row in moved), None)
        if after is not None and len(moved[after[0]]) == 1:
            starts.append(round(after[1] - moved[after[0]][0], 2))
    # after: where the last balance has a row of its own ('Solde de clôture'), that row's balance is the closing
    # balance as printed, no evidence of itself (a rule read as its minus): the balance on the last movement's row,
    # and the one before it plus that movement (a figure of either lost: '-4:105,98')
    ends = [last]
    if last_row not in moved:
        rows = [(row, value) for row, value in order if row in moved]
        if rows:
            ends = [rows[-1][1]]
            if len(rows) > 1 and len(moved[rows[-1][0]]) == 1:
                ends.append(round(rows[-2][1] + moved[rows[-1][0]][0], 2))
    return tuple(dict.fromkeys(starts)), tuple(dict.fromkeys(ends))


def _joint(
    constraints: list[dict[str, Any]],
    by_value: dict[str, list[ValueGroup]],
    flows: Movements | None = None,
) -> tuple[dict[str, ValueGroup | None], dict[str, str]]:
    """The constrained fields' values chosen together: each field's likeliest values or none, the combination with
    the highest log-probability plus what its constraints say (a sum that holds, an order that fails)."""
    names = list(dict.fromkeys(n for c in constraints for n in _fields_of(c)))
    choices: list[list[ValueGroup | None]] = []
    for name in names:
        options: list[ValueGroup | None] = [g for g in by_value[name][:JOINT_OPTIONS] if g[0] >= MIN_CONFIDENCE / 2]
        if flows and (flows.moves or flows.totals):
            # a balance's other sign too (printed in a debit column, or not): the movements may settle it
            signs = {repr(-n) for n in map(_number, options) if n}
            options += [g for g in by_value[name] if g[1] in signs and g not in options]
        if flows and flows.running:
            # the balance its column of running balances gives it, however unlikely as read
            ends = [
                value
                for c in constraints
                if c["check"] == "flow" and name in c["fields"]
                for value in flows.running[0 if c["fields"][0] == name else 1]
            ]
            options += [g for g in by_value[name] if _number(g) in ends and g not in options]
        choices.append([*options, None])
    best: tuple[float, dict[str, ValueGroup | None], dict[str, str]] | None = None

    def weigh(picked: dict[str, ValueGroup | None]) -> tuple[float, dict[str, ValueGroup | None], dict[str, str]]:
        score = 0.0
        for name, group in picked.items():
            total = sum(g[0] for g in by_value[name])
            p = group[0] if group is not None else max(1e-3, 1.0 - total)
            score += math.log(max(p, 1e-6))
        statuses: dict[str, str] = {}
        for c in constraints:
            score += _constraint(c, picked, statuses, flows)
        return score, picked, statuses

    for combo in itertools.product(*choices):
        picked = _apportioned(dict(zip(names, combo, strict=True)))
        if picked is None:
            continue
        weighed = [weigh(picked)]
        for c in constraints:
            # a value one figure from what the sum needs of it: misread, and repaired by it (`_repairs`)
            weighed += [weigh({**picked, name: group}) for name, group in _repairs(c, picked, flows)]
        for option in weighed:
            if best is None or option[0] > best[0]:
                best = option
    assert best is not None
    return best[1], best[2]


def _repairs(
    c: dict[str, Any], picked: dict[str, ValueGroup | None], flows: Movements | None
) -> list[tuple[str, ValueGroup]]:
    """Where a sum or a statement's flow by its printed totals fails, the one amount of it that a figure misread
    would explain: the value the others need of it, where that value and the printed one differ by one figure (a
    figure read as another, dropped or added: '7 539,53' for 7 530,53). Any amount of a failing sum may be the one
    misread, so one is repaired only where it alone is one figure from what the sum needs of it (a figure dropped
    reads as surely as the others: '268.79' for 6 268,79 beside a gross '(7 465.00' read poorly), and it was read
    REPAIR_MARGIN times less surely than each other amount of the sum (its doubt: 1 - the confidence its words were
    read at); a text layer's figures, read at 1.0, never are. A statement's movements are not summed for it: among
    dozens of amounts one misread is likelier than not."""
    needed: list[tuple[str, float]] = []
    doubts: dict[str, float] = {}
    if c["check"] == "flow" and flows is not None and len(flows.totals) == 1:
        # one row of totals (rows that disagree, a page's and the statement's, give no one sum to hold to)
        first, last = c["fields"]
        start, end = _number(picked[first]), _number(picked[last])
        (debit, credit), printed_doubt = flows.totals[0], flows.totals_doubt[0]
        if start is None or end is None or abs(start + credit - debit - end) <= SUM_TOLERANCE:
            return []
        needed = [(first, end - credit + debit), (last, start + credit - debit)]
        doubts = {first: _doubt(picked[first]), last: _doubt(picked[last]), "_totals": printed_doubt}
    elif c["check"] == "sum":
        signed = [(t.lstrip("-"), -1.0 if t.startswith("-") else 1.0) for t in c["terms"]]
        values = [(_number(picked[n]), sign, n) for n, sign in signed]
        if any(v is None for v, _, _ in values):
            return []
        total = sum(float(v) * sign for v, sign, _ in values if v is not None)
        if abs(total) <= SUM_TOLERANCE + 1e-9:
            return []
        needed = [(n, float(v) - total * sign) for v, sign, n in values if v is not None and not n.startswith("_")]
        doubts = {n: _doubt(picked[n]) for _, _, n in values}
    apart = [
        (name, value)
        for name, value in needed
        if (printed := _number(picked[name])) is not None and _one_figure_apart(printed, value)
    ]
    if len(apart) != 1:
        return []  # none, or two amounts each one figure from what the sum needs of it ('268.79' or '7 465,00')
    (name, value), group = apart[0], picked[apart[0][0]]
    doubt = doubts[name]
    if group is None or doubt <= 0 or any(doubt < REPAIR_MARGIN * d for n, d in doubts.items() if n != name):
        return []
    scored = group[2][0]
    candidate = dataclasses.replace(scored.candidate, value=round(value, 2), form=f"{scored.candidate.form} repaired")
    repaired = dataclasses.replace(scored, candidate=candidate, probability=group[0] * doubt)
    return [(name, (group[0] * doubt, repr(candidate.value), [repaired]))]


def _doubt(group: ValueGroup | None) -> float:
    """1 - the confidence a value's words were read at (0 for a text layer's)."""
    if group is None:
        return 1.0
    return 1.0 - min(1.0, group[2][0].features.get("conf", 1.0))


def _one_figure_apart(printed: float, value: float) -> bool:
    """Whether two amounts of one sign differ by one figure, to the cent: one read as another, dropped or added."""
    from rapidfuzz.distance import Levenshtein

    if (printed < 0) != (value < 0) or abs(printed - value) <= SUM_TOLERANCE:
        return False
    return Levenshtein.distance(str(round(abs(printed) * 100)), str(round(abs(value) * 100))) == 1


def _odds(field_name: str, s: Scored) -> float:
    """How strongly a candidate reads as the field, against its reading as none of the field's values: comparable
    from field to field, and not lessened where the field's value is printed again elsewhere (its probability is)."""
    return s.utility - _null(field_name)


def _apportioned(picked: dict[str, ValueGroup | None]) -> dict[str, ValueGroup | None] | None:
    """The values of a combination, each printed instance that two of them share given to the field that reads it
    more strongly (`_odds`: a gross and a net of the same 3 300,00, each under its label, each take their own; a net
    printed twice stays the net's twice); None where a field is left with no instance of its value."""
    members = {name: list(g[2]) for name, g in picked.items() if g is not None}
    shared = False
    for (x, xs), (y, ys) in itertools.combinations(members.items(), 2):
        for a in list(xs):
            for b in list(ys):
                if a in xs and b in ys and (a.candidate is b.candidate or _overlap(a.candidate, b.candidate)):
                    shared = True
                    if _odds(x, a) < _odds(y, b):
                        xs.remove(a)
                    else:
                        ys.remove(b)
    if not shared:
        return picked
    if any(not kept for kept in members.values()):
        return None
    out: dict[str, ValueGroup | None] = {}
    for name, g in picked.items():
        out[name] = None if g is None else (sum(s.probability for s in members[name]), g[1], members[name])
    return out


def _number(group: ValueGroup | None) -> float | None:
    if group is None:
        return None
    value = group[2][0].candidate.value
    return float(value) if isinstance(value, int | float) else None


def _constraint(
    c: dict[str, Any],
    picked: dict[str, ValueGroup | None],
    statuses: dict[str, str],
    flows: Movements | None = None,
) -> float:
    """What one constraint says of a combination (log-odds), and the status it gives the values it covers."""
    if c["check"] == "flow":
        # opening + the columns' movements = closing, the balances' own amounts left out; or opening + the credits
        # - the debits a row of totals prints = closing (a movement misread, a statement of several pages)
        first, last = (picked[n] for n in c["fields"])
        start, end = _number(first), _number(last)
        if flows is None or first is None or last is None or start is None or end is None:
            return 0.0
        own = [s.candidate for s in (*first[2], *last[2])]
        moved = [sign * float(f.value) for f, sign in flows.moves if not any(f is m or _overlap(f, m) for m in own)]
        by_moves = len(moved) >= 2 and abs(start + sum(moved) - end) <= SUM_TOLERANCE
        by_totals = any(abs(start + credit - debit - end) <= SUM_TOLERANCE for debit, credit in flows.totals)
        # or the balance before its first movement and after its last, as its column of running balances prints them
        by_running = (
            flows.running is not None
            and any(abs(start - printed) <= SUM_TOLERANCE for printed in flows.running[0])
            and any(abs(end - printed) <= SUM_TOLERANCE for printed in flows.running[1])
        )
        # each that holds is evidence of its own: the movements' sum and the running balances agreeing say more than
        # either (a first balance read without its minus agrees with the running balances only)
        held = int(by_moves or by_totals) + int(by_running)
        if not held:
            return 0.0
        for n in c["fields"]:
            statuses[n] = "valid"
        return FLOW_HOLDS * held
    if c["check"] == "sum":
        terms = [(t.lstrip("-"), -1.0 if t.startswith("-") else 1.0) for t in c["terms"]]
        values = [(_number(picked[n]), sign, n) for n, sign in terms]
        if any(v is None for v, _, _ in values):
            return 0.0
        total = sum(float(v) * sign for v, sign, _ in values if v is not None)
        if abs(total) <= SUM_TOLERANCE + 1e-9:
            for _, _, n in values:
                statuses[n] = "valid"
            return SUM_HOLDS
        return 0.0
    a, b = (picked[n] for n in c["fields"])
    if a is None or b is None:
        return 0.0
    va, vb = a[2][0].candidate.value, b[2][0].candidate.value
    if c["check"] == "order":
        if isinstance(va, str):  # dates and months: compared to the day, or to the month where one is a month
            n = min(len(va), len(str(vb)))
            holds = va[:n] <= str(vb)[:n]
        else:
            holds = float(va) <= float(vb)
    else:  # share: a is at least `at_least` of b
        holds = float(va) >= float(c.get("at_least", 0.0)) * float(vb)
    if holds:
        return 0.0
    for n in c["fields"]:
        statuses[n] = "invalid"
    return BROKEN


def _status(c: Candidate) -> str:
    if c.kind == "rib":
        return "valid" if c.form in ("key", "iban") else "invalid"
    if c.kind == "cin":
        return "valid" if c.form == "valid" else "unverified"
    if c.kind in ("date", "period", "amount", "bank"):  # a bank: one of the lexicon's, by its printed name
        return "valid"
    return "unverified"


def extract_fields(document_type: str, lines: Sequence[TextLine], today: date | None = None) -> list[ExtractedField]:
    """The fields of a document of a known type."""
    return read(document_type, lines, today)


def classify(text: str) -> tuple[str, float]:
    """A text's document type and its probability, each line of the text taken as one cell of its own."""
    from casefile.domain.documents.doctype import classify_layout

    lines = [TextLine(line, 1.0, 1, None, i) for i, line in enumerate(text.splitlines()) if line.strip()]
    layout = build(lines)
    return classify_layout(layout, read_mrz(layout, REFERENCE_DAY))
