// Record providers of the group pages (docs/reference/groups.md#pages, docs/reference/layout-documents.md#layout-lookup):
// a group's address becomes the group view type, the chain of layout views that apply (the group's own, then the
// global one; the template comes last) and the records its params resolve: the group (as the viewer sees it) and its
// category, which the page's discussion list follows. The create-post page of a group (`/post/discussion/social-groups
// ?groupid=N`) resolves the same group and refuses viewers who may not post there. A group the viewer may not see
// answers 404, never 403, so a secret group's existence does not leak.
import { msg } from "../../lib/i18n/msg";
import type { Breadcrumb } from "../../types/generated/api/breadcrumb";
import type { Group } from "../../types/generated/api/group";
import type { LayoutQuery } from "../../types/generated/layout/layout-query";
import { ApiError, notFound, signInRequired } from "../http/errors";
import { isSignedIn, type ServiceContext } from "../services/context";
import { getGroup } from "../services/groups";
import type { SiteSection } from "../services/site-sections";
import { GLOBAL_RECORD, type RecordRef } from "./lookup";
import type { ResolvedRecords } from "./params";

/** What a group record leads to; the same shape as record-providers.ts LookupTarget. */
interface GroupTarget {
  layoutViewType: string;
  chain: RecordRef[];
  records: ResolvedRecords;
}

/** The groups list, after the site's home: every group page's trail starts there. */
export const GROUPS_CRUMB: Breadcrumb = { name: msg("Groups"), url: "/groups" };
const HOME_CRUMB: Breadcrumb = { name: "Home", url: "/" };

/** Record IDs are PostgreSQL integers: anything else names no group. */
function isGroupID(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 2_147_483_647;
}

/** Home › Groups › the group. */
export function groupCrumbs(group: Pick<Group, "name" | "url">): Breadcrumb[] {
  return [HOME_CRUMB, GROUPS_CRUMB, { name: group.name, url: group.url }];
}

/** The group as the viewer may see it; 404 otherwise (a secret group to a non-member included). */
async function visibleGroup(services: ServiceContext, groupID: number): Promise<Group> {
  const group = isGroupID(groupID) ? await getGroup(services, groupID) : null;
  if (!group) throw notFound("Group");
  return group;
}

/** A group's page: its header, its discussions (its category's) and its members. */
export async function groupTarget(
  services: ServiceContext,
  section: SiteSection,
  groupID: number,
): Promise<GroupTarget> {
  const group = await visibleGroup(services, groupID);
  return {
    layoutViewType: "group",
    chain: [{ recordType: "group", recordID: group.groupID }, GLOBAL_RECORD],
    records: {
      siteSection: section,
      group,
      breadcrumbs: groupCrumbs(group),
      params: { groupID: group.groupID, categoryID: group.categoryID },
    },
  };
}

/**
 * The records of a group's create-post page: the group (shown as the post's parent) and its category (where the
 * post goes). A viewer who may see the group but not post in it gets the error page: 401 for a guest, whose page
 * offers Sign In, 403 for a member who has not joined.
 */
export async function groupPostRecords(services: ServiceContext, groupID: number): Promise<ResolvedRecords> {
  const group = await visibleGroup(services, groupID);
  if (!group.viewer.canPost) {
    if (!isSignedIn(services.viewer)) throw signInRequired();
    throw new ApiError(403, "Only members of this group can post in it.", {
      description: "Join the group first, then start a discussion.",
    });
  }
  return {
    group,
    breadcrumbs: groupCrumbs(group),
    params: { groupID: group.groupID, categoryID: group.categoryID },
  };
}

/** The group records of a create-post page whose parent is a group; none for any other page. */
export async function createPostGroupRecords(
  services: ServiceContext,
  query: LayoutQuery,
): Promise<ResolvedRecords> {
  const params = query.params ?? {};
  if (query.layoutViewType !== "createPost" || params.parentRecordType !== "group") return {};
  return groupPostRecords(services, Number(params.parentRecordID ?? params.groupID));
}
