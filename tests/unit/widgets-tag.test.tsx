// Tag Cloud: pills linking to the tag-filtered discussion list, in four presets.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { TagWidgetHydrated } from "../../src/types/generated/widgets/hydrated/tag";
import type { TagWidgetProps } from "../../src/types/generated/widgets/tag";
import TagWidget from "../../widgets/tag/TagWidget";
import { makeTags } from "../factories";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

function props(raw: Record<string, unknown> = {}): TagWidgetHydrated {
  const tags = makeTags(4).map((tag) => ({
    tagID: tag.tagID,
    name: tag.name,
    url: `/discussions?tagID=${tag.tagID}`,
    countDiscussions: tag.countDiscussions ?? 0,
  }));
  return { ...preparedProps<TagWidgetProps>("react.tag", raw), tags };
}

describe("TagWidget", () => {
  it("defaults to a 10-tag standard cloud titled Popular Tags", () => {
    const defaults = preparedProps<TagWidgetProps>("react.tag");
    expect(defaults.limit).toBe(10);
    expect(defaults.itemOptions.tagPreset).toBe("STANDARD");
    expect(defaults.title).toBe("Popular Tags");
  });

  it("links each tag to /discussions?tagID={id} with its count, and is axe-clean", async () => {
    const hydrated = props();
    const { container } = render(<TagWidget {...hydrated} />);
    const section = screen.getByRole("region", { name: "Popular Tags" });
    const links = within(section).getAllByRole("link");
    expect(links).toHaveLength(4);
    const [first] = hydrated.tags;
    const link = within(section).getByRole("link", { name: new RegExp(`^${first?.name}`) });
    expect(link.getAttribute("href")).toBe(`/discussions?tagID=${first?.tagID}`);
    expect(link.textContent).toContain(String(first?.countDiscussions));
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ["STANDARD", "border-border-strong"],
    ["PRIMARY", "bg-primary"],
    ["GREYSCALE", "bg-bg-hover"],
    ["COLORED", "bg-primary-soft"],
  ])("styles the %s preset from theme colours", (tagPreset, expected) => {
    render(<TagWidget {...props({ itemOptions: { tagPreset } })} />);
    expect(screen.getAllByRole("link")[0]?.className).toContain(expected);
  });

  it("gives COLORED tags different tones", () => {
    render(<TagWidget {...props({ itemOptions: { tagPreset: "COLORED" } })} />);
    const [a, b] = screen.getAllByRole("link");
    expect(a?.className).not.toBe(b?.className);
  });

  it("names the list when there is no title", () => {
    render(<TagWidget {...props({ titleType: "none" })} />);
    expect(screen.getByRole("list", { name: "Tags" })).toBeTruthy();
  });
});
