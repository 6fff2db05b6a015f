import { MAIN_ID } from '@/lib/element-ids'
import { rich } from '@/lib/i18n/messages/rich'
import { messages } from '@/lib/i18n/request'
import { withBase } from '@/lib/paths'

/**
 * A static stand-in for a redirect: hosts with redirect rules answer with a real 301 first
 * (see public/_redirects); elsewhere this page forwards at once and shows a link.
 */
export function RedirectPage({ to }: { to: string }) {
  const t = messages().redirect
  const target = withBase(to)
  return (
    <main id={MAIN_ID} className="mx-auto max-w-xl px-4 py-16">
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <h1 className="text-2xl font-bold text-brand-900">{t.title}</h1>
      <p className="mt-4 text-lg">
        {rich(t.continueTo, {
          link: (
            <a className="text-brand-700 underline" href={target}>
              {target}
            </a>
          ),
        })}
      </p>
    </main>
  )
}
