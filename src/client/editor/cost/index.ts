export { CostMeter } from "./CostMeter";
export { CostPanel } from "./CostPanel";
