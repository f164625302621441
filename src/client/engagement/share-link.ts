// The links a share sends (docs/reference/ui-behaviour.md#share: every shared link carries
// utm_source=community-share), and the browser features a share uses, gathered here so tests can replace them (jsdom
// has no clipboard, no navigation).
const SHARE_SOURCE = "community-share";

/** An absolute address of the record with utm_source=community-share (a comment's #fragment kept at the end). */
export function shareLink(url: string, origin: string): string {
  const link = new URL(url, origin);
  link.searchParams.set("utm_source", SHARE_SOURCE);
  return link.toString();
}

export function mailtoLink(subject: string, link: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(link)}`;
}

/** Where Share In Message leads: a new message whose text starts as the link. */
export function messageLink(link: string): string {
  return `/messages/add?content=${encodeURIComponent(link)}`;
}

/**
 * docs/reference/ui-behaviour.md#share: the native share sheet is used on Android and iOS, where the browser offers
 * one.
 */
export function prefersNativeShare(nav: Pick<Navigator, "userAgent"> & { share?: unknown }): boolean {
  return typeof nav.share === "function" && /Android|iPhone|iPad|iPod/i.test(nav.userAgent);
}

export const shareEffects = {
  origin: () => window.location.origin,
  copy: (text: string) => navigator.clipboard.writeText(text),
  openMail: (href: string) => {
    window.location.href = href;
  },
  nativeShare: (data: ShareData) => navigator.share(data),
  usesNativeShare: () => typeof navigator !== "undefined" && prefersNativeShare(navigator),
};
