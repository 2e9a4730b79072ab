// Scoring policies: list, create, edit weights and thresholds (the API's validation shown inline), versions,
// activate.
import { useEffect, useState } from "preact/hooks";
import { ApiError, get, patch, post } from "../api";
import { t, word } from "../i18n";
import { can } from "../roles";
import { user } from "../session";
import { useValue } from "../signal";
import { ErrorMessage, Loading, Select, TextField, useAction, useAsync } from "../ui";

interface Policy {
  id: string;
  path: string;
  country: string;
  name: string;
  description: string;
  weights: Record<string, number>;
  approve_threshold: number;
  refuse_threshold: number;
  dti_cap_pct: number;
  review_threshold?: number;
  is_active: boolean;
  version: number;
}

const WEIGHTS = ["income_stability", "debt_ratio", "bank_behaviour", "documents"];

interface Draft {
  name: string;
  description: string;
  weights: Record<string, string>;
  approve_threshold: string;
  refuse_threshold: string;
  dti_cap_pct: string;
  review_threshold: string;
}

function draftOf(p: Policy | null): Draft {
  return {
    name: p ? p.name : "",
    description: p?.description ?? "",
    weights: Object.fromEntries(WEIGHTS.map((w) => [w, String(p?.weights?.[w] ?? 25)])),
    approve_threshold: String(p?.approve_threshold ?? 70),
    refuse_threshold: String(p?.refuse_threshold ?? 40),
    dti_cap_pct: String(p?.dti_cap_pct ?? 40),
    review_threshold: String(p?.review_threshold ?? 0.8),
  };
}

const number = (s: string) => (s.trim() === "" ? s : Number(s.replace(",", ".")));

function Editor({ policy, onSaved, onCancel }: { policy: Policy | null; onSaved: (p: Policy) => void; onCancel: () => void }) {
  const me = useValue(user)!;
  const writable = can(me.role, "policy.write");
  const [shownVersion, setShownVersion] = useState(policy?.version ?? 0);
  const [draft, setDraft] = useState<Draft>(draftOf(policy));
  const [busy, error, run] = useAction();
  const [saved, setSaved] = useState<number | null>(null);
  useEffect(() => {
    setDraft(draftOf(policy));
    setShownVersion(policy?.version ?? 0);
  }, [policy?.id, policy?.version]);
  const old = useAsync<Policy | null>(
    () => (policy && shownVersion && shownVersion !== policy.version ? get<Policy>(`/v1/scoring/policies/${policy.id}`, { query: { version: shownVersion } }) : Promise.resolve(null)),
    [policy?.id, shownVersion],
  );
  const readOnly = !writable || (policy !== null && shownVersion !== policy.version);
  const shown = old.data ? draftOf(old.data) : draft;
  const fieldErrors: Record<string, string> = (error instanceof ApiError && error.fieldErrors) || {};
  const problems: string[] = error instanceof ApiError && error.code === "invalid_policy" ? error.body?.detail?.problems ?? [] : [];
  const problemFor = (words: string) => problems.filter((p) => p.includes(words)).join("; ") || undefined;
  const set = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes });

  const body = () => ({
    name: draft.name.trim(),
    description: draft.description,
    weights: Object.fromEntries(WEIGHTS.map((w) => [w, number(draft.weights[w])])),
    approve_threshold: number(draft.approve_threshold),
    refuse_threshold: number(draft.refuse_threshold),
    dti_cap_pct: number(draft.dti_cap_pct),
    review_threshold: number(draft.review_threshold),
  });

  return (
    <form
      class="card editor"
      aria-labelledby="policy-editor-heading"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaved(null);
        await run(async () => {
          const result = policy ? await patch<Policy>(`/v1/scoring/policies/${policy.id}`, body()) : await post<Policy>("/v1/scoring/policies", body());
          setSaved(result.version);
          onSaved(result);
        });
      }}
    >
      <h2 id="policy-editor-heading">{policy ? policy.name : t("policies.new")}</h2>
      {policy && policy.version > 1 && (
        <Select
          label={t("policies.versions")}
          value={String(shownVersion)}
          onValue={(v) => setShownVersion(Number(v))}
          options={Array.from({ length: policy.version }, (_, i) => policy.version - i).map((v) => [String(v), v === policy.version ? `v${v} (${t("policies.version")} ${v})` : t("policies.viewVersion", { v })])}
        />
      )}
      {old.loading && shownVersion !== policy?.version && <Loading />}
      <fieldset disabled={readOnly}>
        <div class="row">
          <TextField label={t("policies.name")} value={shown.name} onValue={(v) => set({ name: v })} required error={fieldErrors.name} />
          <TextField label={t("policies.description")} value={shown.description} onValue={(v) => set({ description: v })} error={fieldErrors.description} />
        </div>
        <fieldset>
          <legend>{t("policies.weights")}</legend>
          <div class="row">
            {WEIGHTS.map((w) => (
              <TextField
                key={w}
                label={word(w)}
                type="number"
                step="any"
                min="0"
                value={shown.weights[w]}
                onValue={(v) => set({ weights: { ...draft.weights, [w]: v } })}
                error={fieldErrors[`weights.${w}`] || problemFor("weight")}
              />
            ))}
          </div>
        </fieldset>
        <div class="row">
          <TextField label={t("policies.approve")} type="number" value={shown.approve_threshold} onValue={(v) => set({ approve_threshold: v })} error={fieldErrors.approve_threshold || problemFor("threshold")} />
          <TextField label={t("policies.refuse")} type="number" value={shown.refuse_threshold} onValue={(v) => set({ refuse_threshold: v })} error={fieldErrors.refuse_threshold || problemFor("threshold")} />
          <TextField label={t("policies.dtiCap")} type="number" step="any" value={shown.dti_cap_pct} onValue={(v) => set({ dti_cap_pct: v })} error={fieldErrors.dti_cap_pct || problemFor("dti_cap_pct")} />
          <TextField label={t("policies.reviewThreshold")} type="number" step="any" value={shown.review_threshold} onValue={(v) => set({ review_threshold: v })} error={fieldErrors.review_threshold} />
        </div>
      </fieldset>
      {error && !(error instanceof ApiError && (error.code === "validation_error" || error.code === "invalid_policy")) && <ErrorMessage error={error} />}
      {problems.length > 0 && (
        <ul class="error" role="alert">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {error instanceof ApiError && error.code === "validation_error" && (
        <p class="error" role="alert">
          {error.message}
        </p>
      )}
      {saved !== null && (
        <p class="notice" role="status">
          {t("policies.saved", { v: saved })}
        </p>
      )}
      <div class="actions">
        {!readOnly && (
          <button type="submit" class="primary" disabled={busy}>
            {policy ? t("common.save") : t("common.create")}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t("common.close")}
        </button>
      </div>
    </form>
  );
}

export function PoliciesPage() {
  const me = useValue(user)!;
  const writable = can(me.role, "policy.write");
  const list = useAsync(() => get<{ items: Policy[] }>("/v1/scoring/policies", { query: { page_size: 100 } }), []);
  const [editing, setEditing] = useState<Policy | null | "new">(null);
  const [busy, error, run] = useAction();
  const items = list.data?.items ?? [];
  return (
    <section>
      <div class="title-row">
        <h1 tabIndex={-1}>{t("policies.title")}</h1>
        {writable && (
          <button type="button" class="primary" onClick={() => setEditing("new")}>
            {t("policies.new")}
          </button>
        )}
      </div>
      <ErrorMessage error={list.error || error} />
      {list.loading && !list.data && <Loading />}
      {list.data && items.length === 0 && <p class="muted">{t("policies.empty")}</p>}
      {items.length > 0 && (
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{t("policies.name")}</th>
              <th scope="col">Path</th>
              <th scope="col">{t("policies.version")}</th>
              <th scope="col">{t("policies.approve")}</th>
              <th scope="col">{t("policies.refuse")}</th>
              <th scope="col">
                <span class="sr-only">{t("common.edit")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  {p.name} {p.is_active && <span class="badge badge-approved">{t("policies.active")}</span>}
                </th>
                <td>
                  {p.path} · {p.country}
                </td>
                <td class="num">{p.version}</td>
                <td class="num">{p.approve_threshold}</td>
                <td class="num">{p.refuse_threshold}</td>
                <td class="row-actions">
                  <button type="button" onClick={() => setEditing(p)} aria-label={`${writable ? t("common.edit") : t("case.view")} ${p.name}`}>
                    {writable ? t("common.edit") : t("case.view")}
                  </button>
                  {writable && !p.is_active && (
                    <button type="button" disabled={busy} onClick={() => run(() => post(`/v1/scoring/policies/${p.id}/activate`)).then((ok) => { if (ok) void list.reload(); })}>
                      {t("policies.activate")}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <Editor
          key={editing === "new" ? "new" : editing.id}
          policy={editing === "new" ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={(p) => {
            setEditing(p);
            void list.reload();
          }}
        />
      )}
    </section>
  );
}
