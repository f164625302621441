// The page's toasts (docs/reference/ui-behaviour.md#shared-components, docs/reference/ui-behaviour.md#timings): a
// toast is shown, may be dismissed, auto-closes after 3000 ms unless it is persistent, and is removed 2000 ms after
// hiding (time for its fade-out). The timers live here, beside the state, so a toast closes on time whether or not
// its component re-renders.
import { createStore, useStore } from "zustand";
import { msg } from "../lib/i18n/msg";

export const TOAST_AUTO_DISMISS_MS = 3000;
export const TOAST_REMOVAL_MS = 2000;
/**
 * docs/reference/errors.md#client-fallbacks: a toast without a message says this. A message key: the toast view
 * shows it translated (every other body comes translated by its caller).
 */
export const TOAST_FALLBACK_MESSAGE = msg("Something has gone wrong.");

/** Colour presets (docs/reference/ui-behaviour.md#shared-components names these for tags and toasts alike). */
export type ToastPreset = "standard" | "greyscale" | "colored" | "success" | "primary" | "error";

/** A link offered inside a toast (e.g. 'Navigate to Draft'). */
interface ToastAction {
  label: string;
  href: string;
}

export interface Toast {
  toastID: string;
  body: string;
  /** False while the toast fades out, before it is removed. */
  visibility: boolean;
  /** Stays until code hides it (e.g. the bulk selection toast); never auto-dismissed. */
  persistent: boolean;
  /** Offers a Dismiss button. */
  dismissible: boolean;
  autoDismiss: boolean;
  autoDismissDuration: number;
  wide: boolean;
  preset: ToastPreset;
  className?: string;
  /** A toast with a link stays until dismissed (unless told otherwise): three seconds are too few to reach it. */
  action?: ToastAction;
}

export type ToastOptions = Partial<Omit<Toast, "toastID" | "visibility" | "body">> & {
  /** Reuse an id to replace a toast in place (e.g. the selection toast updating its count). */
  toastID?: string;
  body?: string;
};

interface ToastState {
  toasts: Toast[];
  addToast(options: ToastOptions): string;
  updateToast(toastID: string, changes: Partial<Omit<Toast, "toastID">>): void;
  hideToast(toastID: string): void;
  removeToast(toastID: string): void;
  clearToasts(): void;
}

let nextID = 1;

export function createToastStore() {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const stopTimer = (toastID: string) => {
    const timer = timers.get(toastID);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(toastID);
  };

  return createStore<ToastState>()((set, get) => {
    const schedule = (toast: Toast) => {
      stopTimer(toast.toastID);
      if (toast.persistent || !toast.autoDismiss) return;
      timers.set(
        toast.toastID,
        setTimeout(() => get().hideToast(toast.toastID), toast.autoDismissDuration),
      );
    };

    return {
      toasts: [],
      addToast(options) {
        const persistent = options.persistent ?? false;
        const toast: Toast = {
          toastID: options.toastID ?? `toast-${nextID++}`,
          body: options.body?.trim() ? options.body : TOAST_FALLBACK_MESSAGE,
          visibility: true,
          persistent,
          dismissible: options.dismissible ?? true,
          autoDismiss: options.autoDismiss ?? (!persistent && !options.action),
          autoDismissDuration: options.autoDismissDuration ?? TOAST_AUTO_DISMISS_MS,
          wide: options.wide ?? false,
          preset: options.preset ?? "standard",
          className: options.className,
          ...(options.action ? { action: options.action } : {}),
        };
        set((state) => {
          const exists = state.toasts.some((item) => item.toastID === toast.toastID);
          return {
            toasts: exists
              ? state.toasts.map((item) => (item.toastID === toast.toastID ? toast : item))
              : [...state.toasts, toast],
          };
        });
        schedule(toast);
        return toast.toastID;
      },
      updateToast(toastID, changes) {
        const current = get().toasts.find((toast) => toast.toastID === toastID);
        if (!current) return;
        const updated = { ...current, ...changes };
        set((state) => ({
          toasts: state.toasts.map((toast) => (toast.toastID === toastID ? updated : toast)),
        }));
        if (updated.visibility) schedule(updated);
      },
      hideToast(toastID) {
        const current = get().toasts.find((toast) => toast.toastID === toastID);
        if (!current?.visibility) return;
        set((state) => ({
          toasts: state.toasts.map((toast) =>
            toast.toastID === toastID ? { ...toast, visibility: false } : toast,
          ),
        }));
        stopTimer(toastID);
        timers.set(
          toastID,
          setTimeout(() => get().removeToast(toastID), TOAST_REMOVAL_MS),
        );
      },
      removeToast(toastID) {
        stopTimer(toastID);
        set((state) => ({ toasts: state.toasts.filter((toast) => toast.toastID !== toastID) }));
      },
      clearToasts() {
        for (const toastID of timers.keys()) stopTimer(toastID);
        set({ toasts: [] });
      },
    };
  });
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's one toast store; <Toaster/> shows it. */
export const toastStore: ToastStore = createToastStore();

export function useToasts(store: ToastStore = toastStore): Toast[] {
  return useStore(store, (state) => state.toasts);
}

/** Shortcuts for code outside React (mutation callbacks). */
export const toast = {
  show: (options: ToastOptions) => toastStore.getState().addToast(options),
  success: (body: string, options: ToastOptions = {}) =>
    toastStore.getState().addToast({ ...options, body, preset: "success" }),
  /**
   * An error toast; without a message it says 'Something has gone wrong.'
   * (docs/reference/errors.md#client-fallbacks).
   */
  error: (body?: string, options: ToastOptions = {}) =>
    toastStore.getState().addToast({ ...options, body, preset: "error" }),
  hide: (toastID: string) => toastStore.getState().hideToast(toastID),
};
