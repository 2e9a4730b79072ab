// A case: applicant and status; documents (upload with progress, live status, reject); the document viewer (the
// page image with the box of the field under the pointer or chosen); the merged fields with conflicts side by side
// and corrections with a note; the score with its breakdown and reason codes in words; the decision; the bank
// connection with its cash flow; the timeline.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { ApiError, del, get, patch, post, put, uploadToBucket, type Env, type UploadForm } from "../api";
import { dateTime, fieldValue, money, num, pct, reason, t, word } from "../i18n";
import { isAssignee, loadMembers, memberName, useMembers } from "../members";
import { can } from "../roles";
import { user } from "../session";
import { useValue } from "../signal";
import { Badge, ErrorMessage, FormActions, Link, Loading, Select, TextArea, TextField, useAction, useAsync } from "../ui";
import { BankSection } from "./bank";

export interface Document {
  id: string;
  filename: string;
  content_type: string;
  status: string;
  document_type: string | null;
  page_count: number | null;
  confidence_overall: number | null;
  error: { code: string; message: string } | null;
  rejection: { reason: string; note: string | null } | null;
  created_at: string;
}

interface CaseDetail {
  id: string;
  applicant_name: string;
  applicant_cin: string;
  borrower_type: string;
  status: string;
  priority: string;
  environment: Env;
  assigned_to: string | null;
  score: number | null;
  risk_level: string | null;
  eligible_amount: number | null;
  ai_insight: string | null;
  decision: string | null;
  decision_at: string | null;
  decision_by: string | null;
  decision_note: string | null;
  documents: Document[];
  risk_factors: Array<{ code: string; component: string; points: number; severity: string }>;
  score_metrics: Array<{ name: string; value: number; weight: number | null; points: number | null }>;
  manual_review_steps: Array<{ code: string; message?: string; evidence?: Record<string, unknown> }>;
  score_stale: boolean;
  needs_review: boolean;
  created_at: string;
}

interface MergedField {
  field_name: string;
  value: unknown;
  confidence: number;
  source_document_id: string | null;
  source_document_type: string | null;
  source_page: number | null;
  validation_status: string;
  has_conflict: boolean;
  needs_review: boolean;
  correction: { value: unknown; previous_value: unknown; note: string; by: string; at: string } | null;
}

interface CaseFields {
  fields: MergedField[];
  conflicts: Array<{
    field_name: string;
    chosen_value: unknown;
    reason: string;
    values: Array<{ value: unknown; source_document_id: string; source_document_type: string; source_page: number; confidence: number }>;
  }>;
  conflict_summary: { total: number; fields: string[]; blocking: boolean };
}

interface DocField {
  field_name: string;
  value: unknown;
  confidence: number;
  source_page: number;
  bbox: [number, number, number, number] | null;
  validation_status: string;
  needs_review: boolean;
}

interface DocPage {
  page_number: number;
  width: number;
  height: number;
  image_url: string;
}

const TERMINAL = new Set(["completed", "failed", "rejected"]);
const REJECT_REASONS = ["unreadable", "expired", "wrong_document", "wrong_person", "suspected_tampering", "other"];
const ACCEPT = "application/pdf,image/jpeg,image/png,image/tiff,image/webp";

// ---------------------------------------------------------------------------------------------------------------
// documents

interface Upload {
  name: string;
  progress: number;
  error?: string;
}

function Documents({
  detail,
  selected,
  onSelect,
  onChanged,
}: {
  detail: CaseDetail;
  selected: string | null;
  onSelect: (id: string) => void;
  onChanged: () => void;
}) {
  const me = useValue(user)!;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [rejecting, setRejecting] = useState<Document | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const mayUpload = can(me.role, "document.upload");

  const send = async (files: File[]) => {
    for (const file of files) {
      const entry: Upload = { name: file.name, progress: 0 };
      setUploads((all) => [...all, entry]);
      const update = (changes: Partial<Upload>) => setUploads((all) => all.map((u) => (u === entry ? Object.assign(entry, changes) && { ...entry } : u)));
      try {
        const created = await post<{ document: Document; upload: UploadForm }>("/v1/documents", {
          filename: file.name,
          content_type: file.type || "application/octet-stream",
          size_bytes: file.size,
          case_id: detail.id,
        }, { env: detail.environment });
        onChanged();
        await uploadToBucket(created.upload, file, (fraction) => update({ progress: Math.round(fraction * 100) }));
        setUploads((all) => all.filter((u) => u.name !== entry.name || u.error));
        onChanged();
      } catch (error) {
        update({ error: (error as Error).message });
      }
    }
  };

  return (
    <section class="card" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t("case.documents")}</h2>
      {mayUpload && (
        <div
          class={`dropzone${dragging ? " dragging" : ""}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            void send(Array.from(e.dataTransfer?.files ?? []));
          }}
        >
          <p>{t("case.dropHere")}</p>
          <label class="button" for="upload-input">
            {t("case.upload")}
          </label>
          <input
            id="upload-input"
            ref={input}
            class="visually-hidden-input"
            type="file"
            multiple
            accept={ACCEPT}
            onChange={(e) => {
              const files = Array.from((e.target as HTMLInputElement).files ?? []);
              (e.target as HTMLInputElement).value = "";
              void send(files);
            }}
          />
        </div>
      )}
      {uploads.map((u) => (
        <div key={u.name} class="upload">
          <label>
            {t("case.uploading", { name: u.name, pct: u.progress })}
            <progress max={100} value={u.progress} />
          </label>
          {u.error && (
            <p class="error" role="alert">
              {u.error}
            </p>
          )}
        </div>
      ))}
      {detail.documents.length === 0 ? (
        <p class="muted">{t("case.noDocuments")}</p>
      ) : (
        <ul class="documents" aria-live="polite">
          {detail.documents.map((d) => (
            <li key={d.id} class={selected === d.id ? "selected" : ""} data-testid="document" data-status={d.status}>
              <span class="doc-name">{d.filename}</span>
              <span class="muted">{d.document_type ? word(d.document_type) : ""}</span>
              <Badge code={d.status} />
              {d.error && <span class="error">{d.error.message}</span>}
              {d.rejection && <span class="muted">{word(d.rejection.reason)}</span>}
              <span class="doc-actions">
                <button type="button" onClick={() => onSelect(d.id)} aria-pressed={selected === d.id} aria-label={`${t("case.view")} ${d.filename}`}>
                  {t("case.view")}
                </button>
                {can(me.role, "case.review") && (d.status === "completed" || d.status === "failed") && (
                  <button type="button" onClick={() => setRejecting(d)} aria-label={`${t("case.reject")} ${d.filename}`}>
                    {t("case.reject")}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {rejecting && (
        <RejectForm
          doc={rejecting}
          onDone={() => {
            setRejecting(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

function RejectForm({ doc, onDone }: { doc: Document; onDone: () => void }) {
  const [why, setWhy] = useState("unreadable");
  const [note, setNote] = useState("");
  const [busy, error, run] = useAction();
  return (
    <form
      class="inline-form"
      aria-label={t("case.rejectTitle", { name: doc.filename })}
      onSubmit={async (e) => {
        e.preventDefault();
        if (await run(() => post(`/v1/documents/${doc.id}/reject`, { reason: why, note: note.trim() || null }))) onDone();
      }}
    >
      <h3>{t("case.rejectTitle", { name: doc.filename })}</h3>
      <Select label={t("case.reason")} value={why} onValue={setWhy} options={REJECT_REASONS.map((r) => [r, word(r)])} />
      <TextArea label={t("common.note")} value={note} onValue={setNote} />
      <ErrorMessage error={error} />
      <FormActions label={t("case.reject")} kind="danger" disabled={busy} onCancel={onDone} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// document viewer

function inside(box: [number, number, number, number], x: number, y: number): boolean {
  return x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];
}

function Viewer({ doc, chosen, onChoose }: { doc: Document; chosen: { field: string; page: number } | null; onChoose: (field: string | null, page?: number) => void }) {
  const [page, setPage] = useState(chosen?.page ?? 1);
  const [hover, setHover] = useState<string | null>(null);
  useEffect(() => {
    if (chosen?.page) setPage(chosen.page);
  }, [chosen?.field, chosen?.page, doc.id]);
  useEffect(() => setPage(chosen?.page ?? 1), [doc.id]);
  const read = doc.status === "completed" || doc.status === "rejected";
  const fields = useAsync(() => (read ? get<{ fields: DocField[] }>(`/v1/documents/${doc.id}/fields`) : Promise.resolve({ fields: [] })), [doc.id, doc.status]);
  const image = useAsync<DocPage | null>(
    () =>
      read
        ? get<DocPage>(`/v1/documents/${doc.id}/pages/${page}`).catch((e) => {
            if (e instanceof ApiError && e.status === 404) return null;
            throw e;
          })
        : Promise.resolve(null),
    [doc.id, doc.status, page],
  );
  const pages = Math.max(1, doc.page_count ?? 1);
  const onPage = (fields.data?.fields ?? []).filter((f) => f.source_page === page && f.bbox);
  const active = hover ?? chosen?.field ?? null;
  const box = onPage.find((f) => f.field_name === active);

  const pointer = (e: MouseEvent) => {
    const rect = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const x = (e.clientX - rect.left) / rect.width;
    const y = (e.clientY - rect.top) / rect.height;
    const under = onPage
      .filter((f) => inside(f.bbox!, x, y))
      .sort((a, b) => (a.bbox![2] - a.bbox![0]) * (a.bbox![3] - a.bbox![1]) - (b.bbox![2] - b.bbox![0]) * (b.bbox![3] - b.bbox![1]))[0];
    setHover(under?.field_name ?? null);
  };

  return (
    <section class="card viewer" aria-labelledby="viewer-heading">
      <h2 id="viewer-heading">
        {t("case.viewer")}: {doc.filename}
      </h2>
      <div class="viewer-body">
        <div class="page-pane">
          {pages > 1 && (
            <div class="pager">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("common.previous")}
              </button>
              <span>{t("case.pageOf", { page, pages })}</span>
              <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("common.next")}
              </button>
            </div>
          )}
          {image.loading && !image.data && <Loading />}
          <ErrorMessage error={image.error} />
          {image.data ? (
            <div class="page" onMouseMove={pointer} onMouseLeave={() => setHover(null)} data-testid="page">
              <img src={image.data.image_url} width={image.data.width} height={image.data.height} alt={`${doc.filename}, ${t("case.pageOf", { page, pages })}`} />
              {box?.bbox && (
                <div
                  class="bbox"
                  data-testid="field-box"
                  data-field={box.field_name}
                  aria-hidden="true"
                  style={{
                    left: `${box.bbox[0] * 100}%`,
                    top: `${box.bbox[1] * 100}%`,
                    width: `${(box.bbox[2] - box.bbox[0]) * 100}%`,
                    height: `${(box.bbox[3] - box.bbox[1]) * 100}%`,
                  }}
                >
                  <span>{word(box.field_name)}</span>
                </div>
              )}
            </div>
          ) : (
            !image.loading && <p class="muted">{read ? t("case.noImage") : word(doc.status)}</p>
          )}
        </div>
        <div class="field-pane">
          <h3>{t("case.fieldsOf", { name: doc.filename })}</h3>
          {fields.data && fields.data.fields.length === 0 && <p class="muted">{t("case.noFields")}</p>}
          <ul class="doc-fields">
            {(fields.data?.fields ?? []).map((f) => (
              <li key={f.field_name}>
                <button
                  type="button"
                  class={`linklike${active === f.field_name ? " active" : ""}`}
                  aria-pressed={chosen?.field === f.field_name}
                  onMouseEnter={() => setHover(f.field_name)}
                  onMouseLeave={() => setHover(null)}
                  onFocus={() => setHover(f.field_name)}
                  onBlur={() => setHover(null)}
                  onClick={() => onChoose(chosen?.field === f.field_name ? null : f.field_name, f.source_page)}
                >
                  <span class="fname">{word(f.field_name)}</span>
                  <span>{fieldValue(f.field_name, f.value)}</span>
                  <span class="muted">{pct(f.confidence)}</span>
                  {f.needs_review && <span class="badge badge-review_required">{t("case.needsReview")}</span>}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// merged fields, conflicts, corrections

function parseValue(input: string, like: unknown): unknown {
  const text = input.trim();
  if (typeof like === "number") {
    const n = Number(text.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."));
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

function CorrectionForm({ caseId, field, initial, onDone }: { caseId: string; field: MergedField; initial: unknown; onDone: (changed: boolean) => void }) {
  const [value, setValue] = useState(initial === null || initial === undefined ? "" : String(initial));
  const [note, setNote] = useState("");
  const [busy, error, run] = useAction();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.querySelector("input")?.focus(), []);
  return (
    <form
      ref={ref}
      class="inline-form"
      aria-label={t("case.correctTitle", { field: word(field.field_name) })}
      onSubmit={async (e) => {
        e.preventDefault();
        const ok = await run(() => put(`/v1/cases/${caseId}/fields/${encodeURIComponent(field.field_name)}`, { value: parseValue(value, field.value ?? initial), note: note.trim() }));
        if (ok) onDone(true);
      }}
    >
      <TextField label={t("case.newValue")} value={value} onValue={setValue} required />
      <TextArea label={t("common.note")} value={note} onValue={setNote} required />
      <ErrorMessage error={error} />
      <FormActions label={t("common.save")} disabled={busy || !note.trim()} onCancel={() => onDone(false)} />
    </form>
  );
}

function Fields({
  detail,
  fields,
  docs,
  onShow,
  onChanged,
}: {
  detail: CaseDetail;
  fields: CaseFields;
  docs: Map<string, Document>;
  onShow: (docId: string, field: string, page: number) => void;
  onChanged: () => void;
}) {
  const me = useValue(user)!;
  const mayCorrect = can(me.role, "case.review");
  const [editing, setEditing] = useState<{ name: string; initial: unknown } | null>(null);
  const [busy, error, run] = useAction();
  const byName = useMemo(() => new Map(fields.fields.map((f) => [f.field_name, f])), [fields]);
  const docName = (id: string | null) => (id ? docs.get(id)?.filename ?? id.slice(0, 8) : t("common.none"));

  return (
    <section class="card" aria-labelledby="fields-heading">
      <h2 id="fields-heading">{t("case.fields")}</h2>
      <ErrorMessage error={error} />
      {fields.conflicts.length > 0 && (
        <div class="conflicts" data-testid="conflicts">
          <h3>{t("case.conflicts")}</h3>
          {fields.conflicts.map((c) => (
            <div key={c.field_name} class="conflict">
              <h4>{t("case.conflictOn", { field: word(c.field_name) })}</h4>
              <div class="side-by-side">
                {c.values.map((v, i) => (
                  <div key={i} class="conflict-value">
                    <strong>{fieldValue(c.field_name, v.value)}</strong>
                    <button type="button" class="linklike" onClick={() => onShow(v.source_document_id, c.field_name, v.source_page)}>
                      {t("case.sourceRef", { doc: docName(v.source_document_id), page: v.source_page })}
                    </button>
                    <span class="muted">{pct(v.confidence)}</span>
                    {mayCorrect && byName.get(c.field_name) && (
                      <button type="button" onClick={() => setEditing({ name: c.field_name, initial: v.value })}>
                        {t("case.useValue")}
                      </button>
                    )}
                  </div>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {fields.fields.length === 0 ? (
        <p class="muted">{t("case.noFields")}</p>
      ) : (
        <table class="table fields">
          <thead>
            <tr>
              <th scope="col">{t("case.field")}</th>
              <th scope="col">{t("case.value")}</th>
              <th scope="col">{t("case.confidence")}</th>
              <th scope="col">{t("case.source")}</th>
              {mayCorrect && <th scope="col"><span class="sr-only">{t("case.correct")}</span></th>}
            </tr>
          </thead>
          <tbody>
            {fields.fields.map((f) => (
              <>
                <tr key={f.field_name} data-testid={`field-${f.field_name}`} class={f.has_conflict ? "conflicted" : ""}>
                  <th scope="row">{word(f.field_name)}</th>
                  <td>
                    {fieldValue(f.field_name, f.value)}{" "}
                    {f.correction && <span class="badge badge-corrected" title={t("case.correctedBy", { note: f.correction.note })}>{t("case.corrected")}</span>}
                    {f.needs_review && <span class="badge badge-review_required">{t("case.needsReview")}</span>}
                    {f.correction && <div class="muted small">{t("case.correctedBy", { note: f.correction.note })}</div>}
                  </td>
                  <td class="num">{pct(f.confidence)}</td>
                  <td>
                    {f.source_document_id && f.source_page ? (
                      <button type="button" class="linklike" onClick={() => onShow(f.source_document_id!, f.field_name, f.source_page!)}>
                        {t("case.sourceRef", { doc: docName(f.source_document_id), page: f.source_page })}
                      </button>
                    ) : (
                      t("common.none")
                    )}
                  </td>
                  {mayCorrect && (
                    <td class="row-actions">
                      <button type="button" onClick={() => setEditing({ name: f.field_name, initial: f.value })} aria-label={`${t("case.correct")} ${word(f.field_name)}`}>
                        {t("case.correct")}
                      </button>
                      {f.correction && (
                        <button
                          type="button"
                          disabled={busy}
                          onClick={() => run(() => del(`/v1/cases/${detail.id}/fields/${encodeURIComponent(f.field_name)}`)).then((ok) => ok && onChanged())}
                        >
                          {t("case.removeCorrection")}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
                {editing?.name === f.field_name && (
                  <tr key={`${f.field_name}-edit`}>
                    <td colSpan={5}>
                      <CorrectionForm
                        caseId={detail.id}
                        field={f}
                        initial={editing.initial}
                        onDone={(changed) => {
                          setEditing(null);
                          if (changed) onChanged();
                        }}
                      />
                    </td>
                  </tr>
                )}
              </>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// score and decision

function ScoreSection({ detail, onChanged }: { detail: CaseDetail; onChanged: () => void }) {
  const me = useValue(user)!;
  const [busy, error, run] = useAction();
  const components = detail.score_metrics.filter((m) => m.weight !== null);
  const extra = detail.score_metrics.filter((m) => m.weight === null);
  return (
    <section class="card" aria-labelledby="score-heading">
      <div class="title-row">
        <h2 id="score-heading">{t("case.score")}</h2>
        {can(me.role, "case.review") && (
          <button type="button" class="primary" disabled={busy} onClick={() => run(() => post(`/v1/cases/${detail.id}/score`)).then((ok) => ok && onChanged())}>
            {detail.score === null ? t("case.scoreNow") : t("case.rescore")}
          </button>
        )}
      </div>
      <ErrorMessage error={error} />
      {detail.score_stale && (
        <p class="notice" role="status">
          {t("case.stale")}
        </p>
      )}
      {detail.score === null ? (
        <p class="muted">{t("case.notScored")}</p>
      ) : (
        <>
          <dl class="facts" data-testid="score">
            <div>
              <dt>{t("case.score")}</dt>
              <dd class="big">{detail.score}/100</dd>
            </div>
            <div>
              <dt>{t("case.risk")}</dt>
              <dd>
                <Badge code={detail.risk_level} kind={`risk-${detail.risk_level}`} />
              </dd>
            </div>
            <div>
              <dt>{t("case.eligible")}</dt>
              <dd data-testid="eligible">{money(detail.eligible_amount)}</dd>
            </div>
            {extra.map((m) => (
              <div key={m.name}>
                <dt>{word(m.name)}</dt>
                <dd>{money(m.value)}</dd>
              </div>
            ))}
          </dl>
          <h3>{t("case.breakdown")}</h3>
          <table class="table">
            <thead>
              <tr>
                <th scope="col">{t("case.component")}</th>
                <th scope="col">{t("case.value")}</th>
                <th scope="col">{t("case.weight")}</th>
                <th scope="col">{t("case.points")}</th>
              </tr>
            </thead>
            <tbody>
              {components.map((m) => (
                <tr key={m.name}>
                  <th scope="row">{word(m.name)}</th>
                  <td>
                    <meter min={0} max={1} value={m.value} aria-label={word(m.name)} /> {pct(m.value)}
                  </td>
                  <td class="num">{pct(m.weight)}</td>
                  <td class="num">{num(m.points, undefined, 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3>{t("case.reasons")}</h3>
          {detail.risk_factors.length === 0 ? (
            <p class="muted">{t("case.noReasons")}</p>
          ) : (
            <ul class="reasons" data-testid="reasons">
              {detail.risk_factors.map((r) => (
                <li key={`${r.code}-${r.component}`}>
                  <Badge code={r.severity} kind={`risk-${r.severity}`} /> {reason(r.code)} <span class="muted">({num(r.points, undefined, 1)})</span>
                </li>
              ))}
            </ul>
          )}
          {detail.manual_review_steps.length > 0 && (
            <>
              <h3>{t("case.steps")}</h3>
              <ul class="reasons">
                {[...new Set(detail.manual_review_steps.map((s) => reason(s.code) + (s.code === "review_field" && s.evidence?.field ? `: ${word(String(s.evidence.field))}` : "")))].map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          )}
          {detail.ai_insight && (
            <>
              <h3>{t("case.insight")}</h3>
              <p>{detail.ai_insight}</p>
            </>
          )}
        </>
      )}
    </section>
  );
}

function DecisionSection({ detail, onChanged }: { detail: CaseDetail; onChanged: () => void }) {
  const me = useValue(user)!;
  const [choice, setChoice] = useState("approved");
  const [note, setNote] = useState("");
  const [busy, error, run] = useAction();
  return (
    <section class="card" aria-labelledby="decision-heading">
      <h2 id="decision-heading">{t("case.decision")}</h2>
      {detail.decision && (
        <p data-testid="decision">
          <Badge code={detail.decision} /> {dateTime(detail.decision_at)}
          {detail.decision_note && <span class="muted"> — {detail.decision_note}</span>}
        </p>
      )}
      {can(me.role, "case.review") && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run(() => post(`/v1/cases/${detail.id}/decision`, { decision: choice, note: note.trim() || null }))) {
              setNote("");
              onChanged();
            }
          }}
        >
          <fieldset>
            <legend>{t("case.decision")}</legend>
            {["approved", "refused"].map((d) => (
              <label key={d} class="radio">
                <input type="radio" name="decision" value={d} checked={choice === d} onChange={() => setChoice(d)} /> {word(d)}
              </label>
            ))}
          </fieldset>
          <TextArea label={t("common.note")} value={note} onValue={setNote} />
          <ErrorMessage error={error} />
          <button type="submit" class="primary" disabled={busy}>
            {t("case.decide")}
          </button>
        </form>
      )}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// timeline

interface TimelineEntry {
  id: string;
  type: string;
  actor: { type: string; id: string | null };
  at: string;
  details: Record<string, unknown>;
}

function Timeline({ caseId, version, docs }: { caseId: string; version: string; docs: Map<string, Document> }) {
  const me = useValue(user)!;
  const events = useAsync(() => get<{ items: TimelineEntry[] }>(`/v1/cases/${caseId}/events`, { query: { page_size: 100 } }), [caseId, version]);
  const describe = (e: TimelineEntry): string => {
    const d = e.details ?? {};
    const parts: string[] = [];
    if (typeof d.field_name === "string") parts.push(word(d.field_name));
    if (typeof d.document_id === "string") parts.push(docs.get(d.document_id)?.filename ?? "");
    if (typeof d.reason === "string") parts.push(word(d.reason));
    if (typeof d.decision === "string") parts.push(word(d.decision));
    if (typeof d.score === "number") parts.push(`${d.score}/100`);
    return parts.filter(Boolean).join(" · ");
  };
  return (
    <section class="card" aria-labelledby="timeline-heading">
      <h2 id="timeline-heading">{t("case.timeline")}</h2>
      <ErrorMessage error={events.error} />
      {events.loading && !events.data && <Loading />}
      <ol class="timeline" data-testid="timeline">
        {(events.data?.items ?? []).map((e) => (
          <li key={e.id}>
            <time dateTime={e.at}>{dateTime(e.at)}</time> <strong>{word(e.type)}</strong>{" "}
            <span class="muted">{e.actor.type === "user" ? (e.actor.id === me.id ? t("case.me") : word("user")) : word("system")}</span>
            {describe(e) && <span> — {describe(e)}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// assignment

/** Who works the case, in words; for the roles that may change a case, a choice of the workspace's members who
 * work cases (`PATCH /v1/cases/{id}` with `assigned_to`), "Assign to me" and "Unassign". */
export function Assignment({ caseId, assignee, onChanged }: { caseId: string; assignee: string | null; onChanged: () => void }) {
  const me = useValue(user)!;
  const members = useMembers();
  const [choice, setChoice] = useState("");
  const [busy, error, run] = useAction();
  const assign = (to: string | null) =>
    run(async () => {
      try {
        await patch(`/v1/cases/${caseId}`, { assigned_to: to });
      } catch (err) {
        if (err instanceof ApiError && err.code === "unknown_assignee") {
          void loadMembers(true).catch(() => undefined); // the list was stale: read it again
          throw new ApiError(err.status, t("err.unknownAssignee"), err.code, err.body);
        }
        throw err;
      }
      setChoice("");
      onChanged();
    });
  const options: Array<[string, string]> = [
    ["", t("case.chooseMember")],
    ...(members ?? [])
      .filter((m) => isAssignee(m) && m.id !== assignee)
      .map((m): [string, string] => [m.id, m.id === me.id ? t("case.meNamed", { name: m.name || m.email }) : m.name || m.email]),
  ];
  return (
    <div class="assignment">
      <p data-testid="assignee">
        {t("case.assignedTo")}: <strong>{memberName(assignee, members, me.id)}</strong>
      </p>
      {can(me.role, "case.update") && (
        <form
          class="row"
          aria-label={t("case.assignment")}
          onSubmit={(e) => {
            e.preventDefault();
            if (choice) void assign(choice);
          }}
        >
          <Select label={t("case.assignTo")} value={choice} onValue={setChoice} options={options} />
          <button type="submit" disabled={busy || !choice}>
            {t("case.assign")}
          </button>
          {assignee !== me.id && (
            <button type="button" disabled={busy} onClick={() => void assign(me.id)}>
              {t("case.assignToMe")}
            </button>
          )}
          {assignee && (
            <button type="button" disabled={busy} onClick={() => void assign(null)}>
              {t("case.unassign")}
            </button>
          )}
        </form>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}

// ---------------------------------------------------------------------------------------------------------------
// the page

export function CasePage({ id }: { id: string }) {
  const [version, setVersion] = useState(0);
  const [poll, setPoll] = useState(0);
  const changed = () => setVersion((v) => v + 1);
  const detail = useAsync(() => get<CaseDetail>(`/v1/cases/${id}`), [id, version, poll]);
  // the fields and the timeline are read again after a change, or when a document's reading ends (not on every poll:
  // the API allows 100 requests a minute per address)
  const settled = (detail.data?.documents ?? []).map((d) => `${d.id}:${TERMINAL.has(d.status) ? d.status : ""}`).join(",");
  const fields = useAsync(() => get<CaseFields>(`/v1/cases/${id}/fields`), [id, version, settled]);
  const [viewing, setViewing] = useState<string | null>(null);
  const [chosen, setChosen] = useState<{ field: string; page: number } | null>(null);
  const data = detail.data;
  const docs = useMemo(() => new Map((data?.documents ?? []).map((d) => [d.id, d])), [data]);

  // each document's status, live until it is read: the case is read again while one is on its way
  const pending = (data?.documents ?? []).some((d) => !TERMINAL.has(d.status));
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPoll((p) => p + 1), 2000);
    return () => clearTimeout(timer);
  }, [pending, data]);

  useEffect(() => {
    if (!viewing && data?.documents.length) setViewing(data.documents[0].id);
  }, [data, viewing]);

  if (detail.error && !data) {
    return (
      <section>
        <h1 tabIndex={-1}>{t("case.back")}</h1>
        <ErrorMessage error={detail.error} />
        <Link href="/cases">{t("case.back")}</Link>
      </section>
    );
  }
  if (!data) return <Loading />;
  const viewed = viewing ? docs.get(viewing) : undefined;
  return (
    <section class="case">
      <Link href="/cases" class="back">
        ← {t("case.back")}
      </Link>
      <div class="title-row">
        <h1 tabIndex={-1}>{data.applicant_name}</h1>
        <Badge code={data.status} />
        <Badge code={data.priority} kind={`priority-${data.priority}`} />
        <span class="muted">
          {t("cases.cin")} {data.applicant_cin} · {word(data.borrower_type)} · {word(data.environment)}
        </span>
        {data.needs_review && <span class="badge badge-review_required">{t("cases.needsReview")}</span>}
      </div>
      <Assignment caseId={data.id} assignee={data.assigned_to} onChanged={changed} />
      <ErrorMessage error={detail.error || fields.error} />
      <div class="grid">
        <div class="col">
          <Documents detail={data} selected={viewing} onSelect={(docId) => { setViewing(docId); setChosen(null); }} onChanged={changed} />
          {viewed && <Viewer doc={viewed} chosen={chosen} onChoose={(field, page) => setChosen(field ? { field, page: page ?? 1 } : null)} />}
        </div>
        <div class="col">
          {fields.data && (
            <Fields
              detail={data}
              fields={fields.data}
              docs={docs}
              onChanged={changed}
              onShow={(docId, field, page) => {
                setViewing(docId);
                setChosen({ field, page });
                document.getElementById("viewer-heading")?.scrollIntoView({ block: "nearest" });
              }}
            />
          )}
          <ScoreSection detail={data} onChanged={changed} />
          <DecisionSection detail={data} onChanged={changed} />
        </div>
      </div>
      <div class="grid">
        <div class="col">
          <BankSection caseId={data.id} environment={data.environment} onChanged={changed} />
        </div>
        <div class="col">
          <Timeline caseId={data.id} version={`${version}/${settled}`} docs={docs} />
        </div>
      </div>
    </section>
  );
}
