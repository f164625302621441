// Quick Links: a titled navigation list. Hidden links are skipped; URLs pass the product's safety rules
// (docs/reference/ui-behaviour.md#title-bar) through AppLink, and external ones open in a new tab.

import type { QuickLinksProps } from "../../src/types/generated/widgets/quick-links";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { useCurrentLocation } from "../../src/ui/location";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

export default function QuickLinks(props: QuickLinksProps) {
  const location = useCurrentLocation();
  // The author's own texts and links, or the site's defaults (src/lib/navigation.ts): catalogue keys then.
  const i18n = useI18n();
  const links = (props.links ?? []).filter((link) => !link.isHidden && link.name);
  if (links.length === 0) return null;
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  const current = `${location.pathname}${location.search}`;
  return (
    <WidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={
        props.descriptionType === "none"
          ? ""
          : props.descriptionType === "static"
            ? i18n.text(props.description)
            : props.description
      }
      containerOptions={props.containerOptions}
      className="text-sm"
    >
      <nav aria-label={title || i18n.t("Quick Links")}>
        <ul className="-mx-2 space-y-0.5">
          {links.map((link, index) => {
            const active = link.url === current;
            return (
              <li key={link.id ?? `${index}:${link.url}`}>
                <AppLink
                  to={link.url}
                  aria-current={active ? "page" : undefined}
                  className={cx(
                    "block rounded-control px-2 py-1.5 font-semibold transition-colors",
                    active
                      ? "bg-primary-soft text-primary-hover"
                      : "text-fg hover:bg-bg-hover hover:text-primary",
                  )}
                >
                  {i18n.text(link.name)}
                </AppLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </WidgetContainer>
  );
}
