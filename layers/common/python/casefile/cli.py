"""`casefile admin ...`: operator commands against whatever AWS is configured.
`casefile extract FILE...`: the OCR worker's validation, reading, classification and extraction on local files
(no AWS); `--merge` adds the merged view of the files taken as one case.

Where the admin commands act, first match wins:
  1. `--stack NAME`: the outputs of that CloudFormation stack (a real account; AWS credentials as usual);
  2. `TABLE_NAME` in the environment (with `AWS_ENDPOINT_URL` if it is not AWS itself);
  3. a running `make dev` local stack, found through its state file
     (`~/.casefile/local-stack.json`, or `CASEFILE_LOCAL_STATE`).
"""

from __future__ import annotations

import argparse
import getpass
import json
import os
import sys
from pathlib import Path
from typing import Any

from casefile.domain.plans import Plan, SubscriptionStatus
from casefile.domain.roles import Role

_STACK_OUTPUTS = {
    "MainTableName": "TABLE_NAME",
    "RateLimitTableName": "RATE_LIMIT_TABLE_NAME",
    "IdempotencyTableName": "IDEMPOTENCY_TABLE_NAME",
    "UploadsBucketName": "UPLOADS_BUCKET",
    "OcrQueueUrl": "OCR_QUEUE_URL",
    "WebhookQueueUrl": "WEBHOOK_QUEUE_URL",
    "JwtSecretArn": "JWT_SECRET_ARN",
}
_LOCAL_KEYS = ("AWS_ENDPOINT_URL", "AWS_DEFAULT_REGION", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "TABLE_NAME")


class CliError(Exception):
    pass


def local_state_file() -> Path:
    return Path(os.environ.get("CASEFILE_LOCAL_STATE") or Path.home() / ".casefile" / "local-stack.json")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def configure(stack: str | None) -> str:
    """Point the storage layer at the right account and tables; returns a description of the target."""
    from casefile.settings import reset_settings
    from casefile.store.aws import reset_clients

    reset_settings()
    reset_clients()
    if stack:
        from casefile.store.aws import client

        outputs = client("cloudformation").describe_stacks(StackName=stack)["Stacks"][0].get("Outputs", [])
        for output in outputs:
            if output["OutputKey"] in _STACK_OUTPUTS:
                os.environ[_STACK_OUTPUTS[output["OutputKey"]]] = output["OutputValue"]
        reset_settings()
        return f"stack {stack}"
    if os.environ.get("TABLE_NAME"):
        return f"table {os.environ['TABLE_NAME']} at {os.environ.get('AWS_ENDPOINT_URL') or 'AWS'}"
    path = local_state_file()
    if path.exists():
        state = json.loads(path.read_text(encoding="utf-8"))
        if _alive(int(state.get("pid", 0))):
            for name, value in state["env"].items():
                if name in _LOCAL_KEYS or name.endswith(("_TABLE_NAME", "_QUEUE_URL", "_BUCKET")):
                    os.environ[name] = value
            reset_settings()
            return f"local stack at {state['endpoint_url']}"
    raise CliError(
        "No target: start the local stack (make dev), set TABLE_NAME (and AWS_ENDPOINT_URL), or pass --stack NAME."
    )


def _password(args: argparse.Namespace) -> str:
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\n")
    if args.password:
        return args.password
    if sys.stdin.isatty():
        first = getpass.getpass("Password: ")
        if first != getpass.getpass("Repeat password: "):
            raise CliError("The passwords differ.")
        return first
    raise CliError("Give --password, --password-stdin, or run in a terminal to be asked.")


# Never printed: the password hash, two-factor secrets (ciphertexts) and recovery code digests, storage keys.
_HIDDEN = {
    "password_hash",
    "mfa_secret_ciphertext",
    "mfa_pending_secret_ciphertext",
    "mfa_recovery_digests",
    "PK",
    "SK",
    "GSI1PK",
    "GSI1SK",
    "entity",
}


def _public(item: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in item.items() if k not in _HIDDEN}


def _create_workspace(args: argparse.Namespace) -> dict[str, Any]:
    from casefile.services import admin

    workspace, user = admin.create_workspace(
        args.name,
        args.admin_email,
        _password(args),
        plan=args.plan,
        subscription_status=args.subscription_status,
        work_email_verified=args.work_email_verified,
    )
    return {"workspace": _public(workspace), "admin": _public(user)}


def _create_user(args: argparse.Namespace) -> dict[str, Any]:
    from casefile.services import admin

    user = admin.create_user(
        args.workspace, args.email, _password(args), args.role, work_email_verified=args.work_email_verified
    )
    return {"user": _public(user)}


def _update_workspace(args: argparse.Namespace) -> dict[str, Any]:
    from casefile.services import admin

    workspace = admin.update_workspace(
        args.workspace, plan=args.plan, subscription_status=args.subscription_status, mfa_required=args.mfa_required
    )
    return {"workspace": _public(workspace)}


def _update_user(args: argparse.Namespace) -> dict[str, Any]:
    from casefile.services import admin

    user = admin.set_user_state(
        args.workspace, args.user, is_active=args.active, work_email_verified=args.work_email_verified, role=args.role
    )
    return {"user": _public(user)}


def _reset_mfa(args: argparse.Namespace) -> dict[str, Any]:
    from casefile.services import admin

    return {"user": _public(admin.reset_mfa(args.workspace, args.user))}


def _add_password_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--password", help="the password (prefer --password-stdin or the prompt)")
    parser.add_argument("--password-stdin", action="store_true", help="read the password from standard input")


def _content_type(path: str, override: str | None) -> str:
    import mimetypes

    if override:
        return override
    guessed, _ = mimetypes.guess_type(path)
    return guessed or "application/octet-stream"


def _extract(args: argparse.Namespace) -> int:
    """Process each file as the OCR worker would; print per file its result summary and fields, and with
    --merge the merged view. Exit 0 when every file completed, 1 when one failed, 2 when one is missing."""
    from datetime import UTC, datetime

    from casefile.domain.documents import SourceDocument, merge_fields
    from casefile.ocr import process_file

    missing = [f for f in args.files if not os.path.isfile(f)]
    if missing:
        sys.stderr.write(f"casefile: no such file: {', '.join(missing)}\n")
        return 2
    progress = sys.stderr.isatty()
    results: list[dict[str, Any]] = []
    sources: list[SourceDocument] = []
    for index, path in enumerate(args.files, start=1):
        if progress:
            sys.stderr.write(f"[{index}/{len(args.files)}] {path} ...\n")
            sys.stderr.flush()
        processed = process_file(path, _content_type(path, args.content_type))
        fields = [f.to_dict() for f in processed.fields]
        results.append(
            {
                "file": path,
                "document_type": processed.document_type,
                "status": processed.status,
                "page_count": processed.page_count,
                "confidence_overall": processed.confidence_overall,
                "error": processed.error,
                "fields": fields,
            }
        )
        if progress:
            outcome = (
                processed.document_type if processed.status == "completed" else (processed.error or {}).get("code")
            )
            sys.stderr.write(f"[{index}/{len(args.files)}] {path}: {processed.status} ({outcome})\n")
        if processed.status == "completed":
            modified = datetime.fromtimestamp(os.path.getmtime(path), UTC).isoformat()
            sources.append(SourceDocument(path, processed.document_type or "other", modified, processed.fields))
    output: dict[str, Any] = {"documents": results}
    if args.merge:
        output["merged"] = merge_fields(sources)
    if args.json:
        sys.stdout.write(json.dumps(output, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(_extract_text(output))
    return 0 if all(r["status"] == "completed" for r in results) else 1


def _extract_text(output: dict[str, Any]) -> str:
    lines = []
    for doc in output["documents"]:
        if doc["status"] == "completed":
            lines.append(
                f"{doc['file']}: {doc['document_type']}, {doc['page_count']} page(s), "
                f"confidence {doc['confidence_overall']:.2f}"
            )
        else:
            lines.append(f"{doc['file']}: failed: {doc['error']['code']}: {doc['error']['message']}")
        for f in doc["fields"]:
            value = f"{f['value']!s:<40}"
            lines.append(
                f"  {f['field_name']:<24} {value} {f['confidence']:.2f}  p{f['page']}  {f['validation_status']}"
            )
    merged = output.get("merged")
    if merged is not None:
        lines.append("")
        lines.append(f"merged: {merged['document_count']} document(s), {merged['field_count']} field(s)")
        for f in merged["fields"]:
            flag = "  CONFLICT" if f["has_conflict"] else ""
            lines.append(
                f"  {f['field_name']:<24} {f['value']!s:<40} {f['confidence']:.2f}  "
                f"{f['source_document_type']} ({f['source_document_id']}, p{f['source_page']}){flag}"
            )
        summary = merged["conflict_summary"]
        if summary["total"]:
            blocking = " (blocking)" if summary["blocking"] else ""
            lines.append(f"conflicts{blocking}: {', '.join(summary['fields'])}")
            for c in merged["conflicts"]:
                values = "; ".join(f"{v['value']} from {v['source_document_id']}" for v in c["values"])
                lines.append(f"  {c['field_name']}: {values} -> {c['chosen_value']} ({c['reason']})")
        lines.append(f"fingerprint: {merged['fingerprint']}")
    return "\n".join(lines) + "\n"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="casefile", description=__doc__, formatter_class=argparse.RawTextHelpFormatter
    )
    groups = parser.add_subparsers(dest="group", required=True)
    extract = groups.add_parser(
        "extract",
        help="OCR, classify and extract fields from local files (no AWS)",
        description="Validate, read, classify and extract each file as the OCR worker does. Exit status: 0 when "
        "every file completed, 1 when one failed (its reason is in the output), 2 when a file is missing.",
    )
    extract.add_argument("files", nargs="+", metavar="FILE")
    extract.add_argument("--json", action="store_true", help="print JSON: {documents: [...], merged: {...}}")
    extract.add_argument("--merge", action="store_true", help="add the merged view of the files taken as one case")
    extract.add_argument(
        "--content-type", help="the declared type of every file (default: guessed from each file's extension)"
    )
    extract.set_defaults(run_local=_extract)
    admin = groups.add_parser("admin", help="workspaces and users")
    admin.add_argument("--stack", help="CloudFormation stack whose outputs name the tables")
    commands = admin.add_subparsers(dest="command", required=True)

    p = commands.add_parser("create-workspace", help="a workspace and its first tenant_admin")
    p.add_argument("--name", required=True)
    p.add_argument("--plan", choices=[p.value for p in Plan], default=Plan.FREE.value)
    p.add_argument(
        "--subscription-status", choices=[s.value for s in SubscriptionStatus], default=SubscriptionStatus.ACTIVE.value
    )
    p.add_argument("--admin-email", required=True)
    p.add_argument("--work-email-verified", action="store_true", help="the admin's work email is verified")
    _add_password_options(p)
    p.set_defaults(run=_create_workspace)

    p = commands.add_parser("create-user", help="a user of a workspace")
    p.add_argument("--workspace", required=True, help="workspace (tenant) id")
    p.add_argument("--email", required=True)
    p.add_argument("--role", choices=[r.value for r in Role], required=True)
    p.add_argument("--work-email-verified", action="store_true")
    _add_password_options(p)
    p.set_defaults(run=_create_user)

    p = commands.add_parser("update-workspace", help="change plan, subscription status or the two-factor rule")
    p.add_argument("--workspace", required=True)
    p.add_argument("--plan", choices=[p.value for p in Plan])
    p.add_argument("--subscription-status", choices=[s.value for s in SubscriptionStatus])
    p.add_argument(
        "--mfa-required",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="every member must set up two-factor sign-in before using the workspace",
    )
    p.set_defaults(run=_update_workspace)

    p = commands.add_parser("update-user", help="activate, deactivate, verify the work email, change role")
    p.add_argument("--workspace", required=True)
    p.add_argument("--user", required=True, help="user id")
    p.add_argument("--active", action=argparse.BooleanOptionalAction, default=None)
    p.add_argument("--work-email-verified", action=argparse.BooleanOptionalAction, default=None)
    p.add_argument("--role", choices=[r.value for r in Role])
    p.set_defaults(run=_update_user)

    p = commands.add_parser(
        "reset-mfa", help="clear a member's two-factor sign-in (a lost phone); they sign in with their password"
    )
    p.add_argument("--workspace", required=True)
    p.add_argument("--user", required=True, help="user id")
    p.set_defaults(run=_reset_mfa)
    return parser


def main(argv: list[str] | None = None) -> int:
    from casefile.errors import CasefileError

    args = build_parser().parse_args(argv)
    os.environ.setdefault("POWERTOOLS_SERVICE_NAME", "casefile-cli")
    if getattr(args, "run_local", None):
        return int(args.run_local(args))
    try:
        target = configure(args.stack)
        result = args.run(args)
    except (CliError, CasefileError) as exc:
        code = getattr(exc, "code", None)
        sys.stderr.write(f"casefile: {code + ': ' if code else ''}{exc}\n")
        return 2
    sys.stdout.write(json.dumps({"target": target, **result}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
