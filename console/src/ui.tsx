// Shared pieces: labelled inputs, errors in words, badges, paging, loading state.
import type { ComponentChildren, JSX } from "preact";
import { useCallback, useEffect, useId, useRef, useState } from "preact/hooks";
import { ApiError } from "./api";
import { t, word } from "./i18n";
import { navigate } from "./router";

export interface Async<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (value: T) => void;
}

/** Runs `load` when `deps` change (and on reload); the latest call wins. */
export function useAsync<T>(load: () => Promise<T>, deps: unknown[]): Async<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const latest = useRef(0);
  const run = useCallback(async () => {
    const call = ++latest.current;
    setLoading(true);
    try {
      const value = await load();
      if (call === latest.current) {
        setData(value);
        setError(null);
      }
    } catch (err) {
      if (call === latest.current) setError(err as Error);
    } finally {
      if (call === latest.current) setLoading(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    void run();
  }, [run]);
  return { data, error, loading, reload: run, setData };
}

/** An action's state: busy while it runs, its error in words after. */
export function useAction(): [boolean, Error | null, (work: () => Promise<unknown>) => Promise<boolean>, () => void] {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const run = useCallback(async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      return true;
    } catch (err) {
      setError(err as Error);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, error, run, () => setError(null)];
}

/** A form's submit button and its Cancel beside it. */
export function FormActions({ label, kind = "primary", disabled, onCancel }: { label: string; kind?: "primary" | "danger"; disabled?: boolean; onCancel: () => void }) {
  return (
    <div class="actions">
      <button type="submit" class={kind} disabled={disabled}>
        {label}
      </button>
      <button type="button" onClick={onCancel}>
        {t("common.cancel")}
      </button>
    </div>
  );
}

export function ErrorMessage({ error }: { error: Error | null | undefined }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {error.message}
    </p>
  );
}

export function Loading() {
  return (
    <p class="muted" role="status">
      {t("common.loading")}
    </p>
  );
}

type InputProps = Omit<JSX.InputHTMLAttributes<HTMLInputElement>, "label" | "onInput" | "value"> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

export function TextField({ label, value, onValue, error, hint, ...rest }: InputProps) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        value={value}
        onInput={(e) => onValue((e.target as HTMLInputElement).value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {hint && !error && (
        <small id={`${id}-hint`} class="muted">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} class="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

export function TextArea({ label, value, onValue, required }: { label: string; value: string; onValue: (v: string) => void; required?: boolean }) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea id={id} value={value} required={required} rows={2} onInput={(e) => onValue((e.target as HTMLTextAreaElement).value)} />
    </div>
  );
}

export function Select({
  label,
  value,
  onValue,
  options,
  required,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  options: Array<[string, string]>;
  required?: boolean;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} required={required} onChange={(e) => onValue((e.target as HTMLSelectElement).value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Checkbox({ label, checked, onValue }: { label: string; checked: boolean; onValue: (v: boolean) => void }) {
  const id = useId();
  return (
    <div class="check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onValue((e.target as HTMLInputElement).checked)} />
      <label for={id}>{label}</label>
    </div>
  );
}

export function Badge({ code, kind }: { code: string | null | undefined; kind?: string }) {
  if (!code) return <span class="muted">{t("common.none")}</span>;
  return <span class={`badge badge-${kind ?? code}`}>{word(code)}</span>;
}

export function Link({ href, children, ...rest }: { href: string; children: ComponentChildren } & JSX.HTMLAttributes<HTMLAnchorElement>) {
  return (
    <a
      href={href}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav class="pager" aria-label="Pagination">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("common.previous")}
      </button>
      <span>{t("common.page", { page, pages, total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("common.next")}
      </button>
    </nav>
  );
}

export function CopyButton({ text }: { text: string }) {
  const [done, setDone] = useState(false);
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setDone(true);
        } catch {
          setDone(false);
        }
      }}
    >
      {done ? t("common.copied") : t("common.copy")}
    </button>
  );
}

/** A value shown once (a webhook's signing secret, an API key), with a copy button. */
export function SecretOnce({ label, value, onClose }: { label: string; value: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div class="secret" role="region" aria-label={label} tabIndex={-1} ref={ref}>
      <p>
        <strong>{label}</strong> — {t("common.showOnce")}
      </p>
      <code data-testid="secret-value">{value}</code> <CopyButton text={value} />{" "}
      <button type="button" onClick={onClose}>
        {t("common.close")}
      </button>
    </div>
  );
}

export function isForbidden(error: Error | null | undefined): boolean {
  return error instanceof ApiError && error.status === 403;
}
