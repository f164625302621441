// Generated from schemas/api/addon.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * An optional part of Quorum an administrator switches on and off (spec 000 §3 and §7, src/lib/addons.ts, docs/reference/addons.md).
 */
export interface Addon {
/**
 * qna, reactions, tagging, signatures, translation, escalations…
 */
addonID: string
type: "addon"
/**
 * In the reader's language.
 */
name: string
/**
 * In the reader's language.
 */
description: string
enabled: boolean
/**
 * The config key that is the addon's switch (GET /config answers it too).
 */
configKey: string
}
