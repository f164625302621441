import { jsonLanguage } from "@codemirror/lang-json";
import { describe, expect, it } from "vitest";
import { pointerAt, rangeOfPointer } from "../../../../src/client/editor/json/pointer-ranges";

const parse = (text: string) => jsonLanguage.parser.parse(text);

const TEXT = JSON.stringify(
  {
    name: "Home",
    layout: [
      {
        $hydrate: "react.section.1-column",
        children: [{ $hydrate: "react.html", "a/b": 1, "t~x": [true, null] }],
      },
    ],
  },
  null,
  2,
);

const slice = (range: { from: number; to: number } | null) =>
  range ? TEXT.slice(range.from, range.to) : null;

describe("rangeOfPointer", () => {
  const tree = parse(TEXT);

  it("finds the range of an object property's value", () => {
    expect(slice(rangeOfPointer(tree, TEXT, "/name"))).toBe('"Home"');
  });

  it("walks arrays by index and unescapes ~1 and ~0", () => {
    expect(slice(rangeOfPointer(tree, TEXT, "/layout/0/children/0/a~1b"))).toBe("1");
    expect(slice(rangeOfPointer(tree, TEXT, "/layout/0/children/0/t~0x/1"))).toBe("null");
  });

  it("gives the whole object for a node's pointer", () => {
    const range = rangeOfPointer(tree, TEXT, "/layout/0/children/0");
    expect(JSON.parse(slice(range) ?? "")).toEqual({ $hydrate: "react.html", "a/b": 1, "t~x": [true, null] });
    expect(range?.exact).toBe(true);
  });

  it("falls back to the nearest existing parent for a missing member", () => {
    const range = rangeOfPointer(tree, TEXT, "/layout/0/children/0/apiParams/limit");
    expect(range?.exact).toBe(false);
    const parent = rangeOfPointer(tree, TEXT, "/layout/0/children/0");
    expect(range).toEqual({ from: parent?.from, to: parent?.to, exact: false });
  });

  it("gives the document for the empty pointer", () => {
    expect(rangeOfPointer(tree, TEXT, "")).toEqual({ from: 0, to: TEXT.length, exact: true });
  });

  it("takes the last of duplicate keys, like JSON.parse", () => {
    const text = '{"a": 1, "a": 2}';
    expect(rangeOfPointer(parse(text), text, "/a")).toMatchObject({ from: 14, to: 15 });
  });
});

describe("pointerAt", () => {
  const tree = parse(TEXT);
  const at = (needle: string, offset = 0) => pointerAt(tree, TEXT, TEXT.indexOf(needle) + offset);

  it("addresses the value under the cursor", () => {
    expect(at('"Home"', 2)).toBe("/name");
    expect(at('"react.html"', 3)).toBe("/layout/0/children/0/$hydrate");
    expect(at("null")).toBe("/layout/0/children/0/t~0x/1");
  });

  it("addresses a property's value when the cursor is on its key", () => {
    expect(at('"a/b"', 1)).toBe("/layout/0/children/0/a~1b");
  });

  it("addresses the enclosing object from whitespace inside it", () => {
    const insideWidget = TEXT.indexOf('"$hydrate": "react.html"') - 1;
    expect(pointerAt(tree, TEXT, insideWidget)).toBe("/layout/0/children/0");
  });

  it("gives the document at the very start and end", () => {
    expect(pointerAt(tree, TEXT, 0)).toBe("");
    expect(pointerAt(tree, TEXT, TEXT.length)).toBe("");
  });

  it("round-trips with rangeOfPointer", () => {
    const range = rangeOfPointer(tree, TEXT, "/layout/0/children/0/t~0x");
    expect(range && pointerAt(tree, TEXT, range.from + 1)).toBe("/layout/0/children/0/t~0x");
  });

  it("still answers in text with a syntax error", () => {
    const text = '{"layout": [{"$hydrate": "x", "title": }]}';
    expect(pointerAt(parse(text), text, text.indexOf('"x"') + 1)).toBe("/layout/0/$hydrate");
  });
});
