// /dashboard/tags (lazy; community.manage, while tagging is on; docs/reference/curation.md#the-tags-page): a page of
// tags (GET /tags, ?query= and ?page= in the address) and the tag administration: create, rename, merge, delete,
// each announced once saved; a failure shows in the form or dialog that asked.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useT } from "../../../ui/i18n/i18n-context";
import { Loader } from "../../../ui/Loader";
import { tagPageQuery, useTagChangeMutation } from "../../api/tags";
import { isAccessDenied, useMayOpenDashboard } from "../../editor/pages/access";
import { DashboardForbidden, DashboardFrame } from "../../editor/pages/DashboardFrame";
import { ErrorPage } from "../ErrorPage";
import { TagsView } from "./TagsView";

const PAGE_SIZE = 30;

export function TagsRoute() {
  const location = useLocation();
  const mayOpen = useMayOpenDashboard(location.key === "default");
  if (!mayOpen) return <DashboardForbidden />;
  return <TagsLoader />;
}

function TagsLoader() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = params.get("query") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const tags = useQuery(tagPageQuery({ query, page, limit: PAGE_SIZE }));
  const changing = useTagChangeMutation();
  const [announcement, setAnnouncement] = useState("");

  if (isAccessDenied(tags.error)) return <DashboardForbidden />;
  return (
    <DashboardFrame title={t("Tags")}>
      {tags.data ? (
        <TagsView
          tags={tags.data.items}
          page={tags.data.page}
          limit={tags.data.limit}
          total={tags.data.total}
          query={query}
          onSearch={(next) => setParams(next ? { query: next } : {})}
          announcement={announcement}
          pending={changing.isPending}
          actions={{
            create: async (name, type) => {
              const tag = await changing.mutateAsync({ action: "create", body: { name, type } });
              setAnnouncement(t("Created the tag {name}.", { name: tag?.name ?? name }));
            },
            rename: async (tag, name) => {
              await changing.mutateAsync({ action: "rename", tagID: tag.tagID, name });
              setAnnouncement(t("Renamed {name} to {newName}.", { name: tag.name, newName: name }));
            },
            merge: async (tag, target) => {
              await changing.mutateAsync({ action: "merge", tagID: tag.tagID, targetTagID: target.tagID });
              setAnnouncement(t("Merged {name} into {target}.", { name: tag.name, target: target.name }));
            },
            remove: async (tag) => {
              await changing.mutateAsync({ action: "delete", tagID: tag.tagID });
              setAnnouncement(t("Deleted the tag {name}.", { name: tag.name }));
            },
          }}
        />
      ) : tags.error ? (
        <ErrorPage status={500} error={tags.error} />
      ) : (
        <Loader label={t("Loading tags")} />
      )}
    </DashboardFrame>
  );
}
