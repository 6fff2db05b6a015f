import { SearchRoute, searchMetadata } from '@/components/routes/SearchRoute'

export const generateMetadata = () => searchMetadata('sw')

export default function Page() {
  return <SearchRoute locale="sw" />
}
