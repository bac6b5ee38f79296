import type { OpenApiDocument } from '@waas/spec/pairs';

import { badgeAccess } from './access-badges.js';
import { gettingStarted } from './getting-started.js';
import { hostTable } from './hosts.js';
import { describePairs } from './pair-table.js';
import { markProvisional } from './provisional.js';
import { groupWebhooks } from './webhooks.js';

/**
 * The document the page draws: a copy of the bundle with Getting started and the host table in its introduction,
 * each operation's example pairs in a table, Admin only and Staging only badges, every provisional choice called out
 * where it applies, and the webhooks in a section of their own.
 */
export function referenceDocument(bundle: OpenApiDocument): OpenApiDocument {
  const document = groupWebhooks(markProvisional(badgeAccess(describePairs(bundle))));
  const info = document.info as { description?: string };
  const [lead = '', ...sections] = (info.description ?? '').split(/\n(?=## )/);
  info.description = [
    lead.trimEnd(),
    gettingStarted(bundle),
    ...sections.map((section) =>
      section.startsWith('## Hosts') ? `${section.trimEnd()}\n\n${hostTable(bundle)}` : section.trimEnd(),
    ),
    // Redoc draws the security schemes where this tag stands.
    '## Authentication\n\n<SecurityDefinitions />',
  ].join('\n\n');
  return document;
}
