// One search result (docs/reference/ui-behaviour.md#search-page): its title (the link), its labels, where it lives
// (breadcrumbs), the excerpt with the matched words marked, and who posted it when. The excerpt is sanitized HTML from
// the server (search-result.schema.json body: `<mark>` around the matches), rendered like every other server HTML body.
import { msg } from "../../../lib/i18n/msg";
import type { SearchResult as SearchResultData } from "../../../types/generated/api/search-result";
import { AppLink } from "../../../ui/AppLink";
import { Badge, type BadgeTone } from "../../../ui/Badge";
import { type TranslateFn, useT } from "../../../ui/i18n/i18n-context";
import { RelativeTime } from "../../../ui/RelativeTime";
import { UserPhoto } from "../../../ui/UserPhoto";

/** Texts are message keys. */
const LABELS: Record<string, { text: string; tone: BadgeTone }> = {
  announcement: { text: msg("Announcement"), tone: "primary" },
  closed: { text: msg("Closed"), tone: "muted" },
  question: { text: msg("Question"), tone: "standard" },
  answered: { text: msg("Answered"), tone: "success" },
  accepted: { text: msg("Accepted"), tone: "success" },
  unanswered: { text: msg("Unanswered"), tone: "warning" },
  idea: { text: msg("Idea"), tone: "standard" },
  poll: { text: msg("Poll"), tone: "standard" },
};

/** What a result is, beside its title, for the types that are not discussions (message keys). */
const RECORD_NAMES: Record<string, string> = {
  comment: msg("Comment"),
  category: msg("Category"),
  user: msg("Member"),
  place: msg("Place"),
  article: msg("Article"),
  group: msg("Group"),
};

/** A known label in the page's language; an unknown code (a label no catalogue names) capitalised as it is. */
function labelFor(code: string, t: TranslateFn) {
  const known = LABELS[code];
  if (known) return { text: t(known.text), tone: known.tone };
  return { text: code.charAt(0).toUpperCase() + code.slice(1), tone: "standard" as const };
}

export function SearchResult({ result }: { result: SearchResultData }) {
  const t = useT();
  const recordType = RECORD_NAMES[result.recordType];
  const recordName = recordType ? t(recordType) : undefined;
  const crumbs = result.breadcrumbs ?? [];
  return (
    <article className="py-4">
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
        <AppLink to={result.url} className="text-fg-heading hover:text-primary hover:underline">
          {result.name}
        </AppLink>
        {recordName ? <Badge tone="muted">{recordName}</Badge> : null}
        {result.labelCodes.map((code) => {
          const label = labelFor(code, t);
          return (
            <Badge key={code} tone={label.tone}>
              {label.text}
            </Badge>
          );
        })}
      </h2>
      {crumbs.length > 0 ? (
        <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-xs text-fg-muted">
          <span className="sr-only">{t("In:")} </span>
          {crumbs.map((crumb, index) => (
            <span key={`${crumb.url}-${crumb.name}`} className="inline-flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              <AppLink to={crumb.url} className="hover:text-primary hover:underline">
                {crumb.name}
              </AppLink>
            </span>
          ))}
        </p>
      ) : null}
      {result.body ? (
        <div
          className="userContent mt-1 line-clamp-3 text-sm text-fg [&_mark]:rounded-sm [&_mark]:bg-warning-soft [&_mark]:px-0.5 [&_mark]:text-fg"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (search-result.schema.json body)
          dangerouslySetInnerHTML={{ __html: result.body }}
        />
      ) : null}
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-sm text-fg-muted">
        {result.insertUser ? (
          <AppLink to={result.insertUser.url} className="inline-flex items-center gap-1.5 hover:text-primary">
            <UserPhoto url={result.insertUser.photoUrl} size={24} />
            <span>{result.insertUser.name}</span>
          </AppLink>
        ) : null}
        <RelativeTime date={result.dateInserted} />
        {result.isForeign ? <Badge tone="muted">{t("Other community")}</Badge> : null}
      </p>
    </article>
  );
}
