// The console API client: same origin, /v1 routes, the session's bearer token; errors in words.
import { t } from "./i18n";
import { AuthError, accessToken, expiresSoon, refresh, sessionOver } from "./session";

export type Env = "sandbox" | "production";

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
    public code: string | null = null,
    public body: any = null,
    public fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  body?: unknown;
  query?: Query;
  env?: Env | null;
  signal?: AbortSignal;
}

/** Query parameters that must never be in a URL (URLs end up in the history, server and proxy logs, Referer):
 * an applicant's CIN is searched with `POST /v1/cases/search`, in the body (`listCases`). */
const NEVER_IN_A_URL = new Set(["applicant_cin", "cin"]);

export function url(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "" || value === false) continue;
    if (NEVER_IN_A_URL.has(name)) throw new Error(`${name} goes in a request body, never in a URL`);
    params.set(name, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The error of an answer, in words: 403 Insufficient permissions as a plain message, 429 with the wait, the
 * API's own message otherwise; a validation error keeps each field's message (by the last part of its `loc`). */
export function errorOf(status: number, body: any, retryAfter: string | null): ApiError {
  const detail = body?.detail;
  if (status === 429) {
    const seconds = Number(retryAfter) || Number(detail?.retry_after) || 60;
    return new ApiError(status, t("err.rateLimit", { seconds }), body?.code ?? detail?.code ?? "rate_limit_exceeded", body);
  }
  if (status === 403 && detail === "Insufficient permissions") return new ApiError(status, t("err.forbidden"), "forbidden", body);
  if (typeof detail === "string") return new ApiError(status, detail, null, body);
  if (Array.isArray(detail)) {
    const fields: Record<string, string> = {};
    for (const item of detail) {
      const loc = Array.isArray(item?.loc) ? item.loc.filter((p: unknown) => p !== "body") : [];
      fields[loc.join(".") || "_"] = String(item?.msg ?? "invalid");
    }
    const message = detail.map((item: any) => `${(item?.loc ?? []).filter((p: unknown) => p !== "body").join(".")}: ${item?.msg}`).join("; ");
    return new ApiError(status, message, "validation_error", body, fields);
  }
  if (detail && typeof detail === "object") {
    return new ApiError(status, String(detail.message ?? detail.code), detail.code ?? null, body);
  }
  if (body?.message) return new ApiError(status, String(body.message), body.code ?? null, body);
  if (status === 404) return new ApiError(status, t("err.notFound"), null, body);
  return new ApiError(status, t("err.server", { status }), null, body);
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = accessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.env) headers["X-Service-Environment"] = options.env;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  try {
    return await fetch(url(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ApiError(0, t("err.network"), "network");
  }
}

export async function api<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (expiresSoon()) await refresh().catch(() => undefined);
  let response = await send(method, path, options);
  if (response.status === 401) {
    let renewed = false;
    try {
      renewed = await refresh();
    } catch (error) {
      if (error instanceof AuthError && error.status === 429) throw errorOf(429, null, String(error.retryAfter ?? ""));
    }
    if (!renewed) {
      sessionOver();
      throw new ApiError(401, t("auth.expired"), "unauthenticated");
    }
    response = await send(method, path, options);
    if (response.status === 401) {
      sessionOver();
      throw new ApiError(401, t("auth.expired"), "unauthenticated");
    }
  }
  if (response.status === 204) return undefined as T;
  let payload: any = null;
  const text = await response.text();
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = { detail: text };
    }
  }
  if (!response.ok) throw errorOf(response.status, payload, response.headers.get("Retry-After"));
  return payload as T;
}

export const get = <T = any>(path: string, options?: RequestOptions) => api<T>("GET", path, options);
export const post = <T = any>(path: string, body?: unknown, options?: RequestOptions) => api<T>("POST", path, { ...options, body });
export const put = <T = any>(path: string, body?: unknown, options?: RequestOptions) => api<T>("PUT", path, { ...options, body });
export const patch = <T = any>(path: string, body?: unknown, options?: RequestOptions) => api<T>("PATCH", path, { ...options, body });
export const del = <T = any>(path: string, options?: RequestOptions) => api<T>("DELETE", path, options);

/** The inbox's filters (empty values are "any"). */
export interface CaseFilters {
  status?: string;
  decision?: string;
  environment?: Env | "";
  assigned_to?: string;
  needs_review?: boolean;
  /** the applicant's CIN: sent in the body of POST /v1/cases/search, never in a URL */
  applicant_cin?: string;
}

export interface CasePage<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** One page of the workspace's cases, newest first. Without a CIN: `GET /v1/cases` with the filters in the query
 * string. With a CIN: `POST /v1/cases/search`, the CIN and the same filters in the JSON body (`limit`, and from the
 * second page on a `cursor`: the page's number), the environment in `X-Service-Environment`; both answer the same
 * page shape. */
export function listCases<T = any>(filters: CaseFilters, page: number, pageSize: number, signal?: AbortSignal): Promise<CasePage<T>> {
  const { applicant_cin: cin, environment, ...rest } = filters;
  if (!cin) {
    return get<CasePage<T>>("/v1/cases", { query: { ...rest, environment, page, page_size: pageSize }, signal });
  }
  const body: Record<string, unknown> = { applicant_cin: cin };
  for (const [name, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== "" && value !== false) body[name] = value;
  }
  body.limit = pageSize;
  if (page > 1) body.cursor = String(page);
  return post<CasePage<T>>("/v1/cases/search", body, { env: environment || null, signal });
}

export interface UploadForm {
  url: string;
  fields: Record<string, string>;
}

/** The browser's presigned POST: every form field as given, the file last; progress from 0 to 1. */
export function uploadToBucket(form: UploadForm, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
    data.append("file", file);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new ApiError(xhr.status, t("err.server", { status: xhr.status }), "upload_failed"));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, t("err.network"), "network"));
    xhr.send(data);
  });
}
