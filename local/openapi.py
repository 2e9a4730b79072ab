"""The console API's OpenAPI document, merged from every function app that template.yaml routes to.

    python -m local.openapi           write docs/openapi.json and the route table of docs/api.md
    python -m local.openapi --check   exit 1 when either is not what the code would write

The apps are found through template.yaml (functions with Api events), so a new function is in the document
as soon as it has a route. The document must describe exactly the template's routes (method + path).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

from local import template as tpl

ROOT = Path(__file__).resolve().parents[1]
OUTPUT = Path("docs/openapi.json")
SERVERS: list[dict[str, Any]] = [
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
    "`Authorization: Bearer <access token>` except login, refresh and the login's two-factor step. Error "
    "bodies come in four shapes: "
    '`{"detail": "..."}`, the validation list `{"detail": [{type, loc, msg, input}]}`, the coded '
    '`{"detail": {"code", "message", ...}}` and the rate limit `{"code": "rate_limit_exceeded", "message"}` '
    "with `Retry-After`. See docs/api.md."
)


class RouteMismatch(Exception):
    """The apps and template.yaml disagree on the set of routes."""


def api_function_ids(template: dict[str, Any]) -> list[str]:
    """The functions of the console API's routes (the Partner API has its document: local/partner_openapi.py)."""
    return sorted({route.function_id for route in tpl.api_routes_of(template, tpl.CONSOLE_API)})


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
    from casefile.api.permissions import MFA_ENROLLMENT_ROUTES, ROUTE_ROLES

    template = tpl.load_template(root / "template.yaml")
    apps = [load_app(template, function_id, root) for function_id in api_function_ids(template)]
    doc = build_document(
        apps, ROUTE_ROLES, servers=SERVERS, description=DESCRIPTION, enrolment_exempt=MFA_ENROLLMENT_ROUTES
    )
    check_routes(doc, template)
    return doc


def check_routes(doc: dict[str, Any], template: dict[str, Any]) -> None:
    """RouteMismatch unless the document's operations are exactly the template's routes (method + path)."""
    routed = {(route.method, route.path) for route in tpl.api_routes_of(template, tpl.CONSOLE_API)}
    served = operations(doc)
    if served != routed:
        raise RouteMismatch(
            f"apps serve routes template.yaml lacks: {sorted(served - routed)}; "
            f"template.yaml routes no app serves: {sorted(routed - served)}"
        )


API_DOC = Path("docs/api.md")
_TABLE = re.compile(r"(<!-- routes:start[^>]*-->\n).*?(<!-- routes:end -->)", re.DOTALL)


def route_table(doc: dict[str, Any]) -> str:
    """The Markdown table of docs/api.md: every operation with its roles, success and error statuses."""
    from casefile.api.permissions import ROUTE_ROLES
    from casefile.domain.roles import ANY_MEMBER, Role

    rows = ["| Route | Summary | Roles | Success | Errors |", "|---|---|---|---|---|"]
    for path, ops in sorted(doc["paths"].items()):
        for method, operation in sorted(ops.items(), key=lambda item: _METHOD_ORDER.index(item[0])):
            allowed = ROUTE_ROLES.get((method.upper(), path))
            if allowed is None:
                roles = "public"
            elif allowed == ANY_MEMBER:
                roles = "any member"
            else:
                roles = ", ".join(role.value for role in Role if role in allowed)
            statuses = sorted(operation["responses"])
            success = ", ".join(s for s in statuses if s.startswith("2"))
            errors = ", ".join(s for s in statuses if not s.startswith("2"))
            summary = operation.get("summary", "")
            rows.append(f"| `{method.upper()} {path}` | {summary} | {roles} | {success} | {errors} |")
    return "\n".join(rows) + "\n"


_METHOD_ORDER = ["get", "post", "put", "patch", "delete", "head", "options"]


def with_route_table(markdown: str, doc: dict[str, Any]) -> str:
    if not _TABLE.search(markdown):
        raise ValueError(f"{API_DOC}: the routes:start / routes:end markers are missing")
    return _TABLE.sub(lambda m: m.group(1) + route_table(doc) + m.group(2), markdown)


def render(doc: dict[str, Any]) -> str:
    """Stable text: keys sorted, two-space indent, one trailing newline."""
    return json.dumps(doc, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


# The interactive page of the local stack (`/docs`): Swagger UI from the copy that aws-lambda-powertools ships,
# so the page loads nothing from outside the machine.
def docs_page(title: str, document_url: str) -> str:
    """A Swagger UI page for one API's document, loading its assets from the local stack (`/docs/...`)."""
    return f"""<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>{title}</title>
  <link rel="stylesheet" href="/docs/swagger-ui.min.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.min.js"></script>
  <script>
    SwaggerUIBundle({{url: "{document_url}", dom_id: "#swagger-ui", deepLinking: true, persistAuthorization: true}});
  </script>
</body>
</html>
"""


DOCS_HTML = docs_page("Casefile console API", "/openapi.json")


def docs_files() -> dict[str, tuple[str, bytes]]:
    """What the local stack serves for the API reference: URL path -> (content type, body). The document is
    built from the code at each call (the stack calls this once at start)."""
    import aws_lambda_powertools.event_handler.openapi as powertools_openapi

    assets = Path(powertools_openapi.__file__).parent / "swagger_ui"
    return {
        "/openapi.json": ("application/json", render(document()).encode()),
        "/docs": ("text/html; charset=utf-8", DOCS_HTML.encode()),
        "/docs/swagger-ui.min.css": ("text/css", (assets / "swagger-ui.min.css").read_bytes()),
        "/docs/swagger-ui-bundle.min.js": ("text/javascript", (assets / "swagger-ui-bundle.min.js").read_bytes()),
    }


def _read(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.exists() else None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m local.openapi", description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is missing or stale")
    parser.add_argument("--output", type=Path, default=ROOT / OUTPUT, help="default: docs/openapi.json")
    parser.add_argument("--api-doc", type=Path, default=ROOT / API_DOC, help="default: docs/api.md (route table)")
    args = parser.parse_args(argv)
    try:
        text = render(document())
    except RouteMismatch as exc:
        print(f"openapi: {exc}", file=sys.stderr)
        return 1
    api_doc = args.api_doc
    api_text = api_doc.read_text(encoding="utf-8")
    outputs = {args.output: text, api_doc: with_route_table(api_text, json.loads(text))}
    stale = [path for path, wanted in outputs.items() if _read(path) != wanted]
    if args.check:
        for path in stale:
            print(f"openapi: {path} is stale; run `make openapi`", file=sys.stderr)
        if not stale:
            print(f"openapi: {args.output} and {api_doc} are up to date")
        return 1 if stale else 0
    for path in stale:
        path.write_text(outputs[path], encoding="utf-8")
    print(f"openapi: wrote {args.output} ({len(operations(json.loads(text)))} operations) and the table of {api_doc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
