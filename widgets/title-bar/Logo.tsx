// The title bar logo: the image for the device, or the site name as a wordmark when there is none. Following the
// site's style (logoType styleguide), the images are the page theme's logos (docs/reference/themes.md#variables).

import { useSession } from "../../src/layout/session";
import { isSafeUrl } from "../../src/lib/safe-url";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { AppLink } from "../../src/ui/AppLink";

export function Logo({
  siteName,
  logo,
  logoType,
  compact,
  maxHeight,
}: Pick<TitleBarHydrated, "siteName" | "logo" | "logoType"> & { compact: boolean; maxHeight: number }) {
  const { themeLogos } = useSession();
  const own = logoType === "custom" ? logo : undefined;
  const desktop = own?.imageUrl || (logoType === "custom" ? "" : themeLogos.logo) || "";
  const mobile = own?.imageUrlMobile || (logoType === "custom" ? "" : themeLogos.mobileLogo) || "";
  const image = (compact && mobile) || desktop;
  return (
    <AppLink
      to={logo?.url || "/"}
      className="inline-flex min-w-0 items-center rounded-control px-1 text-lg font-bold tracking-tight whitespace-nowrap"
    >
      {image && isSafeUrl(image) ? (
        <img
          src={image}
          alt={siteName}
          className="w-auto max-w-[200px] object-contain"
          style={{ maxHeight }}
        />
      ) : (
        <span className="truncate">{siteName}</span>
      )}
    </AppLink>
  );
}
