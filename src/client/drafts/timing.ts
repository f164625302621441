// The two clocks of draft autosave (docs/reference/ui-behaviour.md#drafts, docs/reference/ui-behaviour.md#timings):
// the local copy is written at most once a second (throttled: the first change at once, then at most one more per
// interval carrying the latest text), the server copy 5 s after the last change (debounced). Both can be flushed
// (save now) or cancelled (discard).

export interface Scheduled {
  /** Asks for a run; when it happens depends on the kind. */
  (): void;
  /** Runs a pending call now. */
  flush(): void;
  /** Drops a pending call. */
  cancel(): void;
  pending(): boolean;
}

export function throttle(run: () => void, intervalMs: number): Scheduled {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let queued = false;
  let lastRun = Number.NEGATIVE_INFINITY;
  const fire = () => {
    timer = null;
    queued = false;
    lastRun = Date.now();
    run();
  };
  const call = () => {
    const wait = lastRun + intervalMs - Date.now();
    if (wait <= 0 && !timer) return fire();
    queued = true;
    timer ??= setTimeout(fire, Math.max(wait, 0));
  };
  call.flush = () => {
    if (!queued) return;
    if (timer) clearTimeout(timer);
    fire();
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    queued = false;
  };
  call.pending = () => queued;
  return call;
}

export function debounce(run: () => void, waitMs: number): Scheduled {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    run();
  };
  const call = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  };
  call.flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    fire();
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  call.pending = () => timer !== null;
  return call;
}
