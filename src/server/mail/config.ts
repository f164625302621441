// Mail settings, read from the environment like the media dir (media/config.ts): buildApp decorates the instance
// with a transport and the public address links in mails point to. Tests pass a temporary mail dir.
//   QUORUM_SMTP_URL    smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset = .eml files
//   QUORUM_MAIL_FROM   the From address; default "<site title> <no-reply@<public host>>"
// Links in mails point to the site's public address (QUORUM_PUBLIC_URL, src/server/public-url.ts), never to the
// request's Host header: a forged Host would send a victim's reset token elsewhere.
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
  /** Where the file transport reports each message; default console.log. */
  log?: (line: string) => void;
  /** Whether that report includes the mail's link (a live token); default: only in development mode (QUORUM_DEV=1). */
  showLinks?: boolean;
}

function defaultMailDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(readServerEnv(env).dataDir, "mail");
}

/** publicUrl: the app's one public origin (public-url.ts). */
export function resolveMailSettings(
  options: MailOptions,
  siteTitle: string,
  publicUrl: string,
  env: NodeJS.ProcessEnv = process.env,
): MailSettings {
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
          showLinks: options.showLinks ?? readServerEnv(env).devMode,
        }));
  return { transport, publicUrl };
}
