// What each role may do, as the API's permissions table (casefile/api/permissions.py) says: the console shows
// no action that the API would refuse (a tenant_viewer sees no write action at all).
export type Action =
  | "case.create"
  | "case.update"
  | "case.review" // score, decide, correct, reject, attach/detach
  | "document.upload"
  | "bank.connect"
  | "policy.write"
  | "integrations" // webhooks, API keys
  | "flow.write";

const ADMIN = "tenant_admin";
const REVIEWER = "tenant_reviewer";
const API_MANAGER = "tenant_api_manager";
const PLATFORM = "platform_admin";

const ALLOWED: Record<Action, string[]> = {
  "case.create": [ADMIN, REVIEWER, API_MANAGER, PLATFORM],
  "case.update": [ADMIN, REVIEWER, API_MANAGER, PLATFORM],
  "case.review": [ADMIN, REVIEWER, PLATFORM],
  "document.upload": [ADMIN, REVIEWER, PLATFORM],
  "bank.connect": [ADMIN, REVIEWER, API_MANAGER, PLATFORM],
  "policy.write": [ADMIN, PLATFORM],
  integrations: [ADMIN, API_MANAGER, PLATFORM],
  "flow.write": [ADMIN, REVIEWER, API_MANAGER, PLATFORM],
};

export function can(role: string | undefined | null, action: Action): boolean {
  return !!role && ALLOWED[action].includes(role);
}
