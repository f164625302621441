// The pager's jump-to-page form (docs/reference/ui-behaviour.md#pager): digits only, clamped to 1..pages, an empty
// submit stays put. Inside the client router an in-app page navigates without a reload; elsewhere (or to a non-layout
// page) the browser loads the address.
import { useId, useState } from "react";
import { useInRouterContext, useNavigate } from "react-router";
import { jumpInputValue, jumpTarget } from "../lib/jump-to-page";
import { isInAppRoute } from "./AppLink";
import { buttonClasses } from "./Button";
import { cx } from "./cx";
import { useT } from "./i18n/i18n-context";

export interface JumpToPageProps {
  current: number;
  pages: number;
  /** The address of page N. */
  href(page: number): string;
  className?: string;
}

export function JumpToPage(props: JumpToPageProps) {
  return useInRouterContext() ? (
    <RouterJumpToPage {...props} />
  ) : (
    <JumpToPageForm {...props} go={goByDocument} />
  );
}

function goByDocument(href: string) {
  window.location.assign(href);
}

function RouterJumpToPage(props: JumpToPageProps) {
  const navigate = useNavigate();
  return (
    <JumpToPageForm {...props} go={(href) => (isInAppRoute(href) ? navigate(href) : goByDocument(href))} />
  );
}

function JumpToPageForm({
  current,
  pages,
  href,
  className,
  go,
}: JumpToPageProps & { go(href: string): void }) {
  const t = useT();
  const [value, setValue] = useState("");
  const inputID = useId();
  return (
    <form
      className={cx("flex items-center gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        const target = jumpTarget(value, current, pages);
        setValue("");
        if (target !== current) go(href(target));
      }}
    >
      <label htmlFor={inputID} className="text-sm text-fg-muted">
        {t("Jump to page")}
      </label>
      <input
        id={inputID}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => setValue(jumpInputValue(event.target.value))}
        className="h-9 w-16 rounded-control border border-border-strong bg-bg px-2 text-sm text-fg"
      />
      <button type="submit" className={buttonClasses("standard", "sm")}>
        {t("Go")}
      </button>
    </form>
  );
}
