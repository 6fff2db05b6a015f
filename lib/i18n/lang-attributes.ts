/**
 * The `lang` attributes of a page that shows content in another language than its own (a missing
 * translation): pure functions of the page's language and the content's, so what an element carries
 * never depends on what else was rendered before it.
 */
import { localeInfo, type Locale } from './locales'

/** Content in `content` on a page in `page`: its tag where they differ, so it is read as what it is; nothing where they agree. */
export function contentLangAttr(page: Locale, content: Locale): string | undefined {
  return content === page ? undefined : localeInfo[content].tag
}

/**
 * Interface words (a heading, a button, a "To supply" mark) placed inside content in `content`: the page's
 * tag where the content is in another language, so they are not read as that language; nothing where they agree.
 */
export function interfaceLangAttr(page: Locale, content: Locale): string | undefined {
  return content === page ? undefined : localeInfo[page].tag
}
