"""The identity-document figures of issue 29 on the real specimens, each half apart: the share of legible, valid MRZs
read with every check digit holding, identity documents of the right type, and names read without a filler taken for a
letter. Aggregates only (the held-out half's misses stay unseen); readings from bench/readcache.py.

    python -m bench.mrzscore
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "layers" / "common" / "python"))
sys.path.insert(0, str(ROOT))
os.environ.setdefault("OMP_THREAD_LIMIT", "1")
os.environ.setdefault("POWERTOOLS_SERVICE_NAME", "bench")

_FILLER_WORD = re.compile(r"[KLCEXG]+")


def main() -> int:
    from bench.docsets import specimen_set
    from bench.readcache import interpret_cached, readings

    for split in ("tuning", "held_out"):
        cases, missing = specimen_set(split)
        zones = valid = identities = typed = names = clean = 0
        for case in cases:
            doc = case.documents[0]
            if "mrz_valid" not in doc.labels:
                continue
            document_type, fields, _, _ = interpret_cached(readings(doc.data(), doc.mime))
            got = {f.field_name: f.value for f in fields}
            if doc.labels["mrz_valid"] is True and doc.extra.get("mrz_legible", True):
                zones += 1
                valid += got.get("mrz_valid") is True
            identities += 1
            typed += document_type == doc.document_type
            name = str(got.get("applicant_name") or "")
            names += 1
            # a word of filler look-alikes that is no word of the holder's name ('LEE' is one)
            own = set(re.findall(r"\w+", str(doc.labels.get("applicant_name", "")).upper()))
            clean += bool(name) and not any(
                _FILLER_WORD.fullmatch(w.upper()) and w.upper() not in own for w in name.split()
            )
        print(
            f"specimens:{split}: MRZ valid on {valid}/{zones} legible valid zones; identity type right "
            f"{typed}/{identities}; names without a filler letter {clean}/{names}"
            + (f" ({len(missing)} sources not fetched)" if missing else "")
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
