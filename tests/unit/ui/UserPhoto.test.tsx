// User photo (docs/reference/ui-behaviour.md#shared-components): a generic icon when there is no photo URL or the
// image fails to load.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UserPhoto } from "../../../src/ui/UserPhoto";

afterEach(cleanup);

describe("UserPhoto", () => {
  it("shows the photo at the asked size, named by the user", () => {
    render(<UserPhoto url="/uploads/ada.png" name="Ada Lovelace" size={100} />);
    const photo = screen.getByRole("img", { name: "Ada Lovelace" });
    expect(photo.tagName).toBe("IMG");
    expect(photo.getAttribute("width")).toBe("100");
  });

  it("falls back to the generic icon without a URL", () => {
    render(<UserPhoto url={null} name="Grace Hopper" />);
    expect(screen.getByRole("img", { name: "Grace Hopper" }).tagName).toBe("SPAN");
  });

  it("falls back to the generic icon when the image fails, and tries a new URL again", () => {
    const { rerender } = render(<UserPhoto url="/uploads/missing.png" name="Ada Lovelace" />);
    fireEvent.error(screen.getByRole("img", { name: "Ada Lovelace" }));
    expect(screen.getByRole("img", { name: "Ada Lovelace" }).tagName).toBe("SPAN");
    rerender(<UserPhoto url="/uploads/ada-2.png" name="Ada Lovelace" />);
    expect(screen.getByRole("img", { name: "Ada Lovelace" }).tagName).toBe("IMG");
  });

  it("is decorative without a name", () => {
    const { container } = render(<UserPhoto url="/uploads/ada.png" />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
  });
});
