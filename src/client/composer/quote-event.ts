// The event between a comment's Quote action (src/client/editing) and the top-level composer: dispatched on window,
// its detail's Markdown is inserted where the comment is written. One definition, so the two never drift apart.
export const QUOTE_EVENT = "quorum:quote";

export interface QuoteEventDetail {
  markdown: string;
}
