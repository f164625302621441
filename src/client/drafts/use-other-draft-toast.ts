// 'Saved Draft Available.' (docs/reference/ui-behaviour.md#drafts): a composer looks up the member's other saved
// drafts for its place and announces one in a toast with a link to it. Said once per composer, from a fresh read
// (never from a cached list that may hold a draft since published), and never again when a refresh comes back.
import { useEffect, useRef } from "react";
import type { DraftListQuery } from "../../types/generated/api/draft-list-query";
import { useT } from "../../ui/i18n/i18n-context";
import { toast } from "../../ui/toast-store";
import { type Draft, useDrafts } from "../api/drafts";

export interface OtherDraftToast {
  /** The drafts to look through. */
  filter: Partial<DraftListQuery>;
  /** Asked only once this is true (signed in; the composer's own draft known). */
  enabled: boolean;
  toastID: string;
  /** Where the other draft is written, or null when there is none. */
  linkOf(drafts: Draft[]): string | null;
}

export function useOtherDraftToast({ filter, enabled, toastID, linkOf }: OtherDraftToast) {
  const t = useT();
  const { data, isFetchedAfterMount } = useDrafts(filter, enabled, true);
  const announced = useRef(false);
  const latestLink = useRef(linkOf);
  latestLink.current = linkOf;
  useEffect(() => {
    if (announced.current || !data || !isFetchedAfterMount) return;
    announced.current = true;
    const href = latestLink.current(data.items);
    if (href) {
      toast.show({
        toastID,
        body: t("Saved Draft Available."),
        action: { label: t("Navigate to Draft"), href },
      });
    }
  }, [data, isFetchedAfterMount, toastID, t]);
}
