// The post attachments (docs/reference/layout-widgets.md#assets react.asset.postAttachments): the discussion's
// uploaded files, images as thumbnails, each a link to the file with its name, type and size; then the items
// integrations made of it (IntegrationAttachments.tsx, docs/reference/integrations.md#on-the-post-page).
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-attachments";
import { type TranslateFn, useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";
import { IntegrationAttachments } from "./IntegrationAttachments";

/** Unit symbols are messages too (French writes "Ko"). */
function fileSize(bytes: number, t: TranslateFn): string {
  if (bytes < 1024) return t("{size} B", { size: String(bytes) });
  if (bytes < 1024 * 1024) return t("{size} KB", { size: (bytes / 1024).toFixed(1) });
  return t("{size} MB", { size: (bytes / 1024 / 1024).toFixed(1) });
}

export default function PostAttachmentsAsset(props: PostAssetPostAttachmentsHydrated) {
  const t = useT();
  // The author's own texts.
  const i18n = useI18n();
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title ?? "")}
      subtitle={props.subtitle && i18n.text(props.subtitle)}
      description={props.description && i18n.text(props.description)}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      {props.attachments.length > 0 ? (
        <ul aria-label={t("Attachments")} className="flex flex-wrap gap-3">
          {props.attachments.map((file) => (
            <li key={file.mediaID}>
              <a
                href={file.url}
                className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                {file.type.startsWith("image/") ? (
                  <img
                    src={file.url}
                    alt=""
                    width={48}
                    height={48}
                    className="size-12 rounded object-cover"
                  />
                ) : null}
                <span className="flex flex-col">
                  <span className="font-semibold text-fg">{file.name}</span>
                  <span className="text-xs text-fg-muted">
                    {file.type.replace(/^image\//, "").toUpperCase()} · {fileSize(file.size, t)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {props.integrationAttachments.length > 0 ? (
        <div className={props.attachments.length > 0 ? "mt-3" : undefined}>
          <IntegrationAttachments items={props.integrationAttachments} />
        </div>
      ) : null}
    </WidgetContainer>
  );
}
