// Saving and publishing the editor's document, outside React so the rules are testable alone:
// - a save posts the saved form with the revision it was edited from (baseRevisionID); the answer's revisionID
//   becomes the next base. An edit made while the request was in flight keeps the document dirty.
// - one save at a time: a save asked for during another runs once that one ends, with the newest document.
// - 409 (someone saved since) stops saving altogether until the page reloads the layout: nothing is retried, so
//   nothing of theirs is overwritten.
// - publish saves first when there are unsaved changes, then publishes that revision; refused while the
//   document has problems (the server refuses too, with 422).
// It calls the fetchers and keeps its own status rather than using mutation hooks: a queue that chains saves, carries
// each answer's revisionID into the next request and stops for good on a 409 is state a mutation cannot hold, and
// it must run (and be tested) without React.
import { msg } from "../../../lib/i18n/msg";
import { ApiError } from "../../api/errors";
import { createLayoutRevision, publishLayoutRevision } from "../../api/layouts";
import { stripEditorIDs } from "../model/ids";
import type { EditorStore } from "../store/editor-store";

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; revisionID: number; at: Date }
  | { kind: "publishing" }
  | { kind: "published"; revisionID: number; at: Date }
  | { kind: "conflict"; message: string }
  | { kind: "error"; message: string; description?: string };

export interface DraftSaverApi {
  createRevision: typeof createLayoutRevision;
  publishRevision: typeof publishLayoutRevision;
}

const DEFAULT_API: DraftSaverApi = {
  createRevision: createLayoutRevision,
  publishRevision: publishLayoutRevision,
};

export const CONFLICT_MESSAGE = msg(
  "Someone else saved this layout after you opened it. Your changes were not saved and theirs were not overwritten.",
);

/** Field errors of a 422/400 as one readable line ("layout.0.children.1.limit: must be <= 100"). */
function describeFieldErrors(error: ApiError): string | undefined {
  const lines = Object.values(error.errors ?? {})
    .flat()
    .filter((fieldError) => fieldError !== undefined)
    .map((fieldError) =>
      fieldError.field ? `${fieldError.field}: ${fieldError.message}` : fieldError.message,
    );
  return lines.length > 0 ? lines.slice(0, 3).join("; ") : error.description;
}

export class DraftSaver {
  private status: SaveStatus = { kind: "idle" };
  private readonly listeners = new Set<() => void>();
  private inFlight: Promise<number | null> | null = null;
  private publishing: Promise<boolean> | null = null;
  private again = false;

  constructor(
    private readonly store: EditorStore,
    private readonly layoutID: number | string,
    private readonly api: DraftSaverApi = DEFAULT_API,
  ) {}

  getStatus = (): SaveStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get isBlocked(): boolean {
    return this.status.kind === "conflict";
  }

  private setStatus(status: SaveStatus) {
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  /** Saves the document as a draft when it has unsaved changes; resolves to the newest revision id. */
  save(): Promise<number | null> {
    if (this.isBlocked) return Promise.resolve(null);
    if (this.inFlight) {
      this.again = true;
      return this.inFlight;
    }
    this.inFlight = this.saveLoop().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async saveLoop(): Promise<number | null> {
    let revisionID = this.store.getState().saved.revisionID;
    do {
      this.again = false;
      const { doc, saved } = this.store.getState();
      if (!saved.dirty && saved.revisionID !== null) return saved.revisionID;
      const { name, layout, titleBar } = stripEditorIDs(doc);
      this.setStatus({ kind: "saving" });
      try {
        const revision = await this.api.createRevision(this.layoutID, {
          name,
          layout,
          titleBar,
          baseRevisionID: saved.revisionID,
        });
        revisionID = revision.revisionID;
        if (this.store.getState().doc === doc) this.store.getState().markSaved(revision.revisionID);
        // Edited while saving: the new base is this revision, but the newer edits are still unsaved.
        else this.store.setState({ saved: { revisionID: revision.revisionID, dirty: true } });
        this.setStatus({ kind: "saved", revisionID: revision.revisionID, at: new Date() });
      } catch (error) {
        this.fail(error);
        return null;
      }
    } while (this.again);
    return revisionID;
  }

  private fail(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      this.setStatus({ kind: "conflict", message: this.store.getState().t(CONFLICT_MESSAGE) });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const description = error instanceof ApiError ? describeFieldErrors(error) : undefined;
    this.setStatus({ kind: "error", message, ...(description ? { description } : {}) });
  }

  /** Saves if needed, then publishes; false when refused (problems, conflict) or failed. */
  publish(): Promise<boolean> {
    // Publish can be pressed while a save runs; a second press while this one waits for it is the same publish.
    if (!this.publishing)
      this.publishing = this.publishOnce().finally(() => {
        this.publishing = null;
      });
    return this.publishing;
  }

  private async publishOnce(): Promise<boolean> {
    if (this.isBlocked) return false;
    if (this.store.getState().problems.length > 0) {
      const message = this.store.getState().t("Fix the problems before publishing.");
      this.setStatus({ kind: "error", message });
      return false;
    }
    const revisionID = await this.save();
    if (revisionID === null) return false;
    this.setStatus({ kind: "publishing" });
    try {
      await this.api.publishRevision(this.layoutID, revisionID);
      this.setStatus({ kind: "published", revisionID, at: new Date() });
      return true;
    } catch (error) {
      this.fail(error);
      return false;
    }
  }
}
