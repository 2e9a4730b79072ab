// Client routes with the History API; the server answers index.html for any path that is not a file.
import { signal } from "./signal";

export const path = signal<string>(typeof location === "undefined" ? "/" : location.pathname + location.search);

export function navigate(to: string, replace = false): void {
  if (to === path.get()) return;
  if (replace) history.replaceState(null, "", to);
  else history.pushState(null, "", to);
  path.set(to);
  window.scrollTo(0, 0);
}

if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => path.set(location.pathname + location.search));
}

/** `match("/cases/:id", "/cases/42")` is `{id: "42"}`; null when the path does not match. */
export function match(pattern: string, current: string): Record<string, string> | null {
  const [pathname] = current.split("?");
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.split("/").filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(":")) params[want[i].slice(1)] = decodeURIComponent(have[i]);
    else if (want[i] !== have[i]) return null;
  }
  return params;
}

export function queryOf(current: string): URLSearchParams {
  return new URLSearchParams(current.split("?")[1] ?? "");
}
