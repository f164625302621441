// Each reaction urlcode's own icon (spec 001 §3 "each has its own icon"): an emoji, decorative beside the name.
const ICONS: Record<string, string> = {
  Promote: "⭐",
  Insightful: "💡",
  Disagree: "🙅",
  Agree: "🤝",
  Dislike: "👎",
  Like: "👍",
  Support: "🙌",
  Awesome: "🎉",
  LOL: "😂",
  WTF: "😵",
  OffTopic: "🚫",
  Up: "⬆️",
  Down: "⬇️",
};

export function reactionIcon(urlcode: string): string {
  return ICONS[urlcode] ?? "✨";
}
