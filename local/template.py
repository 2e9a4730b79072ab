"""Read a SAM template (short-form CloudFormation tags included) and list what the local stack needs."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

TABLE = "AWS::DynamoDB::Table"
BUCKET = "AWS::S3::Bucket"
QUEUE = "AWS::SQS::Queue"
FUNCTION = "AWS::Serverless::Function"
LAYER = "AWS::Serverless::LayerVersion"
API = "AWS::Serverless::Api"

# Tags whose long form is not "Fn::<Name>".
_LONG_FORM = {"Ref": "Ref", "Condition": "Condition"}


# libyaml's parser where PyYAML was built with it (7x faster: the template is read by every stack start and test run)
_SafeLoader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class CfnLoader(_SafeLoader):  # type: ignore[valid-type,misc]
    """SafeLoader that turns every `!Tag value` into its long form (`{"Fn::Tag": value}`)."""


def _construct_tag(loader: CfnLoader, tag_suffix: str, node: yaml.Node) -> dict[str, Any]:
    value: Any
    if isinstance(node, yaml.ScalarNode):
        value = loader.construct_scalar(node)
    elif isinstance(node, yaml.SequenceNode):
        value = loader.construct_sequence(node, deep=True)
    else:
        assert isinstance(node, yaml.MappingNode)
        value = loader.construct_mapping(node, deep=True)
    if tag_suffix == "GetAtt" and isinstance(value, str):
        resource, _, attribute = value.partition(".")
        value = [resource, attribute]
    return {_LONG_FORM.get(tag_suffix, f"Fn::{tag_suffix}"): value}


CfnLoader.add_multi_constructor("!", _construct_tag)


def load_template(path: str | Path = "template.yaml") -> dict[str, Any]:
    """Parse a SAM/CloudFormation template into plain dicts with long-form intrinsic functions."""
    with open(path, encoding="utf-8") as f:
        template = yaml.load(f, Loader=CfnLoader)  # noqa: S506 - CfnLoader is a SafeLoader subclass
    if not isinstance(template, dict):
        raise ValueError(f"{path}: not a CloudFormation template")
    return template


@dataclass(frozen=True)
class ApiRoute:
    method: str  # upper case; "ANY" matches every method
    path: str  # API Gateway resource path, e.g. /v1/cases/{case_id}
    function_id: str
    rest_api_id: str | None  # logical id of the AWS::Serverless::Api, None for the implicit API


@dataclass(frozen=True)
class SqsMapping:
    queue_id: str
    function_id: str
    batch_size: int
    report_batch_item_failures: bool


def resources_of_type(template: dict[str, Any], resource_type: str) -> dict[str, dict[str, Any]]:
    """Logical id -> Properties (an empty dict when absent) of every resource of that type."""
    return {
        logical_id: resource.get("Properties") or {}
        for logical_id, resource in (template.get("Resources") or {}).items()
        if resource.get("Type") == resource_type
    }


def tables(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, TABLE)


def buckets(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, BUCKET)


def queues(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, QUEUE)


def functions(template: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return resources_of_type(template, FUNCTION)


def function_globals(template: dict[str, Any]) -> dict[str, Any]:
    return (template.get("Globals") or {}).get("Function") or {}


def function_property(template: dict[str, Any], function_id: str, name: str, default: Any = None) -> Any:
    """A function property, falling back to Globals.Function (as SAM does)."""
    value = functions(template)[function_id].get(name)
    return function_globals(template).get(name, default) if value is None else value


def layer_dirs(template: dict[str, Any], base_dir: Path) -> list[Path]:
    """The import roots of the template's layers: ContentUri itself when SAM builds it with a python
    BuildMethod (copied into python/ of the artifact), else ContentUri/python (mounted at /opt/python)."""
    dirs = []
    for resource in (template.get("Resources") or {}).values():
        content = (resource.get("Properties") or {}).get("ContentUri")
        if resource.get("Type") != LAYER or not isinstance(content, str):
            continue
        built = str((resource.get("Metadata") or {}).get("BuildMethod", "")).startswith("python")
        dirs.append(base_dir / content if built else base_dir / content / "python")
    return dirs


def logical_id_of(value: Any) -> str | None:
    """The resource named by `{"Ref": X}` or `{"Fn::GetAtt": [X, ...]}`, else None."""
    if isinstance(value, dict):
        if "Ref" in value:
            return str(value["Ref"])
        if "Fn::GetAtt" in value:
            return str(value["Fn::GetAtt"][0])
    return None


def _events(template: dict[str, Any], event_type: str) -> list[tuple[str, dict[str, Any]]]:
    found = []
    for function_id, props in functions(template).items():
        for event in (props.get("Events") or {}).values():
            if event.get("Type") == event_type:
                found.append((function_id, event.get("Properties") or {}))
    return found


def api_routes(template: dict[str, Any]) -> list[ApiRoute]:
    return [
        ApiRoute(
            method=str(props["Method"]).upper(),
            path=str(props["Path"]),
            function_id=function_id,
            rest_api_id=logical_id_of(props.get("RestApiId")),
        )
        for function_id, props in _events(template, "Api")
    ]


# The template's two REST APIs: the console's, and the Partner API (served at the same local address).
CONSOLE_API = "CasefileApi"
PARTNER_API = "PartnerApi"


def api_routes_of(template: dict[str, Any], rest_api_id: str) -> list[ApiRoute]:
    """The routes of one of the template's REST APIs (CONSOLE_API, PARTNER_API)."""
    return [route for route in api_routes(template) if route.rest_api_id == rest_api_id]


def sqs_mappings(template: dict[str, Any]) -> list[SqsMapping]:
    mappings = []
    for function_id, props in _events(template, "SQS"):
        queue_id = logical_id_of(props.get("Queue"))
        if queue_id is None:
            raise ValueError(f"{function_id}: SQS event Queue must be !GetAtt <Queue>.Arn or !Ref <Queue>")
        mappings.append(
            SqsMapping(
                queue_id=queue_id,
                function_id=function_id,
                batch_size=int(props.get("BatchSize", 10)),
                report_batch_item_failures="ReportBatchItemFailures" in (props.get("FunctionResponseTypes") or []),
            )
        )
    return mappings
