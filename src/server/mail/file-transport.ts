// The default transport: each message becomes an .eml file (RFC 5322, opens in any mail client) under the mail
// directory, and the log names the file, so an operator without a mail server can still pass a reset or
// confirmation link on. Only in development mode (showLinks, QUORUM_DEV=1) does the log show the link itself: it
// carries a live token, and logs are read and kept by more people and systems than the mail folder.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildRfc5322Message } from "./rfc5322";
import type { MailMessage, MailTransport } from "./transport";

export interface FileTransportOptions {
  dir: string;
  from: string;
  domain: string;
  log: (line: string) => void;
  /** Append the mail's first link (its token) to the log line: development mode only. */
  showLinks: boolean;
}

function firstLink(text: string): string | null {
  return text.match(/https?:\/\/\S+/)?.[0] ?? null;
}

export function fileMailTransport(options: FileTransportOptions): MailTransport {
  let sequence = 0;
  return {
    async send(message: MailMessage) {
      await mkdir(options.dir, { recursive: true });
      // Sortable by time, then by order within a millisecond; the random part keeps processes apart.
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const name = `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(options.dir, name);
      await writeFile(file, buildRfc5322Message(message, options), { flag: "wx" });
      const link = options.showLinks ? firstLink(message.text) : null;
      options.log(`Mail to ${message.to} written to ${file}${link ? `; link: ${link}` : ""}`);
    },
  };
}
