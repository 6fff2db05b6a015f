/** The words of a program's landing page: its navigation, video player and testimonials. */
export const program = {
  /** A program's landing page. */
  program: {
    /** Its navigation bar's landmark and links. */
    label: 'Program',
    home: 'Home',
    about: 'About',
    testimonials: 'Testimonials',
    contact: 'Contact',
    photos: 'Program photos',
    videoPending: 'This is a placeholder clip: the program video will be added by the ministry.',
    learnMore: 'Learn More',
  },

  /** A program page's menu drawer on phones (island). */
  drawer: {
    menu: 'Menu',
    label: 'Program menu',
    close: 'Close menu',
  },

  /** A program page's video player (island). */
  video: {
    watch: 'Watch Video',
    close: 'Close video',
    unsupported: 'Your browser cannot play this video. {download}.',
    download: 'Download the video',
    /** The captions track's name in the player's menu: the captions are in English. */
    captions: 'English',
  },

  /** The testimonials carousel (island); the placeholders are swiper's own: `{{index}}`, `{{slidesLength}}`. */
  testimonials: {
    label: 'Testimonials',
    role: 'carousel',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    bullet: 'Go to testimonial {{index}}',
    slide: 'Testimonial {{index}} of {{slidesLength}}',
    pause: 'Pause testimonials',
    play: 'Play testimonials',
  },
} as const
