// @vitest-environment node
// Every registered widget renders on the server: each example of its schema (its stories), hydrated with the
// factories' preview data, rendered by the layout interpreter with React's static server renderer in plain Node,
// where window, document, localStorage, matchMedia, navigator and location do not exist: touching one during render
// throws, and the failure names the widget, the global and the line. Widgets come from the registry, so a new one is
// covered without editing this file. Browser-only values belong in effects, handlers or useClientValue.
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Device } from "../../src/layout/device";
import { WidgetRegistryContext } from "../../src/layout/LayoutContext";
import { LayoutRenderer } from "../../src/layout/LayoutRenderer";
import { GUEST_USER } from "../../src/layout/session";
import { hydrateNodes } from "../../src/lib/layout/hydrate";
import { allWidgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { HydratedNode } from "../../src/types/generated/layout/hydrated-node";
import { CurrentLocationProvider } from "../../src/ui/location";
import { exampleNode } from "../../stories/support/examples";
import { previewHydrateOptions, type Viewer } from "../../stories/support/preview-runtime";
import { widgetRegistry } from "../../widgets/registry";
import { ANCHOR_TIME, makeCurrentUser } from "../factories";
import {
  brokenMarkers,
  describeRenderError,
  htmlText,
  makeServerQueryClient,
  makeServerState,
  renderOnServer,
  ServerProviders,
  type ServerRender,
} from "./server-render";

// Relative times read the factories' anchor date, as in the stories.
globalThis.__QUORUM_NOW__ = ANCHOR_TIME;

const member = makeCurrentUser();

interface WidgetExample {
  hydrateKey: string;
  index: number;
  name: string;
  /** The example's own viewer, else both: a widget may show nothing to one of them (the guest call to action). */
  viewers: Viewer[];
}

/** The examples of every schema whose component is `component` (a component may serve several schemas). */
function examplesOf(component: string): WidgetExample[] {
  return allWidgetSchemas
    .filter((schema) => schema["x-widget"].component.toLowerCase() === component.toLowerCase())
    .flatMap((schema) =>
      schema.examples.map((example, index) => ({
        hydrateKey: schema["x-widget"].hydrate[0] ?? "",
        index,
        name: typeof example.$name === "string" ? example.$name : `Example ${index + 1}`,
        viewers:
          example.$viewer === "guest" || example.$viewer === "member"
            ? [example.$viewer]
            : ["guest", "member"],
      })),
    );
}

/** The app's own device (the viewport's, as a page has it), and a phone: compact layouts take other branches. */
const DEVICES: ReadonlyArray<Device | undefined> = [undefined, "mobile"];

async function renderNodes(nodes: HydratedNode[], viewer: Viewer, device: Device | undefined) {
  const user = viewer === "member" ? member : GUEST_USER;
  return renderOnServer(
    <ServerProviders
      state={makeServerState({ currentUser: user })}
      user={user}
      queryClient={makeServerQueryClient()}
    >
      <MemoryRouter initialEntries={["/"]}>
        <CurrentLocationProvider location={{ pathname: "/", search: "" }}>
          <WidgetRegistryContext.Provider value={widgetRegistry}>
            <LayoutRenderer layout={nodes} device={device} debug />
          </WidgetRegistryContext.Provider>
        </CurrentLocationProvider>
      </MemoryRouter>
    </ServerProviders>,
  );
}

/** What the reader sees of a widget's server HTML: its text, or a frame or picture that stands in for text. */
function visibleContent(html: string): string {
  const text = htmlText(html);
  if (text) return text;
  return /<(iframe|img|svg)\b/.test(html) ? "(embedded content)" : "";
}

/** No error, warning, skeleton or error box; returns what the reader sees. */
function expectClean(where: string, { html, errors, warnings }: ServerRender): string {
  expect(errors.map((error) => `${where} ${describeRenderError(error)}`)).toEqual([]);
  expect(warnings, `${where} logged during the server render`).toEqual([]);
  expect(brokenMarkers(html), `${where} rendered on the server`).toEqual([]);
  return visibleContent(html);
}

describe("server rendering of every registered widget", () => {
  for (const component of Object.keys(widgetRegistry)) {
    const examples = examplesOf(component);

    it(`${component} has schema examples to render`, () => {
      expect(examples.length, `no widget schema names the component ${component}`).toBeGreaterThan(0);
    });

    it.each(examples)(`${component}: $name`, async (example) => {
      const shown: string[] = [];
      for (const viewer of example.viewers) {
        const nodes = await hydrateNodes(
          [exampleNode(example.hydrateKey, example.index)],
          previewHydrateOptions(viewer),
        );
        for (const device of DEVICES) {
          const where = `${component} (example "${example.name}", ${viewer}, ${device ?? "viewport"})`;
          shown.push(expectClean(where, await renderNodes(nodes, viewer, device)));
        }
      }
      expect(
        shown.some((content) => content !== ""),
        `${component} (example "${example.name}") rendered no content on the server`,
      ).toBe(true);
    });
  }
});
