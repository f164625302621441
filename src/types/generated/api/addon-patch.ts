// Generated from schemas/api/addon-patch.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * PATCH /addons/{addonID} (settings.manage): switch the addon on or off.
 */
export interface AddonPatch {
enabled: boolean
}
