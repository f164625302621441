// The post meta (docs/reference/layout-widgets.md#assets react.asset.postMeta): the discussion's facts and post
// fields, as a definition list (label above value) or, with displayOptions.asMetas, as one line of metas.

import { formatCompactNumber } from "../../src/lib/format-number";
import type { PostAssetPostMetaHydrated } from "../../src/types/generated/widgets/hydrated/post-meta";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type PostField = PostAssetPostMetaHydrated["postFields"][number];

function FieldValue({ field }: { field: PostField }) {
  if (field.dataType === "date") return <RelativeTime date={field.value} />;
  if (field.dataType === "number" && /^-?\d+$/.test(field.value))
    return <>{formatCompactNumber(Number(field.value))}</>;
  if (field.dataType === "boolean") return <>{field.value === "true" ? "Yes" : "No"}</>;
  return <>{field.value}</>;
}

export default function PostMetaAsset(props: PostAssetPostMetaHydrated) {
  const asMetas = props.displayOptions?.asMetas ?? false;
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : props.title}
      subtitle={props.subtitle}
      description={props.description}
      containerOptions={props.containerOptions}
      headingLevel={3}
    >
      {asMetas ? (
        <ul aria-label="Post details" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-fg-muted">
          {props.postFields.map((field) => (
            <li key={field.postFieldID}>
              <span>{field.label}: </span>
              <span className="font-semibold text-fg">
                <FieldValue field={field} />
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          {props.postFields.map((field) => (
            <div key={field.postFieldID} className="rounded-md border border-border px-3 py-2">
              <dt className="text-xs text-fg-muted" title={field.description}>
                {field.label}
              </dt>
              <dd className="font-semibold text-fg">
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </WidgetContainer>
  );
}
