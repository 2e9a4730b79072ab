"""The scoring engine: pure (no I/O, no clock: `today` is passed in). Formulas, bands, the term/rate table and
the decision table are documented in docs/scoring.md; keep the two in step.

`score_case(inputs, policy, today)` answers a `Scored` result or raises `CannotScore` with the engine's message.
Every component is a sum of factors; a factor that costs points is a reason code, so the score is
100 + the sum of the reason codes' `points` (before rounding): every point traces to a field and its source
document, or to a bank flag and its transactions.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from casefile.domain.cases import CaseStatus, InvalidTransition, check_move

COMPONENTS = ("income_stability", "debt_ratio", "bank_behaviour", "documents")

# Outcome statuses: the lifecycle's (domain.cases), as the engine decides them.
APPROVED = CaseStatus.APPROVED.value
REFUSED = CaseStatus.REFUSED.value
REVIEW_REQUIRED = CaseStatus.REVIEW_REQUIRED.value

# The default policy every workspace starts with (docs/scoring.md).
DEFAULT_POLICY: dict[str, Any] = {
    "path": "kyc",
    "country": "MA",
    "name": "Default KYC policy (Morocco)",
    "description": "Casefile's default: balanced weights, approve at 70, refuse under 40, debt ratio cap 40 %.",
    "weights": {"income_stability": 0.3, "debt_ratio": 0.3, "bank_behaviour": 0.25, "documents": 0.15},
    "approve_threshold": 70,
    "refuse_threshold": 40,
    "dti_cap_pct": 40.0,
    "require_cnss": False,
    "require_domiciliation": False,
    "gds_cap_pct": None,
    "tds_cap_pct": None,
    "min_bureau_score": None,
    "review_threshold": 0.8,
}

# Risk bands: the lowest score of each level (docs/scoring.md).
RISK_BANDS = ((80, "low"), (60, "medium"), (40, "high"), (0, "very_high"))

# Term (months) and yearly rate (%) of the eligible amount, per borrower type.
TERMS: dict[str, tuple[int, float]] = {
    "public_sector": (84, 5.5),
    "private_sector": (60, 6.5),
    "retiree": (48, 6.0),
    "professional": (48, 7.5),
    "merchant": (36, 8.5),
}

CONTRACT_SCORES = {"CDI": 1.0, "CDD": 0.5, "ANAPEC": 0.4, "INTERIM": 0.3, "STAGE": 0.2}
# When no contract type was read: what the borrower type says about the income.
BORROWER_CONTRACT_SCORES = {
    "public_sector": 0.9,
    "retiree": 0.9,
    "private_sector": 0.5,
    "professional": 0.4,
    "merchant": 0.3,
}
UNKNOWN = 0.5  # a sub-score with no evidence either way
IDENTITY_TYPES = ("cin_front", "cin_back", "passport")
INCOME_TYPES = ("payslip", "salary_certificate")
EMPLOYMENT_TYPES = ("payslip", "employment_certificate", "salary_certificate", "cnss_certificate")
# Bank penalties: (flag count key, flag name in flagged_items, per transaction, at most).
BANK_PENALTIES = (
    ("overdrafts", "overdraft", 0.05, 0.3),
    ("bounced_checks", "bounced_check", 0.15, 0.4),
    ("gambling_transactions", "gambling", 0.1, 0.4),
    ("large_cash_withdrawals", "large_cash_withdrawal", 0.03, 0.15),
)
NEGATIVE_SAVINGS_PENALTY = 0.1
_ITEM_ID = re.compile(r"\(([^()]+)\)\s*$")


class CannotScore(Exception):
    """The engine cannot score this case; the message says why (the route's 400)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Inputs:
    """What the engine reads of a case. `fields`: the merged view's field entries; `conflicts`: its conflicts;
    `documents`: the case's documents (`id`, `document_type`, `status`); `analyses`: services.bank.
    analyses_for_case (each `{connection_id, analysis}`); `bureau_score`: None (no bureau is connected yet)."""

    case: dict[str, Any]
    fields: list[dict[str, Any]] = field(default_factory=list)
    conflicts: list[dict[str, Any]] = field(default_factory=list)
    documents: list[dict[str, Any]] = field(default_factory=list)
    analyses: list[dict[str, Any]] = field(default_factory=list)
    bureau_score: float | None = None


@dataclass
class _Component:
    """A component in [0, 1] = 1 - its factors' losses; each loss is (code, loss, evidence)."""

    name: str
    losses: list[tuple[str, float, dict[str, Any]]] = field(default_factory=list)

    def lose(self, code: str, loss: float, evidence: dict[str, Any]) -> None:
        if loss > 1e-9:
            self.losses.append((code, loss, evidence))

    @property
    def value(self) -> float:
        return max(0.0, min(1.0, 1.0 - sum(loss for _, loss, _ in self.losses)))


@dataclass
class Scored:
    score: int
    risk_level: str
    eligible_amount: int
    breakdown: dict[str, float]
    reason_codes: list[dict[str, Any]]
    outcome: str  # approved | refused | review_required
    manual_review_steps: list[dict[str, Any]]
    monthly_capacity: float
    income: float | None


# helpers ---------------------------------------------------------------------------------------------------
# The merged fields the engine reads by name (`_field`, APPLICANT_FIELDS); it also reads every field's conflicts.
FIELDS_READ = frozenset(
    {"net_salary", "contract_type", "hire_date", "cnss_number", "employer", "cin", "applicant_name"}
)


def _field(inputs: Inputs, name: str) -> dict[str, Any] | None:
    return next((f for f in inputs.fields if f.get("field_name") == name), None)


def _evidence(entry: dict[str, Any] | None) -> dict[str, Any]:
    if entry is None:
        return {"field": None, "source_document_id": None}
    return {
        "field": entry["field_name"],
        "source_document_id": entry.get("source_document_id"),
        "source_document_type": entry.get("source_document_type"),
    }


def _number(entry: dict[str, Any] | None) -> float | None:
    if entry is None or isinstance(entry.get("value"), bool):
        return None
    try:
        value = float(entry["value"])
    except (TypeError, ValueError):
        return None
    return value if value > 0 else None


def _transaction_ids(analysis: dict[str, Any], flag: str) -> list[str]:
    ids = []
    for item in analysis.get("risk_flags", {}).get("flagged_items") or []:
        if isinstance(item, str) and item.startswith(flag + ":") and (match := _ITEM_ID.search(item)):
            ids.append(match.group(1))
    return ids


def _completed(inputs: Inputs, types: tuple[str, ...]) -> list[dict[str, Any]]:
    return [d for d in inputs.documents if d.get("status") == "completed" and d.get("document_type") in types]


def monthly_income(inputs: Inputs) -> tuple[float | None, dict[str, Any]]:
    """The income the engine uses: the merged net salary, else the bank's monthly income (largest account)."""
    net = _field(inputs, "net_salary")
    if (value := _number(net)) is not None:
        return value, _evidence(net)
    incomes = [(a["analysis"].get("monthly_income") or 0.0, a["connection_id"]) for a in inputs.analyses]
    best = max(incomes, default=(0.0, None))
    if best[0] > 0:
        return float(best[0]), {"bank_connection_id": best[1], "field": "monthly_income"}
    return None, {}


def monthly_debt(inputs: Inputs) -> float:
    """Detected debt payments per month: Σ over accounts of estimated_dti x monthly_income."""
    return sum(
        float(a["analysis"].get("estimated_dti") or 0) * float(a["analysis"].get("monthly_income") or 0)
        for a in inputs.analyses
    )


# components ------------------------------------------------------------------------------------------------
def _income_stability(inputs: Inputs, today: date) -> _Component:
    """0.4 contract + 0.2 tenure + 0.4 bank income regularity (docs/scoring.md)."""
    c = _Component("income_stability")
    contract = _field(inputs, "contract_type")
    kind = str(contract["value"]).upper() if contract else None
    if kind is not None:
        sub = CONTRACT_SCORES.get(kind, 0.3)
        c.lose("contract_not_permanent", 0.4 * (1 - sub), {**_evidence(contract), "value": kind})
    else:
        sub = BORROWER_CONTRACT_SCORES.get(inputs.case.get("borrower_type", ""), UNKNOWN)
        c.lose(
            "contract_unknown",
            0.4 * (1 - sub),
            {"field": "contract_type", "borrower_type": inputs.case.get("borrower_type")},
        )
    hire = _field(inputs, "hire_date")
    years = None
    if hire is not None:
        try:
            years = max(0.0, (today - date.fromisoformat(str(hire["value"])[:10])).days / 365.25)
        except ValueError:
            years = None
    if years is None:
        c.lose("tenure_unknown", 0.2 * (1 - UNKNOWN), {"field": "hire_date"})
    else:
        c.lose("short_tenure", 0.2 * (1 - min(1.0, years / 3)), {**_evidence(hire), "years": round(years, 2)})
    regularities = [(a["analysis"].get("income_regularity") or {}, a["connection_id"]) for a in inputs.analyses]
    if not regularities:
        c.lose("no_bank_income_history", 0.4 * (1 - UNKNOWN), {"bank_connection_id": None})
    else:
        best, connection_id = max(regularities, key=lambda r: float(r[0].get("score") or 0))
        score = max(0.0, min(1.0, float(best.get("score") or 0)))
        evidence = {"bank_connection_id": connection_id, "pattern": best.get("pattern"), "score": round(score, 3)}
        c.lose("irregular_income", 0.4 * (1 - score), evidence)
    return c


def _debt_ratio(inputs: Inputs, policy: dict[str, Any], income: float | None) -> _Component:
    """1 - burden / cap: burden = detected debt payments / income, plus the share by which spending exceeds
    income (-savings_rate when negative); no account: 0.5 (unknown)."""
    c = _Component("debt_ratio")
    if not inputs.analyses or not income:
        c.lose("debt_unknown", 1 - UNKNOWN, {"bank_connection_id": None})
        return c
    cap = max(float(policy["dti_cap_pct"]) / 100, 1e-6)
    dti = monthly_debt(inputs) / income
    ids = [tid for a in inputs.analyses for tid in _transaction_ids(a["analysis"], "debt_payment")]
    evidence = {"flag": "debt_payment", "dti": round(dti, 4), "transaction_ids": ids}
    c.lose("debt_payments", min(1.0, dti / cap), evidence)
    deficits = [(-float(a["analysis"].get("savings_rate") or 0), a["connection_id"]) for a in inputs.analyses]
    deficit, connection_id = max(deficits)
    if deficit > 0:
        evidence = {"flag": "savings_rate", "savings_rate": round(-deficit, 4), "bank_connection_id": connection_id}
        c.lose("spending_exceeds_income", min(1.0, deficit / cap), evidence)
    return c


def _bank_behaviour(inputs: Inputs) -> _Component:
    """1 - penalties per flagged transaction (capped per flag) - 0.1 if spending exceeds income."""
    c = _Component("bank_behaviour")
    if not inputs.analyses:
        c.lose("no_bank_account", 1 - UNKNOWN, {"bank_connection_id": None})
        return c
    for count_key, flag, per_item, at_most in BANK_PENALTIES:
        count = sum(int((a["analysis"].get("risk_flags") or {}).get(count_key) or 0) for a in inputs.analyses)
        ids = [tid for a in inputs.analyses for tid in _transaction_ids(a["analysis"], flag)]
        c.lose(flag, min(at_most, per_item * count), {"flag": flag, "count": count, "transaction_ids": ids})
    negative = [a["connection_id"] for a in inputs.analyses if float(a["analysis"].get("savings_rate") or 0) < 0]
    if negative:
        c.lose("negative_savings", NEGATIVE_SAVINGS_PENALTY, {"flag": "savings_rate", "bank_connection_ids": negative})
    return c


def _documents(inputs: Inputs) -> _Component:
    """0.3 identity + 0.3 income proof + 0.2 employment/CNSS evidence + 0.2 share of valid fields, minus 0.1
    per conflicting field."""
    c = _Component("documents")
    for code, types, weight in (
        ("identity_document_missing", IDENTITY_TYPES, 0.3),
        ("income_document_missing", INCOME_TYPES, 0.3),
        ("employment_document_missing", (*EMPLOYMENT_TYPES, "bank_statement"), 0.2),
    ):
        if not _completed(inputs, types):
            c.lose(code, weight, {"document_types": list(types)})
    if inputs.fields:
        invalid = [f for f in inputs.fields if f.get("validation_status") == "invalid"]
        c.lose(
            "invalid_fields",
            0.2 * len(invalid) / len(inputs.fields),
            {"fields": [_evidence(f) for f in invalid]},
        )
    else:
        c.lose("no_fields_read", 0.2, {"fields": []})
    for conflict in inputs.conflicts:
        sources = [v.get("source_document_id") for v in conflict.get("values", [])]
        c.lose("field_conflict", 0.1, {"field": conflict.get("field_name"), "source_document_ids": sources})
    return c


# the score -------------------------------------------------------------------------------------------------
def weight_shares(policy: dict[str, Any]) -> dict[str, float]:
    weights = {name: max(0.0, float(policy["weights"].get(name, 0))) for name in COMPONENTS}
    total = sum(weights.values())
    if total <= 0:
        raise CannotScore("The scoring policy has no positive weight.")
    return {name: w / total for name, w in weights.items()}


def combine(breakdown: dict[str, float], shares: dict[str, float]) -> int:
    """score = round(100 x the weighted mean of the components), within 0..100."""
    raw = 100 * sum(shares[name] * max(0.0, min(1.0, breakdown[name])) for name in COMPONENTS)
    return max(0, min(100, round(raw)))


def risk_level(score: int) -> str:
    return next(level for floor, level in RISK_BANDS if score >= floor)


def monthly_capacity(policy: dict[str, Any], income: float | None, debt: float) -> float:
    """min(income x dti_cap, income x tds_cap - debt (when set), income x gds_cap (when set)) - debt for the
    DTI cap; never negative."""
    if not income:
        return 0.0
    caps = [income * float(policy["dti_cap_pct"]) / 100 - debt]
    if policy.get("tds_cap_pct") is not None:
        caps.append(income * float(policy["tds_cap_pct"]) / 100 - debt)
    if policy.get("gds_cap_pct") is not None:
        caps.append(income * float(policy["gds_cap_pct"]) / 100)
    return max(0.0, min(caps))


def eligible_amount(capacity: float, borrower_type: str) -> int:
    """The present value of `capacity` a month over the borrower type's term at its rate (TERMS)."""
    months, yearly = TERMS.get(borrower_type, TERMS["private_sector"])
    r = yearly / 100 / 12
    factor = (1 - (1 + r) ** -months) / r if r else months
    return max(0, int(capacity * factor))


def _checks(inputs: Inputs) -> None:
    try:
        check_move(inputs.case, "score")
    except InvalidTransition as exc:
        raise CannotScore(exc.reason) from None
    if not _completed(inputs, INCOME_TYPES) and not inputs.analyses:
        raise CannotScore(
            "No income evidence: attach a payslip or a salary certificate, or connect a bank account, then score."
        )


# The case's declared applicant against what the documents read (same tolerance as the merge's conflicts).
APPLICANT_FIELDS = (("applicant_cin", "cin"), ("applicant_name", "applicant_name"))


def _applicant_steps(inputs: Inputs) -> list[dict[str, Any]]:
    """Papers of another person than the case's applicant are never approved: a person must check them. The
    step names the fields and the document, not the values (personal data)."""
    from casefile.domain.documents.merge import same_value

    steps: list[dict[str, Any]] = []
    for case_field, field_name in APPLICANT_FIELDS:
        declared, read = inputs.case.get(case_field), _field(inputs, field_name)
        if declared and read and read.get("value") and not same_value(field_name, declared, read["value"]):
            steps.append(
                {
                    "code": "applicant_mismatch",
                    "message": (
                        f"The documents' {field_name} differs from the case's {case_field}: check that the "
                        "documents belong to the applicant."
                    ),
                    "evidence": {**_evidence(read), "case_field": case_field},
                }
            )
    return steps


def _requirement_steps(inputs: Inputs, policy: dict[str, Any]) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = _applicant_steps(inputs)
    if policy.get("require_cnss"):
        cnss = _field(inputs, "cnss_number")
        if cnss is None and not _completed(inputs, ("cnss_certificate",)):
            steps.append(
                {
                    "code": "cnss_missing",
                    "message": "Obtain the applicant's CNSS number or CNSS certificate (required by the policy).",
                    "evidence": {"field": "cnss_number"},
                }
            )
    if policy.get("require_domiciliation"):
        employer = _field(inputs, "employer")
        name = str(employer["value"]).strip().upper() if employer else ""
        payers = [
            str((a["analysis"].get("income_regularity") or {}).get("employer") or "").upper() for a in inputs.analyses
        ]
        if not name or not any(name in p or (p and p in name) for p in payers):
            steps.append(
                {
                    "code": "salary_not_domiciled",
                    "message": "Check that the salary is paid into a connected account by the payslip's employer.",
                    "evidence": {**_evidence(employer), "bank_payers": [p for p in payers if p]},
                }
            )
    if policy.get("min_bureau_score") is not None and inputs.bureau_score is None:
        steps.append(
            {
                "code": "bureau_data_missing",
                "message": (
                    "Obtain a credit bureau report (the policy needs a bureau score of at least "
                    f"{policy['min_bureau_score']})."
                ),
                "evidence": {"min_bureau_score": policy["min_bureau_score"]},
            }
        )
    elif policy.get("min_bureau_score") is not None and inputs.bureau_score is not None:  # noqa: SIM102
        if inputs.bureau_score < float(policy["min_bureau_score"]):
            steps.append(
                {
                    "code": "bureau_score_low",
                    "message": "The bureau score is under the policy's minimum: review the credit history.",
                    "evidence": {"bureau_score": inputs.bureau_score, "min_bureau_score": policy["min_bureau_score"]},
                }
            )
    return steps


def decide(score: int, policy: dict[str, Any], unmet: bool, blocking_conflict: bool) -> str:
    """The decision table (docs/scoring.md): a hard requirement unmet or a blocking conflict → review; else
    score ≥ approve → approved; score < refuse → refused; in between → review."""
    if unmet or blocking_conflict:
        return REVIEW_REQUIRED
    if score >= int(policy["approve_threshold"]):
        return APPROVED
    if score < int(policy["refuse_threshold"]):
        return REFUSED
    return REVIEW_REQUIRED


def score_case(inputs: Inputs, policy: dict[str, Any], today: date) -> Scored:
    _checks(inputs)
    shares = weight_shares(policy)
    income, _ = monthly_income(inputs)
    components = [
        _income_stability(inputs, today),
        _debt_ratio(inputs, policy, income),
        _bank_behaviour(inputs),
        _documents(inputs),
    ]
    breakdown = {c.name: round(c.value, 4) for c in components}
    score = combine({c.name: c.value for c in components}, shares)
    reasons: list[dict[str, Any]] = []
    for c in components:
        scale = 1.0 if sum(loss for _, loss, _ in c.losses) <= 1 else 1 / sum(loss for _, loss, _ in c.losses)
        for code, loss, evidence in c.losses:
            points = -100 * shares[c.name] * loss * scale
            if abs(points) >= 0.005:
                reasons.append({"code": code, "component": c.name, "points": round(points, 2), "evidence": evidence})
    reasons.sort(key=lambda r: (r["points"], r["code"]))
    requirements = _requirement_steps(inputs, policy)
    steps = list(requirements)
    blocking = [c for c in inputs.conflicts if c.get("field_name") in BLOCKING_CONFLICT_FIELDS]
    for conflict in blocking:
        steps.append(
            {
                "code": "resolve_conflict",
                "message": f"Documents disagree on {conflict['field_name']}: check which value is right.",
                "evidence": {
                    "field": conflict["field_name"],
                    "source_document_ids": [v.get("source_document_id") for v in conflict.get("values", [])],
                },
            }
        )
    outcome = decide(score, policy, unmet=bool(requirements), blocking_conflict=bool(blocking))
    if outcome == APPROVED and not _completed(inputs, IDENTITY_TYPES):
        # the engine never approves an applicant it has no identity document of (it may refuse one)
        outcome = REVIEW_REQUIRED
        steps.append(
            {
                "code": "identity_not_verified",
                "message": "No identity document (CIN or passport) was read: verify the applicant's identity.",
                "evidence": {"document_types": list(IDENTITY_TYPES)},
            }
        )
    if outcome == REVIEW_REQUIRED and not steps:
        steps.append(
            {
                "code": "score_inconclusive",
                "message": (
                    f"The score {score} is between the refuse ({policy['refuse_threshold']}) and approve "
                    f"({policy['approve_threshold']}) thresholds: review the reason codes and decide."
                ),
                "evidence": {"score": score},
            }
        )
    capacity = monthly_capacity(policy, income, monthly_debt(inputs))
    amount = eligible_amount(capacity, str(inputs.case.get("borrower_type")))
    return Scored(
        score=score,
        risk_level=risk_level(score),
        eligible_amount=amount,
        breakdown=breakdown,
        reason_codes=reasons,
        outcome=outcome,
        manual_review_steps=steps,
        monthly_capacity=round(capacity, 2),
        income=income,
    )


BLOCKING_CONFLICT_FIELDS = frozenset(
    {"applicant_name", "cin", "date_of_birth", "employer", "gross_salary", "net_salary", "rib"}
)


# views derived from the reason codes -------------------------------------------------------------------------
def case_view(case: dict[str, Any]) -> dict[str, Any]:
    """The single-case view's scoring fields from the stored case (empty lists until scored)."""
    return {
        "risk_factors": case.get("risk_factors") or [],
        "score_metrics": case.get("score_metrics") or [],
        "manual_review_steps": case.get("manual_review_steps") or [],
    }


def risk_factors(reasons: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`{code, component, severity, points, evidence}` for each reason that cost ≥ 1 point."""
    out = []
    for r in reasons:
        if r["points"] <= -1:
            severity = "high" if r["points"] <= -8 else "medium" if r["points"] <= -3 else "low"
            out.append({**r, "severity": severity})
    return out


def score_metrics(scored: Scored, shares: dict[str, float]) -> list[dict[str, Any]]:
    """`{name, value, weight, points}` per component (points = weight share x value x 100), plus the
    monthly income and capacity the eligible amount was computed from."""
    metrics: list[dict[str, Any]] = [
        {
            "name": name,
            "value": scored.breakdown[name],
            "weight": round(shares[name], 4),
            "points": round(100 * shares[name] * scored.breakdown[name], 2),
        }
        for name in COMPONENTS
    ]
    metrics.append({"name": "monthly_income", "value": scored.income, "weight": None, "points": None})
    metrics.append({"name": "monthly_capacity", "value": scored.monthly_capacity, "weight": None, "points": None})
    return metrics


_LABELS = {
    "en": {
        "approved": "approved",
        "refused": "refused",
        "review_required": "sent to manual review",
        "intro": "The case scores {score}/100 ({risk} risk) and is {outcome} under policy {policy} v{version}.",
        "eligible": "Eligible amount: {amount} MAD over {months} months.",
        "top": "Main factors: {factors}.",
        "clean": "No factor cost more than one point.",
        "steps": "To check: {steps}.",
    },
    "fr": {
        "approved": "approuvé",
        "refused": "refusé",
        "review_required": "envoyé en revue manuelle",
        "intro": (
            "Le dossier obtient {score}/100 (risque {risk}) et est {outcome} selon la politique {policy} v{version}."
        ),
        "eligible": "Montant éligible : {amount} MAD sur {months} mois.",
        "top": "Principaux facteurs : {factors}.",
        "clean": "Aucun facteur n'a coûté plus d'un point.",
        "steps": "À vérifier : {steps}.",
    },
}
_RISK_FR = {"low": "faible", "medium": "moyen", "high": "élevé", "very_high": "très élevé"}

# What the insight says of each reason code and review step (English, French); an unknown code reads as itself.
_PHRASES: dict[str, tuple[str, str]] = {
    "identity_document_missing": ("no identity document read", "aucune pièce d'identité lue"),
    "income_document_missing": ("no payslip or salary certificate", "ni bulletin de paie ni attestation de salaire"),
    "employment_document_missing": ("no proof of employment", "aucune preuve d'emploi"),
    "invalid_fields": ("fields that failed their checks", "des champs qui échouent à leur contrôle"),
    "no_fields_read": ("no field read from the documents", "aucun champ lu dans les documents"),
    "field_conflict": ("documents that disagree", "des documents qui se contredisent"),
    "contract_not_permanent": ("a contract that is not permanent", "un contrat qui n'est pas un CDI"),
    "contract_unknown": ("an unknown contract type", "un type de contrat inconnu"),
    "short_tenure": ("a short time with the employer", "une ancienneté courte chez l'employeur"),
    "tenure_unknown": ("an unknown hire date", "une date d'embauche inconnue"),
    "irregular_income": ("irregular income on the account", "des revenus irréguliers sur le compte"),
    "no_bank_income_history": ("no income seen on the account", "aucun revenu visible sur le compte"),
    "no_bank_account": ("no connected bank account", "aucun compte bancaire connecté"),
    "debt_payments": ("debt repayments", "des remboursements de crédits"),
    "debt_unknown": ("debts that cannot be measured", "un endettement impossible à mesurer"),
    "spending_exceeds_income": ("spending above income", "des dépenses supérieures aux revenus"),
    "negative_savings": ("no savings", "une épargne négative"),
    "overdraft": ("overdrafts", "des découverts"),
    "bounced_check": ("bounced cheques", "des chèques impayés"),
    "gambling": ("gambling transactions", "des opérations de jeux d'argent"),
    "large_cash_withdrawal": ("large cash withdrawals", "d'importants retraits d'espèces"),
    "identity_not_verified": ("verify the applicant's identity", "vérifier l'identité du demandeur"),
    "applicant_mismatch": (
        "check that the documents belong to the applicant",
        "vérifier que les documents sont bien ceux du demandeur",
    ),
    "cnss_missing": ("obtain the CNSS number or certificate", "obtenir le numéro ou l'attestation CNSS"),
    "salary_not_domiciled": (
        "check where the salary is paid",
        "vérifier le compte sur lequel le salaire est versé",
    ),
    "bureau_data_missing": ("obtain a credit bureau report", "obtenir un rapport du bureau de crédit"),
    "bureau_score_low": ("review the credit history", "examiner l'historique de crédit"),
    "resolve_conflict": ("settle the documents' disagreement", "trancher le désaccord entre les documents"),
    "score_inconclusive": ("decide on a score between the thresholds", "décider d'un score entre les seuils"),
}


def _phrase(code: str, language: str) -> str:
    english, french = _PHRASES.get(code, (code.replace("_", " "), code.replace("_", " ")))
    return french if language == "fr" else english


def _amount(value: int, language: str) -> str:
    grouped = f"{value:,}"
    return grouped.replace(",", " ") if language == "fr" else grouped


def insight(scored: Scored, borrower_type: str, policy_name: str, version: int, language: str) -> str:
    """A deterministic paragraph from the score, outcome and the three costliest reason codes."""
    labels = _LABELS["fr" if language == "fr" else "en"]
    risk = (
        _RISK_FR.get(scored.risk_level, scored.risk_level) if language == "fr" else scored.risk_level.replace("_", " ")
    )
    parts = [
        labels["intro"].format(
            score=scored.score, risk=risk, outcome=labels[scored.outcome], policy=policy_name, version=version
        ),
        labels["eligible"].format(
            amount=_amount(scored.eligible_amount, language),
            months=TERMS.get(borrower_type, TERMS["private_sector"])[0],
        ),
    ]
    top = [r for r in scored.reason_codes if r["points"] <= -1][:3]
    if top:
        factors = ", ".join(f"{_phrase(r['code'], language)} ({r['points']:+.1f})" for r in top)
        parts.append(labels["top"].format(factors=factors))
    else:
        parts.append(labels["clean"])
    if scored.manual_review_steps:
        steps = "; ".join(dict.fromkeys(_phrase(step["code"], language) for step in scored.manual_review_steps))
        parts.append(labels["steps"].format(steps=steps))
    return " ".join(parts)


def language_of(accept_language: str | None) -> str:
    """`fr` when French is the first language the header names, else `en`."""
    first = (accept_language or "").split(",")[0].strip().lower()
    return "fr" if first.startswith("fr") else "en"


def validate_policy(policy: dict[str, Any]) -> list[str]:
    """The problems of a policy (empty: valid): weights non-negative and not all zero, 0 ≤ refuse ≤ approve ≤
    100, caps within 0..100."""
    problems = []
    weights = policy.get("weights") or {}
    if set(weights) != set(COMPONENTS):
        problems.append(f"weights must have exactly the keys {', '.join(COMPONENTS)}")
    elif any(float(v) < 0 for v in weights.values()):
        problems.append("weights must not be negative")
    elif not any(float(v) > 0 for v in weights.values()):
        problems.append("at least one weight must be positive")
    if not 0 <= policy["refuse_threshold"] <= policy["approve_threshold"] <= 100:
        problems.append("thresholds must satisfy 0 ≤ refuse_threshold ≤ approve_threshold ≤ 100")
    for name in ("dti_cap_pct", "gds_cap_pct", "tds_cap_pct"):
        value = policy.get(name)
        if value is not None and not 0 <= float(value) <= 100:
            problems.append(f"{name} must be within 0..100")
    return problems
