/**
 * The id of a newsletter banner's heading: the form is named by it, and the confirmation's "sign up again" link
 * jumps to the blog list's ('wide') one.
 */
export const newsletterHeadingId = (variant: 'wide' | 'side') => `newsletter-${variant}-title`;
