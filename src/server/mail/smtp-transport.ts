// A minimal SMTP client (RFC 5321) over node:net / node:tls, enough to hand a message to a relay: EHLO, STARTTLS
// when the server offers it on smtp://, AUTH PLAIN when the URL carries credentials, MAIL FROM, RCPT TO, DATA.
// One connection per message: the server sends few mails (resets, confirmations).
import net from "node:net";
import tls from "node:tls";
import { buildRfc5322Message } from "./rfc5322";
import type { MailMessage, MailTransport } from "./transport";

export interface SmtpOptions {
  /** smtp://[user:pass@]host[:port] (default port 587) or smtps://…[:port] (default 465, TLS from the start). */
  url: string;
  from: string;
  domain: string;
  timeoutMs?: number;
  /** Extra TLS options (a private relay's CA); certificates are always verified. */
  tls?: Pick<tls.ConnectionOptions, "ca">;
}

interface Reply {
  code: number;
  lines: string[];
}

/** The bare address of "Name <a@b>" or "a@b". */
function mailAddress(value: string): string {
  return (value.match(/<([^>]+)>/)?.[1] ?? value).trim();
}

/** Reads SMTP replies (multi-line "250-…" up to "250 …") from a socket, in order. */
class ReplyReader {
  private buffer = "";
  private replies: Reply[] = [];
  private pending: Array<{ resolve: (reply: Reply) => void; reject: (error: Error) => void }> = [];
  private lines: string[] = [];
  private failure: Error | null = null;

  constructor(socket: net.Socket) {
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.push(chunk));
    socket.on("error", (error) => this.fail(error));
    socket.on("close", () => this.fail(new Error("The SMTP server closed the connection.")));
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    let end = this.buffer.indexOf("\n");
    while (end >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, "");
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== "-") {
        this.deliver({ code: Number(line.slice(0, 3)), lines: this.lines });
        this.lines = [];
      }
      end = this.buffer.indexOf("\n");
    }
  }

  private deliver(reply: Reply): void {
    const waiter = this.pending.shift();
    if (waiter) waiter.resolve(reply);
    else this.replies.push(reply);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.pending.splice(0)) waiter.reject(error);
  }

  next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }
}

function connect(
  secure: boolean,
  host: string,
  port: number,
  extra: SmtpOptions["tls"],
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ ...extra, host, port, servername: host }, () => resolve(socket))
      : net.connect({ host, port }, () => resolve(socket));
    socket.once("error", reject);
  });
}

function upgrade(socket: net.Socket, host: string, extra: SmtpOptions["tls"]): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const secure = tls.connect({ ...extra, socket, servername: host }, () => resolve(secure));
    secure.once("error", reject);
  });
}

/** Dot-stuffing (RFC 5321 §4.5.2) and the terminating line. */
export function dataBlock(message: string): string {
  const body = message.replace(/\r?\n/g, "\r\n").replace(/(^|\r\n)\./g, "$1..");
  return `${body.endsWith("\r\n") ? body : `${body}\r\n`}.\r\n`;
}

export async function sendSmtp(options: SmtpOptions, message: MailMessage): Promise<void> {
  const url = new URL(options.url);
  const implicitTls = url.protocol === "smtps:";
  if (!implicitTls && url.protocol !== "smtp:")
    throw new Error("QUORUM_SMTP_URL must start with smtp:// or smtps://");
  const host = url.hostname;
  const port = Number(url.port || (implicitTls ? 465 : 587));
  let socket = await connect(implicitTls, host, port, options.tls);
  socket.setTimeout(options.timeoutMs ?? 30_000, () => socket.destroy(new Error("SMTP timed out.")));
  let reader = new ReplyReader(socket);
  const expect = async (codes: number[], what: string): Promise<Reply> => {
    const reply = await reader.next();
    if (!codes.includes(reply.code)) throw new Error(`SMTP ${what}: ${reply.code} ${reply.lines.join(" ")}`);
    return reply;
  };
  const command = (line: string, codes: number[], what = line.split(" ")[0] ?? line) => {
    socket.write(`${line}\r\n`);
    return expect(codes, what);
  };
  try {
    await expect([220], "greeting");
    const hello = await command(`EHLO ${options.domain}`, [250]);
    if (!implicitTls && hello.lines.some((line) => /^STARTTLS\b/i.test(line))) {
      await command("STARTTLS", [220]);
      socket.removeAllListeners("data");
      socket = await upgrade(socket, host, options.tls);
      socket.setTimeout(options.timeoutMs ?? 30_000, () => socket.destroy(new Error("SMTP timed out.")));
      reader = new ReplyReader(socket);
      await command(`EHLO ${options.domain}`, [250]);
    }
    if (url.username) {
      const user = decodeURIComponent(url.username);
      const pass = decodeURIComponent(url.password);
      const credentials = Buffer.from(`\0${user}\0${pass}`, "utf8").toString("base64");
      await command(`AUTH PLAIN ${credentials}`, [235], "AUTH");
    }
    await command(`MAIL FROM:<${mailAddress(options.from)}>`, [250]);
    await command(`RCPT TO:<${mailAddress(message.to)}>`, [250, 251]);
    await command("DATA", [354]);
    socket.write(dataBlock(buildRfc5322Message(message, options)));
    await expect([250], "message");
    socket.write("QUIT\r\n");
  } finally {
    socket.end();
  }
}

export function smtpMailTransport(options: SmtpOptions): MailTransport {
  return { send: (message) => sendSmtp(options, message) };
}
