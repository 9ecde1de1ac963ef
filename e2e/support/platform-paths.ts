import { SHELL_RULES } from 'shared-config/site-table';

/**
 * The prefix of the paths platform tests use for "no page here": the shell's rules reserve it, so the
 * route checks refuse it to every team, and no page a team adds can turn such a path into a page.
 */
const PLATFORM_TEST_PREFIX = '/__platform-test';
if (!SHELL_RULES.reserved.includes(PLATFORM_TEST_PREFIX)) {
  throw new Error(`the shell's rules no longer reserve ${PLATFORM_TEST_PREFIX} for the platform's tests`);
}

/** A path no team can claim, for a test that needs one that is no page. */
export const platformTestPath = (name: string) => `${PLATFORM_TEST_PREFIX}/${name}`;
