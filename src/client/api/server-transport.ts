// Server rendering answers the page's API calls in-process (src/client/entry-server.tsx): it swaps the transport
// under the one HTTP wrapper, so every call keeps the wrapper's headers, error reading and validation.
export { setApiTransport } from "./http";
