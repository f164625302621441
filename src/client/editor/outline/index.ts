export { Outline } from "./Outline";
