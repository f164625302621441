// The editor's pure document model: types, ids, paths, regions, operations, history and problems.
export * from "./catalog";
export * from "./clipboard";
export { EditorOperationError } from "./errors";
export * from "./history";
export * from "./ids";
export * from "./ops/index";
export * from "./paths";
export * from "./problems";
export * from "./regions";
export * from "./types";
export * from "./widget-meta";
