import type { AnchorLink } from '@/lib/congregation/layout'
import { MicrositeMenu } from './MicrositeMenu'

/** Without JavaScript the hamburger cannot toggle, so the links are shown open. */
const noScriptMenu = `<style>
#microsite-menu { display: flex; }
button[aria-controls="microsite-menu"] { display: none; }
</style>`

export function MicrositeTopBar({ brand, anchors }: { brand: string; anchors: AnchorLink[] }) {
  return (
    <header className="sticky top-0 z-30 bg-brand-900/95 shadow">
      <noscript dangerouslySetInnerHTML={{ __html: noScriptMenu }} />
      <MicrositeMenu brand={brand} anchors={anchors} />
    </header>
  )
}
