// The one call the follow toggle makes: PATCH /api/v2/categories/{id}/preferences/{userID}.
interface ErrorBody {
  message?: string;
}

/** Saves the follow state; resolves to the saved value, rejects with the server's message. */
export async function saveFollowed(categoryID: number, userID: number, followed: boolean): Promise<boolean> {
  const response = await fetch(`/api/v2/categories/${categoryID}/preferences/${userID}`, {
    method: "PATCH",
    credentials: "same-origin",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
    },
    body: JSON.stringify({ "preferences.followed": followed }),
  });
  const body = (await response.json().catch(() => ({}))) as ErrorBody & { "preferences.followed"?: boolean };
  if (!response.ok) throw new Error(body.message || "Your preferences could not be saved.");
  return body["preferences.followed"] ?? followed;
}
