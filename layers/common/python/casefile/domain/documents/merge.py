"""Merge a case's documents into one view: one value per field, every disagreement listed with its sources.

Choice of a field's value, first criterion that separates the candidates wins:
  0. a value read below CONFLICT_MIN_CONFIDENCE (a guess) ranks after every value read well;
  1. authority: the document types that are the reference for the field (AUTHORITY; types not listed rank
     after those listed, in DOCUMENT_TYPES order);
  2. a value whose checks failed (`invalid`) ranks after the others;
  3. recency for the fields of a period (income from the newest payslip, balances from the newest
     statement): the period the document covers (pay_period, statement_period_end), then `created_at`;
  4. confidence;
  5. document id, then page (so that the choice never depends on the order the documents come in).
Conflict: another document's value differs from the chosen one beyond the field's tolerance (a value that
failed its checks, `invalid`, or read below CONFLICT_MIN_CONFIDENCE is a misreading and never makes one; so is an
identifier read below ONE_CHARACTER_BELOW that is another's reading less or plus one character, which also ranks after
the value it is a character off, right after step 0):
names without case, accents, punctuation or word order, one misread letter in a long word, or only some of the
other's words (`names_agree`); free text without case, accents, punctuation, or the start or the end of the
other's (a reading cut short: `TRUNCATED_AT_LEAST` characters or more), or one letter off in a position or an
address of `ONE_LETTER_OFF_AT_LEAST` characters or more; identifiers on their letters and
digits; amounts within 1 % of the larger; dates, periods and booleans exactly. `pay_period` and the statement
period are never in conflict (each payslip or statement covers its own period).
`blocking`: true when a conflict is on a field that decides who the applicant is or what they earn
(BLOCKING_FIELDS): a reviewer must settle it before a decision.
`fingerprint`: sha256 of the canonical JSON of the view without the fingerprint; it changes exactly when the
view does.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from casefile.domain.documents.model import (
    AMOUNT_FIELDS,
    CODE_FIELDS,
    DOCUMENT_TYPES,
    FIELD_NAMES,
    NAME_FIELDS,
    ExtractedField,
    SourceDocument,
)
from casefile.domain.documents.values import code_key, glyph_key, names_agree, one_edit, strokes, text_key

_ID = ("cin_front", "cin_back", "passport")
_FOREIGN_ID = ("passport", "cin_back", "id_card", "residence_permit", "visa")
_EMPLOYMENT = ("employment_certificate", "salary_certificate", "payslip", "cnss_certificate")
AUTHORITY: dict[str, tuple[str, ...]] = {
    "applicant_name": (*_ID, "cnss_certificate", "employment_certificate", "salary_certificate", "payslip"),
    "cin": _ID,
    "date_of_birth": (*_ID, "cnss_certificate", "employment_certificate", "salary_certificate", "payslip"),
    "place_of_birth": _ID,
    "cin_expiry": ("cin_front", "cin_back"),
    "address": ("cin_back",),
    "mrz_valid": ("cin_back", "passport"),
    "employer": _EMPLOYMENT,
    "employer_cnss": ("cnss_certificate", "payslip", "employment_certificate", "salary_certificate"),
    "cnss_number": ("cnss_certificate", "payslip"),
    "hire_date": ("employment_certificate", "salary_certificate", "payslip"),
    "contract_type": ("employment_certificate", "payslip", "salary_certificate"),
    "position": ("employment_certificate", "payslip", "salary_certificate"),
    "pay_period": ("payslip",),
    "gross_salary": ("payslip", "salary_certificate"),
    "net_salary": ("payslip", "salary_certificate"),
    "affiliation_date": ("cnss_certificate",),
    "bank_name": ("rib", "bank_statement"),
    "account_holder": ("rib", "bank_statement"),
    "rib": ("rib", "bank_statement"),
    "statement_period_start": ("bank_statement",),
    "statement_period_end": ("bank_statement",),
    "opening_balance": ("bank_statement",),
    "closing_balance": ("bank_statement",),
    "document_number": _FOREIGN_ID,
    "nationality": _FOREIGN_ID,
    "issuing_country": _FOREIGN_ID,
    "document_expiry": _FOREIGN_ID,
}
# The newest document wins these (after authority): they describe a period, not a fact that stays true.
NEWEST_WINS = frozenset(
    {
        "pay_period",
        "gross_salary",
        "net_salary",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    }
)
# A period's own values, and a document's own number, expiry and issuer, differ from one paper to the next without
# anything being wrong: two statements of consecutive months have other balances; an identity card and a passport
# have other numbers; a foreigner's passport is issued by their state, the residence permit by Morocco.
NEVER_IN_CONFLICT = frozenset(
    {
        "pay_period",
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
        "document_number",
        "document_expiry",
        "issuing_country",
    }
)
BLOCKING_FIELDS = frozenset({"applicant_name", "cin", "date_of_birth", "employer", "gross_salary", "net_salary", "rib"})
AMOUNT_TOLERANCE = 0.01
# Below this confidence a value is a guess (a stain read as a word): listed as a source, never a conflict.
CONFLICT_MIN_CONFIDENCE = 0.5
# Below this confidence an identifier that is another's reading less or plus one character lost or gained it
# (`one_character_apart`).
ONE_CHARACTER_BELOW = 0.8
# A value read surely (at SURE or more, its check not failed) by CONSENSUS documents or more, which agree, is the
# case's value: a reading below MISREAD_BELOW that says otherwise is a misreading of it (a stain, a cut, a look-alike,
# a neighbouring amount), not a disagreement between documents. Readings of 0.8-0.9 are wrong about one time in eight
# (the calibration table of docs/reader.md), sure ones one time in seventy; MISREAD_BELOW sits inside that band so
# that a document read a little less surely that truly says otherwise (an inflated certificate) still conflicts.
# Two sure readings that disagree still conflict, whatever the others say.
SURE = 0.9
MISREAD_BELOW = 0.85
CONSENSUS = 2


def _rank(field_name: str, document_type: str) -> int:
    authority = AUTHORITY.get(field_name, ())
    if document_type in authority:
        return authority.index(document_type)
    order = DOCUMENT_TYPES.index(document_type) if document_type in DOCUMENT_TYPES else len(DOCUMENT_TYPES)
    return len(authority) + order


def same_value(field_name: str, a: Any, b: Any) -> bool:
    """Whether two values of a field agree within the field's tolerance."""
    if field_name in AMOUNT_FIELDS or (isinstance(a, int | float) and isinstance(b, int | float)):
        if isinstance(a, bool) or isinstance(b, bool):
            return a == b
        try:
            x, y = float(a), float(b)
        except (TypeError, ValueError):
            return str(a) == str(b)
        return abs(x - y) <= AMOUNT_TOLERANCE * max(abs(x), abs(y))
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if field_name in NAME_FIELDS:
        return names_agree(str(a), str(b))
    if field_name in CODE_FIELDS:
        return glyph_key(str(a)) == glyph_key(str(b))
    if field_name == "bank_name" and _one_bank(str(a), str(b)):
        return True
    if field_name in {"employer", "address", "position", "place_of_birth", "bank_name", "contract_type"}:
        # spaces apart: OCR cuts a word in two ('Sud Ag ro Export SARL') or joins two; and one stroke for 'i' and
        # 'l', a capital 'I' and a small 'l' being one glyph in most sans-serif faces ('Institut Privé AI Manar')
        short, whole = sorted((_stroke_key(str(a)), _stroke_key(str(b))), key=len)
        # the same text, or a reading of it cut at its start or end ('ES INFORMATIQUES SA' for 'Nord Services
        # Informatiques SA' whose letterhead's left part was lost; 'Agent' for 'Agent commercial')
        cut = whole.startswith(short) or whole.endswith(short)
        # or, in a description (not a name: 'Sud Agri Export' is another company than 'Sud Agro Export'), one letter
        # misread, lost or added in a long text ('Comptable princilpal' for 'Comptable principal')
        misread = field_name in DESCRIPTIONS and len(short) >= ONE_LETTER_OFF_AT_LEAST and one_edit(short, whole)
        return short == whole or (len(short) >= TRUNCATED_AT_LEAST and cut) or misread
    return a == b


def _one_bank(a: str, b: str) -> bool:
    """One bank of the lexicon under two of its names ('AWB' and 'Attijariwafa bank')."""
    from casefile.domain.documents.lexicon import lexicon  # the lexicon is read only where a bank is compared

    bank = lexicon().bank_named(a)
    return bank is not None and bank == lexicon().bank_named(b)


def _stroke_key(text: str) -> str:
    return strokes(text_key(text.replace("|", "l")).replace(" ", ""))


TRUNCATED_AT_LEAST = 5  # characters of the shorter text for a cut reading to agree with the whole
ONE_LETTER_OFF_AT_LEAST = 10  # characters (spaces apart) of a description for one letter off to be a misreading
DESCRIPTIONS = frozenset({"position", "address"})


def _value_key(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def recency(document: SourceDocument) -> tuple[str, str]:
    """How recent a document is: the period it covers (a payslip's pay_period, a statement's end), then when
    it was uploaded. An old payslip uploaded last does not override the income of a newer one."""
    period = max(
        (str(f.value) for f in document.fields if f.field_name in ("pay_period", "statement_period_end")),
        default="",
    )
    return period, document.created_at


def one_character_apart(field_name: str, read: ExtractedField, others: Sequence[ExtractedField]) -> bool:
    """An identifier read without sureness (below ONE_CHARACTER_BELOW) that is another document's reading of it
    less one character ('AB90108' for 'AB901087': a poor scan's last digit lost) or plus one ('WT891159' for
    'T891159': a card's frame read as a letter): a misreading of it. One character changed is not this: a digit
    read otherwise may be another number (an employer's CNSS number one apart)."""
    if field_name not in CODE_FIELDS or read.confidence >= ONE_CHARACTER_BELOW:
        return False
    mine = code_key(str(read.value))
    for other in others:
        theirs = code_key(str(other.value))
        short, whole = sorted((mine, theirs), key=len)
        if len(whole) == len(short) + 1 and any(whole[:i] + whole[i + 1 :] == short for i in range(len(whole))):
            return True
    return False


def _candidates(documents: Sequence[SourceDocument], field_name: str) -> list[tuple[SourceDocument, ExtractedField]]:
    found = [(d, f) for d in documents for f in d.fields if f.field_name == field_name]
    newest_first = sorted({recency(d) for d, _ in found}, reverse=True)
    misread = {id(f) for _, f in found if one_character_apart(field_name, f, [g for _, g in found])}

    def key(item: tuple[SourceDocument, ExtractedField]) -> tuple[Any, ...]:
        d, f = item
        age = newest_first.index(recency(d)) if field_name in NEWEST_WINS else 0
        return (
            f.confidence < CONFLICT_MIN_CONFIDENCE,
            id(f) in misread,
            _rank(field_name, d.document_type),
            f.validation_status == "invalid",
            age,
            -f.confidence,
            d.document_id,
            f.page,
            _value_key(f.value),
        )

    return sorted(found, key=key)


def consensus(field_name: str, candidates: list[tuple[SourceDocument, ExtractedField]]) -> ExtractedField | None:
    """The reading that CONSENSUS documents or more read surely and alike, when no sure reading says otherwise."""
    sure = [(d, f) for d, f in candidates if f.confidence >= SURE and f.validation_status != "invalid"]
    for _, f in sure:
        backers = {d.document_id for d, g in sure if same_value(field_name, f.value, g.value)}
        if len(backers) >= CONSENSUS and all(same_value(field_name, f.value, g.value) for _, g in sure):
            return f
    return None


def misread(field_name: str, read: ExtractedField, agreed: ExtractedField) -> bool:
    """An unsure reading that the sure readings' consensus contradicts."""
    return read.confidence < MISREAD_BELOW and not same_value(field_name, agreed.value, read.value)


def _reason(field_name: str, chosen: tuple[SourceDocument, ExtractedField], others: list[Any]) -> str:
    d, f = chosen
    outranks = any(_rank(field_name, o.document_type) > _rank(field_name, d.document_type) for o, _ in others)
    if outranks and d.document_type in AUTHORITY.get(field_name, ()):
        return f"{d.document_type} is the reference document for {field_name}"
    if any(g.validation_status == "invalid" for _, g in others) and f.validation_status != "invalid":
        return "the other values failed their checks"
    if field_name in NEWEST_WINS and any(recency(o) < recency(d) for o, _ in others):
        return f"newest {d.document_type}"
    return "highest confidence"


# A field a person should look at: read with less confidence than the workspace's review threshold (a scoring
# policy setting), in conflict with another document, or failing its check.
DEFAULT_REVIEW_THRESHOLD = 0.8
FAILED_CHECKS = frozenset({"invalid", "mismatch"})


def needs_review(confidence: float, validation_status: str, has_conflict: bool, threshold: float) -> bool:
    return confidence < threshold or has_conflict or validation_status in FAILED_CHECKS


def corrected(
    name: str, correction: Mapping[str, Any], chosen: tuple[SourceDocument, ExtractedField] | None
) -> dict[str, Any]:
    """The merged entry of a field a person corrected: their value, sure, no conflict; the source is the document
    whose value it replaces (none when no document had one)."""
    document, read = chosen if chosen else (None, None)
    return {
        "field_name": name,
        "value": correction["value"],
        "confidence": 1.0,
        "source_document_id": document.document_id if document else None,
        "source_document_type": document.document_type if document else None,
        "source_page": read.page if read else None,
        "validation_status": "corrected",
        "has_conflict": False,
        "needs_review": False,
        "correction": {key: correction.get(key) for key in ("value", "previous_value", "note", "by", "at")},
    }


def merge_fields(
    documents: Sequence[SourceDocument],
    corrections: Mapping[str, Mapping[str, Any]] | None = None,
    review_threshold: float = DEFAULT_REVIEW_THRESHOLD,
) -> dict[str, Any]:
    """The merged view of a case's completed documents (no case_id: the route adds it), with the corrections a
    person made (`{field_name: {value, previous_value, note, by, at}}`): a correction wins over every document's
    value and settles the field's conflict. Each field says whether it `needs_review` (`needs_review`).
    Deterministic: the same documents in any order give the same view and fingerprint."""
    corrections = corrections or {}
    ordered = sorted(documents, key=lambda d: (d.document_id, d.created_at))
    known = [n for n in FIELD_NAMES]
    extra = sorted({f.field_name for d in ordered for f in d.fields} - set(FIELD_NAMES))
    fields: list[dict[str, Any]] = []
    conflicts: list[dict[str, Any]] = []
    extra = sorted(set(extra) | (set(corrections) - set(known)))
    for name in [*known, *extra]:
        candidates = _candidates(ordered, name)
        if name in corrections:
            fields.append(corrected(name, corrections[name], candidates[0] if candidates else None))
            continue
        if not candidates:
            continue
        agreed = consensus(name, candidates)
        if agreed is not None and misread(name, candidates[0][1], agreed):
            # the first by authority is an unsure reading the sure ones contradict: the best of those is the value
            candidates = sorted(candidates, key=lambda item: misread(name, item[1], agreed))
        chosen_doc, chosen = candidates[0]
        # a value that failed its checks, was read with too little confidence to stand on its own, or is an unsure
        # reading of what several documents read surely, is a misreading, not a disagreement: it never makes a
        # conflict
        disagreeing = [
            (d, f)
            for d, f in candidates[1:]
            if f.validation_status != "invalid"
            and f.confidence >= CONFLICT_MIN_CONFIDENCE
            and not same_value(name, chosen.value, f.value)
            and not one_character_apart(name, f, [chosen])
            and not (agreed is not None and misread(name, f, agreed))
        ]
        has_conflict = bool(disagreeing) and name not in NEVER_IN_CONFLICT
        fields.append(
            {
                "field_name": name,
                "value": chosen.value,
                "confidence": chosen.confidence,
                "source_document_id": chosen_doc.document_id,
                "source_document_type": chosen_doc.document_type,
                "source_page": chosen.page,
                "validation_status": chosen.validation_status,
                "has_conflict": has_conflict,
                "needs_review": needs_review(
                    chosen.confidence, chosen.validation_status, has_conflict, review_threshold
                ),
                "correction": None,
            }
        )
        if has_conflict:
            conflicts.append(
                {
                    "field_name": name,
                    "values": [
                        {
                            "value": f.value,
                            "source_document_id": d.document_id,
                            "source_document_type": d.document_type,
                            "source_page": f.page,
                            "confidence": f.confidence,
                        }
                        for d, f in candidates
                    ],
                    "chosen_value": chosen.value,
                    "reason": _reason(name, (chosen_doc, chosen), candidates[1:]),
                }
            )
    conflict_fields = [c["field_name"] for c in conflicts]
    view: dict[str, Any] = {
        "document_count": len(ordered),
        "field_count": len(fields),
        "fields": fields,
        "conflicts": conflicts,
        "conflict_summary": {
            "total": len(conflicts),
            "fields": conflict_fields,
            "blocking": any(name in BLOCKING_FIELDS for name in conflict_fields),
        },
    }
    view["fingerprint"] = fingerprint(view)
    return view


def fingerprint(view: dict[str, Any]) -> str:
    body = {k: v for k, v in view.items() if k not in ("fingerprint", "case_id")}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()
