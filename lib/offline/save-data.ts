/**
 * Whether the visitor asked the browser to save data (docs/offline.md): Chromium sends `Save-Data: on`
 * with each request and says so in `navigator.connection.saveData`. The service worker then precaches
 * the shell only and keeps no image it has not kept already.
 */
export function savesData(headers: { get(name: string): string | null }, connection?: { saveData?: boolean }): boolean {
  return headers.get('save-data')?.trim().toLowerCase() === 'on' || connection?.saveData === true
}
