export { ProblemsPanel } from "./ProblemsPanel";
