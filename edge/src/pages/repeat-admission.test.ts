import { createRepeatAdmission } from './repeat-admission';

describe('admission of pages asked for again', () => {
  it('admits a key from its second request on', () => {
    const admission = createRepeatAdmission();
    expect(admission.admits('/career?q=cloud')).toBe(false);
    expect(admission.admits('/career?q=cloud')).toBe(true);
    expect(admission.admits('/career?q=cloud')).toBe(true);
    expect(admission.admits('/career?q=data')).toBe(false);
  });

  it('forgets keys past the number it remembers, the least recently asked first', () => {
    const admission = createRepeatAdmission(2);
    admission.admits('a');
    admission.admits('b');
    admission.admits('c');
    expect(admission.admits('a')).toBe(false);
    expect(admission.admits('c')).toBe(true);
  });
});
