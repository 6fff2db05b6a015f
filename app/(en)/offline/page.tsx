import { OfflineRoute, offlineMetadata } from '@/components/routes/OfflineRoute'

export const generateMetadata = () => offlineMetadata('en')

export default function Page() {
  return <OfflineRoute locale="en" />
}
