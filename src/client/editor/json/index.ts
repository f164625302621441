export { JsonPane, type JsonPaneProps } from "./JsonPane";
