// A stored page compressed once, sent with each response's own CSP nonce (docs/reference/api-conventions.md#guest-cache).
// Compressing a 130 KB page on every hit cost more than everything else a hit does (brotli at quality 4: about 2 ms
// of CPU, plus the stream plumbing), and the nonce, drawn per response, changes the bytes. So the page is split at
// its nonce placeholders and each piece deflated once, with a full flush after it: byte-aligned, and nothing after it
// refers back into it. A response puts its nonce between the pieces as stored (uncompressed) deflate blocks and
// closes the gzip member with the checksum and length of what it carries (RFC 1951 §3.2.4, RFC 1952 §2.3).
import { constants, crc32, deflateRawSync } from "node:zlib";

export interface SplicedGzip {
  /** The page's text between placeholders, as bytes (for the checksum). */
  pieces: Buffer[];
  /** Each piece deflated, ending byte-aligned and not final. */
  deflated: Buffer[];
  /** The uncompressed length of the pieces together. */
  piecesLength: number;
}

/** A gzip member's header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final block (fixed Huffman codes): BFINAL 1, BTYPE 01, end-of-block code 0000000. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
/** A stored block holds at most this many bytes. */
const STORED_BLOCK_MAX = 0xffff;

/** Level 6, as the compression plugin uses for gzip: about brotli's size at quality 4 for a page (done once here). */
const LEVEL = 6;

/** `placeholder`: what stands for the nonce in `body`; none, for a body without one. */
export function prepareSplicedGzip(body: string, placeholder?: string): SplicedGzip {
  const pieces = (placeholder ? body.split(placeholder) : [body]).map((piece) => Buffer.from(piece, "utf8"));
  const deflated = pieces.map((piece) =>
    // Z_FULL_FLUSH ends on a byte boundary with a fresh dictionary: pieces can be put side by side with other blocks.
    deflateRawSync(piece, { level: LEVEL, finishFlush: constants.Z_FULL_FLUSH }),
  );
  return { pieces, deflated, piecesLength: pieces.reduce((sum, piece) => sum + piece.length, 0) };
}

/** `bytes` as stored deflate blocks, not final. */
function storedBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const header = Buffer.alloc(5);
    header[0] = 0x00; // BFINAL 0, BTYPE 00; the rest of the byte is padding
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return blocks;
}

/** The page as one gzip member, with `nonce` where the placeholders were. */
export function splicedGzip(prepared: SplicedGzip, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const nonceBlocks = storedBlocks(nonceBytes);
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  prepared.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(...nonceBlocks);
      if (nonceBytes.length > 0) checksum = crc32(nonceBytes, checksum);
    }
    parts.push(prepared.deflated[index] as Buffer);
    // Empty pieces are skipped: crc32 of an empty pooled buffer answered 0 here, whatever the running value.
    if (piece.length > 0) checksum = crc32(piece, checksum);
  });
  const length = prepared.piecesLength + nonceBytes.length * (prepared.pieces.length - 1);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}
