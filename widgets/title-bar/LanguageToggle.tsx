// The title bar's language toggle (docs/reference/ui-behaviour.md#title-bar): shown when the site has two or more
// site sections, each with its locale; it lists them and links to each section's home. On compact screens the links
// sit in the Site Navigation panel instead (NestedNavigation).
import type { TitleBarHydrated } from "../../src/types/generated/widgets/hydrated/title-bar";
import { Flyout, FlyoutLinkItem } from "../../src/ui/Flyout";
import { Icon } from "../../src/ui/Icon";
import { useT } from "../../src/ui/i18n/i18n-context";

export type LanguageLinks = NonNullable<TitleBarHydrated["languages"]>;

export function LanguageToggle({ languages }: { languages: LanguageLinks }) {
  const t = useT();
  if (languages.length < 2) return null;
  const current = languages.find((language) => language.current) ?? languages[0];
  return (
    <Flyout
      kind="menu"
      align="end"
      buttonLabel={t("Language: {name}", { name: current?.name ?? "" })}
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
          {language.current ? <span className="sr-only">{t("(current)")}</span> : null}
        </FlyoutLinkItem>
      ))}
    </Flyout>
  );
}
