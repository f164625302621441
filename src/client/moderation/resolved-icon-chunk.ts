// The list items' resolved icon as its own chunk (ResolvedIcon.tsx): members load it, guests never do.

import type { Discussion } from "../../types/generated/widgets/hydrated/discussions";
import { preloadableLazy } from "../../ui/preloadable-lazy";

export const ResolvedIconChunk = preloadableLazy<{ discussion: Discussion }>(() =>
  import("./ResolvedIcon").then((m) => ({ default: m.ResolvedIcon })),
);
