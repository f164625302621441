// Options of the posting services beyond the post itself.
export interface PostingOptions {
  /** Write no notifications (a scheduled draft published silently, spec 001 §3 Draft publishedSilently). */
  silent?: boolean;
}
