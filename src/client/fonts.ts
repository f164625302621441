// Open Sans, self-hosted (spec 000 §9 default font), so pages and screenshots never depend on system fonts.
// Each file declares unicode-ranged faces: browsers download only the subsets a page uses.
import "@fontsource/open-sans/400.css";
import "@fontsource/open-sans/400-italic.css";
import "@fontsource/open-sans/600.css";
import "@fontsource/open-sans/700.css";
