// One error boundary per widget, so a widget that throws never blanks the page (docs/reference/errors.md#layouts: in
// debug builds 'There was a problem loading "{component}"'; in production nothing visible, only a log).
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../ui/i18n/i18n-context";

interface WidgetBoundaryProps {
  componentName: string;
  debug: boolean;
  children: ReactNode;
}

interface WidgetBoundaryState {
  error: Error | null;
}

export class WidgetBoundary extends Component<WidgetBoundaryProps, WidgetBoundaryState> {
  override state: WidgetBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): WidgetBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Widget "${this.props.componentName}" failed to render.`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (!this.props.debug) return null;
    return <WidgetProblem componentName={this.props.componentName} detail={error.message} />;
  }
}

/** The small box shown in debug builds for a failed widget or a LayoutError node. */
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
