import { Type } from '@sinclair/typebox';
import { PACKAGE_NAMES } from './package-names';

/** A package's name in a file the releases keep (records, the log) and in the release service's API. */
export const PACKAGE_NAME = Type.Union(PACKAGE_NAMES.map((name) => Type.Literal(name)));
