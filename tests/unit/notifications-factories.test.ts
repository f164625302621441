// @vitest-environment node
// The notification and conversation factories answer exactly what the API's schemas describe, the same every time.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import addFormats from "ajv-formats";
import { beforeEach, describe, expect, it } from "vitest";
import {
  makeConversation,
  makeConversationMessage,
  makeConversations,
  makeNotifications,
  resetFactories,
} from "../factories";

const apiDir = path.resolve(import.meta.dirname, "../../schemas/api");
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const file of readdirSync(apiDir).filter((name) => name.endsWith(".schema.json"))) {
  ajv.addSchema(JSON.parse(readFileSync(path.join(apiDir, file), "utf8")));
}

function schemaErrors(schemaFile: string, value: unknown): unknown[] {
  const validate = ajv.getSchema(`https://quorum.local/schemas/api/${schemaFile}`);
  if (!validate) throw new Error(`No schema ${schemaFile}`);
  return validate(value) ? [] : (validate.errors ?? []);
}

beforeEach(() => resetFactories());

describe("activity factories", () => {
  it("match the API schemas", () => {
    for (const item of makeNotifications(12))
      expect(schemaErrors("notification.schema.json", item)).toEqual([]);
    for (const item of makeConversations(6))
      expect(schemaErrors("conversation.schema.json", item)).toEqual([]);
    expect(schemaErrors("conversation-message.schema.json", makeConversationMessage())).toEqual([]);
  });

  it("are deterministic, newest first, with some read and some unread", () => {
    expect(makeNotifications(6)).toEqual(makeNotifications(6));
    expect(makeConversation({ conversationID: 3 })).toEqual(makeConversation({ conversationID: 3 }));
    const list = makeNotifications(6);
    expect(list.map((n) => n.notificationID)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(new Set(list.map((n) => n.read))).toEqual(new Set([true, false]));
    const dates = list.map((n) => Date.parse(n.dateInserted));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const conversations = makeConversations(4);
    expect(conversations.some((c) => c.countUnread > 0)).toBe(true);
    expect(conversations.every((c) => c.participants.some((p) => p.userID === 1))).toBe(true);
  });
});
