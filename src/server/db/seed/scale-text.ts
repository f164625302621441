// Made-up but plausible forum text for the scale seed. Sentences come from a pool built once, because the seed
// writes over a million bodies and drawing every word would dominate its run time.
import type { Random } from "./prng";

const subjects = [
  "the sync job",
  "my router",
  "the new release",
  "our staging server",
  "the mobile app",
  "this plugin",
  "the import tool",
  "the search index",
  "the theme editor",
  "a fresh install",
  "the API client",
  "the cache",
  "the nightly build",
  "the upgrade script",
  "the reporting page",
  "the backup",
  "the login flow",
  "the webhook",
  "the dashboard",
  "the payment form",
  "the CSV export",
  "the scheduler",
  "my laptop",
  "the docs site",
];
const verbs = [
  "keeps failing after",
  "works fine until",
  "slows down during",
  "crashes right after",
  "ignores settings from",
  "needs a restart after",
  "breaks when combined with",
  "behaves differently with",
  "times out on",
  "looks great with",
  "picks up changes from",
  "stops responding to",
  "was rewritten for",
  "depends on",
];
const objects = [
  "the latest update",
  "a large upload",
  "two parallel requests",
  "the default config",
  "daylight saving time",
  "a proxy in front",
  "non-ASCII file names",
  "an expired token",
  "the dark theme",
  "a slow network",
  "the old database",
  "multiple time zones",
  "a full disk",
  "the weekly report",
  "third-party cookies",
];
const openers = [
  "Honestly,",
  "In my experience,",
  "As far as I can tell,",
  "For what it's worth,",
  "Funny enough,",
  "After some digging,",
  "To be fair,",
  "If I remember right,",
  "Quick update:",
  "Same here:",
];
const closers = [
  "Has anyone else seen this?",
  "Any ideas welcome.",
  "I'll report back tomorrow.",
  "Thanks in advance!",
  "That fixed it for me.",
  "Worth checking the logs first.",
  "The changelog mentions it too.",
  "I opened a ticket as well.",
  "Happy to share more details.",
  "Let me know if that helps.",
];
const titleTemplates: ((a: string, b: string) => string)[] = [
  (a, b) => `Why does ${a} fail with ${b}?`,
  (a, b) => `How to set up ${a} together with ${b}`,
  (a) => `Tips for speeding up ${a}`,
  (a, b) => `${capitalize(a)} vs ${b}: which one?`,
  (a) => `Feedback wanted on ${a}`,
  (a, b) => `Problem: ${a} and ${b}`,
  (a) => `Anyone using ${a} in production?`,
  (a) => `Weekly thread: ${a}`,
];

export const firstNames = [
  "Ada",
  "Bruno",
  "Chen",
  "Dalia",
  "Emeka",
  "Farah",
  "Goran",
  "Hana",
  "Ivo",
  "Jade",
  "Kofi",
  "Lena",
  "Mateo",
  "Nia",
  "Oskar",
  "Priya",
  "Quinn",
  "Rosa",
  "Sami",
  "Tove",
  "Uma",
  "Viktor",
  "Wren",
  "Xiu",
  "Yusuf",
  "Zoe",
];
export const lastNames = [
  "Almeida",
  "Brandt",
  "Castro",
  "Dubois",
  "Eriksen",
  "Fischer",
  "Garcia",
  "Haddad",
  "Ito",
  "Jensen",
  "Kowalski",
  "Laine",
  "Moreau",
  "Novak",
  "Okafor",
  "Petrov",
  "Quist",
  "Rossi",
  "Silva",
  "Tanaka",
  "Ueda",
  "Varga",
  "Weber",
];
export const tagWords = [
  "performance",
  "security",
  "mobile",
  "api",
  "install",
  "upgrade",
  "themes",
  "plugins",
  "search",
  "email",
  "backup",
  "docker",
  "sso",
  "billing",
  "analytics",
  "accessibility",
  "i18n",
  "import",
  "export",
  "webhooks",
  "moderation",
  "spam",
  "permissions",
  "notifications",
  "markdown",
  "uploads",
  "caching",
  "database",
  "cli",
  "feature-request",
  "bug",
  "how-to",
  "announcement",
  "showcase",
  "beginner",
  "advanced",
  "meta",
  "release",
  "roadmap",
  "community",
  "events",
  "jobs",
  "design",
  "ux",
  "privacy",
  "gdpr",
  "rss",
  "seo",
  "embed",
  "widgets",
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function sentence(random: Random): string {
  let text = `${capitalize(random.pick(subjects))} ${random.pick(verbs)} ${random.pick(objects)}.`;
  if (random.chance(0.3)) text = `${random.pick(openers)} ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  if (random.chance(0.2)) text += ` ${random.pick(closers)}`;
  if (random.chance(0.08)) text = text.replace(/the (\w+)/, "the **$1**");
  if (random.chance(0.05)) text += " See `config.yml` for the relevant setting.";
  return text;
}

export class TextPool {
  private readonly sentences: string[];

  constructor(random: Random, size = 4096) {
    this.sentences = Array.from({ length: size }, () => sentence(random));
  }

  /** Markdown paragraphs of a few sentences each. */
  body(random: Random, minParagraphs: number, maxParagraphs: number): string {
    const paragraphs: string[] = [];
    const count = random.int(minParagraphs, maxParagraphs);
    for (let p = 0; p < count; p++) {
      const sentences: string[] = [];
      const length = random.int(1, 4);
      for (let s = 0; s < length; s++) sentences.push(random.pick(this.sentences));
      paragraphs.push(sentences.join(" "));
    }
    if (random.chance(0.05)) paragraphs.push(`- ${random.pick(objects)}\n- ${random.pick(objects)}`);
    return paragraphs.join("\n\n");
  }

  title(random: Random): string {
    return random.pick(titleTemplates)(random.pick(subjects), random.pick(objects));
  }
}
