// Open Sans, self-hosted (docs/reference/ui-behaviour.md#sizes-and-breakpoints default font), so pages and
// screenshots never depend on system fonts. Only the subsets a forum commonly needs, in the three weights the UI
// uses; each face is unicode-ranged, so browsers download just the files a page's text needs. (Italics are
// synthesised: the UI has none of its own.)
import "@fontsource/open-sans/latin-400.css";
import "@fontsource/open-sans/latin-600.css";
import "@fontsource/open-sans/latin-700.css";
import "@fontsource/open-sans/latin-ext-400.css";
import "@fontsource/open-sans/latin-ext-600.css";
import "@fontsource/open-sans/latin-ext-700.css";
import "@fontsource/open-sans/cyrillic-400.css";
import "@fontsource/open-sans/cyrillic-600.css";
import "@fontsource/open-sans/cyrillic-700.css";
import "@fontsource/open-sans/greek-400.css";
import "@fontsource/open-sans/greek-600.css";
import "@fontsource/open-sans/greek-700.css";
import "@fontsource/open-sans/vietnamese-400.css";
import "@fontsource/open-sans/vietnamese-600.css";
import "@fontsource/open-sans/vietnamese-700.css";
