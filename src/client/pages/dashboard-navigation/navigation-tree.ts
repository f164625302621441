// The navigation editor's draft (docs/reference/ui-behaviour.md#title-bar): the list as a tree of items, each with a
// key of its own so React keeps an item's fields (and focus) as it moves. An item is addressed by its path of
// indexes ([2, 0] = the first child of the third item), the same path the server's field errors name
// ("items.2.children.0.url"). Every change returns a new tree.
import type { NavigationItem } from "../../api/navigation";

export interface DraftItem extends Omit<NavigationItem, "children"> {
  key: string;
  children: DraftItem[];
}

export type ItemPath = readonly number[];

/** Top level, children, grandchildren: what the server accepts (services/navigation-rules.ts). */
export const MAX_DEPTH = 3;

let nextKey = 0;
const freshKey = () => `draft-${++nextKey}`;

export function toDraft(items: readonly NavigationItem[]): DraftItem[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    key: freshKey(),
    children: toDraft(children ?? []),
  }));
}

/** The PUT body's items: keys dropped, empty optional fields left out. */
export function fromDraft(items: readonly DraftItem[]): NavigationItem[] {
  return items.map(({ key: _key, children, badge, roleIDs, permission, isHidden, url, ...item }) => ({
    ...item,
    url: url?.trim() ?? "",
    ...(permission ? { permission } : {}),
    ...(roleIDs?.length ? { roleIDs } : {}),
    ...(isHidden ? { isHidden } : {}),
    ...(badge?.text.trim() ? { badge: { type: "text" as const, text: badge.text.trim() } } : {}),
    ...(children.length ? { children: fromDraft(children) } : {}),
  }));
}

export function newItem(): DraftItem {
  return { key: freshKey(), name: "", url: "", recordType: "customLink", children: [] };
}

/** The list holding the item at `path` changed by `change`; the tree is copied along the path only. */
function withList(
  items: readonly DraftItem[],
  parentPath: ItemPath,
  change: (list: DraftItem[]) => DraftItem[],
): DraftItem[] {
  const [first, ...rest] = parentPath;
  if (first === undefined) return change([...items]);
  return items.map((item, index) =>
    index === first ? { ...item, children: withList(item.children, rest, change) } : item,
  );
}

const parentOf = (path: ItemPath) => path.slice(0, -1);
const indexOf = (path: ItemPath) => path[path.length - 1] ?? 0;

export function itemAt(items: readonly DraftItem[], path: ItemPath): DraftItem | undefined {
  let list = items;
  let found: DraftItem | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = found.children;
  }
  return found;
}

export function updateItem(
  items: readonly DraftItem[],
  path: ItemPath,
  patch: Partial<DraftItem>,
): DraftItem[] {
  return withList(items, parentOf(path), (list) =>
    list.map((item, index) => (index === indexOf(path) ? { ...item, ...patch } : item)),
  );
}

export function removeItem(items: readonly DraftItem[], path: ItemPath): DraftItem[] {
  return withList(items, parentOf(path), (list) => list.filter((_, index) => index !== indexOf(path)));
}

/** Swaps the item with its neighbour (-1 up, +1 down); nothing happens at either end. */
export function moveItem(items: readonly DraftItem[], path: ItemPath, step: -1 | 1): DraftItem[] {
  return withList(items, parentOf(path), (list) => {
    const from = indexOf(path);
    const to = from + step;
    const moving = list[from];
    const other = list[to];
    if (!moving || !other) return list;
    list[to] = moving;
    list[from] = other;
    return list;
  });
}

/** Adds an item at the end of the top level (empty path) or of an item's children. */
export function addItem(items: readonly DraftItem[], parentPath: ItemPath, item: DraftItem): DraftItem[] {
  if (parentPath.length === 0) return [...items, item];
  return withList(items, parentOf(parentPath), (list) =>
    list.map((parent, index) =>
      index === indexOf(parentPath) ? { ...parent, children: [...parent.children, item] } : parent,
    ),
  );
}

/** Whether an item at this path may have children of its own. */
export const mayHaveChildren = (path: ItemPath) => path.length < MAX_DEPTH;

/** The server's field name for an item's field: ([2, 0], "url") → "items.2.children.0.url". */
export function fieldName(path: ItemPath, field: string): string {
  return `items.${path.join(".children.")}.${field}`;
}

/** Where a field error applies: the item's path and field, or null for one about the whole list. */
export function errorTarget(field: string): { path: number[]; field: string } | null {
  const match = /^items\.(\d+(?:\.children\.\d+)*)\.(.+)$/.exec(field);
  if (!match?.[1] || !match[2]) return null;
  return { path: match[1].split(".children.").map(Number), field: match[2] };
}
