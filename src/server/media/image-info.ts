// What an uploaded file really is, from its bytes (never from the name or the client's Content-Type): PNG, JPEG,
// GIF or WebP, with the pixel size read from the image header. Anything else, SVG included (it can carry
// scripts), is not an image we accept.

export type ImageType = "image/png" | "image/jpeg" | "image/gif" | "image/webp";

export interface ImageInfo {
  type: ImageType;
  /** The file extension media are stored under. */
  extension: "png" | "jpg" | "gif" | "webp";
  width: number;
  height: number;
}

const ascii = (bytes: Buffer, start: number, length: number) =>
  bytes.subarray(start, start + length).toString("latin1");

function png(bytes: Buffer): ImageInfo | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  // The first chunk is always IHDR: width and height, big-endian, right after its type.
  if (ascii(bytes, 12, 4) !== "IHDR") return null;
  return {
    type: "image/png",
    extension: "png",
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

function gif(bytes: Buffer): ImageInfo | null {
  const header = ascii(bytes, 0, 6);
  if (bytes.length < 10 || (header !== "GIF87a" && header !== "GIF89a")) return null;
  return { type: "image/gif", extension: "gif", width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

/** Start-of-frame markers (baseline, progressive, lossless…): they carry the frame's size. */
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let offset = 2;
  // Walk the segments until the first frame header; each segment is FF <marker> <big-endian length incl. itself>.
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame header
    const length = bytes.readUInt16BE(offset + 2);
    if (SOF_MARKERS.has(marker)) {
      if (offset + 9 > bytes.length) return null;
      const height = bytes.readUInt16BE(offset + 5);
      const width = bytes.readUInt16BE(offset + 7);
      return { type: "image/jpeg", extension: "jpg", width, height };
    }
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webp(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const chunk = ascii(bytes, 12, 4);
  const info = (width: number, height: number): ImageInfo => ({
    type: "image/webp",
    extension: "webp",
    width,
    height,
  });
  if (chunk === "VP8 ") {
    // Lossy: a key frame's start code, then 14-bit width and height (the top 2 bits are scaling).
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return info(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === "VP8L") {
    // Lossless: signature 0x2f, then width-1 and height-1 as 14-bit fields, little-endian bit order.
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return info((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8X") {
    // Extended: canvas width-1 and height-1 as 24-bit little-endian numbers.
    return info(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1);
  }
  return null;
}

/** PNG's own limit (2^31 - 1), which is also what the media table's integer columns hold. */
const MAX_DIMENSION = 2_147_483_647;
const plausible = (size: number) => size > 0 && size <= MAX_DIMENSION;

/** The image the bytes hold, or null when they are not a PNG, JPEG, GIF or WebP with a readable size. */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  const info = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes);
  return info && plausible(info.width) && plausible(info.height) ? info : null;
}

/** The Content-Type a stored media file is served with, from its extension (chosen from the sniffed type). */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, ImageType>> = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
};
