import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The step's script, as actions/github-script requires it; GitHub's API client is the outer boundary.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const postPreviewComment = require('./pull-request-comment.cjs') as (options: {
  github: unknown;
  context: unknown;
  file?: string;
}) => Promise<void>;

interface Comment {
  id: number;
  body: string;
  user: { type: string };
}

/** GitHub's issue comments of one pull request, as the client of actions/github-script reaches them. */
function pullRequestComments(comments: Comment[]) {
  const issues = {
    listComments: async () => ({ data: comments }),
    createComment: async ({ body }: { body: string }) => {
      comments.push({ id: comments.length + 1, body, user: { type: 'Bot' } });
    },
    updateComment: async ({ comment_id, body }: { comment_id: number; body: string }) => {
      const comment = comments.find(({ id }) => id === comment_id);
      if (comment) comment.body = body;
    },
  };
  const github = {
    rest: { issues },
    paginate: async (list: () => Promise<{ data: Comment[] }>) => (await list()).data,
  };
  const context = { repo: { owner: 'corelink', repo: 'website' }, issue: { number: 49 } };
  return { github, context };
}

describe("the pull request's preview comment", () => {
  const file = path.join(os.tmpdir(), `preview-comment-${process.pid}.md`);
  afterEach(() => rmSync(file, { force: true }));

  it("posts the body once, then replaces the team's own comment, leaving people's and other teams' alone", async () => {
    const comments: Comment[] = [
      { id: 1, body: '<!-- release-preview: marketing -->\nquoted by a person', user: { type: 'User' } },
      { id: 2, body: '<!-- release-preview: recruitment -->\nthe careers link', user: { type: 'Bot' } },
    ];
    const { github, context } = pullRequestComments(comments);
    writeFileSync(file, '<!-- release-preview: marketing -->\nthe first link\n');
    await postPreviewComment({ github, context, file });
    writeFileSync(file, '<!-- release-preview: marketing -->\nthe second link\n');
    await postPreviewComment({ github, context, file });
    expect(comments.map(({ id, body }) => [id, body.split('\n')[1]])).toEqual([
      [1, 'quoted by a person'],
      [2, 'the careers link'],
      [3, 'the second link'],
    ]);
  });

  it('refuses to run without a body to post', async () => {
    const { github, context } = pullRequestComments([]);
    await expect(postPreviewComment({ github, context, file: '' })).rejects.toThrow('COMMENT_FILE names no file');
  });
});
