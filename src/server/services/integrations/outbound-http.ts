// The one way integrations talk to other systems (docs/reference/integrations.md#failures): a JSON request with a
// deadline (10 s, QUORUM_INTEGRATION_TIMEOUT_MS), an answer of at most 1 MB, and every failure — no connection, the
// deadline, an error status, an answer too large or unreadable — an IntegrationFailure, which the API answers 502
// with the system's name and its own explanation (never a secret).
import { msg } from "../../../lib/i18n/msg";
import { ApiError } from "../../http/errors";

const DEFAULT_TIMEOUT_MS = 10_000;
export const MAX_ANSWER_BYTES = 1024 * 1024;
/** How much of the other system's own explanation is quoted. */
const DETAIL_MAX_CHARS = 200;

export function integrationTimeoutMs(): number {
  const fromEnv = Number(process.env.QUORUM_INTEGRATION_TIMEOUT_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_TIMEOUT_MS;
}

/** A failure of the other system, as the API answers it: 502 with the spec's error body. */
export class IntegrationFailure extends ApiError {
  constructor(message: string, values: Record<string, string | number>, description?: string) {
    super(502, message, { values, ...(description ? { description } : {}) });
    this.name = "IntegrationFailure";
  }
}

export interface OutboundRequest {
  /** The other system's name, for messages. */
  system: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  /** The raw JSON text sent (signed as is by the webhook). */
  body?: string;
  /** Texts blanked out of anything quoted from the answer (tokens). */
  secrets?: readonly string[];
}

export interface OutboundAnswer {
  status: number;
  body: unknown;
}

function redact(text: string, secrets: readonly string[]): string {
  return secrets.filter(Boolean).reduce((out, secret) => out.split(secret).join("[secret]"), text);
}

/** The system's own words in an error answer: a JSON body's message (GitHub's shape), else the start of the text. */
function explanation(text: string, secrets: readonly string[]): string {
  let detail = text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) detail = String(parsed.message);
  } catch {
    // Not JSON: the text itself.
  }
  const clean = redact(detail, secrets).replace(/\s+/g, " ").trim();
  return clean.length > DETAIL_MAX_CHARS ? `${clean.slice(0, DETAIL_MAX_CHARS)}…` : clean;
}

async function readCapped(response: Response, system: string): Promise<string> {
  const tooLarge = () =>
    new IntegrationFailure(msg("{system} sent an answer larger than {size} MB."), {
      system,
      size: MAX_ANSWER_BYTES / 1024 / 1024,
    });
  if (Number(response.headers.get("content-length") ?? 0) > MAX_ANSWER_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function transportFailure(error: unknown, system: string, timeoutMs: number): IntegrationFailure {
  if (error instanceof IntegrationFailure) return error;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new IntegrationFailure(msg("{system} did not answer within {seconds} seconds."), {
      system,
      seconds: Math.round(timeoutMs / 100) / 10,
    });
  }
  return new IntegrationFailure(msg("{system} could not be reached."), { system });
}

/** Sends the request; the answer's JSON for a 2xx, an IntegrationFailure for anything else. */
export async function sendJson(request: OutboundRequest): Promise<OutboundAnswer> {
  const { system, secrets = [] } = request;
  const timeoutMs = integrationTimeoutMs();
  let status: number;
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await readCapped(response, system);
  } catch (error) {
    throw transportFailure(error, system, timeoutMs);
  }
  if (status < 200 || status >= 300) {
    const said = explanation(text, secrets);
    throw new IntegrationFailure(
      msg("{system} refused the request ({status})."),
      { system, status, said },
      said ? msg("It said: {said}") : undefined,
    );
  }
  try {
    return { status, body: text === "" ? null : JSON.parse(text) };
  } catch {
    throw unreadableAnswer(system);
  }
}

/** A 2xx whose body does not have the documented shape. */
export function unreadableAnswer(system: string): IntegrationFailure {
  return new IntegrationFailure(msg("{system} sent an answer Quorum could not read."), { system });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An address a post may link to: http(s) only. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 2000) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}
