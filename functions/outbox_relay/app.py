"""Outbox relay, every minute: re-sends events still pending after a minute and enqueues due webhook
deliveries (casefile.services.dispatch.relay)."""

from __future__ import annotations

from casefile.services import dispatch
from casefile.workers import scheduled

handler = scheduled(dispatch.relay)
