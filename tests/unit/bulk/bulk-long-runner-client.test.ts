// The client's long-runner loop and cache updates: answers with a callbackPayload are continued until one comes
// without; progress adds up; cached lists change only for what succeeded.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { runToCompletion } from "../../../src/client/bulk/bulk-api";
import { applyChange, applyToCachedLists } from "../../../src/client/bulk/cache-updates";

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
  const layout = {
    layout: [
      {
        $reactProps: {
          discussions: [
            {
              discussionID: 1,
              name: "A",
              categoryID: 5,
              closed: false,
              category: { categoryID: 5, name: "Old", url: "/o" },
            },
            { discussionID: 2, name: "B", categoryID: 5, closed: false },
          ],
        },
      },
    ],
    comments: [{ commentID: 9, discussionID: 1, name: "not a discussion" }],
  };

  it("moves, closes and removes only the given discussions, leaving comments alone", () => {
    const moved = applyChange(layout, {
      kind: "move",
      ids: [1],
      category: { categoryID: 7, name: "New", url: "/n" },
    }) as typeof layout;
    expect(moved.layout[0]?.$reactProps.discussions[0]).toMatchObject({
      categoryID: 7,
      category: { categoryID: 7, name: "New" },
    });
    expect(moved.layout[0]?.$reactProps.discussions[1]).toBe(layout.layout[0]?.$reactProps.discussions[1]);
    expect(moved.comments).toBe(layout.comments);

    const closed = applyChange(layout, { kind: "close", ids: [2], closed: true }) as typeof layout;
    expect(closed.layout[0]?.$reactProps.discussions[1]?.closed).toBe(true);

    const removed = applyChange(layout, { kind: "remove", ids: [1] }) as typeof layout;
    expect(removed.layout[0]?.$reactProps.discussions.map((d) => d.discussionID)).toEqual([2]);
    expect(removed.comments).toHaveLength(1);
    expect(applyChange(layout, { kind: "remove", ids: [99] })).toBe(layout);
  });

  it("updates every cached query holding the discussions", () => {
    const client = new QueryClient();
    client.setQueryData(["layout", "lookup", "a"], layout);
    client.setQueryData(["discussions", "list"], [{ discussionID: 1, name: "A", categoryID: 5 }]);
    applyToCachedLists(client, { kind: "remove", ids: [1] });
    expect(client.getQueryData(["discussions", "list"])).toEqual([]);
    expect(
      (client.getQueryData(["layout", "lookup", "a"]) as typeof layout).layout[0]?.$reactProps.discussions,
    ).toHaveLength(1);
  });
});
