// Generated from schemas/api/addon-list-query.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * GET /addons: only the addons of this type (every addon is of type addon; themes and locales have their own routes).
 */
export interface AddonListQuery {
type?: string
}
