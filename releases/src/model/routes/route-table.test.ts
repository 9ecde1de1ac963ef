import { SITE_RULES } from '../../test-support/release-fixtures';
import { parseShellRules } from './route-table';

describe('reading the shell’s site-rules.json', () => {
  it('reads the rules the shell ships', () => {
    expect(parseShellRules(JSON.stringify(SITE_RULES))).toEqual(SITE_RULES);
  });

  it.each([
    ['a redirect to another host', { ...SITE_RULES, redirects: [{ path: '/a', to: '//evil.example' }] }],
    [
      'a redirect to another host written with a backslash',
      { ...SITE_RULES, redirects: [{ path: '/a', to: '/\\evil.example' }] },
    ],
    ['a reserved path without its slash', { ...SITE_RULES, reserved: ['api'] }],
    ['a menu without its slots', { ...SITE_RULES, menus: [{ id: 'main' }] }],
    ['no not-found rule', { ...SITE_RULES, notFound: undefined }],
  ])('refuses rules with %s', (_case, rules) => {
    expect(parseShellRules(JSON.stringify(rules))).toBeNull();
  });
});
