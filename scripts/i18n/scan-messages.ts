// Finds interface text that bypasses the message catalogue, and the message keys code uses
// (docs/reference/localisation.md#the-catalogue-check). Read by tests/unit/i18n-catalogue.test.ts and runnable:
// `npx tsx scripts/i18n/scan-messages.ts [folder…]` lists what is left per file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { type ParserPlugin, parse } from "@babel/parser";

export interface Finding {
  file: string;
  line: number;
  text: string;
  kind:
    | "jsx-text"
    | "jsx-attribute"
    | "jsx-expression"
    | "text-property"
    | "call-argument"
    | "server-message"
    | "dynamic-key";
}

export interface UsedKey {
  file: string;
  line: number;
  key: string;
}

export interface ScanResult {
  literals: Finding[];
  keys: UsedKey[];
}

/** JSX attributes whose value people read. */
const TEXT_ATTRIBUTES = new Set([
  "aria-label",
  "aria-roledescription",
  "aria-placeholder",
  "aria-valuetext",
  "aria-description",
  "title",
  "placeholder",
  "alt",
  "label",
  "legend",
  "description",
  "heading",
  "emptyText",
  "emptyMessage",
  "confirmLabel",
  "cancelLabel",
  "submitLabel",
  "actionLabel",
  "buttonLabel",
  "closeLabel",
  "srLabel",
  "tooltip",
  "message",
  "subtitle",
  "hint",
]);

/** Object properties (in interface code) whose string value people read: they go through msg() or t(). */
const TEXT_PROPERTIES = new Set([
  "label",
  "title",
  "description",
  "message",
  "placeholder",
  "heading",
  "emptyText",
  "emptyMessage",
  "tooltip",
  "hint",
  "body",
  "confirmLabel",
  "cancelLabel",
  "successMessage",
  "errorMessage",
]);

/** Functions whose first argument is a message key: t, rich and msg (marks a key kept as data for a later t). */
const KEY_FUNCTIONS = new Set(["t", "rich", "msg"]);

/** Calls whose first argument people read: toasts, announcements, confirmations. */
const SHOWN_CALLS = new Set([
  "success",
  "error",
  "show",
  "announce",
  "confirm",
  "alert",
  "announceAssertive",
]);

/** A line before (or the same line) with `i18n-exempt: reason` leaves the node alone: brand names, code samples. */
const EXEMPT = /i18n-exempt\b/;

const hasLetters = (text: string) => /\p{L}/u.test(text);

/** The few Babel AST node shapes the scan reads. */
interface AstNode {
  type: string;
  loc?: { start: { line: number } } | null;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";

const child = (node: AstNode, key: string): AstNode | undefined => {
  const value = node[key];
  return isNode(value) ? value : undefined;
};

const lineOf = (node: AstNode) => node.loc?.start.line ?? 0;

function stringValue(node: AstNode | undefined): string | null {
  if (!node) return null;
  if (node.type === "StringLiteral") return String(node.value);
  if (node.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length === 0) {
    const quasis = node.quasis as Array<{ value: { cooked: string } }>;
    return quasis.map((quasi) => quasi.value.cooked).join("");
  }
  return null;
}

const isDynamicTemplate = (node: AstNode | undefined) =>
  node?.type === "TemplateLiteral" && Array.isArray(node.expressions) && node.expressions.length > 0;

function calleeName(call: AstNode): string | null {
  const callee = child(call, "callee");
  if (callee?.type === "Identifier") return String(callee.name);
  if (callee?.type === "MemberExpression") {
    const property = child(callee, "property");
    return property?.type === "Identifier" ? String(property.name) : null;
  }
  return null;
}

function propertyName(node: AstNode): string | null {
  const key = child(node, "key");
  if (key?.type === "Identifier") return String(key.name);
  if (key?.type === "StringLiteral") return String(key.value);
  return null;
}

/** String literals an expression shows: itself, either branch of a conditional, either side of ?? and ||. */
function shownStrings(node: AstNode | undefined): AstNode[] {
  if (!node) return [];
  if (node.type === "ConditionalExpression")
    return [...shownStrings(child(node, "consequent")), ...shownStrings(child(node, "alternate"))];
  if (node.type === "LogicalExpression") {
    if (node.operator === "&&") return shownStrings(child(node, "right"));
    return [...shownStrings(child(node, "left")), ...shownStrings(child(node, "right"))];
  }
  if (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression")
    return shownStrings(child(node, "expression"));
  return stringValue(node) === null ? [] : [node];
}

interface FileScan {
  text: string;
  lines: string[];
  file: string;
  result: ScanResult;
}

function isExempt(scan: FileScan, node: AstNode): boolean {
  const line = lineOf(node);
  return EXEMPT.test(scan.lines[line - 1] ?? "") || EXEMPT.test(scan.lines[line - 2] ?? "");
}

function report(scan: FileScan, node: AstNode, text: string, kind: Finding["kind"]): void {
  if (!hasLetters(text) || isExempt(scan, node)) return;
  scan.result.literals.push({ file: scan.file, line: lineOf(node), text, kind });
}

/** A template with placeholders as a message: its source, which must become a key with values. */
function reportTemplate(scan: FileScan, node: AstNode, kind: Finding["kind"]): void {
  const source = scan.text.slice(Number(node.start), Number(node.end));
  report(scan, node, source, kind);
}

function recordKey(scan: FileScan, node: AstNode, key: string): void {
  if (isExempt(scan, node)) return;
  scan.result.keys.push({ file: scan.file, line: lineOf(node), key });
}

/** `<RichMessage id="…">`: the id is a key. */
function visitRichMessage(scan: FileScan, node: AstNode): void {
  if (node.type !== "JSXOpeningElement" || child(node, "name")?.name !== "RichMessage") return;
  for (const attribute of (node.attributes as unknown[]).filter(isNode)) {
    if (child(attribute, "name")?.name !== "id") continue;
    const key = stringValue(child(attribute, "value"));
    if (key !== null) recordKey(scan, attribute, key);
  }
}

function visitJsx(scan: FileScan, node: AstNode, parent: AstNode | undefined): void {
  visitRichMessage(scan, node);
  if (node.type === "JSXText") {
    const text = String(node.value).replace(/\s+/g, " ").trim();
    if (text) report(scan, node, text, "jsx-text");
  } else if (node.type === "JSXAttribute") {
    const name = child(node, "name");
    if (name?.type !== "JSXIdentifier" || !TEXT_ATTRIBUTES.has(String(name.name))) return;
    const value = child(node, "value");
    const shown = value?.type === "JSXExpressionContainer" ? child(value, "expression") : value;
    for (const literal of shownStrings(shown))
      report(scan, literal, stringValue(literal) ?? "", "jsx-attribute");
  } else if (node.type === "JSXExpressionContainer" && parent?.type !== "JSXAttribute") {
    for (const literal of shownStrings(child(node, "expression")))
      report(scan, literal, stringValue(literal) ?? "", "jsx-expression");
  }
}

function visitCall(scan: FileScan, call: AstNode): void {
  const name = calleeName(call);
  const first = (call.arguments as unknown[])[0];
  if (name && SHOWN_CALLS.has(name) && isNode(first))
    for (const literal of shownStrings(first))
      report(scan, literal, stringValue(literal) ?? "", "call-argument");
  if (!name || !KEY_FUNCTIONS.has(name) || !isNode(first)) return;
  const key = stringValue(first);
  if (key !== null) recordKey(scan, call, key);
  else if (isDynamicTemplate(first)) reportTemplate(scan, first, "dynamic-key");
}

/** On the server: the messages of ApiError and of field errors are keys of the catalogue. */
function visitServer(scan: FileScan, node: AstNode): void {
  if (node.type === "NewExpression" && child(node, "callee")?.name === "ApiError") {
    const message = (node.arguments as unknown[])[1];
    if (!isNode(message)) return;
    const key = stringValue(message);
    if (key !== null) recordKey(scan, node, key);
    else if (isDynamicTemplate(message)) reportTemplate(scan, message, "server-message");
  }
  if (node.type === "ObjectProperty" && ["message", "description"].includes(propertyName(node) ?? "")) {
    const value = child(node, "value");
    const key = stringValue(value);
    if (key !== null && hasLetters(key)) recordKey(scan, node, key);
    else if (value && isDynamicTemplate(value)) reportTemplate(scan, value, "server-message");
  }
}

function visitInterfaceData(scan: FileScan, node: AstNode): void {
  if (node.type !== "ObjectProperty" || !TEXT_PROPERTIES.has(propertyName(node) ?? "")) return;
  for (const literal of shownStrings(child(node, "value")))
    report(scan, literal, stringValue(literal) ?? "", "text-property");
}

function walk(
  node: AstNode,
  parent: AstNode | undefined,
  visit: (node: AstNode, parent?: AstNode) => void,
): void {
  visit(node, parent);
  for (const [key, value] of Object.entries(node)) {
    if (key === "loc" || key === "start" || key === "end" || key.endsWith("Comments")) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, node, visit);
    } else if (isNode(value)) walk(value, node, visit);
  }
}

function scanFile(file: string, result: ScanResult): void {
  const text = readFileSync(file, "utf8");
  const plugins: ParserPlugin[] = file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"];
  const ast = parse(text, { sourceType: "module", plugins });
  const server = /(^|\/)src\/server\//.test(file) || file.endsWith(".server.ts");
  const scan: FileScan = { text, lines: text.split("\n"), file, result };
  walk(ast.program as unknown as AstNode, undefined, (node, parent) => {
    if (node.type === "CallExpression") visitCall(scan, node);
    if (server) visitServer(scan, node);
    else {
      visitJsx(scan, node, parent);
      visitInterfaceData(scan, node);
    }
  });
}

const SKIPPED =
  /(\.stories\.tsx|\.d\.ts|\.test\.tsx?)$|\/generated\/|\/preview\.ts$|\/preview\/|\/db\/seed\/|\/http\/openapi\.ts$/;

function listFiles(root: string): string[] {
  const stat = statSync(root);
  if (stat.isFile()) return /\.tsx?$/.test(root) && !SKIPPED.test(root) ? [root] : [];
  return readdirSync(root)
    .sort()
    .flatMap((name) => listFiles(path.join(root, name)));
}

/** Scans the given folders (relative to the repository root) for literals and used keys. */
export function scanMessages(roots: string[], cwd = process.cwd()): ScanResult {
  const result: ScanResult = { literals: [], keys: [] };
  for (const root of roots) {
    for (const file of listFiles(path.join(cwd, root))) scanFile(file, result);
  }
  for (const entry of [...result.literals, ...result.keys]) entry.file = path.relative(cwd, entry.file);
  return result;
}

/** Where interface text lives: every literal found here must go through the catalogue. */
export const INTERFACE_ROOTS = ["src/client", "src/ui", "src/layout", "src/lib", "widgets", "src/server"];

if (process.argv[1] && import.meta.url === `file://${path.resolve(process.argv[1])}`) {
  const roots = process.argv.slice(2);
  const { literals, keys } = scanMessages(roots.length > 0 ? roots : INTERFACE_ROOTS);
  const byFile = new Map<string, Finding[]>();
  for (const finding of literals) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  for (const [file, findings] of byFile) {
    console.log(file);
    for (const finding of findings)
      console.log(`  ${finding.line}  ${finding.kind}  ${JSON.stringify(finding.text)}`);
  }
  console.log(`${literals.length} literals in ${byFile.size} files; ${keys.length} key uses.`);
}
