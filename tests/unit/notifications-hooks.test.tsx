// The unread-counts hook: live through the SSE stream (one shared EventSource), polling with the 60 s throttle of
// docs/reference/ui-behaviour.md#timings only while the stream is down; and the optimistic mark-read / mark-all-read
// mutations.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Page } from "../../src/client/api/http-paged";
import {
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
} from "../../src/client/api/notifications";
import { UNREAD_COUNTS_STREAM_URL } from "../../src/client/api/unread-counts-stream";
import {
  COUNTS_REFETCH_THROTTLE_MS,
  unreadCountsQuery,
  userKeys,
  useUnreadCounts,
} from "../../src/client/api/users";
import type { Notification } from "../../src/types/generated/api/notification";
import type { UnreadCounts } from "../../src/types/generated/api/unread-counts";

class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readonly url: string;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) {
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    }
  }
}

let fetchCalls: string[] = [];
const serverCounts: UnreadCounts = { countUnreadNotifications: 2, countUnreadConversations: 1 };

beforeEach(() => {
  FakeEventSource.instances = [];
  fetchCalls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      fetchCalls.push(`${init?.method ?? "GET"} ${url.pathname}`);
      const body = url.pathname === "/api/v2/users/me-counts" ? serverCounts : undefined;
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status: body === undefined ? 204 : 200,
        headers: { "Content-Type": "application/json" },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe("useUnreadCounts", () => {
  it("polls every 60 s and throttles focus refetches to 60 s while the stream is down", () => {
    expect(COUNTS_REFETCH_THROTTLE_MS).toBe(60_000);
    const polling = unreadCountsQuery(true);
    expect(polling.refetchInterval).toBe(60_000);
    expect(polling.staleTime).toBe(60_000);
    expect(polling.refetchOnWindowFocus).toBe(true);
    expect(unreadCountsQuery(false).refetchInterval).toBe(false);
  });

  it("without EventSource it fetches the counts and stays on polling", async () => {
    const client = new QueryClient();
    const { result } = renderHook(() => useUnreadCounts(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data).toEqual(serverCounts));
    expect(result.current.live).toBe(false);
    expect(fetchCalls).toContain("GET /api/v2/users/me-counts");
  });

  it("shares one stream between components, applies pushed counts, and closes it with the last one", async () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const client = new QueryClient();
    client.setQueryData(["users", "me"], {
      userID: 7,
      countUnreadNotifications: 0,
      countUnreadConversations: 0,
    });
    const wrapper = wrapperFor(client);
    const first = renderHook(() => useUnreadCounts(), { wrapper });
    const second = renderHook(() => useUnreadCounts(), { wrapper });
    expect(FakeEventSource.instances).toHaveLength(1);
    const source = FakeEventSource.instances[0];
    if (!source) throw new Error("no stream");
    expect(source.url).toBe(UNREAD_COUNTS_STREAM_URL);
    await waitFor(() => expect(first.result.current.data).toEqual(serverCounts));

    act(() => source.onopen?.());
    expect(first.result.current.live).toBe(true);
    expect(second.result.current.live).toBe(true);
    const pushed = { countUnreadNotifications: 5, countUnreadConversations: 0 };
    act(() => source.emit("counts", pushed));
    await waitFor(() => expect(second.result.current.data).toEqual(pushed));
    // The current user carries the counts too.
    expect(client.getQueryData(["users", "me"])).toMatchObject(pushed);
    // Garbage is ignored.
    act(() => source.emit("counts", { countUnreadNotifications: "lots" }));
    expect(client.getQueryData(userKeys.counts())).toEqual(pushed);

    act(() => source.onerror?.());
    expect(first.result.current.live).toBe(false);

    first.unmount();
    expect(source.closed).toBe(false);
    second.unmount();
    expect(source.closed).toBe(true);
  });

  it("does nothing for a guest", () => {
    vi.stubGlobal("EventSource", FakeEventSource);
    const client = new QueryClient();
    renderHook(() => useUnreadCounts(false), { wrapper: wrapperFor(client) });
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(fetchCalls).toEqual([]);
  });
});

const item = (notificationID: number, read: boolean): Notification => ({
  notificationID,
  reason: "mention",
  headline: "someone mentioned you in Hello",
  url: "/discussion/1/hello",
  read,
  dateInserted: "2026-11-20T10:00:00.000Z",
  activityUser: null,
});

function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const page: Page<Notification> = {
    items: [item(3, false), item(2, false), item(1, true)],
    page: 1,
    limit: 30,
    total: 3,
    hasNextPage: false,
  };
  client.setQueryData(["notifications", "list", { page: 1, limit: 30 }], page);
  client.setQueryData(userKeys.counts(), { countUnreadNotifications: 2, countUnreadConversations: 0 });
  return client;
}

const listOf = (client: QueryClient) =>
  client.getQueryData<Page<Notification>>(["notifications", "list", { page: 1, limit: 30 }]);

describe("marking notifications read", () => {
  it("one: marks it in the cached list, lowers the count at once, and sends PATCH", async () => {
    const client = seeded();
    const { result } = renderHook(() => useMarkNotificationReadMutation(), { wrapper: wrapperFor(client) });
    act(() => result.current.mutate(3));
    expect(listOf(client)?.items.map((n) => n.read)).toEqual([true, false, true]);
    expect(client.getQueryData<UnreadCounts>(userKeys.counts())?.countUnreadNotifications).toBe(1);
    await waitFor(() => expect(fetchCalls).toContain("PATCH /api/v2/notifications/3"));
  });

  it("all: every cached one read and the count 0", async () => {
    const client = seeded();
    const { result } = renderHook(() => useMarkAllNotificationsReadMutation(), {
      wrapper: wrapperFor(client),
    });
    act(() => result.current.mutate());
    expect(listOf(client)?.items.every((n) => n.read)).toBe(true);
    expect(client.getQueryData<UnreadCounts>(userKeys.counts())?.countUnreadNotifications).toBe(0);
    await waitFor(() => expect(fetchCalls).toContain("PATCH /api/v2/notifications"));
  });
});
