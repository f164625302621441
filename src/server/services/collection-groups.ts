// Groups in collections (spec 000 §3 record type "groups", docs/reference/groups.md#collections): name, page, excerpt
// and banner of the groups the viewer may see (secret ones only for their members, invitees and group moderators);
// any other group is left out, so a collection never reveals a secret group.
import { and, inArray } from "drizzle-orm";
import type { Collection } from "../../types/generated/api/collection";
import { groups } from "../db/schema-groups";
import type { ServiceContext } from "./context";
import { visibleGroupsCondition } from "./groups/group-rows";
import { groupUrl } from "./urls";

type CollectionRecord = NonNullable<Collection["records"]>[number]["record"];

export async function groupCollectionRecords(
  ctx: ServiceContext,
  ids: number[],
): Promise<Map<number, CollectionRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({
      groupID: groups.groupID,
      name: groups.name,
      description: groups.description,
      iconUrl: groups.iconUrl,
      bannerUrl: groups.bannerUrl,
      dateInserted: groups.dateInserted,
    })
    .from(groups)
    .where(and(inArray(groups.groupID, ids), visibleGroupsCondition(ctx)));
  return new Map(
    rows.map((row) => [
      row.groupID,
      {
        name: row.name,
        url: groupUrl(row.groupID, row.name),
        excerpt: row.description,
        imageUrl: row.bannerUrl ?? row.iconUrl,
        dateInserted: row.dateInserted.toISOString(),
      },
    ]),
  );
}
