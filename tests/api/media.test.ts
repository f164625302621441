// POST /media and GET /media/{key}: images only, typed by their bytes, sized from their headers, under the upload
// rules of docs/reference/errors.md#uploads (upload.maxSize, default 5 MB; upload.allowedExtensions, compared without
// case), stored under the media dir, served with their type, nosniff and a long cache. Refusals store nothing.
// Members upload (their profile photos) with uploads.add; site managers always may.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFileSize } from "../../src/lib/format-file-size";
import { media, rolePermissions, users } from "../../src/server/db/schema";
import type { ErrorBody } from "../../src/types/generated/api/error-body";
import type { Media } from "../../src/types/generated/api/media";
import { createTestApp, get, json, signIn, type TestApp, XRW } from "./support/app";

let t: TestApp;
let mediaDir = "";
let admin: string;
let member: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(os.tmpdir(), "quorum-media-test-"));
  t = await createTestApp({ mediaDir });
  admin = await signIn(t.app, "admin");
  member = await signIn(t.app, "member");
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

// Images built byte by byte as their formats specify (no image library needed).

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A complete, valid PNG: width × height, 8-bit grey, all black. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(rows)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A JPEG's header: SOI, a JFIF APP0 segment, then a baseline (SOF0) or progressive (SOF2) frame header. */
function jpeg(width: number, height: number, frameMarker = 0xc0): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([0xff, frameMarker, 0x00, 0x0b, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A GIF: header, logical screen descriptor, trailer. */
function gif(width: number, height: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  return Buffer.concat([Buffer.from("GIF89a", "latin1"), screen, Buffer.from([0x3b])]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  const body = Buffer.concat([Buffer.from(`WEBP${chunk}`, "latin1"), size, data]);
  const total = Buffer.alloc(4);
  total.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from("RIFF", "latin1"), total, body]);
}

function webpLossy(width: number, height: number): Buffer {
  const frame = Buffer.alloc(20);
  frame.set([0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a]); // frame tag, start code
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  return riff("VP8 ", frame);
}

function webpLossless(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  return riff("VP8L", data);
}

function webpExtended(width: number, height: number): Buffer {
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff("VP8X", data);
}

interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body. */
function form(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = "----quorum-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.field}"; filename="${part.filename}"`
      : `form-data; name="${part.field}"`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, "latin1"));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], cookie: string | null = admin): Promise<LightMyRequestResponse> {
  const { payload, contentType } = form(parts);
  const headers: Record<string, string> = { ...XRW, "content-type": contentType };
  if (cookie) headers.cookie = cookie;
  return t.app.inject({ method: "POST", url: "/api/v2/media", headers, payload });
}

const image = (data: Buffer, filename = "picture.png", contentType = "application/octet-stream"): Part => ({
  field: "file",
  filename,
  contentType,
  data,
});

const storedFiles = () => readdirSync(mediaDir);

async function userIDOf(name: string): Promise<number> {
  const [row] = await t.database.db.select({ userID: users.userID }).from(users).where(eq(users.name, name));
  if (!row) throw new Error(`no user ${name}`);
  return row.userID;
}
const mediaRows = () => t.database.db.select().from(media);

describe("POST /media", () => {
  it("stores a PNG, typed and sized from its bytes, and serves it back", async () => {
    const bytes = png(3, 2);
    const response = await upload([image(bytes, "logo.png", "image/png")]);
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Media>(response);
    expect(created).toMatchObject({
      name: "logo.png",
      type: "image/png",
      size: bytes.length,
      width: 3,
      height: 2,
    });
    expect(created.url).toMatch(/^\/media\/[0-9a-f]{32}\.png$/);
    expect(storedFiles()).toContain(created.url.slice("/media/".length));
    const [row] = (await mediaRows()).filter((r) => r.mediaID === created.mediaID);
    expect(row).toMatchObject({ type: "image/png", width: 3, height: 2, insertUserID: expect.any(Number) });

    const served = await get(t.app, created.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it.each([
    ["JPEG (baseline)", jpeg(640, 480), "image/jpeg", "jpg", 640, 480],
    ["JPEG (progressive)", jpeg(1024, 768, 0xc2), "image/jpeg", "jpg", 1024, 768],
    ["GIF", gif(120, 45), "image/gif", "gif", 120, 45],
    ["WebP (lossy)", webpLossy(300, 150), "image/webp", "webp", 300, 150],
    ["WebP (lossless)", webpLossless(257, 3), "image/webp", "webp", 257, 3],
    ["WebP (extended)", webpExtended(4000, 2000), "image/webp", "webp", 4000, 2000],
  ])(
    "accepts %s whatever allowed name and type the client claims",
    async (_label, bytes, type, extension, width, height) => {
      // The claimed extension (allowed, in any case) and type lie on purpose: only the bytes decide the type.
      const response = await upload([image(bytes, "photo.PNG", "text/plain")]);
      expect(response.statusCode, response.body).toBe(201);
      const created = json<Media>(response);
      expect(created).toMatchObject({ type, width, height, size: bytes.length, name: "photo.PNG" });
      expect(created.url.endsWith(`.${extension}`)).toBe(true);
      const served = await get(t.app, created.url);
      expect(served.headers["content-type"]).toBe(type);
    },
  );

  it("keeps only the base name of the uploader's file name, without control characters", async () => {
    const response = await upload([image(png(1, 1), "../../etc/ev\u0001il.png", "image/png")]);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Media>(response).name).toBe("evil.png");
  });

  describe("refusals store nothing", () => {
    async function refused(response: LightMyRequestResponse, status: number, code: string) {
      expect(response.statusCode, response.body).toBe(status);
      const body = json<ErrorBody>(response);
      expect(body.status).toBe(status);
      expect(body.errors?.file?.[0]).toMatchObject({ field: "file", code });
    }

    it("SVG, even when it says it is a PNG", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      await refused(await upload([image(Buffer.from(svg), "x.svg", "image/svg+xml")]), 415, "extension");
      await refused(await upload([image(Buffer.from(svg), "x.png", "image/png")]), 415, "type");
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });

    it("other files and truncated images", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      await refused(await upload([image(Buffer.from("just some text"), "a.png", "image/png")]), 415, "type");
      await refused(
        await upload([image(Buffer.from("BM\x8a\x04\x00\x00"), "a.gif", "image/bmp")]),
        415,
        "type",
      );
      await refused(await upload([image(png(4, 4).subarray(0, 20), "cut.png", "image/png")]), 415, "type");
      await refused(await upload([image(png(0, 0), "empty.png", "image/png")]), 415, "type");
      const huge = png(1, 1);
      huge.writeUInt32BE(0xffffffff, 16); // a width no PNG may have
      await refused(await upload([image(huge, "huge.png", "image/png")]), 415, "type");
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });

    it("a file over 5 MB (413), with the upload rules' message", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      const big = Buffer.concat([png(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
      const response = await upload([image(big, "big.png", "image/png")]);
      await refused(response, 413, "maxSize");
      expect(json<ErrorBody>(response).message).toBe("The uploaded file was too big (max 5 MB).");
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });

    it("a name without an allowed extension (415), listing the allowed ones", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      for (const name of ["photo.bmp", "photo.png.exe", "photo", ".png"]) {
        const response = await upload([image(png(2, 2), name, "image/png")]);
        await refused(response, 415, "extension");
        expect(json<ErrorBody>(response).message).toBe(
          "The uploaded file did not have an allowed extension. Allowed extensions: gif, jpeg, jpg, png, webp.",
        );
      }
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });

    it("no file: an empty form, another field name, an empty file, or no multipart body at all", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      await refused(await upload([{ field: "caption", data: "hello" }]), 400, "required");
      await refused(await upload([{ ...image(png(2, 2)), field: "upload" }]), 400, "required");
      await refused(await upload([image(Buffer.alloc(0), "empty.png", "image/png")]), 400, "required");
      const asJson = await t.app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { ...XRW, cookie: admin },
        payload: { file: "data" },
      });
      await refused(asJson, 400, "required");
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });

    it("guests (401) and requests without X-Requested-With (403)", async () => {
      const before = { files: storedFiles().length, rows: (await mediaRows()).length };
      expect((await upload([image(png(2, 2))], null)).statusCode).toBe(401);
      const { payload, contentType } = form([image(png(2, 2))]);
      const forged = await t.app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { cookie: admin, "content-type": contentType },
        payload,
      });
      expect(forged.statusCode).toBe(403);
      expect({ files: storedFiles().length, rows: (await mediaRows()).length }).toEqual(before);
    });
  });
});

describe("who may upload", () => {
  it("a member, for their profile photo (uploads.add)", async () => {
    const response = await upload([image(png(4, 4), "me.jpg")], member);
    expect(response.statusCode, response.body).toBe(201);
    const created = json<Media>(response);
    const [row] = (await mediaRows()).filter((r) => r.mediaID === created.mediaID);
    expect(row?.insertUserID).toBe(await userIDOf("member"));
  });

  it("not a member whose roles lack uploads.add (403); a site manager still may", async () => {
    const own = await createTestApp({ mediaDir });
    try {
      await own.database.db.delete(rolePermissions).where(eq(rolePermissions.permission, "uploads.add"));
      const { payload, contentType } = form([image(png(2, 2))]);
      const attempt = async (who: string) =>
        own.app.inject({
          method: "POST",
          url: "/api/v2/media",
          headers: { ...XRW, cookie: await signIn(own.app, who), "content-type": contentType },
          payload,
        });
      expect((await attempt("member")).statusCode).toBe(403);
      expect((await attempt("moderator")).statusCode).toBe(403);
      expect((await attempt("admin")).statusCode).toBe(201);
    } finally {
      await own.close();
    }
  });
});

describe("the site's own upload rules", () => {
  it("apply a smaller maxSize and other extensions, with the spec's messages", async () => {
    const strict = await createTestApp({
      mediaDir,
      siteConfig: { upload: { maxSize: 1024, allowedExtensions: ["png"] } },
    });
    try {
      const cookie = await signIn(strict.app, "member");
      const send = (part: Part) => {
        const { payload, contentType } = form([part]);
        return strict.app.inject({
          method: "POST",
          url: "/api/v2/media",
          headers: { ...XRW, cookie, "content-type": contentType },
          payload,
        });
      };
      const big = await send(image(Buffer.concat([png(2, 2), Buffer.alloc(2048)]), "big.png"));
      expect(big.statusCode).toBe(413);
      expect(json<ErrorBody>(big).message).toBe("The uploaded file was too big (max 1 KB).");
      // The size is written for the reader, like the message.
      const { payload, contentType } = form([
        image(Buffer.concat([png(2, 2), Buffer.alloc(2048)]), "big.png"),
      ]);
      const french = await strict.app.inject({
        method: "POST",
        url: "/api/v2/media",
        headers: { ...XRW, cookie, "content-type": contentType, "quorum-locale": "fr" },
        payload,
      });
      expect(french.statusCode).toBe(413);
      expect(json<ErrorBody>(french).message).toBe(
        `Le fichier envoyé était trop volumineux (max. ${formatFileSize(1024, "fr")}).`,
      );
      expect(json<ErrorBody>(french).message).toMatch(/1\s?ko\)\.$/u);
      const gifName = await send(image(gif(2, 2), "small.GIF"));
      expect(gifName.statusCode).toBe(415);
      expect(json<ErrorBody>(gifName).message).toBe(
        "The uploaded file did not have an allowed extension. Allowed extensions: png.",
      );
      expect((await send(image(png(2, 2), "small.Png"))).statusCode).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe("rate limit", () => {
  it("allows 30 uploads a minute per IP, then answers 429", async () => {
    const limited = await createTestApp({ mediaDir, rateLimit: true });
    try {
      const { payload, contentType } = form([image(png(1, 1))]);
      const attempt = () =>
        limited.app.inject({
          method: "POST",
          url: "/api/v2/media",
          headers: { ...XRW, "content-type": contentType },
          payload,
          remoteAddress: "203.0.113.30",
        });
      // A guest's attempts are refused (401) but still count: the limit guards the endpoint, not the outcome.
      for (let i = 0; i < 30; i++) expect((await attempt()).statusCode).toBe(401);
      const over = await attempt();
      expect(over.statusCode).toBe(429);
      expect(json<ErrorBody>(over).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("GET /media/{key}", () => {
  it("answers 404 for unknown keys and anything that is not a stored key", async () => {
    expect((await get(t.app, `/media/${"0".repeat(32)}.png`)).statusCode).toBe(404);
    expect((await get(t.app, "/media/..%2f..%2fpackage.json")).statusCode).toBe(404);
    expect((await get(t.app, "/media/notakey.svg")).statusCode).toBe(404);
  });
});
