import type { ReactNode } from 'react'
import './globals.css'

/**
 * Each language has its own layout with its own `<html lang>` (app/(en)/layout.tsx, app/sw/layout.tsx);
 * the 404 page renders its own document.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children
}
