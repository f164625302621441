// New Post Button (docs/reference/layout-widgets.md#widgets): the post types the viewer may create. Types marked
// asOwnButton get their own button; the rest sit in a "New Post" menu (one remaining type is a plain button).
// Disclosure pattern: the toggle has aria-expanded, Escape and a click outside close it, arrow keys move between its
// links.
import { type CSSProperties, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { msg } from "../../src/lib/i18n/msg";
import type { NewPostMenuHydrated } from "../../src/types/generated/widgets/hydrated/new-post";
import { AppLink } from "../../src/ui/AppLink";
import { ButtonLink, buttonClasses } from "../../src/ui/Button";
import { cx } from "../../src/ui/cx";
import { Icon, type IconName } from "../../src/ui/Icon";
import { useI18n } from "../../src/ui/i18n/i18n-context";
import { WidgetContainer } from "../../src/ui/WidgetContainer";

type Item = NewPostMenuHydrated["items"][number];

const ICONS: Record<Item["icon"], IconName> = { comment: "comment", question: "question", poll: "menu" };

export default function NewPostMenu(props: NewPostMenuHydrated) {
  // Labels and title are the author's, or the defaults (catalogue keys, items.ts).
  const i18n = useI18n();
  const items = props.items ?? [];
  if (items.length === 0) return null;
  const radius: CSSProperties | undefined =
    props.borderRadius === undefined ? undefined : { borderRadius: props.borderRadius };
  const own = items.filter((item) => item.asOwnButton);
  const inMenu = items.filter((item) => !item.asOwnButton);
  const menuLabel = i18n.text(
    (props.customLabels?.showLabels && props.customLabels.menu?.trim()) || msg("New Post"),
  );
  return (
    <WidgetContainer
      title={props.titleType === "none" ? "" : i18n.text(props.title)}
      containerOptions={props.containerOptions}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap lg:flex-col">
        {inMenu.length === 1 && inMenu[0] ? (
          <ItemButton item={inMenu[0]} style={radius} primary />
        ) : inMenu.length > 1 ? (
          <PostMenu label={menuLabel} items={inMenu} style={radius} />
        ) : null}
        {own.map((item, index) => (
          <ItemButton key={item.id} item={item} style={radius} primary={inMenu.length === 0 && index === 0} />
        ))}
      </div>
    </WidgetContainer>
  );
}

function ItemButton({ item, style, primary }: { item: Item; style?: CSSProperties; primary: boolean }) {
  const i18n = useI18n();
  return (
    <ButtonLink to={item.action} variant={primary ? "primary" : "standard"} className="w-full" style={style}>
      <Icon name={ICONS[item.icon]} />
      {i18n.text(item.label)}
    </ButtonLink>
  );
}

function PostMenu({ label, items, style }: { label: string; items: Item[]; style?: CSSProperties }) {
  const i18n = useI18n();
  const [open, setOpen] = useState(false);
  const menuID = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);

  // Opening from the keyboard moves focus into the menu once its links are visible.
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = links();
    (focusOnOpen.current === "first" ? all[0] : all.at(-1))?.focus();
    focusOnOpen.current = null;
  });

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? [])];

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    if (!open) {
      focusOnOpen.current = event.key === "ArrowDown" ? "first" : "last";
      setOpen(true);
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    const next =
      current === -1 ? (step === 1 ? 0 : all.length - 1) : (current + step + all.length) % all.length;
    all[next]?.focus();
  }

  return (
    <div ref={rootRef} className="relative w-full">
      <button
        type="button"
        ref={toggleRef}
        className={cx(buttonClasses("primary"), "w-full")}
        style={style}
        aria-expanded={open}
        aria-controls={menuID}
        onKeyDown={onKeyDown}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {/* Points to the end of the line (mirrored in RTL), then down when open: scale applies before rotate. */}
        <Icon
          name="chevronRight"
          size={14}
          className={cx("transition-transform rtl:-scale-x-100", open && "rotate-90 rtl:-rotate-90")}
        />
      </button>
      <ul
        id={menuID}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 rounded-box border border-border bg-bg py-1 shadow-card"
      >
        {items.map((item) => (
          <li key={item.id}>
            <AppLink
              to={item.action}
              className="flex items-center gap-2 px-3 py-2 text-sm font-semibold text-fg hover:bg-bg-hover hover:text-primary focus-visible:bg-bg-hover"
              onKeyDown={onKeyDown}
              onClick={() => setOpen(false)}
            >
              <Icon name={ICONS[item.icon]} />
              {i18n.text(item.label)}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
