/**
 * The home page (content/home.en.mdx).
 * Messages are written for a church editor: the loader prefixes them with the file and the field.
 */
import { z } from 'zod'
import { fileInFolder, MEDIA_FOLDER } from './file-paths'
import { image, placeholder, words } from './fields'
import { linkCard } from './pages'

export const homeSchema = z.strictObject({
  title: words,
  description: words,
  heading: words,
  intro: words.optional(),
  video: z
    .strictObject({
      src: fileInFolder(MEDIA_FOLDER, 'video/welcome.mp4')
        .regex(/^[a-z0-9][a-z0-9/_.-]*\.(mp4|webm)$/, 'expected a path inside content/media ending in .mp4 or .webm')
        .meta({ description: 'Path inside content/media of a .mp4 or .webm file.' }),
      poster: image,
      pending: placeholder.optional().meta({
        description:
          "Set while the clip and its still stand in for the ministry's real video; the public site shows the welcome without a video until then.",
      }),
    })
    .meta({
      description:
        'The looping background video (a file in content/media) and the still shown before or instead of it.',
    }),
  gatherings: z.strictObject({ heading: words, text: words }),
  ministries: z.strictObject({ heading: words, links: z.array(linkCard).min(1) }),
  map: z.strictObject({
    heading: words,
    embedUrl: z
      .url({ protocol: /^https$/ })
      .meta({ description: 'The embedded map frame: an https address the map provider gives for embedding.' }),
    linkUrl: z
      .url({ protocol: /^https$/ })
      .meta({ description: 'The same map as a normal link, for visitors whose browser does not show the frame.' }),
    title: words,
  }),
})
