// Keeps one failing panel from taking the whole editor down: the panel shows what broke, the rest (and the
// unsaved document) stay usable, so the admin can still save or copy the JSON.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../../../ui/i18n/i18n-context";

interface PanelBoundaryProps {
  /** The panel's name for people, in the page's language: "outline". */
  name: string;
  children: ReactNode;
}

/** What a failed panel shows (a function component: the boundary, a class, cannot read the page's `t`). */
function PanelFailure({ name, error, onRetry }: { name: string; error: Error; onRetry(): void }) {
  const t = useT();
  return (
    <div role="alert" className="m-3 rounded-control border border-danger/40 p-3 text-sm">
      <p className="font-semibold text-danger">{t("The {panel} failed.", { panel: name })}</p>
      <p className="mt-1 text-fg-muted">{error.message}</p>
      <button
        type="button"
        className="mt-2 text-sm font-semibold text-primary underline-offset-2 hover:underline"
        onClick={onRetry}
      >
        {t("Try again")}
      </button>
    </div>
  );
}

export class PanelBoundary extends Component<PanelBoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The ${this.props.name} failed.`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <PanelFailure
        name={this.props.name}
        error={this.state.error}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}
