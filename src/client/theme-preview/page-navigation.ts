// A preview changes which theme the server renders pages with (a cookie, spec 001 §4.8), so going to the page that
// shows it is a full page load, never a client navigation. Replaceable in tests (jsdom cannot navigate).
export const themePageNavigation = {
  assign: (url: string): void => window.location.assign(url),
};
