// The documents the dashboard creates layouts from: the view type's template, an empty document, or a copy of
// another layout (its published document, as GET /layouts/{id} answers it), each sent to POST /layouts.

import { viewTypeLabel } from "../../../lib/layout/view-types";
import type { LayoutFull } from "../../../types/generated/api/layout-full";
import type { LayoutInput } from "../../../types/generated/api/layout-input";
import { fetchLayout } from "../../api/layouts";
import { englishT, type TranslateFn } from "../i18n";

const EMPTY_TITLE_BAR = { $hydrate: "react.titleBar" };

function copyInput(source: LayoutFull, name: string): LayoutInput {
  return {
    name,
    layoutViewType: source.layoutViewType,
    formatVersion: source.formatVersion,
    layout: source.layout,
    titleBar: source.titleBar,
  };
}

/** The name a new layout starts with: "Untitled Homepage". */
const untitled = (layoutViewType: string, t: TranslateFn) =>
  t("Untitled {viewType}", { viewType: t(viewTypeLabel(layoutViewType)) });

export function emptyInput(layoutViewType: string, t: TranslateFn = englishT): LayoutInput {
  return {
    name: untitled(layoutViewType, t),
    layoutViewType,
    layout: [],
    titleBar: EMPTY_TITLE_BAR,
  };
}

export async function templateCopyInput(
  templateID: string,
  layoutViewType: string,
  t: TranslateFn = englishT,
): Promise<LayoutInput> {
  const template = await fetchLayout(templateID);
  return copyInput(template, untitled(layoutViewType, t));
}

export async function layoutCopyInput(
  layoutID: number | string,
  name: string,
  t: TranslateFn = englishT,
): Promise<LayoutInput> {
  return copyInput(await fetchLayout(layoutID), t("{name} (copy)", { name }).slice(0, 100));
}

export function editorPath(layoutViewType: string, layoutID: number | string): string {
  return `/dashboard/layouts/${encodeURIComponent(layoutViewType)}/${encodeURIComponent(String(layoutID))}/edit`;
}
