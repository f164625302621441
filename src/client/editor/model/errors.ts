import { englishT, type TranslateFn } from "../i18n";

/** A message for the person editing: a catalogue key (marked with msg), or what to say given the page's `t`. */
export type EditorMessage = string | ((t: TranslateFn) => string);

const sayer = (message: EditorMessage) =>
  typeof message === "string" ? (t: TranslateFn) => t(message) : message;

/** A refused editor operation; the message is written for the person editing (it is announced as is). */
export class EditorOperationError extends Error {
  override name = "EditorOperationError";
  // Private: errors compare by their own properties (toThrow), and two refusals saying the same are equal.
  readonly #say: (t: TranslateFn) => string;

  constructor(message: EditorMessage) {
    super(sayer(message)(englishT));
    this.#say = sayer(message);
  }

  /** The message in the page's language (`message` holds the English one). */
  say(t: TranslateFn): string {
    return this.#say(t);
  }
}
