export { ProblemsPanel, type ProblemsPanelProps } from "./ProblemsPanel";
