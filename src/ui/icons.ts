// Every icon of the app, by name: line drawings on a 24×24 grid, stroked in the text colour by <Icon>. A shape is
// a path's `d`, or a circle or rectangle (kept as such so they draw exactly as they always have). Add an icon
// here and nowhere else.

export type IconShape =
  | string
  | { circle: readonly [cx: number, cy: number, r: number] }
  | { rect: readonly [x: number, y: number, width: number, height: number, rx: number] };

const GRIP_CIRCLES: IconShape[] = [6, 12, 18].flatMap((y) => [
  { circle: [9, y, 1.3] as const },
  { circle: [15, y, 1.3] as const },
]);

export const ICONS = {
  // Navigation and chrome
  arrowUp: ["M12 19V5m-6 6 6-6 6 6"],
  arrowDown: ["M12 5v14m6-6-6 6-6-6"],
  chevronLeft: ["m15 5-7 7 7 7"],
  chevronRight: ["m9 5 7 7-7 7"],
  chevronDown: ["m6 9 6 6 6-6"],
  menu: ["M4 6.5h16M4 12h16M4 17.5h16"],
  close: ["M6 6l12 12M18 6 6 18"],
  plus: ["M12 5v14M5 12h14"],
  search: [{ circle: [11, 11, 6.5] }, "m16 16 4.5 4.5"],
  external: [
    "M14 4h6v6m0-6-9 9M18 14v4.5a1.5 1.5 0 0 1-1.5 1.5h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10",
  ],
  bell: ["M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9", "M10.3 21a1.94 1.94 0 0 0 3.4 0"],
  mail: [{ rect: [3, 5, 18, 14, 2] }, "m3 7 9 6 9-6"],
  globe: [{ circle: [12, 12, 9] }, "M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"],
  user: [{ circle: [12, 8.5, 4] }, "M4.5 20.5c1.2-3.8 4-5.5 7.5-5.5s6.3 1.7 7.5 5.5"],

  // Discussions
  comment: [
    "M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5v-8Z",
  ],
  eye: ["M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z", { circle: [12, 12, 3] }],
  pin: ["M9 3h6l-1 6 4 3v2h-5v7l-1 1-1-1v-7H6v-2l4-3-1-6Z"],
  lock: [{ rect: [5, 10.5, 14, 10, 2] }, "M8 10.5V8a4 4 0 0 1 8 0v2.5"],
  check: ["m5 12.5 4.5 4.5L19 7.5"],
  question: [{ circle: [12, 12, 9] }, "M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6M12 17h.01"],
  folder: [
    "M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z",
  ],

  // Engagement: votes, bookmark, share, report, reactions log
  voteUp: ["m6 14 6-6 6 6"],
  voteDown: ["m6 10 6 6 6-6"],
  bookmark: ["M7 3.5h10a1 1 0 0 1 1 1V21l-6-4.2L6 21V4.5a1 1 0 0 1 1-1Z"],
  share: [
    { circle: [18, 5.5, 2.5] },
    { circle: [6, 12, 2.5] },
    { circle: [18, 18.5, 2.5] },
    "m8.2 10.8 7.6-4.1M8.2 13.2l7.6 4.1",
  ],
  flag: ["M5 21V4m0 0h11l-2 4 2 4H5"],
  log: ["M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01"],

  // Reactions (one each, so they look alike whatever emoji font the reader has)
  star: ["m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z"],
  lightbulb: [
    "M9 17.5h6M10 20.5h4",
    "M12 3.5a5.5 5.5 0 0 0-3.3 9.9c.7.5 1.3 1.5 1.3 2.4v.2h4v-.2c0-.9.6-1.9 1.3-2.4A5.5 5.5 0 0 0 12 3.5Z",
  ],
  circleCross: [{ circle: [12, 12, 8.5] }, "m9 9 6 6m0-6-6 6"],
  circleCheck: [{ circle: [12, 12, 8.5] }, "m8.2 12.3 2.6 2.6 5-5.3"],
  thumbDown: ["M10 20.5 8 14H4.5a1 1 0 0 1-1-1.2l1.6-7.5a1 1 0 0 1 1-.8H16v9.5l-4 6.5ZM16 4.5h4v9.5h-4"],
  thumbUp: ["m14 3.5 2 6.5h3.5a1 1 0 0 1 1 1.2l-1.6 7.5a1 1 0 0 1-1 .8H8V10l4-6.5ZM8 19.5H4V10h4"],
  heart: ["M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6 4.2 4.2 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z"],
  sparkle: ["M12 3.5v4M12 16.5v4M3.5 12h4M16.5 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6"],
  laugh: [{ circle: [12, 12, 8.5] }, "M8 13.5c1 2 2.4 3 4 3s3-1 4-3ZM9 9.5h.01M15 9.5h.01"],
  circleAlert: [{ circle: [12, 12, 8.5] }, "M12 7.5v5.5M12 16.5h.01"],
  dot: [{ circle: [12, 12, 3] }],

  // Layout editor
  grip: GRIP_CIRCLES,
  gripDots: ["M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"],
  swap: ["M7 7h13m-4-4 4 4-4 4M17 17H4m4-4-4 4 4 4"],
  duplicate: ["M8 8h11v11H8zM5 16V5h11"],
  trash: ["M5 7h14M10 7V4h4v3m-7 0 1 13h8l1-13"],
} satisfies Record<string, readonly IconShape[]>;

export type IconName = keyof typeof ICONS;

/** Icons drawn as points (zero-length strokes), which need their own stroke width to show as dots. */
export const ICON_STROKE_WIDTH: Partial<Record<IconName, number>> = { gripDots: 3 };
