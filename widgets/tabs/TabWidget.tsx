// Tabbed Posts (docs/reference/layout-widgets.md#widgets react.tabs): a tab list over preset post lists. Each panel
// is a hydrated node rendered by the layout renderer (Region), so this widget never imports the discussions widget.
import { useState } from "react";
import { Region } from "../../src/layout/Region";
import type { TabWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tabs";
import { cx } from "../../src/ui/cx";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { Tabs } from "../../src/ui/Tabs";

const tabClass = (selected: boolean) =>
  cx(
    "-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold transition-colors",
    selected
      ? "border-primary text-primary"
      : "border-transparent text-fg-muted hover:border-border-strong hover:text-fg",
  );

export default function TabWidget({ tabs = [], defaultTabIndex = 0 }: TabWidgetHydrated) {
  // Labels are the author's, or the presets' (catalogue keys, tabs.ts).
  const i18n = useI18n();
  const [selected, setSelected] = useState(Math.min(defaultTabIndex, Math.max(tabs.length - 1, 0)));
  if (tabs.length === 0) return null;
  // Tabs are told apart by place: two tabs may show the same preset.
  const specs = tabs.map((tab, index) => ({ id: String(index), label: i18n.text(tab.label) }));
  return (
    <section className="my-6 first:mt-0" aria-label={i18n.t("Posts")}>
      <Tabs
        tabs={specs}
        selected={String(selected)}
        onSelect={(id) => setSelected(Number(id))}
        label={i18n.t("Posts")}
        panels="every"
        renderPanel={(id) => {
          const tab = tabs[Number(id)];
          return tab ? <Region nodes={[tab.node]} /> : null;
        }}
        listClassName="flex gap-1 overflow-x-auto border-b border-border"
        tabClassName={tabClass}
        panelClassName="pt-4"
      />
    </section>
  );
}
