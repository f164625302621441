// Contract (issue 6): editing and deleting posts. `DiscussionEditLink` is the original post's 'Edit (remaining
// time)' link; `CommentOptionsMenu` the comment's menu (edit, delete, revision history); `CommentEditForm` replaces a
// comment's body while it is edited. The editing work fills these in.
import type { Comment } from "../../types/generated/api/comment";
import type { Discussion } from "../../types/generated/api/discussion";

export function DiscussionEditLink(_props: { discussion: Discussion }) {
  return null;
}

export interface CommentOptionsMenuProps {
  comment: Comment;
  discussion: Discussion;
  /** Show the edit form in place of the body. */
  onEdit: () => void;
  onDeleted: () => void;
}

export function CommentOptionsMenu(_props: CommentOptionsMenuProps) {
  return null;
}

export interface CommentEditFormProps {
  comment: Comment;
  onSaved: (comment: Comment) => void;
  onCancel: () => void;
}

export function CommentEditForm(_props: CommentEditFormProps) {
  return null;
}
