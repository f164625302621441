// Open Sans, self-hosted (docs/reference/ui-behaviour.md#sizes-and-breakpoints default font), so pages and
// screenshots never depend on system fonts. fonts.css declares each subset with its unicode-range (the per-subset
// stylesheets of @fontsource have none, which made browsers fetch all fifteen files on every page). Italics are
// synthesised: the UI has none of its own.
import "./fonts.css";
