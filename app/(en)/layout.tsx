import type { ReactNode } from 'react'
import { DocumentShell } from '@/components/routes/DocumentShell'
import { layoutMetadata } from '@/components/routes/layout-metadata'

export { viewport } from '@/components/routes/layout-metadata'

export const generateMetadata = () => layoutMetadata('en')

export default function Layout({ children }: { children: ReactNode }) {
  return <DocumentShell locale="en">{children}</DocumentShell>
}
