// Keeps one failing panel from taking the whole editor down: the panel shows what broke, the rest (and the
// unsaved document) stay usable, so the admin can still save or copy the JSON.
import { Component, type ErrorInfo, type ReactNode } from "react";

interface PanelBoundaryProps {
  name: string;
  children: ReactNode;
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
      <div role="alert" className="m-3 rounded-control border border-danger/40 p-3 text-sm">
        <p className="font-semibold text-danger">The {this.props.name} failed.</p>
        <p className="mt-1 text-fg-muted">{this.state.error.message}</p>
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-primary underline-offset-2 hover:underline"
          onClick={() => this.setState({ error: null })}
        >
          Try again
        </button>
      </div>
    );
  }
}
