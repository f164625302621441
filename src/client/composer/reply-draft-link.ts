// The link to a saved reply draft ('Navigate to Draft', docs/reference/ui-behaviour.md#drafts): the replied-to
// comment's permalink, asking the page to open the reply composer there (which then restores the draft). The comment
// thread reads the request with useReplyRequested(commentID) to start that comment's reply open.
import { useCurrentLocation } from "../../ui/location";

const OPEN_REPLY_PARAM = "reply";

export function replyDraftUrl(commentID: number): string {
  return `/discussion/comment/${commentID}?${OPEN_REPLY_PARAM}=1#Comment_${commentID}`;
}

/** Whether this URL asks to open the reply composer of the comment (its permalink with ?reply=1). */
export function isReplyRequest(pathname: string, search: string, commentID: number): boolean {
  return (
    pathname === `/discussion/comment/${commentID}` &&
    new URLSearchParams(search).get(OPEN_REPLY_PARAM) === "1"
  );
}

export function useReplyRequested(commentID: number): boolean {
  const location = useCurrentLocation();
  return isReplyRequest(location.pathname, location.search, commentID);
}
