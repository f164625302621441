import { describe, expect, it } from "vitest";
import { parseQueryString } from "../../src/server/http/querystring";

describe("parseQueryString", () => {
  it("parses plain pairs and decodes them", () => {
    expect(parseQueryString("a=1&b=hello%20world&c=x+y")).toEqual({ a: "1", b: "hello world", c: "x y" });
  });

  it("nests bracketed keys", () => {
    expect(parseQueryString("params[categoryID]=3&params[page]=2")).toEqual({
      params: { categoryID: "3", page: "2" },
    });
    expect(parseQueryString("a[b][c]=d")).toEqual({ a: { b: { c: "d" } } });
  });

  it("collects a[]= and repeated keys into arrays", () => {
    expect(parseQueryString("expand[]=insertUser&expand[]=tags")).toEqual({ expand: ["insertUser", "tags"] });
    expect(parseQueryString("tagID=1&tagID=2&tagID=3")).toEqual({ tagID: ["1", "2", "3"] });
  });

  it("keeps a comma list as one string", () => {
    expect(parseQueryString("expand=insertUser,lastUser")).toEqual({ expand: "insertUser,lastUser" });
  });

  it("ignores keys that could reach Object.prototype", () => {
    const parsed = parseQueryString(
      "__proto__[polluted]=yes&a[__proto__][x]=1&constructor[prototype][y]=2&ok=1",
    );
    expect(parsed).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it("drops absurdly deep keys and malformed brackets", () => {
    expect(parseQueryString("a[1][2][3][4][5][6]=deep&b=ok")).toEqual({ b: "ok" });
    expect(parseQueryString("a[b=1&[c]=2&d]=3")).toEqual({ "d]": "3" });
  });

  it("keeps malformed percent escapes as sent", () => {
    expect(parseQueryString("q=100%&r=%E0%A4%A")).toEqual({ q: "100%", r: "%E0%A4%A" });
  });

  it("does not let a later plain value overwrite a nested object", () => {
    expect(parseQueryString("a[b]=1&a=2")).toEqual({ a: { b: "1" } });
  });
});
