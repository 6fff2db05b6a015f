import type { Pending } from '@/lib/content/pending'
import { isPending } from '@/lib/content/pending'
import { rich } from '@/lib/i18n/messages/rich'
import { messages } from '@/lib/i18n/request'
import { GIVING_ATTRIBUTE } from '@/lib/giving/attribute'
import { PendingFact, shows } from '@/components/site/Pending'

/**
 * The name M-Pesa shows on the donor's phone before the PIN, with the line that tells the donor to stop
 * when it differs: under every M-Pesa giving block. While the ministry has not supplied the name the
 * public site leaves both lines out; the preview shows the name marked.
 */
export function MpesaName({ name, className = '' }: { name: string | Pending | undefined; className?: string }) {
  if (name === undefined || !shows(name)) return null
  const t = messages().mpesaName
  const shown = isPending(name) ? (
    <PendingFact fact={name} />
  ) : (
    <strong {...{ [GIVING_ATTRIBUTE]: 'accountName' }} className="font-bold text-brand-900">
      {name}
    </strong>
  )
  return (
    <div className={`rounded border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-800 ${className}`}>
      <p>{rich(t.shows, { name: shown })}</p>
      <p className="mt-1 font-semibold">{t.differs}</p>
    </div>
  )
}
