// GitHub Issues (docs/reference/integrations.md#github-issues): a post becomes an issue through the REST API
// (https://docs.github.com/en/rest/issues/issues: POST /repos/{owner}/{repo}/issues, GET …/issues/{number}), with
// a token as Bearer, the JSON media type and the API version GitHub documents; the issue's number, address, state
// and labels are kept, and read again on refresh.
import { msg } from "../../../lib/i18n/msg";
import type { AttachmentMetaItem } from "../../db/schema-attachments";
import type { ConfigValues } from "../config";
import { isRecord, isWebAddress, sendJson, unreadableAnswer } from "./outbound-http";
import { postBodyWithLink } from "./post-record";
import type { ConfiguredIntegration, ExternalItem, IntegrationDefinition, StoredAttachment } from "./types";

export const GITHUB_CONFIG_KEYS = {
  enabled: "integrations.github.enabled",
  apiUrl: "integrations.github.apiUrl",
  repository: "integrations.github.repository",
  token: "integrations.github.token",
  writeableContentScope: "integrations.github.writeableContentScope",
} as const;

export const GITHUB_ATTACHMENT_TYPE = "github-issue";
/** The REST API version these calls are written against (GitHub's X-GitHub-Api-Version header). */
export const GITHUB_API_VERSION = "2022-11-28";
// i18n-exempt: a product name
const SYSTEM = "GitHub";
const REPOSITORY_PATTERN = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/;
/** Metadata labels (catalogue keys, translated where the post shows them). */
const REPOSITORY_LABEL = msg("Repository");
const LABELS_LABEL = msg("Labels");

interface GitHubSettings {
  apiUrl: string;
  repository: string;
  token: string;
}

function settingsOf(values: ConfigValues): GitHubSettings | null {
  if (values[GITHUB_CONFIG_KEYS.enabled] !== true) return null;
  const apiUrl = String(values[GITHUB_CONFIG_KEYS.apiUrl] ?? "").replace(/\/+$/, "");
  const repository = String(values[GITHUB_CONFIG_KEYS.repository] ?? "");
  const token = String(values[GITHUB_CONFIG_KEYS.token] ?? "").trim();
  if (!isWebAddress(apiUrl) || !REPOSITORY_PATTERN.test(repository) || token === "") return null;
  return { apiUrl, repository, token };
}

function issuesUrl(settings: GitHubSettings, repository: string, number?: number): string {
  const [, owner = "", repo = ""] = REPOSITORY_PATTERN.exec(repository) ?? [];
  const base = `${settings.apiUrl}/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues`;
  return number === undefined ? base : `${base}/${number}`;
}

function headers(settings: GitHubSettings): Record<string, string> {
  return {
    accept: "application/vnd.github+json",
    authorization: `Bearer ${settings.token}`,
    "x-github-api-version": GITHUB_API_VERSION,
    // GitHub refuses requests without a User-Agent.
    "user-agent": "Quorum",
    "content-type": "application/json",
  };
}

function labelNames(labels: unknown): string[] {
  if (!Array.isArray(labels)) return [];
  return labels
    .map((label) => (typeof label === "string" ? label : isRecord(label) ? label.name : null))
    .filter((name): name is string => typeof name === "string" && name !== "");
}

/** The issue as kept on the post: #number, its page, its state, the repository and the labels. */
function issueItem(body: unknown, repository: string): ExternalItem {
  if (!isRecord(body)) throw unreadableAnswer(SYSTEM);
  const { number, html_url: htmlUrl, state } = body;
  if (!Number.isInteger(number) || !isWebAddress(htmlUrl) || typeof state !== "string") {
    throw unreadableAnswer(SYSTEM);
  }
  const metadata: AttachmentMetaItem[] = [{ labelCode: REPOSITORY_LABEL, value: repository }];
  const labels = labelNames(body.labels);
  if (labels.length > 0) metadata.push({ labelCode: LABELS_LABEL, value: labels.join(", ") });
  return { sourceID: `#${number}`, sourceUrl: htmlUrl, status: state, metadata };
}

/** The list a comma-separated labels field names (at most GitHub's 100). */
export function splitLabels(text: string): string[] {
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  return [...new Set(names)].slice(0, 100);
}

function configured(settings: GitHubSettings, values: ConfigValues): ConfiguredIntegration {
  const request = { system: SYSTEM, headers: headers(settings), secrets: [settings.token] };
  return {
    attachmentType: GITHUB_ATTACHMENT_TYPE,
    memberScope: values[GITHUB_CONFIG_KEYS.writeableContentScope] === "own" ? "own" : "staff",
    recordTypes: ["discussion", "comment"],
    describe: (t) => ({
      // i18n-exempt: a product name
      name: "GitHub Issues",
      title: t("Create a GitHub issue"),
      label: t("Create GitHub Issue"),
      submitButton: t("Create Issue"),
      externalIDLabel: t("Issue"),
      logoIcon: "github",
      attachmentTypeIcon: "issue",
      postSuccessMessage: t("The GitHub issue was created."),
    }),
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
        name: "body",
        title: msg("Description"),
        inputType: "textArea",
        required: false,
        maxLength: 60_000,
        defaultFor: (post) => postBodyWithLink(post, 60_000),
      },
      {
        name: "labels",
        title: msg("Labels"),
        description: msg("Separate labels with commas. Labels the repository lacks are created."),
        inputType: "commaList",
        required: false,
        maxLength: 1000,
        defaultFor: () => "",
      },
    ],
    async create(_post, form) {
      const labels = splitLabels(form.labels ?? "");
      const payload = {
        title: form.title ?? "",
        body: form.body ?? "",
        ...(labels.length ? { labels } : {}),
      };
      const answer = await sendJson({
        ...request,
        method: "POST",
        url: issuesUrl(settings, settings.repository),
        body: JSON.stringify(payload),
      });
      return issueItem(answer.body, settings.repository);
    },
    async refresh(stored: StoredAttachment) {
      // The repository the issue was made in, even if the setting changed since.
      const repository =
        stored.metadata.find((item) => item.labelCode === REPOSITORY_LABEL)?.value ?? settings.repository;
      const number = Number(stored.sourceID.replace(/^#/, ""));
      if (!REPOSITORY_PATTERN.test(repository) || !Number.isInteger(number) || number < 1) return null;
      const answer = await sendJson({
        ...request,
        method: "GET",
        url: issuesUrl(settings, repository, number),
      });
      return issueItem(answer.body, repository);
    },
  };
}

export const githubIssues: IntegrationDefinition = {
  attachmentType: GITHUB_ATTACHMENT_TYPE,
  configKeys: Object.values(GITHUB_CONFIG_KEYS),
  configure(values) {
    const settings = settingsOf(values);
    return settings ? configured(settings, values) : null;
  },
};
