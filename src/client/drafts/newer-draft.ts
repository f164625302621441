// Which copy of a draft to show when a composer opens (docs/reference/ui-behaviour.md#drafts): the one changed last.
// The server copy's time is its attributes.lastSaved (the member's change, stamped by the client), else when the
// server stored it.
import type { Draft } from "../../types/generated/api/draft";
import type { LocalDraft } from "./local-drafts";

export type DraftChoice =
  | { source: "none" }
  | { source: "local"; local: LocalDraft }
  | { source: "server"; server: Draft };

function serverSavedAt(draft: Draft): number {
  return Date.parse(draft.attributes.lastSaved ?? draft.dateUpdated);
}

export function chooseNewerDraft(local: LocalDraft | null, server: Draft | null): DraftChoice {
  if (!local && !server) return { source: "none" };
  if (!server) return { source: "local", local: local as LocalDraft };
  if (!local) return { source: "server", server };
  return Date.parse(local.lastSaved) > serverSavedAt(server)
    ? { source: "local", local }
    : { source: "server", server };
}
