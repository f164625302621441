// Tabbed Posts (layout-format §4.1 react.tabs): a tab list over preset post lists. Each panel is a hydrated node
// rendered by the layout renderer (Region), so this widget never imports the discussions widget.
// WAI-ARIA tabs: roving tabindex, Left/Right/Home/End move and select, aria-selected marks the current tab.
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Region } from "../../src/layout/Region";
import type { TabWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tabs";
import { cx } from "../../src/ui/cx";

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export default function TabWidget({ tabs = [], defaultTabIndex = 0 }: TabWidgetHydrated) {
  const [selected, setSelected] = useState(Math.min(defaultTabIndex, Math.max(tabs.length - 1, 0)));
  const baseID = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (tabs.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, tabs.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <section className="my-6 first:mt-0" aria-label="Posts">
      <div
        role="tablist"
        aria-label="Posts"
        className="flex gap-1 overflow-x-auto border-b border-border"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab.tabPresetID}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseID}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseID}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(index)}
              className={cx(
                "-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold transition-colors",
                isSelected
                  ? "border-primary text-primary"
                  : "border-transparent text-fg-muted hover:border-border-strong hover:text-fg",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.tabPresetID}
          role="tabpanel"
          id={`${baseID}-panel-${index}`}
          aria-labelledby={`${baseID}-tab-${index}`}
          hidden={index !== selected}
          className="pt-4"
        >
          {index === selected ? <Region nodes={[tab.node]} /> : null}
        </div>
      ))}
    </section>
  );
}
