import { HomeRoute, homeMetadata } from '@/components/routes/HomeRoute'

export const generateMetadata = () => homeMetadata('en')

export default function Page() {
  return <HomeRoute locale="en" />
}
