// Page params of a group's page for its page stories: what the server's group record provider resolves
// (src/server/layouts/group-providers.ts, params.ts), built from the groups factory. The group's category is the
// preview category, so the page's discussion list has the factories' discussions to show.
import { makeGroup } from "../../../tests/factories/groups";
import { PREVIEW_CATEGORY_ID } from "../preview-data";

export function groupPreviewPage(): { params: Record<string, unknown>; location: string } {
  const group = makeGroup({ groupID: 1, categoryID: PREVIEW_CATEGORY_ID });
  return {
    params: {
      groupID: group.groupID,
      categoryID: group.categoryID,
      group,
      breadcrumbs: [
        { name: "Home", url: "/" },
        { name: "Groups", url: "/groups" },
        { name: group.name, url: group.url },
      ],
    },
    location: group.url,
  };
}
