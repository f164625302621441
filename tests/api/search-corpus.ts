// The fixed corpus of the search tests (tests/api/search-*.test.ts): an English category, a French one under the
// Community tree (the demo's French site section), CJK posts, a few comments, tags, two authors, dates years
// apart, and a staff-only discussion and comment carrying the word "zorbulax" nothing public holds.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { categories, comments, discussions, discussionTags, tags, users } from "../../src/server/db/schema";
import { invalidateCategoryIndex } from "../../src/server/services/category-index";
import { categoryIDByUrlcode } from "./support/data";

export const SECRET_WORD = "zorbulax";

export interface CorpusPost {
  key: string;
  name: string;
  body: string;
  category: "lab" | "labFr" | "staff";
  type?: string;
  author?: "member" | "moderator";
  date?: string;
  tags?: string[];
}

export const POSTS: CorpusPost[] = [
  {
    key: "runTitle",
    name: "Running shoes for trail season",
    body: "Pick a pair with grip.",
    category: "lab",
    tags: ["tips", "beginner"],
  },
  {
    key: "runBody",
    name: "Weekend notes",
    body: "I went running in the park and it was lovely.",
    category: "lab",
  },
  {
    key: "driver",
    name: "Installing the printer driver",
    body: "Download the driver, then run setup as administrator.",
    category: "lab",
  },
  {
    key: "jams",
    name: "Printer jams every morning",
    body: "The paper tray jams; the driver is fine.",
    category: "lab",
  },
  {
    key: "quantum",
    name: "Quantum marmalade recipe",
    body: "Oranges, sugar and a quantum of patience.",
    category: "lab",
  },
  { key: "storage", name: "Marmalade storage", body: "Keep jars cool.", category: "lab", tags: ["tips"] },
  {
    key: "permissions",
    name: "Permissions for moderators",
    body: "How permissions work in private categories.",
    category: "lab",
  },
  {
    key: "phrase",
    name: "Harbor notes",
    body: "At night the blue harbor light shines over the water.",
    category: "lab",
  },
  {
    key: "order",
    name: "Painting notes",
    body: "Light the harbor lamps, then blue paint everywhere.",
    category: "lab",
  },
  {
    key: "idea",
    name: "Dark theme request",
    body: "Please add a dark theme option.",
    category: "lab",
    type: "idea",
    author: "moderator",
  },
  {
    key: "question",
    name: "How do I reset my password?",
    body: "The reset link expired.",
    category: "lab",
    type: "question",
  },
  {
    key: "old",
    name: "Old archive post",
    body: "Vintage gramophone restoration.",
    category: "lab",
    date: "2020-01-15T12:00:00Z",
  },
  { key: "new", name: "Gramophone needles", body: "Replacing gramophone needles.", category: "lab" },
  {
    key: "xss",
    name: "Script test",
    body: "<script>alert('xss')</script> the xylophonist <img src=x onerror=alert(1)> plays",
    category: "lab",
  },
  {
    key: "chats",
    name: "Les chats mangent des croquettes",
    body: "Mon chat mange beaucoup le matin.",
    category: "labFr",
  },
  {
    key: "imprimante",
    name: "Réparer une imprimante",
    body: "Les imprimantes tombent souvent en panne.",
    category: "labFr",
  },
  { key: "tokyo", name: "東京タワーの夜景", body: "東京タワーは夜にとても美しいです。", category: "lab" },
  { key: "seoul", name: "서울 여행 가이드", body: "서울 에서 여행 하기", category: "lab" },
  {
    key: "secret",
    name: `Permissions plan ${SECRET_WORD}`,
    body: `The ${SECRET_WORD} quantum marmalade staff notes.`,
    category: "staff",
  },
];

export const COMMENTS = [
  { key: "jamsComment", on: "jams", body: "Cleaning the printer rollers fixed my jams." },
  { key: "quantumComment", on: "quantum", body: "Marmalade needs bitter Seville oranges." },
  {
    key: "secretComment",
    on: "secret",
    body: `Only staff read this ${SECRET_WORD} comment about marmalade.`,
  },
] as const;

export interface Corpus {
  lab: number;
  labFr: number;
  staff: number;
  ids: Record<string, number>;
}

async function userID(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}

async function addCategory(
  db: Db,
  values: { name: string; urlcode: string; description: string; parent: number },
) {
  const [row] = await db
    .insert(categories)
    .values({ ...values, parentCategoryID: values.parent, depth: values.parent === -1 ? 1 : 2 })
    .returning({ categoryID: categories.categoryID });
  if (!row) throw new Error("category not inserted");
  return row.categoryID;
}

export async function seedCorpus(db: Db): Promise<Corpus> {
  const community = await categoryIDByUrlcode(db, "community");
  const lab = await addCategory(db, {
    name: "Search Lab",
    urlcode: "search-lab",
    description: "Where the search tests write.",
    parent: -1,
  });
  const labFr = await addCategory(db, {
    name: "Labo de recherche",
    urlcode: "labo-recherche",
    description: "Les essais en français.",
    parent: community,
  });
  invalidateCategoryIndex(db);
  const staff = await categoryIDByUrlcode(db, "staff");
  const categoryOf = { lab, labFr, staff };
  const authors = { member: await userID(db, "member"), moderator: await userID(db, "moderator") };
  const ids: Record<string, number> = {};
  for (const post of POSTS) {
    const [row] = await db
      .insert(discussions)
      .values({
        name: post.name,
        body: post.body,
        categoryID: categoryOf[post.category],
        type: post.type ?? "discussion",
        insertUserID: authors[post.author ?? "member"],
        ...(post.date ? { dateInserted: new Date(post.date), dateLastComment: new Date(post.date) } : {}),
      })
      .returning({ discussionID: discussions.discussionID });
    if (!row) throw new Error("discussion not inserted");
    ids[post.key] = row.discussionID;
  }
  for (const comment of COMMENTS) {
    const discussionID = ids[comment.on] ?? 0;
    const [row] = await db
      .insert(comments)
      .values({ discussionID, body: comment.body, insertUserID: authors.member })
      .returning({ commentID: comments.commentID });
    ids[comment.key] = row?.commentID ?? 0;
  }
  const tagRows = await db
    .select()
    .from(tags)
    .where(inArray(tags.urlcode, ["tips", "beginner"]));
  const tagID = (name: string) => tagRows.find((tag) => tag.urlcode === name)?.tagID ?? 0;
  const tagged = POSTS.flatMap((post) =>
    (post.tags ?? []).map((tag) => ({ discussionID: ids[post.key] ?? 0, tagID: tagID(tag) })),
  );
  await db.insert(discussionTags).values(tagged);
  return { lab, labFr, staff, ids };
}
