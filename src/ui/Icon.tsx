// The one icon component: an inline line drawing from the registry in ./icons, so icons cost no request.
// Decorative unless given a label (then an image named by it).
import { ICON_STROKE_WIDTH, ICONS, type IconName, type IconShape } from "./icons";

export type { IconName } from "./icons";

function Shape({ shape }: { shape: IconShape }) {
  if (typeof shape === "string") return <path d={shape} />;
  if ("circle" in shape) {
    const [cx, cy, r] = shape.circle;
    return <circle cx={cx} cy={cy} r={r} />;
  }
  const [x, y, width, height, rx] = shape.rect;
  return <rect x={x} y={y} width={width} height={height} rx={rx} />;
}

export interface IconProps {
  name: IconName;
  /** Width and height in pixels; a size class in `className` overrides it. */
  size?: number;
  label?: string;
  className?: string;
  /** The editor draws its icons a little heavier than the pages do. */
  strokeWidth?: number;
  /** Filled in the text colour (a bookmark that is on). */
  filled?: boolean;
}

export function Icon({ name, size = 16, label, className, strokeWidth = 1.8, filled = false }: IconProps) {
  const common = {
    width: size,
    height: size,
    viewBox: "0 0 24 24",
    fill: filled ? "currentColor" : "none",
    stroke: "currentColor",
    strokeWidth: ICON_STROKE_WIDTH[name] ?? strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    className,
  } as const;
  const shapes = ICONS[name].map((shape, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed drawing, not a list that changes
    <Shape key={index} shape={shape} />
  ));
  if (label) {
    return (
      <svg {...common} role="img" aria-label={label}>
        <title>{label}</title>
        {shapes}
      </svg>
    );
  }
  return (
    <svg {...common} aria-hidden="true" focusable="false">
      {shapes}
    </svg>
  );
}
