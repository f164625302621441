// GET /embed-demo: an example host page for embedded mode (docs/reference/ui-behaviour.md#embedded-mode). It frames
// the forum and shows what the forum posts to its parent: the address and title it mirrors, the scrolled state, and
// links leaving the site (listed, with a link to open them, rather than followed). Static, no data: safe to serve to
// anyone.
import type { FastifyPluginAsync } from "fastify";
import { cspNonce } from "../http/security-headers";

const EMBED_DEMO_PATH = "/embed-demo";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Embedded forum demo</title>
<style>
  body { margin: 0; font: 15px/1.5 system-ui, sans-serif; color: #1b1f24; background: #f3f4f6; }
  header, main { max-width: 1100px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0 0; }
  dt { font-weight: 600; }
  dd { margin: 0; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
  main { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 16px; }
  iframe { width: 100%; height: 640px; border: 1px solid #9aa3ad; border-radius: 6px; background: #fff; }
  section { background: #fff; border: 1px solid #d0d5db; border-radius: 6px; padding: 12px; }
  h2 { font-size: 16px; margin: 0 0 8px; }
  ol { margin: 0; padding-left: 20px; max-height: 560px; overflow: auto; font: 13px/1.4 ui-monospace, monospace; }
  a:focus-visible, iframe:focus-visible { outline: 3px solid #1a5fb4; outline-offset: 2px; }
  @media (max-width: 800px) { main { grid-template-columns: 1fr; } }
</style>
</head>
<body>
<header>
  <h1>Embedded forum demo</h1>
  <p>This page frames the forum; the forum posts its address, title, scrolled state and external links here.</p>
  <dl>
    <dt>Forum address</dt><dd id="embed-path">–</dd>
    <dt>Forum title</dt><dd id="embed-title">–</dd>
    <dt>Scrolled</dt><dd id="embed-scrolled">–</dd>
  </dl>
</header>
<main>
  <iframe id="forum" src="/" title="Embedded forum"></iframe>
  <section aria-labelledby="log-title">
    <h2 id="log-title">Messages received</h2>
    <ol id="embed-log" aria-live="polite"></ol>
  </section>
</main>
<script>
  const frame = document.getElementById("forum");
  const log = document.getElementById("embed-log");
  const show = (id, text) => { document.getElementById(id).textContent = text; };
  window.addEventListener("message", (event) => {
    // Only the framed forum, on this origin, speaking the forum's protocol.
    if (event.source !== frame.contentWindow || event.origin !== window.location.origin) return;
    const data = event.data;
    if (!data || data.source !== "quorum" || typeof data.type !== "string") return;
    const item = document.createElement("li");
    item.dataset.type = data.type;
    item.textContent = JSON.stringify(data);
    if (data.type === "location") show("embed-path", data.path);
    if (data.type === "title") show("embed-title", data.title);
    if (data.type === "scrolled") show("embed-scrolled", data.scrolled ? "yes" : "no");
    if (data.type === "navigateExternal" && /^https?:/.test(data.url)) {
      const open = document.createElement("a");
      open.href = data.url;
      open.target = "_blank";
      open.rel = "noopener noreferrer";
      open.textContent = " open";
      item.append(open);
    }
    log.append(item);
  });
</script>
</body>
</html>
`;

export const embedDemoRoutes: FastifyPluginAsync = async (app) => {
  // Its script runs under the response's nonce (http/security-headers.ts): no inline script runs without one.
  app.get(EMBED_DEMO_PATH, async (request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .send(PAGE.replace("<script>", `<script nonce="${cspNonce(request)}">`)),
  );
};
