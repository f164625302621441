// Mail settings, read from the environment like the media dir (media/config.ts): buildApp decorates the instance
// with a transport and the public address links in mails point to. Tests pass a temporary mail dir.
//   QUORUM_SMTP_URL    smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset = .eml files
//   QUORUM_MAIL_FROM   the From address; default "<site title> <no-reply@<public host>>"
//   QUORUM_PUBLIC_URL  the site's address for links in mails; default http://localhost:<PORT>. Never taken from
//                      the request's Host header: a forged Host would send a victim's reset token elsewhere.
import path from "node:path";
import { readServerEnv } from "../env";
import { fileMailTransport } from "./file-transport";
import { smtpMailTransport } from "./smtp-transport";
import type { MailTransport } from "./transport";

declare module "fastify" {
  interface FastifyInstance {
    mail: MailSettings;
  }
}

export interface MailSettings {
  transport: MailTransport;
  /** The site's origin without a trailing slash, e.g. https://forum.example.com. */
  publicUrl: string;
}

export interface MailOptions {
  /** Where the default transport writes .eml files; default <QUORUM_DATA_DIR>/mail. */
  dir?: string;
  /** Replaces the transport the environment chooses. */
  transport?: MailTransport;
  publicUrl?: string;
  /** Where the file transport reports each message; default console.log. */
  log?: (line: string) => void;
}

export function defaultMailDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(readServerEnv(env).dataDir, "mail");
}

export function defaultPublicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.QUORUM_PUBLIC_URL?.trim();
  if (configured) return new URL(configured).origin;
  return `http://localhost:${readServerEnv(env).port}`;
}

export function resolveMailSettings(
  options: MailOptions,
  siteTitle: string,
  env: NodeJS.ProcessEnv = process.env,
): MailSettings {
  const publicUrl = (options.publicUrl ?? defaultPublicUrl(env)).replace(/\/+$/, "");
  const domain = new URL(publicUrl).hostname;
  const from = env.QUORUM_MAIL_FROM?.trim() || `${siteTitle.replace(/[<>"]/g, "")} <no-reply@${domain}>`;
  const smtpUrl = env.QUORUM_SMTP_URL?.trim();
  const transport =
    options.transport ??
    (smtpUrl
      ? smtpMailTransport({ url: smtpUrl, from, domain })
      : fileMailTransport({
          dir: options.dir ?? defaultMailDir(env),
          from,
          domain,
          log: options.log ?? ((line) => console.log(line)),
        }));
  return { transport, publicUrl };
}
