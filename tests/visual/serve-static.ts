// A tiny static file server for the built Storybook (no extra dependency): `tsx serve-static.ts <dir> <port>`.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? "storybook-static");
const port = Number(process.argv[3] ?? 6106);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

function fileFor(urlPath: string): string | null {
  const relative = decodeURIComponent(urlPath.split("?")[0] ?? "/");
  const full = path.join(root, path.normalize(relative));
  if (!full.startsWith(root)) return null; // no escaping the served folder
  try {
    const stat = statSync(full);
    if (stat.isDirectory()) return fileFor(path.posix.join(relative, "index.html"));
    return full;
  } catch {
    return null;
  }
}

createServer((request, response) => {
  const file = fileFor(request.url ?? "/");
  if (!file) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  response.writeHead(200, {
    "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
    // A visual run serves one build: let the browser reuse bundles from story to story.
    "cache-control": "max-age=600",
  });
  createReadStream(file).pipe(response);
}).listen(port, "127.0.0.1", () => console.log(`Serving ${root} on http://127.0.0.1:${port}`));
