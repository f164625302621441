// The discussion options menu of each list item (docs/reference/ui-behaviour.md#discussion-list-items), a member's
// only: a guest's page downloads none of it (src/ui/preloadable-lazy.tsx).
import { preloadableLazy } from "../../ui/preloadable-lazy";
import type { DiscussionOptionsMenuProps } from "./DiscussionOptionsMenu";

export const DiscussionOptionsChunk = preloadableLazy<DiscussionOptionsMenuProps>(() =>
  import("./DiscussionOptionsMenu").then((m) => ({ default: m.DiscussionOptionsMenu })),
);
