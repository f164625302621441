// Helpers of the groups API tests (tests/api/groups*.test.ts): requests as a signed-in user or a guest, and a
// group made through POST /groups.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Group } from "../../../src/types/generated/api/group";
import { type TestApp, XRW } from "./app";

export type Send = (
  method: InjectOptions["method"],
  url: string,
  cookie?: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

export function sender(t: TestApp): Send {
  return (method, url, cookie, payload) => {
    const options: InjectOptions = {
      method,
      url: `/api/v2${url}`,
      headers: cookie ? { ...XRW, cookie } : { ...XRW },
    };
    if (payload) options.payload = payload;
    return t.app.inject(options);
  };
}

export async function makeGroup(
  send: Send,
  cookie: string,
  body: { name: string; privacy: "public" | "private" | "secret"; description?: string },
): Promise<Group> {
  const response = await send("POST", "/groups", cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Group>();
}

/** Starts a discussion and answers it in a group's category; returns the discussion's ID. */
export async function postInGroup(send: Send, cookie: string, group: Group, title: string): Promise<number> {
  const discussion = await send("POST", "/discussions", cookie, {
    name: title,
    body: `${title}: the body`,
    format: "markdown",
    categoryID: group.categoryID,
  });
  expect(discussion.statusCode, discussion.body).toBe(201);
  const { discussionID } = discussion.json<{ discussionID: number }>();
  const comment = await send("POST", "/comments", cookie, {
    discussionID,
    body: `${title}: a reply`,
    format: "markdown",
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return discussionID;
}
