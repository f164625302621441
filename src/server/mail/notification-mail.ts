// The email of one notification (docs/reference/notifications.md#email): plain text and HTML with the headline, an
// excerpt, a link to the post and the unsubscribe link, which mail programs also offer as a one-click button
// (List-Unsubscribe with List-Unsubscribe-Post, RFC 8058), in the recipient's language (catalogue.ts). Names and text
// are escaped in the HTML part.
import type { MailTranslator } from "./catalogue";
import { escapeHtml, mailHtmlStart, startSide, unsubscribeHeaders } from "./html";
import type { MailMessage } from "./transport";

export interface NotificationMailInput {
  to: string;
  siteTitle: string;
  recipientName: string;
  headline: string;
  excerpt: string;
  /** Absolute links. */
  link: string;
  unsubscribeLink: string;
  /** What the unsubscribe link stops, e.g. "emails about new comments in General", in the recipient's language. */
  unsubscribeWhat: string;
  /** The recipient's language: its texts, and its direction for the HTML part. */
  t: MailTranslator;
}

export function notificationMail(input: NotificationMailInput): MailMessage {
  const { t } = input;
  const side = startSide(t.locale);
  const stop = t("mail.stop", { what: input.unsubscribeWhat });
  const text = [
    t("mail.greeting", { name: input.recipientName }),
    "",
    input.headline,
    "",
    input.excerpt,
    "",
    t("mail.readIt", { link: input.link }),
    "",
    `${stop}: ${input.unsubscribeLink}`,
    "",
  ].join("\n");
  const html = [
    mailHtmlStart(t.locale),
    `<p>${escapeHtml(t("mail.greeting", { name: input.recipientName }))}</p>`,
    `<p><strong>${escapeHtml(input.headline)}</strong></p>`,
    `<blockquote style="margin:0 0 1em;padding-${side}:1em;border-${side}:3px solid #ccc">${escapeHtml(input.excerpt)}</blockquote>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t("mail.readItOn", { site: input.siteTitle }))}</a></p>`,
    `<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(stop)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    to: input.to,
    subject: `[${input.siteTitle}] ${input.headline}`,
    text,
    html,
    headers: unsubscribeHeaders(input.unsubscribeLink),
  };
}
