// Whether the site sends notification emails and digests (config keys emails.enabled and emails.digest, both on by
// default): the follow panel and the preferences page hide the Email column and the digest options when they are
// off (docs/reference/ui-behaviour.md#follow-panel-and-notification-preferences). The app shell provides them from the
// inlined page state (app-state.tsx); stories and tests without a provider see both on, as a default site does.
import { createContext, useContext } from "react";

export interface EmailSettings {
  enabled: boolean;
  digest: boolean;
}

const EmailSettingsContext = createContext<EmailSettings>({ enabled: true, digest: true });

export const EmailSettingsProvider = EmailSettingsContext.Provider;

export function useEmailSettings(): EmailSettings {
  return useContext(EmailSettingsContext);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The settings from the page state's `site.emails` ({enabled, digest}); a missing flag counts as on, the server's
 * default. Read from a plain object: the page state's schema is the server's to extend.
 */
export function emailSettingsFromSite(site: object): EmailSettings {
  const emails = "emails" in site && isRecord(site.emails) ? site.emails : {};
  return { enabled: emails.enabled !== false, digest: emails.digest !== false };
}
