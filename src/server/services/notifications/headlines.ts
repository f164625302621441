// Notification headlines (docs/reference/localisation.md): a message of the mail catalogue (`headline.reply`…) and its
// values, stored with the row and rendered in each reader's language when read; the English text is stored beside
// them, and is what rows written before localisation show.
import en from "../../../lib/i18n/messages/en/mail.json";
import type { MessageValues } from "../../../lib/i18n/translator";
import { english, type MailMessageKey } from "../../mail/catalogue";

export type HeadlineValues = Record<string, string | number>;

export interface HeadlineMessage {
  key: MailMessageKey;
  values: HeadlineValues;
}

/** New comments in one followed discussion, counted (post-fanout.ts): the count is the row's groupCount. */
export const GROUPED_COMMENTS_KEY: MailMessageKey = "headline.newComments";

/** The columns a headline fills: its English text, its key and its values. */
export function headlineColumns(message: HeadlineMessage) {
  return {
    headline: english(message.key, message.values),
    headlineKey: message.key,
    headlineValues: message.values,
  };
}

export interface StoredHeadline {
  headline: string;
  headlineKey: string | null;
  headlineValues: HeadlineValues | null;
  groupCount: number;
}

const isMailKey = (key: string): key is MailMessageKey => Object.hasOwn(en, key);

/** A stored headline in the reader's language (`t`); the stored text when the row has no message we know. */
export function renderHeadline(
  row: StoredHeadline,
  t: (key: string, values?: MessageValues) => string,
): string {
  if (!row.headlineKey || !isMailKey(row.headlineKey)) return row.headline;
  const values: HeadlineValues = { ...row.headlineValues };
  if (row.headlineKey === GROUPED_COMMENTS_KEY) values.count = row.groupCount;
  return t(row.headlineKey, values);
}
