// Generated from schemas/api/locale-list-query.schema.json by scripts/generate-types.ts. Do not edit.

export interface LocaleListQuery {
/**
 * Only enabled locales (default) or every stored one (false; site.manage).
 */
enabled?: boolean
}
