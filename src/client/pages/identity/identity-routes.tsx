// The identity pages' client routes, each loaded on demand so the public pages' first bundle does not grow.
import type { RouteObject } from "react-router";
import {
  EMAIL_CONFIRM_PATTERN,
  EMAIL_CONFIRM_REQUEST_PATH,
  PASSWORD_REQUEST_PATH,
  PASSWORD_RESET_PATTERN,
  SESSIONS_PATH,
  SIGN_OUT_PATH,
} from "./identity-paths";

export const identityRoutes: RouteObject[] = [
  {
    path: SIGN_OUT_PATH,
    lazy: () => import("./SignOutPage").then((m) => ({ Component: m.SignOutPage })),
  },
  {
    path: PASSWORD_REQUEST_PATH,
    lazy: () => import("./PasswordRequestPage").then((m) => ({ Component: m.PasswordRequestPage })),
  },
  {
    path: PASSWORD_RESET_PATTERN,
    lazy: () => import("./PasswordResetPage").then((m) => ({ Component: m.PasswordResetPage })),
  },
  {
    path: EMAIL_CONFIRM_PATTERN,
    lazy: () => import("./EmailConfirmPage").then((m) => ({ Component: m.EmailConfirmPage })),
  },
  {
    path: EMAIL_CONFIRM_REQUEST_PATH,
    lazy: () => import("./EmailConfirmRequestPage").then((m) => ({ Component: m.EmailConfirmRequestPage })),
  },
  {
    path: SESSIONS_PATH,
    lazy: () => import("./SessionsPage").then((m) => ({ Component: m.SessionsPage })),
  },
];
