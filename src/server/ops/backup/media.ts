// Uploaded media files (<QUORUM_DATA_DIR>/media, media/config.ts): listed with their sha256 into the manifest, checked
// against it in the archive before a restore touches anything, and again once copied into the target's media dir.
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, rename, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MediaEntry } from "./manifest";

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every file under `dir`, as "/"-separated paths relative to it; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

export async function listMedia(dir: string): Promise<MediaEntry[]> {
  const media: MediaEntry[] = [];
  for (const file of await filesUnder(dir)) {
    const full = path.join(dir, file);
    media.push({ path: file, bytes: (await stat(full)).size, sha256: await sha256File(full) });
  }
  return media;
}

/** The entries whose file under `dir` is missing or differs; each with what is wrong. */
export async function checkMedia(dir: string, entries: MediaEntry[]): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.path);
    const size = await stat(full).then(
      (found) => found.size,
      () => null,
    );
    if (size === null) problems.push(`media/${entry.path}: missing`);
    else if (size !== entry.bytes || (await sha256File(full)) !== entry.sha256)
      problems.push(`media/${entry.path}: content differs from the manifest's sha256`);
  }
  return problems;
}

/** Moves the listed files from `from` into `to` (copies across file systems). */
export async function moveMedia(from: string, to: string, entries: MediaEntry[]): Promise<void> {
  for (const entry of entries) {
    const source = path.join(from, entry.path);
    const target = path.join(to, entry.path);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(source, target).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== "EXDEV") throw error;
      await copyFile(source, target);
    });
  }
}
