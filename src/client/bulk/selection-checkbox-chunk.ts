// The bulk-moderation checkbox and its selection store, a moderator's only: a guest's page downloads none of it, and
// main.tsx loads it before hydrating a signed-in viewer's page (src/ui/preloadable-lazy.tsx says why).
import { preloadableLazy } from "../../ui/preloadable-lazy";

export const SelectionCheckboxChunk = preloadableLazy(() => import("./SelectionCheckbox"));
