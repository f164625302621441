// Every document operation: pure, immer-based, throwing EditorOperationError when refused.
export { deleteSection } from "./delete-section";

export { duplicateSection } from "./duplicate-section";

export { insertSection } from "./insert-section";
export { insertWidget } from "./insert-widget";
export { invertColumns } from "./invert-columns";
export { modifyMiddleware } from "./modify-middleware";

export { modifyTitleBar } from "./modify-title-bar";
export { moveSection } from "./move-section";
export { moveWidget } from "./move-widget";

export { setProp } from "./set-prop";
export { toggleBreadcrumbs } from "./toggle-breadcrumbs";
