// Every page: the title bar (rendered on its own, so it survives loading and errors), then the page's single
// <main>, the target of the "Skip to content" link.
import type { ReactNode } from "react";
import { LayoutRenderer } from "../../layout/LayoutRenderer";
import type { HydratedNode } from "../../types/generated/layout/hydrated-node";

export function PageFrame({ titleBar, children }: { titleBar: HydratedNode; children: ReactNode }) {
  return (
    <>
      <LayoutRenderer layout={[titleBar]} />
      <main id="content" tabIndex={-1} className="min-h-[60vh] pb-16 outline-none">
        {children}
      </main>
    </>
  );
}
