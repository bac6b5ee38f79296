/**
 * The ```ts and ```tsx blocks of one section of a guide (`## In Storybook` of @waas/sandbox-page's README), by the
 * file each names on its first line (`// vite.config.ts`): the files a test writes into a project as a reader would
 * copy them.
 */
export function guideFiles(guide: string, section: string): Record<string, string> {
  const heading = section.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const text = new RegExp(`\\n## ${heading}\\n([\\s\\S]*?)(?=\\n## |$)`).exec(guide)?.[1] ?? '';
  const blocks = text.matchAll(/```tsx?\n\/\/ ([\w./-]+)[^\n]*\n([\s\S]*?)```/g);
  return Object.fromEntries([...blocks].map(([, path, code]) => [path!, code!]));
}
