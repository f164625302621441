// Renders React trees the way the server does (react-dom's static renderer, every lazy widget and Suspense
// boundary settled) and reports what went wrong: errors thrown during render (a browser global touched on the
// server is a ReferenceError naming it) and React's console warnings.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { AppStateProvider } from "../../src/client/app-state";
import type { QuorumState } from "../../src/client/state";
import { UserCardProvider } from "../../src/client/user-card/user-card-settings";
import { GUEST_USER, SessionProvider } from "../../src/layout/session";
import type { CurrentUser } from "../../src/types/generated/api/current-user";

/** An error React reported while rendering, with the component it was thrown in. */
export interface RenderError {
  error: unknown;
  /** The innermost component of React's component stack ("ShareMenu"). */
  component: string | undefined;
}

export interface ServerRender {
  html: string;
  /** Errors React reported while rendering (a widget that threw is rendered by the client instead). */
  errors: RenderError[];
  /** console.error and console.warn calls during the render (React's own warnings among them). */
  warnings: string[];
}

const BROWSER_GLOBAL = /^(\w+) is not defined$/;

/** The first stack frame in the project's own code: where the render went wrong. */
function projectFrame(error: Error): string {
  const frames = (error.stack ?? "").split("\n").slice(1);
  const own = frames.find((frame) => /\/(widgets|src)\//.test(frame) && !frame.includes("node_modules"));
  return own ? `, ${own.trim().replaceAll(`${process.cwd()}/`, "")}` : "";
}

/**
 * 'touched the browser global "window" during render in <ShareMenu>, at …' for "ReferenceError: window is not
 * defined"; the message otherwise.
 */
export function describeRenderError({ error, component }: RenderError): string {
  const where = component ? ` in <${component}>` : "";
  if (!(error instanceof Error)) return `threw during render${where}: ${String(error)}`;
  const name = error instanceof ReferenceError ? BROWSER_GLOBAL.exec(error.message)?.[1] : undefined;
  const what = name
    ? `touched the browser global "${name}" during render${where}`
    : `threw during render${where}: ${error.message}`;
  return `${what}${projectFrame(error)}`;
}

function innermostComponent(componentStack: string | null | undefined): string | undefined {
  return /^\s*at (\S+)/m.exec(componentStack ?? "")?.[1];
}

/**
 * Globals Node may have that a browser-free server render must not lean on either (newer Node versions define
 * navigator and Web Storage): removed while rendering, so every version of Node fails the same way.
 */
const BROWSER_ONLY_GLOBALS = [
  "window",
  "document",
  "navigator",
  "location",
  "localStorage",
  "sessionStorage",
];

function hideBrowserGlobals(): () => void {
  const hidden = BROWSER_ONLY_GLOBALS.flatMap((name) => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (!descriptor?.configurable) return [];
    Reflect.deleteProperty(globalThis, name);
    return [[name, descriptor] as const];
  });
  return () => {
    for (const [name, descriptor] of hidden) Object.defineProperty(globalThis, name, descriptor);
  };
}

function formatArgs(args: unknown[]): string {
  return args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(" ");
}

/** Renders to HTML like the server: waits for lazy components and Suspense, collects errors and warnings. */
export async function renderOnServer(element: ReactNode): Promise<ServerRender> {
  const errors: RenderError[] = [];
  const warnings: string[] = [];
  const restoreGlobals = hideBrowserGlobals();
  const { error: consoleError, warn: consoleWarn } = console;
  console.error = (...args: unknown[]) => warnings.push(formatArgs(args));
  console.warn = (...args: unknown[]) => warnings.push(formatArgs(args));
  try {
    const { prelude } = await prerender(element, {
      onError: (error, info) =>
        void errors.push({ error, component: innermostComponent(info?.componentStack) }),
      // Every boundary inline: React otherwise moves a large one behind a script, and this reads the HTML as text.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    const html = await new Response(prelude).text();
    return { html, errors, warnings };
  } finally {
    console.error = consoleError;
    console.warn = consoleWarn;
    restoreGlobals();
  }
}

export function makeServerState(overrides: Partial<QuorumState> = {}): QuorumState {
  return {
    site: { name: "Quorum Community", description: "A community." },
    currentUser: GUEST_USER,
    status: 200,
    ...overrides,
  };
}

/** A query client as the server would fill it: data set beforehand, never fetched during render. */
export function makeServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
}

/** The providers App puts around every page, minus the router (each test brings the one it needs). */
export function ServerProviders({
  state,
  user,
  queryClient,
  children,
}: {
  state: QuorumState;
  user: CurrentUser;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppStateProvider state={state}>
        <SessionProvider user={user}>
          <UserCardProvider conversationsEnabled={state.site.conversationsEnabled !== false}>
            {children}
          </UserCardProvider>
        </SessionProvider>
      </AppStateProvider>
    </QueryClientProvider>
  );
}

/**
 * What marks server HTML as not showing its content: a Suspense boundary left to the client (`<!--$!-->`, a
 * component threw), a skeleton, a widget's error box. Empty when the HTML is clean.
 */
export function brokenMarkers(html: string): string[] {
  const markers: Array<[string, RegExp]> = [
    ["a Suspense boundary left for the client to render", /<!--\$[!?]-->/],
    ["a loading skeleton", /\banimate-pulse\b/],
    ["a widget error box", /There was a problem loading/],
    ["an unknown widget box", /data-unknown-widget=/],
  ];
  return markers.filter(([, pattern]) => pattern.test(html)).map(([what]) => what);
}

/** Visible text of server HTML: tags, scripts and styles dropped, entities decoded, whitespace folded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
