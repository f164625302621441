// What the selection toast gives every bulk form.
import type { SelectedDiscussion } from "../selection-store";

export interface BulkFormProps {
  /** The checked discussions, in the order they were checked. */
  discussions: SelectedDiscussion[];
  onClose(): void;
}
