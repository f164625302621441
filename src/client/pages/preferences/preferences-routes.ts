// The notification preference pages' client routes (followed content, the member's preferences, an email's
// unsubscribe link), each loaded on demand so the public pages' first bundle does not grow.
import type { RouteObject } from "react-router";
import {
  FOLLOWED_CONTENT_PATH,
  NOTIFICATION_PREFERENCES_PATH,
  UNSUBSCRIBE_PATTERN,
} from "../../notification-preferences/paths";

export const preferencesRoutes: RouteObject[] = [
  {
    path: FOLLOWED_CONTENT_PATH,
    lazy: () => import("./FollowedContentPage").then((m) => ({ Component: m.FollowedContentPage })),
  },
  {
    path: NOTIFICATION_PREFERENCES_PATH,
    lazy: () =>
      import("./NotificationPreferencesPage").then((m) => ({ Component: m.NotificationPreferencesPage })),
  },
  {
    path: UNSUBSCRIBE_PATTERN,
    lazy: () => import("./UnsubscribePage").then((m) => ({ Component: m.UnsubscribePage })),
  },
];
