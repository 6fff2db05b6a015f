/**
 * The links of a congregation's "Plan your visit" block: call, WhatsApp, share on WhatsApp and
 * directions. Plain links that phones hand to their apps; nothing runs on the page.
 */

/** A Kenyan number as written in content ("0712 345 678", "+254 712 345 678") in international form. */
export function internationalNumber(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+254${digits.startsWith('254') ? digits.slice(3) : digits.replace(/^0/, '')}`
}

/** Dials the number. */
export function callHref(phone: string): string {
  return `tel:${internationalNumber(phone)}`
}

/** Opens a WhatsApp chat with the number (wa.me wants the number without "+"). */
export function whatsappChatHref(phone: string): string {
  return `https://wa.me/${internationalNumber(phone).slice(1)}`
}

/** Opens WhatsApp with a message ready to send to anyone the visitor chooses. */
export function whatsappShareHref(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`
}

export type Coordinates = { latitude: number; longitude: number }

/**
 * "Get directions": a geo: link opens the phone's map app at the place (Android, and iOS map apps
 * that register it); the web link opens directions in a browser map where geo: means nothing.
 */
export function directionsHrefs({ latitude, longitude }: Coordinates, label: string): { app: string; web: string } {
  const at = `${latitude},${longitude}`
  return {
    app: `geo:${at}?q=${at}(${encodeURIComponent(label)})`,
    web: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(at)}`,
  }
}
