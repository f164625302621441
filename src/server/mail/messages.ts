// The texts of the mails the server sends, plain and HTML. Names and links are escaped in the HTML part.
import { escapeHtml } from "./html";
import type { MailMessage } from "./transport";

function linkMail(options: {
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
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(options.greeting)}</p>`,
    ...options.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(options.footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to: options.to, subject: options.subject, text, html };
}

export function passwordResetMail(site: string, name: string, to: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Reset your ${site} password`,
    greeting: `Hi ${name},`,
    lines: [
      `Someone asked to reset the password of your account on ${site}. The link works once, for one hour.`,
    ],
    action: "Choose a new password",
    link,
    footer: "If you did not ask for this, ignore this mail: your password stays as it is.",
  });
}

export function emailConfirmMail(site: string, name: string, to: string, link: string): MailMessage {
  return linkMail({
    to,
    subject: `Confirm your email address on ${site}`,
    greeting: `Hi ${name},`,
    lines: [`Please confirm that ${to} is your email address on ${site}.`],
    action: "Confirm your email address",
    link,
    footer: "If you did not create this account, ignore this mail.",
  });
}
