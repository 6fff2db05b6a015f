import { HomeRoute, homeMetadata } from '@/components/routes/HomeRoute'

export const generateMetadata = () => homeMetadata('sw')

export default function Page() {
  return <HomeRoute locale="sw" />
}
