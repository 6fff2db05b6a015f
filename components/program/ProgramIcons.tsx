/** Small line icons for the program navigation drawer; decorative, the link text names the entry. */
const paths = {
  home: 'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  about: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zm0-11v6m0-9.5v.5',
  testimonials: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  contact: 'M3 6h18v12H3zm0 0 9 7 9-7',
  support: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
} as const

export type ProgramIconName = keyof typeof paths

export function ProgramIcon({ name, className = 'h-5 w-5' }: { name: ProgramIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
