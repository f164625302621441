// The report dialog's chunk (ReportDialog.tsx): requested when a member points at or presses Report, so pages read
// without reporting, and every page while the reports addon is off, download none of it
// (docs/reference/addons.md#a-switched-off-addon).
import { preloadableLazy } from "../../ui/preloadable-lazy";
import type { ReportDialogProps } from "./ReportDialog";

export const ReportDialogChunk = preloadableLazy<ReportDialogProps>(() =>
  import("./ReportDialog").then((module) => ({ default: module.ReportDialog })),
);
