// Images without alternative text (src/lib/layout/a11y-audit-images.ts).
import { describe, expect, it } from "vitest";
import { imageField, imageFindings } from "../../../../src/lib/layout/a11y-audit-images";
import type { SnapshotImage } from "../../../../src/lib/layout/a11y-audit-types";
import { auditDocument, snapshot } from "./fixtures";

const image = (node: string, src: string, alt: string | null, namelessControl = false): SnapshotImage => ({
  node,
  src,
  alt,
  namelessControl,
});

const doc = auditDocument(
  [
    {
      id: "s1",
      widgets: [
        {
          id: "banner",
          key: "react.app.content-banner",
          props: { title: "Hi", logo: { imageUrl: "/uploads/logo%20big.png", alt: "" } },
        },
        { id: "cta", props: { background: { image: "https://cdn.example/hero.jpg" } } },
      ],
    },
  ],
  { logo: "/uploads/site-logo.svg" },
);

describe("images", () => {
  it("accepts described images and decorative ones (empty alt, not in a link)", () => {
    const images = [image("banner", "/a.png", "Our team"), image("cta", "/b.png", "")];
    expect(imageFindings(snapshot("desktop", { images }), doc)).toEqual([]);
  });

  it("flags an image without alt, naming its file and pointing at the text alternative beside the prop", () => {
    const images = [image("banner", "https://site.example/uploads/logo%20big.png?v=2", null)];
    expect(imageFindings(snapshot("mobile", { images }), doc)).toEqual([
      expect.objectContaining({
        rule: "imageAlt",
        node: "banner",
        field: "logo.alt",
        device: "mobile",
        values: { file: "logo big.png" },
      }),
    ]);
  });

  it("points at the image prop itself when it has no text alternative beside it", () => {
    expect(
      imageField({ background: { image: "https://cdn.example/hero.jpg" } }, "https://cdn.example/hero.jpg"),
    ).toBe("background.image");
    expect(imageField({ title: "Hi" }, "https://cdn.example/hero.jpg")).toBe("");
  });

  it("flags a link or button whose only content is an image with an empty alt", () => {
    const images = [image("cta", "/b.png", "", true)];
    expect(imageFindings(snapshot("desktop", { images }), doc)).toEqual([
      expect.objectContaining({ node: "cta", values: { file: "b.png" } }),
    ]);
  });

  it("knows the title bar's props", () => {
    const images = [image("titleBar", "/uploads/site-logo.svg", null)];
    expect(imageFindings(snapshot("desktop", { images }), doc)).toEqual([
      expect.objectContaining({ node: "titleBar", field: "logo" }),
    ]);
  });
});
