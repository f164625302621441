// The editor's clipboard format: a copied widget or section travels as a JSON envelope,
// `{quorumLayoutClipboard: 1, formatVersion, kind, node}`, so it can be pasted into another layout, another tab or
// another site, and read by a person in a text editor. Reading one migrates the node from the format it was copied
// in (the same migrations the server runs on stored documents); where it may go is pasteNode's business.

import { msg } from "../../../lib/i18n/msg";
import {
  CURRENT_FORMAT_VERSION,
  migrateLayoutParts,
  UnsupportedFormatVersionError,
} from "../../../lib/layout/migrations";
import type { LayoutCatalog } from "./catalog";
import { EditorOperationError } from "./errors";
import { isWidgetNode, withoutIDs } from "./ids";
import { findNode } from "./paths";
import { nodeLabel } from "./regions";
import { type EditorDocument, isJsonObject, type JsonObject, type Selection } from "./types";
import { isSectionKey } from "./widget-meta";

export const CLIPBOARD_MARK = "quorumLayoutClipboard";

type ClipboardKind = "widget" | "section";

export interface ClipboardEnvelope {
  quorumLayoutClipboard: 1;
  formatVersion: number;
  kind: ClipboardKind;
  /** The node as saved: no editor ids. */
  node: JsonObject;
}

/** A clipboard node read back, migrated to the current format. */
export interface ClipboardContent {
  kind: ClipboardKind;
  node: JsonObject & { $hydrate: string };
}

const NOT_OURS = msg("The clipboard holds no widget or section copied from a Quorum layout.");
const NO_TYPE = msg("The clipboard's node has no widget type ($hydrate).");

/** The envelope of the selected widget or section, with its name for announcements. */
export function copyEnvelope(
  doc: EditorDocument,
  selection: Selection,
  catalog: LayoutCatalog,
): { envelope: ClipboardEnvelope; name: string } {
  if (!selection) throw new EditorOperationError(msg("Select a widget or a section to copy it."));
  if (selection.kind === "titleBar")
    throw new EditorOperationError(msg("The title bar can't be copied: every page has exactly one."));
  const node = findNode(doc, selection.id);
  if (!node) throw new EditorOperationError(msg("That widget is no longer in the layout."));
  return {
    name: nodeLabel(node, catalog),
    envelope: {
      [CLIPBOARD_MARK]: 1,
      formatVersion: CURRENT_FORMAT_VERSION,
      kind: isSectionKey(node.$hydrate) ? "section" : "widget",
      node: withoutIDs(node) as JsonObject,
    },
  };
}

/** The clipboard text of an envelope: indented, so it reads well wherever it is pasted. */
export function serializeEnvelope(envelope: ClipboardEnvelope): string {
  return JSON.stringify(envelope, null, 2);
}

/**
 * The node of a clipboard text, migrated to the current format. Throws EditorOperationError saying why when the
 * text is not an envelope, comes from a newer format, or its node does not match its kind.
 */
export function readEnvelope(text: string): ClipboardContent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new EditorOperationError(NOT_OURS);
  }
  if (!isJsonObject(parsed) || parsed[CLIPBOARD_MARK] !== 1) throw new EditorOperationError(NOT_OURS);
  const { kind, node } = parsed;
  if (kind !== "widget" && kind !== "section")
    throw new EditorOperationError((t) =>
      t('The clipboard holds an unknown kind of node ("{kind}").', { kind: String(kind) }),
    );
  if (!isWidgetNode(node)) throw new EditorOperationError(NO_TYPE);
  const formatVersion = parsed.formatVersion ?? 1;
  let migrated: unknown;
  try {
    migrated = migrateLayoutParts({ formatVersion: formatVersion as number, layout: [node] }).layout[0];
  } catch (error) {
    if (!(error instanceof UnsupportedFormatVersionError)) throw error;
    throw new EditorOperationError((t) =>
      Number.isInteger(formatVersion) && (formatVersion as number) > CURRENT_FORMAT_VERSION
        ? t(
            "This was copied from a newer layout format (version {version}); this editor reads versions up to {current}.",
            { version: String(formatVersion), current: String(CURRENT_FORMAT_VERSION) },
          )
        : t("The clipboard names an unknown layout format version ({version}).", {
            version: String(JSON.stringify(formatVersion)),
          }),
    );
  }
  if (!isWidgetNode(migrated)) throw new EditorOperationError(NO_TYPE);
  const key = migrated.$hydrate;
  if (isSectionKey(key) !== (kind === "section"))
    throw new EditorOperationError((t) =>
      kind === "section"
        ? t('The clipboard says it holds a section, but "{key}" is not one.', { key })
        : t('The clipboard says it holds a widget, but "{key}" is a section.', { key }),
    );
  return { kind, node: migrated };
}
