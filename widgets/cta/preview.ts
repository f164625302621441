// Preview loader for the call to action: the server's loader reads only props, so previews run it as is.
export { hydrateCta as previewCta } from "./hydrate.server";
