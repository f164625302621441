// Shared by every unit test file (vitest.config.ts setupFiles).
// Testing Library's findBy*/waitFor give up after 1 s by default. On a loaded 2-core CI machine a lazy route plus a
// mocked request has taken longer than that, so a correct page failed; 5 s keeps a real hang visible without flaking.
import { configure } from "@testing-library/dom";

configure({ asyncUtilTimeout: 5_000 });
