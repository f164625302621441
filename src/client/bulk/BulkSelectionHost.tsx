// Puts the selection toast and the open bulk form on the page. Every discussion list mounts a host (a page may have
// several, and layouts decide which), but only the first one mounted renders, at the bottom of the viewport, so
// there is one toast per page. The forms load lazily when first opened.
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { create } from "zustand";
import { useT } from "../../ui/i18n/i18n-context";
import { Loader } from "../../ui/Loader";
import type { BulkFormProps } from "./forms/bulk-form-props";
import { SelectionToast } from "./SelectionToast";
import { type BulkAction, type SelectedDiscussion, useSelection } from "./selection-store";

const FORMS: Record<BulkAction, React.LazyExoticComponent<(props: BulkFormProps) => React.ReactNode>> = {
  move: lazy(() => import("./forms/MoveForm")),
  merge: lazy(() => import("./forms/MergeForm")),
  close: lazy(() => import("./forms/CloseForm")),
  delete: lazy(() => import("./forms/DeleteForm")),
};

const useHosts = create<{ hosts: string[] }>(() => ({ hosts: [] }));

export function BulkSelectionHost() {
  const hostID = useId();
  const first = useHosts((state) => state.hosts[0] === hostID);
  useEffect(() => {
    useHosts.setState((state) => ({ hosts: [...state.hosts, hostID] }));
    return () => useHosts.setState((state) => ({ hosts: state.hosts.filter((id) => id !== hostID) }));
  }, [hostID]);
  if (!first || typeof document === "undefined") return null;
  return createPortal(<BulkSelectionPanel />, document.body);
}

function BulkSelectionPanel() {
  const t = useT();
  const checkedIDs = useSelection((state) => state.checkedIDs);
  const known = useSelection((state) => state.known);
  const failures = useSelection((state) => state.failures);
  const clear = useSelection((state) => state.clear);
  const dismissFailures = useSelection((state) => state.dismissFailures);
  const [open, setOpen] = useState<{ action: BulkAction; discussions: SelectedDiscussion[] } | null>(null);
  const toastArea = useRef<HTMLDivElement>(null);
  const closeForm = () => {
    setOpen(null);
    // The toast re-renders while an action runs (its opener button may be gone): when the modal could not give
    // focus back, it goes to the toast (failed items keep it on screen).
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      toastArea.current?.querySelector<HTMLElement>("button")?.focus();
    });
  };
  const Form = open ? FORMS[open.action] : null;
  const selected = checkedIDs.map(
    (id) => known[id] ?? { discussionID: id, name: t("Discussion {id}", { id }), categoryID: 0 },
  );
  return (
    <>
      <div
        ref={toastArea}
        className="pointer-events-none fixed inset-x-0 bottom-4 z-[1050] flex justify-center px-4"
      >
        <SelectionToast
          className="pointer-events-auto"
          count={checkedIDs.length}
          failures={failures}
          // The form works on the selection as it was when opened.
          onAction={(action) => setOpen({ action, discussions: selected })}
          onClear={clear}
          onDismissFailures={dismissFailures}
        />
      </div>
      {Form && open ? (
        <Suspense fallback={<Loader />}>
          <Form discussions={open.discussions} onClose={closeForm} />
        </Suspense>
      ) : null}
    </>
  );
}
