// The moment a server-rendered page was written at. Relative dates ("5 minutes ago") render against it on the server
// and in the client's first render, so both write the same text; once the page has mounted it is gone and every
// date reads the browser's clock again.
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

const RenderClockContext = createContext<number | null>(null);

export function RenderClock({ now, children }: { now: number | null; children: ReactNode }) {
  const [value, setValue] = useState(now);
  useEffect(() => setValue(null), []);
  return <RenderClockContext.Provider value={value}>{children}</RenderClockContext.Provider>;
}

/** The server's render time while the page hydrates, else null (use the browser's clock). */
export function useRenderClock(): number | null {
  return useContext(RenderClockContext);
}
