import { Type } from '@sinclair/typebox';
import { PACKAGE_NAMES } from '../../../model/packages/package-names';
import { PACKAGE_NAME } from '../../../model/packages/package-schema';

/** One release of one package, or several packages' releases at once (a release set). */
export const TARGETS = Type.Array(
  Type.Object({
    name: PACKAGE_NAME,
    // Checked by the command, which names the package and the list to look in.
    id: Type.String({ minLength: 1, maxLength: 100, description: 'a release id (`list` shows them)' }),
  }),
  { minItems: 1, maxItems: PACKAGE_NAMES.length },
);

/** Packages a rollback or a halt changes together. */
export const PACKAGES = Type.Array(PACKAGE_NAME, { minItems: 1, maxItems: PACKAGE_NAMES.length });

export const NOTES = Type.Array(Type.String(), {
  description: 'warnings for the operator (a package left out of the check because its pointer is damaged)',
});
