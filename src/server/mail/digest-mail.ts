// The digest email (docs/reference/notifications.md#digest): the new discussions of the member's followed
// categories, each linked, with the one-click unsubscribe of the digest (RFC 8058), in the member's language.
import type { MailTranslator } from "./catalogue";
import { escapeHtml, mailHtmlStart, unsubscribeHeaders } from "./html";
import type { MailMessage } from "./transport";

export interface DigestMailInput {
  to: string;
  siteTitle: string;
  recipientName: string;
  /** Absolute URLs. */
  entries: { name: string; url: string; categoryName: string; countComments: number }[];
  unsubscribeLink: string;
  /** The member's language: its texts, and its direction for the HTML part. */
  t: MailTranslator;
}

export function digestMail(input: DigestMailInput): MailMessage {
  const { t } = input;
  const comments = (count: number) => t("digest.comments", { count });
  const subject = `[${input.siteTitle}] ${t("digest.subject", { count: input.entries.length })}`;
  const text = [
    t("mail.greeting", { name: input.recipientName }),
    "",
    t("digest.intro"),
    "",
    ...input.entries.map(
      (entry) => `- ${entry.name} (${entry.categoryName}, ${comments(entry.countComments)})\n  ${entry.url}`,
    ),
    "",
    `${t("digest.stop")}: ${input.unsubscribeLink}`,
    "",
  ].join("\n");
  const html = [
    mailHtmlStart(t.locale),
    `<p>${escapeHtml(t("mail.greeting", { name: input.recipientName }))}</p>`,
    `<p>${escapeHtml(t("digest.intro"))}</p>`,
    "<ul>",
    ...input.entries.map(
      (entry) =>
        `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.name)}</a> <span style="color:#666">${escapeHtml(entry.categoryName)}, ${comments(entry.countComments)}</span></li>`,
    ),
    "</ul>",
    `<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">${escapeHtml(t("digest.stop"))}</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: unsubscribeHeaders(input.unsubscribeLink),
  };
}
