"""The layers' pinned requirements agree with uv.lock: what the tests ran with is what a build ships. `make build`
exports them again before building, but a layer built from the committed files (sam build alone) would lack what
they miss: layers/ocr/requirements.txt went without rapidfuzz, which the reader imports, since the reader's rewrite."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAYERS = {
    "common": (ROOT / "layers" / "common" / "python" / "requirements.txt", "dependencies"),
    "ocr": (ROOT / "layers" / "ocr" / "requirements.txt", "ocr"),
}


def normalized(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def locked() -> tuple[dict[str, set[str]], dict[str, list[str]]]:
    """uv.lock's versions by package, and the project's direct requirements by group ('dependencies' the main ones)."""
    lock = tomllib.loads((ROOT / "uv.lock").read_text())
    versions: dict[str, set[str]] = {}
    for package in lock["package"]:
        versions.setdefault(normalized(package["name"]), set()).add(package["version"])
    project = next(p for p in lock["package"] if p["name"] == "casefile")
    groups = {"dependencies": [normalized(d["name"]) for d in project.get("dependencies", [])]}
    for group, entries in project.get("dev-dependencies", {}).items():
        groups[group] = [normalized(d["name"]) for d in entries]
    return versions, groups


def pinned(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text().splitlines():
        if match := re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;]+)", line):
            pins[normalized(match.group(1))] = match.group(2)
    return pins


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_a_layer_pins_every_direct_requirement_at_the_locked_version(layer: str) -> None:
    path, group = LAYERS[layer]
    versions, groups = locked()
    pins = pinned(path)
    missing = [name for name in groups[group] if name not in pins]
    assert not missing, f"{path.relative_to(ROOT)} lacks {missing}: run make layer-requirements ocr-layer-requirements"
    stale = {name: version for name, version in pins.items() if version not in versions.get(name, set())}
    assert not stale, f"{path.relative_to(ROOT)} pins versions uv.lock does not hold: {stale}"
