// Call To Action: the button goes where the author says, unless the URL is unsafe or the button is turned off.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CallToActionWidgetProps } from "../../src/types/generated/widgets/cta";
import CallToActionWidget from "../../widgets/cta/CallToActionWidget";
import { hydrateCta } from "../../widgets/cta/hydrate.server";
import { axeViolations } from "./widget-axe";
import { preparedProps } from "./widget-props";

afterEach(cleanup);

const props = (raw: Record<string, unknown>) => preparedProps<CallToActionWidgetProps>("react.cta", raw);

describe("CallToActionWidget", () => {
  it("defaults to the spec's title and a primary 'Button', and is axe-clean", async () => {
    const hydrated = await hydrateCta(props({ button: { url: "/discussions" } }));
    const { container } = render(<CallToActionWidget {...hydrated} />);
    expect(screen.getByRole("heading", { name: "Call to Action Title" })).toBeTruthy();
    const button = screen.getByRole("link", { name: "Button" });
    expect(button.getAttribute("href")).toBe("/discussions");
    expect(button.className).toContain("bg-button-bg");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("drops a javascript: URL on the server, so no button reaches the page", async () => {
    const hydrated = await hydrateCta(props({ button: { url: "javascript:alert(1)", title: "Go" } }));
    expect(hydrated.button).toMatchObject({ url: "", shouldUseButton: false });
    render(<CallToActionWidget {...hydrated} />);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("never renders an unsafe URL even if one slips past the server", () => {
    render(<CallToActionWidget {...props({ button: { url: "data:text/html,hi", title: "Go" } })} />);
    expect(screen.queryByRole("link", { name: "Go" })).toBeNull();
  });

  it("hides the button when shouldUseButton is off, and the title when titleType is none", async () => {
    const hydrated = await hydrateCta(
      props({ titleType: "none", description: "Thanks", button: { shouldUseButton: false, url: "/x" } }),
    );
    render(<CallToActionWidget {...hydrated} />);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByRole("region", { name: "Call to action" })).toBeTruthy();
  });

  it("follows the text colour on a coloured background, centred", () => {
    render(
      <CallToActionWidget
        {...props({
          alignment: "center",
          textColor: "#FFFFFF",
          background: { color: "#1d4e89" },
          button: { url: "https://example.com", type: "primary", title: "Visit" },
        })}
      />,
    );
    const region = screen.getByRole("region");
    expect(region.className).toContain("text-center");
    expect(region.style.backgroundColor).toBe("rgb(29, 78, 137)");
    const link = screen.getByRole("link", { name: /Visit/ });
    expect(link.className).toContain("bg-white");
    expect(link.getAttribute("target")).toBe("_blank");
  });
});
