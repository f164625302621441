// The one error boundary (docs/reference/errors.md#render-errors, spec 001 §4.3): around every page and every widget,
// in production too. A render error shows a fixed message with the error's text, a Reload button (reloads the page)
// and a Cancel action (dismisses the message; the failed part stays away until the boundary resets, e.g. on the next
// page). No wrapper element: a widget's markup stays the section's direct child. Focus: when a failure on an update
// took the focused element with it (focus fell back to <body>), the message takes focus; Cancel gives it on to the
// page's <main>. A failure on the first render never moves focus (a page load must not jump to a broken widget).
import { Component, type ErrorInfo, type ReactNode } from "react";
import { ErrorMessage, type ErrorScope } from "./ErrorMessage";

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What failed, for the log and for debug builds' title ('There was a problem loading "{component}"'). */
  name?: string;
  /** "page" or "part" (a widget, a panel): the message's wording. */
  scope?: ErrorScope;
  /** Debug builds name the failed component and show the stack. */
  debug?: boolean;
  /** A change of this value clears the error (a page boundary passes the path). */
  resetKey?: unknown;
  /** Told of every caught error after it is logged (debug chunks, tests). */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** How Reload reloads; the browser's location.reload by default. */
  onReload?: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  dismissed: boolean;
  resetKey: unknown;
  takeFocus: boolean;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    dismissed: false,
    resetKey: this.props.resetKey,
    takeFocus: false,
  };
  /** The children were on the page once: a later failure may have taken the focused element with it. */
  private shownChildren = false;

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return {
      error: error instanceof Error ? error : new Error(String(error)),
      dismissed: false,
      takeFocus: false,
    };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { error: null, dismissed: false, resetKey: props.resetKey, takeFocus: false };
  }

  override componentDidMount(): void {
    if (!this.state.error) this.shownChildren = true;
  }

  override componentDidUpdate(): void {
    if (!this.state.error) this.shownChildren = true;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // i18n-exempt: a log message
    console.error(`"${this.props.name ?? "The page"}" failed to render.`, error, info.componentStack);
    this.props.onError?.(error, info);
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (this.shownChildren && focusLost) this.setState({ takeFocus: true });
  }

  private readonly reload = () => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  private readonly cancel = (hadFocus: boolean) => {
    this.setState({ dismissed: true }, () => {
      if (!hadFocus) return;
      const main = document.querySelector<HTMLElement>("main");
      if (main) {
        if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
        main.focus();
      }
    });
  };

  override render(): ReactNode {
    const { error, dismissed } = this.state;
    if (!error) return this.props.children;
    if (dismissed) return null;
    return (
      <ErrorMessage
        error={error}
        scope={this.props.scope ?? "part"}
        name={this.props.debug ? this.props.name : undefined}
        takeFocus={this.state.takeFocus}
        onReload={this.reload}
        onCancel={this.cancel}
      />
    );
  }
}
