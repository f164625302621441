// Tabs after the WAI-ARIA tabs pattern: a tablist whose tabs move with Left/Right (wrapping), Home and End,
// selection following focus; only the selected tab is in the Tab order (roving tabindex), each tab names the
// panel it controls. Controlled: the caller holds the selected id, so a store or a URL can switch it too. The
// look stays with the caller (each place draws its tabs its own way); the behaviour lives only here.
import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabSpec<K extends string = string> {
  id: K;
  /** The tab's content: its name, and a count beside it where a caller shows one. */
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabSpec<K>[];
  /** The open tab; the first when it names none of `tabs`. */
  selected: NoInfer<K>;
  onSelect(id: NoInfer<K>): void;
  /** The tablist's accessible name. */
  label: string;
  /** Fixed element ids (`<prefix>-tab-<id>`, `<prefix>-panel-<id>`) for callers that link to a panel. */
  idPrefix?: string;
  /** The panel's content for a tab. */
  renderPanel(id: NoInfer<K>): ReactNode;
  /** "selected" renders one panel; "every" keeps a hidden panel element per tab, content only in the open one. */
  panels?: "selected" | "every";
  listClassName?: string;
  tabClassName(selected: boolean): string;
  panelClassName?: string;
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Right to left the tabs run from the right: the arrows swap, so each still moves the way it points. */
const MIRRORED: Record<string, string> = { ArrowRight: "ArrowLeft", ArrowLeft: "ArrowRight" };

/** Where a key moves the selection from `index` among `count` tabs; null for a key tabs ignore. */
export function tabKeyTarget(key: string, index: number, count: number, rtl = false): number | null {
  const step = STEPS[rtl ? (MIRRORED[key] ?? key) : key];
  return step && count > 0 ? step(Math.max(index, 0), count) : null;
}

export function Tabs<K extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  renderPanel,
  panels = "selected",
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps<K>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const tabID = (id: K) => `${prefix}-tab-${id}`;
  const panelID = (id: K) => `${prefix}-panel-${id}`;
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const current = tabs[index];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const to = tabKeyTarget(event.key, index, tabs.length, rtl);
    const next = to === null ? undefined : tabs[to];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    buttons.current.get(next.id)?.focus();
  }

  const panel = (tab: TabSpec<K>, open: boolean) => (
    <div
      key={tab.id}
      role="tabpanel"
      id={panelID(tab.id)}
      aria-labelledby={tabID(tab.id)}
      hidden={panels === "every" ? !open : undefined}
      className={panelClassName}
    >
      {open ? renderPanel(tab.id) : null}
    </div>
  );

  return (
    <>
      <div role="tablist" aria-label={label} className={listClassName} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabID(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelID(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={tabClassName(isSelected)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {panels === "every"
        ? tabs.map((tab) => panel(tab, tab.id === current?.id))
        : current
          ? panel(current, true)
          : null}
    </>
  );
}
