// The notification and message pages' client routes, each loaded on demand so the public pages' first bundle
// does not grow.
import type { RouteObject } from "react-router";
import {
  COMPOSE_MESSAGE_PATH,
  CONVERSATION_PATTERN,
  MESSAGES_PATH,
  NEW_MESSAGE_PATTERN,
  NOTIFICATIONS_PATH,
} from "./member-paths";

export const memberRoutes: RouteObject[] = [
  {
    path: NOTIFICATIONS_PATH,
    lazy: () => import("./NotificationsPage").then((m) => ({ Component: m.NotificationsPage })),
  },
  {
    path: MESSAGES_PATH,
    lazy: () => import("./MessagesPage").then((m) => ({ Component: m.MessagesPage })),
  },
  {
    path: COMPOSE_MESSAGE_PATH,
    lazy: () => import("./ComposeMessagePage").then((m) => ({ Component: m.ComposeMessagePage })),
  },
  {
    path: NEW_MESSAGE_PATTERN,
    lazy: () => import("./NewMessagePage").then((m) => ({ Component: m.NewMessagePage })),
  },
  {
    path: CONVERSATION_PATTERN,
    lazy: () => import("./ConversationPage").then((m) => ({ Component: m.ConversationPage })),
  },
];
