// What every mail's HTML part shares: escaping the text it carries, and the unsubscribe headers of notification
// mails (List-Unsubscribe, RFC 2369, with one-click List-Unsubscribe-Post, RFC 8058).

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function unsubscribeHeaders(link: string): Record<string, string> {
  return { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
