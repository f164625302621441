// Role Spotlight: the role's members in a grid, the role's name and description unless the author wrote their
// own, and how many more hold the role when the list is cut; hidden for an unknown role.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { RoleSpotlightWidgetProps } from "../../src/types/generated/widgets/role-spotlight";
import { previewRoleSpotlight } from "../../widgets/role-spotlight/preview";
import RoleSpotlightWidget from "../../widgets/role-spotlight/RoleSpotlightWidget";
import { spotlightTexts } from "../../widgets/role-spotlight/texts";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const props = (raw: Record<string, unknown>) =>
  preparedProps<RoleSpotlightWidgetProps>("react.rolespotlight", raw);

const role = { name: "Moderator", description: "Keeps discussions on track." };

describe("spotlightTexts", () => {
  it("takes the role's name and description by default", () => {
    expect(spotlightTexts(props({}), role)).toEqual({ title: "Moderator", description: role.description });
  });

  it("uses the author's texts when static, and nothing when none", () => {
    const own = props({ titleType: "static", title: "Ask us", descriptionType: "none", description: "x" });
    expect(spotlightTexts(own, role)).toEqual({ title: "Ask us", description: "" });
  });
});

describe("RoleSpotlightWidget", () => {
  it("lists the members as profile links under the role's name, and is axe-clean", async () => {
    const hydrated = await previewRoleSpotlight(props({ apiParams: { roleID: 3 } }));
    if (!hydrated) throw new Error("the preview role exists");
    const { container } = render(<RoleSpotlightWidget {...hydrated} />);
    expect(screen.getByRole("heading", { name: "Moderator" })).toBeTruthy();
    expect(screen.getByText("Keeps discussions on track across the community.")).toBeTruthy();
    const list = screen.getByRole("list", { name: "Moderator" });
    const links = within(list).getAllByRole("link");
    expect(links).toHaveLength(5);
    expect(links[0]?.getAttribute("href")).toBe(hydrated.members[0]?.url);
    expect(screen.queryByText(/more member/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("counts the members beyond the limit", async () => {
    const hydrated = await previewRoleSpotlight(props({ apiParams: { roleID: 3, limit: 3 } }));
    if (!hydrated) throw new Error("the preview role exists");
    render(<RoleSpotlightWidget {...hydrated} />);
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("and 2 more members")).toBeTruthy();
  });

  it("is hidden without a role, or for a role that does not exist", async () => {
    expect(await previewRoleSpotlight(props({}))).toBeNull();
    expect(await previewRoleSpotlight(props({ apiParams: { roleID: 99 } }))).toBeNull();
  });
});
