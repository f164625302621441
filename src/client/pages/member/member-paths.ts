// The addresses of the notification and message pages (also listed in src/lib/app-routes).
export const NOTIFICATIONS_PATH = "/notifications";
export const MESSAGES_PATH = "/messages";
export const NEW_MESSAGE_PATTERN = "/messages/add/:name";
/** A new message to anyone, its text prefilled from ?content= (Share In Message). */
export const COMPOSE_MESSAGE_PATH = "/messages/add";
export const CONVERSATION_PATTERN = "/messages/:conversationID";

export const newMessageUrl = (name: string) => `/messages/add/${encodeURIComponent(name)}`;
export const conversationUrl = (conversationID: number) => `/messages/${conversationID}`;
