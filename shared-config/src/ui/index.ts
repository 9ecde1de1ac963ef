// The design primitives several packages use; shared at run time as one module, like the singletons.
export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { Loader } from './loader';
export { NetworkFailure, NETWORK_FAILURE_TEXT } from './network-failure';
export { EmptyState } from './empty-state';
export { Field, fieldControlClass, fieldErrorId, fieldLabelId } from './field';
export type { FieldProps } from './field';
export { usePageMeta } from './use-page-meta';
export { IdScope, useScopedId } from './scoped-id';
export { FORM_HYDRATED_EVENT, useValueTypedBeforeHydration } from './value-typed-before-hydration';
export { SocialIcon } from './social-icon';
