// Flows: the list and a new flow; a graph view of the nodes and edges beside a form-based editor (the flow's name,
// kind and country; steps added, removed and set; connections made and undone), the draft saved with the API's graph
// problems in words at their step; the published versions read-only; publish with the manual-steps acknowledgement
// and the country errors in words.
import { useMemo, useState } from "preact/hooks";
import { ApiError, get, patch, post } from "../api";
import { lang, t, word, type Lang } from "../i18n";
import { can } from "../roles";
import { user } from "../session";
import { useValue } from "../signal";
import { Badge, Checkbox, ErrorMessage, FormActions, Loading, Select, TextField, useAction, useAsync } from "../ui";

export interface FlowNode {
  id: string;
  type: string;
  position: { x: number; y: number };
  data: { label?: string; document_type?: string };
}

export interface FlowEdge {
  id: string;
  source: string;
  target: string;
}

interface Flow {
  id: string;
  name: string;
  kind: string;
  country: string | null;
  version: number;
  status: string;
  is_published: boolean;
  nodes: FlowNode[];
  edges: FlowEdge[];
  updated_at: string;
  versions?: Array<{ version: number; status: string; published_at: string | null }>;
}

export interface NodeType {
  type: string;
  category: string;
  performed_by_person: boolean;
  data_keys: string[];
}

export interface Country {
  code: string;
  name: string;
  support_level: string;
  document_rules: Record<string, string[]>;
}

/** What the editor changes and `PATCH /v1/flows/{id}` takes. */
export interface Draft {
  name: string;
  kind: string;
  country: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
}

export interface Problem {
  code: string;
  message: string;
  node_id?: string;
  edge_id?: string;
}

const KINDS = ["kyc", "kyb"];

const COUNTRY_ERRORS: Record<string, [string, string]> = {
  country_required: ["Choose the flow's country before publishing it.", "Choisissez le pays du parcours avant de le publier."],
  country_not_supported: ["Casefile has no document rules for this country yet.", "Casefile n'a pas encore de règles documentaires pour ce pays."],
  steps_not_for_country: ["Some steps do not exist for this country's documents.", "Certaines étapes n'existent pas pour les documents de ce pays."],
  kyc_flow_invalid: ["This flow drives the Partner API's KYC policy and no longer compiles.", "Ce parcours pilote la politique KYC de l'API partenaire et ne compile plus."],
};

// The graph rules of docs/flows.md in words ({node}: the step's label; {edge}: "From → To").
const GRAPH_PROBLEMS: Record<string, [string, string]> = {
  duplicate_node_id: ["Two steps have the same identifier ({node}).", "Deux étapes ont le même identifiant ({node})."],
  duplicate_edge_id: ["Two connections have the same identifier ({edge}).", "Deux liaisons ont le même identifiant ({edge})."],
  unknown_node_type: ["{node}: this type of step does not exist.", "{node} : ce type d'étape n'existe pas."],
  data_key_not_for_type: ["{node}: this type of step takes no document.", "{node} : ce type d'étape ne prend pas de document."],
  unknown_document_type: ["{node}: this document type does not exist.", "{node} : ce type de document n'existe pas."],
  edge_unknown_node: ["A connection ({edge}) joins a step that does not exist.", "Une liaison ({edge}) relie une étape qui n'existe pas."],
  no_start: ["The flow has no start step.", "Le parcours n'a pas d'étape de début."],
  multiple_starts: ["{node}: the flow has more than one start step.", "{node} : le parcours a plus d'une étape de début."],
  no_end: ["The flow has no end step.", "Le parcours n'a pas d'étape de fin."],
  start_has_incoming_edge: ["A connection ({edge}) leads into the start step.", "Une liaison ({edge}) mène à l'étape de début."],
  end_has_outgoing_edge: ["A connection ({edge}) leaves an end step.", "Une liaison ({edge}) part d'une étape de fin."],
  unreachable_node: ["{node} cannot be reached from the start: connect a step to it.", "{node} est inaccessible depuis le début : reliez-y une étape."],
  dead_end: ["{node} leads to no end step: connect it to a next step.", "{node} ne mène à aucune fin : reliez-la à une étape suivante."],
  cycle: ["The connection {edge} closes a loop.", "La liaison {edge} ferme une boucle."],
};

// ---------------------------------------------------------------------------------------------------------------
// the draft: pure changes of the graph

export function draftOf(flow: Pick<Flow, "name" | "kind" | "country" | "nodes" | "edges">): Draft {
  return {
    name: flow.name,
    kind: flow.kind,
    country: flow.country ?? "",
    nodes: flow.nodes.map((n) => ({ ...n, position: { ...(n.position ?? { x: 0, y: 0 }) }, data: { ...(n.data ?? {}) } })),
    edges: flow.edges.map((e) => ({ ...e })),
  };
}

/** A step's name: its label, else its type in words. */
export function stepName(node: FlowNode | undefined, fallback = "?"): string {
  if (!node) return fallback;
  return node.data?.label?.trim() || word(node.type);
}

function unusedId(taken: Set<string>, base: string): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** A new step to the right of the others, half-way down. */
export function addStep(draft: Draft, type: string, label: string): Draft {
  const id = unusedId(new Set(draft.nodes.map((n) => n.id)), type);
  const xs = draft.nodes.map((n) => n.position.x);
  const ys = draft.nodes.map((n) => n.position.y);
  const position = { x: xs.length ? Math.max(...xs) + 200 : 0, y: ys.length ? Math.round((Math.min(...ys) + Math.max(...ys)) / 2) : 0 };
  return { ...draft, nodes: [...draft.nodes, { id, type, position, data: label.trim() ? { label: label.trim() } : {} }] };
}

/** A step and its connections go together: a connection to a removed step cannot stay. */
export function removeStep(draft: Draft, id: string): Draft {
  return { ...draft, nodes: draft.nodes.filter((n) => n.id !== id), edges: draft.edges.filter((e) => e.source !== id && e.target !== id) };
}

/** A step's settings; a new type keeps only the data its type takes (a document only on a document step). */
export function setStep(draft: Draft, id: string, changes: Partial<FlowNode>, types: NodeType[]): Draft {
  return {
    ...draft,
    nodes: draft.nodes.map((n) => {
      if (n.id !== id) return n;
      const next = { ...n, ...changes, data: { ...n.data, ...(changes.data ?? {}) } };
      const takes = types.find((k) => k.type === next.type)?.data_keys;
      if (takes) next.data = Object.fromEntries(Object.entries(next.data).filter(([key, value]) => takes.includes(key) && value !== undefined && value !== ""));
      return next;
    }),
  };
}

export function connect(draft: Draft, source: string, target: string): Draft {
  const id = unusedId(new Set(draft.edges.map((e) => e.id)), `${source}-${target}`.slice(0, 60));
  return { ...draft, edges: [...draft.edges, { id, source, target }] };
}

export function disconnect(draft: Draft, edgeId: string): Draft {
  return { ...draft, edges: draft.edges.filter((e) => e.id !== edgeId) };
}

export function connectionName(edge: FlowEdge, nodes: FlowNode[]): string {
  const at = (id: string) => stepName(nodes.find((n) => n.id === id), id);
  return `${at(edge.source)} → ${at(edge.target)}`;
}

/** One of the API's graph problems in words, naming the step or the connection. */
export function problemText(problem: Problem, draft: Pick<Draft, "nodes" | "edges">, l: Lang = lang.get()): string {
  const phrase = GRAPH_PROBLEMS[problem.code];
  if (!phrase) return problem.message;
  const node = problem.node_id ? stepName(draft.nodes.find((n) => n.id === problem.node_id), problem.node_id) : "";
  const edge = problem.edge_id ? draft.edges.find((e) => e.id === problem.edge_id) : undefined;
  const edgeName = edge ? connectionName(edge, draft.nodes) : problem.edge_id ?? "";
  return phrase[l === "fr" ? 1 : 0].replace("{node}", node).replace("{edge}", edgeName);
}

/** The API's refusal of a save as problems at their step or connection: a graph rule (`invalid_flow_graph`) or an
 * invalid input (`nodes.2.data.label`: the third step's label). */
export function saveProblems(error: Error | null, draft: Draft): Problem[] {
  if (!(error instanceof ApiError)) return [];
  if (error.code === "invalid_flow_graph") return (error.body?.detail?.problems ?? []) as Problem[];
  if (error.code !== "validation_error") return [];
  return Object.entries(error.fieldErrors).map(([loc, msg]) => {
    const [list, index, ...rest] = loc.split(".");
    const item = list === "nodes" ? draft.nodes[Number(index)] : list === "edges" ? draft.edges[Number(index)] : undefined;
    const message = `${rest.length ? `${rest.join(".")}: ` : item ? "" : `${loc}: `}${msg}`;
    return { code: "invalid_input", message, ...(item ? (list === "nodes" ? { node_id: item.id } : { edge_id: item.id }) : {}) };
  });
}

function regionName(code: string, l: Lang): string {
  try {
    return new Intl.DisplayNames([l], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

function countryOptions(countries: Country[], l: Lang, current: string): Array<[string, string]> {
  const known = countries.map((c): [string, string] => [c.code, `${regionName(c.code, l)} (${c.code})`]);
  if (current && !countries.some((c) => c.code === current)) known.push([current, current]);
  return [["", t("flows.noCountry")], ...known];
}

/** The document types a document step may name: its country's rules for the flow's kind, else any country's. */
function documentTypes(countries: Country[], kind: string, country: string): string[] {
  const rules = countries.filter((c) => !country || c.code === country).flatMap((c) => c.document_rules[kind] ?? []);
  return [...new Set(rules)];
}

// ---------------------------------------------------------------------------------------------------------------
// the graph view

/** An edge between two 150 × 40 boxes: bottom to top when the target is lower, top to bottom when it is higher,
 * side to side on the same row (so that the arrow ends on the box's edge, not under it). */
export function edgeLine(a: { x: number; y: number }, b: { x: number; y: number }): [number, number, number, number] {
  if (b.y >= a.y + 40) return [a.x + 75, a.y + 40, b.x + 75, b.y];
  if (b.y + 40 <= a.y) return [a.x + 75, a.y, b.x + 75, b.y + 40];
  return b.x >= a.x ? [a.x + 150, a.y + 20, b.x, b.y + 20] : [a.x, a.y + 20, b.x + 150, b.y + 20];
}

function Graph({ name, nodes: given, edges, problems = [] }: { name: string; nodes: FlowNode[]; edges: FlowEdge[]; problems?: Problem[] }) {
  const nodes = given.map((n, i) => ({ ...n, x: n.position?.x ?? i * 200, y: n.position?.y ?? 0 }));
  const minX = Math.min(0, ...nodes.map((n) => n.x));
  const minY = Math.min(0, ...nodes.map((n) => n.y));
  const width = Math.max(...nodes.map((n) => n.x - minX), 0) + 180;
  const height = Math.max(...nodes.map((n) => n.y - minY), 0) + 60;
  const at = new Map(nodes.map((n) => [n.id, n]));
  const wrong = new Set(problems.map((p) => p.node_id).filter(Boolean));
  return (
    <figure class="graph">
      <svg viewBox={`-10 -10 ${width + 20} ${height + 20}`} role="img" aria-label={t("flows.graph", { name })}>
        <defs>
          <marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        {edges.map((e) => {
          const a = at.get(e.source);
          const b = at.get(e.target);
          if (!a || !b) return null;
          const [x1, y1, x2, y2] = edgeLine(a, b);
          return <line key={e.id} class="edge" x1={x1 - minX} y1={y1 - minY} x2={x2 - minX} y2={y2 - minY} marker-end="url(#arrow)" />;
        })}
        {nodes.map((n) => (
          <g key={n.id} transform={`translate(${n.x - minX},${n.y - minY})`}>
            <rect class={`node node-${n.type}${wrong.has(n.id) ? " node-problem" : ""}`} width={150} height={40} rx={6} />
            <text x={75} y={24} text-anchor="middle">
              {stepName(n).slice(0, 22)}
            </text>
          </g>
        ))}
      </svg>
      <ol class="sr-only">
        {edges.map((e) => (
          <li key={e.id}>{connectionName(e, given)}</li>
        ))}
      </ol>
    </figure>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// the editor

function StepSettings({ node, draft, types, countries, onChange }: { node: FlowNode; draft: Draft; types: NodeType[]; countries: Country[]; onChange: (changes: Partial<FlowNode>) => void }) {
  const takesDocument = types.find((k) => k.type === node.type)?.data_keys.includes("document_type") ?? false;
  const documents = documentTypes(countries, draft.kind, draft.country);
  const current = node.data.document_type ?? "";
  if (current && !documents.includes(current)) documents.push(current);
  const coordinate = (axis: "x" | "y") => (value: string) => {
    const n = Number(value.replace(",", "."));
    if (value.trim() !== "" && Number.isFinite(n)) onChange({ position: { ...node.position, [axis]: n } });
  };
  return (
    <fieldset class="step-settings">
      <legend>{t("flows.stepSettings", { label: stepName(node) })}</legend>
      <div class="row">
        <TextField label={t("flows.label")} value={node.data.label ?? ""} onValue={(v) => onChange({ data: { ...node.data, label: v } })} maxLength={200} />
        <Select label={t("flows.type")} value={node.type} onValue={(v) => onChange({ type: v })} options={types.map((k) => [k.type, word(k.type)])} />
        {takesDocument && (
          <Select
            label={t("flows.documentType")}
            value={current}
            onValue={(v) => onChange({ data: { ...node.data, document_type: v || undefined } })}
            options={[["", t("flows.anyIdentity")], ...documents.map((d): [string, string] => [d, word(d)])]}
          />
        )}
        <TextField label={t("flows.x")} type="number" step="any" value={String(node.position.x)} onValue={coordinate("x")} />
        <TextField label={t("flows.y")} type="number" step="any" value={String(node.position.y)} onValue={coordinate("y")} />
      </div>
    </fieldset>
  );
}

function Editor({
  flow,
  draft,
  setDraft,
  types,
  countries,
  problems,
  error,
  busy,
  dirty,
}: {
  flow: Flow;
  draft: Draft;
  setDraft: (next: Draft) => void;
  types: NodeType[];
  countries: Country[];
  problems: Problem[];
  error: Error | null;
  busy: boolean;
  dirty: boolean;
}) {
  const l = useValue(lang);
  const [editing, setEditing] = useState<string | null>(null);
  const [newType, setNewType] = useState("document_capture");
  const [newLabel, setNewLabel] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const steps: Array<[string, string]> = draft.nodes.map((n) => [n.id, stepName(n)]);
  const at = (list: Problem[], key: "node_id" | "edge_id", id: string) => list.filter((p) => p[key] === id).map((p) => problemText(p, draft, l));
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  return (
    <div class="flow-editor">
      <h3>{t("flows.editor")}</h3>
      <div class="row">
        <TextField label={t("flows.name")} value={draft.name} onValue={(v) => setDraft({ ...draft, name: v })} required maxLength={200} error={fieldErrors.name} />
        <Select label={t("flows.kind")} value={draft.kind} onValue={(v) => setDraft({ ...draft, kind: v })} options={KINDS.map((k) => [k, word(k)])} />
        <Select label={t("flows.country")} value={draft.country} onValue={(v) => setDraft({ ...draft, country: v })} options={countryOptions(countries, l, draft.country)} />
      </div>
      <fieldset>
        <legend>{t("flows.steps")}</legend>
        <ul class="steps">
          {draft.nodes.map((n) => {
            const wrong = at(problems, "node_id", n.id);
            return (
              <li key={n.id} data-testid="step" class={wrong.length ? "has-problem" : ""}>
                <div class="step-line">
                  <span class="step-name">{stepName(n)}</span>
                  <span class="muted">
                    {word(n.type)}
                    {n.data.document_type ? ` · ${word(n.data.document_type)}` : ""}
                  </span>
                  <span class="doc-actions">
                    <button type="button" aria-expanded={editing === n.id} aria-label={t("flows.editStep", { label: stepName(n) })} onClick={() => setEditing(editing === n.id ? null : n.id)}>
                      {t("common.edit")}
                    </button>
                    <button
                      type="button"
                      aria-label={t("flows.removeStep", { label: stepName(n) })}
                      onClick={() => {
                        setDraft(removeStep(draft, n.id));
                        if (editing === n.id) setEditing(null);
                      }}
                    >
                      {t("flows.remove")}
                    </button>
                  </span>
                </div>
                <Problems texts={wrong} />
                {editing === n.id && <StepSettings node={n} draft={draft} types={types} countries={countries} onChange={(changes) => setDraft(setStep(draft, n.id, changes, types))} />}
              </li>
            );
          })}
        </ul>
        <div class="row">
          <Select label={t("flows.newType")} value={newType} onValue={setNewType} options={types.filter((k) => k.type !== "start").map((k) => [k.type, word(k.type)])} />
          <TextField label={t("flows.newLabel")} value={newLabel} onValue={setNewLabel} maxLength={200} />
          <button
            type="button"
            onClick={() => {
              setDraft(addStep(draft, newType, newLabel));
              setNewLabel("");
            }}
          >
            {t("flows.addStep")}
          </button>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("flows.connections")}</legend>
        {draft.edges.length === 0 && <p class="muted">{t("flows.noConnections")}</p>}
        <ul class="steps">
          {draft.edges.map((e) => {
            const name = connectionName(e, draft.nodes);
            const wrong = at(problems, "edge_id", e.id);
            return (
              <li key={e.id} data-testid="connection" class={wrong.length ? "has-problem" : ""}>
                <div class="step-line">
                  <span>{name}</span>
                  <span class="doc-actions">
                    <button type="button" aria-label={t("flows.disconnectNamed", { name })} onClick={() => setDraft(disconnect(draft, e.id))}>
                      {t("flows.disconnect")}
                    </button>
                  </span>
                </div>
                <Problems texts={wrong} />
              </li>
            );
          })}
        </ul>
        <div class="row">
          <Select label={t("flows.from")} value={from} onValue={setFrom} options={[["", t("flows.chooseStep")], ...steps]} />
          <Select label={t("flows.to")} value={to} onValue={setTo} options={[["", t("flows.chooseStep")], ...steps]} />
          <button
            type="button"
            disabled={!from || !to}
            onClick={() => {
              setDraft(connect(draft, from, to));
              setFrom("");
              setTo("");
            }}
          >
            {t("flows.connect")}
          </button>
        </div>
      </fieldset>
      {problems.length > 0 && (
        <div class="error" role="alert" data-testid="flow-problems">
          <p>{t("flows.problems")}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{problemText(p, draft, l)}</li>
            ))}
          </ul>
        </div>
      )}
      {problems.length === 0 && <ErrorMessage error={error} />}
      {dirty && (
        <p class="notice" role="status">
          {t("flows.unsaved")}
        </p>
      )}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy || !dirty}>
          {t("flows.saveDraft")}
        </button>
        <button type="button" disabled={busy || !dirty} onClick={() => setDraft(draftOf(flow))}>
          {t("flows.discard")}
        </button>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// publishing

function Publish({ flow, dirty, onPublished }: { flow: Flow; dirty: boolean; onPublished: () => void }) {
  const [ack, setAck] = useState(false);
  const [busy, error, run] = useAction();
  const l = useValue(lang);
  const coded = error instanceof ApiError ? error.code : null;
  const steps: Array<{ step_type: string; label: string }> = coded === "manual_steps_unacknowledged" ? (error as ApiError).body?.detail?.steps ?? [] : [];
  return (
    <form
      class="publish"
      aria-label={t("flows.publish")}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run(() => post(`/v1/flows/${flow.id}/publish`, { allow_manual_steps: ack }))) onPublished();
      }}
    >
      <Checkbox label={t("flows.ackManual")} checked={ack} onValue={setAck} />
      <button type="submit" class="primary" disabled={busy || dirty}>
        {t("flows.publish")}
      </button>
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
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// one flow

/** The current version: the graph (of the draft being edited) beside the editor, then publish. */
function Workbench({ flow, types, countries, onChanged }: { flow: Flow; types: NodeType[]; countries: Country[]; onChanged: (saved?: number) => void }) {
  const me = useValue(user)!;
  const writable = can(me.role, "flow.write");
  const [draft, setDraft] = useState<Draft>(() => draftOf(flow));
  const saved = useMemo(() => JSON.stringify(draftOf(flow)), [flow]);
  const dirty = JSON.stringify(draft) !== saved;
  const [busy, error, run] = useAction();
  const problems = saveProblems(error, draft);
  return (
    <>
      <div class={writable ? "flow-body" : ""}>
        <Graph name={draft.name} nodes={draft.nodes} edges={draft.edges} problems={problems} />
        {writable && (
          <form
            aria-label={t("flows.editor")}
            onSubmit={async (e) => {
              e.preventDefault();
              await run(async () => {
                const body = { name: draft.name.trim(), kind: draft.kind, country: draft.country || null, nodes: draft.nodes, edges: draft.edges };
                const result = await patch<Flow>(`/v1/flows/${flow.id}`, body);
                onChanged(result.version);
              });
            }}
          >
            <Editor flow={flow} draft={draft} setDraft={setDraft} types={types} countries={countries} problems={problems} error={error} busy={busy} dirty={dirty} />
          </form>
        )}
      </div>
      {writable && <Publish flow={flow} dirty={dirty} onPublished={() => onChanged()} />}
    </>
  );
}

function FlowDetail({ id, types, countries, onChanged }: { id: string; types: NodeType[]; countries: Country[]; onChanged: () => void }) {
  const flow = useAsync(() => get<Flow>(`/v1/flows/${id}`), [id]);
  const [shown, setShown] = useState<number | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const old = useAsync<Flow | null>(() => (shown ? get<Flow>(`/v1/flows/${id}`, { query: { version: shown } }) : Promise.resolve(null)), [id, shown]);
  if (!flow.data) return flow.error ? <ErrorMessage error={flow.error} /> : <Loading />;
  const f = flow.data;
  const versions = f.versions ?? [];
  const current = shown === null || shown === f.version;
  const viewed = current ? f : old.data;
  return (
    <section class="card" aria-labelledby="flow-heading">
      <div class="title-row">
        <h2 id="flow-heading">{f.name}</h2>
        <Badge code={f.status} kind={f.status === "published" ? "approved" : "new"} />
        <span class="muted" data-testid="flow-facts">
          {word(f.kind)} · {f.country ? regionName(f.country, lang.get()) : t("flows.noCountry")} · v{f.version}
        </span>
        {versions.length > 1 && (
          <Select
            label={t("flows.version")}
            value={String(shown ?? f.version)}
            onValue={(v) => setShown(Number(v))}
            options={versions.map((v): [string, string] => [String(v.version), v.version === f.version ? t("flows.current", { v: v.version, status: word(v.status) }) : t("flows.readOnly", { v: v.version })])}
          />
        )}
      </div>
      {saved !== null && current && (
        <p class="notice" role="status">
          {t("flows.saved", { v: saved })}
        </p>
      )}
      {current ? (
        <Workbench
          key={`${f.id}/${f.updated_at}/${f.version}`}
          flow={f}
          types={types}
          countries={countries}
          onChanged={async (version) => {
            setSaved(version ?? null);
            await flow.reload();
            onChanged();
          }}
        />
      ) : old.error ? (
        <ErrorMessage error={old.error} />
      ) : viewed ? (
        <Graph name={`${viewed.name} v${viewed.version}`} nodes={viewed.nodes} edges={viewed.edges} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function CreateFlow({ countries, onCreated, onClose }: { countries: Country[]; onCreated: (flow: Flow) => void; onClose: () => void }) {
  const l = useValue(lang);
  const [name, setName] = useState("");
  const [kind, setKind] = useState("kyc");
  const [country, setCountry] = useState("");
  const [busy, error, run] = useAction();
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  return (
    <form
      class="card create"
      aria-label={t("flows.createTitle")}
      onSubmit={async (e) => {
        e.preventDefault();
        await run(async () => onCreated(await post<Flow>("/v1/flows", { name: name.trim(), kind, country: country || null })));
      }}
    >
      <h2>{t("flows.createTitle")}</h2>
      <div class="row">
        <TextField label={t("flows.name")} value={name} onValue={setName} required maxLength={200} error={fieldErrors.name} />
        <Select label={t("flows.kind")} value={kind} onValue={setKind} options={KINDS.map((k) => [k, word(k)])} />
        <Select label={t("flows.country")} value={country} onValue={setCountry} options={countryOptions(countries, l, country)} />
      </div>
      <ErrorMessage error={error} />
      <FormActions label={t("common.create")} disabled={busy} onCancel={onClose} />
    </form>
  );
}

export function FlowsPage() {
  const me = useValue(user)!;
  const list = useAsync(() => get<{ items: Flow[] }>("/v1/flows", { query: { page_size: 100 } }), []);
  // the node types and the countries: the editor's choices (read once per visit of the page, by those who edit)
  const writable = can(me.role, "flow.write");
  const rules = useAsync(
    () => (writable ? Promise.all([get<NodeType[]>("/v1/flows/node-types"), get<Country[]>("/v1/flows/countries")]) : Promise.resolve<[NodeType[], Country[]]>([[], []])),
    [writable],
  );
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [types, countries] = rules.data ?? [[], []];
  return (
    <section>
      <div class="title-row">
        <h1 tabIndex={-1}>{t("flows.title")}</h1>
        {writable && !creating && (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            {t("flows.new")}
          </button>
        )}
      </div>
      {creating && (
        <CreateFlow
          countries={countries}
          onClose={() => setCreating(false)}
          onCreated={(flow) => {
            setCreating(false);
            setOpen(flow.id);
            void list.reload();
          }}
        />
      )}
      <ErrorMessage error={list.error || rules.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && list.data.items.length === 0 && <p class="muted">{t("flows.empty")}</p>}
      <ul class="list">
        {(list.data?.items ?? []).map((f) => (
          <li key={f.id}>
            <button type="button" class="linklike" aria-expanded={open === f.id} onClick={() => setOpen(open === f.id ? null : f.id)}>
              {f.name}
            </button>{" "}
            <Badge code={f.status} kind={f.status === "published" ? "approved" : "new"} /> <span class="muted">{f.country ?? ""}</span>
          </li>
        ))}
      </ul>
      {open && <FlowDetail key={open} id={open} types={types} countries={countries} onChanged={() => void list.reload()} />}
    </section>
  );
}

/** What the API said is wrong with a step or a connection, in words, under it. */
function Problems({ texts }: { texts: string[] }) {
  return (
    <>
      {texts.map((text) => (
        <small key={text} class="field-error">
          {text}
        </small>
      ))}
    </>
  );
}
