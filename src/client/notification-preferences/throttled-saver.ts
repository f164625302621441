// Saves preference changes optimistically and at most once per PREFERENCE_SAVE_THROTTLE_MS, leading edge
// (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences): the first change goes out at once,
// later ones wait for the interval and for the save in flight, and are merged into one request, so none is lost.
// The shown values are the last saved ones with the changes in flight and the waiting ones laid over them; a failed
// save drops its changes (they fall back to the saved values) and keeps its message until the next save starts.
// Framework-free, like the draft session: use-throttled-saver.ts binds it to React.
import { msg } from "../../lib/i18n/msg";
import { PREFERENCE_SAVE_THROTTLE_MS } from "../../lib/notification-types";
import { pageText } from "../api/page-locale";

const SAVE_FAILED = msg("Your preferences could not be saved.");

/**
 * Preferences as flat keys (a dot path per value), the way the category API names them; numbers for the dashboard's
 * settings (the days between digests).
 */
export type FlatValue = boolean | string | number | null;
export type FlatValues = Record<string, FlatValue>;

export interface SaverSnapshot {
  values: FlatValues;
  /** The last save's failure, until the next save starts. */
  error: string | null;
  saving: boolean;
}

export interface ThrottledSaverOptions {
  /** Sends the merged changes; resolves to every value as saved. */
  send(changes: FlatValues): Promise<FlatValues>;
  onSaved?(saved: FlatValues): void;
  intervalMs?: number;
}

type Listener = (snapshot: SaverSnapshot) => void;

export class ThrottledSaver {
  private saved: FlatValues;
  private inFlight: FlatValues | null = null;
  private waiting: FlatValues = {};
  private error: string | null = null;
  private lastStart = Number.NEGATIVE_INFINITY;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listener: Listener | null = null;

  constructor(
    initial: FlatValues,
    private readonly options: ThrottledSaverOptions,
  ) {
    this.saved = { ...initial };
  }

  snapshot(): SaverSnapshot {
    return {
      values: { ...this.saved, ...this.inFlight, ...this.waiting },
      error: this.error,
      saving: this.inFlight !== null,
    };
  }

  /**
   * Reports each snapshot (after a change, the start and the end of a save) until the returned function is called;
   * then what still waits is sent at once, since nobody is left to wait for (the control went away).
   */
  listen(listener: Listener): () => void {
    this.listener = listener;
    return () => {
      if (this.listener !== listener) return;
      this.listener = null;
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      void this.flush();
    };
  }

  /** Shows the changes at once and saves them when the interval allows. */
  change(changes: FlatValues): void {
    Object.assign(this.waiting, changes);
    this.emit();
    this.schedule();
  }

  /** Values read from the server (a fresh load): the base the changes are laid over. */
  load(values: FlatValues): void {
    this.saved = { ...values };
    this.emit();
  }

  private emit(): void {
    this.listener?.(this.snapshot());
  }

  private schedule(): void {
    if (this.timer !== null || this.inFlight !== null) return;
    const wait = this.lastStart + (this.options.intervalMs ?? PREFERENCE_SAVE_THROTTLE_MS) - Date.now();
    if (wait <= 0 || this.listener === null) {
      void this.flush();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, wait);
  }

  private async flush(): Promise<void> {
    if (this.inFlight !== null || Object.keys(this.waiting).length === 0) return;
    const batch = this.waiting;
    this.waiting = {};
    this.inFlight = batch;
    this.lastStart = Date.now();
    this.error = null;
    this.emit();
    try {
      const answer = await this.options.send(batch);
      this.saved = { ...this.saved, ...answer };
      if (this.listener) this.options.onSaved?.(this.saved);
    } catch (error) {
      this.error = error instanceof Error && error.message ? error.message : pageText(SAVE_FAILED);
    } finally {
      this.inFlight = null;
      this.emit();
      if (Object.keys(this.waiting).length > 0) this.schedule();
    }
  }
}
