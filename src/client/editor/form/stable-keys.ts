// Stable React keys for the items of a list value that carries no ids (tabs, site totals): kept in step with
// the list by the operations the list control performs, and regenerated only when the list changes length
// from outside (undo, a JSON edit).
import { useState } from "react";

let counter = 0;
const nextKey = () => `item-${++counter}`;

export function useStableKeys(length: number) {
  const [keys, setKeys] = useState<string[]>(() => Array.from({ length }, nextKey));
  let current = keys;
  if (keys.length !== length) {
    current =
      keys.length > length
        ? keys.slice(0, length)
        : [...keys, ...Array.from({ length: length - keys.length }, nextKey)];
    setKeys(current);
  }
  return {
    keys: current,
    move(from: number, to: number) {
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved !== undefined) next.splice(to, 0, moved);
      setKeys(next);
    },
    remove(index: number) {
      setKeys(current.filter((_, i) => i !== index));
    },
    add() {
      const key = nextKey();
      setKeys([...current, key]);
      return key;
    },
  };
}
