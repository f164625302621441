// The title bar logo: the image for the device, or the site name as a wordmark when there is none.
import { isSafeUrl } from "../../src/lib/safe-url";
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { AppLink } from "../../src/ui/AppLink";

export function Logo({
  siteName,
  logo,
  compact,
  maxHeight,
}: Pick<TitleBarHydrated, "siteName" | "logo"> & { compact: boolean; maxHeight: number }) {
  const image = (compact && logo?.imageUrlMobile) || logo?.imageUrl || "";
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
