// The chunk debugger (spec 000 §2, docs/reference/ui-behaviour.md#chunk-debugger): when debugging is on and debug
// chunks are registered (src/lib/debug-chunks.ts), a dialog lists them. It opens by itself when a new chunk arrives,
// stays closed once closed until the next one, and Clear empties the list. With debugging off it renders nothing.
import { useState, useSyncExternalStore } from "react";
import { clearDebugChunks, type DebugChunk, debugChunks, subscribeDebugChunks } from "../lib/debug-chunks";
import { Button } from "./Button";
import { useT } from "./i18n/i18n-context";
import { Modal } from "./Modal";

const NO_CHUNKS: readonly DebugChunk[] = [];
const serverChunks = () => NO_CHUNKS;

/** How many registrations a list holds: a chunk registered again counts, so the dialog opens again. */
const registrations = (chunks: readonly DebugChunk[]) => chunks.reduce((sum, chunk) => sum + chunk.count, 0);

export function ChunkDebugger({ enabled }: { enabled: boolean }) {
  const chunks = useSyncExternalStore(subscribeDebugChunks, debugChunks, serverChunks);
  const [seen, setSeen] = useState(0);
  const total = registrations(chunks);
  if (!enabled || chunks.length === 0 || total <= seen) return null;
  return <ChunkDebuggerDialog chunks={chunks} onClose={() => setSeen(total)} onClear={clearDebugChunks} />;
}

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
