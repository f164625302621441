// What /log/filter shows (docs/reference/routes.md#app-routes), for moderators: a post's revision history (every
// version, who made it and when, and what changed from the version before, word by word), or a discussion's deleted
// comments with Restore, or any other filter of the content log as a list. The API refuses everyone else; this shows
// its answer.
import { wordDiff } from "../../lib/editing/word-diff";
import { msg } from "../../lib/i18n/msg";
import type { ContentLogEntry } from "../../types/generated/api/content-log-entry";
import type { ContentLogQuery } from "../../types/generated/api/content-log-query";
import { Button } from "../../ui/Button";
import { FormAlert } from "../../ui/FormAlert";
import { RichMessage, useT } from "../../ui/i18n/i18n-context";
import { RelativeTime } from "../../ui/RelativeTime";
import { toast } from "../../ui/toast-store";
import { useContentLog, useRestoreFromLogMutation } from "../api/content-log";
import { errorMessage } from "../api/errors";
import { usePostSource } from "../api/post-source";
import { buildVersions, type PostVersion } from "./revisions";
import { WordDiff } from "./WordDiff";

export type LogView = "revisions" | "deletedComments" | "list";

export function logViewOf(query: Partial<ContentLogQuery>): LogView {
  if (query.recordType && query.recordID !== undefined && (!query.operation || query.operation === "edit"))
    return "revisions";
  if (query.recordType === "comment" && query.parentRecordID !== undefined && query.operation === "delete")
    return "deletedComments";
  return "list";
}

export const LOG_VIEW_TITLES: Record<LogView, string> = {
  revisions: msg("Revision History"),
  deletedComments: msg("Deleted Comments"),
  list: msg("Content Log"),
};

function Who({ entry }: { entry: { name?: string } | undefined }) {
  const t = useT();
  return <strong className="font-semibold text-fg-heading">{entry?.name ?? t("Unknown User")}</strong>;
}

function VersionCard({ version, previous }: { version: PostVersion; previous?: PostVersion }) {
  const t = useT();
  const titleChanged = previous !== undefined && version.name !== undefined && previous.name !== version.name;
  return (
    <li className="rounded-box border border-border bg-bg p-4">
      <h2 className="text-base font-semibold text-fg-heading">
        {version.current
          ? t("Version {number} (current)", { number: version.number })
          : t("Version {number}", { number: version.number })}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        <RichMessage
          id={
            version.number === 1
              ? "Posted by <who></who> <time></time>"
              : "Edited by <who></who> <time></time>"
          }
          values={{
            who: () => <Who entry={version.author} />,
            time: () => <RelativeTime date={version.date} />,
          }}
        />
      </p>
      {version.name !== undefined && (version.number === 1 || titleChanged) ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t("Title:")} </span>
          {previous?.name !== undefined ? (
            <WordDiff parts={wordDiff(previous.name, version.name)} />
          ) : (
            version.name
          )}
        </p>
      ) : null}
      <div className="mt-3 whitespace-pre-wrap break-words rounded-control bg-bg-hover/50 p-3 font-mono text-sm">
        {previous ? <WordDiff parts={wordDiff(previous.body, version.body)} /> : version.body}
      </div>
    </li>
  );
}

function Revisions({ recordType, recordID }: { recordType: "discussion" | "comment"; recordID: number }) {
  const t = useT();
  const log = useContentLog({ recordType, recordID, operation: "edit", limit: 100 });
  const current = usePostSource(recordType, recordID);
  if (log.isError) return <FormAlert message={errorMessage(log.error)} />;
  if (log.isPending || current.isPending) return <p className="text-fg-muted">{t("Loading…")}</p>;
  const versions = buildVersions(log.data, current.data ?? null);
  if (log.data.length === 0) return <p className="text-fg">{t("This post has not been edited.")}</p>;
  return (
    <>
      {current.isError && !current.data ? (
        <FormAlert
          message={t("The current version could not be loaded.")}
          description={errorMessage(current.error)}
        />
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={t("Versions, newest first")} reversed>
        {[...versions].reverse().map((version) => (
          <VersionCard key={version.number} version={version} previous={versions[version.number - 2]} />
        ))}
      </ol>
    </>
  );
}

function DeletedComment({ entry }: { entry: ContentLogEntry }) {
  const t = useT();
  const written = entry.data.dateInserted;
  // The mutation reads the log again once the comment is back.
  const restoring = useRestoreFromLogMutation();
  const pending = restoring.isPending;
  function restore() {
    restoring.mutate(entry.logID, {
      onSuccess: () => toast.success(t("The comment was restored.")),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }
  return (
    <li className="rounded-box border border-border bg-bg p-4">
      <p className="text-sm text-fg-muted">
        <RichMessage
          id={
            typeof written === "string"
              ? "<author></author> wrote <written></written>; deleted by <deleter></deleter> <deleted></deleted>"
              : "<author></author> wrote; deleted by <deleter></deleter> <deleted></deleted>"
          }
          values={{
            author: () => <Who entry={entry.recordUser} />,
            written: () => (typeof written === "string" ? <RelativeTime date={written} /> : null),
            deleter: () => <Who entry={entry.insertUser} />,
            deleted: () => <RelativeTime date={entry.dateInserted} />,
          }}
        />
      </p>
      <div
        className="userContent mt-2 text-fg"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the API (src/server/format)
        dangerouslySetInnerHTML={{ __html: entry.bodyHtml ?? "" }}
      />
      <div className="mt-3">
        {entry.recordExists ? (
          <p className="text-sm text-fg-muted">{t("Restored.")}</p>
        ) : (
          <Button size="sm" onClick={restore} disabled={pending}>
            {pending ? t("Restoring…") : t("Restore")}
          </Button>
        )}
      </div>
    </li>
  );
}

function DeletedComments({ discussionID }: { discussionID: number }) {
  const t = useT();
  const query: Partial<ContentLogQuery> = {
    recordType: "comment",
    parentRecordID: discussionID,
    operation: "delete",
    limit: 100,
  };
  const log = useContentLog(query);
  if (log.isError) return <FormAlert message={errorMessage(log.error)} />;
  if (log.isPending) return <p className="text-fg-muted">{t("Loading…")}</p>;
  if (log.data.length === 0)
    return <p className="text-fg">{t("No comments have been deleted from this discussion.")}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {log.data.map((entry) => (
        <DeletedComment key={entry.logID} entry={entry} />
      ))}
    </ol>
  );
}

function LogList({ query }: { query: Partial<ContentLogQuery> }) {
  const t = useT();
  const log = useContentLog(query);
  if (log.isError) return <FormAlert message={errorMessage(log.error)} />;
  if (log.isPending) return <p className="text-fg-muted">{t("Loading…")}</p>;
  if (log.data.length === 0) return <p className="text-fg">{t("Nothing in the log matches.")}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {log.data.map((entry) => (
        <li key={entry.logID} className="rounded-box border border-border bg-bg p-3 text-sm">
          <RichMessage
            id="<strong>{operation}</strong> of {recordType} {recordID} by <who></who> <time></time>"
            values={{
              // The log's own names of the operation and record type ("edit", "comment").
              operation: entry.operation,
              recordType: entry.recordType,
              recordID: entry.recordID,
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
              who: () => <Who entry={entry.insertUser} />,
              time: () => <RelativeTime date={entry.dateInserted} />,
            }}
          />
        </li>
      ))}
    </ul>
  );
}

export function ContentLogView({ query }: { query: Partial<ContentLogQuery> }) {
  const view = logViewOf(query);
  if (view === "revisions" && query.recordType && query.recordID !== undefined)
    return <Revisions recordType={query.recordType} recordID={query.recordID} />;
  if (view === "deletedComments" && query.parentRecordID !== undefined)
    return <DeletedComments discussionID={query.parentRecordID} />;
  return <LogList query={query} />;
}
