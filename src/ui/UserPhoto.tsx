// A user's photo; a generic icon when there is no photo URL or the image fails
// (docs/reference/ui-behaviour.md#shared-components).
import { useState } from "react";
import { cx } from "./cx";
import { Icon } from "./Icon";

/** docs/reference/ui-behaviour.md#sizes-and-breakpoints photo sizes. */
export type UserPhotoSize = 24 | 28 | 40 | 100 | 145;

export function UserPhoto({
  url,
  name,
  size = 40,
  className,
}: {
  url?: string | null;
  /** Used as alt text; omit when the name is shown right beside the photo. */
  name?: string;
  size?: UserPhotoSize;
  className?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const classes = cx(
    "inline-flex shrink-0 overflow-hidden rounded-full bg-bg-hover text-fg-muted",
    className,
  );
  const style = { width: size, height: size };
  if (!url || failedUrl === url) {
    return (
      <span
        className={cx(classes, "items-center justify-center")}
        style={style}
        {...(name ? { role: "img", "aria-label": name } : {})}
      >
        <Icon name="user" size={Math.round(size * 0.62)} />
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={name ?? ""}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cx(classes, "object-cover")}
      style={style}
      onError={() => setFailedUrl(url)}
    />
  );
}
