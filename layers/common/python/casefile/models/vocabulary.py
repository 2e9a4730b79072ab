"""The enumerations that routes take as parameters (environment, case status, decision, flow kind and status):
defined with their rules in `casefile.domain`, named here so that a function imports models, never the domain
(`make lint`: functions import only api, services, models and workers)."""

from casefile.domain.cases import CaseStatus, Decision
from casefile.domain.flow_collections import FlowKind, FlowStatus
from casefile.domain.plans import Environment

__all__ = ["CaseStatus", "Decision", "Environment", "FlowKind", "FlowStatus"]
