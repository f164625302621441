// Toasts (docs/reference/ui-behaviour.md#shared-components, docs/reference/ui-behaviour.md#timings): auto-dismiss
// after 3000 ms, removal 2000 ms after hiding, persistent and dismissible, and an optional action link
// (docs/reference/ui-behaviour.md#drafts 'Navigate to Draft') that keeps the toast open until dismissed.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastView } from "../../../src/ui/Toast";
import { Toaster } from "../../../src/ui/Toaster";
import {
  createToastStore,
  TOAST_AUTO_DISMISS_MS,
  TOAST_REMOVAL_MS,
  type ToastOptions,
  type ToastStore,
} from "../../../src/ui/toast-store";
import { axeViolations } from "../widget-axe";

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const toasts = () => store.getState().toasts;
const add = (options: ToastOptions = {}) =>
  store.getState().addToast({ body: "Your draft was saved.", ...options });

describe("toast store", () => {
  it("hides a toast after 3000 ms and removes it 2000 ms later", () => {
    const id = add();
    expect(toasts()).toMatchObject([{ toastID: id, visibility: true, dismissible: true, wide: false }]);
    vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 1);
    expect(toasts()[0]?.visibility).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toasts()[0]?.visibility).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVAL_MS - 1);
    expect(toasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts()).toHaveLength(0);
  });

  it("honours a custom auto-dismiss duration and autoDismiss: false", () => {
    add({ autoDismissDuration: 8000 });
    add({ autoDismiss: false });
    vi.advanceTimersByTime(7999);
    expect(toasts().map((toast) => toast.visibility)).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(toasts().map((toast) => toast.visibility)).toEqual([false, true]);
    vi.advanceTimersByTime(60_000);
    expect(toasts()).toHaveLength(1);
  });

  it("keeps a persistent toast until code hides it", () => {
    const id = add({ persistent: true, body: "3 discussions selected" });
    vi.advanceTimersByTime(60_000);
    expect(toasts()[0]?.visibility).toBe(true);
    store.getState().hideToast(id);
    expect(toasts()[0]?.visibility).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVAL_MS);
    expect(toasts()).toHaveLength(0);
  });

  it("replaces a toast given the same id instead of stacking a second", () => {
    add({ toastID: "selection", persistent: true, body: "1 discussion selected" });
    add({ toastID: "selection", persistent: true, body: "2 discussions selected" });
    expect(toasts().map((toast) => toast.body)).toEqual(["2 discussions selected"]);
  });

  it("says 'Something has gone wrong.' when given no message", () => {
    store.getState().addToast({ preset: "error" });
    store.getState().addToast({ body: "  " });
    expect(toasts().map((toast) => toast.body)).toEqual([
      "Something has gone wrong.",
      "Something has gone wrong.",
    ]);
  });

  it("restarts the auto-dismiss timer when a visible toast is updated", () => {
    const id = add();
    vi.advanceTimersByTime(2000);
    store.getState().updateToast(id, { body: "Saved again." });
    vi.advanceTimersByTime(2000);
    expect(toasts()[0]).toMatchObject({ body: "Saved again.", visibility: true });
    vi.advanceTimersByTime(1000);
    expect(toasts()[0]?.visibility).toBe(false);
  });
});

describe("<Toaster/>", () => {
  it("is a polite live region, present while empty", async () => {
    render(<Toaster store={store} />);
    const region = screen.getByRole("region", { name: "Notices" });
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(region.children).toHaveLength(0);
    act(() => {
      add({ body: "Discussion bookmarked." });
    });
    expect(region.textContent).toContain("Discussion bookmarked.");
    // axe schedules its work on timers.
    vi.useRealTimers();
    expect(await axeViolations(region)).toEqual([]);
  });

  it("hides a toast on Dismiss and removes it 2000 ms later", () => {
    render(<Toaster store={store} />);
    act(() => {
      add({ body: "There was a problem bookmarking this discussion.", preset: "error", autoDismiss: false });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(toasts()[0]?.visibility).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVAL_MS);
    });
    expect(screen.queryByText("There was a problem bookmarking this discussion.")).toBeNull();
  });

  it("offers an action as a link in the toast, kept open until dismissed, and axe-clean", async () => {
    render(<Toaster store={store} />);
    act(() => {
      add({ body: "Saved Draft Available.", action: { label: "Navigate to Draft", href: "/discussion/12" } });
    });
    const link = screen.getByRole("link", { name: "Navigate to Draft" });
    expect(link.getAttribute("href")).toBe("/discussion/12");
    // Reachable by keyboard: a real link, in the tab order while shown.
    expect(link.getAttribute("tabindex")).toBeNull();
    link.focus();
    expect(document.activeElement).toBe(link);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(toasts()[0]?.visibility).toBe(true);
    vi.useRealTimers();
    expect(await axeViolations(screen.getByRole("region", { name: "Notices" }))).toEqual([]);
  });

  it("renders a toast without an action exactly as before: one paragraph, no link", () => {
    const { container } = render(
      <ToastView body="Saved." visibility dismissible={false} wide={false} preset="standard" />,
    );
    const toast = container.firstElementChild as HTMLElement;
    expect(toast.children).toHaveLength(1);
    expect(toast.firstElementChild?.outerHTML).toBe(
      '<p class="min-w-0 flex-1 break-words py-0.5">Saved.</p>',
    );
    expect(add({}) && toasts()[0]).not.toHaveProperty("action");
  });

  it("offers no Dismiss button on a toast that is not dismissible", () => {
    render(<Toaster store={store} />);
    act(() => {
      add({ dismissible: false });
    });
    expect(screen.queryByRole("button", { name: "Dismiss" })).toBeNull();
  });
});

describe("ToastView", () => {
  it("is 280 px wide, 380 px when wide, and at most 120 px tall", () => {
    const { container, rerender } = render(
      <ToastView body="Saved." visibility dismissible={false} wide={false} preset="standard" />,
    );
    const toast = container.firstElementChild as HTMLElement;
    expect(toast.className).toContain("w-[280px]");
    expect(toast.className).toContain("max-h-[120px]");
    rerender(<ToastView body="Saved." visibility dismissible={false} wide preset="standard" />);
    expect(toast.className).toContain("w-[380px]");
  });

  it("is hidden from assistive technology while it fades out", () => {
    const { container } = render(
      <ToastView body="Saved." visibility={false} dismissible={false} wide={false} preset="success" />,
    );
    expect((container.firstElementChild as HTMLElement).getAttribute("aria-hidden")).toBe("true");
  });
});
