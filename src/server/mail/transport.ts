// What the server needs from mail: hand over one message. Two transports implement it: SMTP when QUORUM_SMTP_URL
// is set (smtp-transport.ts), otherwise an .eml file per message under <QUORUM_DATA_DIR>/mail (file-transport.ts),
// so a fresh install can reset passwords and confirm emails without a mail server.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Readonly<Record<string, string>>;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
