// The addons as a list of switches (docs/reference/addons.md#dashboard): each addon's name, what it does, and its
// switch (a checkbox announced as a switch, labelled by the name and described by the description). The view takes
// the list and its state as props so stories can show any of them.
import { useT } from "../../../ui/i18n/i18n-context";
import type { Addon } from "../../api/addons";
import { SettingSwitch } from "../dashboard/notifications/SettingSwitch";

export interface AddonsViewProps {
  addons: readonly Addon[];
  /** The addon whose switch is being saved: its switch waits. */
  pendingID: string | null;
  onSwitch(addonID: string, enabled: boolean): void;
}

export function AddonsView({ addons, pendingID, onSwitch }: AddonsViewProps) {
  const t = useT();
  return (
    <section aria-labelledby="addons-heading" className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
      <header className="flex flex-col gap-1">
        <h1 id="addons-heading" className="text-2xl font-bold text-fg-heading">
          {t("Addons")}
        </h1>
        <p className="text-sm text-fg-muted">
          {t(
            "The optional parts of the community. A part switched off is gone for everyone: its pages, widgets, menu items and permissions.",
          )}
        </p>
      </header>
      <ul className="flex flex-col divide-y divide-border rounded-box border border-border">
        {addons.map((addon) => (
          <li key={addon.addonID} className="p-4" aria-busy={pendingID === addon.addonID || undefined}>
            <SettingSwitch
              label={addon.name}
              description={addon.description}
              checked={addon.enabled}
              onChange={(enabled) => {
                if (pendingID !== addon.addonID) onSwitch(addon.addonID, enabled);
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
