// The contact form's toasts, word for word (docs/product-rules.md#contact-messages).
export const CONTACT_SUCCESS_MESSAGE = 'Your form has been successfully submitted!';
export const CONTACT_REJECTED_FALLBACK = "We couldn't process your request at the moment. Please try again later.";
export const CONTACT_UNEXPECTED_FALLBACK = 'An unexpected error occurred. Please try again.';
export const CONTACT_TIMEOUT_MESSAGE = 'The request took too long. Please try again.';
