export { JsonPane } from "./JsonPane";
