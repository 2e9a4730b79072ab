"""blind_p: Moroccan lending documents printed from HTML/CSS by wkhtmltopdf (QtWebKit), rasterised by poppler's
Cairo backend (pdftocairo) and worn with Pillow/numpy."""

from __future__ import annotations

import pathlib
from concurrent.futures import ProcessPoolExecutor

from .plan import build_plan
from .render import render_one

ENGINE = "wkhtmltopdf html/css (QtWebKit); scans rasterised by pdftocairo (poppler Cairo)"


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    plan = build_plan(seed)
    jobs = []
    counters: dict[str, int] = {}
    for doc in plan["documents"]:
        n = counters.get(doc["case_id"], 0) + 1
        counters[doc["case_id"]] = n
        jobs.append((doc, str(out_dir), f"{doc['case_id']}-d{n:02d}"))
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(render_one, jobs))
    documents = []
    for doc, (file, mime) in zip(plan["documents"], results, strict=True):
        documents.append(
            {
                "file": file,
                "mime": mime,
                "case_id": doc["case_id"],
                "document_type": doc["document_type"],
                "condition": doc["condition"],
                "labels": dict(doc["labels"]),
            }
        )
    return {"documents": documents, "cases": plan["cases"]}
