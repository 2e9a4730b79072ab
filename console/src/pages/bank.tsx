// The case's bank connection: connect a Sandbox account, the cash-flow analysis with a chart of monthly income and
// expenses (from the transactions), and the flagged items.
import { useEffect, useState } from "preact/hooks";
import { get, post, type Env } from "../api";
import { money, pct, t, word } from "../i18n";
import { can } from "../roles";
import { user } from "../session";
import { useValue } from "../signal";
import { Badge, ErrorMessage, Loading, Select, useAction, useAsync } from "../ui";

interface Connection {
  id: string;
  bank_code: string;
  bank_name: string;
  account_last4: string;
  status: string;
  monthly_income: number;
  monthly_expenses: number;
  avg_balance: number;
}

interface Analysis {
  income_regularity: { score: number; pattern: string; employer: string; day_of_month: number; consecutive_months: number; risk: string };
  risk_flags: {
    overdrafts: number;
    bounced_checks: number;
    gambling_transactions: number;
    large_cash_withdrawals: number;
    debt_payments_detected: number;
    flagged_items: string[];
  };
  savings_rate: number;
  estimated_dti: number;
  avg_balance: number;
  monthly_income: number;
  monthly_expenses: number;
}

interface Transaction {
  date: string;
  amount: number;
}

export interface Month {
  month: string;
  income: number;
  expenses: number;
}

/** Credits and debits summed per month (YYYY-MM), oldest first. */
export function monthly(transactions: Transaction[]): Month[] {
  const months = new Map<string, Month>();
  for (const tx of transactions) {
    const key = tx.date.slice(0, 7);
    const m = months.get(key) ?? { month: key, income: 0, expenses: 0 };
    if (tx.amount >= 0) m.income += tx.amount;
    else m.expenses += -tx.amount;
    months.set(key, m);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

function Chart({ months }: { months: Month[] }) {
  if (!months.length) return null;
  const top = Math.max(1, ...months.flatMap((m) => [m.income, m.expenses]));
  const width = 40 * months.length + 20;
  const height = 140;
  const bar = (value: number) => Math.round((value / top) * (height - 30));
  return (
    <figure class="chart">
      <figcaption>{t("case.chart")}</figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={t("case.chart")}>
        {months.map((m, i) => {
          const x = 10 + i * 40;
          return (
            <g key={m.month}>
              <rect class="bar-income" x={x} y={height - 20 - bar(m.income)} width={14} height={bar(m.income)}>
                <title>{`${m.month} ${t("case.income")}: ${money(m.income)}`}</title>
              </rect>
              <rect class="bar-expenses" x={x + 16} y={height - 20 - bar(m.expenses)} width={14} height={bar(m.expenses)}>
                <title>{`${m.month} ${t("case.expenses")}: ${money(m.expenses)}`}</title>
              </rect>
              <text x={x + 15} y={height - 6} text-anchor="middle">
                {m.month.slice(2)}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="legend">
        <span class="swatch swatch-income" aria-hidden="true" /> {t("case.income")} <span class="swatch swatch-expenses" aria-hidden="true" /> {t("case.expenses")}
      </p>
      <table class="sr-only">
        <caption>{t("case.chart")}</caption>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{m.month}</th>
              <td>{money(m.income)}</td>
              <td>{money(m.expenses)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function CashFlow({ connection }: { connection: Connection }) {
  const env: Env = "sandbox";
  const analysis = useAsync(() => get<Analysis>(`/v1/bank-connections/${connection.id}/analysis`, { env }), [connection.id]);
  const transactions = useAsync(
    () => get<{ items: Transaction[] }>(`/v1/bank-connections/${connection.id}/transactions`, { env, query: { page_size: 100 } }),
    [connection.id],
  );
  const a = analysis.data;
  return (
    <div class="cashflow" data-testid="cashflow">
      <h3>
        {t("case.cashflow")}: {connection.bank_name} ••••{connection.account_last4}
      </h3>
      <ErrorMessage error={analysis.error || transactions.error} />
      {!a && analysis.loading && <Loading />}
      {a && (
        <>
          <dl class="facts">
            <div>
              <dt>{t("case.monthlyIncome")}</dt>
              <dd>{money(a.monthly_income)}</dd>
            </div>
            <div>
              <dt>{t("case.monthlyExpenses")}</dt>
              <dd>{money(a.monthly_expenses)}</dd>
            </div>
            <div>
              <dt>{t("case.avgBalance")}</dt>
              <dd>{money(a.avg_balance)}</dd>
            </div>
            <div>
              <dt>{t("case.savingsRate")}</dt>
              <dd>{pct(a.savings_rate)}</dd>
            </div>
            <div>
              <dt>{t("case.dti")}</dt>
              <dd>{pct(a.estimated_dti)}</dd>
            </div>
            <div>
              <dt>{t("case.incomePattern")}</dt>
              <dd>
                {word(a.income_regularity.pattern)} · {a.income_regularity.employer} · <Badge code={a.income_regularity.risk} kind={`risk-${a.income_regularity.risk}`} />
              </dd>
            </div>
          </dl>
          <h4>{t("case.flagged")}</h4>
          {a.risk_flags.flagged_items.length === 0 ? (
            <p class="muted">{t("case.noFlags")}</p>
          ) : (
            <ul class="flagged">
              {a.risk_flags.flagged_items.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </>
      )}
      {transactions.data && <Chart months={monthly(transactions.data.items)} />}
    </div>
  );
}

export function BankSection({ caseId, environment, onChanged }: { caseId: string; environment: Env; onChanged: () => void }) {
  const me = useValue(user)!;
  const [version, setVersion] = useState(0);
  const connections = useAsync(() => get<{ items: Connection[] }>("/v1/bank-connections", { query: { case_id: caseId, page_size: 20 } }), [caseId, version]);
  const mayConnect = can(me.role, "bank.connect") && environment === "sandbox";
  const banks = useAsync<Array<{ code: string; name: string; test_profile: string | null }>>(
    () => (mayConnect ? get("/v1/bank-connections/banks") : Promise.resolve([])),
    [mayConnect],
  );
  const [bank, setBank] = useState("");
  const [busy, error, run] = useAction();
  useEffect(() => {
    if (!bank && banks.data?.length) setBank((banks.data.find((b) => b.test_profile) ?? banks.data[0]).code);
  }, [banks.data]);
  const connected = (connections.data?.items ?? []).filter((c) => c.status === "connected");
  return (
    <section class="card" aria-labelledby="bank-heading">
      <h2 id="bank-heading">{t("case.bank")}</h2>
      {environment !== "sandbox" && <p class="muted">{t("case.bankOnlySandbox")}</p>}
      {mayConnect && banks.data && banks.data.length > 0 && (
        <form
          class="row"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await run(() => post("/v1/bank-connections", { case_id: caseId, bank_code: bank }, { env: "sandbox" }))) {
              setVersion((v) => v + 1);
              onChanged();
            }
          }}
        >
          <Select label={t("case.bankChoose")} value={bank} onValue={setBank} options={banks.data.map((b) => [b.code, b.name])} />
          <button type="submit" class="primary" disabled={busy || !bank}>
            {t("case.connect")}
          </button>
        </form>
      )}
      <ErrorMessage error={error || connections.error || banks.error} />
      {connections.data && connections.data.items.length === 0 && <p class="muted">{t("case.noBank")}</p>}
      <ul class="connections">
        {(connections.data?.items ?? []).map((c) => (
          <li key={c.id}>
            {c.bank_name} ••••{c.account_last4} <Badge code={c.status} />
          </li>
        ))}
      </ul>
      {connected[0] && environment === "sandbox" && <CashFlow connection={connected[0]} />}
    </section>
  );
}
