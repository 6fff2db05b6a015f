/**
 * What the giving block shows, from the giving frontmatter: a paybill with the branch's account
 * number, a pastor's M-Pesa number, or an account number only. A number that is still a placeholder
 * is not shown; the block says how to ask the church office instead. The words are the page's
 * (the catalogue's `giving`, by `kind` and by each line's `field`).
 */
import { isPending, real, type Pending } from '@/lib/content/pending'
import type { WhereToGive } from '@/lib/content/schemas/giving'
import type { Congregation } from '@/lib/content/types'

export type Giving = NonNullable<Congregation['giving']>

export type GivingLine = {
  /** Which number it is, and so its label. */
  field: WhereToGive
  /** The number to show with a copy button; absent when the church office still has to supply it. */
  value?: string
  /**
   * What the office still has to supply for it (the preview marks it; the public page asks visitors to ask the office).
   */
  pending?: Pending
}

export type GivingView = {
  /** Which details the congregation gives, and so the block's heading. */
  kind: 'paybill' | 'pastor' | 'account'
  lines: GivingLine[]
  /** True when some number is missing, so the block explains how to ask for it. */
  missing: boolean
}

/** A line of the block: the number when it is known, else what is missing. */
const line = (field: GivingLine['field'], value: string | Pending | undefined): GivingLine => ({
  field,
  ...(real(value) !== undefined ? { value: real(value) } : {}),
  ...(isPending(value) ? { pending: value } : {}),
})

export function givingView(giving: Giving | undefined): GivingView | undefined {
  if (!giving) return undefined
  let view: Omit<GivingView, 'missing'>
  if (giving.pastorNumber !== undefined) {
    view = { kind: 'pastor', lines: [line('pastorNumber', giving.pastorNumber)] }
  } else if (giving.paybill !== undefined) {
    view = {
      kind: 'paybill',
      lines: [line('paybill', giving.paybill), line('account', giving.account)],
    }
  } else if (giving.account !== undefined) {
    view = { kind: 'account', lines: [line('account', giving.account)] }
  } else {
    return undefined
  }
  return { ...view, missing: view.lines.some((l) => l.value === undefined) }
}
