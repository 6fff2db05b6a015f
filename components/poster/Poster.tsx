import { Fragment } from 'react'
import { GivingNumbers, PaybillSteps } from '@/components/congregation/GivingNumbers'
import { MpesaName } from '@/components/donation/MpesaName'
import { PendingFact } from '@/components/site/Pending'
import { congregationPlace } from '@/lib/congregation/place'
import { givingView } from '@/lib/congregation/giving'
import { serviceLine } from '@/lib/congregation/services'
import { isPending } from '@/lib/content/pending'
import type { CongregationEntry, Site } from '@/lib/content/types'
import { MAIN_ID } from '@/lib/element-ids'
import { SCRIPT_FREE } from '@/lib/islands/script-free'
import { contentLang, interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { fill } from '@/lib/i18n/messages/fill'
import { getLocale, messages } from '@/lib/i18n/request'
import { shortAddress } from '@/lib/poster/address'
import type { QrDrawing } from '@/lib/poster/qr'

/** A heading of the sheet: the interface's words, inside content that may be in another language. */
const heading = 'text-[12pt] font-bold tracking-wide text-brand-800 uppercase'

/**
 * A congregation's poster: one A4 sheet for the church door (docs/how-it-works.md, "Posters"), with the facts its page
 * shows and nothing else: its name, when and where it meets, how to give (the guarded numbers in their marks, as the
 * giving section shows them), the ministry's name, and a QR code of the page's address with the address written
 * under it. No site header or footer, and no script at all (the `<main>` is marked script-free); on screen a line
 * above the sheet says how to print it and leads back to the page, and print leaves it out.
 */
export function Poster({
  entry,
  site,
  pageHref,
  pageUrl,
  qr,
}: {
  entry: CongregationEntry
  site: Site
  /** The congregation page's link, with the base path (the way back on screen). */
  pageHref: string
  /** The congregation page's address on the published site, which the QR code holds. */
  pageUrl: string
  /** The QR code of `pageUrl` as a drawing (lib/poster/qr.ts). */
  qr: QrDrawing
}) {
  const c = entry.data
  const writtenIn = entry.lang
  const lang = interfaceLangIn(writtenIn)
  const all = messages()
  const t = all.poster
  const name = fill(all.meta.congregationTitle, { name: c.name })
  const services = entry.sections.find((s) => s.kind === 'visit')?.services ?? c.services
  const place = congregationPlace(c)
  const givingSection = entry.sections.find((s) => s.kind === 'giving')
  const giving = givingSection?.giving
  const view = givingView(giving)
  const paybill = view?.lines.find((l) => l.field === 'paybill')?.value
  const address = shortAddress(pageUrl)
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      lang={contentLang(writtenIn)}
      className="poster mx-auto max-w-3xl px-4 py-6 text-slate-900 focus:outline-none print:max-w-none print:p-0"
      {...SCRIPT_FREE}
    >
      <div lang={lang} className="mb-6 rounded bg-brand-50 p-4 text-slate-800 print:hidden">
        <p>
          <a href={pageHref} className="font-semibold text-brand-700 underline">
            <span aria-hidden="true">← </span>
            {fill(t.back, { name: c.name })}
          </a>
        </p>
        <p className="mt-2">{t.howToPrint}</p>
      </div>
      <article className="poster-sheet flex flex-col gap-[5mm] rounded-lg border-4 border-brand-800 p-[7mm] break-words print:rounded-none">
        <header className="text-center">
          <p className="text-[12pt] font-semibold tracking-wider text-brand-700 uppercase">{site.name}</p>
          <h1
            className={`mt-[1mm] leading-tight font-bold text-balance text-brand-900 ${name.length > 28 ? 'text-[20pt]' : 'text-[26pt]'}`}
          >
            {name}
          </h1>
          <p lang={lang} className="mt-[1mm] text-[13pt] text-slate-700">
            {t.welcome}
          </p>
        </header>
        {services.length ? (
          <section>
            <h2 lang={lang} className={heading}>
              {all.visit.when}
            </h2>
            {/* In two columns on paper; a long list in smaller type, so that it still fits the sheet. */}
            <ul
              className={`mt-[2mm] gap-x-[8mm] sm:columns-2 print:columns-2 ${services.length > 4 ? 'text-[10.5pt]' : 'text-[11.5pt]'}`}
            >
              {services.map((s) => (
                <li key={s.title} className="mb-[2mm] break-inside-avoid">
                  <p className="font-semibold text-brand-900">{s.title}</p>
                  <p lang={lang}>{serviceLine(s, getLocale())}</p>
                  {isPending(s.starts) ? <PendingFact fact={s.starts} as="p" writtenIn={writtenIn} /> : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="grid gap-[6mm] sm:grid-cols-2 print:grid-cols-2">
          <section>
            <h2 lang={lang} className={heading}>
              {all.visit.where}
            </h2>
            <address className="mt-[2mm] text-[11.5pt] not-italic">
              {place.place ? <p className="font-semibold">{place.place}</p> : null}
              {isPending(c.location?.place) ? (
                <PendingFact fact={c.location.place} as="p" writtenIn={writtenIn} />
              ) : null}
              {place.landmark ? <p>{place.landmark}</p> : null}
              {isPending(c.location?.landmark) ? (
                <PendingFact fact={c.location.landmark} as="p" writtenIn={writtenIn} />
              ) : null}
              <p lang={lang}>{fill(all.microsite.region, { region: c.region })}</p>
            </address>
          </section>
          <figure className="flex flex-col items-center text-center">
            <svg
              role="img"
              aria-label={fill(t.qrLabel, { address })}
              viewBox={qr.viewBox}
              shapeRendering="crispEdges"
              className="qr block h-auto w-[36mm] shrink-0"
            >
              {qr.paths.map((p, i) => (
                <path key={i} d={p.d} fill={p.fill} stroke={p.stroke} />
              ))}
            </svg>
            <figcaption lang={lang} className="mt-[1mm] text-[10.5pt] text-slate-800">
              <p>{t.scan}</p>
              <p>
                {t.orType}{' '}
                <span className="font-mono text-[12pt] font-bold text-brand-900">
                  {/* Broken only after a slash, never inside a word or at a hyphen. */}
                  {address.split('/').map((part, i) => (
                    <Fragment key={i}>
                      {i ? (
                        <>
                          /<wbr />
                        </>
                      ) : null}
                      <span className="whitespace-nowrap">{part}</span>
                    </Fragment>
                  ))}
                </span>
              </p>
            </figcaption>
          </figure>
        </div>
        {view && giving ? (
          <section lang={lang} className="border-brand-200 rounded border-2 px-[5mm] py-[4mm]">
            <h2 className={heading}>{all.giving.methods[view.kind]}</h2>
            <GivingNumbers
              lines={view.lines}
              writtenIn={writtenIn}
              className="mt-[2mm] space-y-[1mm]"
              labelClassName="min-w-[45mm]"
              numberClassName="text-[18pt]"
            />
            {view.kind === 'paybill' && paybill ? (
              <PaybillSteps paybill={paybill} name={c.name} className="mt-[2mm] text-[10.5pt]" />
            ) : null}
            <MpesaName name={giving.accountName} className="mt-[2mm] text-[10.5pt]" />
          </section>
        ) : null}
      </article>
    </main>
  )
}
