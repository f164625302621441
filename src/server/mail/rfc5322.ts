// Builds an RFC 5322 message (RFC 2045–2047 MIME): a multipart/alternative with a plain-text and an HTML part,
// both UTF-8 in quoted-printable, so every line stays under the 76-character limit whatever the content.
import { randomBytes } from "node:crypto";
import type { MailMessage } from "./transport";

const CRLF = "\r\n";

/** RFC 2047 encoded-word for a header value that is not plain ASCII. */
function encodeHeaderValue(value: string): string {
  const oneLine = value.replace(/[\r\n]+/g, " ");
  if (/^[\x20-\x7e]*$/.test(oneLine)) return oneLine;
  return `=?UTF-8?B?${Buffer.from(oneLine, "utf8").toString("base64")}?=`;
}

/** Quoted-printable (RFC 2045 §6.7) of UTF-8 text with CRLF line ends and soft breaks at 76 characters. */
export function encodeQuotedPrintable(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return lines
    .map((line) => {
      let encoded = "";
      for (const byte of Buffer.from(line, "utf8")) {
        const printable = (byte >= 33 && byte <= 126 && byte !== 61) || byte === 32 || byte === 9;
        encoded += printable
          ? String.fromCharCode(byte)
          : `=${byte.toString(16).toUpperCase().padStart(2, "0")}`;
      }
      // Trailing white space would be stripped in transit: encode it.
      encoded = encoded.replace(/[ \t]$/, (ws) => `=${ws.charCodeAt(0).toString(16).toUpperCase()}`);
      const pieces: string[] = [];
      while (encoded.length > 76) {
        let cut = 75;
        // Never split an =XX escape.
        const escapeAt = encoded.lastIndexOf("=", cut);
        if (escapeAt > cut - 3) cut = escapeAt;
        pieces.push(`${encoded.slice(0, cut)}=`);
        encoded = encoded.slice(cut);
      }
      pieces.push(encoded);
      return pieces.join(CRLF);
    })
    .join(CRLF);
}

export interface Envelope {
  from: string;
  date?: Date;
  /** The domain of the Message-ID. */
  domain: string;
}

export function buildRfc5322Message(message: MailMessage, envelope: Envelope): string {
  const boundary = `quorum-${randomBytes(12).toString("hex")}`;
  const headers = [
    `From: ${encodeHeaderValue(envelope.from)}`,
    `To: ${encodeHeaderValue(message.to)}`,
    `Subject: ${encodeHeaderValue(message.subject)}`,
    `Date: ${(envelope.date ?? new Date()).toUTCString().replace("GMT", "+0000")}`,
    `Message-ID: <${randomBytes(16).toString("hex")}@${envelope.domain}>`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${encodeHeaderValue(value)}`),
  ];
  const part = (type: string, body: string) =>
    [
      `--${boundary}`,
      `Content-Type: ${type}; charset=utf-8`,
      "Content-Transfer-Encoding: quoted-printable",
      "",
      encodeQuotedPrintable(body),
    ].join(CRLF);
  return [
    ...headers,
    "",
    part("text/plain", message.text),
    part("text/html", message.html),
    `--${boundary}--`,
    "",
  ].join(CRLF);
}
