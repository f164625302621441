import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { DeviceSwitcher, ViewAsPicker } from "../../../../src/client/editor/canvas";
import { fitScale } from "../../../../src/client/editor/canvas/devices";
import { parseViewAs, viewAsValue } from "../../../../src/client/editor/canvas/ViewAsPicker";
import { viewerName } from "../../../../src/client/editor/canvas/viewer-name";
import { createEditorStore, EditorStoreProvider } from "../../../../src/client/editor/store/editor-store";
import { editorCatalog, editorDocument } from "../../../factories/editor";

afterEach(cleanup);

const ROLES = [
  { roleID: 1, name: "Guest", type: "guest" as const },
  { roleID: 4, name: "Moderator" },
  { roleID: 8, name: "Member" },
];

function renderControls() {
  const store = createEditorStore({ document: editorDocument("home"), catalog: editorCatalog("home") });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <EditorStoreProvider store={store}>
        <DeviceSwitcher />
        <ViewAsPicker roles={ROLES} />
      </EditorStoreProvider>
    </QueryClientProvider>,
  );
  return store;
}

test("the device switcher is a radio group bound to the store", () => {
  const store = renderControls();
  expect(screen.getByRole("group", { name: "Preview device" })).toBeTruthy();
  expect((screen.getByRole("radio", { name: "Desktop" }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole("radio", { name: "Side by side" }));
  expect(store.getState().device).toBe("all");
  fireEvent.click(screen.getByRole("radio", { name: "Mobile" }));
  expect(store.getState().device).toBe("mobile");
});

test("the view-as picker offers you, a guest and every role (the guest role once, as Guest)", () => {
  const store = renderControls();
  const select = screen.getByLabelText("Preview as") as HTMLSelectElement;
  expect([...select.options].map((option) => option.textContent)).toEqual([
    "You",
    "Guest",
    "Moderator",
    "Member",
  ]);
  fireEvent.change(select, { target: { value: "role:4" } });
  expect(store.getState().viewAs).toBe(4);
  fireEvent.change(select, { target: { value: "guest" } });
  expect(store.getState().viewAs).toBe("guest");
  expect(parseViewAs(viewAsValue(8))).toBe(8);
  expect(parseViewAs("self")).toBe("self");
  expect(viewerName(4, ROLES)).toBe("Moderator");
  expect(viewerName(99, ROLES)).toBe("role 99");
  expect(viewerName("self", ROLES)).toBe("you");
});

test("frames scale down together to fit, never up", () => {
  expect(fitScale(2000, [1280])).toBe(1);
  expect(fitScale(640, [1280])).toBe(0.5);
  // 1280 + 1024 + 375 = 2679 px plus two 24 px gaps.
  expect(fitScale(2679 / 2 + 48, [1280, 1024, 375])).toBeCloseTo(0.5);
  expect(fitScale(0, [1280])).toBe(1);
});
