// How each section type lays out its regions: the same classes (widgets/sections/sections.css) the real section
// components use, so the canvas's geometry matches the page's. Unlike the real sections, the canvas keeps every
// column on screen, empty or not, so each region can take drops.
import { sectionRegions } from "../model/regions";

interface ColumnShape {
  className: string;
  regions: string[];
}

export interface SectionShape {
  /** The short name the real section puts in data-section. */
  name: string;
  full: boolean;
  narrowable: boolean;
  /** The columns grid class; null: the regions stack in the section itself. */
  columnsClass: string | null;
  columns: ColumnShape[];
}

const SHAPES: Record<string, Omit<SectionShape, "name">> = {
  "full-width": {
    full: true,
    narrowable: false,
    columnsClass: null,
    columns: [{ className: "", regions: ["children"] }],
  },
  "1-column": {
    full: false,
    narrowable: true,
    columnsClass: null,
    columns: [{ className: "", regions: ["children"] }],
  },
  "2-columns": {
    full: false,
    narrowable: false,
    columnsClass: "q-columns q-columns--two",
    columns: [
      { className: "q-column q-area-main", regions: ["mainTop", "mainBottom"] },
      { className: "q-column q-area-panel", regions: ["secondaryTop", "secondaryBottom"] },
    ],
  },
  "2-columns-even": {
    full: false,
    narrowable: true,
    columnsClass: "q-columns q-columns--even-2",
    columns: [
      { className: "q-column", regions: ["left"] },
      { className: "q-column", regions: ["right"] },
    ],
  },
  "3-columns": {
    full: false,
    narrowable: false,
    columnsClass: "q-columns q-columns--three",
    columns: [
      { className: "q-column q-area-left", regions: ["leftTop", "leftBottom"] },
      { className: "q-column q-area-main", regions: ["middleTop", "middleBottom"] },
      { className: "q-column q-area-right", regions: ["rightTop", "rightBottom"] },
    ],
  },
  "3-columns-even": {
    full: false,
    narrowable: false,
    columnsClass: "q-columns q-columns--even-3",
    columns: [
      { className: "q-column", regions: ["left"] },
      { className: "q-column", regions: ["middle"] },
      { className: "q-column", regions: ["right"] },
    ],
  },
};

const PREFIX = "react.section.";

/** The shape of a section key; an unknown section stacks all its regions (breadcrumbs apart) in one column. */
export function sectionShape(sectionKey: string): SectionShape {
  const name = sectionKey.startsWith(PREFIX) ? sectionKey.slice(PREFIX.length) : sectionKey;
  const known = SHAPES[name];
  if (known) return { name, ...known };
  const regions = sectionRegions(sectionKey).filter((region) => region !== "breadcrumbs");
  return { name, full: false, narrowable: false, columnsClass: null, columns: [{ className: "", regions }] };
}

export function hasBreadcrumbsRegion(sectionKey: string): boolean {
  return sectionRegions(sectionKey).includes("breadcrumbs");
}
