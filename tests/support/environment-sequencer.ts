// Unit files run in jsdom unless a `@vitest-environment node` docblock says otherwise. With isolate false a worker
// keeps its module graph only while consecutive files share an environment; interleaved, Vitest starts a fresh worker
// at each switch (26 to 49 workers a run, each reloading React and the widgets). So the files of one environment run
// together, the jsdom files first (the heavier half); within each group, and across projects, Vitest's own order.
import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const NODE_DOCBLOCK = /@vitest-environment\s+node\b/;

/** The docblock sits at the top of the file. */
const runsInNode = (file: string) => NODE_DOCBLOCK.test(readFileSync(file, "utf8").slice(0, 2_000));

export class EnvironmentGroupingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const byProject = new Map<string, { dom: TestSpecification[]; node: TestSpecification[] }>();
    for (const spec of await super.sort(files)) {
      const group = byProject.get(spec.project.name) ?? { dom: [], node: [] };
      byProject.set(spec.project.name, group);
      (runsInNode(spec.moduleId) ? group.node : group.dom).push(spec);
    }
    return [...byProject.values()].flatMap((group) => [...group.dom, ...group.node]);
  }
}
