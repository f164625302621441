// The reactions addon's controls as chunks of their own (ReactionControls.tsx, ReactionsLog.tsx): a page requests
// them only while the addon is on and a post shows them (docs/reference/addons.md#a-switched-off-addon).
import { preloadableLazy } from "../../ui/preloadable-lazy";
import type { ReactionControlsProps } from "./ReactionControls";
import type { ReactionsLogProps } from "./ReactionsLog";

export const ReactionControlsChunk = preloadableLazy<ReactionControlsProps>(() =>
  import("./ReactionControls").then((module) => ({ default: module.ReactionControls })),
);

export const ReactionsLogChunk = preloadableLazy<ReactionsLogProps>(() =>
  import("./ReactionsLog").then((module) => ({ default: module.ReactionsLogButton })),
);
