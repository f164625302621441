// @vitest-environment node
// The client's long-runner loop and cache updates: answers with a callbackPayload are continued until one comes
// without; progress adds up; cached lists change only for what succeeded.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyBulkChange, changedDiscussion, runToCompletion } from "../../../src/client/api/bulk";
import { type Discussion, discussionKeys } from "../../../src/client/api/discussions";

describe("runToCompletion", () => {
  it("continues through callback payloads and sums the progress", async () => {
    const seen: number[] = [];
    const payloads: string[] = [];
    const result = await runToCompletion(
      async () => ({
        progress: { successIDs: [1], failedIDs: [], exceptionsByID: {}, countTotalIDs: 3 },
        callbackPayload: "token-1",
      }),
      (progress) => seen.push(progress.successIDs.length + progress.failedIDs.length),
      async (payload) => {
        payloads.push(payload);
        return payload === "token-1"
          ? {
              progress: {
                successIDs: [],
                failedIDs: [2],
                exceptionsByID: { "2": { message: "No", status: 403 } },
              },
              callbackPayload: "token-2",
            }
          : { progress: { successIDs: [3], failedIDs: [], exceptionsByID: {} } };
      },
    );
    expect(payloads).toEqual(["token-1", "token-2"]);
    expect(seen).toEqual([1, 2, 3]);
    expect(result).toEqual({
      successIDs: [1, 3],
      failedIDs: [2],
      exceptionsByID: { "2": { message: "No", status: 403 } },
      total: 3,
    });
  });
});

describe("cache updates", () => {
  const one = {
    discussionID: 1,
    name: "A",
    categoryID: 5,
    closed: false,
    category: { categoryID: 5, name: "Old", url: "/o" },
  };
  const two = { discussionID: 2, name: "B", categoryID: 5, closed: false };
  const list = [one, two] as unknown as Discussion[];

  it("moves, closes and removes only the given discussions", () => {
    const moved = changedDiscussion(list[0] as Discussion, {
      kind: "move",
      ids: [1],
      category: { categoryID: 7, name: "New", url: "/n" },
    });
    expect(moved).toMatchObject({ categoryID: 7, category: { categoryID: 7, name: "New" } });
    expect(
      changedDiscussion(list[1] as Discussion, {
        kind: "move",
        ids: [1],
        category: { categoryID: 7, name: "New" },
      }),
    ).toBe(list[1]);
    expect(changedDiscussion(list[1] as Discussion, { kind: "close", ids: [2], closed: true })?.closed).toBe(
      true,
    );
    expect(changedDiscussion(list[0] as Discussion, { kind: "remove", ids: [1] })).toBeNull();
  });

  const PAGED_KEY = [...discussionKeys.lists(), "paged", 1];

  it("updates the cached discussion lists by key, leaves comments alone and refetches hydrated layouts", async () => {
    const client = new QueryClient();
    const comments = [{ commentID: 9, discussionID: 1, name: "not a discussion" }];
    client.setQueryData(discussionKeys.list([["limit", 30]]), list);
    // A paged list (a profile's discussions page by page) sits under the same prefix.
    client.setQueryData(PAGED_KEY, {
      items: list,
      page: 1,
      limit: 30,
      total: 2,
      hasNextPage: false,
    });
    client.setQueryData(["comments", "list"], comments);
    client.setQueryData(["layout", "lookup", "a"], { layout: [] });
    await applyBulkChange(client, { kind: "remove", ids: [1] });
    expect(
      client.getQueryData<Discussion[]>(discussionKeys.list([["limit", 30]]))?.map((d) => d.discussionID),
    ).toEqual([2]);
    expect(client.getQueryData(PAGED_KEY)).toMatchObject({ total: 1, items: [two] });
    expect(client.getQueryData(["comments", "list"])).toBe(comments);
    expect(client.getQueryState(["layout", "lookup", "a"])?.isInvalidated).toBe(true);
  });
});
