// Whether an addon is switched on for this page (docs/reference/addons.md#a-switched-off-addon): the session carries
// the page state's list (state.site.addons). A control an addon owns (reactions, Translate, Report) is left out while
// it is off, and so is the lazy chunk behind it; its calls would only answer 404. Outside the app (stories, the
// layout editor) the session names no list and every addon counts as on.
import type { AddonID } from "../lib/addons";
import { useSession } from "./session";

function isAddonEnabled(addons: readonly string[] | undefined, addonID: AddonID): boolean {
  return addons === undefined || addons.includes(addonID);
}

export function useAddonEnabled(addonID: AddonID): boolean {
  return isAddonEnabled(useSession().addons, addonID);
}
