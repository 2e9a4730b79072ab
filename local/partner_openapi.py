"""The Partner API's OpenAPI document, from the app of the function that template.yaml routes its API to.

    python -m local.partner_openapi           write docs/partner-openapi.json
    python -m local.partner_openapi --check   exit 1 when it is not what the code would write

The local stack serves it at `/partner/openapi.json` with an interactive page at `/partner/docs`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from local import openapi
from local import template as tpl

ROOT = openapi.ROOT
OUTPUT = Path("docs/partner-openapi.json")
SERVERS: list[dict[str, Any]] = [
    {"url": "http://127.0.0.1:3000", "description": "Local stack (`make dev`)"},
    {
        "url": "https://{restApiId}.execute-api.{region}.amazonaws.com/{stage}",
        "description": "The Partner API's API Gateway stage of a deployed stack (output PartnerApiUrl)",
        "variables": {
            "restApiId": {"default": "example", "description": "Id of the stack's Partner REST API"},
            "region": {"default": "us-east-1"},
            "stage": {"default": "dev", "enum": ["dev", "prod"]},
        },
    },
]


def partner_function_ids(template: dict[str, Any]) -> list[str]:
    return sorted({route.function_id for route in tpl.api_routes_of(template, tpl.PARTNER_API)})


def document(root: Path = ROOT) -> dict[str, Any]:
    """The document; openapi.RouteMismatch unless it describes exactly the Partner API's routes of the template."""
    from casefile.api.partner import build_partner_document

    template = tpl.load_template(root / "template.yaml")
    function_ids = partner_function_ids(template)
    if len(function_ids) != 1:
        raise openapi.RouteMismatch(f"the Partner API is served by one function, not {function_ids}")
    doc = build_partner_document(openapi.load_app(template, function_ids[0], root), servers=SERVERS)
    routed = {(route.method, route.path) for route in tpl.api_routes_of(template, tpl.PARTNER_API)}
    served = openapi.operations(doc)
    if served != routed:
        raise openapi.RouteMismatch(
            f"the partner app serves routes template.yaml lacks: {sorted(served - routed)}; "
            f"template.yaml routes it does not serve: {sorted(routed - served)}"
        )
    return doc


DOCS_HTML = openapi.docs_page("Casefile Partner API", "/partner/openapi.json")


def docs_files() -> dict[str, tuple[str, bytes]]:
    """What the local stack serves for the Partner API reference (its Swagger UI assets are the console's)."""
    return {
        "/partner/openapi.json": ("application/json", openapi.render(document()).encode()),
        "/partner/docs": ("text/html; charset=utf-8", DOCS_HTML.encode()),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.partner_openapi", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is missing or stale")
    parser.add_argument("--output", type=Path, default=ROOT / OUTPUT, help="default: docs/partner-openapi.json")
    args = parser.parse_args(argv)
    try:
        text = openapi.render(document())
    except openapi.RouteMismatch as exc:
        print(f"partner openapi: {exc}", file=sys.stderr)
        return 1
    current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
    if args.check:
        if current != text:
            print(f"partner openapi: {args.output} is stale; run `python -m local.partner_openapi`", file=sys.stderr)
            return 1
        print(f"partner openapi: {args.output} is up to date")
        return 0
    if current != text:
        args.output.write_text(text, encoding="utf-8")
    print(f"partner openapi: wrote {args.output} ({len(openapi.operations(json.loads(text)))} operations)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
