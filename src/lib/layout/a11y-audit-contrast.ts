// Contrast of the colours a widget's props choose (WCAG 1.4.3, AA for normal text, 4.5:1, as the theme editor's
// check, src/lib/theme/contrast.ts). A chosen text colour is judged on the background it sits on: one chosen beside
// it or around it, else the theme's for that widget (the page's; a banner's; the title bar's; a button's). A chosen
// background without a chosen text colour is judged against the theme's text colour there. Text over a background
// image with no colour chosen is not judged: the image decides.
import { type Colord, colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import namesPlugin from "colord/plugins/names";
import { msg } from "../i18n/msg";
import {
  AUDIT_TITLE_BAR,
  type AuditDocument,
  type AuditTheme,
  type CanvasSnapshot,
  type DeviceFinding,
  type ThemeSurface,
} from "./a11y-audit-types";

extend([a11yPlugin, namesPlugin]);

export const MINIMUM_TEXT_CONTRAST = 4.5;

const LOW_CONTRAST = msg(
  "Text {text} on background {background} has a contrast of {ratio}:1; text needs at least 4.5:1 to be read by people with low vision.",
);

const TEXT_KEYS = ["textColor", "foregroundColor"];
const BACKGROUND_KEYS = ["backgroundColor", "buttonColor"];

/** Widgets whose text does not sit on the page's colours by default. */
const SURFACES: Record<string, keyof AuditTheme> = {
  "react.app-banner": "banner",
  "react.app.content-banner": "banner",
  "react.asset.categoryFollow": "button",
};

interface Chosen {
  path: string;
  value: string;
}

interface Inherited {
  text: Chosen | null;
  background: Chosen | null;
  /** A background image with no colour chosen over it lies under the text. */
  image: boolean;
}

export interface ColourPair {
  /** The chosen colour to change: the text's when chosen here, else the background's. */
  field: string;
  text: string;
  background: string;
  ratio: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function chosen(scope: Record<string, unknown>, keys: readonly string[], path: string[]): Chosen | null {
  for (const key of keys) {
    const value = scope[key];
    if (typeof value === "string" && value.trim() !== "") return { path: [...path, key].join("."), value };
  }
  const background = scope.background;
  if (keys === BACKGROUND_KEYS && isObject(background)) {
    const color = background.color;
    if (typeof color === "string" && color.trim() !== "")
      return { path: [...path, "background", "color"].join("."), value: color };
  }
  return null;
}

function hasImage(scope: Record<string, unknown>): boolean {
  const background = scope.background;
  return isObject(background) && typeof background.image === "string" && background.image.trim() !== "";
}

/** `color` as it shows over `under` (a translucent colour mixes with what is below). */
function solid(color: Colord, under: Colord): Colord {
  const alpha = color.alpha();
  if (alpha >= 1) return color;
  const top = color.toRgb();
  const bottom = under.toRgb();
  const mix = (a: number, b: number) => Math.round(a * alpha + b * (1 - alpha));
  return colord({ r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b) });
}

/** Every colour pair the props choose that falls below 4.5:1, on the given theme surface. */
export function lowContrastPairs(props: Record<string, unknown>, surface: ThemeSurface): ColourPair[] {
  const pairs: ColourPair[] = [];
  const page = colord(surface.background);
  const visit = (scope: Record<string, unknown>, path: string[], inherited: Inherited) => {
    const text = chosen(scope, TEXT_KEYS, path);
    const background = chosen(scope, BACKGROUND_KEYS, path);
    const here: Inherited = {
      text: text ?? inherited.text,
      background: background ?? inherited.background,
      image: background ? false : hasImage(scope) || inherited.image,
    };
    if ((text || background) && !(here.image && !here.background)) {
      const textValue = here.text?.value ?? surface.foreground;
      const backgroundValue = here.background?.value ?? surface.background;
      const pair = judge(textValue, backgroundValue, page);
      if (pair !== null && pair < MINIMUM_TEXT_CONTRAST)
        pairs.push({
          field: (text ?? background)?.path ?? "",
          text: textValue,
          background: backgroundValue,
          ratio: pair,
        });
    }
    for (const [key, value] of Object.entries(scope))
      if (isObject(value) && key !== "background") visit(value, [...path, key], here);
  };
  visit(props, [], { text: null, background: null, image: false });
  return pairs;
}

/** The contrast ratio of two CSS colours (null when either cannot be read, e.g. a var()). */
function judge(text: string, background: string, page: Colord): number | null {
  const textColour = colord(text);
  const backgroundColour = colord(background);
  if (!textColour.isValid() || !backgroundColour.isValid() || !page.isValid()) return null;
  const under = solid(backgroundColour, page);
  return solid(textColour, under).contrast(under);
}

export function contrastFindings(snapshots: readonly CanvasSnapshot[], doc: AuditDocument): DeviceFinding[] {
  const owners = [
    ...doc.widgets.map((widget) => ({
      node: widget.id,
      props: widget.props,
      surface: SURFACES[widget.key] ?? ("page" as const),
    })),
    ...(doc.titleBar ? [{ node: AUDIT_TITLE_BAR, props: doc.titleBar, surface: "titleBar" as const }] : []),
  ];
  return snapshots.flatMap((snapshot) => {
    const shown = new Set(snapshot.nodes.map((node) => node.id));
    return owners
      .filter((owner) => shown.has(owner.node))
      .flatMap((owner) =>
        lowContrastPairs(owner.props, snapshot.theme[owner.surface]).map(
          (pair): DeviceFinding => ({
            rule: "contrast",
            node: owner.node,
            field: pair.field,
            device: snapshot.device,
            message: LOW_CONTRAST,
            values: { text: pair.text, background: pair.background, ratio: pair.ratio.toFixed(2) },
          }),
        ),
      );
  });
}
