// A loopback stand-in for the two GitHub REST calls the GitHub Issues integration makes
// (https://docs.github.com/en/rest/issues/issues): POST /repos/{owner}/{repo}/issues and
// GET /repos/{owner}/{repo}/issues/{issue_number}, with GitHub's answers and error shapes. It checks what GitHub
// documents a client must send — a Bearer token, the JSON media type, a supported X-GitHub-Api-Version and a
// User-Agent — and lets a test close an issue or change its labels, as someone on GitHub would.
//   In-process: startFakeGitHubServer({ port?, token? }).
//   Standalone: npx tsx tests/support/fake-github-server.ts [--port 5056] [--token TOKEN]
//     prints "listening <url>"; the controls are then reachable over HTTP under /__fake/ (see handleControl).
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { parseBody, readBody } from "./http-body";

export const FAKE_GITHUB_TOKEN = "ghp_fakeQuorumToken0123456789";
const API_VERSION = "2022-11-28";
const DOCS = "https://docs.github.com/rest/issues/issues";

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: IncomingHttpHeaders;
}

interface Label {
  id: number;
  name: string;
  color: string;
  default: boolean;
  description: string | null;
}

export interface FakeIssue {
  number: number;
  repository: string;
  title: string;
  body: string | null;
  state: "open" | "closed";
  state_reason: "completed" | "not_planned" | "reopened" | null;
  labels: Label[];
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

export interface FakeGitHubServer {
  url: string;
  token: string;
  requests: RecordedRequest[];
  /** Every issue created, by "owner/repo#number". */
  issues: Map<string, FakeIssue>;
  /** Closes an issue, as a maintainer would on GitHub. */
  closeIssue(repository: string, number: number, reason?: "completed" | "not_planned"): void;
  /** Replaces an issue's labels. */
  setLabels(repository: string, number: number, labels: string[]): void;
  /** The next n API calls answer `status` in GitHub's error shape. */
  failNext(n: number, status: number): void;
  /** The next n API calls never answer (until the client gives up or the server closes). */
  hangNext(n: number): void;
  reset(): void;
  close(): Promise<void>;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface State {
  token: string;
  baseUrl: string;
  requests: RecordedRequest[];
  issues: Map<string, FakeIssue>;
  nextNumber: Map<string, number>;
  nextLabelID: number;
  failures: number[];
  hangs: number;
}

const STATUS_MESSAGES: Record<number, string> = {
  401: "Bad credentials",
  403: "Forbidden",
  404: "Not Found",
  410: "Issues are disabled for this repo",
  422: "Validation Failed",
  500: "Server Error",
  503: "Service Unavailable",
};

const issueKey = (repository: string, number: number) => `${repository}#${number}`;

function error(
  status: number,
  message = STATUS_MESSAGES[status] ?? `Error ${status}`,
  extra: object = {},
): Reply {
  return { status, body: { message, documentation_url: DOCS, status: String(status), ...extra } };
}

function makeLabel(state: State, name: string): Label {
  return { id: state.nextLabelID++, name, color: "ededed", default: false, description: null };
}

/** An issue as GitHub's REST API answers it (the fields the integration reads, and the usual others). */
function issueResource(state: State, issue: FakeIssue) {
  const api = `${state.baseUrl}/repos/${issue.repository}`;
  return {
    id: 1_000_000 + issue.number,
    node_id: `I_fake${issue.number}`,
    url: `${api}/issues/${issue.number}`,
    repository_url: api,
    html_url: `${state.baseUrl}/${issue.repository}/issues/${issue.number}`,
    number: issue.number,
    state: issue.state,
    state_reason: issue.state_reason,
    title: issue.title,
    body: issue.body,
    user: { login: "quorum-bot", id: 1, type: "Bot" },
    labels: issue.labels.map((label) => ({
      ...label,
      node_id: `LA_fake${label.id}`,
      url: `${api}/labels/${encodeURIComponent(label.name)}`,
    })),
    locked: false,
    comments: 0,
    created_at: issue.created_at,
    updated_at: issue.updated_at,
    closed_at: issue.closed_at,
  };
}

/** What GitHub requires of every call: the token, a known API version, the JSON media type, a User-Agent. */
function checkHeaders(state: State, headers: IncomingHttpHeaders): Reply | null {
  if (!headers["user-agent"]) {
    return error(
      403,
      "Request forbidden by administrative rules. Please make sure your request has a User-Agent header",
    );
  }
  if (headers.authorization !== `Bearer ${state.token}`) return error(401);
  const version = headers["x-github-api-version"];
  if (version !== API_VERSION) return error(400, `API version ${String(version)} is not supported.`);
  if (!String(headers.accept ?? "").includes("application/vnd.github+json")) {
    return error(415, "Unsupported 'Accept' header: expected application/vnd.github+json");
  }
  return null;
}

function createIssue(state: State, repository: string, body: unknown): Reply {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return error(400, "Problems parsing JSON");
  const input = body as { title?: unknown; body?: unknown; labels?: unknown };
  if (typeof input.title !== "string" || input.title === "") {
    return error(422, undefined, { errors: [{ resource: "Issue", code: "missing_field", field: "title" }] });
  }
  const labels = input.labels ?? [];
  if (!Array.isArray(labels) || !labels.every((label) => typeof label === "string")) {
    return error(422, undefined, { errors: [{ resource: "Issue", code: "invalid", field: "labels" }] });
  }
  const number = state.nextNumber.get(repository) ?? 1;
  state.nextNumber.set(repository, number + 1);
  const now = new Date().toISOString();
  const issue: FakeIssue = {
    number,
    repository,
    title: input.title,
    body: typeof input.body === "string" ? input.body : null,
    state: "open",
    state_reason: null,
    labels: labels.map((name) => makeLabel(state, name)),
    created_at: now,
    updated_at: now,
    closed_at: null,
  };
  state.issues.set(issueKey(repository, number), issue);
  const resource = issueResource(state, issue);
  return { status: 201, body: resource, headers: { location: resource.url } };
}

function apiReply(state: State, request: RecordedRequest): Reply | null {
  if (state.hangs > 0) {
    state.hangs--;
    return null;
  }
  const failure = state.failures.shift();
  if (failure !== undefined) return error(failure);
  const refused = checkHeaders(state, request.headers);
  if (refused) return refused;
  const match = /^\/repos\/([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)\/issues(?:\/(\d+))?$/.exec(request.path);
  if (!match) return error(404);
  const repository = `${match[1]}/${match[2]}`;
  if (match[3] === undefined) {
    return request.method === "POST" ? createIssue(state, repository, request.body) : error(404);
  }
  if (request.method !== "GET") return error(404);
  const issue = state.issues.get(issueKey(repository, Number(match[3])));
  return issue ? { status: 200, body: issueResource(state, issue) } : error(404);
}

function findIssue(state: State, repository: string, number: number): FakeIssue {
  const issue = state.issues.get(issueKey(repository, number));
  if (!issue) throw new Error(`No issue ${issueKey(repository, number)} on the fake GitHub.`);
  return issue;
}

function closeIssue(state: State, repository: string, number: number, reason: "completed" | "not_planned") {
  const issue = findIssue(state, repository, number);
  const now = new Date().toISOString();
  Object.assign(issue, { state: "closed", state_reason: reason, closed_at: now, updated_at: now });
}

function setLabels(state: State, repository: string, number: number, labels: string[]) {
  const issue = findIssue(state, repository, number);
  issue.labels = labels.map((name) => makeLabel(state, name));
  issue.updated_at = new Date().toISOString();
}

function resetState(state: State) {
  state.requests.length = 0;
  state.issues.clear();
  state.nextNumber.clear();
  state.failures.length = 0;
  state.hangs = 0;
}

// Test controls over HTTP, for a standalone server: POST /__fake/close {repository, number, reason?},
// POST /__fake/labels {repository, number, labels}, POST /__fake/fail {n, status}, POST /__fake/hang {n},
// POST /__fake/reset, GET /__fake/requests, GET /__fake/issues.
function handleControl(state: State, request: RecordedRequest): Reply {
  const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as {
    repository?: string;
    number?: number;
    reason?: "completed" | "not_planned";
    labels?: string[];
    n?: number;
    status?: number;
  };
  try {
    switch (request.path) {
      case "/__fake/close":
        closeIssue(state, String(body.repository), Number(body.number), body.reason ?? "completed");
        return { status: 204, body: null };
      case "/__fake/labels":
        setLabels(state, String(body.repository), Number(body.number), body.labels ?? []);
        return { status: 204, body: null };
      case "/__fake/fail":
        for (let i = 0; i < (body.n ?? 1); i++) state.failures.push(body.status ?? 500);
        return { status: 204, body: null };
      case "/__fake/hang":
        state.hangs += body.n ?? 1;
        return { status: 204, body: null };
      case "/__fake/reset":
        resetState(state);
        return { status: 204, body: null };
      case "/__fake/requests":
        return { status: 200, body: state.requests.filter((r) => !r.path.startsWith("/__fake/")) };
      case "/__fake/issues":
        return { status: 200, body: [...state.issues.values()].map((issue) => issueResource(state, issue)) };
      default:
        return { status: 404, body: { message: "Unknown control." } };
    }
  } catch (problem) {
    return { status: 404, body: { message: problem instanceof Error ? problem.message : String(problem) } };
  }
}

function send(response: ServerResponse, reply: Reply) {
  const payload = reply.body === null ? "" : JSON.stringify(reply.body);
  const type = payload === "" ? {} : { "content-type": "application/json; charset=utf-8" };
  response.writeHead(reply.status, {
    ...type,
    "x-github-api-version-selected": API_VERSION,
    ...reply.headers,
  });
  response.end(payload);
}

async function handle(state: State, message: IncomingMessage, response: ServerResponse) {
  const url = new URL(message.url ?? "/", "http://fake.invalid");
  const request: RecordedRequest = {
    method: message.method ?? "GET",
    path: url.pathname,
    body: parseBody(await readBody(message)),
    headers: message.headers,
  };
  state.requests.push(request);
  if (request.path.startsWith("/__fake/")) return send(response, handleControl(state, request));
  const reply = apiReply(state, request);
  if (reply) send(response, reply);
}

export async function startFakeGitHubServer(
  options: { port?: number; token?: string } = {},
): Promise<FakeGitHubServer> {
  const state: State = {
    token: options.token ?? FAKE_GITHUB_TOKEN,
    baseUrl: "",
    requests: [],
    issues: new Map(),
    nextNumber: new Map(),
    nextLabelID: 1,
    failures: [],
    hangs: 0,
  };
  const server = http.createServer((message, response) => {
    handle(state, message, response).catch(() => send(response, error(500)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  return {
    url: state.baseUrl,
    token: state.token,
    requests: state.requests,
    issues: state.issues,
    closeIssue: (repository, number, reason = "completed") => closeIssue(state, repository, number, reason),
    setLabels: (repository, number, labels) => setLabels(state, repository, number, labels),
    failNext: (n, status) => {
      for (let i = 0; i < n; i++) state.failures.push(status);
    },
    hangNext: (n) => {
      state.hangs += n;
    },
    reset: () => resetState(state),
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests hold their sockets open; server.close alone would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isMainModule(): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(import.meta.url);
}

async function main() {
  const { values } = parseArgs({ options: { port: { type: "string" }, token: { type: "string" } } });
  const server = await startFakeGitHubServer({
    port: values.port === undefined ? undefined : Number(values.port),
    token: values.token,
  });
  console.log(`listening ${server.url}`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (isMainModule()) void main();
