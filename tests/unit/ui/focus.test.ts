// The shared focus trap (used by Modal and the site navigation panel): Tab wraps at both ends, focus outside is
// pulled back in, and a box with nothing focusable keeps Tab from leaving.
import { afterEach, describe, expect, it } from "vitest";
import { focusableIn, trapTab } from "../../../src/ui/focus";

afterEach(() => {
  document.body.innerHTML = "";
});

function box(html: string) {
  const container = document.createElement("div");
  container.tabIndex = -1;
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function tab(container: HTMLElement, shiftKey = false) {
  let prevented = false;
  const moved = trapTab({ key: "Tab", shiftKey, preventDefault: () => (prevented = true) }, container);
  return { moved, prevented };
}

describe("trapTab", () => {
  it("lists enabled, unhidden focusable elements only", () => {
    const container = box(
      '<button>a</button><button disabled>b</button><input hidden /><a href="#">c</a><span tabindex="-1">d</span>',
    );
    expect(focusableIn(container).map((element) => element.textContent)).toEqual(["a", "c"]);
  });

  it("wraps Tab from the last to the first and Shift+Tab from the first to the last", () => {
    const container = box("<button>first</button><button>middle</button><button>last</button>");
    const [first, middle, last] = focusableIn(container);
    last?.focus();
    expect(tab(container)).toEqual({ moved: true, prevented: true });
    expect(document.activeElement).toBe(first);
    expect(tab(container, true)).toEqual({ moved: true, prevented: true });
    expect(document.activeElement).toBe(last);
    middle?.focus();
    expect(tab(container)).toEqual({ moved: false, prevented: false });
  });

  it("pulls focus back in from outside, and from the box itself on Shift+Tab", () => {
    const outside = document.createElement("button");
    document.body.append(outside);
    const container = box("<button>first</button><button>last</button>");
    outside.focus();
    tab(container);
    expect(document.activeElement?.textContent).toBe("first");
    container.focus();
    tab(container, true);
    expect(document.activeElement?.textContent).toBe("last");
  });

  it("keeps Tab inside a box with nothing focusable, and ignores other keys", () => {
    const container = box("<p>text</p>");
    expect(tab(container)).toEqual({ moved: true, prevented: true });
    expect(trapTab({ key: "Enter", shiftKey: false, preventDefault() {} }, container)).toBe(false);
  });
});
