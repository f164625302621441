// The theme rules shared by the API, the editor and Storybook (docs/reference/themes.md): variables to CSS, the
// contrast check and colour validation.
import { describe, expect, it } from "vitest";
import { invalidColorPaths } from "../../src/lib/theme/colors";
import { contrastResults, failingContrast } from "../../src/lib/theme/contrast";
import { SHIPPED_THEMES } from "../../src/lib/theme/shipped-themes";
import {
  cssProperties,
  effectiveVariables,
  mergeVariables,
  themeStyleRule,
} from "../../src/lib/theme/variables";

describe("shipped themes", () => {
  it.each(SHIPPED_THEMES.map((theme) => [theme.name, theme] as const))(
    "%s passes its own contrast check",
    (_, theme) => {
      expect(failingContrast(theme.variables)).toEqual([]);
      expect(invalidColorPaths(theme.variables)).toEqual([]);
    },
  );

  it("include a dark theme", () => {
    expect(SHIPPED_THEMES.some((theme) => theme.variables.colorScheme === "dark")).toBe(true);
  });
});

describe("variables as CSS", () => {
  it("maps each variable to its custom property, with units where the variable is a number", () => {
    const css = cssProperties({
      colors: { primary: "#123456" },
      radius: { box: 4 },
      layout: { contentWidth: 1000 },
      fonts: { family: "Serif" },
      colorScheme: "dark",
    });
    expect(css).toMatchObject({
      "--color-primary": "#123456",
      "--radius-box": "4px",
      "--width-content": "1000px",
      "color-scheme": "dark",
    });
    expect(css["--font-sans"]).toMatch(/serif$/);
  });

  it("lets a theme leave a variable to the default, an empty value included", () => {
    const merged = mergeVariables(
      { colors: { primary: "#111111", muted: "#222222" } },
      { colors: { primary: "" } },
    );
    expect(merged.colors).toEqual({ primary: "#111111", muted: "#222222" });
    expect(effectiveVariables({}).colors?.background).toBe("#ffffff");
  });

  it("never writes a value that could end the rule", () => {
    const rule = themeStyleRule({ colors: { primary: "red;}</style><script>", muted: "#333333" } });
    expect(rule).toBe(":root{--color-fg-muted:#333333}");
  });
});

describe("the contrast check", () => {
  it("names each failing pair with its ratio", () => {
    const failing = failingContrast({ titleBar: { background: "#dddddd", foreground: "#ffffff" } });
    expect(failing.map((result) => result.label)).toEqual(["Title bar text on title bar"]);
    expect(failing[0]?.ratio).toBeLessThan(2);
    expect(failing[0]?.textPath).toBe("titleBar.foreground");
  });

  it("judges a translucent background over the page background", () => {
    const results = contrastResults({ banner: { background: "rgba(0, 0, 0, 0.1)", foreground: "#ffffff" } });
    expect(results.find((result) => result.textPath === "banner.foreground")?.passes).toBe(false);
  });

  it("accepts the AA boundary and refuses just below it", () => {
    // #767676 on white is 4.54:1, #777777 4.48:1.
    expect(failingContrast({ colors: { muted: "#767676" } })).toEqual([]);
    expect(failingContrast({ colors: { muted: "#777777" } }).map((r) => r.textPath)).toEqual([
      "colors.muted",
    ]);
  });
});

describe("colours", () => {
  it("reads hex, rgb() and hsl(), and lists what is not a colour by path", () => {
    expect(
      invalidColorPaths({ colors: { primary: "#abc", muted: "rgb(1, 2, 3)", border: "hsl(0 0% 50%)" } }),
    ).toEqual([]);
    expect(invalidColorPaths({ colors: { primary: "#abcd1" }, buttons: { foreground: "blue-ish" } })).toEqual(
      ["colors.primary", "buttons.foreground"],
    );
  });
});
