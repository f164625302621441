// Contract (issue 6): the reactions, votes, bookmark, share and report controls under a post. The post page widgets
// render it; the engagement work fills it in. Until then it renders nothing.
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";

export type EngagementBarProps =
  | { recordType: "discussion"; discussion: Discussion }
  | { recordType: "comment"; comment: Comment; discussion: Discussion };

export function EngagementBar(_props: EngagementBarProps) {
  return null;
}
