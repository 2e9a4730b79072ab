// Flows: the list, a graph view of the nodes and edges, publish with the manual-steps acknowledgement and the
// country errors in words.
import { useState } from "preact/hooks";
import { ApiError, get, post } from "../api";
import { lang, t, word } from "../i18n";
import { can } from "../roles";
import { user } from "../session";
import { useValue } from "../signal";
import { Badge, Checkbox, ErrorMessage, Loading, useAction, useAsync } from "../ui";

interface Flow {
  id: string;
  name: string;
  kind: string;
  country: string | null;
  version: number;
  status: string;
  is_published: boolean;
  nodes: Array<{ id: string; type: string; position?: { x: number; y: number }; data?: { label?: string } }>;
  edges: Array<{ id: string; source: string; target: string }>;
}

const COUNTRY_ERRORS: Record<string, [string, string]> = {
  country_required: ["Choose the flow's country before publishing it.", "Choisissez le pays du parcours avant de le publier."],
  country_not_supported: ["Casefile has no document rules for this country yet.", "Casefile n'a pas encore de règles documentaires pour ce pays."],
  steps_not_for_country: ["Some steps do not exist for this country's documents.", "Certaines étapes n'existent pas pour les documents de ce pays."],
  kyc_flow_invalid: ["This flow drives the Partner API's KYC policy and no longer compiles.", "Ce parcours pilote la politique KYC de l'API partenaire et ne compile plus."],
};

function Graph({ flow }: { flow: Flow }) {
  const nodes = flow.nodes.map((n, i) => ({ ...n, x: n.position?.x ?? i * 200, y: n.position?.y ?? 0 }));
  const minX = Math.min(0, ...nodes.map((n) => n.x));
  const minY = Math.min(0, ...nodes.map((n) => n.y));
  const width = Math.max(...nodes.map((n) => n.x - minX), 0) + 180;
  const height = Math.max(...nodes.map((n) => n.y - minY), 0) + 60;
  const at = new Map(nodes.map((n) => [n.id, n]));
  return (
    <figure class="graph">
      <svg viewBox={`-10 -10 ${width + 20} ${height + 20}`} role="img" aria-label={t("flows.graph", { name: flow.name })}>
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {flow.edges.map((e) => {
          const a = at.get(e.source);
          const b = at.get(e.target);
          if (!a || !b) return null;
          return <line key={e.id} class="edge" x1={a.x - minX + 150} y1={a.y - minY + 20} x2={b.x - minX} y2={b.y - minY + 20} marker-end="url(#arrow)" />;
        })}
        {nodes.map((n) => (
          <g key={n.id} transform={`translate(${n.x - minX},${n.y - minY})`}>
            <rect class={`node node-${n.type}`} width={150} height={40} rx={6} />
            <text x={75} y={24} text-anchor="middle">
              {(n.data?.label || n.type).slice(0, 22)}
            </text>
          </g>
        ))}
      </svg>
      <ol class="sr-only">
        {flow.edges.map((e) => (
          <li key={e.id}>
            {at.get(e.source)?.data?.label ?? e.source} → {at.get(e.target)?.data?.label ?? e.target}
          </li>
        ))}
      </ol>
    </figure>
  );
}

function FlowDetail({ id, onPublished }: { id: string; onPublished: () => void }) {
  const me = useValue(user)!;
  const flow = useAsync(() => get<Flow>(`/v1/flows/${id}`), [id]);
  const [ack, setAck] = useState(false);
  const [busy, error, run] = useAction();
  const l = useValue(lang);
  if (!flow.data) return flow.error ? <ErrorMessage error={flow.error} /> : <Loading />;
  const f = flow.data;
  const coded = error instanceof ApiError ? error.code : null;
  const steps: Array<{ step_type: string; label: string }> = coded === "manual_steps_unacknowledged" ? (error as ApiError).body?.detail?.steps ?? [] : [];
  return (
    <div class="card">
      <div class="title-row">
        <h2>{f.name}</h2>
        <Badge code={f.status} kind={f.is_published ? "approved" : "new"} />
        <span class="muted">
          {f.kind} · {f.country ?? t("common.none")} · v{f.version}
        </span>
      </div>
      <Graph flow={f} />
      {can(me.role, "flow.write") && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run(() => post(`/v1/flows/${f.id}/publish`, { allow_manual_steps: ack }))) {
              await flow.reload();
              onPublished();
            }
          }}
        >
          <Checkbox label={t("flows.ackManual")} checked={ack} onValue={setAck} />
          <button type="submit" class="primary" disabled={busy}>
            {t("flows.publish")}
          </button>
        </form>
      )}
      {coded && COUNTRY_ERRORS[coded] ? (
        <p class="error" role="alert">
          {COUNTRY_ERRORS[coded][l === "fr" ? 1 : 0]}
        </p>
      ) : steps.length ? (
        <div class="error" role="alert">
          <p>{t("flows.manualSteps")}</p>
          <ul>
            {steps.map((s) => (
              <li key={s.label}>
                {s.label} ({word(s.step_type)})
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <ErrorMessage error={error} />
      )}
    </div>
  );
}

export function FlowsPage() {
  const list = useAsync(() => get<{ items: Flow[] }>("/v1/flows", { query: { page_size: 100 } }), []);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section>
      <h1 tabIndex={-1}>{t("flows.title")}</h1>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.items.length === 0 && <p class="muted">{t("flows.empty")}</p>}
      <ul class="list">
        {(list.data?.items ?? []).map((f) => (
          <li key={f.id}>
            <button type="button" class="linklike" aria-expanded={open === f.id} onClick={() => setOpen(open === f.id ? null : f.id)}>
              {f.name}
            </button>{" "}
            <Badge code={f.status} kind={f.is_published ? "approved" : "new"} /> <span class="muted">{f.country ?? ""}</span>
          </li>
        ))}
      </ul>
      {open && <FlowDetail id={open} onPublished={() => void list.reload()} />}
    </section>
  );
}
