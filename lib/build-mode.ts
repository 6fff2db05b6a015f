/**
 * Which of the two builds of the same content this is. The public build (`npm run build`, what deploys)
 * shows only what the ministry has supplied; the preview (`npm run build:preview`) shows every missing
 * fact in place, marked for editors with what to supply. Read at build time (the export is static).
 */
export type BuildMode = 'public' | 'preview'

export function buildMode(): BuildMode {
  return process.env.SITE_PREVIEW === '1' || process.env.SITE_PREVIEW === 'true' ? 'preview' : 'public'
}

export function isPreview(): boolean {
  return buildMode() === 'preview'
}
