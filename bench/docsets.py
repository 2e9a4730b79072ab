"""The document sets the reader is measured on, as one shape: cases of documents, each with its bytes, its type and
its labels (docs/document-labels.md).

- `docgen`: the hand-placed corpus of tests/support/docgen.py (layouts a-af; ac-af held out in their time, all of
  them tuning layouts now);
- `randgen`: the randomized corpus of tests/support/randgen (domain randomization: the weights are fitted on it);
- `family:<name>`: a blind family of bench/families (built once per seed into `.cache/families/`);
- `specimens`: the real specimens of bench/specimens (materialized from the fetched public repositories).
"""

from __future__ import annotations

import importlib
import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FAMILIES = ROOT / "bench" / "families"
BUILT = ROOT / ".cache" / "families"


@dataclass(frozen=True)
class Doc:
    name: str
    case_id: str
    document_type: str
    condition: str
    group: str  # the layout, template, family or source it comes from (reports break figures down by it)
    mime: str
    labels: dict[str, Any]
    data: Callable[[], bytes] = field(repr=False, compare=False)
    held_out: bool = False
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # e.g. a specimen's MRZ lines


@dataclass(frozen=True)
class DocCase:
    case_id: str
    documents: tuple[Doc, ...]
    expected_conflicts: frozenset[str]


def docgen_set(seed: int = 0, cases: int = 64, first: int = 0) -> list[DocCase]:
    from tests.support import docgen

    out = []
    for case in docgen.corpus(seed, first + cases)[first:]:
        docs = tuple(
            Doc(
                name=spec.name,
                case_id=case.case_id,
                document_type=spec.document_type,
                condition=spec.condition,
                group=spec.layout,
                mime=spec.mime,
                labels=dict(spec.labels),
                data=spec.render,
                held_out=spec.held_out,
            )
            for spec in case.documents
        )
        out.append(DocCase(case.case_id, docs, frozenset(case.expected_conflicts)))
    return out


def randgen_set(seed: int = 0, cases: int = 100, first: int = 0) -> list[DocCase]:
    randgen = importlib.import_module("tests.support.randgen")
    out = []
    for case in randgen.corpus(seed, first + cases)[first:]:
        docs = tuple(
            Doc(
                name=doc.name,
                case_id=case.case_id,
                document_type=doc.document_type,
                condition=doc.condition,
                group=doc.style.split(";")[0] if doc.style else "random",
                mime=doc.mime,
                labels=dict(doc.labels),
                data=doc.render,
            )
            for doc in case.documents
        )
        out.append(DocCase(case.case_id, docs, frozenset(case.expected_conflicts)))
    return out


def family_names() -> list[str]:
    return sorted(p.name for p in FAMILIES.iterdir() if (p / "__init__.py").exists())


def family_set(name: str, seed: int = 0, *, rebuild: bool = False) -> list[DocCase]:
    """A blind family's documents, built once into .cache/families/<name>-<seed>/ (its manifest kept as
    manifest.json beside the files)."""
    folder = BUILT / f"{name}-{seed}"
    manifest = folder / "manifest.json"
    if rebuild or not manifest.exists():
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        module = importlib.import_module(f"bench.families.{name}")
        built = module.build(folder, seed)
        manifest.write_text(json.dumps(built, ensure_ascii=False, indent=1, default=str))
    built = json.loads(manifest.read_text())
    by_case: dict[str, list[Doc]] = {}
    for entry in built["documents"]:
        path = folder / entry["file"]
        by_case.setdefault(entry["case_id"], []).append(
            Doc(
                name=f"{name}/{entry['file']}",
                case_id=f"{name}/{entry['case_id']}",
                document_type=entry["document_type"],
                condition=entry["condition"],
                group=name,
                mime=entry["mime"],
                labels=dict(entry.get("labels") or {}),
                data=path.read_bytes,
                held_out=True,
            )
        )
    cases = built.get("cases", {})
    return [
        DocCase(f"{name}/{case_id}", tuple(docs), frozenset(cases.get(case_id, {}).get("expected_conflicts", ())))
        for case_id, docs in by_case.items()
    ]


def specimen_set(split: str | None = None) -> tuple[list[DocCase], list[str]]:
    """The real specimens (each its own case), the half `split` ("tuning" / "held_out") or all; and the fetch
    sources still missing."""
    specimens = importlib.import_module("bench.specimens")
    folder = BUILT / "specimens"
    folder.mkdir(parents=True, exist_ok=True)
    entries, missing = specimens.materialize(folder)
    out = []
    for entry in entries:
        if split and entry.get("split") != split:
            continue
        path = Path(entry["file"])
        labels = dict(entry.get("labels") or {})
        doc = Doc(
            name=f"specimen/{entry['id']}",
            case_id=f"specimen/{entry['id']}",
            document_type=entry["document_type"],
            condition=entry.get("kind", "scan"),
            group=f"{entry.get('split', '?')}/{entry.get('kind', '?')}",
            mime=entry["mime"],
            labels=labels,
            data=path.read_bytes,
            held_out=entry.get("split") == "held_out",
            extra={k: entry.get(k) for k in ("mrz_lines", "mrz_legible", "country", "kind", "split", "id")},
        )
        out.append(DocCase(doc.case_id, (doc,), frozenset()))
    return out, missing
