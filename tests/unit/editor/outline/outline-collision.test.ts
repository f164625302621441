// The outline's drag targeting with made-up row rectangles (jsdom has no layout): which targets a widget or a
// section may land on, the innermost hit under a pointer, and keyboard steps from one allowed row to the next.
import type { ClientRect, DroppableContainer, SensorContext, UniqueIdentifier } from "@dnd-kit/core";
import { describe, expect, it } from "vitest";
import {
  acceptsDrop,
  outlineCollision,
  outlineKeyboardCoordinates,
} from "../../../../src/client/editor/outline/outline-collision";

const rect = (top: number, height: number): ClientRect => ({
  top,
  height,
  left: 0,
  width: 300,
  right: 300,
  bottom: top + height,
});

// A section (rows 0–160) holding a region row (32–160) with two widgets (64, 96), then a second section (160).
const ROWS: [string, Record<string, unknown>, ClientRect][] = [
  ["s1", { type: "section", editorID: "s1" }, rect(0, 160)],
  ["s1:main", { type: "region", sectionID: "s1", region: "main" }, rect(32, 128)],
  ["w1", { type: "widget", editorID: "w1" }, rect(64, 32)],
  ["w2", { type: "widget", editorID: "w2" }, rect(96, 32)],
  ["s2", { type: "section", editorID: "s2" }, rect(160, 64)],
  ["s2:main", { type: "region", sectionID: "s2", region: "main" }, rect(192, 32)],
];

const containers: DroppableContainer[] = ROWS.map(([id, data, r]) => ({
  id,
  key: id,
  data: { current: data },
  disabled: false,
  node: { current: null },
  rect: { current: r },
}));
const rects = new Map<UniqueIdentifier, ClientRect>(ROWS.map(([id, , r]) => [id, r]));

const active = (id: string) => {
  const data = ROWS.find(([rowID]) => rowID === id)?.[1];
  return { id, data: { current: data }, rect: { current: { initial: null, translated: null } } };
};

const collide = (id: string, collisionRect: ClientRect, pointer: { x: number; y: number } | null = null) =>
  outlineCollision({
    active: active(id) as never,
    collisionRect,
    droppableRects: rects,
    droppableContainers: containers,
    pointerCoordinates: pointer,
  }).map((collision) => collision.id);

describe("acceptsDrop", () => {
  it("lets widgets land on widgets and regions, sections on sections", () => {
    expect(acceptsDrop("widget", "widget")).toBe(true);
    expect(acceptsDrop("widget", "region")).toBe(true);
    expect(acceptsDrop("widget", "section")).toBe(false);
    expect(acceptsDrop("section", "section")).toBe(true);
    expect(acceptsDrop("section", "widget")).toBe(false);
    expect(acceptsDrop("region", "region")).toBe(false);
  });
});

describe("outlineCollision", () => {
  it("prefers the widget under the pointer over the region around it", () => {
    expect(collide("w1", rect(100, 32), { x: 10, y: 100 })).toEqual(["w2"]);
  });

  it("falls back to the region when the pointer is on its own row", () => {
    expect(collide("w1", rect(40, 32), { x: 10, y: 40 })).toEqual(["s1:main"]);
  });

  it("only considers sections while a section is dragged", () => {
    expect(collide("s2", rect(100, 32), { x: 10, y: 100 })).toEqual(["s1"]);
  });

  it("without a pointer, picks the allowed target whose top is nearest", () => {
    expect(collide("w1", rect(190, 32))).toEqual(["s2:main"]);
    expect(collide("s1", rect(150, 32))).toEqual(["s2"]);
  });
});

describe("outlineKeyboardCoordinates", () => {
  const step = (id: string, code: string, from: ClientRect) => {
    let prevented = false;
    const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent;
    const context = {
      collisionRect: from,
      droppableRects: rects,
      droppableContainers: { getEnabled: () => containers },
      active: active(id),
    } as unknown as SensorContext;
    const next = outlineKeyboardCoordinates(event, {
      active: id,
      currentCoordinates: { x: 0, y: from.top },
      context,
    });
    return { next, prevented };
  };

  it("steps a widget to the next allowed row below or above", () => {
    expect(step("w1", "ArrowDown", rect(64, 32)).next).toEqual({ x: 0, y: 96 });
    expect(step("w1", "ArrowDown", rect(96, 32)).next).toEqual({ x: 0, y: 192 });
    expect(step("w2", "ArrowUp", rect(96, 32)).next).toEqual({ x: 0, y: 64 });
    expect(step("w2", "ArrowUp", rect(64, 32)).next).toEqual({ x: 0, y: 32 });
  });

  it("steps a section over sections only, and stops at the ends", () => {
    expect(step("s1", "ArrowDown", rect(0, 160)).next).toEqual({ x: 0, y: 160 });
    expect(step("s1", "ArrowDown", rect(160, 160)).next).toBeUndefined();
  });

  it("leaves other keys to the sensor", () => {
    expect(step("w1", "ArrowLeft", rect(64, 32))).toEqual({ next: undefined, prevented: false });
  });
});
