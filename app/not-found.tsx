import { shellData, SiteShell } from '@/components/site/SiteShell'
import { loadContent } from '@/lib/content/load'
import { withBase } from '@/lib/paths'

export default async function NotFound() {
  const content = await loadContent()
  return (
    <SiteShell {...shellData(content)}>
      <h1 className="text-3xl font-bold text-brand-900">Not found!</h1>
      <p className="mt-4 text-lg">
        There is no page at this address. Try the <a className="text-brand-700 underline" href={withBase('/')}>home page</a>{' '}
        or the{' '}
        <a className="text-brand-700 underline" href={withBase(content.paths.churches)}>
          list of our churches
        </a>
        .
      </p>
    </SiteShell>
  )
}
