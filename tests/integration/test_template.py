"""template.yaml's operations rules, checked for every function and queue, so that a function or queue added
later without its log group, alarms, shared policies or SnapStart settings fails here."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest

from casefile import settings
from local import template as tpl
from tests.support.api import ROOT, template

TEMPLATE = template()
RESOURCES: dict[str, dict[str, Any]] = TEMPLATE["Resources"]
FUNCTIONS = tpl.functions(TEMPLATE)
API_FUNCTIONS = sorted({route.function_id for route in tpl.api_routes(TEMPLATE)})
DEAD_LETTER_QUEUES = sorted(
    {
        str(tpl.logical_id_of(props["RedrivePolicy"]["deadLetterTargetArn"]))
        for props in tpl.queues(TEMPLATE).values()
        if props.get("RedrivePolicy")
    }
)
ALARMS = tpl.resources_of_type(TEMPLATE, "AWS::CloudWatch::Alarm")


def alarms_on(namespace: str, metric: str, dimension: str, logical_id: str) -> list[str]:
    """The alarms on `metric` whose `dimension` names the resource `logical_id`."""
    found = []
    for alarm_id, props in ALARMS.items():
        dims = {d["Name"]: tpl.logical_id_of(d["Value"]) for d in props.get("Dimensions") or []}
        watched = (props.get("Namespace"), props.get("MetricName"), dims.get(dimension))
        if watched == (namespace, metric, logical_id):
            found.append(alarm_id)
    return found


def samconfig_parameters(env: str) -> dict[str, str]:
    config = tomllib.loads((ROOT / "samconfig.toml").read_text(encoding="utf-8"))
    overrides = config[env]["deploy"]["parameters"]["parameter_overrides"]
    return dict(pair.split("=", 1) for pair in overrides.split())


def test_the_template_has_functions_api_functions_and_dead_letter_queues() -> None:
    # Given the template / Then the rules below have something to check
    assert FUNCTIONS
    assert API_FUNCTIONS
    assert DEAD_LETTER_QUEUES == ["OcrDLQ", "WebhookDLQ"]


@pytest.mark.parametrize("function_id", sorted(FUNCTIONS))
def test_every_function_logs_to_its_own_log_group_with_the_retention_parameter(function_id: str) -> None:
    # Given a function
    props = FUNCTIONS[function_id]
    # When its LoggingConfig log group is looked up
    group_id = tpl.logical_id_of(props["LoggingConfig"]["LogGroup"])
    group = RESOURCES[str(group_id)]
    # Then it is a log group named /aws/lambda/<function name>, kept LogRetentionDays days
    assert group["Type"] == "AWS::Logs::LogGroup"
    function_name = props["FunctionName"]["Fn::Sub"]
    assert group["Properties"]["LogGroupName"] == {"Fn::Sub": f"/aws/lambda/{function_name}"}
    assert group["Properties"]["RetentionInDays"] == {"Ref": "LogRetentionDays"}


@pytest.mark.parametrize("function_id", sorted(FUNCTIONS))
@pytest.mark.parametrize("metric", ["Errors", "Throttles"])
def test_every_function_has_an_errors_and_a_throttles_alarm(function_id: str, metric: str) -> None:
    # Given a function / When its alarms are looked up / Then one watches the metric
    assert alarms_on("AWS/Lambda", metric, "FunctionName", function_id), f"no {metric} alarm on {function_id}"


@pytest.mark.parametrize("queue_id", DEAD_LETTER_QUEUES)
def test_every_dead_letter_queue_alarms_on_any_visible_message(queue_id: str) -> None:
    # Given a dead-letter queue
    # When its alarms are looked up
    found = alarms_on("AWS/SQS", "ApproximateNumberOfMessagesVisible", "QueueName", queue_id)
    # Then one fires from the first message
    assert found, f"no alarm on {queue_id}"
    props = ALARMS[found[0]]
    assert props["Threshold"] == 1
    assert props["ComparisonOperator"] == "GreaterThanOrEqualToThreshold"


def test_the_api_has_a_5xx_rate_and_a_p99_latency_alarm() -> None:
    # Given the alarms
    expressions = [m.get("Expression", "") for p in ALARMS.values() for m in p.get("Metrics") or []]
    statistics = {(p.get("MetricName"), p.get("ExtendedStatistic")) for p in ALARMS.values()}
    # Then the 5xx rate is computed from 5XXError and Count, and Latency is watched at p99
    assert any("errors / requests" in e for e in expressions)
    assert ("Latency", "p99") in statistics


@pytest.mark.parametrize("alarm_id", sorted(ALARMS))
def test_every_alarm_notifies_the_alarm_topic(alarm_id: str) -> None:
    # Given an alarm / Then it notifies the topic when it fires and when it clears
    props = ALARMS[alarm_id]
    assert props["AlarmActions"] == [{"Ref": "AlarmTopic"}]
    assert props["OKActions"] == [{"Ref": "AlarmTopic"}]


def test_the_alarm_email_is_subscribed_only_when_given() -> None:
    # Given the subscription / Then it exists under the HasAlarmEmail condition only
    subscription = RESOURCES["AlarmEmailSubscription"]
    assert subscription["Condition"] == "HasAlarmEmail"
    assert subscription["Properties"]["Endpoint"] == {"Ref": "AlarmEmail"}
    assert TEMPLATE["Parameters"]["AlarmEmail"]["Default"] == ""


@pytest.mark.parametrize("function_id", API_FUNCTIONS)
def test_every_api_function_publishes_an_alias_with_snapstart_behind_the_parameter(function_id: str) -> None:
    # Given an API function
    props = FUNCTIONS[function_id]
    # Then its published versions get SnapStart when EnableSnapStart is true, and API Gateway calls the alias
    assert props["AutoPublishAlias"]
    assert props["SnapStart"]["ApplyOn"] == {"Fn::If": ["SnapStartEnabled", "PublishedVersions", "None"]}


def test_snapstart_is_on_in_prod_and_off_in_dev_with_their_log_retention() -> None:
    # Given samconfig.toml's environments
    prod, dev = samconfig_parameters("prod"), samconfig_parameters("dev")
    # Then prod has SnapStart and a year of logs, dev neither
    assert (prod["EnableSnapStart"], prod["LogRetentionDays"]) == ("true", "365")
    assert (dev["EnableSnapStart"], dev["LogRetentionDays"]) == ("false", "30")


@pytest.mark.parametrize("function_id", API_FUNCTIONS)
def test_every_api_function_takes_the_shared_policy_and_does_not_repeat_it(function_id: str) -> None:
    # Given an API function's policies
    policies = FUNCTIONS[function_id]["Policies"]
    inline = [s for p in policies if isinstance(p, dict) for s in p.get("Statement") or []]
    # Then the shared statements come from ApiFunctionPolicy, not from copies
    assert {"Ref": "ApiFunctionPolicy"} in policies
    assert not any(tpl.logical_id_of(s.get("Resource")) == "JwtSecret" for s in inline)
    assert not any("AWSSecretsManagerGetSecretValuePolicy" in p for p in policies if isinstance(p, dict))


def test_every_variable_required_in_aws_comes_from_the_template_globals() -> None:
    # Given the variables the settings require in AWS
    required = {*settings._RESOURCE_DEFAULTS, "JWT_SECRET_ARN"}
    # When the template's Globals are read
    variables = tpl.function_globals(TEMPLATE)["Environment"]["Variables"]
    # Then every one is set for every function
    assert required <= set(variables)


def test_only_the_ocr_worker_carries_the_ocr_layer() -> None:
    # Given every function's layers (SAM appends a function's own list to the Globals' list)
    shared = tpl.function_globals(TEMPLATE).get("Layers") or []
    layers = {
        function_id: [tpl.logical_id_of(layer) for layer in [*shared, *(props.get("Layers") or [])]]
        for function_id, props in FUNCTIONS.items()
    }
    # Then the OCR libraries reach the OCR worker alone; the API functions stay small
    assert [f for f, ids in layers.items() if "OcrLayer" in ids] == ["OcrWorkerFunction"]
    assert layers["OcrWorkerFunction"] == ["CommonLayer", "OcrLayer"]
    assert all(ids == ["CommonLayer"] for f, ids in layers.items() if f in API_FUNCTIONS)


def test_the_ocr_worker_reports_partial_failures_and_its_queue_dead_letters_after_3_receives() -> None:
    # Given the OCR worker's event source and its queue
    (mapping,) = [m for m in tpl.sqs_mappings(TEMPLATE) if m.function_id == "OcrWorkerFunction"]
    queue = tpl.queues(TEMPLATE)["OcrQueue"]
    worker = FUNCTIONS["OcrWorkerFunction"]
    # Then one bad record fails alone, a poison message goes to the DLQ after 3 receives, the queue hides a
    # message for 6 worker timeouts, and tesseract runs one thread
    assert (mapping.queue_id, mapping.report_batch_item_failures) == ("OcrQueue", True)
    assert queue["RedrivePolicy"]["maxReceiveCount"] == 3
    assert queue["VisibilityTimeout"] == 6 * worker["Timeout"]
    assert worker["Environment"]["Variables"]["OMP_THREAD_LIMIT"] == "1"
    assert worker["Environment"]["Variables"]["TESSDATA_PREFIX"]


def test_only_the_auth_function_may_use_the_two_factor_key() -> None:
    # Given every function's inline policy statements
    users = {}
    for function_id, props in FUNCTIONS.items():
        statements = [s for p in props.get("Policies") or [] if isinstance(p, dict) for s in p.get("Statement") or []]
        for statement in statements:
            if tpl.logical_id_of(statement.get("Resource")) == "MfaSecretsKey":
                actions = statement["Action"]
                users[function_id] = sorted([actions] if isinstance(actions, str) else actions)
    # Then the auth function alone encrypts (enrolment) and decrypts (a code to check) two-factor secrets
    assert users == {"AuthFunction": ["kms:Decrypt", "kms:Encrypt"]}
    assert tpl.function_globals(TEMPLATE)["Environment"]["Variables"]["MFA_SECRETS_KEY_ID"] == {"Ref": "MfaSecretsKey"}
    assert RESOURCES["MfaSecretsKey"]["Properties"]["EnableKeyRotation"] is True
