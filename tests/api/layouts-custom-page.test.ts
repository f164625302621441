// A custom page's layout is managed with its page: PATCH never changes its view type (or any layout's), and
// DELETE is refused while the page exists (422 naming the page). The demo seeds two custom pages (layouts 2, 3).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customPages, layoutViews } from "../../src/server/db/schema";
import { createTestApp, get, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, "admin");
});
afterAll(() => t.close());

const GUIDELINES_LAYOUT = 2;
const START_HERE_LAYOUT = 3;
const FRENCH_HOME_LAYOUT = 1;

function send(method: "PATCH" | "DELETE", layoutID: number, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api/v2/layouts/${layoutID}`,
    headers: { ...XRW, cookie: admin },
    ...(payload ? { payload } : {}),
  });
}

async function viewTypeOf(layoutID: number): Promise<string> {
  const response = await get(t.app, `/api/v2/layouts/${layoutID}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ layoutViewType: string }>().layoutViewType;
}

describe("PATCH /layouts/{id}: layoutViewType", () => {
  it("refuses turning a custom page's layout into another view type, and changes nothing", async () => {
    const response = await send("PATCH", GUIDELINES_LAYOUT, { layoutViewType: "home", name: "Renamed" });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, { code: string }[]> }>();
    expect(body.message).toBe(
      "A custom page's layout is managed with its page: its layoutViewType stays customPage.",
    );
    expect(body.errors.layoutViewType?.[0]?.code).toBe("immutable");
    expect(await viewTypeOf(GUIDELINES_LAYOUT)).toBe("customPage");
    const current = await get(t.app, `/api/v2/layouts/${GUIDELINES_LAYOUT}`, admin);
    expect(current.json<{ name: string }>().name).toBe("Community Guidelines");
  });

  it("accepts the layout's own view type alongside other changes", async () => {
    const response = await send("PATCH", GUIDELINES_LAYOUT, {
      layoutViewType: "customPage",
      name: "Community Guidelines (v2)",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: "Community Guidelines (v2)",
      layoutViewType: "customPage",
    });
  });

  it("refuses other view type changes too: to customPage, or between view types", async () => {
    const toPage = await send("PATCH", FRENCH_HOME_LAYOUT, { layoutViewType: "customPage" });
    expect(toPage.statusCode).toBe(422);
    expect(toPage.json<{ message: string }>().message).toContain("created with their custom page");
    const toList = await send("PATCH", FRENCH_HOME_LAYOUT, { layoutViewType: "discussionList" });
    expect(toList.statusCode).toBe(422);
    expect(toList.json<{ message: string }>().message).toContain(
      "cannot be changed (it is subcommunityHome)",
    );
    expect(await viewTypeOf(FRENCH_HOME_LAYOUT)).toBe("subcommunityHome");
  });
});

describe("DELETE /layouts/{id} of a custom page's layout", () => {
  it("is refused while its page exists, naming the page", async () => {
    const response = await send("DELETE", START_HERE_LAYOUT);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      'This layout belongs to the custom page "Start Here" (/start-here): it is managed with its page and cannot be deleted while the page exists.',
    );
    expect(await viewTypeOf(START_HERE_LAYOUT)).toBe("customPage");
  });

  it("is allowed once the page is gone", async () => {
    // What deleting the page does: the page row and its view go.
    await t.database.db.delete(customPages).where(eq(customPages.customPageID, 2));
    await t.database.db
      .delete(layoutViews)
      .where(and(eq(layoutViews.recordType, "customPage"), eq(layoutViews.recordID, 2)));
    const response = await send("DELETE", START_HERE_LAYOUT);
    expect(response.statusCode, response.body).toBe(204);
    expect((await get(t.app, `/api/v2/layouts/${START_HERE_LAYOUT}`, admin)).statusCode).toBe(404);
  });
});
