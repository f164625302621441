// Tag Cloud (docs/reference/layout-widgets.md#widgets): the most used tags as pills linking to the discussions
// carrying them, in one of four presets. Colours come from theme variables only, so a theme restyles every preset.
import type { TagWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tag";
import { AppLink } from "../../src/ui/AppLink";
import { cx } from "../../src/ui/cx";
import { HomeWidgetContainer } from "../../src/ui/home-widget/HomeWidgetContainer";
import { RichMessage, useI18n } from "../../src/ui/i18n/i18n-context";

type Preset = TagWidgetHydrated["itemOptions"]["tagPreset"];

const PRESETS: Record<Exclude<Preset, "COLORED">, string> = {
  STANDARD: "border border-border-strong bg-bg text-fg hover:border-primary hover:text-primary",
  PRIMARY: "border border-primary bg-primary text-primary-contrast hover:bg-primary-hover",
  GREYSCALE: "border border-transparent bg-bg-hover text-fg hover:border-border-strong",
};

/** COLORED cycles through the theme's soft tones; each pairs a background with a readable foreground. */
const COLOURS = [
  "bg-primary-soft text-primary-hover",
  "bg-success-soft text-success",
  "bg-warning-soft text-warning",
  "bg-bg-hover text-fg-heading",
];

function presetClasses(preset: Preset, index: number): string {
  if (preset === "COLORED") {
    return cx("border border-transparent hover:border-current", COLOURS[index % COLOURS.length]);
  }
  return PRESETS[preset];
}

export default function TagWidget(props: TagWidgetHydrated) {
  // The author's own texts, or the schema's defaults (catalogue keys).
  const i18n = useI18n();
  const title = props.titleType === "none" ? "" : i18n.text(props.title);
  return (
    <HomeWidgetContainer
      title={title}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.descriptionType === "none" ? "" : i18n.text(props.description)}
      containerOptions={props.containerOptions}
    >
      <ul
        aria-label={title ? undefined : i18n.t("Tags")}
        data-widget="tag-cloud"
        className={cx(
          "flex flex-wrap gap-2",
          props.containerOptions.headerAlignment === "center" && "justify-center",
        )}
      >
        {props.tags.map((tag, index) => (
          <li key={tag.tagID}>
            <AppLink
              to={tag.url}
              className={cx(
                "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold transition-colors",
                presetClasses(props.itemOptions.tagPreset, index),
              )}
            >
              {tag.name}
              <span className="text-xs font-normal">
                {/* The count shows; the words around it are for screen readers only. */}
                <RichMessage
                  id="{count, plural, one {<sr>(</sr>{number}<sr> discussion)</sr>} other {<sr>(</sr>{number}<sr> discussions)</sr>}}"
                  values={{
                    count: tag.countDiscussions,
                    number: String(tag.countDiscussions),
                    sr: (chunks) => <span className="sr-only">{chunks}</span>,
                  }}
                />
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </HomeWidgetContainer>
  );
}
