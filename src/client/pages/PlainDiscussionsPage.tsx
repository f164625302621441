// The discussion list without a custom layout: GET /api/v2/discussions with the page's filters.
import { AppLink } from "../../ui/AppLink";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import { RelativeTime } from "../../ui/RelativeTime";
import { type DiscussionListQuery, useDiscussions } from "../api/discussions";
import { useAppState } from "../app-state";
import { useDocumentTitle } from "./document-title";

const FILTERS = ["sort", "page", "tagID", "type", "categoryID"] as const;

export function PlainDiscussionList({ query }: { query: DiscussionListQuery }) {
  const t = useT();
  const result = useDiscussions(query);
  if (result.isError)
    return <p role="alert">{t("The discussions could not be loaded. Please try again later.")}</p>;
  if (!result.data) return <Loader />;
  if (result.data.length === 0) return <p>{t("No discussions were found.")}</p>;
  return (
    <ul className="divide-y divide-[var(--color-border,#ddd)]">
      {result.data.map((discussion) => (
        <li key={discussion.discussionID} className="py-3">
          <AppLink to={discussion.url} className="font-semibold">
            {discussion.name}
          </AppLink>
          <p className="text-sm opacity-80">
            {t("{count} comments", { count: discussion.countComments })} ·{" "}
            <RelativeTime date={discussion.dateLastComment} />
          </p>
        </li>
      ))}
    </ul>
  );
}

export function PlainDiscussionsPage({ params }: { params: Record<string, unknown> }) {
  const state = useAppState();
  const t = useT();
  useDocumentTitle(t("Recent Posts"), state.site.name);
  const query: DiscussionListQuery = FILTERS.flatMap((key) => {
    const value = params[key];
    return typeof value === "string" || typeof value === "number"
      ? [[key, value] as DiscussionListQuery[number]]
      : [];
  });
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t("Recent Posts")}</h1>
      <PlainDiscussionList query={[...query, ["limit", 30]]} />
    </>
  );
}
