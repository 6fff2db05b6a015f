import { GIVING_ATTRIBUTE, PAYMENT_LINK_MARK } from '@/lib/giving/attribute'
import { hostOf, paymentHost } from '@/lib/giving/payment-hosts'
import { fill } from '@/lib/i18n/messages/fill'
import { messages } from '@/lib/i18n/request'

/** The name a visitor knows a payment service by: PayPal for paypal.me, else the address's host. */
export function serviceName(address: string): string {
  const host = hostOf(address) ?? address
  const known = paymentHost(host)
  return known && known.service !== host ? known.service : host.replace(/^www\./, '')
}

/**
 * Where the treasurer says a visitor may give online (a giving file's `paymentLinks`), as links inside the giving
 * guard's mark: the only way a page shows such an address (docs/giving.md, "Payment destinations"). Nothing when
 * the giving file lists none.
 */
export function PaymentLinks({
  links,
  headingLevel = 'h3',
  className = '',
}: {
  links: readonly string[] | undefined
  headingLevel?: 'h2' | 'h3' | 'h4'
  className?: string
}) {
  if (!links?.length) return null
  const t = messages().paymentLinks
  const Heading = headingLevel
  return (
    <div className={className}>
      <Heading className="text-lg font-bold text-brand-900">{t.heading}</Heading>
      <ul className="mt-2 space-y-2">
        {links.map((href) => (
          <li key={href}>
            <a
              {...{ [GIVING_ATTRIBUTE]: PAYMENT_LINK_MARK }}
              href={href}
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
            >
              {fill(t.through, { service: serviceName(href) })}
              <span className="sr-only"> {t.otherSite}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
