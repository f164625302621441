// Server rendering of pages: loads the built server entry (dist/server/entry-server.js, from
// src/client/entry-server.tsx) and renders a page's HTML with it. The page's API calls are answered in-process, as
// the viewer (their cookies), so the markup holds exactly what the client would fetch. A render that fails or takes
// too long is logged and the page goes out as the client-rendered shell: never an error for the visitor.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isDashboardPath, matchAppPage } from "../../lib/app-routes";
import type { PageState } from "../../types/generated/api/page-state";
import { sessionTokenOf } from "../auth/cookie";
import { renderingAs } from "../auth/viewer";

/** The built server entry's directory; QUORUM_SERVER_DIR points elsewhere. */
export const serverDir = process.env.QUORUM_SERVER_DIR
  ? path.resolve(process.env.QUORUM_SERVER_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../dist/server");

type ServerApi = (url: string, init: RequestInit) => Promise<Response>;

/** What the server entry's render answers: the app's markup and the data the client hydrates it with. */
export interface RenderedPage {
  html: string;
  hydration: unknown;
}

/** The server entry's render function (src/client/entry-server.tsx). */
export type RenderEntry = (input: {
  url: string;
  state: PageState;
  api: ServerApi;
  nonce?: string;
  timeoutMs?: number;
}) => Promise<RenderedPage | null>;

export interface PageRenderer {
  render(request: FastifyRequest, state: PageState, nonce: string): Promise<RenderedPage | null>;
}

/** The built server entry's render function, or null when it is not built (then pages are rendered by the client). */
export async function loadRenderEntry(dir: string = serverDir): Promise<RenderEntry | null> {
  const file = path.join(dir, "entry-server.js");
  if (!existsSync(file)) return null;
  try {
    const entry = (await import(pathToFileURL(file).href)) as { render?: RenderEntry };
    return typeof entry.render === "function" ? entry.render : null;
  } catch (error) {
    // A broken build must not keep the forum down: its pages are then rendered by the client.
    console.error(`The server entry ${file} could not be loaded; pages are rendered by the client.`, error);
    return null;
  }
}

/** Statuses with no body: a Response refuses one. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** The page's API calls, injected into the same server with the viewer's cookies. Reads only. */
function injectedApi(app: FastifyInstance, request: FastifyRequest): ServerApi {
  return async (url, init) => {
    if ((init.method ?? "GET") !== "GET")
      throw new Error(`A server render may only read (${init.method} ${url}).`);
    const answer = await app.inject({
      method: "GET",
      url,
      headers: {
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers["accept-language"]
          ? { "accept-language": request.headers["accept-language"] }
          : {}),
      },
    });
    const contentType = answer.headers["content-type"];
    return new Response(NULL_BODY_STATUSES.has(answer.statusCode) ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}

/** Layout pages, plain pages and error pages are rendered on the server; the app pages (sign-in, member pages, the
 * dashboard) are interactive tools, loaded on demand, and rendered by the client. */
function isServerRendered(pathname: string): boolean {
  return !matchAppPage(pathname) && !isDashboardPath(pathname);
}

export function createPageRenderer(
  app: FastifyInstance,
  entry: RenderEntry,
  timeoutMs?: number,
): PageRenderer {
  return {
    async render(request, state, nonce) {
      if (!isServerRendered(new URL(request.url, "http://localhost").pathname)) return null;
      try {
        const api = injectedApi(app, request);
        return await renderingAs(sessionTokenOf(request), request.viewer, () =>
          entry({ url: request.url, state, api, nonce, timeoutMs }),
        );
      } catch (error) {
        request.log.error(
          { err: error, url: request.url },
          "Server rendering failed; sending the client shell.",
        );
        return null;
      }
    },
  };
}
