// @ts-check
// What the shell owns of the site's routes: the menus of its layout (and which remotes may place links
// in each, in which order), the paths no page may take, its own redirects and where an unknown path
// goes. The shell's build ships them as site-rules.json; every page comes from the remotes' releases.

/** @typedef {import('./route-types').RemoteName} RemoteName */
/** @typedef {import('./route-types').ShellRules} ShellRules */

/** @type {readonly RemoteName[]} */
const REMOTE_NAMES = ['marketing', 'careers', 'contact'];

/** @type {ShellRules} */
const SHELL_RULES = {
  // A menu's links: its slots in order, each remote's links by their `order`, ties by path.
  menus: [
    { id: 'main', slots: ['marketing', 'careers', 'contact'] },
    { id: 'managed-services', slots: ['marketing'] },
    { id: 'mobile-managed-services', slots: ['marketing'] },
    { id: 'footer-company', slots: ['marketing', 'careers', 'contact'] },
    { id: 'footer-services', slots: ['marketing'] },
    { id: 'footer-legal', slots: ['marketing'] },
  ],
  // The edge answers these itself: a page there would never be reached, or would hide the edge's answer.
  // `/__platform-test` is no team's either: the platform's tests and drills take their paths of no page
  // from under it, so a page a team adds can never be a path a platform test expects to be unknown.
  reserved: [
    '/api',
    '/releases',
    '/healthz',
    '/readyz',
    '/metrics',
    '/robots.txt',
    '/sitemap.xml',
    '/index.html',
    '/__platform-test',
  ],
  redirects: [],
  notFound: '/',
};

module.exports = { REMOTE_NAMES, SHELL_RULES };
