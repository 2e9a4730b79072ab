"""What a layout hands to the renderer: the pages, the labels of what they show, facts for the self-check."""

from __future__ import annotations

import dataclasses

from .ps import Canvas


@dataclasses.dataclass
class Doc:
    doc_type: str
    labels: dict
    pages: list[Canvas]  # one Canvas (possibly several pages); cards: one Canvas per side
    kind: str = "page"  # page | card | booklet (a passport's data page)
    meta: dict = dataclasses.field(default_factory=dict)
