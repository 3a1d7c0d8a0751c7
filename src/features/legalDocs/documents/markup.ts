import type { DocBlock, DocSection } from './types';

/**
 * The documents are written one block per line: a plain line is a paragraph, `- item` a list item,
 * `= Term | meaning` a defined term; consecutive items form one list. Blank lines are ignored. The
 * result is data rendered as text: nothing in it is ever read as HTML.
 */
export function parseBlocks(body: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const last = blocks[blocks.length - 1];
    if (line.startsWith('- ')) {
      const item = line.slice(2).trim();
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else if (line.startsWith('= ')) {
      const [term, ...rest] = line.slice(2).split(' | ');
      const item = { term: term.trim(), text: rest.join(' | ').trim() };
      if (last?.kind === 'terms') last.items.push(item);
      else blocks.push({ kind: 'terms', items: [item] });
    } else {
      blocks.push({ kind: 'p', text: line });
    }
  }
  return blocks;
}

/** A section: its anchor id, heading and body (see parseBlocks). */
export function section(id: string, heading: string, body: string): DocSection {
  return { id, heading, blocks: parseBlocks(body) };
}
