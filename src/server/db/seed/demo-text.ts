// Titles, bodies and replies for the demo: templates filled with a topic's subjects by the seeded PRNG, so the
// text reads like a forum and is the same on every run.

import type { Topic } from "./demo-data";
import type { Random } from "./prng";

interface TopicText {
  type: "discussion" | "question" | "idea";
  subjects: readonly string[];
  titles: readonly string[];
}

const TOPICS: Record<Topic, TopicText> = {
  news: {
    type: "discussion",
    subjects: [
      "the spring release",
      "new moderation tools",
      "the community guidelines",
      "dark mode",
      "the mobile app",
      "our roadmap",
    ],
    titles: ["Announcing {s}", "What's new: {s}", "Heads up: changes to {s}", "Introducing {s}"],
  },
  general: {
    type: "discussion",
    subjects: [
      "notifications",
      "the editor",
      "search",
      "user profiles",
      "categories",
      "the mobile layout",
      "badges",
      "email digests",
      "reactions",
      "bookmarks",
    ],
    titles: [
      "What do you think about {s}?",
      "How do you use {s}?",
      "Thoughts on {s}",
      "My workflow with {s}",
      "Is anyone else excited about {s}?",
      "Small things I love about {s}",
    ],
  },
  intro: {
    type: "discussion",
    subjects: [
      "Lisbon",
      "a small design studio",
      "the support team",
      "a university lab",
      "Toronto",
      "a nonprofit",
      "Osaka",
      "a game studio",
    ],
    titles: ["Hello from {s}!", "Hi everyone, joining from {s}", "New member from {s}", "Greetings from {s}"],
  },
  offtopic: {
    type: "discussion",
    subjects: [
      "coffee",
      "mechanical keyboards",
      "podcasts",
      "board games",
      "hiking trails",
      "standing desks",
      "sci-fi books",
      "home office plants",
    ],
    titles: [
      "What's your favourite {s}?",
      "Let's talk about {s}",
      "Recommendations for {s}?",
      "Unpopular opinions about {s}",
    ],
  },
  support: {
    type: "question",
    subjects: [
      "password reset emails",
      "the upgrade to 4.2",
      "single sign-on",
      "file uploads",
      "the search index",
      "slow category pages",
      "webhooks",
      "custom domains",
      "the cron job",
      "image thumbnails",
      "two-factor sign-in",
      "the import tool",
    ],
    titles: [
      "How do I configure {s}?",
      "Problem with {s} after upgrading",
      "{S} not working",
      "Can't get {s} to work",
      "Is there a limit on {s}?",
      "Best way to set up {s}?",
    ],
  },
  guide: {
    type: "discussion",
    subjects: [
      "backups",
      "a custom theme",
      "role permissions",
      "email templates",
      "a staging site",
      "analytics",
      "spam filters",
    ],
    titles: ["Guide: setting up {s}", "Step by step: {s}", "How I automated {s}", "A checklist for {s}"],
  },
  idea: {
    type: "idea",
    subjects: [
      "scheduled posts",
      "polls in comments",
      "a calendar view",
      "keyboard shortcuts",
      "saved searches",
      "markdown tables",
      "per-category themes",
      "read receipts",
    ],
    titles: ["Idea: {s}", "Please add {s}", "Feature request: {s}", "Would love to see {s}"],
  },
  bug: {
    type: "discussion",
    subjects: [
      "the mention picker",
      "the draft autosave",
      "the pager",
      "image captions",
      "the tag filter",
      "time zones in dates",
      "the notification badge",
    ],
    titles: [
      "Bug: {s} breaks on mobile",
      "{S} shows the wrong result",
      "Regression in {s}",
      "Glitch with {s} in Safari",
    ],
  },
  dev: {
    type: "question",
    subjects: [
      "the discussions endpoint",
      "webhook signatures",
      "API tokens",
      "layout widgets",
      "theme variables",
      "rate limits",
      "pagination headers",
    ],
    titles: [
      "Using {s} from a script",
      "Question about {s}",
      "Example code for {s}",
      "How are {s} meant to work?",
    ],
  },
  staff: {
    type: "discussion",
    subjects: [
      "the spam wave",
      "the new moderator rota",
      "a reported thread",
      "the holiday schedule",
      "community guidelines v2",
    ],
    titles: ["Staff notes: {s}", "Let's discuss {s}", "Follow-up on {s}", "Plan for {s}"],
  },
};

const OPENERS = [
  "I've been looking into {s} this week.",
  "Quick question about {s}.",
  "We rolled out {s} for our team last month.",
  "Something I noticed about {s}:",
  "Following up on the earlier thread about {s}.",
];
const MIDDLES = [
  "It works well most of the time, but a few people on the team ran into trouble.",
  "The documentation covers the basics, but not our setup.",
  "I tried the steps from the help center and they got me halfway there.",
  "We have around two hundred active members, so nothing huge.",
  "Everything looked fine on desktop; the mobile view is where it gets odd.",
  "The logs don't show anything unusual.",
  "I'd rather not install another plugin if the built-in options can do it.",
  "There's a longer write-up here: https://example.com/notes",
];
const CLOSERS = [
  "Has anyone else seen this?",
  "Any pointers appreciated.",
  "Curious what everyone else does.",
  "Thanks in advance!",
  "Happy to share more details if it helps.",
];
const REPLIES = [
  "Thanks for sharing this!",
  "Same here, it started after the last update.",
  "Have you tried clearing the cache first? That fixed it for me.",
  "Good question. I'd like to know too.",
  "We do something similar and it works fine for us.",
  "Could you post a screenshot? Hard to tell from the description.",
  "+1, this would help our team a lot.",
  "I wrote a short guide on this a while ago: https://example.com/guide",
  "That's what the settings page is for, but it's easy to miss.",
  "Agreed. The defaults could be better.",
  "Not sure I follow: which version are you on?",
  "This worked for me, thank you!",
  "I think there's an open ticket for that already.",
  "Interesting approach. Did it hold up under load?",
];

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(template: string, subject: string): string {
  return template.replace("{S}", capitalized(subject)).replace("{s}", subject);
}

export function topicType(topic: Topic): TopicText["type"] {
  return TOPICS[topic].type;
}

export function discussionTitle(random: Random, topic: Topic): string {
  const { subjects, titles } = TOPICS[topic];
  return fill(random.pick(titles), random.pick(subjects));
}

/** n different items, in random order. */
function pickDistinct<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const picked: T[] = [];
  while (picked.length < n && pool.length) picked.push(...pool.splice(random.int(0, pool.length - 1), 1));
  return picked;
}

export function discussionBody(random: Random, topic: Topic, title: string): string {
  const subject = TOPICS[topic].subjects.find((s) => title.toLowerCase().includes(s.toLowerCase())) ?? "this";
  const [first = "", ...more] = pickDistinct(random, MIDDLES, random.int(2, 3));
  return [`${fill(random.pick(OPENERS), subject)} ${first}`, ...more, random.pick(CLOSERS)].join("\n\n");
}

export function replyBody(random: Random): string {
  const first = random.pick(REPLIES);
  return random.chance(0.3) ? `${first}\n\n${random.pick(MIDDLES)}` : first;
}
