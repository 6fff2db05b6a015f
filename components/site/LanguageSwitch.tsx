import { MAIN_ID } from '@/lib/element-ids'
import { localeInfo, localePath, otherLocale } from '@/lib/i18n/locales'
import { getLocale } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

/**
 * A link to the same page in the other language, named in that language. It keeps the section the
 * visitor came to without JavaScript: besides the plain link there is one per section id, and CSS shows
 * the one whose section is the `:target` (`/raila/#give` -> `/sw/raila/#give`). Browsers without `:has()`
 * show the plain link.
 */
export function LanguageSwitch({
  path,
  anchors = [],
  otherPath,
  className = '',
}: {
  path: string
  /** The page's in-page anchors (its element ids). */
  anchors?: readonly string[]
  /**
   * The page's address in the other language, where it is not `path` under that language's prefix (the search page's).
   */
  otherPath?: string
  className?: string
}) {
  const other = otherLocale(getLocale())
  const { tag, name } = localeInfo[other]
  const href = withBase(otherPath ?? localePath(other, path))
  const ids = anchors.filter((id) => id !== MAIN_ID && /^[A-Za-z][\w-]*$/.test(id))
  const link = (to: string, section?: string) => (
    <a key={section ?? ''} href={to} hrefLang={tag} lang={tag} data-section={section} className={className}>
      {name}
    </a>
  )
  return (
    <span className="lang-switch contents">
      {link(href)}
      {ids.map((id) => link(`${href}#${id}`, id))}
      {ids.length > 0 ? (
        <style>
          {ids
            .map(
              (id) =>
                `:root:has([id="${id}"]:target) .lang-switch>a:not([data-section="${id}"]){display:none}:root:has([id="${id}"]:target) .lang-switch>a[data-section="${id}"]{display:revert-layer}`,
            )
            .join('')}
        </style>
      ) : null}
    </span>
  )
}
