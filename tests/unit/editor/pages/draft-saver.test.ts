// Saving drafts and publishing: the base revision sent, edits made during a save kept dirty, one request at a
// time, 409 stopping every later save, publish saving first and refused while problems exist.
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/api/errors";
import type { LayoutRevision, RevisionInput } from "../../../../src/client/api/layouts";
import type { LayoutCatalog } from "../../../../src/client/editor/model/catalog";
import { withEditorIDs } from "../../../../src/client/editor/model/ids";
import {
  CONFLICT_MESSAGE,
  DraftSaver,
  type DraftSaverApi,
} from "../../../../src/client/editor/pages/draft-saver";
import { createEditorStore } from "../../../../src/client/editor/store/editor-store";

const CATALOG: LayoutCatalog = {
  layoutViewType: "home",
  layoutParams: {},
  widgets: {},
  assets: {},
  sections: {},
  middlewares: {},
};

function newStore(revisionID: number | null = 3) {
  const document = withEditorIDs({
    layoutID: 9,
    name: "Home",
    layoutViewType: "home",
    titleBar: { $hydrate: "react.titleBar" },
    layout: [],
  });
  const store = createEditorStore({ document, catalog: CATALOG, revisionID });
  // Problems come from the validators; these tests set them by hand.
  store.setState({ problems: [] });
  return store;
}

function rename(store: ReturnType<typeof newStore>, name: string) {
  store.getState().apply("Rename", (doc) => ({ ...doc, name }));
}

function revision(revisionID: number, status: "draft" | "published" = "draft"): LayoutRevision {
  return {
    revisionID,
    layoutID: 9,
    name: "Home",
    status,
    baseRevisionID: null,
    insertUserID: 1,
    insertUser: { userID: 1, name: "admin" },
    dateInserted: "2026-11-21T10:00:00Z",
    datePublished: null,
  };
}

function fakeApi(): DraftSaverApi & { saved: RevisionInput[]; published: number[] } {
  let next = 10;
  const saved: RevisionInput[] = [];
  const published: number[] = [];
  return {
    saved,
    published,
    createRevision: vi.fn(async (_layoutID, body: RevisionInput) => {
      saved.push(body);
      return revision(next++);
    }),
    publishRevision: vi.fn(async (_layoutID, revisionID: number) => {
      published.push(revisionID);
      return revision(revisionID, "published");
    }),
  };
}

describe("DraftSaver", () => {
  it("saves the document without editor ids, based on the loaded revision, then on its own", async () => {
    const store = newStore(3);
    const api = fakeApi();
    const saver = new DraftSaver(store, 9, api);
    rename(store, "Home v2");
    expect(await saver.save()).toBe(10);
    rename(store, "Home v3");
    expect(await saver.save()).toBe(11);
    expect(api.saved.map((body) => [body.name, body.baseRevisionID])).toEqual([
      ["Home v2", 3],
      ["Home v3", 10],
    ]);
    expect(JSON.stringify(api.saved)).not.toContain("$editorID");
    expect(store.getState().saved).toEqual({ revisionID: 11, dirty: false });
    expect(saver.getStatus()).toMatchObject({ kind: "saved", revisionID: 11 });
  });

  it("does not post when nothing changed", async () => {
    const store = newStore(3);
    const api = fakeApi();
    expect(await new DraftSaver(store, 9, api).save()).toBe(3);
    expect(api.saved).toEqual([]);
  });

  it("keeps an edit made during a save dirty, and a save asked for meanwhile runs after with the newest document", async () => {
    const store = newStore(3);
    const api = fakeApi();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = api.createRevision;
    api.createRevision = vi.fn(async (layoutID, body) => {
      await gate;
      return slow(layoutID, body);
    });
    const saver = new DraftSaver(store, 9, api);
    rename(store, "First");
    const first = saver.save();
    rename(store, "Second");
    const second = saver.save();
    release();
    await Promise.all([first, second]);
    expect(api.saved.map((body) => [body.name, body.baseRevisionID])).toEqual([
      ["First", 3],
      ["Second", 10],
    ]);
    expect(store.getState().saved).toEqual({ revisionID: 11, dirty: false });
  });

  it("stops on 409: the conflict is reported, the document stays dirty and nothing is retried", async () => {
    const store = newStore(3);
    const api = fakeApi();
    api.createRevision = vi.fn(async () => {
      throw new ApiError(409, { message: "The layout was saved by someone else." });
    });
    const saver = new DraftSaver(store, 9, api);
    rename(store, "Mine");
    expect(await saver.save()).toBeNull();
    expect(saver.getStatus()).toEqual({ kind: "conflict", message: CONFLICT_MESSAGE });
    expect(store.getState().saved.dirty).toBe(true);
    rename(store, "Mine again");
    expect(await saver.save()).toBeNull();
    expect(await saver.publish()).toBe(false);
    expect(api.createRevision).toHaveBeenCalledTimes(1);
  });

  it("publishes after saving unsaved changes, and publishes the loaded revision when there are none", async () => {
    const store = newStore(3);
    const api = fakeApi();
    const saver = new DraftSaver(store, 9, api);
    expect(await saver.publish()).toBe(true);
    rename(store, "Live");
    expect(await saver.publish()).toBe(true);
    expect(api.published).toEqual([3, 10]);
    expect(saver.getStatus()).toMatchObject({ kind: "published", revisionID: 10 });
  });

  it("publishes once the save under way ends when pressed during it, and twice pressed is one publish", async () => {
    const store = newStore(3);
    const api = fakeApi();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = api.createRevision;
    api.createRevision = vi.fn(async (layoutID, body) => {
      await gate;
      return slow(layoutID, body);
    });
    const saver = new DraftSaver(store, 9, api);
    rename(store, "Autosaved");
    const autosave = saver.save();
    const first = saver.publish();
    const second = saver.publish();
    release();
    expect(await Promise.all([autosave, first, second])).toEqual([10, true, true]);
    expect(api.saved).toHaveLength(1);
    expect(api.published).toEqual([10]);
    expect(saver.getStatus()).toMatchObject({ kind: "published", revisionID: 10 });
  });

  it("refuses to publish while the document has problems", async () => {
    const store = newStore(3);
    const api = fakeApi();
    store.setState({
      problems: [
        { editorID: null, pointer: "/layout", field: "", message: "Missing asset", code: "required" },
      ],
    });
    const saver = new DraftSaver(store, 9, api);
    expect(await saver.publish()).toBe(false);
    expect(api.published).toEqual([]);
    expect(saver.getStatus()).toMatchObject({ kind: "error" });
  });

  it("reports the server's field errors when publishing is refused", async () => {
    const store = newStore(3);
    const api = fakeApi();
    api.publishRevision = vi.fn(async () => {
      throw new ApiError(422, {
        message: "The revision is not valid.",
        errors: { "layout.0": [{ field: "layout.0", code: "type", message: "must be object" }] },
      });
    });
    const saver = new DraftSaver(store, 9, api);
    expect(await saver.publish()).toBe(false);
    expect(saver.getStatus()).toEqual({
      kind: "error",
      message: "The revision is not valid.",
      description: "layout.0: must be object",
    });
  });
});
