// Spoilers in Markdown: a block between `:::spoiler` (optionally followed by a title) and a line of `:::`, as in
//
//   :::spoiler Ending
//   The butler did it.
//   :::
//
// rendered as <details class="spoiler"><summary>…</summary>…</details>: hidden until opened, operable by keyboard
// (the summary is a native disclosure button) and readable without any script. Spoilers nest; an unclosed one runs
// to the end of its container, as an unclosed code fence does.
import type { MarkdownIt, StateBlock } from "markdown-it";
import { escapeHtml } from "./escape";

const OPENER = /^:::[ \t]*spoiler(?:[ \t]+(.*))?$/i;
const CLOSER = /^:::[ \t]*$/;
const MAX_TITLE_LENGTH = 100;

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] ?? 0) + (state.tShift[line] ?? 0), state.eMarks[line]).trimEnd();
}

const spoilerBlock: BlockRule = (state, startLine, endLine, silent) => {
  // Four spaces in is an indented code block, not a spoiler.
  if ((state.sCount[startLine] ?? 0) - state.blkIndent >= 4) return false;
  const opened = OPENER.exec(lineText(state, startLine));
  if (!opened) return false;
  if (silent) return true;
  let next = startLine + 1;
  let depth = 0;
  let closed = false;
  for (; next < endLine; next += 1) {
    if ((state.sCount[next] ?? 0) < state.blkIndent && !state.isEmpty(next)) break;
    const text = lineText(state, next);
    if (OPENER.test(text)) depth += 1;
    else if (CLOSER.test(text)) {
      if (depth === 0) {
        closed = true;
        break;
      }
      depth -= 1;
    }
  }
  const title = (opened[1] ?? "").trim().slice(0, MAX_TITLE_LENGTH);
  const oldLineMax = state.lineMax;
  const open = state.push("spoiler_open", "details", 1);
  open.block = true;
  open.info = title;
  open.map = [startLine, next];
  state.lineMax = next;
  state.md.block.tokenize(state, startLine + 1, next);
  state.lineMax = oldLineMax;
  const close = state.push("spoiler_close", "details", -1);
  close.block = true;
  state.line = next + (closed ? 1 : 0);
  return true;
};

export function spoilerPlugin(md: MarkdownIt): void {
  md.block.ruler.before("fence", "spoiler", spoilerBlock, {
    alt: ["paragraph", "reference", "blockquote", "list"],
  });
  md.renderer.rules.spoiler_open = (tokens, index) => {
    const title = tokens[index]?.info ?? "";
    return `<details class="spoiler"><summary>${escapeHtml(title ? `Spoiler: ${title}` : "Spoiler")}</summary>\n`;
  };
  md.renderer.rules.spoiler_close = () => "</details>\n";
}
