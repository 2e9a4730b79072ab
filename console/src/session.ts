// The signed-in session. No cookie (the API uses none):
// - the access token lives in memory only (this module), never in storage;
// - the refresh token lives in sessionStorage (`casefile.session`: {sid, refresh}), so a reload keeps the session;
// - the access token is refreshed a minute before it expires, and on a 401;
// - one refresh at a time across tabs: a Web Lock (`casefile.refresh`) serialises refreshes, and the new pair is
//   broadcast (BroadcastChannel `casefile.auth`) to the other tabs of the same session, which adopt it instead of
//   refreshing with the token that was just rotated. (Refresh tokens rotate at each refresh; presenting an old one
//   ends the session, except the one rotated in the last 30 s, so two tabs racing never sign anybody out.)
// - a new tab asks the open tabs for the session (`hello`) before showing the sign-in form.
import { signal } from "./signal";

export interface Workspace {
  id: string;
  name: string;
  plan: string;
  subscription_status: string;
  mfa_required: boolean;
}

export interface User {
  id: string;
  email: string;
  name: string | null;
  role: string;
  tenant_id: string;
  mfa_enabled: boolean;
  mfa_enrollment_required: boolean;
  workspace: Workspace;
}

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  refresh_expires_in: number;
  user: User;
}

interface Stored {
  sid: string;
  refresh: string;
}

type Message =
  | { type: "tokens"; sid: string; refresh: string; access: string; expiresAt: number; user: User; to?: string }
  | { type: "hello"; nonce: string }
  | { type: "signout"; sid: string };

export const STORAGE_KEY = "casefile.session";
const CHANNEL = "casefile.auth";
const LOCK = "casefile.refresh";
export const REFRESH_MARGIN_MS = 60_000;
const HELLO_WAIT_MS = 200;

export const user = signal<User | null>(null);
/** Why the last session ended (shown on the sign-in form), or null. */
export const ended = signal<string | null>(null);

let access: string | null = null;
let accessExpiresAt = 0;
let generation = 0; // bumped whenever this tab gets a new pair (its own refresh or another tab's)
let inflight: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | null = null;
let helloNonce: string | null = null;

const storage = (): Storage | null => (typeof sessionStorage === "undefined" ? null : sessionStorage);

function readStored(): Stored | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stored;
    return parsed && typeof parsed.refresh === "string" && typeof parsed.sid === "string" ? parsed : null;
  } catch {
    return null;
  }
}

function writeStored(value: Stored | null): void {
  const s = storage();
  if (!s) return;
  if (value) s.setItem(STORAGE_KEY, JSON.stringify(value));
  else s.removeItem(STORAGE_KEY);
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function post(message: Message): void {
  try {
    channel?.postMessage(message);
  } catch {
    /* a closed channel: nothing to tell */
  }
}

function schedule(): void {
  clearTimeout(timer);
  if (!access) return;
  // a little jitter so that tabs adopting the same pair do not all wake at once
  const wait = Math.max(1_000, accessExpiresAt - Date.now() - REFRESH_MARGIN_MS - Math.random() * 5_000);
  timer = setTimeout(() => void refresh().catch(() => schedule()), wait);
}

function adoptPair(sid: string, refreshToken: string, accessToken: string, expiresAt: number, who: User): void {
  writeStored({ sid, refresh: refreshToken });
  access = accessToken;
  accessExpiresAt = expiresAt;
  generation += 1;
  schedule();
  ended.set(null);
  user.set(who);
}

function adopt(tokens: TokenResponse, sid: string): void {
  const expiresAt = Date.now() + tokens.expires_in * 1000;
  adoptPair(sid, tokens.refresh_token, tokens.access_token, expiresAt, tokens.user);
  post({ type: "tokens", sid, refresh: tokens.refresh_token, access: tokens.access_token, expiresAt, user: tokens.user });
}

function clearLocal(reason: string | null): void {
  clearTimeout(timer);
  writeStored(null);
  access = null;
  accessExpiresAt = 0;
  generation += 1;
  ended.set(reason);
  user.set(null);
}

function onMessage(message: Message): void {
  const stored = readStored();
  if (message.type === "tokens") {
    const mine = stored?.sid === message.sid || (message.to !== undefined && message.to === helloNonce && !stored);
    if (mine && message.expiresAt > accessExpiresAt) {
      adoptPair(message.sid, message.refresh, message.access, message.expiresAt, message.user);
    }
  } else if (message.type === "hello") {
    if (stored && access && accessExpiresAt - Date.now() > REFRESH_MARGIN_MS && user.get()) {
      post({ type: "tokens", sid: stored.sid, refresh: stored.refresh, access, expiresAt: accessExpiresAt, user: user.get()!, to: message.nonce });
    }
  } else if (message.type === "signout" && stored?.sid === message.sid) {
    clearLocal(null);
  }
}

function withLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  return locks ? (locks.request(LOCK, work) as Promise<T>) : work();
}

/** The access token for a request, or null when signed out. */
export function accessToken(): string | null {
  return access;
}

/** True when the access token expires within `withinMs`. */
export function expiresSoon(withinMs = 30_000): boolean {
  return access !== null && accessExpiresAt - Date.now() < withinMs;
}

export class AuthError extends Error {
  constructor(
    public status: number,
    message: string,
    public retryAfter?: number,
  ) {
    super(message);
  }
}

async function readJson(response: Response): Promise<any> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function authError(response: Response, body: any): AuthError {
  const detail = body?.detail;
  const message = typeof detail === "string" ? detail : detail?.message ?? body?.message ?? `HTTP ${response.status}`;
  const retry = Number(response.headers.get("Retry-After") ?? "") || undefined;
  return new AuthError(response.status, message, retry);
}

/** Sign in. Answers `{mfaToken}` when the member has two-factor sign-in (then call verifyMfa). */
export async function login(email: string, password: string): Promise<{ mfaToken?: string }> {
  const response = await fetch("/v1/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await readJson(response);
  if (!response.ok) throw authError(response, body);
  if (body?.mfa_required) return { mfaToken: body.mfa_token };
  adopt(body as TokenResponse, randomId());
  return {};
}

export async function verifyMfa(mfaToken: string, code: string): Promise<void> {
  const response = await fetch("/v1/auth/mfa/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ mfa_token: mfaToken, code }),
  });
  const body = await readJson(response);
  if (!response.ok) throw authError(response, body);
  adopt(body as TokenResponse, randomId());
}

/** A new access token (once across tabs). False when the session is over (then signed out). */
export function refresh(): Promise<boolean> {
  if (!inflight) {
    const seen = generation;
    inflight = withLock(() => doRefresh(seen)).finally(() => {
      inflight = null;
    });
  }
  return inflight;
}

async function doRefresh(seen: number): Promise<boolean> {
  // Another tab of this session refreshed while this one waited for the lock: its pair came by broadcast.
  if (generation !== seen && access && accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return true;
  const stored = readStored();
  if (!stored) {
    if (access || user.get()) clearLocal("expired");
    return false;
  }
  const response = await fetch("/v1/auth/refresh", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: stored.refresh }),
  });
  const body = await readJson(response);
  if (response.ok) {
    adopt(body as TokenResponse, stored.sid);
    return true;
  }
  if (response.status === 401) {
    // A tab of this session may have rotated the token a moment ago (the API's 30 s grace answers 401 without
    // ending the session): its broadcast pair is the one to use.
    const latest = readStored();
    if (latest && latest.refresh !== stored.refresh && access && accessExpiresAt > Date.now()) return true;
    clearLocal("expired");
    return false;
  }
  throw authError(response, body); // 429 or a failure: the session is kept, the caller may retry
}

/** On start: the session of this tab (a reload), else one from another open tab, else none. */
export async function resume(): Promise<void> {
  if (typeof BroadcastChannel !== "undefined" && !channel) {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<Message>) => onMessage(event.data);
  }
  if (typeof document !== "undefined") {
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && expiresSoon(REFRESH_MARGIN_MS)) void refresh().catch(() => undefined);
    });
  }
  if (readStored()) {
    try {
      await refresh();
    } catch {
      /* 429 or the network: stays signed out in this tab until it can refresh */
    }
    return;
  }
  if (!channel) return;
  helloNonce = randomId();
  post({ type: "hello", nonce: helloNonce });
  await new Promise<void>((resolve) => {
    const stop = user.subscribe(() => {
      stop();
      resolve();
    });
    setTimeout(() => {
      stop();
      resolve();
    }, HELLO_WAIT_MS);
  });
  helloNonce = null;
}

/** Sign out: the API ends the session, and every tab of it signs out. */
export async function logout(): Promise<void> {
  const stored = readStored();
  const token = access;
  clearLocal(null);
  if (stored) post({ type: "signout", sid: stored.sid });
  if (token) {
    await fetch("/v1/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined);
  }
}

/** The API said 401 to a request even after a refresh: the session is over. */
export function sessionOver(): void {
  const stored = readStored();
  clearLocal("expired");
  if (stored) post({ type: "signout", sid: stored.sid });
}

// for tests
export const _internals = { onMessage, readStored, adopt, clearLocal, doRefresh: () => doRefresh(generation) };
