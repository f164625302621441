// The reports queue page reads its filter from the address (the reports tag's link), changes it with the status
// select, and saves a moderator's action with PATCH /reports/{id}; /messages/add prefills a shared link.
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { ReportsPage } from "../../../src/client/pages/dashboard/reports/ReportsPage";
import { toastStore } from "../../../src/ui/toast-store";
import { makeReport, resetFactories } from "../../factories";
import { MODERATOR_PERMISSIONS, renderWithViewer, stubApi } from "./support";

beforeEach(() => {
  resetFactories();
  globalThis.__QUORUM_NOW__ = "2026-11-01T12:00:00Z";
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.getState().clearToasts();
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderQueue(address: string) {
  return renderWithViewer(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/dashboard/content/reports"
          element={
            <>
              <ReportsPage isForbidden={() => false} forbidden={<p>Forbidden</p>} />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { permissions: MODERATOR_PERMISSIONS },
  );
}

it("asks for what the address names, and changes the filter through the select", async () => {
  const user = userEvent.setup();
  const report = makeReport({ reportID: 5, recordID: 77 });
  const server = stubApi(
    (call) => ({ status: 200, body: call.url.includes("statuses=resolved") ? [] : [report] }),
    true,
  );
  renderQueue("/dashboard/content/reports?statuses=none&recordType=discussion&recordID=77");
  expect(await screen.findByRole("heading", { name: report.record?.name })).toBeTruthy();
  expect(server.calls[0]?.url).toBe(
    "/api/v2/reports?statuses=none&recordType=discussion&recordID=77&page=1&limit=30",
  );
  expect(screen.getByText(/Reports on discussion #77/)).toBeTruthy();
  await user.selectOptions(screen.getByLabelText("Status"), "resolved");
  expect(screen.getByTestId("address").textContent).toBe(
    "/dashboard/content/reports?statuses=resolved&recordType=discussion&recordID=77",
  );
  expect(await screen.findByText("No reports to show.")).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Show all posts" }));
  expect(screen.getByTestId("address").textContent).toBe("/dashboard/content/reports?statuses=resolved");
});

it("escalates, dismisses or resolves a report, then reloads the queue", async () => {
  const user = userEvent.setup();
  const report = makeReport({ reportID: 6, status: "new" });
  const server = stubApi(
    (call) =>
      call.method === "PATCH"
        ? { status: 200, body: { ...report, status: "resolved" } }
        : { status: 200, body: [report] },
    true,
  );
  renderQueue("/dashboard/content/reports");
  const card = await screen.findByRole("article");
  // A new report offers the three actions.
  expect(
    within(card)
      .getAllByRole("button")
      .map((button) => button.textContent),
  ).toEqual(["Escalate", "Dismiss", "Resolve"]);
  await user.click(within(card).getByRole("button", { name: "Resolve report 6" }));
  await vi.waitFor(() =>
    expect(toastStore.getState().toasts.map((toast) => toast.body)).toEqual(["Report resolved."]),
  );
  expect(server.calls.find((call) => call.method === "PATCH")).toMatchObject({
    url: "/api/v2/reports/6",
    body: { status: "resolved" },
  });
  expect(server.calls.filter((call) => call.method === "GET")).toHaveLength(2);
});
