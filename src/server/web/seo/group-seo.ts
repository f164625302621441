// The head of a group's page (docs/reference/seo.md, docs/reference/groups.md#pages): the group's description, its own
// canonical address (its discussions' page N > 1 as ?page=N), its banner as the sharing image and its trail
// (Home › Groups › the group). Read through the groups service as the viewer: a group the viewer may not see gives
// no head (the page is a 404 then).

import { groupCrumbs } from "../../layouts/group-providers";
import { getGroup } from "../../services/groups";
import { canonicalUrl, pageNumber } from "./canonical";
import { breadcrumbList } from "./json-ld";
import { absoluteImage, type RecordSeo, type RecordSeoInput } from "./record-seo";
import { shorten } from "./text";

export async function groupSeo(input: RecordSeoInput): Promise<RecordSeo | null> {
  const { ctx, publicUrl, query } = input;
  const id = Number(query.recordID);
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const group = valid ? await getGroup(ctx, id) : null;
  if (!group) return null;
  return {
    description: shorten(group.description),
    canonicalUrl: canonicalUrl(publicUrl, {
      kind: "list",
      path: group.url,
      page: pageNumber(query.params?.page),
    }),
    ogType: "website",
    image: absoluteImage(publicUrl, group.bannerUrl),
    jsonLd: [breadcrumbList(groupCrumbs(group), publicUrl)],
  };
}
