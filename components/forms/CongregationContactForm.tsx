/**
 * The congregation contact form's fields (SPEC §5): name, e-mail and subject required, message
 * optional (30 x 10). Only the browser's own checks; sending is wired by the forms issue.
 */
export function CongregationContactForm({ congregation }: { congregation: string }) {
  const field = 'mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-base'
  return (
    <form className="space-y-4" aria-label={`Message to ${congregation}`}>
      <div>
        <label htmlFor="user_name" className="font-semibold">
          Your name <span aria-hidden="true">*</span>
        </label>
        <input id="user_name" name="user_name" type="text" required autoComplete="name" className={field} />
      </div>
      <div>
        <label htmlFor="user_email" className="font-semibold">
          Your e-mail <span aria-hidden="true">*</span>
        </label>
        <input id="user_email" name="user_email" type="email" required autoComplete="email" className={field} />
      </div>
      <div>
        <label htmlFor="subject" className="font-semibold">
          Subject <span aria-hidden="true">*</span>
        </label>
        <input id="subject" name="subject" type="text" required className={field} />
      </div>
      <div>
        <label htmlFor="message" className="font-semibold">
          Message
        </label>
        <textarea id="message" name="message" cols={30} rows={10} className={field} />
      </div>
      <button type="submit" className="rounded bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Send message
      </button>
    </form>
  )
}
