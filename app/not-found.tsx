import { SiteShell } from '@/components/site/SiteShell'
import { withBase } from '@/lib/paths'

export default function NotFound() {
  return (
    <SiteShell>
      <h1 className="text-3xl font-bold text-brand-900">Not found!</h1>
      <p className="mt-4 text-lg">
        There is no page at this address. Try the <a className="text-brand-700 underline" href={withBase('/')}>home page</a>{' '}
        or the <a className="text-brand-700 underline" href={withBase('/church/')}>list of our churches</a>.
      </p>
    </SiteShell>
  )
}
