// Realistic forum content the factories draw from. Plain data, no logic.

export const USER_NAMES = [
  "amara.okafor",
  "JonasKeller",
  "priya_n",
  "Mateo.Ruiz",
  "LinWei",
  "sofia.marchetti",
  "KwameAsante",
  "hannah_becker",
  "Yuki.Tanaka",
  "olivia.grant",
  "RaviSharma",
  "ElenaPetrova",
  "noah_fischer",
  "Chloe.Martin",
  "DiegoAlvarez",
  "IngridLarsen",
  "tomasz_nowak",
  "FatimaZahra",
  "liam.obrien",
  "MeiChen",
] as const;

/** Rank labels shown beside a few users; most have none. */
export const USER_TITLES = ["Moderator", "Community Manager", "Product Expert", "Champion"] as const;

export interface CategorySeed {
  name: string;
  description: string;
  /** Index (1-based id) of the parent in this list; absent for top-level categories. */
  parent?: number;
  displayAs: "discussions" | "categories";
  featured?: boolean;
}

/** Ids are positions in this list (1-based): parents come before their children. */
export const CATEGORIES: readonly CategorySeed[] = [
  {
    name: "Announcements",
    description: "News and release notes from the Quorum team.",
    displayAs: "discussions",
    featured: true,
  },
  {
    name: "General Discussion",
    description: "Anything about running and growing a community.",
    displayAs: "discussions",
    featured: true,
  },
  {
    name: "Help & Support",
    description: "Ask questions and get answers from the community.",
    displayAs: "categories",
    featured: true,
  },
  {
    name: "Getting Started",
    description: "First steps: setup, settings and your first layout.",
    parent: 3,
    displayAs: "discussions",
  },
  {
    name: "Troubleshooting",
    description: "Something broken? Describe what you expected and what happened.",
    parent: 3,
    displayAs: "discussions",
  },
  {
    name: "Account & Billing",
    description: "Sign-in problems, invoices and plan changes.",
    parent: 3,
    displayAs: "discussions",
  },
  {
    name: "Ideas & Feedback",
    description: "Suggest features and vote on what comes next.",
    displayAs: "discussions",
    featured: true,
  },
  {
    name: "Show and Tell",
    description: "Share the themes, layouts and widgets you have built.",
    displayAs: "discussions",
  },
  {
    name: "Developers",
    description: "APIs, webhooks, themes and custom widgets.",
    displayAs: "categories",
    featured: true,
  },
  {
    name: "API & Webhooks",
    description: "Integrations with the REST API and outgoing webhooks.",
    parent: 9,
    displayAs: "discussions",
  },
  {
    name: "Themes & Layouts",
    description: "Styling the forum and arranging its pages.",
    parent: 9,
    displayAs: "discussions",
  },
  {
    name: "Off Topic",
    description: "Introduce yourself, share a link, talk about the weekend.",
    displayAs: "discussions",
  },
];

export interface DiscussionSeed {
  name: string;
  /** Name of a "discussions" category in CATEGORIES. */
  category: string;
  excerpt: string;
}

export const DISCUSSIONS: readonly DiscussionSeed[] = [
  {
    name: "Welcome to the community: start here",
    category: "Announcements",
    excerpt:
      "A quick tour of the categories, the community guidelines and how to get help when you are stuck. Please introduce yourself in Off Topic!",
  },
  {
    name: "How do I move a discussion to another category?",
    category: "Getting Started",
    excerpt:
      "I posted my question in General by mistake. Is there a way to move it myself, or does a moderator have to do it?",
  },
  {
    name: "Release notes: November update",
    category: "Announcements",
    excerpt:
      "Layouts can now be previewed on mobile and tablet before you apply them, the editor gained undo and redo, and the discussion list loads faster.",
  },
  {
    name: "Dark mode for the forum theme?",
    category: "Ideas & Feedback",
    excerpt:
      "Many of our members read in the evening. Would it be possible to offer a dark variant of the default theme, ideally following the system setting?",
  },
  {
    name: "Email notifications arrive hours late",
    category: "Troubleshooting",
    excerpt:
      "Since last week, notification emails reach our members three to four hours after the comment was posted. The outgoing queue looks empty.",
  },
  {
    name: "Showcase: our new help center home page",
    category: "Show and Tell",
    excerpt:
      "We rebuilt our home page with a banner, featured categories in a grid and a quick links column. Feedback welcome!",
  },
  {
    name: "Best practice for tagging questions",
    category: "General Discussion",
    excerpt:
      "We have more than two hundred tags and people keep creating near-duplicates. How do other communities keep their tags tidy?",
  },
  {
    name: "Webhook payload for new comments",
    category: "API & Webhooks",
    excerpt:
      "Does the comment webhook include the discussion's category? I need it to route notifications to the right Slack channel.",
  },
  {
    name: "Cannot sign in after changing my email",
    category: "Account & Billing",
    excerpt:
      "I updated my email address in my profile and now the sign-in form says my password is wrong. Resetting the password did not help.",
  },
  {
    name: "Pinned announcements on the home page only",
    category: "Getting Started",
    excerpt:
      "Is it possible to pin a discussion to the recent discussions list without pinning it inside its category as well?",
  },
  {
    name: "What are you reading this month?",
    category: "Off Topic",
    excerpt:
      "Share a book, an article or a long read that stuck with you. I will start: a history of the printing press and the first newspapers.",
  },
  {
    name: "Custom HTML widget: which tags are allowed?",
    category: "Themes & Layouts",
    excerpt:
      "I tried to embed a small form in the Custom HTML widget but the script does not run. Which tags and attributes are kept?",
  },
  {
    name: "Idea: let members follow a tag",
    category: "Ideas & Feedback",
    excerpt:
      "Following a category works well, but our topics cut across categories. Following a tag would let members get exactly what they care about.",
  },
  {
    name: "Importing users from our old forum",
    category: "General Discussion",
    excerpt:
      "We are moving about twelve thousand members from a phpBB board. Can passwords be migrated, or will everyone need to reset theirs?",
  },
  {
    name: "Three-column layout on tablets",
    category: "Themes & Layouts",
    excerpt:
      "On an iPad in portrait the right column drops below the main one. Is that intended, and can a layout keep three columns on tablets?",
  },
  {
    name: "Monthly community call: recording and notes",
    category: "Announcements",
    excerpt:
      "Thanks to everyone who joined. The recording, the slides and a summary of the questions we could not answer live are below.",
  },
  {
    name: "Rate limits on the discussions API",
    category: "API & Webhooks",
    excerpt:
      "Our nightly export hits 429 responses after a few hundred requests. What are the limits, and is there a bulk endpoint?",
  },
  {
    name: "Badges for first accepted answer",
    category: "Ideas & Feedback",
    excerpt:
      "A small badge for the first accepted answer would encourage new members to help each other. Has anyone set this up?",
  },
  {
    name: "Invoice shows the wrong company name",
    category: "Account & Billing",
    excerpt:
      "Our October invoice is addressed to our old company name. Where can billing details be changed, and can the invoice be reissued?",
  },
  {
    name: "Introduce yourself!",
    category: "Off Topic",
    excerpt:
      "New here? Tell us who you are, what community you run or want to build, and what brought you to Quorum.",
  },
  {
    name: "Search does not find words with accents",
    category: "Troubleshooting",
    excerpt:
      "Searching for 'cafe' does not return discussions that contain 'café'. Is there a setting for accent-insensitive search?",
  },
  {
    name: "Layout editor keyboard shortcuts",
    category: "Themes & Layouts",
    excerpt:
      "Arrow keys move between sections, Enter selects a widget and Escape goes back. Here is the full list, with a printable cheat sheet.",
  },
  {
    name: "Spam wave from new accounts",
    category: "General Discussion",
    excerpt:
      "We got forty spam discussions overnight, all from accounts created minutes before. Which registration settings helped you most?",
  },
  {
    name: "Theme variables for the title bar",
    category: "Themes & Layouts",
    excerpt:
      "Which variables control the title bar height and colours on mobile? Setting the background colour only changes the desktop bar.",
  },
];

export const TAGS = [
  "Getting Started",
  "Bug",
  "Feature Request",
  "How-To",
  "Release Notes",
  "API",
  "Mobile",
  "Accessibility",
  "Themes",
  "Moderation",
] as const;
