// The pull request's preview comment, posted by the workflows' actions/github-script step: the body
// the publish step wrote (COMMENT_FILE), replacing the comment this team's pipeline posted before, found
// by the marker on the body's first line, so a pull request keeps one up-to-date link per team.
const { readFileSync } = require('node:fs');

module.exports = async function postPreviewComment({ github, context, file = process.env.COMMENT_FILE }) {
  if (!file) throw new Error('COMMENT_FILE names no file: the publish step wrote no comment');
  const body = readFileSync(file, 'utf8');
  const marker = body.split('\n', 1)[0];
  const { owner, repo } = context.repo;
  const issue_number = context.issue.number;
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
  const earlier = comments.find((comment) => comment.user?.type === 'Bot' && comment.body?.startsWith(marker));
  if (earlier) await github.rest.issues.updateComment({ owner, repo, comment_id: earlier.id, body });
  else await github.rest.issues.createComment({ owner, repo, issue_number, body });
};
