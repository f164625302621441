// The client route table: the app pages of src/lib/app-routes (sign-in, registration) render their own page; every
// other URL goes to LayoutPage, which matches the layout routes (src/lib/layout-routes) or shows "Page Not Found".
// A route that throws resets to the error page (spec 001 §8).
import { Outlet, type RouteObject, ScrollRestoration, useLocation, useRouteError } from "react-router";
import { REGISTER_PATH, SIGN_IN_PATH } from "../lib/entry-target";
import { CurrentLocationProvider } from "../ui/location";
import { ErrorScreen } from "./pages/ErrorScreen";
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
        { path: SIGN_IN_PATH, element: <SignInPage /> },
        { path: REGISTER_PATH, element: <RegisterPage /> },
        // Layout routes need the inlined route table (site sections, custom pages): LayoutPage matches them and
        // shows "Page Not Found" for anything else.
        { path: "*", element: <LayoutPage /> },
      ],
    },
  ];
}
