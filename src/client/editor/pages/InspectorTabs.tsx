// The right-hand panel: Settings / JSON / Problems (with their count) / Revisions, as tabs. The open tab is the
// store's `panel`, so a click on a problem or a request to focus a field can switch it.
import type { ReactNode } from "react";
import { cx } from "../../../ui/cx";
import { useT } from "../../../ui/i18n/i18n-context";
import { Tabs } from "../../../ui/Tabs";
import { type EditorPanel, useEditor } from "../store/editor-store";

export interface InspectorTab {
  id: EditorPanel;
  label: string;
  /** Shown after the label (the problem count). */
  count?: number;
  content: ReactNode;
}

const tabClass = (selected: boolean) =>
  cx(
    "-mb-px border-b-2 px-3 py-2 text-sm font-semibold",
    selected ? "border-primary text-primary" : "border-transparent text-fg-muted hover:text-fg",
  );

function TabLabel({ tab }: { tab: InspectorTab }) {
  return (
    <>
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
    </>
  );
}

export function InspectorTabs({ tabs }: { tabs: InspectorTab[] }) {
  const t = useT();
  const panel = useEditor((state) => state.panel);
  const setPanel = useEditor((state) => state.setPanel);
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <Tabs
        tabs={tabs.map((tab) => ({ id: tab.id, label: <TabLabel tab={tab} /> }))}
        selected={panel}
        onSelect={setPanel}
        label={t("Inspector")}
        idPrefix="inspector"
        renderPanel={(id) => tabs.find((tab) => tab.id === id)?.content}
        listClassName="flex shrink-0 flex-wrap gap-x-1 border-b border-border px-2"
        tabClassName={tabClass}
        panelClassName="min-h-0 flex-1 overflow-y-auto"
      />
    </div>
  );
}
