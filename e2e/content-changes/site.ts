/** The changed copy of the fixture site the content-changes tests share (e2e/content-changes.spec.ts). */
export type ChangedSite = {
  /** The copy's folder (a temporary copy of the project with the fixture site's content). */
  copy: string
  /** Its export, once built (copy/out). */
  out: string
  /** The address its export is served at to the browser (page.route); https, so pages are a secure context. */
  origin: string
}
