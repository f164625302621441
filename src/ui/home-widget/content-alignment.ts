// The frame's containerOptions.contentAlignment, handed to the item layouts inside it without every widget
// passing it along.
import { createContext, useContext } from "react";
import type { ContainerOptions } from "../../types/generated/widgets/common/container-options";

export type ContentAlignment = NonNullable<ContainerOptions["contentAlignment"]>;

export const ContentAlignmentContext = createContext<ContentAlignment>("flex-start");

export function useContentAlignment(): ContentAlignment {
  return useContext(ContentAlignmentContext);
}
