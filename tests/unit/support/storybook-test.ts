// `storybook/test` for the unit project (vitest.config.ts aliases it here): Storybook's own module, except that
// `userEvent` is the one the unit tests use. Storybook bundles a second copy of user-event; once a story's play
// function ran with it, both copies patched every focused input of the worker's shared document, and a later file's
// typing no longer reached React (the input showed the text, the form's state stayed empty).
// The real module is imported by its file path, which the alias does not match.
import userEvent from "@testing-library/user-event";

export * from "../../../node_modules/storybook/dist/test/index.js";
export { userEvent };
