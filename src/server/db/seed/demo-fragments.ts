// A custom fragment of the demo (docs/reference/layout-documents.md#fragments-and-special-keys): the Start Here page's
// "Read the guidelines" call to action is drawn by an admin-authored fragment instead of the built-in widget, so a
// newcomer can see one working. Like every fragment it is a plain ES module: React comes from
// globalThis.QuorumFragmentRuntime (fragments cannot resolve "react"), and its default export receives the widget's
// hydrated props.
import type { Db } from "../client";
import { fragments } from "../schema";

export const GUIDELINES_CALLOUT_FRAGMENT = {
  fragmentUUID: "5b1f0c4e-demo-guidelines-callout",
  fragmentType: "CallToActionFragment",
  name: "Guidelines callout",
} as const;

const CALLOUT_JS = `// Guidelines callout: a call to action drawn as a note with an accent edge.
const { React } = globalThis.QuorumFragmentRuntime;
const h = React.createElement;

export default function GuidelinesCallout(props) {
  const button = props.button || {};
  const title = props.title || "Read the guidelines";
  return h(
    "section",
    { className: "qf-callout", "aria-label": title, "data-fragment": "guidelines-callout" },
    h("h2", { className: "qf-callout__title" }, title),
    props.description ? h("p", { className: "qf-callout__text" }, props.description) : null,
    button.shouldUseButton && button.url
      ? h("a", { className: "qf-callout__link", href: button.url }, button.title || title, " \\u2192")
      : null,
  );
}
`;

const CALLOUT_CSS = `.qf-callout {
  margin: 1.5rem 0;
  padding: 1rem 1.25rem;
  border-left: 4px solid var(--color-primary);
  border-radius: 0 var(--radius-box) var(--radius-box) 0;
  background: var(--color-bg-subtle);
}
.qf-callout:first-child { margin-top: 0; }
.qf-callout__title { font-size: 1.125rem; font-weight: 700; color: var(--color-fg-heading); }
.qf-callout__text { margin-top: .25rem; font-size: .875rem; }
.qf-callout__link {
  display: inline-block;
  margin-top: .75rem;
  font-weight: 600;
  color: var(--color-primary);
  text-decoration: underline;
  text-underline-offset: 3px;
}
.qf-callout__link:focus-visible { outline: 2px solid var(--color-primary); outline-offset: 2px; }
`;

/** `$fragmentImpls` of a call-to-action node that the demo fragment draws. */
export const GUIDELINES_CALLOUT_IMPLS = {
  [GUIDELINES_CALLOUT_FRAGMENT.fragmentType]: { fragmentUUID: GUIDELINES_CALLOUT_FRAGMENT.fragmentUUID },
};

export async function seedDemoFragments(db: Db, adminID: number, now: Date): Promise<void> {
  await db.insert(fragments).values({
    ...GUIDELINES_CALLOUT_FRAGMENT,
    js: CALLOUT_JS,
    css: CALLOUT_CSS,
    status: "active",
    insertUserID: adminID,
    dateInserted: now,
  });
}
