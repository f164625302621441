// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CLIPBOARD_MARK,
  copyEnvelope,
  readEnvelope,
  serializeEnvelope,
} from "../../../../src/client/editor/model/clipboard";
import { EditorOperationError } from "../../../../src/client/editor/model/errors";
import { CURRENT_FORMAT_VERSION } from "../../../../src/lib/layout/migrations";
import { editorCatalog } from "../../../factories";
import { frozenDocument } from "./support";

const catalog = editorCatalog("home");

describe("copyEnvelope", () => {
  it("wraps the selected widget as saved (no editor ids) with the current format version", () => {
    const { envelope, name } = copyEnvelope(frozenDocument(), { kind: "widget", id: "n10" }, catalog);
    expect(name).toBe("Quick Links");
    expect(envelope[CLIPBOARD_MARK]).toBe(1);
    expect(envelope.formatVersion).toBe(CURRENT_FORMAT_VERSION);
    expect(envelope.kind).toBe("widget");
    expect(envelope.node.$hydrate).toBe("react.quick-links");
    expect(envelope.node.$middleware).toEqual({ visibility: { device: "desktop" } });
    expect(JSON.stringify(envelope)).not.toContain("$editorID");
  });

  it("wraps a section with its widgets, none of them keeping an editor id", () => {
    const { envelope } = copyEnvelope(frozenDocument(), { kind: "section", id: "n5" }, catalog);
    expect(envelope.kind).toBe("section");
    expect(envelope.node.$hydrate).toBe("react.section.2-columns");
    expect(envelope.node.secondaryBottom).toHaveLength(5);
    expect(JSON.stringify(envelope)).not.toContain("$editorID");
  });

  it("refuses the title bar and an empty selection, saying why", () => {
    expect(() => copyEnvelope(frozenDocument(), { kind: "titleBar", id: "titleBar" }, catalog)).toThrow(
      /title bar can't be copied/,
    );
    expect(() => copyEnvelope(frozenDocument(), null, catalog)).toThrow(/Select a widget or a section/);
  });
});

describe("readEnvelope", () => {
  it("reads back what was copied", () => {
    const { envelope } = copyEnvelope(frozenDocument(), { kind: "widget", id: "n11" }, catalog);
    const content = readEnvelope(serializeEnvelope(envelope));
    expect(content).toEqual({ kind: "widget", node: envelope.node });
  });

  it("migrates a node copied from an older format (no version = format 1)", () => {
    const old = {
      [CLIPBOARD_MARK]: 1,
      kind: "section",
      node: {
        $hydrate: "react.section.2-column",
        mainBottom: [
          { $hydrate: "react.html", html: "<p>Hi</p>", $middleware: { visibility: { device: "phone" } } },
        ],
      },
    };
    const content = readEnvelope(JSON.stringify(old));
    expect(content.node.$hydrate).toBe("react.section.2-columns");
    expect(content.node.mainBottom).toEqual([
      { $hydrate: "react.html", html: "<p>Hi</p>", $middleware: { visibility: { device: "mobile" } } },
    ]);
    expect(readEnvelope(JSON.stringify({ ...old, formatVersion: 1 })).node.$hydrate).toBe(
      "react.section.2-columns",
    );
  });

  it("refuses text that is not an envelope, a newer format and a kind that does not match the node", () => {
    const refusal = (text: string) => {
      try {
        readEnvelope(text);
      } catch (error) {
        expect(error).toBeInstanceOf(EditorOperationError);
        return (error as Error).message;
      }
      throw new Error("not refused");
    };
    const envelope = (patch: Record<string, unknown>) =>
      JSON.stringify({
        [CLIPBOARD_MARK]: 1,
        formatVersion: 2,
        kind: "widget",
        node: { $hydrate: "react.html" },
        ...patch,
      });
    expect(refusal("Recent Posts")).toMatch(/no widget or section copied from a Quorum layout/);
    expect(refusal('{"$hydrate":"react.html"}')).toMatch(/no widget or section copied/);
    expect(refusal(envelope({ formatVersion: CURRENT_FORMAT_VERSION + 1 }))).toMatch(
      new RegExp(`newer layout format \\(version ${CURRENT_FORMAT_VERSION + 1}\\)`),
    );
    expect(refusal(envelope({ formatVersion: "two" }))).toMatch(/unknown layout format version/);
    expect(refusal(envelope({ kind: "section" }))).toMatch(/holds a section, but "react.html" is not one/);
    expect(refusal(envelope({ node: { $hydrate: "react.section.1-column" } }))).toMatch(/is a section/);
    expect(refusal(envelope({ kind: "page" }))).toMatch(/unknown kind/);
    expect(refusal(envelope({ node: { title: "no type" } }))).toMatch(/no widget type/);
  });
});
