// The API client's conventions (docs/reference/api-conventions.md#request-headers,
// docs/reference/errors.md#status-codes), one rule per test: X-Requested-With, 408 as success, JSON error bodies with
// field-grouped errors, proxy HTML error pages, the challenge reload and the default messages.
import { afterEach, describe, expect, it, vi } from "vitest";
import { enterAuditLogContext } from "../../src/client/api/audit-context";
import {
  DEFAULT_ERROR_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  groupFieldErrors,
  HTML_ERROR_MESSAGE,
  isSuccessStatus,
} from "../../src/client/api/error-response";
import {
  ApiError,
  apiRequest,
  errorMessage,
  NO_RESPONSE_STATUS,
  pageEffects,
} from "../../src/client/api/http";

function answer(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    // Response refuses a body for 204/304; those never carry one here.
    return new Response(status === 204 ? null : body, { status, headers });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  answer(status, JSON.stringify(body), { "content-type": "application/json", ...headers });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("The call succeeded.");
}

const CLOUDFLARE_5XX = `<!DOCTYPE html>
<html lang="en-US"><head><title>forum.example | 522: Connection timed out</title></head>
<body><div id="cf-wrapper"><header>
<h1 class="inline-block md:block mr-2 md:mb-2 font-light text-60 md:text-3xl text-black-dark leading-tight">
  <span class="inline-block">Connection timed out</span>
  <span class="code-label">Error code 522</span>
</h1></header>
<div class="cf-error-footer"><p>
<span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8a1b2c3d4e5f6071</strong></span>
</p></div></div></body></html>`;

const CLOUDFLARE_1XXX = `<!DOCTYPE html><html><head><title>Attention Required! | Cloudflare</title></head><body>
<h1><span class="cf-error-type" data-translate="error">Error</span><span class="cf-error-code">1020</span></h1>
<h2 class="cf-subheadline" data-translate="error_desc">Access denied</h2>
<span class="cf-footer-item">Cloudflare Ray ID: <strong>7f00aa11bb22cc33</strong></span></body></html>`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("requests", () => {
  it("sends X-Requested-With and the query under /api/v2", async () => {
    const fetchMock = jsonAnswer(200, { ok: true });
    await apiRequest("/discussions", {
      query: [
        ["limit", 5],
        ["skip", undefined],
        ["sort", "-score"],
      ],
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v2/discussions?limit=5&sort=-score");
    expect(new Headers(init?.headers).get("X-Requested-With")).toBe("XMLHttpRequest");
  });

  it("returns the JSON body of a success", async () => {
    jsonAnswer(201, { discussionID: 7 });
    expect(await apiRequest("/discussions", { method: "POST", body: { name: "x" } })).toEqual({
      discussionID: 7,
    });
  });

  it("returns undefined for an empty success", async () => {
    answer(204, "");
    expect(await apiRequest("/discussions/1", { method: "DELETE" })).toBeUndefined();
  });
});

describe("408 counts as success", () => {
  it("classifies statuses: below 400 and 408 succeed, the rest fail", () => {
    expect([200, 204, 302, 399, 408].map(isSuccessStatus)).toEqual([true, true, true, true, true]);
    expect([400, 403, 404, 407, 409, 500, 503].map(isSuccessStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("resolves a 408 answer instead of throwing", async () => {
    jsonAnswer(408, { message: "Request Timeout" });
    await expect(apiRequest("/tick", { method: "POST", body: { path: "/" } })).resolves.toEqual({
      message: "Request Timeout",
    });
  });

  it("still throws for 407 and 409", async () => {
    jsonAnswer(409, { message: "Saved by someone else." });
    expect((await failure(apiRequest("/layouts/1"))).status).toBe(409);
  });
});

describe("JSON error bodies", () => {
  it("keeps message, description, errors, actionButton and trace", async () => {
    jsonAnswer(422, {
      message: "The discussion is not valid.",
      status: 422,
      description: "Fix the fields below.",
      errors: { name: [{ field: "name", code: "required", message: "Name is required." }] },
      actionButton: { url: "/entry/signin", label: "Sign In", target: "_self" },
      trace: "at handler (routes/discussions.ts:10)",
    });
    const error = await failure(apiRequest("/discussions", { method: "POST", body: {} }));
    expect(error.status).toBe(422);
    expect(error.message).toBe("The discussion is not valid.");
    expect(error.description).toBe("Fix the fields below.");
    expect(error.errors).toEqual({
      name: [{ field: "name", code: "required", message: "Name is required." }],
    });
    expect(error.actionButton).toEqual({ url: "/entry/signin", label: "Sign In", target: "_self" });
    expect(error.trace).toBe("at handler (routes/discussions.ts:10)");
  });

  it("groups a flat list of field errors by field", () => {
    expect(
      groupFieldErrors([
        { field: "name", code: "required", message: "Name is required." },
        { field: "body", code: "maxLength", message: "Body is too long." },
        { field: "name", code: "maxLength", message: "Name is too long." },
      ]),
    ).toEqual({
      name: [
        { field: "name", code: "required", message: "Name is required." },
        { field: "name", code: "maxLength", message: "Name is too long." },
      ],
      body: [{ field: "body", code: "maxLength", message: "Body is too long." }],
    });
  });

  it("groups by the key an error is listed under, and accepts bare message strings", () => {
    expect(
      groupFieldErrors({
        "values.title": "Too long.",
        email: [{ message: "Taken.", code: "taken" }, { nonsense: true }],
      }),
    ).toEqual({
      "values.title": [{ field: "values.title", code: "invalid", message: "Too long." }],
      email: [{ field: "email", code: "taken", message: "Taken." }],
    });
    expect(groupFieldErrors({})).toBeUndefined();
    expect(groupFieldErrors("nope")).toBeUndefined();
  });

  it("groups a flat list answered by the server", async () => {
    jsonAnswer(400, { errors: [{ field: "limit", code: "maximum", message: "limit must be <= 100" }] });
    const error = await failure(apiRequest("/discussions"));
    expect(Object.keys(error.errors ?? {})).toEqual(["limit"]);
  });

  it("ignores an actionButton without url or label", async () => {
    jsonAnswer(403, { message: "No.", actionButton: { url: "/x" } });
    expect((await failure(apiRequest("/x"))).actionButton).toBeUndefined();
  });
});

describe("default messages", () => {
  it("says 'Something went wrong while contacting the server.' when the body has no message", async () => {
    jsonAnswer(500, {});
    expect((await failure(apiRequest("/discussions"))).message).toBe(DEFAULT_ERROR_MESSAGE);
    expect(DEFAULT_ERROR_MESSAGE).toBe("Something went wrong while contacting the server.");
  });

  it("uses the default message for a 4xx without body too", async () => {
    answer(400, "");
    expect((await failure(apiRequest("/discussions"))).message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("lets the first field error stand in for a missing message", async () => {
    jsonAnswer(422, {
      errors: { email: [{ field: "email", code: "taken", message: "That email is taken." }] },
    });
    expect((await failure(apiRequest("/users", { method: "POST", body: {} }))).message).toBe(
      "That email is taken.",
    );
  });

  it("turns an unreachable server into an ApiError with the default message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await failure(apiRequest("/discussions"));
    expect(error.status).toBe(NO_RESPONSE_STATUS);
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it("rethrows a cancelled call as it is", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new DOMException("The operation was aborted.", "AbortError");
      }),
    );
    await expect(apiRequest("/discussions")).rejects.toMatchObject({ name: "AbortError" });
  });

  it("falls back to 'Something went wrong.' for failures that are not API errors", () => {
    expect(errorMessage(new TypeError("x is undefined"))).toBe(GENERIC_ERROR_MESSAGE);
    expect(GENERIC_ERROR_MESSAGE).toBe("Something went wrong.");
    expect(errorMessage(new ApiError(404, { message: "Discussion not found." }))).toBe(
      "Discussion not found.",
    );
  });
});

describe("HTML error pages", () => {
  it("reads a proxy's 5xx page: headline as message, code and ray id as description", async () => {
    answer(522, CLOUDFLARE_5XX, { "content-type": "text/html; charset=UTF-8" });
    const error = await failure(apiRequest("/discussions"));
    expect(error.status).toBe(522);
    expect(error.message).toBe("Connection timed out");
    expect(error.description).toBe("Error code 522. Ray ID: 8a1b2c3d4e5f6071");
  });

  it("reads a 1xxx page by its subheadline", async () => {
    answer(403, CLOUDFLARE_1XXX, { "content-type": "text/html" });
    const error = await failure(apiRequest("/discussions"));
    expect(error.message).toBe("Access denied");
    expect(error.description).toBe("1020. Ray ID: 7f00aa11bb22cc33");
  });

  it("says 'An Error has Occured' when the page has no headline", async () => {
    answer(502, "<html><body><p>Bad gateway</p></body></html>", { "content-type": "text/html" });
    const error = await failure(apiRequest("/discussions"));
    expect(error.message).toBe(HTML_ERROR_MESSAGE);
    expect(HTML_ERROR_MESSAGE).toBe("An Error has Occured");
    expect(error.description).toBeUndefined();
  });

  it("recognises an HTML page a proxy labelled as plain text", async () => {
    answer(503, "<!DOCTYPE html><html><head><title>Service Unavailable</title></head></html>");
    expect((await failure(apiRequest("/discussions"))).message).toBe("Service Unavailable");
  });
});

describe("challenge mitigation", () => {
  it("reloads the page when the proxy asks for a challenge", async () => {
    const reload = vi.spyOn(pageEffects, "reload").mockImplementation(() => undefined);
    answer(403, CLOUDFLARE_1XXX, { "content-type": "text/html", "cf-mitigated": "challenge" });
    await failure(apiRequest("/discussions"));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload for other failures", async () => {
    const reload = vi.spyOn(pageEffects, "reload").mockImplementation(() => undefined);
    answer(403, CLOUDFLARE_1XXX, { "content-type": "text/html" });
    await failure(apiRequest("/discussions"));
    expect(reload).not.toHaveBeenCalled();
  });
});

describe("audit-log context", () => {
  it("adds the parent audit headers to changes made inside it, never to reads, and stops when left", async () => {
    const fetchMock = jsonAnswer(200, {});
    const leave = enterAuditLogContext({
      requestPath: "/dashboard/users",
      requestMethod: "GET",
      requestQuery: "?query=ann&page=2",
      parentAuditLogID: 41,
    });
    await apiRequest("/users/7", { method: "PATCH", body: { banned: 1 } });
    await apiRequest("/users");
    leave();
    await apiRequest("/users/7", { method: "DELETE" });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers));
    expect(sent[0]?.get("X-Parent-Audit-Log-Request-Path")).toBe("/dashboard/users");
    expect(sent[0]?.get("X-Parent-Audit-Log-Request-Method")).toBe("GET");
    expect(sent[0]?.get("X-Parent-Audit-Log-Request-Query")).toBe("query=ann&page=2");
    expect(sent[0]?.get("X-Parent-Audit-Log-Id")).toBe("41");
    expect(sent[1]?.has("X-Parent-Audit-Log-Request-Path")).toBe(false);
    expect(sent[2]?.has("X-Parent-Audit-Log-Request-Path")).toBe(false);
  });

  it("a context left late does not end a newer page's context", async () => {
    const fetchMock = jsonAnswer(200, {});
    const leaveOld = enterAuditLogContext({
      requestPath: "/dashboard/roles",
      requestMethod: "GET",
      requestQuery: "",
    });
    const leaveNew = enterAuditLogContext({
      requestPath: "/dashboard/users",
      requestMethod: "GET",
      requestQuery: "",
    });
    leaveOld();
    await apiRequest("/roles/3", { method: "DELETE" });
    leaveNew();
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get("X-Parent-Audit-Log-Request-Path")).toBe("/dashboard/users");
  });
});
