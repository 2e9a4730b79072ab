"""Create the template's tables, buckets, queues and bucket notifications with boto3 (moto locally).

`create_resources(load_template())` is the one-liner for tests running inside `moto.mock_aws`; the local
stack calls the same function against a moto server (`AWS_ENDPOINT_URL`).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import boto3

from local import template as tpl

ACCOUNT_ID = "123456789012"  # moto's default account
_SUB_VARIABLE = re.compile(r"\$\{([^}!][^}]*)\}")
# CloudFormation queue properties that are SQS attributes of the same name.
_QUEUE_ATTRIBUTES = (
    "VisibilityTimeout",
    "MessageRetentionPeriod",
    "DelaySeconds",
    "MaximumMessageSize",
    "ReceiveMessageWaitTimeSeconds",
    "FifoQueue",
    "ContentBasedDeduplication",
)


def _region() -> str:
    return os.environ.get("AWS_REGION") or os.environ.get("AWS_DEFAULT_REGION") or "us-east-1"


def _text(value: Any) -> str:
    """An environment variable value as CloudFormation would render it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return "" if value is None else str(value)


@dataclass
class LocalResources:
    """Physical names, queue URLs and ARNs of the created resources, by logical id."""

    template: dict[str, Any]
    prefix: str
    region: str
    names: dict[str, str] = field(default_factory=dict)
    queue_urls: dict[str, str] = field(default_factory=dict)
    arns: dict[str, str] = field(default_factory=dict)

    def table_name(self, logical_id: str) -> str:
        return self.names[logical_id]

    def bucket_name(self, logical_id: str) -> str:
        return self.names[logical_id]

    def queue_url(self, logical_id: str) -> str:
        return self.queue_urls[logical_id]

    def arn(self, logical_id: str) -> str:
        return self.arns[logical_id]

    def globals_env(self) -> dict[str, str]:
        """Globals.Function.Environment.Variables, resolved to the local resources."""
        variables = (tpl.function_globals(self.template).get("Environment") or {}).get("Variables") or {}
        return {name: _text(self.resolve(value)) for name, value in variables.items()}

    def function_env(self, function_id: str) -> dict[str, str]:
        """The function's environment as Lambda would set it: Globals, then the function's own variables."""
        props = tpl.functions(self.template)[function_id]
        variables = (props.get("Environment") or {}).get("Variables") or {}
        env = self.globals_env()
        env.update({name: _text(self.resolve(value)) for name, value in variables.items()})
        return env

    # Intrinsic functions ------------------------------------------------------------------------------

    def resolve(self, value: Any) -> Any:
        """Evaluate Ref, GetAtt, Sub, Join, If, Select, Split against the local resources."""
        if isinstance(value, list):
            return [self.resolve(v) for v in value]
        if not isinstance(value, dict) or len(value) != 1:
            return value
        name, arg = next(iter(value.items()))
        if name == "Ref":
            return self._ref(str(arg))
        if name == "Fn::GetAtt":
            return self._get_att(str(arg[0]), str(arg[1]))
        if name == "Fn::Sub":
            text, variables = (arg, {}) if isinstance(arg, str) else (arg[0], arg[1])
            return self._sub(text, {k: self.resolve(v) for k, v in variables.items()})
        if name == "Fn::Join":
            return str(arg[0]).join(_text(v) for v in self.resolve(arg[1]))
        if name == "Fn::If":
            return self.resolve(arg[1] if self.condition(arg[0]) else arg[2])
        if name == "Fn::Select":
            return self.resolve(arg[1])[int(self.resolve(arg[0]))]
        if name == "Fn::Split":
            return _text(self.resolve(arg[1])).split(arg[0])
        if name == "Fn::ImportValue":
            return ""
        return value

    def condition(self, name_or_expr: Any) -> bool:
        """Evaluate a named condition of the template, or a condition expression."""
        expr = name_or_expr
        if isinstance(expr, str):
            expr = (self.template.get("Conditions") or {})[expr]
        name, arg = next(iter(expr.items()))
        if name == "Condition":
            return self.condition(arg)
        if name == "Fn::Equals":
            return _text(self.resolve(arg[0])) == _text(self.resolve(arg[1]))
        if name == "Fn::Not":
            return not self.condition(arg[0])
        if name == "Fn::And":
            return all(self.condition(a) for a in arg)
        if name == "Fn::Or":
            return any(self.condition(a) for a in arg)
        raise ValueError(f"unsupported condition {name}")

    def _ref(self, logical_id: str) -> Any:
        pseudo = {
            "AWS::Region": self.region,
            "AWS::AccountId": ACCOUNT_ID,
            "AWS::StackName": self.prefix,
            "AWS::Partition": "aws",
            "AWS::URLSuffix": "amazonaws.com",
            "AWS::NoValue": None,
        }
        if logical_id in pseudo:
            return pseudo[logical_id]
        parameter = (self.template.get("Parameters") or {}).get(logical_id)
        if parameter is not None:
            return parameter.get("Default", "")
        if logical_id in self.queue_urls:
            return self.queue_urls[logical_id]
        # Tables and buckets: their name; anything not emulated (secrets, ...): empty.
        return self.names.get(logical_id, "")

    def _get_att(self, logical_id: str, attribute: str) -> str:
        if attribute == "Arn":
            return self.arns.get(logical_id, "")
        if attribute == "QueueName":
            return self.names.get(logical_id, "")
        if attribute == "QueueUrl":
            return self.queue_urls.get(logical_id, "")
        return ""

    def _sub(self, text: str, variables: dict[str, Any]) -> str:
        def replace(match: re.Match[str]) -> str:
            key = match.group(1)
            if key in variables:
                return _text(variables[key])
            if "." in key and not key.startswith("AWS::"):
                resource, _, attribute = key.partition(".")
                return self._get_att(resource, attribute)
            return _text(self._ref(key))

        return _SUB_VARIABLE.sub(replace, text).replace("${!", "${")


def create_resources(
    template: dict[str, Any], prefix: str = "casefile-local", client: Callable[[str], Any] | None = None
) -> LocalResources:
    """Create every table, bucket and queue of the template, and the bucket -> queue notifications.
    `client(service)` gives the boto3 clients (default: new ones for the current region; tests that make an
    account per test pass cached ones, since building a boto3 client costs tens of milliseconds)."""
    region = _region()
    res = LocalResources(template=template, prefix=prefix, region=region)
    make = client or (lambda service: boto3.client(service, region_name=region))
    _create_tables(res, make("dynamodb"))
    _create_queues(res, make("sqs"))
    _create_buckets(res, make("s3"))
    _create_keys(res, make("kms"))
    return res


def _create_keys(res: LocalResources, kms: Any) -> None:
    """Symmetric KMS keys (webhook signing secrets): `!Ref` gives the key id, `!GetAtt .Arn` its ARN."""
    for logical_id, props in tpl.resources_of_type(res.template, "AWS::KMS::Key").items():
        description = _text(res.resolve(props.get("Description"))) or logical_id
        key = kms.create_key(Description=f"{res.prefix} {description}")["KeyMetadata"]
        res.names[logical_id] = key["KeyId"]
        res.arns[logical_id] = key["Arn"]


def _create_tables(res: LocalResources, dynamodb: Any) -> None:
    for logical_id, props in tpl.tables(res.template).items():
        name = f"{res.prefix}-{logical_id}"
        args: dict[str, Any] = {
            "TableName": name,
            "KeySchema": props["KeySchema"],
            "AttributeDefinitions": props["AttributeDefinitions"],
            "BillingMode": "PAY_PER_REQUEST",
        }
        for key in ("GlobalSecondaryIndexes", "LocalSecondaryIndexes"):
            if props.get(key):
                args[key] = [{k: index[k] for k in ("IndexName", "KeySchema", "Projection")} for index in props[key]]
        stream = (props.get("StreamSpecification") or {}).get("StreamViewType")
        if stream:
            args["StreamSpecification"] = {"StreamEnabled": True, "StreamViewType": stream}
        try:
            table = dynamodb.create_table(**args)["TableDescription"]
        except dynamodb.exceptions.ResourceInUseException:
            # the SDK retried a CreateTable whose first attempt succeeded (a slow, loaded machine): it is ours
            table = dynamodb.describe_table(TableName=name)["Table"]
        ttl = props.get("TimeToLiveSpecification") or {}
        if res.resolve(ttl.get("Enabled")) in (True, "true"):
            dynamodb.update_time_to_live(
                TableName=name,
                TimeToLiveSpecification={"AttributeName": ttl["AttributeName"], "Enabled": True},
            )
        res.names[logical_id] = name
        res.arns[logical_id] = table["TableArn"]


def _create_queues(res: LocalResources, sqs: Any) -> None:
    pending = dict(tpl.queues(res.template))
    while pending:
        # A queue is ready once the dead-letter queue its RedrivePolicy names exists (DLQs first).
        ready = {
            logical_id: props
            for logical_id, props in pending.items()
            if tpl.logical_id_of((props.get("RedrivePolicy") or {}).get("deadLetterTargetArn")) in (None, *res.arns)
        }
        if not ready:
            raise ValueError(f"queues with unknown or circular dead-letter queues: {sorted(pending)}")
        for logical_id, props in ready.items():
            del pending[logical_id]
            fifo = props.get("FifoQueue") in (True, "true")
            name = f"{res.prefix}-{logical_id}" + (".fifo" if fifo else "")
            attributes = {key: _text(props[key]) for key in _QUEUE_ATTRIBUTES if key in props}
            redrive = props.get("RedrivePolicy")
            if redrive:
                attributes["RedrivePolicy"] = json.dumps(
                    {
                        "deadLetterTargetArn": res.resolve(redrive["deadLetterTargetArn"]),
                        "maxReceiveCount": int(redrive["maxReceiveCount"]),
                    }
                )
            url = sqs.create_queue(QueueName=name, Attributes=attributes)["QueueUrl"]
            res.names[logical_id] = name
            res.queue_urls[logical_id] = url
            res.arns[logical_id] = f"arn:aws:sqs:{res.region}:{ACCOUNT_ID}:{name}"


def _create_buckets(res: LocalResources, s3: Any) -> None:
    for logical_id, props in tpl.buckets(res.template).items():
        name = f"{res.prefix}-{logical_id}".lower()
        try:
            if res.region == "us-east-1":
                s3.create_bucket(Bucket=name)
            else:
                s3.create_bucket(Bucket=name, CreateBucketConfiguration={"LocationConstraint": res.region})
        except s3.exceptions.BucketAlreadyOwnedByYou:
            pass  # a retried CreateBucket whose first attempt succeeded
        res.names[logical_id] = name
        res.arns[logical_id] = f"arn:aws:s3:::{name}"
        queue_configs = (props.get("NotificationConfiguration") or {}).get("QueueConfigurations") or []
        if queue_configs:
            s3.put_bucket_notification_configuration(
                Bucket=name,
                NotificationConfiguration={"QueueConfigurations": [_queue_config(res, c) for c in queue_configs]},
            )


def _queue_config(res: LocalResources, config: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"QueueArn": res.resolve(config["Queue"]), "Events": [config["Event"]]}
    rules = ((config.get("Filter") or {}).get("S3Key") or {}).get("Rules")
    if rules:
        out["Filter"] = {"Key": {"FilterRules": [{"Name": r["Name"], "Value": r["Value"]} for r in rules]}}
    return out
