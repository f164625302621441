// The navigation editor's state for one locale's list: the draft tree, its changes (with focus moved where the
// keyboard user expects it and moves announced), Save (PUT) and Reset to default (DELETE), and the server's field
// errors placed on the item and field they name (navigation-tree.ts: errorTarget).
import { useEffect, useMemo, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import {
  type NavigationEntry,
  usePutNavigationMutation,
  useResetNavigationMutation,
} from "../../api/navigation";
import { failureMessages } from "../dashboard/field-messages";
import { focusControl, type ItemActions, type ItemControl } from "./NavigationItemEditor";
import {
  addItem,
  type DraftItem,
  fieldName,
  fromDraft,
  type ItemPath,
  itemAt,
  moveItem,
  newItem,
  removeItem,
  toDraft,
  updateItem,
} from "./navigation-tree";

/** The "Add item" button at the end of the list: focus goes there when no item is left to hold it. */
export const ADD_ITEM_ID = "navigation-editor-add-item";

interface FocusRequest {
  key: string;
  controls: ItemControl[];
}

export function useNavigationEditor(entry: NavigationEntry) {
  const t = useT();
  const [shown, setShown] = useState(entry);
  const [draft, setDraft] = useState(() => toDraft(entry.items));
  // A new list from the server (another locale, a save, a reset) replaces the draft.
  if (shown !== entry) {
    setShown(entry);
    setDraft(toDraft(entry.items));
  }
  const saved = useMemo(() => JSON.stringify(fromDraft(toDraft(entry.items))), [entry]);
  const dirty = JSON.stringify(fromDraft(draft)) !== saved;

  const put = usePutNavigationMutation();
  const reset = useResetNavigationMutation();
  const failure = failureMessages(put.error ?? reset.error, t);

  const [focus, setFocus] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!focus) return;
    if (!focusControl(focus.key, focus.controls)) document.getElementById(ADD_ITEM_ID)?.focus();
    setFocus(null);
  }, [focus]);
  const [announcement, setAnnouncement] = useState("");

  /** A change of the list's shape: errors name items by position, so they no longer apply. */
  const reshape = (next: DraftItem[]) => {
    put.reset();
    setDraft(next);
  };

  const actions: ItemActions = {
    change: (path, patch) => setDraft((items) => updateItem(items, path, patch)),
    move: (path, step) => {
      const item = itemAt(draft, path);
      if (!item) return;
      reshape(moveItem(draft, path, step));
      const position = (path[path.length - 1] ?? 0) + step + 1;
      setAnnouncement(
        t("Moved {name} to position {position}.", { name: item.name || t("New item"), position }),
      );
      setFocus({ key: item.key, controls: step < 0 ? ["up", "down"] : ["down", "up"] });
    },
    addChild: (path) => {
      const child = newItem();
      reshape(addItem(draft, path, child));
      setFocus({ key: child.key, controls: ["name"] });
    },
    remove: (path) => {
      const index = path[path.length - 1] ?? 0;
      const parentPath = path.slice(0, -1);
      const siblings = parentPath.length ? (itemAt(draft, parentPath)?.children ?? []) : draft;
      // Focus goes to the next item, else the previous one, else the parent.
      const neighbour = siblings[index + 1] ?? siblings[index - 1];
      const parent = parentPath.length ? itemAt(draft, parentPath) : undefined;
      reshape(removeItem(draft, path));
      if (neighbour) setFocus({ key: neighbour.key, controls: ["name"] });
      else if (parent) setFocus({ key: parent.key, controls: ["add-child", "name"] });
      else setFocus({ key: "", controls: [] });
    },
    errorsOf: (path: ItemPath, field: string) => failure.fields[fieldName(path, field)],
  };

  const addTopItem = () => {
    const item = newItem();
    reshape(addItem(draft, [], item));
    setFocus({ key: item.key, controls: ["name"] });
  };

  return {
    items: draft,
    actions,
    addTopItem,
    dirty,
    announcement,
    /** A failure not tied to an item's field (or the first of them, for the summary at the top). */
    formError: failure.message,
    listErrors: failure.fields.items,
    saving: put.isPending,
    resetting: reset.isPending,
    savedAt: put.isSuccess && !dirty ? put.submittedAt : null,
    save: () => put.mutate({ localeKey: entry.localeKey, items: fromDraft(draft) }),
    reset: () => reset.mutateAsync(entry.localeKey),
    discard: () => {
      put.reset();
      setDraft(toDraft(entry.items));
    },
  };
}
