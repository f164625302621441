// @vitest-environment node
// The article editor's rules (src/client/pages/knowledge-editor/article-form.ts): the form from an article and from
// a restored draft, the draft the autosave keeps, the checks before a save and the calls each press makes.
import { describe, expect, it } from "vitest";
import {
  articleDraftContent,
  articleDraftKey,
  articleDraftPost,
  articleFormErrors,
  articleFormOf,
  articleFormOfDraft,
  articleSaveOf,
  emptyArticleForm,
  isEmptyArticleDraft,
} from "../../../src/client/pages/knowledge-editor/article-form";
import { makeArticle } from "../../factories/knowledge";

const t = (key: string) => key;
const stored = makeArticle({
  articleID: 7,
  knowledgeBaseID: 1,
  knowledgeCategoryID: 2,
  name: "Resetting a password",
  bodyRaw: "Open **Settings**.",
  format: "markdown",
  excerpt: "How to reset it.",
  status: "draft",
});

describe("the form", () => {
  it("starts from the article's source, in its own format", () => {
    expect(articleFormOf(stored)).toEqual({
      name: "Resetting a password",
      body: "Open **Settings**.",
      format: "markdown",
      excerpt: "How to reset it.",
      knowledgeBaseID: 1,
      knowledgeCategoryID: 2,
    });
    expect(articleFormOf(makeArticle({ bodyRaw: "<p>x</p>", format: "html" })).format).toBe("html");
  });

  it("takes a restored draft's text and place, keeping the category when the draft names none", () => {
    const current = emptyArticleForm(1, 2);
    const draft = articleDraftContent({ ...current, name: "Draft title", body: "Draft body" });
    expect(articleFormOfDraft(draft, current)).toEqual({
      ...current,
      name: "Draft title",
      body: "Draft body",
    });
    const moved = articleFormOfDraft(
      { body: "b", format: "text", draftMeta: { knowledgeBaseID: 3 } },
      current,
    );
    expect(moved).toMatchObject({ knowledgeBaseID: 3, knowledgeCategoryID: null, format: "text", name: "" });
  });

  it("keeps as the draft what the drafts API stores for an article, and nothing for an empty form", () => {
    const content = articleDraftContent({ ...emptyArticleForm(1, null), name: "Title", excerpt: "Sum" });
    expect(articleDraftPost(content, "2026-11-01T10:00:00.000Z", 7)).toEqual({
      recordType: "article",
      recordID: 7,
      parentRecordType: "knowledgeBase",
      parentRecordID: 1,
      attributes: {
        body: "",
        format: "markdown",
        lastSaved: "2026-11-01T10:00:00.000Z",
        draftMeta: { name: "Title", excerpt: "Sum", knowledgeBaseID: 1, knowledgeCategoryID: null },
      },
    });
    expect(isEmptyArticleDraft(articleDraftContent(emptyArticleForm(1, null)))).toBe(true);
    expect(isEmptyArticleDraft(content)).toBe(false);
    expect(articleDraftKey(7, 1)).toBe("article:7");
    expect(articleDraftKey(null, 1)).toBe("article:add:1");
  });
});

describe("the checks before a save", () => {
  const empty = emptyArticleForm(null, null);
  const now = Date.parse("2026-11-01T12:00:00Z");

  it("asks a title and a knowledge base always, a body only to publish", () => {
    expect(Object.keys(articleFormErrors(empty, "saveDraft", t))).toEqual(["name", "knowledgeBaseID"]);
    expect(Object.keys(articleFormErrors(empty, "publish", t))).toEqual(["name", "knowledgeBaseID", "body"]);
    const written = { ...emptyArticleForm(1, null), name: "A", body: "B" };
    expect(articleFormErrors(written, "publish", t)).toEqual({});
  });

  it("wants a schedule in the future", () => {
    const written = { ...emptyArticleForm(1, null), name: "A", body: "B" };
    expect(articleFormErrors(written, "schedule", t, null, now).dateScheduled).toEqual([
      "Choose when to publish.",
    ]);
    expect(articleFormErrors(written, "schedule", t, "2026-11-01T11:00:00Z", now).dateScheduled).toEqual([
      "The publication date must be in the future.",
    ]);
    expect(articleFormErrors(written, "schedule", t, "2026-11-02T09:00:00Z", now)).toEqual({});
  });
});

describe("the calls a press makes", () => {
  it("posts a new article as a draft, published, or scheduled", () => {
    const values = { ...emptyArticleForm(1, 4), name: "  Title  ", body: "Body", excerpt: " Sum " };
    expect(articleSaveOf(values, "saveDraft", null)).toEqual({
      kind: "create",
      body: {
        knowledgeBaseID: 1,
        knowledgeCategoryID: 4,
        name: "Title",
        body: "Body",
        format: "markdown",
        excerpt: "Sum",
        status: "draft",
      },
    });
    expect(articleSaveOf(values, "publish", null)).toMatchObject({ body: { status: "published" } });
    expect(articleSaveOf(values, "schedule", null, "2026-11-02T09:00:00.000Z")).toMatchObject({
      body: { status: "draft", dateScheduled: "2026-11-02T09:00:00.000Z" },
    });
  });

  it("patches only what changed, so an unchanged text makes no revision", () => {
    const values = { ...articleFormOf(stored), body: "Open **Settings** first." };
    expect(articleSaveOf(values, "saveDraft", stored)).toEqual({
      kind: "update",
      articleID: 7,
      patch: { body: "Open **Settings** first." },
    });
    expect(articleSaveOf(articleFormOf(stored), "saveDraft", stored)).toBeNull();
    const published = { ...stored, status: "published" as const };
    expect(articleSaveOf(articleFormOf(published), "update", published)).toBeNull();
  });

  it("publishes, schedules and cancels a schedule through the status fields", () => {
    const form = articleFormOf(stored);
    expect(articleSaveOf(form, "publish", stored)).toEqual({
      kind: "update",
      articleID: 7,
      patch: { status: "published", dateScheduled: null },
    });
    expect(articleSaveOf(form, "schedule", stored, "2026-11-02T09:00:00.000Z")).toEqual({
      kind: "update",
      articleID: 7,
      patch: { status: "draft", dateScheduled: "2026-11-02T09:00:00.000Z" },
    });
    const scheduled = { ...stored, dateScheduled: "2026-11-02T09:00:00.000Z" };
    expect(articleSaveOf(form, "cancelSchedule", scheduled)).toEqual({
      kind: "update",
      articleID: 7,
      patch: { status: "draft", dateScheduled: null },
    });
    const published = { ...stored, status: "published" as const };
    expect(articleSaveOf(form, "saveDraft", published)).toMatchObject({ patch: { status: "draft" } });
  });

  it("moves an article to another knowledge base before patching it, and changes a category in place", () => {
    const elsewhere = { ...articleFormOf(stored), knowledgeBaseID: 2, knowledgeCategoryID: null };
    expect(articleSaveOf(elsewhere, "saveDraft", stored)).toEqual({
      kind: "update",
      articleID: 7,
      move: { knowledgeBaseID: 2, knowledgeCategoryID: null },
      patch: {},
    });
    const recategorised = { ...articleFormOf(stored), knowledgeCategoryID: 5 };
    expect(articleSaveOf(recategorised, "saveDraft", stored)).toEqual({
      kind: "update",
      articleID: 7,
      patch: { knowledgeCategoryID: 5 },
    });
  });
});
