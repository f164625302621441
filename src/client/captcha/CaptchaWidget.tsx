// The captcha on the registration page: the provider's widget rendered into a box of its own (the provider owns its
// markup; React owns none of it), a label, and its errors tied to the group for screen readers. It hands each new
// token up, and null when the token expires or the widget fails; `resetCount` going up asks for a new challenge
// (a token is spent by the server's check, passed or not).
import { useEffect, useId, useRef, useState } from "react";
import type { CaptchaProvider } from "../../lib/captcha/providers";
import { useT } from "../../ui/i18n/i18n-context";
import { type CaptchaApi, type CaptchaLoader, loadCaptchaScript } from "./load-captcha";

export interface CaptchaWidgetProps {
  provider: CaptchaProvider;
  siteKey: string;
  onToken: (token: string | null) => void;
  resetCount?: number;
  errors?: string[] | undefined;
  loader?: CaptchaLoader;
}

export function CaptchaWidget({
  provider,
  siteKey,
  onToken,
  resetCount = 0,
  errors,
  loader = loadCaptchaScript,
}: CaptchaWidgetProps) {
  const t = useT();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const tokenTo = useRef(onToken);
  tokenTo.current = onToken;

  useEffect(() => {
    let cancelled = false;
    // A fresh element each time: reCAPTCHA refuses to render twice into one.
    const element = document.createElement("div");
    box.current?.append(element);
    setStatus("loading");
    loader(provider).then(
      (api) => {
        if (cancelled) return;
        const widgetID = api.render(element, {
          sitekey: siteKey,
          callback: (token) => tokenTo.current(token),
          "expired-callback": () => tokenTo.current(null),
          "error-callback": () => tokenTo.current(null),
        });
        widget.current = { api, id: widgetID };
        setStatus("ready");
      },
      () => {
        if (!cancelled) setStatus("failed");
      },
    );
    return () => {
      cancelled = true;
      const current = widget.current;
      widget.current = null;
      try {
        if (current) current.api.remove?.(current.id);
      } catch {
        // The provider may already have dropped it; the element goes either way.
      }
      element.remove();
    };
  }, [provider, siteKey, loader]);

  useEffect(() => {
    if (resetCount === 0 || !widget.current) return;
    widget.current.api.reset(widget.current.id);
    tokenTo.current(null);
  }, [resetCount]);

  const invalid = (errors?.length ?? 0) > 0;
  return (
    <fieldset
      aria-describedby={invalid ? `${id}-error` : undefined}
      aria-invalid={invalid || undefined}
      // Focusable by script only: a failed submit moves focus to the first invalid field (entry-form.ts).
      tabIndex={-1}
      className="m-0 flex min-w-0 flex-col gap-1.5 border-0 p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      data-captcha-provider={provider}
    >
      <legend className="mb-1.5 p-0 text-sm font-semibold text-fg-heading">{t("Verification")}</legend>
      <div ref={box} className="min-h-[65px]" />
      {status === "loading" ? <p className="text-xs text-fg-muted">{t("Loading the captcha…")}</p> : null}
      {status === "failed" ? (
        <p className="text-sm text-danger">
          {t("The captcha could not be loaded. Check your connection and reload the page.")}
        </p>
      ) : null}
      {invalid ? (
        <div id={`${id}-error`} className="text-sm text-danger">
          {errors?.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
