"""The console API's OpenAPI document, merged from every function app that template.yaml routes to.

    python -m local.openapi           write docs/openapi.json
    python -m local.openapi --check   exit 1 when docs/openapi.json is not what the code would write

The apps are found through template.yaml (functions with Api events), so a new function is in the document
as soon as it has a route. The document must describe exactly the template's routes (method + path).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

from local import template as tpl

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = Path("docs/openapi.json")
SERVERS = [
    {"url": "http://127.0.0.1:3000", "description": "Local stack (`make dev`)"},
    {
        "url": "https://{restApiId}.execute-api.{region}.amazonaws.com/{stage}",
        "description": "API Gateway stage of a deployed stack (`make deploy`)",
        "variables": {
            "restApiId": {"default": "example", "description": "Id of the stack's REST API"},
            "region": {"default": "us-east-1"},
            "stage": {"default": "dev", "enum": ["dev", "prod"]},
        },
    },
]
DESCRIPTION = (
    "Console API of Casefile, the case-scoring and verification backend. Every route needs "
    "`Authorization: Bearer <access token>` except login and refresh. Error bodies come in four shapes: "
    '`{"detail": "..."}`, the validation list `{"detail": [{type, loc, msg, input}]}`, the coded '
    '`{"detail": {"code", "message", ...}}` and the rate limit `{"code": "rate_limit_exceeded", "message"}` '
    "with `Retry-After`. See docs/api.md."
)


class RouteMismatch(Exception):
    """The apps and template.yaml disagree on the set of routes."""


def api_function_ids(template: dict[str, Any]) -> list[str]:
    return sorted({route.function_id for route in tpl.api_routes(template)})


def load_app(template: dict[str, Any], function_id: str, root: Path = ROOT) -> Any:
    """The FastAPI `app` of a function's handler module (imported under a private module name)."""
    for layer in tpl.layer_dirs(template, root):
        if layer.is_dir() and str(layer) not in sys.path:
            sys.path.append(str(layer))
    code_uri = tpl.function_property(template, function_id, "CodeUri")
    handler = str(tpl.function_property(template, function_id, "Handler"))
    module_path = handler.rpartition(".")[0]
    source = root / str(code_uri) / (module_path.replace(".", "/") + ".py")
    name = f"_casefile_openapi_{function_id}"
    if name in sys.modules:
        return sys.modules[name].app
    spec = importlib.util.spec_from_file_location(name, source)
    if spec is None or spec.loader is None:
        raise ImportError(f"{function_id}: cannot load {source}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # pydantic resolves the module's annotations through sys.modules
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    return module.app


def operations(document: dict[str, Any]) -> set[tuple[str, str]]:
    return {(method.upper(), path) for path, ops in document["paths"].items() for method in ops}


def document(root: Path = ROOT) -> dict[str, Any]:
    """The merged document; RouteMismatch when it does not describe exactly the template's routes."""
    from casefile.api.openapi import build_document
    from casefile.api.permissions import ROUTE_ROLES

    template = tpl.load_template(root / "template.yaml")
    apps = [load_app(template, function_id, root) for function_id in api_function_ids(template)]
    doc = build_document(apps, ROUTE_ROLES, servers=SERVERS, description=DESCRIPTION)
    check_routes(doc, template)
    return doc


def check_routes(doc: dict[str, Any], template: dict[str, Any]) -> None:
    """RouteMismatch unless the document's operations are exactly the template's routes (method + path)."""
    routed = {(route.method, route.path) for route in tpl.api_routes(template)}
    served = operations(doc)
    if served != routed:
        raise RouteMismatch(
            f"apps serve routes template.yaml lacks: {sorted(served - routed)}; "
            f"template.yaml routes no app serves: {sorted(routed - served)}"
        )


def render(doc: dict[str, Any]) -> str:
    """Stable text: keys sorted, two-space indent, one trailing newline."""
    return json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.openapi", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is missing or stale")
    parser.add_argument("--output", type=Path, default=ROOT / OUTPUT, help="default: docs/openapi.json")
    args = parser.parse_args(argv)
    try:
        text = render(document())
    except RouteMismatch as exc:
        print(f"openapi: {exc}", file=sys.stderr)
        return 1
    current = args.output.read_text(encoding="utf-8") if args.output.exists() else None
    if args.check:
        if current != text:
            print(f"openapi: {args.output} is stale; run `make openapi`", file=sys.stderr)
            return 1
        print(f"openapi: {args.output} is up to date")
        return 0
    if current != text:
        args.output.write_text(text, encoding="utf-8")
    print(f"openapi: wrote {args.output} ({len(operations(json.loads(text)))} operations)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
