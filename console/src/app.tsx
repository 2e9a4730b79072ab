// The shell: the signed-in user and workspace, the navigation, the language switch, and the routes.
import { useEffect, useRef } from "preact/hooks";
import { lang, setLang, t, word, type Lang } from "./i18n";
import { CasePage } from "./pages/case";
import { CasesPage } from "./pages/cases";
import { FlowsPage } from "./pages/flows";
import { ApiKeysPage, WebhooksPage } from "./pages/integrations";
import { PoliciesPage } from "./pages/policies";
import { SignIn } from "./pages/signin";
import { can } from "./roles";
import { match, navigate, path } from "./router";
import { logout, user } from "./session";
import { useValue } from "./signal";
import { Link } from "./ui";

function LanguageSwitch() {
  const current = useValue(lang);
  return (
    <div class="lang">
      <label for="lang-select">{t("lang.label")}</label>
      <select id="lang-select" value={current} onChange={(e) => setLang((e.target as HTMLSelectElement).value as Lang)}>
        <option value="en">English</option>
        <option value="fr">Français</option>
      </select>
    </div>
  );
}

function Page({ current }: { current: string }) {
  const me = user.get()!;
  let params: Record<string, string> | null;
  if ((params = match("/cases/:id", current))) return <CasePage id={params.id} />;
  if (match("/policies", current)) return <PoliciesPage />;
  if (match("/flows", current)) return <FlowsPage />;
  if (match("/webhooks", current) && can(me.role, "integrations")) return <WebhooksPage />;
  if (match("/api-keys", current) && can(me.role, "integrations")) return <ApiKeysPage />;
  return <CasesPage />;
}

export function App() {
  useValue(lang); // re-render every text when the language changes
  const me = useValue(user);
  const current = useValue(path);
  const main = useRef<HTMLElement>(null);

  useEffect(() => {
    // after a navigation, focus goes to the page's heading (screen readers announce the new page)
    main.current?.querySelector<HTMLElement>("h1")?.focus();
  }, [current, me?.id]);

  if (!me) {
    return (
      <>
        <header class="topbar">
          <span class="brand">{t("app.name")}</span>
          <LanguageSwitch />
        </header>
        <main id="main" ref={main}>
          <SignIn />
        </main>
      </>
    );
  }
  const section = current.split("?")[0].split("/")[1] || "cases";
  const nav: Array<[string, string, boolean]> = [
    ["/cases", t("nav.cases"), true],
    ["/policies", t("nav.policies"), true],
    ["/flows", t("nav.flows"), true],
    ["/webhooks", t("nav.webhooks"), can(me.role, "integrations")],
    ["/api-keys", t("nav.apiKeys"), can(me.role, "integrations")],
  ];
  return (
    <>
      <a class="skip" href="#main">
        {t("app.skip")}
      </a>
      <header class="topbar">
        <span class="brand">{t("app.name")}</span>
        <nav aria-label={t("nav.main")}>
          {nav
            .filter(([, , shown]) => shown)
            .map(([href, label]) => (
              <Link key={href} href={href} aria-current={href.slice(1) === section ? "page" : undefined}>
                {label}
              </Link>
            ))}
        </nav>
        <div class="who" data-testid="who">
          <span class="workspace">{me.workspace.name}</span>
          <span class="user">
            {me.name || me.email} · {word(me.role.replace("tenant_", ""))}
          </span>
        </div>
        <LanguageSwitch />
        <button
          type="button"
          onClick={async () => {
            await logout();
            navigate("/", true);
          }}
        >
          {t("auth.signOut")}
        </button>
      </header>
      {me.mfa_enrollment_required && (
        <p class="error banner" role="alert">
          {t("auth.mfaSetup")}
        </p>
      )}
      <main id="main" ref={main}>
        <Page current={current} />
      </main>
    </>
  );
}
