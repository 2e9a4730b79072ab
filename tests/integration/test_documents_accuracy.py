"""Floors on the document reader's accuracy, so a regression fails CI (the figures themselves come from
`make bench-documents`, on a larger corpus).

The sample is small and fixed: cases 26 to 28 of `docgen.corpus(seed=0)` (`bench.accuracy.SAMPLE_FIRST`,
`SAMPLE_CASES`), 28 documents of 3 applicants (every type, the layouts in turn, held-out ones included, clean /
born-digital / degraded, one consistent case, one case with a second payslip of another month's pay and one with an
employment certificate from another employer), read through
`process_file` and merged with `merge_fields` exactly as `bench.accuracy` does. The whole sample is read once, in
one test (OCR dominates the time; a per-module fixture would run again on each xdist worker): every floor is
checked and every floor missed is reported together.

Floors sit a little under the figures measured on this sample (see FLOORS); raise them when the reader improves.
"""

from __future__ import annotations

from typing import Any

from bench.accuracy import SAMPLE_CASES, SAMPLE_FIRST, run
from tests.support import docgen

# measured on this sample (seed 0, cases 26-28) with the fitted reader on 2026-11-28: overall 98.9 % (180/182), clean
# 100 % (65/65), born-digital 100 % (27/27), degraded 97.8 % (88/90), layouts a-ab 100 % (96/96), ac-af 97.7 % (84/86).
# These cases are among the 64 the reader's weights are fitted on (`make fit-reader`): the sample guards the whole path
# (OCR, reader, merge) against a regression, it does not measure generalization (the blind families and the real
# specimens do: docs/reader.md). The floors were set under the old regex reader's figures and still hold.
# A planted conflict that sits in a held-out document, read blind, is reported, not required: every other one must
# be found; a false conflict on a field a held-out document gives is reported, not counted.
FLOORS: dict[str, float] = {
    "overall": 0.96,
    "clean": 0.95,
    "born_digital": 0.97,
    "degraded": 0.94,
    "tuned": 0.98,
    "held_out": 0.85,
    "type_right": 0.96,
    "high_confidence_right": 0.98,
}
MAX_FALSE_CONFLICTS = 1


def _misses(result: dict[str, Any]) -> list[str]:
    fields = result["fields"]
    measured = {
        "overall": fields["overall"]["all"]["share"],
        "clean": fields["condition"]["clean"]["share"],
        "born_digital": fields["condition"]["born_digital"]["share"],
        "degraded": fields["condition"]["degraded"]["share"],
        "tuned": fields["layouts"]["tuned"]["share"],
        "held_out": fields["layouts"]["held_out"]["share"],
        "type_right": result["type_right"]["share"],
        "high_confidence_right": result["high_confidence"]["share"],
    }
    out = [
        f"{name}: {measured[name]:.3f} < floor {floor:.3f}" for name, floor in FLOORS.items() if measured[name] < floor
    ]
    conflicts = result["conflicts"]
    # a conflict planted in a held-out document is measured blind: reported by the benchmark, not required here
    blind = {
        case.case_id
        for case in docgen.corpus(0, SAMPLE_FIRST + SAMPLE_CASES)[SAMPLE_FIRST:]
        for document in case.documents
        if document.held_out and ("payslip2" in document.name or "_other" in document.name)
    }
    for case in conflicts["per_case"]:
        missed = set(case["expected"]) - set(case["reported"])
        if missed and case["case"] not in blind:
            out.append(f"{case['case']}: conflicts not found {sorted(missed)}")
    # likewise a false conflict on a field that a held-out document of its case gives: its reading is blind
    blind_fields = {
        f"{case.case_id}:{field}"
        for case in docgen.corpus(0, SAMPLE_FIRST + SAMPLE_CASES)[SAMPLE_FIRST:]
        for document in case.documents
        if document.held_out
        for field in document.labels
    }
    false_conflicts = [c for c in conflicts["false_conflicts"] if f"{c['case']}:{c['field']}" not in blind_fields]
    if len(false_conflicts) > MAX_FALSE_CONFLICTS:
        out.append(f"{len(false_conflicts)} false conflicts: {false_conflicts}")
    return out


def test_the_reader_stays_above_its_floors_on_the_fixed_sample() -> None:
    # given the fixed sample of the evaluation corpus
    # when every document is read and each case merged, as the OCR worker and `casefile extract` do
    result = run(seed=0, cases=SAMPLE_CASES, cli=False, progress=False, first=SAMPLE_FIRST)

    # then every figure is at or above its floor, every deliberate conflict is found, few false ones are reported
    assert result["documents"] == 28
    assert _misses(result) == [], result["worst_misses"]
