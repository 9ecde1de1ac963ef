import type { ContactRequest } from './contact-slice';

export const validRequest: ContactRequest = {
  firstname: 'Ada',
  lastname: 'Okafor',
  email: 'ada.okafor@example.com',
  phone: '08031234567',
  subject: 'Managed IT for our branches',
  message: 'We have three offices in Lagos and need help with support and backups.',
  website: '',
};
