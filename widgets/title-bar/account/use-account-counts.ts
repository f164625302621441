// The unread counts the account box shows: live from GET /users/me-counts (and its event stream), starting from the
// counts the page's current user carried so the badges show before the first fetch.
import { useUnreadCounts } from "../../../src/client/api/users";
import { useSession } from "../../../src/layout/session";

export function useAccountCounts() {
  const { user, isGuest } = useSession();
  const { data } = useUnreadCounts(!isGuest);
  return {
    notifications: data?.countUnreadNotifications ?? user.countUnreadNotifications,
    conversations: data?.countUnreadConversations ?? user.countUnreadConversations,
  };
}
