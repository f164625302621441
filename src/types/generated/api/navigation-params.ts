// Generated from schemas/api/navigation-params.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * /navigation/{localeKey}: a locale's own list, or "default", the list of every locale without one.
 */
export interface NavigationParams {
localeKey: string
}
