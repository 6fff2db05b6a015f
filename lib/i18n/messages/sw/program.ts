/** The words of a program's landing page: its navigation, video player and testimonials. */
import type { CatalogueOf } from '../types'
import type { program as english } from '../en/program'

export const program = {
  program: {
    label: 'Mpango',
    home: 'Nyumbani',
    about: 'Kuhusu',
    testimonials: 'Shuhuda',
    contact: 'Wasiliana',
    photos: 'Picha za mpango',
    videoPending: 'Hii ni video ya muda: video ya mpango itaongezwa na huduma hii.',
    learnMore: 'Soma Zaidi',
  },

  drawer: {
    menu: 'Menyu',
    label: 'Menyu ya mpango',
    close: 'Funga menyu',
  },

  video: {
    watch: 'Tazama Video',
    close: 'Funga video',
    unsupported: 'Kivinjari chako hakiwezi kucheza video hii. {download}.',
    download: 'Pakua video',
    captions: 'Kiingereza',
  },

  testimonials: {
    label: 'Shuhuda',
    role: 'onyesho la slaidi',
    previous: 'Ushuhuda uliotangulia',
    next: 'Ushuhuda unaofuata',
    bullet: 'Nenda kwenye ushuhuda {{index}}',
    slide: 'Ushuhuda {{index}} kati ya {{slidesLength}}',
    pause: 'Sitisha shuhuda',
    play: 'Endelea na shuhuda',
  },
} satisfies CatalogueOf<typeof english>
