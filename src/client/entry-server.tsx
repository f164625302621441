// Server entry (built to dist/server by `vite build --ssr`): renders the app tree the browser would render for a
// URL to HTML, with React's streaming renderer waiting until every lazy widget and query has settled, so a crawler
// gets the whole page and the client's first render (main.tsx, hydrateRoot) produces the same markup from the same
// data: the page state and the dehydrated query cache returned here.
import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { type DehydratedState, dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppRoot } from "./AppRoot";
import { setApiTransport } from "./api/server-transport";
import { firstPaintQueries } from "./first-paint-queries";
import { createAppQueryClient, seededQueryFilter, seedQueryClient } from "./query-client";
import { appRoutes } from "./routes";
import type { QuorumState } from "./state";

/** Answers an API call of the page in-process (the server injects it with the viewer's cookies). */
export type ServerApi = (url: string, init: RequestInit) => Promise<Response>;

export interface ServerRenderInput {
  /** The page's path and query. */
  url: string;
  state: QuorumState;
  api: ServerApi;
  /** Nonce of the response's Content-Security-Policy, for scripts React may write inline. */
  nonce?: string;
  /** Milliseconds before the render is abandoned (the server then answers the client-rendered shell). */
  timeoutMs?: number;
}

export interface ServerRenderResult {
  html: string;
  /** The query cache beyond what the page state carries, and the time relative dates were written for. */
  hydration: { queries: DehydratedState; now: number };
}

/** Queries found by a render and fetched before the next one: a category page reads its category, then its list. */
const MAX_RENDER_PASSES = 3;
const DEFAULT_TIMEOUT_MS = 5000;

const requestApi = new AsyncLocalStorage<ServerApi>();
setApiTransport((url, init) => {
  const api = requestApi.getStore();
  return api ? api(url, init) : Promise.reject(new Error(`No API for ${url} outside a server render.`));
});

const handler = createStaticHandler(appRoutes());

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * Queries a render asked for and nobody has fetched (useQuery does not fetch on the server), but those marked
 * `meta: { firstPaint: false }`: read fresh in the browser anyway, a server fetch would only cost a second render.
 */
function unfetchedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === "pending" &&
        query.state.fetchStatus === "idle" &&
        isEnabled(query) &&
        query.meta?.firstPaint !== false,
    );
}

function renderToHtml(element: ReactNode, nonce: string | undefined, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const deadline = setTimeout(() => {
      stream.abort(new Error(`Server render took longer than ${timeoutMs} ms.`));
      reject(new Error(`Server render took longer than ${timeoutMs} ms.`));
    }, timeoutMs).unref();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // A finished render clears its deadline: otherwise every page left a timer that later aborted a done stream.
    sink.on("finish", () => {
      clearTimeout(deadline);
      resolve(Buffer.concat(chunks).toString("utf8"));
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Crawlers, readers without JavaScript and the first paint get the whole page in place: wait for every lazy
      // widget and suspended query, and never move a finished boundary out of line (hidden until a script runs).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A boundary that failed is sent as its fallback and rendered by the client; the server log says why.
      // i18n-exempt: a log message
      onError: (error) => console.error("Server render: a component failed.", error),
    });
  });
}

/** The same tree main.tsx hydrates (AppRoot), around a static router for the URL. */
function pageElement(state: QuorumState, client: QueryClient, now: number, router: ReactNode): ReactNode {
  return <AppRoot now={now} state={state} queryClient={client} router={router} />;
}

export async function render(input: ServerRenderInput): Promise<ServerRenderResult | null> {
  return requestApi.run(input.api, async () => {
    const context = await handler.query(new Request(new URL(input.url, "http://localhost")));
    // The app's routes have no loaders: a Response here would be a redirect the router was asked for.
    if (context instanceof Response) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const client = createAppQueryClient();
    seedQueryClient(client, input.state);
    // Fetched up front, what every page asks for costs no second render.
    await Promise.all(firstPaintQueries(input.state).map((query) => client.prefetchQuery(query)));
    const now = Date.now();
    const element = pageElement(
      input.state,
      client,
      now,
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={input.nonce} />,
    );
    const timeoutMs = input.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    let html = await renderToHtml(element, input.nonce, timeoutMs);
    for (let pass = 1; pass < MAX_RENDER_PASSES; pass++) {
      const pending = unfetchedQueries(client);
      if (pending.length === 0) break;
      await Promise.allSettled(pending.map((query) => query.fetch()));
      html = await renderToHtml(element, input.nonce, timeoutMs);
    }
    const seeded = seededQueryFilter(input.state);
    const queries = dehydrate(client, {
      // Errors too: the client's first render must show the same error message the server wrote.
      shouldDehydrateQuery: (query) => query.state.status !== "pending" && !seeded(query),
    });
    client.clear();
    return { html, hydration: { queries, now } };
  });
}
