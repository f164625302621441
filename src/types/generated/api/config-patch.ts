// Generated from schemas/api/config-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /config (settings.manage): new values for some keys of the config table. Each key, its type and limits are those of schemas/config/site-config.schema.json, which the route checks the body against (errors grouped by key; an unknown key is refused with 400).
 */
export interface ConfigPatch {
[k: string]: unknown | undefined
}
