// The "Translate" control of site records (spec 001 §6: site.manage), e.g. beside a category in a category list: shown
// only to those who may manage the site, and only when a second locale is enabled (GET /locales). The translator
// itself loads on first use (hovering or focusing the button starts the load), so the button costs pages little.
import { Suspense, useState } from "react";
import { Button } from "../../ui/Button";
import { Icon } from "../../ui/Icon";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { preloadableLazy } from "../../ui/preloadable-lazy";
import { useLocales } from "../api/locales";
import type { TranslationProperty } from "../api/translations";
import { usePermission } from "../permissions/use-permission";
import type { TranslatorProps } from "./Translator";

const LazyTranslator = preloadableLazy<TranslatorProps>(() =>
  import("./Translator").then((module) => ({ default: module.Translator })),
);

/** Quorum's translations resource (GET /translations/site). */
export const SITE_TRANSLATION_RESOURCE = "site";

export interface TranslateButtonProps {
  properties: readonly TranslationProperty[];
  /** What is translated (a category's name): names the button (`Translate "General"`) and the dialog. */
  label?: string;
  className?: string;
}

export function TranslateButton({ properties, label, className }: TranslateButtonProps) {
  const t = useT();
  const canManage = usePermission("site.manage");
  const locales = useLocales(canManage);
  const [open, setOpen] = useState(false);
  if (!canManage || (locales.data?.length ?? 0) < 2) return null;
  const name = label ? t('Translate "{name}"', { name: label }) : t("Translate");
  return (
    <>
      <Button
        size="sm"
        className={className}
        aria-label={name}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void LazyTranslator.preload()}
        onFocus={() => void LazyTranslator.preload()}
        onClick={() => setOpen(true)}
      >
        <Icon name="globe" size={14} />
        {t("Translate")}
      </Button>
      {open ? (
        <Suspense fallback={<Loader size="small" inline label={t("Loading")} />}>
          <LazyTranslator.Component
            properties={properties}
            resource={SITE_TRANSLATION_RESOURCE}
            title={label ? name : undefined}
            isOpen
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
