/** A complete applicant's text fields, as job-0001 of the demo seed asks for them (its files: resume, coverLetter). */
export const APPLICANT_FIELDS = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze.okafor@example.com',
  phoneNumber: '+2348031234567',
  linkedinProfile: 'https://www.linkedin.com/in/adaeze-okafor',
  yearsOfExperience: '6',
};
