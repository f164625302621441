// Reads the .eml files the default mail transport writes (src/server/mail/file-transport.ts): the recipient,
// the subject and the decoded plain-text part, and the link a test follows. Shared by the API and e2e tests.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    const char = joined[i] as string;
    const hex = joined.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_m, b64: string) =>
    Buffer.from(b64, "base64").toString("utf8"),
  );
}

export function parseEml(raw: string, file = ""): WrittenMail {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const header = (name: string) =>
    decodeHeader(head.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "");
  const boundary = head.match(/boundary="([^"]+)"/)?.[1] ?? "";
  const parts = rest.join("\r\n\r\n").split(`--${boundary}`);
  const part = (type: string) => {
    const found = parts.find((p) => p.includes(`Content-Type: ${type}`));
    if (!found) return "";
    return decodeQuotedPrintable(found.split("\r\n\r\n").slice(1).join("\r\n\r\n").replace(/\r\n$/, ""));
  };
  return {
    file,
    to: header("To"),
    subject: header("Subject"),
    text: part("text/plain"),
    html: part("text/html"),
    raw,
  };
}

/** Every mail in the dir, oldest first (file names start with the time). */
export function readMails(dir: string): WrittenMail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parseEml(readFileSync(path.join(dir, name), "utf8"), name));
}

export function mailsTo(dir: string, address: string): WrittenMail[] {
  return readMails(dir).filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** The path of the link to `prefix` (e.g. "/entry/passwordreset/") in the latest mail to the address holding one. */
export function latestLink(dir: string, address: string, prefix: string): string | null {
  const pattern = new RegExp(`https?://[^\\s/]+(${prefix.replace(/[/]/g, "\\/")}[A-Za-z0-9_-]+)`);
  for (const mail of mailsTo(dir, address).reverse()) {
    const match = mail.text.match(pattern);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** The token at the end of a mailed link path. */
export function tokenOf(linkPath: string | null): string {
  if (!linkPath) throw new Error("No link was mailed.");
  return linkPath.split("/").at(-1) ?? "";
}
