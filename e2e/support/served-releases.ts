const RELEASE_ID = '\\d{8}T\\d{9}Z-[0-9a-f]{16}';

/** The release of each package a composed page was made from: the shell's script URLs, the remotes' entries. */
export function releasesIn(html: string): Record<'shell' | 'marketing' | 'careers' | 'contact', string> {
  const remote = (name: string) =>
    new RegExp(`"${name}":"[^"]*/${name}/(${RELEASE_ID})/remoteEntry\\.js"`).exec(html)?.[1] ?? '';
  return {
    shell: new RegExp(`/shell/(${RELEASE_ID})/`).exec(html)?.[1] ?? '',
    marketing: remote('marketing'),
    careers: remote('careers'),
    contact: remote('contact'),
  };
}
