export interface ApplicationFormProps {
  jobId: string;
  requiredFields: string[];
  requiredFiles: string[];
}
