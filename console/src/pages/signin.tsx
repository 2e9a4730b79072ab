import { useState } from "preact/hooks";
import { t, warmFormats } from "../i18n";
import { match, navigate, path } from "../router";
import { AuthError, ended, login, verifyMfa } from "../session";
import { useValue } from "../signal";
import { TextField } from "../ui";

function message(error: unknown): string {
  if (error instanceof AuthError) {
    if (error.status === 401) return t("err.invalidLogin");
    if (error.status === 429) return t("err.rateLimit", { seconds: error.retryAfter ?? 60 });
    return error.message;
  }
  return t("err.network");
}

export function SignIn() {
  const why = useValue(ended);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const done = () => {
    // back to where the user was, or the inbox
    const current = path.get();
    if (current === "/" || match("/signin", current)) navigate("/cases", true);
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (mfaToken) {
        await verifyMfa(mfaToken, code.trim());
        done();
      } else {
        const pending = login(email.trim(), password);
        // the request has left: meanwhile (hashing the password takes the API about a second), make what the
        // inbox's first render needs
        setTimeout(() => warmFormats(), 0);
        const answer = await pending;
        if (answer.mfaToken) setMfaToken(answer.mfaToken);
        else done();
      }
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section class="signin card">
      <h1 tabIndex={-1}>{t("auth.title")}</h1>
      {why === "expired" && (
        <p class="notice" role="status">
          {t("auth.expired")}
        </p>
      )}
      <form onSubmit={submit} noValidate={false}>
        {mfaToken ? (
          <>
            <p>{t("auth.mfaHelp")}</p>
            <TextField label={t("auth.code")} value={code} onValue={setCode} autoComplete="one-time-code" inputMode="numeric" required autoFocus />
            <button type="submit" class="primary" disabled={busy}>
              {t("auth.verify")}
            </button>
          </>
        ) : (
          <>
            <TextField label={t("auth.email")} type="email" value={email} onValue={setEmail} autoComplete="username" required />
            <TextField label={t("auth.password")} type="password" value={password} onValue={setPassword} autoComplete="current-password" required />
            <button type="submit" class="primary" disabled={busy}>
              {t("auth.signIn")}
            </button>
          </>
        )}
        {error && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
