// dropDown: static options, API-backed options (the categories picker: searchUrl fetched once and filtered
// here, singleUrl naming a chosen category the list lacks), server search (%s), and the multi-select.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DropDown, MultiSelect } from "../../../../src/client/editor/form/controls/DropDown";
import { axeViolations } from "../../widget-axe";
import { stubFetch, withQueryClient } from "./query-wrapper";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SORTS = [
  { value: "-dateLastComment", label: "Recently commented" },
  { value: "-dateInserted", label: "Newest first" },
  { value: "-score", label: "Top (score)" },
];

const CATEGORY_LOOKUP = {
  searchUrl: "/categories?outputFormat=flat&maxDepth=10&limit=500",
  singleUrl: "/categories/%s",
  valueKey: "categoryID",
  labelKey: "name",
};

const CATEGORIES = [
  { categoryID: 1, name: "General" },
  { categoryID: 2, name: "Announcements" },
  { categoryID: 3, name: "Product Help" },
  { categoryID: 4, name: "Feature Requests" },
  { categoryID: 5, name: "Off Topic" },
  { categoryID: 6, name: "Events" },
  { categoryID: 7, name: "Jobs" },
  { categoryID: 8, name: "Showcase" },
  { categoryID: 9, name: "Staff Room" },
];

describe("DropDown with static options", () => {
  it("labels the select, names the default in the empty option, emits the value and undefined", async () => {
    const onChange = vi.fn();
    const { container } = render(
      <DropDown
        id="f-sort"
        label="Sort by"
        options={SORTS}
        value={undefined}
        defaultValue="-dateLastComment"
        onChange={onChange}
        errors={["must be equal to one of the allowed values"]}
      />,
    );
    const select = screen.getByLabelText("Sort by") as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe("Default (Recently commented)");
    fireEvent.change(select, { target: { value: "2" } });
    expect(onChange).toHaveBeenLastCalledWith("-score");
    fireEvent.change(select, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("DropDown with optionsLookup (categories)", () => {
  it("lists the API's categories, filters them with the search box, and keeps the chosen one listed", async () => {
    stubFetch({ "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500": CATEGORIES });
    const onChange = vi.fn();
    render(
      withQueryClient(
        <DropDown
          id="f-cat"
          label="Category"
          optionsLookup={CATEGORY_LOOKUP}
          value={3}
          onChange={onChange}
          placeholder="The page's category"
        />,
      ),
    );
    const select = (await screen.findByLabelText("Category")) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe("Product Help"));
    expect(select.options[0]?.textContent).toBe("The page's category");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search category" }), { target: { value: "an" } });
    const names = [...select.options].map((option) => option.textContent);
    expect(names).toEqual(["The page's category", "Product Help", "Announcements"]);
    fireEvent.change(select, { target: { value: String(names.indexOf("Announcements") - 1) } });
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it("asks singleUrl for a chosen category the list does not hold", async () => {
    const { calls } = stubFetch({
      "/api/v2/categories?outputFormat=flat&maxDepth=10&limit=500": CATEGORIES.slice(0, 2),
      "/api/v2/categories/42": { categoryID: 42, name: "Archive" },
    });
    render(
      withQueryClient(
        <DropDown
          id="f-cat"
          label="Category"
          optionsLookup={CATEGORY_LOOKUP}
          value={42}
          onChange={() => {}}
        />,
      ),
    );
    const select = (await screen.findByLabelText("Category")) as HTMLSelectElement;
    await waitFor(() => expect(select.selectedOptions[0]?.textContent).toBe("Archive"));
    expect(calls).toContain("/api/v2/categories/42");
  });

  it("searches on the server when searchUrl takes %s", async () => {
    const { calls } = stubFetch({
      "/api/v2/tags?query=&limit=100": [{ tagID: 1, name: "bug" }],
      "/api/v2/tags?query=fea&limit=100": [{ tagID: 2, name: "feature" }],
    });
    render(
      withQueryClient(
        <DropDown
          id="f-tag"
          label="Tag"
          optionsLookup={{ searchUrl: "/tags?query=%s&limit=100", valueKey: "tagID", labelKey: "name" }}
          value={undefined}
          onChange={() => {}}
        />,
      ),
    );
    await screen.findByRole("option", { name: "bug" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search tag" }), { target: { value: "fea" } });
    await screen.findByRole("option", { name: "feature" });
    expect(calls).toContain("/api/v2/tags?query=fea&limit=100");
  });

  it("says when the options could not be loaded", async () => {
    stubFetch({});
    render(
      withQueryClient(
        <DropDown
          id="f-cat"
          label="Category"
          optionsLookup={CATEGORY_LOOKUP}
          value={undefined}
          onChange={() => {}}
        />,
      ),
    );
    expect(await screen.findByText(/Could not load the options/)).toBeTruthy();
  });
});

describe("MultiSelect (dropDown multiple)", () => {
  it("a labelled group of checkboxes that adds and removes values; says what empty means", async () => {
    stubFetch({
      "/api/v2/roles": [
        { roleID: 8, name: "Member" },
        { roleID: 16, name: "Administrator" },
        { roleID: 32, name: "Moderator" },
      ],
    });
    const onChange = vi.fn();
    const { container } = render(
      withQueryClient(
        <MultiSelect
          id="f-roles"
          label="Only these roles see it"
          optionsLookup={{ searchUrl: "/roles", valueKey: "roleID", labelKey: "name" }}
          value={[16]}
          onChange={onChange}
          emptyLabel="Everyone"
        />,
      ),
    );
    const moderator = await screen.findByRole("checkbox", { name: "Moderator" });
    expect(screen.getByRole("group", { name: "Only these roles see it" })).toBeTruthy();
    expect((screen.getByRole("checkbox", { name: "Administrator" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(moderator);
    expect(onChange).toHaveBeenLastCalledWith([16, 32]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Administrator" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("static enum options (post types)", () => {
    const onChange = vi.fn();
    render(
      <MultiSelect
        id="f-types"
        label="Post type"
        options={[
          { value: "discussion", label: "Discussion" },
          { value: "question", label: "Question" },
        ]}
        value={[]}
        onChange={onChange}
        emptyLabel="All post types"
      />,
    );
    expect(screen.getByText("All post types")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Question" }));
    expect(onChange).toHaveBeenCalledWith(["question"]);
  });
});
