// The items integrations made of the discussion (docs/reference/integrations.md#on-the-post-page): per attachment the
// integration's mark and name, the external id linking to the item, its state as a badge, the labelled facts it
// keeps, when it was last read, and for staff a Refresh button that reads it again (POST /attachments/refresh).
import { useRefreshAttachmentsMutation } from "../../src/client/api/attachments";
import { errorMessage } from "../../src/client/api/errors";
import { usePermission } from "../../src/client/permissions/use-permission";
import { usePreviewMode } from "../../src/layout/preview-mode";
import type { PostAssetPostAttachmentsHydrated } from "../../src/types/generated/widgets/hydrated/post-attachments";
import { Badge, type BadgeTone } from "../../src/ui/Badge";
import { Button } from "../../src/ui/Button";
import { useI18n, useT } from "../../src/ui/i18n/i18n-context";
import { RelativeTime } from "../../src/ui/RelativeTime";
import { toast } from "../../src/ui/toast-store";
import { IntegrationLogo } from "./IntegrationLogo";

export type IntegrationAttachment = PostAssetPostAttachmentsHydrated["integrationAttachments"][number];

/** Staff refresh (community.moderate or staff.allow; the server also lets anyone refresh a stale one). */
export const REFRESH_PERMISSIONS = ["community.moderate", "staff.allow"] as const;

function statusTone(status: string): BadgeTone {
  const word = status.toLowerCase();
  if (word === "open") return "success";
  if (word === "closed" || word === "done" || word === "resolved") return "muted";
  return "standard";
}

function RefreshButton({ item }: { item: IntegrationAttachment }) {
  const t = useT();
  const preview = usePreviewMode();
  const refreshing = useRefreshAttachmentsMutation();
  const { attachment, integration } = item;
  const refresh = () => {
    // A preview has no server to ask.
    if (preview || refreshing.isPending) return;
    refreshing.mutate([attachment.attachmentID], { onError: (error) => toast.error(errorMessage(error)) });
  };
  return (
    <Button
      size="sm"
      onClick={refresh}
      aria-disabled={refreshing.isPending || undefined}
      aria-label={t("Refresh {label} {id}", { label: integration.externalIDLabel, id: attachment.sourceID })}
    >
      {refreshing.isPending ? t("Refreshing…") : t("Refresh")}
    </Button>
  );
}

function AttachmentCard({ item, canRefresh }: { item: IntegrationAttachment; canRefresh: boolean }) {
  const t = useT();
  // Metadata labels are catalogue keys; an unknown one reads as written.
  const i18n = useI18n();
  const { attachment, integration } = item;
  return (
    <li className="flex flex-col gap-2 rounded-md border border-border px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <IntegrationLogo name={integration.logoIcon} />
        <span className="font-semibold text-fg">{integration.name}</span>
        <a
          href={attachment.sourceUrl}
          rel="noopener noreferrer"
          className="text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {integration.externalIDLabel} {attachment.sourceID}
        </a>
        {attachment.status ? <Badge tone={statusTone(attachment.status)}>{attachment.status}</Badge> : null}
      </div>
      {attachment.metadata.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
          {attachment.metadata.map((fact) => (
            <div key={`${fact.labelCode}:${fact.value}`} className="contents">
              <dt className="text-fg-muted">{i18n.text(fact.labelCode)}</dt>
              <dd className="text-fg">
                {fact.url ? (
                  <a href={fact.url} rel="noopener noreferrer" className="text-primary hover:underline">
                    {fact.value}
                  </a>
                ) : (
                  fact.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-fg-muted">
        <span>
          {t("Updated")} <RelativeTime date={attachment.dateRefreshed} />
        </span>
        {canRefresh ? <RefreshButton item={item} /> : null}
      </div>
    </li>
  );
}

export function IntegrationAttachmentList({
  items,
  canRefresh,
}: {
  items: readonly IntegrationAttachment[];
  canRefresh: boolean;
}) {
  const t = useT();
  return (
    <ul aria-label={t("Linked items in other systems")} className="flex flex-col gap-3">
      {items.map((item) => (
        <AttachmentCard key={item.attachment.attachmentID} item={item} canRefresh={canRefresh} />
      ))}
    </ul>
  );
}

/** The list as the post page shows it: Refresh for staff. */
export function IntegrationAttachments({ items }: { items: readonly IntegrationAttachment[] }) {
  const canRefresh = usePermission(REFRESH_PERMISSIONS);
  return <IntegrationAttachmentList items={items} canRefresh={canRefresh} />;
}
