// The archive's table of contents (manifest.json): which Quorum schema the rows fit (the migrations applied and the
// job queue's version), each table's file, row count and sha256, where each sequence stood, and each media file's
// size and sha256. A restore reads nothing an unchecked manifest names (docs/reference/operations.md).
import { Ajv, type SchemaObject } from "ajv";
import type { AppliedMigration } from "./catalog";

export const MANIFEST_FILE = "manifest.json";
const FORMAT = "quorum-backup";
const FORMAT_VERSION = 1;

export interface TableEntry {
  name: string;
  /** Path in the archive: tables/<schema>.<table>.jsonl, one JSON row per line. */
  file: string;
  rows: number;
  sha256: string;
}

export interface SequenceEntry {
  /** "schema.table.column" the sequence numbers. */
  column: string;
  /** Its last value handed out, or null when it never handed one out. */
  lastValue: string | null;
}

export interface MediaEntry {
  /** Path under the media dir, "/"-separated. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: string;
  formatVersion: number;
  createdAt: string;
  /** The engine the backup was taken from: "pglite" or "postgres", and its version string. */
  source: { engine: string; version: string };
  migrations: AppliedMigration[];
  /** The newest migration's tag (the migrations folder's file name), for people. */
  latestMigration: string | null;
  jobQueueVersion: number | null;
  tables: TableEntry[];
  sequences: SequenceEntry[];
  media: MediaEntry[];
}

export function newManifest(fields: Omit<Manifest, "format" | "formatVersion" | "createdAt">): Manifest {
  return { format: FORMAT, formatVersion: FORMAT_VERSION, createdAt: new Date().toISOString(), ...fields };
}

const SHA256 = { type: "string", pattern: "^[0-9a-f]{64}$" } as const;
/** Relative, "/"-separated, no "." or ".." segment: nothing outside the folder it is read into. */
const SAFE_PATH = "^(?!.*(^|/)\\.{1,2}(/|$))[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*$";

const schema: SchemaObject = {
  type: "object",
  required: [
    "format",
    "formatVersion",
    "createdAt",
    "source",
    "migrations",
    "latestMigration",
    "jobQueueVersion",
    "tables",
    "sequences",
    "media",
  ],
  properties: {
    format: { type: "string", const: FORMAT },
    formatVersion: { type: "integer" },
    createdAt: { type: "string" },
    source: {
      type: "object",
      required: ["engine", "version"],
      properties: { engine: { type: "string" }, version: { type: "string" } },
    },
    migrations: {
      type: "array",
      items: {
        type: "object",
        required: ["hash", "createdAt"],
        properties: { hash: { type: "string" }, createdAt: { type: "string" } },
      },
    },
    latestMigration: { type: "string", nullable: true },
    jobQueueVersion: { type: "integer", nullable: true },
    tables: {
      type: "array",
      items: {
        type: "object",
        required: ["name", "file", "rows", "sha256"],
        properties: {
          name: { type: "string", pattern: "^[A-Za-z0-9_]+\\.[A-Za-z0-9_]+$" },
          file: { type: "string", pattern: "^tables/[A-Za-z0-9_.]+\\.jsonl$" },
          rows: { type: "integer", minimum: 0 },
          sha256: SHA256,
        },
      },
    },
    sequences: {
      type: "array",
      items: {
        type: "object",
        required: ["column", "lastValue"],
        properties: {
          column: { type: "string" },
          lastValue: { type: "string", nullable: true, pattern: "^-?[0-9]+$" },
        },
      },
    },
    media: {
      type: "array",
      items: {
        type: "object",
        required: ["path", "bytes", "sha256"],
        properties: {
          path: { type: "string", pattern: SAFE_PATH },
          bytes: { type: "integer", minimum: 0 },
          sha256: SHA256,
        },
      },
    },
  },
};

const validate = new Ajv({ allErrors: true }).compile<Manifest>(schema);

/** The manifest in `text`, or an error saying what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(
      "The archive's manifest.json is not JSON: this is not a Quorum backup, or it is damaged.",
    );
  }
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message}`);
    throw new Error(`The archive's manifest.json is not a Quorum backup manifest: ${problems.join("; ")}`);
  }
  if (value.formatVersion !== FORMAT_VERSION)
    throw new Error(
      `The archive is in backup format ${value.formatVersion}; this version of Quorum reads format ${FORMAT_VERSION}.`,
    );
  return value;
}
