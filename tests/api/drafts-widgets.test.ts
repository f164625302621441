// The comment editor and create post form widgets as the server hydrates them: who gets an editor (comments.add;
// closed discussions only for those who may close), what the form offers (postable categories, tags, announce only
// for moderators), the edit mode's permission check (the edit window and a closed discussion shown up front, the
// category picker for editors only), and posting a question with tags through POST /discussions.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discussions, discussionTags, tags } from "../../src/server/db/schema";
import type { Discussion } from "../../src/types/generated/api/discussion";
import type { HydratedLayout } from "../../src/types/generated/layout/hydrated-layout";
import type { PostAssetCreatePostFormHydrated } from "../../src/types/generated/widgets/hydrated/create-post-form";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";
import { categoryIDByUrlcode, privateCategoryIDs } from "./support/data";
import { nodes } from "./support/stored-layout";

let t: TestApp;
let member: string;
let moderator: string;
let general: number;
let staff: number;

beforeAll(async () => {
  t = await createTestApp();
  member = await signIn(t.app, "member");
  moderator = await signIn(t.app, "moderator");
  general = await categoryIDByUrlcode(t.database.db, "general");
  staff = (await privateCategoryIDs(t.database.db))[0] ?? 0;
});
afterAll(() => t.close());

async function startDiscussion(cookie: string, name: string, extra: object = {}): Promise<Discussion> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/discussions",
    headers: { ...XRW, cookie },
    payload: { name, body: `${name}.`, format: "markdown", categoryID: general, ...extra },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<Discussion>(response);
}

async function widget(url: string, component: string, cookie?: string) {
  const response = await get(t.app, url, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const layout = json<HydratedLayout>(response).layout;
  const all = nodes(layout);
  return {
    node: all.find((node) => node.$reactComponent === component),
    error: all.find((node) => node.$reactComponent === "LayoutError"),
  };
}

const postPage = (discussionID: number) =>
  `/api/v2/layouts/lookup-hydrate?layoutViewType=discussion&recordType=discussion&recordID=${discussionID}`;
const createPostPage = (params: Record<string, string | number>) =>
  `/api/v2/layouts/lookup-hydrate?layoutViewType=createPost&recordType=siteSection&recordID=0${Object.entries(
    params,
  )
    .map(([key, value]) => `&params[${key}]=${value}`)
    .join("")}`;

describe("the comment editor", () => {
  it("shows for a member who may comment, not for a guest", async () => {
    const discussion = await startDiscussion(moderator, "Editor visibility");
    const forMember = await widget(postPage(discussion.discussionID), "CreateCommentAsset", member);
    expect(forMember.node?.$reactProps).toMatchObject({
      title: "Leave a comment",
      discussion: { discussionID: discussion.discussionID },
    });
    expect((await widget(postPage(discussion.discussionID), "CreateCommentAsset")).node).toBeUndefined();
  });

  it("on a closed discussion shows only to those who may close it", async () => {
    const discussion = await startDiscussion(moderator, "Closed for comments");
    await t.database.db
      .update(discussions)
      .set({ closed: true })
      .where(eq(discussions.discussionID, discussion.discussionID));
    expect(
      (await widget(postPage(discussion.discussionID), "CreateCommentAsset", member)).node,
    ).toBeUndefined();
    expect(
      (await widget(postPage(discussion.discussionID), "CreateCommentAsset", moderator)).node,
    ).toBeDefined();
  });
});

describe("the create post form", () => {
  it("offers the member's postable categories, the page's preselected, tags, and no announcing", async () => {
    const { node } = await widget(
      createPostPage({ postType: "question", parentRecordType: "category", parentRecordID: general }),
      "CreatePostFormAsset",
      member,
    );
    const props = node?.$reactProps as unknown as PostAssetCreatePostFormHydrated;
    expect(props).toMatchObject({
      signedIn: true,
      postType: "question",
      initialCategoryID: general,
      record: null,
    });
    const ids = props.categories.map((category) => category.categoryID);
    expect(ids).toContain(general);
    expect(ids).not.toContain(staff);
    expect(props.categories.every((category) => !category.canAnnounce)).toBe(true);
    expect(props.taggingEnabled).toBe(true);
  });

  it("lets moderators announce, and asks guests to sign in", async () => {
    const { node } = await widget(
      createPostPage({ parentRecordID: general }),
      "CreatePostFormAsset",
      moderator,
    );
    const props = node?.$reactProps as unknown as PostAssetCreatePostFormHydrated;
    expect(props.categories.find((category) => category.categoryID === general)?.canAnnounce).toBe(true);
    const guest = await widget(createPostPage({ parentRecordID: general }), "CreatePostFormAsset");
    expect(guest.node?.$reactProps).toMatchObject({ signedIn: false, categories: [] });
  });

  it("edits the author's own discussion with its source, and refuses someone else's", async () => {
    const own = await startDiscussion(member, "Mine to edit");
    const { node } = await widget(
      createPostPage({ recordID: own.discussionID, draftID: 7 }),
      "CreatePostFormAsset",
      member,
    );
    expect(node?.$reactProps).toMatchObject({
      record: {
        discussionID: own.discussionID,
        name: "Mine to edit",
        body: "Mine to edit.",
        format: "markdown",
      },
      draftID: 7,
      initialCategoryID: general,
    });
    const theirs = await startDiscussion(moderator, "Not yours");
    const refused = await widget(
      createPostPage({ recordID: theirs.discussionID }),
      "CreatePostFormAsset",
      member,
    );
    expect(refused.node).toBeUndefined();
    expect(refused.error).toBeDefined();
  });

  it("lets only editors move the discussion: the author's record says canMove false", async () => {
    const own = await startDiscussion(member, "Where it belongs");
    const mine = await widget(createPostPage({ recordID: own.discussionID }), "CreatePostFormAsset", member);
    expect(mine.node?.$reactProps).toMatchObject({ record: { canMove: false }, editRefusal: null });
    const edited = await widget(
      createPostPage({ recordID: own.discussionID }),
      "CreatePostFormAsset",
      moderator,
    );
    expect(edited.node?.$reactProps).toMatchObject({ record: { canMove: true }, editRefusal: null });
  });

  it("tells the author up front when the discussion is closed or the edit window has run out", async () => {
    const closed = await startDiscussion(member, "Closed before editing");
    await t.database.db
      .update(discussions)
      .set({ closed: true })
      .where(eq(discussions.discussionID, closed.discussionID));
    const shut = await widget(
      createPostPage({ recordID: closed.discussionID }),
      "CreatePostFormAsset",
      member,
    );
    expect(shut.node?.$reactProps).toMatchObject({
      editRefusal: { message: "This discussion has been closed." },
      record: { discussionID: closed.discussionID, body: "" },
    });

    const old = await startDiscussion(member, "Posted long ago");
    await t.database.db
      .update(discussions)
      .set({ dateInserted: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(discussions.discussionID, old.discussionID));
    const late = await widget(createPostPage({ recordID: old.discussionID }), "CreatePostFormAsset", member);
    expect(late.node?.$reactProps).toMatchObject({
      editRefusal: { message: "The time to edit this post has run out." },
    });
    // An editor still gets the form.
    const editor = await widget(
      createPostPage({ recordID: old.discussionID }),
      "CreatePostFormAsset",
      moderator,
    );
    expect(editor.node?.$reactProps).toMatchObject({
      editRefusal: null,
      record: { body: "Posted long ago." },
    });
  });
});

describe("posting from the form", () => {
  it("posts a question with tags", async () => {
    const [tag] = await t.database.db
      .select({ tagID: tags.tagID })
      .from(tags)
      .where(eq(tags.type, ""))
      .limit(1);
    const question = await startDiscussion(member, "How do I tag a question?", {
      type: "question",
      tagIDs: [tag?.tagID ?? 0],
    });
    const [row] = await t.database.db
      .select({ type: discussions.type })
      .from(discussions)
      .where(eq(discussions.discussionID, question.discussionID));
    expect(row?.type).toBe("question");
    const filed = await t.database.db
      .select()
      .from(discussionTags)
      .where(eq(discussionTags.discussionID, question.discussionID));
    expect(filed.map((item) => item.tagID)).toEqual([tag?.tagID]);
  });

  it("refuses unknown tags", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v2/discussions",
      headers: { ...XRW, cookie: member },
      payload: { name: "Bad tags", body: "x", format: "markdown", categoryID: general, tagIDs: [999999] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.tagIDs).toBeTruthy();
  });
});
