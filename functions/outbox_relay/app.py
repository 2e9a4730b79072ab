"""Outbox relay, every minute: re-sends events still pending after a minute and enqueues due webhook
deliveries (casefile.services.dispatch.relay)."""

from __future__ import annotations

import gc

gc.disable()  # no collection while the cold start builds the function (casefile.observability.started)

from casefile.services import dispatch
from casefile.workers import scheduled, started

handler = scheduled(dispatch.relay)
started()
