/**
 * The login event: dispatched on the window when a data call's reply says loginRequired; page
 * behaviour listens for it and opens the site user's login (the spec names the event's effect, not
 * its name). A module of its own so the start-up code listens without loading the data call.
 */
export const LOGIN_REQUIRED_EVENT = 'site:login-required';
