// Options of the posting services beyond the post itself.
import type { Tx } from "../../db/client";

export interface PostingOptions {
  /**
   * Write no notifications (a scheduled draft published silently, docs/reference/api-conventions.md#resources Draft
   * publishedSilently).
   */
  silent?: boolean;
  /**
   * More writes that must commit or fail with the post itself, given the post's ID (a scheduled draft is deleted in
   * the same transaction that publishes it: after a crash there is the post or the draft, never both).
   */
  alsoWrite?: (tx: Tx, recordID: number) => Promise<void>;
}
