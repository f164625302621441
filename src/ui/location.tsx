// The current address for components that may render outside a router (stories, editor previews): the app shell
// provides the router's location; elsewhere the window's is used.
import { createContext, type ReactNode, useContext } from "react";

export interface CurrentLocation {
  pathname: string;
  search: string;
}

const CurrentLocationContext = createContext<CurrentLocation | null>(null);

export function CurrentLocationProvider({
  location,
  children,
}: {
  location: CurrentLocation;
  children: ReactNode;
}) {
  return <CurrentLocationContext.Provider value={location}>{children}</CurrentLocationContext.Provider>;
}

export function useCurrentLocation(): CurrentLocation {
  const location = useContext(CurrentLocationContext);
  if (location) return location;
  if (typeof window === "undefined") return { pathname: "/", search: "" };
  return { pathname: window.location.pathname, search: window.location.search };
}
