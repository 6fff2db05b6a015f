import type { MDXContent } from 'mdx/types'
import { Gallery } from '@/components/media/Gallery'
import { Fact } from '@/components/page/Fact'
import { known } from '@/lib/content/schemas'
import type { Congregation, CongregationSection } from '@/lib/content/types'
import { Section } from './SectionHeading'

/** About Us (frontmatter), Our Church (the file's body) and, where there are photos, the gallery. */
type About = Extract<CongregationSection, { kind: 'about' }>['about']

export function AboutSection({ id, about, congregation, Body }: { id: string; about: About; congregation: Congregation; Body: MDXContent }) {
  const founded = known(congregation.founded)
  const members = known(about.members)
  return (
    <Section id={id} eyebrow="About" title={`About ${congregation.name}`}>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div>
          <h3 className="text-2xl font-semibold text-brand-900">About Us</h3>
          <Fact value={about.aboutUs} className="mt-3 text-lg leading-relaxed" />
          {founded || members ? (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-lg">
              {founded ? (
                <>
                  <dt className="font-semibold text-brand-900">Founded</dt>
                  <dd>{founded}</dd>
                </>
              ) : null}
              {members ? (
                <>
                  <dt className="font-semibold text-brand-900">Members</dt>
                  <dd>{members}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
        <div>
          <h3 className="text-2xl font-semibold text-brand-900">Our Church</h3>
          <div className="prose mt-3">
            <Body />
          </div>
        </div>
      </div>
      {about.gallery?.length ? (
        <div className="mt-10">
          <h3 className="text-2xl font-semibold text-brand-900">Photos</h3>
          <div className="mt-4">
            <Gallery images={about.gallery} label={`Photos of ${congregation.name}`} />
          </div>
        </div>
      ) : null}
    </Section>
  )
}
