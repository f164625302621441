// The captcha services registration can use (spec 000 §7: "a captcha script is loaded from a third-party host when
// a site key is configured"). hCaptcha, reCAPTCHA (v2 checkbox) and Turnstile share one shape: a script that
// renders a widget into an element with the site key and hands a token to a callback, and a siteverify endpoint
// that takes the secret, the token and the client's address as a form and answers JSON with `success`. Shared by
// the registration page (script and global) and the server (verify address, page CSP); docs/reference/errors.md#registration.

export const CAPTCHA_PROVIDERS = ["hcaptcha", "recaptcha", "turnstile"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

export interface CaptchaProviderInfo {
  /** The provider's name as people know it. */
  label: string;
  /** The script the page loads (explicit rendering; `onload` names the global callback to run once it is ready). */
  scriptUrl: string;
  /** The global object the script defines: render(element, options), reset(widgetID). */
  global: "hcaptcha" | "grecaptcha" | "turnstile";
  /** The documented server-side check (POST form: secret, response, remoteip → JSON {success}). */
  verifyUrl: string;
  /** What the page's Content-Security-Policy must allow while this provider is configured (its documentation). */
  csp: { script: string[]; frame: string[]; connect: string[]; style: string[] };
}

const HCAPTCHA_HOSTS = ["https://hcaptcha.com", "https://*.hcaptcha.com"];
const TURNSTILE_HOSTS = ["https://challenges.cloudflare.com"];

export const CAPTCHA_PROVIDER_INFO: Readonly<Record<CaptchaProvider, CaptchaProviderInfo>> = {
  hcaptcha: {
    label: "hCaptcha", // i18n-exempt: a brand name
    scriptUrl: "https://js.hcaptcha.com/1/api.js",
    global: "hcaptcha",
    verifyUrl: "https://api.hcaptcha.com/siteverify",
    csp: { script: HCAPTCHA_HOSTS, frame: HCAPTCHA_HOSTS, connect: HCAPTCHA_HOSTS, style: HCAPTCHA_HOSTS },
  },
  recaptcha: {
    label: "reCAPTCHA", // i18n-exempt: a brand name
    scriptUrl: "https://www.google.com/recaptcha/api.js",
    global: "grecaptcha",
    verifyUrl: "https://www.google.com/recaptcha/api/siteverify",
    csp: {
      script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
      frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
      connect: ["https://www.google.com/recaptcha/"],
      style: [],
    },
  },
  turnstile: {
    label: "Turnstile", // i18n-exempt: a brand name
    scriptUrl: "https://challenges.cloudflare.com/turnstile/v0/api.js",
    global: "turnstile",
    verifyUrl: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
    csp: { script: TURNSTILE_HOSTS, frame: TURNSTILE_HOSTS, connect: TURNSTILE_HOSTS, style: [] },
  },
};

export function isCaptchaProvider(value: unknown): value is CaptchaProvider {
  return typeof value === "string" && (CAPTCHA_PROVIDERS as readonly string[]).includes(value);
}
