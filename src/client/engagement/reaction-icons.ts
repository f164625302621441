// Which registry icon stands for each reaction urlcode ("each has its own icon"), so reactions look the same
// whatever emoji font the reader's system has. A reaction we do not know gets a plain dot.
import type { IconName } from "../../ui/Icon";

const REACTION_ICONS: Record<string, IconName> = {
  Promote: "star",
  Insightful: "lightbulb",
  Disagree: "circleCross",
  Agree: "circleCheck",
  Dislike: "thumbDown",
  Like: "thumbUp",
  Support: "heart",
  Awesome: "sparkle",
  LOL: "laugh",
  WTF: "circleAlert",
  Up: "voteUp",
  Down: "voteDown",
};

export function reactionIcon(urlcode: string): IconName {
  return REACTION_ICONS[urlcode] ?? "dot";
}
