// A post's author when no member can be named (spec 000 §3 placeholder users): the name in the reader's language, as
// plain text with no card to open; a real member's name opens their card as before.
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authorName, PostAuthor } from "../../src/client/post/PostAuthor";
import { makeUser } from "../factories/users";

afterEach(cleanup);

describe("a post's author", () => {
  it("shows a deleted account by its placeholder name, without a link", () => {
    render(
      <MemoryRouter>
        <PostAuthor user={makeUser({ userID: 9, name: "Deleted User", placeholder: "deleted" })} />
      </MemoryRouter>,
    );
    expect(screen.getByText("Deleted User").tagName).toBe("SPAN");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("names a placeholder in the reader's language", () => {
    const french = (key: string) => (key === "Unknown User" ? "Utilisateur inconnu" : key);
    expect(authorName(makeUser({ name: "Unknown User", placeholder: "unknown" }), french)).toBe(
      "Utilisateur inconnu",
    );
    expect(authorName(makeUser({ name: "Amélie" }), french)).toBe("Amélie");
  });
});
