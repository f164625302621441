// Back navigation (spec 001 §4.7, docs/reference/ui-behaviour.md#back-navigation): in-app history goes back; else a
// referrer: browser back, then the referrer after 300 ms; else the fallback (home by default). The Back control is a
// link to the fallback, rendered without touching window or document.
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BackEnvironment, goBack, REFERRER_FALLBACK_DELAY_MS } from "../../src/lib/back-navigation";
import { BackLink } from "../../src/ui/BackLink";
import { axeViolations } from "./widget-axe";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function environment(overrides: Partial<BackEnvironment> = {}) {
  const steps: string[] = [];
  const env: BackEnvironment = {
    hasAppHistory: false,
    referrer: "",
    appBack: () => steps.push("app back"),
    browserBack: () => steps.push("browser back"),
    assign: (url) => steps.push(`assign ${url}`),
    navigate: (url) => steps.push(`navigate ${url}`),
    later: (run, ms) => {
      steps.push(`wait ${ms}`);
      run();
    },
    ...overrides,
  };
  return { env, steps };
}

describe("goBack", () => {
  it("goes back inside the app when it has history", () => {
    const { env, steps } = environment({ hasAppHistory: true, referrer: "https://elsewhere.example/" });
    expect(goBack(env)).toBe("app-history");
    expect(steps).toEqual(["app back"]);
  });

  it("with a referrer only: browser back, then the referrer after 300 ms", () => {
    const { env, steps } = environment({ referrer: "https://elsewhere.example/page" });
    expect(goBack(env)).toBe("referrer");
    expect(REFERRER_FALLBACK_DELAY_MS).toBe(300);
    expect(steps).toEqual(["browser back", "wait 300", "assign https://elsewhere.example/page"]);
  });

  it("otherwise goes to the fallback, home by default", () => {
    const { env, steps } = environment();
    expect(goBack(env)).toBe("fallback");
    expect(goBack(env, "/categories/general")).toBe("fallback");
    expect(steps).toEqual(["navigate /", "navigate /categories/general"]);
  });
});

function Where() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function Page({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      Open
    </button>
  );
}

describe("BackLink", () => {
  it("renders on the server as a link to the fallback (no window, no document needed)", () => {
    const html = renderToString(
      <MemoryRouter>
        <BackLink fallback="/categories/general" />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/categories/general"');
    expect(html).toContain("Back");
  });

  it("goes back in the app's history after an in-app navigation", async () => {
    const { container } = render(
      <MemoryRouter initialEntries={["/discussions"]}>
        <Routes>
          <Route path="/discussions" element={<Page to="/discussion/1/hello" />} />
          <Route path="/discussion/*" element={<BackLink fallback="/categories/general" />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    // A memory router keeps its index outside window.history: the browser's state says where the app is.
    vi.spyOn(window.history, "state", "get").mockReturnValue({ idx: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(screen.getByRole("status", { name: "Address" }).textContent).toBe("/discussion/1/hello");
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(screen.getByRole("status", { name: "Address" }).textContent).toBe("/discussions");
  });

  it("without history nor referrer, goes to the fallback inside the app", () => {
    vi.spyOn(window.history, "state", "get").mockReturnValue(null);
    vi.spyOn(document, "referrer", "get").mockReturnValue("");
    render(
      <MemoryRouter initialEntries={["/discussion/1/hello"]}>
        <BackLink fallback="/categories/general" />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(screen.getByRole("status", { name: "Address" }).textContent).toBe("/categories/general");
  });

  it("with a referrer, steps the browser back and then loads the referrer after 300 ms", () => {
    vi.useFakeTimers();
    vi.spyOn(window.history, "state", "get").mockReturnValue(null);
    vi.spyOn(document, "referrer", "get").mockReturnValue("https://search.example/?q=forum");
    const back = vi.spyOn(window.history, "back").mockImplementation(() => undefined);
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign });
    render(
      <MemoryRouter>
        <BackLink />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(300);
    expect(assign).toHaveBeenCalledWith("https://search.example/?q=forum");
  });
});
