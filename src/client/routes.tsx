// The client route table: every layout route pattern (src/lib/layout-routes) renders LayoutPage; anything else is
// the "Page Not Found" screen. A route that throws resets to the error page (spec 001 §8).
import { Outlet, type RouteObject, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { layoutRoutePatterns } from "../lib/layout-routes";
import { CurrentLocationProvider } from "../ui/location";
import { ErrorScreen, NotFoundPage } from "./pages/ErrorScreen";
import { LayoutPage } from "./pages/LayoutPage";

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
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ];
}
