/** English strings of the privacy link and the guardian's agreement at sign-up (the page text: privacy-page.ts). */
const privacy = {
  link: 'Privacy',
  consent: {
    label:
      'I am this child’s parent or guardian, and I agree to Learnify keeping the details above as described in the privacy page.',
    pageLink: 'Read the privacy page',
    required: 'A parent or guardian must agree before a child’s account can be created.',
  },
} as const;

export default privacy;
