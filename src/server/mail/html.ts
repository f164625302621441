// What every mail's HTML part shares: its opening in the recipient's language and direction, escaping the text it
// carries, and the unsubscribe headers of notification mails (List-Unsubscribe, RFC 2369, with one-click
// List-Unsubscribe-Post, RFC 8058).
import { SOURCE_LOCALE, textDirection } from "../../lib/i18n/locales";

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/** The HTML part up to its body, with lang and dir on the root (English mails keep the bare root they always had). */
export function mailHtmlStart(locale: string): string {
  const root = locale === SOURCE_LOCALE ? "" : ` lang="${escapeHtml(locale)}" dir="${textDirection(locale)}"`;
  return `<!doctype html><html${root}><body style="font-family:sans-serif;line-height:1.5">`;
}

/** The physical side lines start on: mail programs do not all know logical properties (padding-inline-start). */
export function startSide(locale: string): "left" | "right" {
  return textDirection(locale) === "rtl" ? "right" : "left";
}
