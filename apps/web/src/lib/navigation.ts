/** Moves to an in-app path; the router registers itself at start-up (main.tsx). */
type Navigator = (to: string) => void;

let navigator: Navigator = (to) => window.location.assign(to);

/** Registers the function that performs in-app navigation (the router's navigate). */
export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Navigates to `to` without a full reload when the router is running. */
export function navigateTo(to: string): void {
  navigator(to);
}

/** Full page reload on `to`, as the spec asks after sign-in and logout (section 4). */
export function reloadTo(to: string): void {
  window.location.assign(to);
}
