// The throttled, optimistic saver (throttled-saver.ts) bound to a component: its snapshot is state, its options
// are read fresh on every save, and what still waits is sent when the component goes away.
import { useEffect, useRef, useState } from "react";
import {
  type FlatValues,
  type SaverSnapshot,
  ThrottledSaver,
  type ThrottledSaverOptions,
} from "./throttled-saver";

export interface ThrottledSaverHandle extends SaverSnapshot {
  change(changes: FlatValues): void;
  load(values: FlatValues): void;
}

export function useThrottledSaver(initial: FlatValues, options: ThrottledSaverOptions): ThrottledSaverHandle {
  const latest = useRef(options);
  latest.current = options;
  const [saver] = useState(
    () =>
      new ThrottledSaver(initial, {
        send: (changes) => latest.current.send(changes),
        onSaved: (saved) => latest.current.onSaved?.(saved),
        intervalMs: options.intervalMs,
      }),
  );
  const [snapshot, setSnapshot] = useState(() => saver.snapshot());
  useEffect(() => saver.listen(setSnapshot), [saver]);
  const [actions] = useState(() => ({
    change: (changes: FlatValues) => saver.change(changes),
    load: (values: FlatValues) => saver.load(values),
  }));
  return { ...snapshot, ...actions };
}
