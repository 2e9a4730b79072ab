"""Bank connection models: the request body, the resources (exactly the spec's fields) and the stored record."""

from typing import Annotated, Any
from uuid import UUID

from pydantic import ConfigDict, Field, StringConstraints

from casefile.models.base import Model

BankCode = Annotated[str, StringConstraints(min_length=1, max_length=64)]


class BankConnectionCreate(Model):
    model_config = ConfigDict(extra="forbid")
    case_id: UUID
    bank_code: BankCode = Field(description="A code of GET /v1/bank-connections/banks (Sandbox test banks included)")


class BankConnection(Model):
    """The Bank connection resource, and the stored record (`casefile.store.entities.BANK_CONNECTION`)."""

    id: str
    tenant_id: str
    case_id: str
    bank_code: str
    bank_name: str
    account_holder: str
    account_last4: str
    status: str
    link_token: str
    connected_at: str
    expires_at: str
    avg_balance: float
    monthly_income: float
    monthly_expenses: float
    transaction_count: int
    cash_flow_data: dict[str, Any] | None = Field(
        default=None,
        description="`{currency, months: [{month (YYYY-MM), income, expenses, net, end_balance}]}`, oldest first",
    )
    environment: str
    created_at: str
    updated_at: str


class IncomeRegularity(Model):
    score: float
    pattern: str
    employer: str
    day_of_month: int
    consecutive_months: int
    risk: str


class RiskFlags(Model):
    overdrafts: int
    bounced_checks: int
    gambling_transactions: int
    large_cash_withdrawals: int
    debt_payments_detected: int
    flagged_items: list[str]


class CashFlowAnalysis(Model):
    income_regularity: IncomeRegularity
    risk_flags: RiskFlags
    savings_rate: float
    estimated_dti: float
    avg_end_of_month_balance: float
    avg_balance: float
    monthly_income: float
    monthly_expenses: float


class BankTransaction(Model):
    id: str
    date: str = Field(description="YYYY-MM-DD")
    label: str = Field(description="As the bank prints it (VIR SALAIRE ..., RETRAIT GAB ..., PAIEMENT TPE ...)")
    amount: float = Field(description="MAD; credits positive, debits negative")
    balance_after: float
    category: str


class Bank(Model):
    code: str
    name: str
    test_profile: str | None = Field(description="The profile a Sandbox test bank forces; null for a real bank")
