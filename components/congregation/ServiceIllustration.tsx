/**
 * The drawing a weekly card shows while its photo is still a generated placeholder: its kind of service
 * (the card's `illustration`), an icon of the site's set (lucide) in the brand's colours. Decorative: the
 * card's heading says what it is.
 */
import {
  BookOpen,
  CalendarDays,
  Church,
  Flame,
  Flower2,
  HandHeart,
  House,
  MoonStar,
  Music,
  Sprout,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { ServiceIllustration as Kind } from '@/lib/content/types'

const icons: Record<Kind, LucideIcon> = {
  sunday: Church,
  worship: Music,
  bible: BookOpen,
  prayer: Flame,
  night: MoonStar,
  home: House,
  fellowship: Users,
  youth: Sprout,
  women: Flower2,
  outreach: HandHeart,
  monthly: CalendarDays,
}

export function ServiceIllustration({ kind = 'sunday', className = '' }: { kind?: Kind; className?: string }) {
  const Icon = icons[kind]
  return (
    <div
      data-illustration={kind}
      aria-hidden="true"
      className={`flex items-center justify-center bg-linear-to-br from-brand-700 to-brand-900 ${className}`}
    >
      <span className="flex size-28 items-center justify-center rounded-full bg-white/10 ring-2 ring-accent-400/60">
        <Icon className="size-16 text-accent-400" strokeWidth={1.5} />
      </span>
    </div>
  )
}
