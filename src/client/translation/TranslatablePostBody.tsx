// A post's body with "Translate" beneath it for members whose language has a machine translation service
// (docs/reference/localisation.md#reading-a-post-in-your-language): pressing it shows the post in the page's
// language (a discussion's title too), "Show original" brings the source back. The translation is the server's
// sanitized HTML, like the body itself. While the translation addon is off there is no Translate, and the
// translation view's chunk is never requested (docs/reference/addons.md#a-switched-off-addon).
import { Suspense, useState } from "react";
import { useAddonEnabled } from "../../layout/use-addon-enabled";
import { useT } from "../../ui/i18n/i18n-context";
import { useMachineTranslation } from "../../ui/i18n/machine-translation";
import type { TranslatableRecord } from "../api/post-translations";
import { PostHtml, TranslateToggle, TranslatingNotice } from "./post-html";
import { TranslatedBodyChunk } from "./translated-body-chunk";

export interface TranslatablePostBodyProps {
  recordType: TranslatableRecord;
  recordID: number;
  /** The post's sanitized HTML. */
  html: string;
  className: string;
}

export function TranslatablePostBody({ recordType, recordID, html, className }: TranslatablePostBodyProps) {
  const t = useT();
  const serviceAvailable = useMachineTranslation();
  const addonOn = useAddonEnabled("translation");
  const [translated, setTranslated] = useState(false);
  if (!serviceAvailable || !addonOn) return <PostHtml html={html} className={className} />;
  return translated ? (
    <Suspense fallback={<TranslatingNotice />}>
      <TranslatedBodyChunk.Component
        recordType={recordType}
        recordID={recordID}
        className={className}
        onOriginal={() => setTranslated(false)}
      />
    </Suspense>
  ) : (
    <>
      <PostHtml html={html} className={className} />
      <TranslateToggle
        onPrepare={() => void TranslatedBodyChunk.preload()}
        onClick={() => setTranslated(true)}
      >
        {t("Translate")}
      </TranslateToggle>
    </>
  );
}
