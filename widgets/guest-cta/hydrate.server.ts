// Server data for the guest call to action: only guests get it, with the sign-in and register addresses.
import type { LayoutContext } from "../../src/server/layouts/context";
import { loadEntryUrls } from "../../src/server/services/entry-urls";
import type { GuestCallToActionWidgetProps } from "../../src/types/generated/widgets/guest-cta";
import type { GuestCallToActionWidgetHydrated } from "../../src/types/generated/widgets/hydrated/guest-cta";

export async function hydrateGuestCta(
  props: GuestCallToActionWidgetProps,
  context: LayoutContext,
): Promise<GuestCallToActionWidgetHydrated | null> {
  if (context.services.viewer.user.userID !== 0) return null;
  const { signInUrl, registerUrl } = await loadEntryUrls(context.services.db, context.site);
  return {
    ...props,
    title: props.titleType === "none" ? "" : props.title,
    description: props.descriptionType === "none" ? "" : props.description,
    signInUrl,
    registerUrl,
  };
}
