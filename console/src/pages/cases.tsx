// The inbox: filters (status, decision, assigned to me, needs review, environment), search by CIN, paging,
// priority, the assignee's name; and the creation of a case.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import { listCases, post, type Env } from "../api";
import { dateTime, t, word } from "../i18n";
import { memberName, useMembers } from "../members";
import { can } from "../roles";
import { navigate, path, queryOf } from "../router";
import { user } from "../session";
import { signal, useValue } from "../signal";
import { Badge, Checkbox, ErrorMessage, FormActions, Link, Loading, Pager, Select, TextField, useAction, useAsync } from "../ui";

export interface Case {
  id: string;
  applicant_name: string;
  applicant_cin: string;
  borrower_type: string;
  status: string;
  priority: string;
  score: number | null;
  risk_level: string | null;
  decision: string | null;
  assigned_to: string | null;
  environment: Env;
  created_at: string;
}

const STATUSES = ["new", "in_review", "review_required", "approved", "refused"];
const DECISIONS = ["approved", "refused"];
const BORROWERS = ["private_sector", "public_sector", "retiree", "professional", "merchant"];
const PRIORITIES = ["low", "medium", "high", "urgent"];
export const PAGE_SIZE = 25;

/** The CIN searched for, in memory only: never in the console's URL (history, logs, Referer), so not in its
 * bookmarks either; it outlives a visit to a case, not a reload or a sign-out (it belongs to one user). */
export const searchedCin = signal<{ user: string; cin: string } | null>(null);
user.subscribe((who) => who || searchedCin.set(null));

function CreateCase({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState("");
  const [cin, setCin] = useState("");
  const [borrower, setBorrower] = useState("private_sector");
  const [priority, setPriority] = useState("medium");
  const [env, setEnv] = useState<Env>("sandbox");
  const [busy, error, run] = useAction();
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector("input")?.focus(), []);
  const fieldErrors = (error as any)?.fieldErrors ?? {};
  return (
    <form
      class="card create"
      aria-label={t("cases.createTitle")}
      onSubmit={async (e) => {
        e.preventDefault();
        await run(async () => {
          const created = await post<Case>("/v1/cases", {
            applicant_name: name.trim(),
            applicant_cin: cin.trim(),
            borrower_type: borrower,
            priority,
            environment: env,
          });
          navigate(`/cases/${created.id}`);
        });
      }}
    >
      <h2>{t("cases.createTitle")}</h2>
      <div class="row" ref={first}>
        <TextField label={t("cases.applicantName")} value={name} onValue={setName} required maxLength={255} error={fieldErrors.applicant_name} />
        <TextField label={t("cases.cin")} value={cin} onValue={setCin} required maxLength={32} error={fieldErrors.applicant_cin} />
        <Select label={t("cases.borrowerType")} value={borrower} onValue={setBorrower} options={BORROWERS.map((b) => [b, word(b)])} />
        <Select label={t("cases.priority")} value={priority} onValue={setPriority} options={PRIORITIES.map((p) => [p, word(p)])} />
        <Select label={t("cases.environment")} value={env} onValue={(v) => setEnv(v as Env)} options={[["sandbox", word("sandbox")], ["production", word("production")]]} />
      </div>
      <ErrorMessage error={error} />
      <FormActions label={t("common.create")} disabled={busy} onCancel={onClose} />
    </form>
  );
}

export function CasesPage() {
  const me = useValue(user)!;
  const current = useValue(path);
  const searched = useValue(searchedCin);
  const q = queryOf(current);
  // a CIN in an old link (`/cases?cin=…`, before searches went through the body) is searched (in the body), and an
  // effect below takes it out of the address bar
  const legacyCin = q.get("cin")?.trim().toUpperCase() ?? null;
  const filters = {
    status: q.get("status") ?? "",
    decision: q.get("decision") ?? "",
    environment: q.get("environment") ?? "",
    applicant_cin: legacyCin ?? ((searched?.user === me.id && searched.cin) || ""),
    mine: q.get("mine") === "1",
    review: q.get("review") === "1",
    page: Math.max(1, Number(q.get("page") ?? "1") || 1),
  };
  const [cin, setCin] = useState(filters.applicant_cin);
  const [creating, setCreating] = useState(false);

  const setFilter = (changes: Record<string, string | boolean | number>) => {
    const next = new URLSearchParams(q);
    for (const [name, value] of Object.entries(changes)) {
      if (value === "" || value === false || value === 1 && name === "page") next.delete(name);
      else next.set(name, value === true ? "1" : String(value));
    }
    if (!("page" in changes)) next.delete("page");
    const qs = next.toString();
    navigate(`/cases${qs ? `?${qs}` : ""}`, true);
  };

  useEffect(() => {
    if (legacyCin === null) return;
    searchedCin.set(legacyCin ? { user: me.id, cin: legacyCin } : null);
    setCin(legacyCin);
    const next = new URLSearchParams(q);
    next.delete("cin");
    const qs = next.toString();
    navigate(`/cases${qs ? `?${qs}` : ""}`, true);
  }, [legacyCin]);

  // The page's request leaves while this renders, not in an effect after the next frame: right after sign-in
  // the inbox waits for this one request only (the sign-in answer carries the user and the workspace). Keyed by
  // the filters, not the path: `/` and `/cases` are the same inbox (read once after sign-in, not twice).
  const pending = useMemo(() => {
    const request = listCases<Case>(
      {
        status: filters.status,
        decision: filters.decision,
        environment: filters.environment as Env | "",
        applicant_cin: filters.applicant_cin,
        assigned_to: filters.mine ? me.id : "",
        needs_review: filters.review,
      },
      filters.page,
      PAGE_SIZE,
    );
    request.catch(() => undefined); // its error is shown by useAsync, which awaits it after the first frame
    return request;
  }, [JSON.stringify(filters), me.id]);
  const list = useAsync(() => pending, [pending]);
  const members = useMembers(); // the assignees' names: asked once, after the page (never before it)

  return (
    <section>
      <div class="title-row">
        <h1 tabIndex={-1}>{t("cases.title")}</h1>
        {can(me.role, "case.create") && !creating && (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            {t("cases.new")}
          </button>
        )}
      </div>
      {creating && <CreateCase onClose={() => setCreating(false)} />}
      <form
        class="filters card"
        role="search"
        aria-label={t("cases.filters")}
        // method="post": even a submit without the script (or before it) never puts the CIN in a URL
        method="post"
        onSubmit={(e) => {
          e.preventDefault();
          const wanted = cin.trim().toUpperCase();
          searchedCin.set(wanted ? { user: me.id, cin: wanted } : null);
          setFilter({ page: 1 });
        }}
      >
        <TextField label={t("cases.search")} value={cin} onValue={setCin} type="search" maxLength={32} />
        <button type="submit">{t("cases.apply")}</button>
        <Select label={t("cases.status")} value={filters.status} onValue={(v) => setFilter({ status: v })} options={[["", t("common.all")], ...STATUSES.map((s): [string, string] => [s, word(s)])]} />
        <Select label={t("cases.decision")} value={filters.decision} onValue={(v) => setFilter({ decision: v })} options={[["", t("common.all")], ...DECISIONS.map((s): [string, string] => [s, word(s)])]} />
        <Select
          label={t("cases.environment")}
          value={filters.environment}
          onValue={(v) => setFilter({ environment: v })}
          options={[["", t("common.all")], ["sandbox", word("sandbox")], ["production", word("production")]]}
        />
        <Checkbox label={t("cases.mine")} checked={filters.mine} onValue={(v) => setFilter({ mine: v })} />
        <Checkbox label={t("cases.needsReview")} checked={filters.review} onValue={(v) => setFilter({ review: v })} />
      </form>
      <ErrorMessage error={list.error} />
      {list.loading && !list.data && <Loading />}
      {list.data && (
        <>
          <table class="table" aria-busy={list.loading}>
            <caption class="sr-only">{t("cases.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("cases.applicant")}</th>
                <th scope="col">{t("cases.cin")}</th>
                <th scope="col">{t("cases.priority")}</th>
                <th scope="col">{t("cases.status")}</th>
                <th scope="col">{t("cases.score")}</th>
                <th scope="col">{t("cases.decision")}</th>
                <th scope="col">{t("cases.environment")}</th>
                <th scope="col">{t("case.assignedTo")}</th>
                <th scope="col">{t("cases.created")}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((c, row) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`/cases/${c.id}`}>{c.applicant_name}</Link>
                  </td>
                  {/* Element Timing: when the inbox's first row is painted (bench/console.py reads it) */}
                  <td elementtiming={row === 0 ? "inbox-first-row" : undefined}>{c.applicant_cin}</td>
                  <td>
                    <Badge code={c.priority} kind={`priority-${c.priority}`} />
                  </td>
                  <td>
                    <Badge code={c.status} />
                  </td>
                  <td class="num">{c.score ?? t("common.none")}</td>
                  <td>
                    <Badge code={c.decision} />
                  </td>
                  <td>{word(c.environment)}</td>
                  <td data-testid="assignee">{c.assigned_to ? memberName(c.assigned_to, members, me.id) : ""}</td>
                  <td>{dateTime(c.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {list.data.items.length === 0 && <p class="muted">{t("cases.empty")}</p>}
          <Pager page={filters.page} pageSize={PAGE_SIZE} total={list.data.total} onPage={(p) => setFilter({ page: p })} />
        </>
      )}
    </section>
  );
}
