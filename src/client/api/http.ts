// The fetch wrapper every API call goes through: adds X-Requested-With, serialises query parameters, and turns
// error responses into ApiError (spec 000 §8 error body: message, description, errors grouped by field).
import type { ErrorBody } from "../../types/generated/api/error-body";

export const API_BASE = "/api/v2";

export class ApiError extends Error {
  readonly status: number;
  readonly description?: string;
  readonly errors?: ErrorBody["errors"];

  constructor(status: number, body: Partial<ErrorBody>) {
    super(
      body.message ||
        (status >= 500 ? "Something went wrong while contacting the server." : "Something went wrong."),
    );
    this.name = "ApiError";
    this.status = status;
    this.description = body.description;
    this.errors = body.errors;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Array<[string, QueryValue]>;
  body?: unknown;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of query ?? []) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Calls the API and returns its JSON body, typed by the caller from the endpoint's generated type. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(buildUrl(path, options.query), {
    method: options.method ?? "GET",
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
    signal: options.signal,
  });
  const body = await readJson(response);
  // Spec 000 §8 counts 408 as success too (a quirk of the original client); here a timeout is an error, since
  // its body is not the resource the caller expects.
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof body === "object" && body !== null ? (body as Partial<ErrorBody>) : {},
    );
  }
  return body as T;
}
