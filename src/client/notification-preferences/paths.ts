// The notification preference pages' addresses and the unsubscribe links' (also listed in src/lib/app-routes, docs/reference/routes.md#app-routes).
export const FOLLOWED_CONTENT_PATH = "/profile/followed-content";
export const NOTIFICATION_PREFERENCES_PATH = "/profile/preferences/notifications";
export const UNSUBSCRIBE_PATTERN = "/unsubscribe/:token";
