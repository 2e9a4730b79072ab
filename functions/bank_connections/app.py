"""Bank connections function: /v1/bank-connections/* (connect, list, read, disconnect, refresh, analysis,
transactions, bank codes). Simulated in the Sandbox; elsewhere unavailable."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from typing import Annotated
from uuid import UUID

from fastapi import APIRouter, Query

from casefile.api.app import count_metric, create_app, lambda_handler, started
from casefile.api.deps import Member, SelectedEnvironment
from casefile.api.openapi import (
    BANK_CONNECT_UNAVAILABLE,
    CANNOT_REFRESH,
    CASE_NOT_FOUND,
    CONCURRENT_WRITE,
    PRODUCTION_REQUIRES_PAID_PLAN,
    UNKNOWN_BANK_CODE,
    errors_for,
)
from casefile.models.bank import Bank, BankConnection, BankConnectionCreate, BankTransaction, CashFlowAnalysis
from casefile.models.pages import Page
from casefile.services import bank

router = APIRouter(prefix="/v1/bank-connections", tags=["bank connections"])


def _env(selected: SelectedEnvironment) -> str | None:
    return selected.value if selected else None


@router.post(
    "",
    status_code=201,
    response_model=BankConnection,
    responses=errors_for(CASE_NOT_FOUND, BANK_CONNECT_UNAVAILABLE, CONCURRENT_WRITE, UNKNOWN_BANK_CODE),
)
def connect_bank_account(
    body: BankConnectionCreate, principal: Member, selected: SelectedEnvironment
) -> BankConnection:
    """Link a bank account to a Sandbox case: a `connected` connection whose account is simulated from the
    connection id (a Sandbox test bank code forces a profile). Outside the Sandbox, or with no environment,
    409 `bank_connect_unavailable`."""
    connection = bank.create_connection(principal, str(body.case_id), body.bank_code, _env(selected))
    count_metric("BankConnected", environment=connection.environment)
    return connection


@router.get("", response_model=Page[BankConnection], responses=errors_for(PRODUCTION_REQUIRES_PAID_PLAN))
def list_bank_connections(
    principal: Member,
    selected: SelectedEnvironment,
    case_id: Annotated[UUID | None, Query(description="Only this case's connections")] = None,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 20,
) -> Page[BankConnection]:
    """The workspace's bank connections, newest first; an environment filter only when one is asked. Works in
    every environment (never 409)."""
    return bank.list_connections(
        principal,
        environment=_env(selected),
        case_id=str(case_id) if case_id else None,
        page=page,
        page_size=page_size,
    )


@router.get("/banks", response_model=list[Bank])
def list_bank_codes(principal: Member) -> list[Bank]:
    """The bank codes a connection accepts: Moroccan banks, and the Sandbox test banks that force a profile."""
    return bank.banks()


@router.get("/{connection_id}", response_model=BankConnection)
def get_bank_connection(connection_id: UUID, principal: Member) -> BankConnection:
    """One bank connection (any environment). A connected account past `expires_at` reads `expired`."""
    return bank.get_connection(principal, str(connection_id))


@router.delete("/{connection_id}", response_model=BankConnection, responses=errors_for(CONCURRENT_WRITE))
def disconnect_bank_connection(connection_id: UUID, principal: Member) -> BankConnection:
    """Disconnect: status `disconnected`, the figures kept for the case's record. Repeating it changes nothing."""
    return bank.disconnect(principal, str(connection_id))


@router.post(
    "/{connection_id}/refresh",
    response_model=BankConnection,
    responses=errors_for(CANNOT_REFRESH, BANK_CONNECT_UNAVAILABLE, CONCURRENT_WRITE),
)
def refresh_bank_connection(connection_id: UUID, principal: Member, selected: SelectedEnvironment) -> BankConnection:
    """Refresh a connected account (Sandbox only); in the simulation only `updated_at` changes."""
    return bank.refresh(principal, str(connection_id), _env(selected))


@router.get(
    "/{connection_id}/analysis", response_model=CashFlowAnalysis, responses=errors_for(BANK_CONNECT_UNAVAILABLE)
)
def cash_flow_analysis(connection_id: UUID, principal: Member, selected: SelectedEnvironment) -> CashFlowAnalysis:
    """The cash-flow analysis of the account (Sandbox only): income regularity, risk flags with the
    transactions behind them, savings rate, estimated DTI, balances, monthly income and expenses."""
    return bank.analysis(principal, str(connection_id), _env(selected))


@router.get(
    "/{connection_id}/transactions",
    response_model=Page[BankTransaction],
    responses=errors_for(BANK_CONNECT_UNAVAILABLE),
)
def bank_transactions(
    connection_id: UUID,
    principal: Member,
    selected: SelectedEnvironment,
    page: Annotated[int, Query(ge=1)] = 1,
    page_size: Annotated[int, Query(ge=1, le=100)] = 50,
) -> Page[BankTransaction]:
    """The account's transactions (Sandbox only: simulated), newest first."""
    return bank.transactions(principal, str(connection_id), _env(selected), page=page, page_size=page_size)


app = create_app("Casefile bank connections")
app.include_router(router)
handler = lambda_handler(app)
started()
