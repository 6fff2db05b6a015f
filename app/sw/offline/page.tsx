import { OfflineRoute, offlineMetadata } from '@/components/routes/OfflineRoute'

export const generateMetadata = () => offlineMetadata('sw')

export default function Page() {
  return <OfflineRoute locale="sw" />
}
