/**
 * The pages of the label-change emails and the notify form's no-script post. A module of its own so
 * the product page's notify form carries these three paths, not the labels contract with its lists and messages.
 */
export const LABEL_NOTICE_PATHS = {
  /** The notify form posted without script (form-encoded), answered with a page. */
  subscribe: '/label-notices/subscribe',
  confirm: (token: string) => `/label-notices/confirm/${token}`,
  unsubscribe: (token: string) => `/label-notices/unsubscribe/${token}`,
} as const;
