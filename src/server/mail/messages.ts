// The texts of the mails the server sends, plain and HTML, in the recipient's language (catalogue.ts). Names and
// links are escaped in the HTML part.
import { english, type MailTranslator } from "./catalogue";
import { escapeHtml, mailHtmlStart } from "./html";
import type { MailMessage } from "./transport";

function linkMail(options: {
  locale: string;
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  footer: string;
}): MailMessage {
  const text = [
    options.greeting,
    "",
    ...options.lines,
    "",
    `${options.action}: ${options.link}`,
    "",
    options.footer,
    "",
  ].join("\n");
  const html = [
    mailHtmlStart(options.locale),
    `<p>${escapeHtml(options.greeting)}</p>`,
    ...options.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(options.footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: options.to, subject: options.subject, text, html };
}

export function passwordResetMail(
  site: string,
  name: string,
  to: string,
  link: string,
  t: MailTranslator = english,
): MailMessage {
  return linkMail({
    locale: t.locale,
    to,
    subject: t("mail.resetSubject", { site }),
    greeting: t("mail.greeting", { name }),
    lines: [t("mail.resetLine", { site })],
    action: t("mail.resetAction"),
    link,
    footer: t("mail.resetFooter"),
  });
}

export function emailConfirmMail(
  site: string,
  name: string,
  to: string,
  link: string,
  t: MailTranslator = english,
): MailMessage {
  return linkMail({
    locale: t.locale,
    to,
    subject: t("mail.confirmSubject", { site }),
    greeting: t("mail.greeting", { name }),
    lines: [t("mail.confirmLine", { email: to, site })],
    action: t("mail.confirmAction"),
    link,
    footer: t("mail.confirmFooter"),
  });
}

/** An invitation to join a group, sent to an address with no account (docs/reference/groups.md#invitations). */
export function groupInvitationMail(
  values: { site: string; inviter: string; group: string },
  to: string,
  link: string,
  t: MailTranslator = english,
): MailMessage {
  return linkMail({
    locale: t.locale,
    to,
    subject: t("mail.groupInviteSubject", values),
    greeting: t("mail.groupInviteHello"),
    lines: [t("mail.groupInviteLine", values)],
    action: t("mail.groupInviteAction", values),
    link,
    footer: t("mail.groupInviteFooter", values),
  });
}
