// The create forms of the curation pages (a new collection, a new tag): a name, a pending state, and the server's
// refusal shown at the field; the name is cleared once created.
import { type FormEvent, useState } from "react";
import { useT } from "../../../ui/i18n/i18n-context";

export function useCreateForm(create: (name: string) => Promise<void>) {
  const t = useT();
  const [name, setName] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || pending) return;
    setPending(true);
    setError(null);
    try {
      await create(trimmed);
      setName("");
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t("Something went wrong."));
    } finally {
      setPending(false);
    }
  }

  return { name, setName, pending, error, submit };
}
