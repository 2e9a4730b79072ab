"""What the templates hand back: troff source, the labels it shows, and the facts the self-check verifies."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Composed:
    src: str
    paper: str = "a4"
    macros: str | None = "ms"
    labels: dict = field(default_factory=dict)
    shown: list[str] = field(default_factory=list)  # strings the text layer must hold
    facts: dict = field(default_factory=dict)


@dataclass
class Doc:
    case: object  # people.Case
    dtype: str
    index: int  # the n-th document of its type in its case
    seed: int
    condition: str = ""
    wear: str = ""
    ext: str = ""
    file: str = ""
    extra: dict = field(default_factory=dict)

    @property
    def mime(self) -> str:
        return {
            "pdf": "application/pdf",
            "png": "image/png",
            "jpg": "image/jpeg",
            "tif": "image/tiff",
            "webp": "image/webp",
        }[self.ext]
