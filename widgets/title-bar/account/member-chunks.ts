// The title bar's member parts, loaded on demand: a guest's first view downloads none of them. A member's page loads
// them before hydrating (src/client/main.tsx), so they render at once (src/ui/preloadable-lazy.tsx says why).
import { preloadableLazy } from "../../../src/ui/preloadable-lazy";

export const MemberAccountBoxChunk = preloadableLazy(() => import("./MemberAccountBox"));
export const AccountPanelChunk = preloadableLazy(() => import("./AccountPanel"));

export function loadMemberChunks(): Promise<unknown> {
  return Promise.all([MemberAccountBoxChunk.preload(), AccountPanelChunk.preload()]);
}
