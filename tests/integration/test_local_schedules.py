"""Scheduled functions (Schedule / ScheduleV2 events) run on their schedule in the local stack."""

from __future__ import annotations

import json
import os
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from local.resources import LocalResources
from local.sandbox import ProcessRuntime
from local.schedules import Cron, Schedule, Scheduler, schedules
from tests.integration.test_local_sandbox import FUNCTIONS

START = datetime(2026, 11, 23, 9, 29, 30, tzinfo=UTC)  # a Monday


def template(tick_file: Path, events: dict[str, Any]) -> dict[str, Any]:
    return {
        "Globals": {"Function": {"Handler": "app.handler", "Timeout": 5}},
        "Resources": {
            "TickFunction": {
                "Type": "AWS::Serverless::Function",
                "Properties": {
                    "CodeUri": "tick/",
                    "Environment": {"Variables": {"TICK_FILE": str(tick_file)}},
                    "Events": events,
                },
            }
        },
    }


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def ticks(path: Path, count: int, timeout: float = 20) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = path.read_text().splitlines() if path.exists() else []
        if len(lines) >= count:
            return [json.loads(line) for line in lines]
        time.sleep(0.05)
    pytest.fail(f"{count} ticks expected in {path}")


@pytest.mark.parametrize(
    ("expression", "at", "expected"),
    [
        ("0/5 * * * ? *", "2026-11-23T10:05", True),
        ("0/5 * * * ? *", "2026-11-23T10:06", False),
        ("30 9 ? * MON-FRI *", "2026-11-23T09:30", True),  # Monday
        ("30 9 ? * MON-FRI *", "2026-11-22T09:30", False),  # Sunday
        ("0 12 1 JAN,JUL ? 2026", "2026-07-01T12:00", True),
        ("* * * * ? *", "2026-02-28T23:59", True),
    ],
)
def test_cron_expressions_match_their_minutes(expression: str, at: str, expected: bool) -> None:
    assert Cron.parse(expression).matches(datetime.fromisoformat(at).replace(tzinfo=UTC)) is expected


@pytest.mark.parametrize("expression", ["rate(1 minutes)", "rate(2 minute)", "rate(0 minutes)", "every 5 minutes"])
def test_a_malformed_schedule_expression_is_refused(expression: str) -> None:
    with pytest.raises(ValueError, match=r"rate|unsupported"):
        Schedule.parse("F", "E", expression, None, START)


def test_a_rate_is_due_once_per_period_from_the_start() -> None:
    schedule = Schedule.parse("F", "E", "rate(5 minutes)", None, START)

    due = [schedule.due(START + timedelta(minutes=m)) for m in (1, 4.9, 5, 5.5, 10, 10.1)]

    assert due == [False, False, True, False, True, False]


def test_a_cron_is_due_once_in_its_minute() -> None:
    schedule = Schedule.parse("F", "E", "cron(* * * * ? *)", None, START)

    due = [schedule.due(START + timedelta(seconds=s)) for s in (0, 10, 31, 50, 95)]

    assert due == [True, False, True, False, True]


def test_disabled_events_and_other_event_types_are_not_scheduled(tmp_path: Path) -> None:
    events = {
        "Off": {"Type": "Schedule", "Properties": {"Schedule": "rate(1 minute)", "Enabled": False}},
        "OffV2": {"Type": "ScheduleV2", "Properties": {"ScheduleExpression": "rate(1 minute)", "State": "DISABLED"}},
        "On": {"Type": "ScheduleV2", "Properties": {"ScheduleExpression": "cron(0 * * * ? *)"}},
        "Api": {"Type": "Api", "Properties": {"Path": "/x", "Method": "get"}},
    }

    found = schedules(template(tmp_path / "t", events), START)

    assert [(s.function_id, s.name, s.expression) for s in found] == [("TickFunction", "On", "cron(0 * * * ? *)")]


@pytest.fixture
def tick_runtime(tmp_path: Path) -> Any:
    def make(events: dict[str, Any]) -> ProcessRuntime:
        tpl = template(tmp_path / "ticks.jsonl", events)
        env = {k: v for k, v in os.environ.items() if not k.startswith("AWS_")}
        runtime = ProcessRuntime(tpl, LocalResources(tpl, "t", "us-east-1"), base_dir=FUNCTIONS, base_env=env)
        made.append(runtime)
        return runtime

    made: list[ProcessRuntime] = []
    yield make
    for runtime in made:
        runtime.close()


def test_a_scheduled_function_receives_the_eventbridge_scheduled_event(tmp_path: Path, tick_runtime: Any) -> None:
    # Given a function with a rate(1 minute) schedule, a minute after the stack started
    runtime = tick_runtime({"Tick": {"Type": "Schedule", "Properties": {"Schedule": "rate(1 minute)"}}})
    clock = Clock(START)
    scheduler = Scheduler(runtime, clock=clock)
    assert scheduler.run_due() == []
    clock.now = START + timedelta(seconds=61)

    # When the scheduler looks at what is due
    scheduler.run_due()

    # Then the function ran once, with EventBridge's scheduled event
    [tick] = ticks(tmp_path / "ticks.jsonl", 1)
    event = tick["event"]
    assert tick["function_name"] == "t-TickFunction"
    assert (event["detail-type"], event["source"], event["detail"]) == ("Scheduled Event", "aws.events", {})
    assert event["time"] == "2026-11-23T09:30:31Z"
    assert event["resources"] == ["arn:aws:events:us-east-1:123456789012:rule/t-TickFunction-Tick"]
    assert event["account"] == "123456789012" and event["region"] == "us-east-1"


def test_a_schedule_with_input_sends_that_input(tmp_path: Path, tick_runtime: Any) -> None:
    properties = {"ScheduleExpression": "cron(* * * * ? *)", "Input": '{"relay": "outbox"}'}
    runtime = tick_runtime({"Relay": {"Type": "ScheduleV2", "Properties": properties}})

    Scheduler(runtime, clock=Clock(START)).run_due()

    assert [t["event"] for t in ticks(tmp_path / "ticks.jsonl", 1)] == [{"relay": "outbox"}]


def test_the_scheduler_thread_runs_schedules_and_stops(tmp_path: Path, tick_runtime: Any) -> None:
    runtime = tick_runtime({"Tick": {"Type": "Schedule", "Properties": {"Schedule": "rate(1 minute)"}}})
    clock = Clock(START)
    scheduler = Scheduler(runtime, clock=clock, tick_seconds=0.05).start()

    clock.now = START + timedelta(minutes=2)  # two periods passed while the stack was busy: one run, as EventBridge

    assert len(ticks(tmp_path / "ticks.jsonl", 1)) == 1
    scheduler.stop()
    assert scheduler._thread is not None and not scheduler._thread.is_alive()
