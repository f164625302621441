// The users resource: the signed-in user's own records, their unread counts, members as others see them, the
// user admin, and registration and its mailed links. One key factory for all (keys.ts).
export * from "./admin";
export * from "./counts";
export * from "./identity";
export * from "./keys";
export * from "./me";
export * from "./profiles";
