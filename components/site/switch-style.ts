/**
 * The language switch's look in every bar that has one (site header, a congregation's top bar, a program's
 * bar): a small pill, since the site header's bar is already full around 961–1010 px. Each bar adds its colours.
 */
export const switchPill =
  'inline-flex min-h-8 shrink-0 items-center whitespace-nowrap rounded-full border px-2.5 text-sm font-semibold underline-offset-2 hover:underline'
