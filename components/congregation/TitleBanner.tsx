import { mainService, serviceLine } from '@/lib/congregation/services'
import type { Congregation } from '@/lib/content/types'
import type { Locale } from '@/lib/i18n/locales'
import { getLocale, messages } from '@/lib/i18n/request'
import { interfaceLangIn } from '@/lib/i18n/lang-attributes'
import { fill } from '@/lib/i18n/messages/fill'

/** The page's top when its content lists no hero: the name and when its main service meets. */
export function TitleBanner({
  id,
  congregation,
  writtenIn,
}: {
  id: string
  congregation: Congregation
  writtenIn: Locale
}) {
  const t = messages()
  const lang = interfaceLangIn(writtenIn)
  const main = mainService(congregation.services)
  return (
    <div id={id} className="scroll-mt-16 bg-brand-900 px-4 py-10 text-center">
      <p lang={lang} className="text-sm font-semibold tracking-widest text-accent-400 uppercase">
        {fill(t.microsite.region, { region: congregation.region })}
      </p>
      <h1 lang={lang} className="mt-2 text-3xl font-bold text-white sm:text-4xl">
        {fill(t.meta.congregationTitle, { name: congregation.name })}
      </h1>
      {main ? (
        <p className="mt-3 text-lg text-brand-50">
          {main.title}: <span lang={lang}>{serviceLine(main, getLocale())}</span>
        </p>
      ) : null}
    </div>
  )
}
