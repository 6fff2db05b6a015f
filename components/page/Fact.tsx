import { isPlaceholder } from '@/lib/content/schemas'
import { messages } from '@/lib/i18n/request'
import { interfaceLang } from '@/components/site/UntranslatedNote'

/** What a visitor sees where the ministry has not yet supplied a text (a "TODO:" placeholder). */
export function NotYetPublished({ as: Tag = 'p', className = '' }: { as?: 'p' | 'span'; className?: string }) {
  return (
    <Tag lang={interfaceLang()} className={`italic text-slate-600 ${className}`}>
      {messages().placeholder.notYetPublished}
    </Tag>
  )
}

/** A text the ministry supplied, with its line breaks as written (an answer of several lines from the office's sheet). */
export function Fact({ value, as: Tag = 'p', className = '' }: { value: string; as?: 'p' | 'span'; className?: string }) {
  if (isPlaceholder(value)) return <NotYetPublished as={Tag} className={className} />
  return <Tag className={`whitespace-pre-line ${className}`}>{value}</Tag>
}
