// The demo community's people, category tree and tags.
export interface DemoUser {
  name: string;
  email: string;
  role: "member" | "moderator" | "administrator";
  title?: string;
}

const MEMBER_NAMES = [
  "MariaGarcia",
  "kenji.tanaka",
  "oliver_smith",
  "Amélie",
  "priya.sharma",
  "liam_obrien",
  "Sofía",
  "chen.wei",
  "fatima_z",
  "lukas.muller",
  "NoahJohnson",
  "aisha.bello",
  "mateo-rossi",
  "EmmaWilson",
  "ravi.k",
  "hannah_lee",
  "Jonas",
  "olga.petrova",
  "sam_taylor",
  "yuki.sato",
];

export const DEMO_USERS: readonly DemoUser[] = [
  { name: "admin", email: "admin@example.com", role: "administrator", title: "Community Manager" },
  { name: "moderator", email: "moderator@example.com", role: "moderator", title: "Moderator" },
  { name: "member", email: "member@example.com", role: "member" },
  ...MEMBER_NAMES.map((name) => ({
    name,
    email: `${name
      .normalize("NFD")
      .replace(/[^\w.-]/g, "")
      .toLowerCase()}@example.com`,
    role: "member" as const,
  })),
];

/** What a category's discussions are about; picks the title and body material in demo-text.ts. */
export type Topic =
  | "news"
  | "general"
  | "intro"
  | "offtopic"
  | "support"
  | "guide"
  | "idea"
  | "bug"
  | "dev"
  | "staff";

export interface DemoCategory {
  urlcode: string;
  name: string;
  description: string;
  displayAs: "discussions" | "categories" | "flat" | "heading";
  featured?: boolean;
  /** Only staff may see it: it gets permissions of its own, which its children inherit. */
  private?: boolean;
  topic?: Topic;
  /** Relative share of the discussions. */
  weight?: number;
  children?: DemoCategory[];
}

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    urlcode: "announcements",
    name: "Announcements",
    description: "News about the community and the product, straight from the team.",
    displayAs: "discussions",
    featured: true,
    topic: "news",
    weight: 0.4,
  },
  {
    urlcode: "community",
    name: "Community",
    description: "",
    displayAs: "heading",
    children: [
      {
        urlcode: "general",
        name: "General Discussion",
        description: "Anything about the product that doesn't fit elsewhere.",
        displayAs: "discussions",
        featured: true,
        topic: "general",
        weight: 3,
      },
      {
        urlcode: "introductions",
        name: "Introductions",
        description: "New here? Say hello and tell us what you're working on.",
        displayAs: "discussions",
        topic: "intro",
        weight: 1,
      },
      {
        urlcode: "off-topic",
        name: "Off Topic",
        description: "Coffee-break conversations. Be kind.",
        displayAs: "discussions",
        topic: "offtopic",
        weight: 1,
      },
    ],
  },
  {
    urlcode: "help",
    name: "Help & Support",
    description: "Ask questions and get answers from the community and the team.",
    displayAs: "categories",
    featured: true,
    children: [
      {
        urlcode: "getting-started",
        name: "Getting Started",
        description: "First steps, account setup and the basics.",
        displayAs: "discussions",
        topic: "support",
        weight: 2,
      },
      {
        urlcode: "troubleshooting",
        name: "Troubleshooting",
        description: "When something doesn't work as expected.",
        displayAs: "categories",
        children: [
          {
            urlcode: "installation",
            name: "Installation",
            description: "Installing, upgrading and migrating.",
            displayAs: "discussions",
            topic: "support",
            weight: 2,
          },
          {
            urlcode: "performance",
            name: "Performance",
            description: "Slow pages, heavy queries, caching.",
            displayAs: "discussions",
            topic: "support",
            weight: 1.5,
          },
          {
            urlcode: "integrations",
            name: "Integrations",
            description: "Single sign-on, webhooks, email and other services.",
            displayAs: "discussions",
            topic: "support",
            weight: 1.5,
          },
        ],
      },
      {
        urlcode: "how-to",
        name: "How-To Guides",
        description: "Step-by-step guides written by members.",
        displayAs: "discussions",
        topic: "guide",
        weight: 1,
      },
    ],
  },
  {
    urlcode: "feedback",
    name: "Product Feedback",
    description: "Tell us what to build next and what to fix.",
    displayAs: "discussions",
    topic: "general",
    weight: 0.5,
    children: [
      {
        urlcode: "feature-requests",
        name: "Feature Requests",
        description: "Ideas for the product. Vote for the ones you want.",
        displayAs: "discussions",
        topic: "idea",
        weight: 2,
      },
      {
        urlcode: "bug-reports",
        name: "Bug Reports",
        description: "Found a bug? Tell us how to reproduce it.",
        displayAs: "discussions",
        topic: "bug",
        weight: 1.5,
      },
    ],
  },
  {
    urlcode: "developers",
    name: "Developers",
    description: "Building on top of the platform.",
    displayAs: "flat",
    topic: "dev",
    weight: 0.5,
    children: [
      {
        urlcode: "api",
        name: "API & Webhooks",
        description: "REST API, webhooks and automation.",
        displayAs: "discussions",
        topic: "dev",
        weight: 1.5,
      },
      {
        urlcode: "themes",
        name: "Themes & Layouts",
        description: "Custom themes, layouts and widgets.",
        displayAs: "discussions",
        topic: "dev",
        weight: 1,
      },
    ],
  },
  {
    urlcode: "staff",
    name: "Staff Lounge",
    description: "Private: moderators and administrators only.",
    displayAs: "discussions",
    private: true,
    topic: "staff",
    weight: 0.8,
    children: [
      {
        urlcode: "moderation-log",
        name: "Moderation Log",
        description: "Notes on moderation decisions.",
        displayAs: "discussions",
        topic: "staff",
        weight: 0.5,
      },
    ],
  },
];

export const DEMO_TAGS = [
  "beginner",
  "api",
  "performance",
  "mobile",
  "themes",
  "layouts",
  "accessibility",
  "security",
  "upgrade",
  "email",
  "search",
  "moderation",
  "integrations",
  "tips",
  "sso",
] as const;
