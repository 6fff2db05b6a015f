/**
 * The one place that decides how a fact the ministry has not supplied yet (a Pending, see
 * lib/content/pending.ts) shows in each build: the public build leaves it out, so a visitor sees only
 * what is real; the preview shows it in place, marked for editors with what to supply (`data-pending`).
 */
import type { ReactNode } from 'react'
import { isPreview } from '@/lib/build-mode'
import { isPending, type Pending } from '@/lib/content/pending'
import { messages } from '@/lib/i18n/request'
import type { Locale } from '@/lib/i18n/locales'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { PENDING_OUTLINE, pendingMark } from '@/components/site/pending-mark'

type Tag = 'p' | 'span' | 'div' | 'li'

/** The preview's mark (pending-mark.ts), with the words "To supply: ..." on a tint, announced as such. */
const markClass = `rounded ${PENDING_OUTLINE} bg-amber-50 text-amber-950`

/**
 * A pending fact. Public build: `otherwise` (nothing by default). Preview: `standIn` (the generated
 * stand-in, e.g. a placeholder photo) or the words of what is missing, marked.
 */
export function PendingFact({
  fact,
  as: Tag = 'span',
  className = '',
  standIn,
  otherwise = null,
  unmarked = false,
  writtenIn,
}: {
  fact: Pending
  as?: Tag
  className?: string
  standIn?: ReactNode
  otherwise?: ReactNode
  /**
   * Only the attribute, no outline: for a stand-in that fills its box (a background video) and is marked in words
   * elsewhere.
   */
  unmarked?: boolean
  /**
   * The language of the content the fact stands in, where it may not be the page's: the mark's words are the page's.
   */
  writtenIn?: Locale | undefined
}) {
  if (!isPreview()) return otherwise
  const t = messages().pending
  return (
    // A stand-in (picture, link, clip) says what it waits for when pointed at; the words show otherwise.
    <Tag
      {...pendingMark(fact.pending, standIn ? `${t.toSupply} ${fact.pending}` : undefined)}
      className={`${unmarked ? '' : markClass} ${className}`}
    >
      {standIn ?? (
        <>
          <strong lang={writtenIn ? interfaceLangIn(writtenIn) : undefined}>{t.toSupply} </strong>
          {/* The office's words, as written in the content file. */}
          <span lang="en">{fact.pending}</span>
        </>
      )}
    </Tag>
  )
}

/** Whether a value shows in this build: a real fact always, a pending one only in the preview (marked). */
export function shows(value: unknown): boolean {
  return !isPending(value) || isPreview()
}

/**
 * A text the ministry supplied, with its line breaks as written (an answer of several lines from the office's sheet),
 * or its PendingFact.
 */
export function Fact({
  value,
  as: Tag = 'p',
  className = '',
  writtenIn,
}: {
  value: string | Pending
  as?: Tag
  className?: string
  writtenIn?: Locale | undefined
}) {
  if (isPending(value)) return <PendingFact fact={value} as={Tag} className={className} writtenIn={writtenIn} />
  return <Tag className={`whitespace-pre-line ${className}`}>{value}</Tag>
}
