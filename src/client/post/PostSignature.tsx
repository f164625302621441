// A post author's signature (spec 001 §6), under the original post and each comment while the site shows signatures:
// the author fragment carries it (services/signatures.ts, sanitized HTML rendered on the server) with the site's
// hideMobile and imageMaxHeight, applied by signature.css. Nothing when the author has none.
import type { CSSProperties } from "react";
import type { UserFragment } from "../../types/generated/api/user-fragment";
import { cx } from "../../ui/cx";
import { useT } from "../../ui/i18n/i18n-context";
import "./signature.css";

export function PostSignature({
  user,
  className,
}: {
  user: UserFragment | null | undefined;
  className?: string;
}) {
  const t = useT();
  const signature = user?.signature;
  if (!user || !signature?.body) return null;
  const style =
    signature.imageMaxHeight > 0
      ? ({ "--q-signature-image-max-height": `${signature.imageMaxHeight}px` } as CSSProperties)
      : undefined;
  return (
    <div
      role="note"
      aria-label={t("Signature of {name}", { name: user.name })}
      className={cx(
        "q-signature userContent mt-3 border-t border-border pt-2 text-sm text-fg-muted",
        signature.hideMobile && "q-signature-hide-mobile",
        className,
      )}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (services/signatures.ts)
      dangerouslySetInnerHTML={{ __html: signature.body }}
    />
  );
}
