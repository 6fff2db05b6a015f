import { OfflineRoute, offlineMetadata } from '@/components/routes/OfflineRoute'

export const metadata = offlineMetadata('en')

export default function Page() {
  return <OfflineRoute locale="en" />
}
