"""Verification flows' kinds and statuses, and their list collections and counters: what the store and the
models need of `casefile.domain.flows` at every cold start, without its registry, graph rules and compiler."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any


class FlowKind(StrEnum):
    KYC = "kyc"
    KYB = "kyb"


class FlowStatus(StrEnum):
    DRAFT = "draft"
    PUBLISHED = "published"


class SupportLevel(StrEnum):
    GA = "ga"
    BETA = "beta"


# list collections and counters ------------------------------------------------------------------------
# Each combination of the list filters (kind, status, country) is a collection with its own index.
FILTERS: tuple[str, ...] = ("kind", "status", "country")
COLLECTION_INDEXES: dict[tuple[bool, bool, bool], str] = {
    (False, False, False): "GSI1",
    (True, False, False): "GSI2",
    (False, True, False): "GSI3",
    (True, True, False): "GSI4",
    (False, False, True): "GSI5",
    (True, False, True): "GSI6",
    (False, True, True): "GSI7",
    (True, True, True): "GSI8",
}


def collection_parts(filters: Mapping[str, str | None]) -> tuple[str, list[str]]:
    """(index name, partition parts after TENANT#<tid>#FLOW) of the collection for these filter values."""
    index = COLLECTION_INDEXES[tuple(filters.get(name) is not None for name in FILTERS)]  # type: ignore[index]
    parts: list[str] = []
    for name in FILTERS:
        value = filters.get(name)
        if value is not None:
            parts += [name.upper(), str(value)]
    return index, parts


def memberships(flow: Mapping[str, Any]) -> list[dict[str, str | None]]:
    """The filter combinations a flow matches (a flow with no country is in no country collection)."""
    out = []
    for mask in COLLECTION_INDEXES:
        combination = {name: (flow.get(name) if on else None) for name, on in zip(FILTERS, mask, strict=True)}
        if all(combination[name] is not None for name, on in zip(FILTERS, mask, strict=True) if on):
            out.append(combination)
    return out


def counter_name(filters: Mapping[str, str | None]) -> str:
    """Attribute of the counters item that holds the total of one collection (`total` without filters)."""
    parts = [f"{name}#{filters[name]}" for name in FILTERS if filters.get(name) is not None]
    return "#".join(parts) or "total"


def counter_moves(before: Mapping[str, Any] | None, after: Mapping[str, Any] | None) -> dict[str, int]:
    """Counter deltas when a flow goes from `before` to `after` (None: absent); no zero deltas."""
    moves: dict[str, int] = {}
    for flow, delta in ((before, -1), (after, 1)):
        for combination in memberships(flow) if flow else []:
            name = counter_name(combination)
            moves[name] = moves.get(name, 0) + delta
    return {name: delta for name, delta in moves.items() if delta}
