"""Powertools Logger, Tracer and Metrics shared by every function (service name from the environment)."""

from __future__ import annotations

from aws_lambda_powertools import Logger, Metrics, Tracer

logger = Logger()
tracer = Tracer()
metrics = Metrics()
