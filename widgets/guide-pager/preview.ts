// Preview loader for the guide pager: the second article of the factories' guide, between the first and third.
import type { GuidePagerProps } from "../../src/types/generated/widgets/guide-pager";
import type { GuidePagerHydrated } from "../../src/types/generated/widgets/hydrated/guide-pager";
import { previewGuideEntries } from "../../tests/factories/knowledge";

export async function previewGuidePager(props: GuidePagerProps): Promise<GuidePagerHydrated> {
  const articles = previewGuideEntries().filter((entry) => entry.kind === "article");
  return { ...props, previous: articles[0] ?? null, next: articles[2] ?? null };
}
