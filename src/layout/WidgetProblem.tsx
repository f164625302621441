// The small box shown in debug builds for a LayoutError node: a widget the server failed to hydrate
// (docs/reference/errors.md#layouts: 'There was a problem loading "{component}"'; in production nothing visible,
// only a log). A widget that throws while rendering gets the error boundary's message instead (src/ui/ErrorBoundary).
import { useT } from "../ui/i18n/i18n-context";

export function WidgetProblem({ componentName, detail }: { componentName: string; detail?: string }) {
  const t = useT();
  const title = t('There was a problem loading "{component}"', { component: componentName });
  return (
    <div
      role="alert"
      className="my-2 rounded-md border border-dashed border-danger/60 bg-danger/5 px-3 py-2 text-sm text-danger"
    >
      <p className="font-semibold">{title}</p>
      {detail ? <p className="mt-1 break-words font-mono text-xs text-fg-muted">{detail}</p> : null}
    </div>
  );
}
