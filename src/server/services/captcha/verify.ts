// Checks a captcha answer with its provider's siteverify endpoint (src/lib/captcha/providers.ts: the same form and
// answer for all three). QUORUM_CAPTCHA_VERIFY_URL replaces the provider's address (the API tests answer from a
// server on 127.0.0.1). Never throws: a provider that cannot be reached or answers nonsense is "unavailable", which
// registration refuses like a failed check (the captcha is there to stop bots; letting them in when the provider is
// down would switch it off).
import { CAPTCHA_PROVIDER_INFO, type CaptchaProvider } from "../../../lib/captcha/providers";

export type CaptchaVerdict = "passed" | "failed" | "unavailable";

export interface CaptchaCheck {
  provider: CaptchaProvider;
  secretKey: string;
  token: string;
  /** The client's address (http/client-address.ts); providers use it as one more signal. */
  remoteIp: string;
}

const TIMEOUT_MS = 5000;

export function captchaVerifyUrl(provider: CaptchaProvider, env: NodeJS.ProcessEnv = process.env): string {
  return env.QUORUM_CAPTCHA_VERIFY_URL?.trim() || CAPTCHA_PROVIDER_INFO[provider].verifyUrl;
}

export async function verifyCaptcha(check: CaptchaCheck): Promise<CaptchaVerdict> {
  const form = new URLSearchParams({ secret: check.secretKey, response: check.token });
  if (check.remoteIp) form.set("remoteip", check.remoteIp);
  try {
    const response = await fetch(captchaVerifyUrl(check.provider), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    if (!response.ok) return "unavailable";
    const answer: unknown = await response.json();
    if (typeof answer !== "object" || answer === null || !("success" in answer)) return "unavailable";
    return answer.success === true ? "passed" : "failed";
  } catch {
    return "unavailable";
  }
}
