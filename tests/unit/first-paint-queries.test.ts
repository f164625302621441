// What a server render fetches before its first pass (src/client/first-paint-queries.ts): every viewer's
// permissions; a member's integration catalogue; the reports flag only while the reports addon is on.
import { describe, expect, it } from "vitest";
import { firstPaintQueries } from "../../src/client/first-paint-queries";
import type { QuorumState } from "../../src/client/state";
import { GUEST_USER } from "../../src/layout/session";
import { makeCurrentUser } from "../factories";

function stateOf(signedIn: boolean, addons: string[]): QuorumState {
  return {
    site: { name: "Quorum", description: "", addons },
    currentUser: signedIn ? makeCurrentUser({ userID: 7 }) : GUEST_USER,
    status: 200,
  };
}

const keysOf = (state: QuorumState) =>
  firstPaintQueries(state).map((query) => JSON.stringify(query.queryKey));

describe("firstPaintQueries", () => {
  it("asks a guest's page for the permissions only", () => {
    expect(keysOf(stateOf(false, ["escalations"]))).toEqual(['["users","me","permissions"]']);
  });

  it("adds a member's integration catalogue, and the reports flag while the addon is on", () => {
    const withoutReports = keysOf(stateOf(true, ["reactions"]));
    expect(withoutReports).toEqual(['["users","me","permissions"]', '["attachments","catalog"]']);
    expect(keysOf(stateOf(true, ["escalations"]))).toEqual([
      ...withoutReports,
      '["config","featureFlags.escalations.Enabled"]',
    ]);
  });
});
