// What went wrong with the last save or publish, under the toolbar: a conflict (409) offers to reload the saved
// layout — nothing of either side was overwritten — and other failures say what the server said.
import { Button } from "../../../ui/Button";
import { useT } from "../../../ui/i18n/i18n-context";
import type { SaveStatus } from "./draft-saver";

export function SaveNotice({ status, onReload }: { status: SaveStatus; onReload(): void }) {
  const t = useT();
  if (status.kind === "conflict") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 border-b border-danger/40 bg-[color-mix(in_srgb,var(--color-danger)_6%,var(--color-bg))] px-3 py-2 text-sm"
      >
        <p>
          <strong className="text-danger">{t("Not saved.")}</strong> {status.message}{" "}
          {t("Reload to continue from their version (copy anything you need from the JSON tab first).")}
        </p>
        <Button size="sm" onClick={onReload}>
          {t("Reload the saved layout")}
        </Button>
      </div>
    );
  }
  if (status.kind === "error") {
    return (
      <div
        role="alert"
        className="border-b border-danger/40 bg-[color-mix(in_srgb,var(--color-danger)_6%,var(--color-bg))] px-3 py-2 text-sm"
      >
        <strong className="text-danger">{status.message}</strong>
        {status.description ? <span> {status.description}</span> : null}
      </div>
    );
  }
  return null;
}
