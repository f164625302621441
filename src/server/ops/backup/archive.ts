// The archive file: a gzipped tar (node-tar) of manifest.json, tables/<schema>.<table>.jsonl and media/<path>.
// It is written beside its final name and renamed into place once complete, so a crash never leaves a file that
// looks like a backup.
import { rename, rm, symlink } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { MANIFEST_FILE, type Manifest } from "./manifest";

/**
 * Packs the staging dir's manifest and tables, and the manifest's media files from `mediaDir` (reached through a
 * link in the staging dir, so they are read in place, not copied first).
 */
export async function writeArchive(
  file: string,
  staging: string,
  mediaDir: string,
  manifest: Manifest,
): Promise<void> {
  if (manifest.media.length > 0) await symlink(mediaDir, path.join(staging, "media"), "dir");
  const entries = [
    MANIFEST_FILE,
    ...manifest.tables.map((table) => table.file),
    ...manifest.media.map((media) => `media/${media.path}`),
  ];
  const partial = `${file}.partial`;
  try {
    await tar.create({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, entries);
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

const ARCHIVE_PATH =
  /^(manifest\.json|tables\/[A-Za-z0-9_.]+\.jsonl|media(\/[A-Za-z0-9._-]+)+|tables|media)\/?$/;

/** Unpacks an archive into `dir`: only regular files and folders at the paths a backup writes. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  let refused: string | undefined;
  await tar.extract({
    file,
    cwd: dir,
    strict: true,
    filter: (entryPath, entry) => {
      const type = "type" in entry ? entry.type : "File";
      const allowed = ARCHIVE_PATH.test(entryPath) && (type === "File" || type === "Directory");
      if (!allowed) refused ??= entryPath;
      return allowed;
    },
  });
  if (refused !== undefined)
    throw new Error(`The archive holds "${refused}", which no Quorum backup writes: refusing to restore it.`);
}
