/** A refused editor operation; the message is written for the person editing (it is announced as is). */
export class EditorOperationError extends Error {
  override name = "EditorOperationError";
}
