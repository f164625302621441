// Pages that are not layouts (sign-in, registration): the server answers them 200 with the app shell and the
// client router renders them. Shared by both so they always agree.

export interface AppPageRoute {
  pattern: string;
  /** Document title before " - {site name}". */
  title: string;
}

export const appPageRoutes: AppPageRoute[] = [
  { pattern: "/entry/signin", title: "Sign In" },
  { pattern: "/entry/register", title: "Register" },
];

export function matchAppPage(pathname: string): AppPageRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return appPageRoutes.find((route) => route.pattern === path);
}
