// Dot paths into a node's props ("apiParams.limit", "links.2.name"), and the DOM id every panel uses for a field.
import { isJsonObject, type JsonObject } from "../model/types";

export function splitPath(path: string): string[] {
  return path === "" ? [] : path.split(".");
}

export function joinPath(parent: string, key: string | number): string {
  return parent === "" ? String(key) : `${parent}.${key}`;
}

export function getAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of splitPath(path)) {
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isJsonObject(current)) current = current[key];
    else return undefined;
  }
  return current;
}

/** `value` with `path` set (undefined removes the key); unchanged branches keep their identity. */
export function setAt(value: unknown, path: string, next: unknown): unknown {
  const [head, ...rest] = splitPath(path);
  if (head === undefined) return next;
  const child = setAt(
    Array.isArray(value) ? value[Number(head)] : isJsonObject(value) ? value[head] : undefined,
    rest.join("."),
    next,
  );
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = child;
    return copy;
  }
  const copy: JsonObject = { ...(isJsonObject(value) ? value : {}) };
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

/** Whether `path` is `ancestor` or lies inside it. */
export function isWithin(path: string, ancestor: string): boolean {
  return ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`);
}

/** The id of a field's focusable element (contract: the Problems panel focuses fields through it). */
export function fieldID(editorID: string, field: string): string {
  return `field-${editorID}-${field.replaceAll(".", "-")}`;
}
