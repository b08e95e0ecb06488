/**
 * The little the engine checks need from a browser, so that each check is written once and runs in
 * every engine (issue 20, section 3). Each engine's adapter implements it with a kept client
 * library: WebKitGTK through WebDriver (`engines/webkit.ts`), Firefox through WebDriver BiDi
 * (`engines/firefox.ts`).
 */

export type ColorScheme = 'light' | 'dark';

/** What the system says before the page loads: set per launch, as no engine here emulates it per page. */
export interface Profile {
  readonly colorScheme: ColorScheme;
  /** Replaces the engine's user agent, e.g. an iPhone's (Ionic's iOS mode). */
  readonly userAgent?: string;
  /** The window's size; a phone's (`PHONE`) unless given. */
  readonly viewport?: { readonly width: number; readonly height: number };
}

export interface EnginePage {
  /** Loads a path of the served build and waits for its `load` event. */
  goto(path: string): Promise<void>;
  /** Runs `fn` in the page; it must be self-contained (it is sent as source). */
  evaluate<T, A extends readonly unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** A real click, at the centre of the last element `selector` matches (the page on top). */
  click(selector: string): Promise<void>;
  /**
   * Whether the shadow root of an element `host` matches holds an element of this ARIA role and
   * accessible name, as the engine's own accessibility tree computes them: what a screen reader
   * reads (Ionic's tab button keeps its `role="tab"` link in its shadow root).
   */
  hasAccessibleInShadow(host: string, role: string, name: string): Promise<boolean>;
  reload(): Promise<void>;
  /** A step through history, as the browser's Back (-1) and Forward (1) buttons take it. */
  go(delta: -1 | 1): Promise<void>;
  /** Console errors and warnings and uncaught errors since the page opened, across its loads. */
  problems(): Promise<readonly string[]>;
  close(): Promise<void>;
}

export interface Engine {
  /** `webkit` or `firefox`: the name the runner prints. */
  readonly name: string;
  /** A fresh page (no storage, no history) in a browser started with `profile`. */
  open(profile: Profile): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Safari on an iPhone: Ionic picks its iOS mode from this. */
export const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
