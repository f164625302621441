// Who hydrates the canvas's previews: the server (POST /layouts/hydrate) by default; stories and tests provide one
// built on the Storybook preview runtime, so they never touch the network.
import { createContext, type ReactNode, useContext } from "react";
import {
  fetchHydratePreview,
  type HydratePreviewRequest,
  type HydratePreviewResult,
} from "../../api/layouts";

export type PreviewHydrator = (
  request: HydratePreviewRequest,
  signal?: AbortSignal,
) => Promise<HydratePreviewResult>;

const PreviewHydratorContext = createContext<PreviewHydrator>(fetchHydratePreview);

export function PreviewHydratorProvider({
  hydrator,
  children,
}: {
  hydrator: PreviewHydrator;
  children: ReactNode;
}) {
  return <PreviewHydratorContext.Provider value={hydrator}>{children}</PreviewHydratorContext.Provider>;
}

export function usePreviewHydrator(): PreviewHydrator {
  return useContext(PreviewHydratorContext);
}
