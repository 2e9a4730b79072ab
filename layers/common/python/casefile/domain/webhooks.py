"""Webhook rules, pure: event names, endpoint URLs, the retry schedule, payloads, signing secrets.

No I/O and no clock reads here: callers pass the resolved addresses, `now`, and random bytes.
"""

from __future__ import annotations

import base64
import ipaddress
import uuid
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from email.utils import parsedate_to_datetime
from typing import Any
from urllib.parse import urlsplit

# The event names an endpoint can subscribe to (spec, Events). `webhook.test` is sent by the test route only.
EVENT_TYPES: tuple[str, ...] = ("case.created", "case.scored")
TEST_EVENT = "webhook.test"

SECRET_PREFIX = "whsec_"  # noqa: S105 - the Standard Webhooks prefix, not a secret
SECRET_BYTES = 24

# After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (then the delivery has failed).
RETRY_SCHEDULE_SECONDS: tuple[int, ...] = (5, 300, 1800, 7200, 18000, 36000, 36000)
MAX_ATTEMPTS = 1 + len(RETRY_SCHEDULE_SECONDS)
MAX_RETRY_AFTER_SECONDS = 24 * 3600
RESPONSE_EXCERPT_BYTES = 1024
MAX_URL_LENGTH = 2048

# Delivery statuses.
PENDING, DELIVERED, FAILED = "pending", "delivered", "failed"
DELIVERY_STATUSES = (PENDING, DELIVERED, FAILED)

# A stable namespace: a delivery's id is derived from (event, endpoint), so writing it twice is one delivery.
_DELIVERY_NAMESPACE = uuid.UUID("6f1c3a52-8f5e-4d0b-9a51-2c1f0b7d9e11")


class UnknownEvents(ValueError):
    def __init__(self, unknown: list[str]) -> None:
        super().__init__(", ".join(unknown))
        self.unknown = unknown


def normalise_events(events: str | Sequence[str]) -> str:
    """The stored form of an endpoint's `events`: known names, comma separated, no duplicates, in order.
    Accepts the spec's comma-separated string or a list. Raises UnknownEvents (also for an empty list)."""
    names = events.split(",") if isinstance(events, str) else list(events)
    cleaned = list(dict.fromkeys(name.strip() for name in names if name.strip()))
    unknown = [name for name in cleaned if name not in EVENT_TYPES]
    if unknown or not cleaned:
        raise UnknownEvents(unknown or [""])
    return ",".join(cleaned)


def subscribed(events: str, event_type: str) -> bool:
    return event_type in {name.strip() for name in events.split(",")}


def receives(endpoint: Mapping[str, Any], event: Mapping[str, Any]) -> bool:
    """Whether an endpoint is sent an event: active, subscribed to its type, and there when it happened. An endpoint
    added after a case was created is not sent that case's `case.created`, however late the event is fanned out (a
    relay that runs after a restart, a queue backed up). Times are ISO strings of one format, which sort in time."""
    return (
        bool(endpoint["is_active"])
        and subscribed(endpoint["events"], event["type"])
        and str(endpoint.get("created_at", "")) <= str(event.get("created_at", ""))
    )


# URLs ------------------------------------------------------------------------------------------------
LOOPBACK_NAMES = ("localhost", "localhost.localdomain")


def url_host(url: str) -> tuple[str, str, int]:
    """(scheme, host, port) of a URL; ValueError when it is not an absolute http(s) URL with a host."""
    if len(url) > MAX_URL_LENGTH:
        raise ValueError(f"the URL is longer than {MAX_URL_LENGTH} characters")
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https"):
        raise ValueError("the URL must start with https://")
    if parts.username or parts.password:
        raise ValueError("the URL must not hold credentials")
    host = (parts.hostname or "").lower()
    if not host:
        raise ValueError("the URL has no host")
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError:
        raise ValueError("the URL's port is not a number from 1 to 65535") from None
    return scheme, host, port


def address_is_public(address: str) -> bool:
    """True for a globally routable unicast address; False for private, loopback, link-local (the cloud
    metadata service 169.254.169.254 included), shared, reserved, multicast, unspecified and documentation
    ranges, and IPv4 reached through IPv6 forms (mapped, NAT64, 6to4) unless that IPv4 is public."""
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address):
        embedded = ip.ipv4_mapped or ip.sixtofour
        if embedded is None and ip in ipaddress.ip_network("64:ff9b::/96"):
            embedded = ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
        if embedded is not None:
            return address_is_public(str(embedded))
    return bool(ip.is_global) and not ip.is_multicast


def address_is_loopback(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def literal_address(host: str) -> str | None:
    """The host as an IP address when it is one (brackets of IPv6 removed), else None."""
    try:
        return str(ipaddress.ip_address(host.strip("[]")))
    except ValueError:
        return None


def url_problem(url: str, addresses: Iterable[str] | None, *, allow_loopback: bool) -> str | None:
    """Why an endpoint URL may not be called, or None when it may.

    `addresses` are what the host resolved to (None: not resolved yet, only the URL's form is checked).
    Production rule: https, and every address public. `allow_loopback` (the local stack, the tests) also lets
    a developer receive on their machine: http or https to loopback addresses only."""
    try:
        scheme, host, _ = url_host(url)
    except ValueError as exc:
        return str(exc)
    literal = literal_address(host)
    found = list(addresses) if addresses is not None else ([literal] if literal else None)
    if allow_loopback and (host in LOOPBACK_NAMES or (literal is not None and address_is_loopback(literal))):
        if found is not None and not all(address_is_loopback(a) for a in found):
            return "the host resolves to addresses that are not loopback"
        return None
    if scheme != "https":
        return "the URL must start with https://"
    if host in LOOPBACK_NAMES:
        return "the host must be a public address"
    # one answer whether the host does not resolve or resolves to a private address: two would let a caller map
    # which internal names exist (a DNS oracle through the webhook form)
    if found is not None and (not found or not all(address_is_public(a) for a in found)):
        return NOT_PUBLIC
    return None


NOT_PUBLIC = "the host must resolve to public addresses only"


# retries ---------------------------------------------------------------------------------------------
def retry_after_seconds(header: str | None, now: datetime) -> int | None:
    """A Retry-After header (delay seconds or an HTTP date) in whole seconds from `now`, or None."""
    if not header:
        return None
    text = header.strip()
    if text.isdigit():
        return int(text)
    try:
        when = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        return None
    return max(0, int((when - now).total_seconds()))


def next_delay(attempts_made: int, status_code: int | None, retry_after: int | None) -> int | None:
    """Seconds until the next attempt after `attempts_made` attempts whose last one failed with `status_code`
    (None: no answer), or None when the delivery has failed for good: the schedule is used up, or the
    endpoint answered 410 Gone. A 429 or 503 with Retry-After waits what the receiver asked (1 s to 24 h)."""
    if status_code == 410 or attempts_made >= MAX_ATTEMPTS:
        return None
    delay = RETRY_SCHEDULE_SECONDS[max(0, attempts_made - 1)]
    if status_code in (429, 503) and retry_after is not None:
        delay = min(max(retry_after, 1), MAX_RETRY_AFTER_SECONDS)
    return delay


def is_success(status_code: int | None) -> bool:
    return status_code is not None and 200 <= status_code < 300


def excerpt(body: bytes) -> str:
    """At most RESPONSE_EXCERPT_BYTES bytes of a response body, as text (a cut character is dropped)."""
    return body[:RESPONSE_EXCERPT_BYTES].decode("utf-8", errors="ignore")


def after(moment: datetime, seconds: float) -> datetime:
    return moment + timedelta(seconds=seconds)


# payloads and ids ------------------------------------------------------------------------------------
def payload(event: Mapping[str, Any]) -> dict[str, Any]:
    """The Standard Webhooks payload of an event: its type, when it happened and the resource it reports
    (the Case for case.* events), with the resource's environment. Generic over event types."""
    data = dict(event["data"])
    data.setdefault("environment", event["environment"])
    return {"type": event["type"], "timestamp": event["created_at"], "data": data}


def delivery_id(event_id: str, endpoint_id: str) -> str:
    """The one delivery of an event to an endpoint: the same id however often the fan-out runs."""
    return str(uuid.uuid5(_DELIVERY_NAMESPACE, f"{event_id}:{endpoint_id}"))


def new_secret(random_bytes: bytes) -> str:
    """A signing secret in the Standard Webhooks form: `whsec_` + base64 of the random bytes."""
    if len(random_bytes) < SECRET_BYTES:
        raise ValueError(f"a signing secret needs at least {SECRET_BYTES} random bytes")
    return SECRET_PREFIX + base64.b64encode(random_bytes).decode("ascii")
