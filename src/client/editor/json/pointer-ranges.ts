// JSON pointer ↔ text range, read from the Lezer JSON syntax tree of the pane's text. The tree tolerates syntax
// errors, so a pointer still finds its range (or its nearest existing parent) while the text is half-typed.
import type { syntaxTree } from "@codemirror/language";
import { pointerTokens, tokensToPointer } from "../model/paths";

// @lezer/common is not a direct dependency; name its types through @codemirror/language.
type Tree = ReturnType<typeof syntaxTree>;
type SyntaxNode = Tree["topNode"];

export interface TextRange {
  from: number;
  to: number;
}

export interface PointerRange extends TextRange {
  /** false: the pointer's target does not exist (e.g. a missing required property); the range is its parent's. */
  exact: boolean;
}

const VALUE_NODES = new Set(["Object", "Array", "String", "Number", "True", "False", "Null"]);

const isValue = (node: SyntaxNode) => VALUE_NODES.has(node.name);

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

/** The text of a PropertyName, unquoted (falls back to the raw text without quotes when it does not parse). */
function propertyName(text: string, node: SyntaxNode): string {
  const raw = text.slice(node.from, node.to);
  try {
    const name: unknown = JSON.parse(raw);
    return typeof name === "string" ? name : raw;
  } catch {
    return raw.replace(/^"|"$/g, "");
  }
}

function propertyValue(property: SyntaxNode): SyntaxNode | null {
  return children(property).find(isValue) ?? null;
}

function child(text: string, parent: SyntaxNode, token: string): SyntaxNode | null {
  if (parent.name === "Object") {
    // The last property with that name wins, as in JSON.parse.
    const matches = children(parent).filter(
      (node) =>
        node.name === "Property" &&
        node.firstChild?.name === "PropertyName" &&
        propertyName(text, node.firstChild) === token,
    );
    const property = matches[matches.length - 1];
    return property ? propertyValue(property) : null;
  }
  if (parent.name === "Array" && /^\d+$/.test(token))
    return children(parent).filter(isValue)[Number(token)] ?? null;
  return null;
}

/** The top value of the document (the JsonText's first value child). */
function rootValue(tree: Tree): SyntaxNode | null {
  return children(tree.topNode).find(isValue) ?? null;
}

/** The text range of the value a pointer addresses, or of its deepest existing ancestor (exact: false). */
export function rangeOfPointer(tree: Tree, text: string, pointer: string): PointerRange | null {
  let node = rootValue(tree);
  if (!node) return null;
  for (const token of pointerTokens(pointer)) {
    const next = child(text, node, token);
    if (!next) return { from: node.from, to: node.to, exact: false };
    node = next;
  }
  return { from: node.from, to: node.to, exact: true };
}

/** The JSON pointer of the innermost value at a position ("" for the document itself, null outside it). */
export function pointerAt(tree: Tree, text: string, position: number): string | null {
  // Look on both sides, so a cursor right after a closing brace still belongs to that object.
  let node: SyntaxNode | null = tree.resolveInner(position, 1);
  if (node.name === "JsonText") node = tree.resolveInner(position, -1);
  if (node.name === "JsonText") return rootValue(tree) ? "" : null;
  const tokens: string[] = [];
  // Walking up: a Property adds its name (a position on the key addresses its value), an array item its index.
  for (; node && node.name !== "JsonText"; node = node.parent) {
    const parent: SyntaxNode | null = node.parent;
    if (node.name === "Property") {
      const name = node.firstChild;
      if (name?.name === "PropertyName") tokens.unshift(propertyName(text, name));
    } else if (isValue(node) && parent?.name === "Array") {
      // SyntaxNode objects are made fresh on each walk: compare positions, not identity.
      const at = node.from;
      tokens.unshift(
        String(
          children(parent)
            .filter(isValue)
            .findIndex((item) => item.from === at),
        ),
      );
    }
  }
  return tokensToPointer(tokens);
}
