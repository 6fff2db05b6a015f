import type { Site } from '@/lib/content/types'

/** Social links as text buttons: no icon font or image to download. */
export function SocialLinks({ socials, className = '' }: { socials: Site['socials']; className?: string }) {
  if (socials.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Social media">
      {socials.map((s) => (
        <li key={s.network}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-block rounded-full border border-current px-3 py-1 text-sm hover:bg-white/10"
          >
            {s.network}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
