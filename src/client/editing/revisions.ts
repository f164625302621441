// A post's versions from its content log: each "edit" entry holds the version it replaced (its text, who wrote it
// and when), and the post as it stands now is the last version. Oldest first; pure.
import type { ContentLogEntry } from "../../types/generated/api/content-log-entry";
import type { PostSource } from "../../types/generated/api/post-source";
import type { UserFragment } from "../../types/generated/api/user-fragment";

export interface PostVersion {
  number: number;
  /** Discussions only. */
  name?: string;
  body: string;
  format: string;
  author?: UserFragment;
  date: string;
  current: boolean;
}

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function buildVersions(edits: readonly ContentLogEntry[], current: PostSource | null): PostVersion[] {
  const versions: PostVersion[] = edits.map((entry, index) => ({
    number: index + 1,
    name: text(entry.data.name),
    body: text(entry.data.body) ?? "",
    format: text(entry.data.format) ?? "markdown",
    // The first version is the author's; each later one was written by whoever made the edit before it.
    author: index === 0 ? entry.recordUser : edits[index - 1]?.insertUser,
    date: text(entry.data.dateUpdated) ?? entry.dateInserted,
    current: false,
  }));
  if (current) {
    const last = edits[edits.length - 1];
    versions.push({
      number: versions.length + 1,
      name: current.name,
      body: current.body,
      format: current.format,
      author: last?.insertUser,
      date: current.dateUpdated ?? current.dateInserted,
      current: true,
    });
  }
  return versions;
}
