import type { PreviewGrant } from 'releases/model';

// Outside #root, so React never replaces it; a <style> element of its own, no inline style attributes.
const STYLE = `<style id="release-preview-style">
.release-preview{position:fixed;z-index:2147483000;left:16px;bottom:16px;max-width:calc(100vw - 32px);box-sizing:border-box;display:flex;flex-wrap:wrap;align-items:center;gap:4px 16px;padding:10px 16px;border-radius:12px;background:#0b1b3f;color:#fff;font-size:13px;font-weight:600;line-height:1.4;box-shadow:0 8px 24px rgba(11,27,63,.35)}
.release-preview p{margin:0}
.release-preview code{font:500 12px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all;color:#bae6fd}
.release-preview a{color:#38bdf8;text-decoration:underline;text-underline-offset:2px;white-space:nowrap}
.release-preview a:focus-visible{outline:2px solid #38bdf8;outline-offset:2px;border-radius:2px}
</style>`;

/** The badge that tells a previewing browser what it sees, with the way out; empty without a preview. */
export function previewBadge(previews: readonly PreviewGrant[]): { head: string; body: string } {
  if (previews.length === 0) return { head: '', body: '' };
  const lines = previews.map(({ name, id }) => `<p>Preview: ${name} <code>${id}</code></p>`).join('');
  // `?preview=off` on the page the visitor is on: they leave the preview and stay where they are.
  return {
    head: STYLE,
    body: `<aside class="release-preview" aria-label="Release preview">${lines}<a href="?preview=off">Exit preview</a></aside>`,
  };
}
