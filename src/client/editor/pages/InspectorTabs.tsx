// The right-hand panel: Settings / JSON / Problems (with their count) / Revisions, as WAI-ARIA tabs (arrow keys,
// Home and End move between tabs and open them). The open tab is the store's `panel`, so a click on a problem or
// a request to focus a field can switch it.
import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { cx } from "../../../ui/cx";
import { type EditorPanel, useEditor } from "../store/editor-store";

export interface InspectorTab {
  id: EditorPanel;
  label: string;
  /** Shown after the label (the problem count). */
  count?: number;
  content: ReactNode;
}

const tabID = (id: EditorPanel) => `inspector-tab-${id}`;
const panelID = (id: EditorPanel) => `inspector-panel-${id}`;

export function InspectorTabs({ tabs }: { tabs: InspectorTab[] }) {
  const panel = useEditor((state) => state.panel);
  const setPanel = useEditor((state) => state.setPanel);
  const list = useRef<HTMLDivElement>(null);
  const open = tabs.find((tab) => tab.id === panel) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === open?.id);
    const next =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs.at(-1)
              : undefined;
    if (!next) return;
    event.preventDefault();
    setPanel(next.id);
    list.current?.querySelector<HTMLElement>(`#${tabID(next.id)}`)?.focus();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={list}
        role="tablist"
        aria-label="Inspector"
        onKeyDown={onKeyDown}
        className="flex shrink-0 gap-1 border-b border-border px-2"
      >
        {tabs.map((tab) => {
          const selected = tab.id === open?.id;
          return (
            <button
              key={tab.id}
              id={tabID(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelID(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setPanel(tab.id)}
              className={cx(
                "-mb-px border-b-2 px-3 py-2 text-sm font-semibold",
                selected ? "border-primary text-primary" : "border-transparent text-fg-muted hover:text-fg",
              )}
            >
              {tab.label}
              {tab.count !== undefined ? (
                <span
                  className={cx(
                    "ml-1.5 rounded-full px-1.5 text-xs",
                    tab.count > 0 ? "bg-danger text-white" : "bg-bg-hover text-fg-muted",
                  )}
                >
                  {tab.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {open ? (
        <div
          id={panelID(open.id)}
          role="tabpanel"
          aria-labelledby={tabID(open.id)}
          className="min-h-0 flex-1 overflow-y-auto"
        >
          {open.content}
        </div>
      ) : null}
    </div>
  );
}
