import { real } from '../content/pending'
import { parseCoordinates } from '../content/schemas'
import type { Congregation } from '../content/types'
import type { Coordinates } from './contact-links'

/** Where a congregation meets, as far as the office has supplied it: the words and the map point. */
export function congregationPlace(c: Pick<Congregation, 'location'>): {
  text?: string
  place?: string
  landmark?: string
  coordinates?: Coordinates
} {
  const place = real(c.location?.place)
  const landmark = real(c.location?.landmark)
  const coordinates = c.location?.coordinates ? parseCoordinates(c.location.coordinates) : undefined
  const text = [place, landmark].filter(Boolean).join(', ') || undefined
  return {
    ...(text ? { text } : {}),
    ...(place ? { place } : {}),
    ...(landmark ? { landmark } : {}),
    ...(coordinates ? { coordinates } : {}),
  }
}
