// axe over a rendered widget in jsdom (layout rules only: jsdom computes no colours, so contrast is left to the
// visual run in Chromium).
import axe from "axe-core";

export async function axeViolations(container: Element): Promise<string[]> {
  const result = await axe.run(container, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.help}`);
}
