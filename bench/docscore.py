"""Score the reader on a document set (bench/docsets.py): fields exact per condition, type, field and group;
document type right; conflicts found and false conflicts; the calibration table.

Readings come from the cache of bench/readcache.py (the same pages `process_file` reads, kept on disk), so a change
to classification or extraction is measured in seconds; the speed of reading is measured by bench/accuracy.py.

    python -m bench.docscore SET [SET ...] [--misses N] [--json OUT] [--no-cache]

SET: docgen[:CASES], randgen[:CASES[:SEED]], family:NAME, specimens[:SPLIT], families (every blind family).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "layers" / "common" / "python"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
os.environ.setdefault("POWERTOOLS_SERVICE_NAME", "bench")

from bench.accuracy import BUCKETS, Score, matches  # noqa: E402
from bench.docsets import DocCase  # noqa: E402


def _read(args: tuple[bytes, str, bool]) -> dict[str, Any]:
    from bench.readcache import readings

    data, mime, use_cache = args
    return readings(data, mime, use_cache=use_cache)


def warm(cases: list[DocCase], *, use_cache: bool = True, workers: int = 2) -> None:
    """Read every document of the cases into the cache, `workers` at a time."""
    docs = [d for c in cases for d in c.documents]
    if workers <= 1:
        for d in docs:
            _read((d.data(), d.mime, use_cache))
        return
    with ProcessPoolExecutor(workers) as pool:
        for i, _ in enumerate(pool.map(_read, ((d.data(), d.mime, use_cache) for d in docs), chunksize=1)):
            if sys.stderr.isatty():
                sys.stderr.write(f"\r[{i + 1}/{len(docs)}] read")
                sys.stderr.flush()
    if sys.stderr.isatty():
        sys.stderr.write("\r" + " " * 40 + "\r")


def score(cases: list[DocCase], *, use_cache: bool = True) -> dict[str, Any]:
    from bench.readcache import interpret_cached, readings
    from casefile.domain.documents import SourceDocument, merge_fields

    scores: dict[str, dict[str, Score]] = defaultdict(lambda: defaultdict(Score))
    buckets = [Score() for _ in BUCKETS]
    high = Score()
    type_right = Score()
    conflicts_found = Score()
    consistent = Score()
    false_conflicts: list[dict[str, Any]] = []
    missed_conflicts: list[dict[str, Any]] = []
    misses: list[dict[str, Any]] = []
    for case in cases:
        sources = []
        for doc in case.documents:
            reading = readings(doc.data(), doc.mime, use_cache=use_cache)
            document_type, fields, _, _ = interpret_cached(reading)
            type_right.add(document_type == doc.document_type)
            scores["type_by_type"][doc.document_type].add(document_type == doc.document_type)
            if document_type != doc.document_type:
                misses.append(
                    {"field": "document_type", "expected": doc.document_type, "got": document_type, "doc": doc.name}
                )
            best: dict[str, Any] = {}
            for f in fields:
                if f.field_name not in best or f.confidence > best[f.field_name].confidence:
                    best[f.field_name] = f
            for name, expected in doc.labels.items():
                found = best.get(name)
                ok = found is not None and matches(name, expected, found.value)
                for axis, key in (
                    ("overall", "all"),
                    ("condition", doc.condition),
                    ("type", doc.document_type),
                    ("field", name),
                    ("group", doc.group),
                    ("type_condition", f"{doc.document_type}/{doc.condition}"),
                ):
                    scores[axis][key].add(ok)
                if found is not None:
                    for (low, top), bucket in zip(BUCKETS, buckets, strict=True):
                        if low <= found.confidence < top:
                            bucket.add(ok)
                    if found.confidence >= 0.9:
                        high.add(ok)
                if not ok:
                    misses.append(
                        {
                            "field": name,
                            "expected": expected,
                            "got": None if found is None else found.value,
                            "confidence": None if found is None else found.confidence,
                            "doc": doc.name,
                        }
                    )
            if document_type is not None:
                created = datetime(2026, 11, 1, tzinfo=UTC).isoformat()
                sources.append(SourceDocument(doc.name, document_type, created, fields))
        view = merge_fields(sources)
        reported = set(view["conflict_summary"]["fields"])
        for name in sorted(case.expected_conflicts):
            conflicts_found.add(name in reported)
            if name not in reported:
                missed_conflicts.append({"case": case.case_id, "field": name})
        if not case.expected_conflicts:
            consistent.add(not reported)
        false_conflicts += [{"case": case.case_id, "field": n} for n in sorted(reported - case.expected_conflicts)]

    def table(axis: str) -> dict[str, Any]:
        return {k: {"right": s.right, "total": s.total, "share": s.share} for k, s in sorted(scores[axis].items())}

    return {
        "documents": sum(len(c.documents) for c in cases),
        "cases": len(cases),
        "fields": {a: table(a) for a in ("overall", "condition", "type", "field", "group", "type_condition")},
        "type_right": {"right": type_right.right, "total": type_right.total, "share": type_right.share},
        "type_by_type": table("type_by_type"),
        "conflicts": {
            "expected": conflicts_found.total,
            "found": conflicts_found.right,
            "missed": missed_conflicts,
            "consistent_cases": consistent.total,
            "consistent_cases_clean": consistent.right,
            "false_conflicts": false_conflicts,
        },
        "calibration": [
            {"bucket": f"[{low:.2f}, {min(top, 1.0):.2f}{']' if top > 1 else ')'}", "fields": b.total, "share": b.share}
            for (low, top), b in zip(BUCKETS, buckets, strict=True)
        ],
        "high_confidence": {"fields": high.total, "right": high.right, "share": high.share},
        "misses": misses,
    }


def _pct(share: float | None) -> str:
    return "     -" if share is None else f"{100 * share:5.1f} %"


def report(title: str, r: dict[str, Any], *, misses: int = 0, groups: bool = True) -> str:
    out = [f"== {title}: {r['documents']} documents, {r['cases']} cases"]
    f = r["fields"]
    o = f["overall"].get("all", {"share": None, "right": 0, "total": 0})
    out.append(f"  fields exact {_pct(o['share'])} ({o['right']}/{o['total']})")
    for axis in ("condition", "type") + (("group",) if groups else ()) + ("field",):
        parts = [f"{k} {_pct(s['share']).strip()} ({s['right']}/{s['total']})" for k, s in f[axis].items()]
        out.append(f"  {axis}: " + "; ".join(parts))
    t = r["type_right"]
    wrong = [f"{k} {s['right']}/{s['total']}" for k, s in r["type_by_type"].items() if s["right"] < s["total"]]
    out.append(
        f"  document type {_pct(t['share'])} ({t['right']}/{t['total']})" + (f"; {', '.join(wrong)}" if wrong else "")
    )
    c = r["conflicts"]
    out.append(
        f"  conflicts found {c['found']}/{c['expected']}; consistent cases clean {c['consistent_cases_clean']}/"
        f"{c['consistent_cases']}; false conflicts {len(c['false_conflicts'])}"
    )
    cal = ", ".join(f"{row['bucket']} {row['fields']}:{_pct(row['share']).strip()}" for row in r["calibration"])
    h = r["high_confidence"]
    out.append(f"  calibration {cal}; >= 0.9 right {_pct(h['share'])} ({h['right']}/{h['fields']})")
    if misses:
        shown = sorted(r["misses"], key=lambda m: (-(m.get("confidence") or 0), m["field"]))[:misses]
        for m in shown:
            conf = "missing" if m.get("confidence") is None else f"{m['confidence']:.2f}"
            out.append(f"    {m['field']:<22} want {m['expected']!r:<30} got {m['got']!r:<30} {conf:>7} {m['doc']}")
    return "\n".join(out) + "\n"


def load(spec: str) -> list[tuple[str, list[DocCase]]]:
    from bench import docsets

    kind, _, rest = spec.partition(":")
    args = [int(a) for a in rest.split(":") if a] if kind in ("docgen", "randgen") else []
    if kind == "docgen":
        return [(spec, docsets.docgen_set(0, *(args[:1] or [64])))]
    if kind == "randgen":
        cases = args[0] if args else 100
        seed = args[1] if len(args) > 1 else 0
        return [(spec, docsets.randgen_set(seed, cases))]
    if kind == "family":
        return [(spec, docsets.family_set(rest))]
    if kind == "families":
        return [(f"family:{n}", docsets.family_set(n)) for n in docsets.family_names()]
    if kind == "specimens":
        cases, missing = docsets.specimen_set(rest or None)
        if missing:
            sys.stderr.write(f"specimens: {len(missing)} sources not fetched: {', '.join(missing)}\n")
        return [(spec, cases)]
    raise SystemExit(f"unknown set {spec!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--misses", type=int, default=0, help="list this many misses per set (unblinds a family)")
    parser.add_argument("--json", metavar="OUT")
    parser.add_argument("--no-cache", action="store_true")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    results = {}
    for spec in args.sets:
        for title, cases in load(spec):
            warm(cases, use_cache=not args.no_cache, workers=args.workers)
            r = score(cases, use_cache=not args.no_cache)
            results[title] = r
            sys.stdout.write(report(title, r, misses=args.misses))
            sys.stdout.flush()
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, ensure_ascii=False, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
