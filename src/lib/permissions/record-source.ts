// A PermissionSource over the permissions record of GET /users/$me/permissions
// (docs/reference/permissions.md#permissions-record): the global entry (global permissions plus the root category
// defaults), one entry per junction, and the junction aliases. A record fetched without expand=junctions still names
// its junctions through its resource entries.
import type { Permissions } from "../../types/generated/api/permissions";
import type { PermissionSource } from "./check";

type Grants = Readonly<Record<string, boolean | undefined>>;

export function permissionSourceFromRecord(record: Permissions): PermissionSource {
  let global: Grants = {};
  const resources = new Map<string, Map<number, Grants>>();
  for (const entry of record.permissions) {
    if (entry.type === "global") {
      global = entry.permissions;
      continue;
    }
    if (entry.id === undefined) continue;
    const byID = resources.get(entry.type) ?? new Map<number, Grants>();
    byID.set(entry.id, entry.permissions);
    resources.set(entry.type, byID);
  }
  const junctions = new Map<string, ReadonlySet<number>>();
  for (const [type, byID] of resources) junctions.set(type, new Set(byID.keys()));
  for (const [type, ids] of Object.entries(record.junctions ?? {})) {
    junctions.set(type, new Set([...(junctions.get(type) ?? []), ...ids]));
  }
  const aliases: Readonly<Record<string, Readonly<Record<string, number | undefined>>>> =
    record.junctionAliases ?? {};

  return {
    isAdmin: record.isAdmin,
    hasGlobal: (name) => global[name] === true,
    resourceGrant: (type, id, name) => resources.get(type)?.get(id)?.[name],
    hasAnyResource: (type, name) => {
      for (const grants of resources.get(type)?.values() ?? []) if (grants[name] === true) return true;
      return false;
    },
    isJunction: (type, id) => junctions.get(type)?.has(id) ?? false,
    // The record lists only what the user may see, so an id it does not know is taken as it is.
    resolveAlias: (type, id) => aliases[type]?.[String(id)] ?? id,
  };
}
