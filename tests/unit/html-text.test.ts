// The plain pages' text of a post body, computed without a DOM (they render on the server too), is what the
// browser's textContent gives for the bodies the server's formatter writes.
import { describe, expect, it } from "vitest";
import { htmlTextContent } from "../../src/client/pages/html-text";
import { makeComment, makeDiscussion } from "../factories";
import { RICH_BODIES } from "../factories/rich-bodies";

function domText(html: string): string {
  return new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
}

const discussion = makeDiscussion({ discussionID: 3 });
const bodies = [
  discussion.body ?? "",
  ...Array.from({ length: 10 }, (_, index) => makeComment(discussion, index + 1).body),
  ...Object.values(RICH_BODIES).map((sample) => sample.html),
  "<p>Fish &amp; chips &lt;3 &quot;quoted&quot; &#39;single&#39; &#x263A; a&nbsp;b</p><!-- a note -->",
];

describe("htmlTextContent", () => {
  it.each(bodies.map((html, index) => ({ index, html })))(
    "body #$index reads as the DOM reads it",
    ({ html }) => {
      expect(htmlTextContent(html)).toBe(domText(html));
    },
  );
});
