"""A scheduled function for the local stack's tests: appends each event it receives to $TICK_FILE."""

import json
import os


def handler(event, context):
    with open(os.environ["TICK_FILE"], "a", encoding="utf-8") as f:
        f.write(json.dumps({"event": event, "function_name": context.function_name}) + "\n")
