// What every field of one form shares: whose fields they are, where their errors are, how they change, and
// which groups are open. One context instead of threading it through the recursive renderer.
import { createContext, useContext } from "react";
import type { Uploader } from "./controls/Upload";

export interface FormContextValue {
  editorID: string;
  disabled: boolean;
  /** Problem messages by the rendered path that shows them. */
  errors: ReadonlyMap<string, readonly string[]>;
  change: (field: string, value: unknown) => void;
  isOpen: (path: string) => boolean;
  setOpen: (path: string, open: boolean) => void;
  /** The field a focus request targets (its deepest rendered path), while it is being revealed. */
  reveal: { path: string; nonce: number } | null;
  upload?: Uploader;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error("Form fields render inside <SchemaForm>.");
  return context;
}

/** Messages at `path` and below it (a group's header counts what its fields show). */
export function errorsWithin(errors: ReadonlyMap<string, readonly string[]>, path: string): number {
  let count = 0;
  for (const [at, messages] of errors) {
    if (at === path || at.startsWith(`${path}.`)) count += messages.length;
  }
  return count;
}
