/** The words of the message forms: their fields, and what they say while and after sending. */
export const forms = {
  /** The fields of each form. */
  forms: {
    main: {
      label: 'Message to the ministry',
      name: 'Full name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    congregation: {
      label: 'Message to {name} congregation',
      name: 'Your name',
      email: 'Your email',
      subject: 'Subject',
      message: 'Message (optional)',
    },
    /** A program page's question box. */
    question: {
      label: 'Question about {program}',
      submit: 'email us',
      question: 'Your e-mail address or your question',
      email: 'Your e-mail address, so we can answer (optional)',
    },
    /**
     * Shown when Send is pressed where the form cannot send: other ways to reach the ministry or the
     * congregation, each only when it is known (components/forms/ReachUs.tsx).
     */
    reachUs: {
      /** Where JavaScript is off (or the forms' script never runs, as on Opera Mini). */
      lead: 'This form cannot send from this browser: it needs JavaScript. What you typed is still in the form.',
      /** Where it runs, but the form's code could not load and the phone could not keep the message (no storage). */
      notKept:
        'Your message could not be sent from this page, and this phone could not keep it to send later. What you typed is still in the form.',
      /** Before the ways to reach us, where the content gives any. */
      otherWays: 'You can reach us another way:',
      /** Where it gives none. */
      pastor:
        'You can speak to the pastor of a congregation near you: see {churches} for where and when each one meets.',
      email: 'E-mail {email}',
    },
  },

  /** What every message form says while and after sending (island). */
  messageForm: {
    send: 'Send message',
    sending: 'Sending...',
    sent: 'Thank you, your message was sent',
    /** Send was pressed before the form was ready; it sends by itself once it is. */
    held: 'Your message will be sent as soon as this form is ready.',
    /** No connection: the message waits on the phone (lib/forms/outbox.ts). */
    saved: 'Saved on this phone. It will be sent when you are back online.',
    savedSent: 'Your saved message has been sent. Thank you.',
    /** Closes the ways to reach us that Send opens where the form cannot send. */
    close: 'Close',
    /** A field longer than its limit (lib/forms/field-limits.ts): `{field}` is its label. Nothing was sent. */
    tooLong:
      '“{field}” is too long: it can hold at most {limit} characters. Nothing was sent, and what you typed is still in the form: please shorten it and send again.',
    /**
     * The messages that wait on the phone, listed under the form without their words (a phone may be shared):
     * each shows them only on a tap.
     */
    outbox: {
      one: '1 message from this phone is waiting',
      many: '{count} messages from this phone are waiting',
      waiting: 'Waiting for a connection',
      refused: 'Not sent: the message service did not accept it.',
      cancel: 'Do not send',
      retry: 'Try again',
      cancelled: 'Deleted from this phone: that message will not be sent.',
      tooLate: 'That message is being sent right now and can no longer be stopped.',
      show: 'Show the message',
      hide: 'Hide the message',
      /** Deletes every message of the site kept on this phone, of every form. */
      forgetAll: 'Forget the messages on this phone',
      forgotten: 'Every message this site kept on this phone has been deleted. None of them will be sent.',
      /** A message that could not be sent in `{days}` days (lib/forms/outbox.ts, `KEEP_UNSENT_DAYS`) was removed. */
      expired:
        'A message saved on this phone more than {days} days ago could not be sent, and was removed without being sent. Please write it again if you still wish to send it.',
    },
    /** Why a message did not go, by reason. */
    failed: {
      network:
        'Your message could not be sent: there seems to be no internet connection. Your message is still in the form; try again when you are back online.',
      service:
        'Your message could not be sent: the message service did not accept it. Your message is still in the form; please try again in a few minutes.',
      'rate-limited':
        'You sent a message from this browser less than a minute ago. Your new message is still in the form; please wait a minute and send it again.',
    },
    /** The hidden field that catches bots. */
    honeypot: 'Leave this field empty',
    notReady:
      'Messages cannot be sent from this site yet: its message service is not set up. Please speak to the pastor of a congregation near you (see {churches}).',
    churches: 'our churches',
    /** After a failure: `{email}` is the ministry's address as a link, `{churches}` the churches link. */
    alsoEmail: 'You can also e-mail your message to us at {email}.',
    alsoPastor:
      'You can also speak to the pastor of a congregation near you: see {churches} for where and when each one meets.',
  },
} as const
