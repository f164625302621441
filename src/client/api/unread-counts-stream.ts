// One EventSource on GET /api/v2/notifications/stream shared by every component that shows unread counts:
// the first subscriber opens it, the last one closes it. Each `counts` event carries UnreadCounts. When the
// browser has no EventSource, or the stream errors, subscribers are told it is not live and fall back to polling;
// EventSource reconnects by itself and reports live again on open.
import type { UnreadCounts } from "../../types/generated/api/unread-counts";
import { API_BASE } from "./http";

export const UNREAD_COUNTS_STREAM_URL = `${API_BASE}/notifications/stream`;

export interface UnreadCountsSubscriber {
  onCounts: (counts: UnreadCounts) => void;
  onLiveChange: (live: boolean) => void;
}

const subscribers = new Set<UnreadCountsSubscriber>();
let source: EventSource | null = null;
let live = false;

function setLive(next: boolean): void {
  if (live === next) return;
  live = next;
  for (const subscriber of subscribers) subscriber.onLiveChange(next);
}

function isUnreadCounts(value: unknown): value is UnreadCounts {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.countUnreadNotifications === "number" && typeof record.countUnreadConversations === "number"
  );
}

function open(): void {
  if (typeof EventSource === "undefined") return;
  source = new EventSource(UNREAD_COUNTS_STREAM_URL, { withCredentials: true });
  source.onopen = () => setLive(true);
  source.onerror = () => {
    // CLOSED means the browser gave up (e.g. 401); CONNECTING means it retries. Poll meanwhile either way.
    setLive(false);
    if (source?.readyState === EventSource.CLOSED) {
      source = null;
    }
  };
  source.addEventListener("counts", (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    if (!isUnreadCounts(data)) return;
    for (const subscriber of subscribers) subscriber.onCounts(data);
  });
}

export function subscribeUnreadCounts(subscriber: UnreadCountsSubscriber): () => void {
  subscribers.add(subscriber);
  if (!source) open();
  else subscriber.onLiveChange(live);
  return () => {
    subscribers.delete(subscriber);
    if (subscribers.size === 0 && source) {
      source.close();
      source = null;
      live = false;
    }
  };
}
