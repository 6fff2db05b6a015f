/**
 * Labelled form fields with the browser's own checks (required, type, and a one-line field's most characters
 * from lib/forms/field-limits.ts; docs/behaviour.md, "Forms"). A message box has no `maxlength`: the browser
 * would cut a longer paste without a word, so the form's check before sending refuses it, kept whole, instead.
 */
import { limitOf } from '@/lib/forms/field-limits'

const inputClass = 'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base text-slate-900'

type FieldProps = { label: string; name: string; type?: 'text' | 'email'; required?: boolean; autoComplete?: string }

export function TextField({ label, name, type = 'text', required = true, autoComplete }: FieldProps) {
  return (
    <label className="block font-semibold text-slate-800">
      {label}
      <input
        type={type}
        name={name}
        required={required}
        autoComplete={autoComplete}
        maxLength={limitOf(name)}
        className={inputClass}
      />
    </label>
  )
}

export function MessageField({ label, name, required = true }: Omit<FieldProps, 'type' | 'autoComplete'>) {
  return (
    <label className="block font-semibold text-slate-800">
      {label}
      {/* 30 columns by 10 rows (docs/behaviour.md, "Forms"); the width follows the form on small screens. */}
      <textarea name={name} required={required} cols={30} rows={10} className={inputClass} />
    </label>
  )
}
