// The Search widget: a GET form to /search carrying the query and its scope.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SearchWidgetProps } from "../../src/types/generated/widgets/community-search";
import SearchWidget from "../../widgets/community-search/SearchWidget";
import { searchScopeParams } from "../../widgets/community-search/search-params";
import { axeViolations } from "./widget-axe";

afterEach(cleanup);

function props(overrides: Partial<SearchWidgetProps> = {}): SearchWidgetProps {
  return {
    titleType: "static",
    title: "Search Community",
    descriptionType: "static",
    description: "Search this community for posts, articles and more.",
    placeholder: "Search",
    domain: "all",
    places: [],
    postType: [],
    ...overrides,
  };
}

const formParams = (form: HTMLFormElement) =>
  [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]);

describe("searchScopeParams", () => {
  it("adds nothing for all, the domain otherwise, and the narrowing only for its own domain", () => {
    expect(searchScopeParams(props())).toEqual([]);
    expect(searchScopeParams(props({ domain: "members", postType: ["question"] }))).toEqual([
      ["domain", "members"],
    ]);
    expect(searchScopeParams(props({ domain: "discussions", postType: ["question", "poll"] }))).toEqual([
      ["domain", "discussions"],
      ["types", "question,poll"],
    ]);
    expect(searchScopeParams(props({ domain: "places", places: ["category"] }))).toEqual([
      ["domain", "places"],
      ["places", "category"],
    ]);
  });
});

describe("SearchWidget", () => {
  it("submits query and domain to /search with GET, and is labelled", async () => {
    const { container } = render(
      <SearchWidget {...props({ domain: "discussions", postType: ["question"] })} />,
    );
    const input = screen.getByRole("searchbox", { name: "Search posts" });
    expect(input.getAttribute("name")).toBe("query");
    const form = input.closest("form") as HTMLFormElement;
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.getAttribute("method")).toBe("get");
    (input as HTMLInputElement).value = "reset password";
    expect(formParams(form)).toEqual([
      ["query", "reset password"],
      ["domain", "discussions"],
      ["types", "question"],
    ]);
    expect(screen.getByRole("heading", { name: "Search Community" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("hides the title and description when set to none and applies the border radius", () => {
    render(<SearchWidget {...props({ titleType: "none", descriptionType: "none", borderRadius: 0 })} />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByText(/Search this community/)).toBeNull();
    const form = screen.getByRole("searchbox").closest("form") as HTMLFormElement;
    expect(form.style.borderRadius).toBe("0px");
  });
});
