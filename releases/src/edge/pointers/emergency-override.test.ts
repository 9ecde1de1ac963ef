import { parseOverride } from './emergency-override';

const ID = '20261124T100000000Z-aaaaaaaaaaaaaaaa';

describe('reading the emergency override', () => {
  it('reads halt and pin rules, naming who wrote them when the file does', () => {
    const text = JSON.stringify({ careers: { halt: ID, by: 'ops', at: 'now' }, marketing: { pin: ID } });
    expect(parseOverride(text, 'override.json')).toEqual({
      careers: { halt: ID, by: 'ops', at: 'now' },
      marketing: { pin: ID, by: 'unknown', at: '' },
    });
  });

  it('refuses a file that is not an object, and names the entry that is not a rule', () => {
    expect(() => parseOverride('[]', 'override.json')).toThrow('override.json is not a JSON object');
    expect(() => parseOverride(JSON.stringify({ careers: { pin: 'latest' } }), 'override.json')).toThrow(
      `override.json: 'careers' must be a package with {"halt": "<canary id>"} or {"pin": "<release id>"}`,
    );
    expect(() => parseOverride(JSON.stringify({ blog: { pin: ID } }), 'override.json')).toThrow(
      "'blog' must be a package",
    );
  });
});
