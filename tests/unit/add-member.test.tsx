// Adding a member from the users dashboard (docs/reference/ui-behaviour.md#generated-passwords, spec 000 §9): the
// generated password is 12 characters from a cryptographic source, shown so the admin can copy it, and the form posts
// POST /users as staff.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddMemberDialog } from "../../src/client/pages/dashboard/AddMemberDialog";
import { GENERATED_PASSWORD_LENGTH, generatePassword } from "../../src/lib/generate-password";
import { makeUser } from "../factories";
import { axeViolations } from "./widget-axe";

let posted: unknown[];

beforeEach(() => {
  posted = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    if (url === "/api/v2/users" && init.method === "POST") {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      if (body.name === "taken") {
        return Response.json(
          {
            message: "Validation failed.",
            status: 422,
            errors: { name: [{ field: "name", code: "taken", message: "This name is taken." }] },
          },
          { status: 422 },
        );
      }
      return Response.json(makeUser({ userID: 77, name: body.name }), { status: 201 });
    }
    return new Response(null, { status: 204 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("generatePassword", () => {
  it("makes 12 characters with a lower-case letter, a capital and a digit, no look-alikes", () => {
    const fill = (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes);
    for (let i = 0; i < 50; i += 1) {
      const password = generatePassword(fill);
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(GENERATED_PASSWORD_LENGTH).toBe(12);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it("draws again rather than bend the odds (bytes past the last whole alphabet are refused)", () => {
    const bytes = [255, 254, ...Array.from({ length: 12 }, (_, i) => [0, 30, 52][i % 3] as number)];
    const fill = (target: Uint8Array<ArrayBuffer>) => {
      target[0] = bytes.shift() ?? 0;
      return target;
    };
    expect(generatePassword(fill)).toBe("aF5aF5aF5aF5");
  });
});

function renderDialog(onAdded = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <AddMemberDialog onClose={() => undefined} onAdded={onAdded} />
    </QueryClientProvider>,
  );
  return { ...result, onAdded };
}

describe("AddMemberDialog", () => {
  it("generates a 12-character password, shows it, and adds the member with it", async () => {
    const getRandomValues = vi.spyOn(crypto, "getRandomValues");
    const { onAdded } = renderDialog();
    const dialog = screen.getByRole("dialog", { name: "Add Member" });
    expect(await axeViolations(dialog)).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "newcomer" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Email" }), {
      target: { value: "new@example.com" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Generate password" }));
    expect(getRandomValues).toHaveBeenCalled();
    // Shown as text, so the admin can read and copy it.
    const password = screen.getByRole("textbox", { name: "Password" }) as HTMLInputElement;
    expect(password.value).toHaveLength(12);
    expect(screen.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getAllByRole("button", { name: "Add Member" })[0] as HTMLElement);
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(posted).toEqual([{ name: "newcomer", email: "new@example.com", password: password.value }]);
  });

  it("copies the password and says so", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderDialog();
    fireEvent.click(screen.getByRole("button", { name: "Generate password" }));
    fireEvent.click(screen.getByRole("button", { name: "Copy password" }));
    await screen.findByText("Password copied.");
    expect(writeText).toHaveBeenCalledWith(
      (screen.getByRole("textbox", { name: "Password" }) as HTMLInputElement).value,
    );
  });

  it("shows the server's field errors under their fields and stays open", async () => {
    const { onAdded } = renderDialog();
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "taken" } });
    fireEvent.click(screen.getAllByRole("button", { name: "Add Member" })[0] as HTMLElement);
    expect(await screen.findByText("This name is taken.")).toBeTruthy();
    expect(onAdded).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Add Member" })).toBeTruthy();
  });
});
