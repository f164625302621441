// Images in posts through /media: the composer's Insert image button uploads the chosen file with POST /media and
// adds its Markdown to the body; without uploads.add there is no button; a refused upload says why in a toast.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { myPermissionsQuery } from "../../../src/client/api/users";
import { InsertImageButton, imageMarkdown, withImage } from "../../../src/client/composer/InsertImageButton";
import type { Permissions } from "../../../src/types/generated/api/permissions";
import { toastStore } from "../../../src/ui/toast-store";
import { makePermissionsRecord } from "../../factories/permission-records";

const uploads: string[] = [];
let status = 201;

beforeEach(() => {
  uploads.length = 0;
  status = 201;
  toastStore.getState().clearToasts();
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    uploads.push(`${init.method ?? "GET"} ${url}`);
    const body =
      status === 201
        ? { mediaID: 9, url: "/media/ab12.png", name: "Screen shot.png", type: "image/png", size: 68 }
        : { message: "The uploaded file was too big (max 5 MB).", status };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderButton(permissions: Permissions, onInsert: (markdown: string) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(myPermissionsQuery().queryKey, permissions);
  return render(
    <QueryClientProvider client={client}>
      <InsertImageButton onInsert={onInsert} />
    </QueryClientProvider>,
  );
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], "Screen shot.png", { type: "image/png" });

describe("Insert image", () => {
  it("uploads the chosen image through POST /media and hands over its Markdown", async () => {
    const inserted: string[] = [];
    const { container } = renderButton(makePermissionsRecord("member"), (markdown) =>
      inserted.push(markdown),
    );
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, png());
    await waitFor(() => expect(inserted).toEqual(["![Screen shot](/media/ab12.png)"]));
    expect(uploads).toEqual(["POST /api/v2/media"]);
    expect(screen.getByRole("button", { name: "Insert image" })).not.toBeNull();
  });

  it("is not offered without uploads.add", () => {
    const record = makePermissionsRecord("member");
    const global = record.permissions[0];
    if (global) delete global.permissions["uploads.add"];
    renderButton(record, () => undefined);
    expect(screen.queryByRole("button", { name: "Insert image" })).toBeNull();
  });

  it("says why in a toast when the server refuses the file, and inserts nothing", async () => {
    status = 422;
    const inserted: string[] = [];
    const { container } = renderButton(makePermissionsRecord("member"), (markdown) =>
      inserted.push(markdown),
    );
    const input = container.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, png());
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.body)).toContain(
        "The uploaded file was too big (max 5 MB).",
      ),
    );
    expect(inserted).toEqual([]);
  });
});

describe("image Markdown", () => {
  it("names the image by its file and keeps brackets out of the alt text", () => {
    expect(imageMarkdown("diagram [v2].webp", "/media/x.webp")).toBe("![diagram  v2](/media/x.webp)");
    expect(imageMarkdown(".png", "/media/y.png")).toBe("![image](/media/y.png)");
  });

  it("adds the image as a paragraph of its own", () => {
    expect(withImage("", "![a](/media/a.png)")).toBe("![a](/media/a.png)\n");
    expect(withImage("Look:\n\n", "![a](/media/a.png)")).toBe("Look:\n\n![a](/media/a.png)\n");
  });
});
