import { GIVING_ATTRIBUTE } from '@/lib/giving/attribute'
import { SAVED_COPY_MARKS } from '@/lib/offline/saved-copy'
import { buildYear } from '@/lib/build-date'
import { isPending } from '@/lib/content/pending'
import { PendingFact } from './Pending'
import type { Site, SitePaths } from '@/lib/content/types'
import { rich } from '@/lib/i18n/messages/rich'
import { messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'
import { SocialLinks } from './SocialLinks'
import { fill } from '@/lib/i18n/messages/fill'

export function SiteFooter({ site, paths }: { site: Site; paths: SitePaths }) {
  const t = messages().footer
  return (
    <footer className="mt-16 bg-brand-900 text-white render-when-near">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-2">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          {isPending(site.registeredName) ? (
            <PendingFact fact={site.registeredName} as="p" className="mt-1 text-sm" />
          ) : site.registeredName && site.registeredName !== site.name ? (
            <p className="mt-1 text-sm text-brand-100">{site.registeredName}</p>
          ) : null}
          <p className="mt-2 max-w-prose text-brand-100">{site.tagline}</p>
          {/* A copy saved on the phone gets the service worker's note of its day before the paybill (docs/offline.md). */}
          <p {...{ [SAVED_COPY_MARKS.group]: '' }} className="mt-2 text-brand-100">
            {rich(t.giveByPaybill, {
              paybill: (
                <strong {...{ [GIVING_ATTRIBUTE]: 'paybill' }} className="text-white">
                  {site.giving.paybill}
                </strong>
              ),
            })}{' '}
            ·{' '}
            <a className="underline" href={withBase(paths.support)}>
              {t.otherWays}
            </a>
          </p>
        </div>
        <div className="sm:justify-self-end">
          {site.socials.length > 0 ? (
            <>
              <p className="font-semibold">{t.followUs}</p>
              <SocialLinks socials={site.socials} className="mt-2" />
            </>
          ) : null}
          {isPending(site.email) ? (
            <PendingFact fact={site.email} as="p" className="mt-3" />
          ) : (
            <p className="mt-3">
              <a className="underline" href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </p>
          )}
        </div>
      </div>
      <p className="border-t border-white/20 px-4 py-4 text-center text-sm text-brand-100">
        {fill(t.copyright, { year: buildYear(), name: site.name })}
      </p>
    </footer>
  )
}
