/**
 * "Learn More" opens and closes the program's longer description (components/program/LearnMore.tsx renders
 * its HTML): a DOM island, so a program's page needs no React for it.
 */
import type { ReactNode } from 'react'
import type { Enhancer } from '@/lib/islands/define'

/** `label` is the button's text in the page's language; `actions` are the buttons beside it, such as Watch Video. */
export type LearnMoreProps = { label: string; actions?: ReactNode; children: ReactNode }

export const enhanceLearnMore: Enhancer<LearnMoreProps> = (root) => {
  const button = root.querySelector<HTMLButtonElement>('button[aria-controls]')
  const panel = button && root.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)
  if (!button || !panel) throw new Error('Learn More has lost its button or its description')
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true'
    button.setAttribute('aria-expanded', String(open))
    panel.classList.toggle('hidden', !open)
    button.querySelector('svg')?.classList.toggle('rotate-180', open)
  })
}
