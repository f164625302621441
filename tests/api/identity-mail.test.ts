import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { afterAll, describe, expect, it } from "vitest";
import { fileMailTransport } from "../../src/server/mail/file-transport";
import { buildRfc5322Message, encodeQuotedPrintable } from "../../src/server/mail/rfc5322";
import { dataBlock, sendSmtp } from "../../src/server/mail/smtp-transport";
import { decodeQuotedPrintable, parseEml, readMails } from "./support/mail";

const dir = mkdtempSync(path.join(os.tmpdir(), "quorum-mail-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const message = {
  to: "Zoë <zoe@example.org>",
  subject: "Grüße from Quorum",
  text: `Hello Zoë,\n\nA long line: ${"x=".repeat(60)} end\nLink: http://localhost:3000/entry/passwordreset/abc_DEF-123\n.leading dot\n`,
  html: "<p>Hello Zoë</p>",
};

describe("RFC 5322 messages", () => {
  it("encode bodies as quoted-printable with short lines, and decode back to the same text", () => {
    const encoded = encodeQuotedPrintable(message.text);
    for (const line of encoded.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQuotedPrintable(encoded)).toBe(message.text.replace(/\n/g, "\r\n"));
    expect(encodeQuotedPrintable("trailing space ")).toBe("trailing space=20");
  });

  it("carry encoded headers and both parts", () => {
    const raw = buildRfc5322Message(message, {
      from: "Quorum <no-reply@example.org>",
      domain: "example.org",
    });
    expect(raw).toMatch(/^From: Quorum <no-reply@example\.org>\r\n/);
    expect(raw).toContain("Subject: =?UTF-8?B?");
    expect(raw).toMatch(/\r\nMessage-ID: <[0-9a-f]{32}@example\.org>\r\n/);
    const parsed = parseEml(raw);
    expect(parsed.subject).toBe("Grüße from Quorum");
    expect(parsed.to).toBe("Zoë <zoe@example.org>");
    expect(parsed.text).toContain("Hello Zoë");
    expect(parsed.html).toBe("<p>Hello Zoë</p>");
  });
});

describe("file transport", () => {
  it("writes one .eml per message and logs its file and, in development mode, its link", async () => {
    const lines: string[] = [];
    const transport = fileMailTransport({
      dir,
      from: "q@example.org",
      domain: "example.org",
      log: (l) => lines.push(l),
      showLinks: true,
    });
    await transport.send(message);
    await transport.send({ ...message, to: "other@example.org" });
    const mails = readMails(dir);
    expect(mails.map((m) => m.to)).toEqual(["Zoë <zoe@example.org>", "other@example.org"]);
    expect(lines[0]).toMatch(
      /written to .*\.eml; link: http:\/\/localhost:3000\/entry\/passwordreset\/abc_DEF-123$/,
    );
  });
});

describe("SMTP transport", () => {
  it("dot-stuffs the data block", () => {
    expect(dataBlock("a\r\n.b\r\n..c")).toBe("a\r\n..b\r\n...c\r\n.\r\n");
  });

  it("delivers through a plain SMTP server with AUTH PLAIN", async () => {
    const seen: string[] = [];
    let data = "";
    const server = net.createServer((socket) => {
      let inData = false;
      let buffer = "";
      socket.write("220 test ESMTP\r\n");
      socket.on("data", (chunk) => {
        buffer += chunk.toString("utf8");
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write("250 queued\r\n");
        }
        let index = buffer.indexOf("\r\n");
        while (!inData && index >= 0) {
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          seen.push(line);
          if (line.startsWith("EHLO")) socket.write("250-test\r\n250 AUTH PLAIN\r\n");
          else if (line.startsWith("AUTH")) socket.write("235 ok\r\n");
          else if (line === "DATA") {
            inData = true;
            socket.write("354 go\r\n");
          } else if (line === "QUIT") socket.end("221 bye\r\n");
          else socket.write("250 ok\r\n");
          index = buffer.indexOf("\r\n");
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await sendSmtp(
        {
          url: `smtp://us%40er:p%3Ass@127.0.0.1:${port}`,
          from: "Quorum <no-reply@example.org>",
          domain: "example.org",
        },
        message,
      );
    } finally {
      server.close();
    }
    expect(seen[0]).toBe("EHLO example.org");
    expect(seen[1]).toBe(`AUTH PLAIN ${Buffer.from("\0us@er\0p:ss").toString("base64")}`);
    expect(seen.slice(2, 5)).toEqual([
      "MAIL FROM:<no-reply@example.org>",
      "RCPT TO:<zoe@example.org>",
      "DATA",
    ]);
    expect(parseEml(data.replace(/\r\n\.\./g, "\r\n.")).text).toContain("\r\n.leading dot");
  });

  it("fails on a refused recipient", async () => {
    const server = net.createServer((socket) => {
      socket.write("220 test\r\n");
      socket.on("data", (chunk) => {
        const line = chunk.toString();
        socket.write(line.startsWith("RCPT") ? "550 no such user\r\n" : "250 ok\r\n");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      await expect(
        sendSmtp({ url: `smtp://127.0.0.1:${port}`, from: "a@example.org", domain: "example.org" }, message),
      ).rejects.toThrow(/550/);
    } finally {
      server.close();
    }
  });
});

/** A self-signed certificate for localhost, made with the openssl CLI (the STARTTLS test is skipped without it). */
function selfSignedCertificate(): { key: string; cert: string } | null {
  const certDir = mkdtempSync(path.join(os.tmpdir(), "quorum-smtp-cert-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        path.join(certDir, "key.pem"),
        "-out",
        path.join(certDir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(certDir, "key.pem"), "utf8"),
      cert: readFileSync(path.join(certDir, "cert.pem"), "utf8"),
    };
  } catch {
    return null;
  } finally {
    rmSync(certDir, { recursive: true, force: true });
  }
}

const certificate = selfSignedCertificate();

describe.skipIf(certificate === null)("SMTP over STARTTLS", () => {
  it("upgrades when the server offers STARTTLS, verifies the certificate, and sends inside TLS", async () => {
    const pair = certificate as { key: string; cert: string };
    const plainLines: string[] = [];
    const tlsLines: string[] = [];
    let delivered = "";
    const serve = (stream: net.Socket, secure: boolean) => {
      let buffer = "";
      let inData = false;
      stream.on("data", (chunk: Buffer) => {
        buffer += chunk.toString("utf8");
        for (;;) {
          if (inData) {
            const end = buffer.indexOf("\r\n.\r\n");
            if (end < 0) return;
            delivered = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            stream.write("250 queued\r\n");
            continue;
          }
          const index = buffer.indexOf("\r\n");
          if (index < 0) return;
          const line = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          (secure ? tlsLines : plainLines).push(line);
          if (line.startsWith("EHLO")) stream.write(secure ? "250 test\r\n" : "250-test\r\n250 STARTTLS\r\n");
          else if (line === "STARTTLS") {
            stream.removeAllListeners("data");
            stream.write("220 go ahead\r\n", () => {
              const upgraded = new tls.TLSSocket(stream, { isServer: true, key: pair.key, cert: pair.cert });
              serve(upgraded, true);
            });
            return;
          } else if (line === "DATA") {
            inData = true;
            stream.write("354 go\r\n");
          } else if (line === "QUIT") stream.end("221 bye\r\n");
          else stream.write("250 ok\r\n");
        }
      });
    };
    const server = net.createServer((socket) => {
      socket.write("220 test ESMTP\r\n");
      serve(socket, false);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as net.AddressInfo;
    const options = { from: "q@example.org", domain: "example.org" };
    try {
      // An unknown certificate is refused…
      await expect(sendSmtp({ ...options, url: `smtp://localhost:${port}` }, message)).rejects.toThrow();
      plainLines.length = 0;
      tlsLines.length = 0;
      // …and accepted with its CA.
      await sendSmtp({ ...options, url: `smtp://localhost:${port}`, tls: { ca: pair.cert } }, message);
    } finally {
      server.close();
    }
    expect(plainLines).toEqual(["EHLO example.org", "STARTTLS"]);
    expect(tlsLines.slice(0, 4)).toEqual([
      "EHLO example.org",
      "MAIL FROM:<q@example.org>",
      "RCPT TO:<zoe@example.org>",
      "DATA",
    ]);
    expect(parseEml(delivered).subject).toBe("Grüße from Quorum");
  });
});
