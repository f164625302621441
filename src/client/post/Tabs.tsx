// Tabs of the answer thread (WAI-ARIA tabs pattern): a tablist whose tabs move with the arrow keys, Home and End,
// selection following focus; only the selected tab is in the Tab order.
import { type ReactNode, useId, useRef } from "react";
import { cx } from "../../ui/cx";

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  function move(to: number) {
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }
  const current = tabs[index];
  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="mb-4 flex gap-1 border-b border-border"
        onKeyDown={(event) => {
          const keys: Record<string, number> = {
            ArrowRight: index + 1,
            ArrowLeft: index - 1,
            Home: 0,
            End: tabs.length - 1,
          };
          const to = keys[event.key];
          if (to === undefined) return;
          event.preventDefault();
          move(to);
        }}
      >
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={cx(
                "-mb-px border-b-2 px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary",
                active
                  ? "border-primary text-primary-hover"
                  : "border-transparent text-fg-muted hover:text-fg",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}
