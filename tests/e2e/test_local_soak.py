"""A short soak of the local stack (the full figures: `python -m bench.soak`): steady traffic from 20 clients
gets no 5xx and no connection reset, and the stack's memory does not run away."""

from __future__ import annotations

from pathlib import Path

from bench.soak import Memory, Stack, preload, soak

CLIENTS = 20
SECONDS = 10
RATE_PER_MINUTE = 900  # about 150 requests
PRELOAD = 100
MAX_GROWTH_MB = 100  # the stack process, over the soak (moto grows by the cases created; not by copies)


def test_steady_traffic_from_20_clients_gets_no_5xx_and_no_reset(tmp_path: Path) -> None:
    # Given a stack with a hundred cases
    stack = Stack(pool_size=2, log_path=tmp_path / "stack.log")
    memory = Memory(stack.process.pid)
    try:
        created, _ = preload(stack, stack.logins["tenant_admin"], PRELOAD)
        assert created == PRELOAD
        start_mb, _ = memory.sample()

        # When 20 clients list, read, create and update cases for 10 s
        results, _ = soak(stack, SECONDS, CLIENTS, RATE_PER_MINUTE)
        end_mb, _ = memory.sample()
    finally:
        stop_seconds = stack.stop()

    # Then every request got an answer below 500, and memory grew by little
    # (throughput is bench.soak's figure; here only that the traffic flowed, on however loaded a machine: every
    # client was answered, not a rate, which a machine busy with the other tests' OCR cannot promise)
    assert results.requests >= CLIENTS
    assert results.errors == {}, results.errors
    assert results.server_errors == 0, results.statuses
    assert set(results.statuses) <= {200, 201}, results.statuses
    assert end_mb - start_mb < MAX_GROWTH_MB, (start_mb, end_mb)
    assert stop_seconds < 10
