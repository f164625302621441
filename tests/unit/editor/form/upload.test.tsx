// upload: an image URL typed or uploaded through POST /media (multipart), with the server's refusal shown at the
// field; and the media client itself (multipart body, CSRF header, client-side type/size checks).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render as renderPlain, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../src/client/api/errors";
import { MEDIA_MAX_BYTES, mediaFileProblem, uploadMedia } from "../../../../src/client/api/media";
import { Upload } from "../../../../src/client/editor/form/controls/Upload";
import { axeViolations } from "../../widget-axe";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Uploading is a mutation: the control needs a query client, as in the editor. */
const render = (ui: ReactNode) =>
  renderPlain(ui, {
    wrapper: ({ children }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    ),
  });

const png = (name = "banner.png", size = 2048) =>
  new File([new Uint8Array(size)], name, { type: "image/png" });

describe("Upload control", () => {
  it("uploads the chosen file and emits the served URL; the status is announced", async () => {
    let answer: () => void = () => {};
    const upload = vi.fn(
      (file: File) =>
        new Promise<{ url: string }>((resolve) => {
          answer = () => resolve({ url: `/media/ab/${file.name}` });
        }),
    );
    const onChange = vi.fn();
    const { container } = render(
      <Upload id="f-bg" label="Background image" value={undefined} onChange={onChange} upload={upload} />,
    );
    const input = container.querySelector("input[type=file]") as HTMLInputElement;
    expect(screen.getByText("Upload image")).toBeTruthy();
    fireEvent.change(input, { target: { files: [png()] } });
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Uploading banner.png…"));
    answer();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("/media/ab/banner.png"));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("uploads through POST /media by default, handing the client the file alone", async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ url: "/media/ab/banner.png" }), { status: 201 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const onChange = vi.fn();
    const { container } = render(
      <Upload id="f-bg" label="Background image" value={undefined} onChange={onChange} />,
    );
    fireEvent.change(container.querySelector("input[type=file]") as HTMLInputElement, {
      target: { files: [png()] },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("/media/ab/banner.png"));
    // The mutation's own context must not reach fetch as its signal (a browser refuses a non-AbortSignal).
    expect(fetchMock.mock.calls[0]?.[1].signal).toBeUndefined();
  });

  it("refuses a file the server would refuse, without uploading it", () => {
    const upload = vi.fn();
    const { container } = render(
      <Upload id="f-bg" label="Background image" value={undefined} onChange={() => {}} upload={upload} />,
    );
    fireEvent.change(container.querySelector("input[type=file]") as HTMLInputElement, {
      target: { files: [new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" })] },
    });
    expect(upload).not.toHaveBeenCalled();
    const field = screen.getByLabelText("Background image");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Choose a PNG, JPEG, GIF or WebP image.")).toBeTruthy();
  });

  it("shows the server's error at the field", async () => {
    const upload = vi.fn(async () => {
      throw new ApiError(403, { message: "You need the site.manage permission." });
    });
    const { container } = render(
      <Upload id="f-bg" label="Background image" value={undefined} onChange={() => {}} upload={upload} />,
    );
    fireEvent.change(container.querySelector("input[type=file]") as HTMLInputElement, {
      target: { files: [png()] },
    });
    expect(await screen.findByText("You need the site.manage permission.")).toBeTruthy();
  });

  it("accepts a typed URL, previews it, and removes it", () => {
    const onChange = vi.fn();
    render(
      <Upload
        id="f-bg"
        label="Background image"
        value="/media/x/hero.jpg"
        onChange={onChange}
        upload={vi.fn()}
      />,
    );
    expect((screen.getByAltText("Current background image") as HTMLImageElement).getAttribute("src")).toBe(
      "/media/x/hero.jpg",
    );
    fireEvent.change(screen.getByLabelText("Background image"), {
      target: { value: "https://cdn.example.com/a.png" },
    });
    expect(onChange).toHaveBeenLastCalledWith("https://cdn.example.com/a.png");
    fireEvent.click(screen.getByRole("button", { name: "Remove background image" }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});

describe("uploadMedia (POST /api/v2/media)", () => {
  it("posts the file as multipart with the CSRF header and returns the media", async () => {
    const media = {
      mediaID: 7,
      url: "/media/7/banner.png",
      name: "banner.png",
      type: "image/png",
      size: 2048,
      width: 1,
      height: 1,
    };
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify(media), { status: 201 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await expect(uploadMedia(png())).resolves.toEqual(media);
    const call = fetchMock.mock.calls[0];
    if (!call) throw new Error("fetch was not called");
    const [url, init] = call;
    const headers = init.headers as Record<string, string>;
    expect(url).toBe("/api/v2/media");
    expect(init.method).toBe("POST");
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers["Content-Type"]).toBeUndefined();
    expect((init.body as FormData).get("file")).toBeInstanceOf(File);
  });

  it("turns an error response into ApiError with the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ message: "Not an image.", status: 422 }), { status: 422 }),
      ),
    );
    await expect(uploadMedia(png())).rejects.toMatchObject({ status: 422, message: "Not an image." });
  });

  it("checks type and size before sending", () => {
    expect(mediaFileProblem(png())).toBeNull();
    expect(mediaFileProblem(png("big.png", MEDIA_MAX_BYTES + 1))).toBe(
      "The uploaded file was too big (max 5 MB).",
    );
    expect(mediaFileProblem(new File(["x"], "a.txt", { type: "text/plain" }))).toMatch(/PNG, JPEG/);
  });
});
