// The signed webhook (docs/reference/integrations.md#webhook): a post is escalated by POSTing a JSON description of
// it and the form to the configured address, signed with the shared secret (webhook-signature.ts); the receiver's
// answer {id, url, status?} names the item it made. There is nothing to read back: a refresh only dates it.
import { msg } from "../../../lib/i18n/msg";
import type { ConfigValues } from "../config";
import { isRecord, isWebAddress, sendJson, unreadableAnswer } from "./outbound-http";
import type { ConfiguredIntegration, IntegrationDefinition, PostRecord } from "./types";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, webhookSignature } from "./webhook-signature";

export const WEBHOOK_CONFIG_KEYS = {
  enabled: "integrations.webhook.enabled",
  name: "integrations.webhook.name",
  url: "integrations.webhook.url",
  secret: "integrations.webhook.secret",
  writeableContentScope: "integrations.webhook.writeableContentScope",
} as const;

export const WEBHOOK_ATTACHMENT_TYPE = "webhook";
/** The name shown when the administrator gave none. */
const DEFAULT_NAME = msg("Webhook");

interface WebhookSettings {
  name: string;
  url: string;
  secret: string;
}

function settingsOf(values: ConfigValues): WebhookSettings | null {
  if (values[WEBHOOK_CONFIG_KEYS.enabled] !== true) return null;
  const url = String(values[WEBHOOK_CONFIG_KEYS.url] ?? "");
  const secret = String(values[WEBHOOK_CONFIG_KEYS.secret] ?? "");
  if (!isWebAddress(url) || secret === "") return null;
  return { name: String(values[WEBHOOK_CONFIG_KEYS.name] ?? "").trim(), url, secret };
}

/** What the receiver is sent (its documented shape). */
export function escalationPayload(post: PostRecord, form: Readonly<Record<string, string>>) {
  return {
    event: "escalation",
    post: {
      recordType: post.recordType,
      recordID: post.recordID,
      url: post.url,
      name: post.name,
      body: post.text,
      author: { userID: post.insertUserID, name: post.authorName },
    },
    form,
  };
}

function configured(settings: WebhookSettings, values: ConfigValues): ConfiguredIntegration {
  return {
    attachmentType: WEBHOOK_ATTACHMENT_TYPE,
    memberScope: values[WEBHOOK_CONFIG_KEYS.writeableContentScope] === "own" ? "own" : "staff",
    recordTypes: ["discussion", "comment"],
    describe: (t) => {
      const name = settings.name || t(DEFAULT_NAME);
      return {
        name,
        title: t("Send to {name}", { name }),
        label: t("Send to {name}", { name }),
        submitButton: t("Send"),
        externalIDLabel: t("Item"),
        logoIcon: "webhook",
        attachmentTypeIcon: "webhook",
        postSuccessMessage: t("The post was sent to {name}.", { name }),
      };
    },
    fields: [
      {
        name: "title",
        title: msg("Title"),
        inputType: "textBox",
        required: true,
        maxLength: 256,
        defaultFor: (post) => post.name.slice(0, 256),
      },
      {
        name: "note",
        title: msg("Note"),
        description: msg("What the other team should know, sent with the post."),
        inputType: "textArea",
        required: false,
        maxLength: 10_000,
        defaultFor: () => "",
      },
    ],
    async create(post, form) {
      const system = settings.name || DEFAULT_NAME;
      const body = JSON.stringify(escalationPayload(post, form));
      const answer = await sendJson({
        system,
        method: "POST",
        url: settings.url,
        body,
        headers: {
          "content-type": "application/json",
          "user-agent": "Quorum",
          [SIGNATURE_HEADER]: webhookSignature(settings.secret, body),
          [TIMESTAMP_HEADER]: String(Math.floor(Date.now() / 1000)),
        },
        secrets: [settings.secret],
      });
      const reply = answer.body;
      if (!isRecord(reply) || !isWebAddress(reply.url)) throw unreadableAnswer(system);
      const id = reply.id;
      if (!(typeof id === "string" && id.trim() !== "" && id.length <= 200) && !Number.isInteger(id)) {
        throw unreadableAnswer(system);
      }
      const status = typeof reply.status === "string" ? reply.status.slice(0, 100) : "";
      return { sourceID: String(id), sourceUrl: reply.url, status, metadata: [] };
    },
    refresh: async () => null,
  };
}

export const signedWebhook: IntegrationDefinition = {
  attachmentType: WEBHOOK_ATTACHMENT_TYPE,
  configKeys: Object.values(WEBHOOK_CONFIG_KEYS),
  configure(values) {
    const settings = settingsOf(values);
    return settings ? configured(settings, values) : null;
  },
};
