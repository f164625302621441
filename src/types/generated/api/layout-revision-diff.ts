// Generated from schemas/api/layout-revision-diff.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * Where the node is in that side's document; indexes count from 0. null: the node is not on that side.
 */
export type Place = ({
/**
 * JSON pointer, e.g. /layout/1/mainBottom/0.
 */
pointer: string
section: number
sectionType: string
region: (string | null)
index: (number | null)
} | null)

/**
 * GET /layouts/{id}/revisions/{revisionID}/diff: what changed from one revision to another, as a layout author thinks of it, and the same change set as an RFC 6902 JSON Patch (docs/reference/layout-documents.md#semantic-diff).
 */
export interface LayoutRevisionDiff {
layoutID: number
from: Side
to: Side
/**
 * How sections and widgets were paired: stored revisions carry no editor ids, so by the heuristic.
 */
matching: ("editorID" | "heuristic")
changes: Change[]
/**
 * RFC 6902 operations turning the from revision's {name, titleBar, layout} into the to revision's.
 */
patch: Operation[]
}
export interface Side {
/**
 * null only for to=draft on a layout without revisions.
 */
revisionID: (number | null)
status: ("draft" | "published")
name: string
}
export interface Change {
kind: ("nameChanged" | "titleBarChanged" | "sectionAdded" | "sectionRemoved" | "sectionMoved" | "sectionPropsChanged" | "sectionVisibilityChanged" | "widgetAdded" | "widgetRemoved" | "widgetMoved" | "widgetPropsChanged" | "widgetVisibilityChanged")
hydrate: (string | null)
/**
 * The node's static title, when it has one.
 */
title: (string | null)
/**
 * What to call the node: its title, else its type's name (request's language).
 */
name: string
/**
 * The change in one sentence, in the request's language.
 */
summary: string
from: Place
to: Place
fields: Field[]
/**
 * sectionAdded / sectionRemoved: the $hydrate of the widgets that came or went with the section.
 */
widgets: string[]
}
export interface Field {
/**
 * Dot path in the settings (apiParams.limit) or in $middleware (visibility.device).
 */
field: string
/**
 * The same path as a JSON pointer below the node.
 */
pointer: string
op: ("added" | "removed" | "changed")
/**
 * The older value (absent when added).
 */
from?: unknown
/**
 * The newer value (absent when removed).
 */
to?: unknown
/**
 * The field's change in words, in the request's language.
 */
words?: string
}
export interface Operation {
op: ("add" | "remove" | "replace" | "move")
path: string
/**
 * move only.
 */
from?: string
/**
 * add and replace only.
 */
value?: unknown
}
