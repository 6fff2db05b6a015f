/** The site's brand colour as the browser shows it around the page (address bar, installed app's frame). */
export const THEME_COLOR = '#0c3343'
