// What PUT /navigation/{localeKey} checks beyond its JSON Schema (schemas/navigation/navigation-item.schema.json),
// with errors on the item's own field ("items.2.children.0.url", the path ajv's errors use too): an address or
// children (docs/reference/ui-behaviour.md#title-bar drops items with neither), a safe address (src/lib/safe-url.ts),
// a known global permission, roles that exist, two levels of children at most, ids unique in the list. Items
// without an id get one from their name.
import { msg } from "../../lib/i18n/msg";
import type { NavTreeItem } from "../../lib/navigation";
import { GLOBAL_PERMISSIONS } from "../../lib/permissions/names";
import { isSafeUrl } from "../../lib/safe-url";
import type { FieldErrorInput } from "../http/errors";

/** Top level, children, grandchildren: what the mega menu shows (columns of links). */
export const MAX_NAVIGATION_DEPTH = 3;

const permissions: ReadonlySet<string> = new Set(GLOBAL_PERMISSIONS);

/** The list's problems, none when it may be stored. */
export function navigationProblems(
  items: readonly NavTreeItem[],
  existingRoleIDs: ReadonlySet<number>,
): FieldErrorInput[] {
  const problems: FieldErrorInput[] = [];
  const seenIDs = new Set<string>();
  const walk = (list: readonly NavTreeItem[], path: string, depth: number) => {
    list.forEach((item, index) => {
      const at = `${path}.${index}`;
      const url = item.url?.trim() ?? "";
      const children = item.children ?? [];
      if (item.id) {
        if (seenIDs.has(item.id))
          problems.push({
            field: `${at}.id`,
            code: "duplicate",
            message: msg("Another item already has this id."),
          });
        seenIDs.add(item.id);
      }
      if (!url && children.length === 0)
        problems.push({
          field: `${at}.url`,
          code: "required",
          message: msg("Give the item an address, or items under it."),
        });
      if (url && !isSafeUrl(url))
        problems.push({
          field: `${at}.url`,
          code: "unsafeUrl",
          message: msg("Use a path on this site (/…), #, mailto:, tel:, http:// or https://."),
        });
      if (item.permission && !permissions.has(item.permission))
        problems.push({
          field: `${at}.permission`,
          code: "unknown",
          message: msg("Choose a permission from the list."),
        });
      if (item.roleIDs?.some((roleID) => !existingRoleIDs.has(roleID)))
        problems.push({
          field: `${at}.roleIDs`,
          code: "unknown",
          message: msg("One of these roles does not exist."),
        });
      if (children.length > 0 && depth + 1 >= MAX_NAVIGATION_DEPTH)
        problems.push({
          field: `${at}.children`,
          code: "tooDeep",
          message: msg("Menus go two levels deep at most."),
        });
      else walk(children, `${at}.children`, depth + 1);
    });
  };
  walk(items, "items", 0);
  return problems;
}

/** "Help & Support" → "help-support"; never empty. */
function slug(name: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase()
    .slice(0, 60);
  return base || "item";
}

/** The list as stored: names and addresses trimmed, empty fields left out, every item with an id of its own. */
export function normalizedNavigation(items: readonly NavTreeItem[]): NavTreeItem[] {
  const taken = new Set<string>();
  const collect = (list: readonly NavTreeItem[]) => {
    for (const item of list) {
      if (item.id) taken.add(item.id);
      collect(item.children ?? []);
    }
  };
  collect(items);
  const freshID = (name: string) => {
    const base = slug(name);
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  const normalize = (list: readonly NavTreeItem[]): NavTreeItem[] =>
    list.map((item) => {
      const url = item.url?.trim();
      const children = item.children?.length ? normalize(item.children) : undefined;
      return {
        id: item.id || freshID(item.name),
        name: item.name.trim(),
        ...(url ? { url } : {}),
        ...(item.permission ? { permission: item.permission } : {}),
        ...(item.roleIDs?.length ? { roleIDs: item.roleIDs } : {}),
        ...(item.isHidden ? { isHidden: true } : {}),
        ...(item.badge ? { badge: { type: "text" as const, text: item.badge.text.trim() } } : {}),
        ...(item.recordType ? { recordType: item.recordType } : {}),
        ...(children ? { children } : {}),
      };
    });
  return normalize(items);
}
