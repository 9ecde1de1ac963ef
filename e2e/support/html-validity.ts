import { HtmlValidate } from 'html-validate';

// html-validate's `standard` preset: what the HTML standard requires (content models, allowed
// attributes and their values, ids, ARIA use), without the stylistic rules of `recommended`
// (quoting, case, void-element style), which judge how React and the minifier write markup rather
// than whether it is valid. No rule is switched off: every page's markup is the site's own (the
// live-chat widget, the one third-party markup, is not configured in the tests).
const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

/** Every error html-validate finds in a whole document, as `rule: message (at selector)`. */
export async function htmlErrors(html: string, name: string): Promise<string[]> {
  const report = await validator.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId}: ${message.message} (at ${message.selector ?? 'the document'})`,
    ),
  );
}
