/**
 * Full page loads, behind an object so tests can watch them (jsdom cannot navigate). A full load,
 * unlike a router navigation, also drops every in-memory trace of the previous session.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
