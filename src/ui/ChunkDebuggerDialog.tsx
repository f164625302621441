// The chunk debugger's dialog (docs/reference/ui-behaviour.md#chunk-debugger): the registered debug chunks, with
// Clear and Close. Its own chunk: pages load it (and the modal) only when debugging shows it.
import type { DebugChunk } from "../lib/debug-chunks";
import { Button } from "./Button";
import { useT } from "./i18n/i18n-context";
import { Modal } from "./Modal";

export function ChunkDebuggerDialog({
  chunks,
  onClose,
  onClear,
}: {
  chunks: readonly DebugChunk[];
  onClose(): void;
  onClear(): void;
}) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={t("Debug chunks")}
      description={t(
        "{count, plural, one {# debug chunk is registered.} other {# debug chunks are registered.}}",
        {
          count: chunks.length,
        },
      )}
      initialFocus="close"
      footer={
        <>
          <Button variant="standard" onClick={onClear}>
            {t("Clear")}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t("Close")}
          </Button>
        </>
      }
    >
      <ul className="divide-y divide-border text-sm">
        {chunks.map((chunk) => (
          <li key={chunk.name} className="py-2">
            <p className="flex flex-wrap items-baseline gap-2">
              <code className="font-mono font-semibold text-fg-heading">{chunk.name}</code>
              <span className="rounded-control bg-bg-subtle px-1.5 text-xs text-fg-muted">{chunk.kind}</span>
              {chunk.count > 1 ? (
                <span className="text-xs text-fg-muted">{t("{count} times", { count: chunk.count })}</span>
              ) : null}
            </p>
            <p className="mt-1 break-words font-mono text-xs text-fg-muted">{chunk.detail}</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
