/** A contact form submission that passes every check. */
export const CONTACT_SUBMISSION = {
  firstname: 'Ada',
  lastname: 'Okafor',
  email: 'ada.okafor@example.com',
  phone: '08012345678',
  subject: 'Managed cloud',
  message: 'We would like a quote for moving our file server to the cloud.',
};
