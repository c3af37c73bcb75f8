/**
 * The code a README section shows, so the package test type-checks the README's example
 * against the packed library and the two cannot drift apart. Pure.
 */

/** Every fenced block in `language` under the `## heading` section (up to the next `## `), in order. */
export function sectionCodeBlocks(markdown, heading, language) {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start === -1) return [];
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n## /);
  const section = end === -1 ? rest : rest.slice(0, end);
  const fence = new RegExp('^```' + language + '\\n([\\s\\S]*?)^```', 'gm');
  return [...section.matchAll(fence)].map((match) => match[1]);
}
