// Every document operation: pure, immer-based, throwing EditorOperationError when refused.
export { deleteSection } from "./delete-section";
export { deleteWidget } from "./delete-widget";
export { duplicateSection } from "./duplicate-section";
export { duplicateWidget } from "./duplicate-widget";
export { insertSection } from "./insert-section";
export { insertWidget } from "./insert-widget";
export { invertColumns } from "./invert-columns";
export { modifyMiddleware } from "./modify-middleware";
export { modifyProps } from "./modify-props";
export { modifyTitleBar } from "./modify-title-bar";
export { moveSection } from "./move-section";
export { moveWidget } from "./move-widget";
export { type PastePlace, type PasteResult, pasteNode } from "./paste-node";
export { setProp } from "./set-prop";
export { toggleBreadcrumbs } from "./toggle-breadcrumbs";
