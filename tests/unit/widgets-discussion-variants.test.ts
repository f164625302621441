// @vitest-environment node
// Announcements and Questions share the discussions widget: their props map onto its props, and the forced
// filters (pinned; type and statusID) reach the list, in the preview loaders as on the server.
import { describe, expect, it } from "vitest";
import { createPropsPreparer, widgetSchemas } from "../../src/lib/layout/widget-schemas";
import type { DiscussionsAnnouncementsWidgetProps } from "../../src/types/generated/widgets/announcements";
import type { DiscussionsQuestionsWidgetProps } from "../../src/types/generated/widgets/questions";
import { previewAnnouncements, previewQuestions } from "../../stories/support/preview/discussions";
import { asDiscussionsProps, questionFilters } from "../../widgets/discussions/hydrate-variants.server";

function prepared<T>(hydrateKey: string, raw: Record<string, unknown>): T {
  const schema = widgetSchemas.get(hydrateKey);
  if (!schema) throw new Error(`no schema ${hydrateKey}`);
  return createPropsPreparer(schema)(raw) as T;
}

const member = { viewer: "member" as const, params: {} };

describe("discussion widget variants", () => {
  it("maps question status to the Q&A statusID (1 unanswered, 2 answered, 3 accepted)", () => {
    expect(questionFilters("all")).toEqual({ type: "question" });
    expect(questionFilters("unanswered")).toEqual({ type: "question", statusID: 1 });
    expect(questionFilters("answered")).toEqual({ type: "question", statusID: 2 });
    expect(questionFilters("accepted")).toEqual({ type: "question", statusID: 3 });
  });

  it("gives the discussions widget valid props (no status key, all time)", () => {
    const props = prepared<DiscussionsQuestionsWidgetProps>("react.discussion.questions", {
      apiParams: { status: "accepted", limit: 4 },
    });
    const mapped = asDiscussionsProps(props, { type: "question" });
    expect(mapped.apiParams).toMatchObject({ type: "question", slotType: "a", limit: 4 });
    expect(mapped.apiParams).not.toHaveProperty("status");
    expect(mapped.title).toBe("Questions");
    const discussionsSchema = widgetSchemas.get("react.discussion.discussions");
    if (!discussionsSchema) throw new Error("no discussions schema");
    expect(() => createPropsPreparer(discussionsSchema)({ ...mapped })).not.toThrow();
  });

  it("lists only announcements in the announcements widget", async () => {
    const props = prepared<DiscussionsAnnouncementsWidgetProps>("react.discussion.announcements", {
      apiParams: { limit: 10 },
    });
    const hydrated = await previewAnnouncements(props, member);
    expect(hydrated.discussions.length).toBeGreaterThan(0);
    expect(hydrated.discussions.every((d) => d.pinned)).toBe(true);
  });

  it("lists only questions of the chosen status", async () => {
    const props = prepared<DiscussionsQuestionsWidgetProps>("react.discussion.questions", {
      apiParams: { status: "unanswered", limit: 10 },
    });
    const hydrated = await previewQuestions(props, member);
    expect(hydrated.discussions.length).toBeGreaterThan(0);
    expect(hydrated.discussions.every((d) => d.type === "question" && d.statusID === 1)).toBe(true);
  });
});
