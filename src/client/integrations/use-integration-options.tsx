// The discussion options' integration items (docs/reference/integrations.md#the-escalation-dialog, spec 001 §6): one
// per integration of the catalogue the viewer may escalate this post with — scope "all", or "own" on their own
// post — labelled by the catalogue; choosing one opens the escalation dialog, a chunk loaded only then.
import { lazy, type ReactNode, Suspense, useState } from "react";
import { useSession } from "../../layout/session";
import type { IntegrationCatalogItem } from "../../types/generated/api/integration-catalog-item";
import { FlyoutItem } from "../../ui/Flyout";
import { useWritableIntegrations } from "../api/attachments";

const EscalateDialog = lazy(() => import("./EscalateDialog").then((m) => ({ default: m.EscalateDialog })));

export interface IntegrationOptions {
  items: ReactNode[];
  /** The open dialog, if any: render it beside the menu. */
  dialog: ReactNode;
}

export function useIntegrationOptions(post: {
  recordType: "discussion" | "comment";
  recordID: number;
  insertUserID: number;
}): IntegrationOptions {
  const { user, isGuest } = useSession();
  const integrations = useWritableIntegrations(!isGuest);
  const [chosen, setChosen] = useState<IntegrationCatalogItem | null>(null);
  const isOwn = !isGuest && post.insertUserID === user.userID;
  const usable = integrations.filter(
    (item) =>
      item.recordTypes.includes(post.recordType) &&
      (item.writeableContentScope === "all" || (item.writeableContentScope === "own" && isOwn)),
  );
  const items = usable.map((item) => (
    <FlyoutItem key={`integration-${item.attachmentType}`} onSelect={() => setChosen(item)}>
      {item.label}
    </FlyoutItem>
  ));
  const dialog = chosen ? (
    <Suspense fallback={null}>
      <EscalateDialog
        integration={chosen}
        record={{ recordType: post.recordType, recordID: post.recordID }}
        onClose={() => setChosen(null)}
      />
    </Suspense>
  ) : null;
  return { items, dialog };
}
