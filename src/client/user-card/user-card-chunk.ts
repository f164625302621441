// The user card's popup (flyout, modal and their code), for viewers who may view profiles (members by default): a
// guest's page downloads none of it, and main.tsx loads it before hydrating a page for a viewer who may open cards
// (src/ui/preloadable-lazy.tsx says why).
import { preloadableLazy } from "../../ui/preloadable-lazy";

export const UserCardPopupChunk = preloadableLazy(() => import("./UserCardPopup"));
