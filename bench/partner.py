"""`python -m bench.partner`: the Partner API function's cold start against the framework floor.

The floor is what every API function pays before its own code: a handler module that builds the app with
`casefile.api.app.create_app`, wraps it with `lambda_handler` (FastAPI, Mangum, Powertools, the shared error shapes
and guard) and has one route with a response model (FastAPI imports `pydantic.v1` at the first such route, whatever
the route). Each sample is a fresh interpreter importing the handler module (as a Lambda
init does, `make bench`'s probe), floor and partner alternated so that a busy machine slows both alike. The issue's
bar: the partner function within 1.2x of the floor (exit status 1 above it).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench.run import _IMPORT_PROBE, LAYER, ROOT

FLOOR_APP = '''"""The framework floor: an API function with one route."""
from fastapi import APIRouter
from pydantic import BaseModel

from casefile.api.app import create_app, lambda_handler


class Pong(BaseModel):
    ok: bool


router = APIRouter()


@router.get("/ping", response_model=Pong)
def ping() -> dict:
    return {"ok": True}


app = create_app("floor")
app.include_router(router)
handler = lambda_handler(app)
'''
BAR = 1.2


def sample(path: Path, env: dict[str, str]) -> float:
    probe = _IMPORT_PROBE.format(layer=str(LAYER), path=str(path))
    done = subprocess.run([sys.executable, "-c", probe], env=env, check=True, capture_output=True, text=True)
    return float(done.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, default=15, help="fresh processes per module")
    args = parser.parse_args(argv)
    env = {**os.environ, "POWERTOOLS_SERVICE_NAME": "bench", "POWERTOOLS_TRACE_DISABLED": "true"}
    with tempfile.TemporaryDirectory() as tmp:
        floor = Path(tmp) / "app.py"
        floor.write_text(FLOOR_APP, encoding="utf-8")
        partner = ROOT / "functions" / "partner" / "app.py"
        sample(floor, env), sample(partner, env)  # .pyc files written
        times: dict[str, list[float]] = {"floor": [], "partner": []}
        for _ in range(args.samples):
            times["floor"].append(sample(floor, env))
            times["partner"].append(sample(partner, env))
    out = sys.stdout.write
    out(f"Cold import of the handler module ({args.samples} fresh processes each, alternated)\n")
    out(f"{'module':<12}{'median ms':>12}{'min ms':>10}{'max ms':>10}\n")
    for name, values in times.items():
        out(f"{name:<12}{statistics.median(values) * 1000:>12.1f}{min(values) * 1000:>10.1f}")
        out(f"{max(values) * 1000:>10.1f}\n")
    ratio = statistics.median(times["partner"]) / statistics.median(times["floor"])
    best = min(times["partner"]) / min(times["floor"])
    out(f"partner / floor: {ratio:.2f}x (medians), {best:.2f}x (minimums); bar {BAR}x\n")
    return 0 if ratio <= BAR else 1


if __name__ == "__main__":
    raise SystemExit(main())
