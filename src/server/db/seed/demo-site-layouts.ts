// Stored layouts of the demo: the French section's home and the community guidelines custom page. Written with
// widgets of this repo only, so they validate like any saved layout.
import { GUIDELINES_CALLOUT_IMPLS } from "./demo-fragments";

const banner = (title: unknown, description: unknown) => ({
  $hydrate: "react.app-banner",
  showTitle: true,
  showDescription: true,
  showSearch: true,
  titleType: typeof title === "string" ? "static" : "siteSection/name",
  title,
  descriptionType: typeof description === "string" ? "static" : "siteSection/description",
  description,
});

export const FRENCH_HOME_LAYOUT: unknown[] = [
  {
    $hydrate: "react.section.full-width",
    children: [
      banner(
        { $hydrate: "param", ref: "siteSection/name" },
        { $hydrate: "param", ref: "siteSection/description" },
      ),
    ],
  },
  {
    $hydrate: "react.section.2-columns",
    mainBottom: [
      {
        $hydrate: "react.discussion.discussions",
        apiParams: { includeChildCategories: true, sort: "-dateLastComment", slotType: "a", limit: 10 },
        containerOptions: { viewAll: { showViewAll: true, to: "/fr/discussions", name: "Tout voir" } },
        title: "Discussions récentes",
        titleType: "static",
        descriptionType: "none",
      },
    ],
    secondaryBottom: [
      {
        $hydrate: "react.quick-links",
        title: "Liens rapides",
        titleType: "static",
        links: [
          { id: "fr-discussions", name: "Discussions", url: "/fr/discussions" },
          { id: "fr-categories", name: "Catégories", url: "/fr/categories" },
          { id: "fr-charte", name: "Règles de la communauté", url: "/community-guidelines" },
          { id: "english", name: "English community", url: "/" },
        ],
      },
    ],
  },
];

const GUIDELINES_HTML = `<div class="guidelines">
  <h2>Be kind, be helpful</h2>
  <ol>
    <li>Treat everyone with respect: no harassment, hate speech or personal attacks.</li>
    <li>Stay on topic and search before you post: someone may already have asked.</li>
    <li>No spam or self-promotion outside the categories meant for it.</li>
    <li>Mark the answer that solved your question, so the next person finds it.</li>
    <li>Report problems with the flag button instead of replying to them.</li>
  </ol>
</div>`;

const GUIDELINES_CSS = `.guidelines h2 { font-size: 1.25rem; font-weight: 600; margin-bottom: .75rem; }
.guidelines ol { list-style: decimal; padding-left: 1.5rem; line-height: 1.7; }`;

export const GUIDELINES_LAYOUT: unknown[] = [
  {
    $hydrate: "react.section.full-width",
    children: [
      banner(
        "Community Guidelines",
        "What we expect from each other, so this stays a good place to ask and help.",
      ),
    ],
  },
  {
    $hydrate: "react.section.2-columns",
    mainBottom: [{ $hydrate: "react.html", name: "Guidelines", html: GUIDELINES_HTML, css: GUIDELINES_CSS }],
    secondaryBottom: [
      {
        $hydrate: "react.quick-links",
        title: "Quick Links",
        titleType: "static",
        links: [
          { id: "recent", name: "Recent Posts", url: "/discussions" },
          { id: "categories", name: "All Categories", url: "/categories" },
          { id: "help", name: "Help & Support", url: "/categories/help" },
        ],
      },
    ],
  },
];

/**
 * Start Here's title bar lies over its banner until the page scrolls past it
 * (docs/reference/ui-behaviour.md#title-bar, StickyTransparent).
 */
export const START_HERE_TITLE_BAR = { $hydrate: "react.titleBar", positioning: "StickyTransparent" };

/** A newcomer's landing page: it also shows the widgets no default template holds (tabs, collections, spotlight…). */
export const START_HERE_LAYOUT: unknown[] = [
  {
    $hydrate: "react.section.full-width",
    children: [
      {
        $hydrate: "react.app.content-banner",
        titleType: "static",
        title: "Start Here",
        descriptionType: "static",
        description: "New to the community? The best posts, the people to know, and where to ask.",
      },
    ],
  },
  {
    $hydrate: "react.section.2-columns",
    mainTop: [{ $hydrate: "react.community-search", title: "Search before you ask", titleType: "static" }],
    mainBottom: [
      { $hydrate: "react.tabs", limit: 5 },
      { $hydrate: "react.featuredcollections", apiParams: { collectionID: 1 } },
      { $hydrate: "react.featuredcollections", apiParams: { collectionID: 2 } },
      {
        // The site's own feed, read in-process by the RSS loader (a same-origin path, no network round trip).
        $hydrate: "react.rss",
        title: "Latest from the community feed",
        apiParams: { feedUrl: "/discussions/feed.rss", limit: 5 },
        containerOptions: { displayType: "list" },
      },
    ],
    secondaryBottom: [
      {
        $hydrate: "react.cta",
        title: "Read the guidelines",
        description: "Five short rules that keep this a good place to ask and help.",
        button: { title: "Community Guidelines", url: "/community-guidelines", type: "primary" },
        // Drawn by the demo's custom fragment (demo-fragments.ts), to show one working.
        $fragmentImpls: GUIDELINES_CALLOUT_IMPLS,
      },
      { $hydrate: "react.userspotlight", title: "Meet a Moderator", apiParams: { userID: 2 } },
      { $hydrate: "react.suggestedcontent" },
      { $hydrate: "react.newpost", asOwnButtons: [], excludedButtons: [] },
    ],
  },
];
