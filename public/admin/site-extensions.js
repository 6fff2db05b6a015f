/**
 * The site's own additions to Decap CMS (docs/cms.md), registered after decap-cms.js has loaded and
 * before it renders a form. Plain browser JavaScript with Decap's globals (CMS, createClass, h): it is
 * copied into the export as it is, and the admin page's policy allows scripts from the site only.
 *
 * - The "service-titles" widget: a hero slide's or weekly card's `services`, the titles of services of
 *   the same file, chosen by ticking them (`options_from: services.title` in config.yml). What is saved
 *   is the list of titles exactly as the services are titled, in the order of the services.
 * - The "translation-review" widget of `reviewed`: on the Kiswahili side it holds REVIEW_PLACEHOLDER (as in
 *   lib/content/translation.ts) until someone writes their name there.
 * - Before each save of an English file: a field left empty or emptied is left out of the file (Decap
 *   would write `note: ''`, which the content check refuses: an empty field is written by leaving it
 *   out), and `reviewed` is never in it. A settings translation (its own form) gets REVIEW_PLACEHOLDER
 *   when it has text and no reviewer. Decap lets this step change only the file of the form's own
 *   language: a Kiswahili side's cleared text is written empty, which the check takes as not translated.
 */
;(function () {
  'use strict'
  const { CMS, createClass, h } = window
  if (!CMS || !createClass || !h) throw new Error('site-extensions.js needs decap-cms.js loaded first')

  /** An Immutable.js list or map (Decap's values) or a plain value, as plain data. */
  const plain = (value) => (value && typeof value.toJS === 'function' ? value.toJS() : value)
  const asList = (value) => {
    const list = plain(value)
    return Array.isArray(list) ? list : []
  }

  const ServiceTitlesControl = createClass({
    /** The titles of the file's services, in their order, as the form holds them now. */
    titles() {
      const [list, field] = String(this.props.field.get('options_from') || 'services.title').split('.')
      const entry = typeof this.props.getEntry === 'function' ? this.props.getEntry() : this.props.entry
      const items = asList(entry && entry.getIn(['data', list]))
      return items.map((item) => item && item[field]).filter((title) => typeof title === 'string' && title.trim() !== '')
    },

    toggle(title, on) {
      const chosen = asList(this.props.value).filter((t) => t !== title)
      if (on) chosen.push(title)
      const titles = this.titles()
      // In the services' order; a title no service has any more stays (unticked, it goes), so the content check can name it.
      const ordered = [...titles.filter((t) => chosen.includes(t)), ...chosen.filter((t) => !titles.includes(t))]
      this.props.onChange(ordered.length > 0 ? ordered : undefined)
    },

    render() {
      const chosen = asList(this.props.value)
      const titles = this.titles()
      const shown = [...titles, ...chosen.filter((t) => !titles.includes(t))]
      if (shown.length === 0) return h('p', { id: this.props.forID, className: this.props.classNameWrapper }, 'Give the congregation its services first (under "Services"); their titles are offered here.')
      return h(
        'div',
        { id: this.props.forID, className: this.props.classNameWrapper, role: 'group', 'aria-label': this.props.field.get('label') },
        shown.map((title) =>
          h(
            'label',
            { key: title, style: { display: 'block', padding: '4px 0' } },
            h('input', {
              type: 'checkbox',
              checked: chosen.includes(title),
              onChange: (event) => this.toggle(title, event.target.checked),
              onFocus: this.props.setActiveStyle,
              onBlur: this.props.setInactiveStyle,
            }),
            ' ',
            titles.includes(title) ? title : `${title} (no service has this title any more)`,
          ),
        ),
      )
    },
  })

  const ServiceTitlesPreview = createClass({
    render() {
      return h('span', {}, asList(this.props.value).join(', '))
    },
  })

  CMS.registerWidget('service-titles', ServiceTitlesControl, ServiceTitlesPreview)

  /** The same words as REVIEW_PLACEHOLDER in lib/content/translation.ts (a unit test holds them equal). */
  const REVIEW_PLACEHOLDER = 'TODO: a Kiswahili speaker of the ministry reviews this translation, then writes their name and the date here'
  const REVIEW_FIELD = 'reviewed'
  const DEFAULT_LOCALE = 'en'

  /**
   * "translation-review": who reviewed a translation (`reviewed`). On the English side of a form there is
   * nothing to fill in. On the Kiswahili side it holds REVIEW_PLACEHOLDER until someone writes their name,
   * so whatever Decap writes there says whether it was reviewed (the content check asks for it). Decap
   * writes the Kiswahili file of a new entry even when nothing is translated: it is then the same draft
   * with nothing translated that `npm run new:congregation` writes, and the Kiswahili page shows the English.
   */
  const TranslationReviewControl = createClass({
    isEnglishSide() {
      return !this.props.locale || this.props.locale === DEFAULT_LOCALE
    },
    componentDidMount() {
      if (!this.isEnglishSide() && !String(plain(this.props.value) || '').trim()) this.props.onChange(REVIEW_PLACEHOLDER)
    },
    render() {
      if (this.isEnglishSide())
        return h('p', { id: this.props.forID, className: this.props.classNameWrapper }, 'Written on the Kiswahili side only.')
      return h('input', {
        id: this.props.forID,
        className: this.props.classNameWrapper,
        type: 'text',
        value: String(plain(this.props.value) || ''),
        onChange: (event) => this.props.onChange(event.target.value.trim() ? event.target.value : REVIEW_PLACEHOLDER),
        onFocus: this.props.setActiveStyle,
        onBlur: this.props.setInactiveStyle,
      })
    },
  })
  CMS.registerWidget('translation-review', TranslationReviewControl, ServiceTitlesPreview)

  /** Immutable.js values (Decap's entry data): a list has push, a map does not. */
  const isCollection = (v) => !!v && typeof v.toJS === 'function'
  const isList = (v) => isCollection(v) && typeof v.push === 'function'
  const isEmpty = (v) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (isCollection(v) && v.size === 0)

  /**
   * The value without empty fields. A list keeps an emptied item in the middle (a translation's items
   * are matched to the English ones by their place) and loses empty ones at its end.
   */
  function withoutEmpty(value) {
    if (isList(value)) {
      let list = value.map(withoutEmpty)
      while (list.size > 0 && isEmpty(list.last())) list = list.pop()
      return list
    }
    if (isCollection(value)) return value.map(withoutEmpty).filter((v) => !isEmpty(v))
    return value
  }

  /** The language of a file from its name (raila.sw.mdx); English when it has none yet (a new entry). */
  const localeOfPath = (path) => {
    const match = /\.([a-z]{2})\.mdx$/.exec(String(path || ''))
    return match ? match[1] : DEFAULT_LOCALE
  }

  // Decap hands over the data of the file being saved in the form's own language (the English one, or a
  // translation of the site settings, which are forms of their own); what it returns is saved.
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const data = withoutEmpty(entry.get('data'))
      if (localeOfPath(entry.get('path')) === DEFAULT_LOCALE) return data.delete(REVIEW_FIELD)
      const translated = data.delete(REVIEW_FIELD).size > 0
      return translated && isEmpty(data.get(REVIEW_FIELD)) ? data.set(REVIEW_FIELD, REVIEW_PLACEHOLDER) : data
    },
  })
})()
