// A spinner that appears only after a short delay (spec 000 §9: loader delay 150 ms), so fast loads never flash it.
import { useEffect, useState } from "react";
import { cx } from "./cx";

export const LOADER_DELAY_MS = 150;

export function Loader({ label = "Loading", className }: { label?: string; className?: string }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className={cx("flex justify-center py-8", className)}>
      {visible ? (
        <span
          className="size-8 animate-spin rounded-full border-[3px] border-border border-t-primary"
          aria-hidden="true"
        />
      ) : null}
      <span className="sr-only">{label}</span>
    </div>
  );
}
