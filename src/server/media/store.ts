// Uploaded media on disk and in the media table: files live under the media dir (<data dir>/media by default) with
// a random name, so a stored key can be neither guessed nor chosen by the uploader.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Media } from "../../types/generated/api/media";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import type { ImageInfo } from "./image-info";

/** Stored keys: 32 hex characters and one of the extensions readImageInfo hands out. */
export const STORAGE_KEY_PATTERN = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export const MEDIA_URL_PREFIX = "/media/";

/** The uploader's file name, as a label only: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, extension: string): string {
  const base = path.basename((name ?? "").replaceAll("\\", "/"));
  const printable = [...base].filter((char) => char >= " " && char !== "\u007f").join("");
  const clean = printable.trim().slice(0, 200);
  return clean === "" ? `upload.${extension}` : clean;
}

/** Writes the file, then its row; a failed insert removes the file again, so nothing is left half-stored. */
export async function storeMedia(
  db: Db,
  dir: string,
  upload: { bytes: Buffer; name: string; info: ImageInfo },
  userID: number,
): Promise<Media> {
  const storageKey = `${randomBytes(16).toString("hex")}.${upload.info.extension}`;
  const file = path.join(dir, storageKey);
  await mkdir(dir, { recursive: true });
  await writeFile(file, upload.bytes, { flag: "wx" });
  try {
    const [row] = await db
      .insert(media)
      .values({
        name: upload.name,
        type: upload.info.type,
        size: upload.bytes.length,
        width: upload.info.width,
        height: upload.info.height,
        storageKey,
        insertUserID: userID,
      })
      .returning();
    if (!row) throw new Error("The media insert returned no row.");
    return {
      mediaID: row.mediaID,
      url: `${MEDIA_URL_PREFIX}${row.storageKey}`,
      name: row.name,
      type: upload.info.type,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
