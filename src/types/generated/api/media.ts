// Generated from schemas/api/media.schema.json by scripts/generate-types.ts. Do not edit.

/**
 * An uploaded image (POST /media): its type is sniffed from the bytes and its size read from the image header.
 */
export interface Media {
mediaID: number
/**
 * Where the file is served: /media/{storageKey}.
 */
url: string
/**
 * The file name the uploader gave.
 */
name: string
type: ("image/png" | "image/jpeg" | "image/gif" | "image/webp")
/**
 * Bytes.
 */
size: number
width: (number | null)
height: (number | null)
}
