"""python -m tests.support.randgen OUT_DIR [--seed S] [--cases N] [--workers W]

Writes every document of `corpus(S, N)` into OUT_DIR (its `filename`) and OUT_DIR/labels.json: the cases, their
expected conflicts and planted conflict, and each document's name, file, type, condition, mime, labels and style.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from tests.support.randgen.corpus import make_case


def _write_case(args: tuple[int, int, str]) -> dict[str, Any]:
    seed, index, out = args
    case = make_case(seed, index)
    docs = []
    for doc in case.documents:
        data = doc.render()
        (Path(out) / doc.filename).write_bytes(data)
        docs.append(
            {
                "name": doc.name,
                "filename": doc.filename,
                "document_type": doc.document_type,
                "condition": doc.condition,
                "mime": doc.mime,
                "bytes": len(data),
                "labels": doc.labels,
                "style": doc.style,
            }
        )
    return {
        "case_id": case.case_id,
        "expected_conflicts": sorted(case.expected_conflicts),
        "planted": case.planted,
        "documents": docs,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.support.randgen", description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cases", type=int, default=10)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    out = Path(args.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    start = time.monotonic()
    tasks = [(args.seed, i, str(out)) for i in range(args.cases)]
    if args.workers > 1:
        with ProcessPoolExecutor(args.workers) as pool:
            cases = list(pool.map(_write_case, tasks))
    else:
        cases = [_write_case(t) for t in tasks]
    (out / "labels.json").write_text(json.dumps({"seed": args.seed, "cases": cases}, ensure_ascii=False, indent=1))
    n = sum(len(c["documents"]) for c in cases)
    print(f"{n} documents of {len(cases)} cases in {time.monotonic() - start:.1f} s -> {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
