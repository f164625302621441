// The client route table: every layout route pattern (src/lib/layout-routes) renders LayoutPage, the app pages of
// src/lib/app-routes (sign-in, registration) their own page; anything else is the "Page Not Found" screen. A route that throws resets to the error page (spec 001 §8).
import { Outlet, type RouteObject, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { REGISTER_PATH, SIGN_IN_PATH } from "../lib/entry-target";
import { layoutRoutePatterns } from "../lib/layout-routes";
import { CurrentLocationProvider } from "../ui/location";
import { ErrorScreen, NotFoundPage } from "./pages/ErrorScreen";
import { LayoutPage } from "./pages/LayoutPage";
import { RegisterPage } from "./pages/RegisterPage";
import { SignInPage } from "./pages/SignInPage";

function AppShell() {
  const location = useLocation();
  return (
    <CurrentLocationProvider location={location}>
      <Outlet />
      <ScrollRestoration />
    </CurrentLocationProvider>
  );
}

function RouteError() {
  const error = useRouteError();
  console.error("Route failed.", error);
  return <ErrorScreen status={500} error={error} />;
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [
        ...layoutRoutePatterns.map((path) => ({ path, element: <LayoutPage /> })),
        { path: SIGN_IN_PATH, element: <SignInPage /> },
        { path: REGISTER_PATH, element: <RegisterPage /> },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
