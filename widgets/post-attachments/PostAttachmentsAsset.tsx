// The post attachments (docs/reference/layout-widgets.md#assets react.asset.postAttachments): the discussion's
// uploaded files, images as thumbnails, each a link to the file with its name, type and size.
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-attachments";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export default function PostAttachmentsAsset(props: PostAssetPostAttachmentsHydrated) {
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : (props.title ?? "")}
      subtitle={props.subtitle}
      description={props.description}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      <ul aria-label="Attachments" className="flex flex-wrap gap-3">
        {props.attachments.map((file) => (
          <li key={file.mediaID}>
            <a
              href={file.url}
              className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {file.type.startsWith("image/") ? (
                <img src={file.url} alt="" width={48} height={48} className="size-12 rounded object-cover" />
              ) : null}
              <span className="flex flex-col">
                <span className="font-semibold text-fg">{file.name}</span>
                <span className="text-xs text-fg-muted">
                  {file.type.replace(/^image\//, "").toUpperCase()} · {fileSize(file.size)}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </WidgetContainer>
  );
}
