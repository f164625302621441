// Loads a captcha provider's script from its own host (spec 000 §7; the hosts are in src/lib/captcha/providers.ts,
// and the page CSP allows them only while that provider is configured, server/http/security-headers.ts) once per
// page, with explicit rendering: the script calls back a global function once its API is ready. All three
// providers answer the same render/reset/remove calls.
import { CAPTCHA_PROVIDER_INFO, type CaptchaProvider } from "../../lib/captcha/providers";

export interface CaptchaRenderOptions {
  sitekey: string;
  callback: (token: string) => void;
  "expired-callback": () => void;
  "error-callback": () => void;
}

export interface CaptchaApi {
  render(element: HTMLElement, options: CaptchaRenderOptions): string | number;
  reset(widgetID?: string | number): void;
  /** hCaptcha and Turnstile; reCAPTCHA has none (its element is thrown away instead). */
  remove?(widgetID: string | number): void;
}

/** Stories and tests pass their own: nothing leaves the machine there. */
export type CaptchaLoader = (provider: CaptchaProvider) => Promise<CaptchaApi>;

const loads = new Map<CaptchaProvider, Promise<CaptchaApi>>();

function load(provider: CaptchaProvider): Promise<CaptchaApi> {
  const info = CAPTCHA_PROVIDER_INFO[provider];
  const callbackName = `quorumCaptchaReady_${provider}`;
  const host = window as unknown as Record<string, unknown>;
  return new Promise<CaptchaApi>((resolve, reject) => {
    host[callbackName] = () => {
      delete host[callbackName];
      const api = host[info.global] as CaptchaApi | undefined;
      if (api && typeof api.render === "function") resolve(api);
      else reject(new Error(`${info.label} loaded without its API.`));
    };
    const script = document.createElement("script");
    script.src = `${info.scriptUrl}?render=explicit&onload=${callbackName}`;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      script.remove();
      reject(new Error(`${info.label} could not be loaded.`));
    };
    document.head.append(script);
  });
}

export const loadCaptchaScript: CaptchaLoader = (provider) => {
  let loading = loads.get(provider);
  if (!loading) {
    loading = load(provider);
    loads.set(provider, loading);
    // A failed load is tried again the next time the page is shown.
    loading.catch(() => loads.delete(provider));
  }
  return loading;
};
