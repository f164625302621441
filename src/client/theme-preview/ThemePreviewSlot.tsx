// Where the theme preview toast (spec 001 §4.8) goes on every page. Only this slot is in the main bundle: the toast
// loads on demand, and only while the page says a preview is on (state.theme.preview, set by the preview cookie).
import { lazy, Suspense } from "react";
import { useAppState } from "../app-state";

const ThemePreviewToast = lazy(() =>
  import("./ThemePreviewToast").then((module) => ({ default: module.ThemePreviewToast })),
);

export function ThemePreviewSlot() {
  const preview = useAppState().theme?.preview;
  if (!preview) return null;
  return (
    <Suspense fallback={null}>
      <ThemePreviewToast preview={preview} />
    </Suspense>
  );
}
