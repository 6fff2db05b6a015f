import type { AnchorLink } from '@/lib/congregation/layout'
import { MicrositeMenu } from './MicrositeMenu'

export function MicrositeTopBar({ brand, anchors }: { brand: string; anchors: AnchorLink[] }) {
  return (
    <header className="sticky top-0 z-30 bg-brand-900/95 shadow">
      <MicrositeMenu brand={brand} anchors={anchors} />
    </header>
  )
}
