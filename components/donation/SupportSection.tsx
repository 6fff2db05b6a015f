import { supportIds } from '@/lib/element-ids'
import type { PageData } from '@/lib/content/types'
import { paypalClientId } from '@/lib/forms/config'
import { thirdPartyMarker } from '@/lib/third-parties'
import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { PendingFact } from '@/components/site/Pending'
import { island } from '@/components/islands/island'
import { rich } from '@/lib/i18n/messages/rich'
import { messages } from '@/lib/i18n/request'
import { GIVING_ATTRIBUTE } from '@/lib/giving/attribute'
import { SAVED_COPY_MARKS } from '@/lib/offline/saved-copy'
import type { Pending } from '@/lib/content/pending'
import { DonationWidget } from './DonationWidget'
import { MpesaName } from './MpesaName'
import { PaymentLinks } from './PaymentLinks'
import { SupportSlider } from './SupportSlider'

const COVER_SIZES = '(min-width: 800px) 30vw, (min-width: 480px) 45vw, 90vw'

const SupportSliderIsland = island('support-slider', SupportSlider)
const DonationWidgetIsland = island('donation-widget', DonationWidget)

/**
 * What the support layout adds under the page's text: M-Pesa first (it needs no script, and most donors use it),
 * then PayPal, then the categories.
 */
type SupportCard = NonNullable<PageData['supportCards']>[number]

export function SupportSection({
  cards,
  paybill,
  accountName,
  paymentLinks,
}: {
  cards: SupportCard[]
  paybill: string
  accountName: string | Pending | undefined
  /** The treasurer's reviewed addresses for giving online (content/giving.en.mdx). */
  paymentLinks?: readonly string[]
}) {
  const t = messages()
  const steps = t.support.steps
  return (
    <>
      <section aria-labelledby={supportIds.giveMpesa} className="mt-10">
        <h2 id={supportIds.giveMpesa} className="text-2xl font-bold text-brand-900">
          {t.support.mpesa}
        </h2>
        {/* A copy saved on the phone gets the service worker's note of its day before the steps (docs/offline.md). */}
        <ol
          {...{ [SAVED_COPY_MARKS.group]: '' }}
          className="mt-2 max-w-prose list-decimal space-y-1 pl-6 text-slate-800"
        >
          <li>{steps.open}</li>
          <li>
            {rich(steps.business, { paybill: <strong {...{ [GIVING_ATTRIBUTE]: 'paybill' }}>{paybill}</strong> })}
          </li>
          <li>{steps.account}</li>
          <li>{steps.amount}</li>
        </ol>
        <MpesaName name={accountName} className="mt-4 max-w-prose" />
      </section>
      <section aria-labelledby={supportIds.giveOnline} className="mt-10" {...thirdPartyMarker('paypal')}>
        <h2 id={supportIds.giveOnline} className="text-2xl font-bold text-brand-900">
          {t.support.online}
        </h2>
        <p className="mt-2 max-w-prose text-slate-700">{t.support.onlineText}</p>
        <DonationWidgetIsland clientId={paypalClientId()} paybill={paybill} text={t.donation} />
        <PaymentLinks links={paymentLinks} className="mt-6 max-w-prose" />
      </section>

      <section aria-labelledby={supportIds.categories} className="mt-10">
        <h2 id={supportIds.categories} className="mb-4 text-2xl font-bold text-brand-900">
          {t.support.categories}
        </h2>
        <SupportSliderIsland text={t.supportSlider}>
          {cards.map((card) => (
            <div key={card.id} className="px-2">
              <article className="overflow-hidden rounded border border-brand-100 bg-white">
                {card.cover.pending ? (
                  // Until the ministry sends the photo, the public card is its words alone.
                  <PendingFact
                    fact={card.cover.pending}
                    as="div"
                    standIn={<ResponsiveImage image={card.cover} sizes={COVER_SIZES} className="h-auto w-full" />}
                  />
                ) : (
                  <ResponsiveImage image={card.cover} sizes={COVER_SIZES} className="h-auto w-full" />
                )}
                <div className="p-2 sm:p-3">
                  <h3 className="text-base font-bold break-words text-brand-900 sm:text-lg">{card.category}</h3>
                  <p className="mt-1 text-sm text-slate-700 sm:text-base">{card.title}</p>
                </div>
              </article>
            </div>
          ))}
        </SupportSliderIsland>
      </section>
    </>
  )
}
