// The pure parts of the group pages (docs/reference/groups.md#pages): the Invite dialog's address list and result
// words, the groups list's state in the address, and the group form's checks and request body.
import { describe, expect, it } from "vitest";
import {
  checkGroupForm,
  EMPTY_GROUP_FORM,
  groupFormValues,
  groupInput,
} from "../../../src/client/groups/group-form";
import {
  INVITATION_STATUS_TEXTS,
  inviteeLabel,
  parseEmailList,
} from "../../../src/client/groups/invite-input";
import { groupsListSearch, readGroupsListState } from "../../../src/client/pages/groups/groups-list-state";
import { groupPostPath } from "../../../src/lib/group-paths";
import { makeGroup, makeInvitationResult } from "../../factories/groups";

const english = (key: string, values?: Record<string, unknown>) =>
  key.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ""));

describe("the Invite dialog's addresses", () => {
  it("splits on commas, semicolons, spaces and new lines, dropping duplicates whatever their case", () => {
    expect(parseEmailList(" ann@example.com, bob@example.org;\nANN@example.com  carl@example.net\n")).toEqual(
      {
        emails: ["ann@example.com", "bob@example.org", "carl@example.net"],
        invalid: [],
      },
    );
  });

  it("names what is not an address, and finds nothing in blank text", () => {
    expect(parseEmailList("ann@example.com, bob, carl@, @x.io")).toEqual({
      emails: ["ann@example.com"],
      invalid: ["bob", "carl@", "@x.io"],
    });
    expect(parseEmailList(" \n , ")).toEqual({ emails: [], invalid: [] });
  });

  it("labels each result by the member's name, else the address, and has words for every status", () => {
    expect(makeInvitationResult().invitees.map(inviteeLabel)).toEqual([
      "liam_obrien",
      "friend@example.com",
      "member",
    ]);
    expect(Object.keys(INVITATION_STATUS_TEXTS).sort()).toEqual(
      ["alreadyInvited", "alreadyMember", "banned", "invalidEmail", "invited", "self", "unknownUser"].sort(),
    );
  });
});

describe("the groups list's address", () => {
  it("reads the tab, the search and the page, with defaults for anything else", () => {
    expect(readGroupsListState(new URLSearchParams("filter=mine&query=runners&page=3"), true)).toEqual({
      filter: "mine",
      query: "runners",
      page: 3,
    });
    expect(readGroupsListState(new URLSearchParams("filter=other&page=-2"), true)).toEqual({
      filter: "all",
      query: "",
      page: 1,
    });
  });

  it("gives a guest the All groups tab whatever the address says", () => {
    expect(readGroupsListState(new URLSearchParams("filter=mine"), false).filter).toBe("all");
  });

  it("writes only what differs from the defaults, and reads back what it wrote", () => {
    expect(groupsListSearch({ filter: "all", query: " ", page: 1 })).toBe("");
    const search = groupsListSearch({ filter: "mine", query: "trail runners", page: 2 });
    expect(search).toBe("?filter=mine&query=trail+runners&page=2");
    expect(readGroupsListState(new URLSearchParams(search), true)).toEqual({
      filter: "mine",
      query: "trail runners",
      page: 2,
    });
  });
});

describe("the group form", () => {
  it("needs a name of at most 100 characters and a description of at most 2000", () => {
    expect(checkGroupForm({ ...EMPTY_GROUP_FORM, name: "  " }, english)).toEqual({
      name: ["Give the group a name."],
    });
    const long = checkGroupForm(
      { ...EMPTY_GROUP_FORM, name: "x".repeat(101), description: "y".repeat(2001) },
      english,
    );
    expect(long).toEqual({
      name: ["The name can be at most 100 characters long."],
      description: ["The description can be at most 2000 characters long."],
    });
    expect(checkGroupForm({ ...EMPTY_GROUP_FORM, name: "Trail Runners" }, english)).toEqual({});
  });

  it("sends the trimmed values, and no image as null; a group's values read back into the form", () => {
    const group = makeGroup({ groupID: 4, iconUrl: "/media/icon.png" });
    const values = groupFormValues(group);
    expect(values).toEqual({
      name: group.name,
      description: group.description,
      privacy: "public",
      iconUrl: "/media/icon.png",
      bannerUrl: "",
    });
    expect(groupInput({ ...values, name: "  Hill Runners ", privacy: "secret" })).toEqual({
      name: "Hill Runners",
      description: group.description,
      privacy: "secret",
      iconUrl: "/media/icon.png",
      bannerUrl: null,
    });
  });

  it("posts into a group through the social-groups post path", () => {
    expect(groupPostPath(12)).toBe("/post/discussion/social-groups?groupid=12");
  });
});
