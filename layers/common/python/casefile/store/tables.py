"""The project's tables, named by the settings."""

from __future__ import annotations

from casefile.settings import get_settings
from casefile.store.dynamo import Table


def main_table() -> Table:
    return Table(get_settings().table_name)


def rate_limit_table() -> Table:
    return Table(get_settings().rate_limit_table_name)
