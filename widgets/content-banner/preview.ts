// Preview loader for the content banner: it needs only page params, so previews run the server's own loader.
export { hydrateContentBanner as previewContentBanner } from "./hydrate.server";
