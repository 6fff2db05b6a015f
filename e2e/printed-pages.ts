import type { Page } from '@playwright/test'

/** The pages of the PDF Chromium prints of the page on A4 paper, as a printer would get them. */
export async function printedPages(page: Page): Promise<number> {
  const pdf = (await page.pdf({ format: 'A4', printBackground: true })).toString('latin1')
  return [...pdf.matchAll(/\/Type\s*\/Page(?![a-z])/g)].length
}
