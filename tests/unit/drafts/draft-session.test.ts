// Draft autosave (docs/reference/ui-behaviour.md#drafts, docs/reference/ui-behaviour.md#timings) with fake timers:
// the local copy at most once a second (throttled, the last text always written), the server copy 5 s after the last
// change (debounced; POST once, then PATCH the id), the newer copy wins when a composer opens (a newer local one is
// pushed), discard deletes both, and a local copy whose server draft was published, deleted or scheduled is forgotten
// instead of coming back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Draft, DraftPatch, DraftPost } from "../../../src/client/api/drafts";
import { createDraftSession, type DraftApi } from "../../../src/client/drafts/draft-session";
import {
  type DraftContent,
  type DraftStorage,
  forgetLocalDraftByID,
  type LocalDraft,
} from "../../../src/client/drafts/local-drafts";
import { chooseNewerDraft } from "../../../src/client/drafts/newer-draft";
import { debounce, throttle } from "../../../src/client/drafts/timing";

const KEY = "comment:/discussion/12";
const content = (body: string): DraftContent => ({ body, format: "markdown", draftMeta: {} });

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: DraftStorage & { writes: number } = {
    writes: 0,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return {
    storage,
    read: (): LocalDraft | null => JSON.parse(items.get(`quorum.draft:${KEY}`) ?? "null"),
  };
}

function serverDraft(draftID: number, body: string, lastSaved: string): Draft {
  return {
    draftID,
    recordType: "comment",
    recordID: null,
    parentRecordType: "discussion",
    parentRecordID: 12,
    insertUserID: 7,
    attributes: { body, format: "markdown", lastSaved, draftMeta: {} },
    draftStatus: "draft",
    dateScheduled: null,
    publishedSilently: false,
    error: null,
    dateInserted: lastSaved,
    dateUpdated: lastSaved,
    editUrl: "/discussion/12",
  };
}

function fakeApi(existing: Draft | null = null) {
  const calls: string[] = [];
  let stored = existing;
  const api: DraftApi = {
    get: vi.fn(async (id: number) => (stored?.draftID === id ? stored : null)),
    find: vi.fn(async () => stored),
    create: vi.fn(async (body: DraftPost) => {
      calls.push(`POST ${body.attributes.body}`);
      stored = serverDraft(41, body.attributes.body ?? "", body.attributes.lastSaved ?? "");
      return stored;
    }),
    update: vi.fn(async (id: number, body: DraftPatch) => {
      calls.push(`PATCH ${id} ${body.attributes?.body}`);
      return serverDraft(id, body.attributes?.body ?? "", body.attributes?.lastSaved ?? "");
    }),
    remove: vi.fn(async (id: number) => {
      calls.push(`DELETE ${id}`);
      stored = null;
    }),
  };
  return { api, calls };
}

function session(api: DraftApi, storage: DraftStorage) {
  return createDraftSession({
    key: KEY,
    storage,
    api,
    toPost: (value, lastSaved) => ({
      recordType: "comment",
      parentRecordType: "discussion",
      parentRecordID: 12,
      attributes: { ...value, lastSaved },
    }),
    isEmpty: (value) => value.body.trim() === "",
    log: () => undefined,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-11-25T12:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("timing", () => {
  it("throttle runs at once, then at most once per interval with the latest call", () => {
    const run = vi.fn();
    const throttled = throttle(run, 1000);
    throttled();
    expect(run).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    vi.advanceTimersByTime(999);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("debounce runs once, the wait after the last call", () => {
    const run = vi.fn();
    const debounced = debounce(run, 5000);
    debounced();
    vi.advanceTimersByTime(4000);
    debounced();
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe("autosave", () => {
  it("writes the local copy at most once a second and the server copy 5 s after typing stops", async () => {
    const { storage, read } = memoryStorage();
    const { api, calls } = fakeApi();
    const draft = session(api, storage);
    await draft.load();
    for (const [index, text] of ["H", "He", "Hel", "Hell", "Hello"].entries()) {
      draft.change(content(text));
      if (index < 4) vi.advanceTimersByTime(200);
    }
    // The first change at once; the four within the second wait for one more write.
    expect(storage.writes).toBe(1);
    expect(read()?.body).toBe("H");
    await vi.advanceTimersByTimeAsync(200);
    expect(storage.writes).toBe(2);
    expect(read()?.body).toBe("Hello");
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(4800);
    expect(calls).toEqual(["POST Hello"]);
    // The page-path draft now knows its server id; the next save patches it.
    expect(read()?.draftID).toBe(41);
    draft.change(content("Hello there"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toEqual(["POST Hello", "PATCH 41 Hello there"]);
  });

  it("never sends an empty comment draft to the server", async () => {
    const { storage } = memoryStorage();
    const { api, calls } = fakeApi();
    const draft = session(api, storage);
    await draft.load();
    draft.change(content("   "));
    await vi.advanceTimersByTimeAsync(6000);
    expect(calls).toEqual([]);
  });
});

describe("newer wins", () => {
  it("chooses by time, and either copy alone", () => {
    const local: LocalDraft = { ...content("local"), lastSaved: "2026-11-25T11:00:00Z" };
    const older = serverDraft(3, "server", "2026-11-25T10:00:00Z");
    const newer = serverDraft(3, "server", "2026-11-25T11:30:00Z");
    expect(chooseNewerDraft(local, older).source).toBe("local");
    expect(chooseNewerDraft(local, newer).source).toBe("server");
    expect(chooseNewerDraft(null, older).source).toBe("server");
    expect(chooseNewerDraft(local, null).source).toBe("local");
    expect(chooseNewerDraft(null, null).source).toBe("none");
  });

  it("restores a newer server copy into local storage", async () => {
    const { storage, read } = memoryStorage();
    storage.setItem(
      `quorum.draft:${KEY}`,
      JSON.stringify({ ...content("old local"), lastSaved: "2026-11-25T09:00:00Z" }),
    );
    const { api, calls } = fakeApi(serverDraft(8, "from another browser", "2026-11-25T11:00:00Z"));
    const restored = await session(api, storage).load();
    expect(restored?.body).toBe("from another browser");
    expect(read()).toMatchObject({ body: "from another browser", draftID: 8 });
    expect(calls).toEqual([]);
  });

  it("pushes a newer local copy to the server at once", async () => {
    const { storage } = memoryStorage();
    storage.setItem(
      `quorum.draft:${KEY}`,
      JSON.stringify({ ...content("typed offline"), lastSaved: "2026-11-25T11:59:00Z", draftID: 8 }),
    );
    const { api, calls } = fakeApi(serverDraft(8, "older server text", "2026-11-25T10:00:00Z"));
    const restored = await session(api, storage).load();
    expect(restored?.body).toBe("typed offline");
    expect(calls).toEqual(["PATCH 8 typed offline"]);
  });
});

describe("discard", () => {
  it("deletes the local and the server copy and cancels pending saves", async () => {
    const { storage, read } = memoryStorage();
    const { api, calls } = fakeApi(serverDraft(8, "saved", "2026-11-25T11:00:00Z"));
    const draft = session(api, storage);
    await draft.load();
    draft.change(content("more text"));
    await draft.discard();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read()).toBeNull();
    expect(calls).toEqual(["DELETE 8"]);
  });
});

describe("a local copy whose server draft moved on", () => {
  const localCopy = (draftID: number) =>
    JSON.stringify({ ...content("typed before scheduling"), lastSaved: "2026-11-25T11:59:00Z", draftID });

  it("is forgotten, not re-created, when its draft was published or deleted (404)", async () => {
    const { storage, read } = memoryStorage();
    storage.setItem(`quorum.draft:${KEY}`, localCopy(8));
    const { api, calls } = fakeApi(null);
    const restored = await session(api, storage).load();
    expect(restored).toBeNull();
    expect(read()).toBeNull();
    expect(calls).toEqual([]);
  });

  it("is forgotten when its draft is scheduled: a new post starts empty and leaves the scheduled one alone", async () => {
    const { storage, read } = memoryStorage();
    storage.setItem(`quorum.draft:${KEY}`, localCopy(8));
    const scheduled = {
      ...serverDraft(8, "scheduled text", "2026-11-25T11:00:00Z"),
      draftStatus: "scheduled" as const,
    };
    const { api, calls } = fakeApi(null);
    api.get = vi.fn(async () => scheduled);
    const draft = session(api, storage);
    expect(await draft.load()).toBeNull();
    expect(read()).toBeNull();
    draft.change(content("a new post"));
    await vi.advanceTimersByTimeAsync(6000);
    await draft.discard();
    expect(calls).toEqual(["POST a new post", "DELETE 41"]);
  });

  it("keeps the local copy when the server cannot be reached", async () => {
    const { storage, read } = memoryStorage();
    storage.setItem(`quorum.draft:${KEY}`, localCopy(8));
    const { api } = fakeApi(null);
    api.get = vi.fn(async () => {
      throw new Error("offline");
    });
    api.create = vi.fn(async () => {
      throw new Error("offline");
    });
    expect((await session(api, storage).load())?.body).toBe("typed before scheduling");
    expect(read()?.body).toBe("typed before scheduling");
  });

  it("release() drops the local copy and stops saving, but keeps the server draft", async () => {
    const { storage, read } = memoryStorage();
    const { api, calls } = fakeApi(null);
    const draft = session(api, storage);
    await draft.load();
    draft.change(content("to be scheduled"));
    expect(await draft.flush()).toBe(41);
    await draft.release();
    draft.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(read()).toBeNull();
    expect(calls).toEqual(["POST to be scheduled"]);
  });

  it("forgetLocalDraftByID removes the copies holding that id only", () => {
    window.localStorage.clear();
    window.localStorage.setItem("quorum.draft:a", localCopy(8));
    window.localStorage.setItem("quorum.draft:b", localCopy(9));
    window.localStorage.setItem("other", localCopy(8));
    forgetLocalDraftByID(window.localStorage, 8);
    expect(window.localStorage.getItem("quorum.draft:a")).toBeNull();
    expect(window.localStorage.getItem("quorum.draft:b")).not.toBeNull();
    expect(window.localStorage.getItem("other")).not.toBeNull();
    window.localStorage.clear();
  });
});
