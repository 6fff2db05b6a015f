import { OfflineRoute, offlineMetadata } from '@/components/routes/OfflineRoute'

export const metadata = offlineMetadata('sw')

export default function Page() {
  return <OfflineRoute locale="sw" />
}
