"""A function for the local stack's own tests: says who it is, sleeps, raises or dies on demand."""

import json
import os
import time

SERVICE_AT_IMPORT = os.environ.get("POWERTOOLS_SERVICE_NAME")
INVOCATIONS = []  # module state: one list per sandbox process


def handler(event, context):
    INVOCATIONS.append(context.aws_request_id)
    action = (event.get("pathParameters") or {}).get("action") or event.get("action", "")
    if action == "raise":
        raise RuntimeError("probe raised")
    if action == "exit":
        os._exit(3)
    started_at = time.time()
    if action.startswith("sleep"):
        time.sleep(float(action.removeprefix("sleep") or 1))
    body = {
        "started_at": started_at,  # wall clock, so that two processes' invocations can be put side by side
        "ended_at": time.time(),
        "service": SERVICE_AT_IMPORT,
        "service_now": os.environ.get("POWERTOOLS_SERVICE_NAME"),
        "pid": os.getpid(),
        "invocations": len(INVOCATIONS),
        "function_name": context.function_name,
        "path": event.get("path"),
        "path_parameters": event.get("pathParameters"),
    }
    return {"statusCode": 200, "headers": {"Content-Type": "application/json"}, "body": json.dumps(body)}
