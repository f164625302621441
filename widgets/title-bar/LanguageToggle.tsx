// The title bar's language toggle (docs/reference/ui-behaviour.md#title-bar): shown when the site has two or more
// site sections, each with its locale; it lists them and links to each section's home. On compact screens the links
// sit in the Site Navigation panel instead (NestedNavigation).
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { Flyout, FlyoutLinkItem } from "../../src/ui/Flyout";
import { Icon } from "../../src/ui/Icon";

export type LanguageLinks = NonNullable<TitleBarHydrated["languages"]>;

export function LanguageToggle({ languages }: { languages: LanguageLinks }) {
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.current) ?? languages[0];
  return (
    <Flyout
      kind="menu"
      align="end"
      buttonLabel={`Language: ${current?.name ?? ""}`}
      buttonClassName="inline-flex h-10 items-center gap-1 rounded-control px-2 text-sm font-semibold uppercase hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      label={
        <>
          <Icon name="globe" size={18} />
          {current?.locale}
        </>
      }
    >
      {languages.map((language) => (
        <FlyoutLinkItem key={language.url} to={language.url}>
          <span lang={language.locale} className="flex-1">
            {language.name}
          </span>
          <span className="text-xs text-fg-muted uppercase">{language.locale}</span>
          {language.current ? <span className="sr-only">(current)</span> : null}
        </FlyoutLinkItem>
      ))}
    </Flyout>
  );
}
