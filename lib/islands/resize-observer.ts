/**
 * Stands in for the `resize-observer-polyfill` package in the islands' browser code (scripts/build/islands/bundle.ts):
 * every browser the islands are built for has ResizeObserver, so a carousel that imports the polyfill
 * (react-slick) gets the browser's own, and the page does not download 2.5 KB it never runs.
 */
export default globalThis.ResizeObserver
