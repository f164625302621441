// @vitest-environment node
// The placeholder users of spec 000 §3 (docs/reference/errors.md#users): a deleted account shows as 'Deleted User',
// an id naming no account as 'Unknown User', a record naming no user as 'Removed User'; each carries its kind, so
// pages show the name in the reader's language.
import { describe, expect, it } from "vitest";
import { userDisplayName } from "../../src/lib/placeholder-users";
import { toUserFragment } from "../../src/server/services/user-presenters";
import { userFragmentOf } from "../../src/server/services/users-batch";

const row = {
  userID: 5,
  name: "ana",
  photoUrl: "/media/ana.png",
  dateLastActive: null,
  title: "Moderator",
  banned: 0,
  deleted: false,
};

const french = (key: string) =>
  ({ "Deleted User": "Utilisateur supprimé", "Removed User": "Utilisateur retiré" })[key] ?? key;

describe("placeholder users", () => {
  it("shows a deleted account as 'Deleted User', without photo or title", () => {
    const fragment = toUserFragment({ ...row, deleted: true });
    expect(fragment).toMatchObject({ userID: 5, name: "Deleted User", photoUrl: "", placeholder: "deleted" });
    expect(fragment.title).toBeUndefined();
    expect(userDisplayName(fragment, french)).toBe("Utilisateur supprimé");
  });

  it("names an id without an account 'Unknown User', and a record without a user 'Removed User'", () => {
    const loaded = new Map([[5, toUserFragment(row)]]);
    expect(userFragmentOf(loaded, 5)).toMatchObject({ name: "ana" });
    expect(userFragmentOf(loaded, 5).placeholder).toBeUndefined();
    expect(userFragmentOf(loaded, 9)).toMatchObject({
      userID: 9,
      name: "Unknown User",
      placeholder: "unknown",
    });
    expect(userFragmentOf(loaded, null)).toMatchObject({
      userID: 0,
      name: "Removed User",
      placeholder: "removed",
    });
    expect(userFragmentOf(loaded, 0).placeholder).toBe("removed");
    expect(userDisplayName(userFragmentOf(loaded, null), french)).toBe("Utilisateur retiré");
  });

  it("shows a real member by the name they chose, even one that reads like a placeholder", () => {
    expect(userDisplayName({ name: "Deleted User" }, french)).toBe("Deleted User");
  });
});
