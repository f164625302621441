// fetch mocked for page and widget tests (the dashboard, the title bar, the notification preferences): each call
// recorded, answered by a handler (404 when it has none).
import { vi } from "vitest";

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export type Reply = { status: number; body?: unknown };
export type Handler = (call: Call) => Reply | Promise<Reply> | undefined;

export function mockApi(handler: Handler): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const call = {
        method: init?.method ?? "GET",
        path: url.pathname,
        search: url.search,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply = (await handler(call)) ?? { status: 404, body: { message: "Not found.", status: 404 } };
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
  return calls;
}
