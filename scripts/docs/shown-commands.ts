// The commands a markdown page shows a reader, and the ones it marks as not run by CI or the tests.

export interface ShownCommand {
  command: string;
  line: number;
}

export interface NotRunMark {
  command: string;
  reason: string;
}

const COMMAND_START = /^(npm|npx|node) /;
const SHELL_FENCES = new Set(['sh', 'bash', 'shell']);
const NOT_RUN_MARK = /<!--\s*not run here:\s*`([^`]+)`\s*,\s*because\s+([\s\S]*?)\s*-->/g;

/** One shell line as separate commands: `a && b` is two, a trailing `# comment` is dropped. */
function splitLine(text: string): string[] {
  return text
    .replace(/\s+#.*$/, '')
    .split('&&')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter((part) => COMMAND_START.test(part));
}

/**
 * Every command shown: each line of a `sh` block, each `$ ` line of a `console` block, and each
 * inline code span outside blocks that starts with npm, npx or node. Other blocks (diagrams, output,
 * configuration files) show no commands.
 */
export function shownCommands(markdown: string): ShownCommand[] {
  const found: ShownCommand[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const line = index + 1;
    const opening = /^\s*```(\S*)/.exec(text);
    if (opening) {
      fence = fence === null ? opening[1] || 'text' : null;
      return;
    }
    if (fence === null) {
      for (const span of text.matchAll(/`([^`]+)`/g)) {
        for (const command of splitLine(span[1] ?? '')) found.push({ command, line });
      }
    } else if (SHELL_FENCES.has(fence)) {
      for (const command of splitLine(text.trim())) found.push({ command, line });
    } else if (fence === 'console' && text.startsWith('$ ')) {
      for (const command of splitLine(text.slice(2))) found.push({ command, line });
    }
  });
  return found;
}

export interface ShownStep extends ShownCommand {
  /** The heading of the section it is shown under (`## A worked example: ...`), or '' before any. */
  section: string;
}

/**
 * Every command a reader is shown to type, in order, with the section it is under: each line of a
 * `sh` block and each `$ ` line of a `console` block, whatever the program (`git commit`, `npm ...`).
 * What a worked example asks the reader to do, step by step; inline code and tables are reference.
 */
export function shownSteps(markdown: string): ShownStep[] {
  const steps: ShownStep[] = [];
  let fence: string | null = null;
  let section = '';
  markdown.split('\n').forEach((text, index) => {
    const opening = /^\s*```(\S*)/.exec(text);
    if (opening) {
      fence = fence === null ? opening[1] || 'text' : null;
      return;
    }
    if (fence === null) {
      if (/^#{1,3} /.test(text)) section = text.replace(/^#+ /, '');
      return;
    }
    const typed = SHELL_FENCES.has(fence)
      ? text.trim()
      : fence === 'console' && text.startsWith('$ ')
        ? text.slice(2)
        : '';
    for (const command of typed.replace(/\s+#.*$/, '').split('&&')) {
      const step = command.trim().replace(/\s+/g, ' ');
      if (step) steps.push({ command: step, line: index + 1, section });
    }
  });
  return steps;
}

/** `<!-- not run here: `npm run dev`, because ... -->`: a command the page says CI cannot run, and why. */
export function notRunMarks(markdown: string): NotRunMark[] {
  return [...markdown.matchAll(NOT_RUN_MARK)].map((match) => ({
    command: (match[1] ?? '').trim(),
    reason: (match[2] ?? '').replace(/\s+/g, ' '),
  }));
}

/** The npm script a command runs, and in which workspace (null: the root); null for other commands. */
export function npmScript(command: string): { script: string; workspace: string | null } | null {
  const words = command.split(' ');
  if (words[0] !== 'npm') return null;
  const workspaceAt = words.findIndex((word) => word === '-w' || word === '--workspace');
  const workspace = workspaceAt > 0 ? (words[workspaceAt + 1] ?? null) : null;
  if (words[1] === 'run') return words[2] ? { script: words[2], workspace } : null;
  if (words[1] === 'start' || words[1] === 'test') return { script: words[1], workspace };
  return null;
}

/** `<...>` in a shown command stands for any one word (`npm run release -- publish <name>`). */
export function isPlaceholder(word: string): boolean {
  return /^<[^>]+>$/.test(word);
}

/** Whether `shown` is `prefix` followed by anything, word by word; placeholders match any word. */
export function startsWithCommand(shown: string, prefix: string): boolean {
  const words = shown.split(' ');
  return prefix
    .split(' ')
    .every((word, index) => words[index] !== undefined && (words[index] === word || isPlaceholder(words[index])));
}

/** The relative links of a markdown page (no scheme, no pure anchors), without their anchors. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.replace(/#.*$/, ''));
}
