// POST /media: one image in the multipart field "file", for the layout editor's upload control and members' profile
// photos (signed in with uploads.add; site managers always). The upload rules of docs/reference/errors.md#uploads
// apply (upload.maxSize, upload.allowedExtensions of the site config); the type is sniffed from the bytes (PNG, JPEG,
// GIF, WebP; SVG refused) and the size read from the header before anything is stored; a refused upload leaves
// nothing behind.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SOURCE_LOCALE } from "../../lib/i18n/locales";
import { msg } from "../../lib/i18n/msg";
import type { Media } from "../../types/generated/api/media";
import { ApiError, groupFieldErrors, permissionDenied, signInRequired } from "../http/errors";
import { errorResponses, ref } from "../http/schemas";
import { requestLocale } from "../i18n/request-locale";
import { readImageInfo } from "../media/image-info";
import { cleanFileName, storeMedia } from "../media/store";
import {
  extensionProblem,
  tooBigMessage,
  type UploadProblem,
  type UploadRules,
  uploadRules,
} from "../media/upload-rules";
import { readUploadRules } from "../services/config";
import { isSignedIn } from "../services/context";

/** Uploads cost disk: 30 a minute per IP (when buildApp enables rate limiting). */
const MEDIA_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: "1 minute" } };

function fileError(status: number, code: string, { message, values }: UploadProblem): ApiError {
  return new ApiError(status, message, {
    errors: groupFieldErrors([{ field: "file", code, message, ...(values ? { values } : {}) }]),
    ...(values ? { values } : {}),
  });
}

const noFile = () =>
  fileError(400, "required", { message: 'Choose an image to upload (multipart field "file").' });
const tooBig = (rules: UploadRules, locale: string) =>
  fileError(413, "maxSize", tooBigMessage(rules, locale));
const notAnImage = () =>
  fileError(415, "type", {
    message: "Only PNG, JPEG, GIF and WebP images can be uploaded (SVG is not accepted).",
  });

function malformedUpload(error: unknown): ApiError {
  const detail = error instanceof Error ? error.message : "";
  return new ApiError(400, "The upload is not a valid multipart/form-data body.", {
    // busboy's own words (English) when it has some.
    description: detail || msg("The body could not be read as multipart/form-data."),
    errors: groupFieldErrors([
      { field: "file", code: "multipart", message: 'Send the image in the multipart field "file".' },
    ]),
  });
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === code;
}

/** Members upload their profile photos (uploads.add); site managers upload for layouts. */
function requireUploadPermission(request: FastifyRequest): void {
  const { viewer } = request;
  if (!isSignedIn(viewer)) throw signInRequired();
  if (!viewer.permissions.hasAny(["uploads.add", "site.manage"])) throw permissionDenied();
}

/** The uploaded file's bytes and name; the upload rules and malformed requests become field errors. */
async function readUpload(
  request: FastifyRequest,
  rules: UploadRules,
): Promise<{ bytes: Buffer; name: string | undefined }> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file({
      limits: { fileSize: rules.maxSize, files: 1, fields: 10, parts: 12 },
    });
    if (part?.fieldname !== "file") throw noFile();
    // The name is known before the bytes are read: a refused extension reads no further.
    const refused = extensionProblem(part.filename, rules);
    if (refused) throw fileError(415, "extension", refused);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw noFile();
    return { bytes, name: part.filename };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (hasCode(error, "FST_REQ_FILE_TOO_LARGE")) {
      // The size is a value: written in the request's language, as the error handler writes the message.
      const locale = await requestLocale(request.server.db, request).catch(() => SOURCE_LOCALE);
      throw tooBig(rules, locale);
    }
    if (hasCode(error, "FST_FILES_LIMIT") || hasCode(error, "FST_PARTS_LIMIT"))
      throw fileError(400, "maxItems", { message: "Upload one image at a time." });
    // Anything else failed while parsing the request body: no boundary, a wrong one, a truncated body (busboy throws
    // plain Errors for these). Bad input, not a server fault.
    throw malformedUpload(error);
  }
}

export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  // Scoped to this plugin: no other route parses multipart bodies. Each request applies the rules in force.
  await app.register(multipart, { limits: { fileSize: uploadRules(app.siteConfig).maxSize, files: 1 } });

  const schema = { response: { 201: ref("media"), ...errorResponses } };
  app.post("/media", { schema, config: MEDIA_RATE_LIMIT }, async (request, reply): Promise<Media> => {
    requireUploadPermission(request);
    // The config table's upload.maxSize and upload.allowedExtensions win over the site config's (PATCH /config).
    const upload = await readUpload(request, await readUploadRules(app.db, app.siteConfig));
    const info = readImageInfo(upload.bytes);
    if (!info) throw notAnImage();
    const stored = await storeMedia(
      app.db,
      app.mediaDir,
      { bytes: upload.bytes, name: cleanFileName(upload.name, info.extension), info },
      request.viewer.user.userID,
    );
    reply.code(201);
    return stored;
  });
}
