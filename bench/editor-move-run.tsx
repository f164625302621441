// The move bench itself, shared by the jsdom run (editor-move.bench.tsx) and the browser run (editor-harness/):
// renders the real EditorCanvas with real widget components on a big layout, then moves widgets and times each
// move — the pure operation + revalidation of the whole document (store.apply), the same plus React's render, DOM
// commit and layout effects (flushSync), and, in a browser, until the next frame is painted. Widget previews come
// from the Storybook preview data through the same hydrate walk as the server, hydrated once per widget and
// cached (a move changes no props); the preview's server round trip (debounced 250 ms) is not measured.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Profiler } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { HydratePreviewResult } from "../src/client/api/layouts";
import { EditorCanvas } from "../src/client/editor/canvas/EditorCanvas";
import { type PreviewHydrator, PreviewHydratorProvider } from "../src/client/editor/canvas/preview-hydrator";
import { EditorDndProvider } from "../src/client/editor/dnd/EditorDndProvider";
import { moveWidget } from "../src/client/editor/model/ops";
import { sectionRegions } from "../src/client/editor/model/regions";
import type { EditorDocument, WidgetTarget } from "../src/client/editor/model/types";
import { createEditorStore, EditorStoreProvider } from "../src/client/editor/store/editor-store";
import { hydrateNodes } from "../src/lib/layout/hydrate";
import { previewHydrateOptions } from "../stories/support/preview-runtime";
import { bigEditorDocument, editorCatalog } from "../tests/factories/editor";
import { widgetRegistry } from "../widgets/registry";

export interface Summary {
  median: number;
  p95: number;
  max: number;
}

export interface MoveFigures {
  widgets: number;
  widgetsOnCanvas: number;
  widgetsStillLoading: number;
  moves: number;
  problems: number;
  moveAndRevalidateMs: Summary;
  /** React Profiler render time of the canvas (development builds only; 0 in production). */
  reactCommitMs: Summary;
  /** apply + render + DOM commit + layout effects. */
  totalMs: Summary;
  /** Until the next frame after the commit (browser only). */
  frameMs?: Summary;
  /** The same wait for a frame without a move before it: what any frame costs on this page (browser only). */
  idleFrameMs?: Summary;
  environment: string;
}

export interface MoveBenchOptions {
  widgets: number;
  moves: number;
  container: HTMLElement;
  environment: string;
  /** Also time until the next animation frame (meaningful in a browser only). */
  frames?: boolean;
}

/** Hydrates with the preview runtime once per widget (moves change no props), then answers from the cache. */
function cachedPreviewHydrator(): PreviewHydrator {
  const cache = new Map<string, unknown>();
  return async (request): Promise<HydratePreviewResult> => {
    const options = previewHydrateOptions("member");
    const layout = await Promise.all(
      request.layout.map(async (section) => {
        const copy: Record<string, unknown> = { ...section };
        for (const region of sectionRegions(String(section.$hydrate))) {
          const items = Array.isArray(section[region]) ? (section[region] as Record<string, unknown>[]) : [];
          copy[region] = await Promise.all(
            items.map(async (item) => {
              const id = String(item.$editorID);
              if (!cache.has(id)) cache.set(id, (await hydrateNodes([item], options))[0]);
              return cache.get(id);
            }),
          );
        }
        // Regions are already hydrated; the section node itself goes through the walk for its component.
        const [hydrated] = await hydrateNodes([{ ...copy, ...emptyRegions(section) }], options);
        const props = { ...(hydrated?.$reactProps ?? {}) } as Record<string, unknown>;
        for (const region of sectionRegions(String(section.$hydrate))) props[region] = copy[region];
        return { ...hydrated, $reactProps: props };
      }),
    );
    return { layout: layout as HydratePreviewResult["layout"] };
  };
}

function emptyRegions(section: Record<string, unknown>): Record<string, unknown[]> {
  return Object.fromEntries(sectionRegions(String(section.$hydrate)).map((region) => [region, []]));
}

/** A deterministic pseudo-random sequence (mulberry32), so every run makes the same 50 moves. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ (t + Math.imul(t ^ (t >>> 14), 27 | t));
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A widget and a place in another section's other region to move it to. */
function pickMove(doc: EditorDocument, next: () => number): { widgetID: string; target: WidgetTarget } {
  const sections = doc.layout;
  const from = sections[Math.floor(next() * sections.length)];
  const to = sections[Math.floor(next() * sections.length)];
  if (!from || !to) throw new Error("The bench document has no sections.");
  const fromRegion = sectionRegions(from.$hydrate).find(
    (r) => Array.isArray(from[r]) && (from[r] as []).length > 0,
  );
  const widgets = fromRegion ? (from[fromRegion] as Array<{ $editorID: string }>) : [];
  const widget = widgets[Math.floor(next() * widgets.length)];
  if (!widget || !fromRegion) return pickMove(doc, next);
  const toRegions = sectionRegions(to.$hydrate).filter((r) => r !== "breadcrumbs" && r !== fromRegion);
  const region = toRegions[Math.floor(next() * toRegions.length)] ?? fromRegion;
  const length = Array.isArray(to[region]) ? (to[region] as []).length : 0;
  return {
    widgetID: widget.$editorID,
    target: { sectionID: to.$editorID, region, index: Math.floor(next() * (length + 1)) },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

function summary(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}

const settle = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

export async function runMoveBench({
  widgets,
  moves,
  container,
  environment,
  frames = false,
}: MoveBenchOptions): Promise<MoveFigures> {
  const catalog = editorCatalog("home");
  const store = createEditorStore({ document: bigEditorDocument(widgets), catalog });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const commits: number[] = [];
  const root = createRoot(container);
  const app = (
    <QueryClientProvider client={client}>
      <EditorStoreProvider store={store}>
        <PreviewHydratorProvider hydrator={cachedPreviewHydrator()}>
          <EditorDndProvider>
            <Profiler id="canvas" onRender={(_id, _phase, duration) => commits.push(duration)}>
              <EditorCanvas registry={widgetRegistry} roles={[]} />
            </Profiler>
          </EditorDndProvider>
        </PreviewHydratorProvider>
      </EditorStoreProvider>
    </QueryClientProvider>
  );
  // Load every widget chunk first and let the first hydration land, so the moves re-render real previews.
  await Promise.all(
    [...new Set(Object.values(widgetRegistry))].map((component) =>
      component.preload().catch(() => undefined),
    ),
  );
  flushSync(() => root.render(app));
  await settle(3000);

  const next = random(4);
  const operation: number[] = [];
  const total: number[] = [];
  const frame: number[] = [];
  const idleFrame: number[] = [];
  const render: number[] = [];
  for (let i = 0; i < moves; i++) {
    const { widgetID, target } = pickMove(store.getState().doc, next);
    if (frames) {
      const idleStart = performance.now();
      await nextFrame();
      idleFrame.push(performance.now() - idleStart);
    }
    commits.length = 0;
    let applied = 0;
    const start = performance.now();
    flushSync(() => {
      const before = performance.now();
      store.getState().apply("Move widget", (doc) => moveWidget(doc, widgetID, target, catalog));
      applied = performance.now() - before;
    });
    total.push(performance.now() - start);
    if (frames) {
      await nextFrame();
      frame.push(performance.now() - start);
    }
    operation.push(applied);
    render.push(commits.reduce((sum, duration) => sum + duration, 0));
    // Let the debounced preview refresh happen outside the measured window.
    await settle(300);
  }
  // What the canvas showed: real previews, or still loading skeletons (which would flatter the figures).
  const shown = container.querySelectorAll("[data-editor-id]").length;
  const loading = container.querySelectorAll(
    "[data-editor-id] [aria-busy='true'], [data-editor-id] .animate-pulse",
  ).length;
  const figures: MoveFigures = {
    widgets,
    widgetsOnCanvas: shown,
    widgetsStillLoading: loading,
    moves,
    problems: store.getState().problems.length,
    moveAndRevalidateMs: summary(operation),
    reactCommitMs: summary(render),
    totalMs: summary(total),
    ...(frames ? { frameMs: summary(frame), idleFrameMs: summary(idleFrame) } : {}),
    environment,
  };
  root.unmount();
  return figures;
}
