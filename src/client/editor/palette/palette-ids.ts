/** The palette's search box: the canvas's "Add widget" buttons send focus there. */
export const PALETTE_SEARCH_ID = "editor-palette-search";
