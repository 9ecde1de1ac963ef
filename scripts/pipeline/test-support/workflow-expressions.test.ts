import { condition, evaluate, interpolate } from './workflow-expressions';

const contexts = {
  github: { event_name: 'push', event: { pull_request: null, before: '0000' } },
  steps: { publish: { outputs: { releases: 'marketing=1', comment_file: '' } } },
  secrets: {},
};

describe("the offline run's expressions", () => {
  it("compare as GitHub does: strings case-insensitively, null and '' alike, a missing property null", () => {
    expect(evaluate("github.event_name == 'PUSH'", contexts)).toBe(true);
    expect(evaluate("steps.publish.outputs.comment_file != ''", contexts)).toBe(false);
    expect(evaluate("steps.build.outputs.builds != ''", contexts)).toBe(false);
    expect(evaluate('github.event.pull_request.head.repo.fork', contexts)).toBeNull();
    expect(evaluate("!(github.event_name == 'pull_request') && steps.publish.outputs.releases", contexts)).toBe(
      'marketing=1',
    );
    expect(condition('${{ success() }}', contexts)).toBe(true);
    expect(interpolate('key-${{ github.event.before }}-${{ secrets.NONE }}.', contexts)).toBe('key-0000-.');
  });

  it('refuse what they cannot read rather than guess', () => {
    expect(() => evaluate('secret.TOKEN', contexts)).toThrow("unknown context 'secret'");
    expect(() => evaluate('hashFiles()', contexts)).toThrow('hashFiles() is not one');
    expect(() => evaluate("contains(github.event_name, 'p')", contexts)).toThrow('cannot read');
    expect(() => evaluate("github.event_name = 'push'", contexts)).toThrow();
  });
});
