import { SearchRoute, searchMetadata } from '@/components/routes/SearchRoute'

export const generateMetadata = () => searchMetadata('en')

export default function Page() {
  return <SearchRoute locale="en" />
}
