import type { HomeWidgetItem } from "../../src/types/generated/widgets/common/home-widget-item";
import { cycle, slugify } from "./random";

/** Posts of an imaginary product blog, as an RSS widget shows them (plain-text descriptions, no images). */
const FEED_POSTS = [
  [
    "Release 4.2: faster search and saved filters",
    "Search now answers in half the time, and you can save any filter set for later.",
  ],
  [
    "How we rebuilt notifications",
    "A look behind the scenes at the queue that now delivers every notification in under a second.",
  ],
  [
    "Community spotlight: the volunteer translators",
    "Twelve members translated the help center into six languages this year.",
  ],
  [
    "Scheduled maintenance on 14 November",
    "Sign-ins will be paused for about twenty minutes while we upgrade the database.",
  ],
  [
    "Five tips for writing a question that gets answered",
    "Say what you tried, show the error, and keep the title specific.",
  ],
  [
    "Webinar recording: automating exports",
    "Missed the live session? The recording and the sample scripts are now online.",
  ],
  [
    "Accessibility improvements across the app",
    "Keyboard navigation, focus outlines and screen reader labels got a thorough review.",
  ],
  ["Meet-up recap: Berlin", "Forty members met for talks, a workshop and far too much coffee."],
] as const;

export function makeFeedItems(count: number): HomeWidgetItem[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, description] = cycle(FEED_POSTS, index + 1);
    return { to: `https://blog.example.com/${slugify(name)}-${index + 1}`, name, description };
  });
}
