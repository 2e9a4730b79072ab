"""blind_l: Moroccan lending papers drawn with matplotlib.

Fourteen applicants, about 130 documents: CNIE fronts and backs, passports, a French identity card, a Moroccan
residence card, payslips in five layouts, employment, salary and CNSS certificates, bank statements, RIBs, a utility
bill and a lease. Born-digital files come from matplotlib's PDF backend (TrueType fonts embedded, a real text layer);
scans and phone photos are rasterised by Agg and worn with Pillow and numpy. Deterministic for a seed.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from pathlib import Path

ENGINE = "matplotlib (PDF backend for born-digital pages; Agg rasters worn with Pillow/numpy for scans and photos)"


def _render_one(args):
    from .plan import plan, render

    seed, index, out_dir = args
    ctxs, _ = plan(seed)
    return render(ctxs[index], Path(out_dir))


def build(out_dir: Path, seed: int = 0, workers: int | None = None) -> dict:
    """Render the family's documents into out_dir (deterministic for a seed) and describe them."""
    from .plan import plan, render

    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    ctxs, cases = plan(seed)
    n = workers if workers is not None else min(2, os.cpu_count() or 1)
    # fork (no re-import of the caller's __main__), and only from a single-threaded process; otherwise one by one
    if n > 1 and "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        with multiprocessing.get_context("fork").Pool(n) as pool:
            docs = pool.map(_render_one, [(seed, i, str(out_dir)) for i in range(len(ctxs))], chunksize=4)
    else:
        docs = [render(c, out_dir) for c in ctxs]
    return {"documents": docs, "cases": cases}
