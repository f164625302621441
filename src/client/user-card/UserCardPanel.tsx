// The user card as it opens: loads GET /users/{id} (kept for a minute, so reopening is instant), asks the shared
// permission checker whether the viewer may start a conversation, and draws the state. Loaded lazily by
// UserCardLink the first time a card opens.
import { useSession } from "../../layout/session";
import { useUser } from "../api/users";
import { usePermission } from "../permissions/use-permission";
import { UserCardContent } from "./UserCardContent";
import { useUserCardSettings } from "./user-card-settings";
import { canMessage, userCardState } from "./user-card-state";

export interface UserCardPanelProps {
  userID: number;
  name: string;
  url: string;
}

export default function UserCardPanel({ userID, name, url }: UserCardPanelProps) {
  const query = useUser(userID);
  const { user: viewer } = useSession();
  const canAddConversations = usePermission("conversations.add");
  const settings = useUserCardSettings();
  const state = userCardState({ user: query.data, error: query.error });
  const messageAllowed =
    (state.kind === "full" || state.kind === "restricted") &&
    canMessage(state.user, {
      conversationsEnabled: settings?.conversationsEnabled ?? false,
      canAddConversations,
      self: viewer.userID === userID,
    });
  return <UserCardContent state={state} name={name} url={url} messageAllowed={messageAllowed} />;
}
