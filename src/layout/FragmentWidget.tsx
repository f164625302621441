// Renders a widget through its custom fragment: loads the fragment (JS module and CSS), then renders its component
// with the widget's props. A load failure shows 'Error Loading Fragment'
// (docs/reference/layout-documents.md#fragments-and-special-keys) in place of the widget, in every build.
import { useContext, useEffect, useState } from "react";
import { useT } from "../ui/i18n/i18n-context";
import { WidgetSkeleton } from "../ui/Skeleton";
import { type FragmentComponent, type FragmentImpl, FragmentLoaderContext } from "./fragments";

type LoadState =
  | { status: "loading" }
  | { status: "ready"; Component: FragmentComponent }
  | { status: "failed" };

export function FragmentWidget({ impl, props }: { impl: FragmentImpl; props: Record<string, unknown> }) {
  const t = useT();
  const load = useContext(FragmentLoaderContext);
  const [state, setState] = useState<LoadState>({ status: "loading" });

  useEffect(() => {
    let current = true;
    setState({ status: "loading" });
    load(impl).then(
      (Component) => current && setState({ status: "ready", Component }),
      (error: unknown) => {
        console.error(`Layout: fragment ${impl.fragmentUUID} failed to load.`, error);
        if (current) setState({ status: "failed" });
      },
    );
    return () => {
      current = false;
    };
  }, [load, impl]);

  if (state.status === "loading") return <WidgetSkeleton />;
  if (state.status === "failed") {
    return (
      <div
        role="alert"
        data-fragment-error={impl.fragmentUUID}
        className="my-2 rounded-box border border-dashed border-border-strong bg-bg-subtle px-3 py-4 text-center text-sm text-fg-muted"
      >
        {t("Error Loading Fragment")}
      </div>
    );
  }
  const { Component } = state;
  return <Component {...props} />;
}
