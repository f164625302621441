// Whether a request comes from a phone (src/lib/request-device.ts), and which layout nodes a phone's page view
// leaves out (src/lib/layout/mobile-hiding.ts): docs/reference/layout-documents.md#hiding-on-phones.
import { describe, expect, it } from "vitest";
import { DEVICE_CLASSES, isVisibleOn } from "../../../src/layout/device";
import { excludesMobile, mobileHiddenIDs } from "../../../src/lib/layout/mobile-hiding";
import { requestDevice } from "../../../src/lib/request-device";

const UA = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxAndroidTablet: "Mozilla/5.0 (Android 14; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0",
  iPad: "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  kindle:
    "Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/124.1.1 like Chrome/124.0.0.0 Mobile Safari/537.36",
  desktop:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  operaMini:
    "Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54",
};

describe("requestDevice", () => {
  it("takes Sec-CH-UA-Mobile: ?1 for a phone and ?0 for not one, whatever the User-Agent says", () => {
    expect(requestDevice({ "sec-ch-ua-mobile": "?1", "user-agent": UA.desktop })).toBe("phone");
    expect(requestDevice({ "sec-ch-ua-mobile": "?1" })).toBe("phone");
    expect(requestDevice({ "sec-ch-ua-mobile": "?0", "user-agent": UA.androidPhone })).toBe("any");
    expect(requestDevice({ "sec-ch-ua-mobile": ["?1", "?0"] })).toBe("phone");
  });

  it("reads phones from the User-Agent without client hints: Mobi, Android phones' Mobile", () => {
    for (const agent of [UA.iPhone, UA.androidPhone, UA.firefoxAndroid, UA.operaMini])
      expect(requestDevice({ "user-agent": agent }), agent).toBe("phone");
  });

  it("never takes a tablet, a desktop or an unknown device for a phone", () => {
    for (const agent of [UA.androidTablet, UA.firefoxAndroidTablet, UA.iPad, UA.kindle, UA.desktop, ""])
      expect(requestDevice({ "user-agent": agent }), agent).toBe("any");
    expect(requestDevice({})).toBe("any");
    expect(requestDevice({ "sec-ch-ua-mobile": "maybe", "user-agent": UA.desktop })).toBe("any");
  });
});

describe("excludesMobile", () => {
  it("is true exactly for the values no mobile width shows, as the renderer reads them", () => {
    for (const device of [undefined, "all", ...DEVICE_CLASSES, "a newer value"] as const)
      expect(excludesMobile(device), String(device)).toBe(
        !isVisibleOn(device as Parameters<typeof isVisibleOn>[0], "mobile"),
      );
  });
});

describe("mobileHiddenIDs", () => {
  const hidden = (device: string) => ({ $middleware: { visibility: { device } } });
  it("names the nodes hidden on mobile and every node inside them, not the others", () => {
    const layout = [
      {
        $hydrate: "react.section.2-columns",
        $editorID: "s1",
        mainTop: [
          { $hydrate: "react.html", $editorID: "shown" },
          { $hydrate: "react.html", $editorID: "desktopOnly", ...hidden("desktop") },
          { $hydrate: "react.html", $editorID: "phonesOnly", ...hidden("mobile") },
          { $hydrate: "react.html", $editorID: "xs", ...hidden("xs") },
        ],
      },
      {
        $hydrate: "react.section.1-column",
        $editorID: "s2",
        ...hidden("tablet"),
        children: [{ $hydrate: "react.tabs", $editorID: "inner", title: { $hydrate: "literal", data: "x" } }],
      },
      { $hydrate: "react.section.1-column", $editorID: "s3", ...hidden("no_bleed"), children: [] },
    ];
    expect([...mobileHiddenIDs(layout)].sort()).toEqual(["desktopOnly", "inner", "s2", "s3"]);
    expect(mobileHiddenIDs([])).toEqual(new Set());
  });
});
