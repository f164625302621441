// The groups' part of the permission matrix (tests/api/support/permission-matrix.ts): a private and a secret group the
// administrator leads, each holding a discussion and a comment whose texts (and the secret group's name) are secrets
// no guest or member may read by any route; members to remove and promote, a request to deny, an invitation to the
// member and one to an outside address, two spare groups to delete, and the rows walking every group route.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { groupApplications } from "../../../src/server/db/schema-groups";
import { signInvitationToken } from "../../../src/server/services/groups/invitation-token";
import { addMember } from "../../../src/server/services/groups/members";
import { type TestApp, XRW } from "./app";
import { userIDByName } from "./data";
import type { MatrixEnv, Row, Who } from "./permission-matrix";

export const GROUP_SECRET = {
  secretGroup: "Hidden circle zq17",
  privateDiscussion: "Private group roadmap zq17",
  privateComment: "Private group reply zq17",
  secretDiscussion: "Secret group agenda zq17",
  secretComment: "Secret group minutes zq17",
} as const;

export interface GroupMatrixIDs {
  privateGroup: number;
  secretGroup: number;
  privateDiscussion: number;
  secretDiscussion: number;
  secretComment: number;
  /** A member of the private group a leader removes, one a leader promotes, one asking to join. */
  removable: number;
  promotable: number;
  applicant: number;
  /** The member's invitation to the private group, and the emailed one's token. */
  memberInvitation: number;
  emailToken: string;
  spareGroups: [number, number];
}

async function created<T>(pending: Promise<LightMyRequestResponse>, what: string): Promise<T> {
  const response = await pending;
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

export async function createGroupMatrixRecords(
  t: TestApp,
  admin: string | undefined,
): Promise<GroupMatrixIDs> {
  const { db } = t.database;
  const send = (method: InjectOptions["method"], url: string, payload: object) =>
    t.app.inject({ method, url: `/api/v2${url}`, headers: { ...XRW, cookie: admin ?? "" }, payload });
  const group = (name: string, privacy: string) =>
    created<{ groupID: number; categoryID: number }>(send("POST", "/groups", { name, privacy }), name);
  const thread = async (categoryID: number, title: string, reply: string) => {
    const discussion = await created<{ discussionID: number }>(
      send("POST", "/discussions", { name: title, body: `${title}: body`, format: "markdown", categoryID }),
      title,
    );
    const comment = await created<{ commentID: number }>(
      send("POST", "/comments", { discussionID: discussion.discussionID, body: reply, format: "markdown" }),
      reply,
    );
    return { discussionID: discussion.discussionID, commentID: comment.commentID };
  };
  const privateGroup = await group("Matrix private group", "private");
  const secretGroup = await group(GROUP_SECRET.secretGroup, "secret");
  const privateThread = await thread(
    privateGroup.categoryID,
    GROUP_SECRET.privateDiscussion,
    GROUP_SECRET.privateComment,
  );
  const secretThread = await thread(
    secretGroup.categoryID,
    GROUP_SECRET.secretDiscussion,
    GROUP_SECRET.secretComment,
  );
  const removable = await userIDByName(db, "liam_obrien");
  const promotable = await userIDByName(db, "chen.wei");
  const applicant = await userIDByName(db, "Sofía");
  await db.transaction(async (tx) => {
    await addMember(tx, privateGroup.groupID, removable);
    await addMember(tx, privateGroup.groupID, promotable);
  });
  await db
    .insert(groupApplications)
    .values({ groupID: privateGroup.groupID, userID: applicant, reason: "Matrix" });
  const invited = await created<{ invitees: { invitationID?: number }[] }>(
    send("POST", `/groups/${privateGroup.groupID}/invitations`, {
      userIDs: [await userIDByName(db, "member")],
      emails: ["matrix-invitee@outside.example"],
    }),
    "invitations",
  );
  const spare = [await group("Spare group 1", "public"), await group("Spare group 2", "public")];
  return {
    privateGroup: privateGroup.groupID,
    secretGroup: secretGroup.groupID,
    privateDiscussion: privateThread.discussionID,
    secretDiscussion: secretThread.discussionID,
    secretComment: secretThread.commentID,
    removable,
    promotable,
    applicant,
    memberInvitation: invited.invitees[0]?.invitationID ?? 0,
    emailToken: await signInvitationToken(db, invited.invitees[1]?.invitationID ?? 0),
    spareGroups: [spare[0]?.groupID ?? 0, spare[1]?.groupID ?? 0],
  };
}

const EVERYONE: Row["expected"] = [200, 200, 200, 200];
const STAFF_ONLY: Row["expected"] = [404, 404, 200, 200];
const LEADERS: Row["expected"] = [401, 403, 200, 200];

const g = (e: MatrixEnv) => e.ids.groups;
const privateGroup = (e: MatrixEnv) => `/api/v2/groups/${g(e).privateGroup}`;
const secretGroup = (e: MatrixEnv) => `/api/v2/groups/${g(e).secretGroup}`;
const spareFor = (e: MatrixEnv, who: Who) => g(e).spareGroups[who === "admin" ? 1 : 0];

export const GROUP_READS: Row[] = [
  { route: "GET /api/v2/groups", url: () => "/api/v2/groups", expected: EVERYONE, showsStaff: "secretGroup" },
  {
    route: "GET /api/v2/groups",
    note: "searched by the secret group's word",
    url: () => "/api/v2/groups?query=zq17&filter=all",
    expected: EVERYONE,
    showsStaff: "secretGroup",
  },
  { route: "GET /api/v2/groups/:id", url: privateGroup, expected: EVERYONE },
  {
    route: "GET /api/v2/groups/:id",
    note: "secret",
    url: secretGroup,
    expected: STAFF_ONLY,
    showsStaff: "secretGroup",
  },
  { route: "GET /api/v2/groups/:id/members", url: (e) => `${privateGroup(e)}/members`, expected: LEADERS },
  {
    route: "GET /api/v2/groups/:id/members",
    note: "secret",
    url: (e) => `${secretGroup(e)}/members`,
    expected: STAFF_ONLY,
  },
  {
    route: "GET /api/v2/groups/:id/applicants",
    url: (e) => `${privateGroup(e)}/applicants`,
    expected: LEADERS,
  },
  {
    route: "GET /api/v2/groups/invitations/by-token",
    url: (e) => `/api/v2/groups/invitations/by-token?token=${g(e).emailToken}`,
    expected: EVERYONE,
  },
  {
    route: "GET /api/v2/groups/invitations/by-token",
    note: "a forged token",
    url: () => "/api/v2/groups/invitations/by-token?token=1-AAAAAAAAAAAAAAAAAAAAAA",
    expected: [404, 404, 404, 404],
  },
  // The groups' content goes where their category's does: nowhere a non-member of a private or secret group reads.
  {
    route: "GET /api/v2/discussions/:id",
    note: "the private group's",
    url: (e) => `/api/v2/discussions/${g(e).privateDiscussion}?expand=all`,
    expected: STAFF_ONLY,
    showsStaff: "privateDiscussion",
  },
  {
    route: "GET /api/v2/discussions/:id",
    note: "the secret group's",
    url: (e) => `/api/v2/discussions/${g(e).secretDiscussion}?expand=all`,
    expected: STAFF_ONLY,
    showsStaff: "secretDiscussion",
  },
  {
    route: "GET /api/v2/comments",
    note: "the secret group's",
    url: (e) => `/api/v2/comments?discussionID=${g(e).secretDiscussion}`,
    expected: STAFF_ONLY,
    showsStaff: "secretComment",
  },
  {
    route: "GET /api/v2/comments/:id",
    note: "the secret group's",
    url: (e) => `/api/v2/comments/${g(e).secretComment}`,
    expected: STAFF_ONLY,
    showsStaff: "secretComment",
  },
  {
    route: "GET /api/v2/search",
    note: "groups",
    url: () => "/api/v2/search?query=zq17&recordTypes=group,discussion,comment,category,place",
    expected: EVERYONE,
    showsStaff: "secretGroup",
  },
];

export const GROUP_WRITES: Row[] = [
  {
    route: "POST /api/v2/groups",
    url: () => "/api/v2/groups",
    payload: (_, who) => ({ name: `Matrix ${who}'s group`, privacy: "public" }),
    expected: [401, 201, 201, 201],
  },
  {
    route: "PATCH /api/v2/groups/:id",
    url: privateGroup,
    payload: () => ({ description: "Changed by the matrix." }),
    expected: LEADERS,
  },
  {
    route: "PATCH /api/v2/groups/:id",
    note: "secret",
    url: secretGroup,
    payload: () => ({ description: "Changed by the matrix." }),
    expected: STAFF_ONLY,
    showsStaff: "secretGroup",
  },
  {
    route: "POST /api/v2/groups/:id/join",
    note: "secret: the administrator leads it already",
    url: (e) => `${secretGroup(e)}/join`,
    expected: [404, 404, 200, 409],
  },
  {
    route: "PATCH /api/v2/groups/:id/members/:userID",
    url: (e) => `${privateGroup(e)}/members/${g(e).promotable}`,
    payload: () => ({ role: "leader" }),
    expected: LEADERS,
  },
  {
    route: "DELETE /api/v2/groups/:id/members/:userID",
    url: (e) => `${privateGroup(e)}/members/${g(e).removable}`,
    // The moderator removes them: gone by the time the administrator asks.
    expected: [401, 403, 204, 404],
  },
  {
    route: "PATCH /api/v2/groups/:id/applicants/:userID",
    url: (e) => `${privateGroup(e)}/applicants/${g(e).applicant}`,
    payload: () => ({ status: "denied" }),
    expected: [401, 403, 204, 404],
  },
  {
    route: "POST /api/v2/groups/:id/invitations",
    url: (e) => `${privateGroup(e)}/invitations`,
    payload: () => ({ emails: ["another@outside.example"] }),
    expected: [401, 403, 201, 201],
  },
  {
    route: "POST /api/v2/groups/:id/invitations",
    note: "secret",
    url: (e) => `${secretGroup(e)}/invitations`,
    payload: () => ({ emails: ["another@outside.example"] }),
    expected: [404, 404, 201, 201],
  },
  {
    route: "POST /api/v2/groups/invitations/:invitationID/decline",
    url: (e) => `/api/v2/groups/invitations/${g(e).memberInvitation}/decline`,
    // The member's own invitation: only they may decline it (once).
    expected: [401, 204, 404, 404],
  },
  {
    route: "DELETE /api/v2/groups/:id",
    url: (e, who) => `/api/v2/groups/${spareFor(e, who)}`,
    expected: [401, 403, 204, 204],
  },
];
