// A readable difference between two versions of a post: words (and the spaces between them) kept, removed or
// added. The common start and end are taken off first (most edits touch a little of a long text); the middle is
// compared word by word (longest common subsequence) unless it is too large, when it reads as replaced whole.

export interface DiffPart {
  kind: "same" | "removed" | "added";
  text: string;
}

/** The comparison table above this many cells would cost too much memory: the middle is replaced whole then. */
export const MAX_DIFF_CELLS = 2_000_000;

function tokens(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart["kind"], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  push(parts, "same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const rows = midA.length + 1;
  const cols = midB.length + 1;
  if (rows * cols > MAX_DIFF_CELLS) {
    push(parts, "removed", midA.join(""));
    push(parts, "added", midB.join(""));
  } else {
    // lengths[i * cols + j]: the longest common subsequence of midA[i..] and midB[j..].
    const lengths = new Uint32Array(rows * cols);
    for (let i = midA.length - 1; i >= 0; i -= 1) {
      for (let j = midB.length - 1; j >= 0; j -= 1) {
        lengths[i * cols + j] =
          midA[i] === midB[j]
            ? (lengths[(i + 1) * cols + j + 1] ?? 0) + 1
            : Math.max(lengths[(i + 1) * cols + j] ?? 0, lengths[i * cols + j + 1] ?? 0);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push(parts, "same", midA[i] ?? "");
        i += 1;
        j += 1;
      } else if ((lengths[(i + 1) * cols + j] ?? 0) >= (lengths[i * cols + j + 1] ?? 0)) {
        push(parts, "removed", midA[i] ?? "");
        i += 1;
      } else {
        push(parts, "added", midB[j] ?? "");
        j += 1;
      }
    }
    push(parts, "removed", midA.slice(i).join(""));
    push(parts, "added", midB.slice(j).join(""));
  }
  push(parts, "same", a.slice(endA).join(""));
  return parts;
}
