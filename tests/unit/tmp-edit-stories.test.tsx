import { composeStories } from "@storybook/react-vite";
import { cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, it } from "vitest";
import * as log from "../../stories/editing/ContentLog.stories";
import * as controls from "../../stories/editing/PostEditControls.stories";

afterEach(cleanup);
for (const [file, mod] of Object.entries({ log, controls })) {
  for (const [name, Story] of Object.entries(composeStories(mod as never) as Record<string, () => JSX.Element>)) {
    it(`${file} ${name}`, async () => {
      render(<MemoryRouter><Story /></MemoryRouter>);
      await new Promise((r) => setTimeout(r, 100));
      process.stdout.write(`\nSTORY ${name}: ${document.body.textContent?.slice(0, 150)}\n`);
    });
  }
}
