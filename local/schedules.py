"""Scheduled functions: the template's `Schedule` and `ScheduleV2` events, invoked on their schedule locally.

Supported expressions: `rate(N minute|minutes|hour|hours|day|days)` (first run one period after start, as an
EventBridge rule's first run comes within its first period) and `cron(minutes hours day-of-month month
day-of-week [year])` in UTC with `*`, `?`, lists, ranges, steps, `L` not included. The function receives the
EventBridge scheduled event (`"detail-type": "Scheduled Event"`, `"source": "aws.events"`), or the event's
`Input` JSON when the template gives one. A disabled event (`Enabled: false`, `State: DISABLED`) is skipped.
"""

from __future__ import annotations

import json
import re
import sys
import threading
import traceback
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

from local import template as tpl
from local.resources import ACCOUNT_ID

_RATE = re.compile(r"rate\(\s*(\d+)\s+(minute|minutes|hour|hours|day|days)\s*\)")
_CRON = re.compile(r"cron\((.*)\)")
_UNITS = {"minute": 60, "hour": 3600, "day": 86400}
_MONTHS = {
    m: i + 1 for i, m in enumerate(["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"])
}
_DAYS = {d: i + 1 for i, d in enumerate(["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])}  # AWS: 1 = Sunday


def _field(text: str, low: int, high: int, names: dict[str, int] | None = None) -> set[int] | None:
    """The values a cron field allows (None = any)."""
    if text in ("*", "?"):
        return None
    values: set[int] = set()
    for part in text.split(","):
        part, _, step_text = part.partition("/")
        step = int(step_text) if step_text else 1

        def number(token: str) -> int:
            return (names or {}).get(token.upper()) or int(token)

        if part in ("*", "?"):
            start, end = low, high
        elif "-" in part:
            first, _, last = part.partition("-")
            start, end = number(first), number(last)
        else:
            start = number(part)
            end = high if step_text else start
        if not (low <= start <= high and low <= end <= high):
            raise ValueError(f"cron field {text!r}: out of range {low}-{high}")
        values.update(range(start, end + 1, step))
    return values


@dataclass(frozen=True)
class Cron:
    minutes: set[int] | None
    hours: set[int] | None
    days: set[int] | None
    months: set[int] | None
    weekdays: set[int] | None  # 1 = Sunday
    years: set[int] | None

    @classmethod
    def parse(cls, text: str) -> Cron:
        fields = text.split()
        if len(fields) not in (5, 6):
            raise ValueError(f"cron({text}): 6 fields expected (minutes hours day-of-month month day-of-week year)")
        fields += ["*"] * (6 - len(fields))
        return cls(
            _field(fields[0], 0, 59),
            _field(fields[1], 0, 23),
            _field(fields[2], 1, 31),
            _field(fields[3], 1, 12, _MONTHS),
            _field(fields[4], 1, 7, _DAYS),
            _field(fields[5], 1970, 2199),
        )

    def matches(self, at: datetime) -> bool:
        weekday = at.isoweekday() % 7 + 1  # Monday 1 -> 2, Sunday 7 -> 1
        return all(
            allowed is None or value in allowed
            for allowed, value in (
                (self.minutes, at.minute),
                (self.hours, at.hour),
                (self.days, at.day),
                (self.months, at.month),
                (self.weekdays, weekday),
                (self.years, at.year),
            )
        )


@dataclass
class Schedule:
    """One scheduled event of one function; `due(now)` says whether it runs now (and books the next run)."""

    function_id: str
    name: str
    expression: str
    input: str | None = None
    rate: timedelta | None = None
    cron: Cron | None = None
    next_run: datetime | None = None
    _last_minute: datetime | None = field(default=None, repr=False)

    @classmethod
    def parse(cls, function_id: str, name: str, expression: str, input_json: str | None, now: datetime) -> Schedule:
        expression = expression.strip()
        if m := _RATE.fullmatch(expression):
            count, unit = int(m.group(1)), m.group(2).rstrip("s")
            if count < 1 or (count == 1) != (not m.group(2).endswith("s")):
                raise ValueError(f"{expression}: rate(1 {unit}) or rate(N {unit}s), N > 1")
            period = timedelta(seconds=count * _UNITS[unit])
            return cls(function_id, name, expression, input_json, rate=period, next_run=now + period)
        if m := _CRON.fullmatch(expression):
            return cls(function_id, name, expression, input_json, cron=Cron.parse(m.group(1)))
        raise ValueError(f"{function_id}.{name}: unsupported schedule expression {expression!r}")

    def due(self, now: datetime) -> bool:
        if self.rate is not None and self.next_run is not None:
            if now < self.next_run:
                return False
            while self.next_run <= now:
                self.next_run += self.rate
            return True
        assert self.cron is not None
        minute = now.replace(second=0, microsecond=0)
        if minute == self._last_minute or not self.cron.matches(minute):
            return False
        self._last_minute = minute
        return True

    def event(self, region: str, prefix: str, now: datetime) -> Any:
        """What the function receives: the template's Input, else EventBridge's scheduled event."""
        if self.input is not None:
            return json.loads(self.input)
        return {
            "version": "0",
            "id": str(uuid.uuid4()),
            "detail-type": "Scheduled Event",
            "source": "aws.events",
            "account": ACCOUNT_ID,
            "time": now.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "region": region,
            "resources": [f"arn:aws:events:{region}:{ACCOUNT_ID}:rule/{prefix}-{self.function_id}-{self.name}"],
            "detail": {},
        }


def schedules(template: dict[str, Any], now: datetime) -> list[Schedule]:
    """The enabled Schedule/ScheduleV2 events of the template's functions."""
    found = []
    for function_id, props in tpl.functions(template).items():
        for name, event in (props.get("Events") or {}).items():
            if event.get("Type") not in ("Schedule", "ScheduleV2"):
                continue
            p = event.get("Properties") or {}
            expression = p.get("Schedule") if event["Type"] == "Schedule" else p.get("ScheduleExpression")
            if p.get("Enabled") in (False, "false") or str(p.get("State", "ENABLED")).upper() == "DISABLED":
                continue
            raw_input = p.get("Input")
            input_json = raw_input if raw_input is None or isinstance(raw_input, str) else json.dumps(raw_input)
            found.append(Schedule.parse(function_id, name, str(expression), input_json, now))
    return found


class Scheduler:
    """A thread that invokes each scheduled function when it is due (`runtime.invoke`)."""

    def __init__(
        self, runtime: Any, clock: Callable[[], datetime] = lambda: datetime.now(UTC), tick_seconds: float = 1.0
    ) -> None:
        self.runtime = runtime
        self.clock = clock
        self.tick_seconds = tick_seconds
        self.schedules = schedules(runtime.template, clock())
        self.stop_event = threading.Event()
        self._thread: threading.Thread | None = None
        self.invocations: list[tuple[str, str]] = []  # (function_id, event name), in order

    def run_due(self) -> list[Schedule]:
        """Invoke what is due now (each in its own thread: a slow run does not hold up the others)."""
        now = self.clock()
        due = [s for s in self.schedules if s.due(now)]
        for schedule in due:
            event = schedule.event(self.runtime.resources.region, self.runtime.resources.prefix, now)
            self.invocations.append((schedule.function_id, schedule.name))
            threading.Thread(target=self._invoke, args=(schedule, event), daemon=True).start()
        return due

    def _invoke(self, schedule: Schedule, event: Any) -> None:
        try:
            self.runtime.invoke(schedule.function_id, event)
        except Exception as exc:
            print(f"[schedule] {schedule.function_id} ({schedule.expression}) failed:", file=sys.stderr)
            details = getattr(exc, "details", None)
            print(details, file=sys.stderr) if details else traceback.print_exc()

    def _run(self) -> None:
        while not self.stop_event.wait(self.tick_seconds):
            self.run_due()

    def start(self) -> Scheduler:
        if self.schedules:
            self._thread = threading.Thread(target=self._run, name="scheduler", daemon=True)
            self._thread.start()
        return self

    def stop(self) -> None:
        self.stop_event.set()
        if self._thread:
            self._thread.join(timeout=5)
