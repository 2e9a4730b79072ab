"""Powertools Logger, Tracer and Metrics shared by every function (service name from the environment)."""

from __future__ import annotations

import functools
import gc
import os
from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit

logger = Logger()
metrics = Metrics()

# The SQS message attribute that carries the correlation id from the API request that sent a message to the
# worker that receives it (and on to whatever that worker sends).
CORRELATION_ID_ATTRIBUTE = "correlation_id"


def correlation_attributes() -> dict[str, str]:
    """Message attributes for a message sent now: the current correlation id (the API Gateway request id in an
    API function, the received message's in a worker), if there is one."""
    correlation_id = logger.get_correlation_id()
    return {CORRELATION_ID_ATTRIBUTE: str(correlation_id)} if correlation_id else {}


def started() -> None:
    """The end of a function's cold start. Each function's module turns the garbage collector off before its imports:
    building FastAPI's routes and the pydantic models makes hundreds of thousands of objects, none of them garbage,
    and the collections they set off took about a tenth of the cases function's cold start. The collector is turned
    back on here, the objects made so far frozen out of its sight (`gc.freeze`: they live as long as the process),
    so that the first requests' collections do not walk them either."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def tracing_enabled() -> bool:
    return os.environ.get("POWERTOOLS_TRACE_DISABLED", "").strip().lower() not in {"1", "true", "yes", "on"}


@cache
def tracer() -> Any:
    """The Powertools Tracer, built on first use: building it imports the X-Ray SDK and botocore (about
    0.35 s), which only pays off where tracing is on (in AWS, during the Lambda init phase)."""
    from aws_lambda_powertools import Tracer

    return Tracer()


H = TypeVar("H", bound=Callable[..., Any])


def publish_metrics(handler: H) -> H:
    """Publish (as EMF) the metrics an invocation added, at its end, if it added any. Powertools' own
    `metrics.log_metrics` warns (`UserWarning: No application metrics to publish`) after every invocation that
    added none, which is most requests: a metric with dimensions goes out on its own (`count_metric`), and with
    metrics disabled (tests, the local stack) nothing is added at all."""

    @functools.wraps(handler)
    def publishing(event: Any, context: Any, *args: Any, **kwargs: Any) -> Any:
        try:
            return handler(event, context, *args, **kwargs)
        finally:
            if metrics.metric_set:
                metrics.flush_metrics()

    return publishing  # type: ignore[return-value]


def count_metric(name: str, **dimensions: str) -> None:
    """Count one occurrence. Metrics with dimensions go out as their own EMF blob, so a dimension of one
    request never sticks to the metrics of the next."""
    from aws_lambda_powertools.metrics.functions import is_metrics_disabled

    # With metrics disabled, Powertools neither flushes nor clears what was added (every 100th value is printed
    # anyway), and single_metric ignores the setting altogether: add nothing then.
    if is_metrics_disabled():
        return
    if not dimensions:
        metrics.add_metric(name=name, unit=MetricUnit.Count, value=1)
        return
    from aws_lambda_powertools.metrics import single_metric

    with single_metric(name=name, unit=MetricUnit.Count, value=1, namespace=metrics.namespace) as metric:
        for key, value in dimensions.items():
            metric.add_dimension(name=key, value=value)
