import { render } from "preact";
import { App } from "./app";
import { lang } from "./i18n";
import { resume } from "./session";
import "./styles.css";

document.documentElement.lang = lang.get();
const root = document.getElementById("app")!;
resume().finally(() => render(<App />, root));
