// The workspace's members (GET /v1/workspace/members), read once per signed-in user and kept: the assignee's name
// in the inbox and on a case, and whom a case can be assigned to. The inbox never waits for them (its first page
// is its one request after sign-in): the names fill in when they arrive.
import { useEffect } from "preact/hooks";
import { get } from "./api";
import { t } from "./i18n";
import { can } from "./roles";
import { user } from "./session";
import { signal, useValue } from "./signal";

export interface Member {
  id: string;
  email: string;
  name: string | null;
  role: string;
  is_active: boolean;
}

interface Known {
  user: string;
  members: Member[];
}

const known = signal<Known | null>(null);
let asked: { user: string; request: Promise<Member[]> } | null = null;

user.subscribe((who) => {
  if (known.get() && known.get()!.user !== who?.id) known.set(null);
  if (asked && asked.user !== who?.id) asked = null;
});

/** The members, asked once per user (again with `fresh`, e.g. after an `unknown_assignee`). */
export function loadMembers(fresh = false): Promise<Member[]> {
  const me = user.get();
  if (!me) return Promise.resolve([]);
  const have = known.get();
  if (!fresh && have?.user === me.id) return Promise.resolve(have.members);
  if (!fresh && asked?.user === me.id) return asked.request;
  const request = get<Member[]>("/v1/workspace/members").then((members) => {
    if (user.get()?.id === me.id) known.set({ user: me.id, members });
    return members;
  });
  asked = { user: me.id, request };
  request.catch(() => {
    if (asked?.request === request) asked = null; // asked again next time
  });
  return request;
}

/** The members once read (undefined until then, or when they cannot be read: names then fall back to short ids). */
export function useMembers(): Member[] | undefined {
  const have = useValue(known);
  const me = useValue(user);
  useEffect(() => {
    loadMembers().catch(() => undefined);
  }, [me?.id]);
  return have && have.user === me?.id ? have.members : undefined;
}

/** Who may be given a case: active members whose role works cases (scores, corrects, decides: the reviewers). */
export function isAssignee(member: Member): boolean {
  return member.is_active && can(member.role, "case.review");
}

/** A member in words: their name, else their email; "me" for the signed-in user. */
export function memberName(id: string | null | undefined, members: Member[] | undefined, meId?: string): string {
  if (!id) return t("common.none");
  if (id === meId) return t("case.me");
  const found = members?.find((m) => m.id === id);
  if (!found) return id.slice(0, 8);
  const name = found.name || found.email;
  return found.is_active ? name : t("case.inactive", { name });
}

// for tests
export const _internals = { known, reset: () => ((asked = null), known.set(null)) };
