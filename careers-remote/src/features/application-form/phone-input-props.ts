/** What both phone inputs (the plain one and the one with the country list) take from the field. */
export interface PhoneInputProps {
  id: string;
  name: string;
  label: string;
  /** Digits, country code first; empty while only the country code is there. */
  value: string;
  error: string | undefined;
  /** The input replaces one the visitor is typing in and takes the focus over. */
  takeFocus?: boolean;
  onChange: (digits: string) => void;
  onBlur: () => void;
}
