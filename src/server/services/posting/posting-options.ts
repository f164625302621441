// Options of the posting services beyond the post itself.
export interface PostingOptions {
  /**
   * Write no notifications (a scheduled draft published silently, docs/reference/api-conventions.md#resources Draft
   * publishedSilently).
   */
  silent?: boolean;
}
