"""Real specimen documents (public-domain, MIT, MIT-0 and Apache-2.0 sources), labelled per docs/document-labels.md.

No document file is committed: `manifest.json` names each one by repository, commit and path, and
`materialize` copies them out of the repository snapshots that the search tool's `fetch` brought under
/work/.mirror (bare git directories). It never touches the network. See README.md.
"""

from __future__ import annotations

import io
import json
import random
import subprocess
from collections import defaultdict
from pathlib import Path
from typing import Any

MANIFEST = Path(__file__).with_name("manifest.json")
MIRROR_ROOT = Path("/work/.mirror")
SPLIT_SEED = 20240611

_EXTENSIONS = {"application/pdf": ".pdf", "image/jpeg": ".jpg", "image/png": ".png"}


def load_manifest() -> list[dict[str, Any]]:
    entries: list[dict[str, Any]] = json.loads(MANIFEST.read_text(encoding="utf-8"))
    return entries


def assign_splits(entries: list[dict[str, Any]], seed: int = SPLIT_SEED) -> dict[str, str]:
    """The split of every entry id, as the manifest records it (README.md, "Split").

    Entries sharing a `group` (the same document in several images) form one unit. A unit's stratum is the
    (document_type, kind) of its first member by id. Strata are taken in sorted order; each one's units, sorted
    by name, are shuffled with one random.Random(seed) and dealt alternately to tuning and held_out, the
    alternation carrying over from one stratum to the next so that odd strata do not all favour one side.
    """
    units: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for entry in entries:
        units[entry.get("group", entry["id"])].append(entry)
    strata: dict[tuple[str, str], list[str]] = defaultdict(list)
    for name, members in units.items():
        first = min(members, key=lambda member: member["id"])
        strata[(first["document_type"], first["kind"])].append(name)
    rng = random.Random(seed)
    splits: dict[str, str] = {}
    offset = 0
    for stratum in sorted(strata):
        names = sorted(strata[stratum])
        rng.shuffle(names)
        for index, name in enumerate(names):
            for member in units[name]:
                splits[member["id"]] = ("tuning", "held_out")[(offset + index) % 2]
        offset = (offset + len(names)) % 2
    return splits


def _is_git_dir(path: Path) -> bool:
    return (path / "HEAD").is_file() and (path / "objects").is_dir()


def find_git_dir(repo: str, mirror_root: Path = MIRROR_ROOT) -> Path | None:
    """The bare git directory of `owner/name` under mirror_root (`owner+name/repo` or `owner+name/repo/.git`)."""
    if not mirror_root.is_dir():
        return None
    wanted = repo.replace("/", "+").lower()
    for folder in sorted(mirror_root.iterdir()):
        if folder.name.lower() != wanted or not folder.is_dir():
            continue
        for candidate in (folder / "repo", folder / "repo" / ".git", folder):
            if _is_git_dir(candidate):
                return candidate
    return None


def _git_show(git_dir: Path, commit: str, path: str) -> bytes | None:
    done = subprocess.run(
        ["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"],
        capture_output=True,
        check=False,
    )
    return done.stdout if done.returncode == 0 else None


def _single_page_pdf(data: bytes, page: int) -> bytes:
    import pypdfium2 as pdfium  # the OCR dependency group; only needed for the entries cut from a longer PDF

    source = pdfium.PdfDocument(data)
    out = pdfium.PdfDocument.new()
    out.import_pages(source, [page])
    buffer = io.BytesIO()
    out.save(buffer)
    return buffer.getvalue()


def materialize(out_dir: Path, mirror_root: Path = MIRROR_ROOT) -> tuple[list[dict[str, Any]], list[str]]:
    """Write every specimen whose snapshot is present into out_dir.

    Returns (the manifest entries written, each with `file` set to the path written; the `fetch` sources still
    missing, sorted: fetch them with the search tool's fetch and call again). An entry whose repository is
    present but whose commit or path is not is reported through its `fetch` source too.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[dict[str, Any]] = []
    missing: set[str] = set()
    git_dirs: dict[str, Path | None] = {}
    for entry in load_manifest():
        source = entry["source"]
        repo = source["repo"]
        if repo not in git_dirs:
            git_dirs[repo] = find_git_dir(repo, mirror_root)
        git_dir = git_dirs[repo]
        data = _git_show(git_dir, source["commit"], source["path"]) if git_dir else None
        if data is None:
            missing.add(source["fetch"])
            continue
        if "page" in source:
            data = _single_page_pdf(data, int(source["page"]))
        target = out_dir / f"{entry['id']}{_EXTENSIONS[entry['mime']]}"
        target.write_bytes(data)
        written.append({**entry, "file": str(target)})
    return written, sorted(missing)
