// The digest email (docs/reference/notifications.md#digest): the new discussions of the member's followed
// categories, each linked, with the one-click unsubscribe of the digest (RFC 8058).
import { escapeHtml, unsubscribeHeaders } from "./html";
import type { MailMessage } from "./transport";

export interface DigestMailInput {
  to: string;
  siteTitle: string;
  recipientName: string;
  /** Absolute URLs. */
  entries: { name: string; url: string; categoryName: string; countComments: number }[];
  unsubscribeLink: string;
}

const comments = (count: number) => (count === 1 ? "1 comment" : `${count} comments`);

export function digestMail(input: DigestMailInput): MailMessage {
  const count = input.entries.length;
  const subject = `[${input.siteTitle}] Your digest: ${count === 1 ? "1 new discussion" : `${count} new discussions`}`;
  const text = [
    `Hi ${input.recipientName},`,
    "",
    "New in the categories you follow:",
    "",
    ...input.entries.map(
      (entry) => `- ${entry.name} (${entry.categoryName}, ${comments(entry.countComments)})\n  ${entry.url}`,
    ),
    "",
    `Stop the digest: ${input.unsubscribeLink}`,
    "",
  ].join("\n");
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hi ${escapeHtml(input.recipientName)},</p>`,
    "<p>New in the categories you follow:</p>",
    "<ul>",
    ...input.entries.map(
      (entry) =>
        `<li><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.name)}</a> <span style="color:#666">${escapeHtml(entry.categoryName)}, ${comments(entry.countComments)}</span></li>`,
    ),
    "</ul>",
    `<p style="color:#666;font-size:0.9em"><a href="${escapeHtml(input.unsubscribeLink)}">Stop the digest</a></p>`,
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
