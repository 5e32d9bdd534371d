// What the service and a remote's server bundle exchange to draw a portal's landing page with the
// HTML (issue 29): the service's routes/pages/remote-first-screens.ts calls the bundle's
// `renderFirstScreen` (packages/ui server) with a FirstScreenInput and gets a FirstScreenOutput.

export interface FirstScreenInput {
  /** The page's path; a first screen is drawn for the plain URL only. */
  path: string;
  /** The page's query string ('' when none). */
  search: string;
  /** The visitor's language, and its texts by namespace (i18next's resources). */
  lang: string;
  resources: Record<string, Record<string, string | Record<string, unknown>>>;
  /** The replies the page carries (services routes/pages/first-replies.ts), by URL. */
  replies: Record<string, unknown>;
  /** The request's Cookie header, for what a page reads from its cookies ('' when none). */
  cookies: string;
}

export interface FirstScreenOutput {
  /** The first screen's markup, as the remote's components render it. */
  html: string;
  /** The CSS selector of the live page's element that takes its place. */
  replacedBy: string;
}
