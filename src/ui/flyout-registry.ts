// One flyout open at a time across the page (docs/reference/ui-behaviour.md#shared-components: opening one closes the
// others). Each open flyout registers how to close itself; opening another calls the previous one's closer.

type Closer = () => void;

let current: Closer | null = null;

export function claimFlyout(close: Closer): void {
  const previous = current;
  current = close;
  if (previous && previous !== close) previous();
}

export function releaseFlyout(close: Closer): void {
  if (current === close) current = null;
}
