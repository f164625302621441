// Where the title bar's logo and navigation come from: the site's own (style guide) or the widget's (custom).
// Shared by the server loader and the Storybook preview loader.
import type { TitleBarProps } from "../../src/types/generated/widgets/title-bar";

type Source = "styleguide" | "custom";
type NavItems = NonNullable<TitleBarProps["navigation"]["items"]>;

/** Documents written before logoType/navigationType existed meant custom when they set their own. */
export function titleBarSources(props: TitleBarProps): { logoType: Source; navigationType: Source } {
  const { logo, navigation } = props;
  return {
    logoType:
      props.logoType ??
      (logo.imageUrl || logo.imageUrlMobile || (logo.url && logo.url !== "/") ? "custom" : "styleguide"),
    navigationType:
      props.navigationType ??
      (navigation.items?.length || navigation.mobileOnlyItems?.length ? "custom" : "styleguide"),
  };
}

/** The logo to draw: with the style guide's, the widget's images and link give way to the site name and home. */
export function resolvedLogo(props: TitleBarProps, logoType: Source): TitleBarProps["logo"] {
  if (logoType === "custom") return props.logo;
  const { imageUrl: _image, imageUrlMobile: _mobile, ...placement } = props.logo;
  return { ...placement, url: "/" };
}

/** The widget's items when custom and non-empty, else the site's. */
export function chosenItems(own: NavItems | undefined, site: NavItems, navigationType: Source): NavItems {
  return navigationType === "custom" && own?.length ? own : site;
}
