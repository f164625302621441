// The captcha as configured (config keys captcha.provider, captcha.siteKey, captcha.secretKey in services/config.ts).
// It is on only when all three are set: a widget whose answers the server cannot check would refuse everyone.
import { type CaptchaProvider, isCaptchaProvider } from "../../../lib/captcha/providers";
import type { Db } from "../../db/client";
import { CAPTCHA_CONFIG_KEYS, readConfig } from "../config";
import { cachedSiteRead } from "../route-state";

export interface CaptchaSettings {
  provider: CaptchaProvider;
  siteKey: string;
  secretKey: string;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export async function readCaptchaSettings(db: Db): Promise<CaptchaSettings | null> {
  const values = await readConfig(db, Object.values(CAPTCHA_CONFIG_KEYS));
  const provider = values[CAPTCHA_CONFIG_KEYS.provider];
  const siteKey = text(values[CAPTCHA_CONFIG_KEYS.siteKey]);
  const secretKey = text(values[CAPTCHA_CONFIG_KEYS.secretKey]);
  if (!isCaptchaProvider(provider) || !siteKey || !secretKey) return null;
  return { provider, siteKey, secretKey };
}

/**
 * The configured provider for every HTML page's CSP: kept in memory with the route state (PATCH /config drops it,
 * services/route-state.ts), so a page costs no query.
 */
export function cachedCaptchaProvider(db: Db): Promise<CaptchaProvider | null> {
  return cachedSiteRead(
    db,
    "captcha.provider",
    async () => (await readCaptchaSettings(db))?.provider ?? null,
  );
}
