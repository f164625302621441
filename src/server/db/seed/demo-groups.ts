// The demo's groups (docs/reference/groups.md#demo): a public "Trail Runners" that `member` belongs to, a private
// "Beta Testers" with a pending request to join, and a secret "Moderators' Lounge" the moderator leads, each with a
// few members and two discussions. Made last, through the same insert as POST /groups (group-category.ts), with
// their counters recounted here, so the rest of the demo keeps its IDs.
import { eq } from "drizzle-orm";
import { loadCategoryIndex } from "../../services/category-index";
import { insertGroupWithCategory } from "../../services/groups/group-category";
import { addMember } from "../../services/groups/members";
import { recountCategories, recountDiscussion, recountUsers } from "../../services/moderation/recount";
import type { Db, Tx } from "../client";
import { comments, discussions } from "../schema";
import { groupApplications, groups } from "../schema-groups";
import type { BaseSeed } from "./base";

const DAY_MS = 24 * 3_600_000;

interface DemoPost {
  author: string;
  name: string;
  body: string;
  replies: { author: string; body: string }[];
}

interface DemoGroup {
  name: string;
  description: string;
  privacy: "public" | "private" | "secret";
  leader: string;
  members: string[];
  /** Asked to join and not answered yet. */
  applicants?: { name: string; reason: string }[];
  posts: [DemoPost, DemoPost];
}

const DEMO_GROUPS: readonly DemoGroup[] = [
  {
    name: "Trail Runners",
    description: "Members who run the hills together: routes, races and gear.",
    privacy: "public",
    leader: "MariaGarcia",
    members: ["member", "kenji.tanaka", "liam_obrien", "Sofía"],
    posts: [
      {
        author: "MariaGarcia",
        name: "Sunday long run: the ridge loop",
        body: "Twenty-two kilometres and 900 m of climbing. We start at 7 from the car park by the old mill.",
        replies: [
          { author: "member", body: "Count me in. Is the creek crossing passable after the rain?" },
          { author: "kenji.tanaka", body: "It was fine on Thursday, shoes get wet though." },
        ],
      },
      {
        author: "liam_obrien",
        name: "Which shoes for muddy trails?",
        body: "My road shoes slide everywhere. What do you wear when the paths turn to mud?",
        replies: [
          { author: "Sofía", body: "Deep lugs and a snug heel. Mine are two seasons old and still grip." },
        ],
      },
    ],
  },
  {
    name: "Beta Testers",
    description: "Try the next release first and tell the team what breaks.",
    privacy: "private",
    leader: "kenji.tanaka",
    members: ["priya.sharma", "chen.wei"],
    applicants: [{ name: "oliver_smith", reason: "I test every release at work anyway." }],
    posts: [
      {
        author: "kenji.tanaka",
        name: "Release candidate 3 is ready to try",
        body: "The new editor toolbar and the faster search are in. Please report anything odd in this thread.",
        replies: [
          {
            author: "priya.sharma",
            body: "Search is much faster here. The toolbar overlaps on narrow screens.",
          },
        ],
      },
      {
        author: "chen.wei",
        name: "Crash when pasting a table",
        body: "Pasting a table from a spreadsheet into a reply freezes the tab. Steps below.",
        replies: [{ author: "kenji.tanaka", body: "Reproduced, thanks. A fix is on its way for RC 4." }],
      },
    ],
  },
  {
    name: "Moderators' Lounge",
    description: "Where the moderators talk shop.",
    privacy: "secret",
    leader: "moderator",
    members: ["admin"],
    posts: [
      {
        author: "moderator",
        name: "Holiday cover for the queue",
        body: "Who can watch the report queue over the holidays? Two shifts a day should do.",
        replies: [{ author: "admin", body: "I take the mornings of the first week." }],
      },
      {
        author: "admin",
        name: "Draft of the new posting guidelines",
        body: "A first draft is ready. Comments before we publish it to everyone, please.",
        replies: [{ author: "moderator", body: "Looks good. The part on self-promotion could be shorter." }],
      },
    ],
  },
];

function userID(base: BaseSeed, name: string): number {
  const id = base.userIDs.get(name);
  if (id === undefined) throw new Error(`The demo has no user ${name}.`);
  return id;
}

async function seedPosts(
  tx: Tx,
  base: BaseSeed,
  categoryID: number,
  posts: readonly DemoPost[],
  start: Date,
) {
  const authors: number[] = [];
  for (const [index, post] of posts.entries()) {
    const date = new Date(start.getTime() + index * 2 * DAY_MS);
    const insertUserID = userID(base, post.author);
    const [row] = await tx
      .insert(discussions)
      .values({
        categoryID,
        name: post.name,
        body: post.body,
        format: "markdown",
        insertUserID,
        dateInserted: date,
      })
      .returning({ discussionID: discussions.discussionID });
    const discussionID = row?.discussionID ?? 0;
    await tx.insert(comments).values(
      post.replies.map((reply, at) => ({
        discussionID,
        body: reply.body,
        format: "markdown",
        insertUserID: userID(base, reply.author),
        dateInserted: new Date(date.getTime() + (at + 1) * 3_600_000),
      })),
    );
    await recountDiscussion(tx, discussionID);
    authors.push(insertUserID, ...post.replies.map((reply) => userID(base, reply.author)));
  }
  return authors;
}

/** After the rest of the demo, its sequences already past every explicit ID (seed/demo.ts). */
export async function seedDemoGroups(db: Db, base: BaseSeed, now: Date): Promise<void> {
  const tx = db as unknown as Tx; // the seed's transaction, typed as the database (seed/demo.ts)
  const authors: number[] = [];
  const categoryIDs: number[] = [];
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const created = new Date(now.getTime() - (60 - index * 5) * DAY_MS);
    const groupID = await insertGroupWithCategory(tx, {
      name: group.name,
      description: group.description,
      privacy: group.privacy,
      iconUrl: null,
      bannerUrl: null,
      insertUserID: userID(base, group.leader),
      dateInserted: created,
    });
    for (const name of group.members) await addMember(tx, groupID, userID(base, name));
    for (const applicant of group.applicants ?? []) {
      await tx
        .insert(groupApplications)
        .values({ groupID, userID: userID(base, applicant.name), reason: applicant.reason });
    }
    const [row] = await tx
      .select({ categoryID: groups.categoryID })
      .from(groups)
      .where(eq(groups.groupID, groupID));
    const categoryID = row?.categoryID ?? 0;
    categoryIDs.push(categoryID);
    authors.push(
      ...(await seedPosts(tx, base, categoryID, group.posts, new Date(created.getTime() + DAY_MS))),
    );
  }
  await recountCategories(tx, await loadCategoryIndex(db), categoryIDs);
  await recountUsers(tx, authors);
}
