/**
 * What the giving block shows, from the giving frontmatter: a paybill with the branch's account
 * number, a pastor's M-Pesa number, or an account number only. A number that is still a placeholder
 * is not shown; the block says how to ask the church office instead.
 */
import { isPlaceholder } from '@/lib/content/schemas'
import type { Congregation } from '@/lib/content/types'

export type Giving = NonNullable<Congregation['giving']>

export type GivingLine = {
  label: string
  /** The number to show with a copy button; absent when the church office still has to supply it. */
  value?: string
}

export type GivingView = {
  kind: 'paybill' | 'pastor' | 'account'
  /** "Pay with M-Pesa paybill", as the old site's pay-method heading. */
  heading: string
  lines: GivingLine[]
  /** True when some number is missing, so the block explains how to ask for it. */
  missing: boolean
}

const shown = (value: string | undefined) => (value === undefined || isPlaceholder(value) ? undefined : value)

export function givingView(giving: Giving | undefined): GivingView | undefined {
  if (!giving) return undefined
  let view: Omit<GivingView, 'missing'>
  if (giving.pastorNumber !== undefined) {
    view = {
      kind: 'pastor',
      heading: "Give through the pastor's M-Pesa number",
      lines: [{ label: "Pastor's M-Pesa number", value: shown(giving.pastorNumber) }],
    }
  } else if (giving.paybill !== undefined) {
    view = {
      kind: 'paybill',
      heading: 'Give by M-Pesa paybill',
      lines: [
        { label: 'Paybill number', value: giving.paybill },
        { label: 'Account number', value: shown(giving.account) },
      ],
    }
  } else if (giving.account !== undefined) {
    view = { kind: 'account', heading: 'Give by M-Pesa', lines: [{ label: 'Account number', value: shown(giving.account) }] }
  } else {
    return undefined
  }
  return { ...view, missing: view.lines.some((l) => l.value === undefined) }
}
