"""The local stack's modules (local/) against a small template of their own, inside moto's mock_aws."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import httpx
import pytest
from moto import mock_aws

from local import template as tpl
from local.front import FrontServer, build_api_event, source_ip
from local.lambda_runtime import LambdaRuntime
from local.pollers import SqsPoller
from local.resources import LocalResources, create_resources

TEMPLATE = """\
AWSTemplateFormatVersion: "2010-09-09"
Transform: AWS::Serverless-2016-10-31
Parameters:
  Stage:
    Type: String
    Default: dev
Conditions:
  IsProd: !Equals [!Ref Stage, prod]
Globals:
  Function:
    Runtime: python3.12
    Handler: app.handler
    Timeout: 10
    Environment:
      Variables:
        TABLE_NAME: !Ref MainTable
        UPLOADS_BUCKET: !Ref UploadsBucket
        OCR_QUEUE_URL: !Ref OcrQueue
        OCR_QUEUE_ARN: !GetAtt OcrQueue.Arn
        JWT_SECRET_ARN: !Ref JwtSecret
        APP_STAGE: !Ref Stage
        LOG_LEVEL: !If [IsProd, INFO, DEBUG]
        GREETING: !Sub "hello-${Stage}-${AWS::Region}"
        RATE_LIMIT_PER_MINUTE: "100"
Resources:
  CasefileApi:
    Type: AWS::Serverless::Api
    Properties:
      StageName: !Ref Stage
  JwtSecret:
    Type: AWS::SecretsManager::Secret
  MainTable:
    Type: AWS::DynamoDB::Table
    Properties:
      BillingMode: PAY_PER_REQUEST
      AttributeDefinitions:
        - {AttributeName: PK, AttributeType: S}
        - {AttributeName: SK, AttributeType: S}
        - {AttributeName: GSI1PK, AttributeType: S}
        - {AttributeName: GSI1SK, AttributeType: S}
      KeySchema:
        - {AttributeName: PK, KeyType: HASH}
        - {AttributeName: SK, KeyType: RANGE}
      GlobalSecondaryIndexes:
        - IndexName: GSI1
          KeySchema:
            - {AttributeName: GSI1PK, KeyType: HASH}
            - {AttributeName: GSI1SK, KeyType: RANGE}
          Projection: {ProjectionType: ALL}
      TimeToLiveSpecification: {AttributeName: ttl, Enabled: true}
  UploadsBucket:
    Type: AWS::S3::Bucket
    Properties:
      NotificationConfiguration:
        QueueConfigurations:
          - Event: s3:ObjectCreated:*
            Queue: !GetAtt OcrQueue.Arn
  OcrQueue:
    Type: AWS::SQS::Queue
    Properties:
      VisibilityTimeout: 30
      RedrivePolicy:
        deadLetterTargetArn: !GetAtt OcrDLQ.Arn
        maxReceiveCount: 3
  OcrDLQ:
    Type: AWS::SQS::Queue
  EchoFunction:
    Type: AWS::Serverless::Function
    Properties:
      CodeUri: functions/echo/
      Environment:
        Variables:
          POWERTOOLS_SERVICE_NAME: echo
      Events:
        GetCase:
          Type: Api
          Properties: {RestApiId: !Ref CasefileApi, Path: "/v1/cases/{case_id}", Method: get}
        Countries:
          Type: Api
          Properties: {RestApiId: !Ref CasefileApi, Path: /v1/cases/countries, Method: get}
        Boom:
          Type: Api
          Properties: {RestApiId: !Ref CasefileApi, Path: /v1/boom, Method: post}
  WorkerFunction:
    Type: AWS::Serverless::Function
    Properties:
      CodeUri: functions/worker/
      Events:
        Ocr:
          Type: SQS
          Properties:
            Queue: !GetAtt OcrQueue.Arn
            BatchSize: 10
            FunctionResponseTypes: [ReportBatchItemFailures]
"""

ECHO_APP = """\
import json
import os

SERVICE_AT_IMPORT = os.environ.get("POWERTOOLS_SERVICE_NAME")


def handler(event, context):
    if event["path"] == "/v1/boom":
        raise RuntimeError("boom")
    body = {"event": event, "service": SERVICE_AT_IMPORT, "function_name": context.function_name}
    return {
        "statusCode": 200,
        "headers": {"Content-Type": "application/json"},
        "multiValueHeaders": {"Set-Cookie": ["a=1", "b=2"]},
        "body": json.dumps(body),
    }
"""

WORKER_APP = """\
EVENTS = []


def handler(event, context):
    EVENTS.append(event)
    failed = [r["messageId"] for r in event["Records"] if r["body"] == "fail"]
    return {"batchItemFailures": [{"itemIdentifier": i} for i in failed]}
"""


@pytest.fixture
def template_path(tmp_path: Path) -> Path:
    for name, source in (("echo", ECHO_APP), ("worker", WORKER_APP)):
        (tmp_path / "functions" / name).mkdir(parents=True)
        (tmp_path / "functions" / name / "app.py").write_text(source)
    path = tmp_path / "template.yaml"
    path.write_text(TEMPLATE)
    return path


@pytest.fixture
def aws(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.delenv("AWS_ENDPOINT_URL", raising=False)
    monkeypatch.delenv("AWS_PROFILE", raising=False)
    for name, value in {
        "AWS_DEFAULT_REGION": "us-east-1",
        "AWS_ACCESS_KEY_ID": "testing",
        "AWS_SECRET_ACCESS_KEY": "testing",
    }.items():
        monkeypatch.setenv(name, value)
    with mock_aws():
        yield


@pytest.fixture
def runtime(template_path: Path, aws: None) -> LambdaRuntime:
    template = tpl.load_template(template_path)
    return LambdaRuntime(template, create_resources(template, prefix="t"), base_dir=template_path.parent)


@pytest.fixture
def api(runtime: LambdaRuntime) -> Iterator[httpx.Client]:
    front = FrontServer(runtime, port=0, quiet=True).start()
    with httpx.Client(base_url=front.url, trust_env=False, timeout=5) as client:
        yield client
    front.stop()


def echoed_event(response: httpx.Response) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    return response.json()["event"]


# Template --------------------------------------------------------------------------------------------


def test_short_form_tags_load_as_long_form(template_path: Path) -> None:
    template = tpl.load_template(template_path)

    variables = template["Globals"]["Function"]["Environment"]["Variables"]
    assert variables["TABLE_NAME"] == {"Ref": "MainTable"}
    assert variables["OCR_QUEUE_ARN"] == {"Fn::GetAtt": ["OcrQueue", "Arn"]}
    assert variables["GREETING"] == {"Fn::Sub": "hello-${Stage}-${AWS::Region}"}
    assert variables["LOG_LEVEL"] == {"Fn::If": ["IsProd", "INFO", "DEBUG"]}
    assert template["Conditions"]["IsProd"] == {"Fn::Equals": [{"Ref": "Stage"}, "prod"]}


def test_routes_and_sqs_mappings_are_listed(template_path: Path) -> None:
    template = tpl.load_template(template_path)

    assert tpl.ApiRoute("GET", "/v1/cases/{case_id}", "EchoFunction", "CasefileApi") in tpl.api_routes(template)
    assert tpl.sqs_mappings(template) == [tpl.SqsMapping("OcrQueue", "WorkerFunction", 10, True)]


# Resources -------------------------------------------------------------------------------------------


def test_table_is_created_with_gsi_and_ttl(template_path: Path, aws: None) -> None:
    resources = create_resources(tpl.load_template(template_path), prefix="t")

    dynamodb = boto3.client("dynamodb")
    table = dynamodb.describe_table(TableName=resources.table_name("MainTable"))["Table"]
    assert table["TableName"] == "t-MainTable"
    assert [i["IndexName"] for i in table["GlobalSecondaryIndexes"]] == ["GSI1"]
    ttl = dynamodb.describe_time_to_live(TableName="t-MainTable")["TimeToLiveDescription"]
    assert ttl == {"TimeToLiveStatus": "ENABLED", "AttributeName": "ttl"}


def test_queue_redrives_to_its_dlq(template_path: Path, aws: None) -> None:
    resources = create_resources(tpl.load_template(template_path), prefix="t")

    attributes = boto3.client("sqs").get_queue_attributes(
        QueueUrl=resources.queue_url("OcrQueue"), AttributeNames=["All"]
    )["Attributes"]
    assert json.loads(attributes["RedrivePolicy"]) == {
        "deadLetterTargetArn": resources.arn("OcrDLQ"),
        "maxReceiveCount": 3,
    }
    assert attributes["VisibilityTimeout"] == "30"


def test_object_created_in_bucket_lands_on_queue(template_path: Path, aws: None) -> None:
    resources = create_resources(tpl.load_template(template_path), prefix="t")

    boto3.client("s3").put_object(Bucket=resources.bucket_name("UploadsBucket"), Key="doc.pdf", Body=b"%PDF")

    sqs = boto3.client("sqs")
    bodies = [
        json.loads(m["Body"])
        for m in sqs.receive_message(QueueUrl=resources.queue_url("OcrQueue"), MaxNumberOfMessages=10)["Messages"]
    ]
    records = [r for b in bodies for r in b.get("Records", [])]
    assert [(r["eventName"], r["s3"]["object"]["key"]) for r in records] == [("ObjectCreated:Put", "doc.pdf")]


def test_function_env_resolves_refs_to_local_resources(runtime: LambdaRuntime) -> None:
    resources: LocalResources = runtime.resources

    env = resources.function_env("EchoFunction")

    assert env == {
        "TABLE_NAME": "t-MainTable",
        "UPLOADS_BUCKET": "t-uploadsbucket",
        "OCR_QUEUE_URL": resources.queue_url("OcrQueue"),
        "OCR_QUEUE_ARN": "arn:aws:sqs:us-east-1:123456789012:t-OcrQueue",
        "JWT_SECRET_ARN": "",
        "APP_STAGE": "dev",
        "LOG_LEVEL": "DEBUG",
        "GREETING": "hello-dev-us-east-1",
        "RATE_LIMIT_PER_MINUTE": "100",
        "POWERTOOLS_SERVICE_NAME": "echo",
    }


# Front -----------------------------------------------------------------------------------------------


def test_front_builds_the_rest_proxy_event(api: httpx.Client) -> None:
    response = api.get(
        "/v1/cases/case-1",
        params=[("status", "new"), ("status", "scored"), ("page", "2")],
        headers={"X-Forwarded-For": "203.0.113.9, 10.0.0.1", "User-Agent": "pytest"},
    )

    event = echoed_event(response)
    assert event["resource"] == "/v1/cases/{case_id}"
    assert event["path"] == "/v1/cases/case-1"
    assert event["httpMethod"] == "GET"
    assert event["pathParameters"] == {"case_id": "case-1"}
    assert event["queryStringParameters"] == {"status": "scored", "page": "2"}
    assert event["multiValueQueryStringParameters"] == {"status": ["new", "scored"], "page": ["2"]}
    assert event["headers"]["User-Agent"] == "pytest"
    assert event["multiValueHeaders"]["User-Agent"] == ["pytest"]
    assert event["body"] is None
    assert event["isBase64Encoded"] is False
    assert event["stageVariables"] is None
    context = event["requestContext"]
    assert context["identity"]["sourceIp"] == "203.0.113.9"
    assert context["identity"]["userAgent"] == "pytest"
    assert context["path"] == "/dev/v1/cases/case-1"
    assert context["stage"] == "dev"
    assert context["resourcePath"] == "/v1/cases/{case_id}"
    assert context["accountId"] == "123456789012"
    assert response.headers["x-amzn-RequestId"] == context["requestId"]
    assert response.headers["X-Request-Id"] == context["requestId"]
    assert response.headers.get_list("set-cookie") == ["a=1", "b=2"]


def test_front_sends_no_query_as_none_and_prefers_literal_routes(api: httpx.Client) -> None:
    event = echoed_event(api.get("/v1/cases/countries"))

    assert event["resource"] == "/v1/cases/countries"
    assert event["pathParameters"] is None
    assert event["queryStringParameters"] is None
    assert event["multiValueQueryStringParameters"] is None
    assert event["requestContext"]["identity"]["sourceIp"] == "127.0.0.1"


def test_function_sees_its_own_env_at_import_and_a_lambda_context(api: httpx.Client) -> None:
    body = api.get("/v1/cases/c").json()

    assert body["service"] == "echo"
    assert body["function_name"] == "t-EchoFunction"


@pytest.mark.parametrize(
    ("body", "content_type", "expected"),
    [
        (b'{"a": 1}', "application/json", ('{"a": 1}', False)),
        (b"\x89PNG\x00", "application/json", ("iVBORwA=", True)),
        (b"%PDF-1.7", "application/pdf", ("JVBERi0xLjc=", True)),
    ],
)
def test_binary_bodies_are_base64_encoded(body: bytes, content_type: str, expected: tuple[str, bool]) -> None:
    route = tpl.ApiRoute("POST", "/v1/documents", "DocumentsFunction", None)

    event = build_api_event(
        route=route, method="POST", path="/v1/documents", headers=[("Content-Type", content_type)], body=body
    )

    assert (event["body"], event["isBase64Encoded"]) == expected


def test_forwarded_for_counts_only_from_loopback() -> None:
    headers = [("X-Forwarded-For", "203.0.113.9")]

    assert source_ip("127.0.0.1", headers) == "203.0.113.9"
    assert source_ip("198.51.100.7", headers) == "198.51.100.7"


@pytest.mark.parametrize(("method", "path"), [("GET", "/v1/nope"), ("DELETE", "/v1/cases/c-1")])
def test_unrouted_request_gets_missing_authentication_token(api: httpx.Client, method: str, path: str) -> None:
    response = api.request(method, path)

    assert response.status_code == 403
    assert response.json() == {"message": "Missing Authentication Token"}
    assert response.headers["x-amzn-ErrorType"] == "MissingAuthenticationTokenException"


def test_handler_exception_is_a_502(api: httpx.Client, capsys: pytest.CaptureFixture[str]) -> None:
    response = api.post("/v1/boom", content=b"\x89PNG\x00")

    assert response.status_code == 502
    assert response.json() == {"message": "Internal server error"}
    assert "RuntimeError: boom" in capsys.readouterr().err


# Pollers ---------------------------------------------------------------------------------------------


def test_poller_deletes_all_but_the_reported_failures(runtime: LambdaRuntime) -> None:
    sqs = boto3.client("sqs")
    queue_url = runtime.resources.queue_url("OcrQueue")
    sqs.purge_queue(QueueUrl=queue_url)  # the bucket notification's s3:TestEvent
    for body in ("ok-1", "fail", "ok-2"):
        sqs.send_message(QueueUrl=queue_url, MessageBody=body)
    poller = SqsPoller(runtime, tpl.sqs_mappings(runtime.template)[0], wait_seconds=1)

    assert poller.poll_once() == 3

    records = runtime.handler("WorkerFunction").__globals__["EVENTS"][0]["Records"]
    assert sorted(r["body"] for r in records) == ["fail", "ok-1", "ok-2"]
    assert records[0]["eventSource"] == "aws:sqs"
    assert records[0]["eventSourceARN"] == runtime.resources.arn("OcrQueue")
    assert records[0]["attributes"]["ApproximateReceiveCount"] == "1"
    counts = sqs.get_queue_attributes(QueueUrl=queue_url, AttributeNames=["All"])["Attributes"]
    assert (counts["ApproximateNumberOfMessages"], counts["ApproximateNumberOfMessagesNotVisible"]) == (
        "0",
        "1",
    )


def test_poller_thread_stops(runtime: LambdaRuntime) -> None:
    poller = SqsPoller(runtime, tpl.sqs_mappings(runtime.template)[0], wait_seconds=1).start()

    poller.stop()

    assert poller._thread is not None and not poller._thread.is_alive()
