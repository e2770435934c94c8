import { catalog } from './index';

export function formatCatalogTable(): string {
  const lines = ['procedure\tpath\tclient\taccess\tkind'];
  for (const e of catalog) lines.push([e.procedure, e.path, e.client, e.access, e.kind].join('\t'));
  return lines.join('\n') + '\n';
}
