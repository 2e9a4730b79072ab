"""A page of a list answer: its items, how many there are in all, which page and its size. A module of its own so
that a function whose lists are not cases does not import the cases' models to page them (a cold start's cost)."""

from typing import Generic, TypeVar

from casefile.models.base import Model

T = TypeVar("T")


class Page(Model, Generic[T]):
    items: list[T]
    total: int
    page: int
    page_size: int
