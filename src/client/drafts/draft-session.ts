// One composer's draft, local and on the server (docs/reference/ui-behaviour.md#drafts): every change is written to
// localStorage at most once a second and to the server 5 s after typing stops (POST the first time, then PATCH the id
// it answered). Opening the composer shows the newer copy, pushing a newer local one to the server; discarding
// deletes both. Framework-free so the clocks can be tested with fake timers; use-draft.ts binds it to React.
import type { Draft, DraftPatch, DraftPost } from "../api/drafts";
import {
  type DraftContent,
  type DraftStorage,
  type LocalDraft,
  readLocalDraft,
  removeLocalDraft,
  writeLocalDraft,
} from "./local-drafts";
import { chooseNewerDraft } from "./newer-draft";
import { debounce, throttle } from "./timing";

const LOCAL_DRAFT_THROTTLE_MS = 1000;
const SERVER_DRAFT_DEBOUNCE_MS = 5000;

export interface DraftApi {
  get(draftID: number): Promise<Draft | null>;
  /** The member's server draft for this composer when no id is known yet (e.g. saved from another browser). */
  find(): Promise<Draft | null>;
  create(body: DraftPost): Promise<Draft>;
  update(draftID: number, body: DraftPatch): Promise<Draft>;
  remove(draftID: number): Promise<void>;
}

export interface DraftSessionOptions {
  /** The page's draft key, e.g. "comment:/discussion/12". */
  key: string;
  storage: DraftStorage | null;
  api: DraftApi;
  /** The draft as POST /drafts takes it (recordType, parents, attributes). */
  toPost(content: DraftContent, lastSaved: string): DraftPost;
  /** A draft not worth keeping (e.g. an empty comment: the server rejects a comment draft without body). */
  isEmpty(content: DraftContent): boolean;
  now?: () => Date;
  /** Draft problems are logged only (docs/reference/errors.md#drafts-and-follows). */
  log?: (message: string, error?: unknown) => void;
  localMs?: number;
  serverMs?: number;
}

export interface DraftSession {
  /** Reads both copies and answers the one to show (null: start empty). */
  load(): Promise<DraftContent | null>;
  change(content: DraftContent): void;
  /** Saves both copies now (leaving the page, scheduling). Answers the server draft id, if any. */
  flush(): Promise<number | null>;
  /** Forgets the draft everywhere (discard, or the post went out). */
  discard(): Promise<void>;
  /** Lets go of a server draft that lives on without this composer (it was scheduled): only the local copy goes. */
  release(): Promise<void>;
  draftID(): number | null;
  hasUnsaved(): boolean;
  dispose(): void;
}

export function createDraftSession(options: DraftSessionOptions): DraftSession {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((message, error) => console.warn(message, error));
  let content: DraftContent | null = null;
  let lastSaved = "";
  let draftID: number | null = null;
  let serverSaving: Promise<void> = Promise.resolve();
  let discarded = false;

  const local = (): LocalDraft | null =>
    content ? { ...content, lastSaved, ...(draftID !== null ? { draftID } : {}) } : null;

  const saveLocal = throttle(() => {
    const draft = local();
    if (!draft || discarded) return;
    if (options.isEmpty(draft)) removeLocalDraft(options.storage, options.key);
    else writeLocalDraft(options.storage, options.key, draft);
  }, options.localMs ?? LOCAL_DRAFT_THROTTLE_MS);

  const pushToServer = async () => {
    const draft = local();
    if (!draft || discarded || options.isEmpty(draft)) return;
    const body = options.toPost(draft, draft.lastSaved);
    try {
      if (draftID === null) {
        const created = await options.api.create(body);
        if (discarded) {
          await options.api.remove(created.draftID);
          return;
        }
        draftID = created.draftID;
        // The page-path draft now has its server id.
        writeLocalDraft(options.storage, options.key, { ...draft, draftID });
      } else {
        await options.api.update(draftID, {
          attributes: body.attributes,
          parentRecordID: body.parentRecordID ?? null,
        });
      }
    } catch (error) {
      log("Error autosaving the draft.", error);
    }
  };
  const saveServer = debounce(() => {
    serverSaving = serverSaving.then(pushToServer);
  }, options.serverMs ?? SERVER_DRAFT_DEBOUNCE_MS);

  /**
   * The server copy to compare with the local one. A local copy whose server draft is gone (deleted or published)
   * or no longer a draft (scheduled, failed) is forgotten: keeping it would bring the draft back into a new post.
   */
  async function serverCopy(
    stored: LocalDraft | null,
  ): Promise<{ stored: LocalDraft | null; server: Draft | null }> {
    try {
      if (stored?.draftID !== undefined) {
        const found = await options.api.get(stored.draftID);
        if (found?.draftStatus !== "draft") {
          removeLocalDraft(options.storage, options.key);
          stored = null;
        } else return { stored, server: found };
      }
      return { stored, server: await options.api.find() };
    } catch (error) {
      // Unreachable server: fall back to the local draft (pushed on the next save).
      log("Error fetching the draft.", error);
      return { stored, server: null };
    }
  }

  /** No more saves from this composer; the local copy goes (discarding or releasing the draft). */
  async function stopSaving() {
    discarded = true;
    saveLocal.cancel();
    saveServer.cancel();
    await serverSaving;
    removeLocalDraft(options.storage, options.key);
  }

  return {
    async load() {
      const { stored, server } = await serverCopy(readLocalDraft(options.storage, options.key));
      const choice = chooseNewerDraft(stored, server);
      if (choice.source === "none") return null;
      if (choice.source === "server") {
        const meta = choice.server.attributes;
        content = {
          body: meta.body ?? "",
          format: meta.format ?? "markdown",
          draftMeta: meta.draftMeta ?? {},
        };
        lastSaved = meta.lastSaved ?? choice.server.dateUpdated;
        draftID = choice.server.draftID;
        writeLocalDraft(options.storage, options.key, local() as LocalDraft);
        return content;
      }
      const { lastSaved: localSaved, draftID: _staleID, ...localContent } = choice.local;
      content = localContent;
      lastSaved = localSaved;
      draftID = server?.draftID ?? null;
      // The local copy is newer: push it now.
      if (!options.isEmpty(content)) {
        serverSaving = serverSaving.then(pushToServer);
        await serverSaving;
      }
      return content;
    },
    change(next) {
      discarded = false;
      content = next;
      lastSaved = now().toISOString();
      saveLocal();
      saveServer();
    },
    async flush() {
      saveLocal.flush();
      if (saveServer.pending()) saveServer.flush();
      await serverSaving;
      return draftID;
    },
    async discard() {
      await stopSaving();
      const id = draftID;
      draftID = null;
      content = null;
      if (id === null) return;
      try {
        await options.api.remove(id);
      } catch (error) {
        log("Error deleting the draft.", error);
      }
    },
    async release() {
      await stopSaving();
      draftID = null;
      content = null;
    },
    draftID: () => draftID,
    hasUnsaved: () => saveLocal.pending() || saveServer.pending(),
    dispose() {
      // Leaving the composer saves what is pending now rather than losing the server copy's last seconds.
      saveLocal.flush();
      if (saveServer.pending()) saveServer.flush();
    },
  };
}
