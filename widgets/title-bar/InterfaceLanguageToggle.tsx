// The title bar's interface language menu (docs/reference/localisation.md#choosing-the-language): shown when the page
// offers two or more interface languages (the session carries state.i18n.locales). A button with the current
// language's own name opens a menu of every language in its own name; choosing one sets the reader's cookie and
// reloads (interface-locale.ts). On compact screens the same choice sits in the Site Navigation panel
// (InterfaceLanguageList, through NestedNavigation). Not the site sections' toggle (LanguageToggle), which links.
import { useSession } from "../../src/layout/session";
import type { InterfaceLocale } from "../../src/lib/i18n/locales";
import { cx } from "../../src/ui/cx";
import { Flyout } from "../../src/ui/Flyout";
import { Icon } from "../../src/ui/Icon";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { chooseInterfaceLocale } from "./interface-locale";

/** The languages to offer (none when there is no choice) and the page's own. */
function useInterfaceLocales(): { locales: readonly InterfaceLocale[]; current: string } {
  const { locales } = useSession();
  const { locale } = useI18n();
  return { locales: locales.length > 1 ? locales : [], current: locale };
}

const MENU_ITEM =
  "flex w-full items-center gap-2 px-4 py-2 text-start text-fg outline-none hover:bg-bg-hover focus-visible:bg-bg-hover " +
  "focus:bg-bg-hover aria-[current=true]:font-semibold";

export function InterfaceLanguageToggle() {
  const t = useT();
  const { locales, current } = useInterfaceLocales();
  if (locales.length === 0) return null;
  const shown = locales.find((entry) => entry.key === current);
  return (
    <Flyout
      kind="menu"
      align="end"
      // The name holds the language shown, so what is seen is what a voice user says (WCAG 2.5.3).
      buttonLabel={t("Interface language: {language}", { language: shown?.nativeName ?? current })}
      buttonClassName="inline-flex h-10 items-center gap-1 rounded-control px-2 text-sm font-semibold hover:bg-[color-mix(in_srgb,currentColor_12%,transparent)]"
      label={
        <>
          <Icon name="globe" size={18} />
          <span lang={shown?.key ?? current}>{shown?.nativeName ?? current}</span>
        </>
      }
    >
      {locales.map((entry) => (
        // The menu's own items (not FlyoutItem): each carries aria-current and reloads the page when chosen.
        <button
          key={entry.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          aria-current={entry.key === current ? "true" : undefined}
          onClick={() => chooseInterfaceLocale(entry.key, current)}
          className={MENU_ITEM}
        >
          {/* match-parent: a name in the other direction still lines up with the menu's own start. */}
          <span lang={entry.key} dir={entry.dir} className="flex-1 [text-align:match-parent]">
            {entry.nativeName}
          </span>
          {entry.key === current ? <Icon name="check" size={16} /> : null}
        </button>
      ))}
    </Flyout>
  );
}

const PANEL_ROW =
  "flex w-full items-center justify-between gap-2 rounded-control px-3 py-2.5 text-start font-semibold";

/** The compact bar's form: a group of buttons in the Site Navigation panel. */
export function InterfaceLanguageList() {
  const t = useT();
  const { locales, current } = useInterfaceLocales();
  if (locales.length === 0) return null;
  return (
    // A group, not a navigation landmark: choosing reloads the page rather than going somewhere.
    <fieldset className="mt-2 border-t border-border pt-2">
      <legend className="sr-only">{t("Language")}</legend>
      <ul className="space-y-0.5">
        {locales.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              aria-current={entry.key === current ? "true" : undefined}
              onClick={() => chooseInterfaceLocale(entry.key, current)}
              className={cx(
                PANEL_ROW,
                entry.key === current ? "bg-primary-soft text-primary-hover" : "hover:bg-bg-hover",
              )}
            >
              <span lang={entry.key} dir={entry.dir}>
                {entry.nativeName}
              </span>
              {entry.key === current ? <Icon name="check" size={18} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
