// The state behind a follow control (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences):
// opening the panel while not followed follows (PATCH {"preferences.followed": true}; the server fills in the
// default types and the digest) and shows the saved answer; opening it while followed reads the preferences.
// Changes are saved by use-category-saver.ts. A preview changes nothing.
import { useEffect, useState } from "react";
import { useCategoryPreferences } from "../api/notification-preferences";
import {
  type CategoryPreferences,
  FOLLOWED_KEY,
  toCategoryPreferences,
  toFlatValues,
  unfollowChanges,
} from "./category-rules";
import type { FlatValues } from "./throttled-saver";
import { useCategorySaver } from "./use-category-saver";

export interface CategoryFollowInput {
  categoryID: number;
  userID: number;
  /** The follow state the page was rendered with. */
  followed: boolean;
  preview: boolean;
  digestsEnabled: boolean;
}

export interface CategoryFollowState {
  followed: boolean;
  /** Null until read or saved (always known in a preview). */
  preferences: CategoryPreferences | null;
  error: string | null;
  onOpenChange(open: boolean): void;
  change(changes: FlatValues): void;
  unfollow(): void;
}

export function useCategoryFollow(input: CategoryFollowInput): CategoryFollowState {
  const [known, setKnown] = useState(input.preview);
  // Read only when the panel opened on a followed category: a follow's answer carries the values itself.
  const [readOnOpen, setReadOnOpen] = useState(false);
  const saver = useCategorySaver(
    input.categoryID,
    input.userID,
    toFlatValues({ [FOLLOWED_KEY]: input.followed }),
    () => setKnown(true),
  );
  const read = useCategoryPreferences(input.categoryID, input.userID, readOnOpen && !input.preview);
  const { load } = saver;
  useEffect(() => {
    if (!read.data) return;
    load(toFlatValues(read.data));
    setKnown(true);
  }, [read.data, load]);

  const followed = saver.values[FOLLOWED_KEY] === true;
  const change = (changes: FlatValues) => {
    if (!input.preview) saver.change(changes);
  };
  return {
    followed,
    // After a failed follow the (rolled back) values show, beside the error.
    preferences: known || (saver.error && !saver.saving) ? toCategoryPreferences(saver.values) : null,
    error: saver.error ?? (read.error ? read.error.message : null),
    onOpenChange: (open) => {
      if (!open || input.preview) return;
      if (followed) {
        setReadOnOpen(true);
        return;
      }
      // The panel shows the server's answer (the default types), not a guess.
      setKnown(false);
      change({ [FOLLOWED_KEY]: true });
    },
    change,
    unfollow: () => change(unfollowChanges(input.digestsEnabled)),
  };
}
