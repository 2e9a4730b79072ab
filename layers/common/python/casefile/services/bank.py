"""Bank connection use cases. In the Sandbox the account is simulated from the connection id
(`casefile.domain.bank`); outside it bank connections are unavailable (409 `bank_connect_unavailable`).

The analysis is computed on read (simulate + analyse take a few milliseconds); the connection item keeps
only the summary figures of the resource. `analyses_for_case` is what the scoring engine reads.
"""

from __future__ import annotations

import secrets
from datetime import date, timedelta
from typing import Any

from casefile import clock
from casefile.domain import bank, plans
from casefile.errors import BadRequest, CodedUnprocessable, Conflict, NotFound
from casefile.models.bank import Bank, BankConnection, BankTransaction, CashFlowAnalysis
from casefile.models.pages import Page
from casefile.services import events
from casefile.services.principal import Principal
from casefile.store import bank as store
from casefile.store import cases as case_store

CONNECTION_NOT_FOUND = "Bank connection not found"
CASE_NOT_FOUND = "Case not found"
NOT_REFRESHABLE = "Can only refresh connected accounts"
CONNECTED, DISCONNECTED, EXPIRED = "connected", "disconnected", "expired"
UNAVAILABLE_MESSAGE = (
    "Bank connections are simulated in the Sandbox only: send X-Service-Environment: sandbox (or ?environment=sandbox)."
)


def require_sandbox(environment: str | None) -> None:
    """Sandbox-only routes: production, or no environment at all, is a 409 `bank_connect_unavailable`."""
    if environment != plans.Environment.SANDBOX:
        raise Conflict("bank_connect_unavailable", UNAVAILABLE_MESSAGE, environment=environment)


def banks() -> list[Bank]:
    return [Bank.model_validate(known) for known in bank.bank_list()]


def _view(record: dict[str, Any], now_iso: str) -> dict[str, Any]:
    """The record as the caller sees it now: a connected account past `expires_at` reads `expired`."""
    if record["status"] == CONNECTED and record["expires_at"] <= now_iso:
        return {**record, "status": EXPIRED}
    return record


def _resource(record: dict[str, Any], now_iso: str) -> BankConnection:
    """The resource as the caller sees it now (`_view`)."""
    return BankConnection.model_validate(_view(record, now_iso))


def _as_of(record: dict[str, Any]) -> date:
    return date.fromisoformat(record["connected_at"][:10])


def create_connection(principal: Principal, case_id: str, bank_code: str, environment: str | None) -> BankConnection:
    require_sandbox(environment)
    name = bank.bank_name(bank_code)
    if name is None:
        raise CodedUnprocessable(
            "unknown_bank_code",
            f"Unknown bank code {bank_code[:64]!r}; use one of GET /v1/bank-connections/banks.",
            allowed=list(bank.BANK_CODES),
        )
    case = case_store.get(principal.tenant_id, case_id)
    if case is None:
        raise NotFound(CASE_NOT_FOUND)
    if case["environment"] != plans.Environment.SANDBOX:
        raise Conflict(
            "bank_connect_unavailable",
            "This case is a production case; bank connections are simulated for Sandbox cases only.",
            environment=case["environment"],
        )
    connection_id = clock.new_id()
    now = clock.now()
    transactions, analysis = bank.simulated_analysis(connection_id, bank_code, now.date())
    created_at = clock.iso(now)
    connection = {
        "id": connection_id,
        "tenant_id": principal.tenant_id,
        "case_id": case_id,
        "bank_code": bank_code,
        "bank_name": name,
        "account_holder": case["applicant_name"],
        "account_last4": bank.account_last4(connection_id),
        "status": CONNECTED,
        "link_token": f"link-sandbox-{secrets.token_urlsafe(24)}",
        "connected_at": created_at,
        "expires_at": clock.iso(now + timedelta(days=bank.CONNECTION_DAYS)),
        **bank.summary(transactions, analysis),
        "environment": plans.Environment.SANDBOX.value,
        "created_at": created_at,
        "updated_at": created_at,
    }
    data = {key: connection[key] for key in ("id", "case_id", "bank_code", "status", "environment")}
    event = events.new_event(
        "bank_connection.connected", principal.tenant_id, connection["environment"], data, principal.actor
    )
    try:
        store.create(connection, events=[event])
    except store.CaseMissing:
        raise NotFound(CASE_NOT_FOUND) from None
    return BankConnection.model_validate(connection)


def list_connections(
    principal: Principal, *, environment: str | None, case_id: str | None, page: int, page_size: int
) -> Page[BankConnection]:
    """Any environment, never 409; production asked on a cancelled or suspended subscription is a 403."""
    if environment == plans.Environment.PRODUCTION:
        plans.check_production_access(principal.workspace.subscription_status)
    total = store.count(principal.tenant_id, environment, case_id)
    offset = (page - 1) * page_size
    items = store.list_page(principal.tenant_id, environment, case_id, page, page_size) if offset < total else []
    now = clock.now_iso()
    shown = [_resource(item, now) for item in items]
    return Page[BankConnection](items=shown, total=total, page=page, page_size=page_size)


def _load(tenant_id: str, connection_id: str) -> dict[str, Any]:
    record = store.get(tenant_id, connection_id)
    if record is None:
        raise NotFound(CONNECTION_NOT_FOUND)
    return record


def get_connection(principal: Principal, connection_id: str) -> BankConnection:
    return _resource(_load(principal.tenant_id, connection_id), clock.now_iso())


def disconnect(principal: Principal, connection_id: str) -> BankConnection:
    """Status `disconnected`; the figures stay for the case's record. Disconnecting again changes nothing."""
    record = _load(principal.tenant_id, connection_id)
    if record["status"] == DISCONNECTED:
        return BankConnection.model_validate(record)
    now = clock.now_iso()
    try:
        updated = store.update(
            principal.tenant_id, connection_id, {"status": DISCONNECTED, "updated_at": now}, expected_status=CONNECTED
        )
    except store.ConnectionMissing:
        raise NotFound(CONNECTION_NOT_FOUND) from None
    except store.NotConnected:  # disconnected by another request meanwhile: the same outcome
        updated = _load(principal.tenant_id, connection_id)
    return BankConnection.model_validate(updated)


def refresh(principal: Principal, connection_id: str, environment: str | None) -> BankConnection:
    """Sandbox only; a connected account only. The simulation gives the same data, so only `updated_at`
    changes."""
    require_sandbox(environment)
    now = clock.now_iso()
    record = _view(_load(principal.tenant_id, connection_id), now)
    if record["status"] != CONNECTED:
        raise BadRequest(NOT_REFRESHABLE)
    try:
        updated = store.update(principal.tenant_id, connection_id, {"updated_at": now}, expected_status=CONNECTED)
    except store.ConnectionMissing:
        raise NotFound(CONNECTION_NOT_FOUND) from None
    except store.NotConnected:
        raise BadRequest(NOT_REFRESHABLE) from None
    return BankConnection.model_validate(updated)


def _simulated(record: dict[str, Any]) -> tuple[list[bank.Transaction], dict[str, Any]]:
    return bank.simulated_analysis(record["id"], record["bank_code"], _as_of(record))


def analysis(principal: Principal, connection_id: str, environment: str | None) -> CashFlowAnalysis:
    """The cash-flow analysis (Sandbox only), computed from the simulated transactions."""
    require_sandbox(environment)
    _, result = _simulated(_load(principal.tenant_id, connection_id))
    return CashFlowAnalysis.model_validate(result)  # the resource's fields of the analysis (not its `months`)


def transactions(
    principal: Principal, connection_id: str, environment: str | None, *, page: int, page_size: int
) -> Page[BankTransaction]:
    """The simulated transactions (Sandbox only), newest first, one page."""
    require_sandbox(environment)
    record = _load(principal.tenant_id, connection_id)
    every = bank.simulate(record["id"], record["bank_code"], _as_of(record))
    start = (page - 1) * page_size
    newest_first = every[::-1][start : start + page_size]
    return Page[BankTransaction](
        items=[BankTransaction.model_validate(txn.as_resource()) for txn in newest_first],
        total=len(every),
        page=page,
        page_size=page_size,
    )


def analyses_for_case(tenant_id: str, case_id: str) -> list[dict[str, Any]]:
    """For the scoring engine (`bank_behaviour`, `debt_ratio`): the analysis of each of the case's connected
    (not disconnected, not expired) Sandbox accounts, newest connection first, as
    `{connection_id, bank_code, connected_at, analysis}`; `analysis` has the spec's fields plus `months`
    (the monthly series). Takes the tenant id, not a principal: workers have no signed-in user."""
    now = clock.now_iso()
    out: list[dict[str, Any]] = []
    page = 1
    while True:
        records = store.list_page(tenant_id, None, case_id, page, 100)
        for record in records:
            if _view(record, now)["status"] != CONNECTED or record["environment"] != plans.Environment.SANDBOX:
                continue
            _, result = _simulated(record)
            out.append(
                {
                    "connection_id": record["id"],
                    "bank_code": record["bank_code"],
                    "connected_at": record["connected_at"],
                    "analysis": result,
                }
            )
        if len(records) < 100:
            return out
        page += 1
