// The theme editor's live preview (docs/reference/themes.md): a real page of the site, framed at
// desktop (1280 px) and mobile (375 px) widths and scaled down to fit, with the form's unsaved variables written onto
// each framed document's root (same origin, so its document is reachable) when it loads and on every change. The
// pages render with the saved theme underneath; inline custom properties on <html> win over its :root rule.
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";
import { INPUT_CLASSES } from "../../../ui/TextField";
import { fitScale } from "../../editor/canvas/devices";
import { useElementWidth } from "../../editor/canvas/use-element-width";
import { type PreviewPage, usePreviewPages } from "./preview-pages";

export type PreviewDevice = "desktop" | "mobile";

const FRAMES: readonly { device: PreviewDevice; width: number; height: number }[] = [
  { device: "desktop", width: 1280, height: 800 },
  { device: "mobile", width: 375, height: 812 },
];

export interface PreviewFrameProps {
  device: PreviewDevice;
  path: string;
  title: string;
  width: number;
  height: number;
  /** Custom property → value: every theme variable, the unsaved ones included. */
  css: Record<string, string>;
}

/** Writes the variables onto a framed page's root; a frame not loaded yet (or of another origin) is skipped. */
export function writeVariables(frame: HTMLIFrameElement | null, css: Record<string, string>): void {
  const root = frame?.contentDocument?.documentElement;
  if (!root) return;
  for (const [property, value] of Object.entries(css)) root.style.setProperty(property, value);
}

/** One real page in an iframe at the device's width. */
export function LivePageFrame({ path, title, width, height, css }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => writeVariables(frame.current, css), [css]);
  return (
    <iframe
      ref={frame}
      src={path}
      title={title}
      width={width}
      height={height}
      className="block border-0 bg-bg"
      onLoad={() => writeVariables(frame.current, css)}
    />
  );
}

export interface ThemeLivePreviewProps {
  css: Record<string, string>;
  /** Draws a frame; the real pages by default (stories draw a sample page instead). */
  renderFrame?: (props: PreviewFrameProps) => ReactNode;
  /** The pages to choose from; the site's by default. */
  pages?: readonly PreviewPage[];
}

export function ThemeLivePreview({ pages, ...props }: ThemeLivePreviewProps) {
  return pages ? <PreviewFrames pages={pages} {...props} /> : <SitePreview {...props} />;
}

function SitePreview(props: Omit<ThemeLivePreviewProps, "pages">) {
  return <PreviewFrames pages={usePreviewPages()} {...props} />;
}

function PreviewFrames({
  css,
  pages,
  renderFrame = (frame) => <LivePageFrame {...frame} />,
}: ThemeLivePreviewProps & { pages: readonly PreviewPage[] }) {
  const t = useT();
  const selectID = useId();
  const area = useRef<HTMLDivElement>(null);
  const available = useElementWidth(area);
  const [pageID, setPageID] = useState<PreviewPage["id"]>("home");
  const page = pages.find((candidate) => candidate.id === pageID) ?? pages[0];
  const scale = fitScale(
    available,
    FRAMES.map((frame) => frame.width),
  );
  if (!page) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectID} className="text-sm font-semibold text-fg-heading">
          {t("Preview page")}
        </label>
        <select
          id={selectID}
          value={page.id}
          onChange={(event) => setPageID(event.currentTarget.value as PreviewPage["id"])}
          className={`${INPUT_CLASSES} w-auto`}
        >
          {pages.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {t(candidate.label)}
            </option>
          ))}
        </select>
      </div>
      <div ref={area} className="flex items-start gap-6 overflow-hidden">
        {FRAMES.map((frame) => {
          const name = frame.device === "desktop" ? t("Desktop") : t("Mobile");
          return (
            <figure key={frame.device} className="m-0 shrink-0">
              <figcaption className="mb-1 text-xs font-semibold text-fg-muted">
                {t("{device} · {width} px", { device: name, width: String(frame.width) })}
              </figcaption>
              {/* Scaled from its top left corner whatever the page's direction: the box is sized for that. */}
              <div
                dir="ltr"
                className="overflow-hidden rounded-box border border-border"
                style={{ width: frame.width * scale, height: frame.height * scale }}
              >
                <div
                  style={{ width: frame.width, transform: `scale(${scale})`, transformOrigin: "top left" }}
                >
                  {renderFrame({
                    device: frame.device,
                    path: page.path,
                    title: t("{page} with this theme, {device}", { page: t(page.label), device: name }),
                    width: frame.width,
                    height: frame.height,
                    css,
                  })}
                </div>
              </div>
            </figure>
          );
        })}
      </div>
    </div>
  );
}
