// Generated from schemas/api/permissions.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * What a user may do (docs/reference/permissions.md#permissions-record Permissions record). The global entry carries global permissions plus the root category defaults; a category entry exists for each category with its own permissions. A category not listed in junctions uses the global entry; junctionAliases maps a child category to the category whose permissions it uses.
 */
export interface Permissions {
isAdmin: boolean
permissions: {
type: ("global" | "category")
id?: number
permissions: {
[k: string]: boolean | undefined
}
}[]
junctions?: {
category: number[]
}
junctionAliases?: {
/**
 * childCategoryID → permissionCategoryID
 */
category: {
[k: string]: number | undefined
}
}
}
