// The categories lists' Follow toggle, a signed-in viewer's only (the follow state comes for members): a guest's page
// downloads none of it, and main.tsx loads it before hydrating a member's page (src/ui/preloadable-lazy.tsx says why).
import { preloadableLazy } from "../../ui/preloadable-lazy";

export const FollowToggleChunk = preloadableLazy(() => import("./CategoryFollowToggle"));
