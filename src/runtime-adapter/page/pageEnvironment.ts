/**
 * The parts of the browser page behaviour touches, passed in (the real window in
 * main.ts, a test window in tests).
 */
export interface PageEnvironment {
  /** Where keydown, error and unhandledrejection listeners go. */
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document: Document;
  location: { hostname: string; pathname: string; search: string };
  /** The page is the top frame. */
  isTopFrame: boolean;
}

export function browserEnvironment(win: Window): PageEnvironment {
  let isTopFrame = true;
  try {
    isTopFrame = win.top === win.self;
  } catch {
    isTopFrame = false; // a cross-origin parent: the page is framed
  }
  return { target: win, document: win.document, location: win.location, isTopFrame };
}
