/** The answer to a public form posted from another website (its Origin or Sec-Fetch-Site says so). */
export const CROSS_SITE_FORM_REFUSED = 'This form can only be sent from our own website. Open the page on our site and send it again.';
