// The reaction kinds of docs/reference/api-conventions.md#resources with their class and what one reaction adds to a
// post's score.
export interface ReactionTypeDefinition {
  urlcode: string;
  name: string;
  class: "Positive" | "Negative" | "Flag" | "Neutral";
  value: number;
}

export const REACTION_TYPES: readonly ReactionTypeDefinition[] = [
  { urlcode: "Promote", name: "Promote", class: "Positive", value: 5 },
  { urlcode: "OffTopic", name: "Off Topic", class: "Flag", value: -1 },
  { urlcode: "Insightful", name: "Insightful", class: "Positive", value: 1 },
  { urlcode: "Disagree", name: "Disagree", class: "Negative", value: -1 },
  { urlcode: "Agree", name: "Agree", class: "Positive", value: 1 },
  { urlcode: "Dislike", name: "Dislike", class: "Negative", value: -1 },
  { urlcode: "Like", name: "Like", class: "Positive", value: 1 },
  { urlcode: "Up", name: "Vote Up", class: "Positive", value: 1 },
  { urlcode: "Down", name: "Vote Down", class: "Negative", value: -1 },
  { urlcode: "Support", name: "Support", class: "Positive", value: 1 },
  { urlcode: "Awesome", name: "Awesome", class: "Positive", value: 1 },
  { urlcode: "LOL", name: "LOL", class: "Neutral", value: 0 },
  { urlcode: "WTF", name: "WTF", class: "Negative", value: -1 },
];
