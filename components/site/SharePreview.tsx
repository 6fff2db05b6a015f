import { isPreview } from '@/lib/build-mode'
import type { Site } from '@/lib/content/types'
import { SHARE_PREVIEW_ID } from '@/lib/element-ids'
import { localeInfo } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { withBase } from '@/lib/paths'
import { SHARE_SIZE, type ShareCard } from '@/lib/share/share-card'
import { siteOrigin } from '@/lib/site-url'

/**
 * The preview build's panel at the foot of a page (docs/sharing.md): the page's link picture with the title
 * and text a link preview shows beside it, as WhatsApp shows them, so an editor sees a wrong time before it is
 * shared. The public build has none: no public page loads the picture (only its meta tags name it).
 */
export function SharePreview({
  site,
  card,
  title,
  description,
}: {
  site: Site
  card: ShareCard
  title: string
  description: string
}) {
  if (!isPreview()) return null
  const t = catalogues[card.locale].share
  return (
    <aside
      aria-labelledby={SHARE_PREVIEW_ID}
      lang={localeInfo[card.locale].tag}
      className="mx-auto my-10 max-w-xl rounded border border-amber-300 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id={SHARE_PREVIEW_ID} className="text-lg font-bold">
        {t.panelHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t.panelNote}</p>
      <figure className="mt-3 overflow-hidden rounded border border-slate-300 bg-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- a static export: the picture is a file of the build */}
        <img
          src={withBase(card.image)}
          alt={card.alt}
          width={SHARE_SIZE.width}
          height={SHARE_SIZE.height}
          loading="lazy"
          decoding="async"
          className="block h-auto w-full"
        />
        <figcaption className="p-3">
          <span className="block text-xs text-slate-600">{new URL(siteOrigin(site)).host}</span>
          <span className="block font-semibold">{title}</span>
          <span className="block text-sm text-slate-700">{description}</span>
        </figcaption>
      </figure>
    </aside>
  )
}
