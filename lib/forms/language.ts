/**
 * The name of the form's `language` field: which language the visitor wrote from (its English name, `localeInfo`), so
 * the reply can be in it.
 */
export const LANGUAGE_FIELD = 'language'
