"""Whether a document's first reading is settled: every field its type carries was found, passed its checks and was
read sure enough, so that reading its poorly read runs of words again is not worth its time.

The OCR layer reads each page once, extracts, and reads the pages' poor runs again (a third of a degraded page's
time) only for a document that is not settled (`casefile.ocr.process_file`). `make bench-documents` (64 cases,
--no-cli) before and after: 397 -> 353 s for the run, tuning-layout fields 2 more right and none fewer, held-out
fields 3 more right, false conflicts 9 -> 6 (a re-read's misreading of a settled field is no longer made). A type's
carried fields are data: a new type or country adds its row here.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from casefile.domain.documents.model import NAME_FIELDS, ExtractedField

# The fields a document of each type carries: a reading that lacks one of them missed it (a label misread, a value
# lost in a stain), and the runs read again may find it.
_PERSON = ("applicant_name", "cin")
_JOB = ("employer", "employer_cnss", "hire_date", "contract_type", "position")
_PAY = ("gross_salary", "net_salary")
_ACCOUNT = ("bank_name", "account_holder", "rib")
_TRAVEL = ("applicant_name", "date_of_birth", "mrz_valid", "document_number", "nationality", "document_expiry")
CARRIED_FIELDS: dict[str, tuple[str, ...]] = {
    "cin_front": (*_PERSON, "date_of_birth", "place_of_birth", "cin_expiry"),
    "cin_back": (*_PERSON, "address", "mrz_valid", "date_of_birth", "cin_expiry", "document_number"),
    "passport": (*_PERSON, "date_of_birth", "mrz_valid"),
    # other countries' identity documents: what their MRZ carries
    "id_card": _TRAVEL,
    "visa": _TRAVEL,
    "residence_permit": _TRAVEL,
    "payslip": (*_PERSON, *_JOB, "cnss_number", "pay_period", *_PAY),
    "employment_certificate": (*_PERSON, *_JOB),
    "salary_certificate": (*_PERSON, "employer", "hire_date", "position", *_PAY),
    "cnss_certificate": (*_PERSON, "cnss_number", "affiliation_date", "employer", "employer_cnss"),
    "bank_statement": (
        *_ACCOUNT,
        "statement_period_start",
        "statement_period_end",
        "opening_balance",
        "closing_balance",
    ),
    "rib": _ACCOUNT,
}

# Sure enough: a field that passed its check (a key, a check digit, a sum) at this confidence or more, a field with
# no check (a name, a position: its confidence is scaled by 0.9) at UNCHECKED_SURE or more.
CHECKED_SURE = 0.8
UNCHECKED_SURE = 0.7
# A full name: two words or more of letters (an apostrophe or a hyphen inside a word); a name read with a sign in it
# ('Khadija ALAOU)I') or cut to one word ('NADIA') is read again.
_FULL_NAME = re.compile(r"[^\W\d_]+(?:['\u2019-][^\W\d_]+)*(?: [^\W\d_]+(?:['\u2019-][^\W\d_]+)*)+")


def settled(document_type: str | None, fields: Sequence[ExtractedField]) -> bool:
    """True when reading the document's poor runs again is not worth it: a known type, every carried field
    found and not invalid, each sure enough, and its names full names."""
    carried = CARRIED_FIELDS.get(document_type or "")
    if carried is None:  # `other` or unknown: the type itself may be misread
        return False
    found = {f.field_name: f for f in fields}
    for name in carried:
        field = found.get(name)
        if field is None or field.validation_status == "invalid":
            return False
        if field.confidence < (CHECKED_SURE if field.validation_status == "valid" else UNCHECKED_SURE):
            return False
        if name in NAME_FIELDS and not _FULL_NAME.fullmatch(str(field.value)):
            return False
    return True
