import { ROUTES } from '../../routes/careers-routes';
import { readJobSearch, writeJobSearch } from './job-search-params';

describe('the job search in the URL', () => {
  it('reads a shared link', () => {
    expect(
      readJobSearch(new URLSearchParams('q=engineer&location=Remote&industry=Cybersecurity&page=2&limit=20')),
    ).toEqual({
      q: 'engineer',
      location: 'Remote',
      industry: 'Cybersecurity',
      page: 2,
      limit: 20,
    });
  });

  it('falls back to the defaults for anything invalid', () => {
    expect(readJobSearch(new URLSearchParams('location=Mars&page=-3&limit=500'))).toEqual({
      q: '',
      location: '',
      industry: '',
      page: 1,
      limit: 10,
    });
    expect(readJobSearch(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(readJobSearch(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(200);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const search = { q: ' engineer ', location: 'Remote' as const, industry: '', page: 2, limit: 10 };
    expect(writeJobSearch(search).toString()).toBe('q=engineer&location=Remote&page=2');
    expect(writeJobSearch({ ...search, page: 1 }, new URLSearchParams('utm_source=mail&page=4')).toString()).toBe(
      'utm_source=mail&q=engineer&location=Remote',
    );
  });

  it('round-trips', () => {
    const search = { q: 'cloud', location: 'Hybrid' as const, industry: 'Cloud Computing', page: 3, limit: 30 };
    expect(readJobSearch(writeJobSearch(search))).toEqual(search);
  });

  // The edge keys the career page's cache and canonical link by the parameters its route declares
  // and drops the rest: a parameter the page reads but its route does not declare would be lost.
  it('uses only parameters the career route declares', () => {
    const declared = ROUTES.find((route) => route.page === 'careers/CareerPage')?.query ?? [];
    const full = writeJobSearch({ q: 'engineer', location: 'Hybrid', industry: 'Cloud', page: 3, limit: 30 });
    expect([...full.keys()].sort()).toEqual([...declared].sort());
  });
});
