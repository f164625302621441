// The request body of the loopback stand-ins (fake-translation-server.ts, fake-github-server.ts): read whole, then
// JSON when it parses, the raw text otherwise (so a test can see what a client sent wrong), null when empty.
import type { IncomingMessage } from "node:http";

export function readBody(message: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on("data", (chunk: Buffer) => chunks.push(chunk));
    message.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    message.on("error", reject);
  });
}

export function parseBody(text: string): unknown {
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
