// Props older layout documents spell differently, read as their current form once validation has passed, so
// widgets and loaders only ever see the current one.

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * containerOptions.isCarousel / isGrid become displayType carousel / grid when no displayType is set (an explicit
 * displayType always wins; of the two flags, carousel does). The flags are removed afterwards.
 */
function upgradeContainerOptions(props: JsonObject): void {
  const options = props.containerOptions;
  if (!isObject(options)) return;
  const { isGrid, isCarousel } = options;
  if (options.displayType === undefined) {
    if (isCarousel === true) options.displayType = "carousel";
    else if (isGrid === true) options.displayType = "grid";
  }
  delete options.isGrid;
  delete options.isCarousel;
}

/** Every upgrade, in place, on props that already passed their schema. */
export function upgradeDeprecatedProps(props: JsonObject): void {
  upgradeContainerOptions(props);
}
