// Webhooks (endpoints, the signing secret shown once, the delivery log with attempts, redelivery, a test event) and
// API keys (create with the key shown once, list, revoke).
import { useState } from "preact/hooks";
import { get, patch, post } from "../api";
import { dateTime, t, word } from "../i18n";
import { Badge, Checkbox, ErrorMessage, Loading, SecretOnce, TextField, useAction, useAsync } from "../ui";

interface Endpoint {
  id: string;
  url: string;
  events: string;
  is_active: boolean;
  description: string;
  created_at: string;
}

interface Delivery {
  id: string;
  event_type: string;
  status: string;
  attempt_count: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  attempts?: Array<{ attempted_at: string; status_code: number | null; error: string | null; duration_ms: number }>;
}

const EVENTS = ["case.created", "case.scored"];

function Deliveries({ endpoint }: { endpoint: Endpoint }) {
  const list = useAsync(() => get<{ items: Delivery[] }>(`/v1/webhooks/${endpoint.id}/deliveries`, { query: { page_size: 20 } }), [endpoint.id]);
  const [open, setOpen] = useState<Delivery | null>(null);
  const [busy, error, run] = useAction();
  return (
    <div class="deliveries">
      <div class="title-row">
        <h3>{t("webhooks.deliveries")}</h3>
        <button type="button" disabled={busy} onClick={() => run(() => post(`/v1/webhooks/${endpoint.id}/test`)).then(() => setTimeout(() => void list.reload(), 1000))}>
          {t("webhooks.test")}
        </button>
      </div>
      <ErrorMessage error={list.error || error} />
      {list.data && list.data.items.length === 0 && <p class="muted">{t("webhooks.noDeliveries")}</p>}
      <ul>
        {(list.data?.items ?? []).map((d) => (
          <li key={d.id}>
            <button type="button" class="linklike" aria-expanded={open?.id === d.id} onClick={async () => setOpen(open?.id === d.id ? null : await get<Delivery>(`/v1/webhooks/${endpoint.id}/deliveries/${d.id}`))}>
              {dateTime(d.created_at)} · {d.event_type}
            </button>{" "}
            <Badge code={d.status} kind={d.status === "delivered" ? "approved" : d.status === "failed" ? "refused" : "new"} /> {t("webhooks.attempts")}: {d.attempt_count}
            {d.last_status_code ? ` · HTTP ${d.last_status_code}` : ""}
            {d.status !== "delivered" && (
              <button type="button" disabled={busy} onClick={() => run(() => post(`/v1/webhooks/${endpoint.id}/deliveries/${d.id}/retry`)).then(() => list.reload())}>
                {t("webhooks.redeliver")}
              </button>
            )}
            {open?.id === d.id && (
              <ol class="attempts">
                {(open.attempts ?? []).map((a, i) => (
                  <li key={i}>
                    {dateTime(a.attempted_at)} · {a.status_code ? `HTTP ${a.status_code}` : a.error} · {a.duration_ms} ms
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WebhooksPage() {
  const list = useAsync(() => get<Endpoint[]>("/v1/webhooks"), []);
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<string[]>(EVENTS);
  const [secret, setSecret] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, error, run] = useAction();
  return (
    <section>
      <h1 tabIndex={-1}>{t("webhooks.title")}</h1>
      <form
        class="card row"
        onSubmit={async (e) => {
          e.preventDefault();
          await run(async () => {
            const created = await post<Endpoint & { secret: string }>("/v1/webhooks", { url: url.trim(), events });
            setSecret(created.secret);
            setUrl("");
            await list.reload();
          });
        }}
      >
        <TextField label={t("webhooks.url")} type="url" value={url} onValue={setUrl} required placeholder="https://" />
        <fieldset>
          <legend>{t("webhooks.events")}</legend>
          {EVENTS.map((ev) => (
            <Checkbox key={ev} label={ev} checked={events.includes(ev)} onValue={(on) => setEvents(on ? [...events, ev] : events.filter((x) => x !== ev))} />
          ))}
        </fieldset>
        <button type="submit" class="primary" disabled={busy || events.length === 0}>
          {t("webhooks.add")}
        </button>
      </form>
      {secret && <SecretOnce label={t("webhooks.secret")} value={secret} onClose={() => setSecret(null)} />}
      <ErrorMessage error={list.error || error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.length === 0 && <p class="muted">{t("webhooks.empty")}</p>}
      {(list.data ?? []).map((ep) => (
        <div key={ep.id} class="card">
          <div class="title-row">
            <h2>{ep.url}</h2>
            <Badge code={ep.is_active ? "connected" : "disconnected"} kind={ep.is_active ? "approved" : "refused"} />
            <span class="muted">{ep.events}</span>
            <button type="button" disabled={busy} onClick={() => run(() => patch(`/v1/webhooks/${ep.id}`, { is_active: !ep.is_active })).then(() => list.reload())}>
              {ep.is_active ? t("webhooks.disable") : t("webhooks.enable")}
            </button>
            <button type="button" aria-expanded={selected === ep.id} onClick={() => setSelected(selected === ep.id ? null : ep.id)}>
              {t("webhooks.deliveries")}
            </button>
          </div>
          {selected === ep.id && <Deliveries endpoint={ep} />}
        </div>
      ))}
    </section>
  );
}

interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: string;
  status: string;
  last_used_at: string | null;
  expires_at: string | null;
  created_at: string;
}

export function ApiKeysPage() {
  const list = useAsync(() => get<{ items: ApiKey[] }>("/v1/api-keys", { query: { page_size: 100 } }), []);
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState("kyc:extract");
  const [key, setKey] = useState<string | null>(null);
  const [busy, error, run] = useAction();
  return (
    <section>
      <h1 tabIndex={-1}>{t("keys.title")}</h1>
      <form
        class="card row"
        onSubmit={async (e) => {
          e.preventDefault();
          await run(async () => {
            const created = await post<ApiKey & { key: string }>("/v1/api-keys", { name: name.trim(), scopes: scopes.trim() });
            setKey(created.key);
            setName("");
            await list.reload();
          });
        }}
      >
        <TextField label={t("keys.name")} value={name} onValue={setName} required maxLength={100} />
        <TextField label={t("keys.scopes")} value={scopes} onValue={setScopes} required />
        <button type="submit" class="primary" disabled={busy}>
          {t("keys.create")}
        </button>
      </form>
      {key && <SecretOnce label={t("keys.key")} value={key} onClose={() => setKey(null)} />}
      <ErrorMessage error={list.error || error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.items.length === 0 && <p class="muted">{t("keys.empty")}</p>}
      {list.data && list.data.items.length > 0 && (
        <table class="table">
          <thead>
            <tr>
              <th scope="col">{t("keys.name")}</th>
              <th scope="col">Prefix</th>
              <th scope="col">{t("keys.scopes")}</th>
              <th scope="col">{t("cases.status")}</th>
              <th scope="col">{t("keys.lastUsed")}</th>
              <th scope="col">
                <span class="sr-only">{t("keys.revoke")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((k) => (
              <tr key={k.id}>
                <th scope="row">{k.name}</th>
                <td>
                  <code>{k.prefix}…</code>
                </td>
                <td>{k.scopes}</td>
                <td>{word(k.status)}</td>
                <td>{dateTime(k.last_used_at)}</td>
                <td>
                  {k.status === "active" && (
                    <button type="button" disabled={busy} onClick={() => run(() => post(`/v1/api-keys/${k.id}/revoke`)).then(() => list.reload())} aria-label={`${t("keys.revoke")} ${k.name}`}>
                      {t("keys.revoke")}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
