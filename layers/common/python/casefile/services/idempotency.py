"""At most once per Idempotency-Key (Powertools idempotency on the idempotency table): a retry of the same request
answers the first result for 24 hours; the key with another request is a 422 `idempotency_key_reused`, a retry
while the first attempt runs a 409. A failed attempt leaves no record, so it can be retried with the same key.

The record keeps the result as its JSON (`model_dump(mode="json")`); the first attempt and every retry answer the
model read back from it, so a retry's answer is the first one's to the byte."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from pydantic import BaseModel

from casefile.errors import CodedUnprocessable, Conflict

IDEMPOTENCY_WINDOW_SECONDS = 24 * 3600

Answer = TypeVar("Answer", bound=BaseModel)


def at_most_once(
    *,
    store: str,
    key_prefix: str,
    idempotency_key: str,
    request: dict[str, Any],
    run: Callable[[], Answer],
    answer: type[Answer],
    lambda_context: Any = None,
) -> Answer:
    """`run()` once for (`key_prefix`, `idempotency_key`); `request` is what a retry must repeat. `store` names the
    persistence layer (one per thread and operation: store.idempotency); `answer` is the model `run()` returns."""
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig, idempotent_function
    from aws_lambda_powertools.utilities.idempotency.exceptions import (
        IdempotencyAlreadyInProgressError,
        IdempotencyValidationError,
    )

    from casefile.store.idempotency import persistence_layer

    config = IdempotencyConfig(
        event_key_jmespath="key",
        payload_validation_jmespath="request",
        expires_after_seconds=IDEMPOTENCY_WINDOW_SECONDS,
        raise_on_no_idempotency_key=True,
    )
    if lambda_context is not None:  # an attempt cut off by the Lambda timeout stops blocking retries
        config.register_lambda_context(lambda_context)

    @idempotent_function(
        data_keyword_argument="attempt",
        persistence_store=persistence_layer(store),
        config=config,
        key_prefix=key_prefix,
    )
    def attempt_once(attempt: dict[str, Any]) -> dict[str, Any]:
        return run().model_dump(mode="json")

    try:
        return answer.model_validate(attempt_once(attempt={"key": idempotency_key, "request": request}))
    except IdempotencyValidationError:
        raise CodedUnprocessable(
            "idempotency_key_reused", "This Idempotency-Key was already used with a different request body."
        ) from None
    except IdempotencyAlreadyInProgressError:
        raise Conflict(
            "idempotency_request_in_progress",
            "A request with this Idempotency-Key is still being processed; retry shortly.",
        ) from None
