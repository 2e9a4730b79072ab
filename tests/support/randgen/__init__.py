"""A randomized corpus of Moroccan lending documents with exact labels (domain randomization).

    corpus(seed=0, cases=100) -> list[Case]

Each `Case` is one applicant's file: CNIE front and back, a passport for some, one to three payslips (or a
multi-page PDF of them), employment, salary and CNSS certificates, a bank statement, a RIB and now and then an
`other` paper, with planted conflicts in about a third of the cases (`Case.expected_conflicts`). Each `Doc` carries
its labels (docs/document-labels.md), a `style` string describing its draws, and `render() -> bytes`.
`python -m tests.support.randgen OUT_DIR [--seed S] [--cases N]` writes samples and a labels.json.
"""

from tests.support.randgen.corpus import TYPE_FIELDS, Case, Doc, corpus

__all__ = ["TYPE_FIELDS", "Case", "Doc", "corpus"]
