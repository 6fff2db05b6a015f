import { localePath } from '../../i18n/locales'
import { congregationAnchors } from '../anchors'
import { congregationLayout } from '../congregation-layout'
import { pathOf } from '../routes'
import type { Content, ContentRead } from '../types'

/**
 * The loader's last step: every congregation's page laid out (congregation-layout.ts), once, from its data as this
 * build shows
 * it (translated, and without what the public build leaves out); the page's ids follow its layout.
 */
export function layOutCongregations(content: ContentRead): Content {
  const anchors = { ...content.anchors }
  const congregations = content.congregations.map((e) => {
    const entry = { ...e, ...congregationLayout(e.data) }
    anchors[localePath(content.locale, pathOf(e.data.slug))] = congregationAnchors(entry, e.bodyIds)
    return entry
  })
  return { ...content, congregations, anchors }
}
