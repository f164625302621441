// The renderer over real widget schemas (banner, discussions, quick links, tabs): controls from hints, groups
// that open, conditions that react to edits, contextual values, errors at the field, and focus requests that
// open the way to their field.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FieldChange } from "../../../../src/client/editor/form/linked-fields";
import { SchemaForm } from "../../../../src/client/editor/form/SchemaForm";
import { formSchemaOf } from "../../../../src/client/editor/form/schema-resolve";
import type { FieldSchema } from "../../../../src/client/editor/form/types";
import { setAt } from "../../../../src/client/editor/form/value-paths";
import type { JsonObject, Problem } from "../../../../src/client/editor/model/types";
import { clientWidgetSchemas } from "../../../../src/client/editor/model/widget-meta";
import { axeViolations } from "../../widget-axe";
import { stubFetch, withQueryClient } from "./query-wrapper";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function schemaOf(key: string): FieldSchema {
  return formSchemaOf(clientWidgetSchemas.get(key) as unknown as FieldSchema);
}

interface HarnessProps {
  hydrateKey: string;
  initial: JsonObject;
  problems?: Problem[];
  focus?: { field: string; nonce: number } | null;
  onChanges?: (changes: readonly FieldChange[]) => void;
}

function Harness({ hydrateKey, initial, problems, focus, onChanges }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const [schema] = useState(() => schemaOf(hydrateKey));
  return (
    <>
      <SchemaForm
        editorID="n7"
        schema={schema}
        value={value}
        problems={problems}
        focusRequest={focus}
        onChange={(changes) => {
          onChanges?.(changes);
          setValue((current) =>
            changes.reduce<JsonObject>(
              (acc, change) => setAt(acc, change.field, change.value) as JsonObject,
              current,
            ),
          );
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId("value").textContent ?? "{}");

const problem = (field: string, message: string): Problem => ({
  editorID: "n7",
  pointer: `/layout/0/children/0/${field.replaceAll(".", "/")}`,
  field,
  message,
  code: "schema",
});

describe("the banner form", () => {
  it("renders its hinted controls with field ids, and is axe-clean", async () => {
    const { container } = render(
      <Harness hydrateKey="react.app-banner" initial={{ titleType: "static", title: "Welcome" }} />,
    );
    expect(screen.getByRole("radio", { name: "Custom text" }).id).toBe("field-n7-titleType");
    expect(screen.getByLabelText("Title text").id).toBe("field-n7-title");
    expect(screen.getByLabelText("Text colour").id).toBe("field-n7-textColor");
    expect(screen.getByRole("checkbox", { name: "Show the search box" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Background" }).getAttribute("aria-expanded")).toBe("false");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("typing emits the field's change; choosing a page value writes a param node and hides the text box", () => {
    const onChanges = vi.fn();
    render(
      <Harness
        hydrateKey="react.app-banner"
        initial={{ titleType: "static", title: "Welcome" }}
        onChanges={onChanges}
      />,
    );
    fireEvent.change(screen.getByLabelText("Title text"), { target: { value: "Welcome home" } });
    expect(onChanges).toHaveBeenLastCalledWith([{ field: "title", value: "Welcome home" }]);
    fireEvent.click(screen.getByRole("radio", { name: "Site section name" }));
    expect(stored()).toMatchObject({
      titleType: "siteSection/name",
      title: { $hydrate: "param", ref: "siteSection/name" },
    });
    expect(screen.getByText("Contextual: siteSection/name")).toBeTruthy();
  });

  it("a contextual title switches back to static text in one change batch", () => {
    const onChanges = vi.fn();
    render(
      <Harness
        hydrateKey="react.app-banner"
        initial={{ titleType: "siteSection/name", title: { $hydrate: "param", ref: "siteSection/name" } }}
        onChanges={onChanges}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Use static text" }));
    expect(onChanges).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject({ titleType: "static", title: "" });
    expect(screen.getByLabelText("Title text")).toBeTruthy();
  });

  it("groups open and close; the background group holds colour and upload controls", () => {
    render(withQueryClient(<Harness hydrateKey="react.app-banner" initial={{}} />));
    const header = screen.getByRole("button", { name: "Background" });
    fireEvent.click(header);
    expect(header.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByLabelText("Background colour")).toBeTruthy();
    expect(screen.getByText("Upload image")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Background colour"), { target: { value: "#143f78" } });
    expect(stored()).toEqual({ background: { color: "#143f78" } });
  });
});

describe("the discussions form", () => {
  it("shows the category picker only for the category filter, loading categories from the API", async () => {
    stubFetch({
      "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500": [{ categoryID: 4, name: "Product Help" }],
    });
    render(withQueryClient(<Harness hydrateKey="react.discussion.discussions" initial={{}} />));
    // Content is open by its hint.
    expect(screen.queryByLabelText("Category")).toBeNull();
    fireEvent.click(screen.getByRole("radio", { name: "One category" }));
    const picker = (await screen.findByLabelText("Category")) as HTMLSelectElement;
    await screen.findByRole("option", { name: "Product Help" });
    fireEvent.change(picker, { target: { value: "0" } });
    expect(stored()).toEqual({ apiParams: { filter: "category", categoryID: 4 } });
  });

  it("shows a problem at its field (aria-invalid, described by the message) and counts it on its group", () => {
    render(
      withQueryClient(
        <Harness
          hydrateKey="react.discussion.discussions"
          initial={{ apiParams: { limit: 500 } }}
          problems={[
            problem("apiParams.limit", "must be <= 100"),
            problem("", "must NOT have additional properties"),
          ]}
        />,
      ),
    );
    const limit = screen.getByLabelText("Number of posts");
    expect(limit.getAttribute("aria-invalid")).toBe("true");
    const describedBy = limit.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ")[0] ?? "")?.textContent).toBe("must be <= 100");
    expect(screen.getByRole("button", { name: "Content 1 problem" })).toBeTruthy();
    expect(screen.getByText("must NOT have additional properties")).toBeTruthy();
  });

  it("a focus request opens the collapsed groups around its field and focuses it", async () => {
    const { rerender } = render(
      withQueryClient(<Harness hydrateKey="react.discussion.discussions" initial={{}} focus={null} />),
    );
    expect(screen.queryByRole("checkbox", { name: "View count" })).toBeNull();
    rerender(
      withQueryClient(
        <Harness
          hydrateKey="react.discussion.discussions"
          initial={{}}
          focus={{ field: "discussionOptions.metas.display.viewCount", nonce: 1 }}
        />,
      ),
    );
    await waitFor(() =>
      expect(document.activeElement?.id).toBe("field-n7-discussionOptions-metas-display-viewCount"),
    );
    expect(screen.getByRole("button", { name: "Item display" }).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("lists: quick links and tabs", () => {
  it("quick links edit as a reorderable list; new links get an id and the item's fields", () => {
    render(
      <Harness
        hydrateKey="react.quick-links"
        initial={{
          links: [
            { id: "a", name: "Guidelines", url: "/page/guidelines" },
            { id: "b", name: "Categories", url: "/categories" },
          ],
        }}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Move Categories up" }));
    expect(stored().links.map((link: { id: string }) => link.id)).toEqual(["b", "a"]);
    fireEvent.click(screen.getByRole("button", { name: "Add link" }));
    const added = stored().links[2];
    expect(typeof added.id).toBe("string");
    expect(added).toMatchObject({ isHidden: false });
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Help" } });
    expect(stored().links[2].name).toBe("Help");
    expect(screen.getByLabelText("Name").id).toBe("field-n7-links-2-name");
  });

  it("a problem inside a closed link is counted on the link's card, and shown at its field once open", () => {
    render(
      <Harness
        hydrateKey="react.quick-links"
        initial={{
          links: [
            { id: "a", name: "Guidelines", url: "/page/guidelines" },
            { id: "b", name: "", url: "/x" },
          ],
        }}
        problems={[problem("links.1.name", "must NOT have fewer than 1 characters")]}
      />,
    );
    const card = screen.getByRole("button", { name: "Link 2 1 problem" });
    fireEvent.click(card);
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("a focus request inside a tab opens that tab", async () => {
    const tabs = [
      { tabPresetID: "recent-discussions", label: "Recent" },
      { tabPresetID: "new-questions", label: "" },
    ];
    const { rerender } = render(<Harness hydrateKey="react.tabs" initial={{ tabConfiguration: tabs }} />);
    expect(screen.getByRole("button", { name: "New Questions" }).getAttribute("aria-expanded")).toBe("false");
    rerender(
      <Harness
        hydrateKey="react.tabs"
        initial={{ tabConfiguration: tabs }}
        focus={{ field: "tabConfiguration.1.label", nonce: 3 }}
      />,
    );
    await waitFor(() => expect(document.activeElement?.id).toBe("field-n7-tabConfiguration-1-label"));
    expect(screen.getByRole("radio", { name: "5" })).toBeTruthy();
  });
});
