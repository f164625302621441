// The layouts resource: stored layouts and templates, their editing, where they apply, canvas previews, and the
// hydrated layouts pages show. One module per concern, one key factory for all (keys.ts).
export * from "./edit";
export * from "./keys";
export * from "./layouts";
export * from "./lookup";
export * from "./preview";
export * from "./revision-document";
export * from "./views";
