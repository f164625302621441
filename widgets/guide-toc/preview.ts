// Preview loader for a guide's table of contents: the factories' guide, two articles before its first chapter and
// two in it, the second article current.

import type { GuideTocProps } from "../../src/types/generated/widgets/guide-toc";
import type { GuideTocHydrated } from "../../src/types/generated/widgets/hydrated/guide-toc";
import { previewGuideEntries } from "../../tests/factories/knowledge";

export async function previewGuideToc(props: GuideTocProps): Promise<GuideTocHydrated> {
  return { ...props, entries: previewGuideEntries(), currentArticleID: 102 };
}
