"""blind_x: Moroccan lending papers drawn with Cairo (pycairo) and laid out with Pango (PyGObject).

The plan (applicants, employers, banks, payslips, statements, labels) is made here in the venv; the pages are
drawn by render.py under the system Python, which has PyGObject (the venv has no gi): born-digital PDFs straight
from Cairo's PDFSurface, and raster pages from Cairo's ImageSurface that wear.py turns into scans, phone photos,
photocopies and faxes with Pillow/numpy.
"""

import json
import os
import pathlib
import subprocess
import tempfile

from . import data, wear

ENGINE = (
    "cairo + pango via PyGObject: pages drawn with pycairo (tables, letterheads, logos, stamps, card photos as paths) "
    "and text laid out by Pango/PangoCairo (Arabic shaped by Pango); born-digital PDFs from Cairo's PDFSurface, "
    "scans, phone photos, photocopies and faxes from Cairo's ImageSurface worn with Pillow/numpy"
)

SYSTEM_PYTHON = "/usr/bin/python3"
HERE = pathlib.Path(__file__).resolve().parent

RENDER_KEYS = [
    "id",
    "type",
    "variant",
    "seed",
    "mode",
    "dpi",
    "page",
    "show",
    "date_style",
    "amount_style",
    "name_order",
    "issued",
    "person",
    "employer",
    "job",
    "bank",
    "card",
    "passport",
    "foreign",
    "payslip",
    "statement",
    "kind",
    "side",
    "rib_form",
    "neg_style",
    "page_rows",
]


def _render(docs, out_dir, tmp):
    """Run the Cairo renderer once for the whole family; wear raster pages as they come."""
    specs = []
    for d in docs:
        spec = {k: d[k] for k in RENDER_KEYS if k in d}
        spec["out"] = str(out_dir / d["file"]) if d["mode"] == "pdf" else os.path.join(tmp, d["id"])
        specs.append(spec)
    job_path = os.path.join(tmp, "job.json")
    with open(job_path, "w", encoding="utf-8") as fh:
        json.dump({"docs": specs}, fh, ensure_ascii=False)
    by_id = {d["id"]: d for d in docs}
    printed = {}
    proc = subprocess.Popen(
        [SYSTEM_PYTHON, str(HERE / "render.py"), job_path],
        stdout=subprocess.PIPE,
        text=True,
        env=dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1"),
    )
    try:
        for line in proc.stdout:
            result = json.loads(line)
            d = by_id[result["id"]]
            printed[d["id"]] = set(result["printed"])
            if "pages" in result:
                wear.finish(d, result["pages"], out_dir / d["file"])
                for page in result["pages"]:
                    os.remove(page["path"])
    finally:
        proc.stdout.close()
        code = proc.wait()
    if code != 0 or len(printed) != len(docs):
        raise RuntimeError(f"blind_x renderer failed (exit {code}, {len(printed)}/{len(docs)} documents)")
    return printed


def build(out_dir: pathlib.Path, seed: int = 0) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    out_dir = pathlib.Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    docs, cases = data.make_family(seed)
    with tempfile.TemporaryDirectory(prefix="blind_x_") as tmp:
        printed = _render(docs, out_dir, tmp)
    documents = []
    for d in docs:
        shown = printed[d["id"]]
        labels = {}
        for field in data.ALLOWED[d["type"]]:
            if field in shown:
                value = d["values"].get(field)
                if value is None:
                    raise AssertionError(f"{d['id']}: {field} printed without a value")
                labels[field] = value
        documents.append(
            {
                "file": d["file"],
                "mime": d["mime"],
                "case_id": d["case_id"],
                "document_type": d["type"],
                "condition": d["condition"],
                "labels": labels,
            }
        )
    return {"documents": documents, "cases": cases}
