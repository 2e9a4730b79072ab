"""Powertools Logger, Tracer and Metrics shared by every function (service name from the environment)."""

from __future__ import annotations

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit

logger = Logger()
tracer = Tracer()
metrics = Metrics()


def count_metric(name: str, **dimensions: str) -> None:
    """Count one occurrence. Metrics with dimensions go out as their own EMF blob, so a dimension of one
    request never sticks to the metrics of the next."""
    if not dimensions:
        metrics.add_metric(name=name, unit=MetricUnit.Count, value=1)
        return
    from aws_lambda_powertools.metrics import single_metric

    with single_metric(name=name, unit=MetricUnit.Count, value=1, namespace=metrics.namespace) as metric:
        for key, value in dimensions.items():
            metric.add_dimension(name=key, value=value)
