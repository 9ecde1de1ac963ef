import { composeSiteTable, SHELL_RULES } from 'shared-config/site-table';
import { sampleRoute as route } from './test-support/sample-route';

describe('composing the site table from the shell rules and the remotes declared routes', () => {
  it("orders a menu by the shell's slots, then each entry's order, then path", () => {
    const { table, problems } = composeSiteTable(SHELL_RULES, {
      contact: [
        route('/contact', 'contact/ContactPage', { menus: [{ menu: 'footer-company', label: 'Contact', order: 1 }] }),
      ],
      careers: [
        route('/career', 'careers/CareerPage', { menus: [{ menu: 'footer-company', label: 'Career', order: 1 }] }),
      ],
      marketing: [
        route('/b', 'marketing/BPage', { menus: [{ menu: 'footer-company', label: 'B', order: 2 }] }),
        route('/z', 'marketing/ZPage', { menus: [{ menu: 'footer-company', label: 'Z', order: 1 }] }),
        route('/a', 'marketing/APage', { menus: [{ menu: 'footer-company', label: 'A', order: 2 }] }),
      ],
    });
    expect(problems).toEqual([]);
    expect(table.menus['footer-company']?.map((link) => link.label)).toEqual(['Z', 'A', 'B', 'Career', 'Contact']);
  });

  it('turns aliases into redirects after the shell’s own', () => {
    const { table } = composeSiteTable(
      { ...SHELL_RULES, redirects: [{ path: '/old-home', to: '/' }] },
      { marketing: [route('/', 'marketing/HomePage', { aliases: ['/home'] })] },
    );
    expect(table.redirects).toEqual([
      { path: '/old-home', to: '/' },
      { path: '/home', to: '/' },
    ]);
    expect(table.notFound).toBe('/');
  });

  it('keeps the first claim of a path, leaves out reserved paths and links without a slot, saying why', () => {
    const { table, problems } = composeSiteTable(SHELL_RULES, {
      marketing: [route('/career', 'marketing/CareerCopyPage'), route('/api/x', 'marketing/ApiPage')],
      careers: [
        route('/Career', 'careers/CareerPage'),
        route('/job-details/:id', 'careers/JobDetailsPage', {
          menus: [{ menu: 'footer-legal', label: 'Jobs', order: 1 }],
        }),
      ],
    });
    expect(table.routes.map((entry) => entry.page)).toEqual(['marketing/CareerCopyPage', 'careers/JobDetailsPage']);
    expect(table.menus['footer-legal']).toEqual([]);
    expect(problems).toEqual([
      'marketing claims /api/x, which the shell reserves',
      'careers claims /Career, which marketing claims',
      'careers places /job-details/:id in footer-legal, where it has no slot',
    ]);
  });

  it("keeps the platform's test paths from every team, whatever their case", () => {
    const { table, problems } = composeSiteTable(SHELL_RULES, {
      marketing: [route('/__platform-test/industries', 'marketing/IndustriesPage')],
      careers: [route('/__Platform-Test', 'careers/CareerPage')],
    });
    expect(table.routes).toEqual([]);
    expect(problems).toEqual([
      'marketing claims /__platform-test/industries, which the shell reserves',
      'careers claims /__Platform-Test, which the shell reserves',
    ]);
  });
});
