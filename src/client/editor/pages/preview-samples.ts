// The record a preview is hydrated with: a discussion or question page needs a discussion, a category page a
// category of the right kind (src/lib/layout/view-types.ts), or its asset and param-bound widgets have nothing
// to show. The editor picks recent records the editor may see, newest first, and lets them choose another.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Category } from "../../../types/generated/api/category";
import type { Discussion } from "../../../types/generated/api/discussion";
import { flatCategoriesQuery } from "../../api/categories";
import { discussionsQuery } from "../../api/discussions";
import { groupsQuery } from "../../api/groups";
import { layoutKeys } from "../../api/layouts";
import {
  fetchKnowledgeSamples,
  KNOWLEDGE_SAMPLE_SOURCES,
  type KnowledgeSampleSource,
} from "./knowledge-samples";

export interface PreviewSample {
  /** Stable key for the picker ("discussion:300"). */
  key: string;
  /** What the editor sees: the discussion title or category name. */
  label: string;
  /** The page params the preview is hydrated with. */
  params: Record<string, number>;
}

/** Which records can stand for a page of a view type (none: the view type needs no record). */
export type SampleSource =
  | { kind: "discussion"; type: "discussion" | "question" }
  | { kind: "category"; displayAs: readonly string[] }
  | { kind: "group" }
  | KnowledgeSampleSource;

const SOURCES: Readonly<Record<string, SampleSource>> = {
  discussion: { kind: "discussion", type: "discussion" },
  question: { kind: "discussion", type: "question" },
  // The server picks these from a category's displayAs (record-providers.ts categoryViewType).
  discussionCategoryPage: { kind: "category", displayAs: ["discussions"] },
  nestedCategoryList: { kind: "category", displayAs: ["categories", "flat"] },
  group: { kind: "group" },
  ...KNOWLEDGE_SAMPLE_SOURCES,
};

/** How many choices the picker offers. */
export const SAMPLE_LIMIT = 10;

export function sampleSourceFor(layoutViewType: string): SampleSource | null {
  return SOURCES[layoutViewType] ?? null;
}

export function discussionSamples(discussions: readonly Discussion[]): PreviewSample[] {
  return discussions.slice(0, SAMPLE_LIMIT).map((discussion) => ({
    key: `discussion:${discussion.discussionID}`,
    label: discussion.name,
    params: { discussionID: discussion.discussionID },
  }));
}

/** Categories of the wanted kinds, those with the most discussions first (an empty one previews poorly). */
export function categorySamples(
  categories: readonly Category[],
  displayAs: readonly string[],
): PreviewSample[] {
  return categories
    .filter((category) => displayAs.includes(category.displayAs))
    .toSorted((a, b) => (b.countDiscussions ?? 0) - (a.countDiscussions ?? 0))
    .slice(0, SAMPLE_LIMIT)
    .map((category) => ({
      key: `category:${category.categoryID}`,
      label: category.name,
      params: { categoryID: category.categoryID },
    }));
}

/** Reads through the cache, so the categories come from the list every category picker shares. */
async function fetchSamples(source: SampleSource, client: QueryClient): Promise<PreviewSample[]> {
  if (source.kind === "discussion") {
    const list = await client.fetchQuery(
      discussionsQuery([
        ["type", source.type],
        ["sort", "-dateInserted"],
        ["limit", SAMPLE_LIMIT],
      ]),
    );
    return discussionSamples(list);
  }
  if (source.kind === "category")
    return categorySamples(await client.fetchQuery(flatCategoriesQuery()), source.displayAs);
  if (source.kind === "group") {
    const page = await client.fetchQuery(groupsQuery({ filter: "all", page: 1, limit: SAMPLE_LIMIT }));
    return page.items.map((group) => ({
      key: `group:${group.groupID}`,
      label: group.name,
      params: { groupID: group.groupID },
    }));
  }
  return fetchKnowledgeSamples(source, client, SAMPLE_LIMIT);
}

export function previewSamplesQuery(layoutViewType: string) {
  const source = sampleSourceFor(layoutViewType);
  return queryOptions({
    queryKey: layoutKeys.previewSamples(layoutViewType),
    queryFn: ({ client }) => (source ? fetchSamples(source, client) : Promise.resolve([])),
    enabled: source !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
}
