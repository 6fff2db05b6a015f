/**
 * The loader: reads and checks content/ (pipeline/check.ts), then gives each language the content
 * render-ready: translated (pipeline/localize.ts), as this build shows it (pipeline/public-view.ts) and
 * with congregation pages laid out (pipeline/lay-out.ts). Types are in types.ts.
 */
import { buildMode } from '../build-mode'
import type { Locale } from '../i18n/locales'
import { checkContent } from './pipeline/check'
import { layOutCongregations } from './pipeline/lay-out'
import { localize } from './pipeline/localize'
import { publicView } from './pipeline/public-view'
import { CONTENT_ROOT } from './pipeline/read'
import { ContentError, type Problem } from './problems'
import type { Content, ContentRead } from './types'

export { CONTENT_ROOT, readEntries } from './pipeline/read'

/**
 * Reads and checks everything (in English, every missing fact kept); never throws for content mistakes, returns them
 * all instead.
 */
export async function readContent(root: string = CONTENT_ROOT): Promise<{ content?: Content; problems: Problem[] }> {
  const { content, problems } = await checkContent(root)
  return { problems, ...(content ? { content: layOutCongregations(content) } : {}) }
}

/** By content folder and build mode. */
const cache = new Map<string, Promise<Record<Locale, Content>>>()

/**
 * The checked, resolved content in a language (`'en'` is the originals as written): Kiswahili has each file's
 * translation laid over its original, and the original where there is none yet. Rejects with a
 * ContentError listing every problem. Read once per build.
 */
export async function loadContent(locale: Locale, root: string = CONTENT_ROOT): Promise<Content> {
  const key = `${root}\u0000${buildMode()}`
  let all = cache.get(key)
  if (!all) {
    all = checkContent(root).then(({ content, translations, problems }) => {
      if (!content || !translations) throw new ContentError(problems)
      // The public build leaves out what is not real; the preview keeps it, marked (public-view.ts).
      const view = buildMode() === 'preview' ? (c: ContentRead) => c : publicView
      return {
        en: layOutCongregations(view(content)),
        sw: layOutCongregations(view(localize(content, translations, 'sw'))),
      }
    })
    cache.set(key, all)
  }
  return (await all)[locale]
}
