import { isPlaceholder } from '@/lib/content/schemas'

/** What a visitor sees where the ministry has not yet supplied a text (a "TODO:" placeholder). */
export const NOT_YET_PUBLISHED = 'To be published by the ministry.'

export function Fact({ value, as: Tag = 'p', className = '' }: { value: string; as?: 'p' | 'span'; className?: string }) {
  if (isPlaceholder(value)) return <Tag className={`italic text-slate-600 ${className}`}>{NOT_YET_PUBLISHED}</Tag>
  return <Tag className={className}>{value}</Tag>
}
